"""Reduced motion keeps every piece of information and drops the movement, in every game: the same seeded
moves are made through the table twice, with the setting off and on. With it on, no card is ever kicked
(an attacker's lunge, a hit), every card not in the player's hand stands on its place at every frame (it
jumps there instead of sliding), and a number shown over a seat stays where it appeared; the log tells
exactly the same lines, and the banners say the same, as without it."""
from __future__ import annotations

import os
from typing import Any

import pytest

from game.ui.app import App
from game.ui.settings import Settings
from game.ui.smoke import Hands, _table, seeded_opening
from game.ui.table.physics import TablePhysics

GAMES = ["lanes", "dragon-duel", "clash-of-decks", "elements-illusion", "magic"]
SEED, ACTIONS = 5, 8
MORE = {"elements-illusion": 24}      # its sealed phases tell the log only once they are revealed


class WatchingHands(Hands):
    """Hands that look at the table after every frame: how many frames showed a card off its place."""

    off_place = 0

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)
            physics = getattr(self.app.scene, "physics", None)
            if physics is None:
                continue
            for iid, cb in physics.cards.items():
                if iid != physics.dragged and (cb.body.position - cb.anchor.position).length > 0.5:
                    self.off_place += 1
                    break


def play(home: Any, monkeypatch: Any, ruleset: str, reduced: bool) -> dict[str, Any]:
    actions = MORE.get(ruleset, ACTIONS)
    kicks: list[int] = []
    asked: list[Any] = []
    real_nudge = TablePhysics.nudge

    def nudge(self: TablePhysics, iid: int, dx: float, dy: float) -> None:
        kicks.append(iid)
        real_nudge(self, iid, dx, dy)

    monkeypatch.setattr(TablePhysics, "nudge", nudge)
    app = App(headless=True, settings=Settings(sound=False, reduced_motion=reduced),
              settings_path=os.path.join(str(home), f"settings-{int(reduced)}.toml"))
    hands = WatchingHands(app)
    scene = _table(app, ruleset, SEED, None)
    real_show = scene.part.show

    def show(e: Any, line: Any) -> Any:
        out = real_show(e, line)
        if out is not None and out.nudge is not None:
            asked.append(out.nudge)
        return out

    scene.part.show = show
    banners: list[str] = []
    real_banner = scene.banner.show

    def banner(text: str, *a: Any, **k: Any) -> None:
        banners.append(text)
        real_banner(text, *a, **k)

    scene.banner.show = banner
    app.push(scene)
    hands.frames(3)
    made = seeded_opening(app, hands, SEED, actions=actions, through_door=True)["actions"]
    assert made == actions
    fx = getattr(scene.part, "effects", None)
    return {"log": list(scene.log.lines), "banners": banners, "kicks": kicks, "asked": asked, "off_place": hands.off_place,
            "fx": fx, "app": app, "scene": scene}


@pytest.mark.slow          # two games of each, played through the table: about 10 s each on a busy machine
@pytest.mark.parametrize("ruleset", GAMES)
def test_reduced_motion_keeps_the_log_and_drops_the_movement(home, monkeypatch, ruleset) -> None:
    moving = play(home, monkeypatch, ruleset, False)
    still = play(home, monkeypatch, ruleset, True)
    assert still["log"] == moving["log"] and len(still["log"]) >= 4     # every line told, the same lines
    assert still["banners"] == moving["banners"]                        # and every banner
    assert moving["off_place"] > 0          # without the setting, cards slide to their places...
    assert still["off_place"] == 0          # ...with it, they are on them at every frame
    assert still["kicks"] == []             # no lunge, no hit shakes a card
    assert still["asked"] == moving["asked"]    # though the game asked for the same ones: only the motion goes


@pytest.mark.parametrize("ruleset", ["magic", "elements-illusion"])
def test_a_number_over_a_seat_stays_where_it_appeared(app, ruleset) -> None:
    """The damage and life numbers fade in place instead of rising."""
    from game.ui.table.felt import Felt
    node = Felt.__new__(Felt)
    node.scene = type("S", (), {"app": app})()
    app.settings.reduced_motion = False
    assert node.drift(12.0) == 12.0
    app.settings.reduced_motion = True
    assert node.drift(12.0) == 0.0
