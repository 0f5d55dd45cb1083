"""Before the first turn: the decks dealt (built, beginner or drafted), the champions chosen and revealed
(L1283-1297), the start player. Drafting itself is a format above the game (data/formats.toml, the one draft
engine of game/formats); a drafted game arrives with each seat's drafted cards in its setup (``drafted``).
"""
from __future__ import annotations

from game.engine.actions import Choose
from game.engine.decisions import Decision
from game.engine.text import Msg

from .state import CDState, Phase, zid


def step(s: CDState) -> None:
    """Before the first turn: ask the next person for a champion, or begin."""
    _ask_champion(s)


def answer(s: CDState, a: Choose) -> None:
    s.decisions = []
    add_champion(s, a.player, str(a.option))


def after_decks(s: CDState) -> None:
    """Champions are chosen once every deck is built (L1285-1289); then the start player."""
    from .flow import begin
    if s.options.get("champion") == "on" and any(s.champ[p] < 0 for p in _humans(s)):
        s.phase = Phase.CHAMPION
        return
    s.start_player = first_player(s)
    begin(s)


def _humans(s: CDState) -> list[int]:
    return [p for p in range(s.num_players) if not s.is_ai(p)]


def _ask_champion(s: CDState) -> None:
    waiting = [p for p in _humans(s) if s.champ[p] < 0]
    if not waiting:
        after_decks(s)
        return
    who = waiting[0]
    s.decisions = [Decision(player=who, kind="champion", options=tuple(c.id for c in s.db.champions()),
                            rule="CD-10.2", prompt=Msg("Choose your champion for the whole game.",
                                                       "게임 내내 사용할 챔피언 카드를 고르세요."))]
    s.emit("decision", player=who, kind="champion", rule="CD-10.2")


def add_champion(s: CDState, seat: int, def_id: str) -> None:
    """The champion lies face up beside the play area, ready (A16), never in the hand (L1289-1297)."""
    card = s.add_card(seat, def_id, zid(seat, "champion")).iid
    s.champ[seat] = card
    s.champ_ready[seat] = True
    s.emit("champion_chosen", player=seat, card=card, def_id=def_id, rule="CD-10.2")


def first_player(s: CDState) -> int:
    """Solo: the person starts (L662) unless the AI bought option c (L812-814). A duel: a coin flip
    (L160-162) or the setting."""
    if s.rules_seats:
        return s.rules_seats[0] if s.purchase.ai_starts else _humans(s)[0]
    chosen = s.options.get("first_player", "random")
    return int(chosen) - 1 if chosen in ("1", "2", "3", "4")[:s.num_players] else s.rng.below(s.num_players)


def deal(s: CDState, seat: int, cards: list[str], *, citadel_id: str) -> None:
    """A built deck into play: shuffled (instance ids follow the shuffled order, so an id says nothing
    of a hidden card), the citadel leftmost with the watchtower up (L152-158); the AI's deck with its
    citadel at the bottom (L654-660)."""
    ids = list(cards)
    s.rng.shuffle(ids)
    s.add_card(seat, citadel_id, zid(seat, "citadel"))
    where = zid(seat, "deck") if s.is_ai(seat) else zid(seat, "hand")
    for cid in ids:
        s.add_card(seat, cid, where)
    s.cit[seat] = 0
    s.side[seat] = "watchtower"
