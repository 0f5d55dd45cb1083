"""Conspiracy Draft (905), the draft side, on the formats engine: the set and its packs, one card a pick passed
left, right, left, what a player sees (905.1a-c), the draft-time abilities (905.2a-c: random order of actions
done at once, notes read in the game, cards drafted face up), the pool and a program's deck of at least 40
(905.1d) and the free-for-all that follows (905.3, 905.6)."""
from __future__ import annotations

import json
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
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.conspiracy_draft import MIN_DECK, build_deck, drafted_deck_problems, load_set, read_set
from game.rulesets.magic.state import zid

INFO = registry.get("magic")
FORMAT = "conspiracy-draft"


def start(players: int = 4, seed: int = 5, **more: Any) -> EventState:
    s = Match(INFO.id, seed, {"format": FORMAT, "players": players, **more}).state
    assert isinstance(s, EventState) and s.stage == "draft"
    return s


def pick_round(s: EventState, choose: Any = None) -> list[Any]:
    """Every seat takes one card of the pack it holds (the first, or ``choose(seat, options)``)."""
    events: list[Any] = []
    for seat in range(s.num_players):
        d = next(d for d in s.decisions if d.player == seat)
        opts = d.remaining()
        events += s.apply(Choose(seat, choose(seat, opts) if choose else opts[0]))
    return events


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


# ----- 905.1: the set and its packs ----------------------------------------------------------------------
def test_905_1_the_set_holds_120_designs_of_our_own_and_ten_with_draft_time_abilities() -> None:
    db, tags = load_card_db(), load_set()
    every = [c for cards in tags.values() for c in cards]
    assert len(every) >= 120 and len(set(every)) == len(every)
    assert sum(1 for c in every if db[c].draft) >= 10
    assert all(not db[c].token and "basic" not in db[c].supertypes for c in every)


def test_905_1_a_broken_set_file_is_refused_naming_the_file_the_tag_and_the_card() -> None:
    raw = {"slot": {"rare": {"cards": ["MG-NOPE", "MG-L01"]}, "uncommon": {"cards": ["MG-R01"]},
                    "common": {"cards": ["MG-R01"]}, "mythic": {"cards": []}, "conspiracy": {"cards": ["MG-R02"]}}}
    with pytest.raises(DataError) as err:
        read_set(raw, "set_y.toml", load_card_db())
    text = str(err.value)
    assert "set_y.toml" in text
    for expected in ("slot.rare.cards: MG-NOPE: no such card", "slot.rare.cards: MG-L01: not a main-deck card",
                     "slot.common.cards: MG-R01: listed under slot.uncommon", "slot.mythic: unknown tag",
                     "slot.conspiracy.cards: MG-R02: the conspiracy slot holds conspiracies only"):
        assert expected in text


def test_905_1_every_pack_holds_15_cards_by_the_sheet_and_a_seed_opens_the_same_packs() -> None:
    a, b, other = start(seed=7), start(seed=7), start(seed=8)
    assert a.draft is not None and b.draft is not None and other.draft is not None
    assert a.draft.cards == b.draft.cards and a.draft.cards != other.draft.cards
    tags = load_set()
    packs = [a.draft.hands[s] for s in range(4)] + [p for s in range(4) for p in a.draft.unopened[s]]
    assert len(packs) == 12
    sheet = {slot.tag.partition(":")[2]: slot.count for slot in a.spec.draft.sheet} if a.spec.draft else {}
    assert sum(sheet.values()) == 15
    for pack in packs:
        ids = [a.card_id(c) for c in pack]
        assert len(ids) == 15 and len(set(ids)) == 15
        for tag, count in sheet.items():
            assert sum(c in tags[tag] for c in ids) == count


# ----- 905.1a-c: the draft ----------------------------------------------------------------------------------
def test_905_1a_each_player_drafts_one_card_and_passes_the_rest() -> None:
    s = start()
    assert {d.player for d in s.decisions} == {0, 1, 2, 3}
    assert all(d.min == d.max == 1 and len(d.options) == 15 for d in s.decisions)
    pick_round(s)
    assert s.draft is not None
    assert [len(p) for p in s.draft.picks] == [1, 1, 1, 1]
    assert [len(h) for h in s.draft.hands] == [14, 14, 14, 14]


def test_905_1a_a_second_card_from_the_same_pack_is_refused() -> None:
    s = start()
    d = s.decisions[0]
    s.apply(Choose(0, d.options[0]))
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, d.options[1]))
    assert err.value.rule == "905.1a"
    assert "taken your pick from this pack" in err.value.en and "이미 골랐습니다" in err.value.ko


