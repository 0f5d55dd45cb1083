"""The shipped decks as issue 23 asks for them: six Commander decks of 100, two Brawl decks of 60 and four
or more constructed decks, all legal; each tells its plan in English and Korean; and every mechanic the
pool gained (X, additional costs, once each turn, Auras, Equipment, control change, sweepers, each-player
effects, durations, tutors, scry, modes, two targets, -1/-1 counters, commanders that matter, partners) is
played by at least one shipped deck, so none of them is left in the binder."""
from __future__ import annotations

from collections.abc import Callable

import pytest

from game.engine.errors import DataError
from game.rulesets.magic import commander
from game.rulesets.magic.cards import CardDef, Effect, load_card_db
from game.rulesets.magic.deck import Deck, deck_problems, load_all_decks, parse_decks
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import zid

# the groups a sweeper or an each-player effect reaches (vocab.RECIPIENTS)
SWEPT = ("each_creature", "each_other_creature", "each_opponent_creature", "each_artifact_enchantment",
         "each_creature_and_player")
PLAYERS = ("each_player",)   # "each opponent" is older than issue 23; "each player" counts the caster too


def _effects(d: CardDef) -> list[Effect]:
    return [e for a in d.abilities for e in a.effects]


def _all_effects(d: CardDef) -> list[Effect]:
    """Its abilities' effects and its modes' (700.2)."""
    return _effects(d) + [e for a in d.abilities for m in a.modes for e in m.effects]


# each new mechanic, read from the card's fields the way the rules read them (never from its name)
MECHANICS: dict[str, Callable[[CardDef], bool]] = {
    "X": lambda d: any(e.x for e in _effects(d)),
    "additional cost: life": lambda d: d.extra_cost == "life",
    "additional cost: discard": lambda d: d.extra_cost == "discard",
    "additional cost: sacrifice": lambda d: d.extra_cost == "sacrifice",
    "once each turn": lambda d: any(a.once for a in d.abilities),
    "Aura": lambda d: bool(d.enchant),
    "Equipment": lambda d: "Equipment" in d.subtypes,
    "control change": lambda d: any(e.do == "gain_control" for e in _effects(d))
    or any(a.static == "control" for a in d.abilities),
    "sweeper": lambda d: any(e.to in SWEPT and e.do in ("destroy", "damage", "bounce")
                             or e.to in SWEPT and e.do == "pump" and e.toughness < 0 for e in _effects(d)),
    "each player": lambda d: any(e.to in PLAYERS for e in _effects(d)),
    # "until end of turn" is as old as the pool; the durations issue 23 added outlast the turn (611.2a, 611.2b)
    "duration": lambda d: any(e.until in ("your_next_turn", "source_leaves") for e in _effects(d)),
    # the library, mode, target, counter and commander cards (cards_library.toml)
    "tutor": lambda d: any(e.do == "search" for e in _all_effects(d)),
    "scry or look": lambda d: any(e.do in ("scry", "look") for e in _all_effects(d)),
    "modal": lambda d: any(a.modes for a in d.abilities),
    "two targets": lambda d: any(a.target2 for a in d.abilities) or any(e.do == "fight" for e in _all_effects(d)),
    "-1/-1 counters": lambda d: any(e.counter == "-1/-1" for e in _all_effects(d)),
    "commander matters": lambda d: any(a.when in ("commander_attacks", "commander_combat_damage") or a.condition
                                       or a.static == "commander_discount" for a in d.abilities),
    "partner": lambda d: bool(d.partner_with),
}


def _decks_with(mechanic: str) -> list[str]:
    db, test = load_card_db(), MECHANICS[mechanic]
    return [d.id for d in load_all_decks().values() if any(test(db[c]) for c in set(d.cards))]


@pytest.mark.parametrize("mechanic", list(MECHANICS))
def test_every_new_mechanic_is_played_by_a_shipped_deck(mechanic: str) -> None:
    db = load_card_db()
    assert any(MECHANICS[mechanic](c) for c in db.cards.values()), f"no card of the pool shows {mechanic}"
    assert _decks_with(mechanic), f"{mechanic}: in no shipped deck"


def test_most_new_mechanics_are_played_by_two_decks_or_more() -> None:
    counts = {m: len(_decks_with(m)) for m in MECHANICS}
    assert sum(n >= 2 for n in counts.values()) > len(MECHANICS) // 2, counts
    # the commons of the new pool are in many decks, not only in one showcase
    assert counts["X"] >= 4 and counts["Equipment"] >= 3 and counts["duration"] >= 4, counts


def test_903_5_and_903_12_six_commander_decks_and_two_brawl_decks_all_legal() -> None:
    db, decks = load_card_db(), load_all_decks().values()
    commanders = [d for d in decks if d.format == "commander"]
    brawls = [d for d in decks if d.format == "brawl"]
    assert len(commanders) >= 6 and len(brawls) >= 2
    for d in commanders + brawls:
        assert len(d.cards) == commander.DECK_SIZE[d.format], d.id
        assert commander.deck_problems(db, list(d.cards), d.commander, d.format, d.color, d.partner) == [], d.id
    # every shipped deck is led by a different commander, so each plays differently
    assert len({d.commander for d in commanders + brawls}) == len(commanders) + len(brawls)


def test_100_2a_four_or_more_constructed_decks_of_sixty() -> None:
    db = load_card_db()
    constructed = [d for d in load_all_decks().values() if d.format == "constructed"]
    assert len(constructed) >= 4
    for d in constructed:
        assert len(d.cards) == 60 and deck_problems(db, list(d.cards)) == [], d.id


def _lands(d: Deck) -> int:
    db = load_card_db()
    return sum(1 for c in d.cards if db[c].is_a("land"))


def test_the_shipped_decks_have_sane_mana() -> None:
    """Lands about 37 of 100 in Commander and 24 of 60 elsewhere: a deck that floods or starves is no plan."""
    for d in load_all_decks().values():
        low, high = (35, 38) if d.format == "commander" else (22, 25)
        assert low <= _lands(d) <= high, (d.id, _lands(d))


def test_every_shipped_deck_tells_its_plan_in_english_and_korean() -> None:
    for d in load_all_decks().values():
        assert len(d.pitch.en) > 40 and d.pitch.ko, d.id
        assert d.pitch.ko != d.pitch.en and any("\uac00" <= ch <= "\ud7a3" for ch in d.pitch.ko), d.id


def test_a_pitch_told_in_one_language_only_is_refused_naming_the_deck() -> None:
    db = load_card_db()
    raw = {"deck": [{"id": "half", "name": {"en": "Half", "ko": "반쪽"}, "pitch": {"en": "Burn them out."},
                     "cards": [[60, "MG-L04"]]}]}
    with pytest.raises(DataError) as err:
        parse_decks(raw, "decks.toml", db)
    assert "deck half.pitch: needs en and ko" in err.value.problems


@pytest.mark.parametrize("deck_id", ["gravebell-tithe", "lantern-wings"])
def test_903_6_a_new_commander_deck_starts_with_its_commander_in_the_command_zone(deck_id: str) -> None:
    deck = load_all_decks()[deck_id]
    s = new_state(2, {"players": 2, "variant": "commander", "deck1": deck_id, "deck2": "mire-court"})
    assert s.life == [40, 40]
    assert [s.defs[i].id for i in s.zones[zid(0, "command")].cards] == [deck.commander]
    assert len(s.zones[zid(0, "library")].cards) + len(s.zones[zid(0, "hand")].cards) == 99
