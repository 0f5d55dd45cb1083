"""The build screen of a Commander Draft (game/ui/build_open.py) for a person: the pool as a list, the deck's
count against its minimum (no maximum), the commander and Ulo's color as choices, basic lands with - and +
and "automatic basic lands", the rules the deck breaks now with their rule ids, and Keep refused with the
reason while the deck is illegal; what the person keeps is the deck the event holds. Laid out at 720p and
at the smallest window with the largest text, in both languages, without overlaps."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.actions import Choose
from game.engine.match import Match
from game.formats import build as rules
from game.formats.runner import play
from game.rulesets.magic import commander as cmd
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander import PIPER
from game.rulesets.magic.commander_draft import BASICS
from game.ui.build_open import OpenBuildScene, PoolRow
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.menu import MainMenu
from game.ui.smoke import Hands
from game.ui.table.aiseat import make_program

from event_kit import wait_programs
from test_event_screens import SIZES, apart


def build_screen(app: Any, hands: Hands) -> OpenBuildScene:
    """Player A is a person, B to D programs; the draft is over and A builds. Seed 7: the program's deck for
    A's pool is led by Ulo choosing black, which the tests below start from (checked, not assumed)."""
    match = Match("magic", 7, {"format": "commander-draft", "players": 4,
                               "seats": {"1": "random", "2": "random", "3": "random"}})
    play(match, {s: make_program("magic", "random", s) for s in range(4)}, until=lambda s: s.stage == "build")
    app.push(MainMenu(app))
    app.push(EventScene(app, EventRun(match, path=None)))
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, OpenBuildScene) and scene.seat == 0
    return scene


def said(scene: OpenBuildScene) -> list[str]:
    return [str(item[0]) for item in scene.root.find("problems").items]


def count(scene: OpenBuildScene) -> str:
    return str(scene.root.find("count").text)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size,text", SIZES)
def test_the_pool_the_count_the_choices_and_the_basic_lands_keep_apart_at_720p(make_app, drawn, lang, size, text):
    app = make_app(lang=lang, size=size, text_size=text)
    hands = Hands(app)
    scene = build_screen(app, hands)
    rows = [n for n in scene.root.walk() if isinstance(n, PoolRow)]
    assert len(rows) == len(scene.ev.pools[0]) == 60
    assert count(scene) == ("Deck: 60 cards \u00b7 at least 60" if lang == "en" else "덱: 60장 \u00b7 최소 60장")
    for def_id in BASICS.values():
        assert scene.root.find(f"button:more:{def_id}") and scene.root.find(f"button:less:{def_id}")
    assert scene.root.find("button:choice:commander") is not None and scene.root.find("button:auto") is not None
    apart(app, scene, drawn)


def test_903_13f_a_card_out_makes_59_keep_is_refused_with_the_rule_and_a_basic_land_makes_it_legal(make_app):
    app = make_app()
    hands = Hands(app)
    scene = build_screen(app, hands)
    assert said(scene) == ["A legal deck: keep it when you are ready."]
    lead = scene.deck.choices()["commander"]
    spell = next(n for n in scene.root.walk() if isinstance(n, PoolRow) and n.mark and n.card_id != lead)
    hands.click_node(spell)
    assert count(scene) == "Deck: 59 cards \u00b7 at least 60"
    assert said(scene)[0] == "[903.13f] A deck holds at least 60 cards, not 59."
    keep = scene.root.find("button:keep")
    assert not keep.enabled
    hands.click_node(keep)
    assert "[903.13f] A deck holds at least 60 cards, not 59." in scene.toast.text
    assert scene.ev.decks[0] is None
    land = next(c for c in scene.deck.free if c in BASICS.values())
    hands.click_node(scene.root.find(f"button:more:{land}"))
    assert count(scene) == "Deck: 60 cards \u00b7 at least 60" and scene.root.find("button:keep").enabled
    hands.click_node(scene.root.find(f"button:more:{land}"))
    assert count(scene) == "Deck: 61 cards \u00b7 at least 60" and scene.root.find("button:keep").enabled   # no maximum


