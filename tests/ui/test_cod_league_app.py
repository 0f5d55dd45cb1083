"""The mutation league in the app (CD-9.1 to CD-9.6), an event driven with the mouse: the editor's paste with
its cost, a drag onto a card, a refusal naming its rule in the player's language, undo, all through the
event's door; a league of two people and two programs from the menu through the draft, the build screen,
the mutation phase and the games, left and taken up again in a new app mid-draft, mid-mutation and mid-game
with the same state; the final ranking with shared places and the kept decks; a broken save and an old
league file set aside and said; kept decks in a duel and never in a league."""
from __future__ import annotations

import json
import os

import pygame

from game.engine.match import Match
from game.formats.runner import play
from game.rulesets.clash_of_decks import formats as cd_formats
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.kept_decks import KeptDecksScene, kept_dir
from game.rulesets.clash_of_decks.league import OLD_SAVE
from game.rulesets.clash_of_decks.league_scene import save_path
from game.rulesets.clash_of_decks.mutation import Book
from game.rulesets.clash_of_decks.mutation_costs import load_costs
from game.rulesets.clash_of_decks.mutation_editor import MutationEditorScene
from game.rulesets.clash_of_decks.mutation_stage import EndMutation, Paste
from game.ui.build_scene import BuildScene
from game.ui.draft_scene import DraftScene
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.event_screen import PassScene
from game.ui.event_setup import EventSetupScene
from game.ui.menu import MainMenu
from game.ui.smoke import Hands
from game.ui.table.aiseat import make_program
from game.ui.table.event_table import EventTableScene
from game.ui.table.scene import TableScene

from event_kit import concede_at_the_table, hub_of, open_game_menu, step, through, wait_programs

DB = load_card_db()
DECK = ["CD1-01", "CD1-06", "CD1-25", "CD1-14", "CD1-05", "CD1-12", "CD1-29", "CD1-07"]
LAB = ["CD2-30", "CD2-11", "CD2-26", "CD2-05", "CD2-02", "CD2-03", "CD2-14", "CD2-22"]
LEAGUE = {"format": "mutation-league", "players": 4}


def text_of(scene, name: str) -> str:
    node = scene.root.find(name)
    assert node is not None, name
    return node.label if name.startswith("button:") else node.text


def same_event(match: Match, on_file: dict) -> bool:
    """The match taken up holds the file's log, which reaches the file's state."""
    again = Match(match.ruleset_id, match.seed, match.setup)
    for text in on_file["log"]:
        again.apply(text)
    return [str(a) for a in match.log[:len(on_file["log"])]] == on_file["log"] and \
        again.state.state_hash() == on_file["hash"]


def league_in_mutation(app, hands) -> MutationEditorScene:
    """A league whose programs drafted and built for every seat, seat A a person holding the test's own deck
    and laboratory (set on the event's state for the test), at its first mutation phase: the editor."""
    match = Match("clash-of-decks", 5, dict(LEAGUE, seats={"1": "random", "2": "random", "3": "random"}))
    play(match, {s: make_program("clash-of-decks", "random", s) for s in range(4)}, until=lambda s: s.stage == "mutation")
    match.state.own["books"][0] = Book(list(DECK), list(LAB)).to_json()
    app.push(MainMenu(app))
    hub = EventScene(app, EventRun(match, path=None))
    app.push(hub)
    hands.frames(2)
    assert text_of(hub, "button:next") == "Round 1: the mutation phase"
    hands.click_node(hub.root.find("button:next"))
    wait_programs(app, hands)
    hands.frames(2)
    editor = app.scene
    assert isinstance(editor, MutationEditorScene) and editor.seat == 0
    return editor


def tile_pixels(app, scene, card: str) -> bytes:
    r = scene.root.find(f"deck:{card}").world_rect()
    return pygame.image.tobytes(app.screen.subsurface(r).copy(), "RGB")


