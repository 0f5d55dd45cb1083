"""Magic's Commander Draft (903.13) at the generic draft screen: it opens for one person among seven programs
with the pack of twenty in hand and a pick of two, and a click takes the first card into the sealed pick.
The screen's own Commander Draft work (the pool, the deck, the added commander) is a later step."""
from __future__ import annotations

from game.engine.match import Match
from game.ui.cardtiles import CardTile
from game.ui.draft_scene import DraftScene
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.menu import MainMenu

from event_kit import wait_programs


def test_903_13b_the_draft_screen_opens_a_pack_of_twenty_and_takes_two_cards_a_pick(app, hands):
    app.push(MainMenu(app))
    match = Match("magic", 3, {"format": "commander-draft", "players": 8,
                               "seats": {str(s): "random" for s in range(1, 8)}})
    hub = EventScene(app, EventRun(match, path=None))
    app.push(hub)
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    draft = app.scene
    assert isinstance(draft, DraftScene) and draft.seat == 0
    offered = [t for t in draft.root.walk() if isinstance(t, CardTile) and t.key.startswith("pick:")]
    assert len(offered) == 20
    hands.click_node(offered[0])
    hands.frames(2)
    assert hub.ev.draft.pending[0] == [int(offered[0].key[len("pick:"):])]
    assert isinstance(app.scene, DraftScene)                 # the second card of the pick is still to take
    for s in range(1, 8):
        assert draft.root.find(f"seat:{s}") is not None
