"""The engine and the AI (and the file formats, once they are a package) pass mypy with the project's flags
(``[tool.mypy]`` in pyproject.toml: strict, unreachable code, ignores that name their code). A type error in
them fails the suite like any other test."""
from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGES = ("game/engine", "game/ai", "game/formats")


def checked() -> list[str]:
    """The packages held to the flags: every one of ``PACKAGES`` that exists."""
    return [p for p in PACKAGES if (ROOT / p).is_dir()]


def test_the_engine_and_the_ai_pass_mypy(tmp_path: pathlib.Path) -> None:
    # a fresh cache each run: a stale one left by another checkout never hides an error
    run = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"), *checked()],
                         cwd=ROOT, capture_output=True, text=True)
    assert "No module named mypy" not in run.stderr, "mypy is in the test extra: pip install -e .[test]"
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Success" in run.stdout
