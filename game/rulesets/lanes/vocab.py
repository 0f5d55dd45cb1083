"""The effect vocabulary of Lanes card data, and its validation.

Each validator takes a value and a path, appends problems to a list, and
returns the normalised value. Card text generation and the interpreter read
the same normalised tables.
"""
from __future__ import annotations

from typing import Any, Callable

from game.util.files import one_of

ATTRIBUTES = ("fire", "earth", "storm", "wave", "lightning")
TYPES = ("leader", "unit", "item", "skill")
RARITIES = ("C", "U", "R", "SR")
WHO = ("self", "opponent", "each")
UNTIL = ("turn", "battle", "permanent")
SIDES = ("own", "opponent", "any")
PROHIBITS = ("attack", "block", "be_trashed_by_effect", "be_returned")   # what a unit may be forbidden
PLAYER_PROHIBITS = ("draw", "play_skill")                                # what a player may be forbidden
WHEN = ("damaged", "end_of_turn", "ally_entry")
NAMED_TARGETS = ("self", "equipped", "encounter", "attacker", "defender")

TIMED = ("entry", "exit", "attacker", "defender", "active", "trigger", "skill", "auto")
CONTINUOUS = ("passive", "armed", "frontline", "level_link", "equipped")
KEYWORDS = TIMED + CONTINUOUS + ("awaken", "berserker", "guardian")
GRANTABLE = ("entry", "exit", "attacker", "defender", "active", "auto", "berserker", "guardian")

Problems = list[str]
Validator = Callable[[Any, str, Problems], Any]


def _int(lo: int | None = None, hi: int | None = None) -> Validator:
    def check(v: Any, path: str, out: Problems) -> Any:
        if not isinstance(v, int) or isinstance(v, bool):
            out.append(f"{path}: must be a whole number, not {v!r}")
            return 0
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            rng = f"{lo if lo is not None else '-inf'}..{hi if hi is not None else 'inf'}"
            out.append(f"{path}: {v} is outside {rng}")
        return v
    return check


def _bool(v: Any, path: str, out: Problems) -> Any:
    if not isinstance(v, bool):
        out.append(f"{path}: must be true or false, not {v!r}")
        return False
    return v


def _one_of(options: tuple[str, ...]) -> Validator:
    def check(v: Any, path: str, out: Problems) -> Any:
        if v not in options:
            out.append(f"{path}: {v!r} is not one of {', '.join(options)}")
        return v
    return check


def _str(v: Any, path: str, out: Problems) -> Any:
    if not isinstance(v, str) or not v:
        out.append(f"{path}: must be a non-empty string")
        return ""
    return v


def _table(fields: dict[str, Validator], required: tuple[str, ...] = ()) -> Validator:
    def check(v: Any, path: str, out: Problems) -> Any:
        if not isinstance(v, dict):
            out.append(f"{path}: must be a table")
            return {}
        res = {}
        for key, value in v.items():
            if key not in fields:
                out.append(f"{path}: unknown field {key!r} (known: {', '.join(sorted(fields))})")
                continue
            res[key] = fields[key](value, f"{path}.{key}", out)
        for key in required:
            if key not in v:
                out.append(f"{path}: missing field {key!r}")
        return res
    return check


FILTER_FIELDS: dict[str, Validator] = {
    "type": _one_of(TYPES), "attribute": _one_of(ATTRIBUTES), "affiliation": _str,
    "max_cost": _int(0), "min_cost": _int(0), "max_power": _int(0), "min_power": _int(0),
    "other": _bool, "lane": _one_of(("same", "adjacent")),
}
filter_table = _table(FILTER_FIELDS)

CONDITION_FIELDS: dict[str, Validator] = {
    "level_at_least": _int(1, 10), "damage_at_least": _int(0), "opponent_damage_at_least": _int(0),
    "hand_at_most": _int(0), "hand_at_least": _int(0), "units_at_least": _int(0, 3),
    "encounter": _bool, "my_turn": _bool,
}
condition_table = _table(CONDITION_FIELDS)

_CHOOSE_FIELDS = {**FILTER_FIELDS, "choose": _int(1), "upto": _bool, "side": _one_of(SIDES)}
_ALL_FIELDS = {**FILTER_FIELDS, "all": _bool, "side": _one_of(SIDES)}


def unit_target(v: Any, path: str, out: Problems) -> Any:
    if isinstance(v, str):
        return _one_of(NAMED_TARGETS)(v, path, out)
    if isinstance(v, dict) and "choose" in v:
        return _table(_CHOOSE_FIELDS, ("side",))(v, path, out)
    if isinstance(v, dict) and v.get("all") is True:
        return _table(_ALL_FIELDS, ("side",))(v, path, out)
    out.append(f"{path}: a target is a name ({', '.join(NAMED_TARGETS)}), "
               "{choose = n, ...} or {all = true, ...}")
    return "self"


