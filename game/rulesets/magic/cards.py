"""Card definitions of the reduced core, loaded from TOML and validated (vocabulary: docs/magic-cards.md).

Every problem in a file is reported at once, naming the file, the card id and the field."""
from __future__ import annotations

import dataclasses
import functools
import os
from typing import Any

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.resources import ruleset_data
from game.util.files import one_of, read_toml

from . import additional, attach_cards, conspiracy_cards, planar_cards, scheme_cards, vocab
from .library_data import library_fields, multi_fields
from .mana import NO_COST, Cost, parse_cost

DATA_DIR = str(ruleset_data("magic"))


@dataclasses.dataclass(frozen=True)
class Effect:
    do: str
    amount: int = 0
    to: str = ""              # a recipient (vocab.RECIPIENTS)
    power: int = 0
    toughness: int = 0
    keyword: str = ""
    token: str = ""
    mana: str = ""            # add_mana: letters of MANA, one mana each
    later: bool = False       # done by a delayed trigger at the beginning of the next end step (603.7)
    x: bool = False           # amount = "X": the value of X paid for the spell or ability (107.3, xcost.py)
    until: str = ""           # how long it lasts (vocab.DURATIONS; durations.py), "" for the verb's usual
    find: str = ""            # search: what kind of card is looked for (vocab.SEARCH_FINDS, 701.19)
    put: str = ""             # search: where the found card goes (vocab.SEARCH_PUTS)
    reveal: bool = False      # search: the found card is shown to every player before it goes there
    amount_of: str = ""       # the amount is counted as it resolves (vocab.AMOUNTS, matters.py)
    counter: str = ""         # counters: the kind when not +1/+1 (vocab.COUNTER_KINDS, counters.py)


@dataclasses.dataclass(frozen=True)
class Ability:
    kind: str                          # "spell", "activated", "mana", "triggered", "static"
    effects: tuple[Effect, ...] = ()
    target: str = ""                   # what "target" in the effects aims at (vocab.TARGETS), "" for none
    cost: Cost = NO_COST               # activated: the mana part
    tap: bool = False                  # activated or mana: {T} is part of the cost
    sacrifice: bool = False            # activated: sacrificing this is part of the cost
    loyalty: int | None = None         # a loyalty ability: the loyalty counters it adds (negative: removes)
    sorcery: bool = False              # activated: only as a sorcery (602.5d)
    when: str = ""                     # triggered: the event (vocab.TRIGGERS)
    produce: str = ""                  # mana: the colors it can make (one mana of any one of them)
    static: str = ""                   # static: "anthem" or "grant"
    scope: str = ""                    # static: whom it affects (vocab.STATIC_SCOPES)
    may: bool = False                  # triggered: optional, its controller chooses as it resolves (603.5)
    once: bool = False                 # activated: only once each turn (602.5b, extra_costs.py)
    target2: str = ""                  # spell: a second target (115.1d), "target2" / "each_target" in effects
    up_to: bool = False                # spell: "up to" — its targets may be fewer, even none (601.2c)
    modes: tuple["Ability", ...] = ()  # spell: "choose N —" modes, each with its own target (700.2)
    choose: int = 0                    # spell: how many modes are chosen
    condition: str = ""                # static: applies only while this holds (vocab.CONDITIONS, matters.py)


def gains(statics: list[Ability]) -> tuple[int, int, set[str]]:
    """What static abilities that apply give a permanent: +N/+N (pump) and keywords (grant), 613.4c / 613.1f."""
    power = toughness = 0
    granted: set[str] = set()
    for a in statics:
        for e in a.effects:
            if e.do == "pump":
                power += e.power
                toughness += e.toughness
            elif e.do == "grant":
                granted.add(e.keyword)
    return power, toughness, granted


