"""The table played from the keyboard alone, as a player would: synthetic keys on the real scene,
headless. The shared focus ring walks groups (Tab) and moves within one (arrows); Enter picks a
card up, the arrows walk where it may go (a refused place says its rule), Enter puts it down, Esc
puts it back; letters press the buttons; every kind of decision is answered; Esc asks before leaving."""
from __future__ import annotations

import os

import pygame

from game.engine import registry
from game.engine.match import Match
from game.rulesets.lanes.scenario import position
from game.ui.menu import MainMenu
from game.ui.palette import HILITE
from game.ui.lesson import PositionSession
from game.rulesets.lanes import table_layout as L
from game.ui.table.keys import DestNode
from game.ui.table.scene import TableScene
from game.ui.table.session import Session, autosave_path

BASE = {"turn": 3, "turn_player": 1, "phase": "main"}
DECK = ["LT-F01"] * 6


def table(app, hands, pos: dict, cards: list | None = None, *, undo: bool = False) -> TableScene:
    """A table on a scenario position (``undo``: one whose undo replays from it)."""
    if undo:
        session: Session = PositionSession(lambda: position(pos, cards))
    else:
        match = Match("lanes", 1, registry.get("lanes").default_setup(1))
        match.state = position(pos, cards)
        session = Session(match)
    scene = TableScene(app, session)
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def _unit(cid: str, abilities: list, power: int = 3, cost: int = 1) -> dict:
    return {"id": cid, "name": {"en": cid, "ko": cid}, "type": "unit", "attribute": "fire", "cost": cost,
            "power": power, "hit": 1, "ability": abilities}


def press(hands, *keys: int, mod: int = 0) -> None:
    for k in keys:
        hands.key(k, mod)
    hands.settle()


def tab_to(scene: TableScene, hands, group: str) -> None:
    ring = scene.focus_ring
    if not ring.shown:
        hands.key(pygame.K_TAB)          # the first key shows the ring where it is
    for _ in range(8):
        if ring.group() == group:
            return
        hands.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {group!r}: {[k for k, _m in ring.live_groups()]}")


def arrow_to(scene: TableScene, hands, name: str) -> None:
    """The arrows (only) until the ring is on ``name``, within the group it is in."""
    ring = scene.focus_ring
    for key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
        for _ in range(12):
            if ring.name == name:
                return
            before = ring.name
            hands.key(key)
            if ring.name == before:
                break
    assert ring.name == name, (ring.name, name)


def test_tab_reaches_the_hand_and_the_ring_shows_on_the_card(app, hands):
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F01", "LT-F04", "LT-F02"],
                                              "deck": DECK}, "p2": {"leader": "LT-L02", "deck": DECK}})
    ring = scene.focus_ring
    assert not ring.shown
    hands.key(pygame.K_TAB)
    hand = scene.session.state.zones["p0.hand"].cards
    assert ring.shown and ring.group() == "hand"
    hands.key(pygame.K_RIGHT)
    hands.frames(30)
    focused = int(ring.name.split(":")[1])
    assert focused in hand
    node = scene.card_nodes[focused]
    resting = L.hand_spot(0, 0, hand.index(focused), len(hand))
    assert scene.spots[focused].y < resting.y            # the card with the ring rises out of the fan
    r = ring._rect(node).inflate(int(10 * scene.root.scale), int(10 * scene.root.scale))
    assert tuple(app.screen.get_at((r.centerx, r.top + 1)))[:3] == HILITE   # the ring is drawn around it
    hands.key(pygame.K_TAB)                              # the next group: this player's field (the leader)
    assert ring.group() == "mine"
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)           # and back, to the card it was on
    assert ring.name == f"card:{focused}"


def test_enter_picks_a_card_up_the_arrows_walk_lanes_and_enter_places_it(app, hands):
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F04"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}})
    card = scene.session.state.zones["p0.hand"].cards[0]
    tab_to(scene, hands, "hand")
    hands.key(pygame.K_RETURN)
    ring = scene.focus_ring
    assert scene.hold.visible and isinstance(ring.current(), DestNode)
    assert ring.current().dest == ("lane", 0, 0) and scene.drops.hovered == ("lane", 0, 0)
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RIGHT)
    assert ring.current().dest == ("lane", 0, 2)
    press(hands, pygame.K_RETURN)
    st = scene.session.state
    assert st.unit_at(0, 2) == card and not scene.hold.visible and scene.drag is None


