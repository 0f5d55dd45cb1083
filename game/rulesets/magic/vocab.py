"""The words of the reduced core as data: colors, types, keywords, effect verbs, targets and trigger
events, each with its English and Korean name. Card files may use these words only (docs/magic-cards.md)."""
from __future__ import annotations

from game.engine.text import Msg

COLORS = ("W", "U", "B", "R", "G")
MANA = COLORS + ("C",)            # a mana pool holds these six kinds (106.1)
COLOR_NAMES = {"W": Msg("white", "백색"), "U": Msg("blue", "청색"), "B": Msg("black", "흑색"),
               "R": Msg("red", "적색"), "G": Msg("green", "녹색"), "C": Msg("colorless", "무색")}

TYPES = ("creature", "artifact", "enchantment", "instant", "sorcery", "land", "planeswalker", "vanguard", "plane",
         "phenomenon")
TYPE_NAMES = {"creature": Msg("Creature", "생물"), "artifact": Msg("Artifact", "마법물체"),
              "enchantment": Msg("Enchantment", "부여마법"), "instant": Msg("Instant", "순간마법"),
              "sorcery": Msg("Sorcery", "집중마법"), "land": Msg("Land", "대지"),
              "planeswalker": Msg("Planeswalker", "플레인즈워커"), "vanguard": Msg("Vanguard", "뱅가드"),
              "plane": Msg("Plane", "차원"), "phenomenon": Msg("Phenomenon", "현상")}
# The card types that never go in a deck: they wait in the command zone (902.3, 901.4).
COMMAND_ONLY_TYPES = ("vanguard", "plane", "phenomenon", "scheme")   # never in a deck (902.3, 901.3, 904.4)
SUPERTYPES = ("legendary", "basic")
SUPERTYPE_NAMES = {"legendary": Msg("Legendary", "전설적"), "basic": Msg("Basic", "기본")}
PERMANENT_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker")
# Subtypes as a type line shows them; each card file's subtype needs its names here (tests/magic/test_mg_data.py).
SUBTYPE_NAMES = {
    "Bat": Msg("Bat", "박쥐"), "Bear": Msg("Bear", "곰"), "Beast": Msg("Beast", "야수"), "Bird": Msg("Bird", "새"),
    "Boar": Msg("Boar", "멧돼지"), "Cleric": Msg("Cleric", "성직자"), "Construct": Msg("Construct", "구조물"),
    "Dragon": Msg("Dragon", "드래곤"), "Drake": Msg("Drake", "비룡"), "Elf": Msg("Elf", "엘프"),
    "Elk": Msg("Elk", "엘크"), "Faerie": Msg("Faerie", "요정"), "Fish": Msg("Fish", "물고기"),
    "Forest": Msg("Forest", "숲"), "Frog": Msg("Frog", "개구리"), "Fungus": Msg("Fungus", "균류"),
    "Giant": Msg("Giant", "거인"), "Goblin": Msg("Goblin", "고블린"), "Golem": Msg("Golem", "골렘"),
    "Horror": Msg("Horror", "괴물"), "Hound": Msg("Hound", "사냥개"), "Human": Msg("Human", "인간"),
    "Insect": Msg("Insect", "곤충"), "Island": Msg("Island", "섬"), "Knight": Msg("Knight", "기사"),
    "Lizard": Msg("Lizard", "도마뱀"), "Merfolk": Msg("Merfolk", "인어"), "Mountain": Msg("Mountain", "산"),
    "Naga": Msg("Naga", "나가"), "Ogre": Msg("Ogre", "오우거"), "Plains": Msg("Plains", "평원"),
    "Scout": Msg("Scout", "정찰병"), "Serpent": Msg("Serpent", "바다뱀"), "Shaman": Msg("Shaman", "주술사"),
    "Soldier": Msg("Soldier", "병사"), "Spirit": Msg("Spirit", "영혼"), "Swamp": Msg("Swamp", "늪"),
    "Thopter": Msg("Thopter", "날개장치"), "Treefolk": Msg("Treefolk", "나무정령"), "Vampire": Msg("Vampire", "뱀파이어"),
    "Warrior": Msg("Warrior", "전사"), "Wizard": Msg("Wizard", "마법사"), "Wolf": Msg("Wolf", "늑대"), "Zombie": Msg("Zombie", "좀비"),
    "Aura": Msg("Aura", "오라"), "Equipment": Msg("Equipment", "장비"),
}

