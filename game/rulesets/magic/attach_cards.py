"""Auras and Equipment as card data (301.5, 303.4; docs/magic-cards.md): what an Aura enchants, the spell
that aims it, the Equip ability, and the checks a card file gets for them. Reads only the card's words, so
``cards.py`` may ask it while it loads. The rules of attaching are in ``attach.py``. No pygame."""
from __future__ import annotations

from typing import Any

from . import vocab

AURA, EQUIPMENT = "Aura", "Equipment"
# Statics that make sense only for the permanent an Aura or Equipment is attached to.
HOST_ONLY = ("restrain", "control")


def is_equip(ability: Any) -> bool:
    """The Equip ability (702.6a): an activated ability whose one effect attaches this to its target."""
    return ability.kind == "activated" and len(ability.effects) == 1 and ability.effects[0].do == "attach"


def hurts_host(abilities: Any) -> bool:
    """True when the Aura's statics are bad for the creature it enchants (or take it from its controller):
    the Aura is aimed at an opponent's creature."""
    for a in abilities:
        if a.kind != "static" or a.scope != "attached":
            continue
        if a.static in HOST_ONLY:
            return True
        if a.static == "anthem" and a.effects and a.effects[0].power + a.effects[0].toughness < 0:
            return True
    return False


def problems(card: Any, raw: dict[str, Any], where: str) -> list[str]:
    """An Aura is an enchantment with an ``enchant`` word and no spell ability of its own; only an Aura or
    Equipment has "attached" statics; the Equip ability is only an Equipment's, at sorcery speed (702.6a),
    aimed at a creature you control."""
    out: list[str] = []
    aura = AURA in card.subtypes
    equipment = EQUIPMENT in card.subtypes
    enchant = raw.get("enchant")
    if enchant is not None and (not aura or enchant not in vocab.ENCHANT):
        out.append(f"{where}.enchant: only an Aura has it, one of {', '.join(vocab.ENCHANT)}")
    if aura and (not card.is_a("enchantment") or enchant is None):
        out.append(f"{where}: an Aura is an enchantment with an enchant word (303.4a)")
    if equipment and not card.is_a("artifact"):
        out.append(f"{where}: an Equipment is an artifact (301.5)")
    if (aura or equipment) and card.is_a("creature"):
        out.append(f"{where}: an Aura or Equipment here is never a creature itself")
    for i, a in enumerate(card.abilities):
        if a.kind == "static" and a.static in HOST_ONLY and a.scope != "attached":
            out.append(f"{where}.abilities[{i}]: {a.static} is a static of the attached scope only")
        if a.kind == "static" and a.scope == "attached" and not (aura or equipment):
            out.append(f"{where}.abilities[{i}]: only an Aura or Equipment has statics for what it is attached to")
        if a.kind == "static" and a.static == "control" and not aura:
            out.append(f"{where}.abilities[{i}]: only an Aura says \"you control enchanted creature\"")
        uses_attach = any(e.do == "attach" for e in a.effects)
        if uses_attach and not (equipment and is_equip(a) and a.sorcery and a.target == "creature_you_control"
                                and not a.tap and not a.sacrifice and a.loyalty is None):
            out.append(f"{where}.abilities[{i}]: attach is the Equip ability of an Equipment alone: activated, "
                       f"sorcery = true, target = \"creature_you_control\", its one effect (702.6a)")
    return out
