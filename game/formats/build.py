"""Deck building with a minimum (and maybe a maximum), free cards and the game's own choices: the build
stage of a format whose ``[build]`` is not an exact count (spec.py ``BuildSpec.stepwise``).

Such a deck is kept in one answer to the seat's build decision: ``Choose(seat, "deck:<cards>;<free>;<choices>")``
(its drafted cards by number, the free cards by id with their counts, the game's choices), so a person's
screen, a program and a test answer alike and a log replays it. The answers are too many to list: the
legal list holds the program's deck (the game's ``suggest_deck``) and the door checks any other
(``why_not``), refusing with the rule it breaks in English and Korean: the size (the format's rule), a
card not drafted or not free (the format's rule), a choice missing or not offered, or the game's deck
rules (``deck_problems``, the game's rule ids, e.g. 903.13f).
"""
from __future__ import annotations

import dataclasses
from collections import Counter
from typing import TYPE_CHECKING, Any, Mapping

from game.engine.actions import Action, Choose
from game.engine.errors import IllegalActionError
from game.engine.text import Msg

if TYPE_CHECKING:
    from .event import EventState

PREFIX = "deck:"
Problem = tuple[str, str, str]       # (rule, English, Korean)

SAY = {
    "built": Msg("Your deck is built.", "덱을 이미 만들었습니다."),
    "how": Msg("Now every player builds a deck from the cards they drafted.", "지금은 모두 드래프트한 카드로 덱을 만듭니다."),
    "few": Msg("A deck holds at least {n} cards, not {d}.", "덱은 최소 {n}장이어야 합니다({d}장)."),
    "many": Msg("A deck holds at most {n} cards, not {d}.", "덱은 최대 {n}장입니다({d}장)."),
    "undrafted": Msg("Card {c} is not one you drafted (or is in the deck twice).",
                     "{c}번 카드는 드래프트한 카드가 아닙니다(또는 덱에 두 번 들어 있습니다)."),
    "not_free": Msg("{c} is not a card you may add freely.", "{c}은(는) 마음대로 더할 수 있는 카드가 아닙니다."),
    "unknown": Msg("There is no choice {k} to make.", "{k}(이)라는 선택은 없습니다."),
    "missing": Msg("Choose {what} first.", "먼저 {what}을(를) 고르세요."),
    "not_offered": Msg("{v} is not one of the choices for {what}.", "{v}은(는) {what}의 선택지가 아닙니다."),
    "garbled": Msg("That answer names no deck: its cards, the cards added freely and the choices.",
                   "덱을 나타내는 답이 아닙니다. 카드, 마음대로 더한 카드, 선택을 적어야 합니다."),
}


@dataclasses.dataclass(frozen=True)
class BuildChoice:
    """One of the game's own build choices: its id (the answer's key), what a player reads, the values
    offered with their names, and the game's rule that asks for it (said when it is missing)."""
    id: str
    name: Msg
    options: tuple[tuple[str, Msg], ...]
    rule: str = ""

    def values(self) -> tuple[str, ...]:
        return tuple(v for v, _ in self.options)


@dataclasses.dataclass(frozen=True)
class Deck:
    """A deck as an answer: drafted cards (numbers), free cards (ids, repeated) and choices, sorted so
    one deck is one answer."""
    cards: tuple[int, ...] = ()
    free: tuple[str, ...] = ()
    chosen: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, cards: Any = (), free: Any = (), chosen: Mapping[str, str] | None = None) -> "Deck":
        return cls(tuple(sorted(int(c) for c in cards)), tuple(sorted(free)), tuple(sorted((chosen or {}).items())))

    def size(self) -> int:
        return len(self.cards) + len(self.free)

    def choices(self) -> dict[str, str]:
        return dict(self.chosen)

    def option(self) -> str:
        free = ",".join(f"{d}*{n}" for d, n in sorted(Counter(self.free).items()))
        chosen = ",".join(f"{k}={v}" for k, v in self.chosen)
        return f"{PREFIX}{','.join(map(str, self.cards))};{free};{chosen}"

    @classmethod
    def parse(cls, option: Any) -> "Deck | None":
        """The deck an answer names; None when it is not written as one."""
        if not isinstance(option, str) or not option.startswith(PREFIX):
            return None
        parts = option[len(PREFIX):].split(";")
        if len(parts) != 3:
            return None
        try:
            cards = [int(c) for c in parts[0].split(",") if c]
            free: list[str] = []
            for item in filter(None, parts[1].split(",")):
                def_id, _, n = item.partition("*")
                if not def_id or int(n) < 1:
                    return None
                free += [def_id] * int(n)
            chosen = dict(item.split("=", 1) for item in filter(None, parts[2].split(",")))
        except ValueError:
            return None
        return cls.of(cards, free, chosen)


def free_cards(ev: "EventState", seat: int) -> list[str]:
    """The cards ``seat`` may add to its deck in any number (the game's list: basic lands)."""
    build = ev.spec.build
    return list(ev.hooks.free_cards(build.free, ev, seat)) if build is not None and build.free else []


def ids(ev: "EventState", deck: Deck) -> list[str]:
    return [ev.card_id(c) for c in deck.cards] + list(deck.free)


