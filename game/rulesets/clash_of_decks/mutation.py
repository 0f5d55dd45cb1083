"""The mutation format's card surgery (변이 규칙, L1119-1229), as data and checks; no pygame.

A player keeps a deck of 8 and a laboratory of 8 (L1103-1117). Before every game they get 2.5 points
(L1131-1135) and paste elements cut from their own lab cards over elements of their deck's creatures:
a number (attack, HP, mana cost) over the same number, an ability over existing abilities. A lab element
is named ``<card id>/<element>``: ``CD2-07/attack``, ``CD2-07/hp``, ``CD2-07/cost``, ``CD2-07/pierce``,
``CD2-07/aura`` (an Aura travels with its pair). A spell in the lab gives its cost and keywords, never
its damage (a spell's damage is not an attack value).

A mutated card is its printed card plus its pastes, in the order pasted (:class:`Paste`); its face and
its game definition are computed from them, so a save needs nothing else. Every refusal is an
:class:`IllegalActionError` naming the limit: a rule id and an English and Korean sentence.
"""
from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

from game.engine.errors import IllegalActionError

from . import vocab
from .cards import MAX_VALUE, CardDb, CardDef
from .mutation_costs import Costs, points

BARE = ""     # a drawback covered with nothing pasted over it (A34): the cover's extra cost only


@dataclasses.dataclass(frozen=True)
class Paste:
    """One element glued onto a deck card: ``field`` is attack, hp, cost or ability; ``value`` the number or
    the ability (``aura:<pair>`` for an Aura, BARE for a bare cover); ``source`` the lab element it was cut
    from; ``covers`` the printed abilities under it."""
    field: str
    value: Any
    source: str
    covers: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"field": self.field, "value": self.value, "source": self.source, "covers": list(self.covers)}

    @staticmethod
    def from_json(raw: Any) -> "Paste":
        if not isinstance(raw, dict) or raw.get("field") not in ("attack", "hp", "cost", "ability"):
            raise ValueError(f"not a paste: {raw!r}")
        return Paste(str(raw["field"]), raw["value"], str(raw.get("source", "")), tuple(raw.get("covers", ())))


@dataclasses.dataclass(frozen=True)
class Slot:
    """An ability on a card's face: ``name`` (``aura`` with ``pair``; BARE for a covered drawback),
    and whether it was pasted (then it can never be covered again, L1147-1149)."""
    name: str
    pair: str = ""
    pasted: bool = False


@dataclasses.dataclass(frozen=True)
class Face:
    attack: int
    hp: int
    cost: int
    slots: tuple[Slot, ...]
    pasted: frozenset[str]          # the numbers pasted over: attack, hp, cost

    def abilities(self) -> list[str]:
        return [s.name for s in self.slots if s.name != BARE]


def face_of(db: CardDb, base: str, pastes: tuple[Paste, ...] | list[Paste]) -> Face:
    d = db[base]
    nums = {"attack": d.attack, "hp": d.hp, "cost": d.cost}
    slots = [Slot(a, d.aura if a == "aura" else "") for a in d.abilities]
    done: set[str] = set()
    for p in pastes:
        if p.field != "ability":
            nums[p.field] = int(p.value)
            done.add(p.field)
            continue
        name, _, pair = str(p.value).partition(":")
        new = Slot(name, pair, True)
        at = next((i for i, s in enumerate(slots) if not s.pasted and s.name in p.covers), len(slots))
        slots = [s for s in slots if s.pasted or s.name not in p.covers]
        slots.insert(min(at, len(slots)), new)
    return Face(nums["attack"], nums["hp"], nums["cost"], tuple(slots), frozenset(done))


def mutated_id(base: str, pastes: tuple[Paste, ...] | list[Paste]) -> str:
    """The id of a mutated card: its printed id and a digest of its pastes, so two different mutations of
    one printed card (two leagues, two saved decks) never share an id."""
    if not pastes:
        return base
    text = repr([p.to_json() for p in pastes])
    return f"{base}~{hashlib.sha1(text.encode()).hexdigest()[:6]}"


