"""Conspiracies at the Magic table (905.4, 702.106): the choice before the shuffle is laid out for the
person who makes it, the name for a hidden agenda asked of its owner alone; a face-down conspiracy shows its
chosen name to its owner and its back to everyone else; a click turns it face up (a special action), or says
the engine's rule when it may not be."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Choose
from game.rulesets.magic.actions import TurnUp
from game.rulesets.magic.conspiracy import face_down
from game.rulesets.magic.scenario import _build
from game.rulesets.magic.state import zid
from game.ui.lesson import PositionSession
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from game.ui.table.session import Session

WHITE = ["MG-L01"] * 24 + [c for c in ("MG-W01", "MG-W02", "MG-W03", "MG-W21", "MG-W22", "MG-W51", "MG-W52",
                                        "MG-W53", "MG-W54") for _ in range(4)]
AGENDA = {"agenda": [{"card": "MG-CN01", "name": "MG-W53"}]}


def dealt(app: Any, hands: Any) -> TableScene:
    app.settings.animation_speed = 10.0
    setup = {"players": 2, "payment": "auto", "decks": [{"cards": WHITE, "sideboard": ["MG-CN01", "MG-CN08"]},
                                                        {"cards": WHITE, "sideboard": ["MG-CN02"]}]}
    scene = TableScene(app, Session.new("magic", 3, setup))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    return scene


def at(app: Any, hands: Any, step: str, active: int, **seats: Any) -> TableScene:
    app.settings.animation_speed = 10.0
    data = {"scenario": {"players": 2, "seed": 1}, "position": {"step": step, "active": active, **seats}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def words(scene: TableScene, iid: int) -> str:
    return " ".join(s.word.en for s in scene.part.card_states(iid))


def test_905_4_the_choice_before_the_shuffle_is_laid_out_for_the_one_who_makes_it(app, hands):
    scene = dealt(app, hands)
    st = scene.session.state
    assert scene.viewer == 0 and scene.prompt.text.startswith("Before the shuffle: conspiracies for the command zone")
    side = st.zones[zid(0, "sideboard")].cards
    assert scene.browser.visible and sorted(scene.browser.cards) == sorted(side)
    oath = next(i for i in side if st.defs[i].id == "MG-CN01")
    assert perform(app, hands, Choose(0, oath)) == "card"
    assert perform(app, hands, Choose(0, "done")) == "button"
    hands.settle()
    # the hidden agenda's name, asked of its owner: its own deck's names first
    assert scene.prompt.text.startswith("Secretly choose a card name for Oath of the Chosen Blade")
    assert scene.prompt.find("button:choose:MG-W02").label == "Dawnwing Sentry"
    assert perform(app, hands, Choose(0, "MG-W02")) == "word"
    hands.settle()
    hands.pass_screen()
    hands.settle()
    assert scene.viewer == 1 and scene.prompt.text.startswith("Before the shuffle")
    log = " ".join(scene.log.lines)
    assert "Player 1 secretly chooses a card name for a face-down conspiracy (702.106)" in log
    assert "Dawnwing Sentry for" not in log and "Oath of the Chosen Blade" not in log


def test_702_106_its_owner_sees_the_chosen_name_on_it_and_under_its_large_view(app, hands):
    scene = at(app, hands, "main1", 1, p1={**AGENDA, "battlefield": ["MG-W53"]}, p2={})
    st = scene.session.state
    plot = face_down(st, 0)[0]
    node = scene.card_nodes[plot]
    assert scene.viewer == 0 and node.visible and node.face_up
    assert "the chosen name, which only you know: Sunmarrow Drover" in words(scene, plot)
    assert scene.part.face_state(plot)[-1] == "Sunmarrow Drover"       # the face drawn carries the name


def test_702_106_the_other_seat_sees_a_back_and_never_the_name(app, hands):
    scene = at(app, hands, "main1", 2, p1={**AGENDA, "battlefield": ["MG-W53"]}, p2={"hand": ["MG-L01"]})
    st = scene.session.state
    plot = face_down(st, 0)[0]
    node = scene.card_nodes[plot]
    assert scene.viewer == 1
    assert node.visible and not node.face_up              # a back, in seat 1's command zone
    assert words(scene, plot) == "" and scene.part.card_name(plot, "en") == "a card"
    assert "Sunmarrow" not in " ".join(scene.log.lines)
    assert scene.root.find("counters").cells[3:6] == ["P1", "-", "1"]     # one face down, none face up
    hands.click(hands.card_center(plot))             # another seat's: a click turns nothing over
    hands.settle()
    assert face_down(st, 0) == [plot]


def test_702_106_a_click_on_a_face_down_conspiracy_turns_it_face_up_without_the_stack(app, hands):
    scene = at(app, hands, "main1", 1, p1={**AGENDA, "battlefield": ["MG-W53"]}, p2={})
    st = scene.session.state
    plot = face_down(st, 0)[0]
    drover = st.battlefield(0)[0]
    assert scene.part.status(drover).pt == (3, 1)
    hands.click(hands.card_center(plot))
    hands.settle()
    assert st.zones[zid(0, "command")].cards == [plot]
    assert isinstance(scene.session.match.log[0], TurnUp)        # the click made it, nothing before it
    assert scene.part.status(drover).pt == (4, 2)
    assert ("Player 1 turns Oath of the Chosen Blade face up; the chosen name: Sunmarrow Drover (702.106)"
            in scene.log.lines)
    assert "Oath of the Chosen Blade resolves" not in scene.log.lines          # no stack (116)
    assert scene.card_nodes[plot].face_up and words(scene, plot) == ""


def test_702_106_a_click_without_priority_says_the_rule(app, hands):
    scene = at(app, hands, "declare_attackers", 1, p1={**AGENDA, "battlefield": ["MG-W53"]}, p2={})
    st = scene.session.state
    plot = face_down(st, 0)[0]
    before = len(scene.session.match.log)
    hands.click(hands.card_center(plot))
    hands.settle()
    assert len(scene.session.match.log) == before and face_down(st, 0) == [plot]
    assert scene.toast.text.startswith("[702.106]"), scene.toast.text


def test_702_106_a_face_down_conspiracy_dragged_onto_the_command_zone_turns_face_up(app, hands):
    scene = at(app, hands, "main1", 1, p1={**AGENDA, "battlefield": ["MG-W53"]}, p2={})
    st = scene.session.state
    plot = face_down(st, 0)[0]
    assert [t.dest for t in scene.drag_targets(plot)] == [("command", 0)]
    assert perform(app, hands, TurnUp(0, plot)) == "drag"
    hands.settle()
    assert st.zones[zid(0, "command")].cards == [plot] and face_down(st, 0) == []
