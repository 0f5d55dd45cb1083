"""Magic scenarios: a position, a script of actions, and what must hold afterwards (format:
docs/magic-cards.md, section "Scenario files"). Players are numbered from 1; cards are named by
reference, ``[pN.]zone:CARD-ID[#k]`` (the k-th such card of that zone, default the first), because
instance ids are the engine's business."""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.text import Msg
from game.engine.scenario import (SHARED_EXPECTATIONS, ScenarioError, check_events as _check_events, run_steps,
                                  list_of, shared_expectation, table_of, whole_of)

from . import commander, conspiracy_play, flow, melee, planechase, schemes
from .actions import NO_TARGET, Activate, Attack, Block, Cast, Declared, Pass, PlayLand, RollPlanar, TurnUp
from .cards import CardDb, load_card_db, parse_cards
from .deck import Deck, deck_problems
from .options import MAX_SEATS, declared_options, read_setup
from .door import new_game
from .state import MagicState, Perm, Step, zid
from .stats import power_toughness
from .setting import DECK_FORMATS, SHORTHAND, read as read_setting
from .variants import variants_for
from .vocab import MANA

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command", "left", "sideboard", "agenda")
PLANAR_ZONES = ("planar", "plane")      # Planechase: a seat's planar deck, top first, and its face-up card (901.4)
_REF = re.compile(r"^(?:p(?P<p>[1-8])\.)?(?P<zone>" + "|".join(ZONES + PLANAR_ZONES + ("stack",)) + r"):(?P<def>[^#]+)(?:#(?P<n>\d+))?$")
_POSITION_KEYS = {"turn", "active", "step", "start_player", "planar_die"} | {f"p{i}" for i in range(1, 9)}
_PLAYER_KEYS = {"life", "pool", "lands_played", "commander", "tax", "commander_damage", "color",
                "partner", "schemes", "schemes_up"} | set(ZONES) | set(PLANAR_ZONES)
_PERM_KEYS = {"card", "tapped", "sick", "damage", "counters", "loyalty", "token", "attached",
              "name"}      # "name": a face-down conspiracy's chosen name (702.106, conspiracy_play.py)
_DEFAULT_LIBRARY = ["MG-L01"] * 10      # so that a scenario's draws do not lose the game by accident
# Every table and key a file may hold: anything else is a mistake (a misspelt key would otherwise be
# silently ignored and the scenario would prove nothing).
_TOP_KEYS = {"scenario", "options", "position", "step", "expect", "card", "deck", "expect_deck"}
_META_KEYS = {"name", "rule", "ruleset", "seed", "players", "dealt"}
_STEP_KEYS = {"action", "card", "target", "life", "ability", "attacker", "option", "player", "repeat", "expect",
              "expect_event", "forbid_event", "expect_refusal"}
_DECK_KEYS = {"variant", "deck_format", "commander", "color", "cards", "pool"}
_EXPECT_DECK_KEYS = {"problems", "offending"}


def _form_problems(data: dict[str, Any]) -> list[str]:
    """Unknown tables and keys, each named by where it is."""
    out = [f"[{k}]: unknown table or key (known: {', '.join(sorted(_TOP_KEYS))})" for k in data
           if k not in _TOP_KEYS and not (k == "setup" and _event(data))]
    for table, known in (("scenario", _META_KEYS), ("deck", _DECK_KEYS), ("expect_deck", _EXPECT_DECK_KEYS)):
        raw = data.get(table, {})
        if not isinstance(raw, dict):
            out.append(f"[{table}]: a table, not {raw!r}")
            continue
        out += [f"{table}.{k}: unknown key (known: {', '.join(sorted(known))})" for k in raw if k not in known]
    steps = data.get("step", [])
    for n, st in enumerate(steps if isinstance(steps, list) else [], 1):
        if not isinstance(st, dict):
            out.append(f"step {n}: a [[step]] table, not {st!r}")
            continue
        out += [f"step {n}.{k}: unknown key (known: {', '.join(sorted(_STEP_KEYS))})" for k in st if k not in _STEP_KEYS]
    return out


