"""The generic AI plays Magic through its ai part: it chooses from its own view only (the other hands and
the libraries' order change nothing it does), it attacks where no blocker stops it, blocks an attack that
would kill it, aims a burn spell at an opponent's creature or face, never at its own, and its games run
legally to the end at two and four seats."""
from __future__ import annotations

import pytest

from game.ai import agent_names, make_agent
from game.ai.part import rules
from game.cli.simulate import play_game
from game.engine.rng import Rng
from game.rulesets.magic.actions import Attack, Block, Cast, Declared, Pass, PlayLand
from game.rulesets.magic.ai_policy import keep_hand
from game.rulesets.magic.state import MagicState, zid

from mg_kit import card, position

RULESET = "magic"


def test_the_game_offers_the_levels_and_the_greedy_yardstick() -> None:
    assert agent_names(RULESET) == ["easy", "greedy", "hard", "normal", "random"]


def _midgame(seed: int) -> MagicState:
    """A position of a greedy two-player game in turn 5, the active player holding priority in a main phase."""
    from game.engine import registry
    s = registry.get(RULESET).new_state(seed, {"players": 2})
    agents = [make_agent("greedy", seed + p, RULESET) for p in range(2)]
    while s.result is None:
        if s.turn >= 5 and s.step.value == "main1" and s.priority == s.active and not s.stack and len(s.hand(s.active)) >= 2:
            return s
        p = s.current_players()[0]
        s.apply(agents[p].choose(s, p))
    raise AssertionError("the game ended before turn 5")


