"""Clash of Decks at the real table, headless, driven like a player would: drags of cards from the window
onto a front or a creature, the big button for the assault; the pass screen keeps each hand's order secret
while the citadel's place shows; a refusal names its CD rule in both languages; solo against the rulebook
AI played to its end. (Drafted games are an event: test_cod_drafted_games.py.)"""
from __future__ import annotations

import contextlib
from typing import Any, Iterator

import pygame

from game.engine import registry
from game.engine.actions import Choose, Concede
from game.engine.rng import Rng
from game.rulesets.clash_of_decks import table_faces
from game.rulesets.clash_of_decks.actions import Assault, Cast, Merge, Summon
from game.ui.smoke import perform
from game.ui.table.scene import TableScene


def setup_with(seed: int, **values: Any) -> dict[str, Any]:
    setup = registry.get("clash-of-decks").default_setup(seed)
    setup.update(values)
    return setup


@contextlib.contextmanager
def faces_drawn() -> Iterator[list[int]]:
    """The instance of every card face the table draws meanwhile."""
    seen: list[int] = []
    face = table_faces.face

    def rec(state, iid, *a, **k):
        seen.append(iid)
        return face(state, iid, *a, **k)

    table_faces.face = rec
    try:
        yield seen
    finally:
        table_faces.face = face


def play_out(app, hands, scene: TableScene, seed: int, *, limit: int = 500, check=None, until=None) -> dict[str, int]:
    """Seeded choices among the legal actions of the player at the screen, each made by a gesture; every
    one must reach the engine as chosen. Returns how many of each gesture were used."""
    rng = Rng(seed)
    gestures: dict[str, int] = {}
    for _ in range(limit):
        st = scene.session.state
        if st.result is not None or (until is not None and until(st)):
            break
        if scene.pass_pending:
            assert scene.overlay.opaque and scene.overlay.visible
            hands.pass_screen()
            hands.settle()
        if check is not None:
            check(scene)
        legal = [a for a in scene.session.state.legal_actions() if a.player == scene.viewer
                 and not isinstance(a, Concede)]
        plays = [a for a in legal if not isinstance(a, Assault)]
        action = plays[rng.below(len(plays))] if plays and rng.below(100) < 80 else legal[rng.below(len(legal))]
        before = len(scene.session.match.log)
        how = perform(app, hands, action)
        hands.settle()
        assert how, f"no gesture makes {action}"
        assert scene.session.match.log[before] == action, (action, how)
        gestures[how] = gestures.get(how, 0) + 1
    return gestures


def other_hand_hidden(scene: TableScene) -> None:
    """The other seat's hand is drawn as backs, its citadel face up at the place the engine's view says."""
    st = scene.session.state
    other = 1 - scene.viewer
    view = st.view(scene.viewer)
    assert view["zones"][f"p{other}.hand"]["cards"] is None or not any(
        c is not None for c in view["zones"][f"p{other}.hand"]["cards"])
    assert not any(scene.card_nodes[c].face_up for c in st.zones[f"p{other}.hand"].cards)
    citadel = st.zones[f"p{other}.citadel"].cards[0]
    assert scene.card_nodes[citadel].face_up
    backs = sorted(scene.spots[c].x for c in scene.order[f"p{other}.hand"])
    at = view["seats"][other]["citadel_at"]
    assert sum(1 for x in backs if x < scene.spots[citadel].x) == at


