"""Magic in the generic deck builder, reached from the game's menu and driven with the mouse: the deck is
built for a format (the switch), a Commander deck's commander is chosen by clicking it, a card outside
its color identity is named by the problem (903.4, 903.5c) and marked, taken out again, and the deck is
saved with its format."""
from __future__ import annotations

import tomli

from game.engine.registry import get
from game.ui import games, userdecks
from game.ui.deckbuilder import CardCell, DeckBuilderScene
from game.ui.menu import GameMenuScene, MainMenu

CAT = games.catalogue(get("magic"))
GORRUNDAI = "MG-K02"        # a red-green legendary creature
REEFGLASS = "MG-U01"        # a blue creature


def open_from_the_menu(app, hands) -> DeckBuilderScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:magic"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    hands.click_node(app.scene.root.find("button:deckbuilder"))
    hands.frames(2)
    assert isinstance(app.scene, DeckBuilderScene)
    return app.scene


def cell(hands, scene: DeckBuilderScene, card_id: str) -> CardCell:
    """Find a card as a player would: its color's and type's chips, then page to it."""
    card = CAT[card_id]
    hands.click_node(scene.root.find("button:clear"))
    hands.frames(1)
    hands.click_node(scene.root.find(f"button:color:{card.colour}"))
    hands.frames(1)
    hands.click_node(scene.root.find(f"button:type:{card.kind}"))
    hands.frames(1)
    for _ in range(8):
        node = scene.root.find(f"card:{card_id}")
        if node is not None:
            return node
        hands.click_node(scene.root.find("button:page_next"))
        hands.frames(1)
    raise AssertionError(f"{card_id} not found")


def problems(hands, scene: DeckBuilderScene) -> str:
    hands.frames(1)
    return " ".join(scene.problems_view.shown_lines)


def test_a_commander_deck_names_a_card_outside_its_color_identity_and_saves_with_its_format(app, hands, home):
    scene = open_from_the_menu(app, hands)
    assert scene.root.find("button:format").label == "Format: Constructed"
    assert "[100.2a] A constructed deck has at least 60 cards, not 0." in problems(hands, scene)
    hands.click_node(scene.root.find("button:format"))
    hands.frames(2)
    assert scene.root.find("button:format").label == "Format: Commander"
    assert scene.cat.format == "commander" and "[903.3]" in problems(hands, scene)
    hands.click_node(cell(hands, scene, GORRUNDAI))
    assert scene.leader == GORRUNDAI and scene.leader_row.text == "Commander: Gorrundai, Ember-Root Matron"
    assert "[903.5a] The deck has exactly 100 cards with its commander, not 1." in problems(hands, scene)
    blue = cell(hands, scene, REEFGLASS)
    assert blue.blocked                       # dimmed: outside the commander's identity
    hands.click_node(blue)
    assert scene.counts == {REEFGLASS: 1}
    text = problems(hands, scene)
    assert "[903.5c] Outside the commander's color identity (GR): Reefglass Adept." in text
    assert scene.rows.find(f"row:{REEFGLASS}").bad        # marked in the deck's list
    hands.click(scene.rows.find(f"row:{REEFGLASS}").world_rect().center, button=3)   # right-click: take it out
    hands.frames(2)
    assert scene.counts == {} and "903.5c" not in problems(hands, scene)
    hands.click_node(scene.root.find("button:save"))
    hands.frames(2)
    path = home / "decks" / "magic" / "my-deck-1.toml"
    raw = tomli.loads(path.read_text())
    assert raw["format"] == "commander" and raw["leader"] == GORRUNDAI
    found = {f.id: f for f in userdecks.scan_user_decks(CAT)}["user:my-deck-1"]
    assert found.deck is not None and found.deck.format == "commander" and found.deck.leader == GORRUNDAI
    # saved in progress: a Commander deck, not offered for play in constructed nor yet in Commander (99 short)
    assert "user:my-deck-1" not in userdecks.load_user_decks(CAT)[0]
    assert "user:my-deck-1" not in userdecks.load_user_decks(CAT.for_format("commander"))[0]


def test_a_saved_commander_deck_opens_in_its_format(app, hands, home):
    cmd = CAT.for_format("commander")
    deck = cmd.precons()["wildfire-host"]
    userdecks.save_user_deck(cmd, "fire", "Fire", "불", deck.leader, deck.counts())
    scene = open_from_the_menu(app, hands)
    assert scene.cat.format == "constructed"
    assert scene.load_user("user:fire")
    hands.frames(2)
    assert scene.cat.format == "commander" and scene.root.find("button:format").label == "Format: Commander"
    assert scene.leader == deck.leader and problems(hands, scene) == "Legal deck: ready to play."
    assert "user:fire" in userdecks.load_user_decks(cmd)[0]
