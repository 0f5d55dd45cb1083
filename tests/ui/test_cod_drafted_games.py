"""Clash of Decks' drafted games from the menu (CD-2.2, CD-7.3, CD-8.6, CD-8.8.1), driven with the mouse: the
draft is an event, picked on the draft screen with pass screens between people, then the game at the table
with every seat's drafted cards; a pick out of turn refused with its rule; a draft left in the middle taken
up again from the game menu's Resume."""
from __future__ import annotations

import os

import pytest

from game.engine.match import Match
from game.formats.actions import InGame
from game.rulesets.clash_of_decks.seats import COOP_AI_SEATS
from game.ui.draft_scene import DraftScene
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.event_screen import PassScene
from game.ui.menu import saved_game_text
from game.ui.seatsetup import SeatSetupScene
from game.ui.smoke import perform
from game.ui.table.event_table import EventTableScene
from game.ui.table.session import autosave_path

from event_kit import concede_at_the_table, hub_of, open_game_menu, step, through, tiles

SAVE = "clash-of-decks"


def seat_screen(app, hands, players: int = 2, mode: str = "duel") -> SeatSetupScene:
    menu = open_game_menu(app, hands)
    hands.click_node(menu.root.find("button:hotseat"))
    hands.frames(2)
    seats = app.scene
    assert isinstance(seats, SeatSetupScene)
    if players == 4:
        hands.click_node(seats.root.find("button:players:4"))
        hands.frames(1)
        hands.click_node(seats.root.find(f"button:mode:{mode}"))
        hands.frames(1)
    hands.click_node(seats.root.find("button:decks:draft"))
    hands.frames(1)
    assert seats.options["decks"] == "draft"
    return seats


def start(app, hands, seats: SeatSetupScene) -> EventScene:
    seats.seed = 4
    hands.click_node(seats.root.find("button:start"))
    hands.frames(3)
    return hub_of(app)


def at_table(scene) -> bool:
    return isinstance(scene, EventTableScene)


def test_cd_2_2_a_hotseat_drafted_duel_is_picked_on_the_draft_screen_with_pass_screens_then_played(app, hands):
    app.settings.animation_speed = 10.0
    hub = start(app, hands, seat_screen(app, hands))
    assert hub.ev.spec.id == "draft-duel" and hub.run.people == [0, 1]
    assert isinstance(app.scene, PassScene)                  # two people: nobody's screen before the pass
    seen: list[tuple[int, int]] = []

    def watch(scene):
        if isinstance(scene, DraftScene):
            seen.append((scene.seat, len(tiles(scene, "pick:"))))
            assert scene.seat == hub.eyes                   # the screen is the eyes' own
    done = through(app, hands, at_table, watch=watch)
    assert done.count("pick") == 12                          # 4 rounds of 4: the last card of each goes by itself (L240)
    # A B B (A), B A A (B): a pass screen whenever the picker changes, none while the same person picks on
    assert [s for s, _ in seen[:6]] == [0, 1, 1, 1, 0, 0]
    assert done[:8] == ["pass", "pick", "pass", "pick", "pick", "pick", "pass", "pick"]
    table = app.scene
    st = table.session.state
    assert st.ruleset_id == SAVE and st.options["mode"] == "duel"
    ev = hub.ev
    for seat in (0, 1):                                      # each hand holds what the seat drafted
        drafted = sorted(ev.pool_ids(seat))
        hand = sorted(st.cards[c].def_id for c in st.zones[f"p{seat}.hand"].cards if st.cards[c].def_id in drafted)
        assert hand == drafted and len(drafted) == 8
    # the table plays the game through the event: a move is the event's InGame
    hands.pass_screen()
    hands.settle()
    mover = table.viewer
    action = next(a for a in st.legal_actions() if a.player == mover and type(a).__name__ != "Concede")
    before = len(hub.run.match.log)
    assert perform(app, hands, action)
    hands.settle()
    assert hub.run.match.log[before] == InGame(mover, action)
    assert Match.load(autosave_path(SAVE)).state.state_hash() == hub.run.ev.state_hash()    # saved after it
    hands.click_node(table.btn_undo)                         # taken back: the event without its last action
    hands.settle()
    assert len(hub.run.match.log) == before and Match.load(autosave_path(SAVE)).state.state_hash() == hub.run.ev.state_hash()
    assert table.session.undo_plan(mover) == (0, "empty")     # never back past the game's start
    concede_at_the_table(app, hands)
    assert not table.root.find("button:rematch").visible      # an event's game is played once
    hands.click_node(table.root.find("button:save_replay"))  # the game alone, a replay like any game's
    assert table.overlay.note.startswith("Saved ")
    replay = Match.load(table.overlay.note[len("Saved "):])
    assert replay.ruleset_id == SAVE and "format" not in replay.setup and replay.state.result is not None
    hands.click_node(table.root.find("button:menu"))
    hands.frames(3)
    assert type(app.scene).__name__ == "GameMenuScene"       # the event was this one game: back to the menu
    assert not os.path.exists(autosave_path(SAVE))           # over: nothing left to resume


