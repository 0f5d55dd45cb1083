"""What a Magic game is played as: a combination of a deck format, a multiplayer shape and supplements,
read from the game's settings, with the combinations the rules allow. No pygame.

``deck_format`` is ``constructed`` (100.2a), ``commander`` (903) or ``brawl`` (903.12); ``multiplayer`` is
``two-player``, ``free-for-all`` (``auto``: by the number of seats, 800.1) or ``two-headed-giant`` (810, four
seats in two teams, shapes.py) or ``grand-melee`` (807, eight seats, several turns at once, melee.py); ``supplements`` is a
comma-separated list of the supplements played on top (``vanguard``, 902), or ``none``; ``range_of_influence``
is ``unlimited`` or 1-3 seats to each side (801, a free-for-all option; teams.in_range). The old one-word
``variant`` setting is kept as a shorthand: ``commander`` and ``brawl`` name the deck format, ``vanguard``
the supplement, ``core`` nothing (saves and replays from before the combination still start the same game).

The setting is named ``deck_format``, not ``format``: in every game's setup the key ``format`` marks an
event played above the game (a draft, a league; ``registry.EVENT_KEY``)."""
from __future__ import annotations

import dataclasses
import itertools
from typing import Any

DECK_FORMATS = ("constructed", "commander", "brawl")
SHAPES = ("two-player", "free-for-all", "two-headed-giant", "grand-melee")
GRAND_MELEE_SEATS = 8        # 807, guide 3.28: eight or more (and eight is the table's most)
SUPPLEMENTS = ("vanguard", "planechase")
SUPPLEMENTS = SUPPLEMENTS + ("archenemy", "supervillain-rumble")          # 904, 904.12
# 904.2: Archenemy seats its own two teams (the archenemy alone against the rest, sharing turns, 805) over
# the seats of a two-player or free-for-all table; no other multiplayer option goes with it
ARCHENEMY_SHAPES = ("two-player", "free-for-all")
# 801: the limited range of influence option, how many seats to each side a player reaches (unlimited: all)
RANGES = ("unlimited", "1", "2", "3")
NONE = "none"
AUTO = "auto"
# the shorthand of the one-word setting: what each word sets
SHORTHAND: dict[str, dict[str, str]] = {"core": {}, "commander": {"deck_format": "commander"},
                                        "brawl": {"deck_format": "brawl"}, "vanguard": {"supplements": "vanguard"}}
_KO_FORMATS = {"constructed": "구축", "commander": "커맨더", "brawl": "난투"}
DEFAULTS = {"deck_format": "constructed", "multiplayer": AUTO, "supplements": NONE, "range_of_influence": "unlimited"}
# Planechase's planar deck (901.3, or the single planar deck, 901.15)
PLANAR_DECKS = ("personal", "shared")


def supplement_lists() -> tuple[str, ...]:
    """Every value ``supplements`` may take: ``none`` and each set of supplements, comma-separated in the
    order of ``SUPPLEMENTS``."""
    out = [NONE]
    for n in range(1, len(SUPPLEMENTS) + 1):
        out += [",".join(c) for c in itertools.combinations(SUPPLEMENTS, n)]
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class Setting:
    deck_format: str = "constructed"
    multiplayer: str = "two-player"
    supplements: tuple[str, ...] = ()
    range_of_influence: int = 0        # 801: seats reached to each side; 0 for unlimited

    @property
    def commander_deck(self) -> bool:
        """A deck led by a commander (903, 903.12)."""
        return self.deck_format in ("commander", "brawl")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"deck_format": self.deck_format, "multiplayer": self.multiplayer,
                               "supplements": list(self.supplements)}
        if self.range_of_influence:
            out["range_of_influence"] = self.range_of_influence
        return out


Refusal = tuple[str, str, str]      # (rule, English, Korean)


def _supplements(value: str) -> tuple[str, ...]:
    words = [w.strip() for w in str(value).split(",") if w.strip() and w.strip() != NONE]
    return tuple(w for w in SUPPLEMENTS if w in words)


