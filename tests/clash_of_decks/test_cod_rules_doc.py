"""docs/rules/clash-of-decks.md: a row for every rule id the ruleset uses, each tied to lines of the
rulebook and to what checks it; every lost or ambiguous point (M1-M5, A1-A35) settled; only tests and
scenarios that exist."""
from __future__ import annotations

import os
import re

from game.engine import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "rules", "clash-of-decks.md")
BOOK = os.path.join(ROOT, "assets", "rules", "clash-of-decks.ko.txt")
CODE = os.path.join(ROOT, "game", "rulesets", "clash_of_decks")


def _table(pattern: str, cells: int) -> dict[str, list[str]]:
    out = {}
    with open(DOC, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(pattern, line.strip())
            if m:
                row = [c.strip() for c in line.strip().strip("|").split("|")]
                if len(row) == cells:
                    out[row[0]] = row[1:]
    return out


def rules() -> dict[str, list[str]]:
    return _table(r"^\| (CD-[\d.]+) \|", 4)


def choices() -> dict[str, list[str]]:
    return _table(r"^\| ((?:A|M)\d+(?:-A\d+)?) \|", 5)


def test_every_rule_id_the_code_uses_has_a_row() -> None:
    used = set()
    for name in os.listdir(CODE):
        if name.endswith(".py"):
            with open(os.path.join(CODE, name), encoding="utf-8") as fh:
                used.update(re.findall(r'"(CD-\d+(?:\.\d+)*)"', fh.read()))
    missing = sorted(used - set(rules()))
    assert not missing, f"rule ids used by the code without a row: {missing}"
    assert len(rules()) >= 150


def test_every_row_cites_lines_of_the_rulebook_and_what_checks_it() -> None:
    with open(BOOK, encoding="utf-8") as fh:
        n_lines = len(fh.read().splitlines())
    for rule, (book, text, checked) in rules().items():
        assert text, rule
        assert re.search(r"L\d+", book), rule
        for a, b in re.findall(r"L(\d+)(?:-(\d+))?", book):
            assert 1 <= int(a) <= int(b or a) <= n_lines, (rule, a, b)
        assert "`" in checked or checked == "not yet (issue 12)", (rule, checked)


def test_every_ability_and_both_activation_orders_are_checked() -> None:
    rows = rules()
    for n in range(1, 29):
        assert "`test_cd_12_" in rows[f"CD-12.{n}"][2], n
    for n in range(1, 21):
        assert "`" in rows[f"CD-11.1.{n}"][2], n
    for n in range(1, 20):
        assert "`" in rows[f"CD-11.2.{n}"][2], n
    for n in range(1, 11):
        assert "`" in rows[f"CD-7.13.{n}"][2], n


def test_every_lost_or_ambiguous_point_is_settled_and_checked() -> None:
    rows = choices()
    wanted = [f"M{i}" for i in range(1, 6)] + [f"A{i}" for i in range(1, 31)] + ["A31-A35"]
    assert [k for k in wanted if k not in rows] == []
    for key, (cited, reading, setting, checked) in rows.items():
        assert re.search(r"CD-\d", cited) and reading, key
        assert "`" in checked or (checked == "not yet (issue 12)" and "issue 12" in reading), key


def test_every_setting_that_reads_a_rule_names_a_rule_of_the_list_and_a_choice() -> None:
    info = registry.get("clash-of-decks")
    listed = " ".join(setting for _, _, setting, _ in choices().values())
    for option in info.options:
        if option.reading:
            assert option.rule in rules(), option.id
            assert f"{option.id}=" in listed, f"{option.id} is not shown as the setting of a choice"


def test_every_cited_test_and_scenario_exists() -> None:
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as fh:
                    names.update(re.findall(r"^def (test_\w+)", fh.read(), re.M))
    scenarios = set(os.listdir(os.path.join(ROOT, "levels", "scenarios", "clash-of-decks")))
    bad = []
    cells = [(k, v[-1]) for k, v in list(rules().items()) + list(choices().items())]
    for key, checked in cells:
        for cited in re.findall(r"`([^`]+)`", checked):
            if cited.startswith("test_") and cited not in names:
                bad.append(f"{key}: {cited}")
            elif cited.endswith(".toml") and cited not in scenarios:
                bad.append(f"{key}: {cited}")
    assert not bad, f"docs/rules/clash-of-decks.md cites what does not exist: {bad}"


def _ranges(cell: str) -> set[int]:
    out: set[int] = set()
    for a, b in re.findall(r"L(\d+)(?:-(\d+))?", cell):
        out.update(range(int(a), int(b or a) + 1))
    return out


def test_every_line_of_the_rulebook_is_a_rules_row_or_named_as_not_a_rule() -> None:
    with open(BOOK, encoding="utf-8") as fh:
        book = fh.read().splitlines()
    cited = set().union(*(_ranges(book_cell) for book_cell, _, _ in rules().values()))
    not_rules = set().union(*(_ranges(k) for k in _table(r"^\| (L\d+(?:-\d+)?) \|", 2)))
    text = {n for n in range(1, len(book) + 1) if book[n - 1].strip()}
    unmapped = sorted(text - cited - not_rules)
    assert not unmapped, f"rulebook lines neither a rule's nor named as not a rule: {unmapped}"
    both = sorted(text & cited & not_rules)
    assert not both, f"lines both cited by a rule and named as not a rule: {both}"
