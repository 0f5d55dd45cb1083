"""The deck builder of every game, driven headless with real mouse and keyboard events: what a player notices."""
from __future__ import annotations

import os
from collections import Counter

import pygame
import pytest

from game.rulesets.lanes.cards import load_card_db
from game.rulesets.lanes.cardtext import KEYWORD_NAMES, card_lines
from game.rulesets.lanes.deck import load_all_decks
from game.engine.match import Match
from game.engine.registry import get
from game.ui import games, userdecks
from game.ui.app import App, Scene
from game.ui.deckbuilder import CardCell, DeckBuilderScene, DeckRow
from game.ui.settings import Settings

DB = load_card_db()
EMBER = load_all_decks(DB)["ember-rush"]
CAT = games.catalogue(get("lanes"))
DDCAT = games.catalogue(get("dragon-duel"))


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    a = App(headless=True, settings=Settings(sound=False), settings_path=str(home / "s.toml"))
    a.push(Scene(a))            # something to go back to
    return a                    # no pygame.quit(): game.ui.fonts caches Font objects across apps


def open_builder(app: App, ruleset: str | None = None) -> DeckBuilderScene:
    scene = DeckBuilderScene(app, ruleset=ruleset)
    app.push(scene)
    app.step(1 / 60)
    return scene


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.step(1 / 60)


def click(app: App, node, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=node.world_rect().center))
    frames(app)   # the click posts a UI event, which the scene handles on the next frame


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    frames(app)


def shown(scene: DeckBuilderScene) -> list[CardCell]:
    return [n for n in scene.grid.children if isinstance(n, CardCell)]


def every_page(app: App, scene: DeckBuilderScene) -> list[CardCell]:
    """Page through the grid with the arrow button, collecting every card shown."""
    cells: list[CardCell] = []
    while True:
        cells += shown(scene)
        before = scene.page
        click(app, scene.root.find("button:page_next"))
        if scene.page == before:
            return cells


def cell_for(app: App, scene: DeckBuilderScene, card_id: str) -> CardCell:
    """Find a card the way a player would: filter by its attribute and type, then page to it."""
    card = DB[card_id]
    click(app, scene.root.find("button:clear"))
    click(app, scene.root.find(f"button:attr:{card.attribute}"))
    click(app, scene.root.find(f"button:type:{card.type}"))
    for _ in range(10):
        node = scene.root.find(f"card:{card_id}")
        if node is not None:
            return node
        click(app, scene.root.find("button:page_next"))
    raise AssertionError(f"{card_id} not found")


def problem_lines(app: App, scene: DeckBuilderScene) -> str:
    frames(app, 1)   # drawn: what the player reads
    return " ".join(scene.problems_view.shown_lines)


def test_filtering_by_attribute_shows_only_that_attribute(app) -> None:
    scene = open_builder(app)
    total = len(every_page(app, scene))
    assert total == len(DB.cards)
    click(app, scene.root.find("button:attr:wave"))
    cells = every_page(app, scene)
    assert cells and {c.card.colour for c in cells} == {"wave"}
    assert len(cells) == sum(1 for c in DB.cards.values() if c.attribute == "wave")
    assert scene.shown_label.text == f"{len(cells)} cards"
    click(app, scene.root.find("button:attr:fire"))        # a second attribute widens the view
    assert {c.card.colour for c in every_page(app, scene)} == {"wave", "fire"}
    click(app, scene.root.find("button:clear"))
    assert len(every_page(app, scene)) == total


def test_type_and_cost_filters(app) -> None:
    scene = open_builder(app)
    click(app, scene.root.find("button:type:leader"))
    assert sorted(c.card.id for c in every_page(app, scene)) == sorted(c.id for c in DB.cards.values() if c.type == "leader")
    click(app, scene.root.find("button:type:leader"))
    click(app, scene.root.find("button:cost:8"))           # the last chip is "8+"
    cells = every_page(app, scene)
    assert cells and all(DB[c.card_id].cost >= 8 and c.card.kind != "leader" for c in cells)
    click(app, scene.root.find("button:cost:1"))
    assert {DB[c.card_id].cost >= 8 or DB[c.card_id].cost == 1 for c in every_page(app, scene)} == {True}


