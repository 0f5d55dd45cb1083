"""Planechase (901), the rules the scenario files do not show: the planar decks and their sizes, the die's
faces, the planar zones and who sees them, the face-down plane as a new object, the planeswalking ability
without a source, the single planar deck, the combinations and the programs' rolls. The positions of play
(the die's cost and faces, planeswalking, phenomena, players leaving) are levels/scenarios/magic/planechase_*."""
from __future__ import annotations

import collections

import pytest

from game.engine.errors import DataError
from game.rulesets.magic import planechase
from game.rulesets.magic.actions import Pass, RollPlanar
from game.rulesets.magic.ai_policy import quick_action
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.invariants import check as check_invariants
from game.rulesets.magic.planar_cards import WALK_ID
from game.rulesets.magic.setting import read
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.text import describe_action
from game.engine.rng import Rng

from mg_kit import do, pass_all, position

PC = {"supplements": "planechase"}


def _keep_all(s) -> None:
    while s.decisions and s.decisions[0].kind in ("mulligan", "bottom"):
        s.apply(next(a for a in s.legal_actions() if getattr(a, "option", None) == "keep")
                if s.decisions[0].kind == "mulligan" else s.legal_actions()[0])


def test_901_3_the_pool_has_forty_planes_and_ten_phenomena_of_our_own() -> None:
    db = load_card_db()
    planes = [c for c in db.cards.values() if c.is_a("plane")]
    phenomena = [c for c in db.cards.values() if c.is_a("phenomenon")]
    assert len(planes) >= 40 and len(phenomena) >= 10
    assert all(c.name.en and c.name.ko for c in planes + phenomena)
    assert all(any(a.when == "chaos" for a in c.abilities) for c in planes)            # 901.9b
    assert all([a.when for a in c.abilities] == ["encounter"] for c in phenomena)
    decks = planechase.load_planar_decks()
    assert len(planechase.personal_ids()) == 4 and sum(d.shared for d in decks.values()) == 1
    assert len(next(d for d in decks.values() if d.shared).cards) == 40


def test_901_3_a_personal_planar_deck_is_ten_cards_two_phenomena_one_name_each() -> None:
    db = load_card_db()
    good = tuple(f"MG-PL{k:02d}" for k in range(1, 9)) + ("MG-PH01", "MG-PH02")
    assert planechase.deck_problems(db, good) == []
    short = planechase.deck_problems(db, good[:9])
    assert [r for r, _en, _ko in short] == ["901.3"] and "at least 10" in short[0][1] and "10" in short[0][2]
    three = planechase.deck_problems(db, good[:7] + ("MG-PH01", "MG-PH02", "MG-PH03"))
    assert "at most 2 phenomena" in three[0][1]
    twice = planechase.deck_problems(db, good[:9] + ("MG-PL01",))      # guide 3.2: every card a name of its own
    assert "Glasswind" in twice[0][1] and "중복" in twice[0][2]
    stray = planechase.deck_problems(db, good[:9] + ("MG-G03",))
    assert "MG-G03" in stray[0][1] and "MG-G03" in stray[0][2]


def test_901_15a_the_shared_deck_is_forty_or_ten_a_player_with_two_phenomena_a_player() -> None:
    db = load_card_db()
    twenty = tuple(f"MG-PL{k:02d}" for k in range(1, 17)) + ("MG-PH01", "MG-PH02", "MG-PH03", "MG-PH04")
    assert planechase.deck_problems(db, twenty, players=2) == []          # 10 x 2 = 20 < 40
    assert "at least 30" in planechase.deck_problems(db, twenty, players=3)[0][1]
    five = twenty[:15] + ("MG-PH01", "MG-PH02", "MG-PH03", "MG-PH04", "MG-PH05")
    assert [p[0] for p in planechase.deck_problems(db, five, players=2)] == ["901.15a"]
    assert planechase.deck_problems(db, five, players=3)[0][1].startswith("A planar deck here has at least 30")


