"""The command line: its version, and bad arguments answered the way argparse answers them."""
from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys
from importlib import metadata

import pytest

import game
from game.cli import main as cli
from game.rulesets import RULESETS

ROOT = pathlib.Path(__file__).resolve().parents[1]

RULESET_CHOICES = "{" + ",".join(RULESETS) + "}"


def test_version_prints_the_installed_distributions_number(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"tabletop-cards {metadata.version('tabletop-cards')}"


def test_version_in_a_source_tree_without_metadata_is_the_packages_own(monkeypatch) -> None:
    def not_installed(name: str) -> str:
        raise metadata.PackageNotFoundError(name)
    monkeypatch.setattr(cli.metadata, "version", not_installed)
    assert cli.app_version() == game.__version__


BAD = [
    ("simulate --p1 godlike", "--p1: invalid choice: 'godlike'"),
    ("simulate --p2 ''", "--p2: invalid choice"),
    ("simulate --ruleset poker", "--ruleset: invalid choice: 'poker'"),
    ("simulate --games -5", "--games: -5 is out of range"),
    ("simulate --games 0", "--games: 0 is out of range"),
    ("simulate --games many", "--games: 'many' is not a whole number"),
    ("simulate --jobs 0", "--jobs: 0 is out of range"),
    ("simulate --seed -1", "--seed: -1 is out of range"),
    ("bench --seconds 0", "--seconds: 0 is out of range"),
    ("bench --seconds nan", "--seconds: nan is out of range"),
    ("bench --ruleset poker", "--ruleset: invalid choice"),
    ("bench-ui --frames 0", "--frames: 0 is out of range"),
    ("bench-ui --width 0", "--width: 0 is out of range"),
    ("bench-ui --height 99999", "--height: 99999 is out of range"),
    ("ui-smoke --seed x", "--seed: 'x' is not a whole number"),
    ("ui-smoke --lang fr", "--lang: invalid choice: 'fr'"),
    ("soak --games -1", "--games: -1 is out of range"),
    ("soak --frames-per-game 0", "--frames-per-game: 0 is out of range"),
    ("soak --ai godlike", "--ai: invalid choice: 'godlike'"),
    ("play --ruleset poker", "--ruleset: invalid choice"),
    ("play --seed 1.5", "--seed: '1.5' is not a whole number"),
    ("scenario", "the following arguments are required: files"),
    ("nonsense", "invalid choice: 'nonsense'"),
]


@pytest.mark.parametrize("line, says", BAD, ids=[b[0] for b in BAD])
def test_a_bad_argument_is_one_error_line_and_exit_status_2(capsys, line, says) -> None:
    import shlex
    with pytest.raises(SystemExit) as done:
        cli.main(shlex.split(line))
    assert done.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.splitlines()) == 1 and ": error: " in err and says in err, err


@pytest.mark.parametrize("command, choices", [
    ("simulate", [RULESET_CHOICES, "{easy,greedy,hard,normal,random}"]),
    ("bench", [RULESET_CHOICES]),
    ("soak", ["{easy,greedy,hard,normal,random}"]),
    ("ui-smoke", ["{en,ko}"]),
    ("play", [RULESET_CHOICES, "{en,ko}"]),
])
def test_the_help_lists_the_choices(capsys, command, choices) -> None:
    with pytest.raises(SystemExit):
        cli.main([command, "--help"])
    text = capsys.readouterr().out
    for c in choices:
        assert c in text


def _run(args: list[str]) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("args", [
    ["bench-ui", "--frames", "2", "--json"],
    ["soak", "--games", "1", "--json"],
    ["simulate", "--games", "1", "--json"],
    ["bench", "--seconds", "0.05", "--json"],
], ids=lambda args: args[0])
def test_with_json_stdout_holds_only_json(tmp_path, args) -> None:
    """The pygame banner used to come first on stdout: a script reading the JSON choked on it."""
    if args[0] == "soak":
        args = [*args, "--home", str(tmp_path)]
    done = _run(args)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines and all(isinstance(json.loads(line), dict) for line in lines), done.stdout


def test_a_broken_data_file_is_a_message_not_a_traceback(tmp_path, monkeypatch, capsys) -> None:
    from game.engine.errors import DataError

    def broken(args):
        raise DataError(str(tmp_path / "fire.toml"), ["not valid TOML syntax"])
    monkeypatch.setattr(cli, "_run_ui", broken)
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert "fire.toml" in err and "Traceback" not in err
