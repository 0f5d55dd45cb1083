"""The solo custom game's difficulty (L775-824): what options a-e cost in difficulty points and what each
level buys, from ``levels/clash-of-decks/difficulty.toml`` (the rulebook's values were lost, M3).

A purchase is what the rulebook AI is given: a. mana per human creature (1 or 2), b. base mana (6-10),
c. whether it starts, d. resistance (each attack on its deck deals only 1), e. an ability every AI
creature has. A level of N points is bought with exactly N points (L792-794).
"""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.errors import DataError
from game.resources import bundled
from game.util.files import read_toml

from . import vocab

PATH = str(bundled("levels", "clash-of-decks", "difficulty.toml"))
MAX_POINTS = 12      # level 10 plus the champion's 2 (A7)


@dataclasses.dataclass(frozen=True)
class Purchase:
    per_creature: int = 1
    base_mana: int = 6
    ai_starts: bool = False
    resistance: bool = False
    ability: str = "none"

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


QUICK = Purchase()


@dataclasses.dataclass(frozen=True)
class Table:
    per_creature: int
    ai_starts: int
    resistance: int
    base_mana: dict[int, int]
    ability: dict[str, int]
    packages: dict[int, Purchase]

    def cost(self, p: Purchase) -> int:
        return ((self.per_creature if p.per_creature == 2 else 0) + self.base_mana.get(p.base_mana, 0)
                + (self.ai_starts if p.ai_starts else 0) + (self.resistance if p.resistance else 0)
                + self.ability.get(p.ability, 0))

    def items(self, p: Purchase) -> list[tuple[str, Any, int]]:
        """What a purchase buys, item by item with its points (for the setup screen and the log)."""
        out: list[tuple[str, Any, int]] = []
        if p.per_creature == 2:
            out.append(("per_creature", 2, self.per_creature))
        if p.base_mana != 6:
            out.append(("base_mana", p.base_mana, self.base_mana[p.base_mana]))
        if p.ai_starts:
            out.append(("ai_starts", True, self.ai_starts))
        if p.resistance:
            out.append(("resistance", True, self.resistance))
        if p.ability != "none":
            out.append(("ability", p.ability, self.ability[p.ability]))
        return out


def _points(v: Any, where: str, out: list[str]) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= MAX_POINTS:
        out.append(f"{where}: must be a whole number of points from 1 to {MAX_POINTS}, not {v!r}")
        return 0
    return v


def parse_table(data: dict[str, Any], path: str) -> Table:
    out: list[str] = []
    cost = data.get("cost")
    if not isinstance(cost, dict):
        raise DataError(path, ["[cost]: the table of what each option costs is missing"])
    for key in cost:
        if key not in ("per_creature", "ai_starts", "resistance", "base_mana", "ability"):
            out.append(f"cost.{key}: unknown option (a-e are per_creature, base_mana, ai_starts, resistance, ability)")
    per = _points(cost.get("per_creature"), "cost.per_creature", out)
    starts = _points(cost.get("ai_starts"), "cost.ai_starts", out)
    resist = _points(cost.get("resistance"), "cost.resistance", out)
    base: dict[int, int] = {}
    raw_base = cost.get("base_mana", {})
    for k, v in (raw_base.items() if isinstance(raw_base, dict) else []):
        if k not in ("7", "8", "9", "10"):
            out.append(f"cost.base_mana.{k}: the base mana may be bought as 7, 8, 9 or 10 (L808-810)")
            continue
        base[int(k)] = _points(v, f"cost.base_mana.{k}", out)
    if sorted(base) != [7, 8, 9, 10]:
        out.append("cost.base_mana: needs a cost for each of 7, 8, 9 and 10")
    ability: dict[str, int] = {}
    raw_ab = cost.get("ability", {})
    for k, v in (raw_ab.items() if isinstance(raw_ab, dict) else []):
        if k not in vocab.AI_OPTION_ABILITIES:
            out.append(f"cost.ability.{k}: option e offers only {', '.join(vocab.AI_OPTION_ABILITIES)}")
            continue
        ability[k] = _points(v, f"cost.ability.{k}", out)
    missing = [a for a in vocab.AI_OPTION_ABILITIES if a not in ability]
    if missing:
        out.append(f"cost.ability: needs a cost for {', '.join(missing)}")
    table = Table(per, starts, resist, base, ability, {})
    raw_pk = data.get("package", [])
    if not isinstance(raw_pk, list):
        out.append("[[package]] tables expected")
        raw_pk = []
    for i, raw in enumerate(raw_pk):
        where = f"package #{i + 1}"
        if not isinstance(raw, dict):
            out.append(f"{where}: must be a table")
            continue
        for key in raw:
            if key not in ("points", "per_creature", "base_mana", "ai_starts", "resistance", "ability"):
                out.append(f"{where}: unknown field {key!r}")
        pts = _points(raw.get("points"), f"{where}.points", out)
        p = Purchase(per_creature=raw.get("per_creature", 1), base_mana=raw.get("base_mana", 6),
                     ai_starts=raw.get("ai_starts", False), resistance=raw.get("resistance", False),
                     ability=raw.get("ability", "none"))
        problem = purchase_problem(table, p)
        if problem:
            out.append(f"{where}: {problem}")
        elif table.cost(p) != pts:
            out.append(f"{where}: costs {table.cost(p)} points, not the {pts} it is listed for")
        if pts in table.packages:
            out.append(f"{where}: a second package for {pts} points")
        table.packages[pts] = p
    lacking = [n for n in range(1, MAX_POINTS + 1) if n not in table.packages]
    if lacking:
        out.append(f"[[package]]: none for {', '.join(map(str, lacking))} points (every level, and 11-12 for a champion)")
    if out:
        raise DataError(path, out)
    return table


def purchase_problem(table: Table, p: Purchase) -> str | None:
    if p.per_creature not in (1, 2):
        return f"per_creature is 1 or 2, not {p.per_creature!r}"
    if not isinstance(p.base_mana, int) or (p.base_mana != 6 and p.base_mana not in table.base_mana):
        return f"base_mana is 6, 7, 8, 9 or 10, not {p.base_mana!r}"
    if not isinstance(p.ai_starts, bool) or not isinstance(p.resistance, bool):
        return "ai_starts and resistance are true or false"
    if not isinstance(p.ability, str) or (p.ability != "none" and p.ability not in table.ability):
        return f"ability is none or one of {', '.join(vocab.AI_OPTION_ABILITIES)}, not {p.ability!r}"
    return None


_CACHE: dict[str, Table] = {}


def load_table(path: str = PATH) -> Table:
    if path not in _CACHE:
        _CACHE[path] = parse_table(read_toml(path), path)
    return _CACHE[path]


def points_for(level: int, champion: bool, reading: str) -> int:
    """The points a level is bought with; with a champion 2 more (A7, our reading) or 2 fewer (literal)."""
    if level <= 0:
        return 0
    if not champion:
        return level
    return level + 2 if reading == "plus2" else max(0, level - 2)
