"""Card text in English and Korean, generated from the card data: each ability's reminder text as the
rulebook states it (L1452-1802), and a spell's damage line."""
from __future__ import annotations

from game.engine.text import Msg, josa

from . import vocab
from .cards import CardDef

REMINDER: dict[str, Msg] = {
    "symbiosis": Msg("may enter on top of another creature of yours; the two are one creature, their attack, "
                     "HP and abilities added together. Destroyed, both return, this card first.",
                     "자기 왕국의 다른 생명체 위에 놓일 수 있습니다. 둘은 공격값, 체력, 특수 능력을 더한 하나의 생명체이며, 파괴되면 이 카드부터 둘 다 돌아갑니다."),
    "pierce": Msg("also damages the creature right behind the target.", "대상 바로 뒤의 생명체에게도 피해를 줍니다."),
    "sweep": Msg("also damages the creature in the same place on the other front.",
                 "인접한 전선의 같은 위치에 있는 생명체에게도 피해를 줍니다."),
    "frenzy": Msg("each time its attack destroys an enemy creature, it attacks again.",
                  "공격하여 적 생명체를 파괴할 때마다 한 번 더 공격합니다."),
    "resistance": Msg("spells and Gust do not affect it.", "주문 카드와 역풍의 효과나 피해를 받지 않습니다."),
    "shield": Msg("each turn, the first damage that targets it becomes 0.", "매 차례 이 카드를 대상으로 삼은 첫 번째 피해를 0으로 만듭니다."),
    "instinct": Msg("damaged by a creature and not destroyed, it strikes back after that creature's attacks.",
                    "생명체에게 피해를 입고도 파괴되지 않으면 그 생명체의 공격이 끝난 뒤 반격합니다."),
    "rage": Msg("may attack enemy creatures the turn it enters play, never the citadel then.",
                "플레이 영역에 들어온 차례에 바로 적 생명체를 공격할 수 있습니다(그 차례에 성채는 공격할 수 없습니다)."),
    "flying": Msg("on the upper front it ignores enemy creatures and attacks the citadel.",
                  "상부 전선에서는 적 생명체를 무시하고 적 성채를 공격합니다."),
    "bind": Msg("when played, it holds the leftmost card of the enemy's hand; damaged, it lets the card go back.",
                "플레이될 때 적의 손에서 가장 왼쪽 카드를 가져와 아래에 둡니다. 피해를 입으면 그 카드는 원래 손으로 돌아갑니다."),
    "defender": Msg("cannot attack the enemy citadel.", "적 성채를 공격할 수 없습니다."),
    "aquatic": Msg("deals double damage while next to the bridge.", "다리와 인접하는 동안 2배의 피해를 줍니다."),
    "gust": Msg("entering play, it deals the number of cards left of your citadel to the enemy creature nearest the bridge.",
                "플레이 영역에 들어올 때 자기 성채 왼쪽 카드 수만큼 다리에 가장 가까운 적 생명체에게 피해를 줍니다."),
    "recall_order": Msg("when played, the leftmost card of your hand goes to its right end.",
                        "플레이될 때 자기 손에서 가장 왼쪽 카드를 가장 오른쪽으로 옮깁니다."),
    "keen": Msg("the first time each turn it destroys a creature, the excess damage hits that creature's citadel.",
                "매 차례 처음으로 생명체를 파괴하면 초과 피해를 그 생명체 소유자의 성채에 줍니다."),
    "mercenary": Msg("instead of returning to your hand it goes to the right end of the enemy's hand.",
                     "소유자의 손 대신 적의 손 가장 오른쪽으로 돌아갑니다."),
    "hide": Msg("damaged and not destroyed, it moves back to the farthest place from the bridge.",
                "피해를 입고도 파괴되지 않으면 다리에서 가장 먼 자리로 물러납니다."),
    "regeneration": Msg("each time it deals damage, your citadel moves one place left.",
                        "피해를 줄 때마다 자기 성채를 왼쪽으로 1칸 옮깁니다."),
    "curse": Msg("it returns to the left end of your hand, not the right.", "손으로 돌아갈 때 가장 오른쪽이 아니라 가장 왼쪽에 놓입니다."),
    "offering": Msg("while it is in play, whoever plays a card on this front takes 1 damage.",
                    "플레이 영역에 있는 동안 이 전선에 카드를 플레이하는 플레이어는 피해를 1 입습니다."),
    "reinforcement": Msg("returning to your hand, it plays your hand's leftmost creature costing 4 or less, free, on its front.",
                         "손으로 돌아갈 때 손에서 가장 왼쪽에 있는 비용 4 이하 생명체를 그 전선에 무료로 플레이합니다."),
    "charge": Msg("each time it attacks it first moves next to the bridge: +1 damage per creature passed this turn.",
                  "공격할 때마다 먼저 다리 바로 앞까지 나아갑니다. 지나친 생명체 하나당 이번 차례 피해 +1."),
    "clarity": Msg("costs 2 less as the leftmost card of your hand.", "손에서 가장 왼쪽 카드이면 비용이 2 줄어듭니다."),
    "catalyst": Msg("in your play area during your phase 1: +2 mana.", "1페이즈에 자기 플레이 영역에 있으면 마나 +2."),
    "weaken": Msg("its damage is the target's HP minus 1; a citadel goes to second from the right, without flipping.",
                  "대상의 체력 -1만큼 피해를 줍니다. 성채는 뒤집히지 않고 오른쪽에서 두 번째로 이동합니다."),
    "blood_price": Msg("without mana enough, spend it all and take the rest as damage, one point at a time.",
                       "마나가 모자라면 전부 쓰고 모자란 만큼 1씩 피해를 입습니다."),
    "threat": Msg("while it is in play you cannot play the rightmost of your playable cards.",
                  "플레이 영역에 있는 동안 플레이할 수 있는 카드 중 가장 오른쪽 카드를 플레이할 수 없습니다."),
}
AURA = Msg("Aura ({pair}): creatures next to this one on its front have {pair}; this card does not.",
           "후광({pair}): 같은 전선에서 이 카드에 인접한 생명체는 {pair}{particle} 가집니다. 이 카드 자신은 가지지 않습니다.")