def test_cd_9_4_the_editor_shows_the_cost_and_what_is_left_then_pastes_through_the_event_and_undoes(app, hands):
    scene = league_in_mutation(app, hands)
    run = scene.hub.run
    assert text_of(scene, "points_left") == "Points left: 2.5 of 2.5"
    printed = tile_pixels(app, scene, "CD1-12")
    hands.click_node(scene.root.find("deck:CD1-12"))
    hands.click_node(scene.root.find("element:CD2-05/clarity"))
    cost = load_costs().ability["clarity"] / 2
    assert text_of(scene, "verdict") == f"Costs {cost:g} points; {2.5 - cost:g} left after it."
    hands.click_node(scene.root.find("button:cover:1"))       # Clarity may cover Rage or Keen: the player chooses
    hands.click_node(scene.root.find("button:paste"))
    assert run.match.log[-1] == Paste(0, "CD1-12", "CD2-05/clarity", "keen")     # through the event's door
    pasted = Book.from_json(run.ev.own["books"][0]).pastes["CD1-12"]
    assert [(p.value, p.covers) for p in pasted] == [("clarity", ("keen",))]
    assert text_of(scene, "points_left") == f"Points left: {2.5 - cost:g} of 2.5"
    hands.frames(2)
    assert tile_pixels(app, scene, "CD1-12") != printed        # the sticker shows on the card
    hands.click_node(scene.root.find("button:undo"))
    assert not isinstance(run.match.log[-1], Paste) or run.match.log[-1].player != 0
    assert Book.from_json(run.ev.own["books"][0]).pastes.get("CD1-12", []) == []
    assert text_of(scene, "points_left") == "Points left: 2.5 of 2.5"
    hands.click_node(scene.root.find("button:undo"))          # nothing more of this screen's to take back
    assert text_of(scene, "verdict") == "Nothing to take back on this screen."


def test_cd_9_4_an_element_dragged_onto_a_card_is_pasted_there(app, hands):
    scene = league_in_mutation(app, hands)
    chip = scene.root.find("element:CD2-30/attack").world_rect().center
    hands.drag(chip, scene.root.find("deck:CD1-01").world_rect().center)
    book = Book.from_json(scene.ev.own["books"][0])
    assert [(p.field, p.value) for p in book.pastes["CD1-01"]] == [("attack", 9)]
    assert book.card_defs(DB)[0].attack == 9


def test_cd_9_4_6_a_refused_paste_names_its_rule_in_the_players_language(app, hands):
    scene = league_in_mutation(app, hands)
    hands.click_node(scene.root.find("deck:CD1-05"))           # attack 3: a lab attack of 0 would lower it
    hands.click_node(scene.root.find("element:CD2-14/attack"))
    assert text_of(scene, "verdict").startswith("Not allowed (CD-9.4.6): Attack and HP are never lowered")
    assert not scene.root.find("button:paste").enabled
    why = scene.ev.refusal(Paste(0, "CD1-05", "CD2-14/attack", ""))     # the event says the same
    assert why is not None and why.rule == "CD-9.4.6"
    app.settings.language = "ko"
    scene.refresh()
    assert text_of(scene, "verdict").startswith("할 수 없음 (CD-9.4.6): 공격값과 체력 수치는 낮출 수 없습니다")
    before = len(scene.hub.run.match.log)
    hands.click_node(scene.root.find("button:paste"))
    assert len(scene.hub.run.match.log) == before


def test_cd_9_3_2_done_with_points_left_asks_first_then_ends_the_phase_through_the_event(app, hands):
    scene = league_in_mutation(app, hands)
    hub = scene.hub
    hands.click_node(scene.root.find("button:done"))
    assert scene.dialog.visible and scene.dialog.title == "End the mutation phase?"
    hands.click_node(scene.root.find("button:end_no"))
    assert app.scene is scene
    hands.click_node(scene.root.find("button:done"))
    hands.click_node(scene.root.find("button:end_yes"))
    hands.frames(2)
    assert hub.run.match.log[-1] == EndMutation(0) and hub.ev.stage == "games"
    assert app.scene is hub and text_of(hub, "button:next").startswith("Play game 1: A vs B")


