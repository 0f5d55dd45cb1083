"""Conspiracy Draft's game (905): conspiracy cards, the command zone from the sideboard (905.4), hidden
agenda (905.4a, 702.106), owner and controller (905.5), life and hand (905.6), free-for-all (905.3)."""
from __future__ import annotations

import json

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError, IllegalActionError
from game.engine.match import Match
from game.engine.rng import Rng
from game.rulesets.magic.actions import Attack, TurnUp
from game.rulesets.magic.ai_policy import quick_action
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.conspiracy import face_down
from game.rulesets.magic.conspiracy_play import Conspiracy
from game.rulesets.magic.deck import deck_problems, sideboard_problems
from game.rulesets.magic.invariants import check
from game.rulesets.magic.legal import auto_pass_ok
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import MagicState, zid
from game.rulesets.magic.stats import power_toughness
from game.rulesets.magic.text import describe_events

from mg_kit import do, pass_all, position

CONSPIRACIES = [f"MG-CN{n:02d}" for n in range(1, 17)]


def test_905_4_the_sixteen_conspiracies_load_with_both_languages_and_five_hidden_agendas() -> None:
    db = load_card_db()
    cards = [db[c] for c in CONSPIRACIES]
    assert all(c.types == ("conspiracy",) and c.name.en and c.name.ko and c.abilities for c in cards)
    assert sum(c.hidden_agenda for c in cards) >= 5
    agenda = card_lines(db["MG-CN01"], "en", {})
    assert agenda[0] == "Conspiracy" and agenda[1].startswith("Hidden agenda")
    assert "Creatures you control with the chosen name get +1/+1." in agenda
    assert card_lines(db["MG-CN01"], "ko", {})[0] == "컨스피러시"
    assert "당신이 조종하는 선택된 이름의 생물들은 +1/+1을 받습니다." in card_lines(db["MG-CN01"], "ko", {})


def test_905_4_a_conspiracy_is_a_sideboard_card_and_never_a_deck_card() -> None:
    db = load_card_db()
    assert sideboard_problems(db, ["MG-CN01", "MG-CN08"]) == []
    found = deck_problems(db, ["MG-CN08"] + ["MG-L01"] * 59)
    assert [(p.rule, "MG-CN08" in p.en and "MG-CN08" in p.ko) for p in found] == [("905.4", True)]


def test_702_106_the_chosen_name_belongs_to_a_hidden_agenda_and_a_conspiracy_has_no_cost() -> None:
    bad = [{"id": "X1", "name": {"en": "a", "ko": "a"}, "types": ["conspiracy"],
            "abilities": [{"kind": "static", "static": "anthem", "scope": "named_creatures", "power": 1}]},
           {"id": "X2", "name": {"en": "b", "ko": "b"}, "types": ["conspiracy"], "cost": "{1}",
            "abilities": [{"kind": "triggered", "when": "attacks", "effects": [{"do": "draw", "amount": 1, "to": "you"}]}]},
           {"id": "X3", "name": {"en": "c", "ko": "c"}, "types": ["enchantment"], "cost": "{1}", "hidden_agenda": True}]
    with pytest.raises(DataError) as err:
        parse_cards(bad, "test")
    text = str(err.value)
    assert "card X1.abilities[0].scope" in text and "card X2: a conspiracy is of the one type" in text
    assert "card X2.abilities[0].when" in text and "card X3: hidden agenda" in text


# ----- the game (905.3-905.6, 702.106) ------------------------------------------------------------------

WHITE = ["MG-L01"] * 24 + [c for c in ("MG-W01", "MG-W02", "MG-W03", "MG-W21", "MG-W22", "MG-W51", "MG-W52",
                                        "MG-W53", "MG-W54") for _ in range(4)]


def _dealt(seed: int = 1, *sideboards: list[str]) -> MagicState:
    """A three-seat game whose seats' sideboards are ``sideboards`` (the rest none)."""
    sides = list(sideboards) + [[]] * (3 - len(sideboards))
    return new_state(seed, {"players": 3, "payment": "auto",
                            "decks": [{"cards": WHITE, "sideboard": side} for side in sides]})


def _ids(s: MagicState, cards: list[int]) -> list[str]:
    return sorted(s.defs[i].id for i in cards)


def _choose(s: MagicState, p: int, def_id: str) -> None:
    s.apply(Choose(p, next(i for i in s.zones[zid(p, "sideboard")].cards if s.defs[i].id == def_id)))


