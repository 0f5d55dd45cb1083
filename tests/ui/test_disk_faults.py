"""A full or read-only data folder at every writer of the app: the app keeps running, says in the player's
language that it could not save, and nothing that was there is lost (every write is whole or not at all,
and no half-written file is left behind).

The faults are the operating system's own errors, raised where they would arise: a full disk when the
new file's bytes are flushed (ENOSPC), a read-only one when the new file, or a rename, is made (EROFS)."""
from __future__ import annotations

import errno
import json
import os
import tempfile

import pygame
import pytest

from game.ui import saving
from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.settings import Settings, save_settings


@pytest.fixture(params=["full", "read-only"])
def fault(request, monkeypatch):
    """``fault.on()`` makes every write fail as that disk would; ``fault.off()`` mends it."""
    real_fsync, real_mkstemp, real_rename, real_replace = os.fsync, tempfile.mkstemp, os.rename, os.replace

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def read_only(*args, **kw):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    class Fault:
        kind = request.param
        why = os.strerror(errno.ENOSPC if request.param == "full" else errno.EROFS)

        def on(self) -> None:
            if self.kind == "full":
                monkeypatch.setattr(os, "fsync", full)
            else:
                monkeypatch.setattr(tempfile, "mkstemp", read_only)
                monkeypatch.setattr(os, "rename", read_only)
                monkeypatch.setattr(os, "replace", read_only)

        def off(self) -> None:
            monkeypatch.setattr(os, "fsync", real_fsync)
            monkeypatch.setattr(tempfile, "mkstemp", real_mkstemp)
            monkeypatch.setattr(os, "rename", real_rename)
            monkeypatch.setattr(os, "replace", real_replace)
    yield Fault()
    pygame.quit()


@pytest.fixture(params=["en", "ko"])
def lang(request) -> str:
    return request.param


def make_app(home, lang: str) -> App:
    settings = Settings(sound=False, language=lang)
    save_settings(settings, str(home / "settings.toml"))
    app = App(headless=True, settings=settings, settings_path=str(home / "settings.toml"))
    app.push(Scene(app))
    return app


def files(home) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*") if p.is_file()}


def said(app: App, what: str, fault) -> None:
    """The notice over the screen says, in the player's language, that ``what`` was not saved and why."""
    for _ in range(3):
        app.step(1 / 60)
    assert app.running
    lang = app.settings.language
    assert saving.message(what, fault.why, lang) in app.notice.text.split("\n"), app.notice.text
    assert app.notice.time_left > 0 and t(f"save.what.{what}", lang) in app.notice.text


def kept(home, before: dict[str, bytes]) -> None:
    """Every file that was there is there, byte for byte (where it was, or set aside beside it as
    ``<name>.broken-<n>``), and no half-written one was left."""
    after = files(home)
    for name, raw in before.items():
        stem, ext = os.path.splitext(name)
        assert after.get(name) == raw or any(k.startswith(f"{stem}.broken-") and v == raw for k, v in after.items()), name
    assert not [k for k in after if os.path.basename(k).startswith(".tmp-")]


def test_settings(home, lang, fault) -> None:
    app = make_app(home, lang)
    before = files(home)
    fault.on()
    app.settings.volume = 0.1
    app.save_settings()
    fault.off()
    said(app, "settings", fault)
    kept(home, before)


def test_progress_when_a_puzzle_is_solved(home, lang, fault) -> None:
    from game.puzzles import SOLVED, load_puzzles
    from game.ui.progress import mark_solved
    from game.ui.puzzles_scene import PuzzleScene
    mark_solved("lanes-old-one")
    app = make_app(home, lang)
    puzzles = load_puzzles(ruleset="lanes")
    app.push(PuzzleScene(app, puzzles, 0, briefing=False))
    before = files(home)
    fault.on()
    app.scene.finish(SOLVED)
    fault.off()
    said(app, "progress", fault)
    kept(home, before)


def test_the_autosave_after_every_move(home, lang, fault) -> None:
    from game.ui.table.scene import TableScene
    from game.ui.table.session import Session, autosave_path
    app = make_app(home, lang)
    session = Session.new("lanes", 4, None, autosave=autosave_path("lanes"))
    app.push(TableScene(app, session))
    app.step(1 / 60)
    before = files(home)
    fault.on()
    session.apply(session.state.legal_actions()[0])
    fault.off()
    said(app, "game", fault)
    kept(home, before)
    session.apply(session.state.legal_actions()[0])       # mended: the next move saves the whole game again
    with open(autosave_path("lanes"), encoding="utf-8") as fh:
        assert len(json.load(fh)["log"]) == 2


def test_a_replay_from_the_game_over_screen(home, lang, fault) -> None:
    from game.engine.actions import Concede
    from game.ui.table.scene import TableScene
    from game.ui.table.session import Session
    app = make_app(home, lang)
    session = Session.new("lanes", 4, None)
    session.apply(Concede(0))
    app.push(TableScene(app, session))
    app.step(1 / 60)
    before = files(home)
    fault.on()
    app.scene.on_ui(pygame.event.Event(pygame.USEREVENT, kind="button", id="save_replay"))
    fault.off()
    said(app, "replay", fault)
    kept(home, before)
    assert not os.path.exists(home / "replays") or not os.listdir(home / "replays")


def test_a_deck_from_the_deck_builder(home, lang, fault) -> None:
    from game.engine import registry
    from game.ui import games, userdecks
    from game.ui.deckbuilder import DeckBuilderScene
    cat = games.catalogue(registry.get("lanes"))
    precon = next(iter(cat.precons().values()))
    userdecks.save_user_deck(cat, "mine", "Mine", "Mine", precon.leader, precon.counts())
    app = make_app(home, lang)
    scene = DeckBuilderScene(app, ruleset="lanes", deck_id="user:mine")
    app.push(scene)
    app.step(1 / 60)
    before = files(home)
    fault.on()
    scene.save()
    fault.off()
    app.step(1 / 60)
    assert app.running and scene.toast.time_left > 0
    assert scene.toast.text.startswith(t("db.save_failed", lang, why="")) and fault.why in scene.toast.text
    kept(home, before)


def test_a_settings_file_set_aside_on_a_read_only_disk_stays_where_it_is(home, lang, fault) -> None:
    """Values not used are set aside with the file; when the disk will not rename it, it stays in place, the
    rest is used, and the message says so."""
    from game.ui.settings import load_settings
    (home / "settings.toml").write_text(f'language = "{lang}"\nvolume = "loud"\n', encoding="utf-8")
    before = files(home)
    fault.on()
    settings, report = load_settings(str(home / "settings.toml"))
    fault.off()
    assert settings.language == lang and report is not None and "volume" in report.message(lang)
    kept(home, before)


def test_a_broken_progress_file_on_a_read_only_disk_is_never_written_over(home, lang, fault) -> None:
    from game.ui.progress import load_progress, mark_solved
    (home / "progress.toml").write_text('[puzzles]\nsolved = ["a", 7]\n', encoding="utf-8")
    before = files(home)
    fault.on()
    progress = load_progress()
    try:
        mark_solved("b")
    except OSError:
        pass                 # said by the screen that asked (keep_progress); here: nothing was lost
    fault.off()
    assert progress.report is not None and progress.is_solved("a")
    assert "progress.toml" in progress.report.message(lang)
    kept(home, before)
