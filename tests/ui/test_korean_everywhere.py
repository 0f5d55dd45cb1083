"""A Korean player reads Korean everywhere: every screen reachable from the menu for every game (the
menu, the game's menu and every screen its buttons open: seat setup, deck picker, game options; the
settings, the rules reference page by page, every tutorial step and puzzle, a table after some random
legal moves with its prompts, the large view of its cards and its piles; past the first screens, every
page of the deck builder, each stage of an event from its draft to its standings, and each game's modes
away from its default) is drawn in Korean, and every string drawn through ``fonts.text`` is read for runs
of Latin letters. The first of each (a page, a mode, the mutation league) runs by default; every one of
them in the long form (``python -m pytest -m long``).

A run is allowed only where Korean players read it so too (``KOREAN_ALLOWED`` in
tests/test_words_players_read.py, each with its reason), in a rule id the reference and refusals cite
("DD-3.2"), in a folder of the player's, or in the text of a game's own rule document quoted as published
(Magic's Korean Comprehensive Rules cite English section names; Elements Illusion's Korean draft writes
"Cost" and "(Fire)"). The rules reference's readings, our own words, read in Korean too: a reading without
its Korean is named by ``test_the_whole_rules_reference_reads_in_korean``."""
from __future__ import annotations

import contextlib
import re
from typing import Any, Iterator

import pygame
import pytest

from game.ai.random_agent import RandomAgent
from game.engine.actions import Concede
from game.engine import registry
from game.ui import cardart, fonts, games
from tests.test_words_players_read import latin_in_korean     # the runs a Korean reader would not read so

GAMES = ["lanes", "dragon-duel", "clash-of-decks", "elements-illusion", "magic"]
PATH = re.compile(r"(?<!\S)(?:[A-Za-z]:\\|~?/)\S+")     # a folder of the player's, as their system spells it


@contextlib.contextmanager
def drawn_strings(where: list[str]) -> Iterator[list[tuple[str, str]]]:
    """(screen, string) of every string drawn meanwhile; card faces are drawn afresh (their cache cleared)."""
    seen: list[tuple[str, str]] = []
    text = fonts.text

    def rec(s: str, *a: Any, **k: Any) -> Any:
        seen.append((where[0], s))
        return text(s, *a, **k)

    fonts.text = rec
    cardart._CACHE.clear()
    try:
        yield seen
    finally:
        fonts.text = text


HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _squash(text: str) -> str:
    return " ".join(text.split())


def untranslated(ruleset: str) -> tuple[list[str], list[str]]:
    """The readings, and the rules the document cites no line for, that have no Korean (rule number and the
    start of the English)."""
    readings, rules = [], []
    for rule in games.rules(registry.get(ruleset)):
        readings += [f"{rule.number}: {n.en[:50]}" for n in rule.notes if n.ko == n.en]
        if not rule.heading and not HANGUL.search(rule.shown_text("ko")):
            rules.append(f"{rule.number}: {rule.shown_text('ko')[:50]}")
    return readings, rules


def documents_own_words(ruleset: str) -> list[str]:
    """The game's rule document as published, quoted by the reference (its Korean, its Japanese),
    whitespace squashed; our own words (readings, Dragon Duel's rules) are not among them."""
    out: list[str] = []
    for rule in games.rules(registry.get(ruleset)):
        if rule.words is None or rule.words.ko == " ".join(rule.quote):   # the document's text, not ours
            out += [rule.shown_text("ko"), rule.text, *rule.quote] if HANGUL.search(rule.shown_text("ko")) else []
    return [_squash(x) for x in out]


def foreign(seen: list[tuple[str, str]], ruleset: str | None) -> dict[str, tuple[str, str]]:
    """Each run of Latin letters not allowed, with a screen and string it was drawn in."""
    from game.ui.i18n import t
    quoted = documents_own_words(ruleset) if ruleset else []
    reading = t("rules.reading", "ko", text="")
    bad: dict[str, tuple[str, str]] = {}
    for where, s in seen:
        runs = latin_in_korean(PATH.sub("", s))
        if not runs or all(r in bad for r in runs):
            continue
        line = _squash(s.removeprefix(reading))      # a wrapped line of a quoted text is a piece of it
        if where.endswith("rules") and any(line in q for q in quoted):
            continue
        for run in runs:
            bad.setdefault(run, (where, s))
    return bad