def _event(data: dict[str, Any]) -> bool:
    """A file whose ``[setup]`` names a format (Commander Draft) is played as an event from its start
    (game/formats/scenario.py): its steps are the draft's picks, then the game's own."""
    return isinstance(data.get("setup"), dict) and "format" in data["setup"]


def card_db(data: dict[str, Any], path: str) -> CardDb:
    """The card pool, with the file's own purpose-made ``[[card]]`` tables (same schema as the pool's card
    files, docs/magic-cards.md) added; an id the pool already has is refused."""
    db = load_card_db()
    if "card" not in data:
        return db
    tokens = frozenset(k for k, c in db.cards.items() if c.token)
    own = parse_cards(data["card"], path, tokens)
    clash = sorted(set(own) & set(db.cards))
    if clash:
        raise DataError(path, [f"card {c}: the id is a card of the pool; a purpose-made card needs its own id"
                               for c in clash])
    return CardDb({**db.cards, **own})


def _build(data: dict[str, Any], path: str) -> MagicState:
    db = card_db(data, path)
    problems: list[str] = []
    meta = table_of(data, "scenario", "scenario", problems)
    players = whole_of(meta, "players", 2, "scenario.players", problems, 1, MAX_SEATS)
    seed = whole_of(meta, "seed", 1, "scenario.seed", problems, 0, 2 ** 64 - 1)
    options = table_of(data, "options", "options", problems)
    pos = table_of(data, "position", "position", problems)
    known = {o.id for o in declared_options()}
    problems += [f"options.{k}: unknown setting (known: {', '.join(sorted(known))})" for k in options if k not in known]
    if problems:
        raise DataError(path, problems)
    opts = read_setup(dict(options), path)
    problems += [f"position: unknown field {k!r}" for k in pos if k not in _POSITION_KEYS]
    s = new_game(players, seed, db, opts, path)
    links: list[tuple[int, Any, int, str]] = []     # an Aura or Equipment and the reference of its host
    for v in s.variants:
        v.set_up(s, seed)     # a Vanguard scenario: each seat's vanguard and its life (902.4)
    seats = [table_of(pos, f"p{p + 1}", f"position.p{p + 1}", []) for p in range(players)]
    conspiracy_play.join_position(s, seats)      # conspiracies in the position: a Conspiracy game (905)
    for p in range(players):
        raw = table_of(pos, f"p{p + 1}", f"position.p{p + 1}", problems)
        problems += [f"position.p{p + 1}: unknown field {k!r}" for k in raw if k not in _PLAYER_KEYS]
        problems += planar_position(s, p, raw, f"position.p{p + 1}")
        for zone in ZONES + tuple(z for z in PLANAR_ZONES if z in raw):
            entries = list_of(raw, zone, f"position.p{p + 1}.{zone}", problems) if zone in raw or zone != "library" \
                else _DEFAULT_LIBRARY
            for n, entry in enumerate(entries):
                where = f"position.p{p + 1}.{zone}[{n}]"
                entry = entry if isinstance(entry, dict) else {"card": entry}
                cid = entry.get("card")
                if not isinstance(cid, str) or cid not in db:
                    problems.append(f"{where}: no card {cid!r}")
                    continue
                bad = set(entry) - _PERM_KEYS
                if bad:
                    problems.append(f"{where}: unknown field(s) {', '.join(sorted(bad))}")
                iid = s.add_game_card(p, cid, zid(p, zone))
                if entry.get("token") and zone == "battlefield" and iid not in s.tokens:
                    s.tokens.append(iid)            # a token copy of that card (707.2), made before the scenario
                if zone == "battlefield":
                    s.entered += 1
                    s.perm[iid] = Perm(tapped=bool(entry.get("tapped", False)), sick=bool(entry.get("sick", False)),
                                       damage=whole_of(entry, "damage", 0, f"{where}.damage", problems, 0, 99),
                                       plus=whole_of(entry, "counters", 0, f"{where}.counters", problems, -99, 99),
                                       loyalty=whole_of(entry, "loyalty", db[cid].loyalty, f"{where}.loyalty", problems,
                                                        0, 99), since=s.entered)
                    if "attached" in entry:
                        links.append((iid, entry["attached"], p, where))
        # an archenemy's scheme deck (904.4): its top in the order given, and the schemes already face up
        problems += schemes.arrange(s, p, raw.get("schemes"), raw.get("schemes_up"), f"position.p{p + 1}")
        s.life[p] = whole_of(raw, "life", s.life[p], f"position.p{p + 1}.life", problems, -999, 999)
        for c in str(raw.get("pool", "")):
            if c not in MANA:
                problems.append(f"position.p{p + 1}.pool: letters of {''.join(MANA)}")
                break
            s.pool[p][MANA.index(c)] += 1
        if p == whole_of(pos, "active", 1, "position.active", [], 1, players) - 1:
            s.lands_played = whole_of(raw, "lands_played", s.lands_played, f"position.p{p + 1}.lands_played", problems,
                                      0, 99)
    for iid, ref, p, where in links:
        try:
            s.perm[iid].attached_to = resolve_ref(s, ref, p)
            s.attached.add(iid)
        except ScenarioError as exc:
            problems.append(f"{where}.attached: {exc}")
    problems += conspiracy_play.name_position(s, seats)
    for p in range(players):
        problems += _commander_position(s, p, table_of(pos, f"p{p + 1}", f"position.p{p + 1}", []), f"position.p{p + 1}")
    try:
        s.step = Step(pos.get("step", "main1"))
    except ValueError:
        problems.append(f"position.step: one of {', '.join(x.value for x in Step)}")
    s.active = whole_of(pos, "active", 1, "position.active", problems, 1, players) - 1
    s.start_player = whole_of(pos, "start_player", 1, "position.start_player", problems, 1, players) - 1
    s.turn = whole_of(pos, "turn", 3, "position.turn", problems)
    if s.step is Step.MULLIGAN:
        # scripted mulligans (103.5): the hands given are the opening hands, the script keeps or mulligans
        # (a mulligan shuffles by the seed), and the first turn is the starting player's
        problems += [f"position.{k}: not before the game (the mulligans start it)" for k in ("turn", "active")
                     if k in pos]
        s.turn, s.active = 0, s.start_player
    if problems:
        raise DataError(path, problems)
    if s.step is not Step.MULLIGAN and melee.uses_markers(s):
        melee.place(s, s.active)             # 807: the active player holds the oldest turn marker
        if s.step is Step.ATTACKERS:
            s.to_attack = melee.declarers(s)
    if planechase.part(s) is not None:     # after the markers: each holder is a planar controller (901.14a)
        if s.step is not Step.MULLIGAN:
            planechase.position_begun(s)
        problems += planechase.rig(s, pos["planar_die"]) if "planar_die" in pos else []
    elif "planar_die" in pos:
        problems.append("position.planar_die: only in a Planechase game ([options] supplements)")
    if problems:
        raise DataError(path, problems)
    s.kept = [s.step is not Step.MULLIGAN] * players
    s.events = []
    if s.step is Step.BLOCKERS:
        raise DataError(path, ["position.step: start at declare_attackers and declare them in the script"])
    if s.step not in (Step.ATTACKERS, Step.CLEANUP, Step.UNTAP, Step.MULLIGAN):
        flow.give_priority(s)
    flow.advance(s)
    s.events = []
    return s