def test_905_1a_the_draft_goes_on_until_every_card_is_drafted_45_each() -> None:
    s = start()
    draft_all(s)
    assert s.stage == "games"
    assert [len(p) for p in s.pools] == [45, 45, 45, 45]


def test_905_1b_packs_pass_left_in_rounds_one_and_three_and_right_in_round_two() -> None:
    s = start()
    assert s.draft is not None
    seen: list[str] = []
    for rnd in (1, 2, 3):
        assert s.draft.round == rnd
        held = [list(h) for h in s.draft.hands]
        pick_round(s)
        to = next(seat for seat in range(4) if set(s.draft.hands[seat]) < set(held[0]))
        seen.append({1: "left", 3: "right"}[to])
        while s.stage == "draft" and s.draft.round == rnd:
            pick_round(s)
    assert seen == ["left", "right", "left"]


def test_905_1c_a_player_sees_the_pack_in_hand_and_their_own_picks_only() -> None:
    s = start(seed=11)
    assert s.draft is not None
    db = load_card_db()
    plain = lambda seat, opts: next(c for c in opts if not db[s.card_id(c)].draft)   # noqa: E731 (nothing revealed)
    events = pick_round(s, plain)
    names = [[db[s.card_id(c)].name.en for c in s.draft.picks[seat]] for seat in range(4)]
    told_b = "\n".join(describe_events(s, events, "en", viewer=1))
    assert all(n in told_b for n in names[1])
    assert not any(n in told_b for n in set(names[0] + names[2] + names[3]) - set(names[1]))
    board = describe_board(s, 1)
    assert "Player A's picks (1): none" in board and all(n in board for n in names[1])
    view = s.view(1)["draft"]
    assert view["picks"][0] == {"count": 1, "cards": []}
    assert {c for c, _ in view["hand"]} == set(s.draft.hands[1])


# ----- 905.2: draft-time abilities --------------------------------------------------------------------------
def plant(s: EventState, seat: int, def_id: str, at: int = 0) -> int:
    """A position mid-draft: the card ``at`` of the pack ``seat`` holds is ``def_id``."""
    assert s.draft is not None
    c = s.draft.hands[seat][at]
    s.draft.cards[c] = def_id
    return c


def take(s: EventState, wanted: dict[int, int]) -> list[Any]:
    """Every seat picks once: the card ``wanted`` names for it, else the first it may take that is planted
    nowhere else and has no draft-time ability."""
    db = load_card_db()

    def choose(seat: int, opts: list[int]) -> int:
        if seat in wanted:
            return wanted[seat]
        return next((c for c in opts if not db[s.card_id(c)].draft), opts[0])
    return pick_round(s, choose)


def test_905_2b_a_card_revealed_as_drafted_notes_what_everyone_sees_then_goes_face_down() -> None:
    s = start(seed=3)
    clerk = plant(s, 0, "MG-DM02")                  # Tally Clerk notes the cards left in its pack
    events = take(s, {0: clerk})
    assert s.draft is not None and s.draft.notes[clerk] == "14"
    assert clerk not in s.draft.face_up              # noted, then face down into the pile
    view = s.view(2)["draft"]
    assert [0, clerk, "MG-DM02", "14"] in view["noted"]
    assert clerk not in [c for c, _ in view["picks"][0]["cards"]]
    told = describe_events(s, events, "en", viewer=2)
    assert "Player A reveals Tally Clerk as they draft it and notes: 14 (905.2b)." in told
    assert any("셈하는 서기" in line and "기록" in line for line in describe_events(s, events, "ko", viewer=2))
    assert "Player A noted: Tally Clerk: 14" in describe_board(s, 2)
    assert "플레이어 A의 기록: 셈하는 서기: 14" in describe_board(s, 2, "ko")


def test_905_2b_a_note_of_the_next_card_waits_for_it_then_reads_its_color() -> None:
    s = start(seed=3)
    bearer = plant(s, 0, "MG-DM01")                 # Pennant Bearer notes the color of the next card drafted
    take(s, {0: bearer})
    assert s.draft is not None and s.draft.notes[bearer] == ""
    red = plant(s, 0, "MG-R01")
    events = take(s, {0: red})
    assert s.draft.notes[bearer] == "R"
    assert "Pennant Bearer of player A notes: red (905.2b)." in describe_events(s, events, "en", viewer=3)


