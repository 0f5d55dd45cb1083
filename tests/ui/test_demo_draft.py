"""The demo shows a draft's first picks between programs (issue 25): Magic's Commander Draft on the draft
screen through player A's eyes, at a pace one can read (a card, a pause, the pass said in the column),
then the next game of the rotation. The short form: the clock is stepped in quarter seconds."""
from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.errors import DataError
from game.formats.text import card_label
from game.ui.cardtiles import CardTile
from game.ui.demo import DemoScene
from game.ui.demo_draft import CARD_SECONDS, FIRST_SECONDS, PICKS, DemoDraftScene
from game.ui.demo_setups import load_demo_setups

STEP = 0.25


def open_draft(app, hands, **kw) -> DemoScene:
    demo = DemoScene(app, seed=5, fullscreen=False, **{"attract_ai": "random", **kw})
    app.push(demo)
    hands.frames(2)
    at = next(i for i, e in enumerate(demo.entries) if e.extra is not None and e.extra.format == "commander-draft")
    assert demo.entries[at].ruleset == "magic"
    demo.games_started = at
    demo.start_attract()
    hands.frames(1)
    return demo


def seconds(hands, s: float) -> None:
    """The demo's clock on by ``s``, the programs' thinking waited for at each step (it runs on a thread)."""
    demo = hands.app.scene
    for _ in range(int(round(s / STEP))):
        worker = demo.draft.worker if demo.draft is not None else None
        if worker is not None:
            worker.wait(10)
        hands.frames(1, dt=STEP)


def offered(scene) -> list[CardTile]:
    return [n for n in scene.root.walk() if isinstance(n, CardTile) and n.key.startswith("pick:")]


def test_the_demo_shows_a_commander_drafts_first_picks_between_programs_then_moves_on(app, hands):
    demo = open_draft(app, hands)
    draft = demo.draft
    scene = demo.inner[-1]
    assert isinstance(scene, DemoDraftScene) and draft.seats == 8 and not draft.run.people
    assert demo.game_name() == "Magic casual variants \u00b7 Commander Draft, the first picks"
    assert demo.narrator.text == "A draft: Commander Draft, the first picks. 8 programs open their packs."
    assert len(offered(scene)) == 20 and not any(t.mark for t in offered(scene))
    seconds(hands, FIRST_SECONDS - 2 * STEP)
    assert not any(t.mark for t in offered(scene))          # the pack shows a while before the first card
    seconds(hands, 3 * STEP)
    taken = [t for t in offered(scene) if t.mark]
    assert len(taken) == 1 and taken[0].mark == "Taken"
    name = draft.ev.card_id(int(taken[0].key[len("pick:"):]))
    assert demo.narrator.text == f"Player A takes {card_label('magic', name, 'en')}."
    picks_seen = [demo.narrator.text]
    seconds(hands, CARD_SECONDS - 2 * STEP)
    assert len([t for t in offered(scene) if t.mark]) == 1   # a pause after each card
    seconds(hands, 3 * STEP)
    assert len([t for t in offered(scene) if t.mark]) == 2
    picks_seen.append(demo.narrator.text)                   # each card's line is up before the next beat
    assert picks_seen[1].startswith("Player A takes ") and picks_seen[1] != picks_seen[0]
    seconds(hands, CARD_SECONDS + STEP)                     # the others pick at once; the packs pass
    assert demo.narrator.text == "Everyone has picked: the packs pass left, to player B."
    assert scene.root.find("mine").text == "Your picks (2)" and len(offered(scene)) == 18
    assert scene.root.find("counts").text == "Picked so far: " + " \u00b7 ".join(f"{p} 2" for p in "ABCDEFGH")
    # only A's pack and A's picks are shown, never another seat's cards
    shown = {n.key for n in scene.root.walk() if isinstance(n, CardTile)}
    d = draft.ev.draft
    assert shown == {f"pick:{c}" for c in d.hands[0]} | {f"mine:{c}" for c in d.picks[0]}
    assert "pick 2 from this pack" in scene.root.find("info").text
    started = demo.games_started
    for _ in range(200):                                      # about 30 s more: two picks, the last words
        if demo.draft is None:
            break
        seconds(hands, STEP)
    assert demo.draft is None and demo.games_started == started + 1 and demo.table is not None
    assert demo.games_by_ruleset.get("magic") == 1 and demo.errors == 0
    assert len(d.picks[0]) == 2 * PICKS                      # three picks of two shown, then the next game


def test_a_click_during_the_demos_draft_gives_the_visitor_a_seat(app, hands):
    demo = open_draft(app, hands)
    seconds(hands, 1)
    hands.click((300, 300))
    assert demo.mode == "visitor" and demo.draft is None and demo.table is not None


def test_a_demo_setup_may_name_only_a_format_with_a_draft(tmp_path):
    bad = tmp_path / "demo.toml"
    bad.write_text('[[setup]]\nname = { en = "D", ko = "D" }\nplayers = 8\nformat = "sealed"\n', encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_demo_setups(registry.get("magic"), str(bad))
    assert any(p.startswith("setup 1: format must be one of magic's formats with a draft: commander-draft")
               for p in caught.value.problems)
