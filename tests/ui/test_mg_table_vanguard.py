"""The Vanguard table shows each seat's vanguard with its life and hand modifiers (902.4, 902.5) where a
Commander table shows commander damage; the longest names fit the box at every seat count, in both
languages."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.table.scene import TableScene
from game.ui.table.session import Session
from tests.test_words_players_read import latin_in_korean

LONGEST = "MG-V07"      # Hermit of the Mossbound Wood / 이끼에 묶인 숲의 은자


def vanguard_table(app: Any, hands: Any, players: int, lang: str = "en", **options: str) -> TableScene:
    app.settings.animation_speed = 10.0
    app.settings.language = lang
    scene = TableScene(app, Session.new("magic", 3, {"players": players, "variant": "vanguard", **options}))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    scene.draw(pygame.Surface(app.screen.get_size()))
    return scene


def test_902_4_each_vanguard_is_shown_with_its_life_and_hand_modifiers_and_the_hand_size_they_make(app, hands):
    scene = vanguard_table(app, hands, 2)
    st = scene.session.state
    box = scene.root.find("counters")
    cells = box.cells
    assert cells[:3] == ["Vanguards: life and hand modifiers", "Life", "Hand"], cells
    rows = []
    for p in range(2):
        d = next(st.defs[i] for i in st.zones[f"p{p}.command"].cards if st.defs[i].is_a("vanguard"))
        rows += [f"P{p + 1} {d.name.en}", f"{d.life_mod:+d}", f"{d.hand_mod:+d} ({7 + d.hand_mod})"]
        assert st.life[p] == 20 + d.life_mod
    assert cells[3:] == rows
    assert "Commander damage (row dealt to column)" not in cells


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_longest_vanguard_names_fit_the_box_with_six_seats(app, hands, lang):
    scene = vanguard_table(app, hands, 6, lang, **{f"vanguard{p}": LONGEST for p in range(1, 7)})
    box = scene.root.find("counters")
    s = box.world_scale()
    x, y, w, h = scene.part.place_rect("counters")
    frame = pygame.Rect(int(box.root_x() + x * s), int(box.root_y() + y * s), int(w * s) + 1, int(h * s) + 1)
    assert len(box.cells) == 3 + 3 * 6
    name = "이끼에 묶인 숲의 은자" if lang == "ko" else "Hermit of the Mossbound Wood"
    assert box.cells[3] == f"P1 {name}"
    if lang == "ko":
        assert [c for c in box.cells if latin_in_korean(c)] == []
    for k, r in enumerate(box.drawn):
        assert frame.contains(r), (box.cells[k], r, frame)
        for j, other in enumerate(box.drawn[:k]):
            assert not r.colliderect(other), (box.cells[j], box.cells[k])


def test_a_commander_table_still_shows_commander_damage(app, hands):
    app.settings.animation_speed = 10.0
    scene = TableScene(app, Session.new("magic", 3, {"players": 3, "variant": "commander"}))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    scene.draw(pygame.Surface(app.screen.get_size()))
    cells = scene.root.find("counters").cells
    assert cells and all("Vanguard" not in c for c in cells)
    assert any(c.startswith("P1 +") for c in cells), cells
