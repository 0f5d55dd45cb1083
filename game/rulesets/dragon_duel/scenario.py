"""Dragon Duel scenarios: a position, a script of actions, and what must be true afterwards.

The format is documented in docs/scenarios.md (section "Dragon Duel"). Cards in scripts are named
by reference (``hand:DD-E01``, ``p2.battle#0``) because instance ids are the engine's business.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.scenario import (SHARED_EXPECTATIONS, ScenarioError as _ScenarioError, check_events as _check_events,
                                  legal_expectation, list_of, run_steps, shared_expectation, table_of, whole_of)

from . import vocab
from .actions import (Continue, Declare, GiveUp, PlayBooster, PlayCharacter, PlayLeadership, PlaySupport,
                      StartBattle, Withdraw)
from .cards import CardDb, load_card_db, parse_card_tables
from .flow import advance, take_checkpoint
from .options import declared_options
from .state import BOARD, DDState, Phase, zid

_REF = re.compile(r"^(?:p(?P<p>[12])\.)?(?P<zone>deck|hand|battle|support|leader|discard|character)"
                  r"(?::(?P<def>[^#]+))?(?:#(?P<n>\d+))?$")
_POSITION_KEYS = {"turn", "turn_player", "first_player", "phase", "battle", "element", "starting_turn", "dragons",
                  "crystals", "game", "p1", "p2"}
_PLAYER_KEYS = {"leader", "leadership", "active_leadership", "hand", "deck", "battle", "character", "support",
                "discard"}
_START_PHASES = ("turn_start", "leadership", "engagement", "character", "support")
_WORDS = {"yes", "no", DONE} | set(vocab.ELEMENTS) | set(vocab.DRAGONS)
ZONES = ("deck", "hand", "battle", "support", "leader", "discard")


class ScenarioError(_ScenarioError):
    """The scenario's expectation failed (not a malformed file)."""


def _player(v: Any, where: str, problems: list[str]) -> int:
    if v not in (1, 2):
        problems.append(f"{where}: players are 1 or 2, not {v!r}")
        return 0
    return v - 1


def build_position(pos: dict[str, Any], db: CardDb, path: str, seed: int, options: dict[str, Any]) -> DDState:
    problems: list[str] = []
    for k in pos:
        if k not in _POSITION_KEYS:
            problems.append(f"position: unknown field {k!r}")
    s = DDState(seed, db, options)
    s.turn = whole_of(pos, "turn", 3, "position.turn", problems)
    s.turn_player = _player(pos.get("turn_player", 1), "position.turn_player", problems)
    s.first_player = _player(pos.get("first_player", 1), "position.first_player", problems)
    phase = pos.get("phase", "leadership")
    if phase not in _START_PHASES:
        problems.append(f"position.phase: {phase!r} is not one of {', '.join(_START_PHASES)}")
        phase = "leadership"
    s.battle = bool(pos.get("battle", False))
    s.starting_turn = bool(pos.get("starting_turn", False))
    element = pos.get("element")
    if element is not None and (not isinstance(element, str) or element not in vocab.ELEMENTS):
        problems.append(f"position.element: {element!r} is not fire or earth")
    s.element = element if s.battle else None
    if s.battle and element is None and not (s.starting_turn and phase == "character"):
        problems.append("position.element: a battle that is on has an element")
    dragons = table_of(pos, "dragons", "position.dragons", problems)
    for name, where in dragons.items():
        if name not in vocab.DRAGONS or where not in (1, 2, "board"):
            problems.append(f"position.dragons.{name}: dragons are {', '.join(vocab.DRAGONS)}; each is 1, 2 or \"board\"")
            continue
        s.dragons[vocab.DRAGONS.index(name)] = BOARD if where == "board" else where - 1
    s.crystals = list(list_of(pos, "crystals", "position.crystals", problems) if "crystals" in pos else [0, 0])
    if len(s.crystals) != 2 or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 99
                                       for c in s.crystals):
        problems.append(f"position.crystals: two whole numbers, each player's, not {s.crystals!r}")
        s.crystals = [0, 0]
    s.game_no = whole_of(pos, "game", 1, "position.game", problems, 1, 99)

    def card(p: int, cid: Any, zone: str, where: str) -> int | None:
        if not isinstance(cid, str) or cid not in db:
            problems.append(f"{where}: unknown card id {cid!r}")
            return None
        return s.add_card(p, cid, zid(p, zone)).iid

    for p in (0, 1):
        key = f"p{p + 1}"
        table = table_of(pos, key, f"position.{key}", problems)
        for k in table:
            if k not in _PLAYER_KEYS:
                problems.append(f"position.{key}: unknown field {k!r}")
        for cid in reversed(list_of(table, "leadership", f"position.{key}.leadership", problems)):   # top first
            card(p, cid, "leader", f"position.{key}.leadership")
        s.zones[zid(p, "leader")].cards.reverse()
        leader = card(p, table.get("leader", "DD-EL"), "leader", f"position.{key}.leader")
        if leader is not None:
            if db[s.cards[leader].def_id].type != "leader":
                problems.append(f"position.{key}.leader: not a leader card")
            s.leader[p] = leader
        for zone in ("hand", "deck", "support", "discard"):
            for cid in list_of(table, zone, f"position.{key}.{zone}", problems):
                card(p, cid, zone, f"position.{key}.{zone}")
        battle = [card(p, cid, "battle", f"position.{key}.battle")
                  for cid in list_of(table, "battle", f"position.{key}.battle", problems)]
        chars = [i for i, c in enumerate(battle) if c is not None and s.defs[c].type == "character"]
        at = whole_of(table, "character", chars[0] if chars else -1, f"position.{key}.character", problems, -1, 99)
        if at >= 0:
            if at >= len(battle) or battle[at] is None or s.defs[battle[at]].type != "character":
                problems.append(f"position.{key}.character: battle card #{at} is not a character")
            else:
                s.char[p] = battle[at]  # type: ignore[assignment]
        if s.battle is False and (battle or table.get("support")):
            problems.append(f"position.{key}: cards in the battle or support area need battle = true")
        for c in reversed([c for c in battle if c is not None]):     # bottom first: the older card
            s.stamp(c)
        for c in s.zones[zid(p, "support")].cards:
            s.stamp(c)
        if table.get("active_leadership"):
            lead = s.leaders[p].cards
            if len(lead) < 2 or p != s.turn_player:
                problems.append(f"position.{key}.active_leadership: needs a leadership card and the turn")
            else:
                s.lead_active[p] = lead[0]
                s.stamp(lead[0])
    if problems:
        raise DataError(path, problems)
    s.phase = Phase(phase)
    s.sub = 0
    s.touch()
    if s.battle and s.phase in (Phase.CHARACTER, Phase.SUPPORT):
        take_checkpoint(s)   # as if the engagement phase had just ended (DD-15.1)
    advance(s)
    return s


