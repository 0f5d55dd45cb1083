"""What the table shows while events still play, and what a player missed while the screen was away. A
mixin of TableScene.

The engine is always past what the table shows: an action's events are queued and played one after
another. Meanwhile the numbers, the buttons and the game's painted parts read ``shown_state``: the state as
it was before the action whose events are playing (``Pin`` marks where the next action's begin), which the
game's part may carry along event by event (``TablePart.follow``). It is the table's own copy: nothing in it
reaches the game. When the queue is empty the table reads the engine again.

In hotseat the screen passes between people. The table keeps every event it played (whole) and, for each
person, where the events stood and a copy of the state when their eyes last left the screen (``Looks``).
When the curtain lifts for someone, the table goes back to what they last saw and plays the events since
then, quickly, each as that seat may see it (``Event.for_player``, as every event is shown), under a line
saying so with a Skip button (Enter, Space or a click skip too). Played again, an event is not logged twice.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event

from .. import fonts
from ..i18n import t
from ..node import Node
from ..palette import GOLD, TOAST_BG
from ..widgets import Button

if TYPE_CHECKING:
    from .scene import TableScene

CATCH_UP_PACE = 3.0        # how much faster than live the missed events play


class Pin(Event):
    """In the queue: the next action's events begin here; ``state`` is the game as they found it."""

    def __init__(self, state: Any) -> None:
        super().__init__("pin", {})
        self.state = state


class Replayed(Event):
    """In the queue: an event shown again to a player who missed it (already in the log)."""

    def __init__(self, event: Event) -> None:
        super().__init__(event.kind, event.data, event.visible_to, event.public)
        self.event = event


class Looks:
    """The events the table played (whole, with how many actions had been applied), and for each person
    where those stood and the game as it was when their eyes last left the screen."""

    def __init__(self, state: Any) -> None:
        self.events: list[tuple[int, Event]] = []
        self.first = 0                              # the number of the first event kept
        self.start = (0, state.clone())             # for a person who has not looked yet: the table's start
        self.marks: dict[int, tuple[int, Any]] = {}

    def record(self, event: Event, at: int) -> None:
        self.events.append((at, event))

    def left(self, seat: int, state: Any, people: int) -> None:
        """``seat``'s eyes leave the screen: everything played so far they have seen."""
        self.marks[seat] = (self.first + len(self.events), state.clone())
        if len(self.marks) >= people:               # what every person has seen need not be kept
            keep = min(n for n, _st in self.marks.values())
            del self.events[:keep - self.first]
            self.first = keep

    def since(self, seat: int) -> tuple[list[Event], Any]:
        """The events ``seat`` has not seen and the game as they last saw it."""
        n, state = self.marks.get(seat, self.start)
        return [e for _at, e in self.events[max(0, n - self.first):]], state

    def forget_after(self, at: int, state: Any) -> None:
        """Actions after the first ``at`` were taken back: their events are gone, and whoever had seen
        further last saw the game as it is now."""
        self.events = [(a, e) for a, e in self.events if a <= at]
        end = self.first + len(self.events)
        for seat, (n, _st) in list(self.marks.items()):
            if n > end:
                self.marks[seat] = (end, state.clone())


class CatchUpBar(Node):
    """The line over the table while missed events play again: what this is, and Skip."""

    def __init__(self, scene: "TableScene") -> None:
        x = scene.part.CENTRE_X
        super().__init__(x - 300, 6, 600, 40, z=1900, name="catchup")
        self.scene = scene
        self.visible = False
        self.text = ""
        self.skip = self.add(Button(600 - 134, 4, 128, 32, "", "catchup_skip", size=15, z=1,
                                    on_click=scene.skip_animations))

    def show(self, count: int) -> None:
        lang = self.scene.lang
        self.text = t("catchup.title", lang, n=count)
        self.skip.label = t("catchup.skip", lang)
        self.visible = True

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        pygame.draw.rect(surface, TOAST_BG, r, border_radius=int(8 * s))
        pygame.draw.rect(surface, GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))
        room = r.w - int((self.skip.w + 24) * s)
        size = fonts.fit_size(self.text, fonts.reading(15) * s, room, True, 9 * s)
        img = fonts.text(fonts.clip(self.text, size, room, True), size, GOLD, True)
        surface.blit(img, img.get_rect(midleft=(r.x + int(10 * s), r.centery)))


class CatchUp:
    """The shown state and the catch-up of a TableScene."""

    @property
    def shown_state(self: "TableScene") -> Any:
        """The game as the table shows it now: as of the last event played, not the engine's latest."""
        if self.pinned is not None and self.animating():
            return self.pinned
        return self.session.state

    def moment(self: "TableScene") -> tuple[Any, ...]:
        """The moment the table shows, as a key: another action applied or taken back, another event played,
        another copy of the game pinned, other eyes. Whatever a panel reads of the game it reads as of a
        moment (the state itself is in the key, compared as itself: a state gone is never taken for a new one)."""
        return (len(self.session.match.log), self.shown_state, len(self.queue), self.viewer, self.eyes())

    def pin_before(self: "TableScene") -> Any:
        """Before an action goes through the door: the table's copy of the game as its events will find it
        (None while events already play: the queue gets a ``Pin`` once the action is made)."""
        if self.queue or self.wait > 0:
            return self.session.state.clone()
        return None if self.pinned is not None else self.session.state.clone()

    def queue_events(self: "TableScene", events: list[Event], before: Any) -> None:
        if not events or before is None:
            self.queue.extend(events)
            return
        if self.pinned is None and not self.queue:
            self.pinned = before
        else:
            self.queue.append(Pin(before))
        self.queue.extend(events)

    def people(self: "TableScene") -> list[int]:
        ruled = set(getattr(self.session.state, "rules_seats", ()))
        return [p for p in range(self.session.state.num_players) if p not in self.ai_seats and p not in ruled]

    def left_screen(self: "TableScene") -> None:
        """The person at the screen hands it on: they have seen everything played so far."""
        if self.seen_by is not None and self.fixed_viewer is None:
            self.looks.left(self.seen_by, self.session.state, len(self.people()))

    def catch_up(self: "TableScene") -> bool:
        """The curtain lifts for the viewer: the table as they last saw it, then what happened since, played
        again quickly. False when they missed nothing."""
        missed, state = self.looks.since(self.viewer)
        if not missed or self.fixed_viewer is not None:
            return False
        self.pinned = state.clone()
        self.queue.extend(Replayed(e) for e in missed)
        self.resync(snap=True)
        self.catching_up = True
        self.catchup_bar.show(len(missed))
        return True

    def catchup_pace(self: "TableScene") -> float:
        return CATCH_UP_PACE if self.catching_up else 1.0

    def caught_up(self: "TableScene") -> None:
        self.catching_up = False
        self.catchup_bar.visible = False
