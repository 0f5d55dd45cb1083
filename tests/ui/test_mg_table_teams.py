"""A team game at the Magic table (805, 810): each seat's header carries its team's band and name, a shared
life total is shown once per team (on its first seat; the teammate's header names whose life it shares),
and the team's first player declares the team's attack with a teammate's creature as with their own (a click
on it, a drag onto an opponent's area)."""
from __future__ import annotations

from typing import Any

from game.rulesets.magic.actions import Attack
from game.rulesets.magic.scenario import _build
from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene


def table(app: Any, hands: Any, position: dict[str, Any], lang: str = "en") -> TableScene:
    app.settings.animation_speed = 10.0
    app.settings.language = lang
    data = {"scenario": {"players": 4, "seed": 1}, "options": {"multiplayer": "two-headed-giant"},
            "position": {"step": "declare_attackers", "active": 1, **position}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def _headers(app: Any, scene: TableScene) -> list[str]:
    assert not scene.pass_pending
    app.scene.draw(app.screen)
    return [text for text, _r in scene.root.find("seats").drawn]


def test_810_the_headers_show_each_team_and_its_shared_life_once(app, hands):
    scene = table(app, hands, {"p1": {"battlefield": ["MG-G03"]}, "p3": {"life": 24}, "p4": {"life": 24}})
    words = _headers(app, scene)
    assert "Team Sun: 30 life" in words and "Team Sun (P1's life)" in words
    assert "Team Moon: 24 life" in words and "Team Moon (P3's life)" in words
    assert sum("life" in w and any(ch.isdigit() for ch in w.split("(")[0]) for w in words) == 2   # once per team


def test_810_the_headers_read_in_korean(app, hands):
    scene = table(app, hands, {"p1": {"battlefield": ["MG-G03"]}}, lang="ko")
    words = _headers(app, scene)
    assert "해 팀: 생명 30" in words and "달 팀 (P3의 생명)" in words


def test_805_the_first_player_drags_a_teammates_creature_onto_an_opponent_to_attack(app, hands):
    scene = table(app, hands, {"p1": {"battlefield": ["MG-G03"]}, "p2": {"battlefield": ["MG-R01"]}})
    st = scene.session.state
    mate = next(i for i in st.battlefield(1) if st.defs[i].id == "MG-R01")
    hands.drag(hands.card_center(mate), scene.dest_rect(("player", 3)).center)     # onto P4's header
    hands.settle()
    assert Attack(0, mate, "p3") in scene.session.match.log
    assert scene.session.state.attackers.get(mate) == "p3"


def test_807_seven_and_eight_seats_fit_without_overlap():
    from game.rulesets.magic import table_layout as L
    for n in (7, 8):
        for v in range(n):
            rects = [L.seat_rect(p, v, n) for p in range(n)]
            for i, a in enumerate(rects):
                assert a[0] >= 0 and a[0] + a[2] <= L.FELT_W and a[1] >= 0 and a[1] + a[3] <= 720
                assert all(not (a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3]
                                and b[1] < a[1] + a[3]) for b in rects[i + 1:]), (n, v)


def test_807_a_grand_melee_table_marks_each_turn_markers_seat_and_names_both_players_in_the_turn_box(app, hands):
    app.settings.animation_speed = 10.0
    data = {"scenario": {"players": 8, "seed": 1}, "options": {"multiplayer": "grand-melee"},
            "position": {"step": "main1", "active": 1, "p1": {"hand": ["MG-L01"]}}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    app.scene.draw(app.screen)
    seats = [text for text, _r in scene.root.find("seats").drawn]
    assert sum(w.startswith(("TURN MARKER", "MARKER", "* priority")) for w in seats) == 2
    info = [text for text, _r in scene.root.find("info").drawn]
    assert "Turn 3: players 1, 5" in info
    for iid, node in scene.card_nodes.items():
        if node.visible:
            r = node.world_rect()
            assert r.left >= -2 and r.right <= 1006 and r.top >= 0 and r.bottom <= 720, (iid, r)


def test_801_a_seat_beyond_the_viewers_range_of_influence_says_so(app, hands):
    app.settings.animation_speed = 10.0
    data = {"scenario": {"players": 5, "seed": 1}, "options": {"range_of_influence": "1"},
            "position": {"step": "main1", "active": 1, "p1": {"hand": ["MG-L01"]}}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    words = _headers(app, scene)
    far = [w for w in words if w.startswith("out of your range")]
    assert len(far) == 2                      # players 3 and 4; players 2 and 5 sit within one seat
