"""Seating a game before the table, for any game whose table entry has a ``seating``: how many players,
who sits where (a person or one of the programs the game offers; seats the rules themselves play are shown
as such and cannot be changed), the game's own rows of settings (a mode, a variant, a difficulty), and the
other settings on the generic options screen. Hotseat starts with people in every seat; solo seats one
person and programs elsewhere. A game that has its decks chosen next opens the deck picker for the seats
that hold one.

A choice the game refuses for this setup is greyed out with the game's own sentence where the game asks
for that check (``Seating.checked``); anything else it refuses is said when Start is pressed, and nothing
the player chose is lost. Nothing here names a game: what differs is the game's ``Seating``.
"""
from __future__ import annotations

import dataclasses
import os
import random
from typing import Any, Callable

import pygame

from game.engine import registry
from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.setup import SEATS, build_setup, rules_setup
from game.engine.text import Msg

from . import deckoptions, fonts, games
from .app import BASE_W, App, Scene
from .focus import FocusRing
from .i18n import STRINGS, t
from .node import Node
from .palette import GOLD, GOOD, INK, INK_DIM
from .tableinfo import table_entry
from .widgets import Button, FitLabel, Label, Toast

STRINGS.update({
    "seats.title": ("{game}: seats", "{game}: 자리"),
    "seats.players": ("Players", "플레이어 수"),
    "seats.seat": ("P{p}", "P{p}"),
    "seats.person": ("Person", "사람"),
    "seats.options": ("Settings", "설정"),
    "seats.start": ("Start", "시작"),
    "seats.decks": ("Choose decks", "덱 고르기"),
    "seats.hint": ("Click a seat to change who plays it. People pass the screen in turn; programs play themselves.",
                   "자리를 눌러 누가 할지 바꾸세요. 사람은 화면을 차례로 넘기고, 프로그램은 스스로 둡니다."),
    "seats.solo": ("Solo: you are P1; every other seat is a program.", "솔로: 당신은 P1, 나머지 자리는 프로그램입니다."),
    "seats.fixed": ("The rules play this seat.", "이 자리는 규칙이 직접 둡니다."),
    "seats.no_such_set": ("The rules do not play these together.", "규칙상 이것들은 함께 할 수 없습니다."),
})

PERSON = "person"
Options = dict[str, Any]


def _none(options: Options, players: int) -> Any:
    return {}


@dataclasses.dataclass(frozen=True)
class Seating:
    """What a game's seat screen offers, declared by its table entry (``TableEntry.seating``).

    ``players``: the seat counts offered; ``start``: the count first shown per kind (hotseat, solo);
    ``kinds``: the menu's ways to start a game that come here (others keep the game's own path);
    ``rows(options, players)``: the option ids chosen on this screen, a row each, in order;
    ``choices(option_id, players)``: the values a row offers (None: every declared one);
    ``adjust(options, players)``: make the options agree with the seat count (in place);
    ``fixed(options, players)``: seats the rules play, with what they are called;
    ``hidden(options, players)``: options neither the rows nor the options screen offer;
    ``checked``: rows whose choices are first tried on the game, a refused one greyed out with its reason;
    ``decks(options, players)``: the seats whose decks the deck picker chooses next ([]: none);
    ``finish(setup, players)``: the game's last word on the setup before it is checked;
    ``teams(options, players)``: each seat's team as it will play (none: every player for themselves);
    ``explain(option_id, value)``: what a row's choice means, said under the row (None: nothing);
    ``toggles``: rows whose values are comma-separated sets of parts ("vanguard,planechase"): the row shows
    "none" and a button per part, each switching its part on or off (a row of every set would not fit);
    ``seat_rows``: rows whose values are seats ("1".."8", as the Archenemy's seat): a button per seat in play,
    called P1..PN as the seat buttons are, and a seat the count no longer has falls back to "1";
    ``seat_follow``: for a seat row, the per-seat settings (``scheme_deck`` for ``scheme_deck1``..) whose values
    go with the seat chosen: choosing another seat swaps the two seats' values, so a choice made for the
    archenemy stays the archenemy's."""
    players: tuple[int, ...]
    start: dict[str, int] = dataclasses.field(default_factory=dict)
    kinds: tuple[str, ...] = ("solo", "hotseat")
    rows: Callable[[Options, int], tuple[str, ...]] = lambda options, players: ()
    choices: Callable[[str, int], tuple[str, ...] | None] = lambda option_id, players: None
    adjust: Callable[[Options, int], None] = lambda options, players: None
    fixed: Callable[[Options, int], dict[int, Msg]] = _none
    hidden: Callable[[Options, int], tuple[str, ...]] = lambda options, players: ()
    checked: tuple[str, ...] = ()
    decks: Callable[[Options, int], list[int]] = lambda options, players: []
    finish: Callable[[dict[str, Any], int], dict[str, Any]] = lambda setup, players: setup
    teams: Callable[[Options, int], dict[int, Msg]] = _none
    explain: Callable[[str, Any], Msg | None] = lambda option_id, value: None
    toggles: tuple[str, ...] = ()
    seat_rows: tuple[str, ...] = ()
    seat_follow: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)