def test_a33_the_editor_warns_that_a_pasted_mana_cost_goes_up_and_spells_out_the_card_pointed_at(app, hands):
    scene = league_in_mutation(app, hands)
    assert DB["CD1-01"].cost < DB["CD2-30"].cost
    hands.click_node(scene.root.find("deck:CD1-01"))
    hands.click_node(scene.root.find("element:CD2-30/cost"))
    assert text_of(scene, "verdict").endswith("The mana cost goes up (that is allowed).")
    hands.post(pygame.MOUSEMOTION, pos=scene.root.find("lab:CD2-05").world_rect().center, rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(2)
    lines = scene.root.find("details").lines()
    assert lines[0].startswith(DB["CD2-05"].name.en) and any(line.startswith("Clarity:") for line in lines)


def test_cd_9_4_an_editor_paste_is_made_with_the_keyboard_alone(app, hands):
    scene = league_in_mutation(app, hands)
    if not scene.focus_ring.shown:              # after a click, the first key shows where the focus is
        hands.key(pygame.K_TAB)
    hands.key(pygame.K_RETURN)
    assert scene.card == DECK[0]
    ring, target = scene.focus_ring, "element:CD2-30/attack"
    hands.key(pygame.K_TAB)                     # the deck is one stop: Tab goes on to the lab's elements
    assert ring.group() == "lab"
    row_y = scene.root.find(target).world_rect().y
    for _ in range(12):                         # Down the lab to Abyssal Titan's row...
        if ring.current().world_rect().y == row_y:
            break
        hands.key(pygame.K_DOWN)
    for _ in range(12):                         # ...and along it to its ATK 9
        if ring.name == target:
            break
        hands.key(pygame.K_RIGHT)
    assert ring.name == target
    hands.key(pygame.K_RETURN)
    assert scene.element == "CD2-30/attack" and scene.drag is None
    assert "left after it" in text_of(scene, "verdict")



def test_the_editor_tab_goes_deck_lab_buttons_with_paste_three_tabs_from_the_first_card(app, hands):
    """Each part of the editor is one stop of Tab (the deck, the lab's elements, the covers, the buttons
    with Paste first) and the arrows walk a part: Tab once walked every card and element (some sixty)."""
    scene = league_in_mutation(app, hands)
    ring = scene.focus_ring
    assert ring.shown and ring.group() == "deck" and ring.name == f"deck:{DECK[0]}"
    hands.key(pygame.K_RIGHT)                     # the arrows walk the deck
    assert ring.name == f"deck:{DECK[1]}"
    for tabs in range(1, 4):
        hands.key(pygame.K_TAB)
        if ring.name == "button:paste":
            break
    assert ring.name == "button:paste" and tabs <= 3, (tabs, ring.name)
    hands.key(pygame.K_RIGHT)                     # and the buttons beside it
    assert ring.name == "button:undo"


def test_kept_decks_the_list_is_one_stop_and_the_duel_one_tab_away(app, hands):
    from game.cli.event import play_event
    from game.engine import registry
    match = play_event(registry.get("clash-of-decks"), dict(LEAGUE, rounds=1, seats={str(s): "random" for s in range(4)}),
                       7)
    os.makedirs(kept_dir(), exist_ok=True)
    cd_formats.kept(match.state, os.path.join(kept_dir(), "league-7"))
    app.push(MainMenu(app))
    kept = KeptDecksScene(app)
    app.push(kept)
    hands.frames(2)
    ring = kept.focus_ring
    rows = [n for n in kept.root.walk() if n.name.startswith("button:deck:")]
    assert len(rows) == 4 and ring.shown and ring.name == rows[0].name
    hands.key(pygame.K_RETURN)
    hands.key(pygame.K_DOWN)                      # the arrows walk the decks
    assert ring.name == rows[1].name
    hands.key(pygame.K_RETURN)                    # two chosen: the duel may start
    hands.key(pygame.K_TAB)
    assert ring.name == "button:hotseat" and kept.root.find("button:hotseat").enabled


# ----- a whole league from the menu ------------------------------------------------------------------------
def open_league(app, hands) -> EventSetupScene:
    menu = open_game_menu(app, hands)
    hands.click_node(menu.root.find("button:league"))
    hands.frames(2)
    assert isinstance(app.scene, EventSetupScene)
    return app.scene



def test_the_leagues_first_screen_tab_goes_seats_settings_then_new(app, hands):
    """The seats, the league's settings and the buttons are each one stop of Tab (New first when no league
    is saved): New is two Tabs from the first seat, not one per seat and setting."""
    setup = open_league(app, hands)
    ring = setup.focus_ring
    assert ring.shown and ring.name == "button:seat:0"
    hands.key(pygame.K_DOWN)                      # the arrows walk the seats
    assert ring.name == "button:seat:1"
    hands.key(pygame.K_TAB)
    assert ring.group() == "options"
    hands.key(pygame.K_TAB)
    assert ring.name == "button:new"
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)    # back to the settings, then the seat the ring left
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring.name == "button:seat:1"

def seat(hands, setup: EventSetupScene, p: int, who: str) -> None:
    for _ in range(10):
        if setup.seats[p] == who:
            return
        hands.click_node(setup.root.find(f"button:seat:{p}"))
    raise AssertionError(setup.seats)


