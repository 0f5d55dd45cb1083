"""The mutation format in the app, driven with the mouse (CD-9.2 to CD-9.6): the editor's paste with its
cost, a drag onto a card, a refusal naming its rule in the player's language, undo; a league with one
person and three programs through the draft, the split, a mutation phase and a game at the table, saved
and resumed from the menu; a broken save set aside and said; kept decks in a duel and never in a league."""
from __future__ import annotations

import json
import os

import pygame

from game.rulesets.clash_of_decks import league as lg
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.league_duel import KeptDecksScene, LeagueDuelScene, kept_dir
from game.rulesets.clash_of_decks.league_scene import LeagueScene, LeagueSetupScene, save_path
from game.rulesets.clash_of_decks.league_screens import DraftPickScene, SplitScene
from game.rulesets.clash_of_decks.mutation import Book
from game.rulesets.clash_of_decks.mutation_costs import load_costs
from game.rulesets.clash_of_decks.mutation_editor import MutationEditorScene
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.table.scene import TableScene

DB = load_card_db()
DECK = ["CD1-01", "CD1-06", "CD1-25", "CD1-14", "CD1-05", "CD1-12", "CD1-29", "CD1-07"]
LAB = ["CD2-30", "CD2-11", "CD2-26", "CD2-05", "CD2-02", "CD2-03", "CD2-14", "CD2-22"]


def text_of(scene, name: str) -> str:
    node = scene.root.find(name)
    assert node is not None, name
    return node.text


def editor(app, hands, book: Book) -> MutationEditorScene:
    ended = []
    scene = MutationEditorScene(app, DB, load_costs(), book, "Player A", lambda: ended.append(True))
    app.push(scene)
    hands.frames(2)
    return scene


def tile_pixels(app, scene, card: str) -> bytes:
    r = scene.root.find(f"deck:{card}").world_rect()
    return pygame.image.tobytes(app.screen.subsurface(r).copy(), "RGB")


def test_cd_9_4_the_editor_shows_the_cost_and_what_is_left_then_pastes_and_undoes(app, hands) -> None:
    book = Book(list(DECK), list(LAB))
    scene = editor(app, hands, book)
    assert text_of(scene, "points_left") == "Points left: 2.5 of 2.5"
    printed = tile_pixels(app, scene, "CD1-12")
    hands.click_node(scene.root.find("deck:CD1-12"))
    hands.click_node(app.scene.root.find("element:CD2-05/clarity"))
    cost = load_costs().ability["clarity"] / 2
    assert text_of(app.scene, "verdict") == f"Costs {cost:g} points; {2.5 - cost:g} left after it."
    # Clarity may cover Rage or Keen: the player chooses, then pastes
    hands.click_node(app.scene.root.find("button:cover:1"))
    hands.click_node(app.scene.root.find("button:paste"))
    pasted = book.pastes["CD1-12"]
    assert [(p.value, p.covers) for p in pasted] == [("clarity", ("keen",))] and "CD2-05/clarity" in book.used
    assert text_of(app.scene, "points_left") == f"Points left: {2.5 - cost:g} of 2.5"
    hands.frames(2)
    assert tile_pixels(app, app.scene, "CD1-12") != printed          # the sticker shows on the card
    hands.click_node(app.scene.root.find("button:undo"))
    assert book.pastes.get("CD1-12", []) == [] and not book.used
    assert text_of(app.scene, "points_left") == "Points left: 2.5 of 2.5"


def test_cd_9_4_an_element_dragged_onto_a_card_is_pasted_there(app, hands) -> None:
    book = Book(list(DECK), list(LAB))
    scene = editor(app, hands, book)
    chip = scene.root.find("element:CD2-30/attack").world_rect().center
    target = scene.root.find("deck:CD1-01").world_rect().center
    hands.drag(chip, target)
    assert [(p.field, p.value) for p in book.pastes["CD1-01"]] == [("attack", 9)]
    assert book.card_defs(DB)[0].attack == 9


