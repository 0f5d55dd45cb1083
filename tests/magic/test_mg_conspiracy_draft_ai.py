"""A program drafting Conspiracy Draft (905) by fit and curve (``conspiracy_worth``): it leans to the two
colors of its picks as the draft goes on, keeps a deck that can cast its spells, and drafts the same picks
from the same seed."""
from __future__ import annotations

from collections import Counter

from game.ai import make_agent
from game.engine.match import Match
from game.formats.event import EventState
from game.formats.runner import play
from game.rulesets.magic import formats as hooks
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.conspiracy_draft import build_deck, load_set
from game.rulesets.magic.conspiracy_worth import CAPS, SPELLS, bucket, worth

import draft_kit
from draft_kit import greedy_pick

# green and white picks with a curve short of cheap spells: a seat leaning to green-white, to which a red card
# is off its colors and a green two-drop fills a gap
GREEN_WHITE = ["MG-G03", "MG-G22", "MG-G57", "MG-G26", "MG-W03", "MG-W23", "MG-W57", "MG-W24", "MG-G01", "MG-W01",
               "MG-DM03", "MG-W26"]
GREEN_CARD, RED_CARD = "MG-G02", "MG-R04"      # a green two-drop and a bigger red four-drop


def holding(picks: list[str], hand: list[str]) -> EventState:
    """A three-seat Conspiracy Draft where seat A has taken ``picks`` and now holds a pack of ``hand``."""
    return draft_kit.holding("conspiracy-draft", 3, picks, hand)


def test_a_first_pick_takes_the_better_card_and_a_green_white_drafter_later_takes_the_green_one() -> None:
    db = load_card_db()
    assert worth(db[RED_CARD]) > worth(db[GREEN_CARD])
    assert all(set(db[c].colors) <= {"G", "W"} for c in GREEN_WHITE)
    assert greedy_pick(holding([], [GREEN_CARD, RED_CARD])) == RED_CARD
    s = holding(GREEN_WHITE, [GREEN_CARD, RED_CARD])
    assert greedy_pick(s) == GREEN_CARD
    assert hooks.card_worth(s, 0, GREEN_CARD) > hooks.card_worth(s, 0, RED_CARD)


def test_the_programs_deck_keeps_a_curve_it_can_cast() -> None:
    db = load_card_db()
    pool = [c for c in load_set()["uncommon"] + load_set()["common"] if db[c].colors and set(db[c].colors) <= {"G", "R"}]
    deck = build_deck(db, pool)
    spells = [c for c in deck["cards"] if "basic" not in db[c].supertypes]
    assert len(spells) == SPELLS and len(deck["cards"]) == 40
    counts = Counter(bucket(db[c]) for c in spells)
    assert all(counts[b] <= CAPS[b] for b in range(len(CAPS))), counts
    dearest = sorted(pool, key=lambda c: -worth(db[c]))[:SPELLS]
    assert sum(bucket(db[c]) == 3 for c in dearest) > CAPS[3]          # the dearest cards alone would not


def test_a_drafting_program_drafts_the_same_from_the_same_seed() -> None:
    def drafted(seed: int) -> list[str]:
        from game.ai.random_agent import RandomAgent
        match = Match("magic", seed, {"format": "conspiracy-draft", "players": 3})
        seats = {0: make_agent("greedy", seed * 8, "magic"), 1: RandomAgent(seed * 8 + 1), 2: RandomAgent(seed * 8 + 2)}
        play(match, seats, max_actions=10 ** 5, until=lambda s: s.stage != "draft")
        ev = match.state
        assert isinstance(ev, EventState)
        return ev.pool_ids(0)
    assert drafted(2) == drafted(2) != drafted(3)


def test_a_drafting_programs_deck_beats_the_decks_drafted_at_random_from_the_same_packs() -> None:
    """The draft check in small (``draft-check``: 200 games, 177 and 185 won on seeds 1 and 101): three
    tables of three, the good drafter's deck against each random drafter's alone, both played by greedy."""
    from game.engine import registry
    from game.formats.measure import measure
    out = measure(registry.get("magic"), {"format": "conspiracy-draft", "players": 3}, games=3, seed=7,
                  drafter="greedy", player="greedy")
    assert out["games"] == 6 and out["crashes"] == 0
    assert out["wins"] >= 5, out
