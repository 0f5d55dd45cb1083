"""The Magic table's ``rules`` part: the casual-variants document (Comprehensive Rules 900-905, Korean)
as numbered entries for the rules reference. The core rules the table also enforces are not in that
document; they are listed in our own words in docs/rules/magic-core-subset.md. No pygame."""
from __future__ import annotations

import re

from game.engine.rulebook import Rule
from game.engine.text import Msg
from game.resources import bundled

from . import INFO

DOC_PATH = str(bundled("assets", *INFO.rules_doc.split("/")))
# the core rules' list is docs/rules/magic-core-subset.md; a player is told where it is in words, not by a path
SOURCE_NOTE = Msg("The Korean text of the Comprehensive Rules 900-905 is the rule; the core rules it assumes are "
                  "listed in our own words in the documents that come with the app.",
                  "종합 규칙 900-905의 한국어 본문이 규칙입니다. 그것이 전제하는 핵심 규칙은 "
                  "앱과 함께 제공되는 문서에 우리 말로 정리했습니다.")
SECOND_TEXT: Msg | None = None     # no second text one key away

_LINE = re.compile(r"^(\d{3})(?:\.(\d+))?(?:\.|([a-z]))?\s+(.*)$")


def parse_rules(text: str) -> list[Rule]:
    rules: list[Rule] = []
    for raw in text.splitlines():
        m = _LINE.match(raw.strip())
        if m is None:
            if rules and raw.strip():
                rules[-1].text += "\n" + raw.strip()     # an example or a continued paragraph
            continue
        section, sub, letter, body = m.groups()
        number = section + (f".{sub}" if sub else "") + (letter or "")
        depth = 0 if not sub else (2 if letter else 1)
        rules.append(Rule(number, body.strip(), depth=depth, heading=not sub))
    return rules


def load_rules() -> list[Rule]:
    with open(DOC_PATH, encoding="utf-8") as fh:
        return parse_rules(fh.read())
