"""Conspiracies at the table (905.4, 702.106): each seat's face-up conspiracies lie in its command zone,
its face-down ones beside them. Another seat sees a face-down conspiracy as a card's back (its zone is its
owner's alone: the view gives the others no card); its owner sees the card with a band across it, "Face
down" and the name chosen for it, lists the same under its large view, and turns it face up by clicking
it (the special action of 702.106: the engine's refusal, with its rule, when it may not). No rules here."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.cache import LruCache
from game.ui.table.part import CardState, Click, Target

from .actions import TurnUp
from .cards import CardDef
from .conspiracy import AGENDA, chosen_name, face_down
from .state import MagicState, zid

W = {
    "band": Msg("Face down: {name}", "뒷면: {name}"),
    "state": Msg("Face down to the others (hidden agenda); the chosen name, which only you know: {name}. Click it "
                 "to turn it face up.",
                 "다른 플레이어에게는 뒷면입니다(숨겨진 의제). 당신만 아는 고른 이름: {name}. 클릭하면 앞면으로 "
                 "뒤집습니다."),
    "turn_up": Msg("Turn {card} face up (reveals {name})", "{card} 앞면으로 뒤집기 ({name} 공개)"),
    "nameless": Msg("no name", "이름 없음"),
    "command": Msg("your command zone (face up)", "당신의 커맨드 영역(앞면)"),
}
BAND_RGB = (28, 26, 30)
BAND_TEXT = (244, 238, 224)
_FACES = LruCache(64)


def command_slot(st: MagicState, p: int, name: str, index: int, count: int) -> tuple[int, int]:
    """A card's place among its seat's command zone, face-up cards first, the face-down ones after them."""
    down, up = len(face_down(st, p)), len(st.zones[zid(p, "command")].cards)
    if name == AGENDA:
        return up + index, up + count
    return index, count + down


def is_own_face_down(st: MagicState, viewer: int, iid: int) -> bool:
    return st.cards[iid].zone == zid(viewer, AGENDA)


def name_of(st: MagicState, iid: int, lang: str) -> str:
    chosen = chosen_name(st, iid)
    return st.db[chosen].name.get(lang) if chosen in st.db else W["nameless"].get(lang)


def face(base: pygame.Surface, d: CardDef, named: str, w: int, h: int, lang: str) -> pygame.Surface:
    """The owner's sight of a face-down conspiracy: the card with a dark band naming it face down and the
    chosen name."""
    def draw() -> pygame.Surface:
        surf = base.copy()
        band = pygame.Rect(0, int(h * 0.6), w, h - int(h * 0.6))
        pygame.draw.rect(surf, BAND_RGB, band)
        text = W["band"].get(lang).format(name=named)
        px = max(7.0, h * 0.09)
        while True:              # every word of the name, as large as the band lets it be
            lines = fonts.wrap(text, px, int(w * 0.94), True)
            if len(lines) * fonts.font(px, True).get_height() <= band.h - 2 or px <= 6:
                break
            px -= 0.5
        y = band.y + 1
        for line in lines:
            img = fonts.text(line, px, BAND_TEXT, True)
            surf.blit(img, img.get_rect(midtop=(w / 2, y)))
            y += img.get_height()
        return surf
    return _FACES.get((d.id, named, w, h, lang, id(base)), draw)


def states(st: MagicState, viewer: int, iid: int) -> list[CardState]:
    if not is_own_face_down(st, viewer, iid):
        return []
    return [CardState("covered", Msg(*(W["state"].get(lang).format(name=name_of(st, iid, lang))
                                       for lang in ("en", "ko"))))]


def clicked(part: Any, iid: int) -> Click | None:
    """A click on one of the viewer's face-down conspiracies turns it face up, or says why not."""
    st = part.st
    v = part.viewer
    if not is_own_face_down(st, v, iid):
        return None
    action = TurnUp(v, iid)
    if action not in part.scene.my_legal():
        return Click(refused=action)
    lang = part.lang
    label = W["turn_up"].get(lang).format(card=st.defs[iid].name.get(lang), name=name_of(st, iid, lang))
    return Click(label, ((label, action),))


def targets(part: Any, iid: int, legal: list[Any]) -> list[Target]:
    """A face-down conspiracy of the viewer's is dragged (or clicked) face up into its command zone."""
    action = TurnUp(part.viewer, iid)
    return [Target(("command", part.viewer), action, action in legal)]
