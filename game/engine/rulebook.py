"""A game's rule document as numbered entries: what a ruleset's ``rules`` part gives the rules reference.

The part is a module with ``load_rules() -> list[Rule]`` (document order; it may raise OSError or
UnicodeDecodeError when the document cannot be read) and ``SOURCE_NOTE``, a :class:`Msg` telling the
reader what the text is ("The Korean text is the rule; the English line under it is a summary.").
Every part also declares ``SECOND_TEXT``: for rules with a second text one key away (the document's own
words beside our translation), a :class:`Msg` naming it in the reader's language ("the Korean original");
otherwise None.
Searching and finding a cited rule are the same for every game and live here. No pygame.
"""
from __future__ import annotations

import dataclasses
import re

from .text import Msg

_NUMBER_QUERY = re.compile(r"^(?:[A-Za-z]+-)?\d+(?:\.[0-9A-Za-z]+)*\.?$")
_PREFIX = re.compile(r"^([A-Za-z]+-)")


@dataclasses.dataclass
class Rule:
    """One numbered rule (or section title) of a game's document."""
    number: str                       # as refusals cite it: "6.4.1.1.2", "DD-9.3" (no trailing dot)
    text: str                         # the rule in the document's language (Lanes: Korean; Dragon Duel: English)
    summary_en: str = ""              # one English line where ``text`` is not English ("" if none)
    quote: tuple[str, ...] = ()       # the source's own lines where ``text`` restates them (Dragon Duel's sheet)
    # the whole rule in both languages where the game has them (Lanes: our English beside the document's
    # Korean): each reader reads their own, the other one key away
    words: Msg | None = None
    notes: tuple[Msg, ...] = ()       # readings: what we chose where the document is silent or unclear
    depth: int = 0                    # 0 for "1" or "DD-1", 1 for "1.1", ...
    heading: bool = False             # a section title rather than a rule
    title: Msg | None = None          # a heading's title in both languages, when the game gives one

    @property
    def parts(self) -> tuple[int, ...]:
        """The number's numeric parts (a letter part such as "a" counts as 0), for ordering."""
        return tuple(int(p) if p.isdigit() else 0 for p in _PREFIX.sub("", self.number).split("."))

    def shown_text(self, lang: str) -> str:
        """The rule as a reader of ``lang`` reads it."""
        if self.title is not None:
            return self.title.get(lang)
        return self.words.get(lang) if self.words is not None else self.text

    def second_text(self, lang: str) -> str:
        """What one key shows beside it: the source's own lines where the rule restates them, else the
        document's words where the reader reads a translation, else the translation ("" when none)."""
        if self.quote and (self.words is None or lang != "ko"):
            return "\n".join(self.quote)
        if self.words is None or self.heading and self.title is not None:
            return ""
        shown = self.shown_text(lang)
        if shown != self.text:
            return self.text
        other = self.words.en if lang == "ko" else self.words.ko
        return other if other != shown else ""


def _fold(s: str) -> str:
    return s.casefold()


def _number_matches(rule: Rule, word: str) -> bool:
    """``word`` names this rule or one above it: "4.5" finds 4.5 and 4.5.x, never 4.50; a game whose
    numbers carry a prefix ("DD-") is found with it or without it ("9.3" finds DD-9.3)."""
    want = _fold(word.rstrip("."))
    number = _fold(rule.number)
    m = _PREFIX.match(number)
    if m and not _PREFIX.match(want):
        want = m.group(1) + want
    return number == want or number.startswith(want + ".")


def _texts(r: Rule) -> list[str]:
    """Everything a rule says, in every language the game gives it."""
    texts = [r.text, r.summary_en, *r.quote, *(f"{n.en}\n{n.ko}" for n in r.notes)]
    if r.words is not None:
        texts += [r.words.en, r.words.ko]
    if r.title is not None:
        texts += [r.title.en, r.title.ko]
    return texts


# Korean particles a word may carry in a sentence ("광전사가", "턴이"): the word is found without them too.
_PARTICLES = ("에서", "으로", "이", "가", "을", "를", "은", "는", "의", "에", "로", "도", "만", "와", "과")


def _variants(word: str) -> list[str]:
    """The word as typed, and a Korean word without the particle it ends in."""
    out = [word]
    for particle in _PARTICLES:
        stem = word[:-len(particle)]
        if word.endswith(particle) and len(stem) >= 1 and "\uac00" <= stem[-1] <= "\ud7a3":
            out.append(stem)
            break
    return out


def _section(r: Rule, by_number: dict[str, Rule]) -> Rule | None:
    """The nearest section title above a rule ("Berserker" above 10.2.6.2.3): a rule's words often leave
    its subject to its title ("that unit"), and a refusal names the subject."""
    number = r.number
    while "." in number:
        number = number.rsplit(".", 1)[0]
        above = by_number.get(number)
        if above is not None and above.heading:
            return above
    return None


def search(rules: list[Rule], query: str, extra: dict[str, str] | None = None) -> list[Rule]:
    """Rules matching every word of the query, in document order.

    A word made of a rule number ("4.5", "4.5.", "DD-9", "9.3") matches that rule and the rules
    under it. Any other word matches the rule's text in either language, summary, quoted lines or notes
    (``extra`` adds more text per rule number: the settings that read it), or the title of the section
    it is in, ignoring case; it also matches with the document's spaces ignored ("대미지존" finds
    "대미지 존") and without a Korean particle at its end ("광전사가" finds "광전사"). An empty query
    matches everything.
    """
    words = query.split()
    if not words:
        return list(rules)
    by_number = {r.number: r for r in rules}
    found = []
    for r in rules:
        texts = _texts(r)
        section = _section(r, by_number)
        if section is not None:
            texts += _texts(section)
        if extra:
            texts.append(extra.get(r.number, ""))
        hay = _fold("\n".join(texts))
        hay_tight = re.sub(r"\s+", "", hay)
        ok = True
        for w in words:
            if _NUMBER_QUERY.match(w):
                if not _number_matches(r, w):
                    ok = False
                    break
            elif not any(v in hay or v in hay_tight for v in _variants(_fold(w))):
                ok = False
                break
        if ok:
            found.append(r)
    return found


def find(rules: list[Rule], number: str) -> int:
    """Index of the rule with this number ("6.4.1.1.2", "6.4.1.1.2.", "DD-9.3"). A number the document
    lacks falls back to its nearest existing parent; -1 when not even the section exists."""
    want = number.strip().rstrip(".")
    index = {r.number: i for i, r in enumerate(rules)}
    while want:
        if want in index:
            return index[want]
        if "." not in want:
            break
        want = want.rsplit(".", 1)[0]
    return -1
