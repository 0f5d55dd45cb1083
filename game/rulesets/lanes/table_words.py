"""The words of Lanes' table part, in English and Korean: its buttons and keys, its zones and counters, the
attack's forecast, its replay marks and its demo narration. The app's own words, shared by every game, are
game/ui/i18n.py's; these are only Lanes'."""
from __future__ import annotations

from game.engine.text import Msg

WORDS: dict[str, Msg] = {
    # the buttons, their keys and the attack's forecast
    "btn.end_main": Msg("To attack", "어택으로"),
    "btn.end_turn": Msg("End turn", "턴 종료"),
    "btn.attack": Msg("Attack", "공격"),
    "btn.activate": Msg("Use ability", "효과 발동"),
    "keys.attack": Msg("attack with the unit with the ring: shows what would happen, Enter attacks",
                       "테두리가 있는 유닛으로 공격: 결과 예상을 보여 주고 Enter로 공격"),
    "keys.ability": Msg("use the ability of the card with the ring", "테두리가 있는 카드의 효과 발동"),
    "keys.no_unit": Msg("Put the ring on one of your units first (Tab to your field).",
                        "먼저 자신의 유닛에 테두리를 두세요 (Tab으로 내 필드로)."),
    "preview.blocked": Msg("If blocked: {who} is trashed", "방어하면: {who} 트래시"),
    "preview.unblocked": Msg("If not blocked: {n} damage", "방어하지 않으면: 대미지 {n}"),
    "preview.no_blocker": Msg("Unblocked: {n} damage", "방어 불가: 대미지 {n}"),
    # a drop on none of a card's places: where each kind goes, by its rule, and the places in words
    "home.unit": Msg("Units and items go into your own unit zones, on your side of a lane.",
                     "유닛과 아이템은 자신의 유닛 존(레인의 자기 쪽)에 놓습니다."),
    "home.skill": Msg("A skill you play goes into your own skill zone.", "플레이한 스킬은 자신의 스킬 존에 놓습니다."),
    "home.attack": Msg("A unit attacks across its own lane: drop it on the opponent's side of that lane.",
                       "유닛은 자기 레인 건너편을 공격합니다: 그 레인의 상대 쪽에 놓으세요."),
    "place.lane": Msg("your lane {n}", "자신의 {n}번 레인"),
    "place.their_lane": Msg("the opponent's lane {n}", "상대의 {n}번 레인"),
    "place.skill": Msg("your skill zone", "자신의 스킬 존"),
    # the painted table: zones, counters, the bar between the halves
    "zone.damage": Msg("Damage zone {n}/10", "대미지 존 {n}/10"),
    "zone.damage_short": Msg("Damage {n}/10", "대미지 {n}/10"),
    "zone.skill": Msg("Skill zone", "스킬 존"),
    "zone.lane": Msg("Lane {n}", "{n}번 레인"),
    "player_short": Msg("P{p}", "P{p}"),
    "size": Msg("Size {used}/{size}", "사이즈 {used}/{size}"),
    "hand": Msg("Hand {n}", "패 {n}"),
    "turn": Msg("Turn {n} - Player {p}", "{n}턴 - 플레이어 {p}"),
    "deck": Msg("Deck {n}", "덱 {n}"),
    "trash": Msg("Trash {n}", "트래시 {n}"),
    "phase.level_up": Msg("Level up", "레벨업"),
    "phase.draw": Msg("Draw", "드로우"),
    "phase.main": Msg("Main", "메인"),
    "phase.attack": Msg("Attack", "어택"),
    "phase.end": Msg("End", "엔드"),
    # a replay's timeline
    "replay.mark.turn": Msg("Turn {n}: player {p}", "{n}턴: 플레이어 {p}"),
    "replay.mark.trigger": Msg("Trigger: {card}", "트리거: {card}"),
    "replay.mark.damage": Msg("Damage to player {p}: {n} revealed", "플레이어 {p} 대미지: {n}장 공개"),
    "replay.legend.turn": Msg("Turn", "턴"),
    "replay.legend.trigger": Msg("Trigger", "트리거"),
    "replay.legend.damage": Msg("Damage", "대미지"),
    # the demo's narrator: a sentence per event, and the game's tips
    "demo.mulligan": Msg("Player {p} sends the opening hand back and draws a new one (a mulligan).",
                         "플레이어 {p}: 첫 패를 돌려보내고 새로 뽑습니다 (멀리건)."),
    "demo.level_up": Msg("Level up: player {p}'s leader reaches level {n}, so bigger cards fit.",
                         "레벨업: 플레이어 {p}의 리더가 레벨 {n}. 더 큰 카드를 낼 수 있습니다."),
    "demo.main": Msg("Player {p}'s main phase: units, items and skills whose costs fit the size.",
                     "플레이어 {p}의 메인 페이즈: 코스트가 사이즈 안에 드는 유닛, 아이템, 스킬을 냅니다."),
    "demo.attack_phase": Msg("Player {p}'s attack phase: each unit may attack once.",
                             "플레이어 {p}의 어택 페이즈: 유닛마다 한 번씩 공격할 수 있습니다."),
    "demo.unit": Msg("{card} steps into lane {lane}.", "{card}: {lane}번 레인에 등장."),
    "demo.upgrade": Msg("{card} replaces the unit in lane {lane}: an upgrade.", "{card}: {lane}번 레인의 유닛을 업그레이드."),
    "demo.item": Msg("{card} is equipped: that lane's unit grows stronger.", "{card} 장착: 그 레인의 유닛이 강해집니다."),
    "demo.skill": Msg("{card}: a skill, used now and trashed at the end of the turn.",
                      "{card}: 스킬. 지금 쓰고 턴이 끝나면 트래시됩니다."),
    "demo.attack": Msg("{card} attacks! The unit across the lane may block.", "{card}의 공격! 마주 보는 상대 유닛이 방어할 수 있습니다."),
    "demo.block": Msg("{card} blocks: now the powers are compared.", "{card}의 방어! 이제 파워를 비교합니다."),
    "demo.no_block": Msg("No block: the attack hits player {p}.", "방어하지 않음: 공격이 플레이어 {p}에게 들어갑니다."),
    "demo.power_win": Msg("Power {a} against {b}: the blocker is trashed (a tie goes to the attacker).",
                          "파워 {a} 대 {b}: 방어한 유닛이 트래시됩니다 (같으면 공격한 쪽 승리)."),
    "demo.power_lose": Msg("Power {a} against {b}: the attacker is trashed.", "파워 {a} 대 {b}: 공격한 유닛이 트래시됩니다."),
    "demo.damage": Msg("Player {p} takes {n} damage: the top cards of the deck go to the damage zone, one by one.",
                       "플레이어 {p}에게 대미지 {n}: 덱 위 카드가 한 장씩 대미지 존으로 갑니다."),
    "demo.trigger": Msg("A trigger! The rest of the damage stops here.", "트리거! 남은 대미지는 여기서 멈춥니다."),
    "demo.trigger_card": Msg("A trigger on {card}! The rest of the damage stops here.",
                             "{card}의 트리거! 남은 대미지는 여기서 멈춥니다."),
    "demo.near_ten": Msg("Player {p} has {n} damage cards. At ten, the game is lost!",
                         "플레이어 {p}의 대미지 카드 {n}장. 10장이 되면 패배합니다!"),
    "demo.awaken": Msg("Awakening! {card} turns over to its stronger side.", "각성! {card}: 리더가 뒤집혀 더 강해집니다."),
    "demo.guardian": Msg("Guardian! {card} steps in to block for its neighbour.", "가디언! {card}: 옆 레인을 대신 지킵니다."),
    "demo.effect": Msg("{card}: its [{kw}] effect works.", "{card}: [{kw}] 효과 발동."),
    "demo.power_zero": Msg("{card} drops to power 0 and is trashed.", "{card}: 파워가 0이 되어 트래시됩니다."),
    "demo.a_unit": Msg("A unit", "유닛"),
    "demo.a_card": Msg("A card", "카드"),
    "demo.tip.lanes": Msg("Each side has three lanes; units face each other across them.",
                          "레인은 세 개. 같은 레인의 유닛끼리 마주 봅니다."),
    "demo.tip.lose": Msg("Ten cards in the damage zone lose the game, and so does drawing from an empty deck.",
                         "대미지 존의 카드가 10장이 되거나, 빈 덱에서 드로우해야 하면 패배합니다."),
    "demo.tip.size": Msg("The leader climbs a level each turn; level plus damage cards is the size.",
                         "리더는 매 턴 한 레벨씩 오르고, 레벨 + 대미지 카드 수가 사이즈입니다."),
    "demo.tip.trigger": Msg("Cards with a trigger fire when damage reveals them, and stop the damage.",
                            "트리거가 있는 카드는 대미지로 공개되면 발동하고 대미지를 멈춥니다."),
    "demo.tip.damage_size": Msg("Damage has an upside: each damage card adds 1 to the size.",
                                "대미지에도 장점이 있습니다: 대미지 카드 1장마다 사이즈가 1 늘어납니다."),
}


def tw(key: str, lang: str, **kw: object) -> str:
    """One of Lanes' table words in ``lang``, its ``{fields}`` filled in."""
    text = WORDS[key].get(lang)
    return text.format(**kw) if kw else text
