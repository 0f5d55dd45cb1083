"""Clash of Decks' puzzles and tutorial (levels/puzzles/clash-of-decks, levels/tutorial/clash-of-decks.toml):
what the goals mean in a game whose assault ends the turn, a wrong line for every puzzle, the rule each
puzzle turns on, and a tutorial that shows each thing it teaches. (test_puzzles.py plays every solution
against every answer and every tutorial step, for every game.)"""
from __future__ import annotations

import dataclasses

import pytest

from game.ai.random_agent import RandomAgent
from game.engine.errors import DataError
from game.puzzles import (FAILED, ONGOING, PAST, REPLY, SOLVED, THIS_TURN, StepError, acting, goal_label, goal_status,
                          goal_text, load_puzzle, load_puzzles, load_tutorial, passive_choice, play_solution, rules,
                          step_action)
from game.rulesets.clash_of_decks.actions import Assault
from puzzle_kit import every_outcome, with_solution

PUZZLES = load_puzzles(ruleset="clash-of-decks")
BY_ID = {p.id: p for p in PUZZLES}
COD = rules("cod")
ASSAULT = {"action": "assault"}


def cast(card: str, target: str) -> dict:
    return {"action": "cast", "card": f"hand:{card}", "target": target}


def summon(card: str, front: str) -> dict:
    return {"action": "summon", "card": f"hand:{card}", "front": front}


def play(pz, steps, s=None):
    s = s if s is not None else pz.new_state()
    events = []
    for st in steps:
        events.extend(s.apply(step_action(s, st)))
    return s, events


def kinds(events, kind: str) -> list[dict]:
    return [e.data for e in events if e.kind == kind]


def test_eight_or_more_puzzles_numbered_in_order_with_every_goal_kind():
    assert len(PUZZLES) >= 8
    assert [p.number for p in PUZZLES] == list(range(1, len(PUZZLES) + 1))
    assert {p.goal.kind for p in PUZZLES} == {"win_this_turn", "survive_opponent_turn", "reach"}
    assert all(p.ruleset == "clash-of-decks" and p.key == f"clash-of-decks/{p.id}" for p in PUZZLES)
    assert all(p.name.en and p.name.ko and p.description.en and p.description.ko and p.hint for p in PUZZLES)


def test_the_puzzles_turn_on_the_hardest_abilities():
    """Between them the puzzles' positions and solutions put these abilities in play."""
    used: set[str] = set()
    for pz in PUZZLES:
        s = pz.new_state()
        for c in range(len(s.cards)):
            if s.in_play(c) or s.cards[c].zone.endswith(".hand") and s.cards[c].owner == pz.player:
                used |= s.defs[c].has
    assert {"sweep", "pierce", "frenzy", "rage", "charge", "keen", "regeneration", "threat", "shield", "weaken",
            "gust", "flying", "recall_order", "clarity", "blood_price", "curse", "mercenary", "symbiosis"} <= used


