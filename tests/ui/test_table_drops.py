"""A card let go on a place where it cannot go says why, in every game: the place under the pointer is asked
what the drop would be and the engine's refusal (rule and sentence) is shown, or, where no action means
that drop, the game's rule for it or the table's sentence naming where the card can go. Never silent."""
from __future__ import annotations

import pygame
import pytest

from game.rulesets.dragon_duel.scenario import position as dd_position, ref as dd_ref
from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene

DECK_E = ["DD-E01", "DD-E02", "DD-E03", "DD-E05", "DD-E07", "DD-E20"]
DECK_S = ["DD-S01", "DD-S02", "DD-S03", "DD-S20", "DD-S21", "DD-S22"]


def at_table(app, hands, make_state) -> TableScene:
    scene = TableScene(app, PositionSession(make_state))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def let_go(hands, scene, iid: int, end: tuple[float, float]) -> None:
    """Drag a card and let it go at ``end`` (screen pixels), then let the table settle."""
    hands.drag(hands.card_center(iid), end)
    hands.settle()


def test_a_dragon_duel_support_let_go_on_the_battle_area_names_its_rule_and_its_place(app, hands):
    pos = {"turn_player": 1, "phase": "support", "battle": True, "element": "fire",
           "p1": {"hand": ["DD-E30"], "deck": DECK_E, "battle": ["DD-E01"]},
           "p2": {"hand": ["DD-S01"], "deck": DECK_S, "battle": ["DD-S05"]}}
    scene = at_table(app, hands, lambda: dd_position(pos))
    support = dd_ref(scene.session.state, "hand:DD-E30")
    before = scene.session.state.state_hash()
    let_go(hands, scene, support, hands.drop_center(("area", 0, "battle")))
    assert scene.session.state.state_hash() == before
    assert scene.toast.time_left > 0
    assert scene.toast.text.startswith("[DD-5.3] A support goes beside your other supports")
    assert "It can go on: your support area." in scene.toast.text
    assert scene.last_refusal_rule == "DD-5.3"
    assert [tg.dest for tg in scene.hint_targets()] == [("area", 0, "support")]    # the place it can go glows
    app.settings.language = "ko"
    let_go(hands, scene, support, hands.drop_center(("area", 1, "support")))
    assert scene.toast.text.startswith("[DD-5.3] 서포트는") and "자신의 서포트 영역" in scene.toast.text


def clash(app, hands, seed: int, **values) -> TableScene:
    from game.engine import registry
    app.settings.animation_speed = 10.0
    setup = registry.get("clash-of-decks").default_setup(seed)
    setup.update(values)
    scene = TableScene.new_hotseat(app, setup, seed=seed, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    return scene


@pytest.mark.parametrize("players", [2, 4])
def test_a_clash_of_decks_creature_let_go_on_another_players_front_says_cd_5_3_3(app, hands, players):
    from game.rulesets.clash_of_decks.actions import Summon
    scene = clash(app, hands, 5, **({"players": 4, "mode": "ffa"} if players == 4 else {}))
    st = scene.session.state
    v = scene.viewer
    card = next(a.card for a in st.legal_actions() if isinstance(a, Summon) and a.player == v)
    if players == 2:     # the other seat's side of a front the two share
        place = ("line", 0, 1 - v)
    else:                # a front the viewer has no side of
        front = next(f for f in range(4) if f not in st.fronts_of(v))
        place = ("line", front, st.fronts[front][0])
    before = st.state_hash()
    let_go(hands, scene, card, hands.drop_center(place))
    assert scene.session.state.state_hash() == before
    assert scene.toast.text.startswith("[CD-5.3.3] A creature goes onto one of your fronts, on your side of its bridge.")
    assert "It can go on:" in scene.toast.text
    assert {tg.dest[0] for tg in scene.hint_targets()} == {"front"}


def magic(app, hands, position: dict) -> TableScene:
    from game.rulesets.magic.scenario import _build
    app.settings.animation_speed = 10.0
    return at_table(app, hands, lambda: _build({"scenario": {"players": 2, "seed": 1}, "position": position}, "test"))


def test_a_magic_instant_let_go_on_the_stack_is_cast_or_says_why(app, hands):
    scene = magic(app, hands, {"step": "main1", "active": 1,
                               "p1": {"hand": ["MG-U05", "MG-R03"], "battlefield": ["MG-L02", "MG-L02", "MG-L04"]},
                               "p2": {"battlefield": ["MG-B05"]}})
    st = scene.session.state
    insight, bolt = st.zones["p0.hand"].cards
    let_go(hands, scene, bolt, hands.drop_center(("stack",)))       # Kindle Bolt needs a target: the engine says so
    assert st.cards[bolt].zone == "p0.hand"
    assert scene.toast.text.startswith("[115.3]"), scene.toast.text
    assert "It can go on:" in scene.toast.text
    let_go(hands, scene, insight, hands.drop_center(("stack",)))    # no target: dropped on the stack, it is cast
    from game.rulesets.magic.actions import Cast
    assert any(isinstance(a, Cast) and a.card == insight for a in scene.session.match.log), scene.toast.text


def test_a_magic_attacker_let_go_anywhere_on_an_opponents_seat_attacks_or_says_why(app, hands):
    from game.rulesets.magic import table_layout as L
    scene = magic(app, hands, {"step": "declare_attackers", "active": 1,
                               "p1": {"battlefield": [{"card": "MG-G03", "sick": True}, "MG-R01"]},
                               "p2": {"battlefield": ["MG-L02"]}})
    st = scene.session.state
    sick, ready = st.zones["p0.battlefield"].cards
    x, y, w, h = L.seat_rect(1, scene.viewer, 2)
    far = hands.screen_point(x + w * 0.8, y + h * 0.6)          # the seat's battlefield, well off its name strip
    assert not scene.dest_rect(("player", 1)).collidepoint(x + w * 0.8, y + h * 0.6)
    let_go(hands, scene, sick, far)
    assert scene.toast.text.startswith("[508.1a]"), scene.toast.text
    let_go(hands, scene, ready, far)
    from game.rulesets.magic.actions import Attack
    assert [a.card for a in scene.session.match.log if isinstance(a, Attack)] == [ready]


LANES_DECK = ["LT-F01"] * 6


def lanes_state():
    from game.rulesets.lanes.scenario import position
    return position({"turn": 3, "turn_player": 1, "phase": "main",
                     "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F04", "LT-T16", "LT-F14"], "deck": LANES_DECK,
                            "lane0": "LT-T05"},
                     "p2": {"leader": "LT-L02", "deck": LANES_DECK, "lane1": "LT-F04"}})


