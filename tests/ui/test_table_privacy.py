"""Hotseat keeps secrets: what the screen shows comes from the viewer's view; the pass screen hides
everything; undo takes back only one's own move, and only while the other player has seen nothing new."""
from __future__ import annotations

import contextlib
from typing import Iterator

import pygame

from game.engine.actions import Choose
from game.rulesets.lanes import table_faces
from game.ui import fonts
from game.ui.table.scene import TableScene

from test_table import BASE, DECK, table_at
from game.rulesets.lanes.scenario import position
from game.ui.lesson import PositionSession


def hotseat_at(app, hands, pos: dict, cards: list) -> TableScene:
    """A hotseat table on a scenario position whose undo replays from that position."""
    scene = TableScene(app, PositionSession(lambda: position(pos, cards)))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


@contextlib.contextmanager
def screen_words(app) -> Iterator[list[str]]:
    """Every string the frames drawn meanwhile put on screen (labels, wrapped text, card faces by name)."""
    seen: list[str] = []
    text, wrap, face = fonts.text, fonts.wrap, table_faces.card_face

    def rec_text(s, *a, **k):
        seen.append(s)
        return text(s, *a, **k)

    def rec_wrap(s, *a, **k):
        seen.append(s)
        return wrap(s, *a, **k)

    def rec_face(card, *a, **k):
        seen.append(card.name.en)
        seen.append(card.name.ko)
        return face(card, *a, **k)

    fonts.text, fonts.wrap, table_faces.card_face = rec_text, rec_wrap, rec_face
    try:
        yield seen
    finally:
        fonts.text, fonts.wrap, table_faces.card_face = text, wrap, face


def secret_names(scene: TableScene, player: int) -> set[str]:
    """Names of the cards in ``player``'s hand that no card the other player may see shares."""
    st = scene.session.state
    other = 1 - player
    visible = {st.cdef(c.iid).name.en for c in st.cards if st.card_visible_to(c.iid, other)}
    return {st.cdef(c).name.en for c in st.zones[f"p{player}.hand"].cards} - visible


def _unit(cid: str, power: int = 3) -> dict:
    return {"id": cid, "name": {"en": cid, "ko": cid}, "type": "unit", "attribute": "fire", "cost": 1,
            "power": power, "hit": 1, "ability": []}


ATTACK = {**BASE, "turn_player": 1, "phase": "attack",
          "p1": {"leader": "LT-L01", "level": 4, "lane0": "UT-AX", "hand": ["LT-F03", "LT-F05"], "deck": DECK},
          "p2": {"leader": "LT-L02", "lane0": "UT-BLK", "hand": ["LT-E02", "LT-F14"], "deck": DECK}}
UNITS = [_unit("UT-AX", 5), _unit("UT-BLK", 2)]


def test_after_a_mulligan_the_other_player_reads_and_sees_no_card_of_the_new_hand(app, hands):
    scene = TableScene.new_hotseat(app, seed=5, ruleset="lanes")
    app.push(scene)
    hands.pass_screen()
    hands.settle()
    first = scene.viewer
    hands.choose_word("mulligan")
    hands.settle()
    hidden = secret_names(scene, first)
    assert hidden
    with screen_words(app) as words:
        hands.pass_screen()
        hands.settle()
        hands.click_node(scene.btn_log)      # the log closed and open again: every line drawn
        hands.click_node(scene.btn_log)
        hands.frames(3)
    assert scene.viewer == 1 - first
    drawn = " ".join(words)
    assert not [n for n in hidden if n in drawn], "the other player's new hand is on screen"
    assert not [n for n in hidden if any(n in line for line in scene.log.lines)]
    assert any("mulligan" in line for line in scene.log.lines)
    # and the owner reads the names of the cards drawn when the screen comes back
    hands.choose_word("keep")
    hands.settle()
    hands.pass_screen()
    hands.settle()
    assert scene.viewer == first
    assert any(n in line for n in hidden for line in scene.log.lines)


