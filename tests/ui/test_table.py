"""The table driven like a player would: synthetic mouse and keys on the real scene, headless."""
from __future__ import annotations

import json
import os

import pygame

from game.engine import registry
from game.engine.actions import Choose
from game.engine.match import Match
from game.rulesets.lanes.actions import EndMain, PlayUnit
from game.rulesets.lanes.scenario import position
from game.ui.table.scene import TableScene
from game.ui.table.session import Session, autosave_path


def table_at(app, hands, pos: dict, cards: list | None = None) -> TableScene:
    """A table showing a scenario position (no autosave: the position has no log)."""
    match = Match("lanes", 1, registry.get("lanes").default_setup(1))
    match.state = position(pos, cards)
    scene = TableScene(app, Session(match))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


BASE = {"turn": 3, "turn_player": 1, "phase": "main"}
DECK = ["LT-F01"] * 6


def test_scripted_opening_through_the_ui(app, hands, home):
    from game.ui.smoke import scripted_opening
    pygame.quit()
    out = scripted_opening(ruleset="lanes", seed=11, screenshot=str(home / "shot.png"))
    assert out["ok"] and out["placed"] and out["damage_revealed"] >= 1
    assert os.path.getsize(home / "shot.png") > 10000


def test_dragging_a_unit_to_a_lane_places_it(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F04"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    st = scene.session.state
    card = st.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 2)))
    hands.settle()
    assert scene.session.state.unit_at(0, 2) == card


def test_an_illegal_drop_springs_back_and_names_the_rule(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 2, "hand": ["LT-F14"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    card = scene.session.state.zones["p0.hand"].cards[0]
    before = scene.session.state.state_hash()
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 1)))
    hands.settle()
    assert scene.session.state.state_hash() == before
    assert scene.toast.text.startswith("[6.4.1.1.2]")
    assert scene.session.state.cards[card].zone == "p0.hand"


def test_hovering_an_illegal_destination_shows_the_reason(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 2, "hand": ["LT-F14"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    card = scene.session.state.zones["p0.hand"].cards[0]
    start = hands.card_center(card)
    end = hands.drop_center(("lane", 0, 0))
    hands.post(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)
    hands.frames(2)
    hands.post(pygame.MOUSEMOTION, pos=(int(end[0]), int(end[1])), rel=(5, 5), buttons=(1, 0, 0))
    hands.frames(3)
    assert scene.preview.text.startswith("[6.4.1.1.2]")
    hands.post(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)
    hands.frames(2)


def test_dragging_a_bigger_unit_onto_one_upgrades(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 6, "hand": ["LT-F13"],
                                                 "lane1": "LT-F04", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    st = scene.session.state
    card = st.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 1)))
    hands.settle()
    st = scene.session.state
    assert st.unit_at(0, 1) == card
    assert [st.cards[c].def_id for c in st.zones["p0.trash"].cards] == ["LT-F04"]


def test_dragging_an_item_onto_a_unit_equips_it(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L05", "level": 5, "hand": ["LT-T16"],
                                                 "lane0": "LT-T05", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    item = scene.session.state.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(item), hands.drop_center(("lane", 0, 0)))
    hands.settle()
    assert scene.session.state.items_of(scene.session.state.unit_at(0, 0)) == [item]


