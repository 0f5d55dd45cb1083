"""Control-changing effects (108.4, 110.2, 613.1b simplified): "gain control of target creature until end of
turn (untap it, it gains haste)", "for as long as this remains on the battlefield" and an Aura's "you control
enchanted creature". A permanent lies in its controller's battlefield, so attacks, blocks, untapping and
summoning sickness (302.6) follow its controller; it is the same object all along; leaving the game gives
back what a player took (800.4a)."""
from __future__ import annotations

import json

from game.rulesets.magic import ai_policy, invariants
from game.rulesets.magic.actions import Attack, Cast
from game.rulesets.magic.combat import can_attack
from game.rulesets.magic.state import Step

from mg_kit import card, do, pass_all, position


def _ids(s, seat: int, kind: str) -> list[str]:
    return sorted(s.cards[i].def_id for i in s.zones[f"p{seat - 1}.{kind}"].cards)


def _to_cleanup(s) -> None:
    """Everyone passes until the turn's cleanup is over (the active player declares no attack)."""
    turn = s.turn
    while s.turn == turn and s.result is None:
        if s.step is Step.ATTACKERS and s.priority < 0:
            do(s, "declared")
        else:
            do(s, "pass")


def test_613_1b_gain_control_until_end_of_turn_untaps_gives_haste_and_ends_in_the_cleanup() -> None:
    s = position(p1={"hand": ["MG-R70"], "battlefield": ["MG-L04"] * 3},
                 p2={"battlefield": [{"card": "MG-R04", "tapped": True}]})
    brute = card(s, "p2.battlefield:MG-R04")
    epoch = s.cards[brute].epoch
    do(s, "cast", card="hand:MG-R70", target="p2.battlefield:MG-R04")
    do(s, "pass")
    events = do(s, "pass")
    assert s.controller(brute) == 0 and brute in s.battlefield(0) and brute not in s.battlefield(1)
    assert not s.perm[brute].tapped and s.cards[brute].epoch == epoch        # the same object (no 400.7)
    moved = [e for e in events if e.kind == "card_moved" and e.data.get("cause") == "control"]
    assert [(e.data["from"], e.data["to"], e.data["rule"]) for e in moved] == [("p1.battlefield", "p0.battlefield",
                                                                                  "613.1b")]
    do(s, "pass")
    do(s, "pass")                                  # to the beginning of combat, then declare attackers
    do(s, "pass")
    do(s, "pass")
    assert s.step is Step.ATTACKERS and Attack(0, brute, "p1") in s.legal_actions()   # it has haste
    _to_cleanup(s)
    assert s.controller(brute) == 1 and brute in s.battlefield(1) and not s.lasting


def test_302_6_a_creature_that_came_under_your_control_this_turn_cannot_attack() -> None:
    s = position(p1={"hand": ["MG-U75"], "battlefield": ["MG-L02"] * 5},
                 p2={"battlefield": ["MG-G03"]})
    charger = card(s, "p2.battlefield:MG-G03")
    do(s, "cast", card="hand:MG-U75")
    pass_all(s)                                    # the Usurper resolves; its trigger asks for a target
    do(s, "choose", option="p2.battlefield:MG-G03")
    pass_all(s)
    assert s.controller(charger) == 0 and s.perm[charger].sick
    s.step = Step.ATTACKERS
    assert not can_attack(s, charger)


def test_611_2b_control_for_as_long_as_the_source_remains_ends_when_it_leaves() -> None:
    s = position(p1={"hand": ["MG-U75"], "battlefield": ["MG-L02"] * 5},
                 p2={"hand": ["MG-B03"], "battlefield": ["MG-G03", "MG-L03", "MG-L03", "MG-L03"]})
    charger = card(s, "p2.battlefield:MG-G03")
    do(s, "cast", card="hand:MG-U75")
    pass_all(s)
    do(s, "choose", option="p2.battlefield:MG-G03")
    pass_all(s)
    assert s.controller(charger) == 0 and s.lasting
    do(s, "pass")                                  # player 2 answers: destroy the Usurper
    do(s, "cast", card="p2.hand:MG-B03", target="p1.battlefield:MG-U75")
    pass_all(s)
    assert "MG-U75" in _ids(s, 1, "graveyard") and s.controller(charger) == 1 and not s.lasting
    assert charger in s.battlefield(1)


