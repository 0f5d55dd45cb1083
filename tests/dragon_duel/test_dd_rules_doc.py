"""docs/rules/dragon-duel.md: a row for every rule id the ruleset uses, each tied to lines of the sheet,
and only tests and scenarios that exist."""
from __future__ import annotations

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "rules", "dragon-duel.md")
SHEET = os.path.join(ROOT, "assets", "rules", "dragon-duel.ja.txt")
CODE = os.path.join(ROOT, "game", "rulesets", "dragon_duel")


def rows() -> dict[str, list[str]]:
    out = {}
    with open(DOC, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r"^\| (DD-[\d.a-c]+) \|(.*)\|$", line.strip())
            if m and m.group(2).count("|") == 2:
                out[m.group(1)] = [c.strip() for c in m.group(2).split("|")]
    return out


def test_every_rule_id_the_code_uses_has_a_row() -> None:
    used = set()
    for name in os.listdir(CODE):
        if name.endswith(".py"):
            with open(os.path.join(CODE, name), encoding="utf-8") as fh:
                used.update(re.findall(r'"(DD-\d+(?:\.\d+)*(?:\.[a-c])?)"', fh.read()))
    missing = sorted(used - set(rows()))
    assert not missing, f"rule ids used by the code without a row: {missing}"
    assert len(rows()) >= 60


def test_every_row_cites_lines_of_the_sheet_and_what_checks_it() -> None:
    with open(SHEET, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for rule, (sheet, text, checked) in rows().items():
        assert text, rule
        assert "`" in checked, (rule, checked)
        for a, b in re.findall(r"L(\d+)(?:-(\d+))?", sheet):
            for n in range(int(a), int(b or a) + 1):
                assert 1 <= n <= len(lines), (rule, n)
        assert re.search(r"L\d+", sheet) or "inferred" in sheet, rule


def test_quotes_are_on_the_sheet() -> None:
    with open(SHEET, encoding="utf-8") as fh:
        sheet = _plain(fh.read())
    for rule, (_, text, _) in rows().items():
        for quote in re.findall(r"「(.+?)」(?:[:,;\s]|$)", text):
            for piece in quote.split("…"):
                assert _plain(piece) in sheet, (rule, piece)


def _plain(text: str) -> str:
    """The sheet's text without line breaks, spaces, brackets and the half-width punctuation it mixes in."""
    for a, b in (("､", "、"), ("｡", "。"), ("｢", ""), ("｣", ""), ("「", ""), ("」", ""), ("\n", ""), (" ", ""), ("\u3000", "")):
        text = text.replace(a, b)
    return text.strip("、。")


def test_every_cited_test_and_scenario_exists() -> None:
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as fh:
                    names.update(re.findall(r"^def (test_\w+)", fh.read(), re.M))
    scenarios = set(os.listdir(os.path.join(ROOT, "levels", "scenarios", "dragon-duel")))
    bad = []
    for rule, (_, _, checked) in rows().items():
        for cited in re.findall(r"`([^`]+)`", checked):
            if cited.startswith("test_") and cited not in names:
                bad.append(f"{rule}: {cited}")
            elif cited.endswith(".toml") and cited not in scenarios:
                bad.append(f"{rule}: {cited}")
    assert not bad, f"docs/rules/dragon-duel.md cites what does not exist: {bad}"


def test_every_rule_reads_in_whole_sentences_in_both_languages() -> None:
    """data/rules_text.toml: our words for every rule of the list, English and Korean; no Japanese quote
    stands where a reader's sentence should."""
    from game.rulesets.dragon_duel.rules import rule_words
    words = rule_words()
    assert sorted(set(rows()) - set(words)) == [] and sorted(set(words) - set(rows())) == []
    for rule, msg in words.items():
        assert msg.en.endswith(".") and msg.ko.endswith("."), rule
        assert not re.search(r"[\u3040-\u30ff「」]", msg.en + msg.ko), rule
        assert re.search(r"[\uac00-\ud7a3]", msg.ko) and not re.search(r"[\uac00-\ud7a3]", msg.en), rule
