"""Clash of Decks' ways to start a game from the menu, driven with the mouse: the two ways to play alone
named apart (solo against the rulebook AI, a duel against the computer), the solo setup with the quick game
and the custom levels 1 to 10 and what each buys, and the saved game's name on the menu."""
from __future__ import annotations

from typing import Any

from game.engine.match import Match
from game.rulesets.clash_of_decks.difficulty import load_table
from game.ui.deckpick import DeckPickScene
from game.ui.menu import GameMenuScene, MainMenu, saved_game_text
from game.ui.solo import LevelPickScene
from game.ui.table.scene import TableScene
from game.ui.table.session import autosave_path

from game.rulesets.clash_of_decks.table_solo import SoloSetupScene
from test_cod_table import other_hand_hidden


def open_game_menu(app, hands) -> GameMenuScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:clash-of-decks"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    return app.scene


def to_the_picker(app, hands, mode: str, **options: Any) -> DeckPickScene:
    menu = open_game_menu(app, hands)
    hands.click_node(menu.root.find(f"button:{mode}"))
    hands.frames(2)
    pick = app.scene
    assert isinstance(pick, DeckPickScene)
    pick.options.update(options)
    return pick


def labels(scene) -> dict[str, str]:
    return {b.button_id: b.label for b in scene.buttons}


