"""The first screen of a format that a game's menu lists as an entry of its own (Clash of Decks' mutation
league): who plays each seat (a person, or a program and its level), the format's own settings, a new
event or the saved one, and whatever the game adds (its kept decks).

The event is one file (the event match, saved after every action). A file that cannot be taken up is
set aside beside it (``*.broken-<n>.json``) and said; so is a file of an earlier form the game
recognises (``old``), with the game's own sentence. Nothing is ever deleted.
"""
from __future__ import annotations

import os
from typing import Any, Callable

import pygame

from game.engine import registry
from game.engine.errors import DataError
from game.engine.match import Match
from game.engine.registry import Option
from game.engine.text import Msg
from game.formats.spec import format_of
from game.util.files import move_aside, read_json, shown

from . import games
from .app import BASE_H, BASE_W, App, Scene
from .event_run import EventRun
from .event_scene import EventScene
from .event_screen import letter, line
from .focus import FocusRing
from .node import Node
from .palette import BAD, GOLD, GOOD, INK, INK_DIM
from .seatsetup import PERSON, best_program, programs
from .widgets import Button, FitLabel, Label, TextView, Toast

W = {
    "how": Msg("Click a seat to change who plays it; at least one seat is a person.",
               "자리를 눌러 누가 할지 바꾸세요. 적어도 한 자리는 사람이어야 합니다."),
    "seat": Msg("Player {p}: {who}", "플레이어 {p}: {who}"),
    "players": Msg("Players: {n} (click for another number)", "플레이어 수: {n} (눌러서 바꾸기)"),
    "person": Msg("a person", "사람"),
    "program": Msg("the computer, {level}", "컴퓨터, {level}"),
    "setting": Msg("{label}: {value}", "{label}: {value}"),
    "help": Msg("{label}: {help}", "{label}: {help}"),
    "reading": Msg("A reading of rule {rule}.", "규칙 {rule}의 해석입니다."),
    "new": Msg("Start a new {name}", "새 {name} 시작"),
    "resume": Msg("Resume the {name} ({n} of {all} games played)", "{name} 이어 하기 ({all}경기 중 {n}경기 끝남)"),
    "finished": Msg("The last {name}: its final ranking", "지난 {name}의 최종 순위"),
    "replace": Msg("A new one replaces the saved one: click again to start it.",
                   "새로 시작하면 저장된 것이 사라집니다. 한 번 더 누르면 시작합니다."),
    "back": Msg("Back", "뒤로"),
    "broken": Msg("The saved one could not be taken up ({why}); it was set aside as {file}. A new one can start.",
                  "저장된 것을 이어 할 수 없어({why}) {file}(으)로 옮겨 두었습니다. 새로 시작할 수 있습니다."),
    "old": Msg("{said} (Set aside as {file}.)", "{said} ({file}(으)로 옮겨 두었습니다.)"),
    "stuck": Msg("The saved one could not be taken up, nor set aside ({why}): {file} is left as it is.",
                 "저장된 것을 이어 할 수 없고 옆으로 옮길 수도 없어({why}) {file}은(는) 그대로 두었습니다."),
    "not_a_file": Msg("{file} is a folder, not a save: it is left as it is, and nothing is saved there.",
                      "{file}은(는) 저장 파일이 아니라 폴더입니다. 그대로 두며 그곳에는 저장하지 않습니다."),
    "nobody": Msg("At least one seat must be a person (an event between programs alone is played at the command "
                  "line).", "적어도 한 자리는 사람이어야 합니다(프로그램끼리의 이벤트는 명령줄에서 합니다)."),
    "keys": Msg("Tab: seats, settings, buttons \u00b7 arrows: within them \u00b7 Enter: use \u00b7 Esc: back",
                "Tab: 자리, 설정, 버튼 \u00b7 방향키: 그 안에서 이동 \u00b7 Enter: 누르기 \u00b7 Esc: 뒤로"),
}


def option_words(option: Option, value: Any, lang: str) -> str:
    return W["setting"].get(lang).format(label=option.label.get(lang), value=games.choice_label(option, value, lang))


def next_value(option: Option, value: Any) -> Any:
    """The option's next value, round and round (a choice, on/off, a number between its bounds)."""
    if option.kind == "choice" and option.choices:
        return option.choices[(list(option.choices).index(value) + 1) % len(option.choices)] \
            if value in option.choices else option.choices[0]
    if option.kind == "bool":
        return not value
    return option.low if value >= option.high else value + 1


