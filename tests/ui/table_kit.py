"""Opening a table on a position built for a test: the scene pushed, the pass screen taken (a hotseat seat
may be covered first) and the animations settled, as a player would find it."""
from __future__ import annotations

from typing import Any, Callable

from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene


def open_position(app: Any, hands: Any, make: Callable[[], Any]) -> TableScene:
    scene = TableScene(app, PositionSession(make))
    app.push(scene)
    hands.frames(3)
    if scene.pass_pending:
        hands.pass_screen()
    hands.settle()
    return scene
