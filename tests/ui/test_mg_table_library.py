"""The Magic table with the library and modal cards: a modal spell dropped on the table asks for its mode
in the prompt, each mode a button reading its text (700.2); a search lays the matching library cards out
face up for its player to pick (701.19), and the log never names the card to the other seat."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Choose
from game.rulesets.magic.actions import NO_TARGET, Cast, Pass
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from tests.test_words_players_read import latin_in_korean
from tests.ui.test_mg_table_payment import paying_table


def table(app: Any, hands: Any, p1: dict[str, Any], p2: dict[str, Any]) -> TableScene:
    app.settings.animation_speed = 10.0
    return paying_table(app, hands, {"scenario": {"players": 2, "seed": 1},
                                     "position": {"step": "main1", "active": 1, "p1": p1, "p2": p2}})


def test_700_2_a_modal_spell_asks_its_mode_with_buttons_reading_each_mode(app, hands):
    scene = table(app, hands, {"hand": ["MG-R91"], "battlefield": ["MG-L04", "MG-L04"]}, {"battlefield": ["MG-G03"]})
    st = scene.session.state
    spell = st.hand(0)[0]
    assert perform(app, hands, Cast(0, spell, NO_TARGET, 0)) == "drag"
    hands.settle()
    assert scene.prompt.visible and scene.prompt.text == "Choose one mode of Splitflame Choice. (700.2)"
    assert scene.prompt.detail == ("Splitflame Choice: Choose one — • Deal 3 damage to target creature. "
                                   "• Deal 2 damage to each opponent.")
    button = scene.prompt.find("button:choose:mode1")
    assert button is not None and button.label == "Mode 1: Deal 3 damage to target creature."
    app.settings.language = "ko"                # the same question in Korean, in Korean words
    scene.build_prompt()
    assert scene.prompt.text == "갈림불꽃 선택의 모드를 하나 고르세요. (700.2)"
    assert scene.prompt.find("button:choose:mode2").label == "모드 2: 각 상대에게 피해 2를 입힙니다."
    assert latin_in_korean(scene.prompt.text) == []
    app.settings.language = "en"
    scene.build_prompt()
    assert perform(app, hands, Choose(0, "mode1")) == "word"
    hands.settle()
    charger = st.battlefield(1)[0]
    assert st.decisions[0].kind == "aim"
    assert perform(app, hands, Choose(0, charger)) == "card"        # clicked on the table
    hands.settle()
    for _ in range(2):
        if Pass(st.priority) in st.legal_actions():
            scene.session.apply(Pass(st.priority))
    hands.settle()
    assert "Bramble Charger dies" in " ".join(scene.log.lines)


def test_701_19_a_search_shows_its_player_the_matching_cards_face_up_to_pick(app, hands):
    scene = table(app, hands, {"hand": ["MG-G90"], "battlefield": ["MG-L05", "MG-L05"],
                               "library": ["MG-U01", "MG-L02", "MG-R03", "MG-L05"]}, {})
    st = scene.session.state
    assert perform(app, hands, Cast(0, st.hand(0)[0], NO_TARGET, 0)) == "drag"
    hands.settle()
    for _ in range(2):                      # both pass: the seat screen goes between the players
        if st.priority >= 0 and not st.decisions:
            assert perform(app, hands, Pass(st.priority)) == "button"
            hands.settle()
            hands.pass_screen()
    hands.settle()
    d = st.decisions[0]
    hands.pass_screen()                     # back to player 1, who searches
    assert scene.viewer == 0 and not scene.pass_pending
    assert d.kind == "search" and scene.prompt.text.startswith("Search your library for a basic land card")
    assert scene.browser.visible and sorted(st.defs[c].id for c in scene.browser.cards) == ["MG-L02", "MG-L05"]
    assert scene.prompt.find("button:choose:nothing").label == "Find nothing"
    island = next(c for c in scene.browser.cards if st.defs[c].id == "MG-L02")
    assert perform(app, hands, Choose(0, island)) == "card"
    hands.settle()
    assert island in st.battlefield(0) and st.perm[island].tapped
    assert "Player 1 shuffles their library" in " ".join(scene.log.lines)
