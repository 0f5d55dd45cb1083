"""Clash of Decks' constructed decks in the generic deck builder, reached from the game's menu and driven
with the mouse: a citadel and eight different cards make a legal deck, each broken rule is said with its
CD rule in both languages (a champion is marked and refused by rule), and the saved deck is played in a
duel."""
from __future__ import annotations

from game.engine.registry import get
from game.ui import games, userdecks
from game.ui.deckbuilder import CardCell, DeckBuilderScene
from game.ui.deckpick import DeckPickScene
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.table.scene import TableScene

CAT = games.catalogue(get("clash-of-decks"))


def open_from_the_menu(app, hands) -> DeckBuilderScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:clash-of-decks"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    hands.click_node(app.scene.root.find("button:deckbuilder"))
    hands.frames(2)
    assert isinstance(app.scene, DeckBuilderScene)
    return app.scene


def cell(app, hands, scene: DeckBuilderScene, card_id: str) -> CardCell:
    """Find a card as a player would: its type's and pack's chips, then page to it."""
    card = CAT[card_id]
    hands.click_node(scene.root.find("button:clear"))
    hands.frames(1)
    hands.click_node(scene.root.find(f"button:type:{card.kind}"))
    hands.frames(1)
    hands.click_node(scene.root.find(f"button:pack:{card.colour}"))
    hands.frames(1)
    for _ in range(6):
        node = scene.root.find(f"card:{card_id}")
        if node is not None:
            return node
        hands.click_node(scene.root.find("button:page_next"))
        hands.frames(1)
    raise AssertionError(f"{card_id} not found")


def problems(hands, scene: DeckBuilderScene) -> str:
    hands.frames(1)
    return " ".join(scene.problems_view.shown_lines)


def my_cards() -> tuple[str, list[str]]:
    """A citadel of pack 2 and eight different cards of both packs, like no beginner deck."""
    leader = next(c.id for c in CAT.cards if c.kind == "citadel" and c.colour == "pack2")
    playable = [c.id for c in CAT.cards if c.kind in ("creature", "spell")]
    return leader, playable[:4] + playable[-4:]


def test_a_constructed_deck_built_by_clicking_is_legal_saved_apart_and_played_in_a_duel(app, hands, home):
    app.settings.animation_speed = 10.0
    scene = open_from_the_menu(app, hands)
    assert scene.root.find("title").text == "Clash of Decks: deck builder"
    text = problems(hands, scene)
    assert "[CD-1.3.2] Choose a citadel" in text and "[CD-1.2] A deck has exactly 8 cards; this one has 0." in text
    leader, cards = my_cards()
    hands.click_node(cell(app, hands, scene, leader))
    assert scene.leader == leader
    for cid in cards:
        hands.click_node(cell(app, hands, scene, cid))
    assert scene.count_label.text == "Cards 8/8"
    assert problems(hands, scene) == "Legal deck: ready to play."
    hands.click_node(scene.root.find("button:save"))
    hands.frames(2)
    assert (home / "decks" / "clash-of-decks" / "my-deck-1.toml").exists()
    saved = userdecks.load_user_decks(CAT)[0]["user:my-deck-1"]
    assert saved.leader == leader and sorted(saved.cards) == sorted(cards)
    # the duel against the computer with it: a constructed deck, its eight cards in the hand
    app.pop()
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:versus"))
    hands.frames(2)
    pick = app.scene
    assert isinstance(pick, DeckPickScene) and "user:my-deck-1" in pick.choices()
    pick.scroll[0] = len(pick.choices())         # the player's own decks come last
    pick.refresh()
    hands.click_node(pick.root.find("pick:0:user:my-deck-1"))
    hands.frames(1)
    hands.click_node(pick.start_button)
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:level:easy"))
    hands.frames(3)
    table = app.scene
    assert isinstance(table, TableScene)
    st = table.session.state
    assert st.options["decks"] == "constructed"
    mine = {st.defs[c].id for z in ("p0.hand", "p0.citadel") for c in st.zones[z].cards}
    assert mine == set(cards) | {leader}


def test_a_copy_a_ninth_card_and_a_champion_are_refused_naming_their_rules_in_both_languages(app, hands):
    scene = open_from_the_menu(app, hands)
    leader, cards = my_cards()
    scene.set_deck(leader, cards + [cards[0]])
    text = problems(hands, scene)
    assert "[CD-2.4] No copies: the eight cards of a deck are all different." in text
    assert "[CD-1.2] A deck has exactly 8 cards; this one has 9." in text
    champion = next(c.id for c in CAT.cards if c.kind == "champion")
    node = cell(app, hands, scene, champion)
    assert node.blocked                                # marked on the grid before it is tried
    hands.click_node(node)
    text = problems(hands, scene)
    assert "[CD-10.2] A champion is a ninth card beside the play area, never one of the deck's eight." in text
    app.settings.language = "ko"
    scene = open_from_the_menu(app, hands)
    scene.set_deck(None, cards[:3])
    text = problems(hands, scene)
    assert "[CD-1.3.2] 성채를 고르세요." in text and "[CD-1.2] 덱은 정확히 8장입니다. 이 덱은 3장입니다." in text
