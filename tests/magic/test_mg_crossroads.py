"""Cards where the pool's mechanics meet (data/cards_crossroads.toml): X with -1/-1 counters on a group, an
additional sacrifice that pays for a return from the graveyard, a modal spell one of whose modes takes
control, and the Korean the generated text reads."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.rng import Rng
from game.rulesets.magic.ai_policy import quick_action
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.invariants import check
from game.rulesets.magic.setup import new_state

from mg_kit import card, do, pass_all, position


def _zone(s, zone: str) -> list[str]:
    return [s.cards[i].def_id for i in s.zones[zone].cards]


def test_107_3_and_122_1a_x_minus_counters_on_each_creature_an_opponent_controls() -> None:
    s = position(p1={"hand": ["MG-B142"], "battlefield": ["MG-L03"] * 4 + ["MG-R01"]},
                 p2={"battlefield": ["MG-R01", "MG-G01"]})
    do(s, "cast", card="hand:MG-B142")
    s.apply(Choose(0, "x2"))
    pass_all(s)
    assert sorted(_zone(s, "p1.graveyard")) == ["MG-G01", "MG-R01"]      # the opponent's 2-toughness creatures die
    assert "MG-R01" in [s.defs[i].id for i in s.battlefield(0)]           # ours is not touched


def test_601_2c_before_601_2h_the_creature_sacrificed_for_a_return_cannot_be_its_target() -> None:
    s = position(p1={"hand": ["MG-B140"], "graveyard": ["MG-G01"], "battlefield": ["MG-L03"] * 3 + ["MG-R01"]})
    pup, tender = card(s, "battlefield:MG-R01"), card(s, "graveyard:MG-G01")
    casts = [a for a in s.legal_actions() if type(a).__name__ == "Cast"]
    assert [a.target for a in casts] == [f"c{tender}"]     # the creature still on the battlefield is no target
    do(s, "cast", card="hand:MG-B140", target="graveyard:MG-G01")
    pass_all(s)
    assert sorted(_zone(s, "p0.graveyard")) == ["MG-B140", "MG-R01"]     # the only creature paid the cost
    assert tender in s.battlefield(0) and pup not in s.battlefield(0)     # the card chosen before it came back


def test_700_2_a_modal_spell_whose_mode_takes_a_creature_until_end_of_turn() -> None:
    s = position(p1={"hand": ["MG-R140"], "battlefield": ["MG-L04"] * 3}, p2={"battlefield": ["MG-R04"]})
    ogre = card(s, "battlefield:MG-R04", 1)
    do(s, "cast", card="hand:MG-R140")
    d = s.decisions[0]
    assert d.kind == "mode" and d.options == ("mode1", "mode2") and "Seize the Forge" in d.prompt.en
    s.apply(Choose(0, "mode1"))                        # take it
    if s.decisions:                                    # its target, when there is more than one
        s.apply(Choose(0, ogre))
    pass_all(s)
    assert s.controller(ogre) == 0 and not s.perm[ogre].tapped


def test_the_crossroads_cards_read_whole_in_both_languages() -> None:
    db = load_card_db()
    storm = " ".join(card_lines(db.cards["MG-R141"], "ko", {}))
    assert "피해 2를" in storm and "피해 2을" not in storm                    # the particle follows the number
    drummer = " ".join(card_lines(db.cards["MG-R142"], "ko", {}))
    assert "전사" in drummer and "Warrior" not in drummer
    for cid in ("MG-W140", "MG-W141", "MG-U141", "MG-B141", "MG-G140", "MG-A141", "MG-M140"):
        en, ko = card_lines(db.cards[cid], "en", {}), card_lines(db.cards[cid], "ko", {})
        assert len(en) == len(ko) and all(line.strip() for line in en + ko), cid


# ----- whole games with every card the pool grew by (ids 65 and up), paid by choice -----------------------
LANDS = {"W": "MG-L01", "U": "MG-L02", "B": "MG-L03", "R": "MG-L04", "G": "MG-L05"}


def _new_cards_deck(colors: str, rng: Rng) -> dict[str, list[str]]:
    db = load_card_db()
    mine = sorted(k for k, d in db.cards.items() if k[4:].isdigit() and int(k[4:]) >= 65 and not d.token
                  and "vanguard" not in d.types and not d.legendary and set(d.colors) <= set(colors))
    rng.shuffle(mine)
    cards = [c for c in mine[:18] for _ in range(2)]
    cards += [LANDS[colors[k % len(colors)]] for k in range(60 - len(cards))]
    return {"cards": cards}


def _play(seed: int, colors: tuple[str, str], actions: int) -> set[str]:
    rng = Rng(seed)
    s = new_state(seed, {"players": 2, "payment": "choose",
                         "decks": [_new_cards_deck(colors[0], rng), _new_cards_deck(colors[1], rng)]})
    memo: dict = {}
    kinds: set[str] = set()
    for _ in range(actions):
        if s.result is not None:
            break
        if s.decisions:
            kinds.add(s.decisions[0].kind)
        moves = s.legal_actions()
        s.apply(moves[rng.below(len(moves))] if rng.below(3) == 0 else quick_action(s, s.current_players()[0], rng))
        assert check(s, memo) == [], seed
    return kinds


@pytest.mark.parametrize("seed,colors", [(1, ("WB", "RG")), (2, ("UR", "BG"))])
def test_games_with_every_new_card_finish_cleanly(seed: int, colors: tuple[str, str]) -> None:
    kinds = _play(seed, colors, 1500)
    assert "payment" in kinds, kinds


@pytest.mark.long
def test_many_games_with_every_new_card_finish_cleanly() -> None:
    pairs = [("WB", "RG"), ("UR", "BG"), ("WU", "BR"), ("RW", "GU"), ("GW", "UB")]
    for seed in range(40):
        _play(100 + seed, pairs[seed % len(pairs)], 2500)
