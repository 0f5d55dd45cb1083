"""A program in a seat at the table: it thinks in a background thread on its own copy of the
game, so the table keeps drawing; its choice then waits a moment, highlighted, so a watcher
can follow, and goes through the same door as a player's drag.

It starts as soon as the state asks it (``Programs.think_ahead``): while the table still shows the move
before, and while a person deciding at the same time plans theirs; programs are asked one at a time, in
the game's order, so the game never depends on which of them thinks faster.

Programs also think past the move on show: the table keeps a guess of the state as its programs' choices
already made will leave it (``Programs.ahead``) and asks the next program there, so a run of programs'
moves (a six-seat Elements Illusion turn makes some 23) is thought while the earlier ones are held up to
be seen, not after each. A choice depends on the level, the seed and its seat's view only (the seat's
view seeds it, game/ai/seeding.py), so a choice made ahead is played as long as its seat's view when its
turn comes is the one it was made on (a person's sealed move changes no program's view), and thought
again otherwise. Nothing of it is shown before it goes through the door.

There is no clock cap on the thinking, not even as a safety net: a cap that cut a search short would
make the program's move depend on the machine's speed and load. The level's budget is counted in
work, which bounds the thinking instead (the slowest decisions measured are in docs/ai.md), and the
table keeps drawing meanwhile."""
from __future__ import annotations

import dataclasses
import json
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.formats.runner import decide

from ..node import WAKE_EVENT

from .why import secret_decision

if TYPE_CHECKING:
    from .scene import TableScene

FALLBACK = "random"       # the program every game has
HOLD = 0.45               # seconds a program's move is held up before it goes in (before the speed setting)
LANGS = ("en", "ko")
# choices made ahead at most (work, bounded whatever the clock): a six-seat Elements Illusion turn makes some 23
AHEAD = 48


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