def test_the_keyword_filter_cycles_through_the_sets_keywords_and_matches_the_card_text(app) -> None:
    scene = open_builder(app)
    chip = scene.root.find("button:kw_next")
    keywords = [v for v, _ in next(f for f in CAT.filters if f.id == "kw").values]
    seen = []
    for _ in range(len(keywords)):
        click(app, chip)
        kw = scene.stepped_value("kw")
        seen.append(kw)
        assert chip.label == f"Keyword: {KEYWORD_NAMES[kw].en}"
        name = KEYWORD_NAMES[kw].en.lower()
        cells = every_page(app, scene)
        assert cells, kw
        for c in cells:
            card = DB[c.card_id]
            text = " ".join(card_lines(card, DB, "en") + (card_lines(card, DB, "en", awakened=True)
                                                           if card.back else [])).lower()
            assert name in text, (kw, c.card.id, text)
    assert {"pierce", "guardian", "trigger", "breakthrough"} <= set(seen)
    click(app, chip)
    assert chip.label == "Keyword: any" and len(every_page(app, scene)) == len(DB.cards)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=chip.world_rect().center))
    frames(app)                                           # right-click goes backwards
    assert scene.stepped_value("kw") == seen[-1]


def test_four_copies_show_the_copy_limit_problem_naming_the_card(app) -> None:
    scene = open_builder(app)
    cell = cell_for(app, scene, "LT-F01")
    for _ in range(4):
        click(app, cell)
    assert cell.count == 4
    row = scene.root.find("row:LT-F01")
    assert isinstance(row, DeckRow) and row.count == 4
    text = problem_lines(app, scene)
    assert "[5.1.2.2] At most 3 copies of a card. (Ember Pup)" in text
    click(app, cell, button=3)                             # right-click takes one out
    assert cell.count == 3 and "[5.1.2.2]" not in problem_lines(app, scene)
    click(app, scene.root.find("row:LT-F01"), button=3)    # so does right-clicking the deck list
    assert scene.counts["LT-F01"] == 2


def test_problems_are_in_the_players_language(app) -> None:
    app.settings.language = "ko"
    scene = open_builder(app)
    cell = cell_for(app, scene, "LT-F01")
    for _ in range(4):
        click(app, cell)
    text = problem_lines(app, scene)
    assert "[5.1.2.2] 같은 식별 번호의 카드는 최대 3장입니다. (불씨 강아지)" in text
    assert "[5.1.2] 리더 카드를 고르세요." in text


def test_clicking_a_leader_makes_it_the_leader_and_its_oath_shows(app) -> None:
    scene = open_builder(app)
    assert "Choose a leader card." in problem_lines(app, scene)
    click(app, cell_for(app, scene, "LT-L03"))
    assert scene.leader == "LT-L03"
    assert scene.leader_row.text == "Leader: Nyx, Veiled Regent"
    assert any("cost 6 or less" in line for line in scene.leader_row.lines)
    assert "Choose a leader card." not in problem_lines(app, scene)
    # cards the oath forbids are dimmed, and adding one shows the oath problem
    cell = cell_for(app, scene, "LT-F01")
    assert cell.blocked
    click(app, cell)
    assert "[5.1.2.1] The oath of Nyx, Veiled Regent allows only storm, wave cards. (Ember Pup)" in problem_lines(app, scene)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app, 1)


