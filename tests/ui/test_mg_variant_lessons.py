"""The tutorial's Commander, Vanguard and Brawl steps at the real table: a move the step does not ask for,
made by a gesture, is refused with the step's hint and changes nothing; a commander the player cannot pay
for is dragged from the command zone and refused with the engine's rule (903.8 with 601.2h)."""
from __future__ import annotations

from typing import Any

import pytest

from game.puzzles import load_tutorial
from game.rulesets.magic import commander
from game.rulesets.magic.actions import Cast
from game.rulesets.magic.options import read_setup
from game.rulesets.magic.puzzles import build
from game.ui.lesson import PassiveAgent, PositionSession
from game.ui.puzzles_scene import TutorialScene
from game.ui.smoke import perform
from game.ui.table.scene import TableScene

TUTORIAL = load_tutorial(ruleset="magic")
VARIANT_STEPS = [st.index for st in TUTORIAL.steps if st.options.get("variant") in ("commander", "vanguard", "brawl")
                 or st.options.get("supplements") in ("planechase", "archenemy")]


def wait_for_learner(hands: Any, scene: TutorialScene) -> None:
    for _ in range(200):
        if scene.acting() == scene.step.player and not scene.animating() and scene.ai_move is None:
            return
        hands.frames(3)


def test_the_tutorial_has_seven_variant_steps():
    assert len(VARIANT_STEPS) >= 7


@pytest.mark.parametrize("index", VARIANT_STEPS)
def test_a_move_the_variant_step_does_not_ask_for_is_refused_with_its_hint(app, hands, index):
    app.settings.animation_speed = 10.0
    step = TUTORIAL.steps[index]
    scene = TutorialScene(app, TUTORIAL, index)
    app.push(scene)
    hands.frames(5)
    hands.quiet(scene)
    for n in range(len(step.do)):
        wait_for_learner(hands, scene)
        st = scene.session.state
        wrong = [a for a in st.legal_actions() if a.player == step.player and not step.matches(st, n, a)]
        made = ""
        for action in wrong:         # the first wrong move a gesture can make
            before = len(scene.session.match.log)
            made = perform(app, hands, action)
            if made:
                hands.quiet(scene)
                assert len(scene.session.match.log) == before, (index, action)
                assert step.hint is not None and step.hint.get("en") in scene.toast.text, scene.toast.text
                assert not scene.completed
                return
        perform(app, hands, step.expected(st, n))
        hands.quiet(scene)
    pytest.fail(f"step {index + 1}: no wrong move could be made by a gesture")


def test_903_8_a_commander_without_mana_for_its_tax_is_dragged_and_refused_with_the_rule(app, hands):
    """Ser Kaelith cast once before costs {4}{R}{W}: five lands are one short, and the refusal names the
    tax (903.8), not only the mana cost. The Mountain in
    hand keeps the table from passing for the player (117.3d) before the drag."""
    app.settings.animation_speed = 10.0
    position = {"step": "main1",
                "p1": {"life": 40, "command": ["MG-K01"], "commander": "command:MG-K01", "tax": 1,
                       "battlefield": ["MG-L01", "MG-L01", "MG-L04", "MG-L04", "MG-L04"], "hand": ["MG-L04"]},
                "p2": {"life": 40}}
    options = read_setup({"variant": "commander"})
    session = PositionSession(lambda: build(position, None, "test", 1, options), 1)
    scene = TableScene(app, session, ai_seats={1: PassiveAgent()})
    app.push(scene)
    hands.frames(5)
    hands.quiet(scene)
    st = scene.session.state
    kaelith = next(c for c in st.zones["p0.command"].cards)
    targets = scene.drag_targets(kaelith)
    assert targets and not any(legal for _d, _a, legal in targets)
    assert isinstance(targets[0][1], Cast)
    shown: list[str] = []
    toast = scene.toast.show
    scene.toast.show = lambda text, *a, **k: (shown.append(text), toast(text, *a, **k))[1]
    hands.drag(hands.card_center(kaelith), hands.drop_center(targets[0][0]))
    hands.quiet(scene)
    assert shown and shown[-1].startswith("[903.8]") and "commander tax of {2}" in shown[-1], shown
    assert st.cards[kaelith].zone == "p0.command" and commander.casts(st, kaelith) == 1


def test_every_magic_puzzle_is_solved_at_the_table_by_its_solution(app, hands):
    from game.puzzles import ONGOING, SOLVED, load_puzzles, passive_choice
    from game.ui.progress import load_progress
    from game.ui.puzzles_scene import PuzzleScene
    app.settings.animation_speed = 10.0
    puzzles = load_puzzles(ruleset="magic")
    assert len(puzzles) >= 3
    for i, pz in enumerate(puzzles):
        scene = PuzzleScene(app, puzzles, i, briefing=False)
        app.push(scene)
        hands.frames(5)
        for step in pz.solution:
            wait_for(hands, scene, pz.player)
            assert perform(app, hands, pz.rules.make_action(scene.session.state, step)), (pz.key, step)
        for _ in range(60):            # the learner passes on until combat damage; the program answers
            wait_for(hands, scene, pz.player)
            if scene.status != ONGOING:
                break
            assert perform(app, hands, passive_choice(scene.session.state, pz.player))
        assert scene.status == SOLVED, pz.key
        app.pop()
    assert {p.key for p in puzzles} <= set(load_progress().solved)


def wait_for(hands: Any, scene: Any, player: int) -> None:
    for _ in range(300):
        if scene.status != "ongoing" or (scene.acting() == player and not scene.animating()
                                         and scene.ai_move is None):
            return
        hands.frames(3)


def test_603_3b_the_person_orders_two_triggers_at_the_table_by_clicking_their_cards(app, hands):
    from game.engine.actions import Choose
    app.settings.animation_speed = 10.0
    position = {"step": "end", "active": 2, "p1": {"battlefield": ["MG-B27", "MG-A70"]},
                "p2": {}}
    session = PositionSession(lambda: build(position, None, "test", 1, read_setup({})), 1)
    scene = TableScene(app, session, ai_seats={1: PassiveAgent()})
    app.push(scene)
    for _ in range(20):
        hands.quiet(scene)
        st = scene.session.state
        if st.decisions:
            break
        if st.priority == 0:
            hands.click_node(scene.btn_primary)
    st = scene.session.state
    assert st.decisions and st.decisions[0].kind == "order"
    shrine = next(c for c in st.battlefield(0) if st.defs[c].id == "MG-A70")
    assert perform(app, hands, Choose(0, shrine)) == "card"
    assert scene.session.match.log[-1] == Choose(0, shrine)
    assert [st.defs[i.card].id for i in scene.session.state.stack] == ["MG-B27", "MG-A70"]   # the Shrine on top
