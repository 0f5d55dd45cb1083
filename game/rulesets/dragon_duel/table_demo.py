"""Dragon Duel's table part: the demo's one sentence per event, with its importance (0 low .. 5 high),
in the player's language."""
from __future__ import annotations

from typing import Any

from game.engine import events as ev
from game.engine.events import Event
from game.engine.text import Msg
from game.ui.i18n import t

from .cardtext import DRAGON_NAMES, ELEMENT_NAMES

SAY = {
    "game_started": Msg("Game {g} of the match: player {p} goes first.", "매치의 게임 {g}: 플레이어 {p}가 먼저 합니다."),
    "battle_started": Msg("Player {p} starts a battle: from now on each turn must reach the other side's attack value.",
                          "플레이어 {p}가 전투를 시작합니다. 이제 매 턴 상대의 공격값에 도달해야 합니다."),
    "battle_continued": Msg("Player {p} continues the battle.", "플레이어 {p}가 전투를 계속합니다."),
    "element_chosen": Msg("The battle is fought in {el}: only {el} values count.",
                          "전투 원소는 {el}: {el} 값만 계산합니다."),
    "characters_gathered": Msg("{card} covers the character before it: the cards underneath no longer count.",
                               "{card}가 앞의 캐릭터를 덮습니다. 아래 카드들은 더 이상 계산되지 않습니다."),
    "card_played": Msg("Player {p} plays {card}.", "플레이어 {p}가 {card}를 냅니다."),
    "declared": Msg("Player {p} declares {v} against {o}.", "플레이어 {p}가 {o}에 맞서 {v}를 선언합니다."),
    "giving_up": Msg("Player {p} gives up starting a battle: 1 to 3 cards go, the hand refills to six.",
                     "플레이어 {p}가 전투 시작을 포기합니다. 카드 1~3장을 버리고 6장까지 보충합니다."),
    "withdrew": Msg("Player {p} withdraws: the other player wins the battle.",
                    "플레이어 {p}가 철수합니다. 상대가 전투에서 이깁니다."),
    "battle_won": Msg("Player {p} wins the battle with {n} cards out: {k} pull(s) on the dragons.",
                      "플레이어 {p}가 카드 {n}장으로 전투에서 이깁니다: 드래곤을 {k}번 끌어옵니다."),
    "backtracked": Msg("Player {p} cannot reach {v}: the turn is rolled back and they withdraw.",
                       "플레이어 {p}가 {v}에 도달하지 못해 턴이 되돌려지고 철수합니다."),
    "dragon_returned": Msg("{dragon} leaves the losing side and goes back to the board.",
                           "{dragon}이 진 쪽을 떠나 보드로 돌아갑니다."),
    "dragon_pulled": Msg("Player {p} pulls {dragon} to their side.", "플레이어 {p}가 {dragon}을 자기 쪽으로 끌어옵니다."),
    "game_won": Msg("Game {g} goes to player {p}: {c} crystal(s), {a} : {b} now.",
                    "게임 {g}은 플레이어 {p}의 승리: 크리스탈 {c}개, 현재 {a} : {b}."),
}


def narrate(part: Any, e: Event, lang: str, names: dict[int, str]) -> tuple[int, str] | None:
    d = e.data
    k = e.kind
    say = SAY.get(k)

    def who(key: str = "player") -> int:
        v = d.get(key)
        return int(v) + 1 if isinstance(v, int) else 0

    def card() -> str:
        return part.scene.card_label(d.get("card")) or ("카드" if lang == "ko" else "a card")

    if k == "game_started" and int(d.get("game", 1)) > 1:
        return 3, say.get(lang).format(g=d.get("game"), p=who("first_player"))
    if k in ("battle_started", "battle_continued", "giving_up", "withdrew"):
        return (3 if k in ("battle_started", "withdrew") else 1), say.get(lang).format(p=who())
    if k == "element_chosen":
        el = ELEMENT_NAMES.get(d.get("element"))
        return 2, say.get(lang).format(el=el.get(lang) if el else "?")
    if k == "characters_gathered":
        return 2, say.get(lang).format(card=card())
    if k == "card_played" and d.get("type") in ("booster", "support", "leadership"):
        return 1, say.get(lang).format(p=who(), card=card())
    if k == "declared":
        return 2, say.get(lang).format(p=who(), v=d.get("value"), o=d.get("opponent"))
    if k == "battle_won":
        return 4, say.get(lang).format(p=who(), n=d.get("cards"), k=d.get("pulls"))
    if k == "backtracked":
        return 4, say.get(lang).format(p=who(), v=d.get("needed"))
    if k in ("dragon_returned", "dragon_pulled"):
        name = DRAGON_NAMES.get(d.get("dragon"))
        return 4, say.get(lang).format(p=who(), dragon=name.get(lang) if name else "?")
    if k == "game_won" and d.get("winner") is not None:
        crystals = d.get("crystals") or [0, 0]
        return 5, say.get(lang).format(g=d.get("game"), p=int(d["winner"]) + 1, c=d.get("gained"), a=crystals[0],
                                       b=crystals[1])
    if k == ev.GAME_OVER:
        res = part.state.result
        if res is None:
            return None
        why = res.reason.get(lang)
        if res.draw:
            return 5, t("demo.draw", lang, why=why)
        return 5, t("demo.win", lang, p=res.winners[0] + 1, why=why)
    return None
