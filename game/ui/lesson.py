"""What puzzles and the tutorial share at the table (game/ui/puzzles_scene.py): a session on a built
position, the opponent who only passes, the text panel beside the table and how it shares the right
column with a pending decision, and the card of text over the table (briefing, verdict, step done)
whose buttons are all that work while it is up."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.engine import registry
from game.engine.match import Match
from game.puzzles import PolicyAgent, passive_choice

from . import fonts
from .focus import USE_KEYS
from .node import UI_EVENT, Node
from .palette import GOLD, HILITE, INK, INK_DIM, PANEL
from .table.scene import TableScene
from .table.session import Session
from .widgets import Button


# ----- a game that starts from a position ----------------------------------------------------------
class PositionSession(Session):
    """A session on a built position (not seed + setup): undo replays the log from that position.
    No autosave: a puzzle is retried, not resumed. The game is the position's."""

    def __init__(self, make_state: Callable[[], Any], seed: int = 1) -> None:
        state = make_state()
        info = registry.get(state.ruleset_id)
        match = Match(info.id, seed, info.default_setup(seed))
        match.state = state
        super().__init__(match)
        self.make_state = make_state

    def undo(self) -> list[Any]:
        if not self.can_undo():
            return []
        log = list(self.match.log[:-1])
        state = self.make_state()
        for a in log:
            state.apply(a)
        self.match.state = state
        self.match.log = log
        return []


class PassiveAgent(PolicyAgent):
    """The tutorial's opponent: never blocks, declines every 'may', ends its phases."""
    name = "passive"

    def __init__(self) -> None:
        super().__init__(passive_choice)


# ----- furniture --------------------------------------------------------------------------------------
class TextPanel(Node):
    """A panel with a bold title, an optional coloured line and wrapped text; its height follows the text."""

    def __init__(self, x: float, y: float, w: float, *, z: int = 640, name: str = "textpanel", edge=GOLD,
                 title_size: float = 17, body_size: float = 14.5) -> None:
        super().__init__(x, y, w, 10, z=z, name=name)
        self.edge = edge
        self.title_size, self.body_size = title_size, body_size
        self.title = self.line = self.body = ""
        self.line_color = HILITE
        self.footer = ""
        self.short = ""          # what stands for the body when a pending decision needs the room
        self.collapsed = False
        self.shrink = 1.0   # < 1 when the text must fit a smaller height (large text sizes)

    def set(self, title: str, line: str = "", body: str = "", *, line_color=HILITE, footer: str = "",
            short: str = "") -> None:
        self.title, self.line, self.body, self.line_color, self.footer = title, line, body, line_color, footer
        self.short = short
        self.h = self.measure()

    def _blocks(self) -> list[tuple[str, float, Any, bool]]:
        out = []
        k = self.shrink
        if self.title:
            out.append((self.title, fonts.reading(self.title_size) * max(0.7, k), GOLD, True))
        if self.line:
            out.append((self.line, fonts.reading(self.body_size + 0.5) * k, self.line_color, True))
        body = self.short if self.collapsed else self.body
        if body:
            out.append((body, fonts.reading(self.body_size) * k, INK, False))
        if self.footer and not self.collapsed:
            out.append((self.footer, fonts.reading(self.body_size - 1.5) * k, INK_DIM, False))
        return out

    def fit(self, max_h: float, *, give_way: bool = False) -> None:
        """Smaller text until the panel is no taller than ``max_h``: down to 55 %; or, when it must
        ``give_way`` (to a pending decision), down to 75 %, then the short text instead of the body and no
        footer (down to 55 %)."""
        for collapsed, floor in (((False, 0.75), (True, 0.55)) if give_way and self.short else ((False, 0.55),)):
            self.collapsed, self.shrink = collapsed, 1.0
            self.h = self.measure()
            while self.h > max_h and self.shrink > floor + 1e-9:
                self.shrink -= 0.05
                self.h = self.measure()
            if self.h <= max_h:
                return

    def measure(self) -> float:
        h = 10.0
        for text, size, _c, bold in self._blocks():
            n = len(fonts.wrap(text, size, int(self.w - 20), bold))
            h += n * size * 1.28 + 6
        return h + 6

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*PANEL, 240), box.get_rect(), border_radius=int(10 * s))
        pygame.draw.rect(box, self.edge, box.get_rect(), max(1, int(2 * s)), border_radius=int(10 * s))
        surface.blit(box, r)
        y = r.y + 10 * s
        for text, size, colour, bold in self._blocks():
            for line in fonts.wrap(text, size * s, int((self.w - 20) * s), bold):
                surface.blit(fonts.text(line, size * s, colour, bold), (r.x + 10 * s, y))
                y += size * 1.28 * s
            y += 6 * s