def test_903_13e_choosing_another_commander_says_what_breaks_and_automatic_lands_follow_its_colors(make_app):
    app = make_app()
    hands = Hands(app)
    scene = build_screen(app, hands)
    ev = scene.ev
    assert scene.deck.choices()["commander"] == PIPER and PIPER in scene.deck.free    # the program's deck: Ulo leads
    hands.click_node(scene.root.find("button:choice:commander"))
    db = load_card_db()

    def db_name(c: str) -> str:
        return db[c].name.en
    lead = scene.deck.choices()["commander"]
    assert lead != PIPER and PIPER not in scene.deck.free           # Ulo came in free as the commander: out with it
    assert lead in rules.ids(ev, scene.deck)                        # the new commander comes into the deck
    assert scene.root.find("button:choice:color") is None           # only a commander that chooses a color asks
    assert scene.root.find("button:choice:commander").label.startswith("Your commander: ")
    found = rules.problems(ev, 0, scene.deck)
    assert found and [line.split("]")[0][1:] for line in said(scene)] == [r for r, _, _ in found]  # the door's check
    for _ in range(12):         # step on to a commander whose colors leave some of the deck outside (903.5c)
        if any(r == "903.5c" for r, _, _ in found):
            break
        hands.click_node(scene.root.find("button:choice:commander"))
        lead = scene.deck.choices()["commander"]
        found = rules.problems(ev, 0, scene.deck)
    assert [line.split("]")[0][1:] for line in said(scene)] == [r for r, _, _ in found]
    outside = next(en for r, en, _ in found if r == "903.5c")
    first = outside.split(": ")[1].split(",")[0].rstrip(".")
    assert first.startswith("MG-") and ev.refusal(Choose(0, scene.deck.option())).rule == found[0][0]
    shown = next(line for line in said(scene) if line.startswith("[903.5c]"))
    assert db_name(first) in shown and "MG-" not in shown           # cards named as a player reads them
    hands.click_node(scene.root.find("button:auto"))
    colors = set(cmd.identity(db[lead]))
    assert scene.deck.size() == max(60, len(scene.deck.cards))
    assert {c for c in scene.deck.free} <= {BASICS[x] for x in colors}


def test_903_13e_ulo_as_the_commander_asks_for_its_color_then_keeps_the_deck_the_event_holds(make_app):
    app = make_app()
    hands = Hands(app)
    scene = build_screen(app, hands)
    ev = scene.ev
    program = scene.deck
    assert program.choices() == {"commander": PIPER, "color": "B"}
    stepped = 0
    while True:                        # once round every commander the pool offers, back to Ulo
        hands.click_node(scene.root.find("button:choice:commander"))
        stepped += 1
        if scene.deck.choices()["commander"] == PIPER:
            break
    assert stepped == len(rules.choices(ev, 0, scene.deck)[0].options)
    assert scene.deck.cards == program.cards            # the commanders that came in went out again
    assert "color" not in scene.deck.choices()
    assert said(scene)[0] == "[903.4b] Choose the color your commander chooses first."
    assert not scene.root.find("button:keep").enabled
    for _ in range(3):                 # white, blue, black
        hands.click_node(scene.root.find("button:choice:color"))
    assert scene.root.find("button:choice:color").label == "The color your commander chooses: black"
    assert scene.deck == program and said(scene) == ["A legal deck: keep it when you are ready."]
    hands.click_node(scene.root.find("button:keep"))
    wait_programs(app, hands)
    assert ev.decks[0] == list(program.cards) and ev.chosen[0] == {"commander": PIPER, "color": "B"}
    assert sorted(ev.free[0]) == list(program.free) and ev.stage == "games"


def test_the_keyboard_walks_the_pool_with_the_arrows_and_tab_reaches_keep_first(make_app):
    import pygame
    app = make_app()
    hands = Hands(app)
    scene = build_screen(app, hands)
    ring = scene.focus_ring
    hands.key(pygame.K_DOWN)
    first = ring.current()
    assert isinstance(first, PoolRow)
    card = int(first.name[len("card:"):])
    assert card not in scene.deck.cards and scene.deck.size() == 60
    hands.key(pygame.K_RETURN)                      # Enter: the card in, as a click
    assert card in scene.deck.cards and count(scene) == "Deck: 61 cards \u00b7 at least 60"
    assert scene.root.find(first.name).mark                  # marked in the list
    hands.key(pygame.K_RETURN)                      # and out again
    assert card not in scene.deck.cards
    hands.key(pygame.K_TAB)
    assert ring.current() is scene.root.find("button:keep")
    hands.key(pygame.K_RETURN)
    wait_programs(app, hands)
    assert scene.ev.decks[0] is not None and scene.ev.stage == "games"
