"""Guarantees of the ruleset-agnostic engine core (game/engine), checked through the Lanes ruleset:
no UI imports, a deterministic and unbiased RNG, action text that round-trips, atomic saves that
replay to the same state, clear errors for damaged saves, independent clones, untouched state on
refusal, and identical games from identical seeds and actions."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from itertools import permutations

import pytest

from game.engine import registry
from game.engine.actions import Choose, Concede
from game.engine.errors import ActionParseError, DataError, IllegalActionError
from game.engine.match import Match
from game.engine.rng import Rng
from game.rulesets.lanes.actions import (ACTIONS, Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill,
                                         PlayUnit)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def new_match(seed: int) -> Match:
    info = registry.get("lanes")
    return Match("lanes", seed, info.default_setup(seed))


def play_random(m: Match, steps: int, chooser_seed: int) -> Match:
    """Play up to ``steps`` legal actions chosen by a seeded chooser."""
    r = random.Random(chooser_seed)
    for _ in range(steps):
        if m.state.result is not None:
            break
        m.apply(r.choice(m.legal_actions()))
    return m


# ----- no UI in the core --------------------------------------------------------------------------------
def test_engine_and_lanes_never_import_pygame_or_pymunk():
    code = "import game.engine, game.rulesets.lanes, sys; print('pygame' in sys.modules, 'pymunk' in sys.modules)"
    env = dict(os.environ, PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_a_whole_game_runs_without_pygame_or_pymunk():
    code = ("import sys, random\n"
            "from game.engine import registry\nfrom game.engine.match import Match\n"
            "m = Match('lanes', 3, registry.get('lanes').default_setup(3))\nr = random.Random(0)\n"
            "for _ in range(150):\n    a = m.legal_actions()\n    if not a: break\n    m.apply(r.choice(a))\n"
            "print('pygame' in sys.modules, 'pymunk' in sys.modules)")
    env = dict(os.environ, PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


# ----- RNG ------------------------------------------------------------------------------------------------
def test_rng_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(50)] == [b.next_u64() for _ in range(50)]
    r1, r2 = Rng(1), Rng(2)
    assert [r1.next_u64() for _ in range(3)] != [r2.next_u64() for _ in range(3)]
    c = Rng(7)
    c.next_u64()
    d = c.copy()
    assert [c.below(100) for _ in range(20)] == [d.below(100) for _ in range(20)]
    # Known values: the generator must not change between Python versions or releases.
    e = Rng(0)
    assert e.next_u64() == 0xE220A8397B1DCDAF


def test_rng_below_is_uniform():
    r = Rng(2024)
    n, k = 60000, 6
    counts = Counter(r.below(k) for _ in range(n))
    assert set(counts) == set(range(k))
    expected = n / k
    chi2 = sum((counts[i] - expected) ** 2 / expected for i in range(k))
    assert chi2 < 20.5                                  # 5 degrees of freedom, p = 0.001


def test_rng_below_has_no_modulo_bias_for_huge_bounds():
    # A bound of 3/4 of 2**64: plain "x % n" would land in the lowest third half the time.
    n = 3 << 62
    r = Rng(99)
    low = sum(1 for _ in range(3000) if r.below(n) < (1 << 62))
    assert 0.28 < low / 3000 < 0.39
    with pytest.raises(ValueError):
        r.below(0)


def test_rng_shuffle_gives_every_permutation_equally():
    r = Rng(5)
    counts: Counter = Counter()
    for _ in range(6000):
        items = [1, 2, 3]
        r.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == set(permutations([1, 2, 3]))
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 20.5


# ----- actions as text ------------------------------------------------------------------------------------
EXAMPLES = [PlayUnit(0, 12, 2), PlayItem(1, 40, 0), PlaySkill(0, 7), Activate(1, 3, "LT-L01/b#2"), EndMain(0),
            Attack(1, 1), EndAttack(0), Choose(1, 17), Choose(0, "done"), Choose(1, "keep"), Concede(1)]


@pytest.mark.parametrize("action", EXAMPLES, ids=str)
def test_action_text_round_trips(action):
    text = str(action)
    assert text.startswith(action.verb + " ")
    again = ACTIONS.parse(text)
    assert again == action and type(again) is type(action)


def test_every_lanes_action_type_is_round_tripped():
    assert {type(a) for a in EXAMPLES} == set(ACTIONS.by_verb.values())


def test_actions_met_in_a_real_game_round_trip():
    m = new_match(21)
    r = random.Random(4)
    seen = set()
    for _ in range(200):
        if m.state.result is not None:
            break
        for a in m.legal_actions():
            assert ACTIONS.parse(str(a)) == a
            seen.add(type(a))
        m.apply(r.choice(m.legal_actions()))
    assert {PlayUnit, EndMain, Choose} <= seen


@pytest.mark.parametrize("text", ["", "fly lane=1", "attack", "attack lane=x", "attack lane=1 bogus=2",
                                  "attack lane"])
def test_bad_action_text_is_a_parse_error(text):
    with pytest.raises(ActionParseError):
        ACTIONS.parse(text)


# ----- saves ----------------------------------------------------------------------------------------------
def test_save_and_load_replays_to_the_same_state(tmp_path):
    m = play_random(new_match(8), 120, 1)
    path = tmp_path / "games" / "g.json"
    m.save(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seed"] == 8 and data["ruleset"] == "lanes" and len(data["log"]) == len(m.log)
    loaded = Match.load(str(path))
    assert loaded.state.state_hash() == m.state.state_hash()
    assert [str(a) for a in loaded.log] == [str(a) for a in m.log]
    # The loaded game goes on exactly like the original.
    if m.state.result is None:
        a = m.legal_actions()[0]
        m.apply(a)
        loaded.apply(a)
        assert loaded.state.state_hash() == m.state.state_hash()


def test_save_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    first = play_random(new_match(8), 30, 1)
    first.save(str(path))
    good = path.read_bytes()
    assert os.listdir(tmp_path) == ["g.json"]            # no temporary file left behind
    later = play_random(new_match(8), 60, 1)

    def crash(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        later.save(str(path))
    assert path.read_bytes() == good                     # the previous save is intact
    assert os.listdir(tmp_path) == ["g.json"]
    monkeypatch.undo()
    later.save(str(path))                                # and a good save replaces it
    assert Match.load(str(path)).state.state_hash() == later.state.state_hash()


def _saved(tmp_path) -> tuple[dict, str]:
    m = play_random(new_match(8), 40, 1)
    path = tmp_path / "g.json"
    m.save(str(path))
    return json.loads(path.read_text(encoding="utf-8")), str(path)


def _write(path: str, data) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(data if isinstance(data, str) else json.dumps(data))


def _load_error(path: str) -> DataError:
    with pytest.raises(DataError) as exc:
        Match.load(path)
    return exc.value


def test_truncated_save_is_a_data_error(tmp_path):
    data, path = _saved(tmp_path)
    _write(path, json.dumps(data)[:-40])
    err = _load_error(path)
    assert err.path == path and "not valid JSON" in str(err)


def test_edited_log_entry_is_a_data_error(tmp_path):
    data, path = _saved(tmp_path)
    data["log"][5] = "attack lane=9"
    _write(path, data)
    err = _load_error(path)
    assert "log entry 6" in str(err) and "attack lane=9" in str(err)


def test_edited_hash_is_a_data_error(tmp_path):
    data, path = _saved(tmp_path)
    data["hash"] = "0" * 64
    _write(path, data)
    assert "hash differs" in str(_load_error(path))


def test_edited_seed_is_a_data_error(tmp_path):
    data, path = _saved(tmp_path)
    data["seed"] += 1
    _write(path, data)
    err = _load_error(path)
    assert "hash differs" in str(err) or "cannot be replayed" in str(err)


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.pop("log"), "'log'"),
    (lambda d: d.update(seed="eight"), "'seed'"),
    (lambda d: d.update(ruleset="chess"), "cannot set up"),
    (lambda d: d["setup"]["decks"].pop(), "cannot set up"),
])
def test_hand_edited_fields_are_named(tmp_path, edit, words):
    data, path = _saved(tmp_path)
    edit(data)
    _write(path, data)
    assert words in str(_load_error(path))


def test_save_of_the_wrong_shape_or_missing_is_a_data_error(tmp_path):
    path = str(tmp_path / "g.json")
    _write(path, [1, 2, 3])
    assert "JSON object" in str(_load_error(path))
    assert "cannot read" in str(_load_error(str(tmp_path / "missing.json")))


def test_save_of_an_unknown_version_is_a_data_error(tmp_path):
    data, path = _saved(tmp_path)
    data["version"] = 99
    _write(path, data)
    assert "version" in str(_load_error(path))


# ----- clones, refusals, determinism -----------------------------------------------------------------------
def test_clone_equals_the_original_and_diverges_independently():
    m = play_random(new_match(12), 50, 2)
    s = m.state
    c = s.clone()
    assert c.state_hash() == s.state_hash()
    before = s.state_hash()
    action = c.legal_actions()[-1]
    c.apply(action)
    assert c.state_hash() != before and s.state_hash() == before
    s.apply(action)                                      # the same action on the original: the same result
    assert s.state_hash() == c.state_hash()
    # Playing on in the clone never touches the original.
    r = random.Random(3)
    before = s.state_hash()
    for _ in range(40):
        if c.result is not None:
            break
        c.apply(r.choice(c.legal_actions()))
    assert s.state_hash() == before


def test_clone_is_independent_while_effects_wait():
    # A pause with effects waiting (player 1 chooses a target while a second automatic effect waits):
    # finishing the effects in a clone must not use up the original's waiting effect.
    from game.rulesets.lanes.scenario import do, position, ref
    from game.rulesets.lanes.statics import power

    def unit(cid, abilities):
        return {"id": cid, "name": {"en": cid, "ko": cid}, "type": "unit", "attribute": "fire", "cost": 1,
                "power": 3, "hit": 1, "ability": abilities}
    cards = [unit("TC-ENTRY-PUMP", [{"keyword": "entry", "effect": [
                 {"do": "power", "n": 2, "target": {"choose": 1, "side": "own"}}]}]),
             unit("TC-RALLY", [{"keyword": "auto", "when": "ally_entry", "effect": [
                 {"do": "power", "n": 1, "target": {"all": True, "side": "own"}}]}])]
    deck = ["LT-F02"] * 5
    s = position({"turn": 3, "turn_player": 1, "phase": "main",
                  "p1": {"leader": "LT-L01", "level": 5, "hand": ["TC-ENTRY-PUMP"], "lane1": "TC-RALLY", "deck": deck},
                  "p2": {"leader": "LT-L02", "level": 5, "deck": deck}}, cards=cards)
    do(s, "play_unit", card="hand:TC-ENTRY-PUMP", lane=0)
    do(s, "choose", option="trigger:p1.unit0")
    assert s.decisions[0].kind == "target" and s.batch     # the rally effect waits
    before = s.state_hash()
    c = s.clone()
    do(c, "choose", option="p1.unit1")
    assert s.state_hash() == before
    do(s, "choose", option="p1.unit1")
    assert s.state_hash() == c.state_hash()
    assert power(s, ref(s, "p1.unit0")) == 4 and power(s, ref(s, "p1.unit1")) == 6


def test_refused_action_leaves_the_state_unchanged():
    m = play_random(new_match(12), 30, 2)
    s = m.state
    while s.result is None and s.decisions:           # get to a moment where the turn player acts
        m.apply(s.legal_actions()[0])
    before = s.state_hash()
    log_len = len(m.log)
    other = 1 - s.turn_player
    refused = [EndMain(other), Attack(s.turn_player, 7), PlayUnit(s.turn_player, 10_000, 0),
               Choose(other, 3), PlaySkill(other, 0), Activate(s.turn_player, 0, "nope")]
    for a in refused:
        assert not s.is_legal(a)
        with pytest.raises(IllegalActionError) as exc:
            m.apply(a)
        assert exc.value.rule
        assert s.state_hash() == before, a
    assert len(m.log) == log_len                         # refused actions are not logged


def test_same_seed_and_actions_give_the_same_game():
    a = play_random(new_match(31), 150, 9)
    b = play_random(new_match(31), 150, 9)
    assert [str(x) for x in a.log] == [str(x) for x in b.log]
    assert a.state.state_hash() == b.state.state_hash()
    c = play_random(new_match(32), 150, 9)
    assert c.state.state_hash() != a.state.state_hash()
    # Replaying a's log into a fresh match of the same seed reaches the same state.
    d = new_match(31)
    for x in a.log:
        d.apply(str(x))
    assert d.state.state_hash() == a.state.state_hash()


# ----- rules seats ------------------------------------------------------------------------------------
def test_a_rules_seat_is_never_asked_to_act_but_can_win():
    """A seat the ruleset plays itself (Clash of Decks' rulebook AI) never appears in current_players(),
    even where a ruleset's list names it, and still wins like any seat."""
    from game.engine.actions import Action
    from game.engine.state import GameState
    from game.engine.text import Msg

    class Toy(GameState):
        ruleset_id = "toy"

        def _generate_legal(self) -> list[Action]:
            return [Concede(0), Choose(0, 1), Choose(1, 1)]

        def _explain_refusal(self, action: Action) -> IllegalActionError:
            return IllegalActionError("0", "no", "아니요", action)

        def _perform(self, action: Action) -> None:
            self.end_game([1], [0], Msg("the rules seat won", "규칙 좌석 승리"), "0")

    toy = Toy(2, 1)
    assert toy.current_players() == [0, 1]
    toy.rules_seats = (1,)
    assert toy.current_players() == [0]
    assert toy.clone().current_players() == [0]
    toy.apply(Choose(0, 1))
    assert toy.result is not None and toy.result.winners == (1,)


def test_a_file_problem_met_in_a_simulation_worker_reaches_the_command_whole():
    """`simulate --jobs N` runs games in other processes: a bad level or card file met there comes back
    pickled, with its file, its problems and a player's words, instead of leaving the run waiting forever."""
    import pickle
    from game.engine.text import Said
    err = DataError("levels/ai/magic/normal.toml", ["level.crowd_quick: a whole number 0..1000",
                                                   Said("No such seat.", en="No such seat.", ko="그런 자리는 없습니다.")])
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is DataError and str(back) == str(err)
    assert back.path == err.path and back.problems == err.problems
    assert back.reason("ko").endswith("그런 자리는 없습니다.")
