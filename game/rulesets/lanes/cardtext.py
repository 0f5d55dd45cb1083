"""Card text of the Lanes TCG, generated from the card data in English and Korean.

The text a player reads is built from the same validated tables the
interpreter runs (vocab.py), so text and behaviour cannot drift apart.

The language-neutral part lives here: resolving defaults the way the
interpreter reads them (durations, `who`, `side`, what "self" means on an
item), the order of an ability's parts
(keyword, gates, sub-keywords, cost, condition, effect). The sentences come from
a phrasebook per language: ``_English`` below and ``cardtext_ko.Korean``.
A vocabulary entry without a phrase raises instead of printing a placeholder.

    ability_text(ab, db, "en")  ->  "[Attacker] Pierce[2]"
    ability_text(ab, db, "ko")  ->  "[어태커] 관통[2]"
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping, NamedTuple, Sequence

from game.engine.text import Msg, count

from . import vocab
from .cardtext_ko import Korean

KEYWORD_NAMES: dict[str, Msg] = {
    # keywords (10.1)
    "entry": Msg("Entry", "엔트리"),
    "exit": Msg("Exit", "엑시트"),
    "passive": Msg("Passive", "패시브"),
    "active": Msg("Active", "액티브"),
    "attacker": Msg("Attacker", "어태커"),
    "defender": Msg("Defender", "디펜더"),
    "armed": Msg("Armed", "암드"),
    "frontline": Msg("Frontline", "전선구축"),
    "level_link": Msg("Level Link", "레벨링크"),
    "trigger": Msg("Trigger", "트리거"),
    "skill": Msg("Skill", "스킬"),
    "equipped": Msg("Equipped", "장착"),
    "auto": Msg("Auto", "자동"),
    # sub-keywords (10.2)
    "pierce": Msg("Pierce", "관통"),
    "plunder": Msg("Plunder", "약탈"),
    "breakthrough": Msg("Breakthrough", "돌파"),
    "duelist": Msg("Duelist", "듀얼리스트"),
    "infiltrate": Msg("Infiltrate", "침투"),
    "finisher": Msg("Finisher", "종결"),
    "mutual_destruction": Msg("Mutual Destruction", "공멸"),
    "return": Msg("Return", "귀환"),
    "awaken": Msg("Awaken", "각성"),
    "berserker": Msg("Berserker", "광전사"),
    "guardian": Msg("Guardian", "가디언"),
    "barrier": Msg("Barrier", "방벽"),
    "sacrifice": Msg("Sacrifice", "희생"),
}

ATTRIBUTE_NAMES: dict[str, Msg] = {
    "fire": Msg("Fire", "화염"), "earth": Msg("Earth", "대지"), "storm": Msg("Storm", "폭풍"),
    "wave": Msg("Wave", "파도"), "lightning": Msg("Lightning", "번개"),
}
TYPE_NAMES: dict[str, Msg] = {
    "leader": Msg("leader", "리더"), "unit": Msg("unit", "유닛"),
    "item": Msg("item", "아이템"), "skill": Msg("skill", "스킬"),
}
LABELS: dict[str, Msg] = {"oath": Msg("Oath", "서약"), "equip": Msg("Equip to", "장착 조건")}

# Sub-keywords in display order, per keyword; the guardian's conditions (10.2.6.3.4).
SUBKEYWORDS: dict[str, tuple[str, ...]] = {**vocab._SUBKEYWORDS, "guardian": ("barrier", "sacrifice")}
_NUMBERED = ("pierce", "plunder", "infiltrate", "barrier", "sacrifice")   # shown as Name[n]
# A target table without `side` (as targets.unit_candidates and statics._static_targets read it):
DEFAULT_SIDE = {"choose": "opponent", "all": "own"}
_STATIC_KINDS = vocab._EFFECTS


# --------------------------------------------------------------------------- resolved pieces

@dataclasses.dataclass(frozen=True)
class Ctx:
    """Where a piece of text sits: the card db, the kind of card whose text it is, the ability's keyword."""
    db: Any
    owner: str = "unit"
    keyword: str = "entry"

    def until(self, step: Mapping[str, Any]) -> str:
        # attacker/defender effects last to battle end unless told otherwise (10.1.5.2, 10.1.6.2)
        return step.get("until") or ("battle" if self.keyword in ("attacker", "defender") else "turn")

    def granted(self, keyword: str) -> "Ctx":
        return Ctx(self.db, "unit", keyword)


