"""The skill table and the ability texts, read from data/*.toml and checked on load: every problem of a
file at once, each naming the file, the entry's id and the field."""
from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from typing import Any

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.resources import ruleset_data
from game.util.files import read_toml

from .vocab import ABILITIES, ABILITY_OF, DAMAGE_TYPES, EFFECTS, ELEMENT_CARDS, ELEMENTS, NONE, TARGETS, level_of

_MOD = re.compile(r"^(?:[+-][1-9]\d?|x2|1/2)$")


@dataclasses.dataclass(frozen=True)
class SkillDef:
    id: str
    name: Msg
    element: str               # F W E A or N
    dtype: str                 # R M S
    effect: str                # N P C
    recipe: tuple[str, ...]    # sorted element card ids
    cost: int
    target: str                # single, two, others, all
    damage: int
    blocked_by: str | None = None
    mods: tuple[tuple[str, str], ...] = ()
    turns: int = 0             # continuous: turns of damage (0: the setting's default)
    block_continuous: bool = False
    designer_gap: bool = False
    line: int = 0
    draft_code: str = ""
    fix: str = ""

    def __hash__(self) -> int:
        # skills are looked up in caches all the time; the id alone tells two skills of a table apart
        return hash(self.id)

    @property
    def code(self) -> str:
        return f"{self.element}{self.dtype}{self.effect}"

    @functools.cached_property
    def count(self) -> int:
        return len(self.recipe)

    @property
    def game_end(self) -> bool:
        """Two L3 cards in the recipe: a game-end skill (EI-1.3 b)."""
        return sum(1 for c in self.recipe if level_of(c) == 3) >= 2

    def modified(self, damage: int, last: str | None) -> int:
        """Damage after the modifier for the target's last element (EI-9.2); rounding down, never below 0."""
        for element, op in self.mods:
            if element == last:
                if op == "x2":
                    damage *= 2
                elif op == "1/2":
                    damage //= 2
                else:
                    damage += int(op)
        return max(0, damage)

    def blocks(self, last: str | None) -> bool:
        """Does the target's last element stop this skill whole (EI-9.3, EI-9.4)?"""
        if self.blocked_by is None or last != self.blocked_by or self.element == NONE:
            return False
        return self.effect != "C" or self.block_continuous


@dataclasses.dataclass(frozen=True)
class AbilityText:
    id: str
    card: str
    phase: str
    check: bool
    text: Msg
    line: int


@dataclasses.dataclass(frozen=True)
class HeldElement:
    """A named element the draft puts on hold (L123-124): data only, unused by the rules."""
    id: str
    level: int
    name: Msg
    line: int


class SkillTable:
    def __init__(self, skills: list[SkillDef], abilities: list[AbilityText], held: list[HeldElement]) -> None:
        self.all = tuple(skills)
        self.by_id = {s.id: s for s in skills}
        self.abilities = {a.id: a for a in abilities}
        self.held = tuple(held)

    def __getitem__(self, skill_id: str) -> SkillDef:
        return self.by_id[skill_id]

    def __contains__(self, skill_id: object) -> bool:
        return skill_id in self.by_id

    def playable(self, designer_gap: bool) -> tuple[SkillDef, ...]:
        """The skills in play: the designer-gap completions only with that setting (EI-13)."""
        if designer_gap:
            return self.all
        return tuple(s for s in self.all if not s.designer_gap)




