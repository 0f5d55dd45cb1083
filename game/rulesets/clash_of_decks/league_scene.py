"""The mutation league in the app (L1057-1249): four seats, each a person or a program; the draft and the
split on each person's screen (pass screens between people); before every round the mutation phase, the
editor for each person and the program for each program; the games, a person's at the table and two
programs' played at once (listed with the others); the standings after every game and the final ranking
with shared places. The league is saved after the split, after every mutation phase and after every
game (``league.write``, atomic) and resumed from this game's menu; a broken save is set aside and said.
At the end the four mutated decks are kept for duels (``league_duel.KeptDecksScene``).
"""
from __future__ import annotations

import glob
import os
import threading
from typing import Callable

import pygame

from game.engine.text import Msg
from game.ui.app import BASE_H, BASE_W, App, Scene
from game.ui.focus import FocusRing
from game.ui.palette import BAD, GOLD, GOOD, INK, INK_DIM
from game.ui.paths import user_file
from game.ui.widgets import Button, FitLabel, Label, Panel, Toast

from . import league as lg
from .cards import load_card_db
from .league import PERSON, PLAYERS, League
from .league_duel import KeptDecksScene, duel_file, kept_dir, kept_files, league_duel
from .league_flow import LeagueStart, people
from .league_screens import DraftPickScene, PassScene, SplitScene, letter
from .mutation_costs import load_costs
from .mutation_editor import MutationEditorScene

W = {
    "title": Msg("Mutation league", "변이 리그"),
    "how": Msg("Four players draft 64 cards of two packs, keep 8 as the deck and 8 as the laboratory, mutate "
               "before every round and play six duels each. Click a seat to change who plays it.",
               "네 명이 두 팩의 카드 64장을 드래프트해 8장은 덱, 8장은 실험실로 두고, 매 라운드 전에 변이하며 "
               "각자 여섯 번 대결합니다. 자리를 눌러 누가 할지 바꾸세요."),
    "seat": Msg("Player {p}: {who}", "플레이어 {p}: {who}"),
    "person": Msg("a person", "사람"),
    "program": Msg("the computer, {level}", "컴퓨터, {level}"),
    "fill": Msg("A31: an ability may fill an empty slot: {v}", "A31: 빈 능력 칸 채우기: {v}"),
    "on": Msg("on", "켬"), "off": Msg("off (the literal rule)", "끔(규칙 그대로)"),
    "new": Msg("Start a new league", "새 리그 시작"),
    "resume": Msg("Resume the league ({n} of {all} games played)", "리그 이어 하기 ({all}경기 중 {n}경기 끝남)"),
    "finished": Msg("The last league's final ranking", "지난 리그의 최종 순위"),
    "replace": Msg("A new league replaces the saved one: click again to start it.",
                   "새 리그를 시작하면 저장된 리그가 사라집니다. 한 번 더 누르면 시작합니다."),
    "kept": Msg("Mutated decks: duels", "변이 덱: 대결"),
    "back": Msg("Back", "뒤로"),
    "broken": Msg("The saved league could not be read; it was set aside as {file}. A new league can start.",
                  "저장된 리그를 읽을 수 없어 {file}(으)로 옮겨 두었습니다. 새 리그를 시작할 수 있습니다."),
    "nobody": Msg("At least one seat must be a person: a league between programs is played with "
                  "python -m game league.", "적어도 한 자리는 사람이어야 합니다. 프로그램끼리의 리그는 "
                  "python -m game league로 합니다."),
    "standings": Msg("Standings after {n} of {all} games", "{all}경기 중 {n}경기 후 순위"),
    "final": Msg("Final ranking: ties share the place", "최종 순위: 동률은 같은 순위"),
    "row": Msg("{place}. Player {p}, {who}: {w} won of {g}", "{place}위. 플레이어 {p}, {who}: {g}경기 중 {w}승"),
    "games": Msg("Games", "경기"),
    "game": Msg("Game {n}, round {r}: {a} vs {b}: {result}", "{n}경기, {r}라운드: {a} 대 {b}: {result}"),
    "won": Msg("{p} won", "{p} 승리"), "draw": Msg("no winner", "승자 없음"),
    "quick": Msg(" (programs, played at once)", " (프로그램끼리, 바로 진행)"),
    "next_phase": Msg("Round {r}: the mutation phase", "{r}라운드: 변이 페이즈"),
    "next_game": Msg("Play game {n}: player {a} vs player {b}", "{n}경기: 플레이어 {a} 대 플레이어 {b}"),
    "next_quick": Msg("Play game {n}: player {a} vs player {b} (programs, at once)",
                      "{n}경기: 플레이어 {a} 대 플레이어 {b} (프로그램끼리, 바로)"),
    "playing": Msg("Game {n}: the programs are playing...", "{n}경기: 프로그램끼리 경기 중..."),
    "saved": Msg("The league is saved after every game; leave any time and resume it from the menu.",
                 "리그는 경기마다 저장됩니다. 언제든 나갔다가 메뉴에서 이어 할 수 있습니다."),
    "kept_at": Msg("The four mutated decks are kept for duels (Mutated decks on the league's first screen).",
                   "변이한 네 덱은 대결용으로 보관했습니다(리그 첫 화면의 변이 덱)."),
    "menu": Msg("Leave (saved)", "나가기 (저장됨)"),
    "phase_what": Msg("the mutation phase", "변이 페이즈"), "draft_what": Msg("the draft", "드래프트"),
    "game_what": Msg("your game at the table", "테이블에서 하는 경기"),
    "split_what": Msg("the deck and the laboratory", "덱과 실험실"),
    "who_phase": Msg("Player {p}, round {r}", "플레이어 {p}, {r}라운드"),
}
SEAT_CHOICES = (PERSON, "normal", "easy", "greedy", "random")
LEVEL_NAMES = {"normal": Msg("Normal", "보통"), "easy": Msg("Easy", "쉬움"), "greedy": Msg("Greedy", "탐욕"),
               "random": Msg("Random", "무작위")}


