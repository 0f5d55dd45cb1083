"""Clash of Decks' ``rules`` part: the rulebook as numbered entries for the rules reference.

The Korean rulebook (``assets/rules/clash-of-decks.ko.txt``) has headings but no numbers. The numbered
list is ``docs/rules/clash-of-decks.md``: each rule's id, the rulebook lines it rests on and an
English paraphrase. An entry's text is the rulebook's own Korean, its broken lines joined; the English
paraphrase is its summary; our readings of lost and ambiguous points (M1-M5, A1-A35) show under the
rules they settle. Section titles are the rulebook's headings, in both languages. No pygame.
"""
from __future__ import annotations

import re

from game.engine.rulebook import Rule
from game.engine.rulelist import (cells, cited_ranges, depth_of, in_words, korean_readings, plain, rows_and_readings,
                                  with_headings)
from game.engine.text import Msg
from game.resources import bundled, ruleset_data

from . import INFO

BOOK_PATH = str(bundled("assets", *INFO.rules_doc.split("/")))
LIST_PATH = str(bundled("docs", *INFO.coverage.split("/")))
READINGS_PATH = str(ruleset_data("clash_of_decks", "readings_ko.toml"))
SOURCE_NOTE = Msg("The Korean rulebook's text is the rule; the English line under it is a summary.",
                  "규칙서의 한국어 원문이 규칙이며, 그 아래 영어 줄은 요약입니다.")
SECOND_TEXT: Msg | None = None     # no second text one key away

PREFIX = "CD-"
SECTIONS: dict[int, Msg] = {
    0: Msg("The game", "게임 개요"),
    1: Msg("Game setup", "게임 준비"),
    2: Msg("Building decks", "덱 구성 방식"),
    3: Msg("Notes", "참고"),
    4: Msg("Cards", "카드"),
    5: Msg("Duel mode: the turn", "대결 모드"),
    6: Msg("Exhaustion (optional rule)", "탈진 선택 규칙"),
    7: Msg("Solo mode and the AI", "1인 모드"),
    8: Msg("Multiplayer modes", "다인 모드"),
    9: Msg("The mutation format", "변이 포맷"),
    10: Msg("Champions (optional rule)", "챔피언 선택 규칙"),
    11: Msg("Activation order", "활성화 순서"),
    12: Msg("Special abilities", "특수 능력"),
}

_READING = re.compile(r"^\|\s*((?:A|M)\d+(?:-A\d+)?)\s*\|(.*)\|\s*$")
_IDS = re.compile(r"CD-\d+(?:\.\d+)*")
_LIST_ITEM = re.compile(r"^(?:[a-e0-9]+\.|∙|·|-)\s*")
def _clean(line: str) -> str:
    """One line of the extracted print: no replacement marks or tabs; a heading printed twice (the
    extraction's doubling, "게임 준비게임 준비") once."""
    line = line.replace("\ufffd", "").replace("\t", " ")
    line = re.sub(r" {2,}", " ", line)
    core = line.strip()
    half = len(core) // 2
    if core and len(core) % 2 == 0 and core[:half] == core[half:]:
        line = line.replace(core, core[:half])
    return line.lstrip()


def parse_rule_list(doc: str, book: str) -> list[Rule]:
    """The rules of the document's four-column table with the rulebook's text, section titles before each
    section, and the readings table's choices as notes on the rules they settle."""
    lines = book.splitlines()
    rows, _ = rows_and_readings(doc, PREFIX)
    notes: dict[str, list[Msg]] = {}
    for line in doc.splitlines():      # our readings (M1-M5, A1-A35), each naming the rules it settles
        if _READING.match(line.strip()):
            parts = cells(line)
            if len(parts) >= 4:     # id, rules, reading, setting (then what checks it)
                # the reading in words: its id (A12) is the map's bookkeeping, and the setting that reads the
                # rule is listed under it in the player's words already
                text = in_words(plain(parts[2]))
                for rule_id in _IDS.findall(parts[1]):
                    notes.setdefault(rule_id, []).append(Msg(text, text))
    entries = [Rule(number, join_lines(lines, cited) or plain(text), summary_en=in_words(plain(text)),
                    notes=tuple(notes.get(number, ())), depth=depth_of(number, PREFIX)) for number, cited, text in rows]
    return with_headings(korean_readings(entries, READINGS_PATH), PREFIX, SECTIONS, korean_first=True)


def join_lines(book: list[str], cited: str) -> str:
    """The rulebook's lines a row cites, joined back into running text: a line that ends in a space
    ended a word, one that does not was cut inside a word (the print's margin); so were two cited
    ranges when the first one's last line has no space at its end."""
    text = ""
    _cut = False
    for a, b in cited_ranges(cited):
        if text and not text.endswith(" "):
            text = text.rstrip() + ("" if _cut else "\n")
        elif text:
            text = text.rstrip() + "\n"
        _cut = False
        for n in range(a, b + 1):
            if not 1 <= n <= len(book) or not book[n - 1].strip():
                continue
            raw = book[n - 1].replace("\ufffd", "").replace("\t", " ")
            line = _clean(raw).rstrip()
            if text and not text.endswith((" ", "\n")) and _LIST_ITEM.match(line):
                text += "\n"
            if raw.endswith(" "):
                text += line + " "
            elif line.endswith((".", ":", ")", "!", "?")) or len(line) <= 16:
                text += line + "\n"          # a sentence, a heading or a list item ended
            else:
                text += line                 # cut inside a word at the margin
            _cut = not raw.endswith(" ") and not text.endswith("\n")
    return re.sub(r" *\n+ *", "\n", re.sub(r" {2,}", " ", text)).strip()


def load_rules(list_path: str | None = None, book_path: str | None = None) -> list[Rule]:
    """Every rule of the list with the rulebook's text; raises OSError when a file is missing."""
    with open(list_path or LIST_PATH, encoding="utf-8") as fh:
        doc = fh.read()
    with open(book_path or BOOK_PATH, encoding="utf-8") as fh:
        book = fh.read()
    return parse_rule_list(doc, book)
