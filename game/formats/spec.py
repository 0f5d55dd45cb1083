"""A format described as data: what a game declares in its ``data/formats.toml`` (the registration's
``formats`` names the file), read and checked here into frozen dataclasses.

A format is a run of stages above a game: a **draft** (cards revealed from a common pile and taken in an
order, or packs passed between the seats and picked from at once), **deck building** from what was
drafted, and **games** (one game at the whole table, or a bracket of pairings with standings), with the
game's **own stage** before each round where it has one (Clash of Decks' mutation phase). Everything a
format does differently is a field here; what only code can say (which cards make the pool, a child
game's setup, an own stage's moves) is a hook the game's ``formats`` part names (``hooks.py``).

Every problem of a file is reported at once, each naming the file, the format and the field.
"""
from __future__ import annotations

import dataclasses
import functools
from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option, RulesetInfo
from game.engine.text import Msg

LETTERS = "ABCDEFGH"          # seat names in formats: A is seat 0; at most eight seats
STYLES = ("open", "packs")
STAGES = ("draft", "build", "games")
PAIRINGS = ("table", "bracket")
DIRECTIONS = ("left", "right")


@dataclasses.dataclass(frozen=True)
class Slot:
    """One slot of a pack sheet: ``count`` different cards the game tags ``tag`` (a rarity or a kind)."""
    tag: str
    count: int


@dataclasses.dataclass(frozen=True)
class DraftSpec:
    """How the cards are drafted.

    ``open``: the pool is shuffled into a face-down pile; each round ``reveal`` cards are turned up and
    the seats take one each in the round's order (``orders``, cycled; a letter twice takes two); cards
    nobody takes go to ``leftover`` (a seat's letter) or out of the draft (""); with ``last_card_auto``
    the last card of a round goes to its picker without a choice; the draft ends once every seat of the
    orders holds ``until`` cards, or the pile runs out.

    ``packs``: every seat gets ``rounds`` packs of ``pack_size`` (dealt from the shuffled pool, or made
    from ``sheet`` when the game tags its cards); in each round every seat opens one, takes ``picks``
    cards from the pack it holds, all at once, and passes the rest in the round's direction
    (``passing``, cycled; left is to the next seat), until the packs are empty.

    ``secret``: a pick is seen by its picker only (packs: every pick of the round stays sealed until all
    seats have picked). ``pool`` names the game's hook that lists the cards (``pool_size``: the pile or
    deal keeps that many after shuffling, 0 all). ``hooks`` names the game's draft-time abilities.
    """
    rule: str
    style: str
    pool: str
    pool_size: int = 0
    reveal: int = 0
    orders: tuple[str, ...] = ()
    leftover: str = ""
    last_card_auto: bool = False
    until: int = 0
    pack_size: int = 0
    rounds: int = 1
    passing: tuple[str, ...] = ("left",)
    picks: int = 1
    secret: bool = False
    sheet: tuple[Slot, ...] = ()
    hooks: str = ""

    def order(self, rnd: int) -> list[int]:
        """The seats that pick from round ``rnd``'s revealed cards (from 0), in order."""
        return [LETTERS.index(ch) for ch in self.orders[rnd % len(self.orders)]]

    def direction(self, rnd: int) -> str:
        return self.passing[rnd % len(self.passing)]

    def pickers(self) -> tuple[int, ...]:
        """Every seat that ever picks (open style: the seats of the orders)."""
        return tuple(sorted({LETTERS.index(ch) for o in self.orders for ch in o}))


@dataclasses.dataclass(frozen=True)
class BuildSpec:
    """Deck building after the draft, checked by the game's rules. ``deck``: every seat keeps exactly
    that many of its drafted cards, chosen one at a time (the rest is ``rest``, a name the game gives it:
    Clash of Decks' laboratory). Otherwise the deck holds ``deck_min`` cards or more (``deck_max`` at most,
    0 for no maximum), any number of the cards the game's ``free`` list gives (basic lands) beside the
    drafted ones, and the game's own ``choices`` (a commander); such a deck is kept in one answer
    (build.py)."""
    rule: str
    deck: int = 0
    rest: str = ""
    deck_min: int = 0
    deck_max: int = 0
    free: str = ""          # the game's hook names the cards any number of which may be added
    choices: str = ""       # the game's hook names its own build choices

    @property
    def stepwise(self) -> bool:
        """An exact count of drafted cards and nothing else: chosen card by card."""
        return bool(self.deck) and not self.free and not self.choices

    def fits(self, n: int) -> bool:
        return n >= self.deck_min and (not self.deck_max or n <= self.deck_max)