def test_905_2b_a_note_still_waiting_when_the_draft_ends_reads_none() -> None:
    s = start(seed=3)
    assert s.draft is not None
    while not (s.draft.round == 3 and len(s.draft.hands[0]) == 1):
        take(s, {})
    bearer = plant(s, 0, "MG-DM01")
    take(s, {0: bearer})
    assert s.stage == "build" and s.draft.notes[bearer] == "none"


def test_905_2c_a_card_drafted_face_up_is_seen_by_everyone_until_the_draft_ends() -> None:
    s = start(seed=3)
    golem = plant(s, 1, "MG-DM06")                  # Heraldic Golem: draft this card face up
    events = take(s, {1: golem})
    assert s.draft is not None and golem in s.draft.face_up
    for viewer in (0, 2, 3):
        assert golem in [c for c, _ in s.view(viewer)["draft"]["picks"][1]["cards"]]
    assert "Player B drafts Heraldic Golem face up (905.2c)." in describe_events(s, events, "en", viewer=0)
    assert "Heraldic Golem" in describe_board(s, 0)
    cards = s.draft.cards
    for c, def_id in enumerate(cards):         # no Veil-Weaver left to turn it down before the draft ends
        if def_id == "MG-DM05":
            cards[c] = "MG-R01"
    log: list[Any] = []
    while s.stage == "draft":
        log += take(s, {})
    (down,) = [e.data["cards"] for e in log if e.kind == "draft_face_down"]
    assert s.draft.face_up == [] and golem in down
    assert golem not in [c for c, _ in s.view(0)["draft"]["picks"][1]["cards"]]


def test_905_2a_draft_actions_done_at_once_happen_in_random_order_from_the_state_rng() -> None:
    """Veil-Weaver (seat A) turns the others' face-up cards down; Heraldic Golem (seat B) is drafted face up in
    the same pick. Whether the Golem stays face up depends on the order drawn for the two actions."""
    outcomes: dict[bool, int] = {}
    for seed in range(1, 13):
        s = start(seed=seed)
        veil, golem = plant(s, 0, "MG-DM05"), plant(s, 1, "MG-DM06")
        events = take(s, {0: veil, 1: golem})
        (order,) = [e.data["order"] for e in events if e.kind == "draft_order"]
        assert sorted(order) == [0, 1, 2, 3] and [e.data["rule"] for e in events if e.kind == "draft_order"] == ["905.2a"]
        assert s.draft is not None
        stays = golem in s.draft.face_up
        assert stays == (order.index(1) > order.index(0))
        outcomes[stays] = outcomes.get(stays, 0) + 1
        again = start(seed=seed)
        plant(again, 0, "MG-DM05"), plant(again, 1, "MG-DM06")
        take(again, {0: veil, 1: golem})
        assert again.draft is not None and (golem in again.draft.face_up) == stays     # the same seed, the same order
    assert set(outcomes) == {True, False}


def test_905_2a_there_is_no_active_player_and_no_priority_in_the_draft_every_seat_picks_at_once() -> None:
    s = start()
    assert sorted(d.player for d in s.decisions) == [0, 1, 2, 3]
    for seat in (3, 1, 0, 2):               # any seat may pick first
        d = next(d for d in s.decisions if d.player == seat)
        s.apply(Choose(seat, d.remaining()[0]))
    assert s.draft is not None and [len(p) for p in s.draft.picks] == [1, 1, 1, 1]


def test_905_2b_the_notes_travel_into_the_game_with_their_drafted_cards() -> None:
    s = start(seed=3)
    clerk = plant(s, 0, "MG-DM02")
    take(s, {0: clerk})
    while s.stage == "draft":
        take(s, {})
    while s.stage == "build":
        s.apply(s.legal_actions()[0])
    game: Any = s.child
    assert game is not None
    noted = [(game.defs[c].id, note) for c, note in game.draft_notes.items() if game.cards[c].owner == 0]
    assert ("MG-DM02", "14") in noted
    deck = s.child_setup["decks"][0]
    assert ["MG-DM02", "14"] in deck["notes"]


# ----- 905.2b in the game: abilities that read their card's note ----------------------------------------------
def noted(s: Any, ref: str, note: str) -> int:
    """The card ``ref`` of player 1 noted ``note`` as it was drafted (what the deal gives it from the deck)."""
    from mg_kit import card
    c = card(s, ref)
    s.draft_notes = {**s.draft_notes, c: note}
    return c