def test_a_hotseat_duel_through_drags_and_the_assault_button_to_its_end(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, seed=3, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    log = scene.session.match.log
    banners: list[str] = []
    show = scene.banner.show
    scene.banner.show = lambda text, *a, **k: (banners.append(text), show(text, *a, **k))[1]
    with faces_drawn() as seen:
        gestures = play_out(app, hands, scene, 5, check=other_hand_hidden)
    st = scene.session.state
    kinds = {type(a).__name__ for a in log}
    assert st.result is not None and st.result.rule.startswith("CD-")
    assert {"drag", "button"} <= set(gestures), gestures
    assert {"Summon", "Cast", "Assault"} <= kinds, kinds
    assert seen    # faces were drawn through the part
    # the assault is shown step by step: each activation with its number, the attacks, the citadel
    assert any(b.startswith("Activation 1:") for b in banners), banners[:20]
    assert any(" attacks " in b for b in banners) and any("citadel" in b for b in banners)


def test_the_other_hand_is_never_drawn_face_up_across_the_pass_screen(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, seed=8, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    for _ in range(6):
        if scene.pass_pending:
            hands.pass_screen()
            hands.settle()
        st = scene.session.state
        other = 1 - scene.viewer
        secret = set(st.zones[f"p{other}.hand"].cards)
        with faces_drawn() as seen:
            hands.frames(3)
        assert seen and not secret & set(seen)
        other_hand_hidden(scene)
        perform(app, hands, Assault(scene.viewer))
        hands.settle()


def test_a_card_beyond_the_window_is_refused_with_its_rule_in_both_languages(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, seed=3, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    v = scene.viewer
    fifth = st.zones[f"p{v}.hand"].cards[4]
    targets = scene.drag_targets(fifth)
    assert targets and not any(t.legal for t in targets)
    hands.drag(hands.card_center(fifth), hands.drop_center(targets[0].dest))
    hands.frames(5)
    assert len(scene.session.match.log) == 0
    rule = scene.last_refusal_rule
    assert rule is not None and rule.startswith("CD-")
    refusal = scene.session.refusal(targets[0].action)
    assert refusal is not None and refusal.rule == rule
    assert refusal.reason("en") and refusal.reason("ko") and refusal.reason("en") != refusal.reason("ko")
    assert f"[{rule}]" in scene.toast.text
    # the window's cards light their places
    lit = [t for c in st.window(v) for t in scene.drag_targets(c) if t.legal]
    assert lit and all(isinstance(t.action, (Summon, Cast, Merge)) for t in lit)


def test_solo_against_the_rulebook_ai_is_played_to_its_end_from_the_human_seat(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, setup_with(11, mode="solo"), seed=11, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    assert scene.session.state.rules_seats == (1,)
    gestures = play_out(app, hands, scene, 2)
    st = scene.session.state
    assert st.result is not None
    assert scene.viewer == 0 and "drag" in gestures
    # the AI's deck and discard pile are on the table
    for zone in ("p1.deck", "p1.discard", "p1.citadel"):
        assert zone in scene.order


def start_from_the_menu(app, hands, mode: str, **options: Any) -> TableScene:
    """The first screen, the game's card, the mode's button, (hotseat) the seat screen's Start, the deck
    picker's Start."""
    from game.ui.deckpick import DeckPickScene
    from game.ui.menu import MainMenu
    from game.ui.seatsetup import SeatSetupScene
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:clash-of-decks"))
    hands.frames(2)
    hands.click_node(app.scene.root.find(f"button:{mode}"))
    hands.frames(2)
    if isinstance(app.scene, SeatSetupScene):       # two people, a duel; drafted decks go straight to the table
        app.scene.options.update(options)
        hands.click_node(app.scene.root.find("button:start"))
        hands.frames(3)
        if isinstance(app.scene, TableScene):
            return app.scene
    pick = app.scene
    assert isinstance(pick, DeckPickScene)
    pick.options.update(options)
    hands.click_node(pick.start_button)
    hands.frames(3)
    assert isinstance(app.scene, TableScene), app.scene
    return app.scene


def test_solo_from_the_menu_is_against_the_rulebook_ai_with_one_deck_and_no_pass_screen(app, hands):
    app.settings.animation_speed = 10.0
    from game.ui.deckpick import DeckPickScene
    from game.ui.menu import GameMenuScene, MainMenu
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:clash-of-decks"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    hands.click_node(app.scene.root.find("button:solo"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene) and app.scene.seats == 1     # one person's deck to choose
    assert "mode" not in {o.id for o in app.scene.settable()}               # the menu's choice sets it
    assert "decks" in {o.id for o in app.scene.settable()}
    hands.click_node(app.scene.start_button)
    hands.frames(2)
    hands.click_node(app.scene.start_button)     # the solo setup's quick game
    hands.frames(3)
    scene = app.scene
    assert isinstance(scene, TableScene)
    st = scene.session.state
    assert st.options["mode"] == "solo" and st.rules_seats == (1,) and not scene.ai_seats
    assert scene.fixed_viewer == 0 and not scene.pass_pending
    play_out(app, hands, scene, 4, until=lambda s: s.own_turns[0] >= 3)
    assert not scene.pass_pending and scene.viewer == 0
    assert scene.session.state.own_turns[1] >= 2       # the AI took its turns inside the engine


def test_options_that_do_not_go_together_are_said_on_the_deck_picker(app, hands):
    from game.ui.deckpick import DeckPickScene
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:clash-of-decks"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:solo"))
    hands.frames(2)
    pick = app.scene
    from game.ui import userdecks
    cards = [c.id for c in pick.cat.cards if c.kind in ("creature", "spell")]
    leader = next(c.id for c in pick.cat.cards if c.leader)
    userdecks.save_user_deck(pick.cat, "mine", "Mine", "내 덱", leader, {c: 1 for c in cards[-8:]})
    app.pop()
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:solo"))
    hands.frames(2)
    pick = app.scene
    pick.scroll[0] = len(pick.choices())      # the player's own decks come last
    pick.refresh()
    hands.click_node(pick.root.find("pick:0:user:mine"))    # a constructed deck: not allowed in solo
    hands.frames(2)
    hands.click_node(pick.start_button)
    hands.frames(3)
    assert isinstance(app.scene, DeckPickScene)
    # said in a player's words, citing the rule (never the rulebook's line numbers nor the option's id)
    assert pick.toast.text == "Constructed decks are not allowed in solo: play a beginner deck or a draft (CD-1.5)."


def test_champions_chosen_in_words_lie_beside_the_play_area_and_are_summoned_by_a_drag(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, setup_with(3, champion="on"), seed=3, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    words = 0
    while scene.session.state.decisions:
        hands.pass_screen()
        hands.settle()
        d = scene.session.state.decisions[0]
        assert d.kind == "champion"
        assert perform(app, hands, Choose(d.player, d.options[words])) == "word"
        hands.settle()
        words += 1
    st = scene.session.state
    assert words == 2 and all(c >= 0 for c in st.champ)
    hands.pass_screen()
    hands.settle()
    v = scene.viewer
    champ = st.champ[v]
    node = scene.card_nodes[champ]
    assert node.visible and node.face_up
    assert node.world_rect().left > scene.card_nodes[st.zones[f"p{v}.hand"].cards[-1]].world_rect().right
    summon = Summon(v, champ, 0)
    assert summon in st.legal_actions()
    assert perform(app, hands, summon) == "drag"
    hands.settle()
    assert scene.session.state.cards[champ].zone == f"f0.p{v}"


def test_a_creature_let_go_anywhere_on_your_side_of_a_front_joins_that_front(app, hands):
    """Only the next slot glows, but a player who drops the card further out on the same front means
    that front; a drop across the bridge (the enemy's side) means nothing."""
    from game.rulesets.clash_of_decks import table_layout as L
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, setup_with(5), seed=5, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    v = scene.viewer
    summons = [a for a in st.legal_actions() if isinstance(a, Summon) and a.player == v and a.front == 1]
    assert summons
    card = summons[0].card
    x, y, w, h = L.front_rect(1)
    far_out = (x + 20, y + h / 2)                      # the far end of the viewer's side, no slot there
    slot = pygame.Rect(*(int(t) for t in L.next_slot(1, True, 0)))
    assert not slot.collidepoint(*far_out)
    across = (L.BRIDGE_X + 200, y + h / 2)             # the enemy's side of the same front
    hands.drag(hands.card_center(card), hands.screen_point(*across))
    hands.settle()
    assert scene.session.state.cards[card].zone == f"p{v}.hand"
    hands.drag(hands.card_center(card), hands.screen_point(*far_out))
    hands.settle()
    assert scene.session.state.cards[card].zone == f"f1.p{v}"
