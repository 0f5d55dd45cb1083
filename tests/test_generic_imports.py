"""A generic module reaches a game only through its registration: it never imports a ruleset.

Generic means every module of the ``game`` package outside ``game/rulesets/<id>/``. An import of a
ruleset's module (``game.rulesets.lanes...``, by ``import``, ``from`` or ``importlib`` with a literal
name) is found by reading the source; ``game.rulesets`` itself (the list of games and the default game)
is allowed.

``NOT_YET_GENERIC`` was the list of files still importing a ruleset while the layers were made generic;
it is empty now and must stay so (a file on it that no longer imports a ruleset fails the test).
"""
from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAME = ROOT / "game"

NOT_YET_GENERIC: set[str] = set()


def _is_ruleset(module: str) -> bool:
    return module.startswith("game.rulesets.")


def ruleset_imports(path: pathlib.Path, root: pathlib.Path = ROOT) -> list[str]:
    """The ruleset modules a source file under ``root`` imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = ".".join(path.relative_to(root).parent.parts)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if _is_ruleset(a.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.level:     # relative: resolve against the file's package
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names = [module] if module != "game.rulesets" else [f"{module}.{a.name}" for a in node.names
                                                                   if a.name not in ("RULESETS", "DEFAULT_GAME")]
            found += [m for m in names if _is_ruleset(m)]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
            arg = node.args[0] if node.args else None
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _is_ruleset(arg.value):
                found.append(arg.value)
    return found


def generic_files() -> list[pathlib.Path]:
    rulesets = GAME / "rulesets"
    return sorted(p for p in GAME.rglob("*.py") if rulesets not in p.parents and "__pycache__" not in p.parts)


def offenders() -> dict[str, list[str]]:
    out = {}
    for path in generic_files():
        found = ruleset_imports(path)
        if found:
            out[path.relative_to(ROOT).as_posix()] = found
    return out


def test_no_generic_module_imports_a_ruleset_except_those_not_yet_made_generic() -> None:
    new = {f: m for f, m in offenders().items() if f not in NOT_YET_GENERIC}
    assert not new, f"generic modules importing a ruleset (ask the registration instead): {new}"


def test_the_list_of_modules_not_yet_generic_only_shrinks() -> None:
    done = sorted(NOT_YET_GENERIC - set(offenders()))
    assert not done, f"these no longer import a ruleset: take them off NOT_YET_GENERIC: {done}"
    assert all((ROOT / f).is_file() for f in NOT_YET_GENERIC)


def test_the_check_sees_every_way_of_importing(tmp_path) -> None:
    """The reader catches absolute, relative, package-level and importlib imports (a test that can fail)."""
    pkg = tmp_path / "game" / "ui"
    pkg.mkdir(parents=True)
    cases = {
        "a.py": "from game.rulesets.lanes.cards import load_card_db\n",
        "b.py": "import game.rulesets.dragon_duel.deck as d\n",
        "c.py": "from ..rulesets.lanes import describe\n",
        "d.py": "from game.rulesets import lanes\n",
        "e.py": "import importlib\nm = importlib.import_module('game.rulesets.lanes.state')\n",
        "ok.py": "from game.rulesets import RULESETS\nfrom game.engine import registry\n",
    }
    for name, text in cases.items():
        (pkg / name).write_text(text, encoding="utf-8")
    found = {name: ruleset_imports(pkg / name, tmp_path) for name in cases}
    assert all(found[f"{c}.py"] for c in "abcde"), found
    assert found["ok.py"] == []