def _open(s: MagicState, name: str = "MG-W53") -> None:
    """Seat 1 puts both its conspiracies (a hidden agenda naming ``name``), seat 2 none."""
    _choose(s, 0, "MG-CN01")
    _choose(s, 0, "MG-CN08")
    s.apply(Choose(0, name))
    s.apply(Choose(1, "done"))


def test_905_4_conspiracies_go_to_the_command_zone_before_shuffling() -> None:
    s = _dealt(1, ["MG-CN01", "MG-CN08"], ["MG-CN09"])
    d = s.decisions[0]
    assert (d.player, d.kind, d.rule, d.min, d.max) == (0, "conspiracies", "905.4", 0, 2)
    assert "Before the shuffle" in d.prompt.en and "섞기 전에" in d.prompt.ko
    # nothing is shuffled nor drawn yet: each library lies in its deck's order, every hand empty
    assert [s.defs[i].id for i in s.library(0)] == WHITE and all(len(s.hand(p)) == 0 for p in range(3))
    assert any(isinstance(v, Conspiracy) for v in s.variants)
    _open(s)
    assert _ids(s, s.zones[zid(0, "command")].cards) == ["MG-CN08"]
    assert _ids(s, face_down(s, 0)) == ["MG-CN01"]
    assert _ids(s, s.zones[zid(1, "sideboard")].cards) == ["MG-CN09"]     # seat 2 kept it outside the game
    assert [s.defs[i].id for i in s.library(0)] != WHITE[7:]                 # shuffled after the choice
    assert s.decisions[0].kind == "mulligan"


def test_905_4_each_choice_stays_secret_until_every_seat_has_chosen() -> None:
    s = _dealt(2, ["MG-CN01", "MG-CN08"], ["MG-CN09"])
    assert s.view(1)["decisions"][0]["options"] is None                     # seat 1's sideboard is its own
    _choose(s, 0, "MG-CN08")
    events = s.apply(Choose(0, "done"))
    # seat 1 has chosen, but nothing moved: seat 2 chooses without knowing what seat 1 put in
    assert _ids(s, s.zones[zid(0, "command")].cards) == []
    assert s.view(1)["conspiracy"]["chosen"] == {"0": ["?"]} and s.view(0)["conspiracy"]["chosen"] != {"0": ["?"]}
    lines = describe_events(s, events, "en", 1)
    assert "Player 1 has chosen from their sideboard's conspiracies (905.4)" in lines
    _choose(s, 1, "MG-CN09")
    assert _ids(s, s.zones[zid(0, "command")].cards) == ["MG-CN08"]
    assert _ids(s, s.zones[zid(1, "command")].cards) == ["MG-CN09"]


def test_905_4a_a_hidden_agenda_goes_face_down_with_a_name_only_its_owner_knows() -> None:
    s = _dealt(3, ["MG-CN01", "MG-CN08"], ["MG-CN09"])
    _choose(s, 0, "MG-CN01")
    s.apply(Choose(0, "done"))
    d = s.decisions[0]
    assert (d.player, d.kind, d.rule, d.secret) == (0, "agenda_name", "702.106", True)
    # its deck's creatures first, then its other cards, then every other main-deck card's name
    assert d.options[:10] == ("MG-W01", "MG-W02", "MG-W03", "MG-W21", "MG-W22", "MG-W51", "MG-W52", "MG-W53",
                              "MG-W54", "MG-L01") and len(d.options) > 100 and "MG-U03" in d.options
    named = s.apply(Choose(0, "MG-W53"))
    mine, theirs = describe_events(s, named, "en", 0), describe_events(s, named, "en", 1)
    assert "Player 1 secretly names Sunmarrow Drover for Oath of the Chosen Blade (702.106)" in mine
    assert theirs == ["Player 1 secretly chooses a card name for a face-down conspiracy (702.106)"]
    assert "Sunmarrow" not in " ".join(describe_events(s, named, "ko", 1))
    s.apply(Choose(1, "done"))
    agenda = face_down(s, 0)
    assert s.view(1)["zones"][zid(0, "agenda")] == {"count": 1, "cards": None}
    assert s.view(0)["zones"][zid(0, "agenda")]["cards"] == [[agenda[0], "MG-CN01"]]
    assert s.view(1)["conspiracy"]["names"] == {str(agenda[0]): "?"}
    assert s.view(0)["conspiracy"]["names"] == {str(agenda[0]): "MG-W53"}
    assert "MG-W53" not in json.dumps(s.view(1)) and "MG-W53" not in json.dumps(s.view(None))


