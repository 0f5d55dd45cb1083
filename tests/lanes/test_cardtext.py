"""Card text of the Lanes TCG: generated from the card data, in English and Korean."""
from __future__ import annotations

import re

import pytest

from game.engine.text import Msg
from game.rulesets.lanes import cards as cards_mod
from game.rulesets.lanes import vocab
from game.rulesets.lanes.cards import CardDb, make_ability, parse_card
from game.rulesets.lanes.cardtext import (KEYWORD_NAMES, SUBKEYWORDS, ability_text, card_lines, equip_text,
                                          filter_text, oath_text, step_text)
from game.rulesets.lanes.cardtext_ko import can, decl, josa

AFFS = {"ashguard": Msg("Ashguard", "잿불 수비대"), "rootkin": Msg("Rootkin", "뿌리일족")}
DB = CardDb([], AFFS)


def ab(table, key="T-01#0"):
    out: list[str] = []
    data = vocab.ability_table(table, "test", out)
    assert not out, out
    return make_ability(key, data)


def both(table, db=DB, key="T-01#0"):
    a = ab(table, key)
    return ability_text(a, db, "en"), ability_text(a, db, "ko")


def card(raw):
    out: list[str] = []
    c = parse_card(raw, "test", out, AFFS)
    assert not out, out
    return c


# --------------------------------------------------------------------------- names

def test_keyword_names_use_the_rules_terms():
    expect = {
        "entry": ("Entry", "엔트리"), "exit": ("Exit", "엑시트"), "passive": ("Passive", "패시브"),
        "active": ("Active", "액티브"), "attacker": ("Attacker", "어태커"), "defender": ("Defender", "디펜더"),
        "armed": ("Armed", "암드"), "frontline": ("Frontline", "전선구축"), "level_link": ("Level Link", "레벨링크"),
        "trigger": ("Trigger", "트리거"), "pierce": ("Pierce", "관통"), "plunder": ("Plunder", "약탈"),
        "breakthrough": ("Breakthrough", "돌파"), "duelist": ("Duelist", "듀얼리스트"), "infiltrate": ("Infiltrate", "침투"),
        "finisher": ("Finisher", "종결"), "mutual_destruction": ("Mutual Destruction", "공멸"), "return": ("Return", "귀환"),
        "awaken": ("Awaken", "각성"), "berserker": ("Berserker", "광전사"), "guardian": ("Guardian", "가디언"),
        "barrier": ("Barrier", "방벽"), "sacrifice": ("Sacrifice", "희생"),
    }
    for key, (en, ko) in expect.items():
        assert KEYWORD_NAMES[key] == Msg(en, ko)
    for key in ("skill", "equipped", "auto"):
        assert KEYWORD_NAMES[key].en and KEYWORD_NAMES[key].ko


def test_every_keyword_and_sub_keyword_has_a_name():
    subs = {s for group in vocab._SUBKEYWORDS.values() for s in group} | {"barrier", "sacrifice"}
    for key in set(vocab.KEYWORDS) | subs:
        assert key in KEYWORD_NAMES, key
    for kw, group in vocab._SUBKEYWORDS.items():
        assert set(SUBKEYWORDS[kw]) == set(group)


# --------------------------------------------------------------------------- representative abilities

def test_attacker_sub_keywords():
    assert both({"keyword": "attacker", "pierce": 2}) == ("[Attacker] Pierce[2]", "[어태커] 관통[2]")
    assert both({"keyword": "attacker", "plunder": 1, "breakthrough": {"max_cost": 3}}) == (
        "[Attacker] Plunder[1], Breakthrough[cost 3 or less]", "[어태커] 약탈[1], 돌파[코스트 3 이하]")
    assert both({"keyword": "attacker", "breakthrough": {}}) == ("[Attacker] Breakthrough", "[어태커] 돌파")
    assert both({"keyword": "attacker", "duelist": True, "infiltrate": 2}) == (
        "[Attacker] Infiltrate[2], Duelist", "[어태커] 침투[2], 듀얼리스트")


