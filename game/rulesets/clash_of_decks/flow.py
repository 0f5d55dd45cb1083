"""The turn (L410-558): exhaustion, phase 1 mana, phase 2 summon (a person acts, or the AI's procedure),
phase 3 assault, healing, the next player; run until a person must act or the game ends."""
from __future__ import annotations

from . import assault, automaton, board, citadel, dealing
from .state import PHASE_ASSAULT, PHASE_CHAMPION, PHASE_END, PHASE_START, PHASE_SUMMON, CDState, zid

EXHAUSTED_FROM = 8      # a player who starts their 8th turn is exhausted (L568-574)
# first-turn mana by place in the turn order: the start player 6 (L478-480); with four, 7 and 8 for the
# next two (L927-937). A person who is not the start player (the AI began, option c) gets the normal
# amount (A17).
FIRST_TURN_MANA = {2: {0: 6}, 4: {0: 6, 1: 7, 2: 8}}


def begin(s: CDState) -> None:
    """The game proper starts: the start player takes the first turn."""
    s.emit("game_started", start_player=s.start_player, mode=s.options["mode"], seats=s.num_players,
           ai=list(s.rules_seats), rule="CD-1.3.5")
    start_turn(s, s.start_player)


def besieged(s: CDState) -> bool:
    """The siege (CD-6.4, ours: the rulebook lets a game with no way through go on for ever): once
    ``siege`` turns in a row have passed with no citadel hit lower than it has ever been (citadel.pushed),
    every player starting a turn is exhausted, as by the exhaustion option, until one is. Each such turn
    takes a card out of the game for good, so a game that no longer moves, or only goes round in
    circles, still ends."""
    calm = s.options.get("siege", "off")
    return calm != "off" and s.turn - s.hit_turn > int(calm)


def exhaust(s: CDState, seat: int, rule: str = "CD-6.1") -> None:
    """From the 8th turn, the rightmost card of the hand leaves the game before phase 1 (L568-574)."""
    if s.is_ai(seat):
        automaton.exhaust(s, seat)
        return
    hand = s.hands[seat].cards
    if not hand:
        return
    card = hand[-1]
    s.emit("exhausted", player=seat, card=card, def_id=s.defs[card].id, step="start", rule=rule)
    citadel.take_from_hand(s, seat, card, zid(seat, "out"), step="start", cause="exhaustion", rule=rule)
    s.deepest[seat] = max(s.deepest[seat], s.depth(seat))     # a card given up is no progress for the siege


def phase1_mana(s: CDState, seat: int) -> int:
    """Mana = the cards in hand, citadel included (L420-424); the start player's first turn gives 6
    (L478-480); +2 per Catalyst in the player's play area (L1736-1742)."""
    if seat in s.rules_seats:
        return max(0, automaton.mana(s, seat))
    place = (seat - s.start_player) % s.num_players
    first = FIRST_TURN_MANA.get(s.num_players, {})
    if s.own_turns[seat] == 1 and place in first:
        base = first[place]
    else:
        base = len(s.hands[seat].cards) + 1
    catalysts = 0
    if "catalyst" in s.in_game:
        lines = s.lines
        catalysts = s.count_with("catalyst", (lines[s.upper[seat]][seat].id, lines[s.lower[seat]][seat].id))
    return base + 2 * catalysts


def start_turn(s: CDState, seat: int) -> None:
    s.turn += 1
    s.active = seat
    s.own_turns[seat] += 1
    s.phase = PHASE_START
    s.tell("turn_started", {"player": seat, "turn": s.turn, "own_turn": s.own_turns[seat], "rule": "CD-5.1"})
    if s.options.get("exhaustion") == "on" and s.own_turns[seat] >= EXHAUSTED_FROM:
        exhaust(s, seat)
        if s.result is not None:
            return
    elif besieged(s):
        s.emit("siege", player=seat, calm=s.turn - s.hit_turn - 1, rule="CD-6.4")
        exhaust(s, seat, "CD-6.4")
        if s.result is not None:
            return
    board.check_auras(s, "start")
    s.mana[seat] = phase1_mana(s, seat)
    ai = seat in s.rules_seats
    s.tell("mana", {"player": seat, "mana": s.mana[seat], "hand": None if ai else len(s.hands[seat].cards) + 1,
                    "step": "P1", "rule": "CD-7.6" if ai else "CD-5.2.1"})
    s.phase = PHASE_SUMMON
    s.tell("phase_changed", {"phase": "summon", "player": seat, "rule": "CD-5.3"})


def end_turn(s: CDState) -> None:
    """The turn ends after phase 3 (L546-550): creatures heal (L520-522), unused mana is lost (L442-444),
    the next player becomes active."""
    assault.heal_all(s)
    s.mana[s.active] = 0
    start_turn(s, (s.active + 1) % s.num_players)


def advance(s: CDState) -> None:
    """Run everything automatic until a person must decide or act, or the game ends."""
    while s.result is None and not s.decisions:
        ph = s.phase
        if ph is PHASE_SUMMON:
            if s.active not in s.rules_seats:
                return
            automaton.summon_phase(s, s.active)
            if s.result is None:
                s.phase = PHASE_ASSAULT
        elif ph is PHASE_ASSAULT:
            assault.run(s, s.active)
            if s.result is None:
                s.phase = PHASE_END
        elif ph is PHASE_END:
            end_turn(s)
        elif ph is PHASE_CHAMPION:
            dealing.step(s)
        else:
            raise AssertionError(f"no step for phase {ph}")
