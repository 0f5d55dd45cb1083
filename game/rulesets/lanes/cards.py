"""Card definitions of the Lanes TCG, loaded and validated from TOML."""
from __future__ import annotations

import dataclasses
import os
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.resources import ruleset_data
from game.util.files import one_of, read_toml

from . import vocab

DATA_DIR = str(ruleset_data("lanes"))


@dataclasses.dataclass(frozen=True, eq=False)
class Ability:
    key: str                      # stable id: "LT-F03#1", back face "LT-L01/b#0", granted "LT-I02#0/g"
    keyword: str
    data: Mapping[str, Any]       # the validated table (read-only)
    effect: tuple[dict[str, Any], ...] = ()
    cost: tuple[dict[str, Any], ...] = ()
    static: tuple[dict[str, Any], ...] = ()

    def __post_init__(self) -> None:
        # The gates (10.1.8-10.1.10) as plain attributes: they are read on every continuous-effect pass.
        data, kw = self.data, self.keyword
        level = data.get("level") if kw == "level_link" else data.get("level_link")
        armed = data.get("affiliation", True) if kw == "armed" else data.get("armed")
        object.__setattr__(self, "gate_level", level)
        object.__setattr__(self, "gate_frontline", kw == "frontline" or bool(data.get("frontline")))
        object.__setattr__(self, "gate_armed", armed or None)
        object.__setattr__(self, "gated", level is not None or self.gate_frontline or bool(armed))
        object.__setattr__(self, "static_filters", tuple(_split_filter(st.get("target")) for st in self.static))
        object.__setattr__(self, "steps", self.cost + self.effect)  # what an effect frame of it runs, in order
        object.__setattr__(self, "static_plans", tuple(_static_plan(self.key, n, st, self.static_filters[n])  # type: ignore[attr-defined]
                                                       for n, st in enumerate(self.static)))

    def get(self, field: str, default: Any = None) -> Any:
        return self.data.get(field, default)

    def __repr__(self) -> str:
        return f"Ability({self.key}, {self.keyword})"


def _split_filter(target: Any) -> tuple[dict[Any, bool], dict[str, Any] | None, str] | None:
    """A continuous effect's unit filter, split for the continuous-effect pass, which asks it of every unit on
    the field after most changes: (whether a card definition passes the part its printed card decides,
    remembered by definition; the ``other``/``lane`` part, or None; the side). None for "self"/"equipped"."""
    if not isinstance(target, Mapping):
        return None
    rest = {k: target[k] for k in ("other", "lane") if k in target} or None
    return ({}, rest, target.get("side", "own"))


# What one continuous effect does, as the continuous-effect pass reads it (statics._field_effects): the
# effect's kind once and for all, where the pass used to ask the table for each kind in turn after every change
STATIC_SIZE, STATIC_PLAYER_PROHIBIT, STATIC_GRANT, STATIC_PROHIBIT, STATIC_NUMBER = range(5)
_NUMBER = {"power": 0, "hit": 1, "cost": 2}


def _static_plan(key: str, n: int, st: Mapping[str, Any], split: Any) -> tuple[Any, ...]:
    """(kind, the table, its filter as ``static_filters`` holds it, whether it is "this unit" (no target),
    then per kind: size (names "self", amount); player prohibition (names "self", what); grant (the granted
    ability's key); prohibition (what); number (0 power, 1 hit, 2 cost; amount))."""
    head = (st, split, st.get("target") is None)
    if "size" in st:
        return (STATIC_SIZE, *head, st.get("who", "self") == "self", st["size"])
    if "prohibit" in st and st["prohibit"] in vocab.PLAYER_PROHIBITS:
        return (STATIC_PLAYER_PROHIBIT, *head, st.get("who", "self") == "self", st["prohibit"])
    if "grant" in st:
        return (STATIC_GRANT, *head, f"{key}/g{n}", None)
    if "prohibit" in st:
        return (STATIC_PROHIBIT, *head, st["prohibit"], None)
    kind = "power" if "power" in st else "hit" if "hit" in st else "cost"  # exactly one (vocab)
    return (STATIC_NUMBER, *head, _NUMBER[kind], st.get(kind))


@dataclasses.dataclass(frozen=True, eq=False)
class Face:
    name: Msg
    abilities: tuple[Ability, ...]

    def __post_init__(self) -> None:
        by_kw: dict[str, tuple[Ability, ...]] = {}
        for ab in self.abilities:
            by_kw[ab.keyword] = by_kw.get(ab.keyword, ()) + (ab,)
        object.__setattr__(self, "by_keyword", by_kw)
        object.__setattr__(self, "keywords", frozenset(by_kw))
        object.__setattr__(self, "statics", tuple(a for a in self.abilities if a.static))


