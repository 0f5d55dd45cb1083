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


def test_a_reading_reads_without_the_documents_line_numbers_or_the_maps_reading_ids():
    from game.engine.rulelist import in_words
    assert in_words("with the deck also empty that ends the game (L115).") == "with the deck also empty that ends the game."
    assert in_words("(a player loses at once, L542-544); refused citing CD-5.8 (L552-558: the game ends).") == \
        "(a player loses at once); refused citing CD-5.8 (the game ends)."
    assert in_words("applies (L160: 交戦状態なら, \"when\")") == "applies (交戦状態なら, \"when\")"
    assert in_words("the ability \"on the coming draw phase\" of L376).") == "the ability \"on the coming draw phase\")."
    assert in_words("A31: a new ability covers one. A32: a paste copies.") == "A new ability covers one. A paste copies."
    assert in_words("HP (the diagram was lost, M1)") == "HP (the diagram was lost)"
    assert in_words("two L3 cards (Meteor Storm)") == "two L3 cards (Meteor Storm)"     # a card level, not a line
