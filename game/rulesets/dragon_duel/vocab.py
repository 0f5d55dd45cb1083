"""The card-data vocabulary of Dragon Duel: what a card's text may say, checked field by field.

Every text item ("ability") has a ``kind``; its precedence category (DD-12.2) follows from the
kind, so a card cannot claim a category its effect does not have. The validators return the
cleaned value and append one line per problem to ``out`` (the caller adds file and card id).
"""
from __future__ import annotations

from typing import Any, Callable

from game.util.files import one_of

TYPES = ("character", "booster", "support", "leadership", "leader")
VALUE_TYPES = ("character", "booster")     # cards with a Fire and an Earth value (DD-0.4)
ELEMENTS = ("fire", "earth")
ICONS = ("recall", "ambush")
DRAGONS = ("ember", "stone", "moon")       # the three dragons, in board order
ZONES = ("battle", "support", "hand", "deck", "discard", "leader")
SIDES = ("own", "opponent", "any")
WHO = ("you", "opponent")
PARTS = ("card", "text", "values", "icons")

# DD-12.2: 1 "I must ...", 2 "... is ignored", 3 "you cannot ...", 4 everything else.
MUST, IGNORE, CANNOT, OTHER = 1, 2, 3, 4
CATEGORY: dict[str, int] = {
    "must_count": MUST, "must_return": MUST, "must_discard": MUST,
    "ignore": IGNORE, "ignore_prohibitions": IGNORE,
    "cannot_play": CANNOT, "cannot_recall": CANNOT, "cannot_lower": CANNOT,
    "set_printed": OTHER, "swap_printed": OTHER, "modify": OTHER, "total": OTHER,
    "extra_play": OTHER, "recall_through": OTHER, "pull_threshold": OTHER,
    "on_play": OTHER, "turn_start": OTHER, "turn_end": OTHER,
}
LAYER = {"set_printed": 1, "swap_printed": 1, "modify": 2, "total": 3}   # DD-6.4
TRIGGER_KINDS = ("on_play", "turn_start", "turn_end", "must_return", "must_discard")
STEP_KINDS = ("draw", "discard", "boost", "recover", "may")

Check = Callable[[Any, str, list[str]], Any]


def _int(lo: int, hi: int) -> Check:
    def check(v: Any, path: str, out: list[str]) -> int:
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            out.append(f"{path}: must be a whole number from {lo} to {hi}, not {v!r}")
            return lo
        return v
    return check


def _one_of(options: tuple[str, ...]) -> Check:
    def check(v: Any, path: str, out: list[str]) -> str:
        if v not in options:
            out.append(f"{path}: must be one of {', '.join(options)}, not {v!r}")
            return options[0]
        return v
    return check


def _bool(v: Any, path: str, out: list[str]) -> bool:
    if not isinstance(v, bool):
        out.append(f"{path}: must be true or false, not {v!r}")
        return False
    return v


def _types(v: Any, path: str, out: list[str]) -> tuple[str, ...]:
    items = [v] if isinstance(v, str) else v
    if not isinstance(items, list) or not items or any(t not in TYPES for t in items):
        out.append(f"{path}: must be a card type or a list of them ({', '.join(TYPES)}), not {v!r}")
        return ()
    return tuple(items)


def _table(fields: dict[str, Check], required: tuple[str, ...] = ()) -> Check:
    def check(v: Any, path: str, out: list[str]) -> dict[str, Any]:
        if not isinstance(v, dict):
            out.append(f"{path}: must be a table")
            return {}
        res: dict[str, Any] = {}
        for key, val in v.items():
            if key not in fields:
                out.append(f"{path}: unknown field {key!r} (known: {', '.join(fields)})")
                continue
            res[key] = fields[key](val, f"{path}.{key}", out)
        for key in required:
            if key not in v:
                out.append(f"{path}: missing field {key!r}")
        return res
    return check


def _race(v: Any, path: str, out: list[str]) -> str:
    if not isinstance(v, str) or not v.isidentifier():
        out.append(f"{path}: must be a race key (letters and _), not {v!r}")
        return ""
    return v


_SELECT_FIELDS: dict[str, Check] = {
    "self": _bool, "side": _one_of(SIDES), "type": _types, "race": _race, "icon": _one_of(ICONS),
    "moon": _int(0, 3), "zone": _one_of(ZONES + ("any",)),
}
selector = _table(_SELECT_FIELDS)
count_selector = _table(_SELECT_FIELDS, ("zone",))
condition = _table({"element": _one_of(ELEMENTS), "dragons": _int(1, 3), "dragon": _one_of(DRAGONS),
                    "opponent_dragons": _int(1, 3), "cards": _int(1, 30)})
