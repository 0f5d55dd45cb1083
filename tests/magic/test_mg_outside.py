"""Cards from outside the game: each player's sideboard (400.11a), the wish that brings one in (400.11b)
and its limits in Commander (903.11)."""
from __future__ import annotations

from collections.abc import Iterable

import pytest

from game.engine.actions import Choose, Concede
from game.engine.errors import DataError, IllegalActionError
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.deck import load_all_decks, parse_decks
from game.rulesets.magic.invariants import check
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import MagicState, zid
from game.rulesets.magic.text import describe_events

from mg_kit import card, do, pass_all, position

COMMANDER = {"variant": "commander"}
LIRIEL = {"life": 40, "commander": "command:MG-K07", "command": ["MG-K07"], "hand": ["MG-U68"],
          "battlefield": ["MG-L02", "MG-L02", "MG-L02"]}


def _wish(options: dict[str, str] | None = None, **p1: object) -> MagicState:
    seat = {k: v for k, v in {**LIRIEL, **p1}.items() if options or k != "commander"}   # a commander needs Commander
    s = position(options=options, step="main1", active=1, p1=seat)
    do(s, "cast", card="hand:MG-U68")
    pass_all(s)
    return s


def _names(s: MagicState, cards: Iterable[int]) -> list[str]:
    return sorted(s.defs[c].id for c in cards)


def test_400_11a_a_commander_decks_sideboard_starts_outside_the_game_and_never_counts_toward_the_100() -> None:
    tide = load_all_decks()["tide-and-storm"]
    assert len(tide.cards) == 100 and len(tide.sideboard) == 3
    s = new_state(4, {"players": 2, "variant": "commander", "deck1": "tide-and-storm", "deck2": "wildfire-host"})
    assert _names(s, s.zones[zid(0, "sideboard")].cards) == sorted(tide.sideboard)
    assert len(s.library(0)) + len(s.hand(0)) == 99          # the 100 with the commander in the command zone
    assert s.zones[zid(1, "sideboard")].cards == []


def test_400_11a_the_other_players_do_not_see_a_sideboard() -> None:
    s = position(options=COMMANDER, p1={**LIRIEL, "sideboard": ["MG-U03"]})
    side = zid(0, "sideboard")
    assert s.view(1)["zones"][side] == {"count": 1, "cards": None}
    assert "MG-U03" in str(s.view(0)["zones"][side])


def test_400_11a_a_bad_sideboard_is_refused_naming_file_deck_and_card() -> None:
    raw = {"deck": [{"id": "odd", "name": {"en": "Odd", "ko": "이상"}, "cards": [[60, "MG-L01"]],
                     "sideboard": [[1, "MG-NOPE"], [16, "MG-L01"]]}]}
    with pytest.raises(DataError) as err:
        parse_decks(raw, "decks.toml", load_card_db())
    text = str(err.value)
    assert "decks.toml" in text and "deck odd.sideboard" in text and "MG-NOPE" in text and "100.4a" in text


def test_400_11a_a_setup_with_a_bad_sideboard_does_not_start_and_names_the_player() -> None:
    tide = load_all_decks()["tide-and-storm"]
    mine = {"cards": list(tide.cards), "commander": tide.commander, "sideboard": ["MG-NOPE"]}
    with pytest.raises(DataError) as err:
        new_state(4, {"players": 2, "variant": "commander", "decks": [mine, "wildfire-host"]})
    assert "player 1's deck: 400.11a" in str(err.value) and "MG-NOPE" in str(err.value)


def test_400_11b_outside_commander_any_card_of_the_sideboard_may_be_chosen() -> None:
    s = _wish(None, sideboard=["MG-G05", "MG-U03"])
    assert s.decisions[0].kind == "wish"
    assert _names(s, s.decisions[0].options) == ["MG-G05", "MG-U03"]
    s.apply(Choose(0, card(s, "p1.sideboard:MG-G05")))
    assert _names(s, s.hand(0)) == ["MG-G05"]


def test_903_11_only_cards_inside_the_commanders_identity_are_offered_and_the_choice_is_secret() -> None:
    s = _wish(COMMANDER, sideboard=["MG-U03", "MG-R22", "MG-G05"])
    d = s.decisions[0]
    assert d.rule == "903.11" and _names(s, d.options) == ["MG-R22", "MG-U03"]
    assert d.to_json(viewer=1)["options"] is None and d.to_json(viewer=0)["options"] is not None


def test_903_11_a_card_outside_the_identity_is_refused_with_the_rule_in_english_and_korean() -> None:
    s = _wish(COMMANDER, sideboard=["MG-U03", "MG-G05"])
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, card(s, "p1.sideboard:MG-G05")))
    assert err.value.rule == "903.11"
    assert "color identity" in err.value.en and "색 아이덴티티" in err.value.ko


