"""Every game's table through the resting layer (game/ui/table/layer.py): its panels are baked by their keys
(``layer_key``) and kept while nothing moving passes under them, and still every frame is the table drawn
whole, as the game goes on, while a card is carried and while animations play, when the language, the
text size or the eyes change; what the layer holds is always its baked things painted afresh in their
order; and the pass screen leaves nothing of the last player's table anywhere in the layer."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine.text import Msg
from game.ui import frame_bench as fb
from game.ui import fonts
from game.ui.palette import FELT_DARK
from game.ui.smoke import _table, seeded_opening
from game.ui.table.cardnode import CardNode
from game.ui.table.controls import ReasonButton
from game.ui.table.footprint import Sheet, clipped_paint
from game.ui.table.hud import DropHighlights
from game.ui.table.layer import TableLayer, takes_part
from game.ui.table.part import CardState
from game.ui.table.scene import TableScene
from game.ui.widgets import Button
from tests.ui.test_table_layer import same, whole

TABLES = {
    "lanes": ("lanes", None, 3),
    "clash-of-decks": ("clash-of-decks", None, 4),
    "clash-of-decks four seats": ("clash-of-decks", {"players": 4, "mode": "ffa"}, 3),
    "elements-illusion six seats": ("elements-illusion", {"players": 6}, 3),
    "magic four-player Commander": ("magic", {"players": 4, "deck_format": "commander"}, 3),
}


def setup_of(ruleset: str, wanted: dict | None, seed: int) -> dict | None:
    if wanted is None:
        return None
    from game.engine import registry
    from game.engine.setup import build_setup
    wanted = dict(wanted)
    players = wanted.pop("players")
    info = registry.get(ruleset)
    return build_setup(info, seed, players=players, settings={k: str(v) for k, v in wanted.items()})


def painted_afresh(layer: TableLayer) -> pygame.Surface:
    """What the layer should hold: its baked things painted from the felt up, in z order."""
    assert layer.surface is not None
    out = pygame.Surface(layer.surface.get_size()).convert(layer.surface)
    out.fill(FELT_DARK)
    for item in layer.items:
        whose, key = item[:2]
        if whose in layer.baked and layer.baked[whose][0] == key:
            clipped_paint(item, out)
    return out


def watch(app) -> list[tuple[bool, bool]]:
    """From now on every frame of a table (not the curtain, nor one under a notice) is compared with the table
    drawn whole, and its layer with its baked things painted afresh: (frame right, layer right) each."""
    seen: list[tuple[bool, bool]] = []
    step = app.step

    def checked(dt, events=None):
        step(dt, events)
        sc = app.scene
        if not isinstance(sc, TableScene) or (sc.pass_pending and sc.overlay.visible) or app.notice.time_left > 0:
            return
        layer = sc.table_layer
        seen.append((same(app.screen, whole(sc)), not layer.baked or same(layer.surface, painted_afresh(layer))))
    app.step = checked
    return seen


@pytest.mark.parametrize("name", list(TABLES))
def test_every_frame_of_each_games_table_is_the_table_drawn_whole(app, hands, name):
    ruleset, wanted, seed = TABLES[name]
    scene = _table(app, ruleset, seed, setup_of(ruleset, wanted, seed))
    app.push(scene)
    seen = watch(app)
    out = seeded_opening(app, hands, seed, actions=3, through_door=True)
    assert out["ok"], out
    hands.pass_screen()
    fb.still_frames(app, 20)
    fb.drag_frames(app, 40)                  # a card carried over the panels (the bench's loop)
    fb.anim_frames(app, 70)                  # kicks, a banner: cards moving under the panels
    wrong = [i for i, (frame, layer) in enumerate(seen) if not (frame and layer)]
    assert len(seen) > 150 and not wrong, f"{len(wrong)} of {len(seen)} frames differ, first {wrong[:5]}"
    assert scene.table_layer.baked, "at rest, the table is drawn from its layer"
    panels = [w for w in scene.table_layer.baked if not isinstance(w, int) and w is not scene.background]
    assert panels, "the game's panels and the buttons join the layer"


def test_the_language_the_text_size_and_the_next_players_eyes_repaint_the_baked_panels(app, hands):
    from game.ui.table import layout
    wanted = {"players": 4, "deck_format": "commander"}
    scene = _table(app, "magic", 3, setup_of("magic", wanted, 3))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    seen = watch(app)
    hands.frames(30)
    baked = [w.name for w in scene.table_layer.baked if not isinstance(w, int)]
    assert {"seats", "info", "counters", "log"} <= set(baked), baked
    app.settings.language = "ko"
    hands.frames(30)
    app.settings.text_size = 1.3
    fonts.set_reading_scale(1.3)
    assert layout.grow() > 1.0
    hands.frames(30)
    first = scene.viewer
    for _ in range(40):                      # the seats pass until the screen goes to another player
        if scene.pass_pending:
            break
        seat = scene.acting()
        legal = [a for a in scene.session.state.legal_actions() if a.player == seat]
        scene.submit(legal[0])
        hands.settle()
    hands.pass_screen()
    hands.settle()
    hands.frames(30)
    assert scene.viewer != first
    assert len(seen) > 150 and all(f and lay for f, lay in seen), [i for i, s in enumerate(seen) if not all(s)][:5]


def test_the_pass_screen_leaves_no_picture_of_any_panel_in_the_layer_or_its_sheet(app, hands):
    scene = _table(app, "elements-illusion", 3, setup_of("elements-illusion", {"players": 3}, 3))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    hands.frames(40)
    layer = scene.table_layer
    assert layer.baked and layer.prints and layer.sheet.surface is not None
    scene.cover(scene.viewer)          # the screen is handed on
    hands.frames(2)
    assert layer.surface is None and not layer.baked and not layer.prints and layer.sheet.surface is None


def test_a_measured_footprint_holds_every_pixel_drawn_and_leaves_the_sheet_clear():
    pygame.init()
    rng = random.Random(5)
    font = pygame.font.Font(None, 30)

    def paint(surface: pygame.Surface) -> None:
        for _ in range(25):
            x, y = rng.randrange(1200), rng.randrange(700)
            kind = rng.randrange(3)
            if kind == 0:
                pygame.draw.rect(surface, (200, 40, 40), (x, y, rng.randrange(1, 60), rng.randrange(1, 30)), 2)
            elif kind == 1:
                pygame.draw.circle(surface, (40, 200, 40), (x, y), rng.randrange(2, 20))
            else:
                surface.blit(font.render("Player 3 life 40", True, (230, 230, 230)), (x, y))

    sheet = Sheet()
    for seed in range(3):
        rng.seed(seed)
        fp = sheet.measure((1280, 720), paint)
        rng.seed(seed)
        ref = pygame.Surface((1280, 720), pygame.SRCALPHA)
        ref.fill((0, 0, 0, 0))
        paint(ref)
        drawn = pygame.mask.from_surface(ref, 0)
        held = pygame.mask.Mask((1280, 720))
        for r in fp.rects:
            held.draw(pygame.mask.Mask(r.size, fill=True), r.topleft)
        held.invert()
        assert drawn.count() and drawn.overlap_area(held, (0, 0)) == 0     # not a pixel outside it
        for r in fp.rects:                                                 # and each rectangle is tight
            assert drawn.overlap_area(pygame.mask.Mask(r.size, fill=True), r.topleft) > 0
        assert sheet.surface is not None and sheet.surface.get_bounding_rect(1).size == (0, 0)


def test_a_card_with_its_marks_draws_only_within_its_reach(app, hands):
    scene = _table(app, "magic", 3, None)
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    node = next(n for n in scene.card_nodes.values() if n.visible and n.face_up)
    marks = tuple(CardState(icon, Msg(icon, icon)) for icon in ("tapped", "sick", "attacking", "shield"))
    for glow in ("selected", "option", "illegal", "legal", "source", "flash", None):
        for below in (False, True):             # four badges over its top edge, or under its foot
            node.glow = glow
            key, img = node.plan()
            key = (*key[:6], marks, below, key[8])
            sheet = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
            sheet.fill((0, 0, 0, 0))
            node.paint(sheet, key, img)
            box = sheet.get_bounding_rect(1)
            assert node.reach(key).contains(box), (glow, below, box, node.reach(key))


def test_only_a_key_declared_where_a_class_draws_counts():
    assert takes_part(Button) == {"layer_key", "layer_bounds"}
    assert takes_part(ReasonButton) == {"layer_key", "layer_bounds"}   # it draws its own face, and says its own key

    class Fancy(Button):
        def draw_self(self, surface: pygame.Surface) -> None:
            super().draw_self(surface)

    assert not takes_part(Fancy)                         # another drawing, no key of its own: drawn live
    assert not takes_part(CardNode)                      # cards have their own way in (their plan)
    assert takes_part(DropHighlights) == {"layer_parts"}   # each place's mark on its own