def test_the_menu_names_the_two_ways_to_play_alone_apart_in_both_languages(app, hands):
    menu = open_game_menu(app, hands)
    got = labels(menu)
    assert got["solo"] == "Solo vs the rulebook AI" and got["versus"] == "Duel vs computer"
    ids = [b.button_id for b in menu.buttons]
    assert ids.index("solo") < ids.index("versus") < ids.index("hotseat")
    app.settings.language = "ko"
    menu.build()
    got = labels(menu)
    assert got["solo"] == "규칙서 AI와 1인 게임" and got["versus"] == "컴퓨터와 대결"
    rects = [b.world_rect() for b in menu.buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_duel_against_the_computer_from_the_menu_seats_the_generic_ai_with_a_real_hand(app, hands):
    app.settings.animation_speed = 10.0
    pick = to_the_picker(app, hands, "versus")
    assert pick.seats == 2                                    # your deck and the computer's
    hands.click_node(pick.start_button)
    hands.frames(2)
    level = app.scene
    assert isinstance(level, LevelPickScene)
    assert {"easy", "normal"} <= set(level.levels)
    hands.click_node(level.root.find("button:level:easy"))
    hands.frames(3)
    scene = app.scene
    assert isinstance(scene, TableScene)
    st = scene.session.state
    assert st.options["mode"] == "duel" and not st.rules_seats
    assert set(scene.ai_seats) == {1} and scene.fixed_viewer == 0
    assert st.zones["p1.hand"].cards and not st.is_ai(1)    # the program holds a hand, as a person would
    assert scene.session.match.setup["seats"] == {"1": "easy"}
    for _ in range(600):                                    # the program takes its turns by itself
        if scene.session.state.own_turns[1] >= 2 or scene.session.state.result is not None:
            break
        hands.settle()                                      # buttons wait for the last moves to be shown
        st = scene.session.state
        if st.active == 0 and st.result is None:
            from game.rulesets.clash_of_decks.actions import Assault
            from game.ui.smoke import perform
            assert perform(app, hands, Assault(0)) == "button"
        hands.settle()
    assert scene.session.state.own_turns[1] >= 2
    assert not scene.pass_pending                           # one person at the screen: no pass screen
    other_hand_hidden(scene)                                # the program's hand order stays secret
    assert "against the AI, Easy" in saved_game_text("en", "clash-of-decks")
    # resumed from the menu, the program still holds its seat
    app.pop()
    hands.frames(2)
    menu = open_game_menu(app, hands)
    hands.click_node(menu.root.find("button:resume"))
    hands.frames(3)
    again = app.scene
    assert isinstance(again, TableScene) and again is not scene
    assert set(again.ai_seats) == {1} and again.fixed_viewer == 0


def test_cd_2_2_a_drafted_duel_against_the_computer_lets_the_program_pick_its_own_cards(app, hands):
    from event_kit import hub_of, through
    from game.engine.actions import Choose
    from game.ui.draft_scene import DraftScene
    from game.ui.table.event_table import EventTableScene
    app.settings.animation_speed = 10.0
    pick = to_the_picker(app, hands, "versus", decks="draft")
    hands.click_node(pick.start_button)
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:level:normal"))
    hands.frames(3)
    assert isinstance(app.scene, DraftScene) and app.scene.seat == 0          # one person: no pass screen
    hub = hub_of(app)
    done = through(app, hands, lambda s: isinstance(s, EventTableScene))
    assert "pass" not in done
    picks = [a for a in hub.run.match.log if isinstance(a, Choose)]
    assert {a.player for a in picks} == {0, 1}                # each seat chose its own picks
    table = app.scene
    assert set(table.ai_seats) == {1} and table.fixed_viewer == 0
    assert table.session.match.setup["seats"] == {"1": "normal"}


def test_the_solo_setup_lists_every_level_with_what_it_buys_and_starts_a_custom_game(app, hands):
    app.settings.animation_speed = 10.0
    table = load_table()
    pick = to_the_picker(app, hands, "solo")
    assert pick.seats == 1
    hidden = {"difficulty", "ai_per_creature", "ai_base_mana", "ai_starts", "ai_resistance", "ai_ability"}
    assert not hidden & {o.id for o in pick.settable()}     # the next screen chooses them
    hands.click_node(pick.start_button)
    hands.frames(2)
    setup = app.scene
    assert isinstance(setup, SoloSetupScene)
    rows = {r.level: r for r in setup.rows}
    assert sorted(rows) == list(range(11)) and rows[0].title == "Quick game" and rows[0].selected
    assert rows[4].title == "Level 4 \u00b7 4 points" and rows[4].sub == "a. +2 mana per creature \u00b7 c. the AI starts"
    assert rows[10].sub == "a. +2 mana per creature \u00b7 b. base mana 8 \u00b7 d. resistance \u00b7 e. ability: Shield"
    assert rows[1].title == "Level 1 \u00b7 1 point"
    assert table.cost(setup.package(10)) == 10
    hands.click_node(rows[3])
    hands.frames(2)
    assert setup.level == 3 and setup.values["per_creature"].text == "+2"
    assert setup.spent_label.text == "Points spent: 3 of 3" and setup.start_button.enabled
    # buy otherwise: drop a. (3 points), then raise b. to 9 (4 points): one too many, Start says so
    hands.click_node(setup.root.find("button:less:per_creature"))
    hands.frames(2)
    assert setup.spent_label.text == "Points spent: 0 of 3" and not setup.start_button.enabled
    for _ in range(3):
        hands.click_node(setup.root.find("button:more:base_mana"))
        hands.frames(2)
    assert setup.values["base_mana"].text == "9" and setup.spent_label.text == "Points spent: 4 of 3"
    hands.click_node(setup.start_button)
    hands.frames(2)
    assert isinstance(app.scene, SoloSetupScene)
    assert "exactly 3 points (now 4)" in setup.toast.text
    hands.click_node(setup.root.find("button:less:base_mana"))
    hands.frames(2)
    hands.click_node(setup.root.find("button:more:ai_starts"))
    hands.frames(2)                                         # b. 8 (2 points) and c. (1 point)
    assert setup.spent_label.text == "Points spent: 3 of 3"
    hands.click_node(setup.start_button)
    hands.frames(3)
    scene = app.scene
    assert isinstance(scene, TableScene)
    st = scene.session.state
    assert st.options["mode"] == "solo" and st.options["difficulty"] == 3 and st.rules_seats == (1,)
    assert st.options["ai_base_mana"] == "8" and st.options["ai_starts"] == "yes"
    assert st.options["ai_per_creature"] == "1"
    assert st.active == 1 or st.own_turns[1] >= 1           # the AI bought the start


def test_the_quick_game_with_champions_is_refused_with_its_rule_and_a_level_takes_two_more_points(app, hands):
    pick = to_the_picker(app, hands, "solo", champion="on")
    hands.click_node(pick.start_button)
    hands.frames(2)
    setup = app.scene
    assert isinstance(setup, SoloSetupScene)
    assert not setup.start_button.enabled and "CD-10.1" in setup.start_button.why_disabled \
        and "L1279" not in setup.start_button.why_disabled
    hands.click_node(setup.start_button)
    hands.frames(2)
    assert isinstance(app.scene, SoloSetupScene) and "champion" in setup.toast.text.lower()
    assert setup.rows[5].title == "Level 5 \u00b7 7 points"       # the champion's 2 more points (A7)
    hands.click_node(setup.rows[5])
    hands.frames(2)
    assert "2 more points" in " ".join(i[0] for i in setup.note.items)
    hands.click_node(setup.start_button)
    hands.frames(3)
    st = app.scene.session.state
    assert st.options["difficulty"] == 5 and st.options["champion"] == "on"


def test_the_solo_setup_reads_in_korean_with_nothing_overlapping(app, hands):
    app.settings.language = "ko"
    pick = to_the_picker(app, hands, "solo")
    hands.click_node(pick.start_button)
    hands.frames(2)
    setup = app.scene
    hands.click_node(setup.rows[7])
    hands.frames(2)
    assert setup.rows[7].title == "7단계 \u00b7 7점" and "e. 능력: 분노" in setup.rows[7].sub
    assert setup.spent_label.text == "쓴 점수: 7점 중 7점"
    buttons = [n for n in setup.root.ordered() if type(n).__name__ == "Button" and n.visible]
    rects = [b.world_rect() for b in buttons] + [r.world_rect() for r in setup.rows]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_saved_solo_against_the_rulebook_ai_is_named_so_on_the_menu_not_a_hotseat_game(app, hands):
    app.settings.animation_speed = 10.0
    pick = to_the_picker(app, hands, "solo")
    hands.click_node(pick.start_button)
    hands.frames(2)
    hands.click_node(app.scene.rows[2])
    hands.frames(2)
    hands.click_node(app.scene.start_button)
    hands.frames(3)
    assert isinstance(app.scene, TableScene)
    match = Match.load(autosave_path("clash-of-decks"))
    assert match.setup["mode"] == "solo"
    en, ko = saved_game_text("en", "clash-of-decks"), saved_game_text("ko", "clash-of-decks")
    assert "solo against the rulebook AI, level 2" in en and "hotseat" not in en
    assert "규칙서 AI와 1인 게임, 2단계" in ko and "핫시트" not in ko


def test_cd_7_3_the_quick_game_with_a_solo_draft_starts_with_the_draft_screen(app, hands):
    from event_kit import hub_of
    from game.ui.draft_scene import DraftScene
    app.settings.animation_speed = 10.0
    pick = to_the_picker(app, hands, "solo", decks="draft")
    hands.click_node(pick.start_button)
    hands.frames(2)
    assert isinstance(app.scene, SoloSetupScene) and app.scene.level == 0
    hands.click_node(app.scene.start_button)
    hands.frames(3)
    assert isinstance(app.scene, DraftScene)
    ev = hub_of(app).ev
    assert ev.spec.id == "draft-solo" and ev.game_settings["mode"] == "solo" and ev.game_settings["difficulty"] == 0


def test_the_solo_setup_is_used_with_the_keyboard_alone(app, hands):
    import pygame
    pick = to_the_picker(app, hands, "solo")
    hands.click_node(pick.start_button)
    hands.frames(2)
    setup = app.scene
    assert setup.focus_ring.shown and setup.focus_ring.current().name == "level:0"   # seen before any key
    hands.key(pygame.K_DOWN)
    hands.key(pygame.K_DOWN)
    assert setup.focus_ring.current().name == "level:2"
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert setup.level == 2 and setup.rows[2].selected
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is pick                                # back to the decks, nothing lost


def test_at_the_largest_text_the_option_names_keep_clear_of_their_arrows_in_both_languages(make_app, drawn):
    from game.ui.smoke import Hands
    for lang in ("en", "ko"):
        app = make_app(size=(1024, 600), lang=lang, text_size=1.5)
        hands = Hands(app)
        pick = to_the_picker(app, hands, "solo")
        hands.click_node(pick.start_button)
        hands.frames(2)
        setup = app.scene
        hands.click_node(setup.rows[-1])          # at this size the list scrolls: the last row shown
        hands.frames(2)
        assert setup.level == setup.rows[-1].level > 0
        for key in ("per_creature", "base_mana", "ai_starts", "resistance", "ability"):
            name = drawn(setup.root.find(f"row:{key}"))
            arrow = setup.root.find(f"button:less:{key}").world_rect()
            assert name.right <= arrow.left, (lang, key)
            assert drawn(setup.values[key]).right <= setup.root.find(f"button:more:{key}").world_rect().left


def test_a_beginner_deck_is_one_set_of_cards_so_two_players_never_hold_the_same_one(app, hands):
    from game.ui import userdecks
    pick = to_the_picker(app, hands, "versus")
    cards = [c.id for c in pick.cat.cards if c.kind in ("creature", "spell")]
    leader = next(c.id for c in pick.cat.cards if c.leader)
    userdecks.save_user_deck(pick.cat, "mine", "Mine", "내 덱", leader, {c: 1 for c in cards[-8:]})
    app.pop()
    hands.frames(2)
    pick = to_the_picker(app, hands, "versus")
    beginner = {frozenset(d.cards) for d in pick.cat.precons().values()}
    for _ in range(24):                 # both random: two different beginner decks, never a player's own
        decks = [frozenset(d["cards"]) for d in pick.setup()["decks"]]
        assert decks[0] != decks[1] and set(decks) <= beginner
    first = sorted(pick.cat.precons())[0]
    for p in (0, 1):
        hands.click_node(pick.root.find(f"pick:{p}:{first}"))
        hands.frames(1)
    hands.click_node(pick.start_button)
    hands.frames(2)
    assert app.scene is pick
    name = pick.decks[first].name.get("en")
    assert f"Players 1 and 2 chose the same deck, {name}" in pick.toast.text