def resume(make_app) -> tuple:
    """A new app, the league taken up from its first screen."""
    app = make_app()
    hands = Hands(app)
    app.settings.animation_speed = 10.0
    setup = open_league(app, hands)
    hands.click_node(setup.root.find("button:resume"))
    hands.frames(3)
    return app, hands, hub_of(app)


def test_cd_9_a_league_of_people_and_programs_is_played_left_and_resumed_mid_draft_mutation_and_game(app, hands,
                                                                                                      make_app):
    app.settings.animation_speed = 10.0
    setup = open_league(app, hands)
    seat(hands, setup, 1, "random")
    seat(hands, setup, 2, "person")
    seat(hands, setup, 3, "random")
    hands.click_node(setup.root.find("button:option:rounds"))    # one round: two games
    assert setup.values["rounds"] == 1 and setup.root.find("button:option:rounds").label == "Rounds: 1"
    setup.seed = 5
    hands.click_node(setup.root.find("button:new"))
    hands.frames(3)
    wait_programs(app, hands)           # a program may pick first, off the screen's thread
    hands.frames(2)
    hub = hub_of(app)
    assert hub.run.people == [0, 2] and isinstance(app.scene, PassScene)
    # the draft: each person's pick behind a pass screen; left after five picks of A's
    done: list[str] = []
    while done.count("pick") < 9:
        done.append(step(app, hands))
    assert "pass" in done
    on_file = json.load(open(save_path()))
    hands.key(pygame.K_ESCAPE)
    app, hands, hub = resume(make_app)
    assert same_event(hub.run.match, on_file) and hub.run.ev.stage == "draft"
    # on through the draft to the build screen, which starts from the program's deck
    through(app, hands, lambda s: isinstance(s, BuildScene))
    build = app.scene
    assert text_of(build, "count") == "Deck 8 of 8 \u00b7 the laboratory: 8"
    suggested = list(build.chosen)
    assert sorted(hub.ev.card_id(c) for c in suggested) == sorted(cd_formats.suggest_deck(hub.ev, build.seat))
    first = next(n for n in build.root.walk() if n.name == f"card:{suggested[0]}")
    hands.click_node(first)                                      # seven: Keep is refused with the rule
    assert text_of(build, "count") == "Deck 7 of 8 \u00b7 the laboratory: 9"
    assert not build.root.find("button:keep").enabled
    assert "[CD-1.2] A deck has exactly 8 cards; this one has 7." in build.root.find("problems").items[0][0]
    hands.click_node(build.root.find(f"card:{suggested[0]}"))
    through(app, hands, lambda s: s is hub)
    assert all(d is not None for d in hub.ev.decks) and text_of(hub, "button:next") == "Round 1: the mutation phase"
    # the mutation phase: A pastes once, then leaves; taken up again, the paste is there
    hands.click_node(hub.root.find("button:next"))
    through(app, hands, lambda s: isinstance(s, MutationEditorScene))
    editor = app.scene
    who = editor.seat
    card, element, covers, _ = editor.phase.options()[0]
    assert editor.submit(Paste(who, card, element, "+".join(covers)))
    on_file = json.load(open(save_path()))
    hands.key(pygame.K_ESCAPE)
    app, hands, hub = resume(make_app)
    assert hub.run.ev.state_hash() == on_file["hash"]           # nothing was sealed: the very state
    assert card in Book.from_json(hub.ev.own["books"][who]).pastes
    assert text_of(hub, "button:next") == "Round 1: the mutation phase"
    hands.click_node(hub.root.find("button:next"))
    for _ in range(2):                                           # both people end their phase
        through(app, hands, lambda s: isinstance(s, MutationEditorScene))
        editor = app.scene
        hands.click_node(editor.root.find("button:done"))
        if editor.dialog.visible:
            hands.click_node(editor.root.find("button:end_yes"))
        hands.frames(2)
    assert app.scene is hub and text_of(hub, "button:next").startswith("Play game 1: A vs B")
    # game 1, A against a program, at the table; left after its first moves and taken up again
    hands.click_node(hub.root.find("button:next"))
    through(app, hands, lambda s: isinstance(s, EventTableScene))
    table = app.scene
    assert table.fixed_viewer == 0 and set(table.ai_seats) == {1}
    for _ in range(400):
        hands.quiet()
        if table.session.match.log:
            break
        if table.my_turn():
            hands.click_node(table.btn_primary)
    game_hash = table.session.state.state_hash()
    hands.click_node(table.root.find("button:menu"))            # Leave: asked first, the event is saved
    hands.click_node(table.root.find("button:leave"))
    hands.frames(2)
    assert not any(isinstance(s, EventScene) for s in app.scenes)
    app, hands, hub = resume(make_app)
    assert text_of(hub, "button:next").startswith("Play game 1: A vs B")
    hands.click_node(hub.root.find("button:next"))
    through(app, hands, lambda s: isinstance(s, EventTableScene))
    assert app.scene.session.state.state_hash() == game_hash
    table = concede_at_the_table(app, hands)
    assert table.overlay.note == "Game 1 of the event: player B wins."
    back = next(b for b in table.over_buttons if b.button_id == "menu")
    assert back.label == "Back to the standings"
    hands.click_node(back)
    hands.frames(2)
    assert app.scene is hub and "Game 1, round 1: A vs B: B won" == text_of(hub, "game:0")
    assert text_of(hub, "standings") == "Standings after 1 of 2 games"
    # game 2: C (a person) against D (a program): a pass screen to C first
    hands.click_node(hub.root.find("button:next"))
    assert step(app, hands) == "pass"
    concede_at_the_table(app, hands)
    hands.click_node(app.scene.root.find("button:menu"))
    hands.frames(3)
    # the final ranking shares the places (B and D one win each) and the four decks are kept
    assert hub.ev.result is not None and text_of(hub, "standings") == "Final ranking: ties share the place"
    assert [text_of(hub, f"rank:{i}")[:3] for i in range(4)] == ["1. ", "1. ", "3. ", "3. "]
    assert sorted(os.listdir(kept_dir())) == [f"mutation-league-5.deck-{p}.toml" for p in "ABCD"]
    assert "Kept for later" in text_of(hub, "kept")
    hands.click_node(hub.root.find("button:extra:kept"))
    hands.frames(2)
    assert isinstance(app.scene, KeptDecksScene)
    hands.key(pygame.K_ESCAPE)
    hands.click_node(hub.root.find("button:leave"))
    hands.frames(2)
    assert app.scene.root.find("button:resume").label == "The last mutation league: its final ranking"


