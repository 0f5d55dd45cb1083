"""The deck builder's format switch, for a game whose decks are built for a format (Magic: constructed,
Commander, Brawl; ``Catalogue.formats``). The builder then works on the catalogue under the chosen
format's rules: its leader (the commander), deck size and copies, its shipped decks and its problems.
Switching keeps the cards in progress and checks them against the new format; a leader becomes one of
the cards in a format without one. A game with one format shows no switch."""
from __future__ import annotations

from typing import Any

from game.engine.catalogue import Catalogue

from .i18n import STRINGS, t

STRINGS.update({
    "db.format": ("Format: {name}", "형식: {name}"),
    "db.format_now": ("Now building a {name} deck.", "이제 {name} 덱을 만듭니다."),
})


def format_label(base: Catalogue, cat: Catalogue, lang: str) -> str:
    """The switch's label: "Format: Commander"."""
    found = next((f.name.get(lang) for f in base.formats() if f.id == cat.format), cat.format)
    return t("db.format", lang, name=found)


def next_format(scene: Any, step: int = 1) -> None:
    """The builder (``scene``) goes on to the game's next format."""
    ids = [f.id for f in scene.base.formats()]
    if ids:
        i = ids.index(scene.cat.format) if scene.cat.format in ids else 0
        set_format(scene, ids[(i + step) % len(ids)], say=True)


def set_format(scene: Any, format_id: str, *, say: bool = False) -> None:
    """The builder builds for ``format_id``: the screen is rebuilt for its rules (the leader's line comes
    and goes)."""
    if format_id == scene.cat.format:
        return
    cat = scene.cat = scene.base.for_format(format_id)
    lead = scene.leader
    if lead is not None and (not cat.rules.leader or (lead in cat and not cat[lead].leader)):
        scene.counts[lead] = scene.counts.get(lead, 0) + 1      # it stays, as one of the cards
        scene.leader = None
    else:       # a leader kept keeps what it chose (a commander's color, 903.4b): the grid is sorted by it
        scene.cat = cat.choosing(scene.leader_chosen)
    name = scene.name_field.text
    scene.build()
    scene.name_field.text = name
    scene.refresh()
    if say:
        found = next(f.name.get(scene.lang) for f in scene.base.formats() if f.id == format_id)
        scene.toast.show(t("db.format_now", scene.lang, name=found), seconds=3)
