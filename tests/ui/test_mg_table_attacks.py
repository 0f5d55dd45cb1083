"""Attacking at the Magic table is obvious (508.1): while the viewer declares attackers the prompt says how; a
creature dropped anywhere on an opponent's area attacks that player, onto a planeswalker attacks it; a click
on a creature attacks the one player it may attack, or asks whom when it may attack more than one; one that
may not attack says the engine's rule; an attacking creature wears the attacking icon and says whom."""
from __future__ import annotations

from typing import Any

import pygame

from game.rulesets.magic import table_layout as L
from game.rulesets.magic.actions import Attack, Declared
from game.rulesets.magic.scenario import _build
from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene
from tests.test_words_players_read import latin_in_korean


def table(app: Any, hands: Any, position: dict[str, Any], players: int = 2, lang: str = "en") -> TableScene:
    app.settings.animation_speed = 10.0
    app.settings.language = lang
    data = {"scenario": {"players": players, "seed": 1}, "position": {"step": "declare_attackers", "active": 1,
                                                                     **position}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def mine(scene: TableScene, def_id: str) -> int:
    st = scene.session.state
    return next(i for i in st.battlefield(scene.viewer) if st.defs[i].id == def_id)


def attacks(scene: TableScene) -> list[tuple[int, str]]:
    return [(a.card, a.target) for a in scene.session.match.log if isinstance(a, Attack)]


# two hasty Cinder Pups (a declaration ends by itself once no creature is left that could attack) and a
# summoning-sick Bramble Charger
READY = {"p1": {"battlefield": ["MG-R01", "MG-R01", {"card": "MG-G03", "sick": True}]},
         "p2": {"battlefield": ["MG-L02"]}}


def test_508_1_the_prompt_says_how_to_attack_and_counts_the_attackers(app, hands):
    scene = table(app, hands, READY)
    assert scene.prompt.visible
    assert scene.prompt.text.startswith("Declare attackers (508.1): drag each creature that attacks onto an "
                                        "opponent's area"), scene.prompt.text
    assert "or click it" in scene.prompt.text and scene.prompt.text.endswith("Attacking now: 0.")
    hands.click(hands.card_center(mine(scene, "MG-R01")))
    hands.settle()
    assert scene.prompt.text.endswith("Attacking now: 1."), scene.prompt.text
    hands.click_node(scene.btn_primary)                  # Attackers declared: the prompt goes
    hands.settle()
    assert Declared(0) in scene.session.match.log and not scene.prompt.visible


def test_508_1_the_prompt_says_it_in_korean_too(app, hands):
    scene = table(app, hands, READY, lang="ko")
    assert scene.prompt.visible and scene.prompt.text.startswith("공격 선언 (508.1): "), scene.prompt.text
    assert latin_in_korean(scene.prompt.text) == [], scene.prompt.text


def test_508_1_a_click_on_a_creature_attacks_the_one_opponent_and_it_wears_the_attacking_state(app, hands):
    scene = table(app, hands, READY)
    pup = mine(scene, "MG-R01")
    hands.click(hands.card_center(pup))
    hands.settle()
    assert attacks(scene) == [(pup, "p1")]
    states = scene.part.card_states(pup)
    assert [(s.icon, s.word.en) for s in states if s.icon == "attacking"] == [("attacking", "Attacking player 2")]
    assert [s.word.ko for s in states if s.icon == "attacking"] == ["플레이어 2 공격 중"]
    assert all(s.icon != "spent" for s in states)        # "used this turn" is not "attacking"
    other = [i for i in scene.session.state.battlefield(0) if i != pup][0]   # the other Pup, not attacking
    assert scene.spots[pup].y == scene.spots[other].y - L.FORWARD     # it stands forward, toward player 2
    node = scene.card_nodes[pup]
    assert node.world_rect().centery < scene.card_nodes[other].world_rect().centery


def test_508_1a_a_click_on_a_creature_that_may_not_attack_says_why_and_changes_nothing(app, hands):
    scene = table(app, hands, READY)
    before = len(scene.session.match.log)
    hands.click(hands.card_center(mine(scene, "MG-G03")))      # summoning sick
    hands.settle()
    assert len(scene.session.match.log) == before
    assert scene.toast.text.startswith("[508.1a]"), scene.toast.text


def test_506_3_with_two_opponents_a_click_asks_whom_it_attacks(app, hands):
    scene = table(app, hands, {"p1": {"battlefield": ["MG-R01", "MG-R01"]}, "p2": {"battlefield": ["MG-L02"]},
                               "p3": {"battlefield": ["MG-L02"]}}, players=3)
    pup = mine(scene, "MG-R01")
    hands.click(hands.card_center(pup))
    hands.settle()
    dialog = scene.dialog
    assert dialog.visible and dialog.title == "Whom does Cinder Pup attack?" and not attacks(scene)
    labels = [b.label for b in dialog.walk() if getattr(b, "name", "").startswith("button:click:")]
    assert labels == ["Player 2", "Player 3", "Cancel"], labels
    hands.click_node(dialog.find("button:click:cancel"))     # Cancel: nothing is declared
    hands.settle()
    assert not dialog.visible and not attacks(scene)
    hands.click(hands.card_center(pup))
    hands.settle()
    hands.key(pygame.K_ESCAPE)                                # Esc: the same as Cancel
    assert not dialog.visible and not attacks(scene)
    hands.click(hands.card_center(pup))
    hands.settle()
    hands.key(pygame.K_RIGHT)                                 # by keys: the ring starts on player 2
    hands.key(pygame.K_RETURN)
    hands.settle()
    assert attacks(scene) == [(pup, "p2")]


def test_506_3_a_click_offers_an_opponents_planeswalker_and_a_drop_on_it_attacks_it(app, hands):
    scene = table(app, hands, {"p1": {"battlefield": ["MG-R01", "MG-R01", "MG-R01"]},
                               "p2": {"battlefield": ["MG-U07", "MG-L02"]}}, lang="ko")
    st = scene.session.state
    first, second, _third = st.battlefield(0)
    kesra = next(i for i in st.battlefield(1) if st.defs[i].id == "MG-U07")
    hands.click(hands.card_center(first))
    hands.settle()
    labels = [b.label for b in scene.dialog.walk() if getattr(b, "name", "").startswith("button:click:")]
    assert scene.dialog.title == "잿불 강아지는 누구를 공격합니까?"
    assert labels == ["플레이어 2", "조수 학자 케스라 (플레이어 2의 플레인즈워커)", "취소"], labels
    assert [w for w in [scene.dialog.title, *labels] if latin_in_korean(w)] == []
    hands.click_node(scene.dialog.find("button:click:cancel"))
    hands.settle()
    hands.drag(hands.card_center(second), hands.card_center(kesra))
    hands.settle()
    assert attacks(scene) == [(second, f"c{kesra}")]
    assert [s.word.ko for s in scene.part.card_states(second) if s.icon == "attacking"] == ["조수 학자 케스라 공격 중"]


def test_508_1_an_attacker_dropped_on_an_opponents_land_attacks_that_opponent(app, hands):
    scene = table(app, hands, READY)
    st = scene.session.state
    pup = mine(scene, "MG-R01")
    island = st.battlefield(1)[0]
    x, y, w, h = L.header_rect(1, scene.viewer, 2)
    assert not scene.dest_rect(("player", 1)).collidepoint(*scene.dest_rect(("card", island)).center)
    hands.drag(hands.card_center(pup), hands.card_center(island))
    hands.settle()
    assert attacks(scene) == [(pup, "p1")], scene.toast.text


def test_an_attacker_of_another_seat_stands_forward_toward_the_middle_too():
    for n in range(2, 7):
        for p in range(1, n):
            still = L.place_spot(p, 0, n, "creatures", 0, 2, tapped=True)
            forward = L.place_spot(p, 0, n, "creatures", 0, 2, tapped=True, attacking=True)
            assert forward.y == still.y + L.FORWARD and forward.x == still.x
            assert forward.y + min(forward.w, forward.h) / 2 <= L.seat_rect(p, 0, n)[1] + L.seat_rect(p, 0, n)[3]


def test_509_1_the_defender_is_told_how_to_block(app, hands):
    scene = table(app, hands, {"p1": {"battlefield": ["MG-R01", "MG-R01"]}, "p2": {"battlefield": ["MG-G03"]}})
    hands.click(hands.card_center(mine(scene, "MG-R01")))
    hands.settle()
    hands.click_node(scene.btn_primary)                  # Attackers declared
    hands.settle()
    for _ in range(6):                                   # priority passes round to the blockers step
        st = scene.session.state
        if st.step.value == "declare_blockers" and scene.viewer == 1 and not scene.pass_pending:
            break
        if scene.pass_pending:
            hands.pass_screen()
        elif st.priority == scene.viewer:
            hands.click_node(scene.btn_primary)
        hands.settle()
    assert scene.viewer == 1 and scene.prompt.visible, (scene.session.state.step, scene.viewer)
    assert scene.prompt.text == ("Declare blockers (509.1): drag each creature that blocks onto the attacker it "
                                 "blocks. Then press Blockers declared (E).")


def test_508_1_in_a_win_this_turn_puzzle_a_click_on_the_attacker_attacks_and_the_puzzle_goes_on(app, hands):
    """Over the Wall: to the declaration of attackers by the big button, then a click on Rumbling Brute. The
    click used to only select it, and Attackers declared then threw the puzzle away."""
    from game.puzzles import ONGOING, load_puzzles
    from game.ui.puzzles_scene import PuzzleScene
    app.settings.animation_speed = 10.0
    puzzles = load_puzzles(ruleset="magic")
    index = next(k for k, p in enumerate(puzzles) if p.id.endswith("over-the-wall"))
    scene = PuzzleScene(app, puzzles, index, briefing=False)
    app.push(scene)
    hands.frames(3)
    for _ in range(20):
        st = scene.session.state
        if st.step.value == "declare_attackers" and not scene.animating() and scene.ai_move is None:
            break
        if st.priority == 0 and not scene.animating():
            hands.click_node(scene.btn_primary)          # pass: on to combat
        hands.frames(5)
    assert scene.session.state.step.value == "declare_attackers" and scene.prompt.visible
    brute = mine(scene, "MG-R04")
    hands.click(hands.card_center(brute))
    hands.settle()
    assert attacks(scene) == [(brute, "p1")] and scene.status == ONGOING