def test_cd_9_2_nobody_sees_another_persons_pack_or_picks_before_the_pass_screen(app, hands):
    app.settings.animation_speed = 10.0
    setup = open_league(app, hands)
    seat(hands, setup, 1, "random")
    seat(hands, setup, 2, "person")
    seat(hands, setup, 3, "random")
    setup.seed = 8
    hands.click_node(setup.root.find("button:new"))
    hands.frames(3)
    hub = hub_of(app)
    shown_to: dict[int, set[str]] = {}
    for _ in range(12):
        scene = app.scene
        if isinstance(scene, PassScene):          # nothing of anyone's behind it: words only, no card
            assert not [n for n in scene.root.walk() if n.name.startswith(("pick:", "mine:", "seen:"))]
        if isinstance(scene, DraftScene):
            ev, me = hub.ev, scene.seat
            mine = {f"pick:{c}" for c in ev.draft.hands[me]} | {f"mine:{c}" for c in ev.draft.picks[me]}
            cards = {n.name for n in scene.root.walk() if n.name.startswith(("pick:", "mine:", "seen:"))}
            assert cards <= mine                 # the secret draft: only its own pack and picks, others by count
            other = 2 - me
            assert f"{len(ev.draft.picks[other])}" in text_of(scene, f"seat:{other}")
            shown_to.setdefault(me, set()).update(cards)
        step(app, hands)
    assert set(shown_to) == {0, 2}


def test_cd_9_2_a_pick_of_two_is_taken_one_card_at_a_time_and_a_taken_card_is_refused(app, hands, monkeypatch):
    """The draft screen answers a decision of two picks one click at a time (a format of another game could
    ask it; here the league's draft is read with two picks a pass)."""
    import dataclasses
    from game.formats import spec as specs
    real = specs.formats_of

    def two_picks(info):
        return tuple(dataclasses.replace(s, draft=dataclasses.replace(s.draft, picks=2)) if s.id == "mutation-league"
                     else s for s in real(info))
    monkeypatch.setattr(specs, "formats_of", two_picks)
    match = Match("clash-of-decks", 3, dict(LEAGUE, seats={"1": "random", "2": "random", "3": "random"}))
    app.push(MainMenu(app))
    app.push(EventScene(app, EventRun(match, path=None)))
    hands.frames(2)
    wait_programs(app, hands)
    draft = app.scene
    assert isinstance(draft, DraftScene)
    assert text_of(draft, "status") == "Take 2 more cards from this pack, one click each (0 of 2 taken)."
    first = [n for n in draft.root.walk() if n.name.startswith("pick:")][0]
    hands.click_node(first)
    assert text_of(draft, "status") == "Take 1 more card from this pack (1 of 2 taken)."
    taken = draft.root.find(first.name)
    assert taken.mark == "Taken"
    hands.click_node(taken)
    assert draft.toast.text == "[CD-9.2] You have already taken that card."
    hands.click_node(next(n for n in draft.root.walk() if n.name.startswith("pick:") and not n.mark))
    wait_programs(app, hands)
    assert len(match.state.draft.picks[0]) == 2 and len(match.state.draft.hands[0]) == 14