def test_903_11_a_card_named_like_one_its_owner_has_in_the_game_is_refused() -> None:
    s = _wish(COMMANDER, sideboard=["MG-U03", "MG-R22"], graveyard=["MG-R22"])
    assert _names(s, s.decisions[0].options) == ["MG-U03"]
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, card(s, "p1.sideboard:MG-R22")))
    assert err.value.rule == "903.11" and "same name" in err.value.en


def test_903_11_with_no_allowed_card_the_wish_does_nothing_and_the_log_says_so() -> None:
    s = position(options=COMMANDER, step="main1", active=1, p1={**LIRIEL, "sideboard": ["MG-G05"]})
    do(s, "cast", card="hand:MG-U68")
    events = do(s, "pass") + do(s, "pass")
    assert not s.decisions and s.hand(0) == []
    assert _names(s, s.zones[zid(0, "graveyard")].cards) == ["MG-U68"]
    log = describe_events(s, events, "en", 1)
    assert any("does nothing" in line and "903.11" in line for line in log)
    assert any("903.11" in line for line in describe_events(s, events, "ko", 0))


def test_903_11_the_chosen_card_is_revealed_to_everyone_then_put_into_the_hand() -> None:
    s = _wish(COMMANDER, sideboard=["MG-R22"])
    log = describe_events(s, s.apply(Choose(0, card(s, "p1.sideboard:MG-R22"))), "en", 1)
    assert any("reveals Flashfire Volley" in line for line in log)
    assert _names(s, s.hand(0)) == ["MG-R22"] and s.zones[zid(0, "sideboard")].cards == []


def test_903_11_brawl_limits_a_wish_to_the_commanders_identity_too() -> None:
    s = _wish({"variant": "brawl"}, sideboard=["MG-G05", "MG-U03"], life=25)
    assert s.decisions[0].rule == "903.11" and _names(s, s.decisions[0].options) == ["MG-U03"]
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, card(s, "p1.sideboard:MG-G05")))
    assert err.value.rule == "903.11"


def test_800_4a_a_caster_who_leaves_while_choosing_ends_the_wish_and_the_others_play_on() -> None:
    s = position(players=3, options=COMMANDER, step="main1", active=1,
                 p1={**LIRIEL, "sideboard": ["MG-U03"]}, p2={"life": 40}, p3={"life": 40})
    do(s, "cast", card="hand:MG-U68")
    pass_all(s)
    assert s.decisions[0].kind == "wish"
    s.apply(Concede(0))
    assert s.out[0] and s.result is None and not any(d.kind == "wish" for d in s.decisions)
    assert s.resume is None and s.zones["stack"].cards == [] and check(s) == []


def test_a_game_with_a_sideboard_replays_byte_for_byte() -> None:
    setup = {"players": 2, "variant": "commander", "deck1": "tide-and-storm", "deck2": "mire-court"}
    a, b = new_state(9, setup), new_state(9, setup)
    for _ in range(40):
        if a.result is not None:
            break
        act = a.legal_actions()[-1]
        a.apply(act)
        b.apply(act)
    assert a.to_dict() == b.to_dict()


def test_400_11a_the_ai_does_not_peek_at_another_players_sideboard() -> None:
    """Seat 2's guessed worlds and choice are the same whichever of seat 1's unseen cards lie in its
    sideboard and which in its library: the program sees only how many cards are outside the game."""
    from game.ai import make_agent
    from game.ai.part import rules
    from game.engine.rng import Rng
    s = new_state(4, {"players": 2, "variant": "commander", "deck1": "tide-and-storm", "deck2": "wildfire-host"})
    twin = s.clone()
    assert isinstance(twin, MagicState)
    side, lib = twin.zones[zid(0, "sideboard")].cards, twin.zones[zid(0, "library")].cards
    a, b = side[0], next(c for c in lib if twin.cards[c].def_id != twin.cards[side[0]].def_id)
    defs = list(twin.defs)
    twin.cards[a].def_id, twin.cards[b].def_id = twin.cards[b].def_id, twin.cards[a].def_id
    defs[a], defs[b] = twin.db[twin.cards[a].def_id], twin.db[twin.cards[b].def_id]
    twin.defs = defs
    twin._legal_cache = None
    assert twin.state_hash() != s.state_hash() and twin.view(1) == s.view(1)
    part = rules("magic")
    for k in range(2):
        assert part.sample_world(s, 1, Rng(k)).state_hash() == part.sample_world(twin, 1, Rng(k)).state_hash()