# ----- the walk ---------------------------------------------------------------------------------------
def _show(app: Any, hands: Any, where: list[str], name: str, scene: Any, frames: int = 3) -> Any:
    where[0] = name
    app.push(scene)
    hands.frames(frames)
    return scene


def _back_to(app: Any, hands: Any, scene: Any) -> None:
    """Every screen above ``scene`` closed (an event's screens hand over to one another as they close)."""
    assert scene in app.scenes
    for _ in range(12):
        if app.scene is scene:
            return
        app.pop()
        hands.frames(1)
    above = app.scenes[app.scenes.index(scene) + 1:]     # a screen that brings its event back as it closes
    del app.scenes[len(app.scenes) - len(above):]
    for gone in reversed(above):
        gone.leave()
    scene.enter()
    hands.frames(1)


def _menus(app: Any, hands: Any, where: list[str], ruleset: str) -> None:
    """The game's menu, and every screen each of its buttons opens (with that screen's own buttons to the
    game's options or the rules, one level down)."""
    from game.ui.menu import GameMenuScene
    from game.ui.widgets import Button
    menu = _show(app, hands, where, "game menu", GameMenuScene(app, ruleset))
    for bid in [b.button_id for b in menu.buttons if b.button_id not in ("all_games", "resume")]:
        where[0] = f"menu:{bid}"
        hands.click_node(next(b for b in menu.buttons if b.button_id == bid))
        hands.frames(3)
        opened = app.scene
        if opened is not menu:
            for sub in ("options", "rules", "start", "new"):     # the last two open what comes next
                node = opened.root.find(f"button:{sub}")
                if isinstance(node, Button) and node.visible and node.enabled:
                    where[0] = f"menu:{bid}:{sub}"
                    hands.click_node(node)
                    hands.frames(6)
                    if getattr(app.scene, "pass_pending", False):    # a table's or a draft's pass screen
                        hands.pass_screen()
                    hands.frames(3)
                    if sub in ("start", "new"):
                        break
                    if app.scene is not opened:
                        app.pop()
                        hands.frames(1)
        _back_to(app, hands, menu)


def _rules(app: Any, hands: Any, where: list[str], ruleset: str) -> None:
    """The rules reference, page after page to its end."""
    from game.ui.rules_scene import RulesScene
    scene = _show(app, hands, where, "rules", RulesScene(app, ruleset=ruleset))
    for _ in range(400):
        before = scene.list.scroll
        scene.list.scroll_by(scene.list.h * 0.9)
        hands.frames(1)
        if scene.list.scroll == before:
            break
    app.pop()


def _lessons(app: Any, hands: Any, where: list[str], ruleset: str) -> None:
    from game.puzzles import load_puzzles, load_tutorial
    from game.ui.puzzles_scene import PuzzleListScene, PuzzleScene, TutorialListScene, TutorialScene
    _show(app, hands, where, "puzzle list", PuzzleListScene(app, ruleset))
    app.pop()
    _show(app, hands, where, "tutorial list", TutorialListScene(app, ruleset))
    app.pop()
    tutorial = load_tutorial(ruleset=ruleset)
    for i in range(len(tutorial.steps)):
        _show(app, hands, where, f"tutorial step {i + 1}", TutorialScene(app, tutorial, i))
        app.pop()
    puzzles = load_puzzles(ruleset=ruleset)
    for i in range(len(puzzles)):
        _show(app, hands, where, f"puzzle {puzzles[i].id}", PuzzleScene(app, puzzles, i))
        app.pop()


