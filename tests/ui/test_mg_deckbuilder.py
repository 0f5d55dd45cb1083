"""Magic in the generic deck builder, reached from the game's menu and driven with the mouse: the deck is
built for a format (the switch), a Commander deck's commander is chosen by clicking it, a card outside
its color identity is named by the problem (903.4, 903.5c) and marked, taken out again, and the deck is
saved with its format. The player's saved decks are then offered on the options screen for a game of
their format, played, and refused before the table when of another format or broken (the rule and the
cards named)."""
from __future__ import annotations

import pygame
import pytest
import tomli

from game.engine.errors import DataError
from game.engine.registry import get
from game.ui import deckoptions, games, userdecks
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
    # another commander: the first taken out (right-click), one of the 99 that may lead clicked
    other = next(c for c in deck.cards if CAT.for_format("commander")[c].leader)
    hands.click(cell(hands, scene, deck.leader).world_rect().center, button=3)
    hands.frames(2)
    assert scene.leader is None
    scene.add_card(other)
    hands.frames(1)
    assert scene.leader == other and other not in scene.counts and len(scene.deck_cards()) == 98
    assert "903.5b" not in problems(hands, scene)


# ----- the player's own decks at the table's setup ------------------------------------------------------
def seat_screen(app, hands):
    from game.ui.seatsetup import SeatSetupScene
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:magic"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:hotseat"))
    hands.frames(2)
    assert isinstance(app.scene, SeatSetupScene)
    return app.scene


def save_fire(cards_extra: tuple[str, ...] = ()) -> None:
    """Wildfire Host saved by the player as "Fire", a Commander deck (one Mountain swapped for ``cards_extra``)."""
    cmd = CAT.for_format("commander")
    deck = cmd.precons()["wildfire-host"]
    counts = deck.counts()
    for cid in cards_extra:
        counts["MG-L04"] -= 1
        counts[cid] = counts.get(cid, 0) + 1
    userdecks.save_user_deck(cmd, "fire", "Fire", "Fire", deck.leader, counts)


def test_a_saved_commander_deck_is_offered_for_a_commander_game_and_played(app, hands, home):
    from game.rulesets.magic import commander
    from game.rulesets.magic.state import zid
    from game.ui.gameoptions import GameOptionsScene
    from game.ui.table.scene import TableScene
    save_fire()
    seats = seat_screen(app, hands)
    hands.click_node(seats.root.find("button:options"))
    hands.frames(2)
    options = app.scene
    assert isinstance(options, GameOptionsScene)
    assert "user:fire" not in options.option("deck1").choices        # a constructed game: not offered
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    hands.click_node(seats.root.find("button:deck_format:commander"))
    hands.frames(1)
    hands.click_node(seats.root.find("button:options"))
    hands.frames(2)
    options = app.scene
    deck1 = options.option("deck1")
    assert deck1.choices[-1] == "user:fire" and deck1.choice_label("user:fire").en == "Fire (your deck)"
    assert deck1.choice_label("user:fire").ko == "Fire (내 덱)"
    button = options.button("deck1")
    for _ in range(len(deck1.choices)):
        if seats.options.get("deck1") == "user:fire":
            break
        hands.click_node(button)
        hands.frames(1)
        button = options.button("deck1")
    assert button.label == "Fire (your deck)"
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert "Deck of player 1: Fire (your deck)" in seats.root.find("summary").text
    assert games.chosen_options(app, get("magic"))["deck1"] == "user:fire"     # remembered for the next game
    hands.click_node(seats.root.find("button:start"))
    hands.frames(2)
    table = app.scene
    assert isinstance(table, TableScene), seats.toast.text
    st = table.session.state
    lead = commander.commanders(st)[0]
    assert st.defs[lead].id == GORRUNDAI and st.zones[zid(0, "command")].cards == [lead]      # 903.6
    assert table.session.match.setup["decks"][0]["leader"] == GORRUNDAI


def test_a_deck_of_another_format_or_broken_since_is_refused_naming_the_rule_and_cards(app, hands, home):
    save_fire()
    seats = seat_screen(app, hands)
    seats.options["deck1"] = "user:fire"          # chosen for Commander, then the game set back to constructed
    hands.click_node(seats.root.find("button:start"))
    hands.frames(2)
    assert seats.toast.text == ("[100.2a] Player 1's deck Fire is built for Commander; this game plays "
                                "Constructed decks.")
    hands.click_node(seats.root.find("button:deck_format:commander"))
    hands.frames(1)
    save_fire(("MG-U01",))                         # the file changed after it was chosen: a blue card in it
    hands.click_node(seats.root.find("button:start"))
    hands.frames(2)
    assert seats.toast.text == ("Player 1's deck Fire: [903.5c] Outside the commander's color identity (GR): "
                                "Reefglass Adept.")
    assert app.scene is seats
    with pytest.raises(DataError) as refused:
        deckoptions.resolve(get("magic"), {"variant": "commander", "deck1": "user:fire"}, 2)
    assert refused.value.reason("ko") == "플레이어 1의 덱 Fire: [903.5c] 장군의 색 아이덴티티(GR) 밖의 카드: 산호유리 숙련자."


def test_the_options_screen_tells_the_chosen_decks_plan_in_the_players_language(app, hands, home):
    """Each shipped deck has a plan (its pitch): choosing it on the options screen says the plan under the
    option's help, in English and in Korean."""
    from game.ui.gameoptions import GameOptionsScene
    seats = seat_screen(app, hands)
    seats.options["deck1"] = "ember-grove"
    hands.click_node(seats.root.find("button:options"))
    hands.frames(2)
    options = app.scene
    assert isinstance(options, GameOptionsScene)
    at = options.button("deck1").world_rect().center           # the pointer rests on the deck's row
    hands.post(pygame.MOUSEMOTION, pos=(int(at[0]), int(at[1])), rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(2)
    said = [text for text, _ in options.help.items]
    assert any(line.startswith("Ember Grove: Red-green pressure") for line in said), said
    app.settings.language = "ko"
    options.show_help()
    said = [text for text, _ in options.help.items]
    assert any(line.startswith("잉걸 숲: 적록 압박") for line in said), said


def test_with_a_commander_chosen_the_cards_it_keeps_out_come_last_in_the_grid(app, hands, home):
    scene = open_from_the_menu(app, hands)
    for _ in range(3):
        if scene.cat.format == "commander":
            break
        hands.click_node(scene.root.find("button:format"))
        hands.frames(2)
        scene = app.scene
    scene.set_deck(GORRUNDAI, [])
    hands.frames(2)
    first_page = [cell for cell in scene.grid.children if isinstance(cell, CardCell)]
    assert first_page and not any(cell.blocked for cell in first_page)       # red, green and colorless first
    order = [scene.cat.blocked(GORRUNDAI, c.id) is not None for c in scene.filtered()]
    assert order == sorted(order) and order[-1]                               # every card kept out after them
