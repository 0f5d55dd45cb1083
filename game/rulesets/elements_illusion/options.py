"""The settings of Elements Illusion, declared as data, and the reading of a game's setup.

Every gap of the draft where players could reasonably disagree is a setting (the reading guide's list);
those that read an ambiguous rule are marked ``reading`` with the rule they settle. A setup records every
setting's value, so saves and replays keep them.
"""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.text import Msg, Said

MIN_PLAYERS, MAX_PLAYERS = 2, 6
OFF_ON = ("off", "on")
OFF_ON_LABELS = (Msg("Off", "끄기"), Msg("On", "켜기"))


def _seat_choices() -> tuple[str, ...]:
    return ("random",) + tuple(str(p) for p in range(1, MAX_PLAYERS + 1))


def declared_options() -> tuple[Option, ...]:
    return (
        Option("mode", "choice", "A", Msg("Mode", "게임 종류"),
               Msg("A: every player for themselves, 2 to 6 players. B: two teams, 5 or 6 players.",
                   "A: 개인전(2~6인). B: 팀전(5~6인)."),
               choices=("A", "B"), choice_labels=(Msg("A: individual", "A: 개인전"), Msg("B: teams", "B: 팀전"))),
        Option("first_order", "choice", "random", Msg("First Order", "첫 오더"),
               Msg("Who is the Order in turn 1: chosen at random, or a seat.", "1턴의 오더: 무작위 또는 지정한 자리."),
               choices=_seat_choices(),
               choice_labels=(Msg("Random", "무작위"),) + tuple(Msg(f"Player {p}", f"플레이어 {p}")
                                                              for p in range(1, MAX_PLAYERS + 1))),
        Option("round_limit", "int", 3, Msg("Round limit", "라운드 제한"),
               Msg("The game ends after this many rounds (the draft leaves the number to the players).",
                   "이 라운드 수가 지나면 게임이 끝납니다(초안은 플레이어가 정하게 합니다)."), low=1, high=30),
        Option("round_length", "choice", "4", Msg("Round length", "라운드 길이"),
               Msg("4: a round is 4 turns, as written. players: a round is one turn as Order for every seat.",
                   "4: 1라운드 = 4턴(원문). players: 모든 자리가 한 번씩 오더가 되는 턴 수."),
               choices=("4", "players"), reading=True, rule="EI-1.3",
               choice_labels=(Msg("4 turns", "4턴"), Msg("One turn per player", "플레이어 수만큼"))),
        Option("game_end_skills", "choice", "on", Msg("Game-end skills", "게임 종료 스킬"),
               Msg("on: a resolved skill with two L3 cards (Meteor Storm, Sink Hole) ends the game after the turn.",
                   "on: L3 카드 두 장이 든 스킬(유성폭풍, 싱크 홀)이 발동하면 그 턴 뒤에 게임이 끝납니다."),
               choices=OFF_ON, choice_labels=OFF_ON_LABELS, reading=True, rule="EI-1.3"),
        Option("el_applies_to", "choice", "total", Msg("EL applies to", "EL 적용 대상"),
               Msg("total: the turn's skills together cost at most EL plus EP. each: each skill's cost above EL "
                   "is paid in EP on its own.", "total: 이번 턴 스킬 코스트의 합이 EL+EP 이내. each: 스킬마다 EL 초과분을 EP로 냅니다."),
               choices=("total", "each"), reading=True, rule="EI-8.4",
               choice_labels=(Msg("The turn's total", "턴 합계"), Msg("Each skill", "스킬마다"))),
        Option("el_cap", "int", 0, Msg("EL cap", "EL 상한"),
               Msg("The highest EL the Order may set; 0 for none (the draft gives no upper bound; at least 4).",
                   "오더가 정할 수 있는 EL의 최댓값. 0이면 없음(초안에 상한 없음, 4 이상)."),
               low=0, high=60, reading=True, rule="EI-6.4"),
        Option("ep_thresholds", "choice", "exact", Msg("EP thresholds", "EP 배수 판정"),
               Msg("exact: a damage counter scores when it lands on a multiple of 4 (dealt) or 5 (received), as the "
                   "draft's example shows. crossing: once for every multiple passed.",
                   "exact: 데미지 누계가 4(준 데미지)/5(받은 데미지)의 배수가 될 때(초안의 예). crossing: 넘긴 배수마다."),
               choices=("exact", "crossing"), reading=True, rule="EI-12.3",
               choice_labels=(Msg("Landing exactly", "정확히 배수"), Msg("Crossing", "넘길 때마다"))),
        Option("element_memory", "choice", "persistent", Msg("Element memory", "속성 기억"),
               Msg("persistent: a player who used no skill this turn keeps the element of their latest earlier "
                   "skill. turn: only this turn's skills count.",
                   "persistent: 이번 턴에 스킬을 쓰지 않았으면 이전 턴의 마지막 스킬 속성이 남습니다. turn: 이번 턴만."),
               choices=("persistent", "turn"), reading=True, rule="EI-9.2",
               choice_labels=(Msg("Persistent", "유지"), Msg("This turn only", "이번 턴만"))),
        Option("continuous_turns", "int", 2, Msg("Default continuous duration", "기본 지속 턴"),
               Msg("Turns of damage, counting the turn it hits, of a continuous skill whose text gives none.",
                   "지속 턴이 적혀 있지 않은 지속 스킬의 데미지 턴 수(맞은 턴 포함)."),
               low=1, high=5, reading=True, rule="EI-9.4"),
        Option("abilities_per_card", "choice", "one", Msg("Abilities per card per turn", "카드당 턴 어빌리티"),
               Msg("one: each active ability card gives one of its three abilities a turn. any: each of its "
                   "abilities once a turn (Element Change up to 3 times).",
                   "one: 활성 어빌리티 카드마다 턴에 하나의 능력. any: 각 능력을 턴에 한 번씩(속성 변환은 3회)."),
               choices=("one", "any"), reading=True, rule="EI-7.1",
               choice_labels=(Msg("One", "하나"), Msg("Any", "모두"))),
        Option("conversion_same_count", "choice", "off", Msg("Conversion by card count", "카드 수가 같은 전환"),
               Msg("on: Conversion may only choose a skill with the same card count.",
                   "on: 전환은 카드 수가 같은 스킬로만 할 수 있습니다."),
               choices=OFF_ON, choice_labels=OFF_ON_LABELS, reading=True, rule="EI-11.6"),
        Option("ep_for_hits", "choice", "off", Msg("EP for hitting skills", "적중 스킬 EP"),
               Msg("on: a skill that dealt damage earns 1 EP per card (the draft names no amount).",
                   "on: 데미지를 준 스킬은 카드 1장당 EP 1(초안에 수치 없음)."),
               choices=OFF_ON, choice_labels=OFF_ON_LABELS, reading=True, rule="EI-9.6"),
        Option("designer_gap", "choice", "off", Msg("Designer-gap skills", "미완성 스킬"),
               Msg("on: Maneril, which the draft names without numbers, joins the table with our own completion.",
                   "on: 초안에 수치가 없는 마네릴을 우리가 채운 값으로 추가합니다."),
               choices=OFF_ON, choice_labels=OFF_ON_LABELS, reading=True, rule="EI-13.21"),
        Option("teams", "choice", "alternate", Msg("Teams (mode B)", "팀 구성(B)"),
               Msg("Alternating seats: 1, 3, 5 against 2, 4, 6. Halves: the first three seats against the rest.",
                   "번갈아: 1·3·5번 대 2·4·6번. 반으로: 앞의 세 자리 대 나머지."),
               choices=("alternate", "halves"), reading=True, rule="EI-1.2",
               choice_labels=(Msg("Alternating seats", "번갈아"), Msg("Halves", "반으로"))),
        Option("designated_damage", "int", 40, Msg("Designated damage (mode B)", "지정 데미지(B)"),
               Msg("Mode B ends when a team has dealt this much damage to the other team.",
                   "한 팀이 상대 팀에게 이만큼 데미지를 주면 B 게임이 끝납니다."),
               low=5, high=500, reading=True, rule="EI-1.2"),
    )


