"""A Commander game driven at the table the way a player plays it (issue 23): the commander cast from the
command zone with a payment the player changed, the trigger it sets off standing on the stack and answered
with an instant, two opponents attacked by drops, and a block by drag."""
from __future__ import annotations

from typing import Any, Callable

from game.engine.actions import Choose
from game.rulesets.magic.actions import Attack, Cast
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from tests.ui.test_mg_table_payment import paying_table
from tests.ui.test_mg_table_stack import looked_at

# Three players, Commander. Player 1 holds Ser Kaelith in the command zone, Herald's Horn ("whenever you
# cast your commander, draw a card") and two creatures ready to attack; Kindle Bolt in hand answers the
# Horn's trigger. Player 2 has a creature to block with.
GAME = {"scenario": {"players": 3, "seed": 4}, "options": {"variant": "commander", "payment": "choose"},
        "position": {"step": "main1", "active": 1,
                     "p1": {"command": ["MG-K01"], "commander": "command:MG-K01", "hand": ["MG-R03"],
                            "battlefield": ["MG-L04", "MG-L04", "MG-L01", "MG-L01", "MG-L04", "MG-L01",
                                            "MG-A72", "MG-R04", "MG-R01"],
                            "library": ["MG-L01"] * 8},
                     "p2": {"battlefield": ["MG-G03", "MG-L05"], "library": ["MG-L05"] * 8},
                     "p3": {"battlefield": ["MG-L02"], "library": ["MG-L02"] * 8}}}


def _until(scene: TableScene, hands: Any, done: Callable[[], bool], limit: int = 40) -> None:
    """Every seat at this table is a person: lift pass screens and press the big button (pass, or the
    step's "done") for whoever must act, until ``done``."""
    for _ in range(limit):
        if done():
            return
        if scene.pass_pending:
            hands.pass_screen()
        else:
            hands.click_node(scene.btn_primary)
        hands.settle()
    raise AssertionError(f"never reached: {scene.session.state.step} viewer {scene.viewer}")


def _ids(st: Any, seat: int, def_id: str) -> list[int]:
    return [i for i in st.battlefield(seat) if st.defs[i].id == def_id]


def test_a_commander_game_at_the_table_cast_with_a_changed_payment_answer_a_trigger_attack_two_and_block(app, hands):
    scene = paying_table(app, hands, GAME)
    st = scene.session.state
    kaelith = next(iter(st.zones["p0.command"].cards))
    # the commander, cast from the command zone: the payment is asked, with a suggestion
    assert perform(app, hands, Cast(0, kaelith, "-", 0)) in ("drag", "click", "card")
    hands.settle()
    d = scene.decision_for(0)
    assert d is not None and d.kind == "payment" and "Ser Kaelith" in scene.prompt.text
    lands = [i for i in st.battlefield(0) if st.defs[i].is_a("land")]
    left_out = [i for i in lands if i not in d.picked]
    assert len(d.picked) == 4 and len(left_out) == 2
    creatures = _ids(st, 0, "MG-R04") + _ids(st, 0, "MG-R01")
    assert not set(d.picked) & set(creatures)                  # lands pay; the attackers stay untapped
    # the suggestion keeps back red for the Kindle Bolt in hand; the player pays with a Mountain anyway
    assert {st.defs[i].id for i in left_out} == {"MG-L04"}
    swap = left_out[0]
    assert perform(app, hands, Choose(0, swap)) == "card"
    hands.settle()
    picked = scene.decision_for(0).picked
    assert swap in picked and len(picked) == 4
    assert perform(app, hands, Choose(0, "done")) == "button"
    hands.settle()
    st = scene.session.state
    assert st.perm[swap].tapped and sorted(i for i in lands if not st.perm[i].tapped) == \
        sorted(set(lands) - set(picked))
    # the Horn's trigger stands on the stack above the commander spell, shown as an ability
    assert [it.kind for it in st.stack] == ["spell", "ability"]
    looked_at(app, scene)
    assert [tile for tile in scene.part.stack_box.tiles if "Herald's Horn" in tile] == [
        "Triggered ability · P1 Herald's Horn Whenever you cast your commander, draw a card."], scene.part.stack_box.tiles
    # answered: Kindle Bolt cast on top of it, at player 3
    bolt = next(i for i in st.hand(0) if st.defs[i].id == "MG-R03")
    hand_before, life_before = len(st.hand(0)), list(st.life)
    assert perform(app, hands, Cast(0, bolt, "p2", 0)) == "drag"      # dropped on player 3's header
    hands.settle()
    assert scene.decision_for(0).kind == "payment"                   # two Mountains could pay: asked
    assert perform(app, hands, Choose(0, "done")) == "button"
    hands.settle()                      # nobody else can act: the table passes for them (117.3d) and all resolves
    st = scene.session.state
    lines = scene.log.lines
    order = [next(k for k, line in enumerate(lines) if what in line) for what in
             ("Kindle Bolt resolves", "Herald's Horn resolves", "Ser Kaelith, Twin-Edge resolves")]
    assert order == sorted(order), lines                          # last in, first out (405.5)
    assert not st.stack and st.life[2] == life_before[2] - 2 and len(st.hand(0)) == hand_before   # the bolt went, the Horn drew
    assert kaelith in st.battlefield(0)
    # to combat: two attackers dropped on two opponents' areas
    _until(scene, hands, lambda: scene.session.state.step.value == "declare_attackers" and scene.viewer == 0
           and not scene.pass_pending)
    brute, pup = _ids(st, 0, "MG-R04")[0], _ids(st, 0, "MG-R01")[0]
    forest2 = _ids(st, 1, "MG-L05")[0]
    island3 = _ids(st, 2, "MG-L02")[0]
    hands.drag(hands.card_center(brute), hands.card_center(forest2))
    hands.settle()
    hands.drag(hands.card_center(pup), hands.card_center(island3))
    hands.settle()
    declared = [(a.card, a.target) for a in scene.session.match.log if isinstance(a, Attack)]
    assert declared == [(brute, "p1"), (pup, "p2")], scene.toast.text
    hands.click_node(scene.btn_primary)                          # attackers declared
    hands.settle()
    # player 2 blocks the Ogre by dragging their creature onto it
    _until(scene, hands, lambda: scene.session.state.step.value == "declare_blockers" and scene.viewer == 1
           and not scene.pass_pending)
    charger = _ids(scene.session.state, 1, "MG-G03")[0]
    hands.drag(hands.card_center(charger), hands.card_center(brute))
    hands.settle()
    blocks = [(b.card, b.attacker) for b in scene.session.match.log if type(b).__name__ == "Block"]
    assert blocks == [(charger, brute)], scene.toast.text
    _until(scene, hands, lambda: scene.session.state.step.value in ("end_combat", "main2"))
    st = scene.session.state
    # the Pup hit player 3; the Brute, blocked, tramples 1 over the Charger onto player 2 and both die
    assert st.life[2] == life_before[2] - 2 - 1 and st.life[1] == life_before[1] - 1
    assert charger not in st.battlefield(1) and brute not in st.battlefield(0)
    assert "Rumbling Brute deals 3 to Bramble Charger" in scene.log.lines
