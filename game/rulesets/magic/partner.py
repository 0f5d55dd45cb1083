"""Partner (702.124): two legendary creatures that each say "Partner with" the other may both be the
commander of one Commander deck. The deck then has both among its 100 cards (903.5a), its color identity
is both commanders' together (702.124c, 903.4), each is cast from the command zone with its own tax (903.8,
kept per card) and commander damage is counted per commander (903.10a, kept per card). Only an exact pair
may: a card saying "Partner with" one card never partners another (702.124j).

The printed keyword's triggered half (on entering, a search for the other) is an ability of each card of
the pair, a ``search`` with ``find = "partner"`` (library.py). No pygame."""
from __future__ import annotations

from .cards import CardDb, DeckProblem


def partner_problems(db: CardDb, cards: list[str], commander: str, partner: str) -> list[DeckProblem]:
    """Every way a deck's two commanders break 702.124, each naming the rule and the cards."""
    if partner not in db or commander not in db:
        return [DeckProblem("702.124", f"The deck names no partner card (not {partner!r}).",
                            f"덱이 동료 카드를 지정하지 않았습니다({partner!r}).")]
    out: list[DeckProblem] = []
    lead, second = db[commander], db[partner]
    if partner == commander or lead.partner_with != partner or second.partner_with != commander:
        out.append(DeckProblem("702.124j", f"{commander} and {partner} are not partners: each must say "
                                           f"\"Partner with\" the other.",
                               f"{commander}와(과) {partner}는 동료가 아닙니다: 서로를 \"~와 동료\"로 명시해야 합니다."))
    if not (second.legendary and second.is_a("creature")):
        out.append(DeckProblem("903.3", f"{partner} cannot be a commander: it is not a legendary creature.",
                               f"{partner}: 전설적 생물이 아니므로 장군이 될 수 없습니다."))
    if partner not in cards:
        out.append(DeckProblem("903.5a", f"The partner {partner} is one of the deck's cards.",
                               f"동료 장군 {partner}도 덱의 카드에 포함됩니다."))
    return out


def implied(db: CardDb, commander: str, cards: list[str] | tuple[str, ...]) -> str:
    """The second commander a deck means without naming it: the card its commander says "Partner with",
    when that card is among the deck's and says the same of the commander (a deck built on the deck
    screens names one leader); "" if none."""
    mate = db[commander].partner_with if commander in db else ""
    return mate if mate and mate in cards and mate in db and db[mate].partner_with == commander else ""