def test_905_2b_creatures_of_the_noted_color_get_the_bonus_and_a_card_without_a_note_reads_none() -> None:
    from mg_kit import card, position
    from game.rulesets.magic.stats import has, power_toughness
    s = position(step="main1", active=1, p1={"battlefield": ["MG-DM08", "MG-R51", "MG-W01"]})
    red, white = card(s, "battlefield:MG-R51"), card(s, "battlefield:MG-W01")
    before = power_toughness(s, red), power_toughness(s, white)
    assert not has(s, red, "haste")                        # no note: "none", the ability does nothing
    noted(s, "battlefield:MG-DM08", "R")                   # Oathsworn Banner noted red
    assert power_toughness(s, red) == (before[0][0] + 1, before[0][1]) and has(s, red, "haste")
    assert power_toughness(s, white) == before[1] and not has(s, white, "haste")
    noted(s, "battlefield:MG-DM08", "none")                # noted nothing (a colorless next card)
    assert power_toughness(s, red) == before[0]


def test_905_2b_other_creatures_of_the_noted_type_and_creatures_of_the_noted_name_get_the_bonus() -> None:
    from mg_kit import card, position
    from game.rulesets.magic.stats import power_toughness
    db = load_card_db()
    elf = "MG-G01"
    assert db[elf].subtypes == ("Elf",)
    s = position(step="main1", active=1, p1={"battlefield": ["MG-DM03", elf, "MG-DM04", "MG-R01"]})
    kin, duelist, other = card(s, "battlefield:MG-DM03"), card(s, "battlefield:MG-DM04"), card(s, f"battlefield:{elf}")
    base = {c: power_toughness(s, c) for c in (kin, duelist, other, card(s, "battlefield:MG-R01"))}
    noted(s, "battlefield:MG-DM03", "Elf")                 # Kin-Caller: other Elves get +1/+1, not itself
    assert power_toughness(s, other) == (base[other][0] + 1, base[other][1] + 1)
    assert power_toughness(s, kin) == base[kin]
    noted(s, "battlefield:MG-DM04", "MG-R01")              # Namesake Duelist noted the name of MG-R01
    r01 = card(s, "battlefield:MG-R01")
    assert power_toughness(s, r01) == (base[r01][0] + 1, base[r01][1] + 1)
    assert power_toughness(s, duelist) == base[duelist]


def test_905_2b_census_taker_gains_the_noted_number_of_life_and_none_without_a_note() -> None:
    from mg_kit import do, pass_all, position
    for note, gained in (("3", 3), (None, 0)):
        s = position(step="main1", active=1, p1={"hand": ["MG-DM09"], "battlefield": ["MG-L01"] * 4})
        if note is not None:
            noted(s, "hand:MG-DM09", note)
        life = s.life[0]
        do(s, "cast", card="hand:MG-DM09")
        pass_all(s)
        pass_all(s)
        assert s.life[0] == life + gained


# ----- 905.1d: the pool and the deck ---------------------------------------------------------------------------
POOL = ["MG-R01", "MG-R01", "MG-R02", "MG-U01", "MG-CN01"]


def test_905_1d_a_deck_is_forty_cards_of_the_pool_plus_any_number_of_basic_lands() -> None:
    db = load_card_db()
    deck = ["MG-R01", "MG-R01", "MG-R02"] + ["MG-L04"] * 37
    assert drafted_deck_problems(db, deck, POOL) == []
    assert drafted_deck_problems(db, deck + ["MG-L04"] * 60, POOL) == []         # no maximum
    found = drafted_deck_problems(db, deck[:-1], POOL)
    assert rules(found) == ["100.2b"] and "at least 40" in found[0].en and "최소 40장" in found[0].ko


def test_905_1d_a_card_beyond_the_pool_is_refused_naming_it() -> None:
    db = load_card_db()
    found = drafted_deck_problems(db, ["MG-R01"] * 3 + ["MG-L04"] * 37, POOL)
    assert rules(found) == ["905.1d"] and "MG-R01" in found[0].en and "MG-R01" in found[0].ko
    found = drafted_deck_problems(db, ["MG-G01"] + ["MG-L04"] * 39, POOL)
    assert rules(found) == ["905.1d"] and "MG-G01" in found[0].en


def test_905_1d_a_conspiracy_stays_in_the_sideboard_never_in_the_deck() -> None:
    db = load_card_db()
    found = drafted_deck_problems(db, ["MG-CN01"] + ["MG-L04"] * 39, POOL)
    assert rules(found) == ["905.4"] and "MG-CN01" in found[0].en and "사이드보드" in found[0].ko


