"""A program in a seat at the table: it thinks in a background thread on its own copy of the
game, so the table keeps drawing; its choice then waits a moment, highlighted, so a watcher
can follow, and goes through the same door as a player's drag.

It starts as soon as the state asks it (``Programs.think_ahead``): while the table still shows the move
before, and while a person deciding at the same time plans theirs; programs are asked one at a time, in
the game's order, so the game never depends on which of them thinks faster.

There is no clock cap on the thinking, not even as a safety net: a cap that cut a search short would
make the program's move depend on the machine's speed and load. The level's budget is counted in
work, which bounds the thinking instead (the slowest decisions measured are in docs/ai.md), and the
table keeps drawing meanwhile."""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Action
from game.formats.runner import decide

from ..node import WAKE_EVENT

from .why import secret_decision

if TYPE_CHECKING:
    from .scene import TableScene

FALLBACK = "random"       # the program every game has
HOLD = 0.45               # seconds a program's move is held up before it goes in (before the speed setting)
LANGS = ("en", "ko")


def programs(ruleset: str) -> list[str]:
    """The programs that can play a seat of this game, by name: the AI's own list for the game."""
    from game.ai import agent_names
    return list(agent_names(ruleset))


def make_program(ruleset: str, name: str, seed: int) -> Any:
    """The program ``name`` for a seat of this game; a name the game does not offer plays as ``random``."""
    from game.ai import make_agent
    return make_agent(name if name.lower() in programs(ruleset) else FALLBACK, seed, ruleset)


def wake() -> None:
    """Wake the app's loop now that a program has decided (from its thread: posting is safe from any thread).
    While nothing moves the loop looks at the event queue every few ms but draws only every 0.25 s, and
    would otherwise keep a person waiting up to that long for each answer."""
    try:
        if pygame.display.get_init():
            pygame.event.post(pygame.event.Event(WAKE_EVENT))
    except pygame.error:   # the app is closing: nobody waits any more
        pass


class AiSeat:
    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.thread: threading.Thread | None = None
        self.result: Action | None = None
        self.error: BaseException | None = None
        # what the program said of ``result`` in each language (empty: a forced move, nothing to say); the
        # table tells it to whoever asks only as far as they may know the move (why.py)
        self.said: dict[str, str] = {}
        self.done = False

    def start(self, state: Any, player: int) -> None:
        snapshot = state.clone()  # the agent never touches the table's own state
        self.result, self.error, self.said = None, None, {}
        self.done = False         # set before the thread wakes the app, so the answer is taken at once

        def think() -> None:
            try:
                result = decide(self.agent, snapshot, player)   # in an event's game, chosen there
                explain = getattr(self.agent, "explain", None)
                said = {lang: explain(lang) for lang in LANGS} if explain else {}
                self.said = said if all(said.values()) else {}
                self.result = result
            except BaseException as exc:  # reported to the table, which falls back to a safe move
                self.error = exc
            self.done = True
            wake()

        self.thread = threading.Thread(target=think, name="ai", daemon=True)
        self.thread.start()

    def busy(self) -> bool:
        return self.thread is not None and not self.done

    def take(self) -> Action | None:
        if self.thread is None or not self.done:
            return None
        self.thread = None
        return self.result

    def wait(self, timeout: float | None = None) -> None:
        if self.thread is not None:
            self.thread.join(timeout)


class Programs:
    """The table's side of its programs (a mixin of ``TableScene``): which one the game asks, thinking
    ahead, and a choice held up a moment (at the pace of the turn, pace.py) before it goes through the door."""

    def next_program(self: "TableScene") -> int | None:
        """The program seat the game asks next: the first one asked (a decision, else a turn). Programs are
        asked one at a time in the game's own order, so which moves first never depends on which thinks
        faster; a person deciding at the same time (sealed choices) does not hold them up."""
        st = self.session.state
        if st.result is not None:
            return None
        asked = [d.player for d in st.decisions] or st.current_players()
        return next((p for p in asked if p in self.ai_seats), None)

    def think_ahead(self: "TableScene") -> None:
        """Start the next program thinking on the state as it is, as soon as the state asks it: while the
        table still shows the last move, and while people plan theirs."""
        p = self.next_program()
        if p is None or self.ai_move is not None or any(s.busy() for s in self.ai_seats.values()):
            return
        seat = self.ai_seats[p]
        if seat.thread is None or self.thought_on.get(p) != len(self.session.match.log):
            self.thought_on[p] = len(self.session.match.log)
            seat.start(self.session.state, p)

    def poll_ai(self: "TableScene", dt: float) -> None:
        """Collect a finished choice, show it a moment, then play it through the door. A choice made on a
        state that has changed since (a person moved meanwhile) is dropped and thought again."""
        if self.ai_move is None and self.programs_go:
            for p, seat in self.ai_seats.items():
                if seat.busy() or seat.thread is None:
                    continue
                current = self.thought_on.get(p) == len(self.session.match.log) and self.next_program() == p
                action = seat.take()
                said = seat.said
                if not current:
                    seat.error = None
                    continue
                if seat.error is not None:
                    self.log.add(f"AI error: {seat.error!r}", at=len(self.session.match.log))
                    seat.error = None
                    legal = [a for a in self.session.state.legal_actions() if a.player == p]
                    action = legal[0] if legal else None   # the game goes on with a move the engine lists
                if action is not None:
                    card = getattr(action, "card", None)
                    if isinstance(card, int) and card in self.card_nodes:
                        self.flashing = (card, 0.6)
                    self.ai_move = (p, action, self.held(action), said)
            if self.ai_move is None:
                self.think_ahead()
        if self.ai_move is not None:
            p, action, left, said = self.ai_move
            left -= dt * self.app.settings.animation_speed
            if left > 0:
                self.ai_move = (p, action, left, said)
                return
            self.ai_move = None
            if self.thought_on.get(p) == len(self.session.match.log) and self.next_program() == p:
                self.explanations.expect(action, said, secret_decision(self.session.state, p))
                if not self.submit(action):
                    self.after_queue()
            else:
                self.think_ahead()

    def held(self: "TableScene", action: Action) -> float:
        """How long a program's move is held up to be seen before it goes in (seconds before the speed)."""
        if self.app.settings.animation_speed >= 4 or self.part.instant(action):
            return 0.0
        st = self.session.state
        if any(d.player not in self.ai_seats and d.kind in self.part.FREE_DECISIONS for d in st.decisions):
            return HOLD       # a person still plans beside it (sealed choices): nobody waits for it
        self.pace.program(getattr(st, "turn", None))
        self.pace.move()
        return self.paced(HOLD)

    def paced(self: "TableScene", hold: float) -> float:
        """A hold (seconds before the animation-speed setting) as the pace of the stretch now shown lets it
        last (pace.py: the bound is in seconds a person sees, so it is applied after the speed)."""
        speed = self.app.settings.animation_speed
        return self.pace.hold(hold / speed) * speed