def mutated_def(db: CardDb, base: str, pastes: tuple[Paste, ...] | list[Paste]) -> CardDef:
    """The game's definition of the mutated card: the printed card with its face's numbers and abilities."""
    d = db[base]
    if not pastes:
        return d
    f = face_of(db, base, pastes)
    names = [s.name for s in f.slots if s.name != BARE]
    pair = next((s.pair for s in f.slots if s.name == "aura"), "")
    return dataclasses.replace(d, id=mutated_id(base, pastes), cost=f.cost, attack=f.attack, hp=f.hp,
                               abilities=tuple(names), aura=pair)


def lab_elements(db: CardDb, lab: list[str] | tuple[str, ...]) -> list[str]:
    """Every element the lab's cards print, card by card: numbers first, then abilities."""
    out = []
    for cid in lab:
        d = db[cid]
        nums = ("cost", "attack", "hp") if d.type == "creature" else ("cost",)
        out.extend(f"{cid}/{n}" for n in nums)
        out.extend(f"{cid}/{a}" for a in d.abilities)
    return out


def element_paste(db: CardDb, element: str) -> tuple[str, Any]:
    """What a lab element pastes: (field, value)."""
    cid, _, what = element.partition("/")
    d = db[cid]
    if what in ("cost", "attack", "hp"):
        return what, getattr(d, what)
    if what == "aura":
        return "ability", f"aura:{d.aura}"
    return "ability", what


def refuse(rule: str, en: str, ko: str) -> IllegalActionError:
    return IllegalActionError(rule, en, ko)


@dataclasses.dataclass
class Book:
    """One player's mutation format: the fixed deck and lab (L1103-1117), the lab elements already cut,
    and every deck card's pastes."""
    deck: list[str]
    lab: list[str]
    used: set[str] = dataclasses.field(default_factory=set)
    pastes: dict[str, list[Paste]] = dataclasses.field(default_factory=dict)

    def face(self, db: CardDb, card: str) -> Face:
        return face_of(db, card, self.pastes.get(card, []))

    def card_defs(self, db: CardDb) -> list[CardDef]:
        """The deck as the game plays it: every card with its mutations."""
        return [mutated_def(db, c, self.pastes.get(c, [])) for c in self.deck]

    def to_json(self) -> dict[str, Any]:
        return {"deck": list(self.deck), "lab": list(self.lab), "used": sorted(self.used),
                "pastes": {c: [p.to_json() for p in ps] for c, ps in sorted(self.pastes.items()) if ps}}

    @staticmethod
    def from_json(raw: Any) -> "Book":
        if not isinstance(raw, dict):
            raise ValueError("a mutation book must be a table")
        deck, lab = raw.get("deck"), raw.get("lab")
        if not isinstance(deck, list) or not isinstance(lab, list):
            raise ValueError("a mutation book needs deck and lab lists")
        pastes = {str(c): [Paste.from_json(p) for p in ps] for c, ps in dict(raw.get("pastes", {})).items()}
        return Book([str(c) for c in deck], [str(c) for c in lab], {str(u) for u in raw.get("used", [])}, pastes)


