"""A Magic game's setting is a combination: a deck format, a multiplayer shape and supplements, each a
variant module with its hooks. The old one-word ``variant`` stays a shorthand (old saves load to the same
game), a combination the rules rule out is refused naming the rule, and ``rulesets --json`` lists them."""
from __future__ import annotations

import dataclasses
import json
import pathlib

import pytest

from game.cli import main as cli
from game.engine.errors import DataError
from game.engine.match import Match
from game.rulesets.magic import commander
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import zid

ROOT = pathlib.Path(__file__).resolve().parents[2]


SAVES = pathlib.Path(__file__).resolve().parent / "saves"
NEW_WORDS = {"commander": {"deck_format": "commander"}, "brawl": {"deck_format": "brawl"},
             "vanguard": {"supplements": "vanguard"}}


@pytest.mark.parametrize("name", ["core", "commander", "brawl", "vanguard"])
def test_a_save_from_before_the_combination_loads_its_hash_checked_and_the_new_words_play_the_same(name) -> None:
    """The saves in tests/magic/saves have a setup saying ``variant=...`` as saves did before the
    combination (300-400 random actions each; written again when issue 23 rebuilt the shipped decks, and
    since then holding the decks they dealt, as every save does): each replays to the hash it was saved
    with, and the same log under the new settings reaches the same board."""
    data = json.loads((SAVES / f"old_{name}.json").read_text(encoding="utf-8"))
    old = Match.from_json(data)          # raises if the replay does not reach the saved hash
    setup = {k: v for k, v in data["setup"].items() if k != "variant"}
    new = Match("magic", data["seed"], {**setup, **NEW_WORDS.get(name, {})})
    for text in data["log"]:
        new.apply(text)
    assert new.state.setting == old.state.setting
    assert {k: v for k, v in new.state.to_dict().items() if k != "options"} == \
        {k: v for k, v in old.state.to_dict().items() if k != "options"}


def test_a_commander_game_starts_at_40_with_its_commanders_in_the_command_zone_either_way() -> None:
    for setup in ({"variant": "commander"}, {"deck_format": "commander", "variant": "core"}):
        s = new_state(3, {"players": 3, **setup})
        assert s.life == [40, 40, 40] and s.setting.multiplayer == "free-for-all"
        assert all(s.zones[zid(p, "command")].cards == [commander.commanders(s)[p]] for p in range(3))


def test_902_vanguard_in_a_free_for_all_of_three() -> None:
    s = new_state(5, {"players": 3, "multiplayer": "free-for-all", "supplements": "vanguard"})
    assert [len(s.command_sources(p)) for p in range(3)] == [1, 1, 1]
    assert s.life == [20 + s.defs[s.command_sources(p)[0]].life_mod for p in range(3)]
    assert commander.part(s) is None


@pytest.mark.parametrize(("setup", "rule"), [
    ({"players": 2, "deck_format": "brawl", "supplements": "vanguard"}, "902.1"),
    ({"players": 2, "variant": "vanguard", "deck_format": "commander"}, "902.1"),
    ({"players": 3, "multiplayer": "two-player"}, "800.1"),
    ({"players": 2, "multiplayer": "free-for-all"}, "800.1"),
    ({"players": 2, "variant": "commander", "deck_format": "brawl"}, "900.1"),
])
def test_a_combination_the_rules_rule_out_is_refused_naming_the_rule(setup, rule) -> None:
    with pytest.raises(DataError) as err:
        new_state(1, setup)
    assert any(p.startswith(rule + " ") for p in err.value.problems), err.value.problems


def test_the_command_line_refuses_a_ruled_out_combination_with_its_rule(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--ruleset", "magic", "--set", "variant=vanguard", "--set", "deck_format=brawl",
                  "--games", "1"])
    assert "902.1 Vanguard is played with constructed decks" in capsys.readouterr().err