def view_key(state: Any, player: int) -> str:
    """What ``player``'s seat sees of ``state``, as one string: equal keys, equal choices."""
    return json.dumps(state.view(player), sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


@dataclasses.dataclass
class Ahead:
    """A program's choice made ahead of its turn, and the view of its seat it was made on."""
    seat: int
    key: str
    action: Action | None
    said: dict[str, str]
    error: BaseException | None = None


class AiSeat:
    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.player = -1
        self.line = 0             # the table's guess it thought on (Programs.line)
        self.key = ""             # its seat's view there
        self.thread: threading.Thread | None = None
        self.result: Action | None = None
        self.error: BaseException | None = None
        # what the program said of ``result`` in each language (empty: a forced move, nothing to say); the
        # table tells it to whoever asks only as far as they may know the move (why.py)
        self.said: dict[str, str] = {}
        self.done = False

    def start(self, state: Any, player: int, line: int = 0) -> None:
        """Think ``player``'s choice on a copy of ``state``; ``line``: the table's guess it is made on."""
        snapshot = state.clone()  # the agent never touches the table's own state
        self.player, self.line, self.key = player, line, view_key(snapshot, player)
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
    ahead, and a choice held up a moment (at the pace of the turn, pace.py) before it goes through the door.

    ``ready``: choices made ahead, in the order the game will ask them; ``ahead``: the table's guess of the
    state once they are all played (None: the state itself, the guess made again when needed); ``line``
    counts the guesses, so a thought on one given up is dropped."""

    def next_program(self: "TableScene", state: Any = None) -> int | None:
        """The program seat the game asks next (in ``state``, else the table's): the first one asked (a
        decision, else a turn). Programs are asked one at a time in the game's own order, so which moves
        first never depends on which thinks faster; a person deciding at the same time (sealed choices)
        does not hold them up."""
        st = self.session.state if state is None else state
        if st.result is not None:
            return None
        asked = [d.player for d in st.decisions] or st.current_players()
        return next((p for p in asked if p in self.ai_seats), None)

    def drop_ahead(self: "TableScene") -> None:
        """Give up the choices made ahead (the state went otherwise): the next program thinks again."""
        self.ready.clear()
        self.ahead = None
        self.line += 1

    def guess(self: "TableScene") -> Any:
        """The state as the move held up and the choices made ahead will leave it."""
        if self.ahead is None:
            ahead = self.session.state.clone()
            made = [self.ai_move[1]] if self.ai_move is not None else []
            made += [m.action for m in self.ready if m.action is not None and m.error is None]
            try:
                for action in made:
                    ahead.apply(action)
            except IllegalActionError:      # made on a state gone otherwise: thought again from the state
                self.drop_ahead()
                ahead = self.session.state.clone()
            self.ahead = ahead
        return self.ahead

    def moved(self: "TableScene", action: Action) -> None:
        """An action went through the door: the guess holds if it was the programs' move it was made with."""
        if self.taking is None or self.taking != action:
            self.ahead = None
        self.taking = None

    def think_ahead(self: "TableScene") -> None:
        """Start the next program thinking, as soon as the state asks it: while the table still shows the
        last move, while people plan theirs, and past the choices already made and not yet played."""
        if not self.ai_seats or any(s.busy() for s in self.ai_seats.values()) or len(self.ready) >= AHEAD:
            return
        if self.ready and (self.ready[-1].action is None or self.ready[-1].error is not None):
            return                # no guess past a choice that failed
        state = self.guess()
        p = self.next_program(state)
        if p is None:
            return
        seat = self.ai_seats[p]
        if seat.thread is None:
            seat.start(state, p, self.line)

    def collect(self: "TableScene") -> None:
        """A finished thought joins the choices made ahead (one made on a guess given up is dropped)."""
        for p, seat in self.ai_seats.items():
            if seat.busy() or seat.thread is None:
                continue
            action = seat.take()
            if seat.line != self.line:
                seat.error = None
                continue
            made = Ahead(p, seat.key, action, seat.said, seat.error)
            seat.error = None
            self.ready.append(made)
            if action is None or made.error is not None:
                continue
            try:
                self.guess().apply(action)
            except IllegalActionError as exc:   # said when its turn comes, as a program's error
                made.error = exc

    def due(self: "TableScene") -> Ahead | None:
        """The choice made ahead that the game asks now, if it was made on what its seat sees now; choices
        made on another view are given up."""
        p = self.next_program()
        if p is None or not self.ready:
            return None
        made = self.ready[0]
        if made.seat == p and made.key == view_key(self.session.state, p):
            return made
        self.drop_ahead()
        return None

    def poll_ai(self: "TableScene", dt: float) -> None:
        """Collect a finished choice, show it a moment, then play it through the door. A choice made on a
        view its seat no longer has (a person moved meanwhile) is dropped and thought again."""
        self.collect()
        if self.ai_move is None and self.programs_go:
            made = self.due()
            if made is not None:
                self.ready.popleft()
                action = made.action
                if made.error is not None:
                    self.log.add(f"AI error: {made.error!r}", at=len(self.session.match.log))
                    self.drop_ahead()
                    legal = [a for a in self.session.state.legal_actions() if a.player == made.seat]
                    action = legal[0] if legal else None   # the game goes on with a move the engine lists
                if action is not None:
                    card = getattr(action, "card", None)
                    if isinstance(card, int) and card in self.card_nodes:
                        self.flashing = (card, 0.6)
                    self.ai_move = (made.seat, action, self.held(action), made.said)
                    self.held_key = made.key
        self.think_ahead()          # past the move held up, too
        if self.ai_move is not None:
            p, action, left, said = self.ai_move
            left -= dt * self.app.settings.animation_speed
            if left > 0:
                self.ai_move = (p, action, left, said)
                return
            self.play_held()

    def play_held(self: "TableScene") -> bool:
        """The move held up goes through the door, if its seat still sees what it chose on; else it is
        thought again. Whether it went in."""
        if self.ai_move is None:
            return False
        p, action, _, said = self.ai_move
        self.ai_move = None
        if self.next_program() == p and view_key(self.session.state, p) == self.held_key:
            self.explanations.expect(action, said, secret_decision(self.session.state, p))
            self.taking = action
            if self.submit(action):
                return True
            self.after_queue()
        self.drop_ahead()
        self.think_ahead()
        return False

    def before_sealed_input(self: "TableScene", action: Action) -> None:
        """A person's move in a phase every seat chooses at once, in secret (the part's ``FREE_DECISIONS``):
        the programs' sealed choices already made, and only held up to be seen, go in first. They were made
        before the person's move and on views it does not change, and a person's lock would change their
        seats' views (who has locked) and have them thought again while the person waits."""
        if action.player in self.ai_seats or not self.pace.inputting or not self.free_decision():
            return

        def sealed(p: int | None) -> bool:
            d = self.decision_for(p)
            return d is not None and d.kind in self.part.FREE_DECISIONS

        if self.ai_move is not None and sealed(self.ai_move[0]) and not self.play_held():
            return
        while True:
            made = self.due()
            if made is None or made.error is not None or made.action is None or not sealed(made.seat):
                return
            self.ready.popleft()
            self.explanations.expect(made.action, made.said, secret_decision(self.session.state, made.seat))
            self.taking = made.action
            if not self.submit(made.action):
                self.drop_ahead()
                return

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
