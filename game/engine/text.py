"""Bilingual text: every sentence a player reads exists in English and Korean."""
from __future__ import annotations

from typing import NamedTuple


class Msg(NamedTuple):
    en: str
    ko: str

    def get(self, lang: str = "en") -> str:
        return self.ko if lang == "ko" else self.en

    def format(self, **kw: object) -> "Msg":
        return Msg(self.en.format(**kw), self.ko.format(**kw))

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "ko": self.ko}


_HANGUL0, _HANGUL1 = 0xAC00, 0xD7A3
# how a digit is read in Korean (일, 이, 삼 ...), by the final consonant of its last syllable
_DIGIT_FINAL = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}


def final_consonant(word: str) -> int:
    """The final consonant (jongseong index, 0 = none) of the last pronounced character of ``word``:
    Hangul by its syllable, a digit as it is read, a Latin letter roughly as it sounds."""
    for ch in reversed(word):
        if _HANGUL0 <= ord(ch) <= _HANGUL1:
            return (ord(ch) - _HANGUL0) % 28
        if ch in _DIGIT_FINAL:
            return _DIGIT_FINAL[ch]
        if ch.isalpha():
            return 8 if ch.lower() in "lr" else (4 if ch.lower() in "mn" else 0)
    return 0


class Said(str):
    """A problem a player can meet (settings that do not go together). The string is what files and the
    command line show (it may name options as they are typed: ``--set mode=solo``); ``words`` is the
    same in a player's words, English and Korean, for the screens."""

    words: Msg

    def __new__(cls, problem: str, en: str, ko: str) -> "Said":
        said = super().__new__(cls, problem)
        said.words = Msg(en, ko)
        return said


def josa(word: str, pair: str) -> str:
    """A Korean particle that fits the word before it: ``josa("플레이어 2", "이/가")`` -> "플레이어 2가"."""
    with_final, without = pair.split("/")
    return word + (with_final if final_consonant(word) else without)


def count(n: int, word: str, many: str | None = None) -> str:
    """An English count with the right noun form: ``count(1, "card")`` -> "1 card", 2 -> "2 cards"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def bilingual(v: object, where: str, problems: list[str]) -> Msg:
    """A data file's text field, ``{ en = "...", ko = "..." }``: both texts present and not blank,
    nothing else. A problem goes to ``problems`` (the caller names the file) and "?" stands in."""
    if not isinstance(v, dict) or not all(isinstance(v.get(k), str) and v[k].strip() for k in ("en", "ko")):
        problems.append(f"{where}: must be {{ en = \"...\", ko = \"...\" }} with both texts")
        return Msg("?", "?")
    extra = set(v) - {"en", "ko"}
    if extra:
        problems.append(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
    return Msg(v["en"], v["ko"])
