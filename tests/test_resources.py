"""The bundled files are found through the package, and the build carries every one of them.

The wheel itself is built and installed in tests/test_install.py; these are the quick checks that
keep the configuration honest between those runs.
"""
from __future__ import annotations

import fnmatch
import os
import pathlib

import tomli

from game import resources

ROOT = pathlib.Path(__file__).resolve().parents[1]
PYPROJECT = tomli.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]


def test_every_file_the_app_reads_is_found_through_the_resources_module() -> None:
    from game.ai.levels import LEVEL_DIR, all_levels
    from game.puzzles import load_puzzles, load_tutorial, puzzle_dir, tutorial_file
    from game.rulesets.lanes.cards import DATA_DIR, load_card_db
    from game.rulesets.lanes import rules as rulesdoc
    from game.ui import fonts

    for path in (fonts._REGULAR, fonts._BOLD, rulesdoc.RULES_PATH, rulesdoc.SUMMARY_PATH, tutorial_file("lanes")):
        assert os.path.isfile(path), path
    for folder in (LEVEL_DIR, puzzle_dir("lanes"), DATA_DIR):
        assert os.path.isdir(folder), folder
    assert {"easy", "normal", "hard"} <= set(all_levels("lanes"))
    assert len(load_puzzles()) == len([n for n in os.listdir(puzzle_dir("lanes")) if n.endswith(".toml")]) > 0
    assert load_tutorial().steps
    assert len(load_card_db().cards) > 100
    assert all(r.summary_en for r in rulesdoc.load_rules() if r.number == "1.1")


def test_no_module_finds_files_relative_to_its_own_source() -> None:
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "game").rglob("*.py")
                 if "__file__" in p.read_text(encoding="utf-8")]
    assert not offenders, f"use game.resources instead of __file__ in {offenders}"


def test_the_build_lists_every_package_of_the_source_tree() -> None:
    """setuptools is given the package list by hand (the mapped data folders need it), so a new
    sub-package must be added there or the wheel would lack it."""
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("*.py")
               if "__pycache__" not in p.parts}
    listed = set(SETUPTOOLS["packages"])
    assert on_disk <= listed, f"missing from [tool.setuptools] packages: {sorted(on_disk - listed)}"
    mapped = {f"game.{name}" for name in resources.MAPPED}
    assert listed - on_disk == mapped
    assert SETUPTOOLS["package-dir"] == {f"game.{name}": name for name in resources.MAPPED}


def _shipped(folder: str) -> list[str]:
    """Files under a top-level folder that the package-data globs of its mapped package take."""
    globs = SETUPTOOLS["package-data"][f"game.{folder}"]
    files = [p.relative_to(ROOT / folder).as_posix() for p in (ROOT / folder).rglob("*") if p.is_file()]
    return [f for f in files if any(fnmatch.fnmatch(f, g) for g in globs)]


def test_the_package_data_globs_take_every_bundled_file_the_app_reads() -> None:
    assets = _shipped("assets")
    assert {"fonts/NanumSquareR.ttf", "fonts/NanumSquareB.ttf", "fonts/OFL-NanumSquare.txt",
            "rules/lanes-tcg.ko.txt", "README.md"} <= set(assets)
    levels = set(_shipped("levels"))
    wanted = {p.relative_to(ROOT / "levels").as_posix() for p in (ROOT / "levels").rglob("*.toml")
              if p.parts[len(ROOT.parts) + 1] in ("ai", "puzzles", "tutorial", "clash-of-decks")}
    assert wanted and wanted <= levels
    assert not any(f.startswith("scenarios/") for f in levels)  # test fixtures, not read by the app
    assert sorted(_shipped("docs")) == sorted(f"rules/{name}" for name in os.listdir(os.path.join(ROOT, "docs", "rules")))


def test_a_checkout_finds_the_top_level_folders_beside_the_package() -> None:
    assert resources.bundled("assets") == ROOT / "assets"
    assert resources.bundled("levels", "ai", "lanes", "easy.toml") == ROOT / "levels" / "ai" / "lanes" / "easy.toml"
    assert resources.ruleset_data("lanes") == ROOT / "game" / "rulesets" / "lanes" / "data"


def test_every_rulesets_data_and_table_picture_is_shipped() -> None:
    """Card data, decks and the menu's picture of the table (data/table.png) travel in the wheel."""
    for folder in (ROOT / "game" / "rulesets").glob("*/data"):
        package = f"game.rulesets.{folder.parent.name}"
        globs = SETUPTOOLS["package-data"].get(package, [])
        files = [p.relative_to(folder.parent).as_posix() for p in folder.rglob("*")
                 if p.is_file() and p.suffix in (".toml", ".png")]
        unshipped = [f for f in files if not any(fnmatch.fnmatch(f, g) for g in globs)]
        assert files and not unshipped, (package, unshipped)
    for game in ("lanes", "dragon_duel"):
        assert (ROOT / "game" / "rulesets" / game / "data" / "table.png").is_file(), game