def test_cd_9_4_6_a_refused_paste_names_its_rule_in_the_players_language(app, hands) -> None:
    book = Book(list(DECK), list(LAB))
    scene = editor(app, hands, book)
    hands.click_node(scene.root.find("deck:CD1-05"))           # attack 3: a lab attack of 0 would lower it
    hands.click_node(app.scene.root.find("element:CD2-14/attack"))
    assert text_of(app.scene, "verdict").startswith("Not allowed (CD-9.4.6): Attack and HP are never lowered")
    assert not app.scene.root.find("button:paste").enabled
    app.settings.language = "ko"
    app.scene.build()
    assert text_of(app.scene, "verdict").startswith("할 수 없음 (CD-9.4.6): 공격값과 체력 수치는 낮출 수 없습니다")
    hands.click_node(app.scene.root.find("button:paste"))
    assert "CD1-05" not in book.pastes


def wait_for_programs(hub, hands) -> None:
    """A game between two programs is played off the screen's thread; the screen records it when done."""
    if hub.quick is not None:
        hub.quick.join(60)
    hands.frames(2)
    assert hub.quick is None


def open_league(app, hands) -> LeagueSetupScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:clash-of-decks"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    hands.click_node(app.scene.root.find("button:league"))
    hands.frames(2)
    assert isinstance(app.scene, LeagueSetupScene)
    return app.scene