class EventSetupScene(Scene):
    ESC_BACK = True

    def __init__(self, app: App, ruleset: str, format_id: str, path: str, *,
                 old: tuple[Callable[[Any], bool], Msg] | None = None, keep_in: str | None = None,
                 extras: tuple[tuple[str, Msg, Callable[[App], Scene]], ...] = ()) -> None:
        super().__init__(app)
        self.info = registry.get(ruleset)
        self.spec = format_of(self.info, format_id)
        self.path, self.old, self.keep_in, self.extras = path, old, keep_in, extras
        self.players = self.spec.players[0]
        self.seats: dict[int, str] = {}
        self.seat_up(self.players)
        self.values: dict[str, Any] = {o.id: o.default for o in self.spec.options}
        self.seed: int | None = None          # None: a new seed for every event (a test sets one)
        self.saved: Match | None = None
        self.hub: EventScene | None = None
        self.armed = False
        self.message = ""
        self.toast = Toast(BASE_W / 2 - 380, 0, 760, bottom=BASE_H - 8)
        self.focus_ring = FocusRing(self, groups=self.focus_groups)

    def seat_up(self, players: int) -> None:
        """Seats for ``players``: those already set keep who plays them; a new one is a program (the best
        level first, then the others), the first a person."""
        offered = programs(self.info.id)
        others = [best_program(offered)] + [n for n in ("greedy", "random") if n in offered]
        seats = [s for s in range(self.spec.seat_count(players)) if s not in self.spec.rules_seats]
        self.players = players
        self.seats = {s: self.seats.get(s, PERSON if i == 0 else others[min(i - 1, len(others) - 1)])
                      for i, s in enumerate(seats)}

    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        """The seats, the settings and the buttons (Resume, else New, first) are each one stop of Tab:
        Tab never walks every seat and setting to reach New."""
        shown = [n for n in self.root.walk() if getattr(n, "focusable", False) and n.visible and n.name]
        seats = [n for n in shown if n.name.startswith("button:seat:") or n.name == "button:players"]
        options = [n for n in shown if n.name.startswith("button:option:")]
        first = {"button:resume": 0, "button:new": 1}
        rest = sorted((n for n in shown if n not in seats and n not in options), key=lambda n: first.get(n.name, 2))
        return [("seats", seats), ("options", options), ("buttons", rest)]

    # ----- the saved event ------------------------------------------------------------------------------
    def enter(self) -> None:
        """Look at the saved event each time the screen shows (one played since is offered)."""
        super().enter()
        self.saved, self.message = self.load_saved()
        self.build()

    def load_saved(self) -> tuple[Match | None, str]:
        """The saved event, or None and what was said of a file that could not be taken up."""
        lang = self.lang
        if not os.path.lexists(self.path):
            return None, ""
        if not os.path.isfile(self.path):       # a folder where the save belongs: the player's, left alone
            return None, W["not_a_file"].get(lang).format(file=self.path)
        try:
            raw = read_json(self.path)
        except DataError:
            raw = None
        if self.old is not None and self.old[0](raw):
            return None, self.aside(W["old"], said=self.old[1].get(lang))
        try:
            match = Match.load(self.path)
            if match.ruleset_id != self.info.id or match.setup.get("format") != self.spec.id:
                raise DataError(self.path, [f"it holds another event ({match.ruleset_id}, {match.setup.get('format')})"])
        except DataError as exc:
            return None, self.aside(W["broken"], why=shown(exc.problems[0], 160))
        return match, ""

    def aside(self, words: Msg, **more: str) -> str:
        """Set the save the player cannot resume aside and say so; on a read-only disk it stays, and that
        is said instead (a new event then cannot be saved either, which its run says)."""
        try:
            kept = move_aside(self.path)
        except OSError as exc:
            return W["stuck"].get(self.lang).format(file=os.path.basename(self.path), why=exc.strerror or str(exc))
        return words.get(self.lang).format(file=os.path.basename(kept), **more)

    # ----- the screen ----------------------------------------------------------------------------------
    def named(self) -> str:
        """The format's name inside a sentence ("a new mutation league"); a proper name, every word of it
        capitalised ("Conspiracy Draft"), stays as it is."""
        name = self.spec.name.get(self.lang)
        if self.lang != "en" or all(w[:1].isupper() for w in name.split()):
            return name
        return name[:1].lower() + name[1:]

    def who(self, seat: int) -> str:
        name = self.seats[seat]
        if name == PERSON:
            return W["person"].get(self.lang)
        return W["program"].get(self.lang).format(level=games.program_name(self.info, name).get(self.lang))

    def build(self) -> None:
        lang, root = self.lang, self.root
        root.clear()
        y = 28.0
        root.add(FitLabel(60, y, self.spec.name.get(lang), max_w=BASE_W - 120, size=40, color=GOLD, bold=True,
                          name="title"))
        y += line(40) + 6
        about = root.add(TextView(60, y, BASE_W - 120, 3 * line(17), size=17))
        about.items = [(self.spec.pitch.get(lang), INK), (W["how"].get(lang), INK_DIM)]
        y = top = y + 3 * line(17) + 10
        keys_y = BASE_H - line(14) - 8
        help_h = len(self.spec.options) * 2 * line(14)
        counts = len(self.spec.players) > 1          # a format for several seat counts: one button chooses it
        rows = len(self.seats) + len(self.spec.options) + counts
        step = min(58.0, max(line(19) + 14, (keys_y - help_h - 10 - y) / rows))
        if counts:
            root.add(Button(60, y, 560, step - 10, W["players"].get(lang).format(n=self.players), "players",
                            size=19, accent=INK))
            y += step
        for i, (seat, name) in enumerate(self.seats.items()):
            root.add(Button(60, y + i * step, 560, step - 10, W["seat"].get(lang).format(p=letter(seat), who=self.who(seat)),
                            f"seat:{seat}", size=19, accent=GOLD if name == PERSON else INK_DIM))
        y += len(self.seats) * step + 8
        for i, option in enumerate(self.spec.options):
            root.add(Button(60, y + i * step, 560, step - 14, option_words(option, self.values[option.id], lang),
                            f"option:{option.id}", size=16, accent=INK_DIM))
        y += len(self.spec.options) * step + 4
        helps = root.add(TextView(60, y, BASE_W - 120, keys_y - 6 - y, size=14, name="helps"))
        helps.items = [(W["help"].get(lang).format(label=o.label.get(lang), help=games.option_help(o, lang))
                        + (" " + W["reading"].get(lang).format(rule=o.rule) if o.reading else ""), INK_DIM)
                       for o in self.spec.options]
        col, y, tall = 700.0, top, min(52.0, step - 6)
        if self.saved is not None:
            ev: Any = self.saved.state
            said = W["finished"] if ev.result is not None else W["resume"]
            root.add(Button(col, y, 520, tall, said.get(lang).format(name=self.named(), n=len(ev.games),
                                                                     all=ev.total_games()), "resume", size=19))
        y += step
        root.add(Button(col, y, 520, tall, W["new"].get(lang).format(name=self.named()), "new", size=20, accent=GOOD))
        for bid, words, _open in self.extras:
            y += step
            root.add(Button(col, y, 520, tall, words.get(lang), f"extra:{bid}", size=19))
        root.add(Button(col, y + step, 520, tall, W["back"].get(lang), "back", size=19, accent=INK_DIM))
        root.add(Label(BASE_W / 2, keys_y, W["keys"].get(lang), size=14, color=INK_DIM, center=True))
        root.add(self.toast)
        if self.message:
            self.toast.show(self.message, seconds=14, color=BAD)
            self.message = ""

    # ----- input ---------------------------------------------------------------------------------------
    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused" and event.text:
            self.toast.show(event.text, seconds=6, color=BAD)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid == "players":
            counts = list(self.spec.players)
            self.seat_up(counts[(counts.index(self.players) + 1) % len(counts)] if self.players in counts else counts[0])
        elif bid.startswith("seat:"):
            seat = int(bid[len("seat:"):])
            choices = [PERSON, *programs(self.info.id)]
            now = self.seats[seat]
            self.seats[seat] = choices[(choices.index(now) + 1) % len(choices)] if now in choices else PERSON
        elif bid.startswith("option:"):
            option = self.spec.option(bid[len("option:"):])
            if option is not None:
                self.values[option.id] = next_value(option, self.values[option.id])
        elif bid == "resume" and self.saved is not None:
            self.open(self.saved)
            return True
        elif bid == "new":
            self.start()
            return True
        elif bid.startswith("extra:"):
            opener = next((o for key, _w, o in self.extras if f"extra:{key}" == bid), None)
            if opener is not None:
                self.app.push(opener(self.app))
            return True
        elif bid == "back":
            self.app.pop()
            return True
        self.armed = False
        self.build()
        return True

    def setup(self) -> dict[str, Any]:
        programs_ = {str(s): name for s, name in self.seats.items() if name != PERSON}
        return {"format": self.spec.id, "players": self.players, **self.values,
                **({"seats": programs_} if programs_ else {})}

    def start(self) -> None:
        if PERSON not in self.seats.values():
            self.toast.show(W["nobody"].get(self.lang), seconds=6, color=BAD)
            return
        if self.saved is not None and not self.armed:
            self.armed = True
            self.toast.show(W["replace"].get(self.lang), seconds=6, color=GOLD)
            return
        self.armed = False
        seed = self.seed if self.seed is not None else int.from_bytes(os.urandom(4), "little")
        try:
            match = Match(self.info.id, seed, self.setup())
        except DataError as exc:
            self.toast.show("; ".join(exc.problems), seconds=8, color=BAD)
            return
        self.open(match).run.save()

    def open(self, match: Match) -> EventScene:
        run = EventRun(match, path=self.path, drop_when_over=False)
        self.hub = EventScene(self.app, run, keep_in=self.keep_in, extras=self.extras)
        self.app.push(self.hub)
        return self.hub
