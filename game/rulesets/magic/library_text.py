"""The card text of the library effects (search 701.19, scry 701.22, look at the top cards), generated from
their fields in English and Korean. No pygame."""
from __future__ import annotations

from game.engine.text import josa

from .cards import Effect

_FIND = {"basic_land": ("a basic land card", "기본 대지 카드 한 장"), "land": ("a land card", "대지 카드 한 장"),
         "creature": ("a creature card", "생물 카드 한 장"),
         "instant_or_sorcery": ("an instant or sorcery card", "순간마법이나 집중마법 카드 한 장"),
         "artifact_or_enchantment": ("an artifact or enchantment card", "마법물체나 부여마법 카드 한 장"),
         "card": ("a card", "카드 한 장"), "partner": ("its partner card", "그 동료 카드")}
_PUT = {"hand": ("put it into your hand", "당신의 손으로 가져갑니다"),
        "battlefield": ("put it onto the battlefield", "전장에 놓습니다"),
        "battlefield_tapped": ("put it onto the battlefield tapped", "탭된 채로 전장에 놓습니다"),
        "top": ("", "")}


def library_text(e: Effect, lang: str) -> str:
    ko = lang == "ko"
    if e.do == "scry":
        return f"점술 {e.amount}을 합니다" if ko else f"scry {e.amount}"
    if e.do == "look":
        return (f"당신의 서고 맨 위 카드 {e.amount}장을 봅니다. 그중 한 장을 손으로 가져가고 나머지는 원하는 순서로 "
                f"서고 맨 밑에 놓습니다" if ko else
                f"look at the top {e.amount} cards of your library. Put one of them into your hand and the rest on "
                f"the bottom of your library in any order")
    what_en, what_ko = _FIND[e.find]
    put_en, put_ko = _PUT[e.put]
    if e.put == "top":
        return (f"당신의 서고에서 {josa(what_ko, '을/를')} 찾은 뒤 서고를 섞고 그 카드를 맨 위에 놓습니다" if ko else
                f"search your library for {what_en}, then shuffle and put that card on top")
    if ko:
        return f"당신의 서고에서 {josa(what_ko, '을/를')} 찾아{' 공개하고' if e.reveal else ''} {put_ko}. 그 후 서고를 섞습니다"
    return f"search your library for {what_en}, {'reveal it, ' if e.reveal else ''}{put_en}, then shuffle"