def test_cd_9_a_league_with_one_person_is_drafted_split_mutated_played_saved_and_resumed(app, hands) -> None:
    setup = open_league(app, hands)
    hands.click_node(setup.root.find("button:seat:0"))        # A: a person -> the computer (Normal)
    hands.click_node(setup.root.find("button:seat:3"))        # D: the computer (Random) -> a person
    assert setup.seats == ["normal", "normal", "greedy", "person"]
    setup.seed = 5
    hands.click_node(setup.root.find("button:new"))
    hands.frames(2)
    picks = 0
    while isinstance(app.scene, DraftPickScene):               # pick one, pass left, sixteen times
        held = [n for n in app.scene.root.walk() if n.name.startswith("pick:")]
        assert len(held) == 16 - picks
        hands.click_node(held[-1])
        hands.frames(2)
        picks += 1
    assert picks == 16 and isinstance(app.scene, SplitScene)
    split = app.scene
    first = next(n for n in split.root.walk() if n.name.startswith("split:") and n.chosen)
    hands.click_node(first)                                    # seven in the deck: Keep is refused
    assert not split.root.find("button:keep").enabled
    hands.click_node(split.root.find(first.name))
    hands.click_node(split.root.find("button:keep"))
    hands.frames(2)
    hub = app.scene
    assert isinstance(hub, LeagueScene) and hub.league is not None
    deck_d = list(hub.league.books[3].deck)
    assert len(deck_d) == 8 and len(hub.league.books[3].lab) == 8
    assert json.load(open(save_path()))["games"] == []         # saved from the split on
    hands.click_node(hub.root.find("button:phase"))
    hands.frames(2)
    ed = app.scene
    assert isinstance(ed, MutationEditorScene) and ed.book is hub.league.books[3]
    card, element, covers, cost = ed.phase.options()[0]
    hands.click_node(ed.root.find(f"deck:{card}"))
    hands.click_node(app.scene.root.find(f"element:{element}" if element else "element:"))
    if covers and len(app.scene.offers) > 1:
        at = [c for c, _ in app.scene.offers].index(covers)
        hands.click_node(app.scene.root.find(f"button:cover:{at}"))
    hands.click_node(app.scene.root.find("button:paste"))
    hands.click_node(app.scene.root.find("button:done"))
    if app.scene.phase.left:                                   # points left: asked first, as they are lost
        assert "are lost" in " ".join(n.text for n in app.scene.dialog.walk() if hasattr(n, "text"))
        hands.click_node(app.scene.root.find("button:end_yes"))
    hands.frames(2)
    assert app.scene is hub and hub.league.mutated == 1
    saved = json.load(open(save_path()))
    assert saved["mutated"] == 1 and card in saved["books"][3]["pastes"]
    # game 1 is A against B, two programs: played at once and listed
    hands.click_node(hub.root.find("button:play"))
    wait_for_programs(hub, hands)
    assert len(hub.league.games) == 1 and "programs, played at once" in text_of(hub, "game:0")
    # game 2 is C against D at the table; D concedes
    hands.click_node(hub.root.find("button:play"))
    hands.frames(2)
    table = app.scene
    assert isinstance(table, LeagueDuelScene) and table.fixed_viewer == 1
    for _ in range(100):                                       # the first move: D's assault, or C's own
        if table.session.state.current_players() == [1] and table.btn_primary.enabled:
            hands.click_node(table.btn_primary)
        for seat in table.ai_seats.values():
            seat.wait(2)
        hands.frames(5)
        if table.session.match.log:
            break
    played = len(table.session.match.log)
    assert played > 0
    hands.settle()
    hands.click_node(table.root.find("button:menu"))           # left in the middle: kept, not counted
    hands.click_node(table.root.find("button:leave"))
    hands.frames(3)
    assert app.scene is hub and len(hub.league.games) == 1
    hands.click_node(hub.root.find("button:play"))
    hands.frames(2)
    table = app.scene
    assert isinstance(table, LeagueDuelScene) and len(table.session.match.log) >= played   # the same game goes on
    hands.click_node(table.btn_concede)
    hands.click_node(table.btn_concede)
    hands.settle()
    assert table.session.state.result is not None
    assert table.overlay.note == "League game 2: player C wins."     # the table's seats named as the league's
    back = next(b for b in table.over_buttons if b.button_id == "menu")
    assert back.label == "Back to the league" and not any(b.visible for b in table.over_buttons if b.button_id == "rematch")
    hands.click_node(back)
    hands.frames(3)
    assert app.scene is hub and len(hub.league.games) == 2 and hub.league.games[1]["winners"] == [2]
    assert "C won" in text_of(hub, "game:1") and text_of(hub, "standings") == "Standings after 2 of 12 games"
    assert len(json.load(open(save_path()))["games"]) == 2
    hands.click_node(hub.root.find("button:leave"))
    hands.frames(2)
    assert isinstance(app.scene, LeagueSetupScene)
    # the menu's league screen offers the saved league again
    hands.click_node(app.scene.root.find("button:back"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    hands.click_node(app.scene.root.find("button:league"))
    hands.frames(2)
    setup = app.scene
    assert "2 of 12 games played" in setup.root.find("button:resume").label
    hands.click_node(setup.root.find("button:resume"))
    hands.frames(2)
    resumed = app.scene
    assert isinstance(resumed, LeagueScene) and len(resumed.league.games) == 2
    assert resumed.league.books[3].deck == deck_d and card in resumed.league.books[3].pastes
    assert resumed.root.find("button:phase") is not None        # round 2 opens with its mutation phase


def test_cd_9_6_a_broken_league_save_is_set_aside_and_said(app, hands, home) -> None:
    os.makedirs(os.path.dirname(save_path()), exist_ok=True)
    with open(save_path(), "w", encoding="utf-8") as fh:
        fh.write("{not a league")
    setup = open_league(app, hands)
    assert setup.root.find("button:resume") is None
    assert not os.path.exists(save_path())
    aside = [f for f in os.listdir(os.path.dirname(save_path())) if ".broken-" in f]
    assert aside and aside[0] in setup.toast.text and "could not be read" in setup.toast.text


def test_cd_9_6_kept_decks_duel_each_other_and_never_start_a_league(app, hands) -> None:
    league = lg.new_league(["greedy", "greedy", "random", "random"], 7, rounds=1)
    while not league.finished():
        lg.play_game(league)
    os.makedirs(kept_dir(), exist_ok=True)
    lg.keep_decks(league, os.path.join(kept_dir(), "league-7.json"))
    setup = open_league(app, hands)
    hands.click_node(setup.root.find("button:kept"))
    hands.frames(2)
    kept = app.scene
    assert isinstance(kept, KeptDecksScene)
    rows = [n for n in kept.root.walk() if n.name.startswith("button:deck:")]
    assert len(rows) == 4
    hands.click_node(rows[0])
    hands.click_node(kept.root.find(rows[1].name))
    hands.click_node(kept.root.find("button:league"))           # refused with the engine's rule and sentence
    assert "CD-9.6" in kept.toast.text and "never play the mutation format again" in kept.toast.text
    hands.click_node(kept.root.find("button:versus"))
    hands.frames(2)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.autosave is None
    ids = {d.id for d in table.session.state.defs}
    assert any("~" in i for i in ids)                          # mutated cards in play


def test_cd_9_6_the_last_game_shows_the_final_ranking_with_shared_places_and_keeps_the_decks(app, hands) -> None:
    league = lg.new_league(["greedy", "greedy", "random", "random"], 9)
    while len(league.games) < 11:
        lg.play_game(league)
    league.seats[0] = lg.PERSON                # the last game, C against B, is two programs'
    lg.write(save_path(), league)
    setup = open_league(app, hands)
    hands.click_node(setup.root.find("button:resume"))
    hands.frames(2)
    hub = app.scene
    hands.click_node(hub.root.find("button:play"))
    assert hub.root.find("playing") is not None or hub.quick is None     # said while the programs play
    wait_for_programs(hub, hands)
    assert hub.league.finished() and text_of(hub, "standings") == "Final ranking: ties share the place"
    places = [row["place"] for row in hub.league.ranking()]
    rows = [text_of(hub, f"rank:{i}") for i in range(4)]
    assert [int(r.split(".")[0]) for r in rows] == places
    if len(set(places)) < 4:                   # a shared place reads the same number twice
        assert len({r.split(".")[0] for r in rows}) == len(set(places))
    assert hub.root.find("button:play") is None and hub.root.find("button:phase") is None
    assert sorted(os.listdir(kept_dir())) == [f"league-9.deck-{p}.toml" for p in "ABCD"]
    assert json.load(open(save_path()))["games"][-1]["players"] == [2, 1]
    hands.key(pygame.K_ESCAPE)                  # back on the first screen, the finished league is named so
    assert app.scene.root.find("button:resume").label == "The last league's final ranking"


def test_cd_9_2_a_draft_pick_and_an_editor_paste_are_made_with_the_keyboard_alone(app, hands) -> None:
    from game.rulesets.clash_of_decks.league_flow import LeagueStart
    app.push(MainMenu(app))
    start = LeagueStart.deal([lg.PERSON, "random", "random", "random"], 2)
    held = list(start.draft.hands[0])
    app.push(DraftPickScene(app, DB, start, 0))
    hands.frames(2)
    hands.key(pygame.K_TAB)                     # the first key shows where the focus is
    hands.key(pygame.K_RETURN)
    assert start.draft.picks[0] == [held[0]] and isinstance(app.scene, MainMenu)
    book = Book(list(DECK), list(LAB))
    scene = editor(app, hands, book)
    hands.key(pygame.K_TAB)                     # the focus starts on the first deck card: Shoal Sentry
    hands.key(pygame.K_RETURN)
    assert scene.card == DECK[0]
    target = "element:CD2-30/attack"
    for _ in range(60):                         # Tab on to Abyssal Titan's ATK 9
        if app.scene.focus_ring.name == target:
            break
        hands.key(pygame.K_TAB)
    hands.key(pygame.K_RETURN)
    assert app.scene.element == "CD2-30/attack" and app.scene.drag is None
    assert "left after it" in text_of(app.scene, "verdict")


def test_a33_the_editor_warns_that_a_pasted_mana_cost_goes_up_and_spells_out_the_card_pointed_at(app, hands) -> None:
    book = Book(list(DECK), list(LAB))
    scene = editor(app, hands, book)
    assert DB["CD1-01"].cost < DB["CD2-30"].cost
    hands.click_node(scene.root.find("deck:CD1-01"))
    hands.click_node(app.scene.root.find("element:CD2-30/cost"))
    assert text_of(app.scene, "verdict").endswith("The mana cost goes up (allowed, A33).")
    hands.post(pygame.MOUSEMOTION, pos=app.scene.root.find("lab:CD2-05").world_rect().center, rel=(0, 0),
               buttons=(0, 0, 0))
    hands.frames(2)
    lines = app.scene.root.find("details").lines()
    assert lines[0].startswith(DB["CD2-05"].name.en) and any(line.startswith("Clarity:") for line in lines)


def test_cd_9_3_2_done_with_points_left_asks_first_since_they_are_lost(app, hands) -> None:
    app.push(MainMenu(app))
    ended: list[bool] = []
    scene = MutationEditorScene(app, DB, load_costs(), Book(list(DECK), list(LAB)), "Player A", lambda: ended.append(True))
    app.push(scene)
    hands.frames(2)
    hands.click_node(scene.root.find("button:done"))
    assert scene.dialog.visible and scene.dialog.title == "End the mutation phase?"
    hands.click_node(scene.root.find("button:end_no"))
    assert app.scene is scene and not ended
    hands.click_node(scene.root.find("button:done"))
    hands.click_node(scene.root.find("button:end_yes"))
    assert ended == [True] and isinstance(app.scene, MainMenu)
