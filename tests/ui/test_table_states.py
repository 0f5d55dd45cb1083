"""Cards show their state, in every game: a temporary state that changes what a card may do (attacked,
cannot block until the turn ends, tapped, summoning sick, new this turn, exhausted, covered, built and
waiting) is an icon on the card and a line, icon and words, under its large view, in both languages."""
from __future__ import annotations


import pygame

from game.engine import registry
from game.ui import fonts
from game.ui.table import states as S
from game.ui.table.scene import TableScene
from tests.ui.test_table_drops import at_table

LANES_DECK = ["LT-F01"] * 6




def seen(scene: TableScene, iid: int) -> tuple[list[str], str]:
    """The icons drawn on the card, and the words written under its large view, in one frame each."""
    node = scene.card_nodes[iid]
    icons: list[str] = []
    badges = S.draw_badges

    def on_card(surface, marks, card, s, **where):
        r = node.world_rect()
        if abs(card.centerx - r.centerx) <= 3 and abs(card.centery - r.centery) <= 3:
            icons.extend(m.icon for m in marks)
        return badges(surface, marks, card, s, **where)
    S.draw_badges = on_card
    try:
        scene.draw(pygame.Surface(scene.app.screen.get_size()))
    finally:
        S.draw_badges = badges
    words: list[str] = []
    text = fonts.text

    def rec(line, *a, **k):
        words.append(line)
        return text(line, *a, **k)
    scene.large.iid, scene.large_pinned = iid, True
    fonts.text = rec
    try:
        scene.large.draw_self(pygame.Surface(scene.app.screen.get_size()))
    finally:
        fonts.text = text
        scene.large.iid, scene.large_pinned = None, False
    return icons, " ".join(words)


def test_lanes_a_unit_that_attacked_and_one_that_cannot_block_until_the_turn_ends(app, hands):
    from game.rulesets.lanes.actionsupport import add_mod
    from game.rulesets.lanes.scenario import position

    def state():
        st = position({"turn": 3, "turn_player": 1, "phase": "attack",
                       "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "lane1": "LT-F04",
                              "attacked": [0], "deck": LANES_DECK},
                       "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": LANES_DECK}})
        add_mod(st, st.unit_at(1, 0), "prohibit", "block", "turn", st.leader[0], 0)
        return st
    scene = at_table(app, hands, state)
    st = scene.session.state
    icons, words = seen(scene, st.unit_at(0, 0))
    assert icons == ["spent"] and "Attacked this turn" in words
    icons, words = seen(scene, st.unit_at(1, 0))
    assert icons == ["noblock"] and "Cannot block until the end of the turn" in words
    assert seen(scene, st.unit_at(0, 1))[0] == []
    app.settings.language = "ko"
    assert "턴 종료 시까지 방어할 수 없음" in seen(scene, st.unit_at(1, 0))[1]


def test_magic_a_tapped_land_and_a_summoning_sick_creature(app, hands):
    from game.rulesets.magic.scenario import _build
    scene = at_table(app, hands, lambda: _build({"scenario": {"players": 2, "seed": 1}, "position": {
        "step": "main1", "active": 1,
        "p1": {"hand": ["MG-R03"],          # a bolt to cast: the table does not pass for player 1
               "battlefield": [{"card": "MG-L04", "tapped": True}, {"card": "MG-G03", "sick": True}, "MG-R01",
                               "MG-L04"]}}},
        "test"))
    land, sick, ready, _mountain = scene.session.state.zones["p0.battlefield"].cards
    assert not scene.pass_pending
    icons, words = seen(scene, land)
    assert icons == ["tapped"] and "Tapped" in words
    icons, words = seen(scene, sick)
    assert icons == ["sick"] and "Summoning sick" in words and "302.6" in words
    assert seen(scene, ready)[0] == []
    app.settings.language = "ko"
    assert "소환 후유증" in seen(scene, sick)[1]


def test_dragon_duel_a_covered_character_is_inactive(app, hands):
    from game.rulesets.dragon_duel.scenario import position, ref
    deck_e = ["DD-E01", "DD-E02", "DD-E03", "DD-E05", "DD-E07", "DD-E20"]
    scene = at_table(app, hands, lambda: position({
        "turn_player": 1, "phase": "character", "battle": True, "element": "fire",
        "p1": {"hand": ["DD-E05"], "deck": deck_e, "battle": ["DD-E01"]},
        "p2": {"hand": ["DD-S01"], "deck": deck_e, "battle": ["DD-S05"]}}))
    st = scene.session.state
    old, new = ref(st, "battle:DD-E01"), ref(st, "hand:DD-E05")
    hands.drag(hands.card_center(new), hands.drop_center(("area", 0, "battle")))
    hands.settle()
    assert st.cards[new].zone == "p0.battle", scene.toast.text
    hands.pass_screen()              # whoever is at the screen sees the battle area
    hands.settle()
    icons, words = seen(scene, old)
    assert icons == ["covered"] and "Inactive: covered" in words and "DD-4.2" in words
    assert seen(scene, new)[0] == []


def test_clash_of_decks_a_creature_played_this_turn_is_new_and_an_exhausted_champion_says_so(app, hands):
    from game.rulesets.clash_of_decks.actions import Summon
    app.settings.animation_speed = 10.0
    setup = registry.get("clash-of-decks").default_setup(5)
    scene = TableScene.new_hotseat(app, setup, seed=5, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    summon = next(a for a in st.legal_actions() if isinstance(a, Summon) and a.player == scene.viewer)
    hands.drag(hands.card_center(summon.card), hands.drop_center(("front", summon.front)))
    hands.settle()
    icons, words = seen(scene, summon.card)
    assert icons == ["new"] and "does not attack in this assault (CD-5.4.1)" in words
    app.settings.language = "ko"
    assert "새로 냄" in seen(scene, summon.card)[1]


def test_elements_illusion_an_ability_card_built_this_turn_waits_and_an_older_one_counts_its_turns(app, hands):
    from game.rulesets.elements_illusion.scenario import position
    scene = at_table(app, hands, lambda: position({
        "turn": 4, "phase": "main",
        "p1": {"hand": ["F1", "W1", "E1"], "abilities": [{"kind": "illusion", "first": 5},
                                                         {"kind": "transform", "first": 3}]},
        "p2": {"hand": ["A1"]}}))
    waiting, active = scene.session.state.zones["p0.build"].cards
    icons, words = seen(scene, waiting)
    assert icons == ["new"] and "active from the next turn (EI-8.2)" in words
    icons, words = seen(scene, active)
    assert icons == ["turns"] and "Active: 2 more turn(s)" in words



