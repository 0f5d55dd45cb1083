"""Loading the card set: a broken file or card is left out and named, and the rest of the set loads."""
from __future__ import annotations

import os
import shutil

import pytest

from game.engine.errors import DataError
from game.rulesets.lanes import cards
from game.rulesets.lanes.cards import load_card_db
from game.rulesets.lanes.deck import load_all_decks, load_playable_decks
from game.util.files import read_toml


@pytest.fixture
def data(tmp_path):
    """A copy of the bundled card data to break."""
    copy = tmp_path / "data"
    shutil.copytree(cards.DATA_DIR, copy)
    yield copy
    cards._DB_CACHE.pop(str(copy), None)


def test_the_bundled_set_loads_whole() -> None:
    db = load_card_db()
    assert db.problems == () and len(db.cards) > 100
    db.require_complete()


def test_a_file_that_is_not_toml_loses_its_cards_only(data) -> None:
    (data / "cards" / "fire.toml").write_text("[[card]\n", encoding="utf-8")
    db = load_card_db(str(data))
    assert [p.path.rsplit("/", 1)[-1] for p in db.problems] == ["fire.toml"]
    assert "TOML" in db.problems[0].problems[0]
    assert not any(c.source.endswith("fire.toml") for c in db.cards.values())
    assert any(c.source.endswith("earth.toml") for c in db.cards.values())
    with pytest.raises(DataError, match="fire.toml"):
        db.require_complete()


def test_a_card_with_a_bad_field_is_left_out_and_named_with_its_field(data) -> None:
    path = data / "cards" / "earth.toml"
    text = path.read_text(encoding="utf-8")
    first = text.index("cost = ")
    path.write_text(text[:first] + 'cost = "three"' + text[text.index("\n", first):], encoding="utf-8")
    db = load_card_db(str(data))
    (problem,) = db.problems
    assert problem.path.endswith("earth.toml") and len(problem.problems) == 1
    bad_id = problem.problems[0].split(":")[0].removeprefix("card ")
    assert "cost" in problem.problems[0] and bad_id not in db
    def from_earth(d: cards.CardDb) -> int:
        return sum(c.source.endswith("earth.toml") for c in d.cards.values())
    assert from_earth(db) == from_earth(load_card_db()) - 1    # the file's other cards load


def test_the_decks_are_refused_for_the_broken_file_not_for_their_missing_cards(data) -> None:
    (data / "cards" / "fire.toml").write_text("[[card]\n", encoding="utf-8")
    db = load_card_db(str(data))
    with pytest.raises(DataError, match="fire.toml"):
        load_all_decks(db, str(data / "decks"))
    decks, problems = load_playable_decks(db, str(data / "decks"))
    with_fire = decks_with_fire_cards()
    assert set(decks) == set(load_all_decks(load_card_db())) - with_fire and decks
    assert sorted(os.path.basename(p.path) for p in problems) == sorted(f"{d}.toml" for d in with_fire)


def decks_with_fire_cards() -> set[str]:
    whole = load_card_db()
    return {d.id for d in load_all_decks(whole).values() if any(whole[c].source.endswith("fire.toml") for c in d.cards)}


def test_an_integer_too_long_for_toml_is_a_data_error(tmp_path) -> None:
    path = tmp_path / "x.toml"
    path.write_text("n = " + "1" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(DataError, match="x.toml"):
        read_toml(str(path))
    path.write_bytes(b"n = 1 # \xff\n")
    with pytest.raises(DataError, match="UTF-8"):
        read_toml(str(path))