def save_path() -> str:
    return user_file("league-clash-of-decks.json")


def who(seat: str, lang: str) -> str:
    if seat == PERSON:
        return W["person"].get(lang)
    return W["program"].get(lang).format(level=LEVEL_NAMES.get(seat, Msg(seat, seat)).get(lang))


def load_saved() -> tuple[League | None, str]:
    """The saved league, or None and, when the file was broken, where it was set aside."""
    path = save_path()
    existed = os.path.exists(path)
    league = lg.load(path)
    if league is not None or not existed:
        return league, ""
    stem, ext = os.path.splitext(path)
    aside = sorted(glob.glob(f"{stem}.broken-*{ext}"), key=os.path.getmtime)
    return None, os.path.basename(aside[-1]) if aside else ""


def open_league(app: App) -> Scene:
    return LeagueSetupScene(app)


class LeagueSetupScene(Scene):
    """The league's first screen: the four seats, A31's setting, a new league, Resume, the kept decks."""

    ESC_BACK = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.seats = [PERSON, "normal", "greedy", "random"]
        self.fill_empty = False
        self.armed = False
        self.seed: int | None = None            # None: a new seed for every league (a test sets one)
        self.focus_ring = FocusRing(self)
        self.saved: League | None = None
        self.message = ""

    def enter(self) -> None:
        """Read the saved league each time the screen shows (a league played since is offered)."""
        super().enter()
        self.saved, broken = load_saved()
        if broken:
            self.message = W["broken"].get(self.lang).format(file=broken)
        self.build()

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        root.add(FitLabel(60, 30, W["title"].get(lang), max_w=BASE_W - 120, size=40, color=GOLD, bold=True))
        y = 96.0
        from game.ui import fonts
        for line in fonts.wrap(W["how"].get(lang), fonts.reading(17), BASE_W - 120):
            root.add(Label(60, y, line, size=17, color=INK))
            y += fonts.reading(17) * 1.35
        y += 16
        for p in range(PLAYERS):
            root.add(Button(60, y + p * 58, 560, 48, W["seat"].get(lang).format(p=letter(p), who=who(self.seats[p], lang)),
                            f"seat:{p}", size=19, accent=GOLD if self.seats[p] == PERSON else INK_DIM))
        fill = W["on"] if self.fill_empty else W["off"]
        root.add(Button(60, y + 4 * 58 + 10, 560, 44, W["fill"].get(lang).format(v=fill.get(lang)), "fill", size=16,
                        accent=INK_DIM))
        col = 700.0
        if self.saved is not None:
            said = W["finished"] if self.saved.finished() else W["resume"]
            root.add(Button(col, y, 520, 52, said.get(lang).format(n=len(self.saved.games), all=2 * self.saved.rounds),
                            "resume", size=19))
        root.add(Button(col, y + 66, 520, 52, W["new"].get(lang), "new", size=20, accent=GOOD))
        if kept_files():
            root.add(Button(col, y + 132, 520, 52, W["kept"].get(lang), "kept", size=19))
        root.add(Button(col, y + 198, 520, 52, W["back"].get(lang), "back", size=19, accent=INK_DIM))
        self.toast = root.add(Toast(BASE_W / 2 - 380, 0, 760, bottom=BASE_H - 8))
        if self.message:
            self.toast.show(self.message, seconds=12, color=BAD)
            self.message = ""

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind != "button":
            return False
        bid = event.id
        if bid.startswith("seat:"):
            p = int(bid[len("seat:"):])
            self.seats[p] = SEAT_CHOICES[(SEAT_CHOICES.index(self.seats[p]) + 1) % len(SEAT_CHOICES)]
        elif bid == "fill":
            self.fill_empty = not self.fill_empty
        elif bid == "resume" and self.saved is not None:
            self.app.push(LeagueScene(self.app, league=self.saved))
            return True
        elif bid == "new":
            if PERSON not in self.seats:
                self.toast.show(W["nobody"].get(self.lang), seconds=6, color=BAD)
                return True
            if self.saved is not None and not self.armed:
                self.armed = True
                self.toast.show(W["replace"].get(self.lang), seconds=6, color=GOLD)
                return True
            self.armed = False
            seed = self.seed if self.seed is not None else int.from_bytes(os.urandom(4), "little")
            self.app.push(LeagueScene(self.app, start=LeagueStart.deal(self.seats, seed, fill_empty=self.fill_empty)))
            return True
        elif bid == "kept":
            self.app.push(KeptDecksScene(self.app))
            return True
        elif bid == "back":
            self.app.pop()
            return True
        self.build()
        return True