def choices(ev: "EventState", seat: int, deck: Deck) -> list[BuildChoice]:
    """The game's own choices for this deck (a commander among its cards; a color for a commander that
    chooses one): they may depend on what the deck holds and what is chosen already."""
    build = ev.spec.build
    if build is None or not build.choices:
        return []
    return list(ev.hooks.build_choices(build.choices, ev, seat, ids(ev, deck), deck.choices()))


def problems(ev: "EventState", seat: int, deck: Deck) -> list[Problem]:
    """Every rule ``deck`` breaks as ``seat``'s deck, the format's first, then the game's; empty: legal."""
    build = ev.spec.build
    assert build is not None
    out: list[Problem] = []
    rule = build.rule

    def say(key: str, **kw: Any) -> None:
        out.append((rule, SAY[key].en.format(**kw), SAY[key].ko.format(**kw)))
    pool = Counter(int(c) for c in ev.pools[seat])
    for c, n in Counter(deck.cards).items():
        if n > pool[c]:
            say("undrafted", c=c)
    allowed = set(free_cards(ev, seat))
    for def_id in sorted(set(deck.free) - allowed):
        say("not_free", c=def_id)
    if out:
        return out           # the choices and the game's rules read a deck made of cards the seat may hold
    offered = {ch.id: ch for ch in choices(ev, seat, deck)}
    chosen = deck.choices()
    for k in sorted(set(chosen) - set(offered)):
        say("unknown", k=k)
    for k, ch in offered.items():
        if k not in chosen:
            out.append((ch.rule or rule, SAY["missing"].en.format(what=ch.name.en), SAY["missing"].ko.format(what=ch.name.ko)))
        elif chosen[k] not in ch.values():
            out.append((ch.rule or rule, SAY["not_offered"].en.format(v=chosen[k], what=ch.name.en),
                        SAY["not_offered"].ko.format(v=chosen[k], what=ch.name.ko)))
    if deck.size() < build.deck_min:
        say("few", n=build.deck_min, d=deck.size())
    if build.deck_max and deck.size() > build.deck_max:
        say("many", n=build.deck_max, d=deck.size())
    # the game's rules with the choices made so far (it leaves a choice still to make to the line above)
    return out + list(ev.hooks.deck_problems(ev, seat, ids(ev, deck), chosen))


def suggested(ev: "EventState", seat: int) -> Deck:
    """The deck a program keeps: the game's suggestion, its cards taken from the seat's pool first and
    the rest from the free cards, with the game's suggested choices."""
    left = [int(c) for c in ev.pools[seat]]
    allowed = set(free_cards(ev, seat))
    cards: list[int] = []
    free: list[str] = []
    for def_id in ev.hooks.suggest_deck(ev, seat):
        mine = next((c for c in left if ev.card_id(c) == def_id), None)
        if mine is not None:
            left.remove(mine)
            cards.append(mine)
        elif def_id in allowed:
            free.append(def_id)
    chosen = dict(ev.hooks.suggest_choices(ev.spec.build.choices, ev, seat)) if ev.spec.build and ev.spec.build.choices else {}
    return Deck.of(cards, free, chosen)


def auto_free(ev: "EventState", seat: int, deck: Deck) -> Deck:
    """``deck`` with its free cards replaced by the game's own fill up to the minimum (automatic basic
    lands: by the colors of the spells), the drafted cards, the choices and a free card a choice names
    (Ulo as the commander) kept."""
    build = ev.spec.build
    assert build is not None
    if not build.free:
        return deck
    named = sorted(set(deck.free) & set(deck.choices().values()))
    kept = Deck.of(deck.cards, named, deck.choices())
    n = max(0, build.deck_min - kept.size())
    fill = list(ev.hooks.fill_free(build.free, ev, seat, ids(ev, kept), kept.choices(), n)) if n else []
    return Deck.of(deck.cards, named + fill, deck.choices())


# ----- the door ------------------------------------------------------------------------------------
def legal(ev: "EventState", builders: list[int]) -> list[Action]:
    """The listed answers: each builder's program deck (any other legal deck is accepted too)."""
    out: list[Action] = []
    for seat in builders:
        deck = suggested(ev, seat)
        if not problems(ev, seat, deck):
            out.append(Choose(seat, deck.option()))
    return out


def why_not(ev: "EventState", action: Action, builders: list[int]) -> IllegalActionError | None:
    build = ev.spec.build
    assert build is not None

    def no(m: Msg, rule: str = build.rule) -> IllegalActionError:
        return IllegalActionError(rule, m.en, m.ko, action)
    if not isinstance(action, Choose):
        return no(SAY["how"])
    if action.player not in builders:
        return no(SAY["built"])
    deck = Deck.parse(action.option)
    if deck is None:
        return no(SAY["garbled"])
    found = problems(ev, action.player, deck)
    return IllegalActionError(found[0][0], found[0][1], found[0][2], action) if found else None


def perform(ev: "EventState", action: Action) -> None:
    build = ev.spec.build
    assert isinstance(action, Choose) and build is not None
    deck = Deck.parse(action.option)
    assert deck is not None
    seat = action.player
    ev.decks[seat] = list(deck.cards)
    ev.free[seat] = list(deck.free)
    ev.chosen[seat] = deck.choices()
    rest = [c for c in ev.pools[seat] if c not in deck.cards]
    ev.hooks.built(ev, seat, ids(ev, deck), [ev.card_id(c) for c in rest])
    ev.emit("deck_built", player=seat, size=deck.size(), rule=build.rule)
