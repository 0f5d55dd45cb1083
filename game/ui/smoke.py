"""Driving the real table with synthetic input: the smoke run, the menu's table picture, and the tests' hands.

Every game goes through its registration: ``ui_smoke`` plays a game's own scripted opening where its
table entry has one, else lets a seeded program choose each action and performs it as a player would
(``perform``: a drag onto the place the part names, a click, a word of the prompt, a button)."""
from __future__ import annotations

import os
import tempfile
from typing import Any

import pygame

from game.ai.random_agent import PlayoutAgent
from game.engine.actions import DONE, Action, Choose
from game.engine.rng import Rng
from game.formats.runner import Step, decide, play

from .app import App
from .settings import Settings
from .widgets import Button


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

    def quiet(self, scene: Any = None, limit: int = 3000) -> None:
        """Run frames until the table shows nothing and no program is thinking (a click on a busy table
        only hurries it on, so a test that clicks waits for this)."""
        scene = scene or self.app.scene

        def busy() -> bool:
            return scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())
        for _ in range(limit):
            if not busy():
                self.frames(3)
                if not busy():
                    break
            self.frames()

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
        """Where a player would press to take this card: its centre, or, when a neighbour drawn above
        covers that (a crowded hand), the nearest point of it that is still in sight."""
        scene = self.app.scene
        node = scene.card_nodes[iid]
        r = node.world_rect()
        under = getattr(scene, "card_under", None)
        if under is None:
            return r.center
        for fx in (0.5, 0.35, 0.2, 0.1, 0.65, 0.8, 0.9):
            for fy in (0.5, 0.3, 0.7):
                at = (int(r.left + r.w * fx), int(r.top + r.h * fy))
                if under(at) is node:
                    return at
        return r.center

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


def _app(size: tuple[int, int], lang: str = "en", *, headless: bool | None = None) -> App:
    _temp_home()
    if headless is None:
        headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    return App(size=size, headless=headless, settings=Settings(language=lang, sound=False),
               settings_path=os.path.join(os.environ["TABLETOP_CARDS_HOME"], "settings.toml"))


def _table(app: App, ruleset: str, seed: int, setup: dict[str, Any] | None) -> Any:
    from game.engine import registry
    from game.engine.setup import build_setup
    from .table.scene import TableScene
    info = registry.get(ruleset)
    return TableScene.new_hotseat(app, setup if setup is not None else build_setup(info, seed), seed, ruleset=info.id)


def perform(app: App, hands: Hands, action: Action) -> str:
    """Make ``action`` as a player would, through the table: a drag of a card onto the place the game's
    part names for it, a click on a card (a decision's option, or selecting it first), a word of the
    prompt, or a button. Returns how ("drag", "card", "word", "button"), or "" when no gesture makes it."""
    scene = app.scene
    st = scene.session.state
    if isinstance(action, Choose):
        d = scene.decision_for(action.player)
        if action.option == DONE:
            hands.click_node(scene.btn_primary)
            return "button"
        if d is not None and scene.is_card_option(d, action.option):
            iid = action.option
            if scene.browser.visible and iid in scene.browser.cards:
                scene.browser.scroll_to(scene.browser.cards.index(iid))
                hands.click(scene.browser.card_rect(scene.browser.cards.index(iid)).center)
                return "card"
            if scene.on_table(iid):
                hands.click(hands.card_center(iid))
                return "card"
            return ""
        if scene.prompt.find(f"button:choose:{action.option}") is None:
            return ""
        hands.choose_word(str(action.option))
        return "word"
    mine = [c.iid for c in st.cards if scene.card_nodes[c.iid].visible and scene.card_nodes[c.iid].face_up]
    for iid in mine:
        for dest, a, _legal in scene.drag_targets(iid):
            if a == action:
                hands.drag(hands.card_center(iid), hands.drop_center(dest))
                return "drag"
    if scene.primary_press().action == action:
        hands.click_node(scene.btn_primary)
        return "button"
    for bid, button in scene.game_buttons.items():
        if scene.part.press(bid).action == action:
            hands.click_node(button)
            return "button"
    card = getattr(action, "card", None)
    if isinstance(card, int) and card in mine:      # an action of a card: select it, then its button
        hands.click(hands.card_center(card))
        for bid, button in scene.game_buttons.items():
            if scene.part.press(bid).action == action:
                hands.click_node(button)
                return "button"
        hands.settle()
        if _press_towards(scene, hands, action):
            return "button"
    steps = scene.part.gestures(action)
    if steps is not None:
        for iid, dest in steps:
            hands.drag(hands.card_center(iid), hands.drop_center(dest))
            hands.settle()
        if _press_towards(scene, hands, action):
            return "drags and a button"
    return ""


def _press_towards(scene: Any, hands: Hands, action: Action, tries: int = 8) -> bool:
    """Press the button that makes ``action``, first through the buttons that lead to it (a choice of
    targets, a further page); False when none does."""
    for _ in range(tries):
        buttons = [n for n in scene.root.walk() if isinstance(n, Button) and n.visible and n.enabled]
        making = next((b for b in buttons if getattr(b.on_click, "action", None) == action), None)
        if making is not None:
            hands.click_node(making)
            return True
        leads = [b for b in buttons if getattr(b.on_click, "leads_to", None) is not None and b.on_click.leads_to(action)]
        if not leads:
            return False
        hands.click_node(leads[0])
        hands.settle()
    return False