def test_613_1b_an_aura_that_gives_control_gives_it_back_when_it_is_destroyed() -> None:
    s = position(p1={"hand": ["MG-U71"], "battlefield": ["MG-L02"] * 5},
                 p2={"hand": ["MG-W69"], "battlefield": ["MG-G04", "MG-L01", "MG-L01", "MG-L01"]})
    titan = card(s, "p2.battlefield:MG-G04")
    assert isinstance(ai_policy.main_phase_play(s, 0, ai_policy.sensible(s, 0)), Cast)
    do(s, "cast", card="hand:MG-U71", target="p2.battlefield:MG-G04")
    pass_all(s)
    assert s.controller(titan) == 0 and _ids(s, 1, "battlefield").count("MG-U71") == 1
    assert invariants.check(s) == []
    _to_cleanup(s)                                  # player 2's turn: an Aura's control does not wear off
    assert s.controller(titan) == 0
    while s.step is not Step.MAIN1:
        do(s, "pass")
    do(s, "cast", card="p2.hand:MG-W69")
    pass_all(s)
    assert s.controller(titan) == 1 and "MG-U71" in _ids(s, 1, "graveyard")


def test_800_4a_a_player_who_leaves_gives_back_what_they_took_and_takes_what_was_theirs() -> None:
    s = position(players=3, p1={"battlefield": ["MG-R04"]}, p2={"battlefield": ["MG-G03"]},
                 p3={"battlefield": ["MG-W01"]})
    brute, charger = card(s, "battlefield:MG-R04"), card(s, "p2.battlefield:MG-G03")
    from game.rulesets.magic import control, durations
    durations.start(s, "control", charger, "", 2, -1)       # player 3 took the Charger
    durations.start(s, "control", brute, "", 1, -1)         # player 2 took the Brute
    control.refresh(s)
    assert s.controller(charger) == 2 and s.controller(brute) == 1
    do(s, "concede", player=2)
    assert s.out[1] and s.controller(brute) == 0 and brute in s.battlefield(0)
    assert s.cards[charger].zone == "p1.left"
    assert invariants.check(s) == []


def test_the_saved_form_and_a_copy_keep_control_apart() -> None:
    s = position(p1={"hand": ["MG-R70"], "battlefield": ["MG-L04"] * 3}, p2={"battlefield": ["MG-R04"]})
    before = s.state_hash()
    do(s, "cast", card="hand:MG-R70", target="p2.battlefield:MG-R04")
    pass_all(s)
    saved = s.to_dict()
    assert saved["lasting"] and json.dumps(saved)
    c = s.clone()
    c.lasting.clear()
    assert s.lasting and c.state_hash() != s.state_hash() != before


def test_the_ai_counts_a_creature_taken_until_end_of_turn_on_its_owners_board() -> None:
    from game.rulesets.magic import ai
    s = position(p1={"hand": ["MG-R70"], "battlefield": ["MG-L04"] * 3}, p2={"battlefield": ["MG-G04"]})
    before = ai._board(s, 1)
    do(s, "cast", card="hand:MG-R70", target="p2.battlefield:MG-G04")
    pass_all(s)
    assert s.controller(card(s, "battlefield:MG-G04")) == 0
    assert ai._board(s, 1) >= before and ai._board(s, 0) == 0.0      # (it has haste now: a little more)


def test_a_triggered_ability_that_takes_a_creature_is_aimed_at_an_opponents_by_the_quick_policy() -> None:
    from game.engine.rng import Rng
    s = position(p1={"hand": ["MG-U75"], "battlefield": ["MG-L02"] * 5 + ["MG-G04"]},
                 p2={"battlefield": ["MG-W01"]})
    do(s, "cast", card="hand:MG-U75")
    pass_all(s)
    assert s.decisions and s.decisions[0].kind == "target"
    choice = ai_policy.quick_action(s, 0, Rng(1))
    assert choice.option == card(s, "p2.battlefield:MG-W01")    # not the bigger Titan of its own


def test_506_4_a_creature_whose_controller_changes_is_removed_from_combat() -> None:
    from game.rulesets.magic import control, durations
    s = position(p1={"battlefield": ["MG-R04", "MG-R01"]}, p2={"battlefield": ["MG-G03"]}, step="declare_attackers")
    brute, pup = card(s, "battlefield:MG-R04"), card(s, "battlefield:MG-R01")
    do(s, "attack", card="battlefield:MG-R04", target="p2")
    do(s, "attack", card="battlefield:MG-R01", target="p2")
    assert set(s.attackers) == {brute, pup}
    durations.start(s, "control", brute, durations.END_OF_TURN, 1, -1)
    control.refresh(s)
    assert set(s.attackers) == {pup} and s.controller(brute) == 1 and invariants.check(s) == []