def unfold(options: dict[str, Any]) -> None:
    """Turn the shorthand ``variant`` of ``options`` into the settings it names (in place), as a screen
    that offers the parts shows them: ``variant=commander`` is ``deck_format=commander``."""
    word = options.pop("variant", None)
    if word is not None:
        for key, value in SHORTHAND.get(str(word), {}).items():
            options.setdefault(key, value)


def read(options: dict[str, Any], players: int) -> tuple[Setting, list[Refusal]]:
    """The combination the options name for ``players`` seats, and every way it is not allowed. The
    shorthand ``variant`` sets what it names unless the same setting says otherwise (then it is refused:
    a player asked for two things)."""
    chosen = {k: str(options.get(k, v)) for k, v in DEFAULTS.items()}
    problems: list[Refusal] = []
    word = str(options.get("variant", "core"))
    for key, value in SHORTHAND.get(word, {}).items():
        if chosen[key] not in (DEFAULTS[key], value):
            what = {"deck_format": ("deck format", "덱 형식"), "supplements": ("supplements", "보충 규칙")}[key]
            problems.append(("900.1", f"The variant {word} sets the {what[0]} to {value}; it cannot also be "
                                      f"{chosen[key]}.",
                             f"변형 규칙 {word}는 {what[1]}을(를) {value}(으)로 정하므로 {chosen[key]}일 수 없습니다."))
        chosen[key] = value
    shape = chosen["multiplayer"]
    if shape == AUTO:
        shape = "two-player" if players == 2 else "free-for-all"
    reach = chosen["range_of_influence"]
    if reach not in RANGES:
        problems.append(("801.1", f"The range of influence is {', '.join(RANGES)}, not {reach}.",
                         f"영향 범위는 {', '.join(RANGES)} 중 하나입니다({reach}이(가) 아님)."))
    if shape == "grand-melee":               # 807: range of influence 1 is part of the shape
        if reach not in ("unlimited", "1"):
            problems.append(("807", f"Grand Melee plays with a range of influence of 1, not {reach}.",
                             f"그랜드 밀리는 영향 범위 1로 합니다({reach}이(가) 아님)."))
        reach = "1"
    setting = Setting(chosen["deck_format"], shape, _supplements(chosen["supplements"]),
                      int(reach) if reach.isdigit() else 0)
    return setting, problems + refusals(setting, players)


def refusals(setting: Setting, players: int) -> list[Refusal]:
    """The rules a combination breaks, for ``players`` seats."""
    out: list[Refusal] = []
    if setting.multiplayer == "two-player" and players != 2:
        out.append(("800.1", f"A two-player game has two players, not {players}: with more it is a multiplayer "
                             "game (free-for-all).",
                    f"2인 게임은 두 명이 합니다({players}명이 아님). 그보다 많으면 다인 게임(자유 대전)입니다."))
    if setting.multiplayer == "free-for-all" and players < 3:
        out.append(("800.1", "A multiplayer game (free-for-all) begins with more than two players.",
                    "다인 게임(자유 대전)은 세 명 이상으로 시작합니다."))
    if setting.multiplayer == "two-headed-giant" and players != 4:
        out.append(("810.1", f"Two-Headed Giant is two teams of two: four players, not {players}.",
                    f"투헤드 자이언트는 두 명씩 두 팀, 네 명이 합니다({players}명이 아님)."))
    if setting.multiplayer == "two-headed-giant" and (setting.commander_deck or "vanguard" in setting.supplements):
        what = "vanguard" if "vanguard" in setting.supplements else setting.deck_format
        ko = "뱅가드" if what == "vanguard" else _KO_FORMATS[what]
        out.append(("810.1", f"Two-Headed Giant's shared 30 life is played with constructed decks, not with {what} "
                             "(our reading: its life rules would conflict).",
                    f"투헤드 자이언트의 공유 생명점 30은 구축 덱으로만 합니다. {ko}와(과) 함께 할 수 없습니다"
                    "(해석: 생명점 규칙이 충돌합니다)."))
    if setting.multiplayer == "grand-melee" and players < GRAND_MELEE_SEATS:
        out.append(("807", f"Grand Melee is for {GRAND_MELEE_SEATS} or more players, not {players}.",
                    f"그랜드 밀리는 {GRAND_MELEE_SEATS}명 이상이 합니다({players}명이 아님)."))
    if setting.range_of_influence and setting.multiplayer not in ("free-for-all", "grand-melee"):
        out.append(("801.1", "The limited range of influence option is played in a free-for-all.",
                    "제한된 영향 범위 옵션은 자유 대전에서 씁니다."))
    if "vanguard" in setting.supplements and setting.commander_deck:
        out.append(("902.1", f"Vanguard is played with constructed decks, not with {setting.deck_format} (our "
                             "reading of the document, guide 3.32: it combines with no deck-format variant).",
                    f"뱅가드는 구축 덱으로만 합니다. {_KO_FORMATS[setting.deck_format]}와 함께 할 수 없습니다"
                    f"(문서 해석, 안내 3.32)."))
    out += _archenemy_refusals(setting, players)
    return out