SPELL = Msg("Deals {n} damage to a creature; then returns to the right end of your hand.",
            "생명체 하나에게 피해 {n}을 주고, 손의 가장 오른쪽으로 돌아갑니다.")
SPELL_WEAKEN = Msg("Deals a creature damage equal to its HP minus 1; then returns to the right end of your hand.",
                   "생명체 하나에게 그 체력 -1만큼 피해를 주고, 손의 가장 오른쪽으로 돌아갑니다.")
TYPE_NAMES = {"creature": Msg("Creature", "생명체"), "spell": Msg("Spell", "주문"), "citadel": Msg("Citadel", "성채"),
              "bridge": Msg("Bridge", "다리"), "champion": Msg("Champion", "챔피언")}


def ability_line(ability: str, lang: str) -> str:
    name = vocab.NAMES[ability].get(lang)
    return f"{name}: {REMINDER[ability].get(lang)}"


def aura_line(pair: str, lang: str) -> str:
    name = vocab.NAMES[pair].get(lang)
    if lang == "ko":
        return AURA.ko.format(pair=name, particle=josa(name, "을/를")[len(name):])
    return AURA.en.format(pair=name)


def card_lines(card: CardDef, lang: str) -> list[str]:
    """Every line of a card's text, in the player's language."""
    lines = []
    if card.type == "spell":
        lines.append((SPELL_WEAKEN if "weaken" in card.has else SPELL).get(lang).format(n=card.damage))
    for a in card.abilities:
        if a == "aura":
            lines.append(aura_line(card.aura, lang))
        elif not (a == "weaken" and card.type == "spell"):
            lines.append(ability_line(a, lang))
    return lines
