"""Argument types for the command line: a bad value is refused by argparse itself, as one line
naming the option and what it takes, with exit status 2, before any work starts."""
from __future__ import annotations

import argparse
import math
from typing import Callable


def whole(lo: int, hi: int | None = None) -> Callable[[str], int]:
    """A whole number from ``lo`` (to ``hi``)."""
    span = f"from {lo} to {hi}" if hi is not None else f"of at least {lo}"

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < lo or (hi is not None and value > hi):
            raise argparse.ArgumentTypeError(f"{text} is out of range: a whole number {span}")
        return value
    parse.__name__ = "whole number"
    return parse


def number(lo: float, hi: float) -> Callable[[str], float]:
    """A number with ``lo < value <= hi`` (a length of time, say)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value) or not lo < value <= hi:
            raise argparse.ArgumentTypeError(f"{text} is out of range: a number above {lo:g}, at most {hi:g}")
        return value
    parse.__name__ = "number"
    return parse


SEED = whole(0, 2 ** 64 - 1)


def rulesets() -> tuple[str, ...]:
    from game.rulesets import RULESETS
    return tuple(RULESETS)


def programs() -> tuple[str, ...]:
    """The programs that can play a seat: random, greedy and the AI levels."""
    from game.ai import agent_names
    return tuple(agent_names())
