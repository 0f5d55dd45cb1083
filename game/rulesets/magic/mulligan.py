"""The London mulligan (103.5): in turn order from the starting player each player keeps or mulligans;
those who mulligan shuffle their hand away and draw seven at once; once a player keeps, they put one
card on the bottom of their library per mulligan, the first mulligan free in a multiplayer game
(103.5c). No pygame."""
from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.text import Msg

from .effects import draw
from .state import MagicState, zid

KEEP, MULLIGAN = "keep", "mulligan"


def turn_order(s: MagicState) -> list[int]:
    return [(s.start_player + k) % s.num_players for k in range(s.num_players)]


def to_bottom(s: MagicState, p: int) -> int:
    """The first mulligan is free in a multiplayer game (103.5c) and in every Brawl game (903.12g)."""
    free = max([1 if s.num_players > 2 else 0] + [v.free_mulligans(s) for v in s.variants])
    return max(0, s.mulligans[p] - free)


def deal_hand(s: MagicState, p: int) -> None:
    draw(s, p, s.hand_size(p))           # 902.5a: a vanguard's hand modifier counts on every mulligan


def proceed(s: MagicState) -> bool:
    """Ask the next question of the mulligan; True once every player has kept and bottomed."""
    order = turn_order(s)
    for p in order:
        if not s.kept[p] and s.mull_choice[p] == "":
            if to_bottom(s, p) >= s.hand_size(p):          # nothing left to mulligan to: the hand is kept
                s.mull_choice[p] = KEEP
                s.kept[p] = True
                continue
            n = to_bottom(s, p)
            s.decisions.append(Decision(p, "mulligan", (KEEP, MULLIGAN),
                                        Msg(f"Keep this hand (then {n} to the bottom) or mulligan?",
                                            f"이 손을 유지할까요(그 후 {n}장을 맨 밑으로), 멀리건할까요?"), "103.5"))
            return False
    movers = [p for p in order if s.mull_choice[p] == MULLIGAN]
    if movers:
        for p in movers:                              # 103.5: all who chose to mulligan do so at once
            for i in list(s.hand(p)):
                s.move(i, zid(p, "library"), cause="mulligan")
            s.rng.shuffle(s.zones[zid(p, "library")].cards)
            s.emit("shuffled", player=p, rule="103.5")
            s.mulligans[p] += 1
            s.mull_choice[p] = ""
            deal_hand(s, p)
        return proceed(s)
    for p in order:
        n = to_bottom(s, p)
        if n and not s.bottomed[p]:
            s.decisions.append(Decision(p, "bottom", tuple(s.hand(p)),
                                        Msg(f"Put {n} card(s) on the bottom of your library.",
                                            f"{n}장을 서고 맨 밑에 놓으세요."), "103.5", min=n, max=n, secret=True))
            return False
    return True


def answer(s: MagicState, p: int, option: object) -> None:
    s.mull_choice[p] = str(option)
    if option == KEEP:
        s.kept[p] = True
    s.emit("mulligan_choice", player=p, choice=str(option), mulligans=s.mulligans[p], rule="103.5")


def bottom(s: MagicState, p: int, cards: tuple[int, ...]) -> None:
    for i in cards:
        s.move(i, zid(p, "library"), cause="mulligan_bottom")
    s.bottomed[p] = True
