"""The mutation format's limits (CD-9.3-9.5, L1119-1229): every refusal names its limit."""
from __future__ import annotations

import dataclasses
import os

import pytest

from game.engine.errors import DataError, IllegalActionError
from game.engine.match import Match
from game.rulesets.clash_of_decks import mutation
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.mutation import BARE, Book, Phase
from game.rulesets.clash_of_decks.mutation_costs import load_costs, parse_costs

DB = load_card_db()
COSTS = load_costs()
# deck: CD1-01 (1/3, no ability), CD1-06 (aquatic, hide), CD1-25 (defender), CD1-14 (curse),
# CD1-05 (Aura+Shield), CD1-12 (rage, keen), CD1-29 (threat), CD1-07 (a spell)
DECK = ["CD1-01", "CD1-06", "CD1-25", "CD1-14", "CD1-05", "CD1-12", "CD1-29", "CD1-07"]
# lab: CD2-30 (9/9 curse), CD2-11 (aquatic, charge), CD2-26 (Aura+Pierce), CD2-05 (recall, clarity),
# CD2-02 (1 cost, mercenary), CD2-03 (a spell: clarity), CD2-14 (0 attack, weaken), CD2-22 (charge, frenzy)
LAB = ["CD2-30", "CD2-11", "CD2-26", "CD2-05", "CD2-02", "CD2-03", "CD2-14", "CD2-22"]


def phase(**kw: bool) -> Phase:
    return Phase(DB, COSTS, Book(list(DECK), list(LAB)), **kw)


def refused(rule: str, ph: Phase, card: str, element: str, covers: tuple[str, ...] = ()) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as err:
        ph.paste(card, element, covers)
    assert err.value.rule == rule, err.value
    assert err.value.en and err.value.ko and err.value.en != err.value.ko
    return err.value


def test_cd_9_5_1_only_creature_cards_are_mutated() -> None:
    refused("CD-9.5.1", phase(), "CD1-07", "CD2-30/attack")


def test_cd_9_4_1_elements_come_only_from_your_own_lab() -> None:
    ph = phase()
    refused("CD-9.4.1", ph, "CD1-01", "CD1-08/hp")          # a card of nobody's lab
    refused("CD-9.4.1", ph, "CD1-01", "CD2-11/frenzy")      # printed on no lab card
    refused("CD-9.4.1", ph, "CD1-01", "CD2-03/damage")      # a spell's damage is not an element


def test_cd_9_4_1_each_lab_element_is_used_once() -> None:
    ph = phase()
    ph.paste("CD1-01", "CD2-30/hp")
    err = refused("CD-9.4.1", ph, "CD1-06", "CD2-30/hp")
    assert "already been cut" in err.en


def test_cd_9_3_1_a_mutated_element_cannot_be_covered_again() -> None:
    ph = phase()
    ph.paste("CD1-01", "CD2-30/attack")
    refused("CD-9.3.1", ph, "CD1-01", "CD2-14/attack")
    ph.paste("CD1-06", "CD2-11/charge", ("hide",))
    ph2 = Phase(DB, COSTS, ph.book)                         # the next phase: still never over a pasted element
    refused("CD-9.3.1", ph2, "CD1-06", "CD2-22/frenzy", ("charge",))
    refused("CD-9.3.1", ph2, "CD1-01", "CD2-14/attack")


def test_cd_9_4_2_a_new_ability_covers_an_existing_one() -> None:
    refused("CD-9.4.2", phase(), "CD1-01", "CD2-05/clarity")
    refused("CD-9.4.2", phase(), "CD1-12", "CD2-05/clarity", ("rage", "keen"))
    refused("CD-9.4.2", phase(), "CD1-12", "CD2-05/clarity", ("pierce",))
    ph = phase()
    ph.paste("CD1-12", "CD2-05/clarity", ("rage",))
    assert ph.book.face(DB, "CD1-12").abilities() == ["clarity", "keen"]


def test_a31_setting_lets_an_empty_ability_slot_be_filled() -> None:
    ph = phase(fill_empty=True)
    ph.paste("CD1-01", "CD2-05/clarity")
    assert mutation.mutated_def(DB, "CD1-01", ph.book.pastes["CD1-01"]).abilities == ("clarity",)
    refused("CD-9.4.2", phase(fill_empty=True), "CD1-06", "CD2-05/clarity")   # two slots: full


def test_cd_9_4_3_a_creature_never_has_an_ability_twice() -> None:
    err = refused("CD-9.4.3", phase(), "CD1-06", "CD2-11/aquatic", ("hide",))
    assert "aquatic" in err.en


def test_cd_9_4_4_attack_and_hp_are_at_most_9() -> None:
    big = dataclasses.replace(DB["CD2-30"], id="CD2-99", attack=10)
    db = DB.with_cards([big])
    ph = Phase(db, COSTS, Book(list(DECK), ["CD2-99"]))
    refused("CD-9.4.4", ph, "CD1-01", "CD2-99/attack")


def test_cd_9_4_6_attack_and_hp_are_never_lowered() -> None:
    ph = phase()
    err = refused("CD-9.4.6", ph, "CD1-01", "CD2-14/attack")   # 0 over a 1
    assert "below" in err.en
    ph.paste("CD1-01", "CD2-30/attack")
    assert ph.book.face(DB, "CD1-01").attack == 9


def test_a33_the_mana_cost_may_be_raised() -> None:
    ph = phase(fill_empty=False)
    ph.paste("CD1-01", "CD2-26/cost")
    assert mutation.mutated_def(DB, "CD1-01", ph.book.pastes["CD1-01"]).cost == 6