# Basic land types and the color their intrinsic mana ability makes (305.6).
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

KEYWORDS = ("flying", "reach", "vigilance", "haste", "trample", "lifelink", "deathtouch", "first_strike",
            "double_strike", "flash")
KEYWORD_NAMES = {"flying": Msg("Flying", "비행"), "reach": Msg("Reach", "도달"), "vigilance": Msg("Vigilance", "경계"),
                 "haste": Msg("Haste", "신속"), "trample": Msg("Trample", "돌진"), "lifelink": Msg("Lifelink", "생명연결"),
                 "deathtouch": Msg("Deathtouch", "치명타"), "first_strike": Msg("First strike", "선제공격"),
                 "double_strike": Msg("Double strike", "이중타격"), "flash": Msg("Flash", "섬광")}

# What an effect may aim at (115.1); one target per spell or ability in this core.
TARGETS = ("any", "creature", "player", "opponent", "spell", "nonland_permanent", "artifact", "planeswalker",
           "creature_you_control", "creature_you_dont_control", "creature_card_in_your_graveyard")
TARGET_NAMES = {"any": Msg("any target", "대상 하나"), "creature": Msg("target creature", "생물 하나"),
                "player": Msg("target player", "플레이어 한 명"), "opponent": Msg("target opponent", "상대 한 명"),
                "spell": Msg("target spell", "주문 하나"),
                "nonland_permanent": Msg("target nonland permanent", "대지가 아닌 지속물 하나"),
                "artifact": Msg("target artifact", "마법물체 하나"),
                "planeswalker": Msg("target planeswalker", "플레인즈워커 하나"),
                "creature_you_control": Msg("target creature you control", "당신이 조종하는 생물 하나"),
                "creature_you_dont_control": Msg("target creature you don't control", "당신이 조종하지 않는 생물 하나"),
                "creature_card_in_your_graveyard": Msg("target creature card in your graveyard",
                                                       "당신의 무덤에 있는 생물 카드 하나")}

# Effect verbs (the "do" of an effect table) and the fields each needs beyond "do".
EFFECTS: dict[str, tuple[str, ...]] = {
    "damage": ("amount", "to"), "draw": ("amount",), "gain_life": ("amount",), "lose_life": ("amount", "to"),
    "destroy": ("to",), "exile": ("to",), "bounce": ("to",), "tuck": ("to",), "counter": ("to",),
    "token": ("token", "amount"), "counters": ("amount", "to"), "pump": ("power", "toughness", "to"),
    "grant": ("keyword", "to"), "tap": ("to",), "untap": ("to",), "add_mana": ("mana",),
    "discard_random": ("amount", "to"), "mill": ("amount", "to"),
    "copy_token": ("to",),
    "wish": (),          # its caster puts a card they own from outside the game into their hand (903.11)
    "discard": ("amount", "to"),   # each player reached chooses that many cards to discard (701.9b; groups.py)
    "gain_control": ("to",),   # its controller controls the target, for its "until" or the rest of the game (control.py)
    "attach": ("to",),   # Equip: attach this Equipment to the target (701.3, 702.6a; attach.py)
    "search": ("find", "put"),   # search your library for a card, put it somewhere, shuffle (701.19, 701.20)
    "scry": ("amount",),         # look at the top N, any on the bottom, the rest on top in any order (701.22)
    "look": ("amount",),         # look at the top N, one into your hand, the rest on the bottom in any order
    "fight": ("to",),            # the first target and the second deal damage equal to their power to each other (701.14)
    "reanimate": ("to",),        # a card in a graveyard onto the battlefield under your control
    "fetch_commander": (),       # your commander from the command zone into your hand (matters.py)
    "planeswalk": (),            # you planeswalk: the face-up plane to the bottom, the next one up (701.24, planechase.py)
    "roll_planar": (),           # you roll the planar die, a roll no roll action counts (901.9, planechase.py)
}
# How long an effect lasts (an effect's "until"; durations.py): none for pump and grant is until end of turn,
# none for gain_control is the rest of the game.
DURATIONS = ("end_of_turn", "your_next_turn", "source_leaves", "planeswalk")
DURATION_NAMES = {"end_of_turn": Msg("until end of turn", "턴 종료까지"),
                  "your_next_turn": Msg("until your next turn", "당신의 다음 턴까지"),
                  "source_leaves": Msg("for as long as this remains on the battlefield", "이것이 전장에 남아 있는 동안"),
                  "planeswalk": Msg("until a player planeswalks", "플레이어가 플레인즈워크할 때까지")}
