"""The settings of Dragon Duel, declared as data, and the reading of a game's setup.

A setup is a dict: each option's value under its id, and either ``deck1``/``deck2`` (preconstructed
deck ids) or ``decks`` (two explicit decks: ``{"leader": id, "cards": [30 ids]}``). Everything is
checked before a game starts; every problem is reported at once (one line each, listing what exists).
"""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.text import Msg

from .cards import CardDb, load_card_db
from .deck import Deck, deck_problems, load_all_decks


PLAYER_CHOICES = (Msg("Random", "무작위"), Msg("Player 1", "플레이어 1"), Msg("Player 2", "플레이어 2"))


def _deck_ids() -> tuple[str, ...]:
    try:
        return ("random",) + tuple(sorted(load_all_decks(load_card_db())))
    except DataError:   # a broken card file: the game still registers, and starting one says what is wrong
        return ("random",)


def declared_options() -> tuple[Option, ...]:
    decks = _deck_ids()
    return (
        Option("backtracking", "choice", "rollback",
               Msg("Backtracking", "되돌리기"),
               Msg("rollback: a player who continues and cannot reach the opponent's value has the turn undone "
                   "back to the engagement phase and withdraws (the sheet's rule). prevent: a play after which "
                   "no line in hand can reach is refused.",
                   "rollback: 계속한 뒤 상대 공격값에 못 미치면 교전 단계까지 되돌리고 철수합니다(원래 규칙). "
                   "prevent: 손의 어떤 조합으로도 도달할 수 없게 되는 플레이를 막습니다."),
               choices=("rollback", "prevent"), reading=True, rule="DD-15.2",
               choice_labels=(Msg("Roll back", "되감기"), Msg("Prevent", "막기"))),
        Option("first_player", "choice", "random", Msg("First player", "선 플레이어"),
               Msg("Who takes the first turn of the first game.", "첫 게임의 첫 턴을 누가 할지 정합니다."),
               choices=("random", "1", "2"), choice_labels=PLAYER_CHOICES),
        Option("match", "choice", "off", Msg("Match", "매치"),
               Msg("on: play games until a player has the crystal target; each win gives 1 crystal plus 1 per "
                   "dragon held.", "on: 크리스탈 목표에 도달할 때까지 게임을 합니다. 승리마다 크리스탈 1개와 가진 드래곤 수만큼 더 얻습니다."),
               choices=("off", "on"), choice_labels=(Msg("Off", "끄기"), Msg("On", "켜기"))),
        Option("crystals", "int", 5, Msg("Crystal target", "크리스탈 목표"),
               Msg("Crystals that win a match (the sheet says 5).", "매치 승리에 필요한 크리스탈 수(원래 5개)."), low=1, high=20),
        Option("next_starter", "choice", "loser", Msg("Next game starts", "다음 게임 선 플레이어"),
               Msg("Who starts the next game of a match: the loser, alternating, or at random.",
                   "매치의 다음 게임을 누가 먼저 할지: 패자, 번갈아, 무작위."),
               choices=("loser", "alternate", "random"), reading=True, rule="DD-11.3",
               choice_labels=(Msg("The loser", "진 플레이어"), Msg("Alternating", "번갈아"), Msg("Random", "무작위"))),
        Option("deck1", "choice", "random", Msg("Deck of player 1", "플레이어 1의 덱"),
               Msg("A preconstructed deck, or random (chosen from the seed).", "구성된 덱, 또는 무작위(시드로 선택)."),
               choices=decks),
        Option("deck2", "choice", "random", Msg("Deck of player 2", "플레이어 2의 덱"),
               Msg("A preconstructed deck, or random (chosen from the seed).", "구성된 덱, 또는 무작위(시드로 선택)."),
               choices=decks),
    )


def read_setup(setup: dict[str, Any], seed: int, db: CardDb) -> tuple[dict[str, Any], list[Deck]]:
    """The options (every one, defaults filled in) and the two decks, or one DataError listing every problem."""
    if not isinstance(setup, dict):
        raise DataError("<setup>", ["the setup must be a table of option = value"])
    opts = {o.id: o for o in declared_options()}
    problems = []
    values: dict[str, Any] = {}
    for key, value in setup.items():
        if key in ("decks",):
            continue
        if key == "players":   # the seat count every setup may record (game.engine.setup)
            if value != 2:
                problems.append("players: Dragon Duel is played by two players")
            continue
        if key not in opts:
            problems.append(f"unknown option {key!r} (options: {', '.join(opts)}, decks)")
            continue
        bad = opts[key].problem(value)
        if bad:
            problems.append(bad)
        values[key] = value
    for o in opts.values():
        values.setdefault(o.id, o.default)
    decks: list[Deck] = []
    if "decks" in setup:
        raw = setup["decks"]
        if not isinstance(raw, list) or len(raw) != 2:
            problems.append("decks: two decks are needed, one per player")
        else:
            for p, d in enumerate(raw):
                if not isinstance(d, dict) or not isinstance(d.get("cards"), list):
                    problems.append(f"decks[{p + 1}]: needs leader and cards")
                    continue
                for prob in deck_problems(db, d.get("leader"), list(d["cards"])):
                    problems.append(f"decks[{p + 1}]: {prob}")
                decks.append(Deck(f"custom{p + 1}", Msg("Custom deck", "사용자 덱"), Msg("", ""),
                                  str(d.get("leader")), tuple(d["cards"])))
    if problems:
        raise DataError("<setup>", problems)
    if not decks:
        known = load_all_decks(load_card_db())
        ids = sorted(known)
        from game.engine.rng import Rng
        pick = Rng(seed ^ 0xD5A9)
        for key in ("deck1", "deck2"):
            chosen = values[key]
            decks.append(known[chosen] if chosen != "random" else known[ids[pick.below(len(ids))]])
    return values, decks