def seeded_opening(app: App, hands: Hands, seed: int, *, actions: int = 40, through_door: bool = False
                   ) -> dict[str, Any]:
    """A seeded program picks each action among the legal ones of the player at the screen and makes it
    through the UI (``perform``); every action must reach the engine as it was chosen. ``through_door``: a
    move no single gesture makes (a workbench's trade) goes in through the table's door instead."""
    program = PlayoutAgent(Rng(seed))
    gestures: dict[str, int] = {}
    problems: list[str] = []
    made = 0
    for _ in range(actions * 4):
        scene = app.scene
        if made >= actions or scene.session.state.result is not None:
            break
        hands.pass_screen()
        hands.settle()
        st = scene.session.state
        if scene.viewer not in st.current_players():
            hands.frames(10)
            continue
        action = decide(program, st, scene.viewer)
        before = len(scene.session.match.log)
        how = perform(app, hands, action)
        if not how and through_door:
            how = "door" if scene.submit(action) else ""
        hands.settle()
        log = scene.session.match.log
        if not how or len(log) <= before or log[before] != action:
            problems.append(f"{action} ({how or 'no gesture'}): the engine got {[str(a) for a in log[before:]]}")
            break
        gestures[how] = gestures.get(how, 0) + 1
        made += 1
    return {"ok": not problems and made > 0, "actions": made, "gestures": gestures, "problems": problems,
            "finished": app.scene.session.state.result is not None}


def ui_smoke(*, ruleset: str, seed: int = 11, screenshot: str | None = None, lang: str = "en",
             size: tuple[int, int] = (1280, 720), setup: dict[str, Any] | None = None,
             actions: int = 40) -> dict[str, Any]:
    """A hotseat opening through the real UI: the game's own script where its table entry has one
    (``scripted_opening``), else a seeded program's choices made by drags, clicks and buttons."""
    app = _app(size, lang)
    scene = _table(app, ruleset, seed, setup)
    app.push(scene)
    hands = Hands(app)
    from .tableinfo import table_entry
    entry = table_entry(scene.info)
    script = entry.scripted_opening if entry is not None else None
    if script is not None and setup is None:
        out = script(app, hands)
    else:
        hands.frames(30)
        out = seeded_opening(app, hands, seed, actions=actions)
    if screenshot:
        folder = os.path.dirname(os.path.abspath(screenshot))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(app.screen, screenshot)
    out = {"ruleset": scene.info.id, **out, "screenshot": screenshot}
    pygame.quit()
    return out


def scripted_opening(*, seed: int = 11, screenshot: str | None = None, lang: str = "en",
                     size: tuple[int, int] = (1280, 720), ruleset: str) -> dict[str, Any]:
    """A game's opening with every default (``ui_smoke``)."""
    return ui_smoke(ruleset=ruleset, seed=seed, screenshot=screenshot, lang=lang, size=size)


PICTURE_SIZE = (640, 360)     # the menu's picture of a game's table (data/table.png)


def table_picture(*, ruleset: str, path: str, seed: int = 2, actions: int = 30, lang: str = "en",
                  size: tuple[int, int] = (1280, 720)) -> dict[str, Any]:
    """The menu's picture of a game's table: a hotseat game played ``actions`` actions by the game's best
    program on both seats, shown to the player to act (no pass screen), saved at ``PICTURE_SIZE``."""
    from game.ai import make_agent
    from .table.aiseat import programs
    app = _app(size, lang, headless=True)
    scene = _table(app, ruleset, seed, None)
    app.push(scene)
    names = programs(scene.info.id)
    best = next((n for n in ("normal", "easy") if n in names), "random")
    agents = [make_agent(best, seed * 7 + p, scene.info.id) for p in range(scene.session.state.num_players)]
    s = scene.session

    def shown(step: Step) -> None:
        scene.queue.extend(step.events)
        scene.skip_animations()    # each event shown at once: the log reads as after a real game
    play(s, dict(enumerate(agents)), on_step=shown, until=lambda st: len(s.match.log) >= actions)
    scene.viewer = scene.seen_by = scene.acting()   # the seat to act is looking, as after its pass screen
    scene.pass_pending = False
    scene.overlay.visible = False
    scene.resync(snap=True)
    scene.refresh_controls()
    scene.build_prompt()
    hands = Hands(app)
    hands.frames(90)               # springs and glows come to rest
    for _ in range(8):             # a table that hands the screen on by itself (Magic's automatic passes)
        if not scene.pass_pending:
            break
        hands.pass_screen()
        hands.frames(90)
    if scene.pass_pending:
        raise RuntimeError(f"{scene.info.id}: the table still asks to pass the screen; no picture taken")
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    pygame.image.save(pygame.transform.smoothscale(app.screen, PICTURE_SIZE), path)
    out = {"ruleset": scene.info.id, "path": path, "actions": len(s.match.log), "program": best,
           "size": list(PICTURE_SIZE)}
    pygame.quit()
    return out
