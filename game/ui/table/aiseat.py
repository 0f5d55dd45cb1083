"""A program in a seat at the table: it thinks in a background thread on its own copy of the
game, so the table keeps drawing; its choice then waits a moment, highlighted, so a watcher
can follow, and goes through the same door as a player's drag.

There is no clock cap on the thinking, not even as a safety net: a cap that cut a search short would
make the program's move depend on the machine's speed and load. The level's budget is counted in
work, which bounds the thinking instead (the slowest decisions measured are in docs/ai.md), and the
table keeps drawing meanwhile."""
from __future__ import annotations

import threading
from typing import Any

from game.engine.actions import Action
from game.formats.runner import decide

FALLBACK = "random"       # the program every game has
LANGS = ("en", "ko")


def programs(ruleset: str) -> list[str]:
    """The programs that can play a seat of this game, by name: the AI's own list for the game."""
    from game.ai import agent_names
    return list(agent_names(ruleset))


def make_program(ruleset: str, name: str, seed: int) -> Any:
    """The program ``name`` for a seat of this game; a name the game does not offer plays as ``random``."""
    from game.ai import make_agent
    return make_agent(name if name.lower() in programs(ruleset) else FALLBACK, seed, ruleset)


class AiSeat:
    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.thread: threading.Thread | None = None
        self.result: Action | None = None
        self.error: BaseException | None = None
        # what the program said of ``result`` in each language (empty: a forced move, nothing to say); the
        # table tells it to whoever asks only as far as they may know the move (why.py)
        self.said: dict[str, str] = {}

    def start(self, state: Any, player: int) -> None:
        snapshot = state.clone()  # the agent never touches the table's own state
        self.result, self.error, self.said = None, None, {}

        def think() -> None:
            try:
                result = decide(self.agent, snapshot, player)   # in an event's game, chosen there
                explain = getattr(self.agent, "explain", None)
                said = {lang: explain(lang) for lang in LANGS} if explain else {}
                self.said = said if all(said.values()) else {}
                self.result = result
            except BaseException as exc:  # reported to the table, which falls back to a safe move
                self.error = exc

        self.thread = threading.Thread(target=think, name="ai", daemon=True)
        self.thread.start()

    def busy(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def take(self) -> Action | None:
        if self.thread is None or self.thread.is_alive():
            return None
        self.thread = None
        return self.result

    def wait(self, timeout: float | None = None) -> None:
        if self.thread is not None:
            self.thread.join(timeout)