def test_sub_keywords_with_an_effect():
    en, ko = both({"keyword": "attacker", "pierce": 1, "effect": [{"do": "draw", "n": 1}]})
    assert en == "[Attacker] Pierce[1]. Draw 1 card."
    assert ko == "[어태커] 관통[1]. 카드를 1장 드로우한다."
    assert both({"keyword": "exit", "mutual_destruction": True, "return": True}) == (
        "[Exit] Mutual Destruction, Return", "[엑시트] 공멸, 귀환")
    assert both({"keyword": "defender", "finisher": True}) == ("[Defender] Finisher", "[디펜더] 종결")


def test_entry_may_then_if_you_did():
    en, ko = both({"keyword": "entry", "effect": [{"do": "draw", "n": 1, "may": True},
                                                  {"do": "discard", "n": 1, "if": "previous"}]})
    assert en == "[Entry] You may draw 1 card. If you did, trash 1 card from your hand."
    assert ko == "[엔트리] 카드를 1장 드로우할 수 있다. 그러면 패에서 카드를 1장 트래시한다."


def test_level_link_static_on_a_leader():
    en, ko = both({"keyword": "level_link", "level": 6, "static": [{"power": 1, "target": {"all": True, "side": "own"}}]})
    assert en == "[Level Link 6] Your units get +1 power."
    assert ko == "[레벨링크 6] 모든 자신 유닛의 파워를 +1한다."


def test_guardian_awaken_berserker():
    assert both({"keyword": "guardian", "barrier": 1}) == ("[Guardian] Barrier[1]", "[가디언] 방벽[1]")
    assert both({"keyword": "guardian", "sacrifice": 2}) == ("[Guardian] Sacrifice[2]", "[가디언] 희생[2]")
    assert both({"keyword": "awaken", "level": 6}) == ("[Awaken] Level 6", "[각성] 레벨 6")
    assert both({"keyword": "berserker"}) == ("[Berserker]", "[광전사]")


def test_armed_with_affiliation():
    en, ko = both({"keyword": "armed", "affiliation": "ashguard", "static": [{"power": 2}]})
    assert en == "[Armed: Ashguard] This unit gets +2 power."
    assert ko == "[암드: 잿불 수비대] 이 유닛의 파워를 +2한다."
    assert both({"keyword": "armed", "static": [{"power": 2}, {"hit": 1}]}) == (
        "[Armed] This unit gets +2 power and +1 hit.", "[암드] 이 유닛의 파워를 +2하고 히트를 +1한다.")


def test_active_cost_before_a_colon_then_choose():
    en, ko = both({"keyword": "active", "cost": [{"do": "discard", "n": 1}],
                   "effect": [{"do": "trash", "target": {"choose": 1, "side": "opponent", "max_cost": 3}}]})
    assert en == "[Active] Trash 1 card from your hand: choose 1 opponent unit with cost 3 or less. Trash it."
    assert ko == "[액티브] 패에서 카드를 1장 트래시한다: 코스트 3 이하인 상대 유닛을 1장 골라 트래시한다."
    en, ko = both({"keyword": "active", "cost": [{"do": "discard", "n": 1}, {"do": "trash_self"}],
                   "effect": [{"do": "draw", "n": 2}]})
    assert en == "[Active] Trash 1 card from your hand and trash this card: draw 2 cards."
    assert ko == "[액티브] 패에서 카드를 1장 트래시하고, 이 카드를 트래시한다: 카드를 2장 드로우한다."
    en, ko = both({"keyword": "active", "cost": [{"do": "level", "n": -1}], "effect": [{"do": "damage", "n": 2}]})
    assert en == "[Active] Lower your leader level by 1: deal 2 damage to your opponent."
    assert ko == "[액티브] 자신의 리더 레벨을 1 내린다: 상대에게 2 대미지를 준다."


def test_gates_render_as_extra_brackets():
    en, ko = both({"keyword": "entry", "level_link": 5, "frontline": True, "armed": "ashguard",
                   "effect": [{"do": "draw", "n": 1}]})
    assert en == "[Entry] [Level Link 5] [Frontline] [Armed: Ashguard] Draw 1 card."
    assert ko == "[엔트리] [레벨링크 5] [전선구축] [암드: 잿불 수비대] 카드를 1장 드로우한다."
    assert both({"keyword": "active", "armed": True, "effect": [{"do": "draw", "n": 1}]})[0] == "[Active] [Armed] Draw 1 card."