def test_the_deck_name_field_answers_the_usual_text_keys(app, home) -> None:
    scene = open_builder(app)
    field = scene.name_field
    click(app, field)
    press(app, pygame.K_a, pygame.KMOD_CTRL)              # the whole default name, replaced by typing
    type_text(app, "rush")
    assert field.text == "rush"
    press(app, pygame.K_HOME)
    type_text(app, "Fire ")
    press(app, pygame.K_END)
    press(app, pygame.K_LEFT, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    press(app, pygame.K_c, pygame.KMOD_CTRL)
    press(app, pygame.K_END)
    type_text(app, " ")
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert field.text == "Fire rush rush" and app.scene is scene and field.focused
    press(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)      # a word at a time
    press(app, pygame.K_BACKSPACE)
    assert field.text == "Fire rush"


def test_a_legal_deck_built_by_clicking_shows_no_problem_and_saves(app, home) -> None:
    scene = open_builder(app)
    click(app, cell_for(app, scene, EMBER.leader))
    for cid, n in Counter(EMBER.cards).items():
        cell = cell_for(app, scene, cid)
        for _ in range(n):
            click(app, cell)
    assert scene.count_label.text == "Cards 40/40"
    assert problem_lines(app, scene) == "Legal deck: ready to play."
    field = scene.name_field
    assert field.text == "My deck 1"                      # the default name
    click(app, field)
    assert field.focused
    for _ in range(len(field.text)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Fire ")
    type_text(app, "rush")
    press(app, pygame.K_ESCAPE)                           # Esc leaves the field, not the scene
    assert app.scene is scene and not field.focused and field.text == "Fire rush"
    click(app, scene.root.find("button:save"))
    assert scene.toast.text == "Saved \u201cFire rush\u201d."
    path = home / "decks" / "fire-rush.toml"
    assert path.exists()
    decks, problems = userdecks.load_user_decks(CAT)
    assert problems == []
    deck = decks["user:fire-rush"]
    assert deck.name.en == "Fire rush" and deck.leader == EMBER.leader
    assert Counter(deck.cards) == Counter(EMBER.cards)
    # saving again edits the same file
    click(app, scene.root.find("row:LT-F01"), button=3)
    click(app, scene.root.find("button:save"))
    assert "not legal yet" in scene.toast.text
    assert os.listdir(home / "decks") == ["fire-rush.toml"]


def test_start_from_a_template_then_load_it_back(app, home) -> None:
    scene = open_builder(app)
    click(app, scene.root.find("button:template"))
    assert scene.overlay.visible
    click(app, scene.root.find("button:tpl:ember-rush"))
    assert not scene.overlay.visible
    assert scene.leader == EMBER.leader and Counter(scene.deck_cards()) == Counter(EMBER.cards)
    assert problem_lines(app, scene) == "Legal deck: ready to play."
    click(app, scene.root.find("button:save"))
    click(app, scene.root.find("button:new"))
    assert scene.counts == {} and scene.leader is None
    assert scene.name_field.text == "My deck 2"
    click(app, scene.root.find("button:load"))
    click(app, scene.root.find("button:open:user:my-deck-1"))
    assert scene.editing == "user:my-deck-1" and scene.name_field.text == "My deck 1"
    assert Counter(scene.deck_cards()) == Counter(EMBER.cards)


def test_a_malformed_user_deck_is_reported_not_a_crash(app, home) -> None:
    os.makedirs(home / "decks")
    (home / "decks" / "broken.toml").write_text("id = [\n", encoding="utf-8")
    (home / "decks" / "short.toml").write_text('id = "short"\nname = { en = "Short", ko = "짧은" }\n'
                                               'leader = "LT-L01"\n[cards]\n"LT-F01" = 3\n', encoding="utf-8")
    scene = open_builder(app)
    assert "2 saved deck file(s) cannot be played" in scene.toast.text
    click(app, scene.root.find("button:load"))
    frames(app)
    broken = scene.root.find("button:open:user:broken")
    assert broken is not None and not broken.enabled
    click(app, broken)                                      # says why instead of loading
    assert "TOML syntax" in scene.toast.text
    # a deck that is not legal yet can still be opened and finished
    click(app, scene.root.find("button:open:user:short"))
    assert scene.counts == {"LT-F01": 3} and scene.editing == "user:short"
    assert "[5.1.2] A deck has exactly 40 cards; this one has 3." in problem_lines(app, scene)


def test_hovering_a_card_shows_it_large_and_readable(app) -> None:
    scene = open_builder(app)
    cell = cell_for(app, scene, "LT-F05")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=cell.world_rect().center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    p = scene.preview
    assert p.visible and p.card.id == "LT-F05"
    assert p.FACE_W >= 280 and p.FACE_H >= 400
    # on the screen, beside (not over) the card it shows
    assert 0 <= p.face_x and p.face_x + p.FACE_W <= 1280 and 0 <= p.y and p.y + p.FACE_H <= 720
    assert p.face_x >= cell.x + cell.w or p.box_x + p.BOX_W <= cell.x
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 700), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    assert not p.visible


def test_back_pops_and_unsaved_changes_ask_first(app, home) -> None:
    scene = open_builder(app)
    press(app, pygame.K_ESCAPE)
    assert app.scene is not scene
    scene = open_builder(app)
    click(app, cell_for(app, scene, "LT-F01"))
    click(app, scene.root.find("button:back"))
    assert app.scene is scene and scene.dialog.visible and "not saved" in " ".join(
        n.text for n in scene.dialog.walk() if isinstance(getattr(n, "text", None), str))
    press(app, pygame.K_ESCAPE)                                # Esc: stay, nothing lost
    assert app.scene is scene and not scene.dialog.visible and scene.counts == {"LT-F01": 1}
    press(app, pygame.K_ESCAPE)                                # asked again
    click(app, scene.root.find("button:leave_anyway"))
    assert app.scene is not scene
    scene = open_builder(app)
    click(app, cell_for(app, scene, "LT-F01"))
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)                                # the ring is on "Save and leave"
    assert app.scene is not scene
    decks = {f.id: f for f in userdecks.scan_user_decks(CAT)}
    assert Counter(decks["user:my-deck-1"].deck.cards) == Counter({"LT-F01": 1})


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    frames(app)


