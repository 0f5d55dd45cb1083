"""The settings of Clash of Decks, declared as data, and the reading of a game's setup.

A setup is a dict: each option's value under its id; ``decks`` is either the option (beginner, draft or
constructed) or a list of one deck per person (``{"leader": citadel id, "cards": [8 ids]}``, the deck
picker's form: beginner decks if every one is a beginner deck, else constructed, revealed before
shuffling); optionally ``champions`` (a champion id per person, skipping the choice) and ``players``
(1 for solo, 2 for a duel). Everything is checked before a
game starts; every problem is reported at once, one line each, listing what exists.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.rng import Rng
from game.engine.text import Msg, Said

from . import seats as _seats, vocab
from .cards import CardDb, load_card_db
from .deck import DECK_SIZE, Deck, deck_problems, load_all_decks
from .difficulty import QUICK, Purchase, load_table, points_for, purchase_problem

ON_OFF = (Msg("Off", "끄기"), Msg("On", "켜기"))
LEVEL = Msg("As the level buys", "난이도가 정한 대로")


def _deck_ids() -> tuple[str, ...]:
    try:
        return ("random",) + tuple(load_all_decks(load_card_db()))
    except DataError:   # a broken card file: the game still registers, and starting one says what is wrong
        return ("random",)


def _reading(oid: str, default: str, label: Msg, help: Msg, rule: str, choices: tuple[str, ...],
             labels: tuple[Msg, ...]) -> Option:
    return Option(oid, "choice", default, label, help, choices=choices, reading=True, rule=rule, choice_labels=labels)


def declared_options() -> tuple[Option, ...]:
    decks = _deck_ids()
    abilities = vocab.AI_OPTION_ABILITIES
    return (
        Option("mode", "choice", "duel", Msg("Mode", "모드"),
               Msg("duel: two players. solo: one player against the rulebook AI. ffa: four players, each for "
                   "themselves. 2v2: A and C against B and D. coop: two people (A, C) against two rulebook AIs "
                   "(B, D). The last three are played by four.",
                   "duel: 두 사람의 대결 모드. solo: 규칙서 AI와 겨루는 1인 모드. ffa: 4명 자유 전투 모드. "
                   "2v2: A·C 대 B·D의 2 대 2 모드. coop: 두 사람(A, C)이 규칙서 AI 둘(B, D)과 겨루는 협력 모드. "
                   "마지막 셋은 4명이 합니다."),
               choices=("duel", "solo", "ffa", "2v2", "coop"),
               choice_labels=(Msg("Duel", "대결"), Msg("Solo against the AI", "1인 모드"),
                              Msg("Free-for-all (4)", "자유 전투(4명)"), Msg("2 against 2", "2 대 2"),
                              Msg("Co-op against two AIs", "협력 모드"))),
        Option("decks", "choice", "beginner", Msg("Decks", "덱 구성"),
               Msg("beginner: the four beginner decks (in solo the AI takes the other three). draft: drafted in the game. "
                   "constructed: your own eight cards, revealed before shuffling (not in solo).",
                   "beginner: 초심자용 기본 덱(1인 모드에서는 나머지 3개가 AI 덱). draft: 게임 안에서 드래프트. "
                   "constructed: 직접 고른 8장, 섞기 전에 공개(1인 모드 불가)."),
               choices=("beginner", "draft", "constructed"),
               choice_labels=(Msg("Beginner decks", "초심자용 기본 덱"), Msg("Draft", "드래프트 덱"),
                              Msg("Constructed", "제작 덱"))),
        Option("deck1", "choice", "random", Msg("Deck of player 1", "플레이어 1의 덱"),
               Msg("A beginner deck, or random (chosen from the seed).", "초심자용 기본 덱, 또는 무작위(시드로 선택)."),
               choices=decks),
        Option("deck2", "choice", "random", Msg("Deck of player 2", "플레이어 2의 덱"),
               Msg("A beginner deck, or random (chosen from the seed). Not used in solo.",
                   "초심자용 기본 덱, 또는 무작위(시드로 선택). 1인 모드에서는 쓰지 않습니다."), choices=decks),
        Option("deck3", "choice", "random", Msg("Deck of player 3", "플레이어 3의 덱"),
               Msg("Four seats: a beginner deck, or random (one the other seats do not hold).",
                   "4인 모드: 초심자용 기본 덱, 또는 무작위(다른 자리에 없는 덱)."), choices=decks),
        Option("deck4", "choice", "random", Msg("Deck of player 4", "플레이어 4의 덱"),
               Msg("Four seats: a beginner deck, or random (one the other seats do not hold). Not used in co-op.",
                   "4인 모드: 초심자용 기본 덱, 또는 무작위(다른 자리에 없는 덱). 협력 모드에서는 쓰지 않습니다."),
               choices=decks),
        Option("draft_pool", "choice", "both", Msg("Draft pile", "드래프트 카드 더미"),
               Msg("The cards a draft is dealt from: both packs, or pack 1 or 2 alone. The solo draft takes 32 of them.",
                   "드래프트에 쓸 카드: 두 팩 모두, 또는 1팩이나 2팩만. 1인 드래프트는 그중 32장을 씁니다."),
               choices=("both", "1", "2"),
               choice_labels=(Msg("Both packs", "두 팩 모두"), Msg("Pack 1", "1팩"), Msg("Pack 2", "2팩"))),
        Option("first_player", "choice", "random", Msg("First player", "시작 플레이어"),
               Msg("Who starts: a coin flip (with four, a seat at random) or a chosen player. In solo and "
                   "co-op player 1 starts unless the AI bought option c.",
                   "시작 플레이어: 동전 던지기(4명이면 무작위 자리) 또는 지정. 1인·협력 모드에서는 옵션 c가 없으면 플레이어 1이 "
                   "시작합니다."),
               choices=("random", "1", "2", "3", "4"),
               choice_labels=(Msg("Coin flip", "동전 던지기"),) + tuple(Msg(f"Player {n}", f"플레이어 {n}") for n in "1234")),
        Option("exhaustion", "choice", "off", Msg("Exhaustion", "탈진"),
               Msg("From a player's 8th turn the rightmost card of the hand leaves the game before phase 1.",
                   "자기 8번째 차례부터 매 차례 1페이즈 전에 손의 가장 오른쪽 카드를 게임에서 제거합니다."),
               choices=("off", "on"), choice_labels=ON_OFF),
        Option("champion", "choice", "off", Msg("Champions", "챔피언"),
               Msg("Each person chooses a champion: a ninth card beside the play area, summonable as if in the window "
                   "(the leftmost four). Not in the solo quick game.",
                   "각자 챔피언 1장을 고릅니다. 플레이 영역 옆의 아홉 번째 카드로 가장 왼쪽 4장처럼 소환합니다. 1인 빠른 게임에서는 쓸 수 없습니다."),
               choices=("off", "on"), choice_labels=ON_OFF),
        Option("difficulty", "int", 0, Msg("AI difficulty", "AI 난이도"),
               Msg("Solo: 0 is the quick game; 1 (very easy) to 10 (very hard) is the custom game, each level bought "
                   "with that many difficulty points on options a-e.",
                   "1인 모드: 0은 빠른 게임, 1(매우 쉬움)~10(매우 어려움)은 맞춤 게임이며 단계만큼의 난이도 점수로 옵션 a-e를 삽니다."),
               low=0, high=10),
        Option("ai_per_creature", "choice", "level", Msg("a. AI mana per creature", "a. 생명체당 AI 마나"),
               Msg("Mana the AI gains per human creature in play: 1, or 2 (bought).", "사람의 생명체 하나당 AI가 얻는 마나: 1 또는 2(구매)."),
               choices=("level", "1", "2"), choice_labels=(LEVEL, Msg("+1", "+1"), Msg("+2", "+2"))),
        Option("ai_base_mana", "choice", "level", Msg("b. AI base mana", "b. AI 기본 마나"),
               Msg("The AI's base mana in phase 1: 6, or 7-10 (bought).", "1페이즈에 AI가 얻는 기본 마나: 6, 또는 7~10(구매)."),
               choices=("level", "6", "7", "8", "9", "10"),
               choice_labels=(LEVEL,) + tuple(Msg(n, n) for n in ("6", "7", "8", "9", "10"))),
        Option("ai_starts", "choice", "level", Msg("c. AI starts", "c. AI가 시작"),
               Msg("Whether the AI is the start player (bought).", "AI가 시작 플레이어인지(구매)."),
               choices=("level", "no", "yes"), choice_labels=(LEVEL, Msg("No", "아니요"), Msg("Yes", "예"))),
        Option("ai_resistance", "choice", "level", Msg("d. AI resistance", "d. AI 저항값"),
               Msg("Each attack on the AI deck deals only 1 (bought).", "AI 카드 더미에 대한 각 공격은 피해를 1만 줍니다(구매)."),
               choices=("level", "off", "on"), choice_labels=(LEVEL,) + ON_OFF),
        Option("ai_ability", "choice", "level", Msg("e. AI ability", "e. AI 특수 능력"),
               Msg("An ability every AI creature has (bought).", "AI의 모든 생명체가 지니는 특수 능력(구매)."),
               choices=("level", "none") + abilities,
               choice_labels=(LEVEL, Msg("None", "없음")) + tuple(vocab.NAMES[a] for a in abilities)),
        _reading("champion_points", "plus2", Msg("Champion and difficulty", "챔피언과 난이도"),
                 Msg("With a champion in a custom game: '2 more points' gives the AI 2 more difficulty points than "
                     "the level (a champion helps you); '2 fewer' is the literal text.",
                     "맞춤 게임에서 챔피언을 쓰면: '2점 더'는 AI에게 단계보다 2점을 더 주고(챔피언은 사람을 돕습니다), "
                     "'2점 덜'은 원문대로 2점을 덜 줍니다."),
                 "CD-7.12.3", ("plus2", "minus2"), (Msg("2 more points", "2점 더"), Msg("2 fewer (literal)", "2점 덜(원문)"))),
        _reading("activation", "dynamic", Msg("Activation sequence", "활성화 순서"),
                 Msg("dynamic: the next creature to attack is the farthest from the bridge of those that have not yet, "
                     "upper front first, as creatures move. snapshot: the order is fixed when the assault begins.",
                     "dynamic: 아직 공격하지 않은 생명체 중 다리에서 가장 먼 것이 다음(상부 전선 먼저), 이동을 반영. "
                     "snapshot: 공세가 시작될 때 순서를 고정."),
                 "CD-5.4.2", ("dynamic", "snapshot"), (Msg("As creatures move", "이동 반영"), Msg("Fixed at the start", "시작 시 고정"))),
        _reading("regeneration", "attack", Msg("Regeneration", "재생"),
                 Msg("attack: once per damage event that dealt at least 1 (a Sweep or Pierce hit counts once). "
                     "target: once per target damaged.",
                     "attack: 1 이상의 피해를 준 피해 처리마다 한 번(광역·관통도 한 번). target: 피해를 입은 대상마다 한 번."),
                 "CD-12.18", ("attack", "target"), (Msg("Once per attack", "공격마다 한 번"), Msg("Once per target", "대상마다 한 번"))),
        _reading("weaken_hp", "printed", Msg("Weaken counts", "취약 계산"),
                 Msg("X = the target's HP - 1: its printed HP (a damaged target can die) or what it has left.",
                     "X = 대상의 체력 - 1: 인쇄된 체력(피해 입은 대상은 죽을 수 있음) 또는 남은 체력."),
                 "CD-12.25", ("printed", "remaining"), (Msg("Printed HP", "인쇄된 체력"), Msg("HP left", "남은 체력"))),
        _reading("weaken_citadel", "bonus", Msg("Weaken against a citadel", "성채를 공격하는 취약"),
                 Msg("bonus: the citadel moves to second from the right without flipping, then only Charge's bonus "
                     "(doubled by Aquatic) is dealt as damage. doubled: Aquatic doubles the whole attack, so the "
                     "second half is damage too.",
                     "bonus: 성채가 뒤집히지 않고 오른쪽 두 번째로 이동한 뒤 질주 보너스(수생이면 2배)만 피해로 줍니다. "
                     "doubled: 수생이 공격 전체를 2배로 하여 나머지 절반도 피해가 됩니다."),
                 "CD-12.25", ("bonus", "doubled"), (Msg("Bonus only", "보너스만"), Msg("Aquatic doubles it", "수생이 2배"))),
        _reading("shield_splash", "target", Msg("Shield and splash", "보호와 추가 피해"),
                 Msg("target: only the creature an attack or spell targets counts as targeted (Sweep and Pierce splash "
                     "does not use up a Shield). splash: every creature hit counts.",
                     "target: 공격이나 주문의 대상만 대상으로 삼은 것으로 봅니다(광역·관통의 추가 피해는 보호를 쓰지 않음). "
                     "splash: 피해를 입는 모든 생명체."),
                 "CD-12.6", ("target", "splash"), (Msg("Main target only", "주 대상만"), Msg("Every creature hit", "피해 입는 모두"))),
        _reading("symbiosis_attack", "keeps", Msg("Symbiosis and attacking", "공생과 공격"),
                 Msg("keeps: a stack keeps its base creature's time in play, so it may attack this turn. new: a stack "
                     "made this turn counts as played this turn.",
                     "keeps: 공생 생명체는 아래 생명체의 상태를 이어받아 이번 차례에 공격할 수 있습니다. new: 이번 차례에 만든 공생은 이번 차례에 플레이한 것으로 봅니다."),
                 "CD-12.1", ("keeps", "new"), (Msg("Keeps the base's", "아래 생명체 따름"), Msg("Counts as new", "새로 플레이"))),
        _reading("ai_gust", "discard", Msg("AI Gust", "AI 역풍"),
                 Msg("The AI has no hand: its Gust deals the number of cards in its discard pile (at most 8), or 0.",
                     "AI에게는 손이 없으므로 AI의 역풍 피해는 버린 카드 더미의 카드 수(최대 8) 또는 0입니다."),
                 "CD-7.13", ("discard", "zero"), (Msg("Discard pile, at most 8", "버린 카드 수(최대 8)"), Msg("Zero", "0"))),
        _reading("siege", "30", Msg("Siege", "공성"),
                 Msg("Ours (the rulebook is silent): when this many turns in a row pass with no citadel hit lower "
                     "than it has ever been, every player starting a turn is exhausted (the rightmost card of the hand "
                     "leaves the game) until one is, so a game no one can win still ends. off: the game "
                     "may go on for ever.",
                     "규칙서에 없는 우리 규칙: 이만큼의 차례가 연달아 지나도록 어느 성채도 지금까지보다 더 낮아지지 않으면, "
                     "그런 피해가 다시 있을 때까지 차례를 시작하는 모든 플레이어가 탈진합니다(손의 가장 오른쪽 카드를 게임에서 제거). "
                     "아무도 이길 수 없는 게임도 끝납니다. off: 게임이 끝없이 이어질 수 있습니다."),
                 "CD-6.4", ("30", "20", "40", "60", "off"),
                 (Msg("30 turns", "30차례"), Msg("20 turns", "20차례"), Msg("40 turns", "40차례"),
                  Msg("60 turns", "60차례"), Msg("Off (rulebook)", "끄기(원문)"))),
        _reading("ai_exhaustion", "remove", Msg("AI exhaustion", "AI 탈진"),
                 Msg("From its 8th turn the AI removes the top card of its deck from the game (as a hand's card is "
                     "removed), or discards it.",
                     "AI는 8번째 차례부터 카드 더미 맨 위 카드를 게임에서 제거합니다(손의 카드처럼). 또는 버립니다."),
                 "CD-6.1", ("remove", "discard"), (Msg("Remove from the game", "게임에서 제거"), Msg("Discard", "버리기"))),
        _reading("upper_fronts", "next", Msg("Upper fronts of B and D", "B와 D의 상부 전선"),
                 Msg("Four seats: the rulebook names A's and C's upper fronts only. next: every seat's "
                     "upper front is the one it shares with the next seat (B-C, D-A). paired: a front is upper for "
                     "both its seats, as in a duel (B-A, D-C).",
                     "4인 모드: 규칙서는 A와 C의 상부 전선만 정합니다. next: 모든 자리의 상부 전선은 다음 차례 자리와 "
                     "공유하는 전선(B-C, D-A). paired: 대결처럼 한 전선이 양쪽 모두의 상부 전선(B-A, D-C)."),
                 "CD-8.1", ("next", "paired"), (Msg("Shared with the next seat", "다음 자리와 공유"),
                                                 Msg("Upper for both seats", "양쪽 모두 상부"))),
        _reading("spell_reach", "any", Msg("Spells with four seats", "4인 모드의 주문"),
                 Msg("any: a spell targets any creature in play, on fronts you do not share too. "
                     "shared: only creatures on your own two fronts.",
                     "any: 주문은 자기가 공유하지 않는 전선을 포함해 플레이 영역의 어떤 생명체든 대상으로 합니다. "
                     "shared: 자기 두 전선의 생명체만."),
                 "CD-8.1", ("any", "shared"), (Msg("Any creature", "어떤 생명체든"), Msg("Your fronts only", "자기 전선만"))),
        _reading("ffa_self_loss", "most_hp", Msg("Free-for-all: a fortress lost by its owner", "자유 전투: 스스로 잃은 요새"),
                 Msg("When no enemy card destroyed the fortress (own Blood Price or Offering, exhaustion, playing "
                     "the last cards), the rulebook names no winner. most_hp: the player standing best "
                     "wins (a watchtower above any fortress, then HP; equal ones share). neighbours: the two players "
                     "sharing a front with the fallen one share the win.",
                     "적의 카드가 아닌 원인(자기 피의 대가·제물, 탈진, 마지막 카드 플레이)으로 요새가 파괴되면 규칙서는 승자를 "
                     "정하지 않습니다. most_hp: 가장 잘 버틴 플레이어가 승리(감시탑이 요새보다 위, 그다음 체력, 같으면 "
                     "공동 승리). neighbours: 패배한 플레이어와 전선을 공유한 두 플레이어가 함께 승리."),
                 "CD-8.2", ("most_hp", "neighbours"), (Msg("Best standing wins", "가장 잘 버틴 쪽"),
                                                       Msg("Its neighbours share", "이웃이 함께"))),
        _reading("coop_ai_mana", "all", Msg("Co-op: the AI's mana per creature", "협력 모드: 생명체당 AI 마나"),
                 Msg("all: each AI counts every human creature in play (the literal text). facing: only "
                     "the human creatures on its own two fronts.",
                     "all: 각 AI는 플레이 영역의 모든 사람 생명체를 셉니다(원문). facing: 자기 두 전선의 사람 생명체만."),
                 "CD-8.7", ("all", "facing"), (Msg("Every human creature", "모든 사람 생명체"),
                                               Msg("Those facing it", "마주한 생명체만"))),
    )


OPTION_IDS = tuple(o.id for o in declared_options())


@dataclasses.dataclass(frozen=True)
class Setup:
    """A checked setup: every option's value, the decks of the people (None where drafted) and the AI's."""
    options: dict[str, Any]
    seats: int                         # seats of the state: 2 in a duel and in solo (the AI's seat is 1), else 4
    humans: tuple[int, ...]            # the seats people hold
    decks: list[Deck | None]           # per seat (None: drafted, or a rulebook AI's seat)
    ai_cards: tuple[str, ...]          # the rulebook AI's cards (solo: 24; co-op: 48 for both AIs)
    champions: list[str | None]        # per seat; None: chosen in the game
    purchase: Purchase
    points: int


def _explicit_decks(raw: Any, db: CardDb, humans: int, problems: list[str]) -> list[Deck]:
    if not isinstance(raw, list) or len(raw) != humans:
        problems.append(f"decks: {humans} deck(s) are needed, one per person")
        return []
    out = []
    for p, d in enumerate(raw):
        if not isinstance(d, dict) or not isinstance(d.get("cards"), list):
            problems.append(f"decks[{p + 1}]: needs leader (a citadel) and cards")
            continue
        citadel = d.get("leader", d.get("citadel"))
        for _, en, _, bad in deck_problems(db, citadel, list(d["cards"])):
            problems.append(f"decks[{p + 1}]: {en}" + (f" ({', '.join(bad)})" if bad else ""))
        out.append(Deck(f"custom{p + 1}", Msg("Custom deck", "사용자 덱"), Msg("", ""), str(citadel),
                        tuple(str(c) for c in d["cards"])))
    return out


DRAFT_CITADELS = ("CD1-C1", "CD1-C2", "CD2-C1", "CD2-C2")    # citadels of drafted decks, by seat


def _drafted(raw: Any, db: CardDb, seats: int, people: tuple[int, ...], decks: list[Deck | None],
             problems: list[str]) -> tuple[str, ...]:
    """A drafted game's cards, one list per seat (``drafted``, from the draft format before the game): each
    person's 8 become their deck with the seat's citadel; the rulebook AIs' are their cards (solo: 24, co-op:
    the common pile of 48). The pile never held a card twice (CD-8.9). Returns the AIs' cards."""
    if raw is None:
        problems.append("decks=draft: the decks are drafted before the game, as a format (python -m game event "
                        "--format draft-duel, draft-solo, draft-four or draft-coop, or simulate --format ...)")
        return ()
    if not isinstance(raw, list) or len(raw) != seats or not all(isinstance(x, list) for x in raw):
        problems.append(f"drafted: one list of card ids per seat ({seats})")
        return ()
    every = [str(c) for picks in raw for c in picks]
    unknown = sorted({c for c in every if c not in db or not db[c].playable or db[c].champion})
    if unknown:
        problems.append(f"drafted: not creature or spell cards of the packs: {', '.join(unknown)}")
        return ()
    twice = sorted({c for c in every if every.count(c) > 1})
    if twice:
        problems.append(f"drafted: a draft pile never holds a card twice (CD-8.9): {', '.join(twice)}")
    ai: list[str] = []
    for seat, picks in enumerate(raw):
        if seat in people:
            if len(picks) != DECK_SIZE:
                problems.append(f"drafted[{seat + 1}]: a drafted deck has {DECK_SIZE} cards, not {len(picks)}")
            decks[seat] = Deck(f"draft{seat + 1}", Msg("Drafted deck", "드래프트 덱"), Msg("", ""),
                               DRAFT_CITADELS[seat % len(DRAFT_CITADELS)], tuple(str(c) for c in picks))
        else:
            ai.extend(str(c) for c in picks)
    return tuple(ai)


