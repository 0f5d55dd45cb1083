"""Elements Illusion's recipe book at the table: opened by its button and by B, it lists every skill of the
card data with its cards and effect, and ticks exactly the skills whose cards the hand shown holds."""
from __future__ import annotations

from typing import Any

import pygame

from game.puzzles import load_puzzles
from game.rulesets.elements_illusion import book
from game.rulesets.elements_illusion.actions import Skill
from game.rulesets.elements_illusion.skills import load_table
from game.ui.lesson import PassiveAgent, PositionSession
from game.ui.palette import BAD
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
    assert "Recipes (B) lists every skill." in scene.part.bench.shown_lines[0]     # the empty workbench says where
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


def test_the_recipe_book_opens_by_key_while_the_check_phase_is_still_shown(app, hands):
    scene = position_table(app, hands)
    app.settings.animation_speed = 1.0
    hands.click_node(scene.btn_primary)            # Lock: the check phase plays
    for _ in range(60):
        hands.frames()
        if scene.animating():
            break
    assert scene.animating()
    hands.key(pygame.K_b)
    hands.frames(1)
    assert scene.animating() and scene.part.book.open and scene.part.book.drawn


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


# ----- why the workbench makes nothing, and why an option went away ---------------------------------------
def lay(hands: Any, scene: TableScene, defs: list[str]) -> None:
    part = scene.part
    if part.staged:
        part.clear_bench()
    st = scene.session.state
    for d in defs:
        free = [c for c in st.hands[scene.viewer].cards
                if st.def_of(c) == d and c not in part.staged and c not in part.reserved()]
        hands.drag(hands.card_center(free[0]), hands.drop_center(("bench",)), steps=6)
        scene.resync(snap=True)
        hands.frames(3)
    assert sorted(part.staged_defs()) == sorted(defs)


def bench_lines(scene: TableScene) -> list[str]:
    return list(scene.part.bench.shown_lines)


def bench_buttons(scene: TableScene) -> dict[str, bool]:
    return {b.label: b.accent != BAD for b in scene.part.bench.buttons if getattr(b.on_click, "action", None)
            or getattr(b.on_click, "group", None)}


def test_ei_8_3_cards_that_make_no_skill_name_the_closest_and_what_to_change(app, hands):
    scene = position_table(app, hands)
    lay(hands, scene, ["A1", "E2"])                  # Wind is L1 Air alone; nothing is L1 Air + L2 Earth
    lines = bench_lines(scene)
    assert "No skill of the table is made of exactly these cards." in lines
    assert "Closest: Wind (L1 Air): take off L2 Earth (EI-8.3)." in lines
    assert not bench_buttons(scene)


def test_why_nothing_names_a_missing_card_and_says_when_no_recipe_uses_the_cards():
    table = load_table()
    assert book.why_nothing(table.all, ["F2", "F2"], "en") == \
        "Closest: Flamethrower (L1 Fire + L2 Fire + L2 Fire): add L1 Fire (EI-8.3)."
    assert book.why_nothing(table.all, ["F2", "F2"], "ko") == \
        "가장 가까운 스킬: 화염방사기 (L1 불 + L2 불 + L2 불): L1 불 더하기 (EI-8.3)."
    only_fire = [sk for sk in table.all if set(sk.recipe) <= {"F1", "F2"}]
    assert book.why_nothing(only_fire, ["W3"], "en") == "These cards match no recipe (EI-8.3)."


def test_ei_8_4_a_skill_that_went_away_stays_dimmed_with_the_engines_reason(app, hands):
    scene = position_table(app, hands)
    lay(hands, scene, ["A1"])
    assert bench_buttons(scene) == {"Wind  cost 2  dmg 1": True}      # offered
    lay(hands, scene, ["A2"])
    hands.click_node(next(b for b in scene.part.bench.buttons if b.label.startswith("Wind Pressure")))
    hands.settle()
    lay(hands, scene, ["A1"])                         # a 1-card skill is chosen now, and EL 4 is spent
    assert bench_buttons(scene) == {"Wind  cost 2  dmg 1": False}
    why = " ".join(bench_lines(scene))
    assert why.startswith("[EI-8.4] ") and "one skill per card count" in why
    hands.click_node(scene.part.bench.buttons[0])       # pressed anyway: said again, nothing made
    hands.frames(2)
    assert "EI-8.4" in scene.toast.text
    assert len(scene.session.state.plans[0]["skills"]) == 1


