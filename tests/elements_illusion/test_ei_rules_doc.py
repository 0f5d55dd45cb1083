"""docs/rules/elements-illusion.md: a row for every rule id the ruleset uses, each tied to lines of the draft
and to what checks it; every skill of the table and every setting has its row; only tests and scenarios
that exist are cited, and every scenario file is."""
from __future__ import annotations

import os
import re

from game.rulesets.elements_illusion.options import declared_options
from game.rulesets.elements_illusion.skills import load_table

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "rules", "elements-illusion.md")
DRAFT = os.path.join(ROOT, "assets", "rules", "elements-illusion.ko.txt")
CODE = os.path.join(ROOT, "game", "rulesets", "elements_illusion")
SCENARIOS = os.path.join(ROOT, "levels", "scenarios", "elements-illusion")


def _text() -> str:
    with open(DOC, encoding="utf-8") as fh:
        return fh.read()


def rows() -> dict[str, list[str]]:
    """The rule table: id -> [draft, text, checked by]."""
    out = {}
    for line in _text().splitlines():
        m = re.match(r"^\| (EI-[\d.]+) \|(.*)\|$", line.strip())
        if m and m.group(2).count("|") == 2:
            out[m.group(1)] = [c.strip() for c in m.group(2).split("|")]
    return out


def test_every_rule_id_the_code_uses_has_a_row() -> None:
    used = set()
    for name in os.listdir(CODE):
        if name.endswith(".py"):
            with open(os.path.join(CODE, name), encoding="utf-8") as fh:
                used.update(re.findall(r'"(EI-\d+(?:\.\d+)*)"', fh.read()))
    have = rows()
    missing = sorted(r for r in used if r not in have and not any(k.startswith(r + ".") for k in have))
    assert not missing, f"rule ids used by the code without a row: {missing}"
    assert len(have) >= 80


def test_every_row_cites_lines_of_the_draft_and_what_checks_it() -> None:
    with open(DRAFT, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for rule, (draft, text, checked) in rows().items():
        assert text and "`" in checked, (rule, checked)
        for a, b in re.findall(r"L(\d+)(?:-(\d+))?", draft):
            for n in range(int(a), int(b or a) + 1):
                assert 1 <= n <= len(lines), (rule, n)
        assert re.search(r"L\d+", draft) or "inferred" in draft, rule


def test_every_skill_of_the_table_has_its_row() -> None:
    have = rows()
    for n, skill in enumerate(load_table().all, 1):
        row = have.get(f"EI-13.{n}")
        assert row is not None and skill.name.en in row[1], (n, skill.id)


def test_every_setting_has_a_row_with_its_rule_and_tests() -> None:
    text = _text()
    for option in declared_options():
        row = next((line for line in text.splitlines() if line.startswith(f"| `{option.id}` |")), None)
        assert row is not None, option.id
        assert "test_" in row, option.id
        if option.rule:
            assert option.rule in row, option.id


def test_every_cited_test_and_scenario_exists_and_every_scenario_is_cited() -> None:
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as fh:
                    names.update(re.findall(r"^def (test_\w+)", fh.read(), re.M))
    scenarios = set(os.listdir(SCENARIOS))
    cited = set(re.findall(r"`([^`\s]+)`", _text()))
    bad = sorted(c for c in cited if (c.startswith("test_") and c not in names)
                 or (c.endswith(".toml") and "/" not in c and c not in scenarios))
    assert not bad, f"docs/rules/elements-illusion.md cites what does not exist: {bad}"
    assert not sorted(scenarios - cited), "scenario files the document does not cite"