def test_the_pass_screen_is_opaque(app, hands):
    scene = TableScene.new_hotseat(app, seed=5, ruleset="lanes")
    app.push(scene)
    hands.pass_screen()
    hands.settle()
    hand = scene.session.state.zones[f"p{scene.viewer}.hand"].cards
    centres = [tuple(int(v) for v in hands.card_center(c)) for c in hand]
    hands.choose_word("keep")
    hands.settle()
    assert scene.pass_pending
    hands.frames(2)
    button = scene.btn_take_back.world_rect() if scene.btn_take_back.visible else pygame.Rect(0, 0, 0, 0)
    points = [(x, y) for cx, cy in centres for x, y in ((cx - 30, cy), (cx, cy - 50), (cx + 30, cy + 40))]
    for pos in points:   # where the hand was, only the curtain's colour (or its own button)
        if not button.collidepoint(pos):
            assert tuple(app.screen.get_at(pos))[:3] == (6, 8, 12)


def test_a_new_game_and_a_resumed_game_begin_behind_the_curtain(app, hands):
    scene = TableScene.new_hotseat(app, seed=8, ruleset="lanes")
    app.push(scene)
    hands.frames(3)
    assert scene.pass_pending and scene.overlay.visible and scene.overlay.opaque
    st = scene.session.state
    names = {st.cdef(c).name.en for p in (0, 1) for c in st.zones[f"p{p}.hand"].cards}
    with screen_words(app) as words:
        hands.frames(3)
    assert not names & set(words)
    hands.pass_screen()
    hands.settle()
    hands.choose_word("keep")
    hands.settle()
    resumed = TableScene.resume(app, "lanes")
    assert not isinstance(resumed, str)
    app.push(resumed)
    hands.frames(3)
    assert resumed.pass_pending and resumed.overlay.visible
    with screen_words(app) as words:
        hands.frames(3)
    assert not names & set(words)
    hands.pass_screen()
    hands.settle()
    assert not resumed.pass_pending and resumed.viewer == resumed.acting()


def test_the_defender_cannot_take_back_the_attack_and_the_table_goes_on(app, hands):
    scene = hotseat_at(app, hands, ATTACK, UNITS)
    attacker = scene.session.state.unit_at(0, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    assert scene.pass_pending
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    assert scene.viewer == 1 and st.decisions[0].kind == "block"
    before = st.state_hash()
    assert not scene.btn_undo.enabled
    assert scene.btn_undo.why_disabled == "Only your own moves can be taken back."
    hands.click_node(scene.btn_undo)
    hands.settle()
    assert scene.session.state.state_hash() == before
    hands.choose_word("none")                 # not frozen: the defender's answer goes through
    hands.settle()
    st = scene.session.state
    assert len(st.zones["p1.damage"].cards) == 1
    hands.pass_screen()
    hands.settle()
    assert scene.viewer == 0
    assert not scene.btn_undo.enabled         # the defender's answer is not the attacker's to take back


def test_the_attacker_takes_back_the_attack_before_the_defender_looks(app, hands):
    scene = hotseat_at(app, hands, ATTACK, UNITS)
    before = scene.session.state.state_hash()
    attacker = scene.session.state.unit_at(0, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    assert scene.pass_pending and scene.btn_take_back.visible
    assert scene.btn_take_back.label == "Player 1: take back your move (Z)"
    hands.click_node(scene.btn_take_back)
    hands.settle()
    assert scene.session.state.state_hash() == before
    assert not scene.pass_pending and scene.viewer == 0
    assert any(line.startswith("Player 1 takes back: Attack with UT-AX") for line in scene.log.lines)
    assert not any("attacks from lane 1" in line for line in scene.log.lines)   # the taken-back move is forgotten
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))   # and the table still plays
    hands.settle()
    assert scene.session.state.decisions[0].kind == "block"


