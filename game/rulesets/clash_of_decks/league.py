"""The mutation format as a league of four (변이 포맷, L1057-1249); no pygame.

1. The mutation draft (L1087-1101): 64 creature and spell cards of two different packs, shuffled, 16
   dealt to each player; everyone picks one from the cards they hold and passes the rest to the left
   (seat i to seat i+1, D to A) until none are left.
2. Everyone keeps 8 as the deck, with a citadel, fixed for all six games, and 8 as the lab (L1103-1117).
3. The bracket (the rulebook's diagram was lost, M2): three rounds in which everyone plays once,
   A-B and C-D, A-C and B-D, A-D and B-C, then the same three again with the two seats of every duel
   swapped; so everyone meets everyone twice, six games each, twelve in all.
4. Before every round, a mutation phase for every player (2.5 points each, L1119-1135).
5. Every game is an ordinary duel of the engine with the two mutated decks (L1077-1081, L1233).
6. After six games: ranked by games won, ties sharing a place (A35, L1235-1237).

The league is saved whole after every game (:func:`write`, atomic) and resumed from the file; a round's
mutations are saved with its first game, so a league resumed between the two games of a round does not
mutate twice.
"""
from __future__ import annotations

import dataclasses
import json
import os
from typing import Any, Callable

from game.engine.errors import DataError, IllegalActionError
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.text import Msg
from game.util.files import move_aside, write_atomic

from .cards import CardDb, load_card_db
from .draft_value import ability_worth, best_deck, card_worth, rank
from .mutation import BARE, Book, Phase, element_paste
from .mutation_costs import load_costs

PLAYERS = 4          # the mutation format is played by four (L1077)
HAND = 16            # cards dealt to each player, and picks each (L1091-1101)
DECK = 8
ROUNDS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2))   # each: two duels (a, b) and (c, d)
MAX_ACTIONS = 20000
VERSION = 1
PERSON = "person"    # a seat played by a person in the app (the others name a program's level)
# The app's way in (the game menu lists it): (button id, label, "module:function" of this package that
# makes the first screen); the screens live in pygame modules, never imported here.
APP_ENTRY = ("league", Msg("Mutation league", "변이 리그"), "league_scene:open_league")


def bracket() -> list[list[tuple[int, int]]]:
    """Six rounds of two duels, (first seat, second seat): everyone meets everyone twice, once in each seat."""
    first = [[(r[0], r[1]), (r[2], r[3])] for r in ROUNDS]
    return first + [[(b, a) for a, b in duel] for duel in first]


# ----- the mutation draft -----

@dataclasses.dataclass
class MutationDraft:
    """Pick one and pass left (L1095-1101): ``hands[i]`` is what seat i holds now, ``picks[i]`` what it kept."""
    hands: list[list[str]]
    picks: list[list[str]]

    @staticmethod
    def deal(db: CardDb, rng: Rng) -> "MutationDraft":
        packs = db.packs()
        if len(packs) < 2:
            raise DataError("cards", ["the mutation format needs two different packs (L1089-1093)"])
        chosen = list(packs)
        while len(chosen) > 2:             # two different packs, chosen by the seed when there are more
            chosen.pop(rng.below(len(chosen)))
        pool = [c.id for p in chosen for c in db.pack(p)]
        rng.shuffle(pool)
        pool = pool[:PLAYERS * HAND]
        return MutationDraft([pool[i * HAND:(i + 1) * HAND] for i in range(PLAYERS)], [[] for _ in range(PLAYERS)])

    def done(self) -> bool:
        return not any(self.hands)

    def pick(self, choices: list[str]) -> None:
        """Everyone's pick of this pass at once (``choices[i]`` from ``hands[i]``), then the hands move left."""
        for seat, card in enumerate(choices):
            if card not in self.hands[seat]:
                raise IllegalActionError("CD-9.2", f"{card} is not among the cards you hold.",
                                         f"{card}은(는) 들고 있는 카드가 아닙니다.")
        for seat, card in enumerate(choices):
            self.hands[seat].remove(card)
            self.picks[seat].append(card)
        self.hands = [self.hands[(seat - 1) % PLAYERS] for seat in range(PLAYERS)]


