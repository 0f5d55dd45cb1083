"""A save that failed (a full or read-only disk, a folder where the file should be), said to the player.

Every writer of the app writes whole files in one step (``game.util.files.write_atomic``), so a failed
save leaves what was saved before as it was. The player must still know: ``failed`` puts one message in
both languages above whatever screen is up (the app shows it, ``App.handle``), and the game goes on.
"""
from __future__ import annotations

import sys

import pygame

from .i18n import STRINGS, t
from .node import post

STRINGS.update({
    "save.failed": ("Could not save {what} ({why}). What was saved before is kept, and you can play on; "
                    "free some space or check the data folder.",
                    "{what}을(를) 저장하지 못했습니다({why}). 전에 저장된 것은 그대로 있으며 계속할 수 있습니다. "
                    "공간을 확보하거나 데이터 폴더를 확인하세요."),
    "save.what.settings": ("your settings", "설정"),
    "save.what.progress": ("your progress", "진행 상황"),
    "save.what.game": ("the game in progress", "진행 중인 게임"),
    "save.what.replay": ("the replay", "리플레이"),
    "save.what.deck": ("the deck", "덱"),
    "save.what.log": ("the demo's log", "데모 기록"),
})

FAILED = "save_failed"     # the UI event's kind


def failed(what: str, exc: OSError) -> None:
    """Tell the player ``what`` ("settings", "progress", "game", "replay", "deck", "log") was not saved."""
    why = exc.strerror or str(exc) or type(exc).__name__
    try:
        post(FAILED, what=what, why=why)
    except pygame.error:        # no display yet (or any more): the terminal is all there is
        print(f"{what} not saved: {why}", file=sys.stderr)


def message(what: str, why: str, lang: str) -> str:
    return t("save.failed", lang, what=t(f"save.what.{what}", lang), why=why)
