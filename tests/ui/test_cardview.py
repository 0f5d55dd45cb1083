"""The large card view outside the table shows every line of every card of every game, in both
languages and at every text size."""
from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.text import Msg
from game.ui import games
from game.ui.cardview import Preview
from game.ui.node import Node

CATALOGUES = [games.catalogue(info) for info in registry.all_rulesets() if info.part("catalogue") is not None]


@pytest.mark.parametrize("cat", CATALOGUES, ids=lambda c: c.ruleset)
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_every_card_shows_all_its_text(app, cat, lang, text_size) -> None:
    root = Node(0, 0, 1280, 720)
    view = root.add(Preview())
    view.catalogue, view.lang, view.text_scale = cat, lang, text_size
    surface = pygame.Surface((1280, 720))
    blocked = Msg("The leader keeps this card out.", "리더가 이 카드를 막습니다.")
    for card in cat.cards:
        view.show(card, pygame.Rect(10, 10, 120, 170), count=4, blocked=blocked, panel_left=900)
        view.draw(surface)
        assert view.dropped == 0, (card.id, lang, text_size)
        shown = " ".join(view.shown_text)
        assert card.name.get(lang) in shown
        # the last word of the card's last line is there (the whole text, not its first lines)
        lines = [line for line, *_ in view._details(card, 15, 9999) if line]
        assert lines[-1].split()[-1] in shown, (card.id, lines[-1])
        for line in cat.text(card.id, lang):           # every ability, each word of it somewhere
            assert line.split()[-1] in shown, (card.id, line)


@pytest.mark.parametrize("cat", CATALOGUES, ids=lambda c: c.ruleset)
def test_every_games_colours_keep_text_readable_on_a_chosen_chip_or_deck(cat) -> None:
    """INK on a selected chip or deck, filled with the card colour, in both palettes (WCAG 4.5:1)."""
    from game.ui.palette import INK, contrast, selected_fill
    for colour in cat.colours.values():
        for rgb in (colour.rgb, colour.safe_rgb):
            assert contrast(INK, selected_fill(rgb)) >= 4.5, (colour.id, rgb)
        assert colour.name.en and colour.name.ko and colour.glyph
