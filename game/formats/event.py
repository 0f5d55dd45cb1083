"""An event: a format played above a game, as a state of its own behind the same door.

:class:`EventState` is a :class:`GameState`: ``legal_actions``, ``apply`` (refusals with the format's or
the game's rule, in English and Korean), ``clone``, ``state_hash`` and ``view(seat)``, so a ``Match`` of
an event (its setup names the format) saves, resumes, replays, undoes and checks its hash exactly as a
game does; the whole event is one seed and one action log.

The stages follow the format's data (spec.py): the draft (draft.py), deck building, the game's own stage
before every round (its ``formats`` part), and the games, each a child state of the game's own, created
from the event's RNG and setup hook, whose moves arrive wrapped (:class:`InGame`) and whose seats map to
the event's (``players``). A finished game is recorded (its players, winners, turns, actions) and the
next begins in the same action; the finished one stays readable as ``previous`` for a screen that shows
how it ended.
"""
from __future__ import annotations

import copy
from typing import Any

from game.engine import registry
from game.engine.actions import Action, Choose, Concede
from game.engine.decisions import Decision
from game.engine.errors import DataError, IllegalActionError
from game.engine.events import Event
from game.engine.registry import RulesetInfo
from game.engine.state import GameState
from game.engine.text import Msg

from . import build as open_build, standings
from .actions import EventActions, InGame
from .draft import Draft
from .hooks import FormatHooks, OwnStage
from .spec import LETTERS, FormatSpec, format_of

FORMAT = "format"          # the setup key that makes a match an event
APP_KEYS = ("seats",)      # the app's keys of a setup (which seats programs play), never the rules'

PICK = Msg("Draft: take {n} of the cards offered.", "드래프트: 제시된 카드 중 {n}장을 가져가세요.")
BUILD = Msg("Build your deck: choose {n} of your drafted cards.", "덱 만들기: 드래프트한 카드 중 {n}장을 고르세요.")
BUILD_OPEN = Msg("Build your deck from your drafted cards: at least {n} cards.",
                 "드래프트한 카드로 덱을 만드세요: 최소 {n}장.")


def hooks_of(info: RulesetInfo) -> FormatHooks:
    part = info.part("formats")
    if part is None:
        raise KeyError(f"{info.id} declares formats but has no formats part")
    hooks: FormatHooks = part        # a module: the protocol's names, checked by tests/test_formats_parts.py
    return hooks


