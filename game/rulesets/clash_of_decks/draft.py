"""Before the game: drafting decks and choosing champions, each pick a Decision in the state.

Every draft reveals cards from a shuffled common pile and the seats take them in the order of
``draft4.order`` (the one place for the orders); hands are open throughout (L226-228), the pile hidden.

- The 2-player draft (L210-248): reveal 4, A takes 1, B takes 2 of the other 3, A takes the last; the
  next round with A and B swapped; until both have 8.
- The solo draft (L628-646): reveal 4, the person keeps 1 and the other 3 go to the AI, until the
  person has 8 (so the AI has 24).
- The 4-player draft of free-for-all and 2v2 (L963-993): 32 cards, reveal 8, picks A B C D D C B A, then
  B C D A A D C B, C D A B B A D C, D A B C C B A D; 8 each.
- The co-op draft (L1009-1037): 64 cards, reveal 8, A and C keep one each (the first picker swapping
  every round), the 6 left go to the AIs' common pile (seat B's picks) until the people have 8; the AIs'
  48 are then shuffled face down and split into two decks of 24, B's and D's.

Champions are chosen and revealed after the decks are built (L1283-1297).
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Choose
from game.engine.decisions import Decision
from game.engine.text import Msg

from . import draft4
from .state import CDState, Phase, zid

DECK = 8


def start(s: CDState, pool: list[str]) -> None:
    """Shuffle the pool into the draft pile (instance ids follow the shuffled order) and begin."""
    ids = list(pool)
    s.rng.shuffle(ids)
    for cid in ids:
        s.add_card(0, cid, "draft.pile")
    s.phase = Phase.DRAFT
    kind = draft4.kind_for(str(s.options.get("mode", "duel")))
    s.draft = {"kind": kind, "round": 0, "queue": [], "revealed": False, "pool": len(ids)}
    s.emit("draft_started", kind=kind, pool=len(ids), rule=_rule(kind))


def _rule(kind: str) -> str:
    return "CD-2.2" if kind == "duel" else draft4.RULES[kind]


def _picks(s: CDState, seat: int) -> list[int]:
    return s.zones[zid(seat, "picks")].cards


def _reveal(s: CDState) -> None:
    d = s.draft
    assert d is not None
    pile = s.zones["draft.pile"].cards
    rule = draft4.RULES[d["kind"]]
    for c in pile[:draft4.reveal_count(d["kind"])]:
        s.move(c, "draft.open", cause="draft_reveal", rule=rule)
    d["queue"] = draft4.order(d["kind"], d["round"])
    s.emit("draft_revealed", round=d["round"] + 1, cards=list(s.zones["draft.open"].cards), order=list(d["queue"]),
           rule=rule)


def _take(s: CDState, seat: int, card: int, *, by: str) -> None:
    rule = draft4.RULES[s.draft["kind"]] if s.draft else "CD-2.2.1"
    s.cards[card].owner = seat
    s.move(card, zid(seat, "picks"), cause="draft", by=by, rule=rule)
    s.emit("draft_picked", player=seat, card=card, def_id=s.cards[card].def_id, by=by, rule=rule)


def _finished(s: CDState) -> bool:
    humans = [p for p in range(s.num_players) if not s.is_ai(p)]
    return all(len(_picks(s, p)) >= DECK for p in humans)


def step(s: CDState) -> None:
    """Advance the draft or the champion choice until someone must pick."""
    if s.phase is Phase.CHAMPION:
        _ask_champion(s)
        return
    d = s.draft
    assert d is not None
    opened = s.zones["draft.open"].cards
    if not d["queue"]:
        if opened and d["kind"] in ("solo", "coop"):   # the rest go to the AI (L640-642), co-op's common pile (L1025)
            ai = s.rules_seats[0]
            for c in list(opened):
                _take(s, ai, c, by="rule")
        if d.get("revealed"):
            d["round"] += 1
            d["revealed"] = False
        if _finished(s):
            finish(s)
            return
        _reveal(s)
        d["revealed"] = True
        return
    who = d["queue"][0]
    if len(opened) == 1 and len(d["queue"]) == 1:   # the last card goes to the player whose turn it is (L240)
        d["queue"].pop(0)
        _take(s, who, opened[0], by="rule")
        return
    s.decisions = [Decision(player=who, kind="draft", options=tuple(opened), rule=draft4.RULES[d["kind"]],
                            prompt=Msg("Draft: take one of the revealed cards.", "드래프트: 공개된 카드 중 1장을 가져가세요."))]
    s.emit("decision", player=who, kind="draft", rule=draft4.RULES[d["kind"]])


def answer(s: CDState, a: Choose) -> None:
    d = s.decisions[0]
    s.decisions = []
    if d.kind == "champion":
        add_champion(s, a.player, str(a.option))
        return
    assert s.draft is not None
    s.draft["queue"].pop(0)
    _take(s, a.player, int(a.option), by="choice")


def finish(s: CDState) -> None:
    """Every person shuffles the drafted cards into the hand; the AI's cards are shuffled into its deck
    (L648-660); co-op's common pile is shuffled face down and split between B and D (L1031-1037). The
    cards move in the open order of the picks and are shuffled where they land, so the events never tell
    a hand's or a deck's order."""
    kind = s.draft["kind"] if s.draft else "duel"
    s.draft = None
    s.emit("draft_done", rule=_rule(kind))
    for p in range(s.num_players):
        where = zid(p, "deck") if s.is_ai(p) else zid(p, "hand")
        for c in list(_picks(s, p)):
            s.move(c, where, cause="deal", rule="CD-1.3.3")
        if kind == "coop" and p == draft4.COOP_AIS[0]:
            _split(s, where)
        s.rng.shuffle(s.zones[where].cards)
        if s.is_ai(p):
            s.emit("shuffled", player=p, zone=where, count=len(s.zones[where].cards), rule="CD-7.4")
    after_decks(s)


def _split(s: CDState, common: str) -> None:
    """B's deck keeps the first half of the shuffled pile, D's takes the other; hidden to hidden, so no
    one learns which AI holds which card."""
    cards = s.zones[common].cards
    keep, give = draft4.split(cards, s.rng)
    cards[:] = keep + give
    other = zid(draft4.COOP_AIS[1], "deck")
    for c in give:
        s.cards[c].owner = draft4.COOP_AIS[1]
        s.move(c, other, cause="deal", rule="CD-8.8.1")
    s.emit("ai_decks_split", sizes=[len(keep), len(give)], rule="CD-8.8.1")


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


def info(s: CDState) -> dict[str, Any]:
    """The draft as the view shows it."""
    d = s.draft
    if d is None:
        return {}
    return {"kind": d["kind"], "round": d["round"] + 1, "open": list(s.zones["draft.open"].cards),
            "order": list(d["queue"]), "pile": len(s.zones["draft.pile"].cards),
            "picks": {str(p): list(_picks(s, p)) for p in range(s.num_players)}}

