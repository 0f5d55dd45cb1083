"""The settings of the Magic table, declared as data, and the reading of a game's setup.

What the game is played as is a combination (setting.py): ``deck_format`` (``constructed``, ``commander``:
903, ``brawl``: 903.12), ``multiplayer`` (``two-player``, ``free-for-all``, or ``auto``: by the seats) and
``supplements`` (``vanguard``: 902, or ``none``). ``variant`` is the older one-word shorthand, kept so that
``--set variant=commander`` and every save that says it still work (``core``: nothing). ``deck1``..``deck8``
pick each seat's deck and ``vanguard1``..``vanguard8`` each seat's vanguard (``random``: chosen from the seed)."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.text import Msg

from .cards import load_card_db
from .deck import load_all_decks
from .planechase import load_planar_decks
from .setting import AUTO, DECK_FORMATS, DEFAULTS, NONE, PLANAR_DECKS, RANGES, SHAPES, supplement_lists
from .vanguard import vanguard_ids

MAX_SEATS = 8


def _deck_ids() -> tuple[tuple[str, ...], tuple[Msg, ...]]:
    """The deck choices and their names: a screen lists the decks by name, never by id."""
    try:
        decks = load_all_decks()
    except DataError:    # a broken card file: the game still registers, and starting one says what is wrong
        return ("random",), (RANDOM,)
    return ("random",) + tuple(decks), (RANDOM,) + tuple(d.name for d in decks.values())


def _vanguards() -> tuple[tuple[str, ...], tuple[Msg, ...]]:
    """The vanguard choices and their names: a screen lists the cards by name, never by id."""
    try:
        db = load_card_db()
    except DataError:
        return ("random",), (RANDOM,)
    ids = vanguard_ids(db)
    return ("random",) + ids, (RANDOM,) + tuple(db[v].name for v in ids)


RANDOM = Msg("Random", "무작위")
_SUPPLEMENT_NAMES = {"vanguard": Msg("Vanguard", "뱅가드"), "planechase": Msg("Planechase", "플레인체이스")}
_SUPPLEMENT_NAMES.update({"archenemy": Msg("Archenemy", "아치에너미"),
                          "supervillain-rumble": Msg("Supervillain Rumble", "슈퍼빌런 럼블")})


def _supplement_label(value: str) -> Msg:
    """``none`` or a comma-separated list, in both languages."""
    if value == NONE:
        return Msg("No supplements", "보충 규칙 없음")
    names = [_SUPPLEMENT_NAMES[w] for w in value.split(",")]
    return Msg(" + ".join(m.en for m in names), " + ".join(m.ko for m in names))


def declared_options() -> tuple[Option, ...]:
    decks, deck_names = _deck_ids()
    opts = [Option("variant", "choice", "core", Msg("Variant", "변형 규칙"),
                   Msg("core: the reduced core rules, free-for-all for 2 to 6 players with 60-card decks. "
                       "commander: 100-card singleton decks led by a commander from the command zone, 40 life. "
                       "brawl: 60-card commander decks, planeswalker commanders, 25 life (30 for 3 or more). "
                       "vanguard: 60-card decks, each player with a vanguard card that changes life, hand size and "
                       "play (902). A shorthand: it sets the deck format and the supplements; core leaves them as chosen.",
                       "core: 축소 핵심 규칙, 2~6인 자유 대전, 60장 덱. commander: 커맨드 영역의 장군이 이끄는 "
                       "100장 싱글턴 덱, 생명 40. brawl: 60장 장군 덱, 플레인즈워커 장군 가능, 생명 25(3인 이상 30). "
                       "vanguard: 60장 덱, 각 플레이어가 생명점, 손 크기, 플레이를 바꾸는 뱅가드 카드를 가집니다(902). "
                       "줄임말로, 덱 형식과 보충 규칙을 정합니다. core는 고른 그대로 둡니다."),
                   choices=("core", "commander", "brawl", "vanguard"),
                   choice_labels=(Msg("Core rules", "핵심 규칙"), Msg("Commander", "커맨더"), Msg("Brawl", "난투"),
                                  Msg("Vanguard", "뱅가드")))]
    opts += [Option("deck_format", "choice", DEFAULTS["deck_format"], Msg("Deck format", "덱 형식"),
                    Msg("constructed: 60-card decks (100.2a). commander: 100-card singleton decks led by a commander "
                        "(903). brawl: 60-card commander decks (903.12).",
                        "constructed: 60장 덱(100.2a). commander: 장군이 이끄는 100장 싱글턴 덱(903). "
                        "brawl: 60장 장군 덱(903.12)."),
                    choices=DECK_FORMATS, choice_labels=(Msg("Constructed", "구축"), Msg("Commander", "커맨더"),
                                                         Msg("Brawl", "난투"))),
             Option("multiplayer", "choice", DEFAULTS["multiplayer"], Msg("Multiplayer", "다인 게임"),
                    Msg("two-player: a duel of two. free-for-all: three or more, each for themselves (800.1). "
                        "two-headed-giant: four players in two teams of two sharing turns and 30 life (810). "
                        "grand-melee: eight players, one turn marker per four taking turns at once, each reaching "
                        "one seat to either side (807). "
                        "auto: by the number of seats.",
                        "two-player: 두 명의 대결. free-for-all: 세 명 이상이 각자 싸웁니다(800.1). "
                        "two-headed-giant: 두 명씩 두 팀이 턴과 생명점 30을 함께 씁니다(810). "
                        "grand-melee: 여덟 명, 네 명마다 턴 표식 하나로 여럿이 동시에 턴을 진행하고 양옆 한 자리까지 "
                        "닿습니다(807). auto: 좌석 수로 정합니다."),
                    choices=(AUTO,) + SHAPES, choice_labels=(Msg("By the seats", "좌석 수대로"),
                                                             Msg("Two-player", "2인"), Msg("Free-for-all", "자유 대전"),
                                                             Msg("Two-Headed Giant", "투헤드 자이언트"),
                                                             Msg("Grand Melee", "그랜드 밀리"))),
             Option("supplements", "choice", DEFAULTS["supplements"], Msg("Supplements", "보충 규칙"),
                    Msg("Played on top, comma-separated: vanguard (902), planechase (901), archenemy (904), "
                        "supervillain-rumble (904.12), or none.",
                        "핵심 규칙 위에 더하는 규칙: 뱅가드(902), 플레인체이스(901), 아치에너미(904), 슈퍼빌런 럼블(904.12) "
                        "또는 없음. 여럿은 쉼표로 구분합니다."),
                    choices=supplement_lists(),
                    choice_labels=tuple(_supplement_label(v) for v in supplement_lists()))]
    opts.append(Option("range_of_influence", "choice", DEFAULTS["range_of_influence"],
                       Msg("Range of influence", "영향 범위"),
                       Msg("Free-for-all only (801): how many seats to each side a player's attacks, targets and "
                           "effects reach. unlimited: the whole table.",
                           "자유 대전 전용(801): 플레이어의 공격, 대상, 효과가 양옆으로 몇 자리까지 닿는지. "
                           "unlimited: 테이블 전체."),
                       choices=RANGES, choice_labels=(Msg("Unlimited", "제한 없음"),) + tuple(
                           Msg(f"{n} seat{'s' if n != '1' else ''}", f"{n}자리") for n in RANGES[1:])))
    for p in range(1, MAX_SEATS + 1):
        opts.append(Option(f"deck{p}", "choice", "random", Msg(f"Deck of player {p}", f"플레이어 {p}의 덱"),
                           Msg("A constructed deck, or random (chosen from the seed).",
                               "구축 덱, 또는 무작위(시드로 선택)."), choices=decks, choice_labels=deck_names))
    opts.append(Option("payment", "choice", "choose", Msg("Paying mana", "마나 지불"),
                       Msg("choose: casting a spell or activating an ability, you choose which lands and other sources "
                           "pay (a suggestion is chosen for you; accept it or click sources to change it, 601.2g-h). "
                           "auto: the suggestion pays at once.",
                           "choose: 주문을 발동하거나 능력을 활성화할 때 어느 대지와 마나원으로 지불할지 고릅니다(제안이 "
                           "미리 골라져 있어 그대로 받거나 마나원을 눌러 바꿉니다, 601.2g-h). auto: 제안대로 바로 지불합니다."),
                       choices=("choose", "auto"), choice_labels=(Msg("You choose", "직접 고르기"),
                                                                 Msg("Automatic", "자동"))))
    vanguards, names = _vanguards()
    for p in range(1, MAX_SEATS + 1):
        opts.append(Option(f"vanguard{p}", "choice", "random", Msg(f"Vanguard of player {p}", f"플레이어 {p}의 뱅가드"),
                           Msg("Vanguard variant only: a vanguard card, or random (chosen from the seed).",
                               "뱅가드 변형 전용: 뱅가드 카드, 또는 무작위(시드로 선택)."), choices=vanguards,
                           choice_labels=names))
    opts += planar_options()
    opts += _archenemy_options()
    return tuple(opts)


def planar_options() -> list[Option]:
    """Planechase's: one planar deck each (901.3) or the single shared one (901.15), and each seat's deck."""
    try:
        decks = load_planar_decks()
    except DataError:
        decks = {}
    ids = tuple(k for k, d in decks.items() if not d.shared)
    out = [Option("planar_deck", "choice", PLANAR_DECKS[0], Msg("Planar deck", "차원 덱"),
                  Msg("Planechase only: personal, each player's own planar deck (901.3); shared, one planar deck for "
                      "the table (901.15).",
                      "플레인체이스 전용: personal은 각자의 차원 덱(901.3), shared는 모두 함께 쓰는 차원 덱 하나(901.15)."),
                  choices=PLANAR_DECKS, choice_labels=(Msg("One each", "각자 하나"), Msg("Shared", "공용")))]
    for p in range(1, MAX_SEATS + 1):
        out.append(Option(f"planar{p}", "choice", "seat", Msg(f"Planar deck of player {p}", f"플레이어 {p}의 차원 덱"),
                          Msg("Planechase with personal planar decks only: a planar deck, or by the seat.",
                              "개인 차원 덱 플레인체이스 전용: 차원 덱, 또는 좌석 순서대로."),
                          choices=("seat",) + ids,
                          choice_labels=(Msg("By the seat", "좌석대로"),) + tuple(decks[k].name for k in ids)))
    return out


def _archenemy_options() -> list[Option]:
    """Archenemy's (904): which seat is the archenemy, and each seat's scheme deck (904.3)."""
    from .schemes import scheme_decks
    try:
        decks = scheme_decks()
    except DataError:
        decks = {}
    ids, names = ("random",) + tuple(decks), (RANDOM,) + tuple(d.name for d in decks.values())
    opts = [Option("archenemy_skips_first_draw", "choice", "no", Msg("Archenemy's first draw", "아치에너미의 첫 드로우"),
                   Msg("Archenemy only: skips it: the archenemy, who always starts (904.6), skips the draw of the first "
                       "turn; draws: they draw as in any multiplayer game (the document does not say, guide 3.22).",
                       "아치에너미 전용: 건너뜀: 항상 먼저 시작하는 아치에너미(904.6)가 첫 턴의 드로우를 건너뜁니다. "
                       "뽑음: 다른 다인 게임처럼 뽑습니다(문서에 없음, 안내 3.22)."),
                   choices=("no", "yes"), choice_labels=(Msg("Draws", "뽑음"), Msg("Skips it", "건너뜀"))),
            Option("archenemy", "choice", "1", Msg("Archenemy", "아치에너미"),
                   Msg("Archenemy only: the seat of the archenemy, who plays alone against the team (904.2a).",
                       "아치에너미 전용: 팀에 홀로 맞서는 아치에너미의 좌석(904.2a)."),
                   choices=tuple(str(p) for p in range(1, MAX_SEATS + 1)),
                   choice_labels=tuple(Msg(f"Player {p}", f"플레이어 {p}") for p in range(1, MAX_SEATS + 1)))]
    for p in range(1, MAX_SEATS + 1):
        opts.append(Option(f"scheme_deck{p}", "choice", "random", Msg(f"Scheme deck of player {p}",
                                                                        f"플레이어 {p}의 계략 덱"),
                           Msg("Archenemy and Supervillain Rumble: a scheme deck, or random (chosen from the seed).",
                               "아치에너미와 슈퍼빌런 럼블: 계략 덱, 또는 무작위(시드로 선택)."),
                           choices=ids, choice_labels=names))
    return opts


# Settings a setup that does not name them leaves out, so that the game reads their old behaviour (the
# screens name every setting, so a game begun at the table has the default): payment=auto (paying.mode); and
# Planechase's, so that a game without it keeps the saved form (and hash) it had before them.
UNSAID = ("payment", "planar_deck") + tuple(f"planar{p}" for p in range(1, MAX_SEATS + 1))
# The seventh and eighth seats' (Grand Melee, 807) likewise: a game of six or fewer saved before them hashes as it did.
UNSAID = UNSAID + ("deck7", "deck8", "vanguard7", "vanguard8")
# Archenemy's settings too (904): a game saved before they existed keeps its hash; unsaid, the archenemy is
# player 1, draws on the first turn, and each scheme deck is chosen from the seed.
UNSAID = UNSAID + ("archenemy", "archenemy_skips_first_draw") + tuple(f"scheme_deck{p}" for p in range(1, MAX_SEATS + 1))


def read_setup(setup: dict[str, Any], path: str = "setup") -> dict[str, Any]:
    """Every option's value, checked; all problems at once."""
    problems: list[str] = []
    values: dict[str, Any] = {}
    for o in declared_options():
        if o.id in UNSAID and o.id not in setup:
            continue       # a setup from before the setting plays (and hashes) as it did: see UNSAID
        v = setup.get(o.id, o.default)
        why = o.problem(v)
        if why:
            problems.append(why)
        values[o.id] = v
    if problems:
        raise DataError(path, problems)
    return values