LASTING_VERBS = ("pump", "grant", "gain_control")
# What a search looks for (701.19) and where the found card goes.
SEARCH_FINDS = ("basic_land", "land", "creature", "instant_or_sorcery", "artifact_or_enchantment", "card",
                "partner")    # "partner": the card the source says "Partner with" (702.124j)
SEARCH_PUTS = ("hand", "battlefield", "battlefield_tapped", "top")
# Who an effect reaches: the spell's targets (the first, the second: 115.1d), or a fixed group (no choice,
# no targeting).
RECIPIENTS = ("target", "self", "you", "each_opponent", "each_player", "each_creature", "each_other_creature",
              "each_opponent_creature", "your_creatures", "each_artifact_enchantment", "each_creature_and_player",
              "target2", "each_target")
# The recipients that are targets: the first, the second (115.1d) or every target of the spell (multi.py).
TARGETED = ("target", "target2", "each_target")
TRIGGERS = ("enters", "dies", "attacks", "upkeep", "end_step", "cast_noncreature", "combat_damage_player",
            "cast_commander", "commander_attacks", "commander_combat_damage",
            # Planechase (901): a face-up plane's "whenever you roll {CHAOS}", "when you planeswalk to / from
            # this", a phenomenon's "when you encounter this", and any permanent's "whenever you roll a die" (901.9d)
            "chaos", "planeswalk_to", "planeswalk_from", "encounter", "roll_die")
# "enters_with": this enters with +1/+1 counters on it (614.1c), as many as its effect says (X: 107.3m)
ENTERS_WITH = "enters_with"
STATICS = ("anthem", "grant", "hand_to_library", "restrain", "control", "commander_discount", ENTERS_WITH)
# Creatures you control of what the card's draft note names (905.2b, draftnotes.py): its color, its creature type
# (the others of it), its card's name.
NOTED_SCOPES = ("noted_color", "other_noted_type", "noted_name")
STATIC_SCOPES = ("your_creatures", "other_your_creatures", "opponents_cards", "attached", "your_commander",
                 "each_creature") + NOTED_SCOPES     # each_creature: every creature on the battlefield, a plane's (901.7)
# What an Aura may enchant (303.4a, "Enchant creature"): the word of its card field and the target kind its
# spell aims at. "restrain" (can't attack or block) and "control" (you control it) are statics of an Aura or
# Equipment's "attached" scope only (attach_cards.py).
ENCHANT = {"creature": "creature"}
ENCHANT_NAMES = {"creature": Msg("Enchant creature", "생물에 부여")}
# "As long as you control your commander" (matters.py); an amount counted as the effect resolves.
CONDITIONS = ("control_commander",)
AMOUNTS = ("identity_colors", "charge_counters", "time_counters", "noted_number")   # noted_number: 905.2b
# Counters other than +1/+1 (122): -1/-1, and named counters with no rules meaning that abilities count.
COUNTER_KINDS = ("-1/-1", "charge", "time")
COUNTER_NAMES = {"-1/-1": Msg("-1/-1", "-1/-1"), "charge": Msg("charge", "충전"), "time": Msg("time", "시간")}
# A mana ability producing "*" makes one mana of any color in its controller's commander's color identity
# (903.4e: none without a commander).
IDENTITY_MANA = "*"
# Our own card sets (903.12b: Brawl uses cards of the sets listed here in place of real-world rotation).
SETS = ("core", "command", "vault")
BRAWL_SETS = ("core", "command")
# The first effect of a "may" ability reads as something "you may" do (603.5): these verbs, or draw or
# gain life for "you".
MAY_VERBS = ("damage", "destroy", "exile", "bounce", "tuck", "counter", "token", "counters", "tap", "untap",
             "add_mana")

