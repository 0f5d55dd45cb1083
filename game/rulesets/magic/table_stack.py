"""The Magic table's stack box: every object on the stack, bottom to top, left to right (113.7, 405.1).

A spell is its card, laid out by the table part like any card (``MagicTable.spot``). An ability on the
stack has no card of its own (its source may be anywhere: on the battlefield, in a graveyard, in the command
zone), so the box draws it as a tile: whether it triggered or was activated, its controller, its source's
name as the source last was (608.2h), the ability's text, and what it targets, with an arrow to that target
as a spell's. Read from the engine's stack, as public as the stack is (the curtain hides it all)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.palette import GOLD, HILITE, INK, INK_DIM, PANEL_EDGE
from game.ui.table.felt import Felt, felt_rect, felt_text as _text, moment_key

from . import table_layout as L
from .actions import parse_target
from .cardtext import ability_text
from .state import StackItem
from .table_hud import WORDS, arrow

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

    from .table import MagicTable

TILE = (28, 28, 34)          # the ground the table's text pairs call "card face"
KIND = {"triggered": Msg("Triggered ability", "유발된 능력"), "activated": Msg("Activated ability", "활성화된 능력"),
        "delayed": Msg("Delayed trigger", "지연된 유발 능력")}
TARGET = {"player": Msg("Target: player {p}", "대상: 플레이어 {p}"), "card": Msg("Target: {name}", "대상: {name}"),
          "many": Msg("Targets: {names}", "대상: {names}"), "a_player": Msg("player {p}", "플레이어 {p}")}


def targets_of(item: StackItem) -> list[str]:
    """Every target an object on the stack has: its first, then those its modes or second target chose
    (multi.py), "up to" left empty skipped."""
    return [t for t in (item.target, *item.more) if parse_target(t) is not None]


class StackBox(Felt):
    """The stack's title and arrows from each object to its target (a player's header or a card), over the
    cards; the abilities' tiles are ``StackTile`` nodes among the cards, so that where the stack overlaps
    each object lies over the one under it, spell or ability alike."""

    def __init__(self, scene: "TableScene", part: "MagicTable") -> None:
        super().__init__(scene, 1400, "stack")
        self.part = part
        self.arrows: list[tuple[int, str]] = []     # (the object's card, target) drawn now (the tests read it)
        self.tiles: list[str] = []                  # each ability's tile, its words in reading order (ditto)
        self.slots: list[StackTile] = []

    def update(self, dt: float) -> None:
        """A tile node for every place on the stack (made as the stack first grows that tall)."""
        for k in range(len(self.slots), len(self.scene.session.state.stack)):
            tile = StackTile(self.scene, self, k)
            self.scene.cards_layer.add(tile)
            self.slots.append(tile)
        super().update(dt)

    def plan(self) -> list[tuple[int, str, tuple[float, float], tuple[float, float]]]:
        """Each arrow: (the object's card, its target, from, to), where the objects and targets lie now."""
        st = self.scene.session.state
        out = []
        spots = L.stack_spots([o.kind != "spell" for o in st.stack])
        for item, spot in zip(st.stack, spots):
            start = self.part.centre_of_card(item.card) if item.kind == "spell" else (spot.x, spot.y - L.STACK_H / 2)
            for target in targets_of(item):              # an arrow to each of its targets (115.1d, 700.2)
                end = self.part.centre_of_target(target)
                if start is not None and end is not None:
                    out.append((item.card, target, start, end))
        return out

    def layer_key(self) -> tuple[Any, ...]:
        """The moment shown and where its arrows go (the table bakes it: ``layer.py``)."""
        pending = self.scene.pass_pending
        return moment_key(self, pending, () if pending else tuple(self.plan()))

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.session.state
        lang = self.scene.lang
        x, y, w, _h = L.STACK
        title = WORDS["stack"].get(lang) if st.stack else WORDS["stack_empty"].get(lang)
        _text(surface, self, title, x + 8, y + 4, 12, INK_DIM, width=w - 16)
        self.arrows = []
        self.tiles = []
        if self.scene.pass_pending:
            return
        self.tiles = [" ".join(t for t in self.words(item) if t) for item in st.stack if item.kind != "spell"]
        for card, target, start, end in self.plan():
            self.arrows.append((card, target))
            arrow(self, surface, start, end, HILITE)

    def words(self, item: StackItem) -> tuple[str, str, str, str]:
        """An ability's tile in words: its kind and controller, its source, its text, its target."""
        st = self.scene.session.state
        lang = self.scene.lang
        source = st.db[item.def_id]
        ability = source.abilities[item.ability]
        kind = KIND["delayed" if item.kind == "delayed" else ability.kind if ability.kind in KIND else "activated"]
        head = f"{kind.get(lang)} · P{item.controller + 1}"
        refs = [r for t in targets_of(item) if (r := parse_target(t)) is not None]
        target = ""
        if len(refs) > 1:
            names = ", ".join(TARGET["a_player"].get(lang).format(p=n + 1) if what == "p" else self.part.card_name(n, lang)
                              for what, n in refs)
            target = TARGET["many"].get(lang).format(names=names)
        elif refs and refs[0][0] == "p":
            target = TARGET["player"].get(lang).format(p=refs[0][1] + 1)
        elif refs:
            target = TARGET["card"].get(lang).format(name=self.part.card_name(refs[0][1], lang))
        return head, source.name.get(lang), ability_text(ability, lang, self.part.token_names()), target


class StackTile(Felt):
    """The ``index``-th place on the stack, drawn when an ability is there: a card-high tile among the cards
    (the card layer orders it by the same z as a spell's card at that place)."""

    def __init__(self, scene: "TableScene", box: StackBox, index: int) -> None:
        super().__init__(scene, 300 + index, f"stack_tile:{index}")
        self.box = box
        self.index = index

    def shown(self) -> bool:
        st = self.scene.session.state
        return not self.scene.pass_pending and self.index < len(st.stack) and st.stack[self.index].kind != "spell"

    def tile(self) -> tuple[float, float, float, float]:
        """Its place (logical), while it is shown."""
        st = self.scene.session.state
        spot = L.stack_spots([o.kind != "spell" for o in st.stack])[self.index]
        return spot.x - L.ABILITY_W / 2, spot.y - L.STACK_H / 2, L.ABILITY_W, L.STACK_H

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self, self.scene.pass_pending)

    def layer_bounds(self) -> pygame.Rect:
        """Its tile (its words are fitted to it): nowhere while no ability is at its place."""
        return felt_rect(self, self.tile()) if self.shown() else pygame.Rect(0, 0, 0, 0)

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.session.state
        if not self.shown():
            return
        head, name, text, target = self.box.words(st.stack[self.index])
        x, y, w, h = self.tile()
        s = self.world_scale()
        r = felt_rect(self, (x, y, w, h))
        pygame.draw.rect(surface, TILE, r, border_radius=int(6 * s))
        pygame.draw.rect(surface, PANEL_EDGE, r, max(1, int(s)), border_radius=int(6 * s))
        _text(surface, self, head, x + 4, y + 3, 9, GOLD, width=w - 8, height=12)
        _text(surface, self, name, x + 4, y + 15, 11, INK, bold=True, width=w - 8, height=14)
        bottom = y + h - (14 if target else 3)
        if target:
            _text(surface, self, target, x + 4, bottom, 9, HILITE, width=w - 8, height=12)
        # the text in the room left, wrapped; the last line that fits says there is more
        size = min(fonts.reading(9), 12.0) * s
        line_h = size * 1.15
        lines = fonts.wrap(text, size, int((w - 8) * s))
        top = r.y + int(31 * s)
        room = int((bottom - 1) * s + self.root_y()) - top
        fit = max(1, int(room // line_h))
        if len(lines) > fit:
            lines = lines[:fit]
            lines[-1] = fonts.clip(lines[-1], size, (w - 8) * s, more=True)
        for k, line in enumerate(lines):
            surface.blit(fonts.text(line, size, INK), (r.x + int(4 * s), top + int(k * line_h)))
