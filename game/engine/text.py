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
