"""Every kind of file the app reads, broken every way a careful tester would (tests/fuzz_kit.py): each
variant loads, or is refused with one line naming the file; a player's file refused is set aside with its
bytes whole, and nothing freezes.

The default run tries ``FUZZ_EXAMPLES`` variants of each kind (a few, so the suite stays quick; derandomized,
so CI sees the same ones every time). A nightly-style run asks for many more, at random:

    FUZZ_EXAMPLES=400 FUZZ_REPORT=/tmp/fuzz python -m pytest tests/test_fuzz_files.py -n 2

and with ``FUZZ_REPORT`` each kind writes how many variants it tried and how many failed there.
"""
from __future__ import annotations

import functools
import glob
import json
import os
import tempfile
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz_kit import ROOT, Kind, files, guarded, mutations, parse, paths
from game.engine.errors import DataError
from game.util.files import read_toml

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "8"))
LONG = "FUZZ_EXAMPLES" in os.environ
GAMES = ("lanes", "dragon-duel", "clash-of-decks", "elements-illusion", "magic")


# ----- what the app does with each bundled file --------------------------------------------------------
def lanes_cards(p: str, _src: str) -> Any:
    from game.rulesets.lanes import cards
    return cards.load_cards(p, cards.load_card_db().affiliations)


def lanes_affiliations(p: str, _src: str) -> Any:
    from game.rulesets.lanes import cards
    return cards.load_affiliations(p)


def lanes_deck(p: str, _src: str) -> Any:
    from game.rulesets.lanes import cards, deck
    return deck.load_deck(p, cards.load_card_db())


def dd_names(p: str, _src: str) -> Any:
    from game.rulesets.dragon_duel import cards
    return cards.load_names(p)


def dd_cards(p: str, _src: str) -> Any:
    from game.rulesets.dragon_duel import cards
    names = cards.load_names(os.path.join(cards.DATA_DIR, "names.toml"))
    return cards.parse_card_tables(read_toml(p).get("card", []), p, names)


def dd_deck(p: str, _src: str) -> Any:
    from game.rulesets.dragon_duel import cards, deck
    return deck.parse_deck(read_toml(p), p, cards.load_card_db())


def cod_cards(p: str, _src: str) -> Any:
    from game.rulesets.clash_of_decks import cards
    return cards.parse_card_tables(read_toml(p).get("card", []), p)


def cod_deck(p: str, _src: str) -> Any:
    from game.rulesets.clash_of_decks import cards, deck
    return deck.parse_deck(read_toml(p), p, cards.load_card_db())


def demo_setups(p: str, src: str) -> Any:
    from game.engine import registry
    from game.ui.demo_setups import load_demo_setups
    game = "magic" if "/magic/" in src else "clash-of-decks"
    return load_demo_setups(registry.get(game), p)


def formats(p: str, _src: str) -> Any:
    from game.formats.spec import parse_formats
    return parse_formats(read_toml(p), p, max_players=4)


def magic_formats(p: str, _src: str) -> Any:
    from game.formats.spec import parse_formats
    return parse_formats(read_toml(p), p, max_players=8)


def magic_draft_set(p: str, _src: str) -> Any:
    from game.rulesets.magic import cards, commander_draft
    return commander_draft.read_set(read_toml(p), p, cards.load_card_db())


def magic_conspiracy_set(p: str, _src: str) -> Any:
    from game.rulesets.magic import cards, conspiracy_draft
    return conspiracy_draft.read_set(read_toml(p), p, cards.load_card_db())


def costs(p: str, _src: str) -> Any:
    from game.rulesets.clash_of_decks import mutation_costs
    return mutation_costs.parse_costs(read_toml(p), p)


def difficulty(p: str, _src: str) -> Any:
    from game.rulesets.clash_of_decks import difficulty as table
    return table.parse_table(read_toml(p), p)