def arrows_to(app: App, ring, name: str) -> None:
    """The arrows (only) until the ring is on ``name``, within the group it is in."""
    for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP, pygame.K_RIGHT):
        for _ in range(12):
            if ring.name == name:
                return
            group, before = ring.group(), ring.name
            key(app, k)
            if ring.name == before or ring.group() != group:
                if ring.group() != group:
                    key(app, {pygame.K_RIGHT: pygame.K_LEFT, pygame.K_LEFT: pygame.K_RIGHT,
                              pygame.K_DOWN: pygame.K_UP, pygame.K_UP: pygame.K_DOWN}[k])
                break
    assert ring.name == name, (ring.name, name)


def test_a_deck_built_with_the_keyboard_alone(app, home) -> None:
    scene = open_builder(app)
    ring = scene.focus_ring
    assert ring.shown and ring.name == shown(scene)[0].name    # the ring shows on the first card at once
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)                   # back to the filters: one stop of Tab
    assert ring.group() == "filters"
    arrows_to(app, ring, "button:attr:fire")                    # the arrows walk them to "Fire"
    key(app, pygame.K_SPACE)
    assert scene.chosen["attr"] == {"fire"} and all(c.colour == "fire" for c in scene.visible_cards())
    key(app, pygame.K_DOWN)                                      # down to the cost chips...
    key(app, pygame.K_DOWN)                                      # ...and into the grid
    cell = ring.current()
    assert isinstance(cell, CardCell)
    while cell.card.kind != "unit":
        key(app, pygame.K_RIGHT)
        cell = ring.current()
    first = cell.card.id
    key(app, pygame.K_RETURN)
    key(app, pygame.K_PLUS)
    key(app, pygame.K_KP_PLUS)
    assert scene.counts == {first: 3}
    key(app, pygame.K_MINUS)
    assert scene.counts == {first: 2}
    key(app, pygame.K_RIGHT)                                     # the next card
    second = ring.current().card_id
    key(app, pygame.K_RETURN)
    assert scene.counts.get(second) == 1
    key(app, pygame.K_PAGEDOWN)                                  # another page: the ring stays in the grid
    assert scene.page == 1 and isinstance(ring.current(), CardCell)
    # over to the deck's list (two Tabs: past the name): Delete takes a copy out of the focused line
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert isinstance(ring.current(), DeckRow)
    row = ring.current()
    before = scene.counts[row.card_id]
    key(app, pygame.K_DELETE)
    assert scene.counts.get(row.card_id, 0) == before - 1
    # the name: Enter starts typing, Enter ends it
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring.name == "name_field"
    key(app, pygame.K_RETURN)
    assert scene.name_field.focused
    for _ in range(len(scene.name_field.text)):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Keys"))
    key(app, pygame.K_TAB)                                       # Tab in the field ends typing, moves nothing
    assert not scene.name_field.focused and scene.name_field.text == "Keys" and ring.name == "name_field"
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)                                       # past the list: Save first among the buttons
    assert ring.name == "button:save"
    key(app, pygame.K_RETURN)
    assert (home / "decks" / "keys.toml").exists()


