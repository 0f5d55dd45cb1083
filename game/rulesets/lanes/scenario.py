"""Lanes scenarios: a position, a script of actions, and what must be true afterwards.

The format is documented in docs/scenarios.md. Cards in scripts are named by reference
(``hand:LT-F01``, ``p2.unit1``, ``deck#0``) because instance ids are the engine's business.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import ActionParseError, DataError
from game.engine.scenario import (SHARED_EXPECTATIONS, ScenarioError as _ScenarioError, check_events as _check_events,
                                  list_of, run_steps, shared_expectation, table_of, whole_of)

from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .cards import CardDb, load_card_db, parse_card_tables
from .flow import advance
from .state import LANES, LanesState, Phase
from .statics import abilities, field_cost, hit, power, size

ZONES = ("deck", "hand", "trash", "damage", "skill")
_REF = re.compile(r"^(?:p(?P<p>[12])\.)?(?P<zone>deck|hand|trash|damage|skill|level|unit[0-2]|leader)"
                  r"(?:/(?P<item>\d+))?(?::(?P<def>[^#]+))?(?:#(?P<n>\d+))?$")
_POSITION_KEYS = {"turn", "turn_player", "first_player", "phase", "p1", "p2"}
_PLAYER_KEYS = {"leader", "level", "awakened", "hand", "deck", "damage", "trash", "skill", "lane0", "lane1", "lane2",
                "placed", "attacked"}


class ScenarioError(_ScenarioError):
    """The scenario's expectation failed (not a malformed file)."""


def _player_index(v: Any, path: str) -> int:
    if v not in (1, 2):
        raise DataError(path, [f"players are 1 or 2, not {v!r}"])
    return v - 1


def build_position(pos: dict[str, Any], db: CardDb, path: str, seed: int) -> LanesState:
    problems = []
    for k in pos:
        if k not in _POSITION_KEYS:
            problems.append(f"position: unknown field {k!r}")
    s = LanesState(seed, db)
    s.turn = whole_of(pos, "turn", 3, "position.turn", problems)
    s.turn_player = _player_index(pos.get("turn_player", 1), path)
    s.first_player = _player_index(pos.get("first_player", 1), path)
    try:
        s.phase = Phase(pos.get("phase", "main"))
    except ValueError:
        problems.append(f"position.phase: {pos.get('phase')!r} is not one of level_up, draw, main, attack, end")
    if s.phase is Phase.SETUP:
        problems.append("position.phase: a position starts after setup (level_up, draw, main, attack or end)")

    def card(p: int, cid: Any, zone: str, where: str) -> int | None:
        if not isinstance(cid, str) or cid not in db:
            problems.append(f"{where}: unknown card id {cid!r}")
            return None
        return s.add_card(p, cid, zone).iid

    for p in (0, 1):
        key = f"p{p + 1}"
        table = table_of(pos, key, f"position.{key}", problems)
        for k in table:
            if k not in _PLAYER_KEYS:
                problems.append(f"position.{key}: unknown field {k!r}")
        leader = table.get("leader")
        iid = card(p, leader, f"p{p}.level", f"position.{key}.leader")
        if iid is not None:
            if db[leader].type != "leader":
                problems.append(f"position.{key}.leader: {leader} is not a leader card")
            s.leader[p] = iid
        s.level[p] = whole_of(table, "level", 1, f"position.{key}.level", problems, 1, 10)
        s.awakened[p] = bool(table.get("awakened", False))
        for zone in ("hand", "deck", "damage", "trash", "skill"):
            for cid in list_of(table, zone, f"position.{key}.{zone}", problems):
                card(p, cid, f"p{p}.{zone}", f"position.{key}.{zone}")
        for lane in range(LANES):
            spec = table.get(f"lane{lane}")
            if spec is None:
                continue
            if isinstance(spec, str):
                spec = {"unit": spec}
            if not isinstance(spec, dict) or "unit" not in spec:
                problems.append(f"position.{key}.lane{lane}: needs a unit")
                continue
            card(p, spec["unit"], f"p{p}.unit{lane}", f"position.{key}.lane{lane}.unit")
            for item in list_of(spec, "items", f"position.{key}.lane{lane}.items", problems):
                card(p, item, f"p{p}.unit{lane}", f"position.{key}.lane{lane}.items")
        if p == s.turn_player:
            s.placed = list(list_of(table, "placed", f"position.{key}.placed", problems))
        for lane in list_of(table, "attacked", f"position.{key}.attacked", problems):
            if not isinstance(lane, int) or isinstance(lane, bool) or not 0 <= lane < LANES:
                problems.append(f"position.{key}.attacked: lanes 0 to {LANES - 1}, not {lane!r}")
                continue
            u = s.unit_at(p, lane)
            if u is not None:
                s.attacked.append(u)
    if problems:
        raise DataError(path, problems)
    s.touch()
    advance(s)
    return s


