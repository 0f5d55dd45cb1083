"""Every subcommand, given nonsense (bad numbers, unknown names, a folder where a file belongs, a file of junk,
a save of the wrong shape, a folder that is not there), answers one line on stderr and exit status 2, with
nothing on stdout, no traceback, and nothing moved or made."""
from __future__ import annotations

import json
import os
import shlex

import pytest

from game.cli import main as cli

FOUR = "--seats random,random,random,random"
LEAGUE = f"league --ruleset clash-of-decks {FOUR}"
EVENT = "event --ruleset clash-of-decks --format draft-duel --seats random,random"

NONSENSE = {
    "rulesets": ["rulesets --bogus", "rulesets extra"],
    "play": ["play --seed -1", "play --lang fr", "play --load {missing}", "play --load {dir}", "play --load {junk}",
             "play --load {json}", "play --load {badsave}", "play --save {dir}", "play --save {nofolder}/x.json",
             "play --seats a,b,c", "play --seats person,godlike", "play --players 99", "play --set nonsense=1",
             "play --ruleset nope"],
    "simulate": ["simulate --games 0", "simulate --p1 nobody", "simulate --seats random",
                 "simulate --ruleset clash-of-decks --set mode=2v2 --players 2 --json", "simulate --jobs 0",
                 "simulate --ruleset clash-of-decks --format nope --json", "simulate --set x --json"],
    "bench": ["bench --seconds 0", "bench --seconds inf --json", "bench --players 0", "bench --set x=y --json"],
    "perf": ["perf --seconds 0", "perf --only nothing --json", "perf --seed -1", "perf --ruleset lanes"],
    "scenario": ["scenario {missing}", "scenario {dir}", "scenario {junk}", "scenario {json}",
                 "scenario {dir} --players 3", "scenario --set a=b {dir}"],
    "event": ["event --ruleset nope --format x --seats random", "event --ruleset clash-of-decks --format nope "
              "--seats random --json", "event --ruleset clash-of-decks --format draft-duel --seats nobody,random",
              "event --ruleset clash-of-decks --format draft-duel --seats random --json", f"{EVENT} --set bad --json",
              f"{EVENT} --save {{dir}} --json", f"{EVENT} --save {{junk}} --json", f"{EVENT} --save {{json}} --json",
              f"{EVENT} --seed -1"],
    "draft-check": ["draft-check --ruleset magic --format nope --json", "draft-check --ruleset magic --format "
                    "commander-draft --games 0", "draft-check --ruleset magic --format commander-draft --player nobody",
                    "draft-check --ruleset clash-of-decks --format draft-four --json"],
    "league": [f"{LEAGUE} --rounds 0 --json", f"{LEAGUE} --save {{dir}} --json", f"{LEAGUE} --set bad --json",
               f"{LEAGUE} --save {{junk}} --json", f"{LEAGUE} --save {{nofolder}}/x.json",
               "league --ruleset lanes --seats random,random --json"],
    "ui-smoke": ["ui-smoke --screenshot {dir}", "ui-smoke --screenshot {nofolder}/x.png", "ui-smoke --actions 0",
                 "ui-smoke --ruleset nope", "ui-smoke --home {missing}"],
    "bench-ui": ["bench-ui --frames 0", "bench-ui --width 10 --json", "bench-ui --height 99999",
                 "bench-ui --set x=1 --json"],
    "table-picture": ["table-picture --ruleset lanes --out {dir}", "table-picture --ruleset lanes --out {nofolder}/x.png",
                      "table-picture --out x.png", "table-picture --ruleset lanes --out {dir}/x.png --actions -1"],
    "tune": ["tune --games 1", "tune --against nobody --json", "tune --terms nonsense", "tune --weights damage=x",
             "tune --weights bogus=1", "tune --knobs worlds=many", "tune --knobs color=red", "tune --search deep",
             "tune --factors a,b", "tune --factors -1", "tune --rounds 0", "tune --set x=1 --json"],
    "soak": ["soak --games 0 --json", "soak --ai nobody", "soak --players 3 --json", "soak --home {junk}"],
    "ui": ["ui --bogus", "--demo extra"],
    "(none)": ["--bogus", "nonsense"],
}
CASES = [(command, line) for command, lines in NONSENSE.items() for line in lines]