def test_a_refused_place_says_its_rule_the_card_stays_held_and_esc_puts_it_back(app, hands):
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 2, "hand": ["LT-F14"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}})
    card = scene.session.state.zones["p0.hand"].cards[0]
    before = scene.session.state.state_hash()
    tab_to(scene, hands, "hand")
    hands.key(pygame.K_RETURN)
    assert scene.hold.visible
    assert scene.preview.text.startswith("[6.4.1.1.2]") and scene.preview.mark == "bad"   # as a drag shows it
    hands.key(pygame.K_RIGHT)
    assert scene.preview.text.startswith("[6.4.1.1.2]")
    hands.key(pygame.K_RETURN)                         # Enter on a refused place: said, nothing happens
    assert scene.toast.text.startswith("[6.4.1.1.2]") and scene.hold.visible
    assert scene.session.state.state_hash() == before
    hands.key(pygame.K_ESCAPE)                         # Esc puts it back; the ring is on it again
    hands.settle()
    assert not scene.hold.visible and scene.drag is None and scene.preview.text == ""
    assert scene.focus_ring.name == f"card:{card}" and scene.session.state.cards[card].zone == "p0.hand"
    assert app.scene is scene


def test_a_skill_its_target_and_its_may_by_keyboard(app, hands):
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L03", "level": 6, "hand": ["LT-S18"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "lane0": "LT-E04", "lane1": "LT-E05", "deck": DECK}})
    tab_to(scene, hands, "hand")
    hands.key(pygame.K_RETURN)                         # up ...
    assert scene.focus_ring.current().dest == ("skill", 0)
    press(hands, pygame.K_RETURN)                      # ... into the skill zone
    st = scene.session.state
    assert st.decisions[0].kind == "target"
    ring = scene.focus_ring
    assert ring.group() == "options"                   # the ring went to the choices by itself
    assert "Tab" in " ".join(lb.text for lb in scene.prompt.children if hasattr(lb, "text"))   # the prompt says the keys
    target = st.unit_at(1, 1)
    arrow_to(scene, hands, f"card:{target}")
    press(hands, pygame.K_RETURN)                      # Shadow Strike halves it (4 -> 2) ...
    assert scene.session.state.decisions[0].kind == "may"
    assert ring.group() == "options"
    arrow_to(scene, hands, "button:choose:yes")
    press(hands, pygame.K_RETURN)                      # ... and may trash a unit of power 3 or less
    assert scene.session.state.cards[target].zone == "p1.trash"


def test_attack_key_shows_the_forecast_enter_attacks_and_the_defender_blocks_by_keyboard(app, hands):
    scene = table(app, hands, {**BASE, "phase": "attack",
                               "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "deck": DECK},
                               "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": DECK}})
    st = scene.session.state
    attacker, blocker = st.unit_at(0, 0), st.unit_at(1, 0)
    tab_to(scene, hands, "mine")
    arrow_to(scene, hands, f"card:{attacker}")
    hands.key(pygame.K_a)
    assert scene.hold.visible and scene.focus_ring.current().dest == ("attack", 1, 0)
    assert "If blocked" in scene.preview.text          # the engine's forecast, as a drag shows it
    press(hands, pygame.K_RETURN)
    assert scene.pass_pending and "Enter" in scene.overlay.subtitle   # the curtain says its key
    press(hands, pygame.K_RETURN)                      # player 2 at the screen
    assert scene.viewer == 1 and scene.session.state.decisions[0].kind == "block"
    ring = scene.focus_ring
    assert ring.shown and ring.group() == "options"
    assert scene.card_nodes[blocker].glow == "option"
    arrow_to(scene, hands, f"card:{blocker}")
    press(hands, pygame.K_RETURN)
    assert scene.session.state.cards[blocker].zone == "p1.trash"   # 8 power against 4


def test_no_block_is_a_word_the_arrows_reach(app, hands):
    scene = table(app, hands, {**BASE, "phase": "attack",
                               "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "deck": DECK},
                               "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": ["LT-E01"] * 5}})
    tab_to(scene, hands, "mine")
    arrow_to(scene, hands, f"card:{scene.session.state.unit_at(0, 0)}")
    press(hands, pygame.K_a, pygame.K_RETURN)
    press(hands, pygame.K_RETURN)                      # the curtain
    arrow_to(scene, hands, "button:choose:none")
    press(hands, pygame.K_RETURN)
    assert len(scene.session.state.zones["p1.damage"].cards) == 2


