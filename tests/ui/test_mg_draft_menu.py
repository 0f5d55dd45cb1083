"""Magic's drafts from the first screen, by clicks only: the game's menu lists Commander Draft and Conspiracy
Draft; each opens the format's first screen, where the number of seats is chosen among the format's own
(903.13g: two to eight; 905.3: three to eight), then a new event opens on the draft screen."""
from __future__ import annotations

from typing import Any

import pytest

from game.ui.draft_scene import DraftScene
from game.ui.event_setup import EventSetupScene

from event_kit import open_game_menu


def open_format(app: Any, hands: Any, format_id: str) -> EventSetupScene:
    open_game_menu(app, hands, "magic")
    hands.click_node(app.scene.root.find(f"button:{format_id}"))
    hands.frames(2)
    assert isinstance(app.scene, EventSetupScene)
    return app.scene


@pytest.mark.parametrize("format_id, counts, title", [
    ("commander-draft", [2, 3, 4, 5, 6, 7, 8], "Commander Draft"),
    ("conspiracy-draft", [3, 4, 5, 6, 7, 8], "Conspiracy Draft"),
])
def test_903_13_905_the_menu_opens_each_draft_whose_seat_count_is_the_formats_own(app, hands, format_id, counts, title):
    scene = open_format(app, hands, format_id)
    assert scene.root.find("title").text == title
    assert scene.root.find("button:new").label == f"Start a new {title}"      # a proper name, kept in the sentence
    seen = []
    for _ in counts:
        label = scene.root.find("button:players").label
        seen.append(int(label.split(":")[1].split()[0]))
        assert len([n for n in scene.root.walk() if n.name.startswith("button:seat:")]) == seen[-1]
        hands.click_node(scene.root.find("button:players"))
    assert seen == counts and scene.root.find("button:players").label.startswith(f"Players: {counts[0]}")


def test_a_person_and_three_programs_start_a_conspiracy_draft_on_the_draft_screen(app, hands):
    scene = open_format(app, hands, "conspiracy-draft")
    hands.click_node(scene.root.find("button:players"))          # 3 -> 4 seats
    assert scene.seats[0] == "person" and all(scene.seats[s] != "person" for s in (1, 2, 3))
    scene.seed = 5
    hands.click_node(scene.root.find("button:new"))
    hands.frames(4)
    hub: Any = app.scene
    for _ in range(40):
        if isinstance(hub, DraftScene):
            break
        hands.frames(2)
        hub = app.scene
    assert isinstance(hub, DraftScene) and hub.seat == 0
    assert hub.ev.spec.id == "conspiracy-draft" and len(hub.ev.pools) == 4