@pytest.fixture
def places(tmp_path):
    """The paths the cases name: a folder, one that is not there, a file of junk, JSON that is no save, and a
    Lanes save whose setup has the wrong types."""
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine", encoding="utf-8")
    junk = tmp_path / "junk.bin"
    junk.write_bytes(bytes(range(256)) * 4)
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"hello": [1, 2, 3]}), encoding="utf-8")
    bad = tmp_path / "bad-save.json"
    bad.write_text(json.dumps({"version": 2, "ruleset": "lanes", "seed": 5, "setup": {"decks": 7, "players": "two"},
                               "log": [], "hash": None}), encoding="utf-8")
    return {"dir": str(folder), "missing": str(tmp_path / "not-here.json"), "junk": str(junk), "json": str(other),
            "badsave": str(bad), "nofolder": str(tmp_path / "no-such-folder")}


def snapshot(root) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.mark.parametrize("command, line", CASES, ids=[f"{c}: {line}" for c, line in CASES])
def test_nonsense_is_one_line_on_stderr_and_exit_2(command, line, places, tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    before = snapshot(tmp_path)
    argv = shlex.split(line.format(**places))
    try:
        code = cli.main(argv)
    except SystemExit as done:
        code = done.code
    out, err = capsys.readouterr()
    assert code == 2, (code, out[-500:], err[-2000:])
    assert out == "", out[:500]
    assert len(err.splitlines()) == 1 and "Traceback" not in err and "error" in err, err[-2000:]
    assert snapshot(tmp_path) == before              # nothing moved, made or replaced
    assert not os.path.exists(places["nofolder"])


def test_the_table_covers_every_subcommand() -> None:
    import argparse
    parser_commands: set[str] = set()
    real = argparse.ArgumentParser.parse_args

    def spy(self, args=None, namespace=None):   # the subcommands main() registers, read off its parser
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                parser_commands.update(action.choices)
        raise SystemExit(0)
    argparse.ArgumentParser.parse_args = spy
    try:
        with pytest.raises(SystemExit):
            cli.main([])
    finally:
        argparse.ArgumentParser.parse_args = real
    assert parser_commands <= set(NONSENSE), parser_commands - set(NONSENSE)


def test_a_league_save_that_cannot_be_set_aside_is_refused_not_a_traceback(tmp_path, capsys, monkeypatch) -> None:
    """A save of another event must be set aside before a new one is written over it; when the disk will not
    rename it, the command says so and stops, and the file stays as it was."""
    from game.cli import event
    save = tmp_path / "league.json"
    save.write_text(json.dumps({"version": 2, "ruleset": "clash-of-decks", "seed": 9, "setup": {"format": "nope"},
                                "log": [], "hash": None}), encoding="utf-8")
    raw = save.read_bytes()

    def refuse(path: str) -> str:
        raise PermissionError(13, "Permission denied", path)
    monkeypatch.setattr(event, "move_aside", refuse)
    with pytest.raises(SystemExit) as done:
        cli.main(shlex.split(f"{LEAGUE} --save {save} --json"))
    out, err = capsys.readouterr()
    assert done.value.code == 2 and out == "" and len(err.splitlines()) == 1, err
    assert "cannot be set aside" in err and save.read_bytes() == raw


def test_replacing_a_picture_is_said(tmp_path, capsys, monkeypatch) -> None:
    from game.ui import smoke
    shot = tmp_path / "shot.png"
    shot.write_bytes(b"old")
    monkeypatch.setattr(smoke, "ui_smoke", lambda **kw: {"ok": True, "screenshot": kw["screenshot"]})
    assert cli.main(["ui-smoke", "--screenshot", str(shot)]) == 0
    out, err = capsys.readouterr()
    assert err.strip() == f"replacing {shot}" and json.loads(out)["ok"]