def test_905_6_life_twenty_and_seven_cards_once_the_conspiracies_are_placed() -> None:
    s = _dealt(4, ["MG-CN01", "MG-CN08"])
    assert [len(s.hand(p)) for p in range(3)] == [0, 0, 0] and s.turn == 0
    _choose(s, 0, "MG-CN08")
    events = s.apply(Choose(0, "done"))
    assert s.life == [20, 20, 20] and [len(s.hand(p)) for p in range(3)] == [7, 7, 7]
    # the starting player is chosen after the conspiracies are placed, then life and hands (905.6)
    kinds = [e.kind for e in events]
    assert kinds.index("conspiracies_placed") < kinds.index("starting_player")


def test_905_5_the_owner_controls_its_conspiracies_and_their_abilities_work_from_the_command_zone() -> None:
    s = position(players=3, step="untap", active=1,
                 p1={"command": ["MG-CN09", "MG-CN08"], "battlefield": ["MG-W01"]},
                 p2={"battlefield": ["MG-W01"]})
    mine, theirs = s.battlefield(0)[0], s.battlefield(1)[0]
    plots = s.zones[zid(0, "command")].cards
    assert s.command_sources(0) == plots and s.command_sources(1) == []
    assert all(s.cards[i].owner == 0 and s.controller(i) == 0 for i in plots)
    assert power_toughness(s, mine) == (2, 2) and power_toughness(s, theirs) == (2, 1)    # Garrison Charter
    assert [i.def_id for i in s.stack] == ["MG-CN08"] and s.stack[0].controller == 0
    pass_all(s)                         # Quiet Tithe's upkeep trigger resolves
    assert s.life[0] == 21 and s.life[1] == 20


def test_702_106_a_face_down_conspiracy_does_nothing_until_turned_face_up_without_the_stack() -> None:
    s = position(players=3, step="main1", active=1,
                 p1={"agenda": [{"card": "MG-CN01", "name": "MG-W53"}], "battlefield": ["MG-W53", "MG-W01"]})
    drover, squire = s.battlefield(0)
    plot = face_down(s, 0)[0]
    assert power_toughness(s, drover) == (3, 1) and s.command_sources(0) == []
    up = TurnUp(0, plot)
    assert up in s.legal_actions()
    events = s.apply(up)
    assert s.zones[zid(0, "command")].cards == [plot] and s.stack == [] and s.priority == 0
    assert power_toughness(s, drover) == (4, 2) and power_toughness(s, squire) == (2, 1)   # the named one only
    assert ("Player 1 turns Oath of the Chosen Blade face up; the chosen name: Sunmarrow Drover (702.106)"
            in describe_events(s, events, "en", 1))
    assert any("고른 이름: " in line for line in describe_events(s, events, "ko", 2))
    assert s.view(1)["conspiracy"]["names"] == {str(plot): "MG-W53"}        # revealed to all
    assert up not in s.legal_actions()


def test_905_4a_turning_face_up_is_the_controllers_with_priority_each_refusal_with_its_rule() -> None:
    s = position(players=3, step="main1", active=1, p1={"agenda": [{"card": "MG-CN01", "name": "MG-W53"}]},
                 p2={"agenda": [{"card": "MG-CN02", "name": "MG-W02"}]})
    mine, theirs = face_down(s, 0)[0], face_down(s, 1)[0]
    with pytest.raises(IllegalActionError) as err:
        s.apply(TurnUp(0, theirs))
    assert err.value.rule == "905.4a" and "face-down conspiracy you control" in err.value.en and err.value.ko
    with pytest.raises(IllegalActionError) as err:
        s.apply(TurnUp(1, theirs))                  # seat 2's own, but seat 1 holds priority
    assert err.value.rule == "702.106" and "any time you have priority" in err.value.en and "우선권" in err.value.ko
    do(s, "pass")                                   # seat 2 receives priority: now it may
    s.apply(TurnUp(1, theirs))
    assert s.zones[zid(1, "command")].cards == [theirs] and face_down(s, 0) == [mine]