def planar_position(s: MagicState, p: int, raw: dict[str, Any], where: str) -> list[str]:
    """``planar`` / ``plane``: a seat's planar deck (top first) and face-up card replace what was dealt."""
    named = [z for z in PLANAR_ZONES if z in raw]
    if not named:
        return []
    if planechase.part(s) is None:
        return [f"{where}.{z}: only in a Planechase game ([options] supplements)" for z in named]
    for z in PLANAR_ZONES:
        for i in list(s.zones[zid(p, z)].cards):
            s.move(i, "gone", cause="scenario")
    return []


def _commander_position(s: MagicState, p: int, raw: dict[str, Any], where: str) -> list[str]:
    """``commander = "zone:ID"`` designates the player's commander (903.3); ``tax`` sets how often it was
    cast from the command zone (903.8); ``commander_damage = {"pN.zone:ID" = n}`` the combat damage this
    player has taken from that commander (903.10a); ``color`` the color chosen for it (903.4b)."""
    problems: list[str] = []
    cp = commander.part(s)
    if cp is None:
        return [f"{where}.{k}: only in a Commander or Brawl game ([options] deck_format or variant)"
                for k in ("commander", "tax", "color", "commander_damage") if k in raw]
    if "commander" not in raw:
        problems += [f"{where}.{k}: needs a commander" for k in ("tax", "color") if k in raw]
    else:
        try:
            iid = resolve_ref(s, raw["commander"], p)
            cp.commanders[p] = iid
            cp.identity[p] = commander.identity(s.defs[iid], str(raw.get("color", "")))
            if raw.get("tax"):
                cp.casts[iid] = int(raw["tax"])
            if "partner" in raw:                    # a second commander (702.124)
                commander.designate_partner(s, p, resolve_ref(s, raw["partner"], p))
        except ScenarioError as exc:
            problems.append(f"{where}.commander: {exc}")
    for ref, n in dict(raw.get("commander_damage", {})).items():
        try:
            if int(n):
                cp.damage[(p, resolve_ref(s, ref, p))] = int(n)
        except ScenarioError as exc:
            problems.append(f"{where}.commander_damage: {exc}")
    return problems