def resolve_ref(s: LanesState, ref: str, player: int) -> int:
    m = _REF.match(ref)
    if not m:
        raise ScenarioError(f"bad card reference {ref!r} (e.g. hand:LT-F01, p2.unit1, deck#0)")
    p = int(m["p"]) - 1 if m["p"] else player
    zone = m["zone"]
    if zone == "leader":
        return s.leader[p]
    if zone.startswith("unit"):
        cards = s.zones[f"p{p}.{zone}"].cards
        idx = int(m["item"]) if m["item"] else 0
        if idx >= len(cards):
            raise ScenarioError(f"{ref}: nothing there")
        return cards[idx]
    cards = s.zones[f"p{p}.{zone}"].cards
    if m["def"]:
        cards = [c for c in cards if s.cards[c].def_id == m["def"]]
    n = int(m["n"]) if m["n"] else 0
    if n >= len(cards):
        raise ScenarioError(f"{ref}: no such card (found {len(cards)})")
    return cards[n]


def make_action(s: LanesState, step: dict[str, Any]) -> Action:
    verb = step.get("action")
    player = _player_index(step.get("player", s.turn_player + 1), "step") if "player" in step else None
    if player is None:
        player = s.decisions[0].player if s.decisions else s.turn_player

    def ref(key: str) -> int:
        if key not in step:
            raise ScenarioError(f"step {verb}: needs {key}")
        return resolve_ref(s, str(step[key]), player)

    if verb == "play_unit":
        return PlayUnit(player, ref("card"), int(step["lane"]))
    if verb == "play_item":
        return PlayItem(player, ref("card"), int(step["lane"]))
    if verb == "play_skill":
        return PlaySkill(player, ref("card"))
    if verb == "activate":
        src = ref("card")
        n = int(step.get("ability", 0))
        actives = [a for a in abilities(s, src) if a.keyword == "active"]
        if n >= len(actives):
            raise ScenarioError(f"step activate: that card has {len(actives)} active abilities")
        return Activate(player, src, actives[n].key)
    if verb == "end_main":
        return EndMain(player)
    if verb == "attack":
        return Attack(player, int(step["lane"]))
    if verb == "end_attack":
        return EndAttack(player)
    if verb == "concede":
        return Concede(player)
    if verb == "choose":
        opt = step.get("option")
        if isinstance(opt, str) and opt not in ("yes", "no", "keep", "mulligan", "none", DONE) and _REF.match(opt):
            return Choose(player, resolve_ref(s, opt, player))
        if isinstance(opt, str) and opt.startswith("trigger:"):
            src = resolve_ref(s, opt[len("trigger:"):], player)
            entry = next((e for e in s.batch if e["src"] == src and e["ctl"] == player), None)
            if entry is None:
                raise ScenarioError(f"{opt}: no waiting effect of that card")
            return Choose(player, entry["tid"])
        return Choose(player, opt)
    raise ScenarioError(f"unknown step action {verb!r}")


def check_events(s: LanesState, events: list[Any], step: dict[str, Any], where: str) -> list[str]:
    return _check_events(s, events, step, where, card_keys=("card", "attacker", "blocker"), player_keys=("player",))