def test_i_shows_the_focused_card_with_all_its_text_and_follows_the_ring(app) -> None:
    scene = open_builder(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_i)
    cell = scene.focus_ring.current()
    assert scene.preview.visible and scene.preview.card.id == cell.card_id
    frames(app)
    assert scene.preview.dropped == 0 and cell.card.name.get("en") in scene.preview.shown_text
    key(app, pygame.K_RIGHT)
    assert scene.preview.card.id == scene.focus_ring.current().card_id != cell.card_id
    p = scene.preview
    node = scene.focus_ring.current()
    assert p.face_x >= node.x + node.w or p.box_x + p.box_w <= node.x   # beside the card, not over it
    key(app, pygame.K_ESCAPE)                                    # Esc closes the view, then leaves
    assert not scene.preview.visible and app.scene is scene


def test_the_load_list_is_a_modal_the_keyboard_walks(app, home) -> None:
    scene = open_builder(app)
    scene.load_template("ember-rush")
    scene.save()
    click(app, scene.root.find("button:load"))
    ring = scene.focus_ring
    key(app, pygame.K_DOWN)
    assert ring.name == "button:open:user:my-deck-1"
    frames(app)
    assert scene.overlay.detail.items == [] or scene.overlay.focused is ring.current()
    key(app, pygame.K_TAB)
    assert ring.name == "button:delete:user:my-deck-1"
    key(app, pygame.K_ESCAPE)                                    # Esc closes the list only
    assert not scene.overlay.visible and app.scene is scene
    click(app, scene.root.find("button:new"))
    assert scene.editing is None
    click(app, scene.root.find("button:load"))
    key(app, pygame.K_DOWN)                                      # opened again: back on its first deck
    key(app, pygame.K_RETURN)
    assert scene.editing == "user:my-deck-1" and not scene.overlay.visible


def test_counts_and_problems_carry_a_mark_not_only_a_colour(app) -> None:
    scene = open_builder(app)
    cell = cell_for(app, scene, "LT-F01")
    for _ in range(4):
        click(app, cell)
    assert scene.problems_view.items and all(item[2] == "bad" for item in scene.problems_view.items)
    row = scene.root.find("row:LT-F01")
    assert row.bad
    scene.load_template("ember-rush")
    assert scene.count_label.mark == "good" and scene.problems_view.items[0][2] == "good"


def test_renders_at_the_smallest_window_in_both_languages(home) -> None:
    for lang in ("en", "ko"):
        a = App(headless=True, size=(1024, 600), settings=Settings(sound=False, language=lang, colorblind_palette=True),
                settings_path=str(home / "s.toml"))
        a.push(Scene(a))
        scene = open_builder(a)
        scene.load_template("veiled-court")
        frames(a, 3)
        assert scene.root.find("button:save").world_rect().bottom <= 600


# ----- Dragon Duel: the same builder, through its catalogue ----------------------------------------------------
def dd_cell(app: App, scene: DeckBuilderScene, card_id: str) -> CardCell:
    card = DDCAT[card_id]
    click(app, scene.root.find("button:clear"))
    click(app, scene.root.find(f"button:faction:{card.colour}"))
    click(app, scene.root.find(f"button:type:{card.kind}"))
    for _ in range(5):
        node = scene.root.find(f"card:{card_id}")
        if node is not None:
            return node
        click(app, scene.root.find("button:page_next"))
    raise AssertionError(f"{card_id} not found")