def parse_skills(tables: Any, path: str) -> list[SkillDef]:
    problems: list[str] = []
    out: list[SkillDef] = []
    known = {"id", "name", "code", "recipe", "cost", "target", "damage", "blocked_by", "mods", "turns",
             "block_continuous", "designer_gap", "line", "draft_code", "fix"}
    if not isinstance(tables, list) or not tables:
        raise DataError(path, ["no [[skill]] entries"])
    seen: set[str] = set()
    for n, t in enumerate(tables, 1):
        sid = t.get("id") if isinstance(t, dict) else None
        where = f"skill {sid!r}" if isinstance(sid, str) else f"skill #{n}"
        if not isinstance(t, dict):
            problems.append(f"{where}: not a table")
            continue
        for key in t:
            if key not in known:
                problems.append(f"{where}: unknown field {key!r}")
        if not isinstance(sid, str) or not re.match(r"^[a-z][a-z_]*$", sid):
            problems.append(f"{where}.id: lower-case letters and _ only")
            sid = f"#{n}"
        elif sid in seen:
            problems.append(f"{where}.id: used twice")
        seen.add(sid)
        name = bilingual(t.get("name"), f"{where}.name", problems)
        code = t.get("code")
        if not (isinstance(code, str) and len(code) == 3 and code[0] in ELEMENTS + (NONE,) and code[1] in DAMAGE_TYPES
                and code[2] in EFFECTS):
            problems.append(f"{where}.code: three letters, element (F W E A N), damage type (R M S), effect (N P C)")
            code = "NRN"
        recipe = t.get("recipe")
        if not isinstance(recipe, list) or not 1 <= len(recipe) <= 4 or not all(c in ELEMENT_CARDS for c in recipe):
            problems.append(f"{where}.recipe: 1 to 4 element cards such as \"F1\" or \"W3\"")
            recipe = ["F1"]
        ints = {}
        for key, lo in (("cost", 0), ("damage", 0), ("turns", 1), ("line", 1)):
            v = t.get(key, None if key in ("cost", "damage") else lo)
            if key == "turns" and "turns" not in t:
                ints[key] = 0
                continue
            if not isinstance(v, int) or isinstance(v, bool) or v < lo:
                problems.append(f"{where}.{key}: a whole number of at least {lo}")
                v = lo
            ints[key] = v
        target = t.get("target")
        if target not in TARGETS:
            problems.append(f"{where}.target: one of {', '.join(TARGETS)}")
            target = "single"
        blocked = t.get("blocked_by")
        if blocked is not None and blocked not in ELEMENTS:
            problems.append(f"{where}.blocked_by: one of {', '.join(ELEMENTS)}")
            blocked = None
        mods_raw = t.get("mods", {})
        mods: list[tuple[str, str]] = []
        if not isinstance(mods_raw, dict):
            problems.append(f"{where}.mods: a table of element = \"+1\" / \"-2\" / \"x2\" / \"1/2\"")
        else:
            for el, op in mods_raw.items():
                if el not in ELEMENTS or not isinstance(op, str) or not _MOD.match(op):
                    problems.append(f"{where}.mods.{el}: an element (F W E A) and \"+N\", \"-N\", \"x2\" or \"1/2\"")
                    continue
                if el == blocked:
                    problems.append(f"{where}.mods.{el}: the skill is already blocked by that element")
                mods.append((el, op))
        for key in ("block_continuous", "designer_gap"):
            if key in t and not isinstance(t[key], bool):
                problems.append(f"{where}.{key}: true or false")
        effect = code[2]
        if ints.get("turns") and effect != "C":
            problems.append(f"{where}.turns: only a continuous skill (effect C) lasts turns")
        if t.get("block_continuous") and (effect != "C" or blocked is None):
            problems.append(f"{where}.block_continuous: only for a continuous skill with blocked_by")
        if code[0] == NONE and blocked is not None:
            problems.append(f"{where}.blocked_by: a no-element skill cannot be blocked (L196)")
        for key in ("draft_code", "fix"):
            if key in t and not isinstance(t[key], str):
                problems.append(f"{where}.{key}: text")
        out.append(SkillDef(id=sid, name=name, element=code[0], dtype=code[1], effect=effect,
                            recipe=tuple(sorted(recipe)), cost=ints["cost"], target=target, damage=ints["damage"],
                            blocked_by=blocked, mods=tuple(mods), turns=ints["turns"],
                            block_continuous=bool(t.get("block_continuous", False)),
                            designer_gap=bool(t.get("designer_gap", False)), line=ints["line"],
                            draft_code=str(t.get("draft_code", "")), fix=str(t.get("fix", ""))))
    recipes = Counter(s.recipe for s in out)
    for s in out:
        if recipes[s.recipe] > 1:
            problems.append(f"skill {s.id!r}.recipe: another skill has the same recipe")
    if problems:
        raise DataError(path, problems)
    return out


def _tables(data: Any, key: str, problems: list[str]) -> list[Any]:
    raw = data.get(key, []) if isinstance(data, dict) else []
    if isinstance(raw, list):
        return raw
    problems.append(f"{key}: [[{key}]] tables, not {raw!r}")
    return []


def _line(t: dict[str, Any], where: str, problems: list[str]) -> int:
    """The rule sheet's line a text is from."""
    line = t.get("line", 0)
    if isinstance(line, int) and not isinstance(line, bool) and 0 <= line <= 100_000:
        return line
    problems.append(f"{where}.line: a line number of the rule sheet, not {line!r}")
    return 0


def parse_cards(data: Any, path: str) -> tuple[list[AbilityText], list[HeldElement]]:
    problems: list[str] = []
    abilities: list[AbilityText] = []
    for n, t in enumerate(_tables(data, "ability", problems), 1):
        aid = t.get("id") if isinstance(t, dict) else None
        where = f"ability {aid!r}" if isinstance(aid, str) else f"ability #{n}"
        if not isinstance(t, dict) or not isinstance(aid, str) or aid not in ABILITY_OF:
            problems.append(f"{where}.id: one of {', '.join(ABILITY_OF)}")
            continue
        if t.get("card") != ABILITY_OF[aid]:
            problems.append(f"{where}.card: {aid} is an ability of the {ABILITY_OF[aid]} card")
        if t.get("phase") not in ("main", "build"):
            problems.append(f"{where}.phase: main or build")
        if not isinstance(t.get("check"), bool) or not isinstance(t.get("line"), int):
            problems.append(f"{where}: check (true/false) and line (a number) are needed")
        abilities.append(AbilityText(aid, ABILITY_OF[aid], str(t.get("phase")), bool(t.get("check")),
                                     bilingual(t.get("text"), f"{where}.text", problems), _line(t, where, problems)))
    missing = [a for a in ABILITY_OF if a not in {x.id for x in abilities}]
    if missing:
        problems.append(f"abilities without a text: {', '.join(missing)}")
    held: list[HeldElement] = []
    for n, t in enumerate(_tables(data, "held", problems), 1):
        hid = t.get("id") if isinstance(t, dict) else None
        where = f"held {hid!r}" if isinstance(hid, str) else f"held #{n}"
        if not isinstance(t, dict) or not isinstance(hid, str):
            problems.append(f"{where}.id: needed")
            continue
        level = t.get("level")
        if level not in (2, 3) or isinstance(level, bool):
            problems.append(f"{where}.level: 2 or 3")
            level = 2
        held.append(HeldElement(hid, int(level), bilingual(t.get("name"), f"{where}.name", problems),
                                _line(t, where, problems)))
    if problems:
        raise DataError(path, problems)
    return abilities, held


@functools.cache
def load_table() -> SkillTable:
    """The bundled skill table and ability texts (read once)."""
    skills_path = str(ruleset_data("elements_illusion", "skills.toml"))
    cards_path = str(ruleset_data("elements_illusion", "cards.toml"))
    skills = parse_skills(read_toml(skills_path).get("skill"), skills_path)
    abilities, held = parse_cards(read_toml(cards_path), cards_path)
    return SkillTable(skills, abilities, held)


ABILITY_ORDER = tuple(a for card in ABILITIES.values() for a in card)
