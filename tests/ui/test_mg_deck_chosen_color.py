"""903.4b in the deck builder: a commander that chooses a color as the game begins (Prism Cartographer Ulo)
has the player choose that color in the builder. Until then the deck is refused with 903.4b; the color
chosen widens the identity the cards are held to (the grid's marks and order, the deck's problems), is
saved with the deck and read back, and a deck saved with it is dealt with it from the options screen.
A deck file with a color that is not one is refused naming the field."""
from __future__ import annotations

import pygame

from game.engine.registry import get
from game.ui import deckchoice, games, userdecks
from game.ui.deckbuilder import CardCell, DeckBuilderScene

from tests.ui.test_mg_deckbuilder import cell, open_from_the_menu, problems, seat_screen

CAT = games.catalogue(get("magic"))
ULO = "MG-K10"              # Prism Cartographer Ulo: colorless, "as the game begins, choose a color"
GROVE = "MG-G01"            # Grove Tender, a green creature
FOREST = "MG-L05"
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


def legal_ulo_cards() -> list[str]:
    """99 cards a green Ulo may lead: sixty green or colorless spells, the rest Forests."""
    green = CAT.for_format("commander").choosing({"color": "G"})
    spells = [c.id for c in green.cards if c.id != ULO and c.kind != "land" and green.blocked(ULO, c.id) is None]
    return spells[:60] + [FOREST] * (99 - len(spells[:60]))


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
    assert scene.leader_chosen == {"color": "G"} and scene.focus_ring.name == "button:choice:G"
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


def test_903_4b_in_korean_at_the_largest_text(make_app):
    from game.ui.smoke import Hands
    app = make_app(lang="ko", text_size=1.5)
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
    # the row fits the deck's panel between the commander's lines and the deck's count
    row, panel_right = scene.choice_row.world_rect(), scene.PANEL_X + scene.PANEL_W
    assert scene.leader_row.world_rect().bottom <= row.top and row.bottom <= scene.count_label.world_rect().top
    assert all(c.world_rect().right <= panel_right and c.world_rect().bottom <= row.bottom for c in deckchoice.chips(scene))


def test_903_4b_the_color_belongs_to_the_commander_it_was_chosen_for(app, hands, home):
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
    # a format switched to keeps the commander and its color; constructed has no commander, nor color
    hands.click_node(scene.root.find("button:choice:R"))
    hands.click_node(scene.root.find("button:clear"))          # every card, on the grid's first page
    hands.click_node(scene.root.find("button:format"))
    hands.frames(2)
    assert scene.cat.format == "brawl" and scene.leader == ULO and scene.leader_chosen == {"color": "R"}
    assert [c.label for c in deckchoice.chips(scene) if c.on] == ["Red"] and "903.4b" not in problems(hands, scene)
    first_page = [c for c in scene.grid.children if isinstance(c, CardCell)]
    assert not any(c.blocked for c in first_page) and any(c.card.colour == "R" for c in first_page)   # red first
    hands.click_node(scene.root.find("button:format"))
    hands.frames(2)
    assert scene.cat.format == "constructed" and scene.leader is None and not scene.choice_row.visible
    assert scene.leader_chosen == {}