def test_rulesets_json_lists_the_settings_and_which_combinations_are_allowed(capsys) -> None:
    assert cli.main(["rulesets", "--json"]) == 0
    magic = next(r for r in json.loads(capsys.readouterr().out)["rulesets"] if r["id"] == "magic")
    ids = [o["id"] for o in magic["options"]]
    assert {"variant", "deck_format", "multiplayer", "supplements"} <= set(ids)
    combos = {(c["deck_format"], c["multiplayer"], c["supplements"]): c for c in magic["combinations"]}
    assert combos[("commander", "free-for-all", "none")]["players"] == [3, 4, 5, 6, 7, 8]
    assert combos[("constructed", "free-for-all", "vanguard")]["allowed"]
    ruled_out = combos[("brawl", "two-player", "vanguard")]
    assert not ruled_out["allowed"] and ruled_out["rule"] == "902.1" and ruled_out["why"]["ko"]


def test_the_commander_part_copies_hashes_and_saves_itself_apart_from_the_core() -> None:
    s = new_state(3, {"players": 2, "variant": "commander"})
    assert not hasattr(s, "commanders") and not hasattr(s, "cmd_casts")
    twin = s.clone()
    lead = commander.commanders(s)[0]
    commander.part(twin).casts[lead] = 1
    assert commander.casts(s, lead) == 0 and twin.state_hash() != s.state_hash()
    assert s.to_dict()["commanders"] == commander.commanders(s)
    core = new_state(3, {"players": 2})
    assert commander.part(core) is None and core.to_dict()["commanders"] == [-1, -1]     # the saved form of before


def test_the_core_reads_no_variant_word() -> None:
    """Only the setting (and the options declaring it, the scenario's [deck] key and the seats screen's row)
    name the one-word variant; every other module asks the variants' hooks."""
    allowed = {"setting.py", "options.py", "scenario.py", "table.py", "table_seats.py"}
    found = [p.name for p in (ROOT / "game" / "rulesets" / "magic").glob("*.py")
             if p.name not in allowed and '"variant"' in p.read_text(encoding="utf-8")]
    assert found == []


def test_a_refused_combination_reads_in_the_players_language() -> None:
    with pytest.raises(DataError) as err:
        new_state(1, {"players": 2, "variant": "brawl", "supplements": "vanguard"})
    assert "뱅가드는 구축 덱으로만 합니다. 난투와 함께 할 수 없습니다" in err.value.reason("ko")
    assert err.value.reason("ko").endswith("(902.1)") and "Vanguard" in err.value.reason("en")


def test_a_save_writes_out_the_decks_it_dealt_so_it_replays_after_the_shipped_decks_change(monkeypatch) -> None:
    """A game set up with shipped decks (by id, or random by the seed) saves the card lists it dealt: when a
    later version changes those decks, the save still replays to its hash, and a rematch draws anew."""
    from game.engine.rng import Rng
    from game.rulesets.magic import setup as magic_setup
    chosen = {"players": 2, "deck1": "ember-grove", "deck2": "random"}
    m = Match("magic", 8, chosen)
    assert m.chosen_setup == chosen and [len(d["cards"]) for d in m.setup["decks"]] == [60, 60]
    rng = Rng(2)
    for _ in range(150):
        if m.state.result is not None:
            break
        moves = m.legal_actions()
        m.apply(moves[rng.below(len(moves))])
    saved = json.loads(json.dumps(m.to_json()))
    real = magic_setup.load_all_decks

    def changed() -> dict:
        decks = dict(real())
        for did, deck in decks.items():         # every shipped deck now plays other lands
            cards = tuple("MG-L52" if c in ("MG-L04", "MG-L05", "MG-L01", "MG-L02", "MG-L03") else c
                          for c in deck.cards)
            decks[did] = dataclasses.replace(deck, cards=cards)
        return decks
    monkeypatch.setattr(magic_setup, "load_all_decks", changed)
    again = Match.from_json(saved)                # raises if the replay does not reach the saved hash
    assert again.state.state_hash() == m.state.state_hash()
