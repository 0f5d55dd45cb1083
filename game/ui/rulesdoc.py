"""The Lanes rules document, parsed into numbered rules for the in-game rules reference.

The Korean text (``assets/rules/lanes-tcg.ko.txt``) is the source; it was extracted from a
print layout, so a rule's text is broken over several lines, often in the middle of a word.
A line that ends with a space ended on a word boundary; any other break joins with nothing.
English one-line summaries come from the rule table in ``docs/rules/lanes.md``, which ships with
the app for that (``game.resources``); were it missing, the rules would be Korean only.

No pygame here: the table, the tests and the command line can all use it.
"""
from __future__ import annotations

import dataclasses
import re

from game.resources import bundled

RULES_PATH = str(bundled("assets", "rules", "lanes-tcg.ko.txt"))
SUMMARY_PATH = str(bundled("docs", "rules", "lanes.md"))

_NUMBERED = re.compile(r"^(\d+(?:\.\d+)*)\.\s+(.*)$")
_ROW = re.compile(r"^\|\s*(\d+(?:\.\d+)*)\s*\|(.*)\|\s*$")
_NUMBER_QUERY = re.compile(r"^\d+(?:\.\d+)*\.?$")
# The change log after the last rule lists rule numbers too ("5.1.5.가 수정되었습니다"): stop before it.
_END_MARK = "[업데이트 사항]"


@dataclasses.dataclass
class Rule:
    number: str        # "6.4.1.1.2" (no trailing dot)
    text_ko: str       # the rule's Korean text, its broken lines joined
    summary_en: str = ""  # one English line from docs/rules/lanes.md, "" when unknown
    depth: int = 0     # 0 for "1", 1 for "1.1", ...

    @property
    def parts(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.number.split("."))


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
        if parent is None or len(parent.text_ko) > 12:
            continue
        if r.text_ko.startswith(("로 표기", "으로 표기")):
            r.text_ko = f"[{parent.text_ko}]{r.text_ko}"
        elif r.text_ko.startswith("[") and "표기합니다" in r.text_ko and not r.text_ko.startswith(f"[{parent.text_ko}"):
            r.text_ko = f"{parent.text_ko}{r.text_ko}"


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


def load_rules(rules_path: str | None = None, summary_path: str | None = None) -> list[Rule]:
    """Every numbered rule with its Korean text and, where docs/rules/lanes.md has it, an English summary."""
    with open(rules_path or RULES_PATH, encoding="utf-8") as fh:
        rules = parse_rules(fh.read())
    try:
        with open(summary_path or SUMMARY_PATH, encoding="utf-8") as fh:
            summaries = parse_summaries(fh.read())
    except OSError:
        summaries = {}
    for r in rules:
        r.summary_en = summaries.get(r.number, "")
    return rules


def _fold(s: str) -> str:
    return s.casefold()


def search(rules: list[Rule], query: str) -> list[Rule]:
    """Rules matching every word of the query, in document order.

    A word made of numbers and dots ("4.5", "4.5.4.") matches that rule and the rules under it
    (so "1" finds 1.x but not 10.x). Any other word matches the Korean text or the English
    summary, ignoring case; Korean also matches with the document's spaces ignored
    ("대미지존" finds "대미지 존"). An empty query matches everything.
    """
    words = query.split()
    if not words:
        return list(rules)
    found = []
    for r in rules:
        hay = _fold(f"{r.text_ko}\n{r.summary_en}")
        hay_tight = re.sub(r"\s+", "", hay)
        ok = True
        for w in words:
            if _NUMBER_QUERY.match(w):
                prefix = w.rstrip(".")
                if not (r.number == prefix or r.number.startswith(prefix + ".")):
                    ok = False
                    break
            else:
                fw = _fold(w)
                if fw not in hay and fw not in hay_tight:
                    ok = False
                    break
        if ok:
            found.append(r)
    return found


def find(rules: list[Rule], number: str) -> int:
    """Index of the rule with this number ("6.4.1.1.2" or "6.4.1.1.2."). A number the document
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
