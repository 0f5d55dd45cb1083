"""At the Magic table, an ability's modes and second target are asked as a spell's are: an activated
ability asks its mode with buttons reading each mode as it is activated (700.2a), then its target on the
table; a triggered one asks as it goes on the stack (700.2b / 603.3c), in English and in Korean."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Choose
from game.rulesets.magic.actions import NO_TARGET, Activate, Cast, Pass
from game.ui.smoke import perform
from tests.test_words_players_read import latin_in_korean
from tests.ui.test_mg_table_library import table
from tests.ui.test_mg_table_stack import looked_at


def _pass_until_quiet(scene: Any, hands: Any) -> None:
    st = scene.session.state
    for _ in range(4):
        if st.decisions or not st.stack or Pass(st.priority) not in st.legal_actions():
            break
        scene.session.apply(Pass(st.priority))
    hands.settle()
    if scene.pass_pending:              # the hot seat's curtain, when the screen changed hands
        hands.pass_screen()
        hands.settle()


def test_700_2a_an_activated_ability_asks_its_mode_with_buttons_then_its_target_on_the_table(app, hands):
    scene = table(app, hands, {"battlefield": ["MG-A150", "MG-L04", "MG-L04"]}, {"battlefield": ["MG-G03"]})
    st = scene.session.state
    lodestone = st.battlefield(0)[0]
    assert perform(app, hands, Activate(0, lodestone, 0, NO_TARGET, 0)) in ("drag", "button")
    hands.settle()
    assert scene.prompt.visible and scene.prompt.text == "Choose one mode of Crossroad Lodestone. (700.2a)"
    assert scene.prompt.detail.startswith("Crossroad Lodestone: {2}, {T}: Choose one — • Deal 1 damage")
    assert scene.prompt.find("button:choose:mode3").label == "Mode 3: Tap target creature."
    app.settings.language = "ko"
    scene.build_prompt()
    assert scene.prompt.text == "갈림길 천연자석의 모드를 하나 고르세요. (700.2a)"
    assert scene.prompt.find("button:choose:mode2").label == "모드 2: 당신은 생명점 2점을 얻습니다."
    assert latin_in_korean(scene.prompt.text) == []
    app.settings.language = "en"
    scene.build_prompt()
    assert perform(app, hands, Choose(0, "mode3")) == "word"
    hands.settle()
    charger = st.battlefield(1)[0]
    assert st.decisions[0].kind == "aim" and scene.prompt.text == \
        "Choose target creature for Crossroad Lodestone. (602.2b)"
    assert perform(app, hands, Choose(0, charger)) == "card"        # clicked on the table
    _pass_until_quiet(scene, hands)
    told = [line for line in scene.log.lines if "Lodestone" in line]
    assert told == ["Player 1 activates Crossroad Lodestone", "Crossroad Lodestone: mode 3 chosen",
                    "Crossroad Lodestone also targets Bramble Charger", "Crossroad Lodestone resolves"]


def test_700_2b_a_modal_trigger_asks_its_mode_on_the_table_as_it_goes_on_the_stack(app, hands):
    scene = table(app, hands, {"hand": ["MG-W151"], "battlefield": ["MG-L01"] * 3}, {"battlefield": ["MG-A03"]})
    st = scene.session.state
    assert perform(app, hands, Cast(0, st.hand(0)[0], NO_TARGET, 0)) == "drag"
    hands.settle()
    _pass_until_quiet(scene, hands)
    assert st.decisions and st.decisions[0].kind == "mode"
    assert scene.prompt.visible and scene.prompt.text == "Choose one mode of Vowkeeper of Two Roads. (700.2b)"
    assert scene.prompt.detail.startswith("Vowkeeper of Two Roads: When this enters, choose one —")
    assert perform(app, hands, Choose(0, "mode3")) == "word"
    _pass_until_quiet(scene, hands)
    assert st.life[0] == 23


def test_115_1d_an_ability_with_two_targets_shows_an_arrow_to_each_and_names_both_on_its_tile(app, hands):
    # a bolt in hand and a Mountain to spare: the player keeps priority (no automatic pass resolves it)
    scene = table(app, hands, {"hand": ["MG-R03"], "battlefield": ["MG-R152", "MG-L04", "MG-L04", "MG-L04"]},
                  {"battlefield": ["MG-G03"]})
    st = scene.session.state
    adept, charger = st.battlefield(0)[0], st.battlefield(1)[0]
    assert perform(app, hands, Activate(0, adept, 0, "p1", 0)) == "drag"      # dropped on player 2
    hands.settle()
    assert scene.prompt.text == "Choose any target for Forkspark Adept. (602.2b)"
    assert perform(app, hands, Choose(0, charger)) == "card"
    hands.settle()
    looked_at(app, scene)
    box = scene.part.stack_box
    assert box.arrows == [(adept, "p1"), (adept, f"c{charger}")]
    assert box.tiles == ["Activated ability · P1 Forkspark Adept {1}{R}, {T}: Deal 1 damage to each of two targets. "
                         "Targets: player 2, Bramble Charger"]
    app.settings.language = "ko"               # the tile's words in Korean (the hot seat's curtain may be down)
    looked_at(app, scene)
    assert box.tiles[0].endswith("대상: 플레이어 2, 가시덤불 돌격수"), box.tiles
