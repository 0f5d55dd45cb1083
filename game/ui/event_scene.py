"""An event in the app, for every game and format: one flow that reads the event's state and shows the
screen it asks for (docs/ui.md, "Events").

:class:`EventScene` is the event's hub, at the foot of its screens: the standings, the games played and
what comes next. Every frame the screen on top lets it :meth:`~EventScene.drive` the event: the
programs' decisions are made off the screen's thread (``event_run.py``), then the hub compares the
screen the event wants with the one shown and puts the right one up:

- the draft: the draft screen of the person who picks (``draft_scene.py``);
- deck building: the build screen (``build_scene.py``; ``build_open.py`` for a deck with a minimum);
- a game's own stage (Clash of Decks' mutation phase): the screen its table entry declares in
  ``TableEntry.stage_screens``, opened with ``(app, hub, seat)``;
- a game with a person in it: the table (``table/event_table.py``); a game between programs is played
  at once from the hub, and listed;
- between the games of a format with several (a bracket), the hub itself: the standings after every
  game, a button for what comes next, and at the end the final ranking with shared places.

With more than one person a pass screen comes whenever the eyes on the screen change (never between
programs, never with one person). The event is saved after every action; taken up again (Resume), the
hub starts over from what the event's state says.
"""
from __future__ import annotations

import glob
import os
from typing import Any

import pygame

from game.engine.text import Msg
from game.formats.text import stage_name

from .app import BASE_H, BASE_W, App, Scene
from .build_open import OpenBuildScene
from .build_scene import BuildScene
from .draft_scene import DraftScene
from .event_run import EventRun
from .event_screen import W as SEAT_WORDS, EventScreen, PassScene, letter, line, who
from .focus import FocusRing
from .palette import BAD, GOLD, GOOD, INK, INK_DIM
from .table.event_table import event_table
from .tableinfo import table_entry
from .widgets import Button, FitLabel, Label, Panel, Toast

HUB: tuple[Any, ...] = ("hub",)

W = {
    "stage": Msg("Now: {stage}", "지금: {stage}"),
    "choosing": Msg("Player {p} ({who}) is choosing...", "플레이어 {p}({who})가 고르는 중..."),
    "quick": Msg("Game {n}: the programs are playing...", "{n}경기: 프로그램끼리 경기 중..."),
    "standings": Msg("Standings after {n} of {all} games", "{all}경기 중 {n}경기 후 순위"),
    "final": Msg("Final ranking: ties share the place", "최종 순위: 동률은 같은 순위"),
    "row": Msg("{place}. Player {p}, {who}: {w} won of {g}", "{place}위. 플레이어 {p}, {who}: {g}경기 중 {w}승"),
    "games": Msg("Games", "경기"),
    "none_yet": Msg("No game played yet.", "아직 치른 경기가 없습니다."),
    "game": Msg("Game {n}, round {r}: {players}: {result}", "{n}경기, {r}라운드: {players}: {result}"),
    "vs": Msg(" vs ", " 대 "),
    "won": Msg("{p} won", "{p} 승리"), "draw": Msg("no winner", "승자 없음"),
    "quick_tag": Msg(" (programs, played at once)", " (프로그램끼리, 바로 진행)"),
    "next_stage": Msg("Round {r}: {stage}", "{r}라운드: {stage}"),
    "next_game": Msg("Play game {n}: {players}", "{n}경기: {players}"),
    "next_quick": Msg("Play game {n}: {players} (programs, at once)", "{n}경기: {players} (프로그램끼리, 바로)"),
    "saved": Msg("The event is saved after every action; leave any time and take it up again later.",
                 "이벤트는 행동마다 저장됩니다. 언제든 나갔다가 나중에 이어 할 수 있습니다."),
    "kept": Msg("Kept for later: {files}", "나중을 위해 보관: {files}"),
    "error": Msg("A program failed and made the first legal move instead: {why}",
                 "프로그램이 실패해 첫 번째 합법 행동을 대신 했습니다: {why}"),
    "no_screen": Msg("This game has no screen for {stage}.", "이 게임에는 {stage} 화면이 없습니다."),
    "keys": Msg("Enter: the button with the ring \u00b7 Tab: the next one \u00b7 Esc: leave (saved)",
                "Enter: 테두리가 있는 버튼 \u00b7 Tab: 다음 버튼 \u00b7 Esc: 나가기 (저장됨)"),
}