def test_mulligan_discard_order_number_and_search_by_keyboard(app, hands):
    # mulligan: a new hotseat game
    scene = TableScene.new_hotseat(app, seed=5, ruleset="lanes")
    app.push(scene)
    hands.frames(3)
    first = scene.session.state.decisions[0].player
    press(hands, pygame.K_RETURN)                      # the curtain lifts, the ring is on the choices
    assert scene.viewer == first and scene.focus_ring.group() == "options"
    arrow_to(scene, hands, "button:choose:mulligan")
    press(hands, pygame.K_RETURN)
    assert scene.session.state.decisions[0].player == 1 - first and scene.pass_pending
    app.pop()
    # discard down to seven: E ends the turn, Enter twice trashes two cards
    hand = ["LT-F01", "LT-F02", "LT-F03", "LT-F04", "LT-F05", "LT-F06", "LT-F07", "LT-F08", "LT-F09"]
    scene = table(app, hands, {**BASE, "phase": "attack", "p1": {"leader": "LT-L01", "level": 4, "hand": hand,
                                                                 "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}})
    press(hands, pygame.K_e)
    assert scene.session.state.decisions[0].kind == "discard"
    assert scene.focus_ring.group() == "options"
    press(hands, pygame.K_RETURN)                      # the first key shows the ring ...
    press(hands, pygame.K_RETURN, pygame.K_RETURN)     # ... then two cards go
    assert len(scene.session.state.zones["p0.hand"].cards) == 7
    app.pop()
    # the order of two effects: the words in the prompt
    twin = _unit("UT-TWIN", [{"keyword": "entry", "effect": [{"do": "draw", "n": 1}]},
                             {"keyword": "entry", "effect": [{"do": "power", "n": 1, "target": "self"}]}])
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-TWIN"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}}, [twin])
    tab_to(scene, hands, "hand")
    press(hands, pygame.K_RETURN, pygame.K_RETURN)
    d = scene.session.state.decisions[0]
    assert d.kind == "order" and scene.focus_ring.group() == "options"
    arrow_to(scene, hands, f"button:choose:{d.options[1]}")
    press(hands, pygame.K_RETURN)
    st = scene.session.state
    assert not st.decisions and len(st.zones["p0.hand"].cards) == 1
    app.pop()
    # draw up to two: a number
    ponder = {"id": "UT-PONDER", "name": {"en": "Ponder", "ko": "숙고"}, "type": "skill", "attribute": "wave",
              "cost": 1, "ability": [{"keyword": "skill", "effect": [{"do": "draw", "n": 2, "upto": True}]}]}
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L04", "level": 4, "hand": ["UT-PONDER"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}}, [ponder])
    tab_to(scene, hands, "hand")
    press(hands, pygame.K_RETURN, pygame.K_RETURN)
    assert scene.session.state.decisions[0].kind == "number"
    arrow_to(scene, hands, "button:choose:1")
    press(hands, pygame.K_RETURN)
    assert len(scene.session.state.zones["p0.hand"].cards) == 1
    app.pop()
    # search: the cards laid out face up are the choices
    scout = _unit("UT-SCOUT", [{"keyword": "entry", "effect": [{"do": "search", "n": 1, "filter": {"type": "item"}}]}])
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-SCOUT"],
                                              "deck": ["LT-F01", "LT-F16", "LT-F02", "LT-F17"]},
                               "p2": {"leader": "LT-L02", "deck": DECK}}, [scout])
    tab_to(scene, hands, "hand")
    press(hands, pygame.K_RETURN, pygame.K_RETURN)
    assert scene.browser.visible and scene.browser.pick and scene.focus_ring.group() == "options"
    hands.key(pygame.K_RIGHT)
    chosen = int(scene.focus_ring.name.split(":")[1])
    assert chosen in scene.browser.cards
    hands.key(pygame.K_i)                              # read it before choosing
    assert scene.large.iid == chosen
    press(hands, pygame.K_RETURN)
    assert scene.session.state.cards[chosen].zone == "p0.hand" and not scene.browser.visible