def test_cd_9_5_2_an_aura_covers_two_abilities_or_another_aura_for_its_pairs_cost() -> None:
    refused("CD-9.5.2", phase(), "CD1-25", "CD2-26/aura", ("defender",))
    ph = phase()
    # Aura+Pierce over Aquatic and Hide: Pierce's 1.5 points
    assert ph.cost("CD1-06", "CD2-26/aura", ("aquatic", "hide")) == 3
    ph.paste("CD1-06", "CD2-26/aura", ("aquatic", "hide"))
    d = mutation.mutated_def(DB, "CD1-06", ph.book.pastes["CD1-06"])
    assert d.abilities == ("aura",) and d.aura == "pierce"
    ph2 = phase()
    ph2.paste("CD1-05", "CD2-26/aura", ("aura",))              # over another Aura
    assert mutation.mutated_def(DB, "CD1-05", ph2.book.pastes["CD1-05"]).aura == "pierce"


def test_cd_9_4_5_a_creature_has_at_most_one_aura() -> None:
    two = dataclasses.replace(DB["CD1-05"], id="CD1-98", abilities=("aura", "rage", "hide"), aura="shield")
    db = DB.with_cards([two])
    ph = Phase(db, COSTS, Book(["CD1-98"], list(LAB)))
    err = refused("CD-9.4.5", ph, "CD1-98", "CD2-26/aura", ("rage", "hide"))
    assert "one Aura" in err.en


def test_cd_9_5_3_covering_defender_threat_mercenary_costs_1_5_more_and_curse_1() -> None:
    ph = phase()
    assert ph.cost("CD1-25", "CD2-05/clarity", ("defender",)) == 1 + 3    # 0.5 + 1.5
    assert ph.cost("CD1-29", "CD2-05/clarity", ("threat",)) == 1 + 3
    assert ph.cost("CD1-14", "CD2-05/clarity", ("curse",)) == 1 + 2       # 0.5 + 1
    assert ph.cost("CD1-25", BARE, ("defender",)) == 3                      # A34: covered with nothing
    ph.paste("CD1-14", BARE, ("curse",))
    assert mutation.mutated_def(DB, "CD1-14", ph.book.pastes["CD1-14"]).abilities == ()
    refused("CD-9.5.3", phase(), "CD1-12", BARE, ("rage",))                 # only drawbacks go bare
    refused("CD-9.5.3", phase(), "CD1-12", "CD2-02/mercenary", ("rage",))   # drawbacks are never pasted


def test_cd_9_3_2_two_and_a_half_points_per_phase_unused_points_are_lost() -> None:
    ph = phase()
    ph.paste("CD1-01", "CD2-30/attack")        # 1
    ph.paste("CD1-01", "CD2-30/hp")            # 0.5
    assert ph.left == 2
    err = refused("CD-9.3.2", ph, "CD1-06", "CD2-22/frenzy", ("hide",))   # 2.5 > 1
    assert "2.5 points" in err.en and "only 1 " in err.en
    refused("CD-9.3.2", ph, "CD1-12", "CD2-11/aquatic", ("rage",))   # 1.5 > 1
    ph.paste("CD1-12", "CD2-05/clarity", ("rage",))                 # 0.5 fits
    assert ph.left == 1


def test_cd_9_3_2_a_phase_never_carries_points_over() -> None:
    ph = phase()
    ph.paste("CD1-01", "CD2-30/hp")
    nxt = Phase(DB, COSTS, ph.book)
    assert nxt.left == COSTS.budget == 5


def test_cd_9_5_the_cost_table_is_checked_data(tmp_path: os.PathLike[str]) -> None:
    good = {"budget": 2.5, "value": {"hp": 0.5, "attack": 1, "cost": 2},
            "ability": dict(COSTS.ability), "cover": {"defender": 1.5, "threat": 1.5, "mercenary": 1.5, "curse": 1}}
    good["ability"] = {k: v / 2 for k, v in COSTS.ability.items()}
    assert parse_costs(good, "x.toml") == COSTS
    bad = dict(good, value={"hp": 0.7, "attack": 1, "cost": 3}, ability={**good["ability"], "defender": 1})
    with pytest.raises(DataError) as err:
        parse_costs(bad, "x.toml")
    text = str(err.value)
    assert "[value] hp" in text and "[value] cost" in text and "[ability] defender" in text and "x.toml" in text


def test_cd_9_6_a_mutated_deck_plays_an_ordinary_duel() -> None:
    ph = phase()
    ph.paste("CD1-01", "CD2-30/attack")
    book = ph.book
    deck = [d.id for d in book.card_defs(DB)]
    entries = [{"base": c, "pastes": [p.to_json() for p in ps]} for c, ps in book.pastes.items()]
    other = [c.id for c in DB.pack(2)][:8]
    setup = {"decks": [{"leader": "CD1-C1", "cards": deck}, {"leader": "CD1-C2", "cards": other}], "mutated": entries}
    s = Match("clash-of-decks", 3, setup).state
    mutant = next(c for c in s.defs if c.id.startswith("CD1-01~"))
    assert (mutant.attack, mutant.hp) == (9, 3)
    with pytest.raises(DataError):
        Match("clash-of-decks", 3, dict(setup, mutated=[{"base": "CD1-01", "pastes": [
            {"field": "attack", "value": 0, "source": "x"}]}]))