def test_ei_7_2_three_cards_that_combine_into_nothing_say_why_before_any_press(app, hands):
    from game.rulesets.elements_illusion import puzzles as part

    def make() -> Any:
        return part.build({"turn": 2, "order": 1, "phase": "main", "el": 4,
                           "p1": {"hand": ["F1", "F1", "W1", "E2"]}, "p2": {"hand": []}}, None, "test", 1,
                          part.read_options(None, "test"))
    app.settings.animation_speed = 10.0
    scene = TableScene(app, PositionSession(make, 1), ai_seats={1: PassiveAgent()})
    app.push(scene)
    hands.settle()
    lay(hands, scene, ["F1", "F1", "W1"])
    lines = bench_lines(scene)
    assert lines[0].startswith("[EI-7.2] A combination is three L1 cards of three elements")
    assert bench_buttons(scene) == {"Trade for an ability card": True, "Combine": False}   # they pay a trade


def test_a_shadow_copy_skill_offered_earlier_this_phase_stays_dimmed_once_refused(app, hands):
    """Shadow Copy's skills are never guessed from the recipes: only the workbench's memory of what it
    offered keeps such a one on the bench when the engine stops listing it."""
    from game.rulesets.elements_illusion import puzzles as part

    def make() -> Any:
        return part.build({"turn": 2, "order": 1, "phase": "build", "el": 10,
                           "p1": {"hand": ["A1", "E2", "E2"], "abilities": [{"kind": "illusion", "first": 2}]},
                           "p2": {"hand": []}}, None, "test", 1, part.read_options(None, "test"))
    app.settings.animation_speed = 10.0
    scene = TableScene(app, PositionSession(make, 1), ai_seats={1: PassiveAgent()})
    app.push(scene)
    hands.settle()
    snipe = "Snipe  cost 10  dmg 8 (Shadow Copy)"
    lay(hands, scene, ["A1", "E2"])
    assert bench_buttons(scene).get(snipe) is True
    lay(hands, scene, ["E2"])
    hands.click_node(next(b for b in scene.part.bench.buttons if b.label.startswith("Rock Throw")))
    hands.settle()
    lay(hands, scene, ["A1", "E2"])                    # Rock Throw's 4 and Snipe's 10 are over EL 10
    assert bench_buttons(scene) == {snipe: False}
    why = " ".join(bench_lines(scene))
    assert why.startswith("[EI-8.4] ") and "EL (10)" in why


def test_esc_closes_the_open_recipe_book_and_only_it(app, hands):
    from game.ui.menu import MainMenu
    menu = MainMenu(app)
    app.push(menu)
    scene = position_table(app, hands)
    book = scene.part.book
    hands.key(pygame.K_b)
    hands.frames(2)
    assert book.open and book.drawn
    hands.key(pygame.K_ESCAPE)                       # the book goes, and nothing else: no question, no leaving
    hands.frames(2)
    assert not book.open and book.drawn == [] and not scene.dialog.visible and app.scene is scene
    hands.key(pygame.K_ESCAPE)                       # with the book closed, Esc goes on as before (a
    assert app.scene is menu                         # position has nothing to resume: it leaves at once)


def test_a_click_or_hover_on_the_open_recipe_book_does_not_reach_the_card_under_it(app, hands):
    scene = position_table(app, hands)
    book = scene.part.book
    hands.key(pygame.K_b)
    hands.frames(2)
    hand = scene.session.state.hands[0].cards
    under = [scene.card_nodes[c] for c in hand if book.box.colliderect(scene.card_nodes[c].world_rect())]
    assert under, "no card of the hand lies under the book"
    spot = book.box.clip(under[0].world_rect()).center       # the card's part the book covers
    hands.post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(40)                                 # resting there: the card under the book is not shown large
    assert scene.large.iid is None
    hands.click(spot)
    hands.frames(2)
    assert book.open and scene.selected is None and scene.drag is None and not scene.hold.visible
    hands.key(pygame.K_b)                            # closed, the same hover and click reach the card
    hands.frames(2)
    hands.post(pygame.MOUSEMOTION, pos=(spot[0] + 1, spot[1]), rel=(1, 0), buttons=(0, 0, 0))
    hands.frames(40)
    assert scene.large.iid == under[0].iid
    hands.click(spot)
    hands.frames(2)
    assert scene.selected == under[0].iid