def test_conditions():
    en, ko = both({"keyword": "entry", "condition": {"level_at_least": 5}, "effect": [{"do": "draw", "n": 1}]})
    assert en == "[Entry] If your leader level is 5 or more, draw 1 card."
    assert ko == "[엔트리] 자신의 리더 레벨이 5 이상이라면, 카드를 1장 드로우한다."
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "draw", "n": 1, "condition": {"hand_at_most": 2, "my_turn": True}}]})
    assert en == "[Entry] If you have 2 or fewer cards in hand and it is your turn, draw 1 card."
    assert ko == "[엔트리] 자신의 패가 2장 이하이고 자신의 턴이라면, 카드를 1장 드로우한다."
    en, ko = both({"keyword": "entry", "condition": {"damage_at_least": 4}, "may": True,
                   "effect": [{"do": "draw", "n": 1}, {"do": "discard", "n": 1}]})
    assert en == ("[Entry] If you have 4 or more cards in your damage zone, you may do the following: "
                  "Draw 1 card. Trash 1 card from your hand.")
    assert ko == ("[엔트리] 자신의 대미지 존에 카드가 4장 이상 있다면, 다음을 처리할 수 있다: "
                  "카드를 1장 드로우한다. 패에서 카드를 1장 트래시한다.")


def test_durations():
    en, ko = both({"keyword": "attacker", "effect": [{"do": "power", "n": 2, "target": "self"}]})
    assert en == "[Attacker] This unit gets +2 power until the end of the battle."
    assert ko == "[어태커] 이 전투가 끝날 때까지 이 유닛의 파워를 +2한다."
    en, ko = both({"keyword": "entry", "effect": [{"do": "power", "n": -1, "target": {"choose": 2, "side": "opponent"}}]})
    assert en == "[Entry] Choose 2 opponent units. They get -1 power until end of turn."
    assert ko == "[엔트리] 상대 유닛을 2장 골라, 이 턴이 끝날 때까지 파워를 -1한다."
    en, ko = both({"keyword": "entry", "effect": [{"do": "hit", "n": 1, "target": "self", "until": "permanent"}]})
    assert en == "[Entry] This unit gets +1 hit."
    assert ko == "[엔트리] 이 유닛의 히트를 +1한다."
    en, _ = both({"keyword": "defender", "effect": [{"do": "power", "n": 1, "target": "self", "until": "turn"}]})
    assert en == "[Defender] This unit gets +1 power until end of turn."


def test_targets_and_filters():
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "bounce", "target": {"choose": 1, "upto": True, "side": "own", "affiliation": "rootkin", "other": True}}]})
    assert en == "[Entry] Choose up to 1 of your other Rootkin units. Return it to its owner's hand."
    assert ko == "[엔트리] 자신의 다른 뿌리일족 소속 유닛을 1장까지 골라 주인의 패로 되돌린다."
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "trash", "target": {"all": True, "side": "opponent", "min_cost": 2, "max_cost": 4}}]})
    assert en == "[Entry] Trash all opponent units with cost 2 to 4."
    assert ko == "[엔트리] 코스트 2 이상 4 이하인 모든 상대 유닛을 트래시한다."
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "halve_power", "target": {"all": True, "side": "any", "attribute": "fire", "lane": "adjacent"}}]})
    assert en == "[Entry] Halve the power of all Fire units in an adjacent lane until end of turn."
    assert ko == "[엔트리] 이 턴이 끝날 때까지 인접한 레인의 모든 화염 속성 유닛의 파워를 절반으로 한다."
    en, ko = both({"keyword": "entry", "effect": [{"do": "trash", "target": {"choose": 1, "side": "any", "min_power": 5}}]})
    assert en == "[Entry] Choose 1 unit with power 5 or more. Trash it."
    assert ko == "[엔트리] 파워 5 이상인 유닛을 1장 골라 트래시한다."


