"""The words of Clash of Decks' card data: card types, the 28 special abilities and what may carry them.

Abilities keep the reading guide's numbering (its section 3.1 lists them in the rulebook's order,
L1452-1802): ``ABILITIES[n - 1]`` is ability n, and its rule id is ``CD-12.n``. The names are our own
English working names beside the rulebook's Korean ones; the icons of the print were lost (M1).
"""
from __future__ import annotations

from game.engine.text import Msg

TYPES = ("creature", "spell", "citadel", "bridge")
PLAYABLE = ("creature", "spell")

ABILITIES: tuple[str, ...] = (
    "symbiosis", "pierce", "sweep", "frenzy", "resistance", "shield", "instinct", "rage", "flying", "bind",
    "defender", "aquatic", "gust", "recall_order", "keen", "mercenary", "hide", "regeneration", "curse",
    "offering", "reinforcement", "charge", "clarity", "catalyst", "weaken", "blood_price", "threat", "aura",
)
NUMBER = {a: i + 1 for i, a in enumerate(ABILITIES)}

NAMES: dict[str, Msg] = {
    "symbiosis": Msg("Symbiosis", "공생"), "pierce": Msg("Pierce", "관통"), "sweep": Msg("Sweep", "광역"),
    "frenzy": Msg("Frenzy", "광포"), "resistance": Msg("Resistance", "내성"), "shield": Msg("Shield", "보호"),
    "instinct": Msg("Instinct", "본능"), "rage": Msg("Rage", "분노"), "flying": Msg("Flying", "비행"),
    "bind": Msg("Bind", "속박"), "defender": Msg("Defender", "수비"), "aquatic": Msg("Aquatic", "수생"),
    "gust": Msg("Gust", "역풍"), "recall_order": Msg("Recall Order", "역행 명령"), "keen": Msg("Keen", "예리"),
    "mercenary": Msg("Mercenary", "용병"), "hide": Msg("Hide", "잠적"), "regeneration": Msg("Regeneration", "재생"),
    "curse": Msg("Curse", "저주"), "offering": Msg("Offering", "제물"), "reinforcement": Msg("Reinforcement", "증원"),
    "charge": Msg("Charge", "질주"), "clarity": Msg("Clarity", "청명"), "catalyst": Msg("Catalyst", "촉매"),
    "weaken": Msg("Weaken", "취약"), "blood_price": Msg("Blood Price", "피의 대가"), "threat": Msg("Threat", "협박"),
    "aura": Msg("Aura", "후광"),
}

# What a spell may carry: the summon-phase keywords (guide 7.2; M5: a spell deals its printed damage).
SPELL_ABILITIES = frozenset({"sweep", "pierce", "keen", "regeneration", "weaken", "clarity", "blood_price",
                             "recall_order", "mercenary", "curse"})
# What an Aura may pair with: abilities that work while a creature is in play. Entry and hand abilities
# (Symbiosis, Bind, Gust, Recall Order, Clarity, Blood Price) and the ones that act on a returning card
# (Mercenary, Curse, Reinforcement) would do nothing or something no player expects as a neighbour's gift.
AURA_PAIRS = frozenset({"pierce", "sweep", "frenzy", "resistance", "shield", "instinct", "rage", "flying",
                        "defender", "aquatic", "keen", "hide", "regeneration", "charge", "catalyst", "weaken",
                        "threat", "offering"})
# Handicaps on cards stronger than others of their cost (L1600-1608, L1656-1666); the mutation format
# charges more to cover them (L1223-1229).
DRAWBACKS = frozenset({"defender", "threat", "mercenary", "curse"})
# Custom solo option e: the abilities every AI creature may be given (the stray labels of L752-767).
AI_OPTION_ABILITIES = ("keen", "aquatic", "frenzy", "catalyst", "hide", "instinct", "pierce", "shield", "rage",
                       "sweep", "charge")
# A champion is never in the hand, so abilities about returning to it do nothing or cannot apply (A16).
NOT_ON_CHAMPIONS = frozenset({"mercenary", "curse", "reinforcement", "clarity"})

SIDES = ("watchtower", "fortress")
SIDE_NAMES = {"watchtower": Msg("watchtower", "감시탑"), "fortress": Msg("fortress", "요새")}
