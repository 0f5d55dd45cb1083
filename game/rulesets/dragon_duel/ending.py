"""How a game ends (DD-10), and the match of several games to 5 crystals (DD-11), inside one state.

In a match the state's ``result`` is set only when the match is won; a game that ends inside it
emits ``game_won`` with the crystals and the next game is dealt from the state's own RNG, so a
saved or replayed match needs nothing special.
"""
from __future__ import annotations

from game.engine.text import Msg, count, josa

from .moves import draw
from .state import BOARD, HAND_SIZE, TURN_CAP, DDState, Phase, zid

_REASONS = {
    "DD-10.1.a": Msg("a player gave up the right to start a battle and had no cards left in hand or deck",
                     "한 플레이어가 전투를 시작할 권리를 포기한 뒤 손과 덱에 카드가 남지 않았습니다"),
    "DD-10.1.b": Msg("after the battle a player had no cards left in hand or deck",
                     "전투가 끝난 뒤 한 플레이어의 손과 덱에 카드가 남지 않았습니다"),
    "DD-10.1.c": Msg("a player holding all three dragons was to pull another",
                     "드래곤 세 마리를 모두 가진 플레이어가 또 끌어와야 했습니다"),
    "DD-cap": Msg(f"no end after {TURN_CAP} turns", f"{TURN_CAP}턴이 지나도록 끝나지 않았습니다"),
}


def game_winner(s: DDState) -> tuple[int | None, str]:
    """DD-10.3: the player with dragons wins; with all three on the board, the one who held cards in
    hand until later (DD-10.4); a tie there is a draw (None)."""
    for p in (0, 1):
        if s.dragons_of(p):
            return p, "DD-10.3"
    held = [float("inf") if s.hands[p].cards else s.hand_empty_at[p] for p in (0, 1)]
    if held[0] == held[1]:
        return None, "DD-10.4"
    return (0 if held[0] > held[1] else 1), "DD-10.4"


def finish_game(s: DDState, rule: str) -> None:
    """End the current game at once (the stack and any decision are dropped); DD-cap ends it as a draw."""
    winner, how = (None, rule) if rule == "DD-cap" else game_winner(s)
    why = _REASONS[rule]
    s.stack = []
    s.decisions = []
    s.checkpoint = None
    if rule == "DD-cap":
        reason = Msg(f"The game ends: {why.en}, the same plays coming round again: a draw.",
                     f"게임 종료: {why.ko}. 같은 플레이가 되풀이되어 무승부입니다.")
    elif winner is None:
        reason = Msg(f"The game ends: {why.en}. All dragons are on the board and both hands ran out at the same "
                     "moment: a draw.",
                     f"게임 종료: {why.ko}. 드래곤이 모두 보드에 있고 두 손이 동시에 비어 무승부입니다.")
    elif how == "DD-10.3":
        reason = Msg(f"The game ends: {why.en}. Player {winner + 1} holds {count(s.dragons_of(winner), 'dragon')} and wins.",
                     f"게임 종료: {why.ko}. 드래곤 {s.dragons_of(winner)}마리를 가진 플레이어 {winner + 1}의 승리입니다.")
    else:
        reason = Msg(f"The game ends: {why.en}. No player holds a dragon; player {winner + 1} held cards in hand "
                     "longer and wins.",
                     f"게임 종료: {why.ko}. 아무도 드래곤이 없어 손에 카드를 더 오래 가진 플레이어 {winner + 1}의 승리입니다.")
    if s.options.get("match") != "on":
        winners = [] if winner is None else [winner]
        losers = [0, 1] if winner is None else [1 - winner]
        s.end_game(winners, losers, reason, rule if winner is None or how == "DD-10.3" else how)
        return
    gained = 0 if winner is None else 1 + s.dragons_of(winner)   # DD-11.1
    if winner is not None:
        s.crystals[winner] += gained
    s.emit("game_won", game=s.game_no, winner=winner, gained=gained, crystals=s.crystals[:], rule="DD-11.1",
           end_rule=rule, reason=reason.to_json())
    target = s.options.get("crystals", 5)
    if winner is not None and s.crystals[winner] >= target:
        s.end_game([winner], [1 - winner],
                   Msg(f"Player {winner + 1} reaches {s.crystals[winner]} crystals and wins the match.",
                       f"{josa(f'플레이어 {winner + 1}', '이/가')} 크리스탈 {s.crystals[winner]}개로 매치에서 승리했습니다."), "DD-11.2")
        return
    starter = _next_starter(s, winner)
    s.game_no += 1
    deal(s, starter)


def _next_starter(s: DDState, winner: int | None) -> int:
    """DD-11.3 (a setting): the loser starts the next game by default; after a draw, or with
    "alternate", the player who did not start the last one."""
    how = s.options.get("next_starter", "loser")
    if how == "random":
        return s.rng.below(2)
    if how == "loser" and winner is not None:
        return 1 - winner
    return 1 - s.first_player


def deal(s: DDState, first: int) -> None:
    """Start a game: decks shuffled, 6 cards each, dragons in the middle (DD-0.7).

    For a later game of a match every card goes back to its deck and the decks are shuffled by giving
    the deck's instances the shuffled list of card definitions, so an instance id known from an
    earlier game says nothing about a hidden card."""
    from .flow import start_turn
    if s.game_no > 1:
        for p in (0, 1):
            mine = [c.iid for c in s.cards if c.owner == p and c.iid != s.leader[p]]
            ids = sorted(s.cards[c].def_id for c in mine)
            s.rng.shuffle(ids)
            for name in ("deck", "hand", "battle", "support", "leader", "discard"):
                s.zones[zid(p, name)].cards = []
            s.zones[zid(p, "leader")].cards = [s.leader[p]]
            s.decks[p].cards = mine
            for c, def_id in zip(mine, ids):
                card = s.cards[c]
                card.def_id = def_id
                card.zone = zid(p, "deck")
                card.epoch += 1
        s.defs = [s.db[c.def_id] for c in s.cards]
        s.since = [0] * len(s.cards)
        s.emit("decks_shuffled", game=s.game_no, rule="DD-11.3")
    s.dragons = [BOARD, BOARD, BOARD]
    s.battle = False
    s.element = None
    s.char = [-1, -1]
    s.lead_active = [-1, -1]
    s.mods = []
    s.stack = []
    s.decisions = []
    s.checkpoint = None
    s.declared = [None, None]
    s.first_player = first
    s.hand_empty_at = [s.action_no, s.action_no]
    s.game_turn0 = s.turn
    s.touch()
    s.emit("game_started", game=s.game_no, first_player=first, crystals=s.crystals[:], rule="DD-0.7")
    for p in (first, 1 - first):
        draw(s, p, HAND_SIZE, rule="DD-0.7")
    start_turn(s, first)


__all__ = ["finish_game", "deal", "game_winner", "Phase"]