def test_905_3_a_conspiracy_game_of_three_is_a_free_for_all_attacking_several_players() -> None:
    s = position(players=3, step="declare_attackers", active=1,
                 p1={"command": ["MG-CN16"], "battlefield": ["MG-W01", "MG-W02"]})
    assert s.setting.multiplayer == "free-for-all" and any(isinstance(v, Conspiracy) for v in s.variants)
    a, b = s.battlefield(0)
    s.apply(Attack(0, a, "p1"))
    s.apply(Attack(0, b, "p2"))
    assert s.attackers == {a: "p1", b: "p2"}


def test_905_4_a_plain_game_with_a_sideboard_is_no_conspiracy_game_and_no_wish_finds_a_conspiracy() -> None:
    s = new_state(5, {"players": 2, "decks": [{"cards": WHITE, "sideboard": ["MG-U03"]}, {"cards": WHITE}]})
    assert not any(isinstance(v, Conspiracy) for v in s.variants) and s.decisions[0].kind == "mulligan"
    s = position(step="main1", active=1, p1={"hand": ["MG-U68"], "battlefield": ["MG-L02"] * 3,
                                             "sideboard": ["MG-U03", "MG-CN08"]})
    do(s, "cast", card="hand:MG-U68")
    pass_all(s)
    assert _ids(s, list(s.decisions[0].options)) == ["MG-U03"]
    plot = next(i for i in s.zones[zid(0, "sideboard")].cards if s.defs[i].id == "MG-CN08")
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, plot))
    assert err.value.rule == "905.4" and "conspiracy" in err.value.en


def test_905_4_programs_put_every_conspiracy_name_a_creature_of_their_deck_and_turn_it_up_when_it_helps() -> None:
    s = _dealt(6, ["MG-CN01", "MG-CN08"], ["MG-CN05"])
    rng = Rng(6)
    while s.decisions and s.decisions[0].kind in ("conspiracies", "agenda_name"):
        s.apply(quick_action(s, s.decisions[0].player, rng))
    assert _ids(s, s.zones[zid(0, "command")].cards) == ["MG-CN08"] and len(face_down(s, 0)) == 1
    names = s.parts["conspiracy"].names
    assert all(s.db[n].is_a("creature") and n in WHITE for n in names.values()) and len(names) == 2
    turned = None
    for _ in range(3000):
        if s.result is not None or turned is not None:
            break
        p = s.current_players()[0]
        a = quick_action(s, p, rng)
        if isinstance(a, TurnUp):
            # it turns up only with a creature of the chosen name on its battlefield: then it helps
            assert any(s.defs[c].id == names[a.card] for c in s.battlefield(p))
            turned = a
        s.apply(a)
        assert check(s, {}) == []
    assert turned is not None


def test_702_106_a_save_keeps_the_game_with_a_face_down_conspiracy_and_no_seat_sees_its_name() -> None:
    setup = {"players": 3, "payment": "auto", "decks": [{"cards": WHITE, "sideboard": ["MG-CN01", "MG-CN08"]},
                                                        {"cards": WHITE}, {"cards": WHITE}]}
    m = Match("magic", 7, setup)
    m.apply("choose player=0 option=done")          # no conspiracy: nothing secret, the log is written whole
    assert not m.sealed() and len(m.written_log()) == 1
    m = Match("magic", 7, setup)
    m.apply("choose player=0 option=180")
    assert m.sealed() and m.written_log() == []     # the opening's choices are made at once (905.4)
    for a in ("choose player=0 option=181", "choose player=0 option=MG-U03"):
        m.apply(a)
    assert m.state.zones[zid(0, "agenda")].cards == [180] and not m.sealed()
    s = m.state
    while s.priority != 0 or s.decisions:            # everyone keeps; play runs to seat 1's priority
        m.apply(quick_action(s, s.current_players()[0], Rng(1)))
    saved = m.to_json()
    assert len(m.written_log()) == len(m.log)       # a save mid-game keeps the whole game
    back = Match.from_json(json.loads(json.dumps(saved)))
    assert back.state.state_hash() == m.state.state_hash() and back.state.zones[zid(0, "agenda")].cards == [180]
    for other in (1, 2):
        assert "MG-U03" not in json.dumps(back.state.view(other))
    m.apply(TurnUp(0, 180))
    assert "MG-U03" in json.dumps(m.state.view(1))