@dataclasses.dataclass(frozen=True)
class GamesSpec:
    """The games of a format. ``table``: one game with every seat (its seats the format's). ``bracket``:
    rounds of games between the seats each round pairs (``bracket``: a round is pairs of letters, "AB CD";
    with ``swap_repeat`` the rounds are played again with the seats of every game swapped). ``setup``
    names the game's hook that makes a game's setup; ``before_round`` the game's own stage played before
    every round ("" for none)."""
    rule: str
    pairing: str
    setup: str
    bracket: tuple[tuple[tuple[int, ...], ...], ...] = ()
    swap_repeat: bool = False
    before_round: str = ""
    duels: bool = False      # the game's setup also makes a game of two of the drafted decks (a draft check's)

    def rounds(self) -> list[list[tuple[int, ...]]]:
        first = [list(r) for r in self.bracket]
        if self.swap_repeat:
            first += [[tuple(reversed(g)) for g in r] for r in self.bracket]
        return first


@dataclasses.dataclass(frozen=True)
class FormatSpec:
    id: str
    name: Msg
    pitch: Msg
    rule: str
    players: tuple[int, ...]
    stages: tuple[str, ...]
    draft: DraftSpec | None = None
    build: BuildSpec | None = None
    games: GamesSpec | None = None
    seats: int = 0                           # seats of the event when not the setup's players (a solo's AI seat)
    rules_seats: tuple[int, ...] = ()        # seats the rules play (a rulebook AI): never asked to act
    when: tuple[tuple[str, Any], ...] = ()   # the game's settings played as this format (a tuple: any of them)
    options: tuple[Option, ...] = ()         # the format's own settings

    def option(self, option_id: str) -> Option | None:
        return next((o for o in self.options if o.id == option_id), None)

    def selected_by(self, settings: dict[str, Any]) -> bool:
        return bool(self.when) and all(settings.get(k) in v if isinstance(v, tuple) else settings.get(k) == v
                                       for k, v in self.when)

    def seat_count(self, players: int) -> int:
        """The event's seats for a setup of ``players`` (its rules seats included)."""
        return self.seats or players

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "names": self.name.to_json(), "pitch": self.pitch.to_json(), "rule": self.rule,
                "players": list(self.players), "stages": list(self.stages),
                "seats": self.seats or None, "rules_seats": [LETTERS[s] for s in self.rules_seats],
                "when": {k: list(v) if isinstance(v, tuple) else v for k, v in self.when},
                "options": [o.to_json() for o in self.options]}


# ----- reading -----------------------------------------------------------------------------------------