def _twin_with_other_secrets(s: MagicState, other: int) -> MagicState:
    """The same position with the other seat's hand and library dealt otherwise (same cards, other places)."""
    twin = s.clone()
    assert isinstance(twin, MagicState)
    group = list(twin.zones[zid(other, "hand")].cards) + list(twin.zones[zid(other, "library")].cards)
    ids = [twin.cards[i].def_id for i in group]
    ids = ids[len(ids) // 2:] + ids[:len(ids) // 2]
    defs = list(twin.defs)
    for iid, def_id in zip(group, ids):
        twin.cards[iid].def_id = def_id
        defs[iid] = twin.db[def_id]
    twin.defs = defs
    twin._legal_cache = None
    return twin


def test_103_the_ai_does_not_peek_at_the_other_hand_or_the_libraries() -> None:
    part = rules(RULESET)
    for seed in (2, 7):
        s = _midgame(seed)
        me = s.active
        twin = _twin_with_other_secrets(s, 1 - me)
        assert twin.state_hash() != s.state_hash()
        assert twin.view(me) == s.view(me)
        for k in range(2):
            assert part.sample_world(s, me, Rng(k)).state_hash() == part.sample_world(twin, me, Rng(k)).state_hash()
        for level in ("greedy", "normal", "hard"):
            assert make_agent(level, 5, RULESET).choose(s, me) == make_agent(level, 5, RULESET).choose(twin, me)


def test_508_1_the_ai_attacks_an_opponent_who_has_no_blocker() -> None:
    s = position(step="declare_attackers", p1={"battlefield": ["MG-R04"]}, p2={"battlefield": []})
    for level in ("greedy", "normal"):
        action = make_agent(level, 1, RULESET).choose(s, 0)
        assert isinstance(action, Attack) and action.target == "p1", (level, action)


def test_508_1_the_ai_keeps_a_small_creature_home_from_a_bigger_blocker() -> None:
    """A 2/1 attacking into an untapped 2/4 only dies; the program declares no attack."""
    s = position(step="declare_attackers", p1={"battlefield": ["MG-W01"]}, p2={"battlefield": ["MG-W03"]})
    for level in ("greedy", "normal"):
        assert isinstance(make_agent(level, 1, RULESET).choose(s, 0), Declared), level


def test_509_1_the_ai_blocks_an_attack_that_would_kill_it() -> None:
    """At 3 life, a 4/3 trampler attacks; a 2/4 blocker takes it without dying, so the program blocks."""
    s = position(step="declare_attackers", active=2, p1={"battlefield": ["MG-W03"], "life": 3},
                 p2={"battlefield": ["MG-R04"]})
    s.apply(Attack(1, card(s, "p2.battlefield:MG-R04", 1), "p0"))
    while not any(isinstance(a, Block) for a in s.legal_actions()):
        s.apply(next(a for a in s.legal_actions() if a.verb in ("pass", "declared")))
    for level in ("greedy", "normal"):
        action = make_agent(level, 1, RULESET).choose(s, 0)
        assert isinstance(action, Block), (level, action)


def test_115_the_ai_aims_a_burn_spell_at_an_opponents_creature_not_its_own() -> None:
    """Kindle Bolt (2 damage to any target) with a 2/1 of each side: it is aimed at the opponent's side."""
    s = position(step="main1", p1={"battlefield": ["MG-L04", "MG-W01"], "hand": ["MG-R03"]},
                 p2={"battlefield": ["MG-R02"]})
    for level in ("greedy", "normal"):
        action = make_agent(level, 1, RULESET).choose(s, 0)
        assert isinstance(action, Cast), (level, action)
        assert action.target in ("p1", f"c{card(s, 'p2.battlefield:MG-R02', 1)}"), (level, action)


def test_305_the_ai_plays_a_land_before_passing() -> None:
    s = position(step="main1", p1={"hand": ["MG-L04", "MG-L05"]}, p2={})
    assert isinstance(make_agent("greedy", 1, RULESET).choose(s, 0), PlayLand)


def test_103_5_the_ai_keeps_two_to_five_lands_and_mulligans_the_rest() -> None:
    s = position(step="main1", p1={"hand": ["MG-L04", "MG-L05", "MG-R01", "MG-R02", "MG-R03", "MG-R04", "MG-G01"]})
    assert keep_hand(s, 0)
    s = position(step="main1", p1={"hand": ["MG-L04", "MG-R01", "MG-R02", "MG-R03", "MG-R04", "MG-G01", "MG-G02"]})
    assert not keep_hand(s, 0)


def test_514_2_hard_keeps_a_trick_that_would_end_unused_and_normal_wastes_it() -> None:
    """In its own end step, with no fight left this turn, Blazing Charge (+1/+0 and first strike until end
    of turn) would only spend a card: Hard passes; Normal, which counts the boost as strength, casts it."""
    s = position(step="end", p1={"battlefield": ["MG-L01", "MG-L04", "MG-R02"], "hand": ["MG-M25"]},
                 p2={"battlefield": ["MG-L04"]})
    assert isinstance(make_agent("normal", 1, RULESET).choose(s, 0), Cast)
    assert isinstance(make_agent("hard", 1, RULESET).choose(s, 0), Pass)


def test_514_2_the_lasting_term_leaves_out_a_boost_until_end_of_turn() -> None:
    """Blazing Charge resolved: the board term counts the +1/+0 and first strike, the lasting one does not."""
    s = position(step="main1", p1={"battlefield": ["MG-L01", "MG-L04", "MG-R02"], "hand": ["MG-M25"]},
                 p2={"battlefield": ["MG-L04"]})
    part = rules(RULESET)
    before = part.terms(s, 0)
    assert before["lasting"] == before["board"]
    s.apply(next(a for a in s.legal_actions() if isinstance(a, Cast)))
    while s.stack:
        s.apply(next(a for a in s.legal_actions() if isinstance(a, Pass)))
    after = part.terms(s, 0)
    assert after["board"] > before["board"] and after["lasting"] == before["lasting"]


def test_hard_plays_the_others_turn_through_and_normal_stops_at_its_first_choice_there(monkeypatch) -> None:
    """Normal's line ends where the choice is its own again, in the other's upkeep; Hard's (``their_turns``)
    plays the other's whole turn and ends as its own next turn begins."""
    from game.ai.search import SearchAgent
    s = _midgame(2)
    me = s.active
    ends: list[tuple[int, str]] = []
    judge = SearchAgent._judge_line

    def spy(self, s0, world, line, player):  # type: ignore[no-untyped-def]
        seen: list[MagicState] = []
        real = self._eval

        def look(w, p):  # type: ignore[no-untyped-def]
            seen.append(w)
            return real(w, p)
        self._eval = look
        try:
            return judge(self, s0, world, line, player)
        finally:
            del self._eval
            ends.append((seen[-1].turn, seen[-1].step.value))
    monkeypatch.setattr(SearchAgent, "_judge_line", spy)
    for level in ("normal", "hard"):
        ends.clear()
        make_agent(level, 3, RULESET).choose(s, me)
        later = [step for turn, step in ends if turn == s.turn + 1]
        if level == "normal":
            assert later and set(later) <= {"upkeep"}, ends
        else:
            assert any(step in ("end", "cleanup") for step in later) or any(t == s.turn + 2 for t, _ in ends), ends


@pytest.mark.parametrize("seed, tables", [
    (3, (["normal", "greedy"], ["normal", "greedy", "greedy", "random"])),
    (4, (["hard", "normal"], ["hard", "greedy", "greedy", "greedy"])),
], ids=["normal", "hard"])
def test_the_ai_finishes_games_at_two_and_four_seats(seed: int, tables: tuple[list[str], ...]) -> None:
    from game.engine import registry
    for seats in tables:
        setup = {**registry.get(RULESET).default_setup(seed), "players": len(seats)}
        rec = play_game(RULESET, seed, [make_agent(n, seed + i, RULESET) for i, n in enumerate(seats)], setup=setup)
        assert rec["crash"] is None, rec["crash"]
        assert rec["violations"] == [] and rec["result"] is not None


def test_a_decision_applies_at_most_its_budget_and_one_run_to_a_quiet_point(monkeypatch) -> None:
    """Every action a Normal decision applies is counted, the judgement's runs to a quiet point included:
    counted here by hand at the engine's door, the work equals the program's own count and stays within
    the budget plus one run (ai._SETTLE_STEPS). The same seed cuts the same way."""
    import dataclasses
    from game.ai.levels import level_for
    from game.ai.search import SearchAgent
    from game.engine.state import GameState
    from game.rulesets.magic.ai import _SETTLE_STEPS
    s = _midgame(7)
    me = s.active
    applied = [0]
    plain = GameState.apply_unchecked

    def counted(self: GameState, action):  # type: ignore[no-untyped-def]
        applied[0] += 1
        return plain(self, action)

    monkeypatch.setattr(GameState, "apply_unchecked", counted)
    normal = level_for("normal", RULESET)
    free = SearchAgent(dataclasses.replace(normal, action_budget=0), 5)
    choice = free.choose(s, me)
    assert free.spent == applied[0] > 60
    for budget in (1, 20, 40, free.spent // 2):
        applied[0] = 0
        agent = SearchAgent(dataclasses.replace(normal, action_budget=budget), 5)
        cut = agent.choose(s, me)
        assert agent.spent == applied[0] <= budget + _SETTLE_STEPS, budget
        assert cut in s.legal_actions()
        assert SearchAgent(dataclasses.replace(normal, action_budget=budget), 5).choose(s, me) == cut
    roomy = SearchAgent(dataclasses.replace(normal, action_budget=2 * free.spent), 5)
    assert roomy.choose(s, me) == choice


def _busy_four_player_position(seed: int, work: int) -> MagicState:
    """The first position of a greedy four-player game where an uncapped Normal decision applies more than
    ``work`` actions (a main phase with the active player holding priority and cards in hand)."""
    import dataclasses
    from game.ai.levels import level_for
    from game.ai.search import SearchAgent
    from game.engine import registry
    s = registry.get(RULESET).new_state(seed, {"players": 4})
    agents = [make_agent("greedy", seed + p, RULESET) for p in range(4)]
    normal = level_for("normal", RULESET)
    while s.result is None:
        if s.step.value == "main1" and s.priority == s.active and not s.stack and len(s.hand(s.active)) >= 2:
            uncapped = SearchAgent(dataclasses.replace(normal, action_budget=0, crowd_budget=0), 5)
            uncapped.choose(s, s.active)
            if uncapped.spent > work:
                return s
        p = s.current_players()[0]
        s.apply(agents[p].choose(s, p))
    raise AssertionError("no busy position in the game")


def test_more_than_two_seats_use_the_crowd_budget_and_two_seats_never_do() -> None:
    """Normal's ``crowd_budget`` caps a decision at a table of four (each action there costs several times
    a two-player one); a two-player decision keeps the larger ``action_budget``."""
    import dataclasses
    from game.ai.levels import level_for
    from game.ai.search import SearchAgent
    from game.rulesets.magic.ai import _SETTLE_STEPS
    normal = level_for("normal", RULESET)
    assert 0 < normal.crowd_budget < normal.action_budget
    four = _busy_four_player_position(3, normal.crowd_budget + _SETTLE_STEPS)   # the cap has work to cut
    crowd = SearchAgent(normal, 5)
    cut = crowd.choose(four, four.active)
    assert crowd.spent <= normal.crowd_budget + _SETTLE_STEPS and cut in four.legal_actions()
    two = _midgame(7)
    tiny_crowd = SearchAgent(dataclasses.replace(normal, crowd_budget=1), 5)
    same = SearchAgent(normal, 5)
    assert tiny_crowd.choose(two, two.active) == same.choose(two, two.active)
    assert tiny_crowd.spent == same.spent > 1 + _SETTLE_STEPS


def test_past_four_seats_a_decision_spends_less_in_proportion() -> None:
    """Every action copies and judges every seat, so at eight seats an action costs about twice what it
    costs at four: Normal's cap shrinks by four over the seat count there (p95 within 250 ms at every
    table), and stays the crowd budget at three and four and the action budget at two."""
    from game.ai.levels import level_for
    from game.ai.search import crowd_cap
    normal = level_for("normal", RULESET)
    assert crowd_cap(normal, 2) == normal.action_budget
    assert crowd_cap(normal, 3) == crowd_cap(normal, 4) == normal.crowd_budget
    assert crowd_cap(normal, 8) == normal.crowd_budget // 2 and crowd_cap(normal, 6) == normal.crowd_budget * 4 // 6


def test_at_a_crowded_table_quick_answers_let_the_budget_play_more_candidates_lines(monkeypatch) -> None:
    """``crowd_quick``: in a line the other seats answer by the quick policy instead of judging each of
    their actions, so within the same crowd budget a four-seat decision plays the lines of more of its
    candidates (fewer are left to their first look); two seats are untouched by it."""
    import dataclasses
    from game.ai.levels import level_for
    from game.ai.search import SearchAgent
    normal = level_for("normal", RULESET)
    assert normal.crowd_quick > 0
    lines = [0]
    plain = SearchAgent._judge_line

    def counted(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        v = plain(self, *args, **kwargs)
        lines[0] += 1                     # a line cut by the budget raises and is not counted
        return v

    monkeypatch.setattr(SearchAgent, "_judge_line", counted)
    four = _busy_four_player_position(3, normal.crowd_budget + 60)
    played = {}
    for quick in (0, normal.crowd_quick):
        lines[0] = 0
        agent = SearchAgent(dataclasses.replace(normal, crowd_quick=quick), 5)
        assert agent.choose(four, four.active) in four.legal_actions()
        played[quick] = lines[0]
    assert played[normal.crowd_quick] > played[0] >= 0
    two = _midgame(7)
    slow = SearchAgent(dataclasses.replace(normal, crowd_quick=0), 5)
    fast = SearchAgent(normal, 5)
    assert slow.choose(two, two.active) == fast.choose(two, two.active) and slow.spent == fast.spent


def test_800_4_the_ai_finishes_off_a_player_at_a_table_of_three() -> None:
    """Kindle Bolt (2 damage to any target) with one opponent at 2 life and the other at 20: the program
    puts the weak one out rather than chipping the strong one. A seat out of the game counts below any
    life it could have had: judged against only the seats still in, the kill raised their mean and looked
    like a loss."""
    s = position(players=3, step="main1", p1={"battlefield": ["MG-L04"], "hand": ["MG-R03"]},
                 p2={"life": 20}, p3={"life": 2})
    for level in ("greedy", "normal"):
        action = make_agent(level, 1, RULESET).choose(s, 0)
        assert isinstance(action, Cast) and action.target == "p2", (level, action)   # seats count from 0


def test_903_10a_the_ai_presses_the_player_its_commander_has_already_hurt() -> None:
    """Three-player Commander, a 5-power commander with nobody to block it: player 2 has 38 life, player 3
    40 life and 12 combat damage from that commander. Five more to player 3 brings them to 17 of the 21 that
    put a player out whatever their life (903.10a); five to player 2 is five of 38. The program attacks
    player 3 (by life alone the two looked the same)."""
    s = position(players=3, step="declare_attackers", options={"variant": "commander"},
                 p1={"commander": "battlefield:MG-K01", "battlefield": ["MG-K01"]},
                 p2={"life": 38}, p3={"life": 40, "commander_damage": {"p1.battlefield:MG-K01": 12}})
    for level in ("greedy", "normal"):
        action = make_agent(level, 1, RULESET).choose(s, 0)
        assert isinstance(action, Attack) and action.target == "p2", (level, action)   # seats count from 0
