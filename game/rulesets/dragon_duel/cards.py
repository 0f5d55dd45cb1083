"""Card definitions of Dragon Duel, loaded from TOML and validated (docs/dragon-duel-cards.md).

Every problem in a file is reported at once, naming the file, the card id and the field.
"""
from __future__ import annotations

import dataclasses
import os
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.resources import ruleset_data
from game.util.files import read_toml

from . import vocab

DATA_DIR = str(ruleset_data("dragon_duel"))


@dataclasses.dataclass(frozen=True, eq=False)
class CardDef:
    id: str
    name: Msg
    type: str
    faction: str
    race: str
    moon: int | None
    fire: int
    earth: int
    icons: tuple[str, ...]
    text: tuple[Mapping[str, Any], ...]   # validated ability tables, in text order
    source: str

    def __post_init__(self) -> None:
        # Looked up on every continuous-effect pass: kept as plain attributes.
        kinds = tuple(a["kind"] for a in self.text)
        object.__setattr__(self, "kinds", frozenset(kinds))
        object.__setattr__(self, "statics", tuple((i, a) for i, a in enumerate(self.text)
                                                  if a["kind"] not in vocab.TRIGGER_KINDS))
        object.__setattr__(self, "triggers", tuple((i, a) for i, a in enumerate(self.text)
                                                   if a["kind"] in vocab.TRIGGER_KINDS))
        object.__setattr__(self, "printed", {"fire": self.fire, "earth": self.earth})
        # A text that counts cards ("per") or picks them by zone reads where cards are outside play too.
        object.__setattr__(self, "reads_zones", any(_reads_zones(a) for _i, a in self.statics))

    def value(self, element: str) -> int:
        return self.fire if element == "fire" else self.earth

    @property
    def has_values(self) -> bool:
        return self.type in vocab.VALUE_TYPES


def _reads_zones(part: Any) -> bool:
    if isinstance(part, Mapping):
        if "per" in part or part.get("zone", "any") != "any":
            return True
        return any(_reads_zones(v) for v in part.values())
    if isinstance(part, (list, tuple)):
        return any(_reads_zones(v) for v in part)
    return False