def stack_panels(scene: TableScene, panel: TextPanel, build_prompt: Callable[[], None]) -> None:
    """The right column, top to bottom: this panel, the pending decision (if any), the log; all above
    the buttons at y 440. The decision's words come first: the panel's text shrinks, or gives way to its
    short text, to leave them room, then the prompt is laid out in what is left (it scrolls past that)."""
    top, bottom, gap, log_min = 56.0, 430.0, 8.0, 40.0
    scene.prompt.y = top
    build_prompt()                    # how tall the decision would be with the whole column
    want = min(scene.prompt.full, bottom - top - log_min - 90) + gap if scene.prompt.visible else 0.0
    panel.fit(bottom - top - gap - want - log_min, give_way=scene.prompt.visible)
    scene.prompt.y = top + panel.h + gap
    if scene.prompt.visible:
        build_prompt()                # again, in the room the panel leaves
    prompt_h = scene.prompt.h + gap if scene.prompt.visible else 0.0
    scene.log.y = scene.prompt.y + prompt_h
    scene.log.h = max(log_min, bottom - scene.log.y)


class CenterCard(Node):
    """A card of text over the middle of the table (briefing, verdict, step complete) with buttons;
    the table stays visible around it."""

    def __init__(self, *, z: int = 1900) -> None:
        super().__init__(250, 130, 740, 300, z=z, name="centercard")
        self.visible = False
        self.text = TextPanel(0, 0, 740, z=0, name="centercard.text", title_size=26, body_size=17)
        self.add(self.text)
        self.buttons: list[Button] = []

    def show(self, title: str, line: str, body: str, buttons: list[tuple[str, str]], *, edge=GOLD,
             line_color=HILITE, footer: str = "") -> None:
        self.text.edge = edge
        self.text.set(title, line, body, line_color=line_color, footer=footer)
        for b in self.buttons:
            self.remove(b)
        self.buttons = []
        bw, gap = 200, 16
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        y = self.text.h + 8
        for i, (label, bid) in enumerate(buttons):
            self.buttons.append(self.add(Button((self.w - total) / 2 + i * (bw + gap), y, bw, 46, label, bid,
                                                size=18, z=10)))
        self.h = y + 56
        self.text.h = self.h
        self.y = max(70, 300 - self.h / 2)
        self.visible = True

    def hide(self) -> None:
        self.visible = False


def drop_refusal(scene: Any) -> None:
    """A step done or a puzzle decided: a refusal still on the table goes (a banner left behind 'Well
    done!' would say that the move just praised was wrong), and F1 no longer opens its rule."""
    scene.toast.time_left = 0.0
    scene.last_refusal_rule = None


def card_groups(scene: Any) -> list[tuple[str, list[Node]]]:
    """While a briefing or verdict card is up, the keyboard ring walks its buttons only."""
    center = getattr(scene, "center", None)
    return [("card", list(center.buttons))] if center is not None and center.visible else []


def while_card_shown(scene: Any, event: pygame.event.Event) -> bool:
    """A briefing or verdict card is up: its buttons and the side buttons work, the table waits.
    Tab or the arrows choose among the card's buttons, Enter or Space uses one (the first at once)."""
    if event.type == pygame.KEYDOWN:
        ring = scene.focus_ring
        if event.key == pygame.K_ESCAPE:
            scene.app.pop()
        elif not ring.shown and event.key in USE_KEYS and scene.center.buttons:
            ring.shown = True
            current = ring.current()
            if current is not None:
                current.activate()
        else:
            ring.handle_key(event)
        return True
    if scene.center.handle_event(event) or any(b.handle_event(event) for b in scene.side_buttons()):
        return True
    if event.type == UI_EVENT:
        return scene.on_ui(event)
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