def ei_skills(p: str, _src: str) -> Any:
    from game.rulesets.elements_illusion import skills
    return skills.parse_skills(read_toml(p).get("skill"), p)


def ei_cards(p: str, _src: str) -> Any:
    from game.rulesets.elements_illusion import skills
    return skills.parse_cards(read_toml(p), p)


def magic_cards(p: str, src: str) -> Any:
    from game.rulesets.magic import cards
    others = frozenset(str(t.get("id")) for f in glob.glob(os.path.join(cards.DATA_DIR, "cards*.toml")) if f != src
                       for t in read_toml(f).get("card", []) if isinstance(t, dict) and t.get("token"))
    return cards.parse_cards(read_toml(p).get("card", []), p, others)


def magic_decks(p: str, _src: str) -> Any:
    from game.rulesets.magic import cards, deck
    return deck.parse_decks(read_toml(p), p, cards.load_card_db())


def ai_level(p: str, src: str) -> Any:
    from game.ai.levels import load_level
    return load_level(p, os.path.basename(os.path.dirname(src)))


def puzzle(p: str, src: str) -> Any:
    from game.puzzles import load_puzzle
    return load_puzzle(p, os.path.basename(os.path.dirname(src)))


def tutorial(p: str, src: str) -> Any:
    from game.puzzles import load_tutorial
    return load_tutorial(p, os.path.splitext(os.path.basename(src))[0])


def scenario(p: str, _src: str) -> Any:
    from game.cli.scenario import run_file
    failures = run_file(p)            # a scenario that fails its expectations is a result, not a crash
    assert all(isinstance(f, str) for f in failures), failures


DATA = "game/rulesets"
BUNDLED = [
    Kind("lanes-cards", files(f"{DATA}/lanes/data/cards/*.toml"), lanes_cards),
    Kind("lanes-affiliations", files(f"{DATA}/lanes/data/affiliations.toml"), lanes_affiliations),
    Kind("lanes-decks", files(f"{DATA}/lanes/data/decks/*.toml"), lanes_deck),
    Kind("dragon-duel-names", files(f"{DATA}/dragon_duel/data/names.toml"), dd_names),
    Kind("dragon-duel-cards", files(f"{DATA}/dragon_duel/data/cards/*.toml"), dd_cards),
    Kind("dragon-duel-decks", files(f"{DATA}/dragon_duel/data/decks/*.toml"), dd_deck),
    Kind("clash-of-decks-cards", files(f"{DATA}/clash_of_decks/data/cards/*.toml"), cod_cards),
    Kind("clash-of-decks-decks", files(f"{DATA}/clash_of_decks/data/decks/*.toml"), cod_deck),
    Kind("clash-of-decks-formats", files(f"{DATA}/clash_of_decks/data/formats.toml"), formats),
    Kind("mutation-costs", files("levels/clash-of-decks/mutation-costs.toml"), costs),
    Kind("difficulty", files("levels/clash-of-decks/difficulty.toml"), difficulty),
    Kind("elements-illusion-skills", files(f"{DATA}/elements_illusion/data/skills.toml"), ei_skills),
    Kind("elements-illusion-cards", files(f"{DATA}/elements_illusion/data/cards.toml"), ei_cards),
    Kind("magic-cards", files(f"{DATA}/magic/data/cards*.toml"), magic_cards),
    Kind("magic-decks", files(f"{DATA}/magic/data/decks.toml"), magic_decks),
    Kind("magic-formats", files(f"{DATA}/magic/data/formats.toml"), magic_formats),
    Kind("magic-draft-set", files(f"{DATA}/magic/data/set_commander_draft.toml"), magic_draft_set),
    Kind("magic-conspiracy-set", files(f"{DATA}/magic/data/set_conspiracy_draft.toml"), magic_conspiracy_set),
    Kind("demo-setups", files(f"{DATA}/*/data/demo.toml"), demo_setups),
    Kind("ai-levels", files("levels/ai/*/*.toml"), ai_level),
    Kind("puzzles", files("levels/puzzles/*/*.toml"), puzzle),
    Kind("tutorials", files("levels/tutorial/*.toml"), tutorial),
    Kind("scenarios", files("levels/scenarios/*/*.toml"), scenario),
]