@dataclasses.dataclass(frozen=True, eq=False)
class CardDef:
    id: str
    type: str
    attribute: str
    affiliations: tuple[str, ...]
    cost: int
    power: int
    hit: int
    rarity: str
    front: Face
    back: Face | None
    oath: tuple[Mapping[str, Any], ...]
    equip: Mapping[str, Any] | None
    flavor: Msg | None
    source: str

    def __post_init__(self) -> None:
        # The steps a skill card's effect would do, looked up on every legal-action listing.
        steps = tuple(st for ab in self.front.abilities if ab.keyword == "skill" for st in ab.effect)
        object.__setattr__(self, "skill_steps", steps)
        object.__setattr__(self, "has_trigger", any(a.keyword == "trigger" for a in self.front.abilities))
        # The keywords of its abilities on either face: a card without one has no ability of it but by a grant.
        faces = (self.front,) if self.back is None else (self.front, self.back)
        object.__setattr__(self, "all_keywords", frozenset(a.keyword for f in faces for a in f.abilities))

    @property
    def name(self) -> Msg:
        return self.front.name

    @property
    def abilities(self) -> tuple[Ability, ...]:
        return self.front.abilities


    def face(self, awakened: bool) -> Face:
        return self.back if (awakened and self.back is not None) else self.front


