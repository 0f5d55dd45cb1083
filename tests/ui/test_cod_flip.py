"""Clash of Decks' citadel flip at the real table: when the engine says a watchtower fell to the fortress,
the citadel turns over in the air (first its old face, then the new one), while the card on the table
hides, and everything is back in place once the assault has been shown; with reduced motion the banner
alone tells it."""
from __future__ import annotations

from typing import Any

from game.rulesets.clash_of_decks import table_flip
from game.ui.table.scene import TableScene

from test_cod_table import play_out, setup_with


def record_flips(monkeypatch) -> tuple[list[tuple[int, str]], list[dict[str, Any]]]:
    """The flips started, and what each frame of a flip on show drew."""
    started: list[tuple[int, str]] = []
    frames: list[dict[str, Any]] = []
    start, draw = table_flip.CitadelFlip.start, table_flip.CitadelFlip.draw_self

    def on_start(self, card, to_side, hp):
        started.append((card, to_side))
        start(self, card, to_side, hp)

    def on_draw(self, surface):
        if self.card is not None:
            *_, turn = self.pose()
            frames.append({"card": self.card, "turn": turn, "hidden": not self.scene.card_nodes[self.card].visible,
                           "side": self.to_side})
        draw(self, surface)

    monkeypatch.setattr(table_flip.CitadelFlip, "start", on_start)
    monkeypatch.setattr(table_flip.CitadelFlip, "draw_self", on_draw)
    return started, frames


def fortress(st) -> bool:
    return any(str(getattr(side, "value", side)) == "fortress" for side in st.side)


def test_a_watchtower_falling_turns_the_citadel_over_in_the_air_then_it_is_back_in_place(app, hands, monkeypatch):
    app.settings.animation_speed = 3.0
    started, frames = record_flips(monkeypatch)
    scene = TableScene.new_hotseat(app, setup_with(3), seed=3, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    play_out(app, hands, scene, 5, until=fortress)
    st = scene.session.state
    assert fortress(st), "the game never flipped a citadel"
    p = next(i for i, side in enumerate(st.side) if str(getattr(side, "value", side)) == "fortress")
    citadel = st.zones[f"p{p}.citadel"].cards[0]
    assert (citadel, "fortress") in started
    mine = [f for f in frames if f["card"] == citadel]
    assert any(f["turn"] < 0.5 for f in mine) and any(f["turn"] >= 0.5 for f in mine)   # both faces shown
    assert all(f["hidden"] for f in mine)              # never the card and its double at once
    assert scene.part.flip is not None and not scene.part.flip.active
    assert scene.card_nodes[citadel].visible           # back in its place


def test_with_reduced_motion_the_banner_alone_tells_the_flip(app, hands, monkeypatch):
    app.settings.animation_speed = 10.0
    app.settings.reduced_motion = True
    started, frames = record_flips(monkeypatch)
    banners: list[str] = []
    scene = TableScene.new_hotseat(app, setup_with(3), seed=3, ruleset="clash-of-decks")
    app.push(scene)
    show = scene.banner.show
    scene.banner.show = lambda text, *a, **k: (banners.append(text), show(text, *a, **k))[1]
    hands.frames(3)
    play_out(app, hands, scene, 5, until=fortress)
    assert started and not frames
    assert any("fortress" in b for b in banners), banners[-10:]
