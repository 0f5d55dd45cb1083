"""Solo Magic from the first screen, by clicks only: the game, its Solo mode, the seat screen (and a deck
picker, where the seat screen leads to one), the table; one person against a program, which answers
priority on its own, and the person casts by dragging. The screens between the menu and the table are
driven by their Start buttons only, so the test holds whichever seat screen the game uses."""
from __future__ import annotations

from typing import Any

from game.ai import make_agent
from game.engine.actions import Concede
from game.rulesets.magic.actions import Cast, Pass
from game.ui.menu import MainMenu
from game.ui.smoke import perform
from game.ui.table.scene import TableScene

SEED = 11


def to_the_table(app: Any, hands: Any) -> TableScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:magic"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:solo"))
    hands.frames(2)
    for _ in range(4):                # the seat screen, then a deck picker if there is one
        scene = app.scene
        if isinstance(scene, TableScene):
            break
        if getattr(scene, "seed", 0) is None:
            scene.seed = SEED         # the screens draw a seed at Start; a fixed one keeps the test repeatable
        start = scene.root.find("button:start")
        assert start is not None and start.visible, type(scene).__name__
        hands.click_node(start)
        hands.frames(3)
    assert isinstance(app.scene, TableScene)
    return app.scene


def test_solo_magic_from_the_menu_a_program_answers_priority_and_the_person_casts(app, hands):
    app.settings.animation_speed = 10.0
    table = to_the_table(app, hands)
    st = table.session.state
    assert table.session.match.info.id == "magic" and st.num_players == 2
    assert set(table.ai_seats) == {1} and table.viewer == 0 and not table.pass_pending
    me = make_agent("greedy", 3, "magic")
    cast = answered = None
    for _ in range(300):
        st = table.session.state
        if st.result is not None or (cast is not None and answered is not None):
            break
        hands.quiet()
        legal = [a for a in st.legal_actions() if a.player == 0 and not isinstance(a, Concede)]
        if not legal or table.acting() != 0:
            hands.frames(5)
            continue
        action = me.choose(st, 0)
        before = len(table.session.match.log)
        how = perform(app, hands, action)
        assert how, action
        hands.quiet()
        log = table.session.match.log
        assert log[before] == action, (action, [str(a) for a in log[before:]])
        if isinstance(action, Cast) and cast is None and how == "drag":
            cast = (action.card, len(log))
        if cast is not None and answered is None:
            answered = next((a for a in log[cast[1]:] if a.player == 1 and isinstance(a, Pass)), None)
    assert cast is not None, "the person never cast a spell by a drag"
    assert answered is not None, "the program never answered the person's spell"
    assert table.session.state.cards[cast[0]].zone != "stack"     # it resolved once both passed