def test_a_broken_planar_deck_file_is_refused_naming_the_deck() -> None:
    with pytest.raises(DataError) as err:
        planechase.parse_decks([{"id": "thin", "name": {"en": "Thin", "ko": "얇은"}, "cards": ["MG-PL01"]}],
                               "planar_decks.toml", load_card_db())
    assert "deck thin" in str(err.value) and "901.3" in str(err.value)


def test_310_a_plane_without_a_chaos_ability_or_a_phenomenon_with_a_static_is_refused() -> None:
    with pytest.raises(DataError) as err:
        parse_cards([{"id": "X-PL", "name": {"en": "Flat", "ko": "평평"}, "types": ["plane"],
                      "abilities": [{"kind": "triggered", "when": "upkeep",
                                     "effects": [{"do": "draw", "amount": 1, "to": "you"}]}]},
                     {"id": "X-PH", "name": {"en": "Odd", "ko": "기묘"}, "types": ["phenomenon"],
                      "abilities": [{"kind": "static", "static": "anthem", "scope": "each_creature", "power": 1,
                                     "toughness": 1}]}], "test.toml")
    text = str(err.value)
    assert "card X-PL: a plane has a 'chaos'" in text and "card X-PH" in text


def test_901_3a_the_die_shows_planeswalker_once_chaos_once_blank_four_times_in_six() -> None:
    assert collections.Counter(planechase.FACES) == {"blank": 4, "planeswalk": 1, "chaos": 1}
    s = position(options=PC, p1={"plane": ["MG-PL03"], "planar": ["MG-PL05"]})
    seen = collections.Counter(planechase.roll(s, 0, action=False) for _ in range(600))
    assert 60 < seen["planeswalk"] < 140 and 60 < seen["chaos"] < 140 and seen["blank"] > 330


def test_901_4_planar_decks_are_hidden_and_the_face_up_card_is_public() -> None:
    s = new_state(3, {"players": 3, **PC})
    assert not s.zones["p0.planar"].visible_to(0) and not s.zones["p0.planar"].visible_to(1)
    assert s.zones["p0.plane"].visible_to(1)
    assert len(s.zones["p0.planar"].cards) == 12 and not planechase.face_up(s)   # 901.5: not before the hands
    _keep_all(s)
    assert s.turn == 1 and len(planechase.face_up(s)) == 1
    assert s.defs[planechase.face_up(s)[0]].is_a("plane")


def test_901_7a_a_plane_turned_face_down_is_a_new_object() -> None:
    s = position(options=PC, step="main1", planar_die=["planeswalk"],
                 p1={"plane": ["MG-PL04"], "planar": ["MG-PL05"]})
    old = planechase.face_up(s)[0]
    epoch = s.cards[old].epoch
    do(s, "roll")
    pass_all(s)
    assert planechase.face_up(s) != [old] and s.cards[old].zone == "p0.planar"
    assert s.cards[old].epoch > epoch


def test_901_8_the_planeswalking_ability_has_no_source_and_is_the_rollers() -> None:
    s = position(players=3, options=PC, step="main1", planar_die=["planeswalk"],
                 p1={"plane": ["MG-PL04"], "planar": ["MG-PL05"]})
    do(s, "roll")
    (item,) = s.stack
    assert item.card == -1 and item.def_id == WALK_ID and item.controller == 0
    assert s.priority == 0


def test_901_9_the_roll_is_named_with_its_cost_in_both_languages() -> None:
    s = position(options=PC, step="main1", planar_die=["blank"], p1={"plane": ["MG-PL04"], "pool": "C"})
    assert describe_action(s, RollPlanar(0), "en") == "Roll the planar die ({0})"
    do(s, "roll")
    assert describe_action(s, RollPlanar(0), "ko") == "차원 주사위 굴리기 ({1})"
    assert RollPlanar(0) in s.legal_actions() and RollPlanar(1) not in s.legal_actions()


def test_901_15b_the_shared_decks_cards_are_owned_by_the_planar_controller() -> None:
    s = new_state(5, {"players": 3, **PC, "planar_deck": "shared"})
    _keep_all(s)
    (up,) = planechase.face_up(s)
    assert s.cards[up].zone == "plane" and len(s.zones["planar"].cards) == 39
    assert planechase.owner(s, up) == s.active == s.controller(up)