@dataclasses.dataclass(frozen=True)
class CardDef:
    id: str
    name: Msg
    cost: Cost
    types: tuple[str, ...]
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int = 0
    toughness: int = 0
    loyalty: int = 0
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    token: bool = False
    flavor: Msg = Msg("", "")
    life_mod: int = 0                  # vanguard: added to the starting life (902.4)
    hand_mod: int = 0                  # vanguard: added to the starting and maximum hand size (902.5)
    reminder: Msg = Msg("", "")          # reminder text: shown, never counted for color identity (903.4c)
    back_name: Msg = Msg("", "")         # a double-faced card's back face (712), "" if none
    back_colors: tuple[str, ...] = ()    # the back face's color indicator (counted by 903.4d)
    can_command: bool = False            # "this card can be your commander" (903.3a)
    choose_color: bool = False           # "as the game begins, choose a color" (903.4b)
    card_set: str = "core"               # our own set, for Brawl's legality (903.12b)
    extra_cost: str = ""                 # an additional cost to cast it: "life", "discard", "sacrifice" (118.8)
    extra_amount: int = 0                # how much of it (extra_costs.py)
    enchant: str = ""                    # an Aura's "Enchant creature" (vocab.ENCHANT, 303.4a), "" if none
    partner_with: str = ""               # "Partner with" that card: both may lead one deck (702.124j)
    draft: str = ""                      # its draft-time ability (905.2, vocab.DRAFT_ABILITIES), "" if none
    hidden_agenda: bool = False          # a conspiracy put in face down with a secretly chosen name (702.106)

    @functools.cached_property
    def colors(self) -> tuple[str, ...]:
        """202.2 / 105.2: a card's colors are the colors of the symbols in its mana cost."""
        syms = set(self.cost.symbols())
        return tuple(c for c in vocab.COLORS if c in syms)

    def is_a(self, ctype: str) -> bool:
        return ctype in self.types

    @property
    def permanent(self) -> bool:
        return any(t in vocab.PERMANENT_TYPES for t in self.types)

    @functools.cached_property
    def instant_speed(self) -> bool:
        """Cast at any time its owner could cast an instant (304.5, 702.8a); a land is never cast."""
        return "land" not in self.types and ("instant" in self.types or "flash" in self.keywords)

    @functools.cached_property
    def legendary(self) -> bool:
        return "legendary" in self.supertypes

    @functools.cached_property
    def spell_ability(self) -> Ability | None:
        if self.enchant:       # 303.4a: an Aura spell targets what it will enchant; -1: it hurts (attach_cards)
            return Ability("spell", (Effect("attach", -1 if attach_cards.hurts_host(self.abilities) else 1,
                                            "target"),), vocab.ENCHANT[self.enchant])
        return next((a for a in self.abilities if a.kind == "spell"), None)

    @functools.cached_property
    def aura(self) -> bool:
        """An Aura (303.4): by its enchant word or its subtype."""
        return bool(self.enchant) or attach_cards.AURA in self.subtypes

    @functools.cached_property
    def activated(self) -> tuple[tuple[int, Ability], ...]:
        """Its activated abilities, each with its index among all its abilities (602)."""
        return tuple((i, a) for i, a in enumerate(self.abilities) if a.kind == "activated")

    @functools.cached_property
    def triggered(self) -> tuple[tuple[int, Ability], ...]:
        """Its triggered abilities, each with its index among all its abilities (603)."""
        return tuple((i, a) for i, a in enumerate(self.abilities) if a.kind == "triggered")

    @functools.cached_property
    def inert(self) -> bool:
        """As a permanent it adds nothing to what its controller may play but means to pay a cost (its mana
        ability, a creature to sacrifice) and a target: no activated or static ability."""
        return not (self.activated or self.statics)

    @functools.cached_property
    def plays_on_status(self) -> bool:
        """Whether its status as a permanent (tapped, sick, loyalty) may change what its controller can
        play: it makes mana, or has an ability with {T} or a loyalty cost (302.6, 606.3)."""
        return bool(self.mana_colors) or any(a.tap or a.loyalty is not None for _i, a in self.activated)

    @functools.cached_property
    def statics(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.kind == "static")

    @functools.cached_property
    def mana_colors(self) -> str:
        """The colors this permanent's {T} mana ability makes ("" if none); basic land types give theirs (305.6)."""
        out = "".join(vocab.BASIC_LAND_TYPES[t] for t in self.subtypes if t in vocab.BASIC_LAND_TYPES)
        for a in self.abilities:
            if a.kind == "mana":
                out += a.produce
        return "".join(dict.fromkeys(out))


