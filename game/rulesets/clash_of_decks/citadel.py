"""The citadel in the hand, and the rulebook AI's deck that stands in for both (L342-368, L526-558, L718-746).

Every change of a hand goes through here, and after each one "is the citadel rightmost?" is asked
(A30): a watchtower reaching the right end flips to the fortress and goes leftmost (L532-540), a
fortress there loses at once (L542-558). Four kinds of citadel damage differ only at the flip:
ordinary damage loses its excess at a watchtower (L538-540), Blood Price is taken one point at a time
and so carries on into the fortress (L1766-1776), Weaken moves the citadel to second from the right
without flipping (L1760-1764), and Regeneration moves it left, turning a leftmost fortress back into
a watchtower second from the right (L1676-1686).
"""
from __future__ import annotations

from game.engine.text import Msg, josa

from . import outcome as _outcome
from .state import CDState, zid


def _who(seat: int) -> tuple[str, str]:
    return f"Player {seat + 1}", f"플레이어 {seat + 1}"


def lose(s: CDState, seat: int, rule: str, why: str, by: int | None = None) -> None:
    """``seat`` loses at once (L552-558, L734-746); who wins is outcome.py's: every other side, or in a
    free-for-all the owner of the enemy card ``by`` that made the last change (L921-925)."""
    if s.result is not None:
        return
    winners, found = _outcome.winners_after(s, seat, by)
    en, ko = _who(seat)
    if s.is_ai(seat):
        reason = Msg("The AI deck is gone and its fortress is revealed: the AI loses.",
                     "AI 카드 더미가 모두 버려져 요새가 공개되었습니다. AI가 패배합니다.")
    elif why == "empty":
        reason = Msg(f"{en} holds only the citadel and loses.", f"{josa(ko, '은/는')} 손에 성채만 남아 패배합니다.")
    else:
        reason = Msg(f"{en}'s fortress reached the right end of the hand: {en} loses.",
                     f"{ko}의 요새가 손에서 가장 오른쪽에 도달했습니다. {josa(ko, '이/가')} 패배합니다.")
    if found != "team":
        names = [_who(p) for p in winners]
        w_en, w_ko = " and ".join(n[0] for n in names), ", ".join(n[1] for n in names)
        if found == "card":
            more = Msg(f" The card that destroyed it is {w_en}'s: {w_en} wins.",
                       f" 요새를 파괴한 카드의 주인 {josa(w_ko, '이/가')} 승리합니다.")
        elif found == "neighbours":
            more = Msg(f" No enemy card destroyed it: its neighbours {w_en} share the win.",
                       f" 적의 카드로 파괴되지 않았으므로 이웃 {josa(w_ko, '이/가')} 함께 승리합니다.")
        else:
            more = Msg(f" No enemy card destroyed it: {w_en}, standing best, wins.",
                       f" 적의 카드로 파괴되지 않았으므로 가장 잘 버틴 {josa(w_ko, '이/가')} 승리합니다.")
        reason = Msg(reason.en + more.en, reason.ko + more.ko)
        rule = "CD-8.2"
    elif s.options.get("mode") in ("2v2", "coop") and not s.is_ai(seat):
        # the first fortress destroyed loses for the team (L949-959); co-op's people lose together (A11)
        mate = next(p for p in range(s.num_players) if p != seat and s.teams[p] == s.teams[seat])
        m_en, m_ko = _who(mate)
        reason = Msg(reason.en + f" {m_en} loses with {en}'s team.",
                     reason.ko + f" 같은 팀인 {m_ko}도 함께 패배합니다.")
        rule = "CD-8.5" if s.options.get("mode") == "2v2" else "CD-8.7"
    losers = [p for p in range(s.num_players) if p not in winners]
    s.end_game(winners, losers, reason, rule)


def _moved(s: CDState, seat: int, before: int, cause: str, step: str, rule: str, **extra: object) -> None:
    s.tell("citadel_moved", {"player": seat, "cit": s.cit[seat], "hp": s.hp(seat), "side": s.side[seat],
                             "by": s.cit[seat] - before, "cause": cause, "step": step, "rule": rule, **extra})