def program_pick(db: CardDb, hand: list[str], level: str, rng: Rng) -> str:
    """A program's pick: the card worth most; ``random`` any card."""
    if level == "random":
        return hand[rng.below(len(hand))]
    return rank(db, hand)[0]


def program_deck(db: CardDb, picks: list[str], level: str, rng: Rng) -> list[str]:
    if level == "random":
        order = list(picks)
        rng.shuffle(order)
        return order[:DECK]
    return best_deck(db, picks, DECK)


# ----- a program's mutation phase -----

def paste_gain(db: CardDb, phase: Phase, card: str, element: str, covers: tuple[str, ...]) -> int:
    """What a paste adds to the card, in halves of a point of worth."""
    costs = phase.costs
    face = phase.book.face(db, card)
    lost = sum(ability_worth(costs, s.name, s.pair) for s in face.slots if s.name in covers and not s.pasted)
    if element == BARE:
        return -lost
    field, value = element_paste(db, element)
    if field == "attack":                  # the weights of draft_value.card_worth
        return 3 * (int(value) - face.attack)
    if field == "hp":
        return 2 * (int(value) - face.hp)
    if field == "cost":
        return 2 * (face.cost - int(value))
    name, _, pair = str(value).partition(":")
    return ability_worth(costs, name, pair) - lost


def program_mutate(db: CardDb, phase: Phase, level: str, rng: Rng) -> list[tuple[str, str, tuple[str, ...]]]:
    """The pastes a program makes in one phase: ``random`` any allowed pastes while points last; the others
    the paste with the best gain, again and again, while one gains something."""
    made = []
    while True:
        options = phase.options()
        if level == "random":
            if not options or rng.below(4) == 0:
                break
            card, element, covers, _ = options[rng.below(len(options))]
        else:
            scored = [(paste_gain(db, phase, c, e, cov), -spent, c, e, cov) for c, e, cov, spent in options]
            scored = [t for t in scored if t[0] > 0]
            if not scored:
                break
            _, _, card, element, covers = max(scored)
        phase.paste(card, element, covers)
        made.append((card, element, covers))
    return made


# ----- the league -----

