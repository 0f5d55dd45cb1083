"""The Lanes TCG's ``rules`` part: its rules document, parsed into numbered rules for the rules reference.

The Korean text (``assets/rules/lanes-tcg.ko.txt``) is the source; it was extracted from a
print layout, so a rule's text is broken over several lines, often in the middle of a word.
A line that ends with a space ended on a word boundary; any other break joins with nothing.
Every rule's whole text in English is our own translation, ``data/rules_en.toml``: an English reader
reads it, with the Korean one key away. English one-line summaries come from the rule table in
``docs/rules/lanes.md``, which ships with the app for that (``game.resources``); search reads them too.

Searching and finding a cited rule are generic (``game.engine.rulebook``). No pygame.
"""
from __future__ import annotations

import re

from game.engine.errors import DataError
from game.engine.rulebook import Rule
from game.engine.text import Msg
from game.resources import bundled, ruleset_data
from game.util.files import read_toml

from . import INFO

RULES_PATH = str(bundled("assets", *INFO.rules_doc.split("/")))
SUMMARY_PATH = str(bundled("docs", *INFO.coverage.split("/")))
ENGLISH_PATH = str(ruleset_data("lanes", "rules_en.toml"))
SOURCE_NOTE = Msg("The Korean text is the rule; the English is our translation (F2 shows the Korean).",
                  "한국어 본문이 공식 규칙입니다. F2를 누르면 영어 번역이 함께 나옵니다.")
SECOND_TEXT = Msg("the Korean original", "영어 번역")

_NUMBERED = re.compile(r"^(\d+(?:\.\d+)*)\.\s+(.*)$")
_ROW = re.compile(r"^\|\s*(\d+(?:\.\d+)*)\s*\|(.*)\|\s*$")
# The change log after the last rule lists rule numbers too ("5.1.5.가 수정되었습니다"): stop before it.
_END_MARK = "[업데이트 사항]"


def _join(text: str, line: str) -> str:
    """Add a continuation line to a rule's text, deciding whether the break was between words.

    The extraction marks it two ways. Where continuation lines start at the margin, a line
    that ends with a space ended a word and one that does not was cut mid-word ("플레" +
    "이어"). Where continuation lines are indented, every line ends with a space: one space
    means cut mid-word, two mean a word ended. A break after a comma or full stop always ends
    a word. The text keeps the new line's trailing spaces for the next decision.
    """
    if not text:
        return line.lstrip()
    core = text.rstrip()
    trailing = len(text) - len(core)
    lead = len(line) - len(line.lstrip())
    if core.endswith((",", ".", ";", ":")):
        boundary = True
    elif lead == 0:
        boundary = trailing >= 1
    elif lead == 1:
        boundary = True
    else:
        boundary = trailing >= 2
    return core + (" " if boundary else "") + line.lstrip()


def _tidy(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def parse_rules(text: str) -> list[Rule]:
    """The numbered rules of the document, in document order."""
    rules: list[Rule] = []
    current: list[str] | None = None   # [number, raw text]
    for line in text.splitlines():
        if line.strip().startswith(_END_MARK):
            break
        if not line.strip():
            continue
        m = _NUMBERED.match(line.strip())
        if m:
            if current is not None:
                rules.append(Rule(current[0], _tidy(current[1]), depth=current[0].count(".")))
            # keep the line's trailing spaces: they tell whether the next line starts a new word
            trailing = line[len(line.rstrip()):]
            current = [m.group(1), m.group(2).strip() + trailing]
        elif current is not None:
            current[1] = _join(current[1], line)
    if current is not None:
        rules.append(Rule(current[0], _tidy(current[1]), depth=current[0].count(".")))
    _restore_lost_icons(rules)
    return rules


def _restore_lost_icons(rules: list[Rule]) -> None:
    """The keyword rules "10.1.2.1 (icon)로 표기합니다" lost their icon in extraction, leaving
    "로 표기합니다". Put the keyword's name (the section title just above) where the icon was,
    in brackets as the document writes keywords: "[엔트리]로 표기합니다". Sub-keywords are written
    without brackets ("돌파[조건]"), so "[조건]으로 표기합니다" under 가디언 becomes "가디언[조건]..."."""
    by_number = {r.number: r for r in rules}
    for r in rules:
        parent = by_number.get(r.number.rsplit(".", 1)[0]) if "." in r.number else None
        if parent is None or len(parent.text) > 12:
            continue
        if r.text.startswith(("로 표기", "으로 표기")):
            r.text = f"[{parent.text}]{r.text}"
        elif r.text.startswith("[") and "표기합니다" in r.text and not r.text.startswith(f"[{parent.text}"):
            r.text = f"{parent.text}{r.text}"


def parse_summaries(text: str) -> dict[str, str]:
    """Rule number -> summary from the ``| rule | summary | checked by |`` table.
    Rows of other tables (two columns, or several rule numbers in one cell) are skipped."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        m = _ROW.match(line.strip())
        if not m:
            continue
        cells = [c.strip() for c in m.group(2).split("|")]
        if len(cells) != 2:
            continue
        out[m.group(1)] = cells[0]
    return out


def english_texts(path: str | None = None) -> dict[str, str]:
    """Rule number -> our English text of the rule; {} when the file cannot be used (the rules are then
    Korean only, as the document is)."""
    try:
        data = read_toml(path or ENGLISH_PATH)
    except DataError:
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)}


def load_rules(rules_path: str | None = None, summary_path: str | None = None,
               english_path: str | None = None) -> list[Rule]:
    """Every numbered rule with its Korean text, our English text and, where docs/rules/lanes.md has it,
    an English summary."""
    with open(rules_path or RULES_PATH, encoding="utf-8") as fh:
        rules = parse_rules(fh.read())
    try:
        with open(summary_path or SUMMARY_PATH, encoding="utf-8") as fh:
            summaries = parse_summaries(fh.read())
    except OSError:
        summaries = {}
    english = english_texts(english_path)
    for r in rules:
        r.summary_en = summaries.get(r.number, "").removesuffix("(heading)").strip()   # the layout says so
        r.heading = is_heading(r)
        if r.number in english:
            r.words = Msg(english[r.number], r.text)
    return rules


def is_heading(rule: Rule) -> bool:
    """Section titles ("1 게임 개요", "3.2 덱 존") are short and are not sentences."""
    return not rule.text.rstrip().endswith((".", ")", "다"))
