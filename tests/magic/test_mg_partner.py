"""Partner (702.124): Iska, Ember Twin and Soren, Frost Twin each say "Partner with" the other, so one
Commander deck may have both as its commanders: 100 cards with both, their colors joined for the deck's
identity, both in the command zone, each cast with its own tax, commander damage counted per commander."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.magic import commander
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander import deck_problems
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import zid

from mg_kit import act, card, do, position

ISKA, SOREN, BRAKKA = "MG-R99", "MG-U100", "MG-R97"


def _pair_deck(first: str = ISKA, second: str = SOREN, extra: list[str] | None = None) -> list[str]:
    return [first, second] + (extra or []) + ["MG-L02"] * 49 + ["MG-L04"] * 49


def test_702_124j_the_pair_names_each_other() -> None:
    db = load_card_db()
    assert db[ISKA].partner_with == SOREN and db[SOREN].partner_with == ISKA
    partnered = [k for k, d in db.cards.items() if d.partner_with]
    assert sorted(partnered) == sorted([ISKA, SOREN])            # exactly that pair


def test_702_124_a_deck_led_by_both_partners_is_legal_with_their_colors_joined() -> None:
    db = load_card_db()
    assert deck_problems(db, _pair_deck(), ISKA, "commander", partner=SOREN) == []
    alone = deck_problems(db, _pair_deck(), ISKA, "commander")       # Soren without being a commander
    assert [p.rule for p in alone] == ["903.5c", "903.5d"] and SOREN in alone[0].en     # and the Islands


def test_702_124j_two_legends_that_are_not_partners_cannot_share_a_deck() -> None:
    db = load_card_db()
    cards = [ISKA, BRAKKA] + ["MG-L04"] * 98
    problems = deck_problems(db, cards, ISKA, "commander", partner=BRAKKA)
    assert [p.rule for p in problems] == ["702.124j"] and "not partners" in problems[0].en
    assert "동료가 아닙니다" in problems[0].ko


def test_903_5a_the_hundred_cards_count_both_commanders() -> None:
    db = load_card_db()
    short = _pair_deck()[:-1]
    assert [p.rule for p in deck_problems(db, short, ISKA, "commander", partner=SOREN)] == ["903.5a"]
    missing = [c for c in _pair_deck() if c != SOREN] + ["MG-L02"]
    assert "903.5a" in [p.rule for p in deck_problems(db, missing, ISKA, "commander", partner=SOREN)]


def test_a_game_with_partners_starts_with_both_in_the_command_zone_and_the_joined_identity() -> None:
    deck = {"cards": _pair_deck(), "commander": ISKA, "partner": SOREN}
    s = new_state(3, {"players": 2, "variant": "commander", "decks": [deck, deck]})
    command = sorted(s.defs[c].id for c in s.zones[zid(0, "command")].cards)
    assert command == sorted([ISKA, SOREN]) and commander.identity_of(s, 0) == "UR"
    assert len(s.library(0)) + len(s.hand(0)) == 98


def test_a_game_with_a_bad_partner_deck_does_not_start() -> None:
    deck = {"cards": [ISKA, BRAKKA] + ["MG-L04"] * 98, "commander": ISKA, "partner": BRAKKA}
    with pytest.raises(DataError) as err:
        new_state(3, {"players": 2, "variant": "commander", "decks": [deck, deck]})
    assert "702.124j" in str(err.value)


PAIR = {"life": 40, "commander": f"command:{ISKA}", "partner": f"command:{SOREN}", "command": [ISKA, SOREN]}


def test_903_8_each_partner_is_cast_from_the_command_zone_with_its_own_tax() -> None:
    s = position(options={"variant": "commander"}, step="main1", active=1,
                 p1={**PAIR, "tax": 2, "battlefield": ["MG-L02", "MG-L02"]})
    assert commander.tax(s, card(s, f"command:{ISKA}")) == 4 and commander.tax(s, card(s, f"command:{SOREN}")) == 0
    do(s, "cast", card=f"command:{SOREN}")                  # {1}{U}, no tax of its own
    assert commander.tax(s, card(s, f"stack:{SOREN}")) == 2


def test_903_10a_commander_damage_is_counted_per_partner() -> None:
    s = position(options={"variant": "commander"}, step="declare_attackers", active=1,
                 p1={"life": 40, "commander": f"battlefield:{ISKA}", "partner": f"battlefield:{SOREN}",
                     "battlefield": [ISKA, SOREN]},
                 p2={"life": 40, "commander_damage": {f"p1.battlefield:{ISKA}": 19, f"p1.battlefield:{SOREN}": 20}})
    do(s, "attack", card=f"battlefield:{ISKA}", target="p2")
    do(s, "declared")
    for _ in range(12):
        if s.result is not None or s.step.value == "main2":
            break
        s.apply(s.legal_actions()[0] if s.decisions else act(s, "pass"))
    iska, soren = card(s, f"battlefield:{ISKA}"), card(s, f"battlefield:{SOREN}")
    assert commander.damage_from(s, 1, iska) == 21 and commander.damage_from(s, 1, soren) == 20
    assert s.result is not None and s.result.winners == (0,) and s.result.rule == "903.10a"


def test_702_124j_on_entering_a_partner_searches_for_the_other_and_reveals_it() -> None:
    s = position(step="main1", active=1, p1={"hand": [ISKA], "battlefield": ["MG-L04", "MG-L04"],
                                             "library": ["MG-L02", SOREN, BRAKKA]})
    do(s, "cast", card=f"hand:{ISKA}")
    for _ in range(4):
        if s.decisions:
            break
        do(s, "pass")
    d = s.decisions[0]
    assert d.kind == "search" and [s.defs[c].id for c in d.options if isinstance(c, int)] == [SOREN]
    assert "nothing" in d.options
    events = do(s, "choose", option=f"library:{SOREN}")
    assert any(e.kind == "search_revealed" for e in events)
    assert [s.defs[c].id for c in s.hand(0)] == [SOREN]
