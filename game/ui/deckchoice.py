"""The deck builder's choice row, for a leader that has its player choose something before the game
(``Catalogue.leader_choice``; Magic: a commander that chooses a color as the game begins, 903.4b).

Under the leader's line the builder then shows what the game calls the choice and a chip per value
(a colour's chips with its glyph), reachable from the keyboard with the deck's name and leader. The
value chosen goes into the catalogue the builder works with (``Catalogue.choosing``), so the grid's
marks and order, the leader's lines and the deck's problems all count it, and it is saved with the
deck. A choice belongs to the leader it was made for: another leader starts without one. A game
whose leaders choose nothing never shows the row."""
from __future__ import annotations

from typing import Any, Iterable

import pygame

from . import faces, fonts
from .deckparts import ColourChip
from .node import Node
from .palette import BUTTON_HOVER, CHIP, INK, INK_DIM, selected_fill
from .widgets import FitLabel, Toggle, fit_size

CHIP_GAP = 6
GLYPH = 20
PREFIX = "choice:"          # the chips' button ids: "choice:G"


def chip_height() -> float:
    """A chip's height at the text size in use: a colour's glyph over its name."""
    return GLYPH + 8 + fonts.reading(15) * 1.25 + 4


def row_height() -> float:
    """The row's height at the text size in use: its caption, then its chips."""
    return fonts.reading(13) * 1.3 + 4 + chip_height() + 6


class ColourSwatch(ColourChip):
    """A colour to choose: its glyph over its name (five side by side leave no room for both on a line;
    the name is never shrunk to nothing), filled with the colour when chosen."""

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        pygame.draw.rect(surface, selected_fill(self.rgb) if self.on else (BUTTON_HOVER if self.hover else CHIP), r,
                         border_radius=rad)
        pygame.draw.rect(surface, self.rgb if self.on else (84, 94, 110), r,
                         width=max(1, int((3 if self.on else 1) * s)), border_radius=rad)
        g = pygame.Rect(0, 0, int(GLYPH * s), int(GLYPH * s))
        g.midtop = (r.centerx, int(r.y + 6 * s))
        faces.draw_glyph(surface, self.glyph, g, self.rgb)
        size = fit_size(self.label, fonts.reading(15) * s, r.w - 8 * s, True, 9 * s)
        img = fonts.text(self.label, size, INK if self.on or self.hover else INK_DIM, True)
        surface.blit(img, img.get_rect(midbottom=(r.centerx, int(r.bottom - 3 * s))))


def set_chosen(scene: Any, leader: str | None, chosen: Iterable[tuple[str, str]]) -> None:
    """The builder's deck has ``leader`` with these choices made (a loaded deck's, or none); its catalogue
    counts them from now on."""
    scene.leader_chosen = dict(chosen)
    scene.choice_for = leader
    scene.cat = scene.cat.choosing(scene.leader_chosen)


def choose(scene: Any, value: str) -> None:
    """The player chose ``value`` for the leader: the grid is laid out again (what the leader keeps out
    goes last), the deck checked again."""
    asks = scene.cat.leader_choice(scene.leader)
    if asks is None or value not in dict(asks.values):
        return
    set_chosen(scene, scene.leader, [(asks.field, value)])
    scene.mark_dirty()
    scene.refresh()


def sync(scene: Any) -> Node | None:
    """Bring the row and the builder's catalogue in line with the deck's leader (called as the deck
    changes); returns the row when it is shown."""
    asks = scene.cat.leader_choice(scene.leader) if scene.leader is not None else None
    if scene.choice_for != scene.leader or asks is None:       # another leader: its own choice, none yet
        set_chosen(scene, scene.leader, [])
    scene.cat = scene.cat.choosing(scene.leader_chosen)               # a format switched to counts it again
    row: Node = scene.choice_row
    row.clear()
    row.visible = asks is not None
    if asks is None:
        return None
    lang, safe = scene.lang, scene.safe
    row.add(FitLabel(0, 0, asks.label.get(lang), max_w=row.w, size=13, color=INK_DIM, name="choice_label"))
    top = fonts.reading(13) * 1.3 + 4
    w = (row.w - CHIP_GAP * (len(asks.values) - 1)) / max(1, len(asks.values))
    on = scene.leader_chosen.get(asks.field)
    h = chip_height()
    for i, (value, name) in enumerate(asks.values):
        x = i * (w + CHIP_GAP)
        if asks.colours:
            chip: Toggle = ColourSwatch(x, top, w, h, name.get(lang), PREFIX + value,
                                        glyph=faces.colour_glyph(scene.cat, value),
                                        rgb=faces.colour_rgb(scene.cat, value, safe))
        else:
            chip = Toggle(x, top, w, h, name.get(lang), PREFIX + value)
        chip.on = value == on
        row.add(chip)
    return row


def chips(scene: Any) -> list[Node]:
    """The row's chips, for the keyboard's focus (none while it is hidden)."""
    row: Node = scene.choice_row
    return [n for n in row.children if isinstance(n, Toggle)] if row.visible else []
