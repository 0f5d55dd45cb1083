"""A small seeded RNG owned by the game state.

Our own generator (splitmix64) rather than ``random.Random``: its whole state is
one integer, so clones and saves are trivial, and its output cannot change with
the Python version, which keeps replays byte-identical everywhere.
"""
from __future__ import annotations

from typing import MutableSequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15     # the state's step per draw
# below()'s rejection limit for the small bounds it is asked every draw (a legal list's length): 64-bit
# arithmetic on Python's big integers is dear. A 64-bit draw is never rejected.
_LIMITS: dict[int, int] = {1 << 64: _MASK}


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        return self.below(1 << 64)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias. The one draw: every other is made of it (splitmix64's
        step and mixing are written out here, not called: a playout draws once per action)."""
        if n == 1:
            # Every draw is within the limit and leaves 0: the draw's step alone, without its mixing (a playout
            # draws for each one-action list, the commonest in Magic). tests/engine/test_loop_speed.py
            self.state = (self.state + _GAMMA) & _MASK
            return 0
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs a positive bound")
            limit = _MASK - (_MASK + 1) % n
            if n < 256:
                _LIMITS[n] = limit
        while True:
            self.state = s = (self.state + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: "list[T] | tuple[T, ...]") -> T:
        return items[self.below(len(items))]

    def copy(self) -> "Rng":
        return Rng(self.state)
