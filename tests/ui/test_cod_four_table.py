"""Clash of Decks with four seats at the real table, headless, driven like players would: a free-for-all
hotseat of four people with drags onto fronts and spells onto creatures of fronts the caster does not
share, the pass screen between every pair of eyes and no other hand ever drawn face up; a refusal
across the fronts naming its rule; people and programs mixed; 2v2 and co-op played by programs to the
game-over screen; the layout free of overlaps for every viewer in both languages. (The four-seat drafts
are an event before the table: test_cod_drafted_games.py.)"""
from __future__ import annotations

from typing import Any

import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.rng import Rng
from game.rulesets.clash_of_decks import table_four_layout as L4
from game.rulesets.clash_of_decks.actions import Assault, Cast, Summon
from game.rulesets.clash_of_decks.table_four import ClashTableFour
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from game.ui.table.session import Session, autosave_path

from test_cod_table import faces_drawn


def four(seed: int, mode: str, **values: Any) -> dict[str, Any]:
    setup = registry.get("clash-of-decks").default_setup(seed)
    setup.update(players=4, mode=mode, **values)
    return setup


def hands_hidden(scene: TableScene) -> None:
    """Only the viewer's hand is face up; every other hand is backs, its citadel face up at its public place."""
    st = scene.session.state
    v = scene.viewer
    for p in range(4):
        if p == v or st.is_ai(p):
            continue
        assert not any(scene.card_nodes[c].face_up for c in st.zones[f"p{p}.hand"].cards), p
        citadel = st.zones[f"p{p}.citadel"].cards[0]
        assert scene.card_nodes[citadel].face_up
        backs = sorted(scene.spots[c].x for c in scene.order[f"p{p}.hand"])
        assert sum(1 for x in backs if x < scene.spots[citadel].x) == st.view(v)["seats"][p]["citadel_at"]
    assert all(scene.card_nodes[c].face_up for c in st.zones[f"p{v}.hand"].cards)


def overlaps(a: Any, b: Any) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def far_spell(st: Any, legal: list[Any], v: int) -> Cast | None:
    """A legal spell onto a creature of a front the caster does not share."""
    mine = set(st.fronts_of(v))
    return next((a for a in legal if isinstance(a, Cast) and st.where(a.target)[0] not in mine), None)