def test_905_1d_the_formats_deck_rules_refuse_a_deck_with_rule_ids() -> None:
    s = start()
    draft_all(s)
    db = load_card_db()
    pool = s.pool_ids(0)
    spells = [c for c in pool if not db[c].is_a("conspiracy")][:5]
    plot = next(c for c in pool if db[c].is_a("conspiracy"))
    assert [r for r, _en, _ko in s.hooks.deck_problems(s, 0, spells)] == ["100.2b"]
    assert [r for r, _en, _ko in s.hooks.deck_problems(s, 0, spells + [plot] + ["MG-L01"] * 40)] == ["905.4"]
    assert s.hooks.deck_problems(s, 0, spells + ["MG-L01"] * 35) == []


def test_905_1d_a_program_builds_forty_cards_from_its_pool_and_the_rest_is_its_sideboard() -> None:
    s = start()
    draft_all(s)
    db = load_card_db()
    for seat in range(4):
        pool = s.pool_ids(seat)
        deck = build_deck(db, pool)
        assert drafted_deck_problems(db, deck["cards"], pool) == []
        assert len(deck["cards"]) == MIN_DECK
        assert sorted(deck["sideboard"] + [c for c in deck["cards"] if "basic" not in db[c].supertypes]) == sorted(pool)
        assert not any(db[c].is_a("conspiracy") for c in deck["cards"])
        assert all(c in deck["sideboard"] for c in pool if db[c].is_a("conspiracy"))
        colors = {col for c in deck["cards"] for col in db[c].colors}
        assert len(colors) <= 2


# ----- 905.3, 905.6: the game ----------------------------------------------------------------------------------
def test_905_3_the_drafted_decks_play_a_free_for_all_at_the_whole_table() -> None:
    s = start()
    draft_all(s)
    game: Any = s.child
    assert game is not None and s.players == (0, 1, 2, 3)
    assert game.setting.multiplayer == "free-for-all" and game.setting.range_of_influence == 0
    assert game.setting.deck_format == "constructed" and game.setting.supplements == ()
    from game.rulesets.magic.combat import attack_targets
    assert all(sorted(attack_targets(game, p)) == sorted(f"p{q}" for q in range(4) if q != p) for p in range(4))
    db = load_card_db()
    for p in range(4):
        side = [game.defs[c].id for c in game.zones[zid(p, "sideboard")].cards]
        pool = s.pool_ids(p)
        assert all(c in pool for c in side)
        assert [c for c in pool if db[c].is_a("conspiracy")] == [c for c in side if db[c].is_a("conspiracy")]


def test_905_6_each_player_starts_at_20_life_with_seven_cards() -> None:
    s = start(players=5)
    draft_all(s)
    game: Any = s.child
    assert game.decisions and game.decisions[0].kind == "conspiracies"     # 905.4 comes before life and hands
    while game.decisions and game.decisions[0].kind == "conspiracies":
        game.apply(Choose(game.decisions[0].player, "done"))
    assert game.life == [20] * 5
    assert all(len(game.zones[zid(p, "hand")].cards) == 7 for p in range(5))


def test_905_3_settings_that_are_not_a_free_for_all_are_refused_before_the_draft() -> None:
    for key, bad in (("supplements", "vanguard"), ("deck_format", "commander"), ("multiplayer", "two-headed-giant"),
                     ("range_of_influence", "1")):
        with pytest.raises(DataError) as err:
            new_event(INFO, 1, {"format": FORMAT, "players": 4, key: bad})
        assert "Conspiracy Draft game" in str(err.value) and "905" in str(err.value)


def test_905_3_the_rulesets_listing_names_the_format_for_three_to_eight_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rulesets", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    magic = next(r for r in (listed if isinstance(listed, list) else listed["rulesets"]) if r["id"] == "magic")
    fmt = next(f for f in magic["formats"] if f["id"] == FORMAT)
    assert fmt["players"] == [3, 4, 5, 6, 7, 8] and fmt["names"]["ko"] == "컨스피러시 드래프트"


@pytest.mark.slow
def test_905_the_event_command_drafts_and_plays_at_eight_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["event", "--ruleset", "magic", "--format", FORMAT, "--players", "8",
                     "--seats", "greedy,random,greedy,random,greedy,random,greedy,random", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] and len(out["ranking"]) == 8
    (game,) = out["games"]
    assert game["players"] == list(range(8)) and game["reason"]["ko"]


def test_905_simulate_plays_whole_events_without_crashes(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--ruleset", "magic", "--format", FORMAT, "--players", "3", "--games", "1",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["finished"] == 1 and out["crashes"] == 0 and out["invariant_violations"] == 0
