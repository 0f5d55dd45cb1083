"""Archenemy (904) and its Supervillain Rumble option (904.12) as a supplement: ``Archenemy`` is its hooks
(hooks.py). The archenemy's scheme deck is shuffled face down into the command zone (904.4), they start
with 40 life (904.5) and take the first turn (904.6); a scheme is set in motion as each of their precombat
main phases begins (904.9), and a one-shot scheme whose abilities are gone goes back under the deck as a
state-based action (904.10). In Supervillain Rumble every player is an archenemy, each with 40 life, and
the starting player is random (904.12b-c, guide 3.25). The schemes themselves: schemes.py. No pygame."""
from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.engine.text import Msg

from game.engine.errors import DataError

from . import schemes, teams
from .hooks import Piece, Variant
from .state import MagicState, Step, zid

ARCHENEMY_LIFE = 40          # 904.5, and every player's in Supervillain Rumble (904.12c, guide 3.25)
ARCHENEMY, RUMBLE = "archenemy", "supervillain-rumble"


def archenemy_seat(s: MagicState) -> int:
    """The archenemy's seat (the setting ``archenemy``, counted from 1)."""
    return int(s.options.get("archenemy", "1")) - 1


def sides(a: int, n: int) -> tuple[tuple[int, ...], ...]:
    """904.2: the archenemy at seat ``a`` alone, then the other ``n - 1`` seats in turn order from them."""
    return ((a,), tuple((a + k) % n for k in range(1, n)))


def deck_for(s: MagicState, p: int, seed: int) -> schemes.SchemeDeck:
    """``p``'s scheme deck: the setting ``scheme_deckN``, or one chosen from the seed (``random``)."""
    decks = schemes.scheme_decks()
    value = str(s.options.get(f"scheme_deck{p + 1}", "random"))
    if value == "random":
        ids = sorted(decks)
        value = ids[Rng(seed ^ (0x5C4E + p)).below(len(ids))]
    return decks[value]


