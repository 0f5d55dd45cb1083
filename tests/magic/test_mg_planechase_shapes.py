"""Planechase with the multiplayer shapes (901.12-901.14), the rules the scenario files cannot show: a team
leaving Two-Headed Giant ends the game before anyone leaves, so the hand-over of 901.12b is played here by
the leaving itself; "you" on a plane against "you" on a spell (901.12c); the range of influence of a plane
against a spell's (901.13); the invariants of Grand Melee's planar controllers (901.14). The positions of
play are levels/scenarios/magic/planechase_901_12*, _901_13*, _901_14*."""
from __future__ import annotations

from game.rulesets.magic import flow, planechase
from game.rulesets.magic.invariants import check as check_invariants
from game.rulesets.magic.state import MagicState, zid
from game.rulesets.magic.targets import candidates
from game.rulesets.magic.text import describe_events

from mg_kit import card, pass_all, position

TWO_HEADED = {"supplements": "planechase", "multiplayer": "two-headed-giant"}
MELEE = {"supplements": "planechase", "multiplayer": "grand-melee"}


def test_901_12b_a_leaving_teams_planar_control_goes_to_the_next_teams_primary_player_first() -> None:
    s = position(players=4, options=TWO_HEADED, step="main1", active=1,
                 p1={"plane": ["MG-PL04"], "planar": ["MG-PL05"]}, p3={"planar": ["MG-PL11", "MG-PL12"]})
    assert planechase.part(s).controller == 0
    s.events = []
    flow.leave(s, 0)                         # the team leaves together: player 1 first, then player 2
    kinds = [(e.kind, e.data.get("player"), e.data.get("rule")) for e in s.events]
    handed = kinds.index(("planar_controller", 2, "901.12b"))
    assert handed < kinds.index(("player_left", 0, "800.4a"))          # first the control, then the leaving
    assert planechase.part(s).controller == 2                          # player 3, not player 2 (the teammate)
    log = describe_events(s, s.events, "en", None)
    assert "Player 3 is now the planar controller (901.12b)" in log, log
    assert "차원 조종자: 플레이어 3 (901.12b)" in describe_events(s, s.events, "ko", None)
    assert [s.cards[c].def_id for c in planechase.face_up(s)] == ["MG-PL11"]   # 901.10: player 3 planeswalks
    flow.leave(s, 1)
    assert planechase.part(s).controller == 2                          # kept until another team is active
    assert not [b for b in check_invariants(s) if "planar" in b]


def test_901_12b_the_invariants_want_a_primary_player_as_planar_controller() -> None:
    s = position(players=4, options=TWO_HEADED, step="main1", active=1, p1={"plane": ["MG-PL04"]})
    assert not [b for b in check_invariants(s) if "planar" in b]
    planechase.part(s).controller = 1                   # player 2, the teammate: broken on purpose
    assert any("not their team's primary player (901.12b)" in b for b in check_invariants(s))


def test_901_12c_a_planes_creature_you_control_is_either_teammates_a_spells_is_its_casters() -> None:
    s = position(players=4, options=TWO_HEADED, step="main1", active=1,
                 p1={"plane": ["MG-PL18"], "battlefield": ["MG-G03"], "hand": ["MG-R03"]},
                 p2={"battlefield": ["MG-G03"]}, p3={"battlefield": ["MG-G03"]})
    plane = planechase.face_up(s)[0]
    mine, mate, theirs = (f"c{card(s, 'battlefield:MG-G03', p)}" for p in (0, 1, 2))
    assert candidates(s, "creature_you_control", 0, plane) == [mine, mate]          # Wyrmcoil Canyon's chaos
    spell = card(s, "hand:MG-R03", 0)
    assert candidates(s, "creature_you_control", 0, spell) == [mine]
    assert theirs in candidates(s, "creature_you_dont_control", 0, spell)
    assert mate not in candidates(s, "creature_you_dont_control", 0, plane)


def test_901_12c_is_two_headed_giants_an_archenemy_alliances_plane_you_is_one_player() -> None:
    s = position(players=4, options={"supplements": "planechase,archenemy"}, step="main1", active=2,
                 p2={"plane": ["MG-PL18"], "battlefield": ["MG-G03"]}, p3={"battlefield": ["MG-G03"]})
    assert s.team_seats == ((0,), (1, 2, 3))              # the alliance shares its turns (904.2, 805)
    plane = planechase.face_up(s)[0]
    assert planechase.you(s, plane, 1) is None
    assert candidates(s, "creature_you_control", 1, plane) == [f"c{card(s, 'battlefield:MG-G03', 1)}"]