def read_setup(setup: Any) -> tuple[int, dict[str, Any]]:
    """The seat count and every option (defaults filled in), or one DataError listing every problem."""
    if not isinstance(setup, dict):
        raise DataError("<setup>", ["the setup must be a table of option = value"])
    opts = {o.id: o for o in declared_options()}
    problems: list[str] = []
    values: dict[str, Any] = {}
    players = setup.get("players", MIN_PLAYERS)
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        problems.append(f"players: Elements Illusion is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        players = MIN_PLAYERS
    for key, value in setup.items():
        if key == "players":
            continue
        if key not in opts:
            problems.append(f"unknown option {key!r} (options: players, {', '.join(opts)})")
            continue
        bad = opts[key].problem(value)
        if bad:
            problems.append(bad)
        values[key] = value
    for o in opts.values():
        values.setdefault(o.id, o.default)
    if values["mode"] == "B" and players < 5:
        problems.append(Said(f"mode=B is a team game for 5 or 6 players, not {players}",
                             f"Mode B is a team game for 5 or 6 players, not {players} (EI-1.2).",
                             f"B 모드는 5명이나 6명이 하는 팀 게임입니다. {players}명으로는 할 수 없습니다(EI-1.2)."))
    first = values["first_order"]
    if first != "random" and isinstance(first, str) and first.isdigit() and int(first) > players:
        problems.append(Said(f"first_order={first} names no seat of a {players}-player game",
                             f"The first Order must be one of the {players} players, not player {first}.",
                             f"첫 오더는 {players}명 중 한 명이어야 합니다. 플레이어 {first}는 없습니다."))
    cap = values["el_cap"]
    if isinstance(cap, int) and 0 < cap < 4:
        problems.append(f"el_cap={cap} is not allowed (0 for none, or at least 4: the EL must change every turn)")
    if problems:
        raise DataError("<setup>", problems)
    return players, values
