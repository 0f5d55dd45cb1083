"""The sealed phases' legal list is exactly what the refusal checks allow: the list draws each step from what
its check asks, and keeps each seat's list while other seats act."""
from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import pytest

from game.engine.actions import Action
from game.engine.rng import Rng
from game.rulesets.elements_illusion import legal
from game.rulesets.elements_illusion.actions import (NO_COPY, Build, Change, Combine, Lock, Reset, Skill, Trade,
                                                     join)
from game.rulesets.elements_illusion.recipes import copies
from game.rulesets.elements_illusion.state import EIState
from game.rulesets.elements_illusion.vocab import ABILITY_CARDS, ELEMENTS, Phase, is_element_card

from ei_kit import new_game


def _broad(s: EIState, p: int) -> list[Action]:
    """Every action of the kinds the list draws from the hand by construction, named broadly: any cards of
    the seat's whole hand (free or not), any ability card on the table, any skill of the table with any copy
    and any seats, so that only the checks decide which of them are legal."""
    held = sorted({s.def_of(c) for c in s.hands[p].cards if is_element_card(s.def_of(c))})
    out: list[Action] = []
    if s.phase is Phase.MAIN:
        for use in combinations_with_replacement(held, 3):
            out += [Combine(p, join(list(use)), f"{e}{lv}") for e in ELEMENTS for lv in (2, 3)]
        for k in (1, 2, 3):
            out += [Trade(p, join(list(pay))) for pay in combinations_with_replacement(held, k)]
        for rec in s.abilities:
            out += [Change(p, rec[0], d, e) for d in held for e in ELEMENTS]
        return out
    out += [Build(p, k) for k in ABILITY_CARDS]
    seats = [join(list(c)) for k in (0, 1, 2) for c in combinations(range(s.n), k)]
    for sk in s.table.all:
        out += [Skill(p, sk.id, copy, t) for copy in (NO_COPY, *copies(sk)) for t in seats]
    return out


def _one_by_one(s: EIState, p: int) -> list[str]:
    """The seat's list rebuilt the slow way: the broad candidates and the list's other candidates, each kept
    when its check finds nothing (in no particular order)."""
    rest = legal._main_candidates(s, p) if s.phase is Phase.MAIN else legal._build_candidates(s, p)
    head = [Lock(p)] + ([] if legal.plan_empty(s, p) else [Reset(p)])
    return sorted(str(a) for a in head + [a for a in _broad(s, p) + rest if legal.CHECKS[type(a)](s, a) is None])


def _listed(s: EIState, p: int) -> list[str]:
    listed = [str(a) for a in s.legal_actions() if a.player == p]
    assert len(set(listed)) == len(listed), "an action listed twice"
    return sorted(listed)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_ei_4_3_each_seats_sealed_list_is_every_candidate_its_check_allows(players: int) -> None:
    compared = 0
    for seed in range(3):
        s = new_game(players, seed, abilities_per_card="any" if seed % 2 else "one", designer_gap="on",
                     el_applies_to="each" if seed == 2 else "total")
        rng = Rng(seed)
        step = 0
        while s.result is None:
            acts = s.legal_actions()
            step += 1
            if s.sealed() and step % players == 0:   # not every position: the broad rebuild is slow
                for p in s.current_players():
                    assert _listed(s, p) == _one_by_one(s, p)
                    compared += 1
            s.apply(acts[rng.below(len(acts))])
    assert compared > 100


def test_ei_4_3_a_refused_target_variant_is_refused_by_its_own_rule() -> None:
    from ei_kit import pos, refused
    s = pos(3, phase="build", el=9, p1={"hand": ["F1"]})
    refused(s, "EI-8.5", "skill", player=1, skill="short_fire", targets=[1])      # never oneself
    assert "skill player=0 skill=short_fire copy=none targets=1" in {str(a) for a in s.legal_actions()}


def test_ei_4_3_the_sealed_lists_of_every_scenario_position_are_every_candidate_its_check_allows() -> None:
    import pathlib

    from game.rulesets.elements_illusion.scenario import build_position, make_action, read_options
    from game.util.files import read_toml
    folder = pathlib.Path(__file__).resolve().parents[2] / "levels" / "scenarios" / "elements-illusion"
    compared = 0
    for path in sorted(folder.glob("*.toml")):
        data = read_toml(str(path))
        meta = data["scenario"]
        s = build_position(data["position"], str(path), meta.get("seed", 1), read_options(data.get("options"), str(path)),
                           meta.get("players", 2))
        for step in data.get("step", []):          # the position, then after every step the file takes
            if s.sealed():
                for p in s.current_players():
                    assert _listed(s, p) == _one_by_one(s, p), path.name
                    compared += 1
            if step.get("action") == "lock_all" or "expect_refusal" in step:
                break
            s.apply(make_action(s, step))
    assert compared > 60