def test_cd_2_2_1_a_pick_out_of_turn_is_refused_with_its_rule_and_sentence(app, hands, monkeypatch):
    """Against the computer the person's draft screen stays up while the program picks; a click on a
    turned-up card then is refused with the draft's rule, in the player's language."""
    monkeypatch.setattr(EventRun, "decide", lambda run, seat: None)     # the program keeps thinking
    from game.engine import registry
    from game.engine.setup import build_setup
    from game.ui.table.scene import TableScene
    setup = build_setup(registry.get(SAVE), 4, settings={"decks": "draft"})
    app.push(TableScene.new_solo(app, setup, "normal", seed=4, ruleset=SAVE))
    hands.frames(3)
    draft = app.scene
    assert isinstance(draft, DraftScene) and draft.seat == 0
    hands.click_node(tiles(draft, "pick:")[0])                # A's first pick; now B picks (A B B A)
    hands.frames(3)
    assert app.scene is draft and draft.ev.draft.acting(draft.ev.spec.draft) == [1]
    assert draft.root.find("status").text == "Player B picks now."
    before = len(hub_of(app).run.match.log)
    hands.click_node(tiles(draft, "pick:")[0])
    assert len(hub_of(app).run.match.log) == before
    assert draft.toast.text == "[CD-2.2.1] It is not your pick: the draft order says player B picks now."
    app.settings.language = "ko"
    hands.click_node(tiles(draft, "pick:")[1])
    assert draft.toast.text.startswith("[CD-2.2.1] 지금은 당신이 고를 차례가 아닙니다")


@pytest.mark.parametrize("mode", ["ffa", "coop"])
def test_cd_8_6_the_four_seat_drafts_are_picked_on_the_draft_screen_then_played_at_the_table(app, hands, mode):
    app.settings.animation_speed = 10.0
    hub = start(app, hands, seat_screen(app, hands, 4, mode))
    people = [0, 1, 2, 3] if mode == "ffa" else [0, 2]
    assert hub.run.people == people and hub.ev.spec.id == ("draft-four" if mode == "ffa" else "draft-coop")
    order: list[int] = []

    def watch(scene):
        if isinstance(scene, DraftScene) and scene.seat in scene.view()["waiting"]:
            order.append(scene.seat)
            ai = [s for s in range(4) if s not in people]
            for s in ai:                                     # the rulebook AIs are never asked: no screen of theirs
                assert scene.seat != s
    through(app, hands, at_table, watch=watch)
    if mode == "ffa":
        # L971-989: A B C D D C B (A takes the last card), then round 2 from B
        assert order[:9] == [0, 1, 2, 3, 3, 2, 1, 1, 2]
    else:
        assert order[:4] == [0, 2, 2, 0] and tuple(hub.ev.rules_seats) == COOP_AI_SEATS   # L1029: the first picker swaps
    st = app.scene.session.state
    assert st.options["mode"] == mode and st.result is None
    for seat in people:
        drafted = set(hub.ev.pool_ids(seat))
        assert len(drafted) == 8 and drafted <= {st.cards[c].def_id for c in st.zones[f"p{seat}.hand"].cards}


def test_cd_7_3_the_solo_draft_keeps_one_of_four_and_the_rulebook_ai_takes_the_rest(app, hands):
    app.settings.animation_speed = 10.0
    menu = open_game_menu(app, hands)
    hands.click_node(menu.root.find("button:solo"))
    hands.frames(2)
    app.scene.options["decks"] = "draft"
    hands.click_node(app.scene.start_button)
    hands.frames(2)
    hands.click_node(app.scene.start_button)                  # the quick game
    hands.frames(3)
    hub = hub_of(app)
    assert hub.ev.spec.id == "draft-solo" and hub.run.people == [0] and tuple(hub.ev.rules_seats) == (1,)
    done = through(app, hands, at_table)
    assert done.count("pick") == 8 and "pass" not in done       # one person: no pass screen
    ev = hub.ev
    assert len(ev.pool_ids(0)) == 8 and len(ev.pool_ids(1)) == 24     # L640-642: the other three to the AI
    st = app.scene.session.state
    assert st.options["mode"] == "solo" and st.rules_seats == (1,)


def test_a_draft_left_in_the_middle_resumes_from_the_game_menu_as_it_was(app, hands, make_app):
    from game.ui.smoke import Hands
    hub = start(app, hands, seat_screen(app, hands))
    done: list[str] = []
    while done.count("pick") < 5:
        done.append(step(app, hands))
    saved = hub.run.ev.state_hash()
    picks = [list(p) for p in hub.run.ev.draft.picks]
    hands.key(__import__("pygame").K_ESCAPE)                # leave: saved after every pick
    assert "during the draft" in saved_game_text("en", SAVE)
    assert "드래프트 중" in saved_game_text("ko", SAVE)
    again = make_app()
    hands2 = Hands(again)
    menu = open_game_menu(again, hands2)
    hands2.click_node(menu.root.find("button:resume"))
    hands2.frames(3)
    hub2 = hub_of(again)
    assert hub2 is not hub and hub2.run.ev.state_hash() == saved and hub2.run.ev.draft.picks == picks
    assert isinstance(again.scene, PassScene)                 # two people: the screen passes first
    assert step(again, hands2) == "pass" and step(again, hands2) == "pick"
