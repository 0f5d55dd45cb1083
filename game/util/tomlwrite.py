"""Writing the small TOML files the app saves (settings, decks): tables of strings, numbers, booleans
and lists of them. tomli only reads; this is the little writer we need, checked by reading back."""
from __future__ import annotations

import re
from typing import Any



_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(k: str) -> str:
    return k if _BARE_KEY.match(k) else _string(k)


def _string(s: str) -> str:
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{out}"'


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return _string(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"cannot write {type(v).__name__} to TOML")


def dumps(data: dict[str, Any]) -> str:
    """Top-level scalars first, then one [table] per nested dict (one level deep)."""
    lines = [f"{_key(k)} = {_value(v)}" for k, v in data.items() if not isinstance(v, dict)]
    for k, v in data.items():
        if isinstance(v, dict):
            lines.append("")
            lines.append(f"[{_key(k)}]")
            lines.extend(f"{_key(kk)} = {_value(vv)}" for kk, vv in v.items())
    return "\n".join(lines) + "\n"
