"""Magic scenarios: a position, a script of actions, what must hold afterwards (stub replaced below)."""
from __future__ import annotations

from typing import Any


def run_scenario(data: dict[str, Any], path: str) -> list[str]:
    return ["not yet"]
