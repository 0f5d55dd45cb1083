"""The rules document parser behind the in-game rules reference (no pygame)."""
from __future__ import annotations

import hashlib
import re

import pytest

from game.engine.rulebook import Rule, _section, find, search
from game.rulesets.lanes import rules as rulesdoc

# the comprehensive rules v1.3 as bundled in assets/rules/ (a new version of the rules changes this on purpose)
RULES_V1_3_SHA256 = "0334465676d767da0dcffdbafdf63e6fb462605157fe8245cfa7f23d199253eb"


def numbers_in_document() -> list[str]:
    """Rule numbers as they start lines of the bundled document, before its change log."""
    found = []
    with open(rulesdoc.RULES_PATH, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("[업데이트 사항]"):
                break
            m = re.match(r"^(\d+(?:\.\d+)*)\.\s", line.strip())
            if m:
                found.append(m.group(1))
    return found


@pytest.fixture(scope="module")
def rules() -> list[Rule]:
    return rulesdoc.load_rules()


def test_the_bundled_document_is_the_v1_3_text() -> None:
    """The app and the tests read the repository's own copy only; the recorded digest of v1.3 is
    the check that it is the text the rules were written from (the project never looks outside
    itself)."""
    with open(rulesdoc.RULES_PATH, "rb") as fh:
        bundled = fh.read()
    assert hashlib.sha256(bundled).hexdigest() == RULES_V1_3_SHA256


def test_every_rule_from_1_to_11_2_3_in_order_with_text(rules) -> None:
    numbers = [r.number for r in rules]
    assert len(numbers) == 368
    assert numbers[0] == "1" and numbers[-1] == "11.2.3"
    assert numbers == numbers_in_document()
    assert len(set(numbers)) == len(numbers)           # the change log's numbers are not rules
    parts = [r.parts for r in rules]
    assert parts == sorted(parts)                      # document order is numeric order
    for r in rules:
        assert r.text.strip(), r.number
        assert r.depth == r.number.count(".")
        assert "  " not in r.text and "\t" not in r.text


def test_broken_lines_join_into_words(rules) -> None:
    text = {r.number: r.text for r in rules}
    # cut mid-word at the margin: "플레" + "이어"
    assert "그 외의 플레이어 수에" in text["1.1.1"]
    # a line ending in a space ended a word
    assert "게임이 종료됩니다. 대전 상대가" in text["1.2.1"]
    assert "그 플레이어는 패배 조건을" in text["1.2.2.3"]
    # indented continuation lines: one trailing space was a cut, two a word boundary
    assert "효과의 처리가 끝나면" in text["11.1.3"]
    assert "패를 트래시했다면" in text["10.2.6.3.4.1.2"]
    assert "다른 자신 유닛을 트래시했다면" in text["10.2.6.3.4.2.2"]
    assert text["6.4.1.1.2"].endswith("카드를 플레이할 수 없습니다.")


def test_lost_keyword_icons_are_named(rules) -> None:
    text = {r.number: r.text for r in rules}
    assert text["10.1.2.1"] == "[엔트리]로 표기합니다."
    assert text["10.2.6.3.1"] == "가디언[조건]으로 표기합니다."
    assert text["10.2.3.4.1"] == "돌파[조건]으로 표기합니다."   # already whole: untouched


def test_english_summaries_come_from_the_rules_table(rules) -> None:
    by = {r.number: r for r in rules}
    assert all(r.summary_en for r in rules)
    assert by["1.1.1"].summary_en == "The game is for exactly 2 players"
    # 8.6.2 also heads a row of the two-column "readings" table: that one is not its summary
    assert "whenever no effect is being resolved" not in by["8.6.2"].summary_en


def test_without_the_developer_doc_the_rules_are_korean_only(tmp_path) -> None:
    rules = rulesdoc.load_rules(summary_path=str(tmp_path / "missing.md"))
    assert len(rules) == 368
    assert all(r.summary_en == "" for r in rules)


def test_search_korean_words(rules) -> None:
    found = search(rules, "대미지")
    numbers = [r.number for r in found]
    assert {"4.5.4", "4.5.4.1", "4.5.4.2", "4.5.4.4"} <= set(numbers)
    by_number = {r.number: r for r in rules}
    # the word is in the rule, or in the title of the section it is in ("berserker" finds 10.2.6.2.3)
    assert all("대미지" in r.text or "대미지" in getattr(_section(r, by_number), "text", "") for r in found)
    # spaces in Korean may be left out
    assert "3.7.2" in [r.number for r in search(rules, "대미지존")]
    # every word must match
    both = search(rules, "대미지 트리거")
    assert both and all("트리거" in r.text + r.summary_en for r in both)


def test_search_rule_numbers(rules) -> None:
    assert [r.number for r in search(rules, "4.5.4")] == [
        "4.5.4", "4.5.4.1", "4.5.4.2", "4.5.4.3", "4.5.4.3.1", "4.5.4.4", "4.5.4.5"]
    assert [r.number for r in search(rules, "4.5.4.")][0] == "4.5.4"
    ones = [r.number for r in search(rules, "1")]
    assert "1.3.7.4" in ones and not any(n.startswith("10") or n.startswith("11") for n in ones)


def test_search_english_ignores_case(rules) -> None:
    found = [r.number for r in search(rules, "DAMAGE zone")]
    assert "1.2.2.1" in found
    assert search(rules, "") == rules
    assert search(rules, "zzzz-no-such-word") == []


def test_find(rules) -> None:
    i = find(rules, "6.4.1.1.2")
    assert rules[i].number == "6.4.1.1.2"
    assert find(rules, "6.4.1.1.2.") == i
    assert rules[find(rules, "6.4.1.1.9")].number == "6.4.1.1"   # nearest existing parent
    assert find(rules, "99.1") == -1
