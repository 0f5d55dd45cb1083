"""Commander Draft (903.13) on the formats engine: the draft set and its packs, two cards a pick passed left,
right, left, the hidden picks, the pool with Prism Cartographer Ulo in the role of 903.13e's card, the deck
rules of 903.13f, a program's deck and the Commander game that follows (903.13g)."""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from game.cli import main as cli
from game.engine import registry
from game.engine.actions import Choose
from game.engine.errors import DataError, IllegalActionError
from game.engine.match import Match
from game.formats import invariants
from game.formats.event import EventState, new_event
from game.formats.text import describe_board, describe_events
from game.rulesets.magic import commander as cmd
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander import MIN_DECK, PIPER, drafted_deck_problems as deck_problems
from game.rulesets.magic.commander_draft import build_deck, load_set, read_set
from game.rulesets.magic.state import zid

INFO = registry.get("magic")
FORMAT = "commander-draft"


def start(players: int = 4, seed: int = 5, **more: Any) -> EventState:
    s = Match(INFO.id, seed, {"format": FORMAT, "players": players, **more}).state
    assert isinstance(s, EventState) and s.stage == "draft"
    return s


def pick_round(s: EventState) -> None:
    """Every seat takes the first two cards of the pack it holds."""
    for seat in range(s.num_players):
        for _ in range(2):
            d = next(d for d in s.decisions if d.player == seat)
            s.apply(Choose(seat, d.remaining()[0]))


def draft_all(s: EventState) -> None:
    """The whole draft, then every seat keeps the program's deck (the build stage's listed answer)."""
    while s.stage == "draft":
        d = s.decisions[0]
        s.apply(Choose(d.player, d.remaining()[0]))
    assert s.stage == "build"
    while s.stage == "build":
        s.apply(s.legal_actions()[0])
    assert invariants.check(s, {}) == []


def rules(found: list[Any]) -> list[str]:
    return [p.rule for p in found]


# ----- 903.13a: the set and its packs ------------------------------------------------------------------
def test_903_13a_the_draft_set_holds_180_cards_and_30_legendary_creatures_of_our_own() -> None:
    db, tags = load_card_db(), load_set()
    every = [c for cards in tags.values() for c in cards]
    assert len(every) >= 180 and len(set(every)) == len(every)
    assert len(tags["legendary"]) >= 30
    assert all(cmd.can_lead(db[c], "commander") for c in tags["legendary"])
    assert PIPER not in every          # 903.13e: added to a pool, never drafted


def test_903_13a_a_broken_set_file_is_refused_naming_the_file_the_tag_and_the_card() -> None:
    raw = {"slot": {"legendary": {"cards": ["MG-K01", "MG-R03"]}, "rare": {"cards": ["MG-NOPE"]},
                    "uncommon": {"cards": ["MG-K01"]}, "common": {"cards": [PIPER]}, "mythic": {"cards": []}}}
    with pytest.raises(DataError) as err:
        read_set(raw, "set_x.toml", load_card_db())
    text = str(err.value)
    assert "set_x.toml" in text
    for expected in ("slot.legendary.cards: MG-R03", "slot.rare.cards: MG-NOPE: no such card",
                     "slot.uncommon.cards: MG-K01: listed under slot.legendary", f"slot.common.cards: {PIPER}",
                     "slot.mythic: unknown tag"):
        assert expected in text


def test_903_13a_every_pack_holds_20_cards_one_a_legendary_creature_and_a_seed_opens_the_same_packs() -> None:
    a, b, other = start(seed=7), start(seed=7), start(seed=8)
    assert a.draft is not None and b.draft is not None and other.draft is not None
    assert a.draft.cards == b.draft.cards and a.draft.cards != other.draft.cards
    legendary = set(load_set()["legendary"])
    packs = [a.draft.hands[s] for s in range(4)] + [p for s in range(4) for p in a.draft.unopened[s]]
    assert len(packs) == 12
    for pack in packs:
        ids = [a.card_id(c) for c in pack]
        assert len(ids) == 20 and len(set(ids)) == 20
        assert sum(c in legendary for c in ids) == 1


# ----- 903.13b-d: the draft ----------------------------------------------------------------------------
def test_903_13b_each_player_takes_two_cards_from_each_pack() -> None:
    s = start()
    assert {d.player for d in s.decisions} == {0, 1, 2, 3}
    assert all(d.min == d.max == 2 and len(d.options) == 20 for d in s.decisions)
    assert "take 2 of the cards" in s.decisions[0].prompt.en and "2장" in s.decisions[0].prompt.ko
    pick_round(s)
    assert s.draft is not None
    assert [len(p) for p in s.draft.picks] == [2, 2, 2, 2]
    assert [len(h) for h in s.draft.hands] == [18, 18, 18, 18]