def check(db: CardDb, costs: Costs, book: Book, card: str, element: str, covers: tuple[str, ...] = (),
          left: int | None = None, *, fill_empty: bool = False) -> int:
    """The cost in halves of pasting ``element`` (BARE: nothing, a bare cover) on deck card ``card`` over
    the abilities ``covers``, with ``left`` halves to spend; raises the refusal naming the broken limit."""
    left = costs.budget if left is None else left
    if card not in book.deck:
        raise refuse("CD-9.3", f"{card} is not in your deck: only the deck's cards are mutated.",
                     f"{card}은(는) 덱에 없습니다. 덱의 카드만 변이할 수 있습니다.")
    if db[card].type != "creature":
        raise refuse("CD-9.5.1", "Only creature cards can be mutated; spells cannot.",
                     "생명체 카드만 변이할 수 있습니다. 주문 카드는 변이할 수 없습니다.")
    f = book.face(db, card)
    if element == BARE:
        field, value = "ability", BARE
    else:
        cid, _, what = element.partition("/")
        if cid not in book.lab or element not in lab_elements(db, [cid]):
            raise refuse("CD-9.4.1", f"{element} is not an element of your own laboratory's cards.",
                         f"{element}은(는) 자기 실험실 카드의 요소가 아닙니다.")
        if element in book.used:
            raise refuse("CD-9.4.1", f"{element} has already been cut out: each lab element is used once.",
                         f"{element}은(는) 이미 오려 냈습니다. 실험실의 요소는 한 번만 쓸 수 있습니다.")
        field, value = element_paste(db, element)
    if field != "ability":
        if covers:
            raise refuse("CD-9.4", "A number is pasted over the same number, never over an ability.",
                         "수치는 같은 수치 위에만 붙이며, 특수 능력 위에는 붙이지 않습니다.")
        if field in f.pasted:
            raise refuse("CD-9.3.1", f"This card's {field} was already mutated; a mutated element cannot be "
                         "covered again.", f"이 카드의 {_KO[field]}은(는) 이미 변이했습니다. 변이한 부분은 다시 덮을 수 없습니다.")
        now = getattr(f, field)
        if field in ("attack", "hp"):
            if int(value) > MAX_VALUE:
                raise refuse("CD-9.4.4", f"Attack and HP are at most {MAX_VALUE}.",
                             f"공격값과 체력 수치는 최대 {MAX_VALUE}입니다.")
            if int(value) < now:
                raise refuse("CD-9.4.6", f"Attack and HP are never lowered: {value} is below {now}.",
                             f"공격값과 체력 수치는 낮출 수 없습니다. {value}은(는) {now}보다 낮습니다.")
        cost = costs.value[field]
    else:
        cost = _ability_cost(costs, f, str(value), covers, fill_empty)
    if cost > left:
        raise refuse("CD-9.3.2", f"This mutation costs {points(cost):g} points and only {points(left):g} are left "
                     "this phase.", f"이 변이에는 {points(cost):g}점이 필요하지만 이번 페이즈에 남은 점수는 {points(left):g}점입니다.")
    return cost


_KO = {"attack": "공격값", "hp": "체력 수치", "cost": "마나 비용"}


def _ability_cost(costs: Costs, f: Face, value: str, covers: tuple[str, ...], fill_empty: bool) -> int:
    name, _, pair = value.partition(":")
    if name in vocab.DRAWBACKS or pair in vocab.DRAWBACKS:
        raise refuse("CD-9.5.3", "A drawback (Defender, Threat, Mercenary, Curse) is only ever covered, never pasted.",
                     "약점 능력(수비, 협박, 용병, 저주)은 가릴 수만 있고 붙일 수는 없습니다.")
    if len(set(covers)) != len(covers):
        raise refuse("CD-9.4.3", "A creature cannot have the same ability twice.",
                     "하나의 생명체는 같은 특수 능력을 중첩해서 가질 수 없습니다.")
    for c in covers:
        slot = next((s for s in f.slots if s.name == c), None)
        if slot is None:
            raise refuse("CD-9.4.2", f"This card has no {c} to cover.", f"이 카드에는 가릴 {c} 능력이 없습니다.")
        if slot.pasted:
            raise refuse("CD-9.3.1", f"{c} was pasted by a mutation; a mutated element cannot be covered again.",
                         f"{c}은(는) 변이로 붙인 능력입니다. 변이한 부분은 다시 덮을 수 없습니다.")
    surcharge = sum(costs.cover.get(c, 0) for c in covers)
    if name == BARE:
        if len(covers) != 1 or covers[0] not in vocab.DRAWBACKS:
            raise refuse("CD-9.5.3", "Only a drawback (Defender, Threat, Mercenary, Curse) may be covered with "
                         "nothing pasted in its place.", "약점 능력(수비, 협박, 용병, 저주)만 아무것도 붙이지 않고 가릴 수 있습니다.")
        return surcharge
    remaining = [s for s in f.slots if s.name not in covers or s.pasted]
    if name == "aura":
        auras = [c for c in covers if c == "aura"]
        if not (len(covers) == 2 and not auras) and not (covers == ("aura",)):
            raise refuse("CD-9.5.2", "An Aura must cover two other abilities or another Aura.",
                         "후광은 반드시 다른 특수 능력 2개 혹은 다른 후광을 가려야 합니다.")
        if any(s.name == "aura" for s in remaining):
            raise refuse("CD-9.4.5", "A creature can have only one Aura.", "생명체는 후광을 하나만 가질 수 있습니다.")
        return costs.ability[pair] + surcharge
    if not covers:
        if not fill_empty or len(f.slots) >= 2:
            raise refuse("CD-9.4.2", "A new ability must be pasted over one of the card's abilities.",
                         "새 특수 능력은 기존 특수 능력 하나를 가리도록 붙여야 합니다.")
    elif len(covers) != 1:
        raise refuse("CD-9.4.2", "An ability covers exactly one ability; only an Aura covers two.",
                     "특수 능력 하나는 기존 능력 하나만 가립니다. 두 개를 가리는 것은 후광뿐입니다.")
    if any(s.name == name for s in remaining):
        raise refuse("CD-9.4.3", f"This creature already has {name}: no ability twice.",
                     f"이 생명체는 이미 {name} 능력이 있습니다. 같은 능력을 중첩할 수 없습니다.")
    return costs.ability[name] + surcharge


