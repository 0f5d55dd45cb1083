"""A regular install works anywhere: the wheel carries every file the app reads.

The wheel is built from a copy of the source (a leftover ``build/`` folder in the checkout could
otherwise slip stale files in), installed with its dependencies into a fresh virtual environment,
and the app is run from an empty folder outside the repository. It takes about half a minute,
most of it installing pygame-ce from pip's cache; it runs in the normal suite and in CI.
"""
from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import venv
import zipfile

import pytest

import game

ROOT = pathlib.Path(__file__).resolve().parents[1]
BIN = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""


def _run(cmd: list[str], *, cwd: pathlib.Path, env: dict[str, str], timeout: float = 600) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} exited {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def _clean_env(home: pathlib.Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_CARDS_HOME=str(home),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    return env


def _bundled_files() -> set[str]:
    """What the wheel must carry, as paths inside it."""
    want = {f"game/assets/{p.relative_to(ROOT / 'assets').as_posix()}" for p in (ROOT / "assets").rglob("*") if p.is_file()}
    for sub in ("ai", "puzzles", "tutorial"):
        want |= {f"game/levels/{p.relative_to(ROOT / 'levels').as_posix()}" for p in (ROOT / "levels" / sub).rglob("*.toml")}
    for data in (ROOT / "game" / "rulesets").glob("*/data"):
        want |= {p.relative_to(ROOT).as_posix() for p in data.rglob("*") if p.suffix in (".toml", ".png")}
    return want | {"game/docs/rules/lanes.md"}


@pytest.mark.slow
def test_the_wheel_installed_in_a_fresh_environment_runs_the_app_from_another_folder(tmp_path) -> None:
    env = _clean_env(tmp_path / "home")
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
    _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "dist"), str(src)],
         cwd=tmp_path, env=env)
    wheels = list((tmp_path / "dist").glob("tabletop_cards-*.whl"))
    assert len(wheels) == 1
    with zipfile.ZipFile(wheels[0]) as zf:
        missing = _bundled_files() - set(zf.namelist())
    assert not missing, f"the wheel lacks {sorted(missing)}"

    venv.create(tmp_path / "venv", with_pip=False)   # our own pip installs into it: quicker than seeding one
    python = str(tmp_path / "venv" / BIN / f"python{EXE}")
    _run([sys.executable, "-m", "pip", "--python", python, "install", "-q", str(wheels[0])], cwd=tmp_path, env=env)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = _run([python, "-c", "import game.resources as r; print(r.bundled('assets'))"], cwd=elsewhere, env=env)
    assert "site-packages" in where, where
    out = _run([python, "-m", "game", "ui-smoke", "--screenshot", "x.png"], cwd=elsewhere, env=env)
    assert json.loads(out.strip().splitlines()[-1])["ok"]
    assert (elsewhere / "x.png").stat().st_size > 10_000
    script = str(tmp_path / "venv" / BIN / f"tabletop-cards{EXE}")
    assert _run([script, "--version"], cwd=elsewhere, env=env).strip() == f"tabletop-cards {game.__version__}"

    # a source tree run as it is, without installing it, finds its own top-level folders
    where = _run([python, "-c", "import game.resources as r; print(r.bundled('assets'))"], cwd=src, env=env)
    assert pathlib.Path(where.strip()) == src / "assets"
    out = _run([python, "-m", "game", "ui-smoke", "--screenshot", "y.png"], cwd=src, env=env)
    assert json.loads(out.strip().splitlines()[-1])["ok"]
