"""Elements Illusion scenarios: a position for 2 to 6 seats, a script of actions (sealed ones included),
and what must be true afterwards. The format is documented in docs/scenarios.md ("Elements Illusion").
Seats are numbered from 1 in files, as players count them; the engine counts from 0."""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.scenario import (SHARED_EXPECTATIONS, ScenarioError as _ScenarioError, check_events as _check_events,
                                  legal_expectation, list_of, run_steps, shared_expectation, table_of, whole_of)

from . import plan as pl
from .actions import (NO_COPY, Build, Change, Combine, Convert, Divide, Exchange, Interrupt, Lock, MultiShot, Reset,
                      Scarecrow, Silence, Skill, Trade, join)
from .flow import EVEN_TABLE, ODD_TABLE, form_piles, reveal_array, set_el, start_turn
from .moves import register_ability
from .options import MAX_PLAYERS, MIN_PLAYERS, declared_options
from .perform import start
from .setup import teams_for
from .skills import load_table
from .state import EIState, zid
from .vocab import ABILITY_CARDS, ELEMENT_CARDS, ELEMENTS, Phase

START_PHASES = ("array", "main", "build")
_POSITION_KEYS = {"turn", "order", "phase", "el", "array", "drop"} | {f"p{p}" for p in range(1, MAX_PLAYERS + 1)}
_PLAYER_KEYS = {"hand", "ep", "gp", "el", "penalty", "last", "dealt", "received_total", "abilities", "levelup",
                "deliveries", "ticks"}
_CARD_REF = re.compile(r"^(?P<kind>illusion|transform|separate)(?:#(?P<n>\d+))?$")


class ScenarioError(_ScenarioError):
    """The scenario's expectation failed (not a malformed file)."""


def _seat(v: Any, n: int, where: str, problems: list[str]) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
        problems.append(f"{where}: seats are 1 to {n}, not {v!r}")
        return 0
    return v - 1


def _defs(v: Any, where: str, problems: list[str], allowed: tuple[str, ...] = ELEMENT_CARDS + ABILITY_CARDS) -> list[str]:
    if not isinstance(v, list) or not all(x in allowed for x in v):
        problems.append(f"{where}: a list of cards such as \"F1\" or \"illusion\"")
        return []
    return list(v)


def _player(s: EIState, p: int, table: dict[str, Any], where: str, problems: list[str]) -> None:
    for k in table:
        if k not in _PLAYER_KEYS:
            problems.append(f"{where}: unknown field {k!r}")
    for d in _defs(table.get("hand", []), f"{where}.hand", problems):
        s.add_card(p, d, zid(p, "hand"))
    for key in ("ep", "gp", "penalty", "received_total"):
        v = table.get(key, 0)
        if not isinstance(v, int) or v < 0:
            problems.append(f"{where}.{key}: a whole number of at least 0")
            continue
        getattr(s, key)[p] = v
    last = table.get("last")
    if last is not None and last not in ELEMENTS + ("N",):
        problems.append(f"{where}.last: one of F W E A N")
    s.last[p] = last
    dealt = table.get("dealt", [0] * s.n)
    if not isinstance(dealt, list) or len(dealt) != s.n or not all(isinstance(x, int) and x >= 0 for x in dealt):
        problems.append(f"{where}.dealt: one whole number per seat")
    else:
        s.dealt[p] = [0 if q == p else dealt[q] for q in range(s.n)]
    for n, ab in enumerate(list_of(table, "abilities", f"{where}.abilities", problems)):
        spec = {"kind": ab} if isinstance(ab, str) else ab
        if not isinstance(spec, dict) or spec.get("kind") not in ABILITY_CARDS:
            problems.append(f"{where}.abilities[{n}]: an ability card (illusion, transform, separate) or a table with kind")
            continue
        iid = s.add_card(p, spec["kind"], zid(p, "build")).iid
        first = whole_of(spec, "first", s.turn, f"{where}.abilities[{n}].first", problems, 1)
        turn, s.turn = s.turn, first - 1
        s.events = []
        register_ability(s, iid, p, by="build")
        s.turn = turn
        rec = s.abilities[-1]
        rec[5] = bool(spec.get("exchange_used", False))
        rec[6] = bool(spec.get("scarecrow_used", False))
    for n, lv in enumerate(list_of(table, "levelup", f"{where}.levelup", problems)):
        if not isinstance(lv, dict):
            problems.append(f"{where}.levelup[{n}]: a table with use and into")
            continue
        use = _defs(lv.get("use"), f"{where}.levelup[{n}].use", problems, ELEMENT_CARDS)
        from .recipes import COMBO_LEVEL_EP, combo_product
        level = combo_product(use, lv.get("into", "")) if isinstance(lv.get("into", ""), str) else None
        if level is None:
            problems.append(f"{where}.levelup[{n}]: not a combination (EI-7.2)")
            continue
        cards = [s.add_card(p, d, zid(p, "levelup")).iid for d in use]
        s.levelups[p].append([cards, lv["into"], COMBO_LEVEL_EP[level]])
    s.deliveries[p] = _defs(table.get("deliveries", []), f"{where}.deliveries", problems, ELEMENT_CARDS)
    for n, t in enumerate(list_of(table, "ticks", f"{where}.ticks", problems)):
        if not isinstance(t, dict) or t.get("type") not in ("R", "M", "S"):
            problems.append(f"{where}.ticks[{n}]: target, amount, type (R M S), turns, skill")
            continue
        s.ticks.append([p, _seat(t.get("target"), s.n, f"{where}.ticks[{n}].target", problems), t["type"],
                        whole_of(t, "amount", 1, f"{where}.ticks[{n}].amount", problems, 0, 99),
                        whole_of(t, "turns", 1, f"{where}.ticks[{n}].turns", problems, 0, 99),
                        str(t.get("skill", "stomp"))])