def test_named_targets():
    for name, en, ko in [("encounter", "this unit's encounter unit", "이 유닛의 조우 유닛"),
                         ("attacker", "the attacking unit", "공격 선언한 유닛"),
                         ("defender", "the blocking unit", "방어 선언한 유닛")]:
        e, k = both({"keyword": "defender", "effect": [{"do": "power", "n": -2, "target": name}]})
        assert e == f"[Defender] {en[0].upper() + en[1:]} gets -2 power until the end of the battle."
        assert k == f"[디펜더] 이 전투가 끝날 때까지 {ko}의 파워를 -2한다."


def test_may_with_a_chosen_target_and_with_another_player():
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "trash", "may": True, "target": {"choose": 1, "side": "opponent", "max_power": 3}}]})
    assert en == "[Entry] You may choose 1 opponent unit with power 3 or less. If you do, trash it."
    assert ko == "[엔트리] 파워 3 이하인 상대 유닛을 1장 골라 트래시할 수 있다."
    en, ko = both({"keyword": "entry", "effect": [{"do": "shuffle", "who": "opponent", "may": True}]})
    assert en == "[Entry] You may have your opponent shuffle their deck."
    assert ko == "[엔트리] 상대가 덱을 섞게 할 수 있다."


def test_who():
    assert both({"keyword": "entry", "effect": [{"do": "draw", "n": 2, "who": "each"}]}) == (
        "[Entry] Each player draws 2 cards.", "[엔트리] 각 플레이어는 카드를 2장 드로우한다.")
    assert both({"keyword": "entry", "effect": [{"do": "discard", "n": 1, "who": "opponent"}]}) == (
        "[Entry] Your opponent trashes 1 card from their hand.", "[엔트리] 상대는 패에서 카드를 1장 트래시한다.")
    assert both({"keyword": "entry", "effect": [{"do": "damage", "n": 1, "who": "self"}]}) == (
        "[Entry] Deal 1 damage to yourself.", "[엔트리] 자신에게 1 대미지를 준다.")
    assert both({"keyword": "entry", "effect": [{"do": "lose", "who": "opponent"}]}) == (
        "[Entry] Your opponent loses the game.", "[엔트리] 상대는 게임에서 패배한다.")


def test_grant_step_quotes_the_granted_ability():
    en, ko = both({"keyword": "skill", "effect": [
        {"do": "grant", "ability": {"keyword": "attacker", "breakthrough": {"max_power": 3}},
         "target": {"all": True, "side": "own"}}]}, key="T-02#0")
    assert en == '[Skill] All your units gain "[Attacker] Breakthrough[power 3 or less]" until end of turn.'
    assert ko == "[스킬] 이 턴이 끝날 때까지 모든 자신 유닛에게 「[어태커] 돌파[파워 3 이하]」 효과를 부여한다."
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "grant", "ability": {"keyword": "attacker", "effect": [{"do": "power", "n": 1, "target": "self"}]},
         "target": "self"}]})
    # inside the granted attacker ability the duration is the battle's
    assert en == '[Entry] This unit gains "[Attacker] This unit gets +1 power until the end of the battle" until end of turn.'
    assert ko == ("[엔트리] 이 턴이 끝날 때까지 이 유닛에게 「[어태커] 이 전투가 끝날 때까지 이 유닛의 파워를 +1한다」 "
                  "효과를 부여한다.")


def test_static_kinds():
    en, ko = both({"keyword": "passive", "static": [
        {"prohibit": "block", "target": {"all": True, "side": "opponent", "max_cost": 1}}]})
    assert en == "[Passive] Your opponent's units with cost 1 or less cannot block."
    assert ko == "[패시브] 코스트 1 이하인 모든 상대 유닛은 방어 선언할 수 없다."
    assert both({"keyword": "passive", "static": [{"size": -1, "who": "opponent"}]}) == (
        "[Passive] Your opponent's size gets -1.", "[패시브] 상대의 사이즈를 -1한다.")
    assert both({"keyword": "passive", "static": [{"cost": 1, "target": {"all": True, "side": "any"}}]}) == (
        "[Passive] All units get +1 cost.", "[패시브] 모든 유닛의 코스트를 +1한다.")
    assert both({"keyword": "passive", "static": [{"grant": {"keyword": "berserker"}}]}) == (
        '[Passive] This unit has "[Berserker]".', "[패시브] 이 유닛은 「[광전사]」 효과를 얻는다.")
    assert both({"keyword": "passive", "static": [{"prohibit": "be_returned"}]}) == (
        "[Passive] This unit cannot be returned to hand.", "[패시브] 이 유닛은 패로 되돌아갈 수 없다.")


