"""Every data file's text field is read by one function: both languages, not blank, nothing else."""
from __future__ import annotations

from game.engine.text import Msg, bilingual


def test_both_texts_make_a_message() -> None:
    problems: list[str] = []
    assert bilingual({"en": "Ember", "ko": "불씨"}, "name", problems) == Msg("Ember", "불씨") and problems == []


def test_a_missing_or_blank_language_is_named_and_a_stand_in_returned() -> None:
    for bad in ({"en": "Ember"}, {"en": "Ember", "ko": "  "}, "Ember", None):
        problems: list[str] = []
        assert bilingual(bad, "card DD-E01: name", problems) == Msg("?", "?")
        assert problems == ['card DD-E01: name: must be { en = "...", ko = "..." } with both texts']


def test_an_extra_field_is_named() -> None:
    problems: list[str] = []
    bilingual({"en": "a", "ko": "b", "jp": "c"}, "pitch", problems)
    assert problems == ["pitch: unknown field(s) jp"]