def test_903_13b_a_third_card_from_the_same_pack_is_refused() -> None:
    s = start()
    d = s.decisions[0]
    s.apply(Choose(0, d.options[0]))
    s.apply(Choose(0, d.options[1]))
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, d.options[2]))
    assert err.value.rule == "903.13b"
    assert "taken your pick from this pack" in err.value.en and "이미 골랐습니다" in err.value.ko


def test_903_13b_the_draft_goes_on_until_every_card_is_taken_sixty_each() -> None:
    s = start()
    draft_all(s)
    assert s.stage == "games" and all(s.decks[p] is not None for p in range(4))
    assert [len(p) for p in s.pools] == [60, 60, 60, 60]


def test_903_13c_packs_pass_left_in_rounds_one_and_three_and_right_in_round_two() -> None:
    s = start()
    assert s.draft is not None
    seen: list[str] = []
    for rnd in (1, 2, 3):
        assert s.draft.round == rnd
        held = [list(h) for h in s.draft.hands]
        pick_round(s)
        after = s.draft.hands
        # the pack seat 0 held (less its two picks) is now at seat 1 (left) or seat 3 (right)
        to = next(seat for seat in range(4) if set(after[seat]) < set(held[0]))
        seen.append({1: "left", 3: "right"}[to])
        while s.stage == "draft" and s.draft.round == rnd:       # finish the round
            pick_round(s)
    assert seen == ["left", "right", "left"]


def test_903_13d_a_player_sees_only_the_pack_in_hand_and_their_own_picks() -> None:
    s = start()
    assert s.draft is not None
    db = load_card_db()
    first_hand = list(s.draft.hands[1])
    events: list[Any] = []
    for seat in range(4):
        for _ in range(2):
            d = next(d for d in s.decisions if d.player == seat)
            events += s.apply(Choose(seat, d.remaining()[0]))
    names = [[db[s.card_id(c)].name.en for c in s.draft.picks[seat]] for seat in range(4)]
    told_b = "\n".join(describe_events(s, events, "en", viewer=1))
    assert all(n in told_b for n in names[1])
    assert not any(n in told_b for n in names[0] + names[2] + names[3])       # the others' picks: hidden
    assert all(n in "\n".join(describe_events(s, events, "en", viewer=0)) for n in names[0])
    board = describe_board(s, 1)
    assert "Player A's picks (2): none" in board        # only how many, never which
    assert all(n in board for n in names[1])
    view = s.view(1)["draft"]
    assert view["picks"][0] == {"count": 2, "cards": []}
    assert {c for c, _ in view["hand"]} == set(s.draft.hands[1]) and not set(first_hand) & set(s.draft.hands[1])


# ----- 903.13e-f: the pool and the deck ----------------------------------------------------------------
POOL = ["MG-K03"] + ["MG-R03"] * 2 + ["MG-R01", "MG-R02", "MG-U01"]     # a red legend, red cards, a blue one


def red_deck(*extra: str, total: int = 60) -> list[str]:
    """Forgemaster Brunt leading two red creatures, ``extra`` and Mountains to ``total`` cards."""
    return ["MG-K03", "MG-R01", "MG-R02", *extra] + ["MG-L04"] * (total - 3 - len(extra))


def test_903_13e_prism_cartographer_ulo_may_lead_a_drafted_deck_without_being_drafted() -> None:
    db = load_card_db()
    deck = [PIPER, "MG-R01", "MG-R02"] + ["MG-L04"] * 57
    assert deck_problems(db, deck, PIPER, "R", POOL) == []


def test_903_13e_the_added_card_only_as_the_commander_and_only_once() -> None:
    db = load_card_db()
    found = deck_problems(db, red_deck(PIPER), "MG-K03", "", POOL)
    assert rules(found) == ["903.13e"] and "only as the commander" in found[0].en and "장군으로만" in found[0].ko
    twice = [PIPER, PIPER, "MG-R01"] + ["MG-L04"] * 57
    assert rules(deck_problems(db, twice, PIPER, "R", POOL)) == ["903.13e"]


def test_903_13e_a_commander_from_outside_the_pool_is_refused() -> None:
    db = load_card_db()
    deck = ["MG-R07", "MG-R01", "MG-R02"] + ["MG-L04"] * 57
    found = deck_problems(db, deck, "MG-R07", "", POOL)
    assert rules(found) == ["903.13e"] and "not in your pool" in found[0].en


def test_903_13f_at_least_60_cards_and_no_maximum() -> None:
    db = load_card_db()
    assert rules(deck_problems(db, red_deck(total=59), "MG-K03", "", POOL)) == ["903.13f"]
    assert deck_problems(db, red_deck(total=60), "MG-K03", "", POOL) == []
    assert deck_problems(db, red_deck(total=150), "MG-K03", "", POOL) == []