def test_player_prohibitions():
    assert both({"keyword": "passive", "static": [{"prohibit": "draw", "who": "opponent"}]}) == (
        "[Passive] Your opponent cannot draw cards.", "[패시브] 상대는 카드를 드로우할 수 없다.")
    assert both({"keyword": "passive", "static": [{"prohibit": "play_skill"}]}) == (
        "[Passive] You cannot play skill cards.", "[패시브] 자신은 스킬 카드를 플레이할 수 없다.")
    assert both({"keyword": "entry", "effect": [{"do": "prohibit", "what": "play_skill", "who": "opponent"}]}) == (
        "[Entry] Your opponent cannot play skill cards until end of turn.",
        "[엔트리] 상대는 이 턴이 끝날 때까지 스킬 카드를 플레이할 수 없다.")
    assert both({"keyword": "entry", "may": True, "effect": [{"do": "prohibit", "what": "draw", "who": "opponent"}]}) == (
        "[Entry] You may have your opponent be unable to draw cards until end of turn.",
        "[엔트리] 상대가 이 턴이 끝날 때까지 카드를 드로우할 수 없게 할 수 있다.")
    # A prohibition names units or a player, with what each can be forbidden; anything else is refused.
    for bad in ({"do": "prohibit", "what": "draw", "target": "self"},
                {"do": "prohibit", "what": "attack", "who": "opponent"},
                {"do": "prohibit", "what": "draw"},
                {"do": "prohibit", "what": "draw", "who": "self", "target": "self"}):
        out: list[str] = []
        vocab.step(bad, "t", out)
        assert out and ".what" in out[0], (bad, out)
    out = []
    vocab.static([{"prohibit": "attack", "who": "opponent"}], "t", out)
    assert out and "target" in out[0]


def test_auto_timings():
    en, ko = both({"keyword": "auto", "when": "damaged", "may": True, "effect": [{"do": "heal", "n": 1}]})
    assert en == "[Auto] When you take damage, you may trash the most recent card in your damage zone."
    assert ko == "[자동] 자신이 대미지를 받았을 때, 자신의 대미지 존에서 가장 최근에 놓인 카드를 1장 트래시할 수 있다."
    en, ko = both({"keyword": "auto", "when": "end_of_turn", "effect": [{"do": "draw", "n": 1}]})
    assert en == "[Auto] At the end of your turn, draw 1 card."
    assert ko == "[자동] 자신의 턴이 끝날 때, 카드를 1장 드로우한다."


def test_search_and_recover():
    en, ko = both({"keyword": "entry", "effect": [
        {"do": "search", "n": 1, "filter": {"type": "item", "affiliation": "ashguard"}}]})
    assert en == ("[Entry] Search your deck for up to 1 Ashguard item card, reveal it and put it into your hand, "
                  "then shuffle your deck.")
    assert ko == "[엔트리] 자신의 덱에서 잿불 수비대 소속 아이템 카드를 1장까지 골라 공개하고 패에 넣은 뒤, 덱을 섞는다."
    en, ko = both({"keyword": "entry", "effect": [{"do": "recover", "n": 2, "filter": {"max_cost": 2}}]})
    assert en == "[Entry] Return up to 2 cards with cost 2 or less from your trash to your hand."
    assert ko == "[엔트리] 자신의 트래시 존에서 코스트 2 이하인 카드를 2장까지 골라 패로 되돌린다."


# --------------------------------------------------------------------------- cards

ITEM = {"id": "T-I01", "name": {"en": "Test Blade", "ko": "시험 칼날"}, "type": "item", "attribute": "fire",
        "cost": 1, "equip": {"affiliation": "ashguard"},
        "ability": [{"keyword": "equipped", "static": [{"power": 2}, {"grant": {"keyword": "attacker", "pierce": 1}}]}]}
