"""Where the files that ship with the app are: fonts, the rules text, levels, card data.

Every bundled file is found through the ``game`` package with ``importlib.resources``, never
through a path relative to a module. The repository keeps ``assets/``, ``levels/`` and ``docs/``
at its top level; a build maps them into the package as ``game/assets``, ``game/levels`` and
``game/docs`` (see ``pyproject.toml``), so an installed app finds them inside its package.

A source checkout used as it is (the test suite, ``python -m game`` from the repository root, an
editable install, which cannot map a folder without ``__init__.py`` into a package) has no such
folders inside the package. There, and only there, they are the checkout's own top-level
folders beside the package: this module is the one place that knows the repository's layout.
"""
from __future__ import annotations

import functools
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

PACKAGE = "game"
# the repository's top-level data folders, carried inside the package once built
MAPPED = ("assets", "levels", "docs")


def _as_path(where: Traversable) -> Path:
    # pip installs a wheel as plain files, and a checkout is plain files: pygame and the loaders need paths
    if isinstance(where, Path):
        return where
    raise RuntimeError(f"the {PACKAGE} package is not installed as plain files ({where!r}); reinstall it with pip")


@functools.cache
def _folder(name: str) -> Path:
    if name not in MAPPED:
        raise ValueError(f"{name!r} is not a bundled folder (one of {', '.join(MAPPED)})")
    package = _as_path(resources.files(PACKAGE))
    inside = package / name
    if inside.is_dir():
        return inside
    beside = package.parent / name
    if beside.is_dir() and (package.parent / "pyproject.toml").is_file():
        return beside
    return inside  # neither: name where an install should have it, so the error a loader raises says so


def bundled(folder: str, *parts: str) -> Path:
    """A file or folder under one of the bundled folders: ``bundled("assets", "fonts", "X.ttf")``."""
    return _folder(folder).joinpath(*parts)


def ruleset_data(ruleset: str, *parts: str) -> Path:
    """A file or folder of a ruleset's own data (``game/rulesets/<id>/data``), inside its package."""
    return _as_path(resources.files(f"{PACKAGE}.rulesets.{ruleset}")).joinpath("data", *parts)
