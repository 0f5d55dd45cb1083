"""The words of Elements Illusion: elements, levels, ability cards and their abilities, damage types,
effects, phases; card definition ids; names in English and Korean."""
from __future__ import annotations

from enum import Enum

from game.engine.text import Msg

ELEMENTS = ("F", "W", "E", "A")          # Fire, Water, Earth, Air (EI-2.1)
NONE = "N"                               # a skill with no element (EI-9.1)
LEVELS = (1, 2, 3)
ELEMENT_NAMES: dict[str, Msg] = {
    "F": Msg("Fire", "불"), "W": Msg("Water", "물"), "E": Msg("Earth", "땅"), "A": Msg("Air", "공기"),
    "N": Msg("no element", "무속성"),
}

# An element card's definition id is its element and level: "F1", "W3" (EI-2.1).
ELEMENT_CARDS = tuple(f"{e}{lv}" for e in ELEMENTS for lv in LEVELS)

# The three ability cards (EI-2.2) and the abilities each offers, in the draft's order.
ILLUSION, TRANSFORM, SEPARATE = "illusion", "transform", "separate"
ABILITY_CARDS = (ILLUSION, TRANSFORM, SEPARATE)
ABILITY_CARD_NAMES: dict[str, Msg] = {
    ILLUSION: Msg("Illusion", "환영"), TRANSFORM: Msg("Transform", "변환"), SEPARATE: Msg("Separate", "분리"),
}
SHADOW_COPY, INTERRUPTION, SCARECROW = "shadow_copy", "interruption", "scarecrow"
ELEMENT_CHANGE, EXCHANGE, CONVERSION = "element_change", "exchange", "conversion"
DIVISION, MULTI_SHOT, SILENCE = "division", "multi_shot", "silence"
ABILITIES: dict[str, tuple[str, str, str]] = {
    ILLUSION: (SHADOW_COPY, INTERRUPTION, SCARECROW),
    TRANSFORM: (ELEMENT_CHANGE, EXCHANGE, CONVERSION),
    SEPARATE: (DIVISION, MULTI_SHOT, SILENCE),
}
ABILITY_OF = {ab: card for card, abs_ in ABILITIES.items() for ab in abs_}
ABILITY_NAMES: dict[str, Msg] = {
    SHADOW_COPY: Msg("Shadow Copy", "그림자 복사"), INTERRUPTION: Msg("Interruption", "방해"),
    SCARECROW: Msg("Dummy Scarecrow", "모형 허수아비"), ELEMENT_CHANGE: Msg("Element Change", "속성 변환"),
    EXCHANGE: Msg("Exchange", "교환"), CONVERSION: Msg("Conversion", "전환"), DIVISION: Msg("Division", "나누기"),
    MULTI_SHOT: Msg("Multi Shot", "다중 사격"), SILENCE: Msg("Silence", "침묵"),
}
# The check-phase abilities, the only ones Silence cancels (EI-11.9, L103).
CHECK_ABILITIES = frozenset({SHADOW_COPY, INTERRUPTION, SCARECROW, MULTI_SHOT})

DAMAGE_TYPES = ("R", "M", "S")           # range, melee, spell (EI-9.1): offset needs the same type
DAMAGE_TYPE_NAMES = {"R": Msg("range", "원거리"), "M": Msg("melee", "근접"), "S": Msg("spell", "영창")}
EFFECTS = ("N", "P", "C")                # normal, penetrate, continuous (EI-9.4)
EFFECT_NAMES = {"N": Msg("normal", "일반"), "P": Msg("penetrate", "관통"), "C": Msg("continuous", "지속")}
TARGETS = ("single", "two", "others", "all")   # EI-8.5
TARGET_NAMES = {"single": Msg("a single target", "단일 대상"), "two": Msg("two targets", "2인 대상"),
                "others": Msg("everyone but the user", "사용자 제외"), "all": Msg("everyone, the user too", "전체")}

# Per level, the EP a card left in hand costs at the final scoring (EI-1.4, L42-45).
LEFTOVER_PENALTY = {1: 1, 2: 2, 3: 4}
COMBO_EP = {2: 1, 3: 2}                  # EP of an L2 / L3 combination (EI-7.2)
MAX_COMBOS = 3                           # per player per turn (EI-7.2, L340)
TRADE_PRICE = {1: 3, 2: 2, 3: 1}         # cards of one level paid for an ability card (EI-7.4)
ACTIVE_TURNS = 3                         # a built ability card's life (EI-8.2)
ELEMENT_CHANGES_PER_TURN = 3             # EI-11.4
FIRST_EL = 3                             # EI-3.4, EI-6.4
MIN_EL = 3                               # the Order's choice never goes below (EI-6.4)
EL_STEP = 3                              # the Order's choice stays within the previous EL +-3 (EI-6.4)
DEALT_EP_EVERY = 4                       # EI-12.1
RECEIVED_EP_EVERY = 5                    # EI-12.2
EXCHANGE_RATE = 2                        # EP per GP by Exchange (EI-11.5)
FINAL_RATE = 3                           # EP per GP at the final scoring (EI-1.4)
GAIN_CARD, LIGHT_CARD = "F1", "A1"       # the support cards (EI-10.1)


class Phase(str, Enum):
    ARRAY = "array"     # EI-5
    DRAW = "draw"       # EI-6
    MAIN = "main"       # EI-7, sealed
    BUILD = "build"     # EI-8, sealed
    CHECK = "check"     # EI-10
    OVER = "over"


SEALED = frozenset({Phase.MAIN, Phase.BUILD})
PHASE_NAMES = {Phase.ARRAY: Msg("array", "어레이"), Phase.DRAW: Msg("draw", "드로우"), Phase.MAIN: Msg("main", "메인"),
               Phase.BUILD: Msg("build", "빌드"), Phase.CHECK: Msg("check", "체크"), Phase.OVER: Msg("game over", "게임 종료")}


def element_of(def_id: str) -> str:
    return def_id[0]


def level_of(def_id: str) -> int:
    return int(def_id[1])


def card(element: str, level: int) -> str:
    return f"{element}{level}"


def is_element_card(def_id: str) -> bool:
    return len(def_id) == 2 and def_id[0] in ELEMENTS and def_id[1] in "123"


def card_name(def_id: str) -> Msg:
    """"L2 Fire" / "L2 불" for an element card, the card's name for an ability card."""
    if is_element_card(def_id):
        el = ELEMENT_NAMES[def_id[0]]
        return Msg(f"L{def_id[1]} {el.en}", f"L{def_id[1]} {el.ko}")
    return ABILITY_CARD_NAMES.get(def_id, Msg(def_id, def_id))


def seat(p: int) -> Msg:
    return Msg(f"Player {p + 1}", f"플레이어 {p + 1}")