class EventScene(Scene):
    """The event's hub and the one place that decides which of its screens shows."""

    key = HUB

    def __init__(self, app: App, run: EventRun, *, keep_in: str | None = None,
                 extras: tuple[tuple[str, Msg, Any], ...] = ()) -> None:
        super().__init__(app)
        self.run = run
        self.keep_in = keep_in           # where a finished event leaves what its players keep (None: nothing)
        self.extras = extras             # more buttons once the event is over: (id, label, opener(app))
        self.eyes: int | None = run.people[0] if len(run.people) == 1 else None
        self.released: tuple[Any, ...] | None = None
        self.kept: list[str] = []
        self.shown: tuple[Any, ...] = ()
        self.toast = Toast(BASE_W / 2 - 380, 0, 760, bottom=BASE_H - 8)
        self.focus_ring = FocusRing(self, default="button:next")

    @property
    def ev(self) -> Any:
        return self.run.ev

    def many_games(self) -> bool:
        games = self.ev.spec.games
        return games is not None and games.pairing == "bracket"

    # ----- what the event wants ---------------------------------------------------------------------
    def pause(self) -> tuple[Any, ...] | None:
        """Where a format of several games stops on the hub until a person moves it on: before every own
        stage and every game (the standings between games)."""
        ev = self.ev
        if not self.many_games() or ev.result is not None:
            return None
        if ev.stage in ev.hooks.STAGES:
            return ("stage", ev.own_rounds)
        if ev.stage == "games":
            return ("game", len(ev.games))
        return None

    def needs_pass(self, seat: int) -> bool:
        return len(self.run.people) > 1 and self.eyes != seat

    def wanted(self) -> tuple[Any, ...]:
        ev, run = self.ev, self.run
        if ev.result is not None:
            return HUB
        mark = self.pause()
        if mark is not None and mark != self.released:
            return HUB
        if ev.stage == "games":
            people = run.game_people()
            if not people:
                return HUB
            if len(people) == 1 and self.needs_pass(people[0]):
                return ("pass", people[0], ev.stage)
            return ("table", len(ev.games))
        if run.program_turn() is not None or run.busy():
            top = self.app.scene
            return top.key if isinstance(top, EventScreen) and top.key[0] == ev.stage else HUB
        acting = run.people_acting()
        if not acting:
            return HUB
        seat = self.eyes if self.eyes in acting else acting[0]
        if self.needs_pass(seat):
            return ("pass", seat, ev.stage)
        return (ev.stage, seat)

    def drive(self, top: Scene) -> None:
        """One frame of the event: the programs' work, then the screen the event wants."""
        if self.run.tick():
            if top is self:
                self.build()
            elif isinstance(top, EventScreen):
                top.refresh()
        mark = self.pause()
        if mark is not None and mark == self.released and self.ev.stage == "games" and not self.run.game_people() \
                and self.run.worker is None:
            self.run.play_programs_game()       # released (or cut short): the programs' game goes on from here
        if self.run.errors:                     # said on the screen shown, whichever it is
            toast = top.toast if isinstance(top, EventScreen) else self.toast
            toast.show(W["error"].get(self.lang).format(why=self.run.errors.pop()), seconds=8, color=BAD)
        if self.ev.result is not None:
            self.keep()
            if not self.many_games() and top is self:
                self.leave()            # the event was one game: its table showed the end
                return
        want = self.wanted()
        if want != getattr(top, "key", None):
            self.show(want)
        elif top is self and self.state_words() != self.shown:
            self.build()

    def show(self, want: tuple[Any, ...]) -> None:
        top = self.app.scene
        if want == HUB:
            if top is not self and self in self.app.scenes:
                self.app.pop()
            return
        scene = self.screen_for(want)
        if scene is None:
            return
        if top is self:
            self.app.push(scene)
        else:
            self.app.replace(scene)

    def screen_for(self, want: tuple[Any, ...]) -> Scene | None:
        kind = want[0]
        if kind == "pass":
            return PassScene(self.app, self, want[1], stage_name(self.ev, want[2]).get(self.lang))
        if kind == "table":
            people = self.run.game_people()
            self.eyes = people[0] if len(people) == 1 else None     # two people: the table's curtain passes
            return event_table(self.app, self)
        seat = want[1]
        if kind == "draft":
            return DraftScene(self.app, self, seat)
        if kind == "build":     # an exact count card by card, else a deck of a minimum with free cards and choices
            return BuildScene(self.app, self, seat) if self.ev.spec.build.stepwise else OpenBuildScene(self.app, self, seat)
        entry = table_entry(self.run.match.info)
        make = entry.stage_screens.get(kind) if entry is not None else None
        if make is None:
            self.toast.show(W["no_screen"].get(self.lang).format(stage=stage_name(self.ev, kind).get(self.lang)),
                            seconds=8, color=BAD)
            return None
        return make(self.app, self, seat)

    def leave(self) -> None:
        """Out of the event (it is saved): every screen of it closes."""
        self.run.cancel()
        while self in self.app.scenes and len(self.app.scenes) > 1:
            self.app.pop()

    def keep(self) -> None:
        """A finished event leaves its players what the format keeps (Clash of Decks' mutated decks)."""
        if self.kept or self.keep_in is None:
            return
        stem = os.path.join(self.keep_in, f"{self.ev.spec.id}-{self.run.match.seed}")
        self.kept = sorted(glob.glob(glob.escape(stem) + ".*"))
        if not self.kept:
            os.makedirs(self.keep_in, exist_ok=True)
            self.kept = list(self.ev.hooks.kept(self.ev, stem))

    # ----- the hub's own screen ---------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.build()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.scene is self:
            self.drive(self)

    def state_words(self) -> tuple[Any, ...]:
        """What the hub says that may change without an action (a program's work starting or ending)."""
        return (len(self.run.match.log), self.run.busy(), self.released, self.lang, len(self.kept))

    def players_of(self, seats: list[int]) -> str:
        return W["vs"].get(self.lang).join(f"{letter(s)}" for s in seats)

    def next_step(self) -> tuple[str, str]:
        """The button that moves the event on: (label, id); ("", "") when none is due."""
        ev, lang = self.ev, self.lang
        mark = self.pause()
        if mark is None or mark == self.released:
            return "", ""
        if mark[0] == "stage":
            return W["next_stage"].get(lang).format(r=mark[1] + 1, stage=stage_name(ev, ev.stage).get(lang)), "next"
        players = self.players_of(list(ev.players))
        key = "next_game" if self.run.game_people() else "next_quick"
        return W[key].get(lang).format(n=len(ev.games) + 1, players=players), "next"

    def doing(self) -> str:
        """What is under way now, in words."""
        ev, run, lang = self.ev, self.run, self.lang
        if ev.result is not None:
            return ""
        if ev.stage == "games" and run.busy():
            return W["quick"].get(lang).format(n=len(ev.games) + 1)
        seat = run.program_turn()
        if seat is not None:
            return W["choosing"].get(lang).format(p=letter(seat), who=who(self, seat, lang))
        return W["stage"].get(lang).format(stage=stage_name(ev, ev.stage).get(lang))

    def build(self) -> None:
        lang, root, ev = self.lang, self.root, self.ev
        self.shown = self.state_words()
        root.clear()
        y = 18.0
        root.add(FitLabel(40, y, ev.spec.name.get(lang), max_w=BASE_W - 80, size=34, color=GOLD, bold=True,
                          name="title"))
        y += line(34) + 4
        root.add(FitLabel(40, y, self.doing(), max_w=BASE_W - 80, size=18, color=INK, name="doing"))
        y += line(18) + 14
        done = ev.result is not None
        head = W["final"].get(lang) if done else W["standings"].get(lang).format(n=len(ev.games), all=ev.total_games())
        root.add(FitLabel(40, y, head, max_w=560, size=20, color=GOLD if done else INK, bold=True, name="standings"))
        y += line(20) + 6
        self.build_games(y)
        for i, row in enumerate(ev.view(None)["ranking"]):
            text = W["row"].get(lang).format(place=row["place"], p=row["player"], who=who(self, row["seat"], lang),
                                             w=row["wins"], g=row["played"])
            root.add(FitLabel(40, y, text, max_w=560, size=18, color=GOLD if done and row["place"] == 1 else INK,
                              bold=done and row["place"] == 1, name=f"rank:{i}"))
            y += line(18)
        y += 20
        keys_y = BASE_H - line(14) - 6
        leave_y = keys_y - 10 - min(50.0, line(18) + 18)
        label, bid = self.next_step()
        if bid:
            root.add(Button(40, y, 560, line(19) + 22, label, bid, size=19, accent=GOOD))
            root.add(FitLabel(40, y + line(19) + 32, W["saved"].get(lang), max_w=560, size=14, color=INK_DIM))
        elif done:
            if self.kept:
                names = ", ".join(os.path.basename(p) for p in self.kept)
                root.add(FitLabel(40, y, W["kept"].get(lang).format(files=names), max_w=560, size=14, color=GOOD,
                                  name="kept"))
                y += line(14) + 12
            for bid, words, _opener in self.extras:
                root.add(Button(40, y, 560, line(19) + 20, words.get(lang), f"extra:{bid}", size=19))
                y += line(19) + 30
        root.add(Button(40, leave_y, 300, min(50.0, line(18) + 18), SEAT_WORDS["leave"].get(lang), "leave", size=18,
                        accent=INK_DIM))
        root.add(Label(BASE_W / 2, keys_y, W["keys"].get(lang), size=14, color=INK_DIM, center=True, name="keys"))
        root.add(self.toast)

    def build_games(self, top: float) -> None:
        lang, root, ev = self.lang, self.root, self.ev
        bottom = BASE_H - line(14) - 24
        root.add(Panel(640, top - 8, 610, bottom - top + 8))
        root.add(FitLabel(656, top, W["games"].get(lang), max_w=580, size=18, color=INK_DIM, bold=True))
        step = line(15) + 4
        first = top + line(18) + 6
        rows = ev.games[-max(1, int((bottom - first) // step)):]
        if not rows:
            root.add(FitLabel(656, first, W["none_yet"].get(lang), max_w=580, size=15, color=INK_DIM))
        for i, g in enumerate(rows):
            won = g["winners"]
            result = W["won"].get(lang).format(p="".join(letter(w) for w in won)) if len(won) == 1 else W["draw"].get(lang)
            quick = W["quick_tag"].get(lang) if not any(p in self.run.people for p in g["players"]) else ""
            root.add(FitLabel(656, first + i * step, W["game"].get(lang).format(
                n=g["number"], r=g["round"], players=self.players_of(g["players"]), result=result) + quick,
                max_w=580, size=15, color=INK, name=f"game:{g['number'] - 1}"))

    # ----- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused" and event.text:
            self.toast.show(event.text, seconds=6, color=BAD)
            return True
        if event.kind != "button":
            return False
        if event.id == "leave":
            self.leave()
        elif event.id == "next":
            self.released = self.pause()
            self.drive(self)
        elif event.id.startswith("extra:"):
            opener = next((o for bid, _w, o in self.extras if f"extra:{bid}" == event.id), None)
            if opener is not None:
                self.app.push(opener(self.app))
        return True

