"""Archenemy (904) and Supervillain Rumble (904.12): the schemes and scheme decks as data, the scheme deck
face down in the command zone, the combinations the rules allow, an empty scheme deck, and a program's
"self or others". The play of schemes is proved by the scenario files archenemy_*.toml and rumble_*.toml."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError
from game.rulesets.magic import ai_schemes, schemes
from game.rulesets.magic.actions import Pass
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.setting import read
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import Step, zid


def _game(players: int = 4, **options: str):
    return new_state(11, {"players": players, "supplements": "archenemy", "payment": "auto", **options})


def test_904_3_each_shipped_scheme_deck_has_twenty_schemes_and_no_name_three_times() -> None:
    db = load_card_db()
    decks = schemes.scheme_decks()
    assert len(decks) >= 3
    for deck in decks.values():
        assert len(deck.cards) >= 20 and deck.name.en and deck.name.ko
        assert max(Counter(db[c].name.en for c in deck.cards).values()) <= 2
    pool = [c for c in db.cards.values() if c.is_a("scheme")]
    ongoing = [c for c in pool if "ongoing" in c.supertypes]
    choosing = [c for c in pool if any(e.do == "self_or_others" for a in c.abilities for e in a.effects)]
    assert len(pool) >= 24 and len(ongoing) >= 5 and len(pool) - len(ongoing) >= 15 and len(choosing) >= 3
    assert {c.id for c in pool} <= {c for d in decks.values() for c in d.cards}      # every scheme is dealt somewhere


def test_904_3_a_scheme_deck_file_is_refused_naming_the_file_the_deck_and_the_field() -> None:
    db = load_card_db()
    short = [{"id": "SD-short", "name": {"en": "Short", "ko": "짧음"}, "cards": ["MG-SC01"] * 3 + ["MG-G03"]}]
    with pytest.raises(DataError) as err:
        schemes.parse_decks(short, "decks.toml", db)
    text = str(err.value)
    assert "decks.toml" in text and "deck SD-short.cards" in text
    assert "at least 20 schemes, not 4" in text and "more than 2 schemes named The Tide of Ash Rises" in text
    assert "not scheme cards: MG-G03" in text


def test_313_a_scheme_card_is_checked_as_the_card_file_loads() -> None:
    bad = [{"id": "X-1", "name": {"en": "Costly", "ko": "비쌈"}, "types": ["scheme"], "cost": "{1}",
            "abilities": [{"kind": "triggered", "when": "set_in_motion", "effects": [{"do": "draw", "amount": 1, "to": "you"}]}]},
           {"id": "X-2", "name": {"en": "Forever", "ko": "영원"}, "types": ["scheme"], "supertypes": ["ongoing"],
            "abilities": [{"kind": "static", "static": "anthem", "scope": "your_creatures", "power": 1, "toughness": 1}]},
           {"id": "X-3", "name": {"en": "Unasked", "ko": "묻지 않음"}, "types": ["scheme"],
            "abilities": [{"kind": "triggered", "when": "set_in_motion",
                           "effects": [{"do": "lose_life", "amount": 1, "to": "chose_self"}]}]},
           {"id": "X-4", "name": {"en": "Stray", "ko": "떠돌이"}, "types": ["creature"], "cost": "{G}", "power": 1,
            "toughness": 1, "abilities": [{"kind": "triggered", "when": "enters", "effects": [{"do": "abandon"}]}]}]
    with pytest.raises(DataError) as err:
        parse_cards(bad, "cards_x.toml")
    text = str(err.value)
    assert "cards_x.toml" in text
    assert "card X-1: a scheme is of the one type scheme, with no cost" in text
    assert "card X-2: an ongoing scheme has an ability that abandons it" in text
    assert "card X-3.abilities[0].effects[0].to: chose_self follows a self_or_others effect" in text
    assert "card X-4: abandon only on a scheme" in text


def test_904_4_the_scheme_deck_lies_face_down_in_the_command_zone_hidden_from_everyone() -> None:
    s = _game(scheme_deck1="SD-host")
    deck = s.zones[zid(0, schemes.DECK_ZONE)]
    assert len(deck.cards) == 22 and all(s.defs[i].is_a("scheme") for i in deck.cards)
    assert not any(deck.visible_to(p) for p in range(4))            # face down: not even its owner sees it
    assert all(not s.zones[zid(p, schemes.DECK_ZONE)].cards for p in (1, 2, 3))
    assert [s.cards[i].def_id for i in deck.cards] != list(schemes.scheme_decks()["SD-host"].cards)   # shuffled
    assert s.life == [40, 20, 20, 20] and s.start_player == 0 and s.team_seats == ((0,), (1, 2, 3))


@pytest.mark.parametrize(("options", "players", "rule", "en", "ko"), [
    ({"supplements": "archenemy", "multiplayer": "two-headed-giant"}, 4, "904.2", "no other multiplayer option",
     "다른 다인 게임 옵션"),
    ({"supplements": "vanguard,archenemy"}, 4, "904.1", "guide 3.32", "안내 3.32"),
    ({"supplements": "supervillain-rumble"}, 2, "904.12a", "three or more", "세 명 이상"),
    ({"supplements": "archenemy,supervillain-rumble"}, 4, "904.12", "instead of Archenemy", "대신"),
])
def test_904_2_and_904_12a_the_combinations_the_rules_rule_out_are_refused_in_both_languages(
        options: dict[str, str], players: int, rule: str, en: str, ko: str) -> None:
    _setting, problems = read(options, players)
    assert any(r == rule and en in e and ko in k for r, e, k in problems), problems


def test_904_2a_an_archenemy_seat_beyond_the_table_is_refused() -> None:
    with pytest.raises(DataError) as err:
        _game(players=3, archenemy="5")
    assert "archenemy: player 5, but the game has 3 players (904.2a)" in str(err.value)


def test_guide_3_24_an_empty_scheme_deck_sets_nothing_in_motion() -> None:
    s = _game()
    for i in list(schemes.deck_of(s, 0)):
        s.move(i, zid(0, "command"))               # every scheme face up (as if all were ongoing)
    s.events = []
    assert schemes.set_in_motion(s, 0, "904.9") is None
    assert [e.kind for e in s.events] == ["scheme_deck_empty"]


def _at_choice(rumble: bool, life: int = 20):
    """A Rumble or Archenemy game of four at Choose Your Ruin's choice, player 2 to answer."""
    s = new_state(4, {"players": 4, "supplements": "supervillain-rumble" if rumble else "archenemy",
                      "scheme_deck1": "SD-ash", "payment": "auto"})
    while s.step is Step.MULLIGAN:
        s.apply(Choose(s.decisions[0].player, "keep"))
    top = next(i for i in schemes.deck_of(s, 0) if s.cards[i].def_id == "MG-SC07")
    s.life[1] = life
    s.move(top, zid(0, "command"))
    s.pending.append(schemes.StackItem("ability", top, 0, 0, "MG-SC07"))
    item = s.pending.pop()
    s.resume = (item, 1)
    schemes.ask(s, item)
    return s, [a for a in s.legal_actions() if isinstance(a, Choose)]