class EventState(GameState):
    # An event cites its format's rules, never a game's: ``check`` below refuses with ``spec.rule``.
    over_rule = ""
    concede_rule = ""
    OVER_EVENT = "event_over"

    def __init__(self, info: RulesetInfo, spec: FormatSpec, seed: int, players: int, settings: dict[str, Any],
                 game_settings: dict[str, Any]) -> None:
        super().__init__(players, seed)
        self.ruleset_id = info.id              # its programs' levels and words are the game's
        self.info, self.spec, self.hooks = info, spec, hooks_of(info)
        self.settings = settings               # the format's own settings, every one present
        self.game_settings = game_settings     # the game's settings, handed to every game of the event
        self.rules_seats = spec.rules_seats
        self.stage = ""
        self.stage_no = -1
        self.draft: Draft | None = None
        self.pools: list[list[int]] = [[] for _ in range(players)]     # each seat's drafted cards (numbers)
        self.building: list[list[int]] = [[] for _ in range(players)]  # the deck each seat is choosing
        self.decks: list[list[int] | None] = [None] * players
        self.free: list[list[str]] = [[] for _ in range(players)]          # free cards in each deck (build.py)
        self.chosen: list[dict[str, str]] = [{} for _ in range(players)]   # the game's build choices by seat
        self.own: dict[str, Any] = {}          # the game's own data (its stages'), plain JSON values
        self.own_rounds = 0                    # rounds whose own stage is over
        self.games: list[dict[str, Any]] = []  # finished games
        self.child: GameState | None = None
        self.players: tuple[int, ...] = ()     # the event seats of the game under way, in its seat order
        self.child_seed = 0
        self.child_setup: dict[str, Any] = {}
        self.child_actions = 0
        self.previous: GameState | None = None        # the game that finished last (for its last screen)
        self.child_events: list[Event] = []           # the game's own events of the last action, as it told them
        self._next_stage()

    # ----- stages -------------------------------------------------------------------------------------
    def _next_stage(self) -> None:
        self.stage_no += 1
        self.stage = self.spec.stages[self.stage_no]
        self.emit("event_stage", stage=self.stage, rule=self.spec.rule)
        if self.stage == "draft":
            self._start_draft()
        elif self.stage == "build":
            self._advance()
        else:
            self._next_game()

    def _start_draft(self) -> None:
        spec = self.spec.draft
        assert spec is not None
        packs = None
        pool: list[str] = []
        if spec.sheet:
            packs = [[self._pack(spec.sheet) for _ in range(spec.rounds)] for _ in range(self.num_players)]
        else:
            pool = self.hooks.pool(spec.pool, self.all_settings(), self.rng)
            need = spec.pool_size or (spec.pack_size * spec.rounds * self.num_players if spec.style == "packs" else 0)
            if len(pool) < need:
                raise DataError(f"<{self.spec.id}>", [f"the draft needs {need} cards; the pool {spec.pool!r} holds {len(pool)}"])
        self.draft = Draft.start(spec, self.num_players, pool, self.rng, self.emit, packs)
        self._advance()

    def _pack(self, sheet: Any) -> list[str]:
        out: list[str] = []
        for slot in sheet:
            cards = [c for c in self.hooks.tagged(slot.tag, self.all_settings()) if c not in out]
            if len(cards) < slot.count:
                raise DataError(f"<{self.spec.id}>", [f"a pack's {slot.tag!r} slot needs {slot.count} cards, "
                                                      f"the game tags {len(cards)}"])
            for _ in range(slot.count):
                out.append(cards.pop(self.rng.below(len(cards))))
        return out

    def _advance(self) -> None:
        """Move on while nobody has anything to do, then ask who must act."""
        while self.result is None:
            if self.stage == "draft":
                assert self.draft is not None and self.spec.draft is not None
                if not self.draft.over:
                    break
                self.pools = [list(p) for p in self.draft.picks]
                self._next_stage()
                return
            if self.stage == "build":
                if self._builders():
                    break
                self._next_stage()
                return
            break
        self._ask()

    def _builders(self) -> list[int]:
        build = self.spec.build
        assert build is not None
        return [s for s in range(self.num_players) if s not in self.rules_seats and self.decks[s] is None]

    def _ask(self) -> None:
        self.decisions = []
        if self.result is not None:
            return
        if self.stage == "draft" and self.draft is not None and self.spec.draft is not None:
            d, spec = self.draft, self.spec.draft
            for seat in d.acting(spec):
                n = d.need(spec, seat)
                offered = tuple(d.hands[seat]) if spec.style == "packs" else tuple(d.open)
                self.decisions.append(Decision(player=seat, kind="draft", options=offered, prompt=PICK.format(n=n),
                                               rule=spec.rule, min=n, max=n, picked=tuple(d.pending[seat]),
                                               secret=spec.style == "packs"))
        elif self._open_build() and self.spec.build is not None:
            low, high = self.spec.build.deck_min, self.spec.build.deck_max
            for seat in self._builders():
                self.decisions.append(Decision(player=seat, kind="build", options=tuple(self.pools[seat]),
                                               prompt=BUILD_OPEN.format(n=low), rule=self.spec.build.rule,
                                               min=low, max=high, secret=True))
        elif self.stage == "build" and self.spec.build is not None:
            n = self.spec.build.deck
            for seat in self._builders():
                self.decisions.append(Decision(player=seat, kind="build", options=tuple(self.pools[seat]),
                                               prompt=BUILD.format(n=n), rule=self.spec.build.rule, min=n, max=n,
                                               picked=tuple(self.building[seat]), secret=True))

    def _rounds(self) -> list[list[tuple[int, ...]]]:
        games = self.spec.games
        assert games is not None
        if games.pairing == "table":
            return [[tuple(range(self.num_players))]]
        rounds = games.rounds()
        limit = self.settings.get("rounds")
        return rounds[:limit] if isinstance(limit, int) and limit > 0 else rounds

    def game_at(self, index: int) -> tuple[int, int, tuple[int, ...]] | None:
        """The ``index``-th game of the event (from 0): its round, its place in the round, its players."""
        for r, games in enumerate(self._rounds()):
            if index < len(games):
                return r, index, games[index]
            index -= len(games)
        return None

    def total_games(self) -> int:
        return sum(len(r) for r in self._rounds())

    def _next_game(self) -> None:
        """The own stage due before a round, or the next game, or the end of the event."""
        games = self.spec.games
        assert games is not None
        at = self.game_at(len(self.games))
        if at is None:
            self._finish()
            return
        rnd, k, players = at
        if games.before_round and self.own_rounds <= rnd:
            self.stage = games.before_round
            self.emit("event_stage", stage=self.stage, round=rnd + 1, rule=self.own_stage().rule)
            self.own_stage().begin(self, rnd)
            self._after_own()
            return
        self.stage = "games"
        self.players = tuple(players)
        self.child_seed = self.rng.next_u64()
        self.child_setup = self.hooks.game_setup(games.setup, self, self.players)
        self.child = self.info.new_state(self.child_seed, self.child_setup)
        self.child_actions = 0
        self.decisions = []
        self.emit("event_game", number=len(self.games) + 1, round=rnd + 1, players=list(self.players),
                  seed=self.child_seed, rule=games.rule)
        self._forward(self.child.events)        # what the game told as it was set up (its decks dealt)
        self.child.events = []
        if self.child.result is not None:      # a game over before anyone acts is recorded at once
            self._record()

    def own_stage(self) -> OwnStage:
        return self.hooks.STAGES[self.stage]

    def _after_own(self) -> None:
        stage = self.own_stage()
        if stage.finished(self):
            self.emit("event_stage_done", stage=self.stage, round=self.own_rounds + 1, rule=stage.rule)
            self.own_rounds += 1
            self._next_game()
        else:
            self.decisions = []

    def _record(self) -> None:
        child = self.child
        assert child is not None and child.result is not None
        res = child.result
        row: dict[str, Any] = {"number": len(self.games) + 1, "round": (self.game_at(len(self.games)) or (0,))[0] + 1,
               "players": list(self.players), "seed": self.child_seed,
               "winners": [self.players[w] for w in res.winners if w < len(self.players)],
               "turns": int(getattr(child, "turn", 0)), "actions": self.child_actions,
               "reason": res.reason.to_json(), "rule": res.rule}
        self.games.append(row)
        self.emit("event_game_over", **row)
        self.previous, self.child, self.players = child, None, ()
        self._next_game()

    def _finish(self) -> None:
        self.stage = "over"
        self.decisions = []
        ranking = standings.ranking(self)
        top = [r["seat"] for r in ranking if r["place"] == 1]
        if self.spec.games is not None and self.spec.games.pairing == "table" and self.games:
            last = self.games[-1]
            winners = list(last["winners"])
            reason, rule = Msg(**last["reason"]), last["rule"]
        else:
            winners = top if len(top) < self.num_players else []
            names = ", ".join(LETTERS[s] for s in top)
            reason = Msg(f"Final ranking: player {names} first.", f"최종 순위: 플레이어 {names} 1위.")
            rule = self.spec.games.rule if self.spec.games is not None else self.spec.rule
        self.end_game(winners, [s for s in range(self.num_players) if s not in winners], reason, rule)

    # ----- the door ---------------------------------------------------------------------------------
    def _generate_legal(self) -> list[Action]:
        if self.stage == "draft" and self.draft is not None and self.spec.draft is not None:
            d, spec = self.draft, self.spec.draft
            return [Choose(seat, c) for seat in d.acting(spec) for c in d.options(spec, seat)]
        if self._open_build():
            return open_build.legal(self, self._builders())
        if self.stage == "build":
            out: list[Action] = []
            for seat in self._builders():
                out.extend(Choose(seat, c) for c in self.pools[seat]
                           if c not in self.building[seat] and self._build_problem(seat, c) is None)
            return out
        if self.stage == "games" and self.child is not None:
            return [InGame(self.players[a.player], a) for a in self.child.legal_actions()
                    if not isinstance(a, Concede)]
        if self.stage in self.hooks.STAGES:
            return self.own_stage().legal(self)
        return []

    def is_legal(self, action: Action) -> bool:
        if isinstance(action, InGame):      # asked of the game itself: no need to wrap its whole list
            child = self.child
            return (child is not None and self.stage == "games" and self.result is None
                    and 0 <= action.act.player < len(self.players) and self.players[action.act.player] == action.player
                    and child.is_legal(action.act))
        if self.stage in self.hooks.STAGES and not isinstance(action, Concede):
            return self.result is None and self.own_stage().why_not(self, action) is None
        if self._open_build() and not isinstance(action, Concede):   # any legal deck, not only the listed
            return self.result is None and open_build.why_not(self, action, self._builders()) is None
        return super().is_legal(action)

    def _open_build(self) -> bool:
        return self.stage == "build" and self.spec.build is not None and not self.spec.build.stepwise

    def check(self, action: Action) -> None:
        if isinstance(action, InGame) and isinstance(action.act, Concede) and self.result is None:
            if self.child is None or action.act.player >= len(self.players) or \
                    self.players[action.act.player] != action.player:
                raise self._not_your_game(action)
            return
        if self.result is not None:
            raise IllegalActionError(self.spec.rule, "The event is over.", "이벤트가 끝났습니다.", action)
        if isinstance(action, Concede) and not 0 <= action.player < self.num_players:
            raise IllegalActionError(self.spec.rule, "No such player.", "그런 플레이어는 없습니다.", action)
        super().check(action)

    def _not_your_game(self, action: Action) -> IllegalActionError:
        rule = self.spec.games.rule if self.spec.games is not None else self.spec.rule
        return IllegalActionError(rule, "That move is not yours to make: you do not play that seat of the game "
                                  "under way.", "당신이 할 수 있는 행동이 아닙니다. 진행 중인 게임의 그 자리에 앉아 "
                                  "있지 않습니다.", action)

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        if isinstance(action, InGame):
            if self.stage != "games" or self.child is None:
                return IllegalActionError(self.spec.rule, "No game is under way in the event now.",
                                          "지금 이벤트에서 진행 중인 게임이 없습니다.", action)
            if not 0 <= action.act.player < len(self.players) or self.players[action.act.player] != action.player:
                return self._not_your_game(action)
            why = self.child.refusal(action.act)
            if why is not None:
                return IllegalActionError(why.rule, why.en, why.ko, action)
            return IllegalActionError(self.spec.rule, "That move is not legal now.", "지금은 할 수 없는 행동입니다.", action)
        if self.stage == "draft" and self.draft is not None and self.spec.draft is not None:
            why_msg = self.draft.why_not(self.spec.draft, action.player, action.option) \
                if isinstance(action, Choose) else Msg("Only picks are made during the draft.",
                                                      "드래프트 중에는 카드를 고르는 것만 할 수 있습니다.")
            return IllegalActionError(self.spec.draft.rule, why_msg.en, why_msg.ko, action)
        if self._open_build():
            why = open_build.why_not(self, action, self._builders())
            if why is not None:
                return why
        if self.stage == "build" and self.spec.build is not None:
            return self._build_refusal(action)
        if self.stage in self.hooks.STAGES:
            return self.own_stage().refusal(self, action)
        return IllegalActionError(self.spec.rule, "Nothing can be done in the event now.",
                                  "지금 이벤트에서는 할 수 있는 것이 없습니다.", action)

    def _build_problem(self, seat: int, card: int) -> tuple[str, str, str] | None:
        """A deck rule broken once ``card`` completes ``seat``'s deck (checked only on the last card)."""
        build = self.spec.build
        assert build is not None
        chosen = self.building[seat] + [card]
        if len(chosen) < build.deck:
            return None
        problems = self.hooks.deck_problems(self, seat, [self.card_id(c) for c in chosen])
        return problems[0] if problems else None

    def _build_refusal(self, action: Action) -> IllegalActionError:
        build = self.spec.build
        assert build is not None
        seat = action.player
        if not isinstance(action, Choose):
            return IllegalActionError(build.rule, "Now every player builds a deck from the cards they drafted.",
                                      "지금은 모두 드래프트한 카드로 덱을 만듭니다.", action)
        if seat not in self._builders():
            return IllegalActionError(build.rule, "Your deck is built.", "덱을 이미 만들었습니다.", action)
        card = action.option
        if card not in self.pools[seat]:
            return IllegalActionError(build.rule, "That card is not one you drafted.", "드래프트한 카드가 아닙니다.", action)
        if card in self.building[seat]:
            return IllegalActionError(build.rule, "That card is in your deck already.", "이미 덱에 넣은 카드입니다.", action)
        problem = self._build_problem(seat, int(card))
        if problem is not None:
            return IllegalActionError(problem[0], problem[1], problem[2], action)
        return IllegalActionError(build.rule, "Not now.", "지금은 안 됩니다.", action)

    def _perform(self, action: Action) -> None:
        self.child_events = []
        if isinstance(action, InGame):
            self._play(action)
            return
        if isinstance(action, Concede):
            self._leave(action.player)
            return
        if self.stage == "draft" and self.draft is not None and self.spec.draft is not None:
            assert isinstance(action, Choose)
            hooks = self.hooks.DRAFT_HOOKS.get(self.spec.draft.hooks) if self.spec.draft.hooks else None
            self.draft.pick(self.spec.draft, action.player, int(action.option), self.rng, self.emit, hooks)
            self._advance()
            return
        if self._open_build():
            open_build.perform(self, action)
            self._advance()
            return
        if self.stage == "build":
            assert isinstance(action, Choose) and self.spec.build is not None
            seat = action.player
            self.building[seat].append(int(action.option))
            if len(self.building[seat]) >= self.spec.build.deck:
                deck = self.building[seat]
                self.decks[seat] = list(deck)
                rest = [c for c in self.pools[seat] if c not in deck]
                self.hooks.built(self, seat, [self.card_id(c) for c in deck], [self.card_id(c) for c in rest])
                self.emit("deck_built", player=seat, size=len(deck), rule=self.spec.build.rule)
            self._advance()
            return
        self.own_stage().perform(self, action)
        self._after_own()

    def _play(self, action: InGame) -> None:
        child = self.child
        assert child is not None
        if isinstance(action.act, Concede):
            child.check(action.act)
        events = child.apply_unchecked(action.act)
        self.child_actions += 1
        self.child_events = events
        self._forward(events)
        if child.result is not None:
            self._record()

    def _forward(self, events: list[Event]) -> None:
        """The game's events, told to the event seats that sit where the game's own were told them."""
        for e in events:
            seen = None if e.visible_to is None else tuple(self.players[p] for p in e.visible_to if p < len(self.players))
            self.events.append(Event(e.kind, e.data, seen, e.public))

    def _leave(self, seat: int) -> None:
        """A seat that concedes outside a game it plays leaves the event: the others share the win."""
        self.end_game([s for s in range(self.num_players) if s != seat], [seat],
                      Msg(f"Player {LETTERS[seat]} left the event.", f"플레이어 {LETTERS[seat]}이(가) 이벤트를 떠났습니다."),
                      self.spec.rule)

    def current_players(self) -> list[int]:
        if self.result is not None:
            return []
        if self.stage == "games" and self.child is not None:
            return sorted({self.players[p] for p in self.child.current_players()})
        return super().current_players()

    def sealed_pending(self) -> bool:
        """Choices made in secret that are not revealed yet: a sealed pick, a deck half built, or the
        game's own (its registration's ``sealed_pending``)."""
        if self.stage == "draft" and self.draft is not None and self.spec.draft is not None:
            return self.draft.sealed(self.spec.draft)
        if self.stage == "build":       # a deck kept, or half chosen, stays secret until every deck is built
            started = any(self.building[s] or self.decks[s] is not None for s in range(self.num_players))
            return started and bool(self._builders())
        if self.stage == "games" and self.child is not None and self.info.sealed_pending is not None:
            return self.info.sealed_pending(self.child)
        return False

    def delegate(self, seat: int) -> tuple[GameState, int] | None:
        """Where ``seat`` decides now when it is in the game under way: that game and its seat there."""
        if self.stage == "games" and self.child is not None and seat in self.players:
            return self.child, self.players.index(seat)
        return None

    def relay(self, seat: int, action: Action) -> Action:
        return InGame(seat, action) if self.delegate(seat) is not None else action

    def ai_rules(self) -> Any:
        from .ai import EVENT_AI
        return EVENT_AI

    # ----- what the event holds -----------------------------------------------------------------------
    def card_id(self, card: int) -> str:
        assert self.draft is not None
        return self.draft.cards[card]

    def pool_ids(self, seat: int) -> list[str]:
        return [self.card_id(c) for c in self.pools[seat]]

    def deck_ids(self, seat: int) -> list[str]:
        deck = self.decks[seat]
        return [self.card_id(c) for c in deck] + list(self.free[seat]) if deck is not None else self.pool_ids(seat)

    def deck_of(self, seat: int) -> list[str]:
        """What ``seat`` plays with: its cards in the game under way or the last it played, else its
        drafted deck (``simulate --card-stats``)."""
        if self.child is not None and seat in self.players:
            return self.child.deck_of(self.players.index(seat))
        if self.previous is not None and self.games and seat in self.games[-1]["players"]:
            return self.previous.deck_of(self.games[-1]["players"].index(seat))
        return sorted(set(self.deck_ids(seat))) if self.draft is not None else []

    def all_settings(self) -> dict[str, Any]:
        return {**self.game_settings, **self.settings}

    # ----- copies, hashes, views --------------------------------------------------------------------
    def _clone_extra(self, new: GameState) -> None:
        assert isinstance(new, EventState)
        new.draft = self.draft.copy() if self.draft is not None else None
        new.pools = [list(p) for p in self.pools]
        new.building = [list(b) for b in self.building]
        new.decks = [list(d) if d is not None else None for d in self.decks]
        new.free = [list(f) for f in self.free]
        new.chosen = [dict(c) for c in self.chosen]
        new.own = copy.deepcopy(self.own)
        new.games = list(self.games)            # rows are never changed once recorded
        new.child = self.child.clone() if self.child is not None else None
        new.child_events = []

    def _extra_dict(self) -> dict[str, Any]:
        return {"format": self.spec.id, "stage": self.stage, "stage_no": self.stage_no, "settings": self.settings,
                "game_settings": self.game_settings,
                "draft": self.draft.to_dict() if self.draft is not None else None, "pools": self.pools,
                "building": self.building, "decks": self.decks, "own": self.own, "own_rounds": self.own_rounds,
                "games": self.games, "players_now": list(self.players), "child_seed": self.child_seed,
                "child_actions": self.child_actions,
                "child": self.child.to_dict() if self.child is not None else None,
                # only where a build gave any: an event saved before they existed keeps its hash
                **({"free": self.free, "chosen": self.chosen} if any(self.free) or any(self.chosen) else {})}

    def view(self, player: int | None) -> dict[str, Any]:
        mine = player is not None and 0 <= player < self.num_players
        out: dict[str, Any] = {
            "ruleset": self.ruleset_id, "format": self.spec.id, "viewer": player, "stage": self.stage,
            "players": self.num_players, "rules_seats": list(self.rules_seats),
            "decisions": [d.to_json(player) for d in self.decisions],
            "result": None if self.result is None else self.result.to_json(),
            "games": list(self.games), "ranking": standings.ranking(self), "total_games": self.total_games(),
            "built": [self.decks[s] is not None for s in range(self.num_players)],
        }
        if self.draft is not None and self.spec.draft is not None:
            out["draft"] = self.draft.view(self.spec.draft, player)
        if mine:
            assert player is not None
            out["pool"] = [[c, self.card_id(c)] for c in self.pools[player]]
            out["deck"] = [[c, self.card_id(c)] for c in (self.decks[player] or self.building[player])]
            if self.spec.build is not None and not self.spec.build.stepwise:     # the other views stay as they were
                out["free"], out["chosen"] = list(self.free[player]), dict(self.chosen[player])
        if self.stage in self.hooks.STAGES:
            out["own"] = self.own_stage().view(self, player)
        if self.child is not None:
            seat = self.players.index(player) if player in self.players else None
            out["game"] = {"players": list(self.players), "number": len(self.games) + 1, "seat": seat,
                           "view": self.child.view(seat)}
        return out