def test_attack_by_drag_then_the_defender_blocks_by_clicking_the_highlighted_unit(app, hands):
    scene = table_at(app, hands, {**BASE, "phase": "attack",
                                  "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": DECK}})
    st = scene.session.state
    attacker = st.unit_at(0, 0)
    blocker = st.unit_at(1, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    assert scene.pass_pending  # the defender decides: the screen goes to player 2 first
    hands.pass_screen()
    hands.settle()
    assert scene.viewer == 1 and scene.session.state.decisions[0].kind == "block"
    assert scene.card_nodes[blocker].glow is not None
    hands.click(hands.card_center(blocker))
    hands.settle()
    st = scene.session.state
    assert st.cards[blocker].zone == "p1.trash"  # 8 power against 4


def test_no_block_button_lets_the_hit_through(app, hands):
    scene = table_at(app, hands, {**BASE, "phase": "attack",
                                  "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": ["LT-E01"] * 5}})
    attacker = scene.session.state.unit_at(0, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    hands.pass_screen()
    hands.settle()
    hands.choose_word("none")
    hands.settle()
    assert len(scene.session.state.zones["p1.damage"].cards) == 2  # hit 2, no trigger


def test_attack_button_after_selecting_a_unit(app, hands):
    scene = table_at(app, hands, {**BASE, "phase": "attack",
                                  "p1": {"leader": "LT-L01", "level": 4, "lane2": "LT-F04", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": ["LT-E01"] * 5}})
    unit = scene.session.state.unit_at(0, 2)
    hands.click(hands.card_center(unit))
    assert scene.selected == unit and scene.game_button("attack").enabled
    hands.click_node(scene.game_button("attack"))
    hands.settle()
    assert len(scene.session.state.zones["p1.damage"].cards) == 1


def test_choosing_a_target_by_clicking_a_card(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L03", "level": 6, "hand": ["LT-S18"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "lane0": "LT-E04", "lane1": "LT-E05", "deck": DECK}})
    st = scene.session.state
    skill = st.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(skill), hands.drop_center(("skill", 0)))
    hands.settle()
    st = scene.session.state
    assert st.decisions and st.decisions[0].kind == "target"
    target = st.unit_at(1, 1)
    hands.click(hands.card_center(target))   # Shadow Strike halves it (4 -> 2) ...
    hands.settle()
    assert scene.session.state.decisions[0].kind == "may"
    hands.choose_word("yes")                 # ... and may then trash a unit of power 3 or less: only that one
    hands.settle()
    assert scene.session.state.cards[target].zone == "p1.trash"


def test_discard_down_to_seven_by_clicking_hand_cards(app, hands):
    hand = ["LT-F01", "LT-F02", "LT-F03", "LT-F04", "LT-F05", "LT-F06", "LT-F07", "LT-F08", "LT-F09"]
    scene = table_at(app, hands, {**BASE, "phase": "attack", "p1": {"leader": "LT-L01", "level": 4, "hand": hand,
                                                                    "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    hands.click_node(scene.btn_primary)
    hands.settle()
    st = scene.session.state
    assert st.decisions[0].kind == "discard" and st.decisions[0].min == 2
    for _ in range(2):
        pick = scene.session.state.decisions[0].remaining()[0]
        hands.click(hands.card_center(pick))
        hands.settle()
    assert len(scene.session.state.zones["p0.hand"].cards) == 7


def test_mulligan_buttons_and_the_pass_screen(app, hands):
    scene = TableScene.new_hotseat(app, seed=5, ruleset="lanes")
    app.push(scene)
    hands.frames(3)
    first = scene.session.state.decisions[0].player
    hands.pass_screen()
    hands.settle()
    assert scene.viewer == first
    other_hand = scene.session.state.zones[f"p{1 - first}.hand"].cards
    assert not any(scene.card_nodes[c].face_up for c in other_hand)  # the other hand is never face-up
    hands.choose_word("mulligan")
    hands.settle()
    assert scene.session.state.decisions[0].player == 1 - first
    assert scene.pass_pending and scene.overlay.visible


def test_undo_takes_back_a_placement_but_not_past_a_draw(app, hands):
    scene = TableScene.new_hotseat(app, seed=11, ruleset="lanes")
    app.push(scene)
    s = scene.session
    for _ in range(2):
        s.apply(Choose(s.state.decisions[0].player, "keep"))
    for _ in range(8):  # to a turn where a unit can be placed
        plays = [a for a in s.state.legal_actions() if isinstance(a, PlayUnit)]
        if plays:
            break
        s.apply(EndMain(s.state.turn_player))
        s.apply(s.state.legal_actions()[-1])
        while s.state.decisions:
            s.apply(s.state.legal_actions()[0])
    scene.after_queue()
    hands.pass_screen()
    hands.settle()
    assert not scene.btn_undo.enabled and scene.btn_undo.why_disabled  # the turn began with a draw or a shuffle
    before = s.state.state_hash()
    play = plays[0]
    hands.drag(hands.card_center(play.card), hands.drop_center(("lane", play.player, play.lane)))
    hands.settle()
    assert scene.session.state.unit_at(play.player, play.lane) == play.card
    assert scene.btn_undo.enabled
    hands.click_node(scene.btn_undo)
    hands.settle()
    assert scene.session.state.state_hash() == before


def test_autosave_after_every_action_and_resume(app, hands):
    scene = TableScene.new_hotseat(app, seed=8, ruleset="lanes")
    app.push(scene)
    hands.pass_screen()
    hands.settle()
    hands.choose_word("keep")
    hands.settle()
    with open(autosave_path("lanes"), encoding="utf-8") as fh:
        saved = json.load(fh)
    assert saved["log"] == ["choose player=%d option=keep" % (1 - scene.session.state.decisions[0].player)]
    resumed = TableScene.resume(app, "lanes")
    assert not isinstance(resumed, str)
    assert resumed.session.state.state_hash() == scene.session.state.state_hash()


def test_a_corrupt_autosave_gives_a_message_not_a_crash(app, hands, home):
    with open(autosave_path("lanes"), "w", encoding="utf-8") as fh:
        fh.write("{ not json")
    assert isinstance(TableScene.resume(app, "lanes"), str)


def test_main_menu_hotseat_picks_decks_then_opens_the_table(app, hands):
    from game.ui.deckpick import DeckPickScene
    from game.ui.menu import GameMenuScene, MainMenu
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:lanes"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:hotseat"))
    hands.frames(3)
    assert isinstance(app.scene, DeckPickScene)
    hands.click_node(app.scene.start_button)
    hands.frames(3)
    assert isinstance(app.scene, TableScene)
    hands.key(pygame.K_ESCAPE)   # the table asks first, saying the game is saved ...
    assert isinstance(app.scene, TableScene) and app.scene.dialog.visible
    hands.key(pygame.K_LEFT)     # ... Stay first, Leave one arrow away
    hands.key(pygame.K_RETURN)   # ... Leave: back to the menu, which now offers to resume
    hands.frames(3)
    assert isinstance(app.scene, GameMenuScene) and app.scene.root.find("button:resume") is not None


def test_the_menu_speaks_the_language_chosen_in_settings(app, hands):
    from game.ui.menu import GameMenuScene, MainMenu
    app.push(MainMenu(app))
    app.push(GameMenuScene(app, "lanes"))
    hands.frames(2)
    app.settings.language = "ko"
    from game.ui.settings_scene import SettingsScene
    app.push(SettingsScene(app))
    hands.frames(2)
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene.root.find("button:hotseat").label == "핫시트 대전"


def _unit(cid: str, abilities: list, power: int = 3, cost: int = 1) -> dict:
    return {"id": cid, "name": {"en": cid, "ko": cid}, "type": "unit", "attribute": "fire", "cost": cost,
            "power": power, "hit": 1, "ability": abilities}


def test_use_ability_button_activates_a_units_active(app, hands):
    sprite = _unit("UT-ACT", [{"keyword": "active", "effect": [{"do": "power", "n": 2, "target": "self"}]}])
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "lane0": "UT-ACT", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}}, [sprite])
    unit = scene.session.state.unit_at(0, 0)
    hands.click(hands.card_center(unit))
    assert scene.game_button("activate").enabled
    hands.click_node(scene.game_button("activate"))
    hands.settle()
    from game.rulesets.lanes.statics import power
    assert power(scene.session.state, unit) == 5


def test_ordering_two_simultaneous_effects_with_the_prompt_buttons(app, hands):
    twin = _unit("UT-TWIN", [{"keyword": "entry", "effect": [{"do": "draw", "n": 1}]},
                             {"keyword": "entry", "effect": [{"do": "power", "n": 1, "target": "self"}]}])
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-TWIN"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}}, [twin])
    card = scene.session.state.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 0)))
    hands.settle()
    d = scene.session.state.decisions[0]
    assert d.kind == "order"
    hands.choose_word(str(d.options[1]))   # the power boost first, then the draw
    hands.settle()
    st = scene.session.state
    assert not st.decisions and len(st.zones["p0.hand"].cards) == 1