def check(s: CDState, seat: int, step: str = "", by: int | None = None) -> bool:
    """After a change of the hand: flip a rightmost watchtower, lose with a rightmost fortress (A30).
    ``by``: the card that made the change, when it was not the player's own doing. True while the
    player lives."""
    if seat in s.rules_seats:
        return s.result is None
    hand = len(s.hands[seat].cards)
    while s.result is None and s.cit[seat] >= hand:
        if s.side[seat] == "watchtower":
            s.side[seat] = "fortress"
            s.cit[seat] = 0
            s.emit("citadel_flipped", player=seat, side="fortress", cit=0, hp=s.hp(seat), step=step, rule="CD-5.6.2")
            continue
        lose(s, seat, "CD-3.1" if hand == 0 else "CD-5.6.3", "empty" if hand == 0 else "fortress", by)
    return s.result is None


def damage(s: CDState, seat: int, n: int, *, cause: str, step: str, source: int | None = None,
           one_at_a_time: bool = False, attack: bool = False) -> int:
    """``n`` points of damage to a citadel; the points that moved it. Ordinary damage stops at a flip
    (the excess is lost, L538-540); ``one_at_a_time`` (Blood Price) carries on (L1774-1776). ``attack``:
    an attack on the AI deck, which custom option d holds to 1 (L816-820)."""
    if n <= 0 or s.result is not None:
        return 0
    if seat in s.rules_seats:
        if attack and s.purchase.resistance:
            n = 1
        return mill(s, seat, n, cause=cause, step=step, source=source)
    moved = _push(s, seat, n, cause=cause, step=step, source=source, one_at_a_time=one_at_a_time)
    pushed(s, seat)
    return moved


def pushed(s: CDState, seat: int) -> None:
    """The siege's measure of progress (CD-6.4): a hit that takes a citadel lower than it has ever been.
    A hit healed again by the cards that come back is no progress, so a game going round in circles
    still comes under the siege."""
    depth = s.depth(seat)
    if depth > s.deepest[seat]:
        s.deepest[seat] = depth
        s.hit_turn = s.turn


def _push(s: CDState, seat: int, n: int, *, cause: str, step: str, source: int | None, one_at_a_time: bool) -> int:
    moved = 0
    before = s.cit[seat]
    hand = len(s.hands[seat].cards)
    for _ in range(n):
        s.cit[seat] += 1
        moved += 1
        if s.cit[seat] >= hand:
            _moved(s, seat, before, cause, step, "CD-5.6.1", source=source)
            flipped = s.side[seat] == "watchtower"
            check(s, seat, step, source)
            if s.result is not None:
                return moved
            if flipped and not one_at_a_time:
                lost = n - moved
                if lost:
                    s.emit("excess_lost", player=seat, lost=lost, step=step, rule="CD-5.6.2")
                return moved
            before = s.cit[seat]
    if s.cit[seat] != before:
        _moved(s, seat, before, cause, step, "CD-5.6.1", source=source)
    return moved


def weaken(s: CDState, seat: int, *, step: str, source: int) -> None:
    """Weaken's hit: the citadel moves to second from the right and does not flip (L1760-1764)."""
    if s.is_ai(seat) or s.result is not None:
        return
    target = len(s.hands[seat].cards) - 1
    before = s.cit[seat]
    if target > before:
        s.cit[seat] = target
        _moved(s, seat, before, "weaken", step, "CD-12.25", source=source)
        pushed(s, seat)


