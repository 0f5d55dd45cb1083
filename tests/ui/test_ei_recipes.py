"""Elements Illusion's recipe book at the table: opened by its button and by B, it lists every skill of the
card data with its cards and effect, and ticks exactly the skills whose cards the hand shown holds."""
from __future__ import annotations

from typing import Any

import pygame

from game.puzzles import load_puzzles
from game.rulesets.elements_illusion.actions import Skill
from game.rulesets.elements_illusion.skills import load_table
from game.ui.lesson import PassiveAgent, PositionSession
from game.ui.table.scene import TableScene


def position_table(app: Any, hands: Any, name: str = "01-the-dearest-blow", lang: str = "en") -> TableScene:
    """The table on a puzzle's position, the other seat passing: the viewer holds a known hand."""
    app.settings.language = lang
    app.settings.animation_speed = 10.0
    pz = next(p for p in load_puzzles(ruleset="elements-illusion") if p.id == name)
    scene = TableScene(app, PositionSession(pz.new_state, pz.seed), ai_seats={1: PassiveAgent()})
    app.push(scene)
    hands.settle()
    return scene


def test_the_recipe_book_opens_by_click_and_by_key_and_ticks_what_the_hand_makes(app, hands):
    scene = position_table(app, hands)
    st = scene.session.state
    assert sorted(st.def_of(c) for c in st.hands[0].cards) == ["A1", "A2", "E2"]
    book = scene.part.book
    button = scene.game_button("recipes")
    assert button.visible and button.enabled and "Recipes (B)" == button.label
    assert not book.open and book.drawn == []
    hands.click_node(button)
    hands.frames(2)
    assert book.open
    listed = [skill for skill, _, _ in book.drawn]
    assert sorted(listed) == sorted(sk.id for sk in load_table().all)          # every skill of the data
    ticked = {skill for skill, tick, _ in book.drawn if tick}
    # A1, A2 and E2 make Wind, Rock Throw, Wind Pressure (one card each), Air Blast and Snipe (two)
    assert ticked == {"wind", "rock_throw", "wind_pressure", "air_blast", "snipe"}
    line = dict((skill, text) for skill, _, text in book.drawn)
    assert line["air_blast"].startswith("Air Blast · L1 Air + L2 Air · cost 3 · 3 damage to a single opponent")
    assert "blocked if the target's last element is Earth; target's last element Water -1, Air -2" in line["wind_pressure"]
    assert "not in this game" in line["maneril"]                                # a designer-gap skill, kept out
    hands.key(pygame.K_b)
    hands.frames(2)
    assert not book.open and book.drawn == []
    hands.key(pygame.K_b)
    hands.frames(2)
    assert book.open and len(book.drawn) == len(load_table().all)


def test_the_recipe_book_reads_in_korean_and_ticks_follow_the_hand(app, hands):
    scene = position_table(app, hands, lang="ko")
    scene.part.book.toggle()
    hands.frames(2)
    line = dict((skill, text) for skill, _, text in scene.part.book.drawn)
    assert line["air_blast"].startswith("공기 분사 · L1 공기 + L2 공기 · 코스트 3 · 상대 1명에게 데미지 3")
    assert scene.game_button("recipes").label == "레시피 (B)"
    # Wind Pressure chosen: its L2 Air is the plan's now, and the book counts only the cards still free
    pick = next(a for a in scene.my_legal() if isinstance(a, Skill) and a.skill == "wind_pressure")
    assert scene.part.submit(pick)
    hands.settle()
    assert {s for s, tick, _ in scene.part.book.drawn if tick} == {"wind", "rock_throw"}
