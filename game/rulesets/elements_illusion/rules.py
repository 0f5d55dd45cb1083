"""Elements Illusion's ``rules`` part: the numbered rule list of ``docs/rules/elements-illusion.md`` for
the rules reference.

The rule document is a designer's Korean draft (``assets/rules/elements-illusion.ko.txt``) with section
numbers but no rule numbers. The list is ours: each rule's id (EI-1 ... EI-13, the reading guide's
numbering, EI-13 being the skill table), the draft's section and lines, and its text in English; the
reference quotes the Korean lines it rests on. Our readings, where the draft is silent or unclear, come
from the same document's readings table and show under their rules. No pygame.
"""
from __future__ import annotations

from game.engine.rulebook import Rule
from game.engine.rulelist import korean_readings, quoted_rule_list
from game.engine.text import Msg
from game.resources import bundled, ruleset_data

from . import INFO

DRAFT_PATH = str(bundled("assets", *INFO.rules_doc.split("/")))
LIST_PATH = str(bundled("docs", *INFO.coverage.split("/")))
READINGS_PATH = str(ruleset_data("elements_illusion", "readings_ko.toml"))
SOURCE_NOTE = Msg("The rules are a designer's Korean draft; each rule is in English, the draft's own lines one key "
                  "away (F2).",
                  "규칙은 디자이너의 한국어 초안입니다. 규칙마다 초안의 원문을 보여 주며, F2를 누르면 영어 설명이 나옵니다.")
# each reader reads their own language first: the English reader our English, the Korean reader the draft
SECOND_TEXT = Msg("the draft's Korean", "영어 설명")

PREFIX = "EI-"
SECTIONS: dict[int, Msg] = {
    1: Msg("Goals, modes and the end of the game (1)", "게임의 목표, 종류와 종료 (1)"),
    2: Msg("Cards and zones (2-1, 3-1-2)", "카드와 영역 (2-1, 3-1-2)"),
    3: Msg("Setup (3-1-1)", "게임 준비 (3-1-1)"),
    4: Msg("The turn and the Order (3-1-3)", "턴의 흐름과 오더 (3-1-3)"),
    5: Msg("Array phase (3-1-3-1)", "어레이 페이즈 (3-1-3-1)"),
    6: Msg("Draw phase (3-1-3-2)", "드로우 페이즈 (3-1-3-2)"),
    7: Msg("Main phase, in secret (3-1-3-3, 2-2-4)", "메인 페이즈, 비공개 (3-1-3-3, 2-2-4)"),
    8: Msg("Build phase, in secret (3-1-3-4, 2-3)", "빌드 페이즈, 비공개 (3-1-3-4, 2-3)"),
    9: Msg("Skills and damage (2-3, 2-3-1)", "스킬과 데미지 (2-3, 2-3-1)"),
    10: Msg("Check phase (3-1-3-5)", "체크 페이즈 (3-1-3-5)"),
    11: Msg("The nine abilities (2-1-1)", "아홉 가지 어빌리티 (2-1-1)"),
    12: Msg("EP, GP and EL penalties (3-1-3-5 C)", "EP, GP와 EL 감소 (3-1-3-5 C)"),
    13: Msg("The skill table (2-3-2 to 2-3-5)", "스킬표 (2-3-2 ~ 2-3-5)"),
}

def parse_rule_list(doc: str, draft: str) -> list[Rule]:
    """The rules of the document's four-column table, the draft's cited lines quoted under each, with
    section titles before each section and the readings table's notes on the rules they name."""
    return korean_readings(quoted_rule_list(doc, draft, PREFIX, SECTIONS, korean=True), READINGS_PATH)


def load_rules(list_path: str | None = None, draft_path: str | None = None) -> list[Rule]:
    """Every rule of the list with the draft's lines it cites; raises OSError when a file is missing."""
    with open(list_path or LIST_PATH, encoding="utf-8") as fh:
        doc = fh.read()
    with open(draft_path or DRAFT_PATH, encoding="utf-8") as fh:
        draft = fh.read()
    return parse_rule_list(doc, draft)
