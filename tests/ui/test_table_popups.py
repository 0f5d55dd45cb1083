"""Popups never cover what matters: the large view of a card stays out of the way of the places a held
card may go, is drawn under a refusal and the line about a held card's place, has a banner stand beside it
rather than over its text, and goes with its card when the card moves."""
from __future__ import annotations

import pygame

from game.ui.table.scene import TableScene
from tests.ui.test_table import table_at

DECK = ["LT-F01"] * 6
POS = {"turn": 3, "turn_player": 1, "phase": "main",
       "p1": {"leader": "LT-L01", "level": 8, "hand": ["LT-F04", "LT-F14"], "deck": DECK, "lane1": "LT-F13"},
       "p2": {"leader": "LT-L02", "deck": DECK, "lane0": "LT-E04"}}


def table(app, hands) -> TableScene:
    return table_at(app, hands, POS)


def pin(hands, scene: TableScene, iid: int) -> None:
    hands.click(hands.card_center(iid), button=3)
    assert scene.large.iid == iid and scene.large_pinned


def frame(scene: TableScene) -> pygame.Surface:
    surf = pygame.Surface(scene.app.screen.get_size())
    scene.draw(surf)
    return surf


def test_a_pinned_large_view_goes_when_its_card_is_played(app, hands):
    scene = table(app, hands)
    card = scene.session.state.zones["p0.hand"].cards[0]
    pin(hands, scene, card)
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 2)))
    hands.settle()
    assert scene.session.state.unit_at(0, 2) == card, scene.toast.text
    assert scene.large.iid is None
    hands.frames(40)                                  # and the hover does not bring it back
    assert scene.large.iid is None


def test_the_large_view_is_not_drawn_over_the_places_of_a_held_card(app, hands):
    scene = table(app, hands)
    held, other = scene.session.state.zones["p0.hand"].cards
    pin(hands, scene, scene.session.state.unit_at(0, 1))
    assert scene.large.h > 0 or frame(scene) and scene.large.h > 0
    start, end = hands.card_center(held), hands.drop_center(("lane", 0, 0))
    hands.post(pygame.MOUSEBUTTONDOWN, pos=tuple(int(v) for v in start), button=1)
    hands.frames(2)
    hands.post(pygame.MOUSEMOTION, pos=tuple(int(v) for v in end), rel=(5, 5), buttons=(1, 0, 0))
    hands.frames(3)
    frame(scene)
    assert scene.drag is not None and scene.large.h == 0
    hands.post(pygame.MOUSEBUTTONUP, pos=tuple(int(v) for v in end), button=1)
    hands.settle()


def test_a_refusal_is_drawn_over_the_large_view_and_a_banner_beside_it(app, hands):
    scene = table(app, hands)
    pin(hands, scene, scene.session.state.unit_at(1, 0))
    scene.toast.show("[6.4.1.1.2] a refusal", seconds=5)
    scene.banner.show("A banner", 5)
    with_view = frame(scene)
    view = scene.large.world_rect()
    r = scene.toast.world_rect().clip(view)
    assert r.w > 0 and r.h > 0                       # the large view does lie where the refusal is
    assert scene.banner.world_rect().y < view.bottom    # ... and at the banner's height
    assert not scene.banner.drawn.colliderect(view)     # which stands beside it, the view's text all readable
    scene.large.iid, scene.large_pinned = None, False
    without = frame(scene)
    assert scene.banner.drawn.colliderect(view)          # with the view gone, back across the middle
    for node in (scene.toast,):
        r = node.world_rect().clip(view)
        # the same pixels but for what their slight transparency lets through
        same = sum(max(abs(a - b) for a, b in zip(with_view.get_at((x, y))[:3], without.get_at((x, y))[:3])) <= 48
                   for x in range(r.x, r.right, 3) for y in range(r.y, r.bottom, 3))
        total = len(range(r.x, r.right, 3)) * len(range(r.y, r.bottom, 3))
        assert same >= total * 0.9, (node.name, same, total)
