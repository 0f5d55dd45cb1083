"""Every screen of every game, at 1024x600, 1280x720 and 1920x1080, in English and Korean, at text size
100 % and 150 %: no text drawn runs into other text or leaves the window. Screens are test_screens' list
(menus, deck picker and builder, options, settings, puzzles, tutorial, replays, levels), each game's menu
and options, and each game's table after a dozen moves made through the UI, the pass screen lifted. The
strictest corners (the smallest window in Korean and the largest in English, both at 150 %) run by default;
the whole matrix is marked long (`python -m pytest -m long`)."""
from __future__ import annotations

import itertools
from typing import Any, Callable

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.rng import Rng
from game.formats.runner import decide
from game.ui.smoke import Hands, _table

from tests.ui.test_screens import SCREENS, _game_menu, _options
from tests.ui.test_text_size_screens import clashes, drawn_texts

GAMES = [i.id for i in registry.all_rulesets()]


def _table_after_moves(ruleset: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        return _table(app, ruleset, 11, None)
    return make


ALL: dict[str, Callable[[Any], Any]] = dict(SCREENS)
for _g in GAMES:
    ALL.setdefault(f"game-{_g}", _game_menu(_g))
    ALL.setdefault(f"options-{_g}", _options(_g))
    ALL[f"table-{_g}"] = _table_after_moves(_g)

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
CORNERS = [((1024, 600), "ko", 1.5), ((1920, 1080), "en", 1.5)]
REST = [c for c in itertools.product(SIZES, ("en", "ko"), (1.0, 1.5)) if c not in CORNERS]


def play_some(app: Any, hands: Hands, n: int) -> Any:
    """``n`` moves of a seeded program put through the table's door (the layout, not the gestures, is tested
    here), each shown, the pass screen lifted for whoever acts."""
    program = PlayoutAgent(Rng(11))
    app.settings.animation_speed = 4.0    # programs' moves too are shown quickly
    made = 0
    for _ in range(n * 4):
        scene = app.scene
        hands.pass_screen()
        hands.settle()
        st = scene.session.state
        if made >= n or st.result is not None:
            break
        if scene.viewer not in st.current_players():
            hands.frames(10)
            continue
        scene.submit(decide(program, st, scene.viewer))
        scene.skip_animations()           # the layout after the move is what is checked, not its animation
        made += 1
    hands.pass_screen()
    hands.settle()
    assert made > 0
    return app.scene


def check(make_app: Any, screen: str, size: tuple[int, int], lang: str, text_size: float) -> None:
    app = make_app(size=size, lang=lang, text_size=text_size)
    scene = ALL[screen](app)
    app.push(scene)
    hands = Hands(app)
    hands.frames(3)
    if screen.startswith("table-"):
        scene = play_some(app, hands, 12)
    found = clashes(drawn_texts(app, scene), app.screen.get_rect())
    assert found == [], found[:6]


@pytest.mark.parametrize("size, lang, text_size", CORNERS)
@pytest.mark.parametrize("screen", list(ALL))
def test_no_text_runs_into_text_or_off_the_window(make_app, screen, size, lang, text_size) -> None:
    check(make_app, screen, size, lang, text_size)


@pytest.mark.long
@pytest.mark.parametrize("size, lang, text_size", REST)
@pytest.mark.parametrize("screen", list(ALL))
def test_no_text_runs_into_text_or_off_the_window_at_every_size(make_app, screen, size, lang, text_size) -> None:
    check(make_app, screen, size, lang, text_size)