def test_702_106_a_finished_game_is_saved_whole_even_with_a_conspiracy_still_face_down() -> None:
    setup = {"players": 2, "payment": "auto", "decks": [{"cards": WHITE, "sideboard": ["MG-CN01"]}, {"cards": WHITE}]}
    m = Match("magic", 7, setup)
    for a in ("choose player=0 option=120", "choose player=0 option=MG-U03"):     # two decks of 60: card 120
        m.apply(a)
    assert not m.sealed() and m.state.zones[zid(0, "agenda")].cards == [120]
    m.apply("concede player=1")
    assert m.state.result is not None and not m.sealed() and len(m.written_log()) == len(m.log) == 3


@pytest.mark.parametrize("options", [{"variant": "vanguard"}, {"supplements": "archenemy"}])
def test_905_3_conspiracies_make_no_game_with_vanguard_or_archenemy(options: dict[str, str]) -> None:
    decks = [{"cards": WHITE, "sideboard": ["MG-CN08"]}, {"cards": WHITE}, {"cards": WHITE}]
    with pytest.raises(DataError) as err:
        new_state(8, {"players": 3, "payment": "auto", "decks": decks, **options})
    assert "905.3" in str(err.value) and "guide 3.32" in str(err.value)
    s = new_state(8, {"players": 3, "payment": "auto", "decks": decks, "supplements": "planechase"})
    assert s.decisions[0].kind == "conspiracies"          # Planechase may join a Conspiracy game


def test_905_4_what_a_player_reads_in_a_conspiracy_game_is_in_a_players_words() -> None:
    """Every prompt, choice, log line (as each seat and a spectator are told it) and banner of a random
    Conspiracy game, in both languages: no card id, no jargon, Korean in Korean."""
    from game.ai.random_agent import RandomAgent
    from game.engine import registry
    from game.engine.textpart import text_part

    from tests.test_words_players_read import jargon_in, latin_in_korean
    tp = text_part(registry.get("magic"))
    assert tp is not None
    s = _dealt(9, ["MG-CN01", "MG-CN08", "MG-CN11"], ["MG-CN05", "MG-CN13"])
    agents = [RandomAgent(9 * 7 + p) for p in range(3)]
    read: list[tuple[str, str, str]] = []
    kinds: set[str] = set()
    for _ in range(300):
        if s.result is not None:
            break
        for lang in ("en", "ko"):
            for d in s.decisions:
                read += [(lang, "prompt", t) for t in tp.describe_decision(s, d, lang) if t]
                read += [(lang, "choice", tp.option_label(s, d, o, lang)) for o in list(d.options)[:12]]
        p = s.current_players()[0]
        events = s.apply(agents[p].choose(s, p))
        kinds |= {e.kind for e in events}
        for lang in ("en", "ko"):
            for viewer in (None, 0, 1, 2):
                read += [(lang, "log", line) for line in tp.describe_events(s, events, lang, viewer)]
    assert {"conspiracies_chosen", "agenda_named", "conspiracies_placed", "agenda_revealed"} <= kinds, kinds
    assert [(w, t) for lang, w, t in read if jargon_in(t) or "MG-" in t] == []
    assert [(w, t) for lang, w, t in read if lang == "ko" and latin_in_korean(t)] == []


def test_702_106_a_face_down_conspiracy_holds_a_person_at_priority_only_once_it_would_help() -> None:
    s = position(players=3, step="main1", active=1, p1={"agenda": [{"card": "MG-CN01", "name": "MG-W53"}]})
    assert TurnUp(0, face_down(s, 0)[0]) in s.legal_actions() and auto_pass_ok(s, 0)
    s = position(players=3, step="main1", active=1, p1={"agenda": [{"card": "MG-CN01", "name": "MG-W53"}],
                                                        "battlefield": ["MG-W53"]})
    assert not auto_pass_ok(s, 0)                  # its Sunmarrow Drover is out: the table asks the person


def test_702_106_the_text_table_names_a_face_down_conspiracy_to_its_owner_alone() -> None:
    from game.rulesets.magic.text import describe_board
    s = position(step="main1", active=1, p1={"agenda": [{"card": "MG-CN01", "name": "MG-W53"}],
                                             "command": ["MG-CN08"]})
    mine, theirs = describe_board(s, 0, "en"), describe_board(s, 1, "en")
    assert "conspiracy Quiet Tithe, face down Oath of the Chosen Blade (named Sunmarrow Drover)" in mine
    assert "conspiracy Quiet Tithe, face-down conspiracies 1" in theirs and "Sunmarrow" not in theirs
    assert "Oath" not in theirs and "뒷면 컨스피러시 1" in describe_board(s, 1, "ko")
