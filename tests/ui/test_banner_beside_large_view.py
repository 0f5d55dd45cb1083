"""The table's banner ("Player 1 sets ... in motion", a planeswalk, any reveal) stands beside a card's large
view while both show, never over the view's last lines: on the felt's wider free side, its words wrapped
there; with no large view it is back across the middle. Shown on Magic's Archenemy table: a long scheme set
in motion (904.9) and a card a player opens in the large view while a banner shows, in both languages."""
from __future__ import annotations

import pygame
import pytest

from game.rulesets.magic import schemes
from game.rulesets.magic.state import zid
from tests.ui.test_mg_table_archenemy import archenemy_table

LONG_SCHEME = "MG-SC26"        # The Gathering Storm: an ongoing scheme of three abilities, the tallest page


def both_show(scene) -> tuple[pygame.Rect, pygame.Rect]:
    assert scene.banner.time_left > 0 and scene.banner.text
    assert scene.large.iid is not None and scene.large.h > 0
    return scene.banner.drawn, scene.large.world_rect()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_904_9_a_scheme_set_in_motion_leaves_its_large_view_readable_beside_the_banner(app, hands, lang):
    scene = archenemy_table(app, hands, lang=lang)
    st = scene.session.state
    top = next(i for i in schemes.deck_of(st, 0) if st.cards[i].def_id == LONG_SCHEME)
    seen = len(st.events)
    st.move(top, zid(0, "command"), cause="set_in_motion")
    st.emit("scheme_set_in_motion", player=0, card=top, ongoing=True, rule="904.9")
    max(scene.play_event(e) for e in st.events[seen:])
    hands.frames(2)
    banner, large = both_show(scene)
    assert scene.large.iid == top
    assert large.bottom > banner.top                                      # the view reaches the banner's height
    assert not banner.colliderect(large), (banner, large)
    _size, rows = scene.banner.rows(scene.banner.world_scale())
    assert len(rows) <= 2 and not any(r.endswith("\u2026") for r in rows)     # every word of it still said


def test_a_card_opened_while_a_banner_shows_pushes_the_banner_aside_until_it_closes(app, hands):
    scene = archenemy_table(app, hands, lang="ko")
    st = scene.session.state
    card = next(i for i in st.hand(0) if scene.card_nodes[i].x < 400)      # a card on the left: its view right
    hands.click(hands.card_center(card), button=3)                         # right-click: the large view, pinned
    hands.frames(1)
    scene.banner.show("Player 2 planeswalks to a new plane", 1.6)
    hands.frames(1)
    banner, large = both_show(scene)
    assert scene.large.iid == card and large.x > 600
    assert large.bottom > banner.top                                      # a view tall enough to reach it
    assert not banner.colliderect(large) and banner.right < large.left
    hands.click(hands.card_center(card), button=3)                         # closed again
    hands.frames(1)
    assert scene.large.iid is None
    assert scene.banner.drawn.width == int(720 * scene.banner.world_scale())     # back across the middle
