"""Auras and Equipment at the Magic table (301.5, 303.4): an attached card lies tucked behind the permanent
it is attached to, the band with its name showing above it (in a seat's top row, under the header's words);
both say what they are attached to, in both languages; when the host leaves, an Equipment goes back to its
row and an Aura to the graveyard."""
from __future__ import annotations

from typing import Any

import pytest

from game.rulesets.magic import table_layout as L
from game.rulesets.magic.actions import Activate, Cast, Pass
from game.rulesets.magic.scenario import _build
from game.ui.lesson import PositionSession
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from tests.test_words_players_read import latin_in_korean


def table(app: Any, hands: Any, position: dict[str, Any], lang: str = "en") -> TableScene:
    app.settings.animation_speed = 10.0
    app.settings.language = lang
    data = {"scenario": {"players": 2, "seed": 1}, "position": {"step": "main1", "active": 1, **position}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def mine(scene: TableScene, def_id: str) -> int:
    st = scene.session.state
    return next(i for i in st.battlefield(scene.viewer) if st.defs[i].id == def_id)


EQUIPPED = {"p1": {"battlefield": ["MG-G03", {"card": "MG-A74", "attached": "battlefield:MG-G03"}, "MG-W01",
                                   "MG-L01", "MG-L01"]}}


def test_301_5_an_equipped_creature_shows_its_equipment_tucked_behind_it_with_its_name_above(app, hands):
    scene = table(app, hands, EQUIPPED)
    charger, blade, squire = mine(scene, "MG-G03"), mine(scene, "MG-A74"), mine(scene, "MG-W01")
    host, tucked = scene.spots[charger], scene.spots[blade]
    assert tucked.x == host.x and tucked.z < host.z                      # behind it, in its column
    assert host.y - tucked.y == pytest.approx(L.TUCK * host.h)          # its name's band shows above
    hr, br = scene.card_nodes[charger].world_rect(), scene.card_nodes[blade].world_rect()
    assert br.colliderect(hr) and br.top < hr.top
    # the Equipment takes no place of its own in the rows: the Squire stands next to the Charger
    assert abs(scene.spots[squire].x - host.x) <= L.OWN_H + 4 + 1
    words = [s.word.en for s in scene.part.card_states(charger)]
    assert "Wears Wayfarer's Blade (attached to it)" in words, words
    assert "Attached to Bramble Charger" in [s.word.en for s in scene.part.card_states(blade)]


def test_the_hosts_badges_stand_under_its_foot_so_the_tucked_name_shows(app, hands):
    """The host wears its state badges (tapped, sick, what it wears) along its foot: over its top edge they
    covered the band where the tucked Equipment's name shows. A creature with nothing attached keeps them
    over its top edge."""
    import pygame

    from game.ui.table import states
    scene = table(app, hands, EQUIPPED)
    charger, blade, squire = mine(scene, "MG-G03"), mine(scene, "MG-A74"), mine(scene, "MG-W01")
    assert scene.part.badges_below(charger) and scene.part.badges_below(blade)
    assert not scene.part.badges_below(squire)
    hr, br = scene.card_nodes[charger].world_rect(), scene.card_nodes[blade].world_rect()
    drawn: list[pygame.Rect] = []
    real = pygame.draw.ellipse
    pygame.draw.ellipse = lambda surf, colour, rect, *a: drawn.append(pygame.Rect(rect)) or real(surf, colour, rect, *a)
    try:
        states.draw_badges(pygame.Surface(app.screen.get_size()), scene.part.card_states(charger), hr, 1.0,
                           below=scene.part.badges_below(charger))
    finally:
        pygame.draw.ellipse = real
    band = pygame.Rect(br.left, br.top, br.w, hr.top - br.top)        # the tucked card's band above the host
    assert drawn and not any(d.colliderect(band) for d in drawn)
    assert all(d.top >= hr.bottom - 4 for d in drawn)


def test_301_5_equipped_again_by_a_players_gesture_the_equipment_moves_behind_the_other_creature(app, hands):
    scene = table(app, hands, EQUIPPED)
    blade, squire = mine(scene, "MG-A74"), mine(scene, "MG-W01")
    assert perform(app, hands, Activate(0, blade, 1, f"c{squire}", 0))
    hands.settle()
    perform(app, hands, Pass(0))                      # player 2 has nothing: the ability resolves
    hands.settle()
    st = scene.session.state
    assert st.perm[blade].attached_to == squire, scene.session.match.log
    assert scene.spots[blade].x == scene.spots[squire].x and scene.spots[blade].y < scene.spots[squire].y
    assert "Attached to Lantern Squire" in [s.word.en for s in scene.part.card_states(blade)]


def test_the_attached_words_read_in_korean(app, hands):
    scene = table(app, hands, EQUIPPED, lang="ko")
    charger = mine(scene, "MG-G03")
    words = [s.word.ko for s in scene.part.card_states(charger)]
    assert "나그네의 칼날 붙어 있음" in words, words
    assert all(latin_in_korean(w) == [] for w in words)


def test_613_1b_a_creature_taken_until_end_of_turn_crosses_to_the_takers_side_and_back(app, hands):
    scene = table(app, hands, {"p1": {"hand": ["MG-R70"], "battlefield": ["MG-L04"] * 3},
                               "p2": {"battlefield": ["MG-R04"]}})
    st = scene.session.state
    brute = next(i for i in st.battlefield(1) if st.defs[i].id == "MG-R04")
    fury = next(i for i in st.hand(0) if st.defs[i].id == "MG-R70")
    theirs = scene.spots[brute]
    assert perform(app, hands, Cast(0, fury, f"c{brute}", 0))
    hands.settle()
    perform(app, hands, Pass(0))
    hands.settle()
    st = scene.session.state
    assert st.controller(brute) == 0, scene.session.match.log
    mine_now = scene.spots[brute]
    x, y, w, h = L.area_rect(0, 0, 2, "creatures")
    assert y <= mine_now.y <= y + h + L.FORWARD and mine_now.y > theirs.y      # in the viewer's creature row
    assert any("gains control of Rumbling Brute" in line for line in scene.log.lines), \
        scene.log.lines[-8:]


def test_303_4a_an_aura_dragged_onto_a_creature_is_cast_at_it_and_lies_behind_it(app, hands):
    scene = table(app, hands, {"p1": {"hand": ["MG-G65"], "battlefield": ["MG-G03", "MG-L05", "MG-L05"]}})
    st = scene.session.state
    mantle = next(i for i in st.hand(0) if st.defs[i].id == "MG-G65")
    charger = mine(scene, "MG-G03")
    assert perform(app, hands, Cast(0, mantle, f"c{charger}", 0)) == "drag"
    hands.settle()
    perform(app, hands, Pass(0))
    hands.settle()
    st = scene.session.state
    assert st.perm[mantle].attached_to == charger
    assert scene.spots[mantle].x == scene.spots[charger].x and scene.spots[mantle].y < scene.spots[charger].y
    assert scene.part.status(charger).pt == (5, 5)


# ----- the band of a card tucked in a seat's top row, under the seat's header --------------------------
# two Plains pay to equip again: the viewer has something to do, and the table waits in the main phase
WORN = [{"card": "MG-G03"}, {"card": "MG-A74", "attached": "battlefield:MG-G03"}, "MG-W01", "MG-L01", "MG-L01"]
TWICE = WORN + [{"card": "MG-W65", "attached": "battlefield:MG-G03"}]


def seats_table(make_app: Any, seats: int, size: tuple[int, int], worn: list[Any],
                lang: str = "en", text_size: float = 1.0) -> tuple[Any, TableScene]:
    from game.ui.smoke import Hands
    app = make_app(size=size, lang=lang, text_size=text_size)
    hands = Hands(app)
    app.settings.animation_speed = 10.0
    data = {"scenario": {"players": seats, "seed": 1},
            "position": {"step": "main1", "active": 1, **{f"p{p + 1}": {"battlefield": worn} for p in range(seats)}}}
    scene = TableScene(app, PositionSession(lambda: _build(data, "test")))
    app.push(scene)
    hands.settle()
    hands.pass_screen()
    hands.settle()
    return hands, scene


def on_screen(scene: TableScene, r: tuple[float, float, float, float]) -> Any:
    import pygame
    s, ox, oy = scene.root.scale, scene.root.x, scene.root.y
    return pygame.Rect(int(ox + r[0] * s), int(oy + r[1] * s), int(r[2] * s), int(r[3] * s))


@pytest.mark.parametrize(("size", "text_size"), [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 1.5)])
@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("worn", [WORN, TWICE], ids=["one", "two"])
def test_a_band_tucked_in_a_seats_top_row_stays_under_the_seats_header_words(make_app, seats, size, text_size, worn):
    """An Equipment (and an Aura) on a creature in the top row of every seat, the viewer's own and the
    others': the header's words (name, life, counts; recorded where they are blitted, as the screens'
    overlap test does; at 150 % text they fill the header to its foot) stay clear of the tucked cards and
    their host, and one tucked card shows its name's first line above its host."""
    from game.rulesets.magic import table_faces
    from game.ui import fonts
    from tests.ui.test_text_size_screens import drawn_texts
    _hands, scene = seats_table(make_app, seats, size, worn, text_size=text_size)
    st = scene.session.state
    seen = drawn_texts(scene.app, scene)
    for p in range(seats):
        header = on_screen(scene, L.header_rect(p, scene.viewer, seats))
        words = [(s, r) for s, _px, r in seen if s.strip() and header.contains(r)]
        assert len(words) == 3, (p, words)                   # the name, the life, the counts
        host = next(i for i in st.battlefield(p) if st.defs[i].id == "MG-G03")
        tucked = [i for i in st.battlefield(p) if st.perm[i].attached_to == host]
        assert len(tucked) == len(worn) - len(WORN) + 1
        for iid in [host, *tucked]:
            card = scene.card_nodes[iid].world_rect()
            assert not [s for s, r in words if r.colliderect(card)], (seats, size, p, st.defs[iid].id, words, card)
        if len(tucked) == 1:
            hr, br = scene.card_nodes[host].world_rect(), scene.card_nodes[tucked[0]].world_rect()
            _lines, px = table_faces.name_lines(st.defs[tucked[0]].name.get("en"), br.w, br.h)
            assert hr.top - br.top >= table_faces.NAME_TOP * br.h + fonts.font(px, True).get_ascent(), (p, hr, br)


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("worn", [WORN, TWICE], ids=["one", "two"])
def test_the_tucked_band_under_the_header_still_opens_its_large_view(make_app, seats, worn):
    """Each band (two stepped closer under the header too) is the tucked card's own: the pointer resting on
    it opens that card's large view, in the viewer's seat and another's."""
    import pygame
    hands, scene = seats_table(make_app, seats, (1280, 720), worn)
    st = scene.session.state
    for p in (scene.viewer, (scene.viewer + 1) % seats):
        host = next(i for i in st.battlefield(p) if st.defs[i].id == "MG-G03")
        below = scene.card_nodes[host].world_rect().top
        for iid in sorted((i for i in st.battlefield(p) if st.perm[i].attached_to == host),
                          key=lambda i: -scene.spots[i].y):      # the nearest first, then up the steps
            band = scene.card_nodes[iid].world_rect()
            at = (band.centerx, (band.top + below) // 2)          # on its band, above the card in front
            assert scene.card_under(at) is scene.card_nodes[iid], (p, st.defs[iid].id)
            hands.post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0))
            hands.frames(40)
            assert scene.large.iid == iid, (p, st.defs[iid].id, scene.large.iid)
            below = band.top


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_viewers_place_captions_keep_clear_of_a_lowered_row_and_its_bands(make_app, lang):
    """The viewer's creatures stand lower to keep an Equipment's band under the header: the band now fills
    the row's left corner and the host's foot the top of the lands' row, where the places' captions were
    written over them. The captions stand at the right end of their places, as the command zone's did."""
    from game.rulesets.magic.table_hud import WORDS
    from tests.ui.test_text_size_screens import drawn_texts
    hands, scene = seats_table(make_app, 2, (1280, 720), WORN, lang)
    st = scene.session.state
    names = {WORDS[place].get(lang) for place in L.OWN_PLACES if place in WORDS}
    captions = [(s, r) for s, _px, r in drawn_texts(scene.app, scene) if s in names]
    assert {s for s, _r in captions} == names
    cards = [scene.card_nodes[i].world_rect() for i in st.battlefield(scene.viewer)]
    assert not [(s, r) for s, r in captions for c in cards if r.colliderect(c)]