def _purchase(values: dict[str, Any], points: int, problems: list[str]) -> Purchase:
    picks = {k: values[k] for k in ("ai_per_creature", "ai_base_mana", "ai_starts", "ai_resistance", "ai_ability")}
    chosen = {k: v for k, v in picks.items() if v != "level"}
    if points == 0:
        if chosen and values["difficulty"] == 0:
            problems.append(Said(f"{', '.join(chosen)}: options a-e are bought in the custom game (difficulty 1 to 10)",
                                 "Options a-e are bought in the custom game: choose a difficulty from 1 to 10 (CD-7.12).",
                                 "옵션 a-e는 맞춤 게임에서 삽니다. 난이도를 1~10 중에서 고르세요(CD-7.12)."))
        return QUICK
    table = load_table()
    base = table.packages.get(points, QUICK)
    p = Purchase(
        per_creature=int(chosen["ai_per_creature"]) if "ai_per_creature" in chosen else base.per_creature,
        base_mana=int(chosen["ai_base_mana"]) if "ai_base_mana" in chosen else base.base_mana,
        ai_starts=(chosen["ai_starts"] == "yes") if "ai_starts" in chosen else base.ai_starts,
        resistance=(chosen["ai_resistance"] == "on") if "ai_resistance" in chosen else base.resistance,
        ability=chosen.get("ai_ability", base.ability))
    bad = purchase_problem(table, p)
    if bad:
        problems.append(f"difficulty: {bad}")
    elif table.cost(p) != points:
        problems.append(Said(f"difficulty: the options chosen cost {table.cost(p)} points; level {values['difficulty']} "
                             f"is bought with exactly {points} (CD-7.12.2)",
                             f"The options chosen cost {table.cost(p)} points; level {values['difficulty']} is bought "
                             f"with exactly {points} (CD-7.12.2).",
                             f"고른 옵션의 비용은 {table.cost(p)}점입니다. {values['difficulty']}단계는 정확히 {points}점으로 "
                             f"삽니다(CD-7.12.2)."))
    return p