def test_cd_9_6_a_broken_league_save_is_set_aside_and_said(app, hands):
    os.makedirs(os.path.dirname(save_path()), exist_ok=True)
    with open(save_path(), "w", encoding="utf-8") as fh:
        fh.write("{not a league")
    setup = open_league(app, hands)
    assert setup.root.find("button:resume") is None and not os.path.exists(save_path())
    aside = [f for f in os.listdir(os.path.dirname(save_path())) if ".broken-" in f]
    assert aside and aside[0] in setup.toast.text and "could not be taken up" in setup.toast.text


def test_cd_9_6_a_league_file_of_the_earlier_form_is_set_aside_with_its_sentence(app, hands):
    os.makedirs(os.path.dirname(save_path()), exist_ok=True)
    with open(save_path(), "w", encoding="utf-8") as fh:
        json.dump({"format": "clash-of-decks-league", "seats": ["person", "random", "random", "random"]}, fh)
    app.settings.language = "ko"
    setup = open_league(app, hands)
    assert setup.root.find("button:resume") is None and not os.path.exists(save_path())
    assert OLD_SAVE.ko in setup.toast.text and "league-clash-of-decks.broken-1.json" in setup.toast.text


def test_cd_9_6_kept_decks_duel_each_other_and_never_start_a_league(app, hands):
    from game.cli.event import play_event
    from game.engine import registry
    match = play_event(registry.get("clash-of-decks"), dict(LEAGUE, rounds=1, seats={str(s): "random" for s in range(4)}),
                       7)
    os.makedirs(kept_dir(), exist_ok=True)
    cd_formats.kept(match.state, os.path.join(kept_dir(), "league-7"))
    setup = open_league(app, hands)
    hands.click_node(setup.root.find("button:extra:kept"))
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


def test_a_league_save_nested_past_any_reader_is_set_aside_and_said(app, hands):
    os.makedirs(os.path.dirname(save_path()), exist_ok=True)
    with open(save_path(), "w", encoding="utf-8") as fh:
        fh.write("[" * 100_000 + "]" * 100_000)
    setup = open_league(app, hands)
    assert setup.root.find("button:resume") is None and not os.path.exists(save_path())
    assert "could not be taken up" in setup.toast.text and ".broken-1.json" in setup.toast.text


def test_a_folder_where_the_league_save_belongs_is_left_alone_and_said(app, hands):
    os.makedirs(save_path(), exist_ok=True)
    with open(os.path.join(save_path(), "mine.txt"), "w", encoding="utf-8") as fh:
        fh.write("the player's own")
    setup = open_league(app, hands)
    assert os.path.isdir(save_path()) and os.path.exists(os.path.join(save_path(), "mine.txt"))
    assert "is a folder, not a save" in setup.toast.text


def test_a_broken_league_save_on_a_read_only_disk_stays_and_is_said(app, hands, monkeypatch):
    import game.ui.event_setup as event_setup
    os.makedirs(os.path.dirname(save_path()), exist_ok=True)
    with open(save_path(), "w", encoding="utf-8") as fh:
        fh.write("{not a league")

    def read_only(path: str) -> str:
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(event_setup, "move_aside", read_only)
    setup = open_league(app, hands)
    assert os.path.exists(save_path()) and "nor set aside (Read-only file system)" in setup.toast.text


def test_a_league_that_cannot_be_saved_says_so_and_plays_on(app, hands, monkeypatch):
    from game.ui import saving
    said = []
    monkeypatch.setattr(saving, "failed", lambda what, exc: said.append((what, exc.strerror)))

    def full(self, path: str) -> None:
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(Match, "save", full)
    run = EventRun(Match("clash-of-decks", 3, LEAGUE), path=save_path())
    run.save()
    assert said == [("game", "No space left on device")]