def split_setup(info: RulesetInfo, spec: FormatSpec, setup: dict[str, Any]) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """(seats, the format's settings, the game's settings) of an event's setup; DataError listing every
    problem (an unknown setting, a value out of range, a seat count the format is not played by)."""
    problems: list[str] = []
    players = setup.get("players", spec.players[0])
    if players not in spec.players:
        problems.append(f"players: the {spec.id} format is played by {' or '.join(map(str, spec.players))}, "
                        f"not {players!r}")
    own: dict[str, Any] = {o.id: o.default for o in spec.options}
    game: dict[str, Any] = {}
    for key, value in setup.items():
        if key in (FORMAT, "players", *APP_KEYS):
            continue
        option = spec.option(key)
        if option is not None:
            bad = option.problem(value)
            if bad:
                problems.append(bad)
            own[key] = value
        elif (option := info.option(key)) is not None:
            bad = option.problem(value)
            if bad:
                problems.append(bad)
            game[key] = value
        else:
            known = [o.id for o in spec.options] + [o.id for o in info.options]
            problems.append(f"unknown setting {key!r} (settings: {', '.join(known) or 'none'})")
    for key, wanted in spec.when:       # the game's settings the format is played with, unless named
        allowed = wanted if isinstance(wanted, tuple) else (wanted,)
        game.setdefault(key, allowed[0])
        if game[key] not in allowed:
            problems.append(f"{key}={game[key]!r} is not played as the {spec.id} format ({key} is "
                            f"{' or '.join(map(str, allowed))})")
    if problems:
        raise DataError(f"<{spec.id} setup>", problems)
    return spec.seat_count(int(players)), own, game


def new_event(info: RulesetInfo, seed: int, setup: dict[str, Any]) -> EventState:
    """The event a setup names (``setup["format"]``), checked; DataError otherwise."""
    try:
        spec = format_of(info, str(setup.get(FORMAT)))
    except KeyError as exc:
        raise DataError("<setup>", [str(exc.args[0])]) from None
    players, own, game = split_setup(info, spec, setup)
    problems = hooks_of(info).problems(spec.id, game)
    if problems:
        raise DataError(f"<{spec.id} setup>", problems)
    return EventState(info, spec, seed, players, own, game)


def event_actions(info: RulesetInfo) -> EventActions:
    hooks = info.part("formats")
    own = tuple(hooks.ACTIONS) if hooks is not None else ()
    return EventActions(info.actions, own)


def selected(info: RulesetInfo, settings: dict[str, Any]) -> str | None:
    from .spec import selected_format
    spec = selected_format(info, settings)
    return spec.id if spec is not None else None


registry.set_event_layer(new_event, event_actions, selected)
