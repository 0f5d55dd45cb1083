"""The Magic table's words: every card's name fits its face whole at every size the table draws it, in both
languages; a token a text makes is named as its card, never by its id nor left nameless; the Korean of the
stack's tiles reads Korean."""
from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from game.rulesets.magic import table_layout as L
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.scenario import _build
from game.rulesets.magic.table_faces import NAME_FLOOR, name_lines, name_room
from game.ui import fonts
from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene
from tests.test_words_players_read import latin_in_korean

# every face size of the table (another seat's small and middle cards, the viewer's, the stack's, the hand's),
# and each half as large again (a larger window)
SIZES = [(L.SMALL_W, L.SMALL_H), (L.MID_W, L.MID_H), (L.OWN_W, L.OWN_H), (L.STACK_W, L.STACK_H),
         (L.HAND_W, L.HAND_H)]
SIZES += [(int(w * 1.5), int(h * 1.5)) for w, h in SIZES]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_card_name_fits_its_face_whole_at_every_size(app, lang):
    db = load_card_db()
    for w, h in SIZES:
        width, room = name_room(w, h)
        for d in db.cards.values():
            name = d.name.get(lang)
            lines, px = name_lines(name, w, h)
            f = fonts.font(px, True)
            assert "".join(lines).replace(" ", "") == name.replace(" ", ""), (w, h, name, lines)   # no word dropped
            # no word broken between letters while a smaller size keeps it whole ("Emberbla / de Duelist")
            assert " ".join(lines).split() == name.split() or px <= NAME_FLOOR, (w, h, name, lines, px)
            assert all(f.size(line)[0] <= width for line in lines), (w, h, name, lines, px)
            assert len(lines) * f.get_height() <= room, (w, h, name, lines, px)


# P1's upkeep with Bellringer's Vigil; Kindle Bolt and a Mountain keep the table from passing for P1
UPKEEP = {"scenario": {"players": 2, "seed": 1},
          "position": {"step": "untap", "active": 1, "p1": {"battlefield": ["MG-W29", "MG-L04"], "hand": ["MG-R03"]},
                       "p2": {"battlefield": ["MG-L01"]}}}


def stack_words(app: Any, hands: Any, lang: str) -> list[str]:
    app.settings.animation_speed = 10.0
    app.settings.language = lang
    scene = TableScene(app, PositionSession(lambda: _build(UPKEEP, "test")))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    scene.draw(pygame.Surface(app.screen.get_size()))
    return scene.part.stack_box.tiles


def test_a_token_on_the_stack_is_named_as_its_card_never_by_its_id(app, hands):
    """Bellringer's Vigil's upkeep trigger on the stack: "create 1 Soldier token" (MG-T21)."""
    tiles = stack_words(app, hands, "en")
    assert tiles == ["Triggered ability · P1 Bellringer's Vigil At the beginning of your upkeep, you may create "
                     "1 Soldier token."], tiles
    assert not re.search(r"MG-", tiles[0])


def test_the_stack_tile_reads_korean_in_korean(app, hands):
    tiles = stack_words(app, hands, "ko")
    assert len(tiles) == 1 and "병사 토큰" in tiles[0], tiles
    assert latin_in_korean(tiles[0]) == [], tiles
