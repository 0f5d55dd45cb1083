"""The mutation league's rules beyond its format data (data/formats.toml, ``mutation-league``; its stages run
on the event engine of game/formats, its mutation phase in ``mutation_stage.py``); no pygame.

What stays here: cards mutated in a league never play another mutation league (L1243-1245), and a league
saved by an earlier version (its own JSON, before leagues were events) is recognised so that it can be
refused with a sentence, never read as something else.
"""
from __future__ import annotations

from typing import Any

from game.engine.errors import IllegalActionError
from game.engine.text import Msg

PERSON = "person"    # a seat played by a person in the app (the others name a program's level)
OLD_SAVE = Msg("This league was saved by an earlier version of the app, which kept leagues in another form; it "
               "cannot be resumed. It was set aside; a new league can start.",
               "이전 버전의 앱이 다른 형식으로 저장한 리그라 이어 할 수 없습니다. 파일은 옆에 보관했으니 새 리그를 "
               "시작할 수 있습니다.")


def refuse_league_from_kept() -> IllegalActionError:
    """Cards mutated in a league never play another mutation league (L1243-1245); duels only."""
    return IllegalActionError("CD-9.6", "Cards already mutated can never play the mutation format again; they "
                              "play duels against other mutated decks.",
                              "이미 변이한 카드로는 변이 포맷을 한 번 더 진행할 수 없습니다. 다른 변이 카드 덱과 "
                              "승부를 겨루는 것은 가능합니다.")


def is_old_save(raw: Any) -> bool:
    """A league file of the earlier form (``"format": "clash-of-decks-league"``)."""
    return isinstance(raw, dict) and raw.get("format") == "clash-of-decks-league"