class CardDb:
    """Every card definition by id, with the faction and race names."""

    def __init__(self, cards: Iterable[CardDef], factions: Mapping[str, Msg], races: Mapping[str, Msg]) -> None:
        self.cards: dict[str, CardDef] = {c.id: c for c in cards}
        self.factions = dict(factions)
        self.races = dict(races)

    def __getitem__(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def with_cards(self, extra: Iterable[CardDef]) -> "CardDb":
        """A copy with more (or replaced) cards, for scenarios and tests with purpose-made cards."""
        db = CardDb(self.cards.values(), self.factions, self.races)
        for c in extra:
            db.cards[c.id] = c
        return db




_CARD_FIELDS = {"id", "name", "type", "faction", "race", "moon", "fire", "earth", "icons", "text"}
_ICONS_ON = {"recall": ("character", "booster", "support"), "ambush": ("booster", "support")}
_ONCE = ("on_play", "turn_start", "turn_end", "must_return", "must_discard")


def parse_card(raw: Any, where: str, out: list[str], db_names: tuple[Mapping[str, Msg], Mapping[str, Msg]]
               ) -> CardDef | None:
    """One [[card]] table, checked. Problems go to ``out``; None if unusable."""
    factions, races = db_names
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
    faction = raw.get("faction")
    if not isinstance(faction, str) or faction not in factions:
        out.append(f"{at}: faction: unknown faction {faction!r} (known: {', '.join(sorted(factions))})")
    race = raw.get("race", "")
    if ctype != "leader" and (not isinstance(race, str) or race not in races):
        out.append(f"{at}: race: unknown race {race!r} (known: {', '.join(sorted(races))})")
    moon = None
    if "moon" in raw:
        moon = vocab._int(0, 3)(raw["moon"], f"{at}: moon", out)
    fire = earth = 0
    if ctype in vocab.VALUE_TYPES:
        for f in ("fire", "earth"):
            if f not in raw:
                out.append(f"{at}: {f}: a {ctype} needs both a Fire and an Earth value (DD-0.4)")
        fire = vocab._int(0, 12)(raw.get("fire", 0), f"{at}: fire", out)
        earth = vocab._int(0, 12)(raw.get("earth", 0), f"{at}: earth", out)
    else:
        for f in ("fire", "earth"):
            if f in raw:
                out.append(f"{at}: {f}: only characters and boosters have attack values")
    icons = raw.get("icons", [])
    if not isinstance(icons, list) or any(i not in vocab.ICONS for i in icons) or len(set(icons)) != len(icons):
        out.append(f"{at}: icons: must list distinct icons from {', '.join(vocab.ICONS)}")
        icons = []
    for icon in icons:
        if ctype not in _ICONS_ON[icon]:
            out.append(f"{at}: icons: a {ctype} cannot bear the {icon} icon")
    text_raw = raw.get("text", [])
    text: list[Mapping[str, Any]] = []
    if not isinstance(text_raw, list):
        out.append(f"{at}: text: must be a list of [[card.text]] tables")
        text_raw = []
    if ctype == "leader" and (text_raw or icons):
        out.append(f"{at}: a leader card carries no text and no icons (it is the leader area)")
    for i, t in enumerate(text_raw):
        ab = vocab.ability(t, f"{at}: text[{i + 1}]", out)
        if ab is None:
            continue
        kind = ab["kind"]
        if kind == "must_count" and ctype not in vocab.VALUE_TYPES:
            out.append(f"{at}: text[{i + 1}]: only a card with values can be counted at them")
        for key in ("target", "per"):
            sel = ab.get(key)
            if isinstance(sel, dict) and "race" in sel and sel["race"] not in races:
                out.append(f"{at}: text[{i + 1}].{key}.race: unknown race {sel['race']!r}")
        text.append(MappingProxyType(ab))
    kinds = [a["kind"] for a in text]
    for kind in _ONCE:
        if kinds.count(kind) > 1:
            out.append(f"{at}: text: at most one {kind} item per card")
    for a, b in (("turn_start", "must_return"), ("turn_end", "must_discard")):
        if a in kinds and b in kinds:
            out.append(f"{at}: text: {a} and {b} fire in the same phase; a card has one or the other")
    if ctype == "leader" and "moon" in raw:
        out.append(f"{at}: moon: a leader card has no moon value")
    if len(out) > before:
        return None
    return CardDef(id=cid, name=name, type=ctype, faction=faction, race=race, moon=moon, fire=fire, earth=earth,
                   icons=tuple(icons), text=tuple(text), source=where)


def load_names(path: str) -> tuple[dict[str, Msg], dict[str, Msg]]:
    data = read_toml(path)
    out: list[str] = []
    res: list[dict[str, Msg]] = []
    for table in ("faction", "race"):
        raw = data.get(table, {})
        if not isinstance(raw, dict):
            out.append(f"[{table}.<key>] tables expected")
            raw = {}
        res.append({k: bilingual(v, f"{table} {k}", out) for k, v in raw.items()})
    if out:
        raise DataError(path, out)
    return res[0], res[1]


def parse_card_tables(raw_cards: Any, path: str, names: tuple[Mapping[str, Msg], Mapping[str, Msg]],
                      known_ids: set[str] | None = None) -> list[CardDef]:
    out: list[str] = []
    if not isinstance(raw_cards, list):
        raise DataError(path, ["[[card]] tables expected"])
    cards = []
    seen = set(known_ids or ())
    for i, raw in enumerate(raw_cards):
        card = parse_card(raw, f"{os.path.basename(path)} card #{i + 1}", out, names)
        if card is None:
            continue
        if card.id in seen:
            out.append(f"card {card.id}: id: used twice")
        seen.add(card.id)
        cards.append(dataclasses.replace(card, source=path))
    if out:
        raise DataError(path, out)
    return cards


_DB_CACHE: dict[str, CardDb] = {}


def load_card_db(data_dir: str = DATA_DIR) -> CardDb:
    """The card set, loaded once per process (definitions are immutable)."""
    if data_dir in _DB_CACHE:
        return _DB_CACHE[data_dir]
    names = load_names(os.path.join(data_dir, "names.toml"))
    cards: list[CardDef] = []
    card_dir = os.path.join(data_dir, "cards")
    for name in sorted(os.listdir(card_dir)):
        if name.endswith(".toml"):
            path = os.path.join(card_dir, name)
            cards.extend(parse_card_tables(read_toml(path).get("card", []), path, names, {c.id for c in cards}))
    db = CardDb(cards, *names)
    _DB_CACHE[data_dir] = db
    return db