def test_a_dragon_duel_deck_built_by_clicking_is_legal_saved_apart_and_accepted_by_the_game(app, home) -> None:
    precon = DDCAT.precons()["ember-onslaught"]
    scene = open_builder(app, "dragon-duel")
    assert scene.root.find("title").text == "Dragon Duel: deck builder"
    assert "[DD-0.1] Choose a leader card." in problem_lines(app, scene)
    click(app, dd_cell(app, scene, precon.leader))
    assert scene.leader == precon.leader and scene.leader_row.text == "Leader: Pyrelord Vashti"
    for cid, n in precon.counts().items():
        cell = dd_cell(app, scene, cid)
        for _ in range(n):
            click(app, cell)
    assert scene.count_label.text == "Cards 30/30"
    assert problem_lines(app, scene) == "Legal deck: ready to play."
    click(app, scene.root.find("button:save"))
    assert (home / "decks" / "dragon-duel" / "my-deck-1.toml").exists()
    assert not (home / "decks" / "my-deck-1.toml").exists()          # not among the Lanes decks
    deck = userdecks.load_user_decks(DDCAT)[0]["user:my-deck-1"]
    assert Counter(deck.cards) == Counter(precon.cards)
    m = Match("dragon-duel", 7, {"decks": [deck.to_setup(), precon.to_setup()]})
    assert m.state.result is None


def test_dragon_duel_problems_name_their_rule_and_cards_in_both_languages(app) -> None:
    scene = open_builder(app, "dragon-duel")
    cell = dd_cell(app, scene, "DD-E01")
    for _ in range(4):
        click(app, cell)
    assert cell.count == 4
    text = problem_lines(app, scene)
    assert "[DD-0.7] At most 3 copies of a card. (Cinder Whelp)" in text
    assert "[DD-0.7] A deck has exactly 30 cards; this one has 4." in text
    app.settings.language = "ko"
    scene = open_builder(app, "dragon-duel")
    scene.set_deck(None, ["DD-E01"] * 4)
    text = problem_lines(app, scene)
    assert "[DD-0.7] 같은 카드는 최대 3장입니다. (잿불 새끼용)" in text and "[DD-0.1] 리더 카드를 고르세요." in text


def test_dragon_duels_filters_narrow_by_faction_type_and_text_category(app) -> None:
    scene = open_builder(app, "dragon-duel")
    assert len(every_page(app, scene)) == len(DDCAT.cards)
    click(app, scene.root.find("button:faction:moon"))
    cells = every_page(app, scene)
    assert cells and {c.card.colour for c in cells} == {"moon"}
    click(app, scene.root.find("button:type:support"))
    assert {c.card.kind for c in every_page(app, scene)} == {"support"}
    click(app, scene.root.find("button:clear"))
    chip = scene.root.find("button:category_next")
    click(app, chip)
    click(app, chip)                                   # category 2: "is ignored"
    assert chip.label == "Text: 2: is ignored"
    ignoring = every_page(app, scene)
    assert ignoring and all("2" in c.card.fields["category"] for c in ignoring)
    assert any("ignored" in " ".join(DDCAT.text(c.card_id, "en")) for c in ignoring)


@pytest.mark.parametrize("ruleset", ["lanes", "dragon-duel"])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_the_leader_hint_and_oath_keep_clear_of_the_count_below(home, ruleset, text_size) -> None:
    from game.ui import fonts
    a = App(headless=True, size=(1024, 600), settings=Settings(sound=False, text_size=text_size),
            settings_path=str(home / "s.toml"))
    a.push(Scene(a))
    scene = open_builder(a, ruleset)
    row, count = scene.leader_row, scene.count_label
    s = row.world_scale()
    lines = fonts.wrap(row.text, fonts.reading(13) * s, int(row.w * s))   # no leader yet: the hint, as drawn
    assert len(lines) * fonts.reading(13) * 1.3 <= row.h + 1 and row.y + row.h <= count.y
    scene.load_template(next(iter(scene.cat.precons())))
    frames(a)
    assert row.card_id and row.y + fonts.reading(17) * 1.35 + len(row.lines) * fonts.reading(13) * 1.3 <= count.y + 1