@dataclasses.dataclass(frozen=True)
class DeckProblem:
    """A way a deck breaks a deck rule: the rule, and a sentence in each language naming the cards."""
    rule: str
    en: str
    ko: str


class CardDb:
    def __init__(self, cards: dict[str, CardDef]) -> None:
        self.cards = cards

    def __getitem__(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards




def _int(raw: Any, where: str, problems: list[str], low: int = -20, high: int = 20) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool) and low <= raw <= high:
        return raw
    problems.append(f"{where}: a whole number from {low} to {high}, not {raw!r}")
    return 0


def _words(raw: Any, allowed: tuple[str, ...] | dict[str, Any], where: str, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(w, str) for w in raw):
        problems.append(f"{where}: a list of words, not {raw!r}")
        return ()
    bad = [w for w in raw if w not in allowed]
    if bad:
        problems.append(f"{where}: unknown {', '.join(map(repr, bad))} (known: {', '.join(allowed)})")
    return tuple(w for w in raw if w in allowed)


def _list(raw: Any, where: str, problems: list[str]) -> list[Any]:
    if isinstance(raw, list):
        return raw
    problems.append(f"{where}: a list, not {raw!r}")
    return []


def _word(raw: dict[str, Any], key: str, where: str, problems: list[str]) -> str:
    """An ability's field that names something (its trigger, the mana it makes): text or nothing."""
    value = raw.get(key, "")
    if isinstance(value, str):
        return value
    problems.append(f"{where}.{key}: a word, not {value!r}")
    return ""


_EFFECT_FIELDS = {"do", "amount", "to", "power", "toughness", "keyword", "token", "mana", "later", "until", "find",
                  "put", "reveal", "amount_of", "counter"}