def dd_state():
    return dd_position({"turn_player": 1, "phase": "support", "battle": True, "element": "fire",
                        "p1": {"hand": ["DD-E30", "DD-E20"], "deck": DECK_E, "battle": ["DD-E01"]},
                        "p2": {"hand": ["DD-S01"], "deck": DECK_S, "battle": ["DD-S05"]}})


def magic_state():
    from game.rulesets.magic.scenario import _build
    return _build({"scenario": {"players": 3, "seed": 1},
                   "position": {"step": "main1", "active": 1,
                                "p1": {"hand": ["MG-L04", "MG-R03", "MG-U05", "MG-G03"],
                                       "battlefield": ["MG-L02", "MG-L02", "MG-L04", "MG-R01"]},
                                "p2": {"battlefield": ["MG-B05"]}, "p3": {"battlefield": ["MG-G03"]}}}, "test")


def seeded(ruleset: str, seed: int, **setup):
    from game.engine import registry
    from game.ui.table.session import Session

    def make():
        full = registry.get(ruleset).default_setup(seed)
        full.update(setup)
        return Session.new(ruleset, seed, full)
    return make


SWEEP = {
    "lanes": lambda: PositionSession(lanes_state),
    "dragon-duel": lambda: PositionSession(dd_state),
    "magic": lambda: PositionSession(magic_state),
    "clash-of-decks": seeded("clash-of-decks", 5),
    "clash-of-decks-4": seeded("clash-of-decks", 5, players=4, mode="ffa"),
    "elements-illusion": seeded("elements-illusion", 3, players=3),
}


@pytest.mark.parametrize("game", sorted(SWEEP))
def test_every_card_of_the_hand_let_go_on_every_place_of_the_table_is_played_or_says_why(app, hands, game):
    """Each card of the hand that may be picked up, dragged onto every place the game's part names and onto
    every zone of the table: either the drop plays something, or a sentence says why not. Never silent."""
    app.settings.animation_speed = 10.0

    def fresh() -> TableScene:
        if app.scenes and isinstance(app.scene, TableScene):
            app.pop()
        scene = TableScene(app, SWEEP[game]())
        app.push(scene)
        hands.frames(3)
        for _ in range(4):            # past the pass screen and the game's opening choices, to a free hand
            hands.pass_screen()
            hands.settle()
            if not scene.decision_for(scene.viewer) or scene.free_decision():
                break
            from game.ui.smoke import perform
            perform(app, hands, next(a for a in scene.session.state.legal_actions() if a.player == scene.viewer))
        return scene

    scene = fresh()
    hand = list(scene.order[scene.part.hand(scene.viewer)])
    kinds: dict[object, int] = {}          # one card of each kind the part lights places for
    for c in hand:
        targets = scene.drag_targets(c)
        if targets:
            kinds.setdefault(tuple(sorted({tg.dest[0] for tg in targets})), c)
    held = list(kinds.values())[:3]
    assert held, "no card of the hand can be picked up"
    said = played = 0
    for iid in held:
        st = scene.session.state
        spots = [scene.dest_rect(d).center for d in scene.part.places()]
        for zone in st.zones:
            x, y, w, h = scene.part.zone_frame(zone)
            if w > 4 and h > 4 and 0 <= x + w / 2 <= 1280 and 0 <= y + h / 2 <= 720:
                spots.append((x + w / 2, y + h / 2))
        for lx, ly in spots:
            if scene.over_own_zone(iid, lx, ly) or scene.session.state.cards[iid].zone != st.cards[iid].zone:
                continue
            own = scene.dest_at(lx, ly, scene.drag_targets(iid))
            if own is not None and own.legal:
                continue                     # one of its lit destinations: plays as before
            before = scene.session.state.state_hash()
            scene.toast.time_left = 0.0
            scene.toast.text = ""
            let_go(hands, scene, iid, hands.screen_point(lx, ly))
            if scene.session.state.state_hash() != before:
                played += 1
                scene = fresh()
                st = scene.session.state
                continue
            assert scene.toast.text.strip(), (game, iid, (lx, ly), scene.place_at(lx, ly))
            assert "[" in scene.toast.text or "It can go on" in scene.toast.text, scene.toast.text
            said += 1
    assert said >= 5, (said, played)