def _zone_ids(s: LanesState, p: int, zone: str) -> list[str]:
    return [s.cards[c].def_id for c in s.zones[f"p{p}.{zone}"].cards]


def check_expect(s: LanesState, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        if key in SHARED_EXPECTATIONS:
            got = shared_expectation(s, key)
            if got != want:
                bad.append(f"{where}: {key} is {got!r}, expected {want!r}")
        elif key == "turn_player":
            if s.turn_player + 1 != want:
                bad.append(f"{where}: turn player is {s.turn_player + 1}, expected {want}")
        elif key == "decision_options":
            got = len(s.decisions[0].remaining()) if s.decisions else 0
            if got != want:
                bad.append(f"{where}: decision has {got} options, expected {want}")
        elif key == "battle":
            got = "none" if s.battle is None else s.battle["step"]
            if got != want:
                bad.append(f"{where}: battle is {got}, expected {want}")
        elif key in ("p1", "p2"):
            bad.extend(_check_player(s, int(key[1]) - 1, want, f"{where}.{key}"))
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
    return bad


def _check_player(s: LanesState, p: int, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        if key in ZONES:
            got = len(s.zones[f"p{p}.{key}"].cards)
        elif key.endswith("_contains") and key[:-9] in ZONES:
            ids = _zone_ids(s, p, key[:-9])
            missing = [c for c in want if ids.count(c) < want.count(c)]
            if missing:
                bad.append(f"{where}: {key[:-9]} lacks {missing} (has {ids})")
            continue
        elif key.endswith("_lacks") and key[:-6] in ZONES:
            ids = _zone_ids(s, p, key[:-6])
            present = [c for c in want if c in ids]
            if present:
                bad.append(f"{where}: {key[:-6]} should not hold {present}")
            continue
        elif key.endswith("_top") and key[:-4] in ZONES:
            got = _zone_ids(s, p, key[:-4])[:len(want)]
        elif key == "level":
            got = s.level[p]
        elif key == "awakened":
            got = s.awakened[p]
        elif key == "size":
            got = size(s, p)
        elif key == "field_cost":
            got = field_cost(s, p)
        elif re.fullmatch(r"lane[0-2]", key):
            u = s.unit_at(p, int(key[4]))
            got = "empty" if u is None else s.cards[u].def_id
        elif re.fullmatch(r"lane[0-2]_(power|hit)", key):
            u = s.unit_at(p, int(key[4]))
            got = None if u is None else (power(s, u) if key.endswith("power") else hit(s, u))
        elif re.fullmatch(r"lane[0-2]_items", key):
            u = s.unit_at(p, int(key[4]))
            got = [] if u is None else [s.cards[i].def_id for i in s.items_of(u)]
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
        db = db.with_cards(parse_card_tables(data["card"], path, db.affiliations))
    if "position" not in data:
        raise DataError(path, ["missing [position]"])
    s = build_position(data["position"], db, path, int(meta.get("seed", 1)))
    return run_steps(s, data, make_action=make_action, check_expect=check_expect, check_events=check_events)


__all__ = ["run_scenario", "ScenarioError", "ActionParseError", "position", "do", "ref"]


# ----- conveniences for tests written in Python --------------------------------------------------
def position(pos: dict[str, Any], cards: list[dict[str, Any]] | None = None, seed: int = 1) -> LanesState:
    """A state from a scenario-style position dict, with optional purpose-made cards."""
    db = load_card_db()
    if cards:
        db = db.with_cards(parse_card_tables(cards, "<test cards>", db.affiliations))
    return build_position(pos, db, "<test position>", seed)


def do(s: LanesState, action: str, **fields: Any) -> list[Any]:
    """Apply one scripted step (same fields as a scenario [[step]]); returns the events."""
    return s.apply(make_action(s, {"action": action, **fields}))


def ref(s: LanesState, reference: str, player: int = 1) -> int:
    """The instance id a card reference names (players 1 and 2)."""
    return resolve_ref(s, reference, player - 1)