def resolve_ref(s: MagicState, ref: Any, player: int) -> int:
    """A card reference to its instance id (``ScenarioError`` if there is no such card)."""
    m = _REF.match(str(ref))
    if m is None:
        raise ScenarioError(f"{ref!r} is not a card reference ([pN.]zone:CARD-ID[#k])")
    p = int(m["p"]) - 1 if m["p"] else player
    zone = "stack" if m["zone"] == "stack" else zid(p, m["zone"])
    hits = [i for i in s.zones[zone].cards if s.cards[i].def_id == m["def"]]
    k = int(m["n"] or 0)
    if k >= len(hits):
        raise ScenarioError(f"no {m['def']} #{k} in {zone}")
    return hits[k]


def _target(s: MagicState, raw: Any, player: int) -> str:
    if raw is None or raw == NO_TARGET:
        return NO_TARGET
    if isinstance(raw, str) and re.fullmatch(r"p[1-8]", raw):
        return f"p{int(raw[1]) - 1}"
    return f"c{resolve_ref(s, raw, player)}"


def _actor(s: MagicState, step: dict[str, Any]) -> int:
    if "player" in step:
        return int(step["player"]) - 1
    acting = s.current_players()
    if not acting:
        raise ScenarioError("nobody can act")
    return acting[0]