def test_903_13f_any_number_of_same_name_cards_the_pool_holds_and_no_more() -> None:
    db = load_card_db()
    assert deck_problems(db, red_deck("MG-R03", "MG-R03"), "MG-K03", "", POOL) == []
    found = deck_problems(db, red_deck("MG-R03", "MG-R03", "MG-R03"), "MG-K03", "", POOL)
    assert rules(found) == ["903.13f"] and "MG-R03" in found[0].en and "MG-R03" in found[0].ko


def test_903_13f_the_commanders_color_identity_still_binds_a_drafted_deck() -> None:
    db = load_card_db()
    found = deck_problems(db, red_deck("MG-U01"), "MG-K03", "", POOL)
    assert rules(found) == ["903.5c"] and "MG-U01" in found[0].en


def test_903_13e_a_program_builds_a_legal_deck_led_by_a_commander_that_fits_its_picks() -> None:
    s = start()
    draft_all(s)
    db = load_card_db()
    for seat in range(4):
        pool = s.pool_ids(seat)
        deck = build_deck(db, pool)
        assert deck_problems(db, deck["cards"], deck["commander"], deck["color"], pool) == []
        assert len(deck["cards"]) >= MIN_DECK
        assert deck["commander"] in pool or deck["commander"] == PIPER
        colors = set(cmd.identity(db[deck["commander"]], deck["color"]))
        fitting = [c for c in pool if "basic" not in db[c].supertypes and set(cmd.identity(db[c])) <= colors]
        spells = [c for c in deck["cards"][1:] if "basic" not in db[c].supertypes]
        assert len(spells) == min(35, len(fitting) - (deck["commander"] in fitting))


# ----- 903.13g: the game -------------------------------------------------------------------------------
def test_903_13g_the_drafted_decks_play_a_commander_game_at_the_whole_table() -> None:
    s = start()
    draft_all(s)
    game: Any = s.child
    assert game is not None and s.players == (0, 1, 2, 3)
    assert game.setting.deck_format == "commander" and game.setting.multiplayer == "free-for-all"
    assert game.life == [40, 40, 40, 40]                    # 903.7
    for p in range(4):
        lead = cmd.commanders(game)[p]
        assert game.zones[zid(p, "command")].cards == [lead]   # 903.6
        pool = Counter(s.pool_ids(p))
        assert game.defs[lead].id in pool or game.defs[lead].id == PIPER
        assert len(game.deck_of(p)) >= 1


def test_903_13g_settings_that_are_not_a_free_for_all_commander_game_are_refused_before_the_draft() -> None:
    for key, bad in (("supplements", "vanguard"), ("deck_format", "brawl"), ("multiplayer", "two-headed-giant")):
        with pytest.raises(DataError) as err:
            new_event(INFO, 1, {"format": FORMAT, "players": 4, key: bad})
        assert f"{key}={bad!r}: a Commander Draft game" in str(err.value) and "(903.13g)" in str(err.value)
    assert new_event(INFO, 1, {"format": FORMAT, "players": 4, "variant": "commander"}).stage == "draft"


def test_903_13_the_rulesets_listing_names_the_commander_draft_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rulesets", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    magic = next(r for r in (listed if isinstance(listed, list) else listed["rulesets"]) if r["id"] == "magic")
    fmt = next(f for f in magic["formats"] if f["id"] == FORMAT)
    assert fmt["players"] == [2, 3, 4, 5, 6, 7, 8] and fmt["names"]["ko"] == "커맨더 드래프트"


def test_903_13_the_event_command_drafts_builds_and_plays_and_prints_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["event", "--ruleset", "magic", "--format", FORMAT, "--players", "2", "--seats", "random,greedy",
                     "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] and [r["program"] for r in sorted(out["ranking"], key=lambda r: r["seat"])] == ["random", "greedy"]
    (game,) = out["games"]
    assert game["players"] == [0, 1] and len(game["winners"]) == 1 and game["reason"]["ko"]


def test_903_13_simulate_refuses_a_seat_count_the_format_is_not_played_by(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--ruleset", "magic", "--format", FORMAT, "--players", "1", "--games", "1"])
    assert "played by 2, 3, 4, 5, 6, 7, 8, not 1" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["event", "--ruleset", "magic", "--format", FORMAT, "--players", "3", "--seats", "random,random"])
    assert "--players 3: --seats names programs for 2 players" in capsys.readouterr().err


def test_903_13_simulate_plays_whole_events_at_the_seats_players_asks_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--ruleset", "magic", "--format", FORMAT, "--players", "3", "--games", "1",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["seats"] == ["random"] * 3 and out["finished"] == 1
    assert out["crashes"] == 0 and out["invariant_violations"] == 0