@dataclasses.dataclass
class League:
    seed: int
    seats: list[str]                       # a program level per player
    books: list[Book]
    citadels: list[str]
    games: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    rounds: int = 6
    fill_empty: bool = False               # A31's setting: an ability may fill an empty slot
    # rounds whose mutation phase is done: a person's pastes are saved before the round's first game
    mutated: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"format": "clash-of-decks-league", "version": VERSION, "seed": self.seed, "seats": self.seats,
                "books": [b.to_json() for b in self.books], "citadels": self.citadels, "games": self.games,
                "rounds": self.rounds, "fill_empty": self.fill_empty, "mutated": self.mutated}

    @staticmethod
    def from_json(raw: Any) -> "League":
        if not isinstance(raw, dict) or raw.get("format") != "clash-of-decks-league" or raw.get("version") != VERSION:
            raise ValueError("not a Clash of Decks league save")
        books = [Book.from_json(b) for b in raw["books"]]
        if len(books) != PLAYERS or len(raw["seats"]) != PLAYERS:
            raise ValueError("a league has four players")
        games = list(raw["games"])
        return League(int(raw["seed"]), [str(s) for s in raw["seats"]], books, [str(c) for c in raw["citadels"]],
                      games, int(raw.get("rounds", 6)), bool(raw.get("fill_empty", False)),
                      int(raw.get("mutated", (len(games) + 1) // 2)))

    def finished(self) -> bool:
        return len(self.games) >= 2 * self.rounds

    def wins(self) -> list[int]:
        out = [0] * PLAYERS
        for g in self.games:
            for w in g["winners"]:
                out[w] += 1
        return out

    def ranking(self) -> list[dict[str, Any]]:
        """Places by games won; players with as many wins share the place (L1235-1237)."""
        wins = self.wins()
        played = [sum(1 for g in self.games if p in g["players"]) for p in range(PLAYERS)]
        rows = [{"player": "ABCD"[p], "seat": p, "program": self.seats[p], "wins": wins[p], "played": played[p],
                 "place": 1 + sum(1 for q in range(PLAYERS) if wins[q] > wins[p])} for p in range(PLAYERS)]
        return sorted(rows, key=lambda r: (r["place"], r["seat"]))


def new_league(seats: list[str], seed: int, *, rounds: int = 6, db: CardDb | None = None,
               fill_empty: bool = False) -> League:
    """The mutation draft between programs and every player's deck and lab."""
    if len(seats) != PLAYERS:
        raise ValueError(f"the mutation format is played by four (L1077), not {len(seats)}")
    db = db or load_card_db()
    rng = Rng(seed ^ 0x4D55)
    draft = MutationDraft.deal(db, rng)
    while not draft.done():
        draft.pick([program_pick(db, draft.hands[p], seats[p], rng) for p in range(PLAYERS)])
    books = []
    for p in range(PLAYERS):
        deck = program_deck(db, draft.picks[p], seats[p], rng)
        books.append(Book(deck, [c for c in draft.picks[p] if c not in deck]))
    citadels = [c.id for c in db.of_type("citadel")][:PLAYERS]
    return League(seed, list(seats), books, citadels, rounds=max(1, min(6, rounds)), fill_empty=fill_empty)


def _agent(level: str, seed: int) -> Any:
    from game.ai import make_agent
    return make_agent(level, seed, "clash-of-decks")


def duel_setup(league: League, a: int, b: int) -> dict[str, Any]:
    db = load_card_db()
    decks, mutated = [], []
    for p in (a, b):
        book = league.books[p]
        decks.append({"leader": league.citadels[p], "cards": [d.id for d in book.card_defs(db)]})
        mutated.extend({"base": c, "pastes": [x.to_json() for x in ps]} for c, ps in sorted(book.pastes.items()) if ps)
    return {"decks": decks, "mutated": mutated}


def mutation_due(league: League) -> bool:
    """Whether the next game opens a round whose mutation phase has not been played."""
    return not league.finished() and league.mutated <= len(league.games) // 2


def program_phases(league: League, skip: tuple[int, ...] = ()) -> None:
    """The round's mutation phase for every program seat (``skip``: the seats a person plays, whose
    pastes come from the editor); then the round counts as mutated."""
    db, costs = load_card_db(), load_costs()
    r = len(league.games) // 2
    rng = Rng((league.seed * 7919 + r) % 2 ** 64)
    for p in range(PLAYERS):
        if p not in skip:
            program_mutate(db, Phase(db, costs, league.books[p], fill_empty=league.fill_empty), league.seats[p], rng)
    league.mutated = r + 1


def next_duel(league: League) -> tuple[int, int, int]:
    """The next game's first seat, second seat and seed."""
    g = len(league.games)
    r, half = divmod(g, 2)
    a, b = bracket()[r][half]
    return a, b, (league.seed * 1000 + g) % 2 ** 64


def record(league: League, winners: list[int], turns: int, actions: int, **more: Any) -> None:
    """The next game's result (``winners``: league players), whoever played it."""
    a, b, seed = next_duel(league)
    league.games.append({"round": len(league.games) // 2 + 1, "players": [a, b], "seed": seed, "winners": winners,
                         "turns": turns, "actions": actions, **more})


def play_game(league: League, make_agent: Callable[[str, int], Any] = _agent, *, check: bool = False,
              people: tuple[int, ...] = ()) -> None:
    """The next game between programs; at the start of a round, first a mutation phase for everyone but
    ``people`` (``check``: the ruleset's invariants after every action; a broken one raises)."""
    from .invariants import check as invariants
    if mutation_due(league):
        program_phases(league, people)
    a, b, seed = next_duel(league)
    g = len(league.games)
    match = Match("clash-of-decks", seed, duel_setup(league, a, b))
    s = match.state
    agents = {0: make_agent(league.seats[a], seed * 2 % 2 ** 64), 1: make_agent(league.seats[b], (seed * 2 + 1) % 2 ** 64)}
    actions = 0
    memo: dict[str, Any] = {}
    while s.result is None and actions < MAX_ACTIONS:
        p = s.current_players()[0]
        s.apply(agents[p].choose(s, p))
        actions += 1
        if check and (bad := invariants(s, memo)):
            raise AssertionError(f"league {league.seed} game {g + 1} action {actions}: {bad}")
    record(league, [(a, b)[w] for w in s.result.winners] if s.result is not None else [], s.turn, actions)


def play(seats: list[str], seed: int, *, save: str | None = None, rounds: int = 6, fill_empty: bool = False,
         after_game: Callable[[League], None] | None = None, check: bool = False) -> League:
    """A whole league between programs; with ``save``, resumed from that file when it holds one, and saved
    after every game (a round's mutations with its first game)."""
    league = load(save) if save else None
    if league is None:
        league = new_league(seats, seed, rounds=rounds, fill_empty=fill_empty)
        if save:
            write(save, league)
    while not league.finished():
        play_game(league, check=check)
        if save:
            write(save, league)
        if after_game:
            after_game(league)
    return league


def write(path: str, league: League) -> None:
    write_atomic(path, json.dumps(league.to_json(), indent=1, sort_keys=True))


def load(path: str) -> League | None:
    """The league saved at ``path``; None when there is none; a broken file is set aside (renamed beside
    it, never read again) and None returned, so a new league starts and nothing is overwritten."""
    if not os.path.exists(path):
        return None
    try:
        with open(path, encoding="utf-8") as fh:
            return League.from_json(json.load(fh))
    except (OSError, ValueError, KeyError, TypeError):
        move_aside(path)
        return None


def report(league: League) -> dict[str, Any]:
    """What the command line prints: the ranking, the decks and every game."""
    db = load_card_db()
    return {"ruleset": "clash-of-decks", "format": "mutation league", "seed": league.seed, "finished": league.finished(),
            "ranking": league.ranking(), "games": league.games,
            "decks": [{"player": "ABCD"[p], "cards": [d.id for d in b.card_defs(db)], "lab": b.lab,
                       "pastes": sum(len(x) for x in b.pastes.values()),
                       "deck_worth": sum(card_worth(db[c]) for c in b.deck)} for p, b in enumerate(league.books)]}


def refuse_league_from_kept() -> IllegalActionError:
    """Cards mutated in a league never play another mutation league (L1243-1245); duels only."""
    return IllegalActionError("CD-9.6", "Cards already mutated can never play the mutation format again; they "
                              "play duels against other mutated decks (L1243-1247).",
                              "이미 변이한 카드로는 변이 포맷을 한 번 더 진행할 수 없습니다. 다른 변이 카드 덱과 "
                              "승부를 겨루는 것은 가능합니다.")


def kept_decks(league: League) -> list[Any]:
    """Every player's mutated deck as kept after the format (L1239-1247), for duels only."""
    from .mutated_deck import from_book
    return [from_book(b, league.citadels[p], Msg(f"League {league.seed}, player {'ABCD'[p]}",
                                                   f"리그 {league.seed}, 플레이어 {'ABCD'[p]}"))
            for p, b in enumerate(league.books)]


def keep_decks(league: League, save: str) -> list[str]:
    """The finished league's decks beside its save (``<save>.deck-A.toml`` ...); the paths written."""
    from .mutated_deck import save as save_deck
    stem = os.path.splitext(save)[0]
    paths = []
    for p, deck in enumerate(kept_decks(league)):
        path = f"{stem}.deck-{'ABCD'[p]}.toml"
        save_deck(path, deck)
        paths.append(path)
    return paths


SETTINGS = {"fill_empty": ("off", "on")}     # A31: off is the literal rule


def run(seats: list[str], seed: int, *, save: str | None = None, rounds: int | None = None,
        settings: dict[str, str] | None = None) -> dict[str, Any]:
    """The league part's entry for the command line (``python -m game league``): a whole league, its report;
    with ``save``, the finished league's mutated decks are kept beside it. ``settings``: SETTINGS' values."""
    chosen = dict(settings or {})
    bad = [f"{k}={v}" for k, v in chosen.items() if v not in SETTINGS.get(k, ())]
    if bad:
        raise DataError("<league settings>", [f"{b} is not allowed (settings: " + ", ".join(
            f"{k}={'|'.join(v)}" for k, v in SETTINGS.items()) + ")" for b in bad])
    league = play(seats, seed, save=save, rounds=rounds or 6, fill_empty=chosen.get("fill_empty") == "on")
    out = report(league)
    if save and league.finished():
        out["kept_decks"] = keep_decks(league, save)
    return out
