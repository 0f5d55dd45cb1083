"""Dragon Duel through the engine's doors: registration and options, views that keep secrets,
the log in both languages for every event kind, clones and saves, the sheet shipped with the app."""
from __future__ import annotations

import os

import pytest

from game.ai.random_agent import RandomAgent
from game.engine import registry
from game.engine.match import Match
from game.rulesets.dragon_duel.text import EVENT_KINDS, describe_action, describe_event

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_ruleset_is_registered_by_id_and_alias_with_its_options() -> None:
    info = registry.get("dd")
    assert info is registry.get("dragon-duel") and info.names.en == "Dragon Duel"
    ids = [o.id for o in info.options]
    assert ids[:5] == ["backtracking", "first_player", "match", "crystals", "next_starter"]
    for o in info.options:
        assert o.label.en and o.label.ko and o.help.en and o.help.ko
        assert o.problem(o.default) is None
    assert registry.scenario_runner(info) is not None
    with pytest.raises(KeyError) as err:
        registry.get("nope")
    assert "dragon-duel" in str(err.value) and "lanes" in str(err.value)


def test_a_save_records_every_option_and_replays() -> None:
    info = registry.get("dd")
    setup = {**info.default_setup(8), "backtracking": "prevent"}
    m = Match("dd", 8, setup)
    agent = RandomAgent(3)
    for _ in range(40):
        m.apply(agent.choose(m.state, m.state.current_players()[0]))
    data = m.to_json()
    assert data["setup"]["backtracking"] == "prevent" and data["ruleset"] == "dragon-duel"
    assert Match.from_json(data).state.state_hash() == m.state.state_hash()


def _play(seed: int, steps: int, **options):
    m = Match("dd", seed, {**registry.get("dd").default_setup(seed), **options})
    agent = RandomAgent(seed)
    events = []
    for _ in range(steps):
        s = m.state
        if s.result is not None:
            break
        events.extend(m.apply(agent.choose(s, s.current_players()[0])))
    return m.state, events


def test_a_view_hides_the_opponents_hand_and_both_decks() -> None:
    s, _ = _play(2, 30)
    for p in (0, 1):
        v = s.view(p)
        assert v["zones"][f"p{p}.hand"]["cards"] is not None
        assert v["zones"][f"p{1 - p}.hand"]["cards"] is None and v["zones"][f"p{p}.deck"]["cards"] is None
        hidden = set(s.hands[1 - p].cards) | set(s.decks[0].cards) | set(s.decks[1].cards)
        assert not hidden & {int(k) for k in v["ignored"]}
        assert v["totals"] == [s.attack_total(0), s.attack_total(1)] and v["dragons"] == s.dragons


def test_permuting_hidden_cards_does_not_change_a_view() -> None:
    s, _ = _play(6, 25)
    twin = s.clone()
    deck = twin.decks[1].cards
    deck.reverse()
    opp_hand = twin.hands[1].cards
    opp_hand.reverse()
    assert twin.view(0) == s.view(0)


def test_events_hide_drawn_cards_from_the_other_player() -> None:
    _, events = _play(4, 10)
    draws = [e for e in events if e.kind == "card_moved" and e.data.get("cause") == "draw"]
    assert draws
    for e in draws:
        owner = e.data["owner"]
        assert "card" in e.for_player(owner).data
        assert "card" not in e.for_player(1 - owner).data and e.for_player(1 - owner).data["hidden"]


def test_every_event_kind_reads_as_a_sentence_in_both_languages() -> None:
    seen = set()
    for seed in range(28):
        s, events = _play(seed, 2000, **({"match": "on", "crystals": 6} if seed >= 25 else {}))
        for e in events:
            seen.add(e.kind)
            for viewer in (0, 1):
                seen_by = e.for_player(viewer)
                en, ko = describe_event(s, seen_by, "en"), describe_event(s, seen_by, "ko")
                assert (en is None) == (ko is None), e
                if en is not None:
                    assert en != ko and e.kind.replace("_", " ") != en, e
        for a in s.legal_actions():
            assert describe_action(s, a, "en") != describe_action(s, a, "ko")
    emitted = seen - {"picked"}
    assert emitted <= set(EVENT_KINDS)
    assert {"game_won", "decks_shuffled", "backtracked", "characters_gathered", "dragon_returned"} <= seen


def test_the_rule_sheet_ships_with_the_app() -> None:
    path = os.path.join(ROOT, "assets", "rules", "dragon-duel.ja.txt")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    assert "ドラゴンステップ" in text and "バックトラッキング" in text and len(text.splitlines()) == 186


def test_the_scenario_command_finds_the_runner_through_the_registration(tmp_path) -> None:
    from game.cli.scenario import run_file
    from game.engine.errors import DataError
    from game.rulesets.dragon_duel.scenario import run_scenario
    assert registry.get("dd").scenario_runner is run_scenario
    assert registry.scenario_runner(registry.get("lanes")) is not None     # found by the package convention
    bad = tmp_path / "x.toml"
    bad.write_text('[scenario]\nruleset = "chess"\n[position]\n', encoding="utf-8")
    with pytest.raises(DataError) as err:
        run_file(str(bad))
    assert "unknown ruleset 'chess'" in str(err.value) and "dragon-duel" in str(err.value)


def test_a_clone_played_on_at_a_pending_trigger_order_leaves_the_original_alone() -> None:
    """Two cards trigger at once (DD-1.1): a copy answering the order and playing on must not empty the
    original's list of waiting triggers (a search, the backtracking check and undo all play on copies)."""
    from game.ai import make_agent
    from game.engine import registry
    from game.engine.match import Match
    info = registry.get("dragon-duel")
    s = Match("dragon-duel", 37, info.default_setup(37)).state
    players = [make_agent("greedy", 37, "dragon-duel"), make_agent("greedy", 38, "dragon-duel")]
    while s.result is None and not (s.decisions and s.decisions[0].kind == "order"):
        p = s.current_players()[0]
        s.apply(players[p].choose(s, p))
    assert s.result is None, "the game was meant to reach a choice of trigger order"
    before, legal = s.state_hash(), s.legal_actions()
    copy = s.clone()
    for _ in range(3):
        if copy.result is not None:
            break
        copy.apply(copy.legal_actions()[0])
    assert s.state_hash() == before and s.legal_actions() == legal