def _table(app: Any, hands: Any, where: list[str], ruleset: str, moves: int = 16, *,
           setup: dict[str, Any] | None = None, name: str = "table") -> None:
    """A game (hotseat, or against programs where ``setup`` names its seats) after some random legal moves,
    each shown; then the large view of each kind of card on the table and every public pile opened."""
    from game.ui.table.scene import TableScene
    from game.ui.table.session import Session
    app.settings.animation_speed = 10.0
    session = Session.new(ruleset, 3, setup, autosave=None)
    agents = TableScene._agents(setup, 3, ruleset) if setup and "seats" in setup else None
    scene = _show(app, hands, where, name, TableScene(app, session, ai_seats=agents), frames=5)
    agent = RandomAgent(11)
    for _ in range(moves):
        hands.pass_screen()
        hands.quiet(scene)
        st = scene.session.state
        if st.result is not None:
            break
        if scene.acting() not in scene.ai_seats:
            scene.submit(agent.choose(st, scene.acting()))
        hands.settle()
    hands.pass_screen()
    hands.frames(2)
    where[0] = f"{name}: large view"
    st = scene.session.state
    kinds = {st.cards[iid].def_id: iid for iid, node in scene.card_nodes.items() if node.visible}
    for iid in kinds.values():
        scene.show_large(iid)
        hands.frames(1)
    scene.show_large(None)
    where[0] = f"{name}: piles"
    for pile in scene.part.piles():
        if pile.public:
            scene.open_pile(pile)
            hands.frames(1)
    hands.key(pygame.K_ESCAPE)
    hands.frames(1)
    where[0] = f"{name}: keys"              # the list of every key (K), and K again closes it
    hands.key(pygame.K_k)
    hands.frames(2)
    assert scene.keys_card.visible
    hands.key(pygame.K_k)
    hands.frames(1)
    where[0] = f"{name}: game over"         # a player concedes: the result and its buttons
    for seat in range(scene.session.state.num_players):     # every seat but the last concedes, in turn
        if scene.session.state.result is None and seat not in scene.ai_seats:
            hands.quiet(scene)
            scene.submit(Concede(seat))
            hands.settle()
            hands.pass_screen()
    hands.frames(3)
    assert scene.overlay.visible and scene.overlay.title
    app.pop()


@pytest.mark.slow        # every screen of a game: 3 to 8 s each on a busy machine
@pytest.mark.parametrize("ruleset", GAMES)
def test_every_screen_of_every_game_reads_in_korean(make_app, ruleset):
    from game.ui.app import Scene
    app = make_app(lang="ko")
    from game.ui.smoke import Hands
    hands = Hands(app)
    app.push(Scene(app))
    where = ["?"]
    with drawn_strings(where) as seen:
        _menus(app, hands, where, ruleset)
        _rules(app, hands, where, ruleset)
        _lessons(app, hands, where, ruleset)
        _table(app, hands, where, ruleset)
    screens = {w for w, _ in seen}
    assert {"game menu", "rules", "tutorial step 1", "table", "table: large view", "table: keys",
            "table: game over"} <= screens, screens
    assert foreign(seen, ruleset) == {}


def test_the_screens_of_no_game_read_in_korean(make_app):
    """The first menu, the settings, the replays and the program's level."""
    from game.ui.app import Scene
    from game.ui.menu import MainMenu
    from game.ui.replay_scene import ReplayListScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.smoke import Hands
    from game.ui.solo import LevelPickScene
    app = make_app(lang="ko")
    hands = Hands(app)
    app.push(Scene(app))
    where = ["?"]
    with drawn_strings(where) as seen:
        for name, make in (("menu", MainMenu), ("settings", SettingsScene), ("replays", ReplayListScene),
                           ("levels", lambda a: LevelPickScene(a, {}))):
            _show(app, hands, where, name, make(app))
            app.pop()
    assert {w for w, _ in seen} == {"menu", "settings", "replays", "levels"}
    assert foreign(seen, None) == {}


@pytest.mark.parametrize("ruleset", GAMES)
def test_the_whole_rules_reference_reads_in_korean(ruleset):
    """The readings of Dragon Duel, Clash of Decks and Elements Illusion in Korean come from their
    readings_ko.toml, found by their English (and Elements Illusion's one rule its draft has no line for,
    by its number): a reading changed in the map and not there is named here."""
    assert untranslated(ruleset) == ([], [])


