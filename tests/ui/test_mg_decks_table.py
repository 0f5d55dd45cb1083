"""The Commander decks issue 23 added, at the table: each seat's commander lies face up in its command zone
(903.6), on the screen, where its player can cast it."""
from __future__ import annotations

import pygame

from game.rulesets.magic.deck import load_all_decks
from game.ui.table.scene import TableScene
from game.ui.table.session import Session


def test_903_6_the_new_decks_commanders_lie_face_up_in_the_command_zone(app, hands):
    app.settings.animation_speed = 10.0
    setup = {"players": 2, "variant": "commander", "deck1": "gravebell-tithe", "deck2": "lantern-wings"}
    scene = TableScene(app, Session.new("magic", 3, setup))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.frames(30)
    scene.draw(pygame.Surface(app.screen.get_size()))
    st = scene.session.state
    screen = pygame.Rect((0, 0), app.screen.get_size())
    for p, deck in enumerate(("gravebell-tithe", "lantern-wings")):
        [iid] = st.zones[f"p{p}.command"].cards
        assert st.defs[iid].id == load_all_decks()[deck].commander
        node = scene.root.find(f"card:{iid}")
        assert node is not None and node.face_up, deck
        assert screen.contains(node.world_rect()), (deck, node.world_rect())