def test_what_the_other_player_saw_is_never_taken_back(app, hands):
    scene = hotseat_at(app, hands, ATTACK, UNITS)
    attacker = scene.session.state.unit_at(0, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    hands.pass_screen()        # the defender has looked
    hands.settle()
    assert scene.session.undo_plan(0) == (0, "seen")
    assert not any("takes back" in line for line in scene.log.lines)


def test_a_log_line_written_for_one_player_is_told_again_for_the_other(app, hands):
    scene = table_at(app, hands, {**BASE, "turn_player": 1, "phase": "attack",
                                  "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F03"], "deck": DECK},
                                  "p2": {"leader": "LT-L02", "deck": ["LT-F14"] * 6}})
    hands.click_node(scene.btn_primary)   # end the turn: player 2 draws a card player 1 may not see
    hands.settle()
    assert scene.viewer == 0
    assert "Player 2 draws a card." in scene.log.lines
    assert not any("Infernal Wyrm" in line for line in scene.log.lines)
    hands.pass_screen()
    hands.settle()
    assert scene.viewer == 1
    assert "Player 2 draws Infernal Wyrm." in scene.log.lines


def test_a_finished_hotseat_game_shows_no_hand_and_says_where_the_replay_went(app, hands, home):
    scene = TableScene.new_hotseat(app, seed=3, ruleset="lanes")
    app.push(scene)
    hands.pass_screen()
    hands.settle()
    hands.click_node(scene.btn_concede)
    hands.click_node(scene.btn_concede)
    hands.settle()
    st = scene.session.state
    assert st.result is not None
    assert not any(scene.card_nodes[c].face_up for p in (0, 1) for c in st.zones[f"p{p}.hand"].cards)
    hands.click_node(app.scene.root.find("button:save_replay"))
    hands.frames(2)
    assert scene.overlay.note.startswith("Saved ")   # on the game-over curtain, not a message under it
    with screen_words(app) as words:
        hands.frames(1)
    assert scene.overlay.note in words
    pygame.event.clear()


class Blocker:
    """A program that blocks with its first unit whenever it can (a block reveals nothing)."""
    name = "blocker"

    def choose(self, state, player):
        mine = [a for a in state.legal_actions() if a.player == player]
        return next((a for a in mine if isinstance(a, Choose) and isinstance(a.option, int)), mine[0])


def test_against_a_program_undo_takes_back_its_answer_and_your_move(app, hands):
    scene = TableScene(app, PositionSession(lambda: position(ATTACK, UNITS)), ai_seats={1: Blocker()})
    app.push(scene)
    hands.frames(5)
    assert not scene.pass_pending          # one human: no curtain
    before = scene.session.state.state_hash()
    attacker = scene.session.state.unit_at(0, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    for _ in range(300):                   # the program answers the block question
        hands.frames(2)
        if len(scene.session.match.log) == 2 and not scene.animating() and scene.ai_move is None:
            break
    assert [a.player for a in scene.session.match.log] == [0, 1]
    hands.settle()
    assert scene.btn_undo.enabled
    hands.click_node(scene.btn_undo)
    hands.settle()
    assert scene.session.match.log == [] and scene.session.state.state_hash() == before


def test_every_face_on_the_table_is_one_the_viewers_view_shows(app, hands):
    import random
    from game.engine.actions import Concede
    scene = TableScene.new_hotseat(app, seed=12, ruleset="lanes")
    app.push(scene)
    rng = random.Random(12)
    checked = 0
    for _ in range(60):
        if scene.session.state.result is not None:
            break
        hands.pass_screen()
        hands.frames(2)
        st = scene.session.state
        view = st.view(scene.viewer)
        known = {iid for z in view["zones"].values() if z["cards"] for iid, _def in z["cards"]}
        for iid, node in scene.card_nodes.items():
            drawn_up = node.shown[0] if node.shown is not None else node.face_up   # the face drawn now
            if node.visible and drawn_up:
                assert iid in known, (iid, st.cards[iid].zone)
        hands.settle()          # what the viewer missed plays again first; then the hand is the engine's
        assert all(scene.card_nodes[c].face_up for c in st.zones[f"p{scene.viewer}.hand"].cards)
        checked += 1
        mine = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        scene.submit(rng.choice(mine))
        scene.skip_animations()
        hands.frames(2)
    assert checked >= 30
