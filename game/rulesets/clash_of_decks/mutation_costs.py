"""What a mutation costs (L1197-1229): the five tiers of the rulebook's table, whose element names were
lost (M4), assigned in ``levels/clash-of-decks/mutation-costs.toml`` and checked here.

Points are kept as whole halves (2.5 points = 5) so that sums are exact.
"""
from __future__ import annotations

import dataclasses

from game.engine.errors import DataError
from game.resources import bundled
from game.util.files import read_toml

from . import vocab

PATH = str(bundled("levels", "clash-of-decks", "mutation-costs.toml"))
TIERS = (1, 2, 3, 4, 5)            # 0.5, 1, 1.5, 2 and 2.5 points: the rulebook's five rows (L1213-1221)
NUMBERS = ("attack", "hp", "cost")
# Every ability a lab card can give: the drawbacks are only ever covered (L1223-1229), and an Aura costs
# what its paired ability costs (L1207-1211).
PASTEABLE = tuple(a for a in vocab.ABILITIES if a not in vocab.DRAWBACKS and a != "aura")


@dataclasses.dataclass(frozen=True)
class Costs:
    budget: int                    # halves per mutation phase
    value: dict[str, int]          # attack, hp, cost -> halves
    ability: dict[str, int]        # pasteable ability -> halves
    cover: dict[str, int]          # drawback -> extra halves to cover it


def halves(points: float) -> int:
    return int(round(points * 2))


def points(h: int) -> float:
    return h / 2


def _half(raw: object, where: str, out: list[str], tiers: bool = True) -> int:
    ok = isinstance(raw, (int, float)) and not isinstance(raw, bool) and abs(raw) <= 1000 \
        and float(raw) * 2 == int(float(raw) * 2)
    h = halves(float(raw)) if ok else 0   # type: ignore[arg-type]
    if not ok or h <= 0 or (tiers and h not in TIERS):
        allowed = "one of the rulebook's tiers 0.5, 1, 1.5, 2, 2.5" if tiers else "a positive multiple of 0.5"
        out.append(f"{where}: must be {allowed}, not {raw!r}")
    return h


def parse_costs(data: dict[str, object], path: str) -> Costs:
    out: list[str] = []
    for key in data:
        if key not in ("budget", "value", "ability", "cover"):
            out.append(f"unknown field {key!r} (budget, value, ability, cover)")
    budget = _half(data.get("budget"), "budget", out, tiers=False)
    tables: dict[str, dict[str, int]] = {}
    for name, keys in (("value", NUMBERS), ("ability", PASTEABLE), ("cover", tuple(sorted(vocab.DRAWBACKS)))):
        raw = data.get(name)
        if not isinstance(raw, dict):
            out.append(f"[{name}]: a table is needed")
            tables[name] = {}
            continue
        for k in raw:
            if k not in keys:
                why = " (a drawback is covered, never pasted: see [cover])" if k in vocab.DRAWBACKS else ""
                out.append(f"[{name}] {k}: not an element of this table{why} (known: {', '.join(keys)})")
        missing = [k for k in keys if k not in raw]
        if missing:
            out.append(f"[{name}]: no cost for {', '.join(missing)}")
        tables[name] = {k: _half(raw[k], f"[{name}] {k}", out, tiers=name != "cover") for k in keys if k in raw}
    if out:
        raise DataError(path, out)
    return Costs(budget, tables["value"], tables["ability"], tables["cover"])


_CACHE: dict[str, Costs] = {}


def load_costs(path: str = PATH) -> Costs:
    if path not in _CACHE:
        _CACHE[path] = parse_costs(read_toml(path), path)
    return _CACHE[path]
