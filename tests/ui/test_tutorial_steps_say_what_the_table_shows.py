"""Each game's tutorial walked step by step at the real tutorial scene, as a learner would: when 'Well
done!' comes up, its words are the step's own and what they state of the table is true at that moment
(a spell said resolved has left the stack, a combination said public is on the public field, a cost said
is the cost paid); and a refusal shown before the right move never stays behind the card that praises it."""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Callable

import pygame
import pytest

from game.engine.actions import Choose
from game.puzzles import TutorialStep, load_tutorial
from game.ui import fonts
from game.ui.palette import BAD
from game.ui.smoke import perform
from tests.ui.test_ei_table import gesture      # its workbench: lay the cards, press the recipe

State = Any
Fact = Callable[[TutorialStep, State, State], None]     # (step, the state it starts from, the state at 'Well done!')


def _zone_ids(s: State, zone: str) -> list[str]:
    return [s.cards[c].def_id for c in s.zones[zone].cards]


def _number(pattern: str, text: str) -> re.Match[str]:
    m = re.search(pattern, text)
    assert m, (pattern, text)
    return m


# ----- what the steps say, read against the table ------------------------------------------------------
def lanes_1(step: TutorialStep, start: State, end: State) -> None:
    from game.rulesets.lanes.statics import field_cost, size
    m = _number(r"uses (\d+) of your size (\d+)", step.done.en)
    assert (field_cost(end, 0), size(end, 0)) == (int(m[1]), int(m[2]))


def lanes_2(step: TutorialStep, start: State, end: State) -> None:
    assert step.done.en.startswith("One card went to the opponent's damage zone")
    assert len(end.zones["p1.damage"].cards) == len(start.zones["p1.damage"].cards) + 1


def lanes_8(step: TutorialStep, start: State, end: State) -> None:
    m = _number(r"(\w+) cards left", step.done.en)
    seven = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"].index(m[1].lower())
    assert len(end.zones["p0.hand"].cards) == seven
    assert "went to the trash" in step.done.en and len(end.zones["p0.trash"].cards) > len(start.zones["p0.trash"].cards)


def dd_2(step: TutorialStep, start: State, end: State) -> None:
    m = _number(r"drew back up to (\d+) cards", step.done.en)
    assert len(end.zones["p0.hand"].cards) == int(m[1])


def cod_1(step: TutorialStep, start: State, end: State) -> None:
    m = _number(r"you have (\d+) HP now", step.done.en)
    assert end.hp(0) == int(m[1]) == start.hp(0) - 1


def cod_2(step: TutorialStep, start: State, end: State) -> None:
    """'the Raider came from the right of the citadel and cost 1 HP': a number said of a card is the HP it
    cost when the sentence says HP, else its mana cost (the Raider costs 2 mana)."""
    text = step.done.en
    sentry, raider = (next(c for c in start.zones["p0.hand"].cards if start.cards[c].def_id == d)
                      for d in ("CD1-01", "CD1-10"))
    assert "The Sentry cost no HP" in text
    m = _number(r"the Raider [^.;]*?cost (\d+)( HP)?", text)
    if m[2]:
        assert start.hp(0) - end.hp(0) == int(m[1])          # only the Raider came from the right
    else:
        assert end.db[start.cards[raider].def_id].cost == int(m[1])
    front, seat, sentry_at = end.where(sentry)
    assert (front, seat) == end.where(raider)[:2] and sentry_at < end.where(raider)[2]   # nearer the bridge


def ei_1(step: TutorialStep, start: State, end: State) -> None:
    """'Your combination lies on your public level-change field': every seat has locked, the three cards
    are on the field and the opponent sees them; the L2 Air and the EP have not come yet."""
    assert "public level-change field" in step.done.en
    field = end.zones["p0.levelup"].cards
    assert sorted(end.def_of(c) for c in field) == ["E1", "F1", "W1"]
    assert all(end.card_visible_to(c, 1) for c in field)
    assert end.ep[0] == start.ep[0] and "A2" not in [end.def_of(c) for c in end.zones["p0.hand"].cards]


def magic_2(step: TutorialStep, start: State, end: State) -> None:
    """'The Duelist resolved and entered the battlefield. It is summoning sick.'"""
    assert step.done.en.startswith("The Duelist resolved")
    assert not end.stack
    duelist = [c for c in end.zones["p0.battlefield"].cards if end.cards[c].def_id == "MG-R02"]
    assert len(duelist) == 1 and end.perm[duelist[0]].sick


def magic_5(step: TutorialStep, start: State, end: State) -> None:
    m = _number(r"with (\d+) life", step.done.en)
    assert end.life[0] == start.life[0] - int(m[1])
    assert "MG-P01" not in _zone_ids(end, "p0.hand")


def magic_16(step: TutorialStep, start: State, end: State) -> None:
    """'Nobody lost life. The one-shot scheme went back to the bottom of the scheme deck once it resolved.'"""
    assert step.done.en.startswith("Nobody lost life.") and end.life == start.life
    assert not end.stack and _zone_ids(end, "p1.command") == []
    top = start.zones["p1.schemes"].cards[0]                # the deck's top is its first card
    assert end.zones["p1.schemes"].cards[-1] == top and end.cards[top].def_id == "MG-SC07"