def _parts(values: tuple[Any, ...] | list[Any]) -> list[str]:
    """The parts the sets ``values`` are made of, in their first order; the first value (the empty set,
    "none") leads the list when it is among them."""
    out: list[str] = []
    for v in values:
        for part in str(v).split(","):
            if part and part not in out:
                out.append(part)
    return out


def _switched(values: tuple[Any, ...], now: Any, part: str) -> Any:
    """The value of ``values`` that is ``now`` with ``part`` switched on or off (the first value, the empty
    set, clears them all); None when no value is that set."""
    if part == values[0]:
        return values[0]
    have = set(_parts((now,))) - {values[0]}
    want = have ^ {part}
    if not want:
        return values[0]
    return next((v for v in values if set(str(v).split(",")) == want), None)


def programs(ruleset: str) -> list[str]:
    """The programs a seat may be, in the one order of difficulty names (``games.DIFFICULTY``)."""
    from .table.aiseat import programs as offered
    return games.in_difficulty_order(offered(ruleset))


def chosen(label: str, yes: bool) -> str:
    """A button's label, marked when it is the choice made (not told by its colour alone)."""
    return f"\u25cf {label}" if yes else label


def best_program(names: list[str]) -> str:
    for wanted in ("normal", "easy", "greedy"):
        if wanted in names:
            return wanted
    return names[0] if names else "random"