class Phase:
    """One mutation phase of one player (L1119-1149): 2.5 points, spent by pastes; what is left when the
    phase closes is lost (L1133-1135)."""

    def __init__(self, db: CardDb, costs: Costs, book: Book, *, fill_empty: bool = False) -> None:
        self.db, self.costs, self.book, self.fill_empty = db, costs, book, fill_empty
        self.left = costs.budget

    def cost(self, card: str, element: str, covers: tuple[str, ...] = ()) -> int:
        return check(self.db, self.costs, self.book, card, element, covers, self.left, fill_empty=self.fill_empty)

    def paste(self, card: str, element: str, covers: tuple[str, ...] = ()) -> Paste:
        spent = self.cost(card, element, covers)
        field, value = ("ability", BARE) if element == BARE else element_paste(self.db, element)
        p = Paste(field, value, element, tuple(covers))
        self.book.pastes.setdefault(card, []).append(p)
        if element != BARE:
            self.book.used.add(element)
        self.left -= spent
        return p

    def options(self) -> list[tuple[str, str, tuple[str, ...], int]]:
        """Every paste allowed now, as (card, element, covers, cost): what a program or the editor offers."""
        out = []
        free = [e for e in lab_elements(self.db, self.book.lab) if e not in self.book.used] + [BARE]
        for card in self.book.deck:
            if self.db[card].type != "creature":
                continue
            names = [s.name for s in self.book.face(self.db, card).slots if not s.pasted]
            choices: list[tuple[str, ...]] = [()] + [(n,) for n in names]
            choices += [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
            for e in free:
                for cov in choices:
                    try:
                        out.append((card, e, cov, self.cost(card, e, cov)))
                    except IllegalActionError:
                        pass
        return out


def db_with(db: CardDb, entries: Any, where: str = "<setup> mutated") -> CardDb:
    """The card set with the mutated cards a setup or a saved deck lists (``[{"base": id, "pastes": [...]}]``),
    each checked so that no file can give a card what the format never could; one DataError lists all."""
    from game.engine.errors import DataError
    if not entries:
        return db
    if not isinstance(entries, list):
        raise DataError(where, ["must be a list of {base, pastes} tables"])
    out: list[str] = []
    extra: list[CardDef] = []
    for i, raw in enumerate(entries):
        at = f"{where}[{i + 1}]"
        base = raw.get("base") if isinstance(raw, dict) else None
        if not isinstance(base, str) or base not in db or db[base].type != "creature":
            out.append(f"{at}: base: {base!r} is not a creature card")
            continue
        try:
            pastes = [Paste.from_json(p) for p in raw.get("pastes", [])]
            d = mutated_def(db, base, pastes)
        except (ValueError, TypeError, KeyError) as exc:
            out.append(f"card {base}: pastes: {exc}")
            continue
        printed = db[base]
        names = [a for a in d.abilities]
        if not (printed.attack <= d.attack <= MAX_VALUE and printed.hp <= d.hp <= MAX_VALUE and 0 <= d.cost <= MAX_VALUE):
            out.append(f"card {base}: pastes: attack and HP from the printed value to {MAX_VALUE}, cost 0 to {MAX_VALUE}")
        if len(set(names)) != len(names) or any(a not in vocab.ABILITIES for a in names):
            out.append(f"card {base}: pastes: unknown or repeated abilities {names}")
        if "aura" in names and d.aura not in vocab.AURA_PAIRS:
            out.append(f"card {base}: pastes: an Aura pairs with one of {', '.join(sorted(vocab.AURA_PAIRS))}")
        extra.append(d)
    if out:
        raise DataError(where, out)
    return db.with_cards(extra)
