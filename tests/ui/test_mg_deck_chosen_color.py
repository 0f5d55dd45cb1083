"""903.4b in the deck builder: a commander that chooses a color as the game begins (Prism Cartographer Ulo)
has the player choose that color in the builder. Until then the deck is refused with 903.4b; the color
chosen widens the identity the cards are held to (the grid's marks and order, the deck's problems)."""
from __future__ import annotations

import pygame

from game.engine.registry import get
from game.ui import deckchoice, games
from game.ui.deckbuilder import CardCell, DeckBuilderScene

from tests.ui.test_mg_deckbuilder import cell, open_from_the_menu, problems

CAT = games.catalogue(get("magic"))
ULO = "MG-K10"              # Prism Cartographer Ulo: colorless, "as the game begins, choose a color"
GROVE = "MG-G01"            # Grove Tender, a green creature
NEEDS = "[903.4b] Prism Cartographer Ulo needs a color chosen before the game (one of W U B R G)."


def commander_builder(app, hands) -> DeckBuilderScene:
    scene = open_from_the_menu(app, hands)
    for _ in range(3):
        if scene.cat.format == "commander":
            break
        hands.click_node(scene.root.find("button:format"))
        hands.frames(2)
    assert scene.cat.format == "commander"
    return scene


def focus_chip(hands, scene: DeckBuilderScene, value: str) -> None:
    """From the grid, as a keyboard player: Tab to the deck's name and commander, Down to the colors,
    Right along them."""
    ring = scene.focus_ring
    for _ in range(8):
        if ring.group() == "name":
            break
        hands.key(pygame.K_TAB)
        hands.frames(1)
    assert ring.group() == "name"
    for _ in range(4):
        if (ring.name or "").startswith("button:choice:"):
            break
        hands.key(pygame.K_DOWN)
        hands.frames(1)
    for _ in range(5):
        if ring.name == f"button:choice:{value}":
            return
        hands.key(pygame.K_RIGHT)
        hands.frames(1)
    raise AssertionError(f"the keyboard did not reach {value}: {ring.name}")


def test_903_4b_the_builder_asks_for_the_color_and_it_widens_the_identity(app, hands, home):
    scene = commander_builder(app, hands)
    assert not scene.choice_row.visible                  # no commander yet: nothing to choose
    hands.click_node(cell(hands, scene, ULO))
    hands.frames(2)
    assert scene.leader == ULO
    assert NEEDS in problems(hands, scene)
    assert scene.choice_row.visible
    assert scene.root.find("choice_label").text == "Color chosen as the game begins (903.4b):"
    assert [c.label for c in deckchoice.chips(scene)] == ["White", "Blue", "Black", "Red", "Green"]
    assert not any(c.on for c in deckchoice.chips(scene))
    assert scene.leader_row.lines == ["Color identity: Colorless"]
    grove = cell(hands, scene, GROVE)
    assert grove.blocked                                 # green: outside a colorless identity for now
    focus_chip(hands, scene, "G")
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert scene.leader_chosen == {"color": "G"}
    assert [c.label for c in deckchoice.chips(scene) if c.on] == ["Green"]
    text = problems(hands, scene)
    assert "903.4b" not in text and "[903.5a]" in text
    assert scene.leader_row.lines == ["Color identity: green"]
    assert not scene.root.find(f"card:{GROVE}").blocked  # no longer marked outside
    hands.click_node(scene.root.find(f"card:{GROVE}"))
    assert scene.counts == {GROVE: 1} and "903.5c" not in problems(hands, scene)
    # the grid counts it too: with every filter cleared, the green cards come before those kept out
    hands.click_node(scene.root.find("button:clear"))
    hands.frames(1)
    order = [scene.cat.blocked(ULO, c.id) is not None for c in scene.filtered()]
    assert order == sorted(order) and not order[0] and order[-1]
    assert [c.id for c in scene.filtered()].index(GROVE) < order.index(True)
    # another color, with the mouse: green is outside again, named by 903.5c
    hands.click_node(scene.root.find("button:choice:U"))
    hands.frames(2)
    assert scene.leader_chosen == {"color": "U"}
    assert "[903.5c] Outside the commander's color identity (U): Grove Tender." in problems(hands, scene)
    assert scene.rows.find(f"row:{GROVE}").bad


def test_903_4b_in_korean(make_app):
    from game.ui.smoke import Hands
    app = make_app(lang="ko")
    hands = Hands(app)
    scene = DeckBuilderScene(app, ruleset="magic")
    app.push(scene)
    hands.frames(2)
    hands.click_node(scene.root.find("button:format"))
    hands.frames(2)
    scene.set_deck(ULO, [])
    hands.frames(2)
    assert "[903.4b] 프리즘 지도제작자 울로: 게임 전에 색 하나를 골라야 합니다(W U B R G)." in problems(hands, scene)
    assert scene.root.find("choice_label").text == "게임을 시작할 때 고르는 색(903.4b):"
    assert [c.label for c in deckchoice.chips(scene)] == ["백색", "청색", "흑색", "적색", "녹색"]


def test_903_4b_a_new_commander_starts_without_the_color_chosen_for_another(app, hands, home):
    scene = commander_builder(app, hands)
    scene.set_deck(ULO, [GROVE], [("color", "G")])
    hands.frames(2)
    assert scene.leader_chosen == {"color": "G"}
    assert "903.4b" not in problems(hands, scene)
    hands.click(cell(hands, scene, ULO).world_rect().center, button=3)      # the commander taken out
    hands.frames(2)
    assert scene.leader is None and scene.leader_chosen == {} and not scene.choice_row.visible
    hands.click_node(cell(hands, scene, ULO))                                 # and chosen again
    hands.frames(2)
    assert scene.leader == ULO and scene.leader_chosen == {} and NEEDS in problems(hands, scene)