LEADER = {"id": "T-L01", "name": {"en": "Test Lord", "ko": "시험 군주"}, "type": "leader", "attribute": "fire",
          "oath": [{"attributes": ["fire", "lightning"]}, {"max_type": {"skill": 8}}, {"min_type": {"unit": 20}},
                   {"max_cost": 6}, {"min_affiliation": {"key": "ashguard", "count": 10}}],
          "ability": [{"keyword": "awaken", "level": 6}],
          "back": {"name": {"en": "Test Lord, Awakened", "ko": "각성한 시험 군주"},
                   "ability": [{"keyword": "level_link", "level": 7,
                                "static": [{"power": 1, "target": {"all": True, "side": "own", "attribute": "fire"}}]}]}}


def test_item_lines_and_equip_condition():
    item = card(ITEM)
    db = CardDb([item], AFFS)
    assert card_lines(item, db, "en") == [
        "Equip to: an Ashguard unit",
        '[Equipped] The equipped unit gets +2 power. The equipped unit has "[Attacker] Pierce[1]".']
    assert card_lines(item, db, "ko") == [
        "장착 조건: 잿불 수비대 소속 유닛",
        "[장착] 이 아이템을 장착한 유닛의 파워를 +2한다. 이 아이템을 장착한 유닛은 「[어태커] 관통[1]」 효과를 얻는다."]
    plain = card({**ITEM, "id": "T-I02", "equip": {"min_cost": 3}})
    assert equip_text(plain, db, "en") == "Equip to: a unit with cost 3 or more"
    assert equip_text(plain, db, "ko") == "장착 조건: 코스트 3 이상인 유닛"
    no_equip = card({k: v for k, v in ITEM.items() if k != "equip"} | {"id": "T-I03"})
    assert card_lines(no_equip, db, "en")[0].startswith("[Equipped]")


def test_leader_faces_and_oath():
    leader = card(LEADER)
    db = CardDb([leader], AFFS)
    assert card_lines(leader, db, "en") == ["[Awaken] Level 6"]
    assert card_lines(leader, db, "en", awakened=True) == ["[Level Link 7] Your Fire units get +1 power."]
    assert card_lines(leader, db, "ko", awakened=True) == ["[레벨링크 7] 자신의 모든 화염 속성 유닛의 파워를 +1한다."]
    assert oath_text(leader, db, "en") == [
        "Your deck may contain only Fire or Lightning cards.",
        "Your deck may contain at most 8 skill cards.",
        "Your deck must contain at least 20 unit cards.",
        "Your deck may contain only cards with cost 6 or less.",
        "Your deck must contain at least 10 Ashguard cards.",
    ]
    assert oath_text(leader, db, "ko") == [
        "덱에는 화염 또는 번개 속성 카드만 넣을 수 있다.",
        "덱에 스킬 카드는 최대 8장까지 넣을 수 있다.",
        "덱에 유닛 카드를 20장 이상 넣어야 한다.",
        "덱에는 코스트 6 이하인 카드만 넣을 수 있다.",
        "덱에 잿불 수비대 소속 카드를 10장 이상 넣어야 한다.",
    ]


# --------------------------------------------------------------------------- the whole vocabulary

SAMPLE = {"n": 2, "who": "opponent", "target": {"choose": 1, "side": "opponent"}, "until": "battle",
          "ability": {"keyword": "attacker", "pierce": 1}, "what": "block", "filter": {"type": "unit", "max_cost": 2},
          "upto": False}
PLACEHOLDER = re.compile(r"[{}]|None|\?\?|_")