def test_a_four_seat_free_for_all_hotseat_by_drags_with_a_pass_screen_between_every_pair_of_eyes(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, four(5, "ffa"), seed=5, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    assert isinstance(scene.part, ClashTableFour) and scene.fixed_viewer is None
    rng = Rng(5)
    eyes: list[int] = []
    done: dict[str, int] = {}
    for _ in range(400):
        st = scene.session.state
        if st.result is not None or (done.get("far", 0) and done.get("summon", 0) >= 2 and len(set(eyes)) == 4):
            break
        if scene.pass_pending:
            assert scene.overlay.opaque and scene.overlay.visible
            with faces_drawn() as seen:           # behind the curtain no face at all is drawn
                hands.frames(2)
            assert not seen
            hands.pass_screen()
            hands.settle()
            eyes.append(scene.viewer)
        v = scene.viewer
        assert v == scene.session.state.active
        others = {c for p in range(4) if p != v for c in scene.session.state.zones[f"p{p}.hand"].cards}
        with faces_drawn() as seen:
            hands.frames(2)
        assert seen and not others & set(seen)
        hands_hidden(scene)
        legal = [a for a in scene.session.state.legal_actions() if a.player == v and not isinstance(a, Concede)]
        action = far_spell(scene.session.state, legal, v)
        if action is not None:
            done["far"] = done.get("far", 0) + 1
        else:
            summons = [a for a in legal if isinstance(a, Summon)]
            plays = [a for a in legal if not isinstance(a, Assault)]
            if summons and rng.below(100) < 60:
                action = summons[rng.below(len(summons))]
            elif plays and rng.below(100) < 50:
                action = plays[rng.below(len(plays))]
            else:
                action = Assault(v)
        if isinstance(action, Summon):
            done["summon"] = done.get("summon", 0) + 1
            assert action.front in scene.session.state.fronts_of(v)
        before = len(scene.session.match.log)
        how = perform(app, hands, action)
        hands.settle()
        assert scene.session.match.log[before] == action, (action, how)
        if not isinstance(action, Assault):
            assert how == "drag", (action, how)
    assert done.get("far") and done.get("summon", 0) >= 2, done
    assert len(set(eyes)) == 4 and all(a != b for a, b in zip(eyes, eyes[1:])), eyes


def test_8_1_a_spell_across_the_table_is_refused_with_its_rule_when_spells_reach_only_shared_fronts(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, four(7, "ffa", spell_reach="shared"), seed=7, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    rng = Rng(7)
    for _ in range(300):
        hands.pass_screen()
        hands.settle()
        st = scene.session.state
        v = scene.viewer
        far = [t for c in st.window(v) if st.defs[c].type == "spell" for t in scene.drag_targets(c)
               if st.where(t.dest[1])[0] not in st.fronts_of(v) and scene.session.refusal(t.action) is not None
               and scene.session.refusal(t.action).rule == "CD-8.1"]
        if far:
            break
        legal = [a for a in st.legal_actions() if a.player == v and isinstance(a, Summon)]
        action = legal[rng.below(len(legal))] if legal and rng.below(100) < 70 else Assault(v)
        perform(app, hands, action)
        hands.settle()
    assert far, "no spell could reach across the table in this game"
    target = far[0]
    assert not target.legal
    near = [t for c in st.window(v) for t in scene.drag_targets(c) if t.legal]
    assert near and all(isinstance(t.action, (Summon, Cast)) for t in near)
    before = len(scene.session.match.log)
    hands.drag(hands.card_center(target.action.card), hands.drop_center(target.dest))
    hands.frames(5)
    assert len(scene.session.match.log) == before
    assert scene.last_refusal_rule == "CD-8.1" and "[CD-8.1]" in scene.toast.text
    refusal = scene.session.refusal(target.action)
    assert refusal.reason("en") != refusal.reason("ko") and refusal.reason("ko")


def programs_table(app: Any, mode: str, seed: int, programs: dict[int, str]) -> TableScene:
    setup = dict(four(seed, mode), seats={str(p): name for p, name in programs.items()})
    session = Session.new("clash-of-decks", seed, setup)
    scene = TableScene(app, session, ai_seats=TableScene._agents(setup, seed, "clash-of-decks"))
    app.push(scene)
    return scene


def play_to_the_end(hands: Any, scene: TableScene, frames: int = 60_000) -> None:
    for _ in range(frames // 60):
        if scene.session.state.result is not None and not scene.animating():
            break
        hands.frames(60)
    hands.settle()


def test_a_2v2_game_of_programs_is_played_to_the_end_and_the_winning_team_is_named(app, hands):
    app.settings.animation_speed = 10.0
    scene = programs_table(app, "2v2", 3, {0: "greedy", 1: "random", 2: "greedy", 3: "random"})
    play_to_the_end(hands, scene)
    st = scene.session.state
    assert st.result is not None and st.result.rule.startswith("CD-")
    winners = st.result.winners
    assert len(winners) == 2 and st.teams[winners[0]] == st.teams[winners[1]]
    a, b = sorted(winners)
    assert scene.overlay.visible
    assert scene.overlay.subtitle.startswith(f"Team {'ABCD'[a]}+{'ABCD'[b]} wins (players {a + 1} and {b + 1})")
    assert {type(a).__name__ for a in scene.session.match.log} >= {"Summon", "Assault"}


def test_co_op_is_played_by_programs_in_the_people_seats_and_the_rulebook_ais_inside_the_engine(app, hands):
    app.settings.animation_speed = 10.0
    scene = programs_table(app, "coop", 4, {0: "greedy", 2: "greedy"})
    assert scene.session.state.rules_seats == (1, 3) and set(scene.ai_seats) == {0, 2}
    hands.frames(3)
    assert "p1.deck" in scene.order and "p3.discard" in scene.order
    play_to_the_end(hands, scene)
    st = scene.session.state
    assert st.result is not None
    assert {a.player for a in scene.session.match.log} <= {0, 2}     # the AIs' turns are the engine's own
    assert min(st.own_turns[1], st.own_turns[3]) >= 1
    said = "The rulebook AIs (B and D) win" if sorted(st.result.winners) == [1, 3] else "Team A+C wins (players 1 and 3)"
    assert sorted(st.result.winners) in ([1, 3], [0, 2])
    assert scene.overlay.visible and scene.overlay.subtitle.startswith(said), scene.overlay.subtitle


@pytest.mark.parametrize("programs", [{"1": "random", "3": "random"}, {"2": "greedy"}])
def test_people_and_programs_mixed_pass_the_screen_only_between_people(app, hands, programs):
    app.settings.animation_speed = 10.0
    people = {p for p in range(4) if str(p) not in programs}
    setup = dict(four(9, "ffa"), seats=programs)
    session = Session.new("clash-of-decks", 9, setup)
    scene = TableScene(app, session, ai_seats=TableScene._agents(setup, 9, "clash-of-decks"))
    app.push(scene)
    hands.frames(3)
    eyes: list[int] = []
    for _ in range(12):
        for _ in range(400):
            if scene.pass_pending or scene.session.state.result is not None:
                break
            if scene.acting() == scene.viewer and not scene.ai_seats.get(scene.viewer) and not scene.animating():
                break
            hands.frames(5)
        if scene.session.state.result is not None:
            break
        if scene.pass_pending:
            hands.pass_screen()
            hands.settle()
            eyes.append(scene.viewer)
        assert scene.viewer in people
        hands_hidden(scene)
        perform(app, hands, Assault(scene.viewer))
        hands.settle()
    assert set(eyes) == people and all(a != b for a, b in zip(eyes, eyes[1:])), eyes
    assert {a.player for a in scene.session.match.log} == {0, 1, 2, 3}


def test_the_four_seat_places_never_overlap_for_any_viewer(app, hands):
    for v in range(4):
        bands = [L4.front_rect(f, v) for f in range(4)]
        panels = [L4.panel_rect(side) for side in (1, 2, 3)]
        places = bands + panels + [L4.hand_rect()]
        for i, a in enumerate(places):
            assert a[0] >= 0 and a[0] + a[2] <= L4.FELT_RIGHT and a[1] >= 0 and a[1] + a[3] <= 720, a
            for b in places[i + 1:]:
                assert not overlaps(a, b), (v, a, b)
        for f in range(4):      # a seat's two lines lie on the side of its own chair
            for p in registry.get("clash-of-decks").new_state(1, four(1, "ffa")).fronts[f]:
                x = L4.line_spot(f, p, v, 0, 1).x
                side = L4.side_of(p, v)
                if side == 1:
                    assert x < L4.CENTRE_X
                if side == 3:
                    assert x > L4.CENTRE_X


def words_apart(scene: TableScene) -> None:
    drawn = scene.root.find("counters").drawn + scene.root.find("bracket").drawn     # the window's words too
    rects = [r for _t, r in drawn]
    assert rects
    for i, a in enumerate(rects):
        assert a.right <= 1004 * scene.root.scale + scene.root.x + 1, drawn[i]
        for j, b in enumerate(rects[i + 1:], i + 1):
            assert not a.colliderect(b), (drawn[i][0], drawn[j][0])


def test_cards_stay_in_their_places_and_words_never_overlap_in_english_and_korean(make_app):
    from game.ui.smoke import Hands
    for lang, mode, size in (("en", "ffa", 1.0), ("en", "coop", 1.0), ("ko", "ffa", 1.0), ("ko", "coop", 1.0),
                             ("ko", "2v2", 1.5), ("en", "coop", 1.5)):
        app = make_app(lang=lang, text_size=size)
        app.settings.animation_speed = 10.0
        scene = TableScene.new_hotseat(app, four(3, mode), seed=3, ruleset="clash-of-decks")
        app.push(scene)
        hands = Hands(app)
        s = scene.session
        rng = Rng(3)
        while len(s.match.log) < 30 and s.state.result is None:     # a table with creatures on it
            legal = [a for a in s.state.legal_actions() if not isinstance(a, Concede)]
            plays = [a for a in legal if not isinstance(a, Assault)]
            s.apply(plays[rng.below(len(plays))] if plays and rng.below(100) < 85 else legal[rng.below(len(legal))])
        scene.after_queue()
        hands.pass_screen()
        hands.settle()
        words_apart(scene)
        st = s.state
        for c in st.cards:
            node = scene.card_nodes[c.iid]
            if not node.visible or c.zone in ("stacked", "bound", "resolving"):   # these lie on their host
                continue
            frame = scene.part.zone_frame(c.zone)
            sp = scene.spots[c.iid]
            assert frame[0] - 1 <= sp.x - sp.w / 2 and sp.x + sp.w / 2 <= frame[0] + frame[2] + 1, (c.zone, sp)
            assert frame[1] - 1 <= sp.y - sp.h / 2 and sp.y + sp.h / 2 <= frame[1] + frame[3] + 1, (c.zone, sp)


def test_the_game_over_words_name_a_single_winner_and_a_shared_win_by_name_and_letter():
    from game.rulesets.clash_of_decks.table_four_hud import winners_text
    st = registry.get("clash-of-decks").new_state(1, four(1, "ffa"))
    assert winners_text(st, [1], "en") == "Player 2 (B) wins"
    assert winners_text(st, [0, 2], "en") == "Players 1 (A), 3 (C) share the win"
    assert winners_text(st, [3], "ko") == "플레이어 4 (D) 승리"
    duo = registry.get("clash-of-decks").new_state(1, four(1, "2v2"))
    assert winners_text(duo, [1, 3], "ko") == "B+D 팀 승리 (플레이어 2, 4)"


def test_6_1_each_seat_counts_its_own_turns_toward_exhaustion_on_the_table():
    from game.rulesets.clash_of_decks.table_four_hud import turns_words
    st = registry.get("clash-of-decks").new_state(1, four(1, "ffa", exhaustion="on"))
    st.own_turns = [8, 7, 2, 0]
    assert [turns_words(st, p, "en") for p in range(4)] == [
        "turn 8, exhausted", "turn 7 of 8", "turn 2 of 8", "turn 0 of 8"]
    assert turns_words(st, 0, "ko") == "8번째 차례, 탈진"
    off = registry.get("clash-of-decks").new_state(1, four(1, "ffa"))
    assert turns_words(off, 0, "en") == "turn 0"


@pytest.mark.parametrize("reading", ["next", "paired"])
def test_8_1_each_band_says_whose_upper_and_lower_front_it_is_as_the_engine_reads_it(app, hands, reading):
    from game.rulesets.clash_of_decks.table_four_hud import who
    scene = TableScene.new_hotseat(app, four(2, "ffa", upper_fronts=reading), seed=2, ruleset="clash-of-decks")
    app.push(scene)
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    info = scene.root.find("counters")
    s, ox, oy = scene.root.scale, scene.root.x, scene.root.y
    for f, pair in enumerate(st.fronts):
        x, y, w, h = L4.front_rect(f, scene.viewer)
        band = (ox + x * s, oy + y * s, w * s, h * s)
        said = [t for t, r in info.drawn if overlaps(band, (r.x, r.y, r.w, r.h))]
        for p in pair:
            level = "upper" if st.upper[p] == f else "lower"
            assert any(f"{who(scene, p)}: {level} front" in t for t in said), (f, p, said)
    # the readings differ where the rulebook is silent: seat B's upper front
    assert st.upper[1] == (1 if reading == "next" else 0)


def faces_of_hands_drawn(scene: TableScene, seen: list[int]) -> list[tuple[int, int]]:
    """(card, owner) for every face drawn in a hand while its owner is not the person who lifted the curtain
    last, or under the curtain. A card turning face down on its way into a hand (a creature sent back, seen
    by everyone on the field) shows its face for the first half of the turn: that is no secret."""
    out = []
    for iid in seen:
        zone = scene.zone_of.get(iid, "")
        node = scene.card_nodes[iid]
        if not zone.endswith(".hand") or (node.flip_to is not None and not node.flip_to[0]):
            continue
        owner = int(zone[1:zone.index(".")])
        if scene.pass_pending or owner != scene.seen_by:
            out.append((iid, owner))
    return out


@pytest.mark.parametrize("people", [(1, 3), (0, 2)])
def test_no_hand_is_drawn_face_up_before_its_owners_pass_screen_with_two_people_and_two_programs(app, hands, home,
                                                                                                 people):
    """Free-for-all, two people and two programs: at every frame, from the start, through programs' turns
    and after Resume, no card of a hand is drawn face up but the hand of the person who lifted the pass
    screen last (the programs may move first: then the table shows only what everyone sees)."""
    app.settings.animation_speed = 4.0
    programs = {str(p): "random" for p in range(4) if p not in people}
    setup = dict(four(9, "ffa"), seats=programs)
    scene = TableScene(app, Session.new("clash-of-decks", 9, setup, autosave=autosave_path("clash-of-decks")),
                       ai_seats=TableScene._agents(setup, 9, "clash-of-decks"))
    app.push(scene)
    rng = Rng(4)
    shown: list[tuple[int, int]] = []
    looked: list[int] = []
    resumed = False
    for _ in range(3000):
        scene = app.scene
        st = scene.session.state
        if st.result is not None or len(looked) >= 6:
            break
        if not resumed and len(looked) >= 3 and scene.acting() in scene.ai_seats:
            resumed = True      # left and resumed on a program's turn: it moves before anyone looks again
            again = TableScene.resume(app, "clash-of-decks")
            assert isinstance(again, TableScene)
            app.replace(again)
            continue
        with faces_drawn() as seen:
            hands.frames(1)
        shown += faces_of_hands_drawn(scene, seen)
        if scene.pass_pending:
            hands.pass_screen()
            looked.append(scene.viewer)
            continue
        if scene.animating() or scene.ai_move is not None or scene.acting() in scene.ai_seats:
            continue
        legal = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        plays = [a for a in legal if not isinstance(a, Assault)]
        if legal:
            perform(app, hands, plays[rng.below(len(plays))] if plays and rng.below(100) < 70
                    else legal[rng.below(len(legal))])
    assert resumed and set(looked) == set(people), looked
    assert not shown, shown[:5]
