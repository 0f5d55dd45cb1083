"""Reading a coverage map into the rules reference: the same for every game that numbers its rules
there (Dragon Duel, Clash of Decks, Elements Illusion)."""
from __future__ import annotations

from game.engine.rulelist import quoted_rule_list
from game.engine.text import Msg

DOC = """
| XX-1 | L1 | The whole first section | `test_a` |
| XX-1.1 | L2-3 | A **rule** with `code` | `test_b` |
| XX-2.1 | L9 | A rule citing a line past the end | `test_c` |

| rule(s) | our reading |
|---|---|
| XX-1.1, XX-2.1 | *One* reading for two rules |
"""
SOURCE = "first line\nsecond line\n\nfourth"


def test_a_reading_naming_two_rules_shows_under_both_and_marks_are_dropped() -> None:
    rules = {r.number: r for r in quoted_rule_list(DOC, SOURCE, "XX-", {2: Msg("Two", "둘")})}
    assert rules["XX-1.1"].notes == rules["XX-2.1"].notes == (Msg("One reading for two rules", "One reading for two rules"),)
    assert rules["XX-1.1"].text == "A rule with code"


def test_cited_lines_are_quoted_and_blank_or_missing_lines_left_out() -> None:
    rules = {r.number: r for r in quoted_rule_list(DOC, SOURCE, "XX-", {})}
    assert rules["XX-1.1"].quote == ("second line",)       # the words, not where the print put them
    assert rules["XX-2.1"].quote == ()


def test_a_section_gets_one_heading_unless_its_own_row_stands_for_it() -> None:
    rules = quoted_rule_list(DOC, SOURCE, "XX-", {2: Msg("Two", "둘")})
    assert [(r.number, r.heading) for r in rules] == [("XX-1", False), ("XX-1.1", False), ("XX-2", True), ("XX-2.1", False)]
    assert rules[2].shown_text("ko") == "둘"
