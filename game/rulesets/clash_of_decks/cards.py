"""Card definitions of Clash of Decks, loaded from TOML and validated (docs/clash-of-decks-cards.md).

Every problem in a file is reported at once, naming the file, the card id and the field.
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any, Iterable

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.resources import ruleset_data
from game.util.files import one_of, read_toml

from . import vocab

DATA_DIR = str(ruleset_data("clash_of_decks"))
MAX_VALUE = 9          # attack and HP top out at 9 (the mutation format's cap, L1165-1167)


@dataclasses.dataclass(frozen=True, eq=False)
class CardDef:
    id: str
    name: Msg
    type: str                      # creature, spell, citadel or bridge
    pack: int                      # 0: a champion, printed outside the packs (L1253-1259)
    cost: int
    attack: int                    # creatures
    hp: int                        # creatures
    damage: int                    # spells (M5: a spell deals its printed damage)
    abilities: tuple[str, ...]     # in text order; "aura" stands for the Aura with its pair
    aura: str                      # the ability an Aura is paired with ("" without Aura)
    champion: bool
    art: Msg
    source: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "has", frozenset(self.abilities))

    @property
    def playable(self) -> bool:
        return self.type in vocab.PLAYABLE


class CardDb:
    """Every card definition by id."""

    def __init__(self, cards: Iterable[CardDef]) -> None:
        self.cards: dict[str, CardDef] = {c.id: c for c in cards}

    def __getitem__(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def of_type(self, ctype: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.type == ctype]

    def pack(self, n: int) -> list[CardDef]:
        """The creature and spell cards of pack ``n``, in id order."""
        return sorted((c for c in self.cards.values() if c.pack == n and c.playable and not c.champion),
                      key=lambda c: c.id)

    def packs(self) -> list[int]:
        return sorted({c.pack for c in self.cards.values() if c.pack and c.playable})

    def champions(self) -> list[CardDef]:
        return sorted((c for c in self.cards.values() if c.champion), key=lambda c: c.id)

    def with_cards(self, extra: Iterable[CardDef]) -> "CardDb":
        """A copy with more (or replaced) cards, for scenarios and tests with purpose-made cards."""
        db = CardDb(self.cards.values())
        for c in extra:
            db.cards[c.id] = c
        return db




def _int(raw: dict[str, Any], key: str, lo: int, hi: int, at: str, out: list[str]) -> int:
    v = raw.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        out.append(f"{at}: {key}: must be a whole number from {lo} to {hi}, not {v!r}")
        return lo
    return v


_FIELDS = {"id", "name", "type", "pack", "cost", "attack", "hp", "damage", "abilities", "aura", "champion", "art"}
_ONLY = {"attack": ("creature",), "hp": ("creature",), "damage": ("spell",), "cost": vocab.PLAYABLE,
         "abilities": vocab.PLAYABLE, "aura": ("creature",), "champion": ("creature",)}


def parse_card(raw: Any, where: str, out: list[str]) -> CardDef | None:
    """One [[card]] table, checked. Problems go to ``out``; None if unusable."""
    if not isinstance(raw, dict):
        out.append(f"{where}: a card must be a table")
        return None
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid.strip():
        out.append(f"{where}: card without an `id`")
        return None
    at = f"card {cid}"
    before = len(out)
    for key in raw:
        if key not in _FIELDS:
            out.append(f"{at}: unknown field {key!r}")
    name = bilingual(raw.get("name"), f"{at}: name", out)
    art = bilingual(raw.get("art"), f"{at}: art", out)
    ctype = raw.get("type")
    if ctype not in vocab.TYPES:
        out.append(f"{at}: type: must be one of {', '.join(vocab.TYPES)}, not {ctype!r}")
        return None
    for key, types in _ONLY.items():
        if key in raw and ctype not in types:
            out.append(f"{at}: {key}: a {ctype} card has no {key}")
    champion = raw.get("champion", False)
    if not isinstance(champion, bool):
        out.append(f"{at}: champion: must be true or false")
        champion = False
    pack = 0
    if champion:
        if "pack" in raw:
            out.append(f"{at}: pack: a champion is printed outside the packs (L1253-1259)")
    else:
        pack = _int(raw, "pack", 1, 9, at, out)
    cost = attack = hp = damage = 0
    abilities: list[str] = []
    aura = ""
    if ctype in vocab.PLAYABLE:
        cost = _int(raw, "cost", 0, MAX_VALUE, at, out)
        listed = raw.get("abilities", [])
        if not isinstance(listed, list) or any(not isinstance(a, str) for a in listed):
            out.append(f"{at}: abilities: must be a list of ability names")
            listed = []
        for a in listed:
            if a not in vocab.ABILITIES or a == "aura":
                out.append(f"{at}: abilities: unknown ability {a!r} (known: "
                           f"{', '.join(x for x in vocab.ABILITIES if x != 'aura')}; an Aura is `aura = \"<ability>\"`)")
        if len(set(listed)) != len(listed):
            out.append(f"{at}: abilities: a card cannot have the same ability twice (L390-392)")
        abilities = [a for a in listed if a in vocab.ABILITIES and a != "aura"]
    if ctype == "creature":
        attack = _int(raw, "attack", 0, MAX_VALUE, at, out)
        hp = _int(raw, "hp", 1, MAX_VALUE, at, out)
        if "aura" in raw:
            aura = raw["aura"]
            if not one_of(aura, vocab.AURA_PAIRS):
                out.append(f"{at}: aura: an Aura pairs with one of {', '.join(sorted(vocab.AURA_PAIRS))}, not {aura!r}")
                aura = ""
            else:
                abilities.append("aura")
        if champion:
            bad = sorted(set(abilities) & vocab.NOT_ON_CHAMPIONS)
            if bad:
                out.append(f"{at}: abilities: a champion never returns to the hand, so it cannot have {', '.join(bad)}")
    elif ctype == "spell":
        damage = _int(raw, "damage", 0, MAX_VALUE, at, out)
        bad = [a for a in abilities if a not in vocab.SPELL_ABILITIES]
        if bad:
            out.append(f"{at}: abilities: a spell can carry only {', '.join(sorted(vocab.SPELL_ABILITIES))}, "
                       f"not {', '.join(bad)}")
    if len(out) > before:
        return None
    return CardDef(id=cid, name=name, type=ctype, pack=pack, cost=cost, attack=attack, hp=hp, damage=damage,
                   abilities=tuple(abilities), aura=aura, champion=champion, art=art, source=where)


def parse_card_tables(raw_cards: Any, path: str, known: Iterable[CardDef] = ()) -> list[CardDef]:
    """The [[card]] tables of one file, checked against each other and the cards already known."""
    if not isinstance(raw_cards, list):
        raise DataError(path, ["[[card]] tables expected"])
    out: list[str] = []
    cards: list[CardDef] = []
    ids = {c.id for c in known}
    names = {c.name.en.casefold(): c.id for c in known if c.playable}
    names_ko = {c.name.ko: c.id for c in known if c.playable}
    for i, raw in enumerate(raw_cards):
        card = parse_card(raw, f"{os.path.basename(path)} card #{i + 1}", out)
        if card is None:
            continue
        if card.id in ids:
            out.append(f"card {card.id}: id: used twice")
        ids.add(card.id)
        if card.playable:   # no two designs alike: no deck or draft pool may hold a card twice (L264-268)
            for key, table, label in ((card.name.en.casefold(), names, "name.en"), (card.name.ko, names_ko, "name.ko")):
                if key in table:
                    out.append(f"card {card.id}: {label}: the same name as {table[key]}")
                table[key] = card.id
        cards.append(dataclasses.replace(card, source=path))
    if out:
        raise DataError(path, out)
    return cards


_DB_CACHE: dict[str, CardDb] = {}


def load_card_db(data_dir: str = DATA_DIR) -> CardDb:
    """The card set, loaded once per process (definitions are immutable)."""
    if data_dir in _DB_CACHE:
        return _DB_CACHE[data_dir]
    cards: list[CardDef] = []
    card_dir = os.path.join(data_dir, "cards")
    for name in sorted(os.listdir(card_dir)):
        if name.endswith(".toml"):
            path = os.path.join(card_dir, name)
            cards.extend(parse_card_tables(read_toml(path).get("card", []), path, cards))
    db = CardDb(cards)
    _DB_CACHE[data_dir] = db
    return db
