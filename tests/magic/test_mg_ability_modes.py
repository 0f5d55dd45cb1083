"""Modes and two targets on abilities, not only on spells: an activated ability chooses its modes and its
second target as it is activated (700.2a, 602.2b), a triggered one as it is put on the stack (700.2b /
603.3c modes, 603.3d targets; with no mode or target that can be chosen it is removed). And X carried onto
the permanent a spell with {X} became (107.3m): its entering abilities use the X it was cast with."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError, IllegalActionError
from game.engine.rng import Rng
from game.rulesets.magic.ai_policy import quick_action, sensible
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.invariants import check
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import MagicState, zid
from game.rulesets.magic.stats import power_toughness
from game.rulesets.magic.text import describe_decision, describe_events, option_label

from mg_kit import card, do, pass_all, position

LODESTONE, VOWKEEPER, FORKSPARK, DUELIST, SENTRY, WURMLING, SCATTERER = (
    "MG-A150", "MG-W151", "MG-R152", "MG-G153", "MG-U154", "MG-G155", "MG-R156")


def _table(hand: list[str], mine: list[str], theirs: list[str]) -> MagicState:
    return position(step="main1", active=1, p1={"hand": hand, "battlefield": mine}, p2={"battlefield": theirs})


def _resolve_all(s: MagicState) -> list[object]:
    events: list[object] = []
    for _ in range(8):
        if not s.stack or s.decisions:
            break
        events += do(s, "pass") + do(s, "pass")
    return events


# ----- activated abilities ---------------------------------------------------------------------
def test_700_2a_activated_ability_modes_chosen_on_activation() -> None:
    s = _table([], [LODESTONE, "MG-L04", "MG-L04"], ["MG-G03"])
    do(s, "activate", card=f"battlefield:{LODESTONE}", ability=0)
    d = s.decisions[0]
    assert d.kind == "mode" and d.rule == "700.2a" and d.options == ("mode1", "mode2", "mode3")
    assert s.stack[-1].kind == "ability" and s.perm[card(s, f"battlefield:{LODESTONE}")].tapped   # paid, on the stack
    assert option_label(s, d, "mode1") == "Mode 1: Deal 1 damage to any target."
    assert option_label(s, d, "mode3", "ko") == "모드 3: 생물 하나를 탭합니다."
    question, detail = describe_decision(s, d)
    assert question == "Choose one mode of Crossroad Lodestone. (700.2a)"
    assert detail is not None and detail.startswith("Crossroad Lodestone: {2}, {T}: Choose one —")
    s.apply(Choose(0, "mode3"))
    aim = s.decisions[0]
    assert aim.kind == "aim" and aim.rule == "602.2b" and aim.options == (card(s, "p2.battlefield:MG-G03"),)
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    events = _resolve_all(s)
    assert s.perm[card(s, "p2.battlefield:MG-G03")].tapped and s.life[1] == 20
    assert "Crossroad Lodestone resolves" in describe_events(s, events, "en", 0)


def test_700_2a_an_ability_whose_modes_have_no_target_has_only_the_others() -> None:
    s = _table([], [LODESTONE, "MG-L04", "MG-L04"], [])          # no creature: the tap mode is not offered
    do(s, "activate", card=f"battlefield:{LODESTONE}", ability=0)
    assert s.decisions[0].options == ("mode1", "mode2")
    s.apply(Choose(0, "mode2"))
    assert not s.decisions
    _resolve_all(s)
    assert s.life[0] == 22


def test_700_2_a_modal_ability_is_activated_without_a_target() -> None:
    s = _table([], [LODESTONE, "MG-L04", "MG-L04"], ["MG-G03"])
    with pytest.raises(IllegalActionError) as err:
        do(s, "activate", card=f"battlefield:{LODESTONE}", ability=0, target="p2")
    assert err.value.rule == "700.2" and "능력" in err.value.ko


def test_602_2b_an_activated_ability_with_two_targets_asks_the_second_as_it_is_activated() -> None:
    s = _table([], [{"card": FORKSPARK}, "MG-L04", "MG-L04"], ["MG-G03"])
    do(s, "activate", card=f"battlefield:{FORKSPARK}", ability=0, target="p2")
    d = s.decisions[0]
    assert d.kind == "aim" and d.rule == "602.2b" and "p1" not in d.options      # a different second (115.3)
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    _resolve_all(s)
    assert s.life[1] == 19 and s.perm[card(s, "p2.battlefield:MG-G03")].damage == 1


def test_608_2b_an_ability_whose_targets_are_all_gone_does_nothing_and_stays_off_the_graveyard() -> None:
    s = _table([], [{"card": FORKSPARK}, "MG-L04", "MG-L04"], ["MG-R01", "MG-W01"])
    do(s, "activate", card=f"battlefield:{FORKSPARK}", ability=0, target="p2.battlefield:MG-R01")
    s.apply(Choose(0, card(s, "p2.battlefield:MG-W01")))
    for ref in ("p2.battlefield:MG-R01", "p2.battlefield:MG-W01"):
        s.move(card(s, ref), zid(1, "hand"), cause="test")
    events = do(s, "pass") + do(s, "pass")
    assert any(e.kind == "fizzled" and e.data["rule"] == "608.2b" for e in events)
    assert card(s, f"battlefield:{FORKSPARK}") in s.battlefield(0)          # an ability has no card to bin


# ----- triggered abilities -----------------------------------------------------------------------
def test_603_3c_modal_trigger_chooses_mode_as_put_on_stack() -> None:
    s = _table([VOWKEEPER], ["MG-L01"] * 3, ["MG-A03"])
    do(s, "cast", card=f"hand:{VOWKEEPER}")
    events = do(s, "pass") + do(s, "pass")              # it resolves; its trigger goes on the stack
    d = s.decisions[0]
    assert d.kind == "mode" and d.rule == "700.2b" and d.options == ("mode1", "mode2", "mode3")
    assert any(e.kind == "triggered" and e.data["rule"] == "603.3c" for e in events)
    assert s.stack[-1].kind == "ability" and s.priority >= 0 and not s.passes
    assert option_label(s, d, "mode2") == "Mode 2: Destroy target artifact."
    s.apply(Choose(0, "mode2"))
    assert s.decisions[0].kind == "aim" and s.decisions[0].rule == "603.3d"
    s.apply(Choose(0, card(s, "p2.battlefield:MG-A03")))
    _resolve_all(s)
    assert [s.defs[c].id for c in s.zones[zid(1, "graveyard")].cards] == ["MG-A03"]


def test_700_2b_a_modal_trigger_offers_only_modes_it_can_choose() -> None:
    s = _table([VOWKEEPER], ["MG-L01"] * 3, [])              # no artifact: the destroy mode is not offered
    do(s, "cast", card=f"hand:{VOWKEEPER}")
    do(s, "pass")
    do(s, "pass")
    assert s.decisions[0].options == ("mode1", "mode3")
    s.apply(Choose(0, "mode1"))
    _resolve_all(s)
    assert [s.defs[c].id for c in s.battlefield(0)].count("MG-T21") == 1


def test_603_3d_a_trigger_with_two_targets_asks_both_as_it_is_put_on_the_stack() -> None:
    s = _table([DUELIST], ["MG-L05"] * 4 + ["MG-G04"], ["MG-G03"])
    do(s, "cast", card=f"hand:{DUELIST}")
    do(s, "pass")
    do(s, "pass")
    first = s.decisions[0]
    assert first.kind == "target" and first.rule == "603.3d"
    assert sorted(s.defs[c].id for c in first.options) == ["MG-G04", DUELIST]
    s.apply(Choose(0, card(s, "battlefield:MG-G04")))
    second = s.decisions[0]
    assert second.kind == "aim" and second.rule == "603.3d" and [s.defs[c].id for c in second.options] == ["MG-G03"]
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    events = _resolve_all(s)
    assert "Elderbark Titan fights Bramble Charger" in " ".join(describe_events(s, events, "en", 0))
    assert [s.defs[c].id for c in s.zones[zid(1, "graveyard")].cards] == ["MG-G03"]


def test_603_3d_a_trigger_whose_second_target_cannot_be_chosen_is_removed() -> None:
    s = _table([DUELIST], ["MG-L05"] * 4, [])                  # nothing of the opponent's to fight
    do(s, "cast", card=f"hand:{DUELIST}")
    events = do(s, "pass") + do(s, "pass")
    assert any(e.kind == "trigger_removed" and e.data["rule"] == "603.3d" for e in events)
    assert not s.decisions and not s.stack


def test_603_3d_up_to_two_targets_a_trigger_may_take_none() -> None:
    s = _table([SENTRY], ["MG-L02"] * 3, ["MG-G03"])
    do(s, "cast", card=f"hand:{SENTRY}")
    do(s, "pass")
    do(s, "pass")
    d = s.decisions[0]
    assert d.kind == "target" and "no_target" in d.options
    assert option_label(s, d, "no_target") == "No target" and option_label(s, d, "no_target", "ko") == "대상 없음"
    s.apply(Choose(0, "no_target"))
    assert not s.decisions                              # no first target: no second either
    events = _resolve_all(s)
    assert not any(e.kind in ("fizzled", "tapped") for e in events)


# ----- a program answers them --------------------------------------------------------------------
def test_a_program_answers_an_abilitys_mode_and_targets_from_the_legal_actions() -> None:
    s = _table([DUELIST, VOWKEEPER], ["MG-L05"] * 4 + ["MG-L01"] * 3 + ["MG-G04"], ["MG-G03", "MG-A03"])
    do(s, "cast", card=f"hand:{VOWKEEPER}")
    pass_all(s)
    asked = set()
    for _ in range(40):
        if not s.decisions:
            break
        asked.add(s.decisions[0].kind)
        choices = sensible(s, s.decisions[0].player)
        assert choices and all(s.is_legal(a) for a in choices)
        s.apply(quick_action(s, s.decisions[0].player, Rng(1)))
    assert "mode" in asked and not s.decisions and len(s.stack) == 1       # the trigger, its choices made


MINE = [LODESTONE, VOWKEEPER, FORKSPARK, DUELIST, SENTRY, WURMLING, SCATTERER]
LANDS = {"W": "MG-L01", "U": "MG-L02", "R": "MG-L04", "G": "MG-L05"}


def _deck(extra: list[str], colors: str) -> dict[str, list[str]]:
    cards = [c for c in MINE for _ in range(4)] + [c for c in extra for _ in range(2)]
    return {"cards": cards + [LANDS[colors[k % len(colors)]] for k in range(60 - len(cards))]}


@pytest.mark.parametrize("seed", [3, 4])
def test_games_of_these_cards_answered_by_programs_finish_cleanly(seed: int) -> None:
    """Programs (the quick policy, and now and then any legal action) answer every mode, target and X these
    cards ask for, through the legal actions alone; no invariant breaks."""
    rng = Rng(seed)
    s = new_state(seed, {"players": 2, "payment": "choose", "decks": [_deck(["MG-A03", "MG-G03"], "WURG"),
                                                                         _deck(["MG-R01", "MG-W01"], "RGWU")]})
    memo: dict[str, object] = {}
    kinds: set[str] = set()
    for _ in range(2500):
        if s.result is not None:
            break
        if s.decisions:
            kinds.add(s.decisions[0].kind)
        moves = s.legal_actions()
        s.apply(moves[rng.below(len(moves))] if rng.below(3) == 0 else quick_action(s, s.current_players()[0], rng))
        assert check(s, memo) == []
    assert {"mode", "aim", "target"} <= kinds, kinds


def test_the_ai_aims_a_triggers_fight_from_its_creature_at_the_opponents() -> None:
    s = _table([DUELIST], ["MG-L05"] * 4 + ["MG-G04"], ["MG-G03"])
    do(s, "cast", card=f"hand:{DUELIST}")
    pass_all(s)
    s.apply(Choose(0, card(s, "battlefield:MG-G04")))
    pick = sensible(s, 0)
    assert [a.option for a in pick] == [card(s, "p2.battlefield:MG-G03")]


# ----- X carried onto the permanent (107.3m) -----------------------------------------------------
def test_107_3m_x_remembered_by_permanent() -> None:
    s = _table([WURMLING], ["MG-L05"] * 4, [])
    do(s, "cast", card=f"hand:{WURMLING}")
    s.apply(Choose(0, "x3"))
    events = do(s, "pass") + do(s, "pass")
    wurm = card(s, f"battlefield:{WURMLING}")
    assert s.perm[wurm].x == 3 and s.perm[wurm].plus == 3 and power_toughness(s, wurm) == (4, 4)
    assert any(e.kind == "counters_added" and e.data["rule"] == "614.1c" for e in events)
    assert "Rootswell Wurmling gets 3 +1/+1 counters" in describe_events(s, events, "en", 0)
    assert "뿌리부풂 새끼 웜: +1/+1 카운터 3개" in describe_events(s, events, "ko", 1)
    assert s.defs[wurm].cost.mana_value == 1                  # the permanent's own X is 0 (its mana value)


def test_107_3m_x_is_zero_for_a_permanent_that_entered_any_other_way() -> None:
    s = _table([], [WURMLING], [])                         # put there, never cast: no X to remember
    wurm = card(s, f"battlefield:{WURMLING}")
    assert s.perm[wurm].x == 0 and power_toughness(s, wurm) == (1, 1)
    s.move(wurm, zid(0, "hand"), cause="test")
    s.move(wurm, zid(0, "battlefield"), cause="test")       # a new object (400.7): it enters with none
    assert s.perm[wurm].x == 0 and s.perm[wurm].plus == 0


def test_107_3m_an_entering_trigger_uses_the_x_its_spell_was_cast_with() -> None:
    s = _table([SCATTERER], ["MG-L04"] * 5, ["MG-G03"])
    do(s, "cast", card=f"hand:{SCATTERER}")
    s.apply(Choose(0, "x3"))
    do(s, "pass")
    do(s, "pass")
    assert s.decisions[0].kind == "target"
    s.apply(Choose(0, "p1"))
    assert s.stack[-1].x == 3
    _resolve_all(s)
    assert s.life[1] == 17


def test_107_3m_x_in_an_abilitys_amount_needs_x_in_the_cost_of_a_permanent_that_enters() -> None:
    raw = [{"id": "T-1", "name": {"en": "Bad", "ko": "나쁨"}, "cost": "{2}{G}", "types": ["creature"], "power": 1,
            "toughness": 1, "abilities": [{"kind": "triggered", "when": "enters",
                                           "effects": [{"do": "gain_life", "amount": "X", "to": "you"}]}]}]
    with pytest.raises(DataError) as err:
        parse_cards(raw, "test.toml")
    assert "107.3m" in str(err.value)
    raw[0]["cost"] = "{X}{G}"
    assert parse_cards(raw, "test.toml")["T-1"].abilities[0].effects[0].x


def test_the_new_cards_read_in_both_languages() -> None:
    from game.rulesets.magic.cardtext import card_lines
    db = load_card_db()
    assert card_lines(db[LODESTONE], "en", {})[1].startswith("{2}, {T}: Choose one — • Deal 1 damage to any target.")
    assert card_lines(db[VOWKEEPER], "ko", {})[1].startswith("이것이 전장에 들어올 때, 다음 중 하나를 고릅니다 —")
    assert card_lines(db[WURMLING], "en", {})[1] == "This enters with X +1/+1 counters on it."
    assert card_lines(db[WURMLING], "ko", {})[1] == "이것은 +1/+1 카운터 X개가 놓인 채로 전장에 들어옵니다."
    assert card_lines(db[FORKSPARK], "en", {})[1] == "{1}{R}, {T}: Deal 1 damage to each of two targets."


def test_603_5_an_optional_trigger_takes_no_second_target_since_may_is_asked_only_of_one_target() -> None:
    raw = [{"id": "T-2", "name": {"en": "Bad", "ko": "나쁨"}, "cost": "{2}{G}", "types": ["creature"], "power": 1,
            "toughness": 1, "abilities": [{"kind": "triggered", "when": "enters", "may": True, "target": "creature",
                                           "target2": "creature", "effects": [{"do": "tap", "to": "each_target"}]}]}]
    with pytest.raises(DataError) as err:
        parse_cards(raw, "test.toml")
    assert "T-2" in str(err.value) and "may" in str(err.value)
    del raw[0]["abilities"][0]["may"]
    assert parse_cards(raw, "test.toml")["T-2"].abilities[0].target2 == "creature"
