"""Magic's Conspiracy Draft (905) at the generic draft screen: a pack of fifteen and one card a pick; what the
draft-time abilities reveal is shown to everyone (905.2b notes in the players' column, 905.2c face-up cards
among another seat's picks), while the rest of the others' picks stays a count (905.1c)."""
from __future__ import annotations

from game.engine.match import Match
from game.ui.cardtiles import CardTile
from game.ui.draft_scene import DraftScene
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.menu import MainMenu

from event_kit import wait_programs


def test_905_2b_the_draft_screen_shows_everyones_notes_and_the_face_up_cards_of_the_others(app, hands):
    app.push(MainMenu(app))
    match = Match("magic", 3, {"format": "conspiracy-draft", "players": 8,
                               "seats": {str(s): "random" for s in range(1, 8)}})
    ev = match.state
    for c in ev.draft.hands[1]:
        ev.draft.cards[c] = "MG-DM06"          # whatever B takes is Heraldic Golem, drafted face up (905.2c)
    for c in ev.draft.hands[2]:
        ev.draft.cards[c] = "MG-DM02"          # whatever C takes is Tally Clerk, which notes 14 (905.2b)
    hub = EventScene(app, EventRun(match, path=None))
    app.push(hub)
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    draft = app.scene
    assert isinstance(draft, DraftScene) and draft.seat == 0
    offered = [t for t in draft.root.walk() if isinstance(t, CardTile) and t.key.startswith("pick:")]
    assert len(offered) == 15
    hands.click_node(offered[0])
    wait_programs(app, hands)
    hands.frames(2)
    draft = app.scene
    assert isinstance(draft, DraftScene)
    notes = draft.root.find("notes:2")
    assert notes is not None and notes.text == "Noted: Tally Clerk: 14"
    assert draft.root.find("notes:0") is None and draft.root.find("notes:3") is None
    golem = [t for t in draft.root.walk() if isinstance(t, CardTile) and t.key.startswith("seen:1:")]
    assert len(golem) == 1 and golem[0].card_id == "MG-DM06"
    assert not [t for t in draft.root.walk() if isinstance(t, CardTile) and t.key.startswith("seen:3:")]


def test_905_2b_at_the_table_a_drafted_cards_note_is_read_by_every_player(app, hands):
    from game.rulesets.magic.scenario import _build
    from game.ui.lesson import PositionSession
    from game.ui.table.scene import TableScene

    def make():
        s = _build({"scenario": {"players": 2, "seed": 1},
                    "position": {"step": "main1", "active": 1, "p1": {"battlefield": ["MG-DM08", "MG-R51"]},
                                 "p2": {"battlefield": ["MG-DM01"]}}}, "test")
        banner = next(c for c in s.battlefield(0) if s.defs[c].id == "MG-DM08")
        s.draft_notes = {banner: "R"}            # Oathsworn Banner noted red as it was drafted
        return s
    app.settings.language = "ko"
    scene = TableScene(app, PositionSession(make))
    app.push(scene)
    hands.frames(3)
    if scene.pass_pending:
        hands.pass_screen()
    hands.settle()
    st = scene.session.state
    banner = next(c for c in st.battlefield(0) if st.defs[c].id == "MG-DM08")
    bearer = next(c for c in st.battlefield(1) if st.defs[c].id == "MG-DM01")
    words = [s.word for s in scene.part.card_states(banner)]
    assert "Noted as it was drafted: red (905.2b)" in [w.en for w in words]
    assert "드래프트할 때 기록: 적색 (905.2b)" in [w.ko for w in words]
    assert not [s for s in scene.part.card_states(bearer) if "905.2b" in s.word.en]     # no note: none shown