# ----- good files of the player's, made once -----------------------------------------------------------
@functools.lru_cache(maxsize=None)
def made() -> dict[str, list[str]]:
    """A saved game of every game, replays, an event (a mutation league mid-way and finished), its kept
    decks, settings, progress and a deck of every game: the good files the variants start from."""
    from game.ai import make_agent
    from game.cli.event import play_event
    from game.engine import registry
    from game.engine.match import Match
    from game.formats.runner import play
    from game.ui.settings import Settings, save_settings
    from game.ui.userdecks import deck_text
    folder = tempfile.mkdtemp(prefix="fuzz-sources-")
    out: dict[str, list[str]] = {k: [] for k in ("autosave", "replay", "event", "kept", "settings", "progress",
                                                 "deck")}
    for game in GAMES:
        info = registry.get(game)
        match = Match(info.id, 5, dict(info.default_setup(5), seats={"1": "random"}))
        agents = {p: make_agent("random", p, info.id) for p in range(match.state.num_players)}
        play(match, agents, max_actions=25)
        out["autosave"].append(_write(folder, f"autosave-{info.id}.json", match.to_json()))
        play(match, agents, max_actions=400)
        out["replay"].append(_write(folder, f"{info.id}-replay.json", match.to_json()))
        from game.ui import games as screens
        cat = screens.catalogue(info)
        if cat is not None:
            precon = next(iter(cat.precons().values()))
            path = os.path.join(folder, f"deck-{info.id}.toml")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(deck_text("mine", "My deck", "내 덱", precon.leader if cat.rules.leader else None,
                                   precon.counts()))
            out["deck"].append(path)
    league = {"format": "mutation-league", "players": 4, "seats": {str(s): "random" for s in range(4)}}
    cod = registry.get("clash-of-decks")
    mid = Match(cod.id, 3, league)
    play(mid, {s: make_agent("random", s, cod.id) for s in range(4)}, max_actions=150)
    out["event"].append(_write(folder, "league-mid.json", mid.to_json()))
    whole = os.path.join(folder, "league.json")
    done = play_event(cod, league, 1, save=whole)
    out["event"].append(whole)
    hooks = cod.part("formats")
    out["kept"] += hooks.kept(done.state, os.path.join(folder, "league"))
    settings_path = os.path.join(folder, "settings.toml")
    save_settings(Settings(language="ko", volume=0.4, game_options={"lanes": {"turn_limit": 30}}), settings_path)
    out["settings"].append(settings_path)
    progress = os.path.join(folder, "progress.toml")
    with open(progress, "w", encoding="utf-8") as fh:
        fh.write('version = 1\n\n[puzzles]\nsolved = ["01-first-blood", "dragon-duel/02-x"]\n\n'
                 '[tutorial]\nlanes = 3\ndragon-duel = 8\n')
    out["progress"].append(progress)
    return out


def _write(folder: str, name: str, data: Any) -> str:
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    return path


def kept_whole(path: str, raw: bytes | None) -> None:
    """The player's bytes are still somewhere beside ``path``: where they were, or set aside."""
    if raw is None:
        return
    stem, ext = os.path.splitext(path)
    for where in [path, *glob.glob(f"{glob.escape(stem)}.broken-*{ext}")]:
        if os.path.isfile(where):
            with open(where, "rb") as fh:
                if fh.read() == raw:
                    return
    raise AssertionError(f"{path}: the player's file is gone")


def raw_of(path: str) -> bytes | None:
    """The file's bytes before the app touches it (None: no file there, a folder say)."""
    if not os.path.isfile(path):
        return None
    with open(path, "rb") as fh:
        return fh.read()