class SeatSetupScene(Scene):
    ROW_TOP = 110.0
    ROW_STEP = 62.0
    SEAT_STEP = 66.0
    BOTTOM = 640.0        # the top of Back, Settings and Start
    LEFT = 120.0
    CONTROLS = 360.0

    ESC_BACK = True

    def __init__(self, app: App, kind: str, *, ruleset: str, seed: int | None = None) -> None:
        super().__init__(app)
        self.kind = kind
        self.info = games.find(ruleset)
        if self.info is None:
            raise KeyError(ruleset)
        entry = table_entry(self.info)
        seating = entry.seating if entry is not None else None
        if seating is None:
            raise ValueError(f"{self.info.id} declares no seat screen")
        self.seating = seating
        self.options: Options = games.chosen_options(app, self.info)
        self.seed = seed
        self.players = seating.start.get(kind, seating.players[0])
        most = max(seating.players)
        offered = programs(self.info.id)
        self.seats = [PERSON] + [PERSON if kind == "hotseat" else best_program(offered)] * (most - 1)
        self.last_setup: dict[str, Any] | None = None
        # a row of buttons is one group: Tab goes row to row (Start first), the arrows along a row and, past
        # its ends, up and down to the next row
        self.group_list: list[tuple[str, list[Node]]] = []
        self.focus_ring = FocusRing(self, groups=lambda: self.group_list, default="button:start")
        self.build()

    # ----- words -------------------------------------------------------------------------------------
    def who(self, p: int) -> str:
        fixed = self.seating.fixed(self.options, self.players)
        if p in fixed:
            return fixed[p].get(self.lang)
        name = self.seats[p]
        if name == PERSON:
            return t("seats.person", self.lang)
        from .games import program_name
        return program_name(self.info, name).get(self.lang)

    def value(self, o: Option) -> Any:
        return self.options.get(o.id, o.default)

    def rows(self) -> list[Option]:
        ids = self.seating.rows(self.options, self.players)
        return [o for i in ids if (o := self.info.option(i)) is not None]

    def row_choices(self, o: Option) -> tuple[Any, ...]:
        if o.kind == "bool":
            return (False, True)
        if o.kind == "int":
            return ()
        if o.id in self.seating.seat_rows:
            return tuple(v for v in o.choices if str(v).isdigit() and 1 <= int(v) <= self.players)
        return self.seating.choices(o.id, self.players) or o.choices

    def seats_follow(self) -> None:
        """A seat row's seat that the count no longer has falls back to the first seat."""
        for oid in self.seating.seat_rows:
            o = self.info.option(oid)
            if o is not None and self.value(o) not in (offered := self.row_choices(o)) and offered:
                self.options[oid] = offered[0]

    def steps(self, rows: list[Option], lines: int) -> tuple[float, float]:
        """The step between rows and between seat lines: the usual ones, closed up as far as the rows and the
        seats need to stay clear of the hint and the buttons below (Archenemy's eight seats and six rows)."""
        said = sum(fonts.reading(15) * 1.3 for o in rows if self.seating.explain(o.id, self.value(o)) is not None)
        room = self.BOTTOM - self.ROW_TOP - 8 - 6 - fonts.reading(16) * 1.5 - fonts.reading(14) * 1.3 - 8 - said
        need = (len(rows) + 1) * self.ROW_STEP + lines * self.SEAT_STEP
        if need <= room:
            return self.ROW_STEP, self.SEAT_STEP
        scale = room / need
        return max(self.ROW_STEP * scale, 50.0), max(self.SEAT_STEP * scale, 52.0)

    # ----- the screen --------------------------------------------------------------------------------
    def build(self) -> None:
        root = self.root
        root.clear()
        lang = self.lang
        self.seating.adjust(self.options, self.players)
        self.seats_follow()
        rows = self.rows()
        cols = self.players if self.players <= 4 else 3 if self.players <= 6 else 4     # eight seats on two lines
        row_step, seat_step = self.steps(rows, -(-self.players // cols))
        root.add(FitLabel(BASE_W / 2, 30, t("seats.title", lang, game=self.info.names.get(lang)), max_w=BASE_W - 80,
                          size=34, color=GOLD, bold=True, center=True, name="title"))
        y = self.ROW_TOP
        self.group_list = []
        self.row_label(y, t("seats.players", lang), "players")
        players: list[Node] = []
        for i, n in enumerate(self.seating.players):
            b = root.add(Button(self.CONTROLS + i * 80, y - 8, 68, 44, chosen(str(n), n == self.players),
                                f"players:{n}", size=20, accent=GOOD if n == self.players else GOLD))
            b.on_click = lambda n=n: self.set_players(n)
            players.append(b)
        self.group_list.append(("players", players))
        extra = 0.0
        for o in rows:
            y += row_step + extra
            extra = self.row(o, y)
        self.seat_buttons: list[Button] = []
        fixed = self.seating.fixed(self.options, self.players)
        gap = 20.0
        width = (BASE_W - 2 * self.LEFT - (cols - 1) * gap) / cols
        top = y + row_step + extra + 8
        teams = self.seating.teams(self.options, self.players)
        for p in range(self.players):
            col, line = p % cols, p // cols
            team = f" \u00b7 {teams[p].get(lang)}" if p in teams else ""     # which team, before the table
            label = f"{t('seats.seat', lang, p=p + 1)}{team}: {self.who(p)}"
            b = root.add(Button(self.LEFT + col * (width + gap), top + line * seat_step, width, seat_step - 12, label,
                                f"seat:{p}", size=19))
            b.on_click = lambda p=p: self.cycle(p)
            b.enabled = not (self.kind == "solo" and p == 0) and p not in fixed
            b.why_disabled = t("seats.fixed", lang) if p in fixed else t("seats.solo", lang)
            self.seat_buttons.append(b)
        self.group_list.append(("seats", list(self.seat_buttons)))
        y = top + (-(-self.players // cols)) * seat_step + 6
        root.add(FitLabel(BASE_W / 2, y, t("seats.solo" if self.kind == "solo" else "seats.hint", lang),
                          max_w=BASE_W - 2 * self.LEFT, size=16, color=INK_DIM, center=True, name="hint"))
        root.add(FitLabel(BASE_W / 2, y + fonts.reading(16) * 1.5, self.summary(), max_w=BASE_W - 2 * self.LEFT,
                          size=14, color=INK_DIM, center=True, name="summary"))
        bottom = self.BOTTOM
        back = root.add(Button(self.LEFT, bottom, 200, 54, t("back", lang), "back", size=20, on_click=self.app.pop))
        options = root.add(Button(BASE_W / 2 - 100, bottom, 200, 54, t("seats.options", lang), "options", size=20,
                                  on_click=self.open_options))
        start = "seats.decks" if self.deck_seats() else "seats.start"
        go = root.add(Button(BASE_W - self.LEFT - 220, bottom, 220, 54, t(start, lang), "start", size=22, accent=GOOD,
                             on_click=self.start))
        self.group_list.append(("buttons", [go, options, back]))
        self.toast = root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=bottom - 8))

    def row_label(self, y: float, text: str, name: str) -> None:
        """A row's name beside its buttons; a long one on two smaller lines rather than one tiny one."""
        room = self.CONTROLS - self.LEFT - 16
        wide = fonts.text(text, fonts.reading(22), INK).get_width() > room
        lines = fonts.wrap(text, fonts.reading(17), int(room)) if wide else [text]
        if len(lines) == 2:
            for i, line in enumerate(lines):
                self.root.add(FitLabel(self.LEFT, y - 8 + i * fonts.reading(17) * 1.2, line, max_w=room, size=17,
                                       color=INK, name=f"row:{name}:{i}"))
            return
        self.root.add(FitLabel(self.LEFT, y, text, max_w=room, size=22, color=INK, name=f"row:{name}"))

    def row(self, o: Option, y: float) -> float:
        """One setting as a row of buttons (a choice, on/off) or a stepper (a number); the room it takes
        below the usual row (the words saying what its choice means)."""
        lang = self.lang
        self.row_label(y, o.label.get(lang), o.id)
        now = self.value(o)
        if o.kind == "int":
            dec = self.root.add(Button(self.CONTROLS, y - 8, 56, 44, "\u2013", f"dec:{o.id}", size=22))
            self.root.add(Label(self.CONTROLS + 100, y, str(now), size=22, bold=True, center=True,
                                name=f"value:{o.id}"))
            inc = self.root.add(Button(self.CONTROLS + 144, y - 8, 56, 44, "+", f"inc:{o.id}", size=22))
            dec.on_click = lambda: self.set_option(o.id, now - 1)
            inc.on_click = lambda: self.set_option(o.id, now + 1)
            dec.enabled, inc.enabled = now > o.low, now < o.high
            self.group_list.append((o.id, [dec, inc]))
            return 0.0
        values = self.row_choices(o)
        members: list[Node] = []
        self.group_list.append((o.id, members))
        room = BASE_W - self.LEFT - self.CONTROLS
        # what the choice made means, under the row (a choice's label alone, "B: teams", does not say)
        meaning = self.seating.explain(o.id, now)
        extra = 0.0
        if meaning is not None:
            self.root.add(FitLabel(self.CONTROLS, y + 42, meaning.get(lang), max_w=room, size=15, color=INK_DIM,
                                   name=f"explain:{o.id}"))
            extra = fonts.reading(15) * 1.3
        toggled = o.id in self.seating.toggles
        shown = _parts(values) if toggled else list(values)
        width = min(260.0, (room - (len(shown) - 1) * 10) / max(1, len(shown)))
        for i, v in enumerate(shown):
            on = (v in _parts((now,)) or (v == values[0] and not _parts((now,)))) if toggled else v == now
            value = _switched(values, now, v) if toggled else v
            label = o.choice_label(v).get(lang) if o.kind != "bool" else t("on" if v else "off", lang)
            if o.id in self.seating.seat_rows:
                label = t("seats.seat", lang, p=v)      # as the seat buttons below call the seats
            b = self.root.add(Button(self.CONTROLS + i * (width + 10), y - 8, width, 44, chosen(label, on),
                                     f"{o.id}:{v}", size=17, accent=GOOD if on else GOLD))
            b.on_click = lambda value=value: self.set_option(o.id, value)
            members.append(b)
            if value is None:
                b.enabled, b.why_disabled = False, t("seats.no_such_set", lang)
            elif o.id in self.seating.checked and value != now:
                why = self.refusal({**self.options, o.id: value})
                b.enabled, b.why_disabled = not why, why
        return extra

    def focus_edge(self, node: Node, direction: tuple[int, int]) -> None:
        """Up or Down past a row: the nearest button of the row above or below (Tab goes row to row too)."""
        if direction[1] == 0:
            return
        ring = self.focus_ring
        target = ring.nearest(direction)
        if target is not None:
            group = next((k for k, members in ring.live_groups() if any(m is target for m in members)), None)
            ring.focus(target, group=group)

    def summary(self) -> str:
        """The settings off their default that the rows do not show."""
        lang = self.lang
        skip = {o.id for o in self.rows()} | set(self.seating.hidden(self.options, self.players))
        offered = deckoptions.with_user_decks(self.info, self.options, list(self.info.options), self.players)
        shown = [f"{o.label.get(lang)}: {games.value_label(o, self.value(o), lang)}" for o in offered
                 if o.id not in skip and self.value(o) != o.default]
        return " \u00b7 ".join(shown)

    def enter(self) -> None:
        super().enter()
        self.build()

    # ----- changes -----------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def set_option(self, option_id: str, value: Any) -> None:
        o = self.info.option(option_id)
        if o is None or o.problem(value) is not None:
            return
        before = self.options.get(option_id, o.default)
        self.options[option_id] = value
        for prefix in self.seating.seat_follow.get(option_id, ()):
            here, there = self.info.option(f"{prefix}{before}"), self.info.option(f"{prefix}{value}")
            if before != value and here is not None and there is not None:
                mine = self.options.get(here.id, here.default)
                self.options[here.id] = self.options.get(there.id, there.default)
                self.options[there.id] = mine
        self.build()
        lang = self.lang
        self.toast.show(t("changed.now", lang, what=o.label.get(lang), value=games.value_label(o, value, lang)))

    def cycle(self, p: int) -> None:
        """A seat goes round: a person, then each program the game offers."""
        order = ([] if self.kind == "solo" else [PERSON]) + programs(self.info.id)
        now = self.seats[p]
        self.seats[p] = order[(order.index(now) + 1) % len(order)] if now in order else order[0]
        self.build()

    def open_options(self) -> None:
        from .gameoptions import GameOptionsScene
        hidden = tuple(o.id for o in self.rows()) + tuple(self.seating.hidden(self.options, self.players))
        self.app.push(GameOptionsScene(self.app, self.info, self.options, hidden=hidden, players=self.players))

    # ----- the setup ---------------------------------------------------------------------------------
    def deck_seats(self) -> list[int]:
        return list(self.seating.decks(self.options, self.players))

    def setup(self, options: Options | None = None) -> dict[str, Any]:
        """The game's setup for the seats and settings chosen (the command line's way: ``build_setup``),
        with the program seats under the app's ``seats`` key."""
        if self.seed is None:
            self.seed = random.Random(os.urandom(8)).getrandbits(32)
        values = self.options if options is None else options
        hidden = set(self.seating.hidden(values, self.players)) - {o.id for o in self.rows()}
        settings = {o.id: values.get(o.id, o.default) for o in self.info.options if o.id not in hidden}
        settings, own = deckoptions.resolve(self.info, settings, self.players)     # the player's own decks, checked
        setup = self.seating.finish(build_setup(self.info, self.seed, players=self.players, settings=settings),
                                    self.players)
        if own is not None:
            setup["decks"] = own
        fixed = self.seating.fixed(values, self.players)
        seats = {str(p): name for p, name in enumerate(self.seats[:self.players]) if name != PERSON and p not in fixed}
        if seats:
            setup[SEATS] = seats
        return setup

    def refusal(self, options: Options) -> str:
        """The game's reason for refusing these settings with these seats ("" when it takes them)."""
        try:
            registry.new_state(self.info, self.seed or 0, rules_setup(self.setup(options)))   # a draft is an event
        except DataError as exc:
            return exc.reason(self.lang)
        except ValueError as exc:
            return str(exc)
        return ""

    def start(self) -> None:
        wanted = self.deck_seats()
        if not wanted:
            self.begin(None)
            return
        from .deckpick import DeckPickScene
        pick = DeckPickScene(self.app, lambda chosen: self.begin(chosen, pick), ruleset=self.info.id,
                             seed=self.seed, seats=len(wanted), labels=[p + 1 for p in wanted])
        pick.options = self.options      # one set of settings: what the picker's options screen changes is kept
        pick.refresh()
        self.app.push(pick)

    def begin(self, chosen: dict[str, Any] | None, pick: Any = None) -> None:
        """The table, with the decks the picker chose (if any); a refusal is said where the player is."""
        from .table.scene import TableScene
        from .table.session import Session, autosave_path
        toast = pick.toast if pick is not None else self.toast
        try:
            setup = self.setup()
            if chosen is not None:
                setup["decks"] = chosen["decks"]
            self.last_setup = setup
            session = Session.new(self.info.id, self.seed, setup, autosave=autosave_path(self.info.id))
        except (DataError, ValueError) as exc:
            toast.show(exc.reason(self.lang) if isinstance(exc, DataError) else str(exc), seconds=8)
            return
        games.remember_options(self.app, self.info, self.options)
        agents = TableScene._agents(setup, session.match.seed, self.info.id)
        self.open_table(session, agents, also=1 if pick is not None else 0)

    def open_table(self, session: Any, agents: dict[int, Any], *, also: int) -> None:
        """The table in place of this screen (and the deck picker over it, ``also``)."""
        from .table.scene import TableScene
        self.app.replace(TableScene.open(self.app, session, ai_seats=agents), also=also)

    # ----- input -------------------------------------------------------------------------------------
    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused" and event.text:
            self.toast.show(event.text, seconds=8)
            return True
        return False