def build_position(pos: dict[str, Any], path: str, seed: int, options: dict[str, Any], players: int) -> EIState:
    problems: list[str] = []
    for k in pos:
        if k not in _POSITION_KEYS:
            problems.append(f"position: unknown field {k!r}")
    s = EIState(players, seed, load_table(), options)
    if options["mode"] == "B":
        s.team_of = teams_for(players, options["teams"])
        s.teams = s.team_of[:]
    s.turn = whole_of(pos, "turn", 2, "position.turn", problems)
    s.order = _seat(pos.get("order", 1), players, "position.order", problems)
    phase = pos.get("phase", "main")
    if not isinstance(phase, str) or phase not in START_PHASES:
        problems.append(f"position.phase: one of {', '.join(START_PHASES)}")
        phase = "main"
    for d in _defs(pos.get("drop", []), "position.drop", problems, ELEMENT_CARDS):
        s.add_card(0, d, "drop")
    for p in range(players):
        _player(s, p, table_of(pos, f"p{p + 1}", f"position.p{p + 1}", problems), f"position.p{p + 1}", problems)
    for key in pos:
        if key.startswith("p") and key[1:].isdigit() and int(key[1:]) > players:
            problems.append(f"position.{key}: the scenario has {players} players")
    array = pos.get("array")
    if array is not None and array not in ABILITY_CARDS:
        problems.append("position.array: illusion, transform or separate")
    el = whole_of(pos, "el", 3, "position.el", problems, 1, 99)
    own_el = [whole_of(table_of(pos, f"p{p + 1}", f"position.p{p + 1}", []), "el", -1, f"position.p{p + 1}.el",
                       problems, 1, 99) for p in range(players)]
    if problems:
        raise DataError(path, problems)
    start_turn(s)
    penalties = s.penalty[:]
    s.penalty = [0] * players
    s.order_el = el
    set_el(s, el, "EI-6.4")
    for p in range(players):
        if own_el[p] >= 0:
            s.el[p] = own_el[p]
    s.penalty = penalties
    skip = {"array": {"array"}, "main": {"array", "draw", "el"},
            "build": {"array", "draw", "el", "reveal_main"}}[phase]
    s.todo = [t for t in s.todo if t[0] not in skip and not (phase == "build" and t == ["sealed", "main"])]
    if phase == "array":           # the array phase with the ability card the file names revealed (or a random one)
        s.events = []
        form_piles(s)
        pile = s.zones["abilities"].cards
        chosen = [c for c in pile if array is None or s.def_of(c) == array]
        reveal_array(s, chosen[0] if array is not None else pile[s.rng.below(len(pile))])
    elif array is not None:        # the array event of a turn that starts later: only its effect is known
        odd = s.turn % 2 == 1 or s.n % 2 == 0
        s.array = {"kind": array, "table": "odd" if odd else "even",
                   "effect": (ODD_TABLE if odd else EVEN_TABLE)[array], "done": False}
    if phase != "array":
        s.phase = Phase.ARRAY
    s.events = []
    s.memo = {}
    start(s)
    s.events = []
    return s


def ability_ref(s: EIState, ref: Any, player: int) -> int:
    """An ability card named in a script: "illusion" (the player's first active one) or "illusion#1"."""
    m = _CARD_REF.match(str(ref))
    if not m:
        raise ScenarioError(f"bad ability card reference {ref!r} (illusion, transform, separate, optionally #N)")
    cards = [a[0] for a in s.abilities if a[2] == player and a[1] == m["kind"]]
    n = int(m["n"] or 0)
    if n >= len(cards):
        raise ScenarioError(f"{ref}: player {player + 1} has no such ability card (found {len(cards)})")
    return cards[n]