def one_line(message: str, path: str) -> None:
    assert "\n" not in message, message[:300]
    assert os.path.basename(path) in message or os.path.dirname(path) in message, message[:300]
    assert len(message) < 3000, message[:300]


# ----- what the app does with each file of the player's --------------------------------------------------
def autosave(p: str, src: str) -> None:
    from game.cli.main import main
    from game.engine.match import Match
    from game.ui.autosave import check_autosave
    raw = raw_of(p)
    with mock.patch("builtins.input", side_effect=EOFError), mock.patch("sys.stdout"), \
            mock.patch("sys.stderr") as err:
        try:
            code = main(["play", "--load", p, "--save", p + ".play.json"])
        except SystemExit as refused:   # argparse's way: one line, status 2
            code = refused.code
    if code == 2:
        assert err.write.call_count <= 2, err.write.call_args_list     # the line and its newline
    else:
        assert code in (0, 1), code
    report = check_autosave(p)
    if report is None:
        Match.load(p)
        return
    for lang in ("en", "ko"):
        one_line(report.message(lang), report.kept or p)
    kept_whole(p, raw)


def legacy_autosave(p: str, src: str) -> None:
    from game.ui.autosave import check_autosaves
    raw = raw_of(p)
    for report in check_autosaves():
        one_line(report.message("en"), report.kept or report.path)
    home = os.path.dirname(p)
    assert raw is None or any(raw_of(f) == raw for f in glob.glob(os.path.join(home, "autosave*.json"))), "lost"


def replay(p: str, src: str) -> None:
    from game.ui.replay_scene import list_replays
    [entry] = list_replays(os.path.dirname(p))
    if entry.problem is not None:
        assert entry.match is None and "\n" not in entry.problem and len(entry.problem) <= 500, entry.problem[:300]


def settings_file(p: str, src: str) -> None:
    from game.ui.settings import load_settings, save_settings
    raw = raw_of(p)
    s, report = load_settings(p)
    if report is not None:
        for lang in ("en", "ko"):
            one_line(report.message(lang), p)
        kept_whole(p, raw)
    if os.path.isfile(p) or not os.path.exists(p):
        save_settings(s, p)
        assert load_settings(p) == (s, None)
        if report is not None:
            kept_whole(p, raw)


def progress_file(p: str, src: str) -> None:
    from game.ui.progress import load_progress, mark_solved
    raw = raw_of(p)
    progress = load_progress(p)
    if progress.report is not None:
        for lang in ("en", "ko"):
            one_line(progress.report.message(lang), p)
    mark_solved("99-new", p)
    if progress.report is not None:
        kept_whole(p, raw)
    assert load_progress(p).is_solved("99-new") or progress.report.kept is None


def user_deck(p: str, src: str) -> None:
    from game.engine import registry
    from game.ui import games as screens
    from game.ui.userdecks import load_user_decks, scan_user_decks
    cat = screens.catalogue(registry.get(src.split("deck-")[-1][:-5]))
    [found] = scan_user_decks(cat)
    assert all("\n" not in why and len(why) < 3000 for why in found.problems), found.problems
    load_user_decks(cat)


def event_save(p: str, src: str) -> None:
    from game.engine.match import Match
    Match.load(p)


def kept_deck(p: str, src: str) -> None:
    from game.rulesets.clash_of_decks import cards, mutated_deck
    mutated_deck.load(p, cards.load_card_db())


def _in(*parts: str) -> Any:
    return lambda folder: os.path.join(folder, *parts)


def _deck_place(folder: str) -> str:
    return os.path.join(folder, "decks", "PLACEHOLDER")


