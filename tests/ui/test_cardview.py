"""The large card view outside the table shows every line of every card, in both languages and
at every text size."""
from __future__ import annotations

import pygame
import pytest

from game.rulesets.lanes.cards import load_card_db
from game.ui.cardview import Preview
from game.ui.node import Node

DB = load_card_db()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_every_card_shows_all_its_text(app, lang, text_size) -> None:
    root = Node(0, 0, 1280, 720)
    view = root.add(Preview())
    view.db, view.lang, view.text_scale = DB, lang, text_size
    surface = pygame.Surface((1280, 720))
    for card in DB.cards.values():
        view.show(card, pygame.Rect(10, 10, 120, 170), count=4, blocked=True, panel_left=900)
        view.draw(surface)
        assert view.dropped == 0, (card.id, lang, text_size)
        shown = " ".join(view.shown_text)
        assert card.name.get(lang) in shown
        # the last word of the card's last line is there (the whole text, not its first lines)
        lines = [line for line, *_ in view._details(card, 15, 9999) if line]
        assert lines[-1].split()[-1] in shown, (card.id, lines[-1])
