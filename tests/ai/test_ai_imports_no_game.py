"""The generic AI knows no game: nothing in ``game/ai/`` imports from ``game.rulesets``, not even the
list of games (it asks the registration, ``game.engine.registry``, for a game's ai part). Stricter than
tests/test_generic_imports.py, which lets generic modules read the list of games."""
from __future__ import annotations

import ast
import pathlib

AI = pathlib.Path(__file__).resolve().parents[2] / "game" / "ai"


def _imports(source: str, package: str) -> list[str]:
    """Every module a source imports, relative imports resolved against ``package``, importlib included."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            out += [module] + [f"{module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
            arg = node.args[0] if node.args else None
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out.append(arg.value)
    return out


def _game_imports(source: str, package: str = "game.ai") -> list[str]:
    return [m for m in _imports(source, package) if m == "game.rulesets" or m.startswith("game.rulesets.")]


def test_game_ai_imports_no_ruleset_and_not_the_list_of_games() -> None:
    files = sorted(AI.rglob("*.py"))
    assert len(files) >= 5   # the AI's modules are really there
    found = {p.name: _game_imports(p.read_text(encoding="utf-8")) for p in files}
    assert not any(found.values()), {k: v for k, v in found.items() if v}


def test_the_check_sees_every_way_a_game_could_be_imported() -> None:
    """It can fail: each of these imports reaches a game."""
    for source in ("from game.rulesets.lanes.ai import terms\n",
                   "import game.rulesets.dragon_duel.state\n",
                   "from ..rulesets.lanes import ai\n",
                   "from game.rulesets import RULESETS\n",
                   "import importlib\nimportlib.import_module('game.rulesets.lanes.ai')\n"):
        assert _game_imports(source), source
    assert _game_imports("from game.engine import registry\nfrom .part import rules\n") == []
