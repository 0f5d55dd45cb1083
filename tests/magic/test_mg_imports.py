"""The Magic rules import one way: the state imports none of the rules modules (its door is
``door.MagicGame``), and no rules module is part of an import cycle, late imports inside functions
counted; imports for type checking only are not (they never run). The table's own modules are left out."""
from __future__ import annotations

import ast
import pathlib

MAGIC = pathlib.Path(__file__).resolve().parents[2] / "game" / "rulesets" / "magic"


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(path: pathlib.Path) -> set[str]:
    """The package's own modules a module imports when it runs."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if _type_checking_only(node):
            return
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module.split(".")[0]] if node.module else [a.name for a in node.names])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _graph() -> dict[str, set[str]]:
    mods = {p.stem: p for p in MAGIC.glob("*.py") if not p.stem.startswith("table") and p.stem != "__init__"}
    return {m: _imports(p) & set(mods) for m, p in mods.items()}


def _reaches(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = list(graph[start])
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo += graph.get(m, ())
    return seen


def test_the_state_imports_no_rules_module() -> None:
    reached = _reaches(_graph(), "state")
    assert not reached & {"legal", "perform", "flow", "play", "effects", "commander", "vanguard", "door"}, reached


def test_no_rules_module_is_in_an_import_cycle() -> None:
    graph = _graph()
    assert [m for m in graph if m in _reaches(graph, m)] == []