def resolve_ref(s: DDState, ref: str, player: int) -> int:
    m = _REF.match(ref)
    if not m:
        raise ScenarioError(f"bad card reference {ref!r} (e.g. hand:DD-E01, p2.battle#0, character)")
    p = int(m["p"]) - 1 if m["p"] else player
    zone = m["zone"]
    if zone == "character":
        if s.char[p] < 0:
            raise ScenarioError(f"{ref}: player {p + 1} has no active character")
        return s.char[p]
    cards = s.zones[zid(p, zone)].cards
    if m["def"]:
        cards = [c for c in cards if s.cards[c].def_id == m["def"]]
    n = int(m["n"]) if m["n"] else 0
    if n >= len(cards):
        raise ScenarioError(f"{ref}: no such card (found {len(cards)})")
    return cards[n]


_SIMPLE = {"start": StartBattle, "give_up": GiveUp, "continue": Continue, "withdraw": Withdraw, "declare": Declare,
           "concede": Concede}
_CARD = {"leadership": PlayLeadership, "character": PlayCharacter, "booster": PlayBooster, "support": PlaySupport}


def make_action(s: DDState, step: dict[str, Any]) -> Action:
    verb = step.get("action")
    if "player" in step:
        if step["player"] not in (1, 2):
            raise ScenarioError(f"step {verb}: players are 1 or 2")
        player = step["player"] - 1
    else:
        player = s.decisions[0].player if s.decisions else s.turn_player
    if verb in _SIMPLE:
        return _SIMPLE[verb](player)
    if verb in _CARD:
        if "card" not in step:
            raise ScenarioError(f"step {verb}: needs card")
        return _CARD[verb](player, resolve_ref(s, str(step["card"]), player))
    if verb == "choose":
        opt = step.get("option")
        if isinstance(opt, str) and opt not in _WORDS:
            return Choose(player, resolve_ref(s, opt, player))
        return Choose(player, opt)
    raise ScenarioError(f"unknown step action {verb!r} (known: {', '.join([*_SIMPLE, *_CARD, 'choose'])})")


def check_events(s: DDState, events: list[Any], step: dict[str, Any], where: str) -> list[str]:
    return _check_events(s, events, step, where, card_keys=("card",), player_keys=("player", "winner"))


def _dragon_places(s: DDState) -> dict[str, Any]:
    return {name: ("board" if s.dragons[i] == BOARD else s.dragons[i] + 1) for i, name in enumerate(vocab.DRAGONS)}


