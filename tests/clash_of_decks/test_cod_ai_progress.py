"""The Clash of Decks AI: duels between programs end, and the actions it searches are sensible."""
from __future__ import annotations

from game.ai import make_agent
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.setup import build_setup
from game.rulesets.clash_of_decks.actions import Cast
from game.rulesets.clash_of_decks.ai_policy import sensible

from cod_kit import make, ref

RULESET = "clash-of-decks"


def test_the_ai_never_aims_a_weaken_spell_at_its_own_creature() -> None:
    # Wilt deals no printed damage, but Weaken deals its target's HP - 1: at one's own creature it only hurts
    s = make({"active": 1, "p1": {"hand": ["CD1-32", "TC-F1", "TC-F2", "TC-F3"], "upper": ["TC-N3"]},
              "p2": {"upper": ["TC-N2"]}})
    wilt, mine, theirs = ref(s, "hand:CD1-32"), ref(s, "upper:TC-N3"), ref(s, "p2.upper:TC-N2")
    casts = [a for a in sensible(s, 0) if isinstance(a, Cast) and a.card == wilt]
    assert [a.target for a in casts] == [theirs]
    assert any(isinstance(a, Cast) and a.target == mine for a in s.legal_actions())


def test_a_duel_where_greedy_holds_a_wall_normal_cannot_break_now_ends() -> None:
    # Seed 213 with greedy in seat 1: from about turn 28 the same position came back every two turns for
    # ever (Normal's blockers died and came back to the hand, nothing reached a citadel). The siege ends it.
    info = registry.get(RULESET)
    agents = [make_agent("greedy", 426, RULESET), make_agent("normal", 427, RULESET)]
    res = play_game(RULESET, 213, agents, setup=build_setup(info, 213, players=2, settings={}), max_actions=400)
    assert res["crash"] is None and not res["violations"], res["violations"]
    assert res["result"] is not None and res["result"].rule in ("CD-5.6.3", "CD-3.1")
    assert res["turns"] > 30