def test_guardian_steps_in_after_answering_its_prompt_and_paying(app, hands):
    warden = _unit("UT-WARD", [{"keyword": "guardian", "barrier": 1}], power=9)
    scene = table_at(app, hands, {**BASE, "phase": "attack",
                                  "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F04", "deck": DECK},
                                  "p2": {"leader": "LT-L02", "lane1": "UT-WARD", "hand": ["LT-E01", "LT-E02"],
                                         "deck": DECK}}, [warden])
    attacker = scene.session.state.unit_at(0, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    hands.pass_screen()
    hands.settle()
    assert scene.session.state.decisions[0].rule == "10.2.6.3.2"
    hands.choose_word("yes")
    hands.settle()
    pay = scene.session.state.decisions[0].remaining()[0]
    hands.click(hands.card_center(pay))   # barrier[1]: one card from hand
    hands.settle()
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    assert st.cards[attacker].zone == "p0.trash"   # 4 power into the 9-power guardian
    assert len(st.zones["p1.hand"].cards) == 1


def test_searching_the_deck_picks_from_the_cards_laid_out_face_up(app, hands):
    scout = _unit("UT-SCOUT", [{"keyword": "entry", "effect": [{"do": "search", "n": 1, "filter": {"type": "item"}}]}])
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-SCOUT"],
                                                 "deck": ["LT-F01", "LT-F16", "LT-F02", "LT-F17"]},
                                  "p2": {"leader": "LT-L02", "deck": DECK}}, [scout])
    card = scene.session.state.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 0)))
    hands.settle()
    assert scene.browser.visible and scene.browser.pick
    assert sorted(scene.session.state.cards[c].def_id for c in scene.browser.cards) == ["LT-F16", "LT-F17"]
    hands.click(scene.browser.card_rect(0).center)
    hands.settle()
    st = scene.session.state
    assert [st.cards[c].def_id for c in st.zones["p0.hand"].cards] == [st.cards[scene.browser.cards[0]].def_id]
    assert not scene.browser.visible