def test_the_letter_keys_press_the_buttons(app, hands):
    sprite = _unit("UT-ACT", [{"keyword": "active", "effect": [{"do": "power", "n": 2, "target": "self"}]}])
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F01"], "lane0": "UT-ACT",
                                              "trash": ["LT-F02", "LT-F03"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "trash": ["LT-E01"], "deck": DECK}}, [sprite], undo=True)
    assert "(E)" in scene.btn_primary.label and "(Z)" in scene.btn_undo.label   # the buttons say their keys
    st = scene.session.state
    unit = st.unit_at(0, 0)
    tab_to(scene, hands, "mine")
    arrow_to(scene, hands, f"card:{unit}")
    press(hands, pygame.K_u)                           # U: the active ability of the card with the ring
    from game.rulesets.lanes.statics import power
    assert power(scene.session.state, unit) == 5
    press(hands, pygame.K_z)                           # Z: undo
    assert power(scene.session.state, unit) == 3
    shown = scene.log.visible
    press(hands, pygame.K_l)                           # L: the log
    assert scene.log.visible != shown
    press(hands, pygame.K_t)                           # T: your trash, laid out; it holds the ring
    assert scene.browser.visible and scene.browser.owner == 0
    ring = scene.focus_ring
    assert ring.name.startswith("laid:")
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_i)                              # I reads the card with the ring
    assert scene.large.iid == int(ring.name.split(":")[1])
    hands.key(pygame.K_ESCAPE)                         # Esc closes the large view first ...
    assert scene.large.iid is None and scene.browser.visible
    press(hands, pygame.K_t)                           # ... T again: the opponent's trash ...
    assert scene.browser.owner == 1
    press(hands, pygame.K_t)                           # ... and again: closed
    assert not scene.browser.visible
    press(hands, pygame.K_k)                           # K: every key, listed
    assert scene.keys_card.visible
    press(hands, pygame.K_ESCAPE)
    assert not scene.keys_card.visible and app.scene is scene
    press(hands, pygame.K_e)                           # E: to the attack phase
    assert scene.session.state.phase.value == "attack"
    press(hands, pygame.K_c)                           # C twice concedes (1.2.4)
    assert scene.session.state.result is None
    press(hands, pygame.K_c)
    assert scene.session.state.result is not None and scene.session.state.result.rule == "1.2.4"


def test_the_large_view_follows_the_ring_and_esc_closes_it(app, hands):
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F01", "LT-F14"],
                                              "deck": DECK},
                               "p2": {"leader": "LT-L02", "lane1": "LT-E04", "deck": DECK}})
    tab_to(scene, hands, "hand")
    ring = scene.focus_ring
    hands.key(pygame.K_i)
    first = int(ring.name.split(":")[1])
    assert scene.large.iid == first
    hands.key(pygame.K_RIGHT)
    hands.frames(2)
    assert scene.large.iid == int(ring.name.split(":")[1]) != first
    hands.key(pygame.K_TAB)
    hands.key(pygame.K_TAB)                            # the opponent's field: its cards are read too
    hands.frames(2)
    assert ring.group() == "theirs" and scene.large.iid == int(ring.name.split(":")[1])
    hands.key(pygame.K_ESCAPE)
    assert scene.large.iid is None and app.scene is scene


def test_esc_asks_before_leaving_a_saved_game_and_a_second_esc_stays(app, hands):
    app.push(MainMenu(app))
    hands.frames(2)
    scene = TableScene.new_hotseat(app, seed=3, ruleset="lanes")
    app.push(scene)
    hands.frames(3)
    hands.key(pygame.K_ESCAPE)                         # even from the curtain it asks
    assert scene.dialog.visible and app.scene is scene
    assert scene.focus_ring.shown and scene.focus_ring.name == "button:stay"   # the answer starts on Stay
    hands.key(pygame.K_ESCAPE)                         # a second Esc: stay
    assert not scene.dialog.visible and app.scene is scene and scene.pass_pending
    press(hands, pygame.K_RETURN)                      # at the table now
    hands.key(pygame.K_ESCAPE)
    assert scene.dialog.visible
    said = " ".join(getattr(n, "text", "") for n in scene.dialog.walk())
    assert "saved" in said and "Resume" in said        # it says the game is kept
    for _ in range(2):                                 # however many presses: asked, stayed, asked, stayed
        hands.key(pygame.K_ESCAPE)
        assert not scene.dialog.visible and app.scene is scene and app.running
        hands.key(pygame.K_ESCAPE)
        assert scene.dialog.visible and app.scene is scene
    hands.key(pygame.K_ESCAPE)
    hands.click_node(scene.btn_menu)                   # the Menu button asks too
    assert scene.dialog.visible
    press(hands, pygame.K_RETURN)                      # Enter at once answers Stay
    assert not scene.dialog.visible and app.scene is scene
    hands.click_node(scene.btn_menu)
    press(hands, pygame.K_LEFT)                        # Leave is one arrow away
    assert scene.focus_ring.name == "button:leave"
    press(hands, pygame.K_RETURN)                      # Leave
    assert isinstance(app.scene, MainMenu) and app.running and os.path.exists(autosave_path("lanes"))
    hands.key(pygame.K_ESCAPE)                         # the menu asks before quitting ...
    hands.key(pygame.K_ESCAPE)                         # ... and Esc there stays
    assert isinstance(app.scene, MainMenu) and app.running