def test_a_korean_reader_reads_elements_illusions_rules_in_the_drafts_own_korean():
    """Each rule the draft has lines for shows them first in Korean (our English one key away, F2)."""
    rules = [r for r in games.rules(registry.get("elements-illusion")) if r.quote]
    assert len(rules) > 50
    assert [r.number for r in rules if not HANGUL.search(r.shown_text("ko"))] == []
    assert all(r.second_text("ko") == r.text and r.shown_text("en") == r.text for r in rules)


@pytest.mark.slow        # a game against a program until it has moved a few times: 2 to 6 s a game
@pytest.mark.parametrize("ruleset", GAMES)
def test_why_that_move_reads_in_korean(make_app, ruleset):
    """Against a program, W asks why it moved: the answer in the log reads in Korean."""
    from game.ui.smoke import Hands
    from game.ui.table.keys import WHY_KEY
    from game.ui.table.scene import TableScene
    app = make_app(lang="ko")
    app.settings.animation_speed = 10.0
    hands = Hands(app)
    setup = registry.get(ruleset).default_setup(5)
    scene = TableScene.new_solo(app, setup, "normal", ai_seat=1, seed=5, ruleset=ruleset)
    app.push(scene)
    agent = RandomAgent(5)
    for _ in range(400):
        st = scene.session.state
        if st.result is not None or sum(a.player == 1 for a in scene.session.match.log) >= 3:
            break
        hands.frames(2)
        if scene.animating() or scene.ai_move is not None or scene.acting() in scene.ai_seats:
            continue
        mine = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        if mine:
            scene.submit(agent.choose(st, scene.viewer))
    hands.quiet(scene)          # a key on a busy table only hurries it on
    where = ["why"]
    assert any(a.player == 1 for a in scene.session.match.log), "the program has not moved"
    with drawn_strings(where) as seen:
        before = len(scene.log.entries)
        hands.key(WHY_KEY)
        hands.frames(3)
    assert scene.log.visible
    told = [e[1] for e in scene.log.entries[before:] if isinstance(e[1], str)]    # the answer, among events
    assert told, "no answer in the log"
    for said in told:          # the answer (and any line the table added meanwhile, an automatic pass)
        assert HANGUL.search(said), said
        assert latin_in_korean(said.removeprefix("AI: ")) == [], said
        assert "\u2192" not in said, said          # a move is said as a sentence, not "card -> place"
    assert foreign(seen, ruleset) == {}


@pytest.mark.slow        # a saved game of each, watched: 1 to 3 s a game
@pytest.mark.parametrize("ruleset", GAMES)
def test_watching_a_replay_reads_in_korean(make_app, home, ruleset):
    """A saved game watched from Replays: the list, the table as it steps through, its log, the other
    player's view and the end."""
    import os

    from game.ui.smoke import Hands
    from tests.ui.test_replay_scene import open_replay
    from game.ui.table.session import Session
    session = Session.new(ruleset, 7)
    agent = RandomAgent(7)
    while len(session.match.log) < 30 and session.state.result is None:
        st = session.state
        legal = [a for a in st.legal_actions() if not isinstance(a, Concede)]
        session.apply(agent.choose(st, legal[0].player))
    path = session.save_replay()
    app = make_app(lang="ko")
    hands = Hands(app)
    where = ["replays"]
    with drawn_strings(where) as seen:
        scene = open_replay(app, hands, path)
        where[0] = "replay"
        for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_v, pygame.K_END):
            hands.key(key)
            hands.settle()
    assert scene.position == len(scene.replay_log) > 0    # the end (a sealed choice still pending is not saved)
    assert {w for w, _ in seen} == {"replays", "replay"}
    mine = os.path.basename(path)           # the player's own file, named as their folder names it
    assert foreign([(w, text.replace(mine, "")) for w, text in seen], ruleset) == {}