class _Reader:
    """Reads one table's fields, noting every problem under the table's place in the file."""

    def __init__(self, raw: Any, where: str, problems: list[str]) -> None:
        self.raw = raw if isinstance(raw, dict) else {}
        self.where, self.problems = where, problems
        if not isinstance(raw, dict):
            problems.append(f"{where}: must be a table")
        self.used: set[str] = set()

    def bad(self, key: str, what: str) -> None:
        self.problems.append(f"{self.where}.{key}: {what}")

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = None, *, required: bool = False) -> Any:
        self.used.add(key)
        if key not in self.raw:
            if required:
                self.bad(key, "missing")
            return default
        value = self.raw[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            name = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            self.bad(key, f"must be a {name}, not {type(value).__name__}")
            return default
        return value

    def count(self, key: str, default: int, low: int = 0, high: int = 1000) -> int:
        value = self.get(key, int, default)
        if not low <= value <= high:
            self.bad(key, f"{value} is out of range ({low} to {high})")
            return default
        return int(value)

    def words(self, key: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
        value = self.get(key, list, list(default))
        if not all(isinstance(v, str) for v in value):
            self.bad(key, "must be a list of strings")
            return default
        return tuple(value)

    def msg(self, key: str, *, required: bool = True) -> Msg:
        value = self.get(key, dict, {}, required=required)
        en, ko = value.get("en"), value.get("ko")
        if value and not (isinstance(en, str) and isinstance(ko, str) and en and ko):
            self.bad(key, "needs en and ko texts")
            return Msg("", "")
        return Msg(en or "", ko or "")

    def letters(self, key: str, text: str, seats: int) -> tuple[int, ...]:
        out = []
        for ch in text:
            if ch not in LETTERS[:seats]:
                self.bad(key, f"{ch!r} is not a seat of {seats} (seats are {LETTERS[:seats]})")
                return ()
            out.append(LETTERS.index(ch))
        return tuple(out)

    def done(self) -> None:
        for key in self.raw:
            if key not in self.used:
                self.bad(key, "unknown field")


def _draft(raw: Any, where: str, seats: int, problems: list[str]) -> DraftSpec | None:
    r = _Reader(raw, where, problems)
    style = r.get("style", str, "open", required=True)
    if style not in STYLES:
        r.bad("style", f"{style!r} is not one of {', '.join(STYLES)}")
    rule = r.get("rule", str, "", required=True)
    pool = r.get("pool", str, "", required=True)
    orders = r.words("orders")
    for o in orders:
        r.letters("orders", o, seats)
    leftover = r.get("leftover", str, "")
    if leftover and len(r.letters("leftover", leftover, seats)) != 1:
        r.bad("leftover", "one seat's letter, or \"\"")
    passing = r.words("passing", ("left",))
    for d in passing:
        if d not in DIRECTIONS:
            r.bad("passing", f"{d!r} is not one of {', '.join(DIRECTIONS)}")
    sheet = []
    for i, slot in enumerate(r.get("sheet", list, [])):
        sr = _Reader(slot, f"{where}.sheet[{i}]", problems)
        tag, count = sr.get("tag", str, "", required=True), sr.count("count", 1, 1, 100)
        sr.done()
        sheet.append(Slot(tag, count))
    spec = DraftSpec(rule=rule, style=style, pool=pool, pool_size=r.count("pool_size", 0, 0, 10000),
                     reveal=r.count("reveal", 0, 0, 100), orders=orders, leftover=leftover,
                     last_card_auto=r.get("last_card_auto", bool, False), until=r.count("until", 0, 0, 1000),
                     pack_size=r.count("pack_size", 0, 0, 100), rounds=r.count("rounds", 1, 1, 20),
                     passing=passing or ("left",), picks=r.count("picks", 1, 1, 10),
                     secret=r.get("secret", bool, False), sheet=tuple(sheet), hooks=r.get("hooks", str, ""))
    r.done()
    if style == "open" and (not spec.reveal or not spec.orders or not spec.until):
        problems.append(f"{where}: an open draft needs reveal, orders and until")
    if style == "packs" and not spec.pack_size and not spec.sheet:
        problems.append(f"{where}: a packs draft needs pack_size or a sheet")
    if spec.sheet and spec.pack_size and sum(s.count for s in spec.sheet) != spec.pack_size:
        problems.append(f"{where}: the sheet's slots make {sum(s.count for s in spec.sheet)} cards, not pack_size "
                        f"{spec.pack_size}")
    return spec


def _build(raw: Any, where: str, problems: list[str]) -> BuildSpec:
    """``deck`` (an exact count) or ``deck_min`` with an optional ``deck_max``, never both."""
    r = _Reader(raw, where, problems)
    exact = r.count("deck", 0, 0, 1000)
    low, high = r.count("deck_min", 0, 0, 1000), r.count("deck_max", 0, 0, 1000)
    if exact and ("deck_min" in r.raw or "deck_max" in r.raw):
        r.bad("deck", "an exact count, or deck_min (and deck_max), not both")
    elif not exact and not low:
        r.bad("deck", "missing (an exact count, or deck_min with an optional deck_max, 0 for none)")
    if high and high < low:
        r.bad("deck_max", f"{high} is below deck_min {low}")
    spec = BuildSpec(r.get("rule", str, "", required=True), exact, r.get("rest", str, ""),
                     deck_min=exact or low, deck_max=exact or high, free=r.get("free", str, ""),
                     choices=r.get("choices", str, ""))
    r.done()
    return spec


def _games(raw: Any, where: str, seats: int, problems: list[str]) -> GamesSpec:
    r = _Reader(raw, where, problems)
    pairing = r.get("pairing", str, "table", required=True)
    if pairing not in PAIRINGS:
        r.bad("pairing", f"{pairing!r} is not one of {', '.join(PAIRINGS)}")
    rounds = []
    for text in r.words("bracket"):
        games = tuple(r.letters("bracket", pair, seats) for pair in text.split())
        if any(len(g) < 2 for g in games):
            r.bad("bracket", f"{text!r}: every game needs two seats or more")
        rounds.append(games)
    if pairing == "bracket" and not rounds:
        r.bad("bracket", "a bracket needs its rounds")
    spec = GamesSpec(rule=r.get("rule", str, "", required=True), pairing=pairing,
                     setup=r.get("setup", str, "", required=True), bracket=tuple(rounds),
                     swap_repeat=r.get("swap_repeat", bool, False), before_round=r.get("before_round", str, ""),
                     duels=r.get("duels", bool, False))
    r.done()
    return spec


def _option(raw: Any, where: str, problems: list[str]) -> Option | None:
    r = _Reader(raw, where, problems)
    oid, kind = r.get("id", str, "", required=True), r.get("kind", str, "choice", required=True)
    if kind not in ("choice", "int", "bool"):
        r.bad("kind", f"{kind!r} is not choice, int or bool")
    default = r.get("default", (str, int, bool), None, required=True)
    choices = r.words("choices")
    option = Option(oid, kind, default, r.msg("label"), r.msg("help"), choices=choices,
                    low=r.count("low", 0, 0, 10 ** 6), high=r.count("high", 0, 0, 10 ** 6),
                    reading=r.get("reading", bool, False), rule=r.get("rule", str, ""))
    r.done()
    bad = option.problem(default) if default is not None else None
    if bad:
        problems.append(f"{where}.default: {bad}")
    return option


def parse_formats(raw: Any, path: str, *, max_players: int = len(LETTERS)) -> tuple[FormatSpec, ...]:
    """Every ``[[format]]`` of a file's tables; one DataError listing every problem."""
    problems: list[str] = []
    out: list[FormatSpec] = []
    entries = raw.get("format", []) if isinstance(raw, dict) else None
    if not isinstance(entries, list):
        raise DataError(path, ["the file holds [[format]] tables"])
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        where = f"format[{i}]"
        r = _Reader(entry, where, problems)
        fid = r.get("id", str, "", required=True)
        where = f"format {fid or i}"
        r.where = where
        if fid in seen:
            r.bad("id", f"{fid!r} is declared twice")
        seen.add(fid)
        players = tuple(r.get("players", list, [2], required=True))
        if not players or not all(isinstance(p, int) and 1 <= p <= max_players for p in players):
            r.bad("players", f"seat counts from 1 to {max_players}")
            players = (2,)
        seat_total = r.count("seats", 0, 0, len(LETTERS))
        seats = seat_total or max(players)
        stages = r.words("stages")
        for st in stages:
            if st not in STAGES:
                r.bad("stages", f"{st!r} is not one of {', '.join(STAGES)}")
        draft = _draft(r.get("draft", dict, {}), f"{where}.draft", seats, problems) if "draft" in stages else None
        build = None
        if "build" in stages:
            build = _build(r.get("build", dict, {}), f"{where}.build", problems)
        games = _games(r.get("games", dict, {}), f"{where}.games", seats, problems) if "games" in stages else None
        rules_seats = r.letters("rules_seats", r.get("rules_seats", str, ""), seats)
        when = {k: tuple(v) if isinstance(v, list) else v for k, v in r.get("when", dict, {}).items()}
        options = []
        for j, o in enumerate(r.get("option", list, [])):
            opt = _option(o, f"{where}.option[{j}]", problems)
            if opt is not None:
                options.append(opt)
        spec = FormatSpec(id=fid, name=r.msg("name"), pitch=r.msg("pitch", required=False),
                          rule=r.get("rule", str, "", required=True), players=players, stages=stages, draft=draft,
                          build=build, games=games, seats=seat_total, rules_seats=rules_seats, when=tuple(sorted(when.items())),
                          options=tuple(options))
        r.done()
        for section, present in (("draft", draft), ("build", build), ("games", games)):
            if present is None and section in (entry if isinstance(entry, dict) else {}):
                problems.append(f"{where}: has a [{section}] table but no {section!r} stage")
        if "games" not in stages:
            problems.append(f"{where}: a format ends in games (stages must include \"games\")")
        out.append(spec)
    if problems:
        raise DataError(path, problems)
    return tuple(out)


@functools.cache
def formats_of(info: RulesetInfo) -> tuple[FormatSpec, ...]:
    """The formats a game declares (none without a ``formats`` file)."""
    if not info.formats:
        return ()
    from game.resources import ruleset_data
    from game.util.files import read_toml
    folder, _, name = info.formats.partition("/")      # always under the game's data folder
    path = str(ruleset_data(info.package.rpartition(".")[2], name))
    if folder != "data":
        raise DataError(info.formats, ["a game's formats file lies in its data folder (data/formats.toml)"])
    return parse_formats(read_toml(path), path, max_players=min(len(LETTERS), max(info.max_players, 2)))


def format_of(info: RulesetInfo, format_id: str) -> FormatSpec:
    """A game's format by id; KeyError naming the formats it has."""
    for spec in formats_of(info):
        if spec.id == format_id:
            return spec
    known = ", ".join(s.id for s in formats_of(info)) or "none"
    raise KeyError(f"{info.id} has no format {format_id!r} (its formats: {known})")


def selected_format(info: RulesetInfo, settings: dict[str, Any]) -> FormatSpec | None:
    """The format a game's settings are played as (``when``: Clash of Decks' ``decks=draft``), if any."""
    return next((s for s in formats_of(info) if s.selected_by(settings)), None)
