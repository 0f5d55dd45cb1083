"""Clash of Decks scenarios: a position, a script of actions, and what must be true afterwards.

The format is documented in docs/scenarios.md (section "Clash of Decks"). Cards in scripts are named by
reference (``hand:CD1-01``, ``p2.upper#0``) because instance ids are the engine's business. A file starts
from a ``[position]``, from a ``[setup]`` (a game set up as the command line sets it up; one that is
played as a format, ``decks = "draft"``, is the event's: the draft pick by pick, then the game,
game/formats/scenario.py), or is a ``[mutation]`` phase (``scenario_mutation.py``).
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.scenario import (SHARED_EXPECTATIONS, ScenarioError as _ScenarioError, check_events as _check_events,
                                  list_of, run_steps, shared_expectation, table_of, whole_of)

from . import board, flow
from .actions import Assault, Cast, Merge, Summon
from .cards import CardDb, load_card_db, parse_card_tables
from .difficulty import Purchase, load_table
from .options import declared_options
from .seats import rules_seats_for, seats_for
from .state import CDState, Phase, line_id, zid
from .vocab import SIDES

ZONES = ("hand", "upper", "lower", "deck", "discard", "champion", "out", "citadel", "picks")
_REF = re.compile(r"^(?:p(?P<p>[1-4])\.)?(?P<zone>" + "|".join(ZONES + ("bound", "stacked")) + r")"
                  r"(?::(?P<def>[^#]+))?(?:#(?P<n>\d+))?$")
_POSITION_KEYS = {"turn", "active", "start_player", "phase", "mana", "calm", "p1", "p2", "p3", "p4"}
_SEAT_KEYS = ("p1", "p2", "p3", "p4")
_PLAYER_KEYS = {"hand", "citadel", "side", "citadel_card", "upper", "lower", "deck", "discard", "champion",
                "champion_ready", "out", "turns"}
_CREATURE_KEYS = {"card", "damage", "new", "under", "holds", "shield_used", "bonus"}
_PHASES = ("summon", "turn", "assault")
_PURCHASE = {"per_creature", "base_mana", "ai_starts", "resistance", "ability"}


class ScenarioError(_ScenarioError):
    """The scenario's expectation failed (not a malformed file)."""


def _seat(v: Any, where: str, problems: list[str], seats: int = 2) -> int:
    if v not in range(1, seats + 1):
        problems.append(f"{where}: players are 1 to {seats}, not {v!r}")
        return 0
    return v - 1


def _options(raw: Any, path: str) -> tuple[dict[str, Any], Purchase]:
    opts = {o.id: o for o in declared_options()}
    values = {o.id: o.default for o in opts.values()}
    problems: list[str] = []
    if raw is not None and not isinstance(raw, dict):
        raise DataError(path, [f"options: a table of option = value, not {raw!r}"])
    raw = dict(raw or {})
    bought = raw.pop("purchase", {})
    if not isinstance(bought, dict):
        problems.append(f"options.purchase: a table of what the AI buys, not {bought!r}")
        bought = {}
    for key, value in raw.items():
        if key not in opts or key.startswith("deck") or key.startswith("ai_") and key not in ("ai_gust", "ai_exhaustion"):
            problems.append(f"options: unknown option {key!r} (the AI's purchase is options.purchase)")
            continue
        why = opts[key].problem(value)
        if why:
            problems.append(f"options: {why}")
        values[key] = value
    purchase = Purchase()
    if bought:
        extra = set(bought) - _PURCHASE
        if extra:
            problems.append(f"options.purchase: unknown field(s) {', '.join(sorted(extra))} (known: {', '.join(sorted(_PURCHASE))})")
        else:
            purchase = Purchase(**bought)
            from .difficulty import purchase_problem
            bad = purchase_problem(load_table(), purchase)
            if bad:
                problems.append(f"options.purchase: {bad}")
    if problems:
        raise DataError(path, problems)
    return values, purchase


