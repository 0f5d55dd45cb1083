"""The command line: its version, and bad arguments answered the way argparse answers them."""
from __future__ import annotations

from importlib import metadata

import pytest

import game
from game.cli import main as cli


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
