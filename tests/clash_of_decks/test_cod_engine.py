"""Clash of Decks through the game contract: registration, saves and replays, what each seat sees, the
invariants over whole games, and `simulate` for the duel and for solo (a CI-size run of each)."""
from __future__ import annotations

import json
import os

from game.ai import make_agent
from game.cli.main import main as cli_main
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.match import Match
from game.engine.setup import build_setup

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_ruleset_is_registered_with_its_alias_seats_and_reading_settings() -> None:
    info = registry.get("cod")
    assert info.id == "clash-of-decks" and info.min_players == 1 and info.max_players == 4
    readings = {o.id: o.rule for o in info.options if o.reading}
    assert {"activation", "regeneration", "weaken_hp", "weaken_citadel", "shield_splash", "symbiosis_attack",
            "ai_gust", "champion_points"} <= set(readings)
    assert all(rule.startswith("CD-") for rule in readings.values())
    assert os.path.exists(os.path.join(ROOT, "assets", "rules", "clash-of-decks.ko.txt"))


def _play(seed: int, steps: int, **settings):
    info = registry.get("cod")
    players = 1 if settings.get("mode") == "solo" else 2
    m = Match(info.id, seed, build_setup(info, seed, players=players, settings=settings))
    agent = make_agent("random", seed, info.id)
    events = []
    for _ in range(steps):
        s = m.state
        if s.result is not None:
            break
        events.extend(m.apply(agent.choose(s, s.current_players()[0])))
    return m, events


def test_a_save_records_every_option_and_replays_drafts_included() -> None:
    for settings in ({"exhaustion": "on"}, {"decks": "draft", "champion": "on"}, {"mode": "solo", "difficulty": 6}):
        m, _ = _play(8, 60, **settings)
        data = json.loads(json.dumps(m.to_json()))
        for k, v in settings.items():
            assert data["setup"][k] == v
        assert Match.from_json(data).state.state_hash() == m.state.state_hash()


def test_the_same_seed_and_actions_give_the_same_state_byte_for_byte() -> None:
    a, _ = _play(5, 80, decks="draft")
    b, _ = _play(5, 80, decks="draft")
    assert a.state.state_hash() == b.state.state_hash()
    assert json.dumps(a.state.to_dict(), sort_keys=True) == json.dumps(b.state.to_dict(), sort_keys=True)


def test_a_view_hides_the_order_of_the_opponents_hand_but_shows_the_citadel() -> None:
    m, _ = _play(2, 20)
    s = m.state
    for p in (0, 1):
        v = s.view(p)
        assert v["zones"][f"p{p}.hand"]["cards"] is not None
        assert v["zones"][f"p{1 - p}.hand"]["cards"] is None and v["zones"][f"p{1 - p}.hand"]["count"] == len(s.hands[1 - p].cards)
        other = v["seats"][1 - p]
        assert other["citadel_at"] == s.cit[1 - p] and other["side"] == s.side[1 - p] and "playable" not in other


def test_permuting_the_opponents_hand_does_not_change_a_view() -> None:
    m, _ = _play(6, 25)
    twin = m.state.clone()
    twin.hands[1].cards.reverse()
    assert twin.view(0) == m.state.view(0)
    m, _ = _play(6, 25, mode="solo")
    twin = m.state.clone()
    twin.decks[1].cards.reverse()                       # the AI deck is face down
    assert twin.view(0) == m.state.view(0)


def test_every_refusal_names_its_rule_in_both_languages() -> None:
    from game.engine.errors import IllegalActionError
    from game.rulesets.clash_of_decks.actions import Summon
    m, _ = _play(3, 1)
    s = m.state
    p = s.current_players()[0]
    hand = s.hands[p].cards
    try:
        s.apply(Summon(p, hand[-1], 0))
        raise AssertionError("the fifth card was played")
    except IllegalActionError as err:
        assert err.rule.startswith("CD-") and err.en and err.ko and err.en != err.ko


def test_invariants_hold_after_every_action_of_random_games() -> None:
    info = registry.get("cod")
    for seed, settings, seats in ((1, {}, 2), (2, {"exhaustion": "on", "champion": "on"}, 2),
                                  (3, {"decks": "draft"}, 2), (4, {"mode": "solo"}, 1),
                                  (5, {"mode": "solo", "difficulty": 10}, 1), (6, {"mode": "solo", "decks": "draft"}, 1)):
        agents = [make_agent("random", seed * 2 + i, info.id) for i in range(seats)]
        out = play_game(info.id, seed, agents, setup=build_setup(info, seed, players=seats, settings=settings))
        assert out["crash"] is None and out["violations"] == [] and out["result"] is not None, (settings, out["crash"])


def test_simulate_runs_duels_and_solo_games_without_crashes_or_violations(capsys) -> None:
    assert cli_main(["simulate", "--ruleset", "cod", "--games", "30", "--seats", "random,random", "--json"]) == 0
    duel = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert duel["crashes"] == 0 and duel["invariant_violations"] == 0 and sum(duel["wins"]) + duel["draws"] == 30
    assert cli_main(["simulate", "--ruleset", "cod", "--games", "30", "--players", "1", "--set", "mode=solo",
                     "--seats", "random", "--json"]) == 0
    solo = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert solo["crashes"] == 0 and solo["invariant_violations"] == 0
    assert solo["wins"][0] + solo["rules_seat_wins"] + solo["draws"] == 30 and solo["rules_seat_wins"] > 0
