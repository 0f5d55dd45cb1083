"""Paying at the Magic table (601.2g-h): a cast asks which sources pay, the suggestion glows as chosen, the
prompt says what is still owed; a click on a land changes the payment through the door, a refused click is
said with its rule, and the land the player chose is the one tapped."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Choose
from game.rulesets.magic.actions import Cast
from game.rulesets.magic.scenario import _build
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from tests.ui.table_kit import open_position

# P1's main phase: Cinder Pup ({R}) and Ember Whelp ({1}{R}) in hand, two Mountains and a Forest
PAYING = {"scenario": {"players": 2, "seed": 1}, "options": {"payment": "choose"},
          "position": {"step": "main1", "active": 1,
                       "p1": {"battlefield": ["MG-L04", "MG-L04", "MG-L05"], "hand": ["MG-R01", "MG-R02"]},
                       "p2": {"battlefield": ["MG-L01"]}}}


def paying_table(app: Any, hands: Any, data: dict[str, Any] = PAYING) -> TableScene:
    app.settings.animation_speed = 10.0
    return open_position(app, hands, lambda: _build(data, "test"))


def mountains(scene: TableScene) -> list[int]:
    st = scene.session.state
    return [i for i in st.battlefield(0) if st.defs[i].id == "MG-L04"]


def test_601_2h_a_click_on_the_other_land_pays_with_it_and_leaves_the_suggested_one_untapped(app, hands):
    scene = paying_table(app, hands)
    st = scene.session.state
    pup = next(i for i in st.hand(0) if st.defs[i].id == "MG-R01")
    first, second = mountains(scene)
    assert perform(app, hands, Cast(0, pup, "-", 0)) == "drag"
    hands.settle()
    d = scene.decision_for(0)
    assert d is not None and d.kind == "payment" and d.picked == (first,)
    assert scene.card_nodes[first].glow == "picked" and scene.card_nodes[second].glow == "option"
    assert "Pay {R} for Cinder Pup" in scene.prompt.text and "(601.2h)" in scene.prompt.text
    assert scene.prompt.find("button:choose:done") is not None        # accept the suggestion in one press
    assert perform(app, hands, Choose(0, second)) == "card"          # the other Mountain, clicked
    hands.settle()
    assert scene.decision_for(0).picked == (second,)
    assert scene.card_nodes[second].glow == "picked" and scene.card_nodes[first].glow == "option"
    assert scene.btn_primary.enabled                                  # the big button accepts it too
    assert perform(app, hands, Choose(0, "done")) == "button"
    hands.settle()
    st = scene.session.state
    assert st.perm[second].tapped and not st.perm[first].tapped
    seen = lambda iid: [c.icon for c in scene.part.card_states(iid)]      # the states the card wears  # noqa: E731
    assert "tapped" in seen(second) and "tapped" not in seen(first)
    assert any("casts Cinder Pup" in line for line in scene.log.lines)
    assert st.cards[pup].zone in ("stack", "p0.battlefield") and scene.decision_for(0) is None


def test_601_2h_the_prompt_says_what_is_still_owed_and_pay_waits_until_nothing_is(app, hands):
    scene = paying_table(app, hands)
    st = scene.session.state
    whelp = next(i for i in st.hand(0) if st.defs[i].id == "MG-R02")
    assert perform(app, hands, Cast(0, whelp, "-", 0)) == "drag"     # {1}{R}
    hands.settle()
    for iid in scene.decision_for(0).picked:                          # take the suggestion out, land by land
        perform(app, hands, Choose(0, iid))
        hands.settle()
    assert "Still owed: {1}{R}" in scene.prompt.text
    assert scene.prompt.find("button:choose:done") is None             # no pay while mana is owed
    forest = next(i for i in st.battlefield(0) if st.defs[i].id == "MG-L05")
    perform(app, hands, Choose(0, forest))       # the Forest pays the {1}: taken
    hands.settle()
    assert scene.decision_for(0).picked == (forest,) and "Still owed: {R}" in scene.prompt.text
    app.settings.language = "ko"
    scene.refresh_controls()
    assert "아직 부족한 마나: {R}" in scene.prompt.text


def test_601_2h_a_click_on_a_land_not_needed_is_refused_on_a_banner_with_its_rule(app, hands):
    scene = paying_table(app, hands)
    st = scene.session.state
    pup = next(i for i in st.hand(0) if st.defs[i].id == "MG-R01")
    perform(app, hands, Cast(0, pup, "-", 0))
    hands.settle()
    forest = next(i for i in st.battlefield(0) if st.defs[i].id == "MG-L05")
    assert scene.card_nodes[forest].glow is None                      # it does not glow: the engine takes it not
    hands.click(hands.card_center(forest))
    hands.frames(2)
    assert scene.toast.text.startswith("[601.2h] The chosen sources pay it all already")
    assert scene.decision_for(0).picked == (mountains(scene)[0],)     # the payment is as it was
    perform(app, hands, Choose(0, "cancel"))                          # and taken back: nothing tapped
    hands.settle()
    assert scene.decision_for(0) is None and st.cards[pup].zone == "p0.hand"
    assert not any(st.perm[i].tapped for i in st.battlefield(0))


def test_601_2b_x_is_chosen_at_the_table_from_the_values_that_can_be_paid(app, hands):
    data = {**PAYING, "position": {"step": "main1", "active": 1,
                                   "p1": {"battlefield": ["MG-L04"] * 3, "hand": ["MG-R120"]},
                                   "p2": {"battlefield": ["MG-L01"]}}}
    scene = paying_table(app, hands, data)
    st = scene.session.state
    burst = st.hand(0)[0]
    assert perform(app, hands, Cast(0, burst, "p1", 0)) == "drag"     # Kilnburst dropped on player 2
    hands.settle()
    assert "Choose X for Kilnburst" in scene.prompt.text and "(601.2b)" in scene.prompt.text
    assert [o for o in ("x0", "x1", "x2", "x3") if scene.prompt.find(f"button:choose:{o}")] == ["x0", "x1", "x2"]
    hands.choose_word("x2")
    hands.settle()
    assert scene.decision_for(0) is None                 # three Mountains, {R} and X = 2: nothing to choose
    st = scene.session.state
    assert all(st.perm[i].tapped for i in st.battlefield(0))
    hands.settle()
    assert st.life[1] == 18 or [o.x for o in st.stack] == [2]


def test_601_2h_the_creature_sacrificed_as_a_cost_is_clicked_on_the_table(app, hands):
    data = {**PAYING, "options": {}, "position": {"step": "main1", "active": 1,
                                                  "p1": {"battlefield": ["MG-L03", "MG-L03", "MG-R01", "MG-G01"],
                                                         "hand": ["MG-B123"]},
                                                  "p2": {"battlefield": ["MG-R04"]}}}
    scene = paying_table(app, hands, data)
    st = scene.session.state
    offering, brute = st.hand(0)[0], st.battlefield(1)[0]
    tender = next(i for i in st.battlefield(0) if st.defs[i].id == "MG-G01")
    assert perform(app, hands, Cast(0, offering, f"c{brute}", 0)) == "drag"     # Offering of Bone onto the Brute
    hands.settle()
    assert "sacrifice 1 creature(s): choose" in scene.prompt.text and "(601.2h)" in scene.prompt.text
    assert scene.card_nodes[tender].glow == "option"
    assert perform(app, hands, Choose(0, tender)) == "card"
    hands.settle()
    st = scene.session.state
    assert st.cards[tender].zone == "p0.graveyard" and st.cards[offering].zone in ("stack", "p0.graveyard")