def build_position(pos: dict[str, Any], db: CardDb, path: str, seed: int, options: dict[str, Any],
                   purchase: Purchase | None = None) -> CDState:
    problems: list[str] = []
    for k in pos:
        if k not in _POSITION_KEYS:
            problems.append(f"position: unknown field {k!r}")
    mode = str(options.get("mode", "duel"))
    seats = seats_for(mode)
    s = CDState(seed, db, options, seats=seats, ai_seats=rules_seats_for(mode), purchase=purchase)
    s.turn = whole_of(pos, "turn", 3, "position.turn", problems)
    # calm: turns before this one with no citadel pushed lower
    s.hit_turn = s.turn - 1 - whole_of(pos, "calm", 0, "position.calm", problems, 0, s.turn)
    s.active = _seat(pos.get("active", 1), "position.active", problems, seats)
    s.start_player = _seat(pos.get("start_player", 1), "position.start_player", problems, seats)
    for k in _SEAT_KEYS[seats:]:
        if k in pos:
            problems.append(f"position.{k}: mode={mode} has {seats} seats")
    phase = pos.get("phase", "summon")
    if not isinstance(phase, str) or phase not in _PHASES:
        problems.append(f"position.phase: {phase!r} is not one of {', '.join(_PHASES)}")
    for f in range(len(s.fronts)):
        s.add_card(0, ("CD1-B1", "CD1-B2", "CD2-B1", "CD2-B2")[f], f"f{f}.bridge")

    def card(p: int, cid: Any, zone: str, where: str) -> int | None:
        if not isinstance(cid, str) or cid not in db:
            problems.append(f"{where}: unknown card id {cid!r}")
            return None
        return s.add_card(p, cid, zone).iid

    for p in range(seats):
        key = f"p{p + 1}"
        table = table_of(pos, key, f"position.{key}", problems)
        for k in table:
            if k not in _PLAYER_KEYS:
                problems.append(f"position.{key}: unknown field {k!r}")
        ai = s.is_ai(p)
        card(p, table.get("citadel_card", "CD2-C1" if ai else ("CD1-C1", "CD1-C2")[p % 2]), zid(p, "citadel"),
             f"position.{key}.citadel_card")
        side = table.get("side", "watchtower")
        if not isinstance(side, str) or side not in SIDES:
            problems.append(f"position.{key}.side: {side!r} is not watchtower or fortress")
        else:
            s.side[p] = side
        # turns begun by this seat: the start player's and those after it in this round have one more
        place = (p - s.start_player) % seats
        s.own_turns[p] = whole_of(table, "turns", (s.turn + seats - 1 - place) // seats, f"position.{key}.turns",
                                  problems)
        zones = ("deck", "discard", "out") if ai else ("hand", "out")
        for zone in zones:
            for cid in list_of(table, zone, f"position.{key}.{zone}", problems):
                card(p, cid, zid(p, zone), f"position.{key}.{zone}")
        for zone in ("hand",) if ai else ("deck", "discard"):
            if table.get(zone):
                problems.append(f"position.{key}.{zone}: {'the AI has no hand' if ai else 'a person has no deck pile'}")
        if not ai:
            s.cit[p] = whole_of(table, "citadel", 0, f"position.{key}.citadel", problems, 0, 99)
            if not 0 <= s.cit[p] < max(1, len(s.hands[p].cards)):
                problems.append(f"position.{key}.citadel: {s.cit[p]} cards to its left leaves no card to its right")
        if "champion" in table:
            c = card(p, table["champion"], zid(p, "champion"), f"position.{key}.champion")
            if c is not None:
                if not db[table["champion"]].champion:
                    problems.append(f"position.{key}.champion: not a champion card")
                s.champ[p] = c
                s.champ_ready[p] = bool(table.get("champion_ready", True))
        for name, front in (("upper", s.upper[p]), ("lower", s.lower[p])):
            for i, entry in enumerate(list_of(table, name, f"position.{key}.{name}", problems)):
                _creature(s, p, front, entry, f"position.{key}.{name}[{i}]", card, problems)
    if problems:
        raise DataError(path, problems)
    board.check_auras(s, "start")
    s.events = []
    if phase == "turn":
        s.turn -= 1
        s.own_turns[s.active] -= 1
        flow.start_turn(s, s.active)
    else:
        s.phase = Phase.SUMMON
        mana = whole_of(pos, "mana", -1, "position.mana", problems, 0, 99)
        if problems:
            raise DataError(path, problems)
        s.mana[s.active] = mana if mana >= 0 else flow.phase1_mana(s, s.active)
        if phase == "assault":
            s.phase = Phase.ASSAULT
    flow.advance(s)
    return s


