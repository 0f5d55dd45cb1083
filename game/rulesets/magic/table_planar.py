"""Planechase at the table (901): where the planar cards lie, the planar die as a button with the cost of the
next roll, and the die's roll played as it is shown. The face-up plane or phenomenon is a card in its
owner's command zone (the single planar deck's, in the planar controller's; in Grand Melee, its
controller's), readable in the large view on
hover; the viewer's planar deck lies face down as a pile in their command zone (another seat's is counted in
the variant's piece), so planeswalking is the top card sliding out of it and turning over (the table turns a card over as it becomes visible). The table decides
nothing: the button offers the engine's legal roll, or says the engine's refusal. No rules here."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.table.felt import Felt
from game.ui.table.layout import Spot, pile_card

from . import planechase
from . import table_layout as L
from .actions import RollPlanar

if TYPE_CHECKING:
    from .table import MagicTable

# the die's square: in the stack's box, at its foot on the right, clear of the stack's first places
DIE = (L.STACK[0] + L.STACK[2] - 46.0, L.STACK[1] + L.STACK[3] - 46.0, 40.0)
ROLL_SECONDS = 0.9
WORDS = {"roll": Msg("Roll die {n}", "주사위 굴림 {n}"), "button": Msg("Roll die", "주사위 굴림"),
         "not_yours": Msg("The planar die: the active player rolls it in a main phase (901.9)",
                          "차원 주사위: 활성 플레이어가 본 단계에 굴립니다 (901.9)")}
# what each face shows on the die's square: the planeswalker symbol, chaos, blank
MARKS = {"planeswalk": "PW", "chaos": "✺", "blank": ""}


def in_play(st: Any) -> bool:
    return planechase.part(st) is not None


def spot(part: "MagicTable", zone: str, index: int, count: int, iid: int = -1) -> Spot | None:
    """The planar zones' places, or None for a zone that is not one: a face-up card after the cards of its
    command zone, the planar deck hidden at that zone's foot (a card leaving it slides out from there). In
    Grand Melee a face-up card lies in its controller's command zone, not its owner's: the marker holder
    sees the plane that is theirs (901.14) at their own seat, its owner's seat having passed it on."""
    st = part.st
    if iid >= 0 and zone.endswith("plane") and planechase.several(st) and planechase.is_face_up(st, iid):
        p = planechase.controller_of(st, iid)
        mine = planechase.controlled(st, p)
        k = mine.index(iid) if iid in mine else 0
        before = len(st.zones[f"p{p}.command"].cards)
        return L.place_spot(p, part.viewer, st.num_players, "command", before + k, before + max(1, len(mine)),
                            tapped=False)
    head, _, name = zone.partition(".")
    if not name:                         # the single planar deck's zones are the table's (901.15)
        head, name = f"p{planechase.part(st).controller}" if in_play(st) else "p0", head
    if name not in ("plane", "planar"):
        return None
    p = int(head[1:])
    n, v = st.num_players, part.viewer
    if name == "planar":
        x, y, w, h = L.area_rect(p, v, n, "command")
        if p != v:                       # another seat's narrow column has no room: its count is in the piece
            return Spot(x + w / 2, y + h - L.SMALL_H / 2, L.SMALL_W, L.SMALL_H, drawn=False)
        # the viewer's: face down, its top three drawn as a pile at the command zone's right end
        return pile_card(x + w - L.SMALL_W / 2 - 8, y + h / 2 + 6, L.SMALL_W, L.SMALL_H,
                         count - 1 - index, count)
    before = len(st.zones[f"p{p}.command"].cards)
    return L.place_spot(p, v, n, "command", before + index, before + count, tapped=False)


def press(part: "MagicTable") -> Any:
    """The die's button: the viewer's roll with the cost of it, the engine's refusal when it is not theirs
    to make; out of sight in a game without Planechase."""
    from game.ui.table.part import Press
    st = part.shown_state
    if not in_play(st):
        return Press("", None, "", visible=False)
    v = part.viewer
    label = WORDS["roll"].get(part.lang).format(n=f"{{{planechase.roll_cost(st, v)}}}")
    action = RollPlanar(v)
    if action in st.legal_actions():
        return Press(label, action)
    why = st.refusal(action) if hasattr(st, "refusal") else None
    return Press(label, None, why.reason(part.lang) if why is not None else WORDS["not_yours"].get(part.lang))


class PlanarDie(Felt):
    """The die beside its button: the face last rolled, tumbling through faces while a roll is shown."""

    def __init__(self, scene: Any, part: "MagicTable") -> None:
        super().__init__(scene, 620, "planar_die")
        self.part = part
        self.face = ""
        self.tumble = 0.0
        self.shown: list[str] = []          # every face the die settled on (the tests read it)

    def rolled(self, face: str) -> None:
        self.face = face
        self.tumble = ROLL_SECONDS if not self.scene.app.settings.reduced_motion else 0.0
        self.shown.append(face)

    def update(self, dt: float) -> None:
        self.tumble = max(0.0, self.tumble - dt * self.scene.app.settings.animation_speed)
        super().update(dt)

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        face = self.face
        if self.tumble > 0:                  # tumbling: a face a tick, settling on the one rolled
            face = planechase.FACES[int(self.tumble * 20) % len(planechase.FACES)]
        x, y, size = DIE
        box = pygame.Rect(int(self.root_x() + x * s), int(self.root_y() + y * s), int(size * s), int(size * s))
        pygame.draw.rect(surface, (236, 230, 214), box, border_radius=int(6 * s))
        pygame.draw.rect(surface, (60, 52, 40), box, width=max(1, int(2 * s)), border_radius=int(6 * s))
        mark = MARKS.get(face, "")
        if mark:
            img = fonts.text(mark, fonts.reading(13) * s, (40, 30, 20), True)
            surface.blit(img, img.get_rect(center=box.center))


def show_roll(part: "MagicTable", e: Any, text: str) -> Any:
    """A roll of the planar die: the die tumbles and settles on the face, the log's line as a banner."""
    from game.ui.table.part import Show
    die = getattr(part, "die", None)
    if die is not None:
        die.rolled(str(e.data.get("face", "")))
    return Show(hold=ROLL_SECONDS, banner=text, banner_seconds=1.2)


def nodes(scene: Any, part: "MagicTable") -> list[Any]:
    if not in_play(part.st):
        return []
    part.die = PlanarDie(scene, part)
    return [part.die]