FACTS: dict[str, dict[int, Fact]] = {
    "lanes": {1: lanes_1, 2: lanes_2, 8: lanes_8},
    "dragon-duel": {2: dd_2},
    "clash-of-decks": {1: cod_1, 2: cod_2},
    "elements-illusion": {1: ei_1},
    "magic": {2: magic_2, 5: magic_5, 16: magic_16},
}


# ----- the walk -----------------------------------------------------------------------------------------
def _quiet(scene: Any, hands: Any, until: Callable[[], bool] = lambda: False) -> None:
    """Frames until the table has shown every event and no program is busy (or ``until`` holds)."""
    def busy() -> bool:
        return scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())
    for _ in range(600):
        if until() or not busy():
            hands.frames(3)
            if until() or not busy():
                break
        hands.frames(2)


def _learners_action(step: TutorialStep, scene: Any, n: int) -> Any:
    st = scene.session.state
    return step.expected(st, n) or next(a for a in st.legal_actions()
                                        if isinstance(a, Choose) and a.player == step.player)


@pytest.mark.slow        # a whole tutorial through the real table: 2 to 5 s a game on a busy machine
@pytest.mark.parametrize("game", list(FACTS))
def test_each_step_says_what_the_table_shows_when_it_is_done(app, hands, game):
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 10.0
    tutorial = load_tutorial(ruleset=game)
    assert set(FACTS[game]) <= {st.index + 1 for st in tutorial.steps}
    for step in tutorial.steps:
        scene = TutorialScene(app, tutorial, step.index)
        app.push(scene)
        hands.frames(5)
        start = step.new_state()
        for n in range(len(step.do)):
            _quiet(scene, hands, until=lambda: scene.acting() == step.player and not scene.animating()
                   and scene.ai_move is None)
            action = _learners_action(step, scene, n)
            how = gesture(app, hands, action) if game == "elements-illusion" else perform(app, hands, action)
            assert how, (game, step.index + 1, action)
        _quiet(scene, hands, until=lambda: scene.center.visible)
        assert scene.completed and scene.center.visible, (game, step.index + 1)
        shown = scene.center.text
        assert shown.line == step.title.en and shown.body.startswith(step.done.en if step.done else "")
        fact = FACTS[game].get(step.index + 1)
        if fact is not None:
            fact(step, start, scene.session.state)
        app.pop()


def test_a_refusal_shown_before_the_right_move_goes_when_well_done_comes_up(app, hands):
    """Lanes' first step: the Blazeheart Champion (cost 5, size 3) is refused in red with its rule; then the
    right drag completes the step, and the red banner goes with it (drawn text and F1 alike)."""
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 10.0
    tutorial = load_tutorial(ruleset="lanes")
    step = tutorial.steps[0]
    scene = TutorialScene(app, tutorial, 0)
    app.push(scene)
    hands.frames(5)
    _quiet(scene, hands)
    st = scene.session.state
    right = step.expected(st, 0)
    champion = next(c for c in st.zones["p0.hand"].cards if st.cards[c].def_id == "LT-F13")
    assert not scene.submit(dataclasses.replace(right, card=champion))
    refusal = scene.toast.text
    assert scene.toast.time_left > 0 and scene.toast.color == BAD and scene.last_refusal_rule
    _quiet(scene, hands)
    assert perform(app, hands, right)
    _quiet(scene, hands, until=lambda: scene.center.visible)
    assert scene.completed and scene.center.visible
    drawn: list[str] = []
    text = fonts.text

    def rec(s: str, *a: Any, **k: Any) -> Any:
        drawn.append(s)
        return text(s, *a, **k)

    fonts.text = rec
    try:
        scene.draw(pygame.Surface(app.screen.get_size()))
    finally:
        fonts.text = text
    first_line = refusal.splitlines()[0]
    assert scene.toast.time_left == 0 and scene.last_refusal_rule is None
    assert not any(first_line[:25] in s for s in drawn), first_line


def test_elements_illusions_combination_is_public_at_well_done_even_when_the_learner_locks_first(app, hands):
    """The other seat locks the main phase a moment after the table shows it; a learner who combines and
    locks before that (here: in the first frame) still reads 'Well done!' only once every seat has locked
    and the combination lies, public, on the level-change field."""
    from game.ui.puzzles_scene import TutorialScene
    tutorial = load_tutorial(ruleset="elements-illusion")
    step = tutorial.steps[0]
    scene = TutorialScene(app, tutorial, 0)
    app.push(scene)
    hands.frames(1)
    st = scene.session.state
    assert st.locked == [False, False]
    for n in range(len(step.do)):
        assert scene.submit(step.expected(st, n))
    assert not scene.completed and scene.settling      # the other seat has not answered yet
    _quiet(scene, hands, until=lambda: scene.center.visible)
    assert scene.completed and scene.center.visible and scene.center.text.body == step.done.en
    ei_1(step, step.new_state(), scene.session.state)