def _seats_text(v: Any, n: int) -> str:
    if v is None or v == "-":
        return "-"
    seats = [v] if isinstance(v, int) else list(v)
    if not all(isinstance(x, int) and 1 <= x <= n for x in seats):
        raise ScenarioError(f"seats are 1 to {n}: {v!r}")
    return join(sorted(x - 1 for x in seats))


def _cards_text(v: Any) -> str:
    return join(sorted(v)) if isinstance(v, list) else str(v)


def make_action(s: EIState, step: dict[str, Any]) -> Action:
    verb = step.get("action")
    if "player" in step:
        if not isinstance(step["player"], int) or not 1 <= step["player"] <= s.n:
            raise ScenarioError(f"step {verb}: players are 1 to {s.n}")
        p = step["player"] - 1
    elif s.decisions and not s.sealed():
        p = s.decisions[0].player
    else:
        raise ScenarioError(f"step {verb}: name the player (several act at once)")
    if verb == "combine":
        return Combine(p, _cards_text(step.get("use", [])), str(step.get("into")))
    if verb == "trade":
        return Trade(p, _cards_text(step.get("pay", [])))
    if verb == "change":
        return Change(p, ability_ref(s, step.get("card", "transform"), p), str(step.get("src")), str(step.get("to")))
    if verb == "exchange":
        return Exchange(p, ability_ref(s, step.get("card", "transform"), p), int(step.get("ep", 0)))
    if verb == "scarecrow":
        return Scarecrow(p, ability_ref(s, step.get("card", "illusion"), p))
    if verb == "divide":
        return Divide(p, ability_ref(s, step.get("card", "separate"), p), str(step.get("target")))
    if verb == "build":
        return Build(p, str(step.get("kind")))
    if verb == "skill":
        return Skill(p, str(step.get("skill")), str(step.get("copy", NO_COPY)), _seats_text(step.get("targets"), s.n))
    if verb == "convert":
        return Convert(p, ability_ref(s, step.get("card", "transform"), p), int(step.get("count", 0)),
                       str(step.get("skill")), _seats_text(step.get("targets"), s.n))
    if verb == "multishot":
        return MultiShot(p, ability_ref(s, step.get("card", "separate"), p), int(step.get("count", 0)),
                         _seats_text(step.get("targets"), s.n))
    if verb == "interrupt":
        return Interrupt(p, ability_ref(s, step.get("card", "illusion"), p), int(step.get("target", 0)) - 1)
    if verb == "silence":
        return Silence(p, ability_ref(s, step.get("card", "separate"), p), _seats_text(step.get("targets"), s.n))
    if verb == "reset":
        return Reset(p)
    if verb == "lock":
        return Lock(p)
    if verb == "concede":
        return Concede(p)
    if verb == "choose":
        opt = step.get("option")
        if isinstance(opt, str) and re.match(r"^p\d$", opt):
            return Choose(p, int(opt[1:]) - 1)
        if isinstance(opt, str) and opt.startswith("hand:"):
            cards = [c for c in s.hands[p].cards if s.def_of(c) == opt[5:]]
            if not cards:
                raise ScenarioError(f"{opt}: player {p + 1} has no such card in hand")
            return Choose(p, cards[0])
        return Choose(p, opt if opt != "done" else DONE)
    raise ScenarioError(f"unknown step action {verb!r}")


def check_events(s: EIState, events: list[Any], step: dict[str, Any], where: str) -> list[str]:
    return _check_events(s, events, step, where, card_keys=("card",),
                         player_keys=("player", "source", "target", "other"))