class Tgt(NamedTuple):
    """A unit target: ``named`` (self/equipped/encounter/attacker/defender/leader), ``choose`` or ``all``."""
    kind: str
    name: str = ""
    n: int = 1
    upto: bool = False
    side: str = "own"
    flt: Mapping[str, Any] = {}

    @property
    def plural(self) -> bool:
        return self.kind == "all" or (self.kind == "choose" and self.n > 1)


class StaticItem(NamedTuple):
    kind: str                 # one of vocab._EFFECTS
    value: Any                # the number, or the prohibited action
    tgt: Tgt
    who: str = "self"         # size only
    quoted: str = ""          # grant only: the granted ability's text, quoted


def target(raw: Any, owner: str = "unit") -> Tgt:
    if isinstance(raw, str):
        name = raw
        if raw == "self":   # an item's "self" is the unit it is under (8.6.1)
            name = {"item": "equipped", "leader": "leader"}.get(owner, "self")
        return Tgt("named", name)
    flt = {k: v for k, v in raw.items() if k in vocab.FILTER_FIELDS}
    side = raw.get("side", DEFAULT_SIDE["choose" if "choose" in raw else "all"])
    if "choose" in raw:
        return Tgt("choose", n=raw["choose"], upto=bool(raw.get("upto", False)), side=side, flt=flt)
    return Tgt("all", side=side, flt=flt)


def affiliation_name(db: Any, key: str) -> Msg:
    try:
        return db.affiliations[key]
    except KeyError:
        raise KeyError(f"card text: unknown affiliation {key!r}") from None


def _owner(ab: Any, db: Any) -> str:
    head, _, tail = ab.key.partition("#")
    if "/" in tail:            # a granted ability: its holder is a unit
        return "unit"
    card = getattr(db, "cards", {}).get(head.split("/")[0])
    if card is not None:
        return card.type
    return {"equipped": "item", "awaken": "leader", "skill": "skill"}.get(ab.keyword, "unit")


# --------------------------------------------------------------------------- English

def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _lc(s: str) -> str:
    return s[:1].lower() + s[1:] if s[:1].isupper() and not s[1:2].isupper() else s


class Clause(NamedTuple):
    """An English clause: with ``subj`` None it is an order to the player ("draw 1 card")."""
    subj: str | None
    sing: bool
    base: str                 # infinitive: "get +2 power", also after "you may have X ..."
    sg: str                   # present, third person singular: "gets +2 power"
    pl: str                   # present, plural: "get +2 power"


def _order(base: str) -> Clause:
    return Clause(None, True, base, base, base)


def _says(subj: str | None, sing: bool, base: str, sg: str, pl: str | None = None) -> Clause:
    return Clause(subj, sing, base, sg, base if pl is None else pl)


class _Ref(NamedTuple):
    subj: str
    obj: str
    sing: bool
    power_of: str
    owner_hand: str


_EN_WHO = {"self": (None, "your"), "opponent": ("your opponent", "their"), "each": ("each player", "their")}
_EN_NAMED = {"self": "this unit", "equipped": "the equipped unit", "encounter": "this unit's encounter unit",
             "attacker": "the attacking unit", "defender": "the blocking unit", "leader": "this leader"}
_EN_UNTIL = {"turn": " until end of turn", "battle": " until the end of the battle", "permanent": ""}
_EN_PROHIBIT = {"attack": "attack", "block": "block", "be_trashed_by_effect": "be trashed by effects",
                "be_returned": "be returned to hand"}