def _no_constructed(solo: bool) -> Said:
    where = "solo" if solo else "co-op"
    return Said(f"decks: constructed decks are not allowed in {where} (CD-1.5): play a beginner deck or a draft",
                f"Constructed decks are not allowed in {'solo' if solo else 'co-op'}: play a beginner deck or a "
                "draft (CD-1.5).",
                f"{'1인' if solo else '협력'} 모드에서는 제작 덱을 쓸 수 없습니다. 초심자용 기본 덱이나 드래프트로 하세요(CD-1.5).")


def read_setup(setup: dict[str, Any], seed: int, db: CardDb) -> Setup:
    """The checked setup, or one DataError listing every problem."""
    if not isinstance(setup, dict):
        raise DataError("<setup>", ["the setup must be a table of option = value"])
    opts = {o.id: o for o in declared_options()}
    problems: list[str] = []
    values: dict[str, Any] = {}
    listed = isinstance(setup.get("decks"), list)
    for key, value in setup.items():
        if key in ("champions", "players", "mutated", "drafted") or (key == "decks" and listed):
            continue
        if key not in opts:
            problems.append(f"unknown option {key!r} (options: {', '.join(opts)}, decks, champions, players, drafted)")
            continue
        bad = opts[key].problem(value)
        if bad:
            problems.append(bad)
        values[key] = value
    for o in opts.values():
        values.setdefault(o.id, o.default)
    mode = values["mode"]
    solo = mode == "solo"
    ai_rules = mode in ("solo", "coop")            # the rulebook AI plays seats by solo's rules (L995-1007)
    seats = _seats.seats_for(mode)
    people = _seats.people_for(mode)
    humans = len(people)
    wanted = 1 if solo else seats
    named = opts["mode"].choice_labels[opts["mode"].choices.index(mode)] if mode in opts["mode"].choices else Msg(mode, mode)
    if "players" in setup and setup["players"] != wanted:
        if setup["players"] == _seats.FOUR and mode in ("duel", "solo"):
            problems.append(Said(f"players: four players play mode=ffa, 2v2 or coop (--set mode=...), not mode={mode}",
                                 "Four players play free-for-all, 2 against 2 or co-op (CD-8.1).",
                                 "4명은 자유 전투, 2 대 2, 협력 모드로 합니다(CD-8.1)."))
        else:
            problems.append(Said(f"players: mode={mode} is played by {wanted} "
                                 f"{'person (--players 1 --set mode=solo)' if solo else 'players'}, not {setup['players']!r}",
                                 f"{named.en} is played by {wanted} {'person' if solo else 'players'}, not "
                                 f"{setup['players']!r}.",
                                 f"{named.ko}는 {wanted}명이 합니다. {setup['players']!r}명이 아닙니다."))
    if not ai_rules and values["difficulty"]:
        problems.append(Said("difficulty: only the solo custom game and co-op have a difficulty (use --set mode=solo or coop)",
                             "Only the solo custom game and co-op have a difficulty (CD-7.12).",
                             "난이도는 1인 맞춤 게임과 협력 모드에만 있습니다(CD-7.12)."))
    if values["first_player"] in ("1", "2", "3", "4") and int(values["first_player"]) > seats:
        problems.append(Said(f"first_player: there are {seats} seats, not {values['first_player']}",
                             f"The first player must be one of the {seats} players, not player {values['first_player']}.",
                             f"시작 플레이어는 {seats}명 중 한 명이어야 합니다. 플레이어 {values['first_player']}는 없습니다."))
    champion = values["champion"] == "on"
    if ai_rules and champion and values["difficulty"] == 0:
        problems.append(Said("champion: champions are not used in the solo quick game (CD-10.1); choose a difficulty",
                             "Champions are not used in the solo quick game: choose a difficulty from 1 to 10, or turn "
                             "champions off (CD-10.1).",
                             "1인 빠른 게임에서는 챔피언을 쓰지 않습니다. 난이도를 1~10 중에서 고르거나 챔피언을 끄세요(CD-10.1)."))
    points = points_for(values["difficulty"], champion, values["champion_points"]) if ai_rules else 0
    purchase = _purchase(values, points, problems) if ai_rules else QUICK
    decks: list[Deck | None] = [None] * seats
    ai_cards: tuple[str, ...] = ()
    known = load_all_decks(load_card_db())
    if listed:
        given = _explicit_decks(setup["decks"], db, humans, problems)
        beginner = all(any(set(d.cards) == set(k.cards) for k in known.values()) for d in given)
        values["decks"] = "beginner" if beginner else "constructed"
        if ai_rules and given:
            matched = []
            for d in given:
                match = [k for k in known.values() if set(k.cards) == set(d.cards)]
                if not match:
                    problems.append(_no_constructed(solo))
                    break
                matched.append(dataclasses.replace(match[0], citadel=d.citadel))
            given = matched if len(matched) == len(given) else given
        for seat, d in zip(people, given):
            decks[seat] = d
    elif values["decks"] == "draft" and mode == "coop" and values["draft_pool"] != "both":
        problems.append(Said("draft_pool: the co-op draft deals 64 cards (CD-8.8.1): both packs (draft_pool=both)",
                             "The co-op draft deals 64 cards, so it takes both packs (CD-8.8.1).",
                             "협력 모드 드래프트는 64장을 쓰므로 두 팩이 모두 필요합니다(CD-8.8.1)."))
    elif values["decks"] == "draft":
        ai_cards = _drafted(setup.get("drafted"), db, seats, people, decks, problems)
    elif values["decks"] != "draft":
        if ai_rules and values["decks"] == "constructed":
            problems.append(_no_constructed(solo))
        pick = Rng(seed ^ 0xC0DE)
        ids = list(known)
        keys = ("deck1", "deck2", "deck3", "deck4")
        if seats == _seats.FOUR:
            _four_decks(values, known, people, decks, pick, problems)
        else:
            for p, key in enumerate(keys[:humans]):
                chosen = values[key]
                if chosen != "random" and chosen not in known:
                    problems.append(f"{key}: unknown deck {chosen!r}")
                    continue
                decks[p] = known[chosen] if chosen != "random" else known[ids[pick.below(len(ids))]]
    if "drafted" in setup and values["decks"] != "draft":
        problems.append("drafted: only a game with decks=draft is dealt drafted cards")
    if solo and values["decks"] != "draft" and decks[0] is not None:
        ai_cards = tuple(c for d in known.values() if d.id != decks[0].id for c in d.cards)
    if mode == "coop" and values["decks"] != "draft" and all(decks[p] is not None for p in people):
        # The rulebook's co-op gives the AIs 48 drafted cards (L1025-1029). With built decks, ours: the
        # AIs take every card of both packs that the people do not hold (64 - 16 = 48), dealt 24 to each.
        held = {c for p in people for c in decks[p].cards}  # type: ignore[union-attr]
        ai_cards = tuple(c.id for n in db.packs() for c in db.pack(n) if c.id not in held)
    champions: list[str | None] = [None] * seats
    if "champions" in setup:
        raw = setup["champions"]
        if not champion:
            problems.append("champions: needs champion=on")
        elif not isinstance(raw, list) or len(raw) != humans:
            problems.append(f"champions: one champion id per person ({humans})")
        else:
            for p, cid in zip(people, raw):
                if cid not in db or not db[cid].champion:
                    problems.append(f"champions[{people.index(p) + 1}]: {cid!r} is not a champion "
                                    f"(champions: {', '.join(c.id for c in db.champions())})")
                else:
                    champions[p] = cid
    if problems:
        raise DataError("<setup>", problems)
    return Setup(values, seats, people, decks, ai_cards, champions, purchase, points)


def _four_decks(values: dict[str, Any], known: dict[str, Deck], people: tuple[int, ...], decks: list[Deck | None],
                pick: Rng, problems: list[str]) -> None:
    """Four seats with beginner decks: each person's ``deck<seat + 1>``; a random one is a deck no other
    seat holds while one is left (there are four beginner decks), else any."""
    chosen = {p: values[f"deck{p + 1}"] for p in people}
    for p, v in chosen.items():
        if v != "random" and v not in known:
            problems.append(f"deck{p + 1}: unknown deck {v!r}")
            return
    taken = {v for v in chosen.values() if v != "random"}
    for p in people:
        v = chosen[p]
        if v == "random":
            free = [k for k in known if k not in taken] or list(known)
            v = free[pick.below(len(free))]
            taken.add(v)
        decks[p] = known[v]