def check_expect(s: DDState, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        if key in SHARED_EXPECTATIONS:
            got = shared_expectation(s, key)
        elif key == "turn_player":
            got = s.turn_player + 1
        elif key == "decision_options":
            got = sum(1 for a in s.legal_actions() if isinstance(a, Choose) and a.option != DONE)
        elif key == "battle":
            got = s.battle
        elif key == "element":
            got = s.element or "none"
        elif key == "dragons":
            places = _dragon_places(s)
            got = {k: places[k] for k in want} if isinstance(want, dict) else places
        elif key == "crystals":
            got = s.crystals
        elif key == "game":
            got = s.game_no
        elif key == "backtracks":
            got = s.backtracks
        elif key == "legal":
            bad.extend(legal_expectation(s, key, want, where))
            continue
        elif key in ("p1", "p2"):
            bad.extend(_check_player(s, int(key[1]) - 1, want, f"{where}.{key}"))
            continue
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
            continue
        if got != want:
            bad.append(f"{where}: {key} is {got!r}, expected {want!r}")
    return bad


def _ids(s: DDState, p: int, zone: str) -> list[str]:
    return [s.cards[c].def_id for c in s.zones[zid(p, zone)].cards]


def _check_player(s: DDState, p: int, exp: dict[str, Any], where: str) -> list[str]:
    bad = []
    for key, want in exp.items():
        got: Any
        if key in ZONES:
            got = len(s.zones[zid(p, key)].cards)
        elif key.endswith("_contains") and key[:-9] in ZONES:
            ids = _ids(s, p, key[:-9])
            missing = [c for c in want if ids.count(c) < want.count(c)]
            if missing:
                bad.append(f"{where}: {key[:-9]} lacks {missing} (has {ids})")
            continue
        elif key.endswith("_lacks") and key[:-6] in ZONES:
            present = [c for c in want if c in _ids(s, p, key[:-6])]
            if present:
                bad.append(f"{where}: {key[:-6]} should not hold {present}")
            continue
        elif key.endswith("_top") and key[:-4] in ZONES:
            got = _ids(s, p, key[:-4])[:len(want)]
        elif key == "total":
            got = s.attack_total(p)
        elif key == "character":
            got = "none" if s.char[p] < 0 else s.cards[s.char[p]].def_id
        elif key == "active":
            got = sorted(s.cards[c].def_id for c in s.active_cards(p))
            want = sorted(want)
        elif key == "dragons":
            got = s.dragons_of(p)
        elif key == "values":      # layered values of active cards by card id
            got = {k: next((s.card_value(c) for c in s.active_cards(p) if s.cards[c].def_id == k), None) for k in want}
        elif key == "ignored":     # card id -> ignored parts, for the first card of that id the player owns
            got = {}
            for k in want:
                c = next((c.iid for c in s.cards if c.owner == p and c.def_id == k), None)
                got[k] = None if c is None else sorted(s.ignored_parts(c))
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
            continue
        if got != want:
            bad.append(f"{where}.{key}: got {got!r}, expected {want!r}")
    return bad


def _options(raw: Any, path: str) -> dict[str, Any]:
    opts = {o.id: o for o in declared_options()}
    values = {o.id: o.default for o in opts.values()}
    problems = []
    for key, value in dict(raw or {}).items():
        if key not in opts or key in ("deck1", "deck2"):
            problems.append(f"options: unknown option {key!r}")
            continue
        why = opts[key].problem(value)
        if why:
            problems.append(f"options: {why}")
        values[key] = value
    if problems:
        raise DataError(path, problems)
    return values


def run_scenario(data: dict[str, Any], path: str) -> list[str]:
    """Run one scenario; the list of failures (empty = passed). Malformed files raise DataError."""
    meta = data.get("scenario", {})
    db = load_card_db()
    if data.get("card"):
        db = db.with_cards(parse_card_tables(data["card"], path, (db.factions, db.races)))
    if "position" not in data:
        raise DataError(path, ["missing [position]"])
    s = build_position(data["position"], db, path, int(meta.get("seed", 1)), _options(data.get("options"), path))
    return run_steps(s, data, make_action=make_action, check_expect=check_expect, check_events=check_events)


# ----- conveniences for tests written in Python --------------------------------------------------
def position(pos: dict[str, Any], cards: list[dict[str, Any]] | None = None, seed: int = 1,
             **options: Any) -> DDState:
    """A state from a scenario-style position dict, with optional purpose-made cards and options."""
    db = load_card_db()
    if cards:
        db = db.with_cards(parse_card_tables(cards, "<test cards>", (db.factions, db.races)))
    return build_position(pos, db, "<test position>", seed, _options(options, "<test options>"))


def do(s: DDState, action: str, **fields: Any) -> list[Any]:
    """Apply one scripted step (same fields as a scenario [[step]]); returns the events."""
    return s.apply(make_action(s, {"action": action, **fields}))


def ref(s: DDState, reference: str, player: int = 1) -> int:
    """The instance id a card reference names (players 1 and 2)."""
    return resolve_ref(s, reference, player - 1)