def test_901_15c_with_the_shared_deck_every_player_planeswalks_from_it() -> None:
    s = new_state(5, {"players": 3, **PC, "planar_deck": "shared"})
    _keep_all(s)
    before = planechase.face_up(s)
    top = s.zones["planar"].cards[0]
    planechase.planeswalk(s, (s.active + 1) % 3)
    assert planechase.face_up(s) == [top] and s.zones["planar"].cards[-1] == before[0]


@pytest.mark.parametrize("settings", [{"deck_format": "commander"}, {"deck_format": "brawl"},
                                      {"supplements": "vanguard,planechase"}, {"multiplayer": "two-player"}])
def test_901_2_planechase_combines_with_each_deck_format_and_vanguard(settings: dict[str, str]) -> None:
    players = 2 if settings.get("multiplayer") == "two-player" else 4
    options = {"supplements": "planechase", **settings}
    setting, refused = read(options, players)
    assert refused == [] and "planechase" in setting.supplements
    s = new_state(2, {"players": players, **options})
    _keep_all(s)
    assert len(planechase.face_up(s)) == 1 and planechase.part(s).controller == s.active


def test_901_9_a_program_rolls_when_the_roll_is_free_and_nothing_else_is_worth_doing() -> None:
    s = position(options=PC, step="main1", planar_die=["blank", "blank"], p1={"plane": ["MG-PL04"], "pool": "C"})
    assert quick_action(s, 0, Rng(1)) == RollPlanar(0)
    do(s, "roll")
    assert quick_action(s, 0, Rng(1)) == Pass(0)          # {1} now: not worth it to the quick program


def test_whole_planechase_games_at_four_seats_break_no_invariant() -> None:
    for seed, extra in ((1, {}), (2, {"planar_deck": "shared"}), (3, {"deck_format": "commander"})):
        s = new_state(seed, {"players": 4, **PC, **extra})
        rng = Rng(seed)
        rolls = 0
        while s.result is None and s.turn < 20:
            p = s.current_players()[0]
            a = quick_action(s, p, rng)
            rolls += isinstance(a, RollPlanar)
            s.apply(a)
            assert check_invariants(s) == [], (seed, s.turn)
        assert rolls > 0


def test_901_4_a_program_guesses_the_order_of_every_planar_deck_and_never_sees_the_dies_faces() -> None:
    from game.rulesets.magic.ai import sample_world
    s = position(options=PC, step="main1", planar_die=["chaos"],
                 p1={"plane": ["MG-PL04"], "planar": [f"MG-PL{k:02d}" for k in range(5, 15)]})
    orders = set()
    for seed in range(8):
        w = sample_world(s, 0, Rng(seed))
        orders.add(tuple(w.cards[i].def_id for i in w.zones["p0.planar"].cards))
        assert planechase.part(w).rigged == () and planechase.part(s).rigged == ("chaos",)
        assert sorted(w.cards[i].def_id for i in w.zones["p0.planar"].cards) == \
            [f"MG-PL{k:02d}" for k in range(5, 15)]          # the same cards, in an order of its guess
    assert len(orders) > 1


def test_a_planechase_game_replays_from_its_log_to_the_same_state_and_hides_the_planar_decks() -> None:
    setup = {"players": 3, **PC}
    s = new_state(7, setup)
    rng = Rng(7)
    log = []
    while s.result is None and len(log) < 400:
        a = quick_action(s, s.current_players()[0], rng)
        log.append(a)
        s.apply(a)
    assert any(isinstance(a, RollPlanar) for a in log)
    again = new_state(7, setup)
    for a in log:
        again.apply(a)
    assert again.state_hash() == s.state_hash()
    deck = s.view(1)["zones"]["p0.planar"]          # 901.4: face down, to every seat, its owner's too
    assert deck["cards"] is None and deck["count"] == len(s.zones["p0.planar"].cards)
    assert s.view(0)["zones"]["p0.planar"]["cards"] is None