def make_action(s: MagicState, step: dict[str, Any]) -> Action:
    verb = step.get("action")
    p = _actor(s, step)
    if verb == "land":
        return PlayLand(p, resolve_ref(s, step["card"], p))
    if verb == "cast":
        return Cast(p, resolve_ref(s, step["card"], p), _target(s, step.get("target"), p), int(step.get("life", 0)))
    if verb == "activate":
        return Activate(p, resolve_ref(s, step["card"], p), int(step.get("ability", 0)),
                        _target(s, step.get("target"), p), int(step.get("life", 0)))
    if verb == "pass":
        return Pass(p)
    if verb == "attack":
        return Attack(p, resolve_ref(s, step["card"], p), _target(s, step["target"], p))
    if verb == "block":
        return Block(p, resolve_ref(s, step["card"], p), resolve_ref(s, step["attacker"], p))
    if verb == "declared":
        return Declared(p)
    if verb == "concede":
        return Concede(p)
    if verb == "roll":                   # the planar die (901.9)
        return RollPlanar(p)
    if verb == "turn_up":                # a face-down conspiracy face up (905.4a)
        return TurnUp(p, resolve_ref(s, step["card"], p))
    if verb == "choose":
        opt = step["option"]
        if isinstance(opt, str) and ":" in opt:
            return Choose(p, resolve_ref(s, opt, p))
        if isinstance(opt, str) and re.fullmatch(r"p[1-8]", opt):
            return Choose(p, f"p{int(opt[1]) - 1}")
        return Choose(p, DONE if opt == "done" else opt)
    raise ScenarioError(f"unknown action {verb!r} (land, cast, activate, pass, attack, block, declared, choose, concede, roll, turn_up)")


def _names(s: MagicState, zone: str) -> list[str]:
    return [s.cards[i].def_id for i in s.zones[zone].cards]


def check_expect(s: MagicState, want: dict[str, Any], where: str) -> list[str]:
    bad: list[str] = []

    def same(label: str, got: Any, expected: Any) -> None:
        if got != expected:
            bad.append(f"{where}: {label} is {got!r}, expected {expected!r}")

    for key, value in want.items():
        if key in SHARED_EXPECTATIONS and key != "phase":     # winner, result_rule, turn, decision, ...
            got = shared_expectation(s, key)
            if got != value:
                bad.append(f"{where}: {key} is {got!r}, expected {value!r}")
        elif key in ("step", "phase"):          # the step is this game's phase
            same("step", s.step.value, value)
        elif key == "active":
            same("active player", s.active + 1, value)
        elif key == "priority":
            same("priority", s.priority + 1, value)
        elif key in planechase.EXPECTATIONS:
            bad += [f"{where}: {b}" for b in planechase.expectation(s, key, value)]
        elif key == "stack":
            same("stack", [i.def_id for i in s.stack], value)
        elif key == "attackers":
            same("attackers", sorted(s.cards[i].def_id for i in s.attackers), sorted(value))
        elif key == "decision_options":
            same("decision options", sorted(_option_names(s)), sorted(value))
        elif key in ("legal", "not_legal"):
            bad += _legal_expectation(s, key, value, where)
        elif re.fullmatch(r"p[1-8]", key):
            p = int(key[1]) - 1
            for field, v in value.items():
                if field == "life":
                    same(f"{key}.life", s.life[p], v)
                elif field == "pool":
                    same(f"{key}.pool", "".join(m * n for m, n in zip(MANA, s.pool[p])),
                         "".join(sorted(str(v), key=lambda m: MANA.index(m) if m in MANA else len(MANA))))
                elif field == "mulligans":
                    same(f"{key}.mulligans", s.mulligans[p], v)
                elif field == "out":
                    same(f"{key}.out", s.out[p], v)
                elif field in ("graveyard", "library", "planar"):
                    same(f"{key}.{field}", _names(s, zid(p, field)), v)
                elif field in ZONES or field == "plane":
                    same(f"{key}.{field}", sorted(_names(s, zid(p, field))), sorted(v))
                elif field.endswith("_count") and field[:-6] in ZONES + PLANAR_ZONES:
                    same(f"{key}.{field}", len(s.zones[zid(p, field[:-6])].cards), v)
                elif field in ("schemes_top", "schemes_bottom", "schemes_count"):    # 904.4, 904.10
                    deck = _names(s, zid(p, schemes.DECK_ZONE)) if zid(p, schemes.DECK_ZONE) in s.zones else []
                    got = len(deck) if field == "schemes_count" else \
                        deck[:len(v)] if field == "schemes_top" else deck[len(deck) - len(v):]
                    same(f"{key}.{field}", got, v)
                elif field == "tax":
                    lead = commander.commanders(s)[p] if commander.in_play(s) else -1
                    same(f"{key}.tax", commander.casts(s, lead), v)
                elif field == "commander_damage":
                    for ref, n in v.items():
                        try:
                            same(f"{key}.commander_damage[{ref}]", commander.damage_from(s, p, resolve_ref(s, ref, p)), n)
                        except ScenarioError as exc:
                            bad.append(f"{where}: {exc}")
                elif field == "attached":      # "CARD>HOST" for each of the seat's attached permanents
                    same(f"{key}.attached", sorted(f"{s.cards[i].def_id}>{s.cards[s.perm[i].attached_to].def_id}"
                                                   for i in s.battlefield(p) if s.perm[i].attached_to >= 0), sorted(v))
                elif field == "tapped":
                    same(f"{key}.tapped", sorted(s.cards[i].def_id for i in s.battlefield(p) if s.perm[i].tapped),
                         sorted(v))
                elif field == "pt":
                    for ref, pt in v.items():
                        try:
                            same(f"{key}.pt[{ref}]", list(power_toughness(s, resolve_ref(s, ref, p))), pt)
                        except ScenarioError as exc:
                            bad.append(f"{where}: {exc}")
                elif field == "damage":
                    for ref, n in v.items():
                        try:
                            same(f"{key}.damage[{ref}]", s.perm[resolve_ref(s, ref, p)].damage, n)
                        except ScenarioError as exc:
                            bad.append(f"{where}: {exc}")
                elif field == "loyalty":
                    for ref, n in v.items():
                        try:
                            same(f"{key}.loyalty[{ref}]", s.perm[resolve_ref(s, ref, p)].loyalty, n)
                        except ScenarioError as exc:
                            bad.append(f"{where}: {exc}")
                else:
                    bad.append(f"{where}: unknown expectation {key}.{field}")
        else:
            bad.append(f"{where}: unknown expectation {key!r}")
    return bad