def test_clicking_the_trash_lays_it_out(app, hands):
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "trash": ["LT-F01", "LT-F02"],
                                                 "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}})
    sp = scene.card_nodes[scene.session.state.zones["p0.trash"].cards[-1]].world_rect().center
    hands.click(sp)
    assert scene.browser.visible and len(scene.browser.cards) == 2
    hands.key(pygame.K_ESCAPE)
    assert not scene.browser.visible


def test_draw_up_to_asks_for_a_number(app, hands):
    ponder = {"id": "UT-PONDER", "name": {"en": "Ponder", "ko": "숙고"}, "type": "skill", "attribute": "wave",
              "cost": 1, "ability": [{"keyword": "skill", "effect": [{"do": "draw", "n": 2, "upto": True}]}]}
    scene = table_at(app, hands, {**BASE, "p1": {"leader": "LT-L04", "level": 4, "hand": ["UT-PONDER"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": DECK}}, [ponder])
    card = scene.session.state.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("skill", 0)))
    hands.settle()
    assert scene.session.state.decisions[0].kind == "number"
    hands.choose_word("1")
    hands.settle()
    assert len(scene.session.state.zones["p0.hand"].cards) == 1


def test_conceding_asks_twice_then_the_game_over_screen_offers_replay_and_rematch(app, hands, home):
    scene = TableScene.new_hotseat(app, seed=3, ruleset="lanes")
    app.push(scene)
    hands.pass_screen()
    hands.settle()
    hands.click_node(scene.btn_concede)
    assert scene.session.state.result is None  # one press only arms it
    hands.click_node(scene.btn_concede)
    hands.settle()
    res = scene.session.state.result
    assert res is not None and res.rule == "1.2.4"
    assert scene.overlay.visible and str(res.winners[0] + 1) in scene.overlay.subtitle
    assert not os.path.exists(autosave_path("lanes"))  # nothing left to resume
    hands.click_node(app.scene.root.find("button:save_replay"))
    saved = os.listdir(home / "replays")
    assert len(saved) == 1
    replay = Match.load(str(home / "replays" / saved[0]))
    assert replay.state.result is not None
    hands.click_node(app.scene.root.find("button:rematch"))
    hands.frames(3)
    assert app.scene is not scene and app.scene.session.state.result is None


def test_solo_game_the_program_answers_in_its_seat_and_resume_keeps_it(app, hands):
    from game.engine import registry as reg
    setup = reg.get("lanes").default_setup(2)
    scene = TableScene.new_solo(app, setup, "easy", ai_seat=1, seed=2, ruleset="lanes")
    app.push(scene)
    s = scene.session
    for _ in range(400):   # let it play: the human keeps, ends phases; the program does the rest
        st = s.state
        if st.result is not None or st.turn >= 3:
            break
        if scene.animating() or scene.ai_move is not None or any(seat.busy() for seat in scene.ai_seats.values()):
            hands.frames(3)
            continue
        if scene.acting() == 0:
            mine = [a for a in st.legal_actions() if a.player == 0]
            keep = [a for a in mine if getattr(a, "option", None) == "keep"]
            scene.submit(keep[0] if keep else mine[-1])
        hands.frames(2)
    assert not scene.pass_pending          # one human: never a pass screen
    assert any(a.player == 1 for a in s.match.log)  # the program did act
    assert scene.viewer == 0
    hands.settle()
    hands.click_node(scene.btn_why)      # the player asks why: the program's reasons go to the log
    said = [line for line in scene.log.lines if line.startswith("AI: ")]
    assert said and ":" in said[-1][4:]
    resumed = TableScene.resume(app, "lanes")
    assert not isinstance(resumed, str) and set(resumed.ai_seats) == {1}


def test_menu_solo_picks_decks_then_the_level_then_plays_against_the_program(app, hands):
    from game.ui.deckpick import DeckPickScene
    from game.ui.menu import GameMenuScene, MainMenu
    from game.ui.solo import LevelPickScene
    app.push(MainMenu(app))
    app.push(GameMenuScene(app, "lanes"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:solo"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene)
    hands.click_node(app.scene.start_button)
    hands.frames(2)
    assert isinstance(app.scene, LevelPickScene)
    hands.click_node(app.scene.root.find("button:level:normal"))
    hands.frames(2)
    assert isinstance(app.scene, TableScene) and set(app.scene.ai_seats) == {1}
    assert app.scene.session.match.setup["seats"] == {"1": "normal"}
