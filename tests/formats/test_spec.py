"""A format as data (game/formats/spec.py): a game's formats file is read and checked on load, every
problem named by the file, the format and the field; and every game that declares formats has the hooks
they name (its ``formats`` part, typed by ``FormatHooks``)."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine import registry
from game.engine.errors import DataError
from game.formats.hooks import FormatHooks, OwnStage
from game.formats.spec import LETTERS, formats_of, parse_formats, selected_format

GOOD: dict[str, Any] = {"format": [{
    "id": "cube", "name": {"en": "Cube draft", "ko": "큐브 드래프트"}, "rule": "T-1", "players": [2, 4],
    "stages": ["draft", "build", "games"],
    "draft": {"rule": "T-1.1", "style": "packs", "pool": "cube", "pack_size": 15, "rounds": 3,
              "passing": ["left", "right", "left"], "picks": 2, "secret": True},
    "build": {"rule": "T-1.2", "deck": 40},
    "games": {"rule": "T-1.3", "pairing": "bracket", "bracket": ["AB CD", "AC BD"], "setup": "decks"},
    "option": [{"id": "rounds", "kind": "int", "default": 2, "low": 1, "high": 2,
                "label": {"en": "Rounds", "ko": "라운드"}, "help": {"en": "How many", "ko": "몇 라운드"}}],
}]}


def problems(entry: dict[str, Any]) -> list[str]:
    with pytest.raises(DataError) as err:
        parse_formats({"format": [entry]}, "formats.toml")
    assert err.value.path == "formats.toml"
    return err.value.problems


def test_a_draft_format_in_a_few_lines_of_data_reads_into_typed_parts() -> None:
    (spec,) = parse_formats(GOOD, "formats.toml")
    assert spec.id == "cube" and spec.players == (2, 4) and spec.stages == ("draft", "build", "games")
    assert spec.draft is not None and spec.draft.picks == 2 and spec.draft.direction(1) == "right"
    assert spec.build is not None and spec.build.deck == 40
    assert spec.games is not None and spec.games.rounds() == [[(0, 1), (2, 3)], [(0, 2), (1, 3)]]
    assert spec.option("rounds") is not None and spec.to_json()["stages"] == ["draft", "build", "games"]


@pytest.mark.parametrize("change,words", [
    ({"id": 7}, "format[0].id: must be a str, not int"),
    ({"stages": ["draft", "games", "party"]}, "'party' is not one of draft, build, games"),
    ({"stages": ["draft", "build"]}, "a format ends in games"),
    ({"draft": {**GOOD["format"][0]["draft"], "style": "rochester"}}, "draft.style: 'rochester' is not one of"),
    ({"draft": {**GOOD["format"][0]["draft"], "passing": ["up"]}}, "draft.passing: 'up' is not one of left, right"),
    ({"draft": {**GOOD["format"][0]["draft"], "picks": 0}}, "draft.picks: 0 is out of range"),
    ({"draft": {**GOOD["format"][0]["draft"], "colour": "blue"}}, "draft.colour: unknown field"),
    ({"draft": {"rule": "T", "style": "open", "pool": "pile", "reveal": 4}}, "an open draft needs reveal, orders and until"),
    ({"draft": {"rule": "T", "style": "open", "pool": "pile", "reveal": 4, "orders": ["AE"], "until": 8}},
     "'E' is not a seat of 4"),
    ({"draft": {**GOOD["format"][0]["draft"], "sheet": [{"tag": "rare", "count": 1}]}}, "the sheet's slots make 1 cards"),
    ({"games": {"rule": "T", "pairing": "swiss", "setup": "x"}}, "games.pairing: 'swiss' is not one of table, bracket"),
    ({"games": {"rule": "T", "pairing": "bracket", "setup": "x"}}, "a bracket needs its rounds"),
    ({"name": {"en": "Cube"}}, "name: needs en and ko texts"),
    ({"option": [{"id": "x", "kind": "choice", "default": "c", "choices": ["a", "b"],
                  "label": {"en": "X", "ko": "X"}, "help": {"en": "X", "ko": "엑스"}}]}, "x='c' is not allowed"),
])
def test_a_broken_format_file_names_the_format_and_the_field(change: dict[str, Any], words: str) -> None:
    found = problems({**GOOD["format"][0], **change})
    assert any(words in p for p in found), found


def test_every_problem_of_a_file_is_listed_at_once() -> None:
    found = problems({**GOOD["format"][0], "players": [0], "stages": ["party"], "rule": 3})
    assert len(found) >= 3


GAMES_WITH_FORMATS = [info for info in registry.all_rulesets() if formats_of(info)]


def test_clash_of_decks_declares_its_four_drafts_and_its_league() -> None:
    info = registry.get("clash-of-decks")
    assert [f.id for f in formats_of(info)] == ["draft-duel", "draft-solo", "draft-four", "draft-coop", "mutation-league"]
    assert selected_format(info, {"decks": "draft", "mode": "2v2"}).id == "draft-four"   # type: ignore[union-attr]
    assert selected_format(info, {"decks": "beginner", "mode": "duel"}) is None


@pytest.mark.parametrize("info", GAMES_WITH_FORMATS, ids=lambda i: i.id)
def test_a_game_with_formats_has_every_hook_they_name(info: Any) -> None:
    hooks: FormatHooks = info.part("formats")
    assert hooks is not None
    for name in ("pool", "tagged", "game_setup", "deck_problems", "card_worth", "built", "kept", "problems",
                 "suggest_deck", "pool_worth"):
        assert callable(getattr(hooks, name)), name
    for spec in formats_of(info):
        if spec.build is not None and spec.build.rest:
            rest = hooks.REST_NAMES[spec.build.rest]
            assert rest.en and rest.ko and rest.en != rest.ko
    for spec in formats_of(info):
        assert spec.name.en and spec.name.ko and spec.name.en != spec.name.ko
        assert max(spec.players) <= info.max_players or spec.seat_count(max(spec.players)) <= info.max_players
        assert all(s < spec.seat_count(max(spec.players)) for s in spec.rules_seats)
        if spec.games is not None and spec.games.before_round:
            stage: OwnStage = hooks.STAGES[spec.games.before_round]
            assert stage.name.en and stage.name.ko and stage.rule
        if spec.draft is not None and spec.draft.hooks:
            assert spec.draft.hooks in hooks.DRAFT_HOOKS
        for action in hooks.ACTIONS:
            assert action.verb and action.verb not in ("in", "choose", "concede")
        assert len(LETTERS) >= spec.seat_count(max(spec.players))