def _sample_step(verb):
    # a new step field needs a sample here (and its text in cardtext); a prohibition names units or players
    st = {"do": verb, **{f: SAMPLE[f] for f in vocab.STEP_FIELDS[verb] if not (verb == "prohibit" and f == "who")}}
    out: list[str] = []
    st = vocab.step(st, verb, out)
    assert not out, out
    return st


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_verb_has_text(lang):
    texts = {}
    for verb in vocab.STEP_FIELDS:
        text = step_text(_sample_step(verb), DB, lang)
        assert text and not PLACEHOLDER.search(text), (verb, text)
        texts[verb] = text
    assert len(set(texts.values())) == len(texts), texts


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_keyword_has_text(lang):
    samples = {"entry": {"effect": [{"do": "draw", "n": 1}]}, "exit": {"return": True},
               "attacker": {"pierce": 1}, "defender": {"finisher": True},
               "active": {"effect": [{"do": "draw", "n": 1}]}, "trigger": {"effect": [{"do": "draw", "n": 1}]},
               "skill": {"effect": [{"do": "draw", "n": 1}]},
               "auto": {"when": "damaged", "effect": [{"do": "draw", "n": 1}]},
               "passive": {"static": [{"power": 1}]}, "armed": {"static": [{"power": 1}]},
               "frontline": {"static": [{"power": 1}]}, "level_link": {"level": 5, "static": [{"power": 1}]},
               "equipped": {"static": [{"power": 1}]}, "awaken": {"level": 6}, "berserker": {},
               "guardian": {"barrier": 1}}
    heads = set()
    for kw in vocab.KEYWORDS:
        text = ability_text(ab({"keyword": kw, **samples[kw]}), DB, lang)
        assert text.startswith(f"[{KEYWORD_NAMES[kw].get(lang)}") and not PLACEHOLDER.search(text), (kw, text)
        heads.add(text.split("]")[0])
    assert len(heads) == len(vocab.KEYWORDS)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_sub_keyword_has_text(lang):
    for kw, subs in SUBKEYWORDS.items():
        for sub in subs:
            value = {"breakthrough": {"max_cost": 2}}.get(sub, 1 if sub in ("pierce", "plunder", "infiltrate",
                                                                            "barrier", "sacrifice") else True)
            text = ability_text(ab({"keyword": kw, sub: value}), DB, lang)
            assert KEYWORD_NAMES[sub].get(lang) in text, (sub, text)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_timing_prohibition_condition_duration_has_text(lang):
    def distinct(tables):
        texts = [ability_text(ab(t), DB, lang) for t in tables]
        for t in texts:
            assert not PLACEHOLDER.search(t), t
        assert len(set(texts)) == len(texts), texts

    distinct([{"keyword": "auto", "when": w, "effect": [{"do": "draw", "n": 1}]} for w in vocab.WHEN])
    distinct([{"keyword": "passive", "static": [{"prohibit": p}]} for p in vocab.PROHIBITS])
    distinct([{"keyword": "entry", "effect": [{"do": "prohibit", "what": p, "target": "self"}]} for p in vocab.PROHIBITS])
    distinct([{"keyword": "passive", "static": [{"prohibit": p, "who": w}]}
              for p in vocab.PLAYER_PROHIBITS for w in ("self", "opponent")])
    distinct([{"keyword": "entry", "effect": [{"do": "prohibit", "what": p, "who": w}]}
              for p in vocab.PLAYER_PROHIBITS for w in vocab.WHO])
    distinct([{"keyword": "entry", "effect": [{"do": "power", "n": 1, "target": "self", "until": u}]} for u in vocab.UNTIL])
    distinct([{"keyword": "entry", "effect": [{"do": "power", "n": 1, "target": t}]} for t in vocab.NAMED_TARGETS])
    distinct([{"keyword": "entry", "effect": [{"do": "power", "n": 1, "target": {"choose": 1, "side": s}}]}
              for s in vocab.SIDES])
    distinct([{"keyword": "passive", "static": [{k: 1 if k != "prohibit" else "attack"}]}
              for k in ("power", "hit", "cost")] + [{"keyword": "passive", "static": [{"size": 1}]}])
    samples = {"level_at_least": 5, "damage_at_least": 3, "opponent_damage_at_least": 3, "hand_at_most": 2,
               "hand_at_least": 4, "units_at_least": 2, "encounter": True, "my_turn": False}
    distinct([{"keyword": "entry", "condition": {c: samples[c]}, "effect": [{"do": "draw", "n": 1}]}
              for c in vocab.CONDITION_FIELDS])


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_filter_field_has_text(lang):
    samples = {"type": "item", "attribute": "wave", "affiliation": "ashguard", "max_cost": 3, "min_cost": 2,
               "max_power": 4, "min_power": 5, "other": True, "lane": "adjacent"}
    texts = []
    for key in vocab.FILTER_FIELDS:
        t = filter_text({key: samples[key]}, DB, lang)
        assert t and not PLACEHOLDER.search(t), (key, t)
        texts.append(t)
        whole = ability_text(ab({"keyword": "entry", "effect": [
            {"do": "trash", "target": {"choose": 1, "side": "opponent", key: samples[key]}}]}), DB, lang)
        plain = ability_text(ab({"keyword": "entry", "effect": [
            {"do": "trash", "target": {"choose": 1, "side": "opponent"}}]}), DB, lang)
        assert whole != plain, key
    assert len(set(texts)) == len(texts)
    for a in vocab.ATTRIBUTES:
        assert filter_text({"attribute": a}, DB, lang)
    for t in vocab.TYPES:
        assert filter_text({"type": t}, DB, lang)