def _creature(s: CDState, p: int, front: int, entry: Any, where: str, card: Any, problems: list[str]) -> None:
    if isinstance(entry, str):
        entry = {"card": entry}
    if not isinstance(entry, dict) or "card" not in entry:
        problems.append(f"{where}: a creature is a card id or a table with card = ...")
        return
    extra = set(entry) - _CREATURE_KEYS
    if extra:
        problems.append(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
    head = card(p, entry["card"], line_id(front, p), where)
    if head is None:
        return
    if s.defs[head].type != "creature":
        problems.append(f"{where}: {entry['card']} is not a creature")
    if s.defs[head].champion:
        s.champ[p] = head
        s.champ_ready[p] = True
    if "under" in entry:     # the Symbiosis card lying on this creature
        sym = card(p, entry["under"], "stacked", f"{where}.under")
        if sym is not None:
            s.stacked_on[sym] = head
    if "holds" in entry:     # a card of the seat across the front, held by this creature's Bind
        other = s.enemy_across(p, front)
        held = card(other, entry["holds"], "bound", f"{where}.holds")
        if held is not None:
            binder = next((c for c in s.stack_of(head) if "bind" in s.defs[c].has), head)
            s.bound_by[held], s.bound_from[held] = binder, other
    s.dmg[head] = whole_of(entry, "damage", 0, f"{where}.damage", problems, 0, 99)
    s.fresh[head] = bool(entry.get("new", False))
    s.bonus[head] = whole_of(entry, "bonus", 0, f"{where}.bonus", problems, -99, 99)
    if entry.get("shield_used"):
        s.shield_turn[head] = s.turn


def resolve_ref(s: CDState, ref: str, player: int) -> int:
    m = _REF.match(ref)
    if not m:
        raise ScenarioError(f"bad card reference {ref!r} (e.g. hand:CD1-01, p2.upper#0, champion)")
    p = int(m["p"]) - 1 if m["p"] else player
    zone = m["zone"]
    if zone in ("upper", "lower"):
        cards = s.line(s.upper[p] if zone == "upper" else s.lower[p], p)
    elif zone in ("bound", "stacked"):
        cards = s.zones[zone].cards
    else:
        if zid(p, zone) not in s.zones:
            raise ScenarioError(f"{ref}: player {p + 1} has no {zone}")
        cards = s.zones[zid(p, zone)].cards
    if m["def"]:
        cards = [c for c in cards if s.cards[c].def_id == m["def"]]
    n = int(m["n"]) if m["n"] else 0
    if n >= len(cards):
        raise ScenarioError(f"{ref}: no such card (found {len(cards)})")
    return cards[n]


def _front(s: CDState, p: int, v: Any) -> int:
    if v in ("upper", "lower"):
        return s.upper[p] if v == "upper" else s.lower[p]
    if isinstance(v, int):
        return v
    raise ScenarioError(f"front: upper, lower or a number, not {v!r}")


def make_action(s: CDState, step: dict[str, Any]) -> Action:
    verb = step.get("action")
    if "player" in step:
        if step["player"] not in range(1, s.num_players + 1):
            raise ScenarioError(f"step {verb}: players are 1 to {s.num_players}")
        p = step["player"] - 1
    else:
        p = s.decisions[0].player if s.decisions else s.active
    if verb == "assault":
        return Assault(p)
    if verb == "concede":
        return Concede(p)
    if verb in ("summon", "merge", "cast"):
        if "card" not in step:
            raise ScenarioError(f"step {verb}: needs card")
        c = resolve_ref(s, str(step["card"]), p)
        if verb == "summon":
            return Summon(p, c, _front(s, p, step.get("front", "upper")))
        other = step.get("onto" if verb == "merge" else "target")
        if other is None:
            raise ScenarioError(f"step {verb}: needs {'onto' if verb == 'merge' else 'target'}")
        t = resolve_ref(s, str(other), p)
        return Merge(p, c, t) if verb == "merge" else Cast(p, c, t)
    if verb == "choose":
        opt = step.get("option")
        if isinstance(opt, str) and opt != DONE and s.decisions and opt not in s.decisions[0].options:
            return Choose(p, resolve_ref(s, opt, p))
        return Choose(p, opt)
    raise ScenarioError(f"unknown step action {verb!r} (known: summon, merge, cast, assault, choose, concede)")


def check_events(s: CDState, events: list[Any], step: dict[str, Any], where: str) -> list[str]:
    return _check_events(s, events, step, where, card_keys=("card", "source", "binder", "host", "against"),
                         player_keys=("player", "target"))


def _ids(s: CDState, cards: list[int]) -> list[str]:
    return [s.cards[c].def_id for c in cards]


def check_expect(s: CDState, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        if key in SHARED_EXPECTATIONS:
            got = shared_expectation(s, key)
        elif key == "active":
            got = s.active + 1
        elif key == "legal_plays":
            got = sum(1 for a in s.legal_actions() if isinstance(a, (Summon, Merge, Cast)))
        elif key in _SEAT_KEYS[:s.num_players]:
            bad.extend(_check_player(s, int(key[1]) - 1, want, f"{where}.{key}"))
            continue
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
            continue
        if got != want:
            bad.append(f"{where}: {key} is {got!r}, expected {want!r}")
    return bad


def _line(s: CDState, p: int, name: str) -> list[int]:
    return s.line(s.upper[p] if name == "upper" else s.lower[p], p)


def _check_player(s: CDState, p: int, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        zone, _, what = key.partition("_")
        if key in ("upper", "lower"):
            got = _ids(s, _line(s, p, key))
        elif zone in ("upper", "lower") and what in ("damage", "stacks"):
            line = _line(s, p, zone)
            got = [s.dmg[h] for h in line] if what == "damage" else [_ids(s, s.stack_of(h)) for h in line]
        elif key in ("hand", "deck", "discard", "out") and isinstance(want, list):
            got = _ids(s, s.zones[zid(p, key)].cards)
        elif key in ("hand", "deck", "discard", "out"):
            got = len(s.zones[zid(p, key)].cards)
        elif what in ("contains", "lacks") and zone in ("hand", "deck", "discard", "out", "upper", "lower"):
            cards = _line(s, p, zone) if zone in ("upper", "lower") else s.zones[zid(p, zone)].cards
            ids = _ids(s, cards)
            if what == "contains":
                missing = [c for c in want if c not in ids]
                if missing:
                    bad.append(f"{where}: {zone} lacks {missing} (has {ids})")
            else:
                present = [c for c in want if c in ids]
                if present:
                    bad.append(f"{where}: {zone} should not hold {present}")
            continue
        elif key == "deck_top":
            got = _ids(s, s.decks[p].cards[:len(want)])
        elif key == "citadel":
            got = s.cit[p]
        elif key == "hp":
            got = s.hp(p)
        elif key == "side":
            got = s.side[p]
        elif key == "mana":
            got = s.mana[p]
        elif key == "window":
            got = _ids(s, s.window(p))
        elif key == "champion_ready":
            got = s.champ_ready[p]
        elif key == "champion":
            c = s.champ[p]
            got = "none" if c < 0 else ("in play" if s.in_play(c) else s.cards[c].zone.split(".")[-1])
        elif key == "abilities":     # card id -> abilities of the creature (a stack by its base) in play
            got = {}
            for cid in want:
                h = next((h for h in s.creatures() if s.cards[h].def_id == cid and s.cards[h].owner == p), None)
                got[cid] = None if h is None else sorted(s.abilities(h))
            want = {k: sorted(v) for k, v in want.items()}
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
            continue
        if got != want:
            bad.append(f"{where}.{key}: got {got!r}, expected {want!r}")
    return bad


def run_scenario(data: dict[str, Any], path: str) -> list[str]:
    """Run one scenario; the list of failures (empty = passed). Malformed files raise DataError."""
    meta = data.get("scenario", {})
    db = load_card_db()
    if data.get("card"):
        db = db.with_cards(parse_card_tables(data["card"], path, db.cards.values()))
    if "mutation" in data:
        from .scenario_mutation import run_mutation
        return run_mutation(data, db, path)
    if "setup" in data:
        from game.engine import registry
        from game.formats import scenario as event_scenario
        info = registry.get("clash-of-decks")
        if isinstance(data["setup"], dict) and event_scenario.event_setup(info, {**data["setup"], **data.get("options", {})}):
            return event_scenario.run(info, data, path, int(meta.get("seed", 1)), make=make_action, expect=check_expect)
        s = _from_setup(data, path, int(meta.get("seed", 1)))
        return run_steps(s, data, make_action=make_action, check_expect=check_expect, check_events=check_events)
    if "position" not in data:
        raise DataError(path, ["missing [position], [setup] or [mutation]"])
    options, purchase = _options(data.get("options"), path)
    s = build_position(data["position"], db, path, int(meta.get("seed", 1)), options, purchase)
    return run_steps(s, data, make_action=make_action, check_expect=check_expect, check_events=check_events)


def _from_setup(data: dict[str, Any], path: str, seed: int) -> CDState:
    """A game begun from a setup, as ``--set`` begins one (``players`` included; an ``[options]`` table, as
    the command line's settings, is laid over it); an unusable setup is the file's error, each problem
    under ``setup.``."""
    from .setup import new_state
    raw, over = data["setup"], data.get("options", {})
    if not isinstance(raw, dict) or not isinstance(over, dict) or "position" in data:
        raise DataError(path, ["[setup]: a table of settings, without a [position]"])
    try:
        return new_state(seed, {**raw, **over})
    except DataError as exc:
        raise DataError(path, [f"setup: {p}" for p in exc.problems]) from None


# ----- conveniences for tests written in Python --------------------------------------------------
def position(pos: dict[str, Any], cards: list[dict[str, Any]] | None = None, seed: int = 1,
             purchase: dict[str, Any] | None = None, **options: Any) -> CDState:
    """A state from a scenario-style position dict, with optional purpose-made cards and options."""
    db = load_card_db()
    if cards:
        db = db.with_cards(parse_card_tables(cards, "<test cards>", db.cards.values()))
    values, bought = _options({**options, **({"purchase": purchase} if purchase else {})}, "<test options>")
    return build_position(pos, db, "<test position>", seed, values, bought)


def do(s: CDState, action: str, **fields: Any) -> list[Any]:
    """Apply one scripted step (same fields as a scenario [[step]]); returns the events."""
    return s.apply(make_action(s, {"action": action, **fields}))


def ref(s: CDState, reference: str, player: int = 1) -> int:
    """The instance id a card reference names (players 1 and 2)."""
    return resolve_ref(s, reference, player - 1)