def static_target(v: Any, path: str, out: Problems) -> Any:
    if isinstance(v, str):
        return _one_of(("self", "equipped"))(v, path, out)
    if isinstance(v, dict) and v.get("all") is True:
        return _table(_ALL_FIELDS, ("side",))(v, path, out)
    out.append(f"{path}: a static target is \"self\", \"equipped\" or {{all = true, ...}}")
    return "self"


def _grant(v: Any, path: str, out: Problems) -> Any:
    res = ability_table(v, path, out, grant=True)
    return res


_COMMON = {"may": _bool, "if": _one_of(("previous",)), "condition": condition_table, "do": _str}
n_pos = _int(1, 20)
n_signed = _int(-20, 20)

STEP_FIELDS: dict[str, dict[str, Validator]] = {
    "draw": {"n": n_pos, "who": _one_of(WHO), "upto": _bool},
    "damage": {"n": n_pos, "who": _one_of(WHO)},
    "trash": {"target": unit_target},
    "bounce": {"target": unit_target},
    "power": {"n": n_signed, "target": unit_target, "until": _one_of(UNTIL)},
    "hit": {"n": n_signed, "target": unit_target, "until": _one_of(UNTIL)},
    "halve_power": {"target": unit_target, "until": _one_of(UNTIL)},
    "grant": {"ability": _grant, "target": unit_target, "until": _one_of(UNTIL)},
    "prohibit": {"what": _one_of(PROHIBITS + PLAYER_PROHIBITS), "target": unit_target, "who": _one_of(WHO),
                 "until": _one_of(UNTIL)},
    "level": {"n": n_signed, "who": _one_of(WHO)},
    "discard": {"n": n_pos, "who": _one_of(WHO)},
    "mill": {"n": n_pos, "who": _one_of(WHO)},
    "heal": {"n": n_pos},
    "search": {"filter": filter_table, "n": n_pos},
    "recover": {"filter": filter_table, "n": n_pos},
    "look": {"n": n_pos},
    "reveal_hand": {"who": _one_of(WHO)},
    "shuffle": {"who": _one_of(WHO)},
    "trash_self": {},
    "win": {},
    "lose": {"who": _one_of(WHO)},
}
STEP_REQUIRED = {
    "draw": ("n",), "damage": ("n",), "trash": ("target",), "bounce": ("target",), "power": ("n", "target"),
    "hit": ("n", "target"), "halve_power": ("target",), "grant": ("ability", "target"),
    "prohibit": ("what",), "level": ("n",), "discard": ("n",), "mill": ("n",), "heal": ("n",),
    "search": ("n",), "recover": ("n",), "look": ("n",),
}
COST_VERBS = ("discard", "trash_self", "level", "mill")


def step(v: Any, path: str, out: Problems) -> dict[str, Any]:
    if not isinstance(v, dict):
        out.append(f"{path}: a step must be a table with `do`")
        return {"do": "noop"}
    verb = v.get("do")
    if not one_of(verb, STEP_FIELDS):
        out.append(f"{path}: unknown verb {verb!r} (known: {', '.join(STEP_FIELDS)})")
        return {"do": "noop"}
    res = _table({**_COMMON, **STEP_FIELDS[verb]}, STEP_REQUIRED.get(verb, ()))(v, path, out)
    if verb == "draw" and res.get("upto") and res.get("who", "self") != "self":
        out.append(f"{path}.upto: only your own draws can be \"up to\" (you choose the number, 4.4.4)")
    if "n" in res and res["n"] == 0:
        out.append(f"{path}.n: 0 does nothing (1.3.3); leave the step out")
    if verb == "prohibit":
        _check_prohibit(res.get("what"), "target" in res, "who" in res, f"{path}.what", out)
    return res


def _check_prohibit(what: Any, on_units: bool, on_players: bool, path: str, out: Problems) -> None:
    """A prohibition names either units (`target`) or players (`who`), and something they can be forbidden."""
    if on_units == on_players:
        out.append(f"{path}: a prohibition needs exactly one of `target` (units: {', '.join(PROHIBITS)}) "
                   f"or `who` (players: {', '.join(PLAYER_PROHIBITS)})")
    elif on_units and what in PLAYER_PROHIBITS:
        out.append(f"{path}: {what!r} is forbidden to a player: name them with `who`, not `target`")
    elif on_players and what in PROHIBITS:
        out.append(f"{path}: {what!r} is forbidden to units: name them with `target`, not `who`")


def steps(v: Any, path: str, out: Problems) -> tuple[dict[str, Any], ...]:
    if not isinstance(v, list) or not v:
        out.append(f"{path}: must be a non-empty list of steps")
        return ()
    return tuple(step(s, f"{path}[{i + 1}]", out) for i, s in enumerate(v))