def test_unknown_vocabulary_raises_instead_of_a_placeholder():
    with pytest.raises(KeyError):
        step_text({"do": "teleport"}, DB, "en")
    with pytest.raises(KeyError):
        filter_text({"affiliation": "nobody"}, DB, "ko")
    with pytest.raises(ValueError):
        step_text({"do": "draw", "n": 1}, DB, "fr")


# --------------------------------------------------------------------------- Korean grammar helpers

def test_korean_particles_and_endings():
    assert josa("유닛", "을/를") == "유닛을"
    assert josa("카드", "을/를") == "카드를"
    assert josa("상대", "은/는") == "상대는"
    assert josa("그 유닛들", "은/는") == "그 유닛들은"
    assert josa("「[광전사]」", "이/가") == "「[광전사]」가"
    assert decl("드로우하") == "드로우한다"
    assert decl("덱을 섞") == "덱을 섞는다"
    assert decl("공격 선언할 수 없") == "공격 선언할 수 없다"
    assert decl("패로 되돌리") == "패로 되돌린다"
    assert can("드로우하") == "드로우할 수 있다"
    assert can("덱을 섞") == "덱을 섞을 수 있다"
    assert can("방어 선언할 수 없") == "방어 선언할 수 없게 할 수 있다"


# --------------------------------------------------------------------------- the card set

# raw data words; keys with "_" (max_cost, level_link, ...) are caught by the "_" check
RAW_KEYS = re.compile(r"\b(upto|keyword|static|affiliation|attribute|true|false)\b")


def _card_set():
    db = cards_mod.load_card_db()
    assert db.cards, "the card set is empty"
    return db


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_card_of_the_set_renders(lang):
    db = _card_set()
    keys = re.compile(r"\b(" + "|".join(sorted(db.affiliations, key=len, reverse=True)) + r")\b")
    for c in db.cards.values():
        faces = [False, True] if c.back is not None else [False]
        lines = [line for face in faces for line in card_lines(c, db, lang, awakened=face)]
        if c.type == "leader":
            lines += oath_text(c, db, lang)
            assert oath_text(c, db, lang) or not c.oath
        assert len(lines) >= len(c.abilities), c.id
        for line in lines:
            assert line.strip(), c.id
            for bad in ("{", "}", "None", "??", "_"):
                assert bad not in line, (c.id, line)
            assert not RAW_KEYS.search(line), (c.id, line)
            if lang == "en":
                # affiliation keys are lower case; their names are capitalised
                assert not keys.search(line), (c.id, line)
            else:
                assert not re.search(r"[a-z]{3,}", line), (c.id, line)


def test_every_granted_ability_of_the_set_renders():
    db = _card_set()
    for key, a in db.abilities.items():
        for lang in ("en", "ko"):
            text = ability_text(a, db, lang)
            assert text.startswith("[") and "None" not in text, (key, text)


def test_draw_up_to_reads_as_a_choice():
    out: list[str] = []
    table = vocab.ability_table({"keyword": "entry", "effect": [{"do": "draw", "n": 2, "upto": True}]}, "t", out)
    assert not out
    db = CardDb([], AFFS)
    ab = make_ability("T#0", table)
    assert ability_text(ab, db, "en") == "[Entry] Draw up to 2 cards."
    assert ability_text(ab, db, "ko") == "[엔트리] 카드를 2장까지 드로우한다."