# ----- the screens past the first: the deck builder's pages, an event's stages, every mode of a game ----
def _deck_builder(app: Any, hands: Any, where: list[str], ruleset: str, *, every: bool) -> None:
    """The deck builder's pages (the second and the last; ``every``: all of them, and each value of each
    filter), a card added and taken out, a preconstructed deck loaded with what its rules say, and the
    lists of the player's decks and of the preconstructed ones."""
    from game.ui import userdecks
    from game.ui.deckbuilder import DeckBuilderScene
    scene = _show(app, hands, where, "deck builder", DeckBuilderScene(app, ruleset=ruleset))
    pages = 1 + (len(scene.filtered()) - 1) // scene.per_page
    for page in (range(1, pages) if every else sorted({min(1, pages - 1), pages - 1})):
        where[0] = f"deck builder: page {page + 1}"
        scene.turn_page(page - scene.page)
        hands.frames(2)
    assert scene.page == pages - 1
    if every:
        for f in scene.cat.filters:
            where[0] = f"deck builder: filter {f.id}"
            for value, _ in f.values:
                if f.cycle:
                    scene.cycle(f.id, 1)
                else:
                    scene.toggle(scene.chosen[f.id], value)
                hands.frames(1)
                if not f.cycle:
                    scene.toggle(scene.chosen[f.id], value)
            if f.cycle:
                scene.cycle(f.id, 1)            # back to any
    scene.turn_page(-pages)
    where[0] = "deck builder: a deck"
    first = scene.visible_cards()[0]
    scene.add_card(first.id)
    hands.frames(2)
    scene.remove_card(first.id)
    for opened in (scene.open_template, scene.open_load):
        where[0] = f"deck builder: {opened.__name__}"
        opened()
        hands.frames(2)
        hands.key(pygame.K_ESCAPE)
        hands.frames(1)
    templates = list(userdecks.preconstructed_decks(scene.cat))
    if templates:
        where[0] = "deck builder: a preconstructed deck"
        scene.load_template(templates[0])
        hands.frames(2)
    app.pop()


# Each game's modes and options away from its default, as (name, players, settings, seats played by programs):
# the first of each game runs by default, the rest in the long form.
MODES: dict[str, list[tuple[str, int | None, dict[str, Any], dict[str, str]]]] = {
    "lanes": [("against a program", None, {}, {"1": "easy"}),
              ("the second player starts", None, {"first_player": "2"}, {})],
    "dragon-duel": [("a match to 5 crystals", None, {"match": "on"}, {}),
                    ("plays that cannot reach are refused", None, {"backtracking": "prevent"}, {"1": "easy"})],
    "clash-of-decks": [("four, each for themselves", 4, {"mode": "ffa"}, {}),
                       ("solo against the rulebook AI", 1, {"mode": "solo"}, {}),
                       ("two against two", 4, {"mode": "2v2"}, {"1": "easy", "3": "easy"}),
                       ("co-op", 4, {"mode": "coop"}, {}),
                       ("champions and exhaustion", None, {"champion": "on", "exhaustion": "on"}, {}),
                       ("constructed decks", None, {"decks": "constructed"}, {"1": "easy"})],
    "elements-illusion": [("two teams of three", 6, {"mode": "B", "teams": "halves"}, {}),
                          ("two teams, five players, alternating seats", 5, {"mode": "B"}, {"1": "easy"}),
                          ("six, each for themselves", 6, {}, {str(p): "easy" for p in range(1, 6)}),
                          ("a round of a turn for every seat", 3, {"round_length": "players"}, {})],
    "magic": [("vanguard", None, {"variant": "vanguard"}, {}),
              ("brawl against a program", None, {"variant": "brawl"}, {"1": "easy"}),
              ("commander", None, {"variant": "commander"}, {}),
              ("commander, four players", 4, {"variant": "commander"}, {})],
}


