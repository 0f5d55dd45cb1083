"""An additional cost to cast a spell as card data (118.8): the ``additional`` field and its printed line.
Apart from paying it (extra_costs.py) so that the card files' reader needs no rules module. No pygame."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CardDef

KINDS = ("life", "discard", "sacrifice")


def parse(raw: dict[str, Any], where: str, problems: list[str]) -> dict[str, Any]:
    """``additional = { life = 3 }`` as the CardDef's fields (none if the card has no such cost)."""
    if "additional" not in raw:
        return {}
    extra = raw["additional"]
    if not isinstance(extra, dict) or len(extra) != 1 or next(iter(extra)) not in KINDS:
        problems.append(f"{where}.additional: one of {{ life = N }}, {{ discard = N }}, {{ sacrifice = N }}")
        return {}
    kind, n = next(iter(extra.items()))
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 10:
        problems.append(f"{where}.additional.{kind}: a whole number from 1 to 10, not {n!r}")
        return {}
    if not any(t in raw.get("types", []) for t in ("instant", "sorcery", "creature", "artifact", "enchantment",
                                                   "planeswalker")):
        problems.append(f"{where}.additional: only a spell has an additional cost to cast it")
    return {"extra_cost": kind, "extra_amount": n}


def lines(card: CardDef, lang: str) -> list[str]:
    """The card's line for its additional cost, as printed (before its abilities)."""
    n, kind = card.extra_amount, card.extra_cost
    if not kind:
        return []
    if lang == "ko":
        what = {"life": f"생명점 {n}점을 지불합니다", "discard": "카드 한 장을 버립니다" if n == 1 else f"카드 {n}장을 버립니다",
                "sacrifice": "생물 하나를 희생합니다" if n == 1 else f"생물 {n}개를 희생합니다"}[kind]
        return [f"이 주문을 발동하려면 추가 비용으로 {what}."]
    what = {"life": f"pay {n} life", "discard": "discard a card" if n == 1 else f"discard {n} cards",
            "sacrifice": "sacrifice a creature" if n == 1 else f"sacrifice {n} creatures"}[kind]
    return [f"As an additional cost to cast this spell, {what}."]