def _option_names(s: MagicState) -> list[str]:
    """The pending decision's options as a file writes them: a card by its id, a player as ``pN``, a word
    as itself."""
    if not s.decisions:
        return []
    out = []
    for o in s.decisions[0].remaining():
        if isinstance(o, int):
            out.append(s.cards[o].def_id)
        elif isinstance(o, str) and re.fullmatch(r"p[0-5]", o):
            out.append(f"p{int(o[1]) + 1}")
        else:
            out.append(str(o))
    return out


def _legal_expectation(s: MagicState, key: str, wanted: Any, where: str) -> list[str]:
    """``legal`` / ``not_legal``: actions written as steps are (``{ action = "cast", card = "hand:MG-R03",
    target = "p2" }``), each of which must (must not) be among the legal actions now."""
    if not isinstance(wanted, list):
        return [f"{where}.{key}: a list of actions written as steps"]
    legal = set(s.legal_actions())
    bad = []
    for n, raw in enumerate(wanted):
        try:
            a = make_action(s, dict(raw))
        except (ScenarioError, KeyError, TypeError, ValueError) as exc:
            bad.append(f"{where}.{key}[{n}]: cannot be read as an action ({exc})")
            continue
        if (a in legal) != (key == "legal"):
            bad.append(f"{where}: {a} is {'not ' if key == 'legal' else ''}legal, expected it "
                       f"{'to be' if key == 'legal' else 'not to be'}")
    return bad


def _events(s: MagicState, events: list[Any], step: dict[str, Any], where: str) -> list[str]:
    return _check_events(s, events, step, where, card_keys=("card", "source"), player_keys=("player",))


