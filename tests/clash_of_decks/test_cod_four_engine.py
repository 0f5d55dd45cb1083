"""Clash of Decks with four seats through the game contract: saves and replays, what each seat sees, the
invariants over whole random games in every four-seat mode, and `simulate --players 4` (a CI-size run
of each mode; the 5,000-game runs are in docs/rules/clash-of-decks.md)."""
from __future__ import annotations

import json

import pytest

from game.ai import make_agent
from game.cli.main import main as cli_main
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.match import Match
from game.engine.setup import build_setup
from game.rulesets.clash_of_decks.text import describe_events

MODES = ("ffa", "2v2", "coop")


def _play(seed: int, steps: int, **settings: object) -> tuple[Match, list]:
    info = registry.get("cod")
    m = Match(info.id, seed, build_setup(info, seed, players=4, settings=settings))
    agent = make_agent("random", seed, info.id)
    events: list = []
    for _ in range(steps):
        s = m.state
        if s.result is not None:
            break
        events.extend(m.apply(agent.choose(s, s.current_players()[0])))
    return m, events


@pytest.mark.parametrize("mode", MODES)
def test_a_four_seat_save_replays_to_the_same_state(mode: str) -> None:
    m, _ = _play(8, 60, mode=mode, exhaustion="on")
    data = json.loads(json.dumps(m.to_json()))
    assert data["setup"]["mode"] == mode and data["setup"]["players"] == 4
    assert Match.from_json(data).state.state_hash() == m.state.state_hash()


def test_each_seat_sees_its_own_hand_only_and_every_citadel() -> None:
    m, _ = _play(6, 20, mode="ffa")
    s = m.state
    for p in range(4):
        v = s.view(p)
        for q in range(4):
            cards = v["zones"][f"p{q}.hand"]["cards"]
            assert (cards is not None) == (q == p)
            assert v["seats"][q]["citadel_at"] == s.cit[q] and v["seats"][q]["side"] == s.side[q]
        twin = s.clone()
        for q in range(4):
            if q != p:
                twin.hands[q].cards.reverse()
        assert twin.view(p) == v


def test_in_coop_the_ai_decks_are_face_down_to_both_people() -> None:
    m, _ = _play(4, 10, mode="coop")
    twin = m.state.clone()
    twin.decks[1].cards.reverse()
    twin.decks[3].cards.reverse()
    for p in (0, 2):
        assert twin.view(p) == m.state.view(p)


@pytest.mark.parametrize("mode", MODES)
def test_invariants_hold_after_every_action_of_random_four_seat_games(mode: str) -> None:
    info = registry.get("cod")
    for seed, extra in ((1, {}), (2, {"exhaustion": "on", "champion": "on"}), (3, {"upper_fronts": "paired"}),
                        (4, {"spell_reach": "shared", "ffa_self_loss": "neighbours", "coop_ai_mana": "facing"})):
        settings = {"mode": mode, **extra}
        if mode == "coop" and "champion" in extra:
            settings["difficulty"] = 3          # no champion in the quick game (L1279-1281)
        agents = [make_agent("random", seed * 4 + i, info.id) for i in range(4)]
        out = play_game(info.id, seed, agents, setup=build_setup(info, seed, players=4, settings=settings))
        assert out["crash"] is None and out["violations"] == [] and out["result"] is not None, (settings, out["crash"])


def test_every_event_of_a_four_seat_game_reads_in_both_languages() -> None:
    for mode in MODES:
        m, events = _play(9, 200, mode=mode)
        for lang in ("en", "ko"):
            lines = describe_events(m.state, events, lang, None)
            assert lines and all(isinstance(line, str) for line in lines)


@pytest.mark.parametrize("mode", MODES)
def test_simulate_plays_four_seat_games_without_crashes_or_violations(mode: str, capsys) -> None:
    assert cli_main(["simulate", "--ruleset", "cod", "--games", "24", "--players", "4", "--set", f"mode={mode}",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["crashes"] == 0 and out["invariant_violations"] == 0
    if mode == "coop":          # seats B and D are the rulebook AIs: their side's wins count once per game
        people_won = 24 - out["rules_seat_wins"] - out["draws"]
        assert sum(out["wins"]) == 2 * people_won and out["rules_seat_wins"] > 0
    elif mode == "2v2":
        assert sum(out["wins"]) + out["draws"] * 4 == 24 * 2
    else:
        assert sum(out["wins"]) >= 24 - out["draws"]


def test_the_generic_ai_plays_any_four_seat_seat() -> None:
    info = registry.get("cod")
    for mode in MODES:
        agents = [make_agent(name, 40 + i, info.id) for i, name in enumerate(("greedy", "random", "greedy", "random"))]
        out = play_game(info.id, 3, agents, setup=build_setup(info, 3, players=4, settings={"mode": mode}))
        assert out["crash"] is None and out["violations"] == [] and out["result"] is not None, (mode, out["crash"])