@pytest.mark.parametrize("pid,steps", [
    # Pierce has no one behind the Sprite: the Whelp stays and blocks the Raider
    ("01-crosswind", [cast("CD1-07", "p2.upper#0"), ASSAULT]),
    # Frenzy with Rage on its entry turn never reaches the citadel
    ("02-a-keen-welcome", [summon("CD1-13", "upper"), ASSAULT]),
    # Brand Sister on the empty lower front: Rage finds no creature, and no citadel on its entry turn
    ("02-a-keen-welcome", [summon("CD1-12", "lower"), ASSAULT]),
    # Flare Volley's excess is 1: the fortress keeps 2 HP
    ("02-a-keen-welcome", [cast("CD1-15", "p2.upper#0"), ASSAULT]),
    # the Shield swallows the Captain's charge: no kill, no Frenzy
    ("03-break-the-shield", [ASSAULT]),
    # Crosswind alone leaves the Sentry alive: the Raider kills it and the fortress gets its HP back
    ("04-second-from-the-right", [cast("CD1-23", "p2.upper#0"), ASSAULT]),
    # the spell first: the Gust counts one card fewer and the Guard survives
    ("05-gust-before-the-spell", [cast("CD1-23", "p2.upper#0"), summon("CD1-20", "upper"), ASSAULT]),
    # the Herald on the lower front blows the Sprite away, but the Guard still holds the upper front
    ("05-gust-before-the-spell", [summon("CD1-20", "lower"), cast("CD1-23", "p2.upper#0"), ASSAULT]),
    # the Gale on the Whelp: destroyed, 1 HP back, and Flare Volley has nothing to kill
    ("06-make-room", [cast("CD1-24", "p2.upper#0"), cast("CD1-15", "p1.upper#0"), ASSAULT]),
    # Bramble Guard dies to the charged Captain, whose Frenzy then reaches the fortress
    ("07-hold-the-lower-bridge", [summon("CD1-25", "lower"), ASSAULT]),
    # a chump blocker: the Berserker's Frenzy goes through it to the fortress
    ("08-second-life", [summon("CD1-01", "lower"), ASSAULT]),
    # the mana spent on Salt Sting first: Bloodletting takes all 3 from the fortress's 3 HP
    ("09-pay-in-blood", [cast("CD2-03", "p2.lower#0"), cast("CD2-07", "p2.lower#0"), ASSAULT]),
    # the Coin kills as well, then goes to the enemy's hand: one HP too many
    ("10-the-hex-comes-back", [cast("CD2-13", "p2.upper#0"), cast("CD2-08", "p2.lower#0"), ASSAULT]),
    # Pierce on the Boar clears the front, but no creature is left to reach the fortress from it
    ("11-grafted", [{"action": "merge", "card": "hand:CD2-20", "onto": "p1.upper#0"}, ASSAULT]),
    # the Swarm on its own is new: it does not attack this turn
    ("11-grafted", [cast("CD1-07", "p2.upper#0"), summon("CD2-01", "upper"), ASSAULT]),
    # the Gale first recalls the Sting, which then costs 1: one cast short
    ("12-mend-the-walls", [cast("CD1-24", "p2.upper#0"), cast("CD1-07", "p2.upper#0"), ASSAULT]),
    # solo: Undertow alone leaves the Sentry 1 HP and the Boar's hit is spent on it
    ("13-nothing-comes-back", [cast("CD1-07", "p2.upper#0"), ASSAULT]),
    # the Whelp on the lower front has no creature to rage at, and the upper front is still held
    ("13-nothing-comes-back", [cast("CD1-07", "p2.upper#0"), summon("CD1-09", "lower"), ASSAULT]),
    # the Whelp alone: 2 on the Sentry, and the Boar finishes it with nothing left over
    ("13-nothing-comes-back", [summon("CD1-09", "upper"), ASSAULT]),
])
def test_a_plausible_wrong_line_fails_against_some_answer(pid, steps):
    assert FAILED in every_outcome(with_solution(BY_ID[pid], steps))


@pytest.mark.parametrize("pz", PUZZLES, ids=[p.id for p in PUZZLES])
def test_going_straight_to_the_assault_fails_every_puzzle(pz):
    assert every_outcome(with_solution(pz, [ASSAULT])) == {FAILED}