def test_903_4b_the_color_is_saved_with_the_deck_and_read_back(app, hands, home):
    scene = commander_builder(app, hands)
    hands.click_node(cell(hands, scene, ULO))
    hands.frames(1)
    hands.click_node(scene.root.find("button:choice:G"))
    hands.frames(1)
    hands.click_node(scene.root.find("button:save"))
    hands.frames(2)
    path = home / "decks" / "magic" / "my-deck-1.toml"
    assert 'color = "G"' in path.read_text()
    found = {f.id: f for f in userdecks.scan_user_decks(CAT)}["user:my-deck-1"]
    assert found.deck is not None and found.deck.chosen == (("color", "G"),)
    assert not any(p.rule == "903.4b" for p in found.rule_problems)
    # opened again in a fresh builder: the color chosen, its chip on, no 903.4b
    again = DeckBuilderScene(app, ruleset="magic", deck_id="user:my-deck-1")
    app.push(again)
    hands.frames(2)
    assert again.leader == ULO and again.leader_chosen == {"color": "G"}
    assert [c.label for c in deckchoice.chips(again) if c.on] == ["Green"]
    assert "903.4b" not in problems(hands, again)
    # a deck saved before its color was chosen reads back without one, and says so
    userdecks.save_user_deck(CAT.for_format("commander"), "plain", "Plain", "Plain", ULO, {GROVE: 1})
    plain = {f.id: f for f in userdecks.scan_user_decks(CAT)}["user:plain"]
    assert plain.deck is not None and plain.deck.chosen == ()
    assert any(p.rule == "903.4b" for p in plain.rule_problems)


def test_903_4b_a_deck_file_with_a_bad_color_is_refused_naming_the_field(app, hands, home):
    folder = home / "decks" / "magic"
    folder.mkdir(parents=True)
    (folder / "odd.toml").write_text(f'id = "odd"\nformat = "commander"\nleader = "{ULO}"\ncolor = "X"\n'
                                     f'[name]\nen = "Odd"\nko = "Odd"\n[cards]\n{GROVE} = 1\n')
    (folder / "fire.toml").write_text(f'id = "fire"\nformat = "commander"\nleader = "MG-K02"\ncolor = "G"\n'
                                      f'[name]\nen = "Fire"\nko = "Fire"\n[cards]\n{GROVE} = 1\n')
    found = {f.id: f for f in userdecks.scan_user_decks(CAT)}
    assert found["user:odd"].deck is None
    assert found["user:odd"].problems == ["deck odd: color: one of W, U, B, R, G, not 'X'"]
    # a commander that chooses nothing has no color field
    assert found["user:fire"].problems == ["deck fire: unknown field 'color'"]
    # the builder's Load list shows the file unreadable, with the field named
    scene = commander_builder(app, hands)
    hands.click_node(scene.root.find("button:load"))
    hands.frames(2)
    entry = next(e for e in scene.overlay.entries if e["id"] == "user:odd")
    assert entry["enabled"] is False and "color: one of W, U, B, R, G, not 'X'" in entry["why"]


def test_903_4b_a_saved_deck_is_dealt_with_its_color_from_the_options_screen(app, hands, home):
    from game.rulesets.magic import commander
    from game.ui.gameoptions import GameOptionsScene
    from game.ui.table.scene import TableScene
    counts: dict[str, int] = {}
    for cid in legal_ulo_cards():
        counts[cid] = counts.get(cid, 0) + 1
    cmd = CAT.for_format("commander")
    userdecks.save_user_deck(cmd, "ulo", "Ulo", "Ulo", ULO, counts, {"color": "G"})
    assert "user:ulo" in userdecks.load_user_decks(cmd)[0]          # legal with its color: offered for play
    seats = seat_screen(app, hands)
    hands.click_node(seats.root.find("button:deck_format:commander"))
    hands.frames(1)
    hands.click_node(seats.root.find("button:options"))
    hands.frames(2)
    options = app.scene
    assert isinstance(options, GameOptionsScene)
    button = options.button("deck1")
    for _ in range(len(options.option("deck1").choices)):       # the deck's button stepped to the player's deck
        if button.label == "Ulo (your deck)":
            break
        hands.click_node(button)
        hands.frames(1)
        button = options.button("deck1")
    assert button.label == "Ulo (your deck)" and seats.options.get("deck1") == "user:ulo"
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    hands.click_node(seats.root.find("button:start"))
    hands.frames(2)
    table = app.scene
    assert isinstance(table, TableScene), seats.toast.text
    st = table.session.state
    assert table.session.match.setup["decks"][0]["color"] == "G"
    lead = commander.commanders(st)[0]
    assert st.defs[lead].id == ULO and commander.identity_of(st, 0) == "G"