def regenerate(s: CDState, seat: int, *, step: str, source: int) -> None:
    """Regeneration: the owner's citadel one place left; a leftmost fortress flips to the watchtower and
    goes second from the right (L1676-1686). The AI moves its discard's top card onto its deck (L867-873)."""
    if s.result is not None:
        return
    if s.is_ai(seat):
        pile = s.discards[seat].cards
        if pile:
            s.move(pile[-1], zid(seat, "deck"), index=0, cause="regeneration", step=step, rule="CD-7.13.7")
            s.emit("ai_regenerated", player=seat, deck=len(s.decks[seat].cards), step=step, rule="CD-7.13.7")
        return
    before = s.cit[seat]
    if before > 0:
        s.cit[seat] -= 1
        _moved(s, seat, before, "regeneration", step, "CD-12.18", source=source)
    elif s.side[seat] == "fortress":
        s.side[seat] = "watchtower"
        s.cit[seat] = max(0, len(s.hands[seat].cards) - 1)
        s.emit("citadel_flipped", player=seat, side="watchtower", cit=s.cit[seat], hp=s.hp(seat), step=step,
               rule="CD-12.18")


# ----- the hand ---------------------------------------------------------------------------------------
def take_from_hand(s: CDState, seat: int, iid: int, to_zone: str, *, step: str, by: int | None = None,
                   **extra: object) -> bool:
    """A card leaves a hand (played, bound, removed): the citadel keeps its place among the others;
    then the rightmost check (``by``: the enemy card that took it). True while the player lives."""
    hand = s.hands[seat].cards
    if hand.index(iid) < s.cit[seat]:
        s.cit[seat] -= 1
    s.move(iid, to_zone, step=step, **extra)
    return check(s, seat, step, by)


def to_hand(s: CDState, seat: int, iid: int, *, leftmost: bool = False, step: str, cause: str, rule: str) -> None:
    """A card goes into a hand: at the right end (L512, L338-340), or leftmost (Curse, L1688-1694)."""
    if leftmost:
        s.move(iid, zid(seat, "hand"), index=0, cause=cause, step=step, rule=rule, at="left")
        s.cit[seat] += 1
    else:
        s.move(iid, zid(seat, "hand"), cause=cause, step=step, rule=rule, at="right")


# ----- the AI deck ----------------------------------------------------------------------------------
def mill(s: CDState, seat: int, n: int, *, cause: str, step: str, source: int | None = None) -> int:
    """Discard ``n`` cards from the top of the AI deck (L720-724); the ones discarded. When the deck runs
    out its citadel is exposed (L724-732, L742-746); remaining damage is lost (A3)."""
    done = 0
    if cause != "exhaustion":
        s.hit_turn = s.turn
    for _ in range(n):
        deck = s.decks[seat].cards
        if not deck or s.result is not None:
            break
        s.move(deck[0], zid(seat, "discard"), cause=cause, step=step, rule="CD-7.9")
        done += 1
        if not s.decks[seat].cards:
            if done < n:
                s.emit("excess_lost", player=seat, lost=n - done, step=step, rule="CD-7.10")
            expose(s, seat, step, source)
            break
    if done:
        s.emit("ai_milled", player=seat, count=done, deck=len(s.decks[seat].cards), cause=cause, step=step,
               source=source, rule="CD-7.9")
    return done


def expose(s: CDState, seat: int, step: str, by: int | None = None) -> None:
    """The AI deck is empty: an exposed watchtower flips and the shuffled discard becomes the new deck
    (L724-732); an exposed fortress loses (L742-746)."""
    while s.result is None and not s.decks[seat].cards:
        if s.side[seat] == "watchtower":
            s.side[seat] = "fortress"
            pile = list(s.discards[seat].cards)
            s.rng.shuffle(pile)
            for c in pile:
                s.move(c, zid(seat, "deck"), cause="reshuffle", step=step, rule="CD-7.10")
            s.emit("citadel_flipped", player=seat, side="fortress", deck=len(pile), step=step, rule="CD-7.10")
            s.emit("shuffled", player=seat, zone=zid(seat, "deck"), count=len(pile), rule="CD-7.10")
            continue
        lose(s, seat, "CD-7.11", "exposed", by)


def to_deck_top(s: CDState, seat: int, iid: int, *, step: str, cause: str, rule: str) -> None:
    """A card goes onto the AI deck (Curse, Bind, Mercenary, Regeneration exceptions, L843-873)."""
    s.cards[iid].owner = seat
    s.move(iid, zid(seat, "deck"), index=0, cause=cause, step=step, rule=rule)
