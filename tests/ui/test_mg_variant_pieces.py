"""The Magic table draws every variant's table piece (hooks.Piece) beside the others: a supplement of the
tests' own shows its words where Commander shows commander damage."""
from __future__ import annotations

import pygame

from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene
from tests.magic.test_mg_variant_hooks import RingBell, fair  # noqa: F401  (the fixture)


def test_the_table_draws_each_variants_piece(fair: MagicState, app, hands) -> None:
    fair.apply(RingBell(fair.priority))
    scene = TableScene(app, PositionSession(lambda: fair))
    app.push(scene)
    hands.frames(3)
    if scene.pass_pending:
        hands.pass_screen()
    scene.draw(pygame.Surface(app.screen.get_size()))
    cells = scene.root.find("counters").cells
    assert cells[:2] == ["Bells rung", "This turn"] and "yes" in cells, cells