def _options(app: Any, hands: Any, where: list[str], ruleset: str) -> None:
    """The screen a new game opens (the seats: each seat count and each value of its rows), and its options
    screen (the decks are chosen on the screen before), each option stepped through its values, with its
    help and the toast that says what changed."""
    from game.ui.gameoptions import GameOptionsScene
    from game.ui.menu import GameMenuScene
    from game.ui.seatsetup import SeatSetupScene
    base = app.scene
    menu = _show(app, hands, where, "options", GameMenuScene(app, ruleset))
    hands.click_node(next(b for b in menu.buttons if b.button_id == "hotseat"))
    hands.frames(2)
    seats = app.scene
    if isinstance(seats, SeatSetupScene):         # each seat count, and each value of each row at each
        for n in seats.seating.players:
            where[0] = f"seats: {n} players"
            seats.set_players(n)
            hands.frames(1)
            for o in seats.rows():
                for value in seats.row_choices(o):
                    seats.set_option(o.id, value)
                    hands.frames(1)
        seats.set_players(seats.seating.players[0])
    hands.click_node(app.scene.root.find("button:options"))
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, GameOptionsScene)
    for o in scene.options:
        where[0] = f"options: {o.id}"
        scene.pointed = o.id
        for _ in range(len(o.choices) if o.kind == "choice" else 2):
            scene.change(o.id, wrap=True)
            scene.show_help()
            hands.frames(1)
    scene.reset()
    _back_to(app, hands, base)


def _modes(app: Any, hands: Any, where: list[str], ruleset: str, *, every: bool) -> list[str]:
    """The table in each of the game's modes (the first alone unless ``every``); the screens' names."""
    from game.engine.setup import build_setup
    _options(app, hands, where, ruleset)
    names = []
    for name, players, settings, seats in MODES[ruleset][:None if every else 1]:
        setup = build_setup(registry.get(ruleset), 3, players=players, settings=settings)
        if seats:
            setup["seats"] = seats
        _table(app, hands, where, ruleset, 8, setup=setup, name=f"mode {name}")
        names.append(f"mode {name}")
    return names


@pytest.mark.slow        # a table in a mode, played some moves: 3 to 10 s a game on a busy machine
@pytest.mark.parametrize("ruleset", GAMES)
def test_every_mode_of_every_game_reads_in_korean(make_app, ruleset):
    """The game's options at each of their values, and a table of the game in a mode other than its default
    (four seats, teams, a variant, a program's seat)."""
    app, hands, where = _korean_app(make_app)
    with drawn_strings(where) as seen:
        names = _modes(app, hands, where, ruleset, every=False)
    assert {f"{n}: game over" for n in names} <= {w for w, _ in seen}
    assert foreign(seen, ruleset) == {}


@pytest.mark.long
@pytest.mark.parametrize("ruleset", GAMES)
def test_every_mode_of_every_game_reads_in_korean_all_of_them(make_app, ruleset):
    app, hands, where = _korean_app(make_app)
    with drawn_strings(where) as seen:
        names = _modes(app, hands, where, ruleset, every=True)
    assert {f"{n}: game over" for n in names} <= {w for w, _ in seen}
    assert foreign(seen, ruleset) == {}


BUILDERS = [g for g in GAMES if "deckbuilder" in registry.get(g).modes]


@pytest.mark.parametrize("ruleset", BUILDERS)
def test_the_deck_builders_pages_read_in_korean(make_app, ruleset):
    app, hands, where = _korean_app(make_app)
    with drawn_strings(where) as seen:
        _deck_builder(app, hands, where, ruleset, every=False)
    assert "deck builder: page 2" in {w for w, _ in seen}
    assert foreign(seen, ruleset) == {}


@pytest.mark.long
@pytest.mark.parametrize("ruleset", BUILDERS)
def test_every_page_and_filter_of_the_deck_builder_reads_in_korean(make_app, ruleset):
    app, hands, where = _korean_app(make_app)
    with drawn_strings(where) as seen:
        _deck_builder(app, hands, where, ruleset, every=True)
    assert foreign(seen, ruleset) == {}


def _korean_app(make_app: Any) -> tuple[Any, Any, list[str]]:
    from game.ui.app import Scene
    from game.ui.smoke import Hands
    app = make_app(lang="ko")
    hands = Hands(app)
    app.push(Scene(app))
    return app, hands, ["?"]