def test_901_13_a_plane_reaches_past_the_range_of_influence_a_spell_does_not() -> None:
    s = position(players=4, options={"supplements": "planechase", "range_of_influence": "1"}, step="main1",
                 active=1, p1={"plane": ["MG-PL02"], "hand": ["MG-R03"]}, p3={"battlefield": ["MG-G03"]})
    plane, spell = planechase.face_up(s)[0], card(s, "hand:MG-R03", 0)
    far = f"c{card(s, 'battlefield:MG-G03', 2)}"
    assert "p2" in candidates(s, "any", 0, plane) and far in candidates(s, "any", 0, plane)
    assert "p2" not in candidates(s, "any", 0, spell) and far not in candidates(s, "any", 0, spell)


def test_901_14b_the_log_says_a_gone_planar_controllers_plane_goes_to_the_bottom() -> None:
    s = position(players=8, options=MELEE, step="main1", active=1,
                 p1={"plane": ["MG-PL02"], "planar": ["MG-PL05"]}, p5={"plane": ["MG-PL03"], "planar": ["MG-PL11"]})
    s.events = []
    flow.leave(s, 4)
    en, ko = describe_events(s, s.events, "en", None), describe_events(s, s.events, "ko", None)
    assert ("Player 5 is no longer a planar controller: their plane goes to the bottom of its owner's planar deck "
            "(901.14b)") in en, en
    assert any(line.startswith("플레이어 5는 더 이상 차원 조종자가 아닙니다") for line in ko), ko
    assert s.markers == [0] and planechase.controllers(s) == [0]


def test_901_14_grand_melee_invariants_one_plane_for_each_marker_holder() -> None:
    s = position(players=8, options=MELEE, step="main1", active=1,
                 p1={"plane": ["MG-PL02"], "planar": ["MG-PL05"]}, p5={"plane": ["MG-PL03"], "planar": ["MG-PL11"]})
    assert s.markers == [0, 4] and sorted(planechase.controllers(s)) == [0, 4]
    assert not [b for b in check_invariants(s) if "planar" in b]
    pt = planechase.part(s)
    extra = s.zones[zid(0, "planar")].cards[0]
    s.move(extra, zid(0, "plane"), cause="test")           # a second plane for player 1: broken on purpose
    pt.held[extra] = 0
    assert any("marker holder 0 controls 2" in b for b in check_invariants(s))
    s.move(extra, zid(0, "planar"), cause="test")
    pt.held[planechase.face_up(s)[1]] = 3                 # a plane held by a seat with no marker
    assert any("without a turn marker" in b for b in check_invariants(s))



def _four_left() -> MagicState:
    """Grand Melee at eight, the last four seats gone: one turn marker, player 1's, on player 1's own plane."""
    s = position(players=8, options=MELEE, step="main1", active=1, p1={"plane": ["MG-PL04"], "planar": ["MG-PL05"]},
                 p2={"planar": ["MG-PL11"]}, p3={"planar": ["MG-PL03"]}, p5={"plane": ["MG-PL02"]})
    for q in (7, 6, 5, 4):
        flow.leave(s, q)
    assert s.markers == [0] and planechase.controllers(s) == [0]
    return s


def _to_next_turn(s: MagicState) -> None:
    turn = s.turn
    for _ in range(300):
        if s.turn != turn:
            return
        pass_all(s, 1)
        assert not [b for b in check_invariants(s) if "planar" in b]
    raise AssertionError("the turn did not end")


def test_901_6_a_grand_melee_marker_holder_leaving_hands_their_plane_to_the_next_player_until_the_marker_comes() -> None:
    s = _four_left()
    plane = card(s, "plane:MG-PL04", 0)
    _to_next_turn(s)                       # the marker and the plane it carries pass to player 2 (901.14a)
    assert s.active == 1 and planechase.controller_of(s, plane) == 1
    s.events = []
    flow.leave(s, 1)
    # 901.6: the next player in turn order controls player 1's plane before player 2 goes; the marker waits
    # on the empty seat until the turn ends (the turn goes on without its active player), nobody planeswalks
    assert s.out[1] and s.markers == [1]
    assert planechase.controllers(s) == [2] and planechase.face_up(s) == [plane]
    assert not [e for e in s.events if e.kind == "planeswalked"]
    assert not [b for b in check_invariants(s) if "planar" in b]
    en = describe_events(s, s.events, "en", None)
    assert any("Player 3" in line and "planar controller" in line for line in en), en
    _to_next_turn(s)
    assert s.active == 2 and s.markers == [2]
    assert planechase.controllers(s) == [2] and planechase.face_up(s) == [plane]


def test_901_10_a_grand_melee_marker_holder_leaving_with_their_own_plane_the_next_player_planeswalks() -> None:
    s = _four_left()
    flow.leave(s, 0)
    # the plane leaves with its owner (901.10); its controller by then, player 2 (901.6), planeswalks
    arrived = card(s, "plane:MG-PL11", 1)
    assert planechase.face_up(s) == [arrived] and planechase.controllers(s) == [1]
    assert not [b for b in check_invariants(s) if "planar" in b]