# ----- Archenemy (904; schemes.py): the scheme card type (313) with its ongoing supertype, the trigger "when
# you set this scheme in motion" (904.9), the verbs that set a scheme in motion (701.25) and abandon one
# (701.26), and the "self or others" choice each opponent makes with the recipients it sorts them into.
TYPES = TYPES + ("scheme",)
TYPE_NAMES["scheme"] = Msg("Scheme", "계략")
SUPERTYPES = SUPERTYPES + ("ongoing",)
SUPERTYPE_NAMES["ongoing"] = Msg("Ongoing", "지속")
TRIGGERS = TRIGGERS + ("set_in_motion",)
EFFECTS.update({"set_in_motion": (), "abandon": (), "self_or_others": ()})
RECIPIENTS = RECIPIENTS + ("chose_self", "chose_others")

# Draft-time abilities (905.2), a card's ``draft`` field: what it does as it is drafted in a Conspiracy Draft
# (draft_abilities.py carries them out). What one notes (905.2b) the game reads through NOTED_SCOPES and the
# amount noted_number (draftnotes.py).
DRAFT_ABILITIES = {
    "face_up": Msg("Draft this card face up.", "이 카드를 앞면으로 드래프트합니다."),
    "note_next_color": Msg("Reveal this as you draft it and note the color of the next card you draft.",
                           "이 카드를 드래프트할 때 공개하고, 당신이 다음에 드래프트하는 카드의 색을 기록합니다."),
    "note_next_name": Msg("Reveal this as you draft it and note the name of the next card you draft.",
                          "이 카드를 드래프트할 때 공개하고, 당신이 다음에 드래프트하는 카드의 이름을 기록합니다."),
    "note_pack_count": Msg("Reveal this as you draft it and note how many cards are left in the pack you drafted it from.",
                           "이 카드를 드래프트할 때 공개하고, 이 카드를 드래프트한 팩에 남은 카드 수를 기록합니다."),
    "note_last_type": Msg("Reveal this as you draft it and note a creature type of the last creature card you drafted "
                          "before it.", "이 카드를 드래프트할 때 공개하고, 그 전에 당신이 마지막으로 드래프트한 생물 카드의 "
                          "생물 유형 하나를 기록합니다."),
    "note_face_up_count": Msg("Reveal this as you draft it and note how many cards are face up in all draft piles.",
                              "이 카드를 드래프트할 때 공개하고, 모든 드래프트 더미에 앞면인 카드 수를 기록합니다."),
    "veil": Msg("Reveal this as you draft it. Each other player turns the face-up cards in their draft pile face down.",
                "이 카드를 드래프트할 때 공개합니다. 다른 각 플레이어는 자신의 드래프트 더미에 앞면인 카드를 "
                "뒷면으로 뒤집습니다."),
}

# ----- Conspiracy Draft (905; conspiracy.py): the conspiracy card type, never in a deck but a card of the
# sideboard, put into the command zone before the game (905.4); hidden agenda's "the chosen name" (702.106)
TYPES = TYPES + ("conspiracy",)
TYPE_NAMES["conspiracy"] = Msg("Conspiracy", "컨스피러시")
COMMAND_ONLY_TYPES = COMMAND_ONLY_TYPES + ("conspiracy",)
SIDEBOARD_TYPES = ("conspiracy",)      # command-only types that wait in the sideboard until the game (905.4)
NAMED = "named_creatures"              # a hidden agenda's scope: creatures you control with the chosen name
STATIC_SCOPES = STATIC_SCOPES + (NAMED,)