_EN_PLAYER_PROHIBIT = {"draw": "draw cards", "play_skill": "play skill cards"}
_EN_WHEN = {"damaged": "When you take damage, ", "end_of_turn": "At the end of your turn, ",
            "ally_entry": "When another of your units is placed, "}
_EN_LANE = {"same": "in this unit's lane", "adjacent": "in an adjacent lane"}


def _en_range(word: str, lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f"{word} {lo}" if lo == hi else f"{word} {lo} to {hi}"
    if hi is not None:
        return f"{word} {hi} or less"
    if lo is not None:
        return f"{word} {lo} or more"
    return ""


def _en_cond(key: str, v: Any) -> str:
    if key == "level_at_least":
        return f"your leader level is {v} or more"
    if key == "damage_at_least":
        return f"you have {v} or more cards in your damage zone"
    if key == "opponent_damage_at_least":
        return f"your opponent has {v} or more cards in their damage zone"
    if key == "hand_at_most":
        return "you have no cards in hand" if v == 0 else f"you have {v} or fewer cards in hand"
    if key == "hand_at_least":
        return f"you have {v} or more cards in hand"
    if key == "units_at_least":
        return f"you have {v} or more units"
    if key == "encounter":
        return "this unit has an encounter unit" if v else "this unit has no encounter unit"
    if key == "my_turn":
        return "it is your turn" if v else "it is your opponent's turn"
    raise KeyError(f"card text: no English for condition {key!r}")


class _English:
    lang = "en"

    # ---- nouns
    def filter_parts(self, flt: Mapping[str, Any], db: Any) -> list[str]:
        parts = []
        if "type" in flt:
            parts.append(TYPE_NAMES[flt["type"]].en)
        if "attribute" in flt:
            parts.append(ATTRIBUTE_NAMES[flt["attribute"]].en)
        if "affiliation" in flt:
            parts.append(affiliation_name(db, flt["affiliation"]).en)
        for word in ("cost", "power"):
            r = _en_range(word, flt.get(f"min_{word}"), flt.get(f"max_{word}"))
            if r:
                parts.append(r)
        if flt.get("other"):
            parts.append("other")
        if "lane" in flt:
            parts.append(_EN_LANE[flt["lane"]])
        return parts

    def _bits(self, flt: Mapping[str, Any], db: Any) -> tuple[str, str, str]:
        """("other ", "Fire Ashguard ", " with cost 3 or less in an adjacent lane")"""
        other = "other " if flt.get("other") else ""
        quals = "".join(q + " " for q in (
            ATTRIBUTE_NAMES[flt["attribute"]].en if "attribute" in flt else "",
            affiliation_name(db, flt["affiliation"]).en if "affiliation" in flt else "") if q)
        ranges = [r for r in (_en_range(w, flt.get(f"min_{w}"), flt.get(f"max_{w}")) for w in ("cost", "power")) if r]
        post = (" with " + " and ".join(ranges)) if ranges else ""
        if "lane" in flt:
            post += " " + _EN_LANE[flt["lane"]]
        return other, quals, post

    def units(self, tgt: Tgt, db: Any, mode: str) -> str:
        """A group of units: mode "choose" ("1 opponent unit"), "all" ("all your units"), "static" ("your units")."""
        other, quals, post = self._bits(tgt.flt, db)
        noun = TYPE_NAMES[tgt.flt.get("type", "unit")].en
        many = noun + "s"
        if mode == "choose":
            q = f"up to {tgt.n}" if tgt.upto else str(tgt.n)
            one = many if tgt.n > 1 else noun
            if tgt.side == "own":
                return f"{q} of your {other}{quals}{many}{post}"
            if tgt.side == "opponent":
                return f"{q} {other}opponent {quals}{one}{post}"
            return f"{q} {other}{quals}{one}{post}"
        if tgt.side == "own":
            return f"{'all ' if mode == 'all' else ''}your {other}{quals}{many}{post}"
        if tgt.side == "opponent":
            return (f"all {other}opponent {quals}{many}{post}" if mode == "all"
                    else f"your opponent's {other}{quals}{many}{post}")
        return f"all {other}{quals}{many}{post}"

    def cards(self, flt: Mapping[str, Any], db: Any, n: int) -> str:
        other, quals, post = self._bits(flt, db)
        noun = f"{TYPE_NAMES[flt['type']].en} card" if "type" in flt else "card"
        return f"{other}{quals}{noun if n == 1 else noun + 's'}{post}"

    def one_unit(self, flt: Mapping[str, Any], db: Any) -> str:
        other, quals, post = self._bits(flt, db)
        np = f"{other}{quals}{TYPE_NAMES[flt.get('type', 'unit')].en}{post}"
        return ("a " if np.startswith("uni") or np[0].lower() not in "aeiou" else "an ") + np

    def _ref(self, tgt: Tgt, db: Any, mode: str = "all") -> _Ref:
        if tgt.kind == "named":
            np = _EN_NAMED[tgt.name]
            return _Ref(np, np, True, f"the power of {np}", "its owner's hand")
        if tgt.kind == "choose":
            if tgt.plural:
                return _Ref("they", "them", False, "their power", "their owners' hands")
            return _Ref("it", "it", True, "its power", "its owner's hand")
        np = self.units(tgt, db, mode)
        return _Ref(np, np, False, f"the power of {np}", "their owners' hands")

    # ---- clauses
    def say(self, c: Clause, may: bool) -> str:
        if c.subj is None:
            return "you may " + c.base if may else c.base
        if c.subj == "you":
            return f"you may {c.base}" if may else f"you {c.base}"
        if may:
            return f"you may have {c.subj} {c.base}"
        return f"{c.subj} {c.sg if c.sing else c.pl}"

    def cond(self, cond: Mapping[str, Any]) -> str:
        return " and ".join(_en_cond(k, v) for k, v in cond.items())

    def _prefix(self, prev: bool, cond: Mapping[str, Any] | None) -> str:
        if prev and cond:
            return f"If you did and {self.cond(cond)}, "
        if prev:
            return "If you did, "
        if cond:
            return f"If {self.cond(cond)}, "
        return ""

    def step(self, st: Mapping[str, Any], tgt: Tgt | None, *, may: bool, prev: bool,
             cond: Mapping[str, Any] | None, ctx: Ctx, quoted: str) -> str:
        verb = self.verb(st["do"])
        prefix = self._prefix(prev, cond)
        if tgt is not None and tgt.kind == "choose":
            clause = self.say(verb(st, self._ref(tgt, ctx.db), ctx, quoted), False)
            np = self.units(tgt, ctx.db, "choose")
            if may:
                return _cap(f"{prefix}you may choose {np}.") + f" If you do, {clause}."
            return _cap(f"{prefix}choose {np}.") + f" {_cap(clause)}."
        ref = self._ref(tgt, ctx.db) if tgt is not None else None
        return _cap(prefix + self.say(verb(st, ref, ctx, quoted), may)) + "."

    def cost(self, clauses: Sequence[Clause]) -> str:
        return _cap(" and ".join(self.say(c, False) for c in clauses)) + ": "

    def verb(self, name: str) -> Any:
        fn = getattr(self, "_do_" + name, None)
        if fn is None:
            raise KeyError(f"card text: no English for step {name!r}")
        return fn

    # ---- the verbs (vocab.STEP_FIELDS); each returns a Clause
    def _do_draw(self, st, ref, ctx, q):
        subj, _ = _EN_WHO[st["who"]]
        upto = "up to " if st.get("upto") else ""
        return _says(subj, True, f"draw {upto}{count(st['n'], 'card')}", f"draws {upto}{count(st['n'], 'card')}")

    def _do_damage(self, st, ref, ctx, q):
        to = {"self": "yourself", "opponent": "your opponent", "each": "each player"}[st["who"]]
        return _order(f"deal {st['n']} damage to {to}")

    def _do_trash(self, st, ref, ctx, q):
        return _order(f"trash {ref.obj}")

    def _do_bounce(self, st, ref, ctx, q):
        return _order(f"return {ref.obj} to {ref.owner_hand}")

    def _modify(self, ref: _Ref, what: str, until: str) -> Clause:
        return _says(ref.subj, ref.sing, f"get {what}{until}", f"gets {what}{until}")

    def _do_power(self, st, ref, ctx, q):
        return self._modify(ref, f"{st['n']:+d} power", _EN_UNTIL[ctx.until(st)])

    def _do_hit(self, st, ref, ctx, q):
        return self._modify(ref, f"{st['n']:+d} hit", _EN_UNTIL[ctx.until(st)])

    def _do_halve_power(self, st, ref, ctx, q):
        return _order(f"halve {ref.power_of}{_EN_UNTIL[ctx.until(st)]}")

    def _do_grant(self, st, ref, ctx, q):
        until = _EN_UNTIL[ctx.until(st)]
        return _says(ref.subj, ref.sing, f"gain {q}{until}", f"gains {q}{until}")

    def _do_prohibit(self, st, ref, ctx, q):
        if ref is None:  # a player (`who`)
            what = _EN_PLAYER_PROHIBIT[st["what"]] + _EN_UNTIL[ctx.until(st)]
            if st["who"] == "self":
                return _says("you", False, f"cannot {what}", f"cannot {what}")
            return _says(_EN_WHO[st["who"]][0], True, f"be unable to {what}", f"cannot {what}")
        what = _EN_PROHIBIT[st["what"]] + _EN_UNTIL[ctx.until(st)]
        return _says(ref.subj, ref.sing, f"be unable to {what}", f"cannot {what}", f"cannot {what}")

    def _do_level(self, st, ref, ctx, q):
        whose = {"self": "your", "opponent": "your opponent's", "each": "each player's"}[st["who"]]
        return _order(f"{'raise' if st['n'] > 0 else 'lower'} {whose} leader level by {abs(st['n'])}")

    def _do_discard(self, st, ref, ctx, q):
        subj, poss = _EN_WHO[st["who"]]
        what = f"{count(st['n'], 'card')} from {poss} hand"
        return _says(subj, True, f"trash {what}", f"trashes {what}")

    def _do_mill(self, st, ref, ctx, q):
        subj, poss = _EN_WHO[st["who"]]
        top = "the top card" if st["n"] == 1 else f"the top {st['n']} cards"
        what = f"{top} of {poss} deck into {poss} trash"
        return _says(subj, True, f"put {what}", f"puts {what}")

    def _do_heal(self, st, ref, ctx, q):
        n = st["n"]
        what = "the most recent card" if n == 1 else f"the {n} most recent cards"
        return _order(f"trash {what} in your damage zone")

    def _do_search(self, st, ref, ctx, q):
        n = st["n"]
        it = "it" if n == 1 else "them"
        return _order(f"search your deck for up to {n} {self.cards(st.get('filter', {}), ctx.db, n)}, "
                      f"reveal {it} and put {it} into your hand, then shuffle your deck")

    def _do_recover(self, st, ref, ctx, q):
        n = st["n"]
        return _order(f"return up to {n} {self.cards(st.get('filter', {}), ctx.db, n)} from your trash to your hand")

    def _do_look(self, st, ref, ctx, q):
        n = st["n"]
        if n == 1:
            return _order("look at the top card of your deck and put it on the bottom of your deck or back on top")
        return _order(f"look at the top {n} cards of your deck and put any number of them on the bottom of your deck")

    def _do_reveal_hand(self, st, ref, ctx, q):
        subj, poss = _EN_WHO[st["who"]]
        return _says(subj, True, f"reveal {poss} hand", f"reveals {poss} hand")

    def _do_shuffle(self, st, ref, ctx, q):
        subj, poss = _EN_WHO[st["who"]]
        return _says(subj, True, f"shuffle {poss} deck", f"shuffles {poss} deck")

    def _do_trash_self(self, st, ref, ctx, q):
        return _order("trash this card")

    def _do_win(self, st, ref, ctx, q):
        return _says("you", False, "win the game", "wins the game")

    def _do_lose(self, st, ref, ctx, q):
        subj = _EN_WHO[st["who"]][0] or "you"
        return _says(subj, True, "lose the game", "loses the game")

    # ---- continuous modifications
    def statics(self, groups: Sequence[Sequence[StaticItem]], ctx: Ctx) -> list[str]:
        out = []
        for group in groups:
            first = group[0]
            if first.kind == "size":
                whose = "Your" if first.who == "self" else "Your opponent's"
                out.append(f"{whose} size gets {first.value:+d}.")
                continue
            if first.kind == "prohibit" and first.value in vocab.PLAYER_PROHIBITS:
                who = "You" if first.who == "self" else "Your opponent"
                out.append(f"{who} cannot {_EN_PLAYER_PROHIBIT[first.value]}.")
                continue
            ref = self._ref(first.tgt, ctx.db, "static")
            if first.kind in ("power", "hit", "cost"):
                what = " and ".join(f"{it.value:+d} {it.kind}" for it in group)
                c = _says(ref.subj, ref.sing, f"get {what}", f"gets {what}")
            elif first.kind == "grant":
                c = _says(ref.subj, ref.sing, f"have {first.quoted}", f"has {first.quoted}")
            elif first.kind == "prohibit":
                what = _EN_PROHIBIT[first.value]
                c = _says(ref.subj, ref.sing, f"be unable to {what}", f"cannot {what}", f"cannot {what}")
            else:
                raise KeyError(f"card text: no English for static {first.kind!r}")
            out.append(_cap(self.say(c, False)) + ".")
        return out

    # ---- framing
    def quote(self, text: str) -> str:
        return '"' + text.removesuffix(".") + '"'

    def lc(self, text: str) -> str:
        return _lc(text)

    def when(self, when: str) -> str:
        if when not in _EN_WHEN:
            raise KeyError(f"card text: no English for auto timing {when!r}")
        return _EN_WHEN[when]

    def following(self, cond: Mapping[str, Any] | None, may: bool, parts: Sequence[str]) -> str:
        head = f"If {self.cond(cond)}, " if cond else ""
        if len(parts) == 1 and not may:
            return head + _lc(parts[0])
        return _cap(head + ("you may do the following: " if may else "do the following: ")) + " ".join(parts)

    def while_(self, cond: Mapping[str, Any], sentences: Sequence[str]) -> str:
        if len(sentences) == 1:
            return f"While {self.cond(cond)}, {_lc(sentences[0])}"
        return f"While {self.cond(cond)}: " + " ".join(sentences)

    def level_link(self, n: int) -> str:
        return f"{KEYWORD_NAMES['level_link'].en} {n}"

    def level(self, n: int) -> str:
        return f"Level {n}"

    def armed(self, aff: Msg | None) -> str:
        return KEYWORD_NAMES["armed"].en + (f": {aff.en}" if aff else "")

    def equip(self, flt: Mapping[str, Any], db: Any) -> str:
        return f"{LABELS['equip'].en}: {self.one_unit(flt, db)}"

    def oath(self, key: str, v: Any, db: Any) -> list[str]:
        if key == "attributes":
            return [f"Your deck may contain only {' or '.join(ATTRIBUTE_NAMES[a].en for a in v)} cards."]
        if key == "max_type":
            return [f"Your deck may contain at most {n} {TYPE_NAMES[t].en} card{'s' if n != 1 else ''}."
                    for t, n in v.items()]
        if key == "min_type":
            return [f"Your deck must contain at least {n} {TYPE_NAMES[t].en} card{'s' if n != 1 else ''}."
                    for t, n in v.items()]
        if key == "max_cost":
            return [f"Your deck may contain only cards with cost {v} or less."]
        if key == "min_affiliation":
            return [f"Your deck must contain at least {v['count']} {affiliation_name(db, v['key']).en} cards."]
        raise KeyError(f"card text: no English for oath condition {key!r}")


def _group_statics(items: Sequence[StaticItem]) -> list[list[StaticItem]]:
    """Runs of power/hit/cost on the same target read as one sentence ("gets +2 power and +1 hit")."""
    groups: list[list[StaticItem]] = []
    for it in items:
        last = groups[-1][-1] if groups else None
        if (last is not None and it.kind in ("power", "hit", "cost") and last.kind in ("power", "hit", "cost")
                and it.tgt == last.tgt):
            groups[-1].append(it)
        else:
            groups.append([it])
    return groups


_PHRASES: dict[str, Any] = {
    "en": _English(),
    "ko": Korean(KEYWORD_NAMES, ATTRIBUTE_NAMES, TYPE_NAMES, LABELS, affiliation_name),
}


def _phrases(lang: str) -> Any:
    try:
        return _PHRASES[lang]
    except KeyError:
        raise ValueError(f"card text: no language {lang!r} (known: {', '.join(_PHRASES)})") from None


# --------------------------------------------------------------------------- assembly

def _step(st: Mapping[str, Any], ctx: Ctx, P: Any, *, may: bool = False,
          cond: Mapping[str, Any] | None = None) -> str:
    verb = st.get("do")
    if verb not in vocab.STEP_FIELDS:
        raise KeyError(f"card text: unknown step {verb!r}")
    st = dict(st)
    if "who" in vocab.STEP_FIELDS[verb] and "target" not in st:  # a prohibition names units or a player
        st.setdefault("who", "opponent" if verb == "damage" else "self")
    tgt = target(st["target"], ctx.owner) if "target" in st else None
    quoted = ""
    if verb == "grant":
        quoted = P.quote(_ability(st["ability"], ctx.granted(st["ability"]["keyword"]), P))
    merged = {**(cond or {}), **(st.get("condition") or {})} or None
    return P.step(st, tgt, may=bool(may or st.get("may")), prev=st.get("if") == "previous",
                  cond=merged, ctx=ctx, quoted=quoted)


def _statics(data: Mapping[str, Any], ctx: Ctx, P: Any) -> list[str]:
    items = []
    for raw in data.get("static", ()):
        kinds = [k for k in _STATIC_KINDS if k in raw]
        if len(kinds) != 1:
            raise KeyError(f"card text: a static needs exactly one of {', '.join(_STATIC_KINDS)}: {dict(raw)!r}")
        kind = kinds[0]
        quoted = P.quote(_ability(raw["grant"], ctx.granted(raw["grant"]["keyword"]), P)) if kind == "grant" else ""
        items.append(StaticItem(kind, raw[kind], target(raw.get("target", "self"), ctx.owner),
                                raw.get("who", "self"), quoted))
    return P.statics(_group_statics(items), ctx)


def _heads(data: Mapping[str, Any], ctx: Ctx, P: Any) -> list[str]:
    kw = data["keyword"]
    if kw not in KEYWORD_NAMES:
        raise KeyError(f"card text: no name for keyword {kw!r}")
    if kw == "level_link":
        heads = [P.level_link(data["level"])]
    elif kw == "armed":
        heads = [P.armed(affiliation_name(ctx.db, data["affiliation"]) if data.get("affiliation") else None)]
    else:
        heads = [KEYWORD_NAMES[kw].get(P.lang)]
    if "level_link" in data:
        heads.append(P.level_link(data["level_link"]))
    if data.get("frontline"):
        heads.append(KEYWORD_NAMES["frontline"].get(P.lang))
    armed = data.get("armed")
    if armed:
        heads.append(P.armed(affiliation_name(ctx.db, armed) if isinstance(armed, str) else None))
    return [f"[{h}]" for h in heads]


def _lead(data: Mapping[str, Any], ctx: Ctx, P: Any) -> list[str]:
    """What stands right after the keyword: sub-keywords, the guardian's condition, the awaken level."""
    lead = []
    if data["keyword"] == "awaken":
        lead.append(P.level(data["level"]))
    for sub in SUBKEYWORDS.get(data["keyword"], ()):
        v = data.get(sub)
        if v is None or v is False:
            continue
        name = KEYWORD_NAMES[sub].get(P.lang)
        if sub in _NUMBERED:
            lead.append(f"{name}[{v}]")
        elif sub == "breakthrough":
            parts = P.filter_parts(v, ctx.db)
            lead.append(f"{name}[{', '.join(parts)}]" if parts else name)
        else:
            lead.append(name)
    return lead


def _ability(data: Mapping[str, Any], ctx: Ctx, P: Any) -> str:
    kw = data["keyword"]
    ctx = dataclasses.replace(ctx, keyword=kw)
    heads = _heads(data, ctx, P)
    cond = data.get("condition") or None
    may = bool(data.get("may"))
    if kw in vocab.CONTINUOUS or data.get("static"):
        sentences = _statics(data, ctx, P)
        body = P.while_(cond, sentences) if cond and sentences else " ".join(sentences)
    else:
        lead = _lead(data, ctx, P)
        effect = tuple(data.get("effect", ()))
        if (cond or may) and not lead and len(effect) == 1:
            body = _step(effect[0], ctx, P, may=may, cond=cond)
        else:
            parts = [", ".join(lead) + ("." if effect else "")] if lead else []
            parts += [_step(s, ctx, P) for s in effect]
            body = P.following(cond, may, parts) if (cond or may) and parts else " ".join(parts)
        if "when" in data:
            body = P.when(data["when"]) + P.lc(body)
        if data.get("cost"):
            clauses = []
            for c in data["cost"]:
                c = dict(c)
                if "who" in vocab.STEP_FIELDS.get(c.get("do"), {}):
                    c.setdefault("who", "self")
                clauses.append(P.verb(c["do"])(c, None, ctx, ""))
            body = P.cost(clauses) + P.lc(body)
    return " ".join(heads + ([body] if body else []))


# --------------------------------------------------------------------------- API

def ability_text(ab: Any, db: Any, lang: str) -> str:
    """The text of one ability: "[Entry] You may draw 1 card. If you did, trash 1 card from your hand."."""
    return _ability(ab.data, Ctx(db, _owner(ab, db), ab.keyword), _phrases(lang))


def step_text(step: Mapping[str, Any], db: Any, lang: str, *, keyword: str = "entry", owner: str = "unit") -> str:
    """One effect step as a sentence; ``keyword`` sets the default duration, ``owner`` what "self" is."""
    return _step(step, Ctx(db, owner, keyword), _phrases(lang))


def filter_text(flt: Mapping[str, Any], db: Any, lang: str) -> str:
    """A filter as a short list of conditions: "Fire, cost 3 or less" (as in Breakthrough[...])."""
    return ", ".join(_phrases(lang).filter_parts(flt, db))


def equip_text(card: Any, db: Any, lang: str) -> str | None:
    """"Equip to: an Ashguard unit" for an item with an equip condition, else None."""
    if card.type != "item" or not card.equip:
        return None
    return _phrases(lang).equip(card.equip, db)


def card_lines(card: Any, db: Any, lang: str, *, awakened: bool = False) -> list[str]:
    """One line per ability of the face shown, after the item's equip condition if it has one."""
    lines = []
    eq = equip_text(card, db, lang)
    if eq:
        lines.append(eq)
    lines.extend(ability_text(ab, db, lang) for ab in card.face(awakened).abilities)
    return lines


def oath_text(card: Any, db: Any, lang: str) -> list[str]:
    """A leader's oath (5.1.2.1), one line per deck-building condition."""
    P = _phrases(lang)
    lines: list[str] = []
    for cond in card.oath:
        for key, v in cond.items():
            lines.extend(P.oath(key, v, db))
    return lines
