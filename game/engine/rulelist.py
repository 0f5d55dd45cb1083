"""A game's coverage map read as the rules reference's numbered entries.

Games whose document has no rule numbers of its own (Dragon Duel, Clash of Decks, Elements
Illusion) number their rules in the coverage map, ``docs/rules/<id>.md``: a four-column table
(rule id, the document's lines it rests on, the rule in English, what checks it), and a readings
table whose rows name the rules they settle. This module reads those tables the same way for every
such game; each game's ``rules`` part says only its prefix, its section titles and how an entry
shows the document's own words. No pygame.
"""
from __future__ import annotations

import re
from typing import Iterator

from .rulebook import Rule
from .text import Msg

_LINES = re.compile(r"L(\d+)(?:-(\d+))?")
_EMPHASIS = re.compile(r"(?<!\w)\*(\S[^*]*?)\*(?!\w)")


def plain(text: str) -> str:
    """A table cell without its Markdown marks (code spans, bold and emphasis)."""
    return _EMPHASIS.sub(r"\1", text.replace("`", "").replace("**", ""))


# where the document's line numbers and the map's reading ids stand in a reading or summary: what only the
# coverage map needs ("(L115)", ", L542-544)", "L160: ", " of L376", "A31: ", ", M1)"); the reader reads words
_LINE_CITE = r"L\d{1,4}(?:-\d{1,4})?(?:,\s*L?\d{1,4}(?:-\d{1,4})?)*"
_BOOKKEEPING = (
    (re.compile(r"\s*\(" + _LINE_CITE + r"\)"), ""),                  # "(L115)" whole
    (re.compile(r"\(" + _LINE_CITE + r":\s*"), "("),                  # "(L552-558: the game ends" -> "(the game ends"
    (re.compile(r"\b" + _LINE_CITE + r":\s*"), ""),                   # "L160: 交戦状態なら"
    (re.compile(r",\s*" + _LINE_CITE + r"(?=\))"), ""),               # "(at once, L542-544)"
    (re.compile(r"\s+(?:of|in|at)\s+" + _LINE_CITE + r"\b"), ""),     # "the ability ... of L376"
    (re.compile(r",\s*[AM]\d{1,2}(?=\))"), ""),                       # "(the diagram was lost, M1)"
    (re.compile(r"(?:(?<=^)|(?<=\. ))[AM]\d{1,2}:\s*(\w)"), lambda m: m[1].upper()),   # "A31: a new ability"
)


def in_words(text: str) -> str:
    """A reading or an English summary of the map as a player reads it in the rules reference: without the
    document's line numbers and the map's reading ids (the map keeps them for whoever checks the rules)."""
    for pattern, by in _BOOKKEEPING:
        text = pattern.sub(by, text)
    return text


def cited_ranges(cited: str) -> Iterator[tuple[int, int]]:
    """The line ranges a cell cites ("L5, L56-57" -> (5, 5), (56, 57)), in the cell's order."""
    for a, b in _LINES.findall(cited):
        yield int(a), int(b or a)


# A passage of a sheet set in Japanese ends at a full stop; a line starting with one of these opens a new one.
_STOPS = ("。", "｡", ".", "!", "?", "！", "？", "」", "｣")
_OPENERS = re.compile(r"^(?:[・･＊※ⅠⅡ>-]|\d+[：:.])")


def quote(cited: str, source_lines: list[str], *, mend: bool = False) -> tuple[str, ...]:
    """The cited lines of the source as the reference quotes them, without their line numbers (a
    player reads the words, not where the print put them); blank lines and numbers past the end are
    left out. With ``mend`` a line the print's margin cut is joined to the next one of the same range
    (a text without spaces between words: the Japanese sheet), so each passage reads whole."""
    out: list[str] = []
    for a, b in cited_ranges(cited):
        passage = ""
        for n in range(a, b + 1):
            line = re.sub(r"\s+", " ", source_lines[n - 1]).strip() if 1 <= n <= len(source_lines) else ""
            if not line:
                if passage:
                    out.append(passage)
                passage = ""
            elif passage and mend and not passage.endswith(_STOPS) and not _OPENERS.match(line):
                passage += line
            else:
                if passage:
                    out.append(passage)
                passage = line
        if passage:
            out.append(passage)
    return tuple(out)


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def id_pattern(prefix: str) -> re.Pattern[str]:
    """Rule ids of one game inside running text ("DD-3.2.2", "DD-10.1.c")."""
    return re.compile(re.escape(prefix) + r"\d+(?:\.\d+)*(?:\.[a-z])?")