def _deck_scenario(data: dict[str, Any], path: str) -> list[str]:
    """``[deck]`` (deck_format or the shorthand variant, commander, color, cards as [count, id]; ``pool`` as
    [count, id] makes it a Commander Draft deck, 903.13e-f, or with the core variant a Conspiracy Draft deck,
    905.1d) checked by its format's deck rules: 903.5 / 903.12 for Commander and Brawl, the constructed rules
    (100.2a) else;
    ``[expect_deck]`` lists the rules broken (``problems``) and the cards each names (``offending``)."""
    raw, want = data["deck"], data.get("expect_deck", {})
    variant = str(raw.get("variant", "commander" if "deck_format" not in raw else "core"))
    fmt = str(raw.get("deck_format", "constructed"))
    problems = [] if variant in SHORTHAND else [f"deck.variant: one of {', '.join(SHORTHAND)}, not {variant!r}"]
    if fmt not in DECK_FORMATS:
        problems.append(f"deck.deck_format: one of {', '.join(DECK_FORMATS)}, not {fmt!r}")
    entries, pooled = raw.get("cards", []), raw.get("pool", [])
    for key, listed in (("cards", entries), ("pool", pooled)):
        if not isinstance(listed, list) or not all(isinstance(e, list) and len(e) == 2 and isinstance(e[0], int)
                                                    and isinstance(e[1], str) for e in listed):
            problems.append(f"deck.{key}: a list of [count, card id] pairs")
    if problems:
        raise DataError(path, problems)
    db = card_db(data, path)
    cards = [e[1] for e in entries for _ in range(e[0])]
    setting, refused = read_setting({"variant": variant, "deck_format": fmt}, 2)
    if refused:
        raise DataError(path, [f"[deck]: {rule} {en}" for rule, en, _ko in refused])
    pool = tuple(e[1] for e in pooled for _ in range(e[0]))        # a Commander Draft pool (903.13e-f)
    deck = Deck("scenario", Msg("", ""), tuple(cards), setting.deck_format, str(raw.get("commander", "")),
                str(raw.get("color", "")), pool=pool)
    found = next((f for v in variants_for(setting) if (f := v.deck_problems(db, deck)) is not None), None)
    if found is None and pool:
        from .conspiracy_draft import drafted_deck_problems
        found = drafted_deck_problems(db, cards, list(pool))
    if found is None:
        found = deck_problems(db, cards)
    bad: list[str] = []
    rules = [p.rule for p in found]
    if rules != list(want.get("problems", [])):
        bad.append(f"{path}: deck problems are {rules} ({'; '.join(p.en for p in found)}), "
                   f"expected {want.get('problems', [])}")
    for cid in want.get("offending", []):
        if not any(cid in p.en and cid in p.ko for p in found):
            bad.append(f"{path}: no problem names {cid}")
    return bad


def _dealt(data: dict[str, Any], path: str) -> MagicState:
    """``dealt = true``: a real game dealt from the seed with ``[options]`` (its variants set it up: the
    commanders in the command zone, the vanguards, the starting life and hands), in place of a position."""
    if "position" in data or "card" in data:
        raise DataError(path, ["scenario.dealt: a dealt game takes no [position] and no [[card]]"])
    meta = data["scenario"]
    from .setup import new_state
    return new_state(int(meta.get("seed", 1)), {"players": int(meta.get("players", 2)), **data.get("options", {})})


def run_scenario(data: dict[str, Any], path: str) -> list[str]:
    form = _form_problems(data)
    if form:
        raise DataError(path, form)
    if "deck" in data:
        return _deck_scenario(data, path)
    steps = []
    for st in data.get("step", []):        # "repeat = N" plays a step N times (passes, mostly); the last checks
        plain = {k: v for k, v in st.items() if k not in ("expect", "expect_event", "forbid_event", "expect_refusal")}
        steps += [plain] * (int(st.get("repeat", 1)) - 1) + [st]
    if _event(data):
        from game.engine import registry
        from game.formats import scenario as event_scenario
        return event_scenario.run(registry.get("magic"), {**data, "step": steps}, path,
                                  int(data["scenario"].get("seed", 1)), make=make_action, expect=check_expect)
    s = _dealt(data, path) if data["scenario"].get("dealt") is True else _build(data, path)
    return run_steps(s, {**data, "step": steps}, make_action=make_action, check_expect=check_expect,
                     check_events=_events)

