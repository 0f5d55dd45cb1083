"""Commander and Brawl (903, 903.12): the setup, the deck rules as the setup reports them, commander tax,
the returns to the command zone and commander damage, seen from a whole game."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError
from game.rulesets.magic import commander
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.deck import load_all_decks
from game.rulesets.magic.invariants import check
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import zid

from mg_kit import card, do, pass_all, position


COMMANDER = {"variant": "commander"}


def _setup(variant: str, players: int, seed: int = 3) -> dict:
    return {"players": players, "variant": variant}


def test_903_6_each_commander_starts_face_up_in_the_command_zone_and_99_cards_are_shuffled() -> None:
    s = new_state(3, _setup("commander", 4))
    for p in range(4):
        cmd = commander.commanders(s)[p]
        assert s.zones[zid(p, "command")].cards == [cmd]
        assert len(s.library(p)) + len(s.hand(p)) == 99
        assert commander.can_lead(s.defs[cmd], "commander")
    assert [e.kind for e in s.events].count("commander_set") == 4


def test_903_7_life_is_40_in_commander() -> None:
    s = new_state(5, _setup("commander", 3))
    assert s.life == [40, 40, 40]


@pytest.mark.parametrize(("players", "life"), [(2, 25), (3, 30), (4, 30)])
def test_903_12f_brawl_life_is_25_for_two_players_and_30_for_more(players: int, life: int) -> None:
    s = new_state(7, _setup("brawl", players))
    assert s.life == [life] * players
    assert all(len(s.library(p)) + len(s.hand(p)) == 59 for p in range(players))


def test_903_12g_the_first_mulligan_is_free_in_a_two_player_brawl_game() -> None:
    for variant, bottom in (("brawl", 0), ("commander", 1)):
        s = new_state(11, _setup(variant, 2))
        first = s.decisions[0].player
        s.apply(Choose(first, "mulligan"))
        s.apply(Choose(1 - first, "keep"))
        s.apply(Choose(first, "keep"))
        asks = [d for d in s.decisions if d.kind == "bottom"]
        assert (asks[0].min if asks else 0) == bottom, variant


def test_903_5_a_deck_that_breaks_the_rules_is_refused_naming_the_rule_and_cards() -> None:
    deck = {"cards": ["MG-K02"] + ["MG-L04"] * 97 + ["MG-U54", "MG-L01"], "commander": "MG-K02"}
    ok = {"cards": list(load_all_decks()["wildfire-host"].cards), "commander": "MG-K02"}
    with pytest.raises(DataError) as err:
        new_state(1, {"players": 2, "variant": "commander", "decks": [deck, ok]})
    text = "\n".join(err.value.problems)
    assert "903.5c" in text and "MG-U54" in text and "903.5d" in text and "MG-L01" in text
    assert "player 1's deck" in text and "player 2's deck" not in text


def test_903_5_a_constructed_deck_is_no_commander_deck() -> None:
    with pytest.raises(DataError) as err:
        new_state(1, {"players": 2, "variant": "commander", "deck1": "ember-grove"})
    assert "903.3" in "\n".join(err.value.problems)


def test_the_shipped_commander_and_brawl_decks_follow_903_5_and_903_12() -> None:
    db = load_card_db()
    decks = load_all_decks()
    commanders = [d for d in decks.values() if d.format == "commander"]
    brawls = [d for d in decks.values() if d.format == "brawl"]
    assert len(commanders) >= 4 and len(brawls) >= 2
    for d in commanders + brawls:
        assert commander.deck_problems(db, list(d.cards), d.commander, d.format, d.color, d.partner) == [], d.id
    assert any(db[d.commander].is_a("planeswalker") and not commander.identity(db[d.commander]) for d in brawls)


def test_903_3_the_pool_has_ten_legendary_creatures_and_two_planeswalkers_that_can_lead() -> None:
    db = load_card_db()
    creatures = [c for c in db.cards.values() if c.is_a("creature") and commander.can_lead(c, "commander")]
    walkers = [c for c in db.cards.values() if c.is_a("planeswalker") and commander.can_lead(c, "brawl")]
    assert len(creatures) >= 10 and len(walkers) >= 2


def test_903_4_identity_reads_every_symbol_but_reminder_text() -> None:
    db = load_card_db()
    assert commander.identity(db["MG-K03"]) == "R"          # {7}, an ability costing {3}{R}
    assert commander.identity(db["MG-K07"]) == "UR"         # {2}{U}, back face red
    assert commander.identity(db["MG-K02"]) == "RG"         # {3}{R/G}{R/G}
    assert commander.identity(db["MG-K04"]) == "W"          # {3}{W/P}
    assert commander.identity(db["MG-K05"]) == "G"          # {U} only in its reminder text
    assert commander.identity(db["MG-L08"]) == "R"          # "{T}: Add {R}"
    assert commander.identity(db["MG-K10"], "B") == "B" and commander.identity(db["MG-K10"]) == ""


def test_903_8_the_tax_is_counted_per_commander_card() -> None:
    s = position(options=COMMANDER, p1={"command": ["MG-K01"], "commander": "command:MG-K01", "tax": 1,
                     "battlefield": ["MG-L01", "MG-L01", "MG-L04", "MG-L04"] * 2},
                 p2={"command": ["MG-K07"], "commander": "command:MG-K07"})
    k01 = card(s, "command:MG-K01")
    k07 = card(s, "p2.command:MG-K07", 1)
    assert commander.tax(s, k01) == 2 and commander.tax(s, k07) == 0
    do(s, "cast", card="command:MG-K01")
    assert commander.part(s).casts == {k01: 2} and commander.tax(s, k07) == 0


def test_903_3_a_token_copy_is_a_token_and_never_a_commander() -> None:
    s = position(options=COMMANDER, p1={"commander": "battlefield:MG-K01", "hand": ["MG-U52"],
                     "battlefield": ["MG-K01"] + ["MG-L02"] * 4})
    do(s, "cast", card="hand:MG-U52", target="battlefield:MG-K01")
    pass_all(s)
    copy = card(s, "battlefield:MG-K01#1")
    assert copy in s.tokens and not commander.is_commander(s, copy)
    assert s.decisions[0].kind == "legend"


def test_903_9b_a_player_who_leaves_while_choosing_leaves_the_paused_spell_finished() -> None:
    s = position(players=3, options=COMMANDER, p1={"commander": "battlefield:MG-K01", "battlefield": ["MG-K01"]},
                 p2={"hand": ["MG-U66"], "battlefield": ["MG-L02"] * 4})
    do(s, "pass")
    do(s, "cast", card="hand:MG-U66", target="p1.battlefield:MG-K01", player=2)
    pass_all(s)
    assert s.decisions[0].kind == "replace" and s.resume is not None
    do(s, "concede", player=1)
    assert s.resume is None and not s.held and s.out[0]
    assert [s.cards[i].def_id for i in s.zones[zid(1, "graveyard")].cards] == ["MG-U66"]
    assert check(s) == []


def test_903_9b_the_spell_goes_on_after_the_choice() -> None:
    s = position(options=COMMANDER, p1={"commander": "battlefield:MG-K01", "battlefield": ["MG-K01"]},
                 p2={"hand": ["MG-U66"], "battlefield": ["MG-L02"] * 4, "library": ["MG-L05"]})
    do(s, "pass")
    do(s, "cast", card="hand:MG-U66", target="p1.battlefield:MG-K01", player=2)
    pass_all(s)
    assert s.hand(1) == [] and check(s) == []      # the draw waits for the replacement's choice
    ask = s.decisions[0]
    assert ask.rule == "903.9b" and "command zone" in ask.prompt.en and "커맨드 영역" in ask.prompt.ko
    do(s, "choose", option="command")
    assert [s.cards[i].def_id for i in s.hand(1)] == ["MG-L05"]
    assert s.zone_of(card(s, "command:MG-K01")) == zid(0, "command")


def _played(seed: int, steps: int) -> dict:
    s = new_state(seed, _setup("commander", 4))
    for k in range(steps):
        legal = s.legal_actions()
        if not legal:
            break
        s.apply(legal[(k * 7 + seed) % len(legal)])
        assert check(s) == [], k
    return s.to_dict()


def test_a_commander_game_is_the_same_game_for_the_same_seed_and_actions() -> None:
    assert _played(21, 400) == _played(21, 400)


def test_the_invariants_catch_life_tax_and_commander_damage_that_do_not_add_up() -> None:
    s = new_state(3, _setup("commander", 4))
    memo: dict = {}
    assert check(s, memo) == []
    s.life[2] = 39
    assert any("before the first turn" in b for b in check(s, memo))
    s.life[2] = 40
    cp = commander.part(s)
    cmd = cp.commanders[0]
    cp.casts[cmd] = 2
    assert check(s, memo) == []
    cp.casts[cmd] = 1
    assert "commander tax went down" in check(s, memo)
    cp.damage[(1, s.library(0)[0])] = 3
    assert any("commander damage from card" in b for b in check(s, memo))
