"""Where a decision's randomness comes from: the agent's seed and what its seat sees, nothing else.

A program that kept one running random generator would choose differently after thoughts that were
thrown away (an Undo), or after a Resume, which makes a new program from the match's seed: a resumed
game could go otherwise than the uninterrupted one. Seeding every decision from the seat's view of the
position (``state.view(player)``, never the whole state, which holds the hidden cards) makes the same
position, seen the same way, get the same choice whatever happened before.
"""
from __future__ import annotations

import hashlib
import json

from game.engine.rng import Rng
from game.engine.state import GameState


def decision_rng(seed: int, state: GameState, player: int) -> Rng:
    view = json.dumps(state.view(player), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.blake2b(f"{seed}:{player}:{view}".encode(), digest_size=8).digest()
    return Rng(int.from_bytes(digest, "little"))