def rows_and_readings(doc: str, prefix: str) -> tuple[list[tuple[str, str, str]], dict[str, list[Msg]]]:
    """The rule rows (id, cited lines, text) and the two-column readings ("| DD-3.3.2, DD-15.1 | our
    reading |") as notes by the rule ids they name."""
    row = re.compile(r"^\|\s*(" + re.escape(prefix) + r"[\d.a-z]+)\s*\|(.*)\|\s*$")
    ids = id_pattern(prefix)
    rows: list[tuple[str, str, str]] = []
    notes: dict[str, list[Msg]] = {}
    for line in doc.splitlines():
        if not line.startswith(f"| {prefix}"):
            continue
        parts = cells(line)
        if len(parts) == 4 and row.match(line.strip()):
            rows.append((parts[0], parts[1], parts[2]))
        elif len(parts) == 2:
            text = in_words(plain(parts[1]))
            for rule_id in ids.findall(parts[0]):
                notes.setdefault(rule_id, []).append(Msg(text, text))
    return rows, notes


def korean_readings(rules: list[Rule], path: str) -> list[Rule]:
    """The readings in Korean where the game's file gives them (``[[reading]]`` tables of ``en`` and ``ko``),
    each found by its English as the reference shows it, and a rule the document has no words for in Korean
    (``[rule]``: number = Korean); a file that cannot be used leaves them English."""
    from game.engine.errors import DataError
    from game.util.files import read_toml
    try:
        data = read_toml(path)
    except DataError:
        return rules
    rows, own = data.get("reading", []), data.get("rule", {})
    korean = {r["en"]: r["ko"] for r in rows if isinstance(r, dict) and isinstance(r.get("en"), str)
              and isinstance(r.get("ko"), str)} if isinstance(rows, list) else {}
    for rule in rules:
        if rule.notes:
            rule.notes = tuple(Msg(n.en, korean.get(n.en, n.ko)) for n in rule.notes)
        said = own.get(rule.number) if isinstance(own, dict) else None
        if rule.words is None and not rule.heading and isinstance(said, str):
            rule.words = Msg(rule.text, said)
    return rules


def section_of(number: str, prefix: str) -> int:
    return int(number[len(prefix):].split(".")[0])


def depth_of(number: str, prefix: str) -> int:
    return number[len(prefix):].count(".")


def heading(prefix: str, section: int, sections: dict[int, Msg], *, korean_first: bool = False) -> Rule:
    """A section's heading entry; a section without a title is called by its number."""
    title = sections.get(section, Msg(f"{prefix}{section}", f"{prefix}{section}"))
    if korean_first:      # the document is Korean: its heading is the entry, English the summary
        return Rule(f"{prefix}{section}", title.ko, summary_en=title.en, depth=0, heading=True, title=title)
    return Rule(f"{prefix}{section}", title.en, depth=0, heading=True, title=title)


def with_headings(entries: list[Rule], prefix: str, sections: dict[int, Msg], *,
                  korean_first: bool = False) -> list[Rule]:
    """The entries with a heading before the first rule of each section, unless that rule is the
    section itself (a row "EI-13" is its own heading)."""
    out: list[Rule] = []
    seen: set[int] = set()
    for rule in entries:
        section = section_of(rule.number, prefix)
        if section not in seen and rule.number != f"{prefix}{section}":
            out.append(heading(prefix, section, sections, korean_first=korean_first))
        seen.add(section)
        out.append(rule)
    return out


def quoted_rule_list(doc: str, source: str, prefix: str, sections: dict[int, Msg], *,
                      mend: bool = False, korean: bool = False) -> list[Rule]:
    """The shape Dragon Duel and Elements Illusion share: each rule in English, the document's own
    cited lines quoted under it (``mend``: cut lines joined, see ``quote``), the readings as its notes,
    a heading per section. A ``korean`` document's own lines are what a Korean reader reads first (the
    English one key away), as a reader of English reads the English first."""
    lines = source.splitlines()
    rows, notes = rows_and_readings(doc, prefix)
    entries = []
    for number, cited, text in rows:
        quoted = quote(cited, lines, mend=mend)
        words = Msg(plain(text), " ".join(quoted)) if korean and quoted else None
        entries.append(Rule(number, plain(text), quote=quoted, words=words, notes=tuple(notes.get(number, ())),
                            depth=depth_of(number, prefix)))
    return with_headings(entries, prefix, sections)