def test_904_8_a_program_on_the_team_takes_a_blow_itself_rather_than_hand_its_allies_a_bigger_one() -> None:
    s, mine = _at_choice(rumble=False)
    assert s.decisions[0].player == 1 and {a.option for a in mine} == {"self", "others"}
    assert ai_schemes.choice(s, 1, mine).option == "self"        # 3 to itself beats 2 to each of two allies


def test_904_8_a_program_that_the_blow_would_kill_hands_it_to_the_others() -> None:
    s, mine = _at_choice(rumble=False, life=3)
    assert ai_schemes.choice(s, 1, mine).option == "others"


def test_904_12c_a_program_in_supervillain_rumble_sends_the_blow_to_its_rivals() -> None:
    s, mine = _at_choice(rumble=True)
    assert ai_schemes.choice(s, 1, mine).option == "others"


def test_904_4_with_commander_decks_a_face_up_scheme_shares_the_command_zone_with_the_commander() -> None:
    from game.rulesets.magic.invariants import check
    s = new_state(1, {"players": 4, "supplements": "archenemy", "deck_format": "commander", "payment": "auto"})
    top = schemes.deck_of(s, 0)[0]
    s.move(top, zid(0, "command"))
    assert len(s.zones[zid(0, "command")].cards) == 2
    assert check(s) == []


@pytest.mark.parametrize(("skips", "hand"), [("no", 8), ("yes", 7)])
def test_guide_3_22_the_archenemy_draws_on_the_first_turn_unless_the_setting_says_to_skip_it(skips: str, hand: int) -> None:
    s = new_state(2, {"players": 3, "supplements": "archenemy", "archenemy_skips_first_draw": skips, "payment": "auto"})
    while s.step is Step.MULLIGAN:
        s.apply(Choose(s.decisions[0].player, "keep"))
    while s.step is not Step.MAIN1:
        s.apply(Pass(s.priority))
    assert s.turn == 1 and s.active == 0
    assert len(s.hand(0)) == hand


@pytest.mark.parametrize("supplement", ["archenemy", "supervillain-rumble"])
def test_904_programs_finish_archenemy_games_with_every_invariant_kept(supplement: str) -> None:
    from game.ai import make_agent
    from game.cli.simulate import play_game
    from game.engine import registry
    from game.engine.setup import build_setup
    agents = [make_agent("random", 4 + k, "magic") for k in range(4)]
    setup = build_setup(registry.get("magic"), 1, players=4, settings={"supplements": supplement})
    out = play_game("magic", 1, agents, setup=setup)
    assert out["crash"] is None and out["violations"] == [] and out["result"] is not None, out["crash"]
    assert not out["result"].draw