def _archenemy_refusals(setting: Setting, players: int) -> list[Refusal]:
    """904.2: Archenemy is one player against a team sharing its turns; 904.12a: Supervillain Rumble is a
    free-for-all. Neither with Vanguard (guide 3.32), nor the two together (904.12: an option instead)."""
    out: list[Refusal] = []
    chosen = [w for w in ("archenemy", "supervillain-rumble") if w in setting.supplements]
    if len(chosen) == 2:
        out.append(("904.12", "Supervillain Rumble is played instead of Archenemy, not with it.",
                    "슈퍼빌런 럼블은 아치에너미 대신 하는 방식이므로 함께 할 수 없습니다."))
    if chosen and "vanguard" in setting.supplements:
        out.append(("904.1", "Archenemy is not played with Vanguard (our reading, guide 3.32: their setup and "
                             "starting life conflict).",
                    "아치에너미는 뱅가드와 함께 하지 않습니다(문서 해석, 안내 3.32: 준비와 시작 생명점이 충돌합니다)."))
    if "supervillain-rumble" in setting.supplements and (setting.multiplayer != "free-for-all" or players < 3):
        out.append(("904.12a", "Supervillain Rumble is a free-for-all of three or more players, each an archenemy.",
                    "슈퍼빌런 럼블은 세 명 이상의 자유 대전이며, 모두가 아치에너미입니다."))
    if chosen and setting.range_of_influence:
        out.append(("904.2", "Archenemy and Supervillain Rumble use no other multiplayer option: not a limited range "
                             "of influence (904.2, 904.12a).",
                    "아치에너미와 슈퍼빌런 럼블은 다른 다인 게임 옵션을 쓰지 않습니다: 제한된 영향 범위도 쓰지 않습니다"
                    "(904.2, 904.12a)."))
    if "archenemy" in setting.supplements and setting.multiplayer not in ARCHENEMY_SHAPES:
        out.append(("904.2", f"Archenemy is the archenemy alone against one team sharing its turns, with no other "
                             f"multiplayer option: not {setting.multiplayer}.",
                    f"아치에너미는 아치에너미 한 명이 턴을 공유하는 한 팀과 맞서며, 다른 다인 게임 옵션은 쓰지 않습니다"
                    f"({setting.multiplayer} 불가)."))
    return out


def combinations() -> list[dict[str, Any]]:
    """Every combination with the seats it may be played by, and each one ruled out with its rule: what
    ``rulesets --json`` lists."""
    out = []
    for fmt, shape, supp in itertools.product(DECK_FORMATS, SHAPES, supplement_lists()):
        setting = Setting(fmt, shape, _supplements(supp))
        seats = [n for n in range(2, GRAND_MELEE_SEATS + 1) if not refusals(setting, n)]
        entry: dict[str, Any] = {"deck_format": fmt, "multiplayer": shape, "supplements": supp,
                                 "allowed": bool(seats), "players": seats}
        if not seats:
            why = refusals(setting, 2 if shape == "two-player" else 3)
            entry["rule"], entry["why"] = why[0][0], {"en": why[0][1], "ko": why[0][2]}
        out.append(entry)
    return out
