""""Why that move?" at the real table, headless: the program's reasons are told to the person who asks only as
far as that person may know the move. A move made in secret (Elements Illusion's sealed plans, Lanes'
discards and cards put on the bottom of the deck) is explained only once it is revealed, and then names only
the cards the person may see."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from game.ai import make_agent
from game.ai.part import rules
from game.engine.match import Match
from game.rulesets.lanes.actions import PlaySkill
from game.ui.lesson import PositionSession
from game.ui.table.scene import TableScene
from game.ui.table.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lanes"))
from lanes_kit import make, skill, unit  # noqa: E402


def ask_why(hands: Any, scene: TableScene) -> str:
    """Press W and read the line it adds to the log (the table goes on meanwhile: later lines may follow it)."""
    hands.key(pygame.K_w)
    return next(line for line in reversed(scene.log.lines) if line.startswith("AI: "))


def idle(scene: TableScene) -> bool:
    return not scene.animating() and scene.ai_move is None and not any(s.busy() for s in scene.ai_seats.values())


def described(scene: TableScene, seat: int) -> list[str]:
    """Each move of ``seat`` so far as the program's own words begin (its game's ai part's ``describe``)."""
    match = scene.session.match
    replay = Match(match.ruleset_id, match.seed, match.setup)
    out = []
    for action in match.log:
        if action.player == seat:
            out.append(rules(match.ruleset_id).describe(replay.state, action, "en"))
        replay.apply(action)
    return out


def test_a_programs_sealed_plan_is_explained_only_after_the_check_reveals_it(app, hands):
    """Elements Illusion solo: the program plans its main and build phases in secret. Asked during the build
    phase, before the person locks, the table says the choice is secret and names none of the program's
    moves; once the check phase has shown the plans, it gives the program's words for them."""
    app.settings.animation_speed = 10.0
    setup = {"players": 2, "seats": {"1": "normal"}}
    scene = TableScene(app, Session.new("elements-illusion", 3, setup),
                       ai_seats=TableScene._agents(setup, 3, "elements-illusion"))
    app.push(scene)
    hands.frames(3)
    hands.click_node(scene.btn_primary)               # the person locks an empty main phase
    for _ in range(3000):
        hands.frames(1)
        if scene.session.state.phase.value == "build" and scene.acting() == 0 and idle(scene):
            break
    st = scene.session.state
    plan = described(scene, 1)
    assert plan and st.sealed() and not st.locked[0]
    said = ask_why(hands, scene)
    assert "Player 2 chose in secret" in said and not [words for words in plan if words in said], said
    hands.click_node(scene.btn_primary)               # the person locks the build phase: the check reveals
    for _ in range(3000):
        hands.frames(1)
        if not st.unrevealed and idle(scene):
            break
    said = ask_why(hands, scene)
    assert [words for words in described(scene, 1) if said.startswith(f"AI: {words}: ")], said


HIDDEN = ["TS-H1", "TS-H2", "TS-H3", "TS-H4"]
DECK = ["TS-D1", "TS-D2", "TS-D3", "TS-D4", "TS-D5", "TS-D6"]
PURGE = skill("TS-PURGE", [{"do": "discard", "n": 2, "who": "self"}, {"do": "look", "n": 3}])


def purge() -> Any:
    """Player 2 (the program) has just played a skill: trash two cards from its hand, then look at the top
    three of its deck and put any of them on the bottom; both choices are its secret."""
    s = make(p2={"hand": ["TS-PURGE", *HIDDEN], "deck": DECK}, turn_player=2,
             cards=[PURGE] + [unit(c, cost=1, power=2 + i) for i, c in enumerate(HIDDEN + DECK)])
    s.apply(PlaySkill(1, next(c for c in s.zones["p1.hand"].cards if s.cards[c].def_id == "TS-PURGE")))
    return s


def test_a_programs_secret_discard_and_bottom_picks_are_explained_naming_only_cards_the_person_sees(app, hands):
    """Lanes against a program: after each of its secret picks the person asks why. A card still in its hand
    or put back in its deck is never named; a pick not yet over is said to be secret; the cards it put on the
    bottom are told as the person was told them (how many)."""
    app.settings.animation_speed = 1.0      # a program's move is held a moment on the table: W is pressed then
    scene = TableScene(app, PositionSession(purge), ai_seats={1: make_agent("normal", 5, "lanes")})
    app.push(scene)
    hands.frames(3)
    seen, said = 0, []
    for _ in range(3000):
        st = scene.session.state
        if st.turn_player == 0 or st.result is not None:
            break
        hands.frames(1)
        log = scene.session.match.log
        if len(log) > seen and idle(scene):
            seen = len(log)
            hidden = {st.cards[c].def_id for c in range(len(st.cards)) if not st.card_visible_to(c, 0)}
            line = ask_why(hands, scene)
            assert not [name for name in hidden if name in line], (str(log[-1]), line)
            said.append(line)
    assert any("chose in secret" in line for line in said), said
    assert any("on the bottom of the deck" in line for line in said), said