def test_a_hotseat_game_played_by_keyboard_alone(app, hands):
    """Mulligans, units placed, attacks declared and answered, turns ended, a concession, a rematch:
    nothing but keys."""
    scene = TableScene.new_hotseat(app, seed=11, ruleset="lanes")
    app.push(scene)
    hands.frames(3)
    ring = scene.focus_ring
    placed = attacked = 0
    for _ in range(120):
        st = scene.session.state
        if st.result is not None or st.turn >= 7:
            break
        if scene.pass_pending:
            press(hands, pygame.K_RETURN)
            continue
        if not ring.shown:
            hands.key(pygame.K_TAB)
        d = st.decisions[0] if st.decisions else None
        if d is not None:
            assert ring.group() == "options", (d.kind, ring.group())
            if d.kind == "mulligan":
                arrow_to(scene, hands, "button:choose:keep")
            press(hands, pygame.K_RETURN)
            continue
        me = st.turn_player
        if st.phase.value == "main":
            from game.rulesets.lanes.actions import PlayUnit
            plays = [a for a in st.legal_actions() if isinstance(a, PlayUnit)]
            if plays and placed < 4:
                play = plays[0]
                tab_to(scene, hands, "hand")
                arrow_to(scene, hands, f"card:{play.card}")
                hands.key(pygame.K_RETURN)
                arrow_to(scene, hands, f"dest:lane:{me}:{play.lane}")
                press(hands, pygame.K_RETURN)
                placed += scene.session.state.unit_at(me, play.lane) == play.card
                continue
            press(hands, pygame.K_e)
            continue
        if st.phase.value == "attack":
            from game.rulesets.lanes.actions import Attack
            attacks = [a for a in st.legal_actions() if isinstance(a, Attack)]
            if attacks:
                unit = st.unit_at(me, attacks[0].lane)
                tab_to(scene, hands, "mine")
                arrow_to(scene, hands, f"card:{unit}")
                press(hands, pygame.K_a, pygame.K_RETURN)
                attacked += 1
                continue
            press(hands, pygame.K_e)
            continue
        hands.settle()
    assert placed >= 2 and attacked >= 1, (placed, attacked)
    if scene.pass_pending:
        press(hands, pygame.K_RETURN)
    press(hands, pygame.K_c, pygame.K_c)               # concede, by keys
    assert scene.session.state.result is not None and scene.overlay.visible
    assert ring.group() == "over" and ring.name == "button:rematch"
    hands.key(pygame.K_TAB)
    assert ring.name == "button:save_replay"
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    press(hands, pygame.K_RETURN)
    assert app.scene is not scene and app.scene.session.state.result is None


def test_z_on_the_curtain_takes_the_move_back_before_the_other_player_looks(app, hands):
    ax = _unit("UT-AX", [], power=5)
    blk = _unit("UT-BLK", [], power=2)
    scene = table(app, hands, {**BASE, "phase": "attack",
                               "p1": {"leader": "LT-L01", "level": 4, "lane0": "UT-AX", "deck": DECK},
                               "p2": {"leader": "LT-L02", "lane0": "UT-BLK", "deck": DECK}}, [ax, blk], undo=True)
    before = scene.session.state.state_hash()
    attacker = scene.session.state.unit_at(0, 0)
    tab_to(scene, hands, "mine")
    arrow_to(scene, hands, f"card:{attacker}")
    press(hands, pygame.K_a, pygame.K_RETURN)
    assert scene.pass_pending and scene.btn_take_back.visible
    assert "Z" in scene.overlay.note and "(Z)" in scene.btn_take_back.label     # the curtain says the key
    press(hands, pygame.K_z)
    assert scene.session.state.state_hash() == before and not scene.pass_pending and scene.viewer == 0