# Clash of Decks' events, each from its first stage: (setting that starts it, players, games played through)
EVENTS: list[tuple[dict[str, Any], int, int]] = [
    ({"format": "mutation-league", "rounds": 1}, 4, 1),      # draft, build, mutation, a game, the standings
    ({"decks": "draft", "mode": "duel"}, 2, 1),
    ({"decks": "draft", "mode": "solo"}, 1, 1),
    ({"decks": "draft", "mode": "ffa"}, 4, 1),
    ({"decks": "draft", "mode": "coop"}, 4, 1),
]


def _event(app: Any, hands: Any, where: list[str], settings: dict[str, Any], players: int, games: int) -> set[str]:
    """An event of Clash of Decks, one person and programs, through each of its stages: the draft, deck
    building, the mutation phase, its games (the person concedes) and the standings; the screens' names."""
    from game.rulesets.clash_of_decks.mutation_editor import MutationEditorScene
    from game.engine.setup import build_setup
    from game.ui.event_scene import EventScene
    from game.ui.table.event_table import EventTableScene
    from game.ui.table.scene import TableScene
    from game.ui.table.session import Session
    from tests.ui.event_kit import concede_at_the_table, hub_of, step
    app.settings.animation_speed = 10.0
    info = registry.get("clash-of-decks")
    own = {k: v for k, v in settings.items() if k == "format" or info.option(k) is None}
    setup = dict(build_setup(info, 5, players=players if "format" not in own else None,
                             settings={k: v for k, v in settings.items() if k not in own}), **own)
    if "format" in own:
        setup["players"] = players
    setup["seats"] = {str(s): "random" for s in range(1, players)}
    _show(app, hands, where, "event", TableScene.open(app, Session.new(info.id, 5, setup, autosave=None)))
    names: set[str] = set()
    played = 0

    def watch(scene: Any) -> None:       # the screen up, as each step finds it
        where[0] = f"event: {type(scene).__name__}"
        names.add(where[0])

    for _ in range(300):
        scene = app.scene
        if not any(isinstance(s, EventScene) for s in app.scenes):      # a one-game event, over
            break
        watch(scene)
        if isinstance(scene, MutationEditorScene):
            hands.click_node(scene.root.find("button:done"))
            if scene.dialog.visible:
                hands.click_node(scene.root.find("button:end_yes"))
            hands.frames(2)
        elif isinstance(scene, EventTableScene):
            concede_at_the_table(app, hands)
            hands.frames(3)
            played += 1
            hands.click_node(next(b for b in scene.over_buttons if b.button_id == "menu"))
            hands.frames(3)
        elif isinstance(scene, EventScene):
            hub = hub_of(app)
            if hub.ev.result is not None:
                names.add("event: final ranking")
            if hub.ev.result is not None or played >= games:
                hands.frames(3)
                break
            nxt = hub.root.find("button:next")
            if nxt is not None and nxt.visible and nxt.enabled:
                hands.click_node(nxt)
            step(app, hands, watch=watch)
        else:
            step(app, hands, watch=watch)
    assert played >= min(games, 1), names
    return names


@pytest.mark.parametrize("settings, players, games", EVENTS[:1], ids=["mutation-league"])
def test_an_events_every_stage_reads_in_korean(make_app, settings, players, games):
    app, hands, where = _korean_app(make_app)
    with drawn_strings(where) as seen:
        names = _event(app, hands, where, settings, players, games)
    assert {"event: DraftScene", "event: BuildScene", "event: MutationEditorScene", "event: EventTableScene",
            "event: EventScene"} <= names, names
    assert foreign(seen, "clash-of-decks") == {}


@pytest.mark.long
@pytest.mark.parametrize("settings, players, games", EVENTS, ids=["league", "duel", "solo", "four", "coop"])
def test_every_events_every_stage_reads_in_korean(make_app, settings, players, games):
    app, hands, where = _korean_app(make_app)
    with drawn_strings(where) as seen:
        names = _event(app, hands, where, settings, players, 99)       # every game, to the final ranking
    assert {"event: DraftScene", "event: EventTableScene"} <= names, names
    assert "event: final ranking" in names or "format" not in settings, names     # a league's last screen
    assert foreign(seen, "clash-of-decks") == {}