class CardDb:
    """Every card definition and ability, by id; affiliation names; what could not be loaded."""

    def __init__(self, cards: Iterable[CardDef], affiliations: Mapping[str, Msg],
                 problems: Iterable[DataError] = ()) -> None:
        self.cards: dict[str, CardDef] = {}
        self.abilities: dict[str, Ability] = {}
        self.affiliations = dict(affiliations)
        self.problems = tuple(problems)   # one error per data file that lost cards (see load_card_db)
        for c in cards:
            self.add(c)

    def require_complete(self) -> None:
        """Raise the first file's error if any card of the set could not be loaded."""
        if self.problems:
            raise self.problems[0]

    def add(self, card: CardDef) -> None:
        self.cards[card.id] = card
        for face in (card.front, card.back):
            if face is None:
                continue
            for ab in face.abilities:
                self._index(ab)

    def _index(self, ab: Ability) -> None:
        self.abilities[ab.key] = ab
        for n, item in enumerate(ab.static):
            if "grant" in item:
                self._index(make_ability(f"{ab.key}/g{n}", item["grant"]))
        for n, st in enumerate(ab.effect):
            if st.get("do") == "grant":
                self._index(make_ability(f"{ab.key}/e{n}", st["ability"]))

    def __getitem__(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def with_cards(self, extra: Iterable[CardDef]) -> "CardDb":
        """A copy with more (or replaced) cards, for scenarios with purpose-made cards."""
        db = CardDb(self.cards.values(), self.affiliations, self.problems)
        for c in extra:
            db.add(c)
        return db


def make_ability(key: str, table: Mapping[str, Any]) -> Ability:
    return Ability(key=key, keyword=table["keyword"], data=MappingProxyType(dict(table)),
                   effect=tuple(table.get("effect", ())), cost=tuple(table.get("cost", ())),
                   static=tuple(table.get("static", ())))




_CARD_FIELDS = {"id", "name", "type", "attribute", "affiliations", "cost", "power", "hit", "rarity", "flavor",
                "ability", "back", "oath", "equip"}
_OATH = vocab._table({
    "attributes": lambda v, p, o: v if isinstance(v, list) and all(a in vocab.ATTRIBUTES for a in v) and v
    else (o.append(f"{p}: must list attributes from {', '.join(vocab.ATTRIBUTES)}") or []),
    "max_type": lambda v, p, o: v if isinstance(v, dict) and all(k in vocab.TYPES and isinstance(n, int) for k, n in v.items())
    else (o.append(f"{p}: must be a table type = count") or {}),
    "min_type": lambda v, p, o: v if isinstance(v, dict) and all(k in vocab.TYPES and isinstance(n, int) for k, n in v.items())
    else (o.append(f"{p}: must be a table type = count") or {}),
    "max_cost": vocab._int(0),
    "min_affiliation": vocab._table({"key": vocab._str, "count": vocab._int(1, 40)}, ("key", "count")),
})


def _abilities(raw: Any, card_id: str, prefix: str, path: str, out: list[str]) -> tuple[Ability, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        out.append(f"{path}: must be a list of [[ability]] tables")
        return ()
    res = []
    for i, table in enumerate(raw):
        before = len(out)
        data = vocab.ability_table(table, f"{path}[{i + 1}]", out)
        if len(out) == before:
            res.append(make_ability(f"{card_id}{prefix}#{i}", data))
    return tuple(res)


def parse_card(raw: Any, where: str, out: list[str], affiliations: Mapping[str, Msg]) -> CardDef | None:
    """Validate one [[card]] table. Problems go to ``out``; returns None if unusable."""
    if not isinstance(raw, dict):
        out.append(f"{where}: a card must be a table")
        return None
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid:
        out.append(f"{where}: card without an `id`")
        return None
    at = f"card {cid}"
    before = len(out)
    for key in raw:
        if key not in _CARD_FIELDS:
            out.append(f"{at}: unknown field {key!r}")
    name = bilingual(raw.get("name"), f"{at}: name", out)
    ctype = vocab._one_of(vocab.TYPES)(raw.get("type"), f"{at}: type", out)
    attribute = vocab._one_of(vocab.ATTRIBUTES)(raw.get("attribute"), f"{at}: attribute", out)
    affs = raw.get("affiliations", [])
    if not isinstance(affs, list) or not all(isinstance(a, str) for a in affs):
        out.append(f"{at}: affiliations must be a list of keys")
        affs = []
    for a in affs:
        if a not in affiliations:
            out.append(f"{at}: affiliations: unknown affiliation {a!r}")
    rarity = vocab._one_of(vocab.RARITIES)(raw.get("rarity", "C"), f"{at}: rarity", out)
    cost = power = hit = 0
    if ctype == "leader":
        for f in ("cost", "power", "hit", "equip"):
            if f in raw:
                out.append(f"{at}: {f}: a leader has no {f}")
    else:
        cost = vocab._int(0, 20)(raw.get("cost"), f"{at}: cost", out)
        for f in ("oath", "back"):
            if f in raw:
                out.append(f"{at}: {f}: only leaders have {f}")
    if ctype == "unit":
        power = vocab._int(0, 30)(raw.get("power"), f"{at}: power", out)
        hit = vocab._int(0, 10)(raw.get("hit"), f"{at}: hit", out)
    else:
        for f in ("power", "hit"):
            if f in raw:
                out.append(f"{at}: {f}: only units have {f} (2.8, 2.9)")
    equip = None
    if "equip" in raw:
        if ctype != "item":
            out.append(f"{at}: equip: only items have an equip condition")
        equip = MappingProxyType(vocab.filter_table(raw["equip"], f"{at}: equip", out))
    flavor = bilingual(raw["flavor"], f"{at}: flavor", out) if "flavor" in raw else None
    abilities = _abilities(raw.get("ability"), cid, "", f"{at}: ability", out)
    allowed = {"leader": {"passive", "active", "level_link", "awaken", "auto"},
               "unit": set(vocab.KEYWORDS) - {"skill", "equipped", "awaken"},
               "item": {"equipped", "trigger"},
               "skill": {"skill", "trigger"}}.get(ctype, set()) if isinstance(ctype, str) else set()
    for i, ab in enumerate(abilities):
        if not one_of(ab.keyword, allowed):
            out.append(f"{at}: ability[{i + 1}]: a {ctype} cannot have {ab.keyword} abilities")
    back = None
    oath: tuple[Mapping[str, Any], ...] = ()
    if ctype == "leader":
        raw_oath = raw.get("oath", [])
        if not isinstance(raw_oath, list):
            out.append(f"{at}: oath must be a list of conditions")
            raw_oath = []
        oath = tuple(MappingProxyType(_OATH(o, f"{at}: oath[{i + 1}]", out)) for i, o in enumerate(raw_oath))
        if "back" in raw:
            b = raw["back"]
            if not isinstance(b, dict):
                out.append(f"{at}: back must be a table")
            else:
                for key in b:
                    if key not in ("name", "ability"):
                        out.append(f"{at}: back: unknown field {key!r}")
                back = Face(bilingual(b.get("name"), f"{at}: back.name", out),
                            _abilities(b.get("ability"), cid, "/b", f"{at}: back.ability", out))
                for i, ab in enumerate(back.abilities):
                    if not one_of(ab.keyword, allowed):
                        out.append(f"{at}: back.ability[{i + 1}]: a leader cannot have {ab.keyword} abilities")
        if any(a.keyword == "awaken" for a in abilities) and back is None:
            out.append(f"{at}: an awaken ability needs a [card.back] face to flip to")
    for key_path, aff in _affiliation_refs({"ability": [dict(a.data) for a in abilities],
                                            "back": [dict(a.data) for a in (back.abilities if back else ())],
                                            "equip": dict(equip) if equip else {},
                                            "oath": [dict(o) for o in oath]}):
        if aff not in affiliations:
            out.append(f"{at}: {key_path}: unknown affiliation {aff!r}")
    if len(out) > before:
        return None
    return CardDef(id=cid, type=ctype, attribute=attribute, affiliations=tuple(affs), cost=cost, power=power,
                   hit=hit, rarity=rarity, front=Face(name, abilities), back=back, oath=oath, equip=equip,
                   flavor=flavor, source=where)


def _affiliation_refs(node: Any, path: str = "") -> Iterable[tuple[str, str]]:
    """Every affiliation key a card's data names (filters, armed conditions, oaths)."""
    if isinstance(node, dict):
        for k, v in node.items():
            here = f"{path}.{k}" if path else k
            if k == "affiliation" and isinstance(v, str):
                yield here, v
            elif k == "armed" and isinstance(v, str):
                yield here, v
            elif k == "min_affiliation" and isinstance(v, dict) and isinstance(v.get("key"), str):
                yield f"{here}.key", v["key"]
            else:
                yield from _affiliation_refs(v, here)
    elif isinstance(node, (list, tuple)):
        for i, v in enumerate(node):
            yield from _affiliation_refs(v, f"{path}[{i + 1}]")


def load_affiliations(path: str) -> dict[str, Msg]:
    data = read_toml(path)
    out: list[str] = []
    res = {}
    table = data.get("affiliation", {})
    if not isinstance(table, dict):
        raise DataError(path, ["[affiliation.<key>] tables expected"])
    for key, names in table.items():
        res[key] = bilingual(names, f"affiliation {key}", out)
    if out:
        raise DataError(path, out)
    return res


def parse_card_tables(raw_cards: Any, path: str, affiliations: Mapping[str, Msg],
                      known_ids: set[str] | None = None) -> list[CardDef]:
    """Every card of a file, or one DataError listing every problem."""
    cards, out = _card_tables(raw_cards, path, affiliations, known_ids)
    if out:
        raise DataError(path, out)
    return cards


def _card_tables(raw_cards: Any, path: str, affiliations: Mapping[str, Msg],
                 known_ids: set[str] | None) -> tuple[list[CardDef], list[str]]:
    """The cards of a file that are usable, and the problems of the others."""
    out: list[str] = []
    if not isinstance(raw_cards, list):
        return [], ["[[card]] tables expected"]
    cards = []
    seen = set(known_ids or ())
    for i, raw in enumerate(raw_cards):
        card = parse_card(raw, f"{os.path.basename(path)} card #{i + 1}", out, affiliations)
        if card is None:
            continue
        if card.id in seen:
            out.append(f"card {card.id}: id: used twice (2.10: the identification number is unique)")
            continue
        seen.add(card.id)
        cards.append(dataclasses.replace(card, source=path))
    return cards, out


def load_cards(path: str, affiliations: Mapping[str, Msg], known_ids: set[str] | None = None) -> list[CardDef]:
    return parse_card_tables(read_toml(path).get("card", []), path, affiliations, known_ids)


_DB_CACHE: dict[str, CardDb] = {}


def load_card_db(data_dir: str | None = None) -> CardDb:
    """The card set, loaded once per process (definitions are immutable).

    A data file that cannot be read, or a card in it that breaks the format, does not stop the
    rest: the cards that load are the set, and ``db.problems`` holds one DataError per file that
    lost cards (naming file, card and field). The demo goes on with what loaded; a choice of
    decks for a game asks ``db.require_complete()`` and reports the broken file instead.
    """
    data_dir = data_dir or DATA_DIR
    if data_dir in _DB_CACHE:
        return _DB_CACHE[data_dir]
    problems: list[DataError] = []
    try:
        affiliations = load_affiliations(os.path.join(data_dir, "affiliations.toml"))
    except DataError as exc:
        problems.append(exc)
        affiliations = {}
    cards: list[CardDef] = []
    card_dir = os.path.join(data_dir, "cards")
    try:
        names = sorted(os.listdir(card_dir))
    except OSError as exc:
        problems.append(DataError(card_dir, [f"cannot read the folder: {exc.strerror or exc}"]))
        names = []
    for name in names:
        if not name.endswith(".toml"):
            continue
        path = os.path.join(card_dir, name)
        try:
            raw = read_toml(path).get("card", [])
        except DataError as exc:
            problems.append(exc)
            continue
        good, out = _card_tables(raw, path, affiliations, {c.id for c in cards})
        cards.extend(good)
        if out:
            problems.append(DataError(path, out))
    db = CardDb(cards, affiliations, problems)
    _DB_CACHE[data_dir] = db
    return db
