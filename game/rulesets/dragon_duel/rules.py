"""Dragon Duel's ``rules`` part: the numbered rule list of ``docs/rules/dragon-duel.md`` for the rules reference.

The rule document is a Japanese player-aid sheet without numbers, its boxes extracted out of print
order (``assets/rules/dragon-duel.ja.txt``). The numbered list is ours: each rule's id, its text in
English (a quote or a paraphrase) and the lines of the sheet it rests on. Each rule reads as whole
sentences in the reader's language (``data/rules_text.toml``, our own words); the sheet's lines it rests
on, their cut lines joined, are one key away. Our readings, where the sheet is silent or unclear, come
from the same document's readings table and show under their rules. Section titles are given here in
both languages. No pygame.
"""
from __future__ import annotations

from game.engine.errors import DataError
from game.engine.rulebook import Rule
from game.engine.rulelist import korean_readings, quoted_rule_list
from game.engine.text import Msg
from game.resources import bundled, ruleset_data
from game.util.files import read_toml

from . import INFO

SHEET_PATH = str(bundled("assets", *INFO.rules_doc.split("/")))
LIST_PATH = str(bundled("docs", *INFO.coverage.split("/")))
WORDS_PATH = str(ruleset_data("dragon_duel", "rules_text.toml"))
READINGS_PATH = str(ruleset_data("dragon_duel", "readings_ko.toml"))
SOURCE_NOTE = Msg("The rule sheet is in Japanese; each rule is in our words, the sheet's own lines one key away (F2).",
                  "규칙 시트는 일본어입니다. 규칙마다 우리말로 옮겼고, F2를 누르면 시트의 원문 줄이 나옵니다.")
SECOND_TEXT = Msg("the sheet's Japanese", "시트의 일본어 원문")

PREFIX = "DD-"
# The sections of the rule list, in its order (the sheet has no headings of its own for most of them).
SECTIONS: dict[int, Msg] = {
    0: Msg("Components and setup", "구성물과 준비"),
    1: Msg("Turn start phase", "턴 시작 단계"),
    2: Msg("Leadership phase", "리더십 단계"),
    3: Msg("Engagement phase", "교전 단계"),
    4: Msg("Character phase", "캐릭터 단계"),
    5: Msg("Booster/support phase", "부스터/서포트 단계"),
    6: Msg("Attack value declaration", "공격값 선언"),
    7: Msg("Hand refill phase", "손패 보충 단계"),
    8: Msg("Turn end phase", "턴 종료 단계"),
    9: Msg("The dragon step", "드래곤 스텝"),
    10: Msg("End of the game", "게임 종료"),
    11: Msg("Several games (a match)", "여러 게임(매치)"),
    12: Msg("Card text: the golden rule and precedence", "카드 텍스트: 황금률과 우선순위"),
    13: Msg("Discarding cards", "카드 버리기"),
    14: Msg("Ignoring", "무시"),
    15: Msg("Backtracking", "되돌리기"),
}

def parse_rule_list(doc: str, sheet: str) -> list[Rule]:
    """The rules of the document's four-column table, the sheet's cited lines quoted under each, with
    section titles before each section and the readings table's notes on the rules they name."""
    return quoted_rule_list(doc, sheet, PREFIX, SECTIONS, mend=True)


def rule_words(path: str | None = None) -> dict[str, Msg]:
    """Rule id -> the rule in our words, English and Korean; {} when the file cannot be used (the list's
    own English lines then stand)."""
    try:
        data = read_toml(path or WORDS_PATH)
    except DataError:
        return {}
    return {k: Msg(v["en"], v["ko"]) for k, v in data.items()
            if isinstance(v, dict) and isinstance(v.get("en"), str) and isinstance(v.get("ko"), str)}


def load_rules(list_path: str | None = None, sheet_path: str | None = None,
               words_path: str | None = None) -> list[Rule]:
    """Every rule of the list in our words with the sheet's lines it cites; raises OSError when the list or
    the sheet is missing."""
    with open(list_path or LIST_PATH, encoding="utf-8") as fh:
        doc = fh.read()
    with open(sheet_path or SHEET_PATH, encoding="utf-8") as fh:
        sheet = fh.read()
    rules = korean_readings(parse_rule_list(doc, sheet), READINGS_PATH)
    words = rule_words(words_path)
    for r in rules:
        if not r.heading and r.number in words:
            r.words = words[r.number]
    return rules