def _expect_player(s: EIState, p: int, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    hand = sorted(s.def_of(c) for c in s.hands[p].cards)
    final = s.final[p] if s.final else {}
    for key, want in exp.items():
        got: Any
        if key == "hand":
            got = len(hand) if isinstance(want, int) else hand
            if isinstance(want, list):
                want = sorted(want)
        elif key == "hand_contains":
            missing = [c for c in set(want) if hand.count(c) < want.count(c)]
            if missing:
                bad.append(f"{where}: hand lacks {missing} (has {hand})")
            continue
        elif key == "hand_lacks":
            present = [c for c in want if c in hand]
            if present:
                bad.append(f"{where}: hand should not hold {present}")
            continue
        elif key in ("ep", "gp", "el", "penalty", "received", "received_total"):
            got = getattr(s, key)[p]
        elif key == "last":
            got = s.last[p] or "none"
        elif key == "dealt":
            got = s.dealt[p]
        elif key == "levelup":
            got = [lv[1] for lv in s.levelups[p]]
        elif key == "deliveries":
            got = sorted(s.deliveries[p])
            want = sorted(want)
        elif key == "abilities":
            got = sorted(a[1] for a in s.active_abilities(p))
            want = sorted(want)
        elif key == "build":
            got = sorted(s.def_of(c) for c in s.zones[zid(p, "build")].cards)
            want = sorted(want)
        elif key == "ticks":
            got = [[t[1] + 1, t[3], t[4]] for t in s.ticks if t[0] == p]
        elif key in ("rank", "final_skills", "final_ep"):
            got = {"rank": final.get("rank"), "final_skills": sorted(final.get("skills", [])),
                   "final_ep": final.get("ep")}[key]
            if key == "final_skills":
                want = sorted(want)
        elif key == "locked":
            got = s.locked[p]
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
            continue
        if got != want:
            bad.append(f"{where}.{key}: got {got!r}, expected {want!r}")
    return bad


def check_expect(s: EIState, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        if key in SHARED_EXPECTATIONS:
            got = shared_expectation(s, key)
        elif key == "ended_by":
            got = s.ended_by or "none"
        elif key == "order":
            got = s.order + 1
        elif key == "el":
            got = s.order_el
        elif key == "options":
            got = [] if not s.decisions else [o + 1 if s.decisions[0].kind == "array_cancel" and isinstance(o, int)
                                              else o for o in s.decisions[0].options]
        elif key == "acting":
            got = [p + 1 for p in s.current_players()]
        elif key == "drop":
            got = sorted(s.def_of(c) for c in s.zones["drop"].cards)
            want = sorted(want)
        elif key == "drop_contains":
            have = sorted(s.def_of(c) for c in s.zones["drop"].cards)
            missing = [c for c in set(want) if have.count(c) < want.count(c)]
            if missing:
                bad.append(f"{where}: drop zone lacks {missing}")
            continue
        elif key in ("legal", "not_legal"):
            bad.extend(legal_expectation(s, key, want, where))
            continue
        elif re.match(r"^p\d$", key):
            q = int(key[1:]) - 1
            if not 0 <= q < s.n:
                bad.append(f"{where}: no seat {key}")
                continue
            bad.extend(_expect_player(s, q, want, f"{where}.{key}"))
            continue
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
            continue
        if got != want:
            bad.append(f"{where}: {key} is {got!r}, expected {want!r}")
    return bad


def read_options(raw: Any, path: str) -> dict[str, Any]:
    opts = {o.id: o for o in declared_options()}
    values = {o.id: o.default for o in opts.values()}
    problems = []
    for key, value in dict(raw or {}).items():
        if key not in opts:
            problems.append(f"options: unknown option {key!r}")
            continue
        why = opts[key].problem(value)
        if why:
            problems.append(f"options: {why}")
        values[key] = value
    if problems:
        raise DataError(path, problems)
    return values


def _expand(steps: list[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    """``lock_all`` is every seat locking in seat order (the step's expectations go with the last lock)."""
    out = []
    for step in steps:
        if step.get("action") == "lock_all":
            seats = step.get("players", list(range(1, n + 1)))
            for i, p in enumerate(seats):
                extra = {k: v for k, v in step.items() if k not in ("action", "players")} if i == len(seats) - 1 else {}
                out.append({"action": "lock", "player": p, **extra})
        else:
            out.append(step)
    return out


def run_scenario(data: dict[str, Any], path: str) -> list[str]:
    """Run one scenario; the list of failures (empty = passed). Malformed files raise DataError."""
    meta = data.get("scenario", {})
    players = meta.get("players", MIN_PLAYERS)
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise DataError(path, [f"scenario.players: {MIN_PLAYERS} to {MAX_PLAYERS}"])
    if "position" not in data:
        raise DataError(path, ["missing [position]"])
    options = read_options(data.get("options"), path)
    s = build_position(data["position"], path, int(meta.get("seed", 1)), options, players)
    data = dict(data, step=_expand(list(data.get("step", [])), players))
    return run_steps(s, data, make_action=make_action, check_expect=check_expect, check_events=check_events)


# ----- conveniences for tests written in Python ------------------------------------------------------
def position(pos: dict[str, Any], players: int = 2, seed: int = 1, **options: Any) -> EIState:
    return build_position(pos, "<test position>", seed, read_options(options, "<test options>"), players)


def do(s: EIState, action: str, **fields: Any) -> list[Any]:
    """Apply one scripted step (same fields as a scenario [[step]]); returns the events."""
    return s.apply(make_action(s, {"action": action, **fields}))


def lock_all(s: EIState) -> list[Any]:
    events: list[Any] = []
    for p in range(s.n):
        if not s.locked[p]:
            events += s.apply(Lock(p))
    return events


__all__ = ["build_position", "make_action", "run_scenario", "position", "do", "lock_all", "pl"]