payment = _table({"element": _one_of(ELEMENTS), "at_least": _int(1, 30)}, ("element", "at_least"))


def steps(v: Any, path: str, out: list[str], depth: int = 0) -> tuple[dict[str, Any], ...]:
    if not isinstance(v, list) or not v:
        out.append(f"{path}: must be a non-empty list of step tables")
        return ()
    res = []
    for i, raw in enumerate(v):
        here = f"{path}[{i + 1}]"
        if not isinstance(raw, dict):
            out.append(f"{here}: must be a table")
            continue
        kind = raw.get("step")
        if kind not in STEP_KINDS:
            out.append(f"{here}.step: unknown step {kind!r} (known: {', '.join(STEP_KINDS)})")
            continue
        body = {k: x for k, x in raw.items() if k != "step"}
        if kind == "may":
            if depth > 0:
                out.append(f"{here}: a `may` step cannot sit inside another")
                continue
            fields = {"pay": payment, "then": lambda x, p, o: steps(x, p, o, depth + 1)}
            req: tuple[str, ...] = ("then",)
        elif kind in ("draw", "discard"):
            fields, req = {"n": _int(1, 6), "who": _one_of(WHO)}, ("n",)
        elif kind == "boost":
            fields, req = {"by": _int(-9, 9), "who": _one_of(WHO)}, ("by",)
        else:  # recover
            fields, req = {"type": _one_of(TYPES[:4])}, ()
        res.append({"step": kind, **_table(fields, req)(body, here, out)})
    return tuple(res)


def _steps(v: Any, path: str, out: list[str]) -> tuple[dict[str, Any], ...]:
    return steps(v, path, out)


_ELEMENT_OR_BOTH = _one_of(ELEMENTS + ("both",))
ABILITY_FIELDS: dict[str, tuple[dict[str, Check], tuple[str, ...]]] = {
    "must_count": ({}, ()),
    "must_return": ({}, ()),
    "must_discard": ({}, ()),
    "ignore": ({"target": selector, "part": _one_of(PARTS), "icon": _one_of(ICONS)}, ("target", "part")),
    "ignore_prohibitions": ({}, ()),
    "cannot_play": ({"who": _one_of(WHO), "target": selector}, ("who", "target")),
    "cannot_recall": ({"who": _one_of(WHO)}, ("who",)),
    "cannot_lower": ({}, ()),
    "set_printed": ({"target": selector, "element": _ELEMENT_OR_BOTH, "to": _int(0, 12), "if": condition},
                    ("target", "element", "to")),
    "swap_printed": ({"target": selector, "if": condition}, ("target",)),
    "modify": ({"target": selector, "element": _ELEMENT_OR_BOTH, "by": _int(-9, 9), "per": count_selector,
                "if": condition}, ("target", "element", "by")),
    "total": ({"who": _one_of(WHO), "by": _int(-9, 9), "per": count_selector, "if": condition}, ("who", "by")),
    "extra_play": ({"n": _int(1, 2)}, ()),
    "recall_through": ({}, ()),
    "pull_threshold": ({"cards": _int(1, 12)}, ("cards",)),
    "on_play": ({"do": _steps}, ("do",)),
    "turn_start": ({"do": _steps, "whose": _one_of(("your", "opponent", "any"))}, ("do",)),
    "turn_end": ({"do": _steps, "whose": _one_of(("your", "opponent", "any"))}, ("do",)),
}


def ability(raw: Any, path: str, out: list[str]) -> dict[str, Any] | None:
    """One [[card.text]] table, checked; None if unusable."""
    if not isinstance(raw, dict):
        out.append(f"{path}: must be a table")
        return None
    kind = raw.get("kind")
    if not one_of(kind, ABILITY_FIELDS):
        out.append(f"{path}.kind: unknown kind {kind!r} (known: {', '.join(ABILITY_FIELDS)})")
        return None
    fields, req = ABILITY_FIELDS[kind]
    before = len(out)
    body = _table(fields, req)({k: v for k, v in raw.items() if k != "kind"}, path, out)
    if kind == "ignore" and "icon" in body and body.get("part") != "icons":
        out.append(f"{path}.icon: only an ignore of part = \"icons\" names an icon")
    if len(out) > before:
        return None
    return {"kind": kind, **body}