class Archenemy(Variant):
    """Archenemy (904), or with ``rumble`` Supervillain Rumble (904.12)."""
    part_name = schemes.PART

    def __init__(self, rumble: bool = False) -> None:
        self.rumble = rumble
        self.id = RUMBLE if rumble else ARCHENEMY

    def new_part(self, s: MagicState) -> schemes.SchemePart:
        seats = tuple(range(s.num_players)) if self.rumble else (archenemy_seat(s),)
        return schemes.SchemePart(seats, self.rumble)

    def teams(self, num_players: int) -> tuple[tuple[int, ...], ...]:
        """904.2: the archenemy alone, then everyone else, as the seat screen shows them before the table (the
        archenemy is player 1 there; ``set_up`` seats the teams again round the archenemy chosen)."""
        return () if self.rumble else sides(0, num_players)

    def team_names(self) -> tuple[Msg, ...]:
        """904.2: the archenemy's side says so; the others are the alliance against them."""
        return () if self.rumble else (Msg("Archenemy", "아치에너미"), Msg("Alliance", "연합"))

    def zones(self) -> tuple[tuple[str, str], ...]:
        return ((schemes.DECK_ZONE, "hidden"),)          # 904.4: face down, its order unknown to all

    def set_up(self, s: MagicState, seed: int) -> None:
        """904.2: the archenemy's team of one and the other team, in turn order from the archenemy, sharing
        their turns (805); 904.4: each archenemy's scheme deck, shuffled, face down beside their library."""
        sp = schemes.part(s)
        assert sp is not None
        if not self.rumble:
            a, n = archenemy_seat(s), s.num_players
            if not 0 <= a < n:
                raise DataError("setup", [f"archenemy: player {a + 1}, but the game has {n} players (904.2a)"])
            teams.form(s, sides(a, n))
        for p in sp.archenemies:
            deck = deck_for(s, p, seed)
            sp.dealt[p] = deck.cards
            for cid in deck.cards:
                s.add_game_card(p, cid, zid(p, schemes.DECK_ZONE))
            s.rng.shuffle(s.zones[zid(p, schemes.DECK_ZONE)].cards)
            s.emit("scheme_deck", player=p, deck=deck.id, cards=len(deck.cards), rule="904.4")

    def starting_player(self, s: MagicState, chosen: int) -> int:
        """904.6: the archenemy takes the first turn; in Supervillain Rumble the random one stands (904.12c)."""
        return chosen if self.rumble else archenemy_seat(s)

    def skipped_draw(self, s: MagicState, p: int) -> str:
        """Guide 3.22: the document does not say; by default the archenemy draws on the first turn (the core's
        multiplayer rule), and the setting ``archenemy_skips_first_draw`` makes them skip it."""
        if s.turn == 1 and not self.rumble and schemes.is_archenemy(s, p) \
                and s.options.get("archenemy_skips_first_draw", "no") == "yes":
            return "904.6"
        return ""

    def starting_life(self, s: MagicState, p: int, life: int) -> int:
        """904.5: 40 for an archenemy (more if the deck format gives more), the others keep theirs."""
        return max(life, ARCHENEMY_LIFE) if schemes.is_archenemy(s, p) else life

    def command_sources(self, s: MagicState, p: int) -> list[int]:
        return schemes.face_up(s, p)                     # 904.8

    def turn_based(self, s: MagicState, step: str) -> None:
        """904.9: as an archenemy's precombat main phase begins, their top scheme is set in motion."""
        if step == Step.MAIN1.value and schemes.is_archenemy(s, s.active):
            schemes.set_in_motion(s, s.active, "904.9")

    def wants_check(self, s: MagicState) -> bool:
        return bool(schemes.finished(s) or schemes.left_behind(s))

    def state_based(self, s: MagicState) -> bool:
        """904.10; and a departed archenemy's scheme deck leaves with them (800.4a)."""
        done = schemes.finished(s)
        schemes.put_back(s, done)
        gone = schemes.left_behind(s)
        for i in gone:
            s.move(i, zid(s.cards[i].owner, "left"), cause="left_game")
        return bool(done or gone)

    def table_piece(self, s: MagicState) -> Piece:
        """Each archenemy: the face-down schemes left and the face-up ones, by name."""
        sp = schemes.part(s)
        rows = []
        for p in sp.archenemies if sp else ():
            tone = "dim" if s.out[p] else "ink"
            up = schemes.face_up(s, p)
            names = Msg(", ".join(s.defs[i].name.en for i in up) or "—", ", ".join(s.defs[i].name.ko for i in up) or "—")
            rows.append(((f"P{p + 1}", "gold"), (str(len(schemes.deck_of(s, p))), tone), (names, tone)))
        title = Msg("Supervillain Rumble: schemes", "슈퍼빌런 럼블: 계략") if self.rumble else \
            Msg("Archenemy: schemes", "아치에너미: 계략")
        return Piece(title, (Msg("Deck", "덱"), Msg("Face up", "앞면")), tuple(rows), first_width=40)

    def invariants(self, s: MagicState, over: bool, memo: dict[str, Any] | None) -> list[str]:
        """904.4 / 904.7: every scheme of an archenemy stays in their command zone (face down or up), or left
        with them; nobody else has one."""
        sp = schemes.part(s)
        out: list[str] = []
        if sp is None:
            return ["no Archenemy part"]
        for p, dealt in sp.dealt.items():
            mine = [c.iid for c in s.cards if c.owner == p and s.defs[c.iid].is_a("scheme")]
            where = {s.cards[i].zone for i in mine}
            if len(mine) != len(dealt) or not where <= {zid(p, schemes.DECK_ZONE), zid(p, "command"), zid(p, "left")}:
                out.append(f"seat {p}'s schemes are in {sorted(where)}, {len(mine)} of {len(dealt)}")
        strays = [c.iid for c in s.cards if s.defs[c.iid].is_a("scheme") and c.owner not in sp.dealt]
        if strays:
            out.append(f"schemes owned by a player who is no archenemy: {strays}")
        return out