class LeagueScene(Scene):
    """The league between its screens: what comes next, the standings, the games played. The private
    screens (draft, split, editor, a person's game) are pushed over it and come back to it."""

    def __init__(self, app: App, *, start: LeagueStart | None = None, league: League | None = None) -> None:
        super().__init__(app)
        self.db, self.costs = load_card_db(), load_costs()
        self.start, self.league = start, league
        self.editing: list[int] | None = None     # the people still to mutate in this round's phase
        self.duel = None                           # the person's game at the table, while it is out
        self.due = True                            # look for the next private screen on the next frame
        self.quick: threading.Thread | None = None  # a game between two programs, played off the screen's thread
        self.focus_ring = FocusRing(self)

    @property
    def seats(self) -> list[str]:
        return self.league.seats if self.league is not None else self.start.seats   # type: ignore[union-attr]

    def enter(self) -> None:
        super().enter()
        self.due = True
        self.build()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.quick is not None and not self.quick.is_alive():
            self.quick = None
            if self.league is not None:
                lg.write(save_path(), self.league)
            self.after_game()
            self.build()
        if self.due and self.app.scene is self:
            self.due = False
            self.advance()

    def private(self, seat: int, what: str, make: Callable[[], Scene]) -> None:
        """A person's own screen; with more than one person, a pass screen first."""
        if len(people(self.seats)) > 1:
            self.app.push(PassScene(self.app, seat, what, make))
        else:
            self.app.push(make())

    def advance(self) -> None:
        """The next person's screen when one is due; else the league waits on this screen."""
        lang = self.lang
        if self.league is None:
            start = self.start
            assert start is not None
            if start.waiting():
                seat = start.waiting()[0]
                self.private(seat, W["draft_what"].get(lang), lambda: DraftPickScene(self.app, self.db, start, seat))
                return
            if start.splitting():
                seat = start.splitting()[0]
                self.private(seat, W["split_what"].get(lang), lambda: SplitScene(self.app, self.db, start, seat))
                return
            self.league = start.league(self.db)
            lg.write(save_path(), self.league)
            self.build()
            return
        if self.duel is not None:
            self.finish_duel()
        if self.editing:
            seat = self.editing[0]
            r = len(self.league.games) // 2 + 1
            book = self.league.books[seat]
            label = W["who_phase"].get(lang).format(p=letter(seat), r=r)
            self.private(seat, W["phase_what"].get(lang), lambda: MutationEditorScene(
                self.app, self.db, self.costs, book, label, lambda: self.phase_done(seat),
                fill_empty=self.league.fill_empty if self.league else False))
            return
        self.build()

    def phase_done(self, seat: int) -> None:
        if self.editing and self.editing[0] == seat:
            self.editing.pop(0)
        if self.editing == [] and self.league is not None:
            self.editing = None
            lg.write(save_path(), self.league)       # the round's pastes are kept before its first game
        self.due = True

    def finish_duel(self) -> None:
        """A person's game came back: recorded when it ended (it stays saved in its own file if not)."""
        session, self.duel = self.duel, None
        league = self.league
        assert league is not None and session is not None
        state = session.state
        if state.result is None:
            return
        a, b, _ = lg.next_duel(league)
        lg.record(league, [(a, b)[w] for w in state.result.winners], state.turn, len(session.match.log))
        lg.write(save_path(), league)
        if os.path.exists(duel_file()):
            os.remove(duel_file())
        self.after_game()

    def after_game(self) -> None:
        league = self.league
        if league is not None and league.finished():
            os.makedirs(kept_dir(), exist_ok=True)
            lg.keep_decks(league, os.path.join(kept_dir(), f"league-{league.seed}.json"))

    def next_step(self) -> tuple[str, str]:
        """The button that moves the league on: (label, id); empty when it is over."""
        league, lang = self.league, self.lang
        if league is None or league.finished():
            return "", ""
        r = len(league.games) // 2 + 1
        if lg.mutation_due(league):
            return W["next_phase"].get(lang).format(r=r), "phase"
        a, b, _ = lg.next_duel(league)
        n = len(league.games) + 1
        quick = PERSON not in (league.seats[a], league.seats[b])
        return W["next_quick" if quick else "next_game"].get(lang).format(n=n, a=letter(a), b=letter(b)), "play"

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        root.add(FitLabel(40, 20, W["title"].get(lang), max_w=700, size=34, color=GOLD, bold=True))
        league = self.league
        if league is None:
            return
        done = league.finished()
        head = W["final"].get(lang) if done else W["standings"].get(lang).format(n=len(league.games), all=2 * league.rounds)
        root.add(FitLabel(40, 76, head, max_w=560, size=20, color=GOLD if done else INK, bold=True, name="standings"))
        for i, row in enumerate(league.ranking()):
            text = W["row"].get(lang).format(place=row["place"], p=row["player"], who=who(league.seats[row["seat"]], lang),
                                             w=row["wins"], g=row["played"])
            root.add(FitLabel(40, 112 + i * 34, text, max_w=560, size=18, color=GOLD if row["place"] == 1 and done else INK,
                              name=f"rank:{i}"))
        root.add(Panel(640, 70, 610, 470))
        root.add(FitLabel(656, 80, W["games"].get(lang), max_w=580, size=18, color=INK_DIM, bold=True))
        for i, g in enumerate(league.games):
            a, b = g["players"]
            result = (W["won"].get(lang).format(p=letter(g["winners"][0])) if len(g["winners"]) == 1
                      else W["draw"].get(lang))
            quick = W["quick"].get(lang) if PERSON not in (league.seats[a], league.seats[b]) else ""
            root.add(FitLabel(656, 112 + i * 34, W["game"].get(lang).format(n=i + 1, r=g["round"], a=letter(a), b=letter(b),
                                                                          result=result) + quick,
                              max_w=580, size=15, color=INK, name=f"game:{i}"))
        label, bid = self.next_step()
        if self.quick is not None:
            root.add(FitLabel(40, 284, W["playing"].get(lang).format(n=len(league.games) + 1), max_w=560, size=19,
                              color=GOLD, name="playing"))
        elif bid:
            root.add(Button(40, 270, 560, 56, label, bid, size=19, accent=GOOD))
            root.add(FitLabel(40, 340, W["saved"].get(lang), max_w=560, size=14, color=INK_DIM))
        else:
            root.add(FitLabel(40, 270, W["kept_at"].get(lang), max_w=560, size=15, color=GOOD))
            root.add(Button(40, 310, 560, 52, W["kept"].get(lang), "kept", size=19))
        root.add(Button(40, BASE_H - 80, 300, 50, W["menu"].get(lang), "leave", size=18, accent=INK_DIM))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()             # saved from the split on (a draft left half done starts over)
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind != "button":
            return False
        league = self.league
        bid = event.id
        if bid == "leave":
            self.app.pop()
        elif bid == "kept":
            self.app.push(KeptDecksScene(self.app))
        elif league is None:
            return True
        elif bid == "phase" and lg.mutation_due(league):
            lg.program_phases(league, people(league.seats))
            self.editing = list(people(league.seats))
            if not self.editing:
                self.phase_done(-1)
            self.due = True
        elif bid == "play" and self.quick is None and not league.finished() and not lg.mutation_due(league):
            a, b, _ = lg.next_duel(league)
            if PERSON in (league.seats[a], league.seats[b]):
                scene = league_duel(self.app, league)
                self.duel = scene.session
                persons = [p for p in (a, b) if league.seats[p] == PERSON]
                if len(persons) == 1:       # the table shows that person's hand: their eyes only
                    self.private(persons[0], W["game_what"].get(self.lang), lambda: scene)
                else:                       # two people: the table's own curtain passes between them
                    self.app.push(scene)
                return True
            # the programs' game takes a second or two of thinking: the screen keeps drawing meanwhile
            self.quick = threading.Thread(target=lg.play_game, args=(league,), kwargs={"people": people(league.seats)},
                                          name="league-game", daemon=True)
            self.quick.start()
            self.build()
        return True
