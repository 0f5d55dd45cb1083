"""The log survives Resume, in every game: the resumed table tells again every event of the saved actions,
to each reader as that seat was told them (secrets kept), the lines the table showed before it was left."""
from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.events import Event
from game.engine.rng import Rng
from game.ui.table.scene import TableScene
from game.ui.table.session import Session, autosave_path
from game.ui.tableinfo import table_part

GAMES = [info.id for info in registry.all_rulesets() if table_part(info) is not None]


def told(scene: TableScene, reader: int, lang: str = "en") -> list[str]:
    """The log as ``reader`` reads it at the screen (the eyes on a hotseat table are the viewer's)."""
    scene.viewer = reader
    scene.app.settings.language = lang
    return list(scene.log.lines)


@pytest.mark.parametrize("ruleset", GAMES)
def test_a_resumed_game_tells_its_log_again_as_each_seat_was_told_it(app, hands, ruleset):
    app.settings.animation_speed = 10.0
    session = Session.new(ruleset, 7, registry.get(ruleset).default_setup(7), autosave=autosave_path(ruleset))
    scene = TableScene(app, session)
    app.push(scene)
    hands.frames(2)
    rng = Rng(3)
    for _ in range(14):
        st = scene.session.state
        p = st.current_players()[0]
        legal = [a for a in st.legal_actions() if a.player == p and not isinstance(a, Concede)]
        scene.submit(legal[rng.below(len(legal))])
        scene.skip_animations()
    st = scene.session.state
    assert st.result is None
    app.pop()
    resumed = TableScene.resume(app, ruleset)
    assert isinstance(resumed, TableScene)
    kept = len(resumed.session.match.log)       # a sealed stretch not yet revealed is not in the file
    assert kept >= 6
    shown = [item for at, item, _only in scene.log.entries if isinstance(item, Event) and at <= kept]
    app.push(resumed)
    hands.frames(2)
    mark = "\u2014 The game is taken up again here \u2014"
    seats = range(st.num_players)
    for p in seats:
        lines = told(resumed, p)
        assert mark in lines, p
        assert lines[:lines.index(mark)] == scene.text.describe_events(st, shown, "en", p), p
    if len(seats) > 1 and ruleset != "dragon-duel":      # each seat is told its own secrets alone
        assert told(resumed, 0) != told(resumed, 1)
    assert "\u2014 여기서 게임을 이어 합니다 \u2014" in told(resumed, 0, "ko")