PLAYER = [
    Kind("autosave", lambda: made()["autosave"], autosave, toml=False, player=True),
    Kind("legacy-autosave", lambda: made()["autosave"], legacy_autosave, toml=False, player=True,
         target=_in("autosave.json")),
    Kind("replay", lambda: made()["replay"], replay, toml=False, player=True, target=_in("replays", "game.json")),
    Kind("settings", lambda: made()["settings"], settings_file, player=True),
    Kind("progress", lambda: made()["progress"], progress_file, player=True),
    Kind("user-deck", lambda: made()["deck"], user_deck, player=True),
    Kind("event-save", lambda: made()["event"], event_save, toml=False, player=True),
    Kind("kept-mutated-deck", lambda: made()["kept"], kept_deck, player=True),
]


def place(kind: Kind, home: str, source: str) -> str:
    """Where the app looks for this file in the data folder ``home``."""
    if kind.name == "user-deck":
        from game.engine import registry
        from game.ui import games as screens
        cat = screens.catalogue(registry.get(source.split("deck-")[-1][:-5]))
        return os.path.join(home, *cat.user_folder.split("/"), "mine.toml")
    if kind.name == "autosave":
        return os.path.join(home, os.path.basename(source))
    return kind.place(home, source)


TRIED: dict[str, list[int]] = {}


def _report(kind: str, failed: bool) -> None:
    tally = TRIED.setdefault(kind, [0, 0])
    tally[0] += 1
    tally[1] += failed
    folder = os.environ.get("FUZZ_REPORT")
    if folder:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"{kind}.json"), "w", encoding="utf-8") as fh:
            json.dump({"kind": kind, "variants": tally[0], "failures": tally[1]}, fh)


def check(kind: Kind, source: str, path: str) -> None:
    outcome, value = guarded(lambda p: kind.load(p, source), path)
    if outcome == "crash":
        raise AssertionError(f"{kind.name}: {os.path.basename(source)}: {type(value).__name__}: {str(value)[:500]}") \
            from value
    if outcome == "refused":
        one_line(value.line(), path)
        assert all(len(p) < 3000 for p in value.problems), [p[:200] for p in value.problems]


@pytest.mark.parametrize("kind", BUNDLED + PLAYER, ids=lambda k: k.name)
def test_every_variant_loads_or_is_refused_in_one_line(kind: Kind, tmp_path, monkeypatch) -> None:
    sources = kind.sources()
    assert sources, kind.name
    datas = [parse(s, kind.toml) for s in sources]
    for good in sources if LONG else sources[:3]:     # the good files themselves load (all of them: elsewhere)
        home = tempfile.mkdtemp(dir=tmp_path)
        monkeypatch.setenv("TABLETOP_CARDS_HOME", home)
        path = place(kind, home, good)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(good, "rb") as src, open(path, "wb") as dst:
            dst.write(src.read())
        outcome, value = guarded(lambda p: kind.load(p, good), path)
        assert outcome == "ok", (good, value)

    @settings(max_examples=EXAMPLES, database=None, deadline=None, derandomize=not LONG,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def variant(data: st.DataObject) -> None:
        i = data.draw(st.integers(0, len(sources) - 1), label="file")
        mutation = data.draw(mutations(len(paths(datas[i])), kind.toml), label="mutation")
        home = tempfile.mkdtemp(dir=tmp_path)
        monkeypatch.setenv("TABLETOP_CARDS_HOME", home)
        path = place(kind, home, sources[i])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(sources[i], "rb") as fh:
            text = fh.read()
        with open(path, "wb") as fh:
            fh.write(mutation.apply(datas[i], text, kind.toml))
        try:
            check(kind, sources[i], path)
        except BaseException:
            _report(kind.name, True)
            raise
        _report(kind.name, False)
    variant()


@pytest.mark.parametrize("kind", BUNDLED + PLAYER, ids=lambda k: k.name)
def test_a_folder_where_the_file_should_be_is_refused_and_left_alone(kind: Kind, tmp_path, monkeypatch) -> None:
    source = kind.sources()[0]
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    path = place(kind, str(tmp_path), source)
    os.makedirs(os.path.join(path, "inside"))
    check(kind, source, path)
    assert os.path.isdir(os.path.join(path, "inside"))
