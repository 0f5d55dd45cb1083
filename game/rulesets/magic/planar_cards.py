"""What a plane or a phenomenon card may be (901.7, 310, 311), checked as the card files load, and the id of
the planeswalking ability (901.8), which is no card's: ``cards.load_card_db`` keeps it as a definition of
its own only so that the stack can name it and resolve it like any ability. No pygame."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any


if TYPE_CHECKING:
    from .cards import CardDef

WALK_ID = "MG-PW00"
# What a face-up plane hears from the command zone: its controller's upkeep and end step, the chaos roll,
# planeswalking to and from it (901.7, 901.9b, 901.11b); a phenomenon only its encounter (311).
PLANE_TRIGGERS = ("upkeep", "end_step", "chaos", "planeswalk_to", "planeswalk_from", "roll_die")
PLANE_SCOPES = ("each_creature",)


def problems(card: "CardDef", raw: dict[str, Any], where: str) -> list[str]:
    out = []
    if len(card.types) != 1 or raw.get("cost", "") != "" or card.supertypes or card.keywords or card.token:
        out.append(f"{where}: a plane or phenomenon is of that one type, with no cost, supertype, keyword or token flag")
    phenomenon = card.is_a("phenomenon")
    encounters = 0
    for i, a in enumerate(card.abilities):
        at = f"{where}.abilities[{i}]"
        if any(e.to == "self" for e in a.effects) or a.kind not in ("static", "triggered"):
            out.append(f"{at}: a plane's or phenomenon's ability is static or triggered, with no effect to self")
        elif a.kind == "static" and (phenomenon or a.scope not in PLANE_SCOPES):
            out.append(f"{at}: a plane's static ability reaches {', '.join(PLANE_SCOPES)} (901.7); a phenomenon has none")
        elif a.kind == "triggered" and phenomenon:
            encounters += a.when == "encounter"
            if a.when != "encounter":
                out.append(f"{at}.when: a phenomenon's abilities trigger as it is encountered (encounter)")
        elif a.kind == "triggered" and a.when not in PLANE_TRIGGERS:
            out.append(f"{at}.when: a plane's triggers are {', '.join(PLANE_TRIGGERS)}")
    if phenomenon and encounters != 1:
        out.append(f"{where}: a phenomenon has one 'encounter' triggered ability")
    if not phenomenon and not any(a.when == "chaos" for a in card.abilities):
        out.append(f"{where}: a plane has a 'chaos' triggered ability (901.9b)")
    return out