@pytest.mark.parametrize("pz", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_solution_holds_against_a_random_program(pz):
    for seed in (1, 2, 3):
        agent = RandomAgent(seed)
        status, _s = play_solution(pz, lambda st, p: agent.choose(st, p))
        assert status == SOLVED, (pz.id, seed)


# ----- the rule each puzzle turns on -----------------------------------------------------------------
def test_sweep_destroys_both_blockers_and_each_heals_the_enemy():
    pz = BY_ID["01-crosswind"]
    s, events = play(pz, [cast("CD1-23", "p2.upper#0")])
    assert len(kinds(events, "destroyed")) == 2 and s.hp(pz.opponent) == 6
    assert goal_status(pz, s) == ONGOING


def test_keen_excess_reaches_the_fortress_but_rage_never_attacks_it():
    pz = BY_ID["02-a-keen-welcome"]
    _s, events = play(pz, pz.solution)
    assert [k["excess"] for k in kinds(events, "keen")] == [3]
    _s, events = play(pz, [summon("CD1-13", "upper"), ASSAULT])
    assert any(c["reason"] == "rage" for c in kinds(events, "cannot_attack"))   # the Frenzy's second attack


def test_the_shield_takes_the_gale_and_the_charged_captain_frenzies_to_the_fortress():
    pz = BY_ID["03-break-the-shield"]
    s, events = play(pz, pz.solution)
    assert [c["bonus"] for c in kinds(events, "charged")][:1] == [2]
    assert kinds(events, "frenzy") and s.result is not None and s.result.winners == (pz.player,)


def test_weaken_leaves_the_fortress_one_hp_without_destroying_it():
    pz = BY_ID["04-second-from-the-right"]
    s, events = play(pz, pz.solution[:2])
    hp_before = s.hp(pz.opponent)
    s.apply(step_action(s, ASSAULT))
    assert hp_before == 8 and s.result is not None and s.result.winners == (pz.player,)
    s, events = play(pz, [cast("CD1-23", "p2.upper#0"), ASSAULT])
    moved = kinds(events, "citadel_moved")
    assert moved[0]["hp"] == 1 and moved[0]["side"] == "fortress"     # the Maw's hit: second from the right


def test_gust_counts_the_cards_left_of_the_citadel_after_the_herald_left():
    pz = BY_ID["05-gust-before-the-spell"]
    _s, events = play(pz, [summon("CD1-20", "upper")])
    assert [g["amount"] for g in kinds(events, "gust")] == [3]
    _s, events = play(pz, [cast("CD1-23", "p2.upper#0"), summon("CD1-20", "upper")])
    assert [g["amount"] for g in kinds(events, "gust")] == [2]


def test_threat_hides_the_volley_until_the_gale_recalls_the_leftmost_card():
    pz = BY_ID["06-make-room"]
    s = pz.new_state()
    volley = step_action(s, cast("CD1-15", "p2.upper#0"))
    refusal = s.refusal(volley)
    assert refusal is not None and refusal.ko and len(s.window(pz.player)) == 3
    s, _ = play(pz, pz.solution[:1], s)
    assert s.is_legal(step_action(s, cast("CD1-15", "p2.upper#0")))


def test_a_blocker_that_survives_the_charge_stops_the_frenzy():
    pz = BY_ID["07-hold-the-lower-bridge"]
    status, s = play_solution(pz, passive_choice)
    assert status == SOLVED and s.hp(pz.player) == 1
    assert COD.window(s, pz.start, pz.player) == PAST


def test_regeneration_flips_the_fortress_back_and_the_watchtower_loses_the_excess():
    pz = BY_ID["08-second-life"]
    s, events = play(pz, pz.solution)
    flips = kinds(events, "citadel_flipped")
    assert [f["side"] for f in flips] == ["watchtower"] and s.side[pz.player] == "watchtower" and s.hp(pz.player) == 1
    s, events = play(pz, [ASSAULT], s)        # the enemy's Berserker: the watchtower falls, the 3 extra are lost
    assert s.result is None and s.side[pz.player] == "fortress"
    assert [e["lost"] for e in kinds(events, "excess_lost")] == [3]


def test_blood_price_takes_the_shortfall_from_the_players_own_fortress():
    pz = BY_ID["09-pay-in-blood"]
    s, events = play(pz, pz.solution[:1])
    assert [b["shortfall"] for b in kinds(events, "blood_price")] == [2]
    assert s.hp(pz.player) == 2 and s.mana[pz.player] == 0
    s, events = play(pz, [cast("CD2-03", "p2.lower#0"), cast("CD2-07", "p2.lower#0")])
    assert s.result is not None and s.result.winners == (pz.opponent,)      # lost in the player's own turn


def test_a_cursed_spell_is_back_in_the_window_and_a_mercenary_one_heals_the_enemy():
    pz = BY_ID["10-the-hex-comes-back"]
    s, _ = play(pz, pz.solution[:1])
    hex_card = s.hands[pz.player].cards[0]
    assert s.defs[hex_card].id == "CD2-13" and hex_card in s.window(pz.player)
    hp = s.hp(pz.opponent)
    s, _ = play(pz, [cast("CD2-08", "p2.lower#0")], s)
    assert s.hp(pz.opponent) == hp + 2                                   # the Adept and the Coin itself
    assert "CD2-08" in [s.defs[c].id for c in s.hands[pz.opponent].cards]


def test_a_symbiosis_card_on_a_creature_in_play_attacks_with_it_this_turn():
    pz = BY_ID["11-grafted"]
    s, events = play(pz, pz.solution)
    boar_hits = [d["amount"] for d in kinds(events, "damage") if d.get("citadel") is not None]
    assert 5 in boar_hits and s.result is not None and s.result.winners == (pz.player,)


def test_spells_cast_from_left_of_the_citadel_come_back_on_its_right_and_heal():
    pz = BY_ID["12-mend-the-walls"]
    s = pz.new_state()
    hp = [s.hp(pz.player)]
    sting_cost = []
    for step in pz.solution:
        _s, events = play(pz, [step], s)
        sting_cost += [e["paid"] for e in kinds(events, "card_played") if e["def_id"] == "CD2-03"]
        hp.append(s.hp(pz.player))
    assert hp == [1, 2, 4, 5] and sting_cost == [0]        # the Gale heals twice: itself and the recalled card
    assert goal_status(pz, s) == SOLVED and s.phase.value == "summon"


def test_solo_a_destroyed_ai_creature_goes_to_its_discard_and_the_raging_newcomer_strikes_first():
    pz = BY_ID["13-nothing-comes-back"]
    s = pz.new_state()
    assert s.is_ai(pz.opponent) and s.hp(pz.opponent) == 6
    s, events = play(pz, pz.solution)
    attackers = [s.defs[a["card"]].id for a in kinds(events, "attack")]
    assert attackers[:2] == ["CD1-09", "CD1-26"]                    # the Whelp, farther from the bridge, first
    sentry = [m for m in kinds(events, "card_moved") if m["def_id"] == "CD1-01"]
    assert [m["to"] for m in sentry] == [f"p{pz.opponent}.discard"]   # no life back for the AI
    assert sum(m["count"] for m in kinds(events, "ai_milled")) == 6
    assert s.result is not None and s.result.winners == (pz.player,)


# ----- what the goals mean: the assault ends the turn --------------------------------------------------
def test_a_win_goal_fails_once_the_assault_has_not_won():
    pz = BY_ID["01-crosswind"]
    s, _ = play(pz, [cast("CD1-07", "p2.upper#0"), ASSAULT])
    assert s.result is None and s.active == pz.opponent
    assert COD.window(s, pz.start, pz.player) == REPLY and goal_status(pz, s) == FAILED


def test_a_reach_goal_is_judged_before_the_assault():
    pz = BY_ID["01-crosswind"]
    clear = dataclasses.replace(pz, goal=dataclasses.replace(pz.goal, kind="reach", stat="opponent_creatures",
                                                             at_most=0))
    s = pz.new_state()
    assert goal_status(clear, s) == ONGOING
    s, _ = play(pz, [cast("CD1-23", "p2.upper#0")], s)
    assert COD.window(s, pz.start, pz.player) == THIS_TURN and goal_status(clear, s) == SOLVED
    s, _ = play(pz, [ASSAULT])          # the Boar kills the Sprite, but the turn is over with it
    assert goal_status(clear, s) == FAILED
    assert goal_text(clear) == "Before your assault, bring the opponent's creatures in play down to 0 or fewer."
    assert goal_text(clear, "ko") == "공세 전에 상대의 전장 생명체: 0 이하"


def test_survive_waits_for_the_end_of_the_opponents_turn():
    pz = BY_ID["07-hold-the-lower-bridge"]
    s, _ = play(pz, pz.solution)
    assert COD.window(s, pz.start, pz.player) == REPLY and goal_status(pz, s) == ONGOING
    s, _ = play(pz, [ASSAULT], s)
    assert goal_status(pz, s) == SOLVED


def test_goals_read_as_clash_of_decks_goals_in_both_languages():
    pz = BY_ID["01-crosswind"]
    assert goal_text(pz) == "Destroy the enemy fortress this turn (your plays and your assault)."
    assert goal_text(pz, "ko") == "이번 턴(소환과 공세) 안에 적의 요새를 파괴하세요."
    assert goal_label(BY_ID["08-second-life"], "ko") == "상대 턴 버티기"


def test_the_passive_seat_goes_straight_to_its_assault():
    pz = BY_ID["01-crosswind"]
    assert isinstance(passive_choice(pz.new_state(), pz.player), Assault)


def test_conceding_fails_a_puzzle():
    pz = BY_ID["03-break-the-shield"]
    s, _ = play(pz, [{"action": "concede"}])
    assert goal_status(pz, s) == FAILED


# ----- malformed files name the field -------------------------------------------------------------------
def test_a_dragon_duel_verb_or_a_bad_card_in_a_clash_of_decks_puzzle_is_named(tmp_path):
    src = open(BY_ID["01-crosswind"].path, encoding="utf-8").read()
    path = tmp_path / "01-broken.toml"
    path.write_text(src.replace('action = "cast"', 'action = "character"'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any(p.startswith("solution 1.action") and "summon" in p for p in err.value.problems), err.value.problems
    path.write_text(src.replace('"CD1-07", "CD1-23"', '"CD1-07", "CD9-99"'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any("position.p1.hand" in p and "CD9-99" in p for p in err.value.problems), err.value.problems
    path.write_text(src.replace("[position]", '[options]\nexhaustion = "sometimes"\n\n[position]'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any(p.startswith("options:") and "exhaustion" in p for p in err.value.problems), err.value.problems


def test_a_step_that_names_no_card_is_a_step_error_of_both_kinds():
    from game.rulesets.clash_of_decks.scenario import ScenarioError
    s = BY_ID["01-crosswind"].new_state()
    for bad in ({"action": "cast", "card": "hand:CD9-99", "target": "p2.upper#0"}, {"action": "cast"},
                {"action": "smash"}, {"action": "summon", "card": "hand:CD1-01", "front": "middle"}):
        with pytest.raises(StepError) as err:
            step_action(s, bad)
        assert isinstance(err.value, ScenarioError)


def test_a_tutorial_highlight_must_name_a_clash_of_decks_place(tmp_path):
    src = open(load_tutorial(ruleset="clash-of-decks").path, encoding="utf-8").read()
    path = tmp_path / "clash-of-decks.toml"
    path.write_text(src.replace('zone = ["p1.hand", "front1"]', 'zone = ["p1.battle", "front1"]', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tutorial(str(path))
    assert any(p.startswith("step 1.highlight.zone") and "p1.battle" in p for p in err.value.problems)


# ----- the tutorial ---------------------------------------------------------------------------------------
def test_the_tutorial_shows_each_thing_it_teaches():
    """Played as the scene plays it (the other seat passive), the steps summon creatures to both fronts
    from both sides of the citadel, cast a spell that pierces, run the assault, add a spell's damage to an
    attack's, flip a watchtower, attack with Rage on entry and charge, and destroy a fortress."""
    tu = load_tutorial(ruleset="clash-of-decks")
    assert len(tu.steps) >= 8 and tu.ruleset == "clash-of-decks"
    seen: list = []
    hp_costs: list[int] = []
    summed: list[bool] = []          # a creature destroyed by a spell's damage and an attack's together
    for step in tu.steps:
        s = step.new_state()
        mark = len(seen)
        for n in range(len(step.do)):
            while acting(s) != step.player:
                seen.extend(s.apply(passive_choice(s, acting(s))))
            hp = s.hp(step.player)
            events = s.apply(step.expected(s, n))
            seen.extend(events)
            if any(e.kind == "card_played" and e.data["type"] == "creature" for e in events):
                hp_costs.append(hp - s.hp(step.player))
        hits = [e.data for e in seen[mark:] if e.kind == "damage" and "hits" in e.data]
        for d in (e.data for e in seen[mark:] if e.kind == "destroyed"):
            by = {h["kind"] for h in hits if any(t == d["card"] and n > 0 for t, n, _ in h["hits"])}
            summed.append(by == {"spell", "attack"})
    played = {(e.data["type"], e.data["front"]) for e in seen if e.kind == "card_played"}
    assert {("creature", 0), ("creature", 1), ("spell", 0), ("spell", 1)} <= played
    assert 0 in hp_costs and 1 in hp_costs               # left of the citadel is free, right of it costs 1
    assert any(summed)
    assert any(len(e.data["hits"]) == 2 for e in seen if e.kind == "damage" and e.data["kind"] == "spell")
    assert any(e.kind == "citadel_flipped" and e.data["side"] == "fortress" for e in seen)
    assert any(e.kind == "charged" and e.data["bonus"] > 0 for e in seen)
    assert any(e.kind == "game_over" and e.data["winners"] == [0] for e in seen)
    first = tu.steps[0].new_state()
    assert first.mana[0] == 6 and first.hp(0) == 8 and len(first.window(0)) == 4


# ----- solo against the rulebook AI --------------------------------------------------------------------
SOLO = '''
[puzzle]
ruleset = "clash-of-decks"
name = { en = "Exposed", ko = "드러난 요새" }
description = { en = "A few cards lie on the AI's fortress.", ko = "AI의 요새 위에 카드 몇 장이 있습니다." }

[goal]
kind = "KIND"

[options]
mode = "solo"
purchase = { base_mana = 8 }

[position]
mana = 0

[position.p1]
hand = ["CD2-04", "CD2-06", "CD2-16", "CD2-25", "CD2-30", "CD1-01", "CD1-25"]
upper = ["UPPER"]

[position.p2]
side = "fortress"
deck = DECK

[[solution]]
action = "assault"
'''


def test_in_solo_the_rulebook_ais_turn_is_over_within_the_players_assault(tmp_path):
    path = tmp_path / "01-exposed.toml"
    two = '["CD1-01", "CD1-02"]'
    path.write_text(SOLO.replace("KIND", "win_this_turn").replace("UPPER", "CD1-26").replace("DECK", two),
                    encoding="utf-8")
    pz = load_puzzle(str(path))
    s = pz.new_state()
    assert s.is_ai(pz.opponent) and s.purchase.base_mana == 8 and "_purchase" not in s.options
    assert every_outcome(pz) == {SOLVED}                    # the Boar's 4 expose the fortress
    dear = '["CD1-14", "CD1-08", "CD1-29", "CD2-30", "CD1-01", "CD1-02", "CD1-03", "CD1-04"]'
    path.write_text(SOLO.replace("KIND", "survive_opponent_turn").replace("UPPER", "CD1-01").replace("DECK", dear),
                    encoding="utf-8")
    pz = load_puzzle(str(path))
    s, _ = play(pz, pz.solution)
    assert s.active == pz.player and s.turn == pz.start_turn + 2     # the AI's turn ran inside the assault
    assert COD.window(s, pz.start, pz.player) == PAST and goal_status(pz, s) == SOLVED


# ----- the options' steps: exhaustion and the champion -------------------------------------------------
def _step(title: str):
    tu = load_tutorial(ruleset="clash-of-decks")
    return next(st for st in tu.steps if st.title.en.startswith(title))


def _play_step(step, options=None):
    if options is not None:
        step = dataclasses.replace(step, options={**step.options, **options})
    s = step.new_state()
    events = []
    for n in range(len(step.do)):
        events.extend(s.apply(step.expected(s, n)))
    return s, events


def test_the_tutorial_turns_exhaustion_on_for_its_step_and_the_enemys_8th_turn_ends_the_game():
    step = _step("Exhaustion")
    assert step.options["exhaustion"] == "on"
    s, events = _play_step(step)
    assert [e["def_id"] for e in kinds(events, "exhausted")] == ["CD1-16"]
    assert s.result is not None and s.result.winners == (step.player,)
    s, events = _play_step(step, {"exhaustion": "off"})       # the same assault without the option
    assert not kinds(events, "exhausted") and s.result is None


def test_the_tutorial_turns_the_champion_on_readies_it_with_a_card_of_its_cost_and_it_costs_less():
    step = _step("Your champion")
    assert step.options["champion"] == "on"
    s = step.new_state()
    assert not s.is_legal(step.expected(s, 1))                 # exhausted: not yet
    s, events = _play_step(step)
    assert kinds(events, "champion_ready") and [e["paid"] for e in kinds(events, "card_played")] == [4, 2]
    assert [s.defs[h].id for h in s.line(1, step.player)] == ["CH-02"]


def test_a_tutorial_steps_unknown_option_is_named(tmp_path):
    src = open(load_tutorial(ruleset="clash-of-decks").path, encoding="utf-8").read()
    path = tmp_path / "clash-of-decks.toml"
    path.write_text(src.replace('exhaustion = "on"', 'exhaustion = "often"', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tutorial(str(path))
    assert any(p.startswith("step 8.options") and "exhaustion" in p for p in err.value.problems), err.value.problems