def test_a_lowered_hosts_badges_under_its_foot_show_over_the_land_beneath(make_app):
    """The viewer's lowered row meets the lands' row: a host's badges (under its foot, clear of the band) are
    drawn over the land beneath it, not hidden behind it."""
    import pygame

    from game.ui.table import states
    hands, scene = seats_table(make_app, 2, (1280, 720), WORN)
    st = scene.session.state
    host = next(i for i in st.battlefield(scene.viewer) if st.defs[i].id == "MG-G03")
    hr = scene.card_nodes[host].world_rect()
    lands = [scene.card_nodes[i].world_rect() for i in st.battlefield(scene.viewer) if st.defs[i].is_a("land")]
    discs: list[pygame.Rect] = []
    real = pygame.draw.ellipse
    pygame.draw.ellipse = lambda surf, colour, rect, *a: discs.append(pygame.Rect(rect)) or real(surf, colour, rect, *a)
    try:
        frame = pygame.Surface(scene.app.screen.get_size())
        scene.draw(frame)
    finally:
        pygame.draw.ellipse = real
    feet = [d for d in discs if d.top >= hr.bottom - 4 and hr.left <= d.left < hr.right]
    assert feet and all(any(land.collidepoint(d.midbottom) for land in lands) for d in feet)   # over a land
    for d in feet:
        assert tuple(frame.get_at((d.centerx, d.bottom - 2)))[:3] == tuple(states.TOAST_BG)[:3], d