def _effect(raw: Any, where: str, problems: list[str], token_ids: set[str]) -> Effect | None:
    if not isinstance(raw, dict) or not one_of(raw.get("do"), vocab.EFFECTS):
        problems.append(f"{where}.do: one of {', '.join(vocab.EFFECTS)}")
        return None
    extra = set(raw) - _EFFECT_FIELDS
    if extra:
        problems.append(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
    need = vocab.EFFECTS[raw["do"]]
    missing = [f for f in need if f not in raw and not (f == "amount" and "amount_of" in raw)]
    if missing:
        problems.append(f"{where} ({raw['do']}): missing {', '.join(missing)}")
        return None
    e = Effect(raw["do"])
    kw: dict[str, Any] = {}
    if raw.get("amount") == "X":
        kw["x"] = True                   # the amount is the X paid; whether there is an X is checked by the card
        raw = {k: v for k, v in raw.items() if k != "amount"}
    for f in ("amount", "power", "toughness"):
        if f in raw:
            kw[f] = _int(raw[f], f"{where}.{f}", problems)
    if "to" in raw:
        if raw["to"] not in vocab.RECIPIENTS:
            problems.append(f"{where}.to: one of {', '.join(vocab.RECIPIENTS)}, not {raw['to']!r}")
        kw["to"] = str(raw["to"])
    if "keyword" in raw:
        if raw["keyword"] not in vocab.KEYWORDS:
            problems.append(f"{where}.keyword: one of {', '.join(vocab.KEYWORDS)}")
        kw["keyword"] = str(raw["keyword"])
    if "token" in raw:
        if not one_of(raw["token"], token_ids):
            problems.append(f"{where}.token: no token card {raw['token']!r}")
        kw["token"] = str(raw["token"])
    if "mana" in raw:
        if not isinstance(raw["mana"], str) or not raw["mana"] or any(c not in vocab.MANA for c in raw["mana"]):
            problems.append(f"{where}.mana: letters of {''.join(vocab.MANA)}")
        kw["mana"] = str(raw["mana"])
    kw.update(library_fields(raw, where, problems))
    if "later" in raw:
        if not isinstance(raw["later"], bool) or raw.get("to") in ("self", None) or raw["do"] in ("counter", "add_mana"):
            problems.append(f"{where}.later: true or false, for an effect with a 'to' other than self "
                            f"(a delayed trigger does not follow the source), never counter or add_mana")
        kw["later"] = raw["later"] is True
    if "until" in raw:
        if raw["until"] not in vocab.DURATIONS or raw["do"] not in vocab.LASTING_VERBS:
            problems.append(f"{where}.until: one of {', '.join(vocab.DURATIONS)}, on {', '.join(vocab.LASTING_VERBS)}")
        kw["until"] = str(raw["until"])
    return dataclasses.replace(e, **kw)


_ABILITY_FIELDS = {"kind", "effects", "target", "cost", "tap", "sacrifice", "loyalty", "sorcery", "when",
                   "produce", "static", "scope", "power", "toughness", "keyword", "may", "once", "target2",
                   "up_to", "modes", "choose", "condition"}


def _ability(raw: Any, where: str, problems: list[str], token_ids: set[str]) -> Ability | None:
    if not isinstance(raw, dict) or raw.get("kind") not in ("spell", "activated", "mana", "triggered", "static"):
        problems.append(f"{where}.kind: one of spell, activated, mana, triggered, static")
        return None
    extra = set(raw) - _ABILITY_FIELDS
    if extra:
        problems.append(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
    kind = raw["kind"]
    effects = tuple(e for i, r in enumerate(_list(raw.get("effects", []), f"{where}.effects", problems))
                    if (e := _effect(r, f"{where}.effects[{i}]", problems, token_ids)) is not None)
    target = raw.get("target", "")
    if target and target not in vocab.TARGETS:
        problems.append(f"{where}.target: one of {', '.join(vocab.TARGETS)}")
    uses_target = any(e.to in vocab.TARGETED for e in effects)
    if uses_target != bool(target):
        problems.append(f"{where}: an effect 'to = \"target\"' and a 'target' kind go together")
    cost = NO_COST
    if "cost" in raw:
        try:
            cost = parse_cost(raw["cost"])
        except ValueError as exc:
            problems.append(f"{where}.cost: {exc}")
    a = Ability(kind, effects, target, cost, bool(raw.get("tap", False)), bool(raw.get("sacrifice", False)),
                _int(raw["loyalty"], f"{where}.loyalty", problems) if "loyalty" in raw else None,
                bool(raw.get("sorcery", False)), *(_word(raw, key, where, problems)
                                                   for key in ("when", "produce", "static", "scope")))
    a = dataclasses.replace(a, **multi_fields(raw, where, problems, lambda r, w: _ability(r, w, problems, token_ids)))
    if kind in ("spell", "activated", "triggered") and not effects and not a.modes:
        problems.append(f"{where}: a {kind} ability needs effects")
    if kind == "triggered" and a.when not in vocab.TRIGGERS:
        problems.append(f"{where}.when: one of {', '.join(vocab.TRIGGERS)}")
    if "may" in raw:
        a = dataclasses.replace(a, may=raw["may"] is True)
        first = effects[0] if effects else None
        if kind != "triggered" or not isinstance(raw["may"], bool) or first is None or first.later or not (
                first.do in vocab.MAY_VERBS or first.do in ("draw", "gain_life") and first.to == "you") \
                or a.target2 or a.modes:
            problems.append(f"{where}.may: only on a triggered ability with one target or none, whose first effect "
                            f"is done now and reads as something you do ({', '.join(vocab.MAY_VERBS)}, or draw / "
                            f"gain_life to you)")
    if "once" in raw:
        a = dataclasses.replace(a, once=raw["once"] is True)
        if kind != "activated" or not isinstance(raw["once"], bool):
            problems.append(f"{where}.once: true or false, on an activated ability (602.5b)")
    if kind == "spell" and any(e.until == "source_leaves" for e in effects):
        problems.append(f"{where}: \"for as long as this remains on the battlefield\" is for a permanent's abilities")
    if kind == "static" and any(e.later for e in effects):
        problems.append(f"{where}: a static ability has no delayed effects")
    if kind == "mana" and (not a.produce or any(c not in vocab.MANA for c in a.produce) or not a.tap) \
            and not (a.produce == vocab.IDENTITY_MANA and a.tap):
        problems.append(f"{where}: a mana ability has tap = true and produce = letters of {''.join(vocab.MANA)}")
    if kind == "static":
        if a.static not in vocab.STATICS or a.scope not in vocab.STATIC_SCOPES and a.static != vocab.ENTERS_WITH:
            problems.append(f"{where}: static is one of {', '.join(vocab.STATICS)}, scope one of "
                            f"{', '.join(vocab.STATIC_SCOPES)}")
        if a.static in ("hand_to_library", "commander_discount") + attach_cards.HOST_ONLY:
            # a replacement effect (614, replace.py), a cost reduction (matters.py) or a host's static (attach.py)
            effects = ()
        elif a.static == vocab.ENTERS_WITH:        # 614.1c: its one effect is the +1/+1 counters it enters with
            if len(effects) != 1 or effects[0].do != "counters" or effects[0].to != "self" or effects[0].counter:
                problems.append(f"{where}: enters_with has one effect, +1/+1 counters to self")
        elif a.static == "anthem":
            effects = (Effect("pump", power=_int(raw.get("power", 0), f"{where}.power", problems),
                              toughness=_int(raw.get("toughness", 0), f"{where}.toughness", problems)),)
        elif raw.get("keyword") not in vocab.KEYWORDS:
            problems.append(f"{where}.keyword: one of {', '.join(vocab.KEYWORDS)}")
        else:
            effects = (Effect("grant", keyword=raw["keyword"]),)
        a = dataclasses.replace(a, effects=effects)
    return a


_CARD_FIELDS = {"id", "name", "cost", "types", "supertypes", "subtypes", "power", "toughness", "loyalty",
                "keywords", "abilities", "token", "flavor", "reminder", "back", "can_be_commander", "choose_color",
                "set", "life_modifier", "hand_modifier", "additional", "enchant", "partner_with",
                "hidden_agenda", "draft"}


def _variant_fields(raw: dict[str, Any], where: str, problems: list[str]) -> dict[str, Any]:
    """The fields Commander and Brawl read: reminder text, a back face with its color indicator, "can be
    your commander", a color chosen as the game begins, and the card's set."""
    kw: dict[str, Any] = {}
    if "reminder" in raw:
        kw["reminder"] = bilingual(raw["reminder"], f"{where}.reminder", problems)
    if "back" in raw:
        back = raw["back"]
        if not isinstance(back, dict) or "name" not in back:
            problems.append(f"{where}.back: a table with name and colors")
        else:
            kw["back_name"] = bilingual(back["name"], f"{where}.back.name", problems)
            kw["back_colors"] = _words(back.get("colors", []), vocab.COLORS, f"{where}.back.colors", problems)
    kw["can_command"] = bool(raw.get("can_be_commander", False))
    if "partner_with" in raw:
        if not isinstance(raw["partner_with"], str) or "legendary" not in raw.get("supertypes", []):
            problems.append(f"{where}.partner_with: a legendary card's partner, named by its card id")
        kw["partner_with"] = str(raw["partner_with"])
    kw["choose_color"] = bool(raw.get("choose_color", False))
    if "draft" in raw:
        if raw["draft"] not in vocab.DRAFT_ABILITIES:
            problems.append(f"{where}.draft: one of {', '.join(vocab.DRAFT_ABILITIES)} (905.2), not {raw['draft']!r}")
        else:
            kw["draft"] = str(raw["draft"])
    card_set = raw.get("set", "core")
    if card_set not in vocab.SETS:
        problems.append(f"{where}.set: one of {', '.join(vocab.SETS)}, not {card_set!r}")
    else:
        kw["card_set"] = card_set
    return kw


def parse_cards(tables: list[Any], path: str, other_tokens: frozenset[str] = frozenset()) -> dict[str, CardDef]:
    """One card file's cards; ``other_tokens`` are the token ids of the other card files, which a
    ``token`` effect may name too."""
    problems: list[str] = []
    out: dict[str, CardDef] = {}
    if not isinstance(tables, list):
        raise DataError(path, [f"card: [[card]] tables, not {tables!r}"])
    token_ids = {t.get("id") for t in tables if isinstance(t, dict) and t.get("token")} | other_tokens
    for n, raw in enumerate(tables):
        cid = raw.get("id") if isinstance(raw, dict) else None
        where = f"card {cid}" if isinstance(cid, str) else f"card #{n + 1}"
        if not isinstance(cid, str) or not cid:
            problems.append(f"{where}: needs an id")
            continue
        if cid in out:
            problems.append(f"{where}: the id is used twice")
        extra = set(raw) - _CARD_FIELDS
        if extra:
            problems.append(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
        try:
            cost = parse_cost(raw.get("cost", ""))
        except ValueError as exc:
            problems.append(f"{where}.cost: {exc}")
            cost = NO_COST
        types = _words(raw.get("types", []), vocab.TYPES, f"{where}.types", problems)
        if not types:
            problems.append(f"{where}.types: at least one card type")
        card = CardDef(
            cid, bilingual(raw.get("name"), f"{where}.name", problems), cost, types,
            _words(raw.get("supertypes", []), vocab.SUPERTYPES, f"{where}.supertypes", problems),
            tuple(str(t) for t in _list(raw.get("subtypes", []), f"{where}.subtypes", problems)),
            _int(raw.get("power", 0), f"{where}.power", problems, 0, 20),
            _int(raw.get("toughness", 0), f"{where}.toughness", problems, 0, 20),
            _int(raw.get("loyalty", 0), f"{where}.loyalty", problems, 0, 20),
            _words(raw.get("keywords", []), vocab.KEYWORDS, f"{where}.keywords", problems),
            tuple(a for i, r in enumerate(_list(raw.get("abilities", []), f"{where}.abilities", problems))
                  if (a := _ability(r, f"{where}.abilities[{i}]", problems, token_ids)) is not None),
            bool(raw.get("token", False)),
            bilingual(raw["flavor"], f"{where}.flavor", problems) if "flavor" in raw else Msg("", ""),
            _int(raw.get("life_modifier", 0), f"{where}.life_modifier", problems),
            _int(raw.get("hand_modifier", 0), f"{where}.hand_modifier", problems, -7, 7),
            **_variant_fields(raw, where, problems))
        card = dataclasses.replace(card, **additional.parse(raw, where, problems))
        for i, a in enumerate(card.abilities):
            # X is the activation cost's, the spell's, or (107.3m) an entering ability's of a permanent spell
            entering = a.kind == "spell" or a.when == "enters" or a.static == vocab.ENTERS_WITH
            if any(e.x for e in a.effects + tuple(e for m in a.modes for e in m.effects)) and \
                    not (a.cost.x if a.kind == "activated" else entering and card.cost.x):
                problems.append(f"{where}.abilities[{i}]: amount = \"X\" only where the cost has {{X}} "
                                f"(107.3; an entering ability of a permanent with {{X}} in its cost, 107.3m)")
        if isinstance(raw.get("enchant"), str) and raw["enchant"] in vocab.ENCHANT:
            card = dataclasses.replace(card, enchant=raw["enchant"])
        problems += attach_cards.problems(card, raw, where)
        if "vanguard" in types:
            problems += _vanguard_problems(card, raw, where)
        elif "plane" in types or "phenomenon" in types:
            problems += planar_cards.problems(card, raw, where)
        elif "life_modifier" in raw or "hand_modifier" in raw:
            problems.append(f"{where}: only a vanguard has a life or hand modifier")
        if "scheme" in types:                     # 313, 904
            problems += scheme_cards.problems(card, raw, where)
        problems += scheme_cards.misplaced(card, where)
        card = dataclasses.replace(card, hidden_agenda=raw.get("hidden_agenda") is True)
        if "conspiracy" in types:                 # 905.4, 702.106
            problems += conspiracy_cards.problems(card, raw, where)
        problems += conspiracy_cards.misplaced(card, raw, where)
        if "creature" in types and card.toughness < 1 and not card.token:
            problems.append(f"{where}.toughness: a creature card needs toughness 1 or more")
        if "planeswalker" in types and card.loyalty < 1:
            problems.append(f"{where}.loyalty: a planeswalker needs starting loyalty 1 or more")
        spells = [a for a in card.abilities if a.kind == "spell"]
        if any(t in types for t in ("instant", "sorcery")) != bool(spells):
            problems.append(f"{where}: an instant or sorcery has one spell ability, and only they do")
        if "land" in types and raw.get("cost", "") != "":
            problems.append(f"{where}.cost: a land has no mana cost (305.9 / 202.1)")
        out[cid] = card
    if problems:
        raise DataError(path, problems)
    return out


VANGUARD_TRIGGERS = ("upkeep", "end_step", "cast_noncreature")   # the events a card off the battlefield sees


def _vanguard_problems(card: CardDef, raw: dict[str, Any], where: str) -> list[str]:
    """A vanguard (902) is only a vanguard, has no cost, and its abilities work from the command zone:
    nothing that taps, sacrifices or points at the vanguard itself, and every activation costs mana."""
    out = []
    if card.types != ("vanguard",) or raw.get("cost", "") != "" or card.supertypes or card.keywords or card.token:
        out.append(f"{where}: a vanguard is of the one type vanguard, with no cost, supertype, keyword or token flag")
    for i, a in enumerate(card.abilities):
        if a.kind not in ("static", "triggered", "activated") or a.tap or a.sacrifice or a.loyalty is not None \
                or any(e.to == "self" for e in a.effects):
            out.append(f"{where}.abilities[{i}]: a vanguard's ability is static, triggered or activated, without "
                       f"{{T}}, sacrifice, loyalty or effects to self")
        elif a.kind == "triggered" and a.when not in VANGUARD_TRIGGERS:
            out.append(f"{where}.abilities[{i}].when: from the command zone only {', '.join(VANGUARD_TRIGGERS)}")
        elif a.kind == "activated" and a.cost.mana_value < 1:
            out.append(f"{where}.abilities[{i}]: a vanguard's activated ability costs at least one mana")
    return out


@functools.lru_cache(maxsize=1)
def load_card_db() -> CardDb:
    cards: dict[str, CardDef] = {}
    files = {os.path.join(DATA_DIR, name): read_toml(os.path.join(DATA_DIR, name)).get("card", [])
             for name in sorted(os.listdir(DATA_DIR)) if name.startswith("cards") and name.endswith(".toml")}
    tokens = frozenset(str(t.get("id")) for tables in files.values() for t in (tables if isinstance(tables, list) else [])
                       if isinstance(t, dict) and t.get("token"))
    for path, tables in files.items():
        more = parse_cards(tables, path, tokens)
        clash = set(cards) & set(more)
        if clash:
            raise DataError(path, [f"card {c}: the id is also in another card file" for c in sorted(clash)])
        cards.update(more)
    cards[planar_cards.WALK_ID] = _walk_def()       # 901.8: an ability with no card of its own
    return CardDb(cards)


def _walk_def() -> CardDef:
    """901.8: "Whenever you roll {PW}, planeswalk", with no source. A token of no type, so that no deck, pool
    or card list ever holds it."""
    return CardDef(planar_cards.WALK_ID, Msg("Planeswalking ability", "플레인즈워크 능력"), NO_COST, (), token=True,
                   abilities=(Ability("triggered", (Effect("planeswalk"),), when="planeswalk_roll"),))
