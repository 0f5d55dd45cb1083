"""Driving an event's screens with the mouse, as people would: the pass screen, the draft screen, the build
screen, the hub's button, the table's Concede; the tests read what each screen shows."""
from __future__ import annotations

from typing import Any, Callable

from game.engine.actions import Concede
from game.ui.build_open import OpenBuildScene
from game.ui.build_scene import BuildScene
from game.ui.cardtiles import CardTile
from game.ui.draft_scene import DraftScene
from game.ui.event_scene import EventScene
from game.ui.event_screen import PassScene
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.table.event_table import EventTableScene


def open_game_menu(app: Any, hands: Any, ruleset: str = "clash-of-decks") -> GameMenuScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find(f"game:{ruleset}"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    return app.scene


def tiles(scene: Any, prefix: str) -> list[CardTile]:
    return [n for n in scene.root.walk() if isinstance(n, CardTile) and n.key.startswith(prefix)]


def hub_of(app: Any) -> EventScene:
    return next(s for s in reversed(app.scenes) if isinstance(s, EventScene))


def wait_programs(app: Any, hands: Any, limit: int = 3000) -> None:
    """Frames until no program is thinking (their work is applied on the screen's thread)."""
    for _ in range(limit):
        run = hub_of(app).run
        if run.worker is None:
            return
        run.worker.wait(0.05)
        hands.frames(1)
    raise AssertionError("the programs never finished")


def step(app: Any, hands: Any, *, pick: Callable[[DraftScene], CardTile] | None = None,
         watch: Callable[[Any], None] | None = None) -> str:
    """One person's move on whatever event screen is up: lift a pass screen, take a card, keep the deck.
    Returns what was done ("pass", "pick", "build", "" when nothing was for a person to do)."""
    wait_programs(app, hands)
    scene = app.scene
    if watch is not None:
        watch(scene)
    if isinstance(scene, PassScene):
        hands.click_node(scene.root.find("button:ready"))
        return "pass"
    if isinstance(scene, DraftScene) and scene.seat in scene.view().get("waiting", []):
        offered = [t for t in tiles(scene, "pick:") if not t.mark]
        hands.click_node(pick(scene) if pick is not None else offered[0])
        return "pick"
    if isinstance(scene, (BuildScene, OpenBuildScene)):
        hands.click_node(scene.root.find("button:keep"))
        return "build"
    hands.frames(2)
    return ""


def through(app: Any, hands: Any, until: Callable[[Any], bool], *, limit: int = 400, **kw: Any) -> list[str]:
    """People's moves until ``until(app.scene)``; what was done, in order."""
    done: list[str] = []
    for _ in range(limit):
        if until(app.scene):
            return done
        done.append(step(app, hands, **kw))
    raise AssertionError(f"not reached: {type(app.scene).__name__} {getattr(app.scene, 'key', None)}")


def concede_at_the_table(app: Any, hands: Any) -> EventTableScene:
    """The person at the table concedes (the Concede button twice), and the game-over screen shows."""
    table = app.scene
    assert isinstance(table, EventTableScene)
    hands.quiet()
    hands.pass_screen()
    hands.click_node(table.btn_concede)
    hands.click_node(table.btn_concede)
    hands.settle()
    assert table.session.state.result is not None
    assert any(isinstance(a, Concede) for a in table.session.match.log)
    return table
