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
from game.engine.text import Msg

from . import vocab
from .cards import CardDb, load_card_db
from .deck import Deck, deck_problems, load_all_decks
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
               Msg("duel: two players (L410-558). solo: one player against the rulebook AI (L602-899). The four-seat "
                   "modes come with their table.", "duel: 두 사람의 대결 모드. solo: 규칙서 AI와 겨루는 1인 모드. 4인 모드는 추후 제공됩니다."),
               choices=("duel", "solo"), choice_labels=(Msg("Duel", "대결"), Msg("Solo against the AI", "1인 모드"))),
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
        Option("draft_pool", "choice", "both", Msg("Draft pile", "드래프트 카드 더미"),
               Msg("The cards a draft is dealt from: both packs, or pack 1 or 2 alone. The solo draft takes 32 of them.",
                   "드래프트에 쓸 카드: 두 팩 모두, 또는 1팩이나 2팩만. 1인 드래프트는 그중 32장을 씁니다."),
               choices=("both", "1", "2"),
               choice_labels=(Msg("Both packs", "두 팩 모두"), Msg("Pack 1", "1팩"), Msg("Pack 2", "2팩"))),
        Option("first_player", "choice", "random", Msg("First player", "시작 플레이어"),
               Msg("Who starts a duel: a coin flip (L160-162) or a chosen player. In solo the human starts unless the "
                   "AI bought option c.", "대결의 시작 플레이어: 동전 던지기 또는 지정. 1인 모드에서는 옵션 c가 없으면 사람이 시작합니다."),
               choices=("random", "1", "2"),
               choice_labels=(Msg("Coin flip", "동전 던지기"), Msg("Player 1", "플레이어 1"), Msg("Player 2", "플레이어 2"))),
        Option("exhaustion", "choice", "off", Msg("Exhaustion", "탈진"),
               Msg("From a player's 8th turn the rightmost card of the hand leaves the game before phase 1 (L560-594).",
                   "자기 8번째 차례부터 매 차례 1페이즈 전에 손의 가장 오른쪽 카드를 게임에서 제거합니다."),
               choices=("off", "on"), choice_labels=ON_OFF),
        Option("champion", "choice", "off", Msg("Champions", "챔피언"),
               Msg("Each person chooses a champion: a ninth card beside the play area, summonable as if in the window "
                   "(L1251-1348). Not in the solo quick game.",
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
                 Msg("With a champion in a custom game: plus2 gives the AI 2 more difficulty points than the level "
                     "(a champion helps you); minus2 is the literal text, 2 fewer (L769-773).",
                     "맞춤 게임에서 챔피언을 쓰면: plus2는 AI에게 단계보다 2점 더(챔피언은 사람을 돕습니다), minus2는 원문대로 2점 덜 줍니다."),
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
    )


OPTION_IDS = tuple(o.id for o in declared_options())


@dataclasses.dataclass(frozen=True)
class Setup:
    """A checked setup: every option's value, the decks of the people (None where drafted) and the AI's."""
    options: dict[str, Any]
    seats: int                         # seats of the state: 2 in a duel and in solo (the AI's seat is 1)
    humans: tuple[int, ...]
    decks: list[Deck | None]           # per human seat
    ai_cards: tuple[str, ...]          # the rulebook AI's 24 cards (solo with beginner decks)
    champions: list[str | None]        # per human seat; None: chosen in the game
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


def _purchase(values: dict[str, Any], points: int, problems: list[str]) -> Purchase:
    picks = {k: values[k] for k in ("ai_per_creature", "ai_base_mana", "ai_starts", "ai_resistance", "ai_ability")}
    chosen = {k: v for k, v in picks.items() if v != "level"}
    if points == 0:
        if chosen and values["difficulty"] == 0:
            problems.append(f"{', '.join(chosen)}: options a-e are bought in the custom game (difficulty 1 to 10)")
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
        problems.append(f"difficulty: the options chosen cost {table.cost(p)} points; level {values['difficulty']} "
                        f"is bought with exactly {points} (L792-794)")
    return p


def read_setup(setup: dict[str, Any], seed: int, db: CardDb) -> Setup:
    """The checked setup, or one DataError listing every problem."""
    if not isinstance(setup, dict):
        raise DataError("<setup>", ["the setup must be a table of option = value"])
    opts = {o.id: o for o in declared_options()}
    problems: list[str] = []
    values: dict[str, Any] = {}
    listed = isinstance(setup.get("decks"), list)
    for key, value in setup.items():
        if key in ("champions", "players", "mutated") or (key == "decks" and listed):
            continue
        if key not in opts:
            problems.append(f"unknown option {key!r} (options: {', '.join(opts)}, decks, champions, players)")
            continue
        bad = opts[key].problem(value)
        if bad:
            problems.append(bad)
        values[key] = value
    for o in opts.values():
        values.setdefault(o.id, o.default)
    solo = values["mode"] == "solo"
    humans = 1 if solo else 2
    if "players" in setup and setup["players"] != humans:
        problems.append(f"players: mode={values['mode']} is played by {humans} "
                        f"{'person (--players 1 --set mode=solo)' if solo else 'players'}, not {setup['players']!r}")
    if not solo and values["difficulty"]:
        problems.append("difficulty: only the solo custom game has a difficulty (use --set mode=solo)")
    champion = values["champion"] == "on"
    if solo and champion and values["difficulty"] == 0:
        problems.append("champion: champions are not used in the solo quick game (L1279-1281); choose a difficulty")
    points = points_for(values["difficulty"], champion, values["champion_points"]) if solo else 0
    purchase = _purchase(values, points, problems) if solo else QUICK
    decks: list[Deck | None] = [None] * humans
    ai_cards: tuple[str, ...] = ()
    known = load_all_decks(load_card_db())
    if listed:
        given = _explicit_decks(setup["decks"], db, humans, problems)
        beginner = all(any(set(d.cards) == set(k.cards) for k in known.values()) for d in given)
        values["decks"] = "beginner" if beginner else "constructed"
        if solo and given:
            match = [d for d in known.values() if set(d.cards) == set(given[0].cards)]
            if not match:
                problems.append("decks: constructed decks are not allowed in solo (L178): play a beginner deck or a draft")
            else:
                given = [dataclasses.replace(match[0], citadel=given[0].citadel)]
        decks = list(given) or decks
    elif values["decks"] != "draft":
        if solo and values["decks"] == "constructed":
            problems.append("decks: constructed decks are not allowed in solo (L178)")
        pick = Rng(seed ^ 0xC0DE)
        ids = list(known)
        for p, key in enumerate(("deck1", "deck2")[:humans]):
            chosen = values[key]
            if chosen != "random" and chosen not in known:
                problems.append(f"{key}: unknown deck {chosen!r}")
                continue
            decks[p] = known[chosen] if chosen != "random" else known[ids[pick.below(len(ids))]]
    if solo and values["decks"] != "draft" and decks[0] is not None:
        ai_cards = tuple(c for d in known.values() if d.id != decks[0].id for c in d.cards)
    champions: list[str | None] = [None] * humans
    if "champions" in setup:
        raw = setup["champions"]
        if not champion:
            problems.append("champions: needs champion=on")
        elif not isinstance(raw, list) or len(raw) != humans:
            problems.append(f"champions: one champion id per person ({humans})")
        else:
            for p, cid in enumerate(raw):
                if cid not in db or not db[cid].champion:
                    problems.append(f"champions[{p + 1}]: {cid!r} is not a champion "
                                    f"(champions: {', '.join(c.id for c in db.champions())})")
                else:
                    champions[p] = cid
    if problems:
        raise DataError("<setup>", problems)
    return Setup(values, 2, tuple(range(humans)), decks, ai_cards, champions, purchase, points)
