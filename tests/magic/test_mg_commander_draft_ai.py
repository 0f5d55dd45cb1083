"""Programs that draft Commander Draft (903.13) sensibly: a card judged for the seat by the picks it holds
(colors it commits to, commanders that could lead them, the curve), and a commander that fits the picks."""
from __future__ import annotations

from typing import Any

from game.engine.match import Match
from game.formats.event import EventState
from game.formats.measure import agents
from game.formats.runner import play
from game.rulesets.magic import formats as hooks
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander import identity
from game.rulesets.magic.commander_draft import build_deck
from game.rulesets.magic.commander_draft import plain

import draft_kit
from draft_kit import greedy_pick

GREEN = ["MG-G03", "MG-G54", "MG-G153", "MG-G56", "MG-G26", "MG-G23", "MG-P21", "MG-G71"]
GREEN_CARD, RED_CARD = "MG-G27", "MG-R28"      # both four mana; the red one a little bigger


def holding(picks: list[str], hand: list[str]) -> EventState:
    """A two-seat Commander Draft where seat A has taken ``picks`` and now holds a pack of ``hand``."""
    return draft_kit.holding("commander-draft", 2, picks, hand)


def test_the_red_card_is_worth_a_little_more_on_its_own() -> None:
    db = load_card_db()
    assert plain(db[RED_CARD]) > plain(db[GREEN_CARD]) and db[RED_CARD].cost.mana_value == db[GREEN_CARD].cost.mana_value
    assert identity(db[GREEN_CARD]) == "G" and identity(db[RED_CARD]) == "R"


def test_a_first_pick_takes_the_better_card_whatever_its_color() -> None:
    assert greedy_pick(holding([], [GREEN_CARD, RED_CARD])) == RED_CARD


def test_a_program_that_took_green_cards_takes_a_green_card_over_a_slightly_better_red_one() -> None:
    s = holding(GREEN, [GREEN_CARD, RED_CARD])
    assert greedy_pick(s) == GREEN_CARD
    assert hooks.card_worth(s, 0, GREEN_CARD) > hooks.card_worth(s, 0, RED_CARD)


def test_an_off_color_card_is_worth_less_to_a_seat_committed_to_other_colors_than_to_a_seat_with_no_picks() -> None:
    s = holding(GREEN, [GREEN_CARD, RED_CARD])
    assert s.draft is not None and s.draft.picks[1] == []
    assert hooks.card_worth(s, 1, RED_CARD) == plain(load_card_db()[RED_CARD])
    assert hooks.card_worth(s, 0, RED_CARD) < 0.8 * hooks.card_worth(s, 1, RED_CARD)


def test_a_card_outside_every_likely_identity_is_worth_little_late_in_the_draft() -> None:
    late = holding(GREEN * 4, [GREEN_CARD, RED_CARD])          # 32 picks: past a third of the draft's 60
    early = holding(GREEN[:2], [GREEN_CARD, RED_CARD])
    red = plain(load_card_db()[RED_CARD])
    assert hooks.card_worth(late, 0, RED_CARD) < 0.35 * red < hooks.card_worth(early, 0, RED_CARD)


def test_a_legend_of_the_seats_colors_is_worth_most_and_one_of_another_color_is_still_kept_as_a_commander() -> None:
    s = holding(GREEN, [GREEN_CARD, RED_CARD])
    green_lead, red_lead = "MG-G29", "MG-R97"                  # each 2.9 on its own
    db = load_card_db()
    assert plain(db[green_lead]) == plain(db[red_lead]) > plain(db[RED_CARD])
    assert hooks.card_worth(s, 0, green_lead) > hooks.card_worth(s, 0, red_lead) > plain(db[red_lead])
    assert hooks.card_worth(s, 0, red_lead) > hooks.card_worth(s, 0, RED_CARD) + 2


def test_the_programs_deck_is_led_in_the_colors_of_its_picks_not_by_the_biggest_legend() -> None:
    db = load_card_db()
    big_red, green = "MG-K03", "MG-K05"                        # the red legend is worth far more alone
    assert plain(db[big_red]) > plain(db[green]) + 1
    pool = GREEN * 3 + [big_red, green, RED_CARD]
    deck = build_deck(db, pool)
    assert identity(db[deck["commander"]], deck["color"]) == "G"    # the green legend, or Ulo choosing green
    assert green in deck["cards"] and RED_CARD not in deck["cards"] and big_red not in deck["cards"]


def drafted(seed: int) -> tuple[Any, ...]:
    """A two-seat draft: seat A drafts as the greedy program, seat B at random."""
    m = Match("magic", seed, {"format": "commander-draft", "players": 2})
    play(m, agents("magic", seed, 0, "greedy", "greedy"), until=lambda s: s.stage != "draft")
    return tuple(m.state.pool_ids(seat) for seat in (0, 1))


def covered(pool: list[str]) -> float:
    """The share of the pool's cards (basic lands aside) inside the program's commander's identity."""
    db = load_card_db()
    deck = build_deck(db, pool)
    colors = set(identity(db[deck["commander"]], deck["color"]))
    cards = [c for c in pool if "basic" not in db[c].supertypes]
    return sum(set(identity(db[c])) <= colors for c in cards) / len(cards)


def test_a_drafting_programs_commander_covers_most_of_its_picks_and_more_than_a_random_drafters() -> None:
    for seed in (2, 9):
        good, chance = drafted(seed)
        assert covered(good) > 0.5 and covered(good) > covered(chance) + 0.1, (seed, covered(good), covered(chance))


def test_the_same_seed_drafts_the_same_picks() -> None:
    assert drafted(4) == drafted(4)
