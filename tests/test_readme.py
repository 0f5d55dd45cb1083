"""The README tells a newcomer what they need before the first command and where their files go; these
read it against the code, so a file moved or a Python version raised is not left out of date there."""
from __future__ import annotations

import os
import re
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _readme() -> str:
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return f.read()


def test_the_two_commands_come_first():
    block = _readme().split("```")[1].strip().splitlines()
    assert len(block) == 2
    assert block[0].endswith("python -m game") and "pytest" in block[1]


def test_the_python_version_needed_is_the_packages():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        needed = tomllib.load(f)["project"]["requires-python"]
    version = needed.lstrip(">=")
    assert f"Python {version} or newer" in _readme()


def test_every_file_the_app_keeps_for_the_player_is_named():
    # every user_file("name") of the source, the folder's override and its place on each platform
    names: set[str] = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "game")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    names.update(re.findall(r'user_file\(f?"([^"]+)"\)', f.read()))
    names -= {"autosave.json", "last-game.json"}   # the old autosave is moved at launch; the terminal's own save
    names = {re.sub(r"\{ruleset\}", "<game>", n) for n in names}
    readme = _readme()
    assert names and {n for n in names if n not in readme} == set()
    for where in ("TABLETOP_CARDS_HOME", "XDG_DATA_HOME", "%APPDATA%", "~/Library/Application Support",
                  "~/.local/share"):
        assert where in readme