STATIC_FIELDS: dict[str, Validator] = {
    "power": n_signed, "hit": n_signed, "cost": n_signed, "size": n_signed,
    "grant": _grant, "prohibit": _one_of(PROHIBITS + PLAYER_PROHIBITS), "target": static_target,
    "who": _one_of(("self", "opponent")),
}
_EFFECTS = ("power", "hit", "cost", "size", "grant", "prohibit")


def static(v: Any, path: str, out: Problems) -> tuple[dict[str, Any], ...]:
    if not isinstance(v, list) or not v:
        out.append(f"{path}: must be a non-empty list")
        return ()
    res = []
    for i, item in enumerate(v):
        p = f"{path}[{i + 1}]"
        t = _table(STATIC_FIELDS)(item, p, out)
        kinds = [k for k in _EFFECTS if k in t]
        if len(kinds) != 1:
            out.append(f"{p}: needs exactly one of {', '.join(_EFFECTS)}")
        elif kinds[0] == "prohibit":
            # a player prohibition names its player with `who`; a unit prohibition its units with `target`
            on_players = "who" in t or t["prohibit"] in PLAYER_PROHIBITS
            _check_prohibit(t["prohibit"], not on_players, on_players and "target" not in t, f"{p}.prohibit", out)
        elif "who" in t and kinds[0] != "size":
            out.append(f"{p}.who: only size and a player's prohibition name a player")
        res.append(t)
    return tuple(res)


ABILITY_FIELDS: dict[str, Validator] = {
    "keyword": _one_of(KEYWORDS), "effect": steps, "cost": steps, "static": static, "may": _bool,
    "condition": condition_table, "when": _one_of(WHEN), "level": _int(1, 10),
    "level_link": _int(1, 10), "frontline": _bool, "armed": lambda v, p, o: v if isinstance(v, (bool, str)) else _str(v, p, o),
    "affiliation": _str,
    "pierce": n_pos, "plunder": n_pos, "infiltrate": n_pos, "duelist": _bool, "breakthrough": filter_table,
    "finisher": _bool, "mutual_destruction": _bool, "return": _bool, "barrier": n_pos, "sacrifice": n_pos,
}

_NEEDS: dict[str, tuple[str, ...]] = {
    "entry": ("effect",), "active": ("effect",), "trigger": ("effect",), "skill": ("effect",),
    "auto": ("when", "effect"), "awaken": ("level",), "level_link": ("level", "static"),
    "passive": ("static",), "armed": ("static",), "frontline": ("static",), "equipped": ("static",),
}
_SUBKEYWORDS = {
    "attacker": ("pierce", "plunder", "infiltrate", "duelist", "breakthrough"),
    "defender": ("finisher",),
    "exit": ("mutual_destruction", "return"),
}


def ability_table(v: Any, path: str, out: Problems, *, grant: bool = False) -> dict[str, Any]:
    res = _table(ABILITY_FIELDS, ("keyword",))(v, path, out)
    kw = res.get("keyword")
    if not isinstance(kw, str) or kw not in KEYWORDS:     # said by its check: nothing more to ask of it
        return res
    for need in _NEEDS.get(kw, ()):
        if need not in res:
            out.append(f"{path}: keyword {kw} needs `{need}`")
    for sub_kw, subs in _SUBKEYWORDS.items():
        for sub in subs:
            if sub in res and kw != sub_kw:
                out.append(f"{path}: {sub} belongs to the {sub_kw} keyword (10.2), not {kw}")
    if kw in _SUBKEYWORDS and "effect" not in res and not any(s in res for s in _SUBKEYWORDS[kw]):
        out.append(f"{path}: keyword {kw} needs an `effect` or a sub-keyword")
    if kw == "guardian" and ("barrier" in res) == ("sacrifice" in res):
        out.append(f"{path}: guardian needs exactly one condition: barrier = n or sacrifice = n")
    if "static" in res and kw not in CONTINUOUS:
        out.append(f"{path}: `static` belongs to a continuous keyword ({', '.join(CONTINUOUS)})")
    if "effect" in res and kw in CONTINUOUS:
        out.append(f"{path}: a continuous keyword ({kw}) takes `static`, not `effect`")
    if "condition" in res and kw in CONTINUOUS:
        # the engine reads a condition where an effect resolves; a continuous ability is gated by its
        # keyword (level_link, frontline, armed, equipped) instead, so a condition here would print and never apply
        out.append(f"{path}: a continuous keyword ({kw}) cannot take a `condition` (continuous abilities are "
                   f"gated only by level_link, frontline, armed and equipped)")
    if "cost" in res:
        if kw != "active":
            out.append(f"{path}: only active abilities have a cost")
        for i, c in enumerate(res["cost"]):
            if c.get("do") not in COST_VERBS:
                out.append(f"{path}.cost[{i + 1}]: a cost can only {', '.join(COST_VERBS)}")
    if grant and kw not in GRANTABLE:
        out.append(f"{path}: only {', '.join(GRANTABLE)} abilities can be granted")
    return res
