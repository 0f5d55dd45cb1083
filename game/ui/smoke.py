"""Driving the real table with synthetic input: the smoke run, the frame benchmark, and the tests' hands."""
from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

import pygame

from game.engine.actions import Choose
from game.engine.rng import Rng
from game.rulesets.lanes.actions import Attack, PlayUnit

from .app import App
from .settings import Settings


class Hands:
    """Synthetic mouse and keyboard on a running app."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def settle(self, limit: int = 900) -> None:
        """Run frames until the table has shown every event (and a little more for springs)."""
        scene = self.app.scene
        for _ in range(limit):
            if not getattr(scene, "animating", lambda: False)():
                break
            self.frames()
        self.frames(20)

    def post(self, etype: int, **kw: Any) -> None:
        pygame.event.post(pygame.event.Event(etype, **kw))

    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.frames(2)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(2)

    def click_node(self, node: Any) -> None:
        self.click(node.world_rect().center)

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="")
        self.frames(2)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 12) -> None:
        sx, sy = int(start[0]), int(start[1])
        self.post(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)
        self.frames(2)
        for i in range(1, steps + 1):
            x = int(sx + (end[0] - sx) * i / steps)
            y = int(sy + (end[1] - sy) * i / steps)
            self.post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
            self.frames(1)
        self.post(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)
        self.frames(2)

    def screen_point(self, lx: float, ly: float) -> tuple[float, float]:
        root = self.app.scene.root
        return root.x + lx * root.scale, root.y + ly * root.scale

    def card_center(self, iid: int) -> tuple[float, float]:
        return self.app.scene.card_nodes[iid].world_rect().center

    def drop_center(self, dest: tuple[Any, ...]) -> tuple[float, float]:
        r = self.app.scene.dest_rect(dest)
        return self.screen_point(r.centerx, r.centery)

    def pass_screen(self) -> None:
        scene = self.app.scene
        if scene.pass_pending:
            self.click((10, 10))
            self.frames(5)

    def choose_word(self, option: str) -> None:
        node = self.app.scene.prompt.find(f"button:choose:{option}")
        assert node is not None, f"no {option!r} button in the prompt"
        self.click_node(node)


def _temp_home() -> None:
    if not os.environ.get("TABLETOP_CARDS_HOME"):
        os.environ["TABLETOP_CARDS_HOME"] = tempfile.mkdtemp(prefix="tabletop-")


def scripted_opening(*, seed: int = 11, screenshot: str | None = None, lang: str = "en",
                     size: tuple[int, int] = (1280, 720)) -> dict[str, Any]:
    """Mulligans, a unit placed by a drag, an attack by a drag, a damage reveal: all through the UI."""
    from .table.scene import TableScene
    _temp_home()
    app = App(size=size, headless=os.environ.get("SDL_VIDEODRIVER") == "dummy", settings=Settings(language=lang, sound=False),
              settings_path=os.path.join(os.environ["TABLETOP_CARDS_HOME"], "settings.toml"))
    scene = TableScene.new_hotseat(app, seed=seed)
    app.push(scene)
    hands = Hands(app)
    hands.frames(30)
    st = lambda: app.scene.session.state
    for _ in range(2):  # 5.1.6: both players keep, first player first
        hands.pass_screen()
        hands.settle()
        hands.choose_word("keep")
        hands.settle()
    hands.pass_screen()
    hands.settle()
    for _turn in range(8):  # until the turn player can afford a unit: end turns with the buttons
        plays = [a for a in st().legal_actions() if isinstance(a, PlayUnit)]
        if plays:
            break
        hands.click_node(app.scene.btn_primary)   # end the main phase
        hands.settle()
        hands.click_node(app.scene.btn_primary)   # end the turn
        hands.settle()
        while st().decisions and st().decisions[0].kind == "discard":
            d = st().decisions[0]
            hands.click(hands.card_center(d.remaining()[0]))
            hands.settle()
        hands.pass_screen()
        hands.settle()
    me = st().turn_player
    assert plays, "no unit could be placed"
    play = min(plays, key=lambda a: (a.lane != 1, a.card))
    hands.drag(hands.card_center(play.card), hands.drop_center(("lane", me, play.lane)))
    hands.settle()
    placed = st().unit_at(me, play.lane) == play.card
    hands.click_node(app.scene.btn_primary)   # to the attack phase
    hands.settle()
    before = len(st().zones[f"p{1 - me}.damage"].cards) + len(st().zones[f"p{1 - me}.trash"].cards)
    attack = Attack(me, play.lane)
    hands.drag(hands.card_center(play.card), hands.drop_center(("attack", 1 - me, play.lane)))
    hands.settle()
    hands.pass_screen()
    if st().decisions and st().decisions[0].kind == "block":
        hands.choose_word("none")
        hands.settle()
        hands.pass_screen()
    hands.settle()
    revealed = len(st().zones[f"p{1 - me}.damage"].cards) + len(st().zones[f"p{1 - me}.trash"].cards) - before
    if screenshot:
        folder = os.path.dirname(os.path.abspath(screenshot))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(app.screen, screenshot)
    out = {"ok": bool(placed and revealed >= 1), "placed": placed, "attack": str(attack),
           "damage_revealed": revealed, "actions": len(app.scene.session.match.log), "screenshot": screenshot}
    pygame.quit()
    return out


def bench_frames(*, frames: int = 600, size: tuple[int, int] = (1280, 720), seed: int = 4) -> dict[str, Any]:
    """A full board (a game played some turns by random legal actions) rendered with animations running."""
    from .table.scene import TableScene
    _temp_home()
    t0 = time.perf_counter()
    app = App(size=size, headless=True, settings=Settings(sound=False),
              settings_path=os.path.join(os.environ["TABLETOP_CARDS_HOME"], "settings.toml"))
    startup_ms = (time.perf_counter() - t0) * 1000
    scene = TableScene.new_hotseat(app, seed=seed)
    app.push(scene)
    rng = Rng(seed)
    s = scene.session
    while s.state.turn < 7 and s.state.result is None:
        legal = [a for a in s.state.legal_actions() if not (isinstance(a, Choose) and a.option == "mulligan")]
        s.apply(legal[rng.below(len(legal))])
    scene.viewer = scene.acting()
    scene.pass_pending = False
    scene.overlay.visible = False
    scene.resync(snap=True)
    scene.refresh_controls()
    times = []
    units = [u for p in (0, 1) for u in s.state.units(p)]
    for i in range(frames):
        if i % 30 == 0:  # keep animations going: lunges, banners, a hovered large view
            for u in units:
                scene.physics.nudge(u, 0, 400 if i % 60 else -400)
            scene.banner.show("Trigger!", 0.8)
            scene.large.iid = units[0] if units else None
        t = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    p50 = statistics.median(times)
    p95 = times[int(len(times) * 0.95) - 1]
    pygame.quit()
    return {"frames": frames, "width": size[0], "height": size[1], "frame_ms_p50": round(p50, 3),
            "frame_ms_p95": round(p95, 3), "fps": round(1000 / p50, 1), "startup_ms": round(startup_ms, 1),
            "cards_on_table": sum(1 for c in s.state.cards if ".deck" not in c.zone)}
