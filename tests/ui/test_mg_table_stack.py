"""The Magic table's stack shows every object on it (113.7, 405.1): a triggered or activated ability is a tile
with its kind, controller, source, text and target (with an arrow to it), laid out in the stack's order beside
the spells' cards; the top is always whole."""
from __future__ import annotations

from typing import Any

import pygame

from game.rulesets.magic import table_layout as L
from game.rulesets.magic.actions import NO_TARGET, Activate, Cast, Pass
from game.rulesets.magic.scenario import _build
from game.rulesets.magic.table_stack import TILE
from game.ui.lesson import PositionSession
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from tests.ui.table_kit import open_position

# P1's upkeep: Haldis's upkeep trigger goes on the stack (503.1a); the Idol and three Mountains can answer it,
# and two more Mountains with two Kindle Bolts in hand keep P1 from being passed for after that
UPKEEP = {"scenario": {"players": 2, "seed": 1},
          "position": {"step": "untap", "active": 1,
                       "p1": {"battlefield": ["MG-G07", "MG-A03"] + ["MG-L04"] * 5, "hand": ["MG-R03", "MG-R03"]},
                       "p2": {"battlefield": ["MG-L01"]}}}


def upkeep_table(app: Any, hands: Any) -> TableScene:
    app.settings.animation_speed = 10.0
    return open_position(app, hands, lambda: _build(UPKEEP, "test"))


def looked_at(app: Any, scene: TableScene) -> pygame.Surface:
    screen = pygame.Surface(app.screen.get_size())
    scene.draw(screen)
    return screen


def card_of(scene: TableScene, def_id: str) -> int:
    st = scene.session.state
    return next(i for i in st.battlefield(0) if st.defs[i].id == def_id)


def test_405_1_a_triggered_ability_on_the_stack_shows_its_source_its_text_and_its_controller(app, hands):
    scene = upkeep_table(app, hands)
    st = scene.session.state
    assert [o.kind for o in st.stack] == ["ability"] and st.priority == 0
    screen = looked_at(app, scene)
    box = scene.part.stack_box
    assert box.tiles == ["Triggered ability · P1 Haldis of the Tall Grass At the beginning of your upkeep, "
                         "put 1 +1/+1 counter on this."]
    spot = L.stack_spots([True])[0]
    x, y = hands.screen_point(spot.x, spot.y + spot.h / 2 - 4)
    assert screen.get_at((int(x), int(y)))[:3] == TILE         # the tile itself is drawn, not only recorded
    app.settings.language = "ko"
    looked_at(app, scene)
    assert box.tiles[0].startswith("유발된 능력 · P1 ") and "유지단 시작에" in box.tiles[0], box.tiles


def test_602_2_an_activated_ability_dropped_on_its_target_goes_on_the_stack_as_a_tile_with_an_arrow(app, hands):
    scene = upkeep_table(app, hands)
    idol = card_of(scene, "MG-A03")
    action = Activate(0, idol, 0, "p1", 0)
    assert perform(app, hands, action) == "drag"      # the Idol dropped on player 2
    hands.settle()
    st = scene.session.state
    assert scene.session.match.log[-1] == action and len(st.stack) == 2
    looked_at(app, scene)
    box = scene.part.stack_box
    assert box.tiles == [
        "Triggered ability · P1 Haldis of the Tall Grass At the beginning of your upkeep, put 1 +1/+1 counter on this.",
        "Activated ability · P1 Lodestone Idol {2}{R}, {T}: Deal 1 damage to any target. Target: player 2"]
    assert box.arrows == [(idol, "p1")]
    # Kindle Bolt in response: its card lies right of the tiles and over them, in the stack's order
    bolt = st.hand(0)[0]
    assert perform(app, hands, Cast(0, bolt, "p1", 0)) == "drag"
    hands.settle()
    looked_at(app, scene)
    assert [o.kind for o in st.stack] == ["ability", "ability", "spell"]
    drawn = [n for n in scene.cards_layer.ordered() if n.visible and (n.name.startswith("stack_tile:")
                                                                    or getattr(n, "iid", None) == bolt)]
    assert [n.name for n in drawn][:2] == ["stack_tile:0", "stack_tile:1"] and drawn[2].iid == bolt
    spots = L.stack_spots([True, True, False])
    assert scene.spots[bolt].x == spots[2].x > spots[1].x
    assert box.arrows == [(idol, "p1"), (bolt, "p1")]
    # all three resolve in turn, the Bolt first; the stack box then reads empty
    perform(app, hands, Pass(0))
    hands.settle()
    for _ in range(8):
        if scene.pass_pending:
            hands.pass_screen()
            hands.settle()
        if st.stack and st.priority >= 0:
            perform(app, hands, Pass(st.priority))
            hands.settle()
    looked_at(app, scene)
    assert not st.stack and box.tiles == [] and st.life[1] == 17


def test_the_stack_lays_spells_and_abilities_out_in_order_and_the_top_is_whole():
    for kinds in ([False, True, False], [True] * 3, [True, False] * 6):
        spots = L.stack_spots(kinds)
        x, y, w, h = L.STACK
        lefts = [sp.x - sp.w / 2 for sp in spots]
        assert lefts == sorted(lefts) and lefts[0] >= x and spots[-1].x + spots[-1].w / 2 <= x + w
        assert [sp.w for sp in spots] == [L.ABILITY_W if k else L.STACK_W for k in kinds]
        assert [sp.z for sp in spots] == sorted(sp.z for sp in spots)
        if len(kinds) == 3:               # three fit side by side without overlapping
            assert all(a.x + a.w / 2 <= b.x - b.w / 2 for a, b in zip(spots, spots[1:]))


# P1's main phase: Sparkcaller Adept to cast (its enters trigger targets), Kindle Bolt and a fourth Mountain
# keep P1 from being passed for while the trigger waits
ADEPT = {"scenario": {"players": 2, "seed": 1},
         "position": {"step": "main1", "active": 1,
                      "p1": {"hand": ["MG-R08", "MG-R03"], "battlefield": ["MG-L04"] * 4},
                      "p2": {"battlefield": ["MG-L01"]}}}


def test_603_3d_a_trigger_choosing_its_target_names_itself_and_goes_on_the_stack_with_an_arrow(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene(app, PositionSession(lambda: _build(ADEPT, "test")))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    adept = next(c for c in st.hand(0) if st.defs[c].id == "MG-R08")
    assert perform(app, hands, Cast(0, adept, NO_TARGET, 0)) == "drag"
    hands.settle()
    for _ in range(6):                   # both pass: the Adept resolves, its trigger asks P1 for a target
        if st.decisions:
            break
        if scene.pass_pending:
            hands.pass_screen()
        elif st.priority >= 0:
            perform(app, hands, Pass(st.priority))
        hands.settle()
    assert st.decisions and st.decisions[0].kind == "target"
    assert scene.prompt.visible and scene.prompt.text == "Choose a target for the triggered ability. (603.3d)"
    assert scene.prompt.detail == "Sparkcaller Adept: When this enters, deal 1 damage to any target."
    hands.choose_word("p1")               # player 2, a word of the prompt
    hands.settle()
    looked_at(app, scene)
    box = scene.part.stack_box
    assert box.tiles == ["Triggered ability · P1 Sparkcaller Adept When this enters, deal 1 damage to any target. "
                         "Target: player 2"]
    assert box.arrows == [(adept, "p1")]
