"""docs/rules/lanes.md lists every numbered rule of the document, and cites only tests that exist."""
from __future__ import annotations

import os
import re

from game.rulesets.lanes.rules import RULES_PATH

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "rules", "lanes.md")
_NUMBER = re.compile(r"^(\d+(?:\.\d+)*)\.\s")


def rule_numbers() -> list[str]:
    """The numbered rules of the repository's own copy of the document (assets/rules/)."""
    found = []
    with open(RULES_PATH, encoding="utf-8") as fh:
        for line in fh:
            m = _NUMBER.match(line.strip())
            if m and not line.startswith("(") and "Ver." not in line:
                found.append(m.group(1))
    return found


def doc_rows() -> dict[str, str]:
    rows = {}
    with open(DOC, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r"^\| (\d+(?:\.\d+)*) \|(.*)\|$", line.strip())
            if m:
                rows[m.group(1)] = m.group(2)
    return rows


def test_every_numbered_rule_has_a_row() -> None:
    rows = doc_rows()
    missing = [n for n in rule_numbers() if n not in rows]
    assert not missing, f"rules without a row in docs/rules/lanes.md: {missing}"


def test_every_row_says_what_checks_it() -> None:
    for number, rest in doc_rows().items():
        checked_by = rest.rsplit("|", 1)[-1].strip()
        assert checked_by, f"rule {number} says nothing in 'checked by'"
        assert "`" in checked_by or checked_by.startswith("no test needed"), (number, checked_by)


def _test_names() -> set[str]:
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as fh:
                    names.update(re.findall(r"^\s*def (test_\w+)", fh.read(), re.M))
    return names


def test_every_cited_test_and_scenario_exists() -> None:
    tests = _test_names()
    scenarios = set(os.listdir(os.path.join(ROOT, "levels", "scenarios", "lanes")))
    bad = []
    for number, rest in doc_rows().items():
        for cited in re.findall(r"`([^`]+)`", rest):
            name = cited.split("::")[-1].split("[")[0]
            if name.startswith("test_"):
                if name not in tests:
                    bad.append(f"{number}: {name}")
            elif name.endswith(".toml"):
                if os.path.basename(name) not in scenarios:
                    bad.append(f"{number}: {name}")
    assert not bad, f"docs/rules/lanes.md cites what does not exist: {bad}"


def test_every_numbered_rule_has_our_whole_english_text_and_nothing_else_is_there() -> None:
    """The rules reference reads every rule in English (data/rules_en.toml, our translation), never a
    summary line under Korean."""
    from game.rulesets.lanes.rules import english_texts
    english = english_texts()
    numbers = rule_numbers()
    assert len(numbers) == 368
    assert [n for n in numbers if not english.get(n, "").strip()] == []
    assert sorted(set(english) - set(numbers)) == []
    hangul = [n for n, text in english.items() if any("\uac00" <= ch <= "\ud7a3" for ch in text)]
    assert hangul == []
