"""Keyboard focus for any scene: which control has it, moving it, using it, and the ring that shows it.

A node takes part by setting ``focusable = True`` (every ``Button`` does) and, to be used from the
keyboard, by having ``activate()`` (Enter or Space call it). While focused it may take more keys
through ``focus_key(event) -> bool`` (a stepper takes Left and Right). A node with ``modal = True``
(a dialog, a list over the screen) keeps the focus inside itself while it is shown, and Esc calls
its ``cancel()``. A scene adopts all this with one line, ``self.focus_ring = FocusRing(self)``: the
base ``Scene`` then hands it the keys and the mouse and draws the ring over everything.

Keys: Tab and Shift+Tab walk the controls in order (wrapping); the arrows go to the nearest
control in that direction (a scene's ``focus_edge(node, (dx, dy))`` may scroll a list when there
is none); Enter and Space use the focused control. The ring shows from the moment a screen opens
(a player who only has the keyboard must see where they are before the first key); a mouse press
hides it, and the first of these keys after that only shows it again; a click on a control moves
the focus there, so the keyboard carries on from it.

The focus is kept by node name, not by node: scenes rebuild their nodes freely and the focus
stays on the node of the same name, or on the one now at the same place in the order.

A crowded screen may sort its controls into groups (``groups``: named lists, in Tab order): Tab
and Shift+Tab then go from group to group, landing where the focus last was in each, and the
arrows move only within the group (the table: your hand, your field, the opponent's field, the
piles, the prompt's options, the buttons). A node may sit in several groups.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

import pygame

from .node import Node
from .palette import FOCUS_HALO, HILITE

NAV_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
USE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CARD_VIEW_KEY = pygame.K_i      # the large view of the focused card (wherever cards are listed)


def visible_nodes(node: Node) -> Iterator[Node]:
    """The node and its descendants that are drawn (an invisible node hides its subtree)."""
    if not node.visible:
        return
    yield node
    for child in node.children:
        yield from visible_nodes(child)


class FocusRing:
    def __init__(self, scene: Any, *, order: Callable[[], list[Node]] | None = None,
                 default: str | Callable[[], str | None] | None = None,
                 groups: Callable[[], list[tuple[str, list[Node]]]] | None = None) -> None:
        self.scene = scene
        self.order = order          # the scene's own order of its controls (else the tree's)
        self.default = default      # the control focused first (else the first in the order)
        self.groups = groups        # named groups in Tab order (Tab between them, arrows within)
        self.shown = True           # seen from the start; hidden by a mouse press (``pointer``)
        self._spots: dict[int, tuple[str | None, int]] = {}   # per scope (id): focused name, its index
        self._last_scope: Node | None = None
        self._group: str | None = None                        # the group the focus is in
        self._group_spots: dict[str, str] = {}                # per group: the name focused last there

    # ----- which nodes -------------------------------------------------------------------------
    def scope(self) -> Node:
        """The open modal (the topmost one), or the scene's root. A modal that closes forgets its
        focus: opened again, it starts at its default."""
        root = self.scene.root
        found = next((c for c in reversed(root.ordered()) if c.visible and getattr(c, "modal", False)), root)
        last = self._last_scope
        if found is not last:
            if last is not None and last is not root:
                self._spots.pop(id(last), None)
            self._last_scope = found
        return found

    def candidates(self) -> list[Node]:
        scope = self.scope()
        if self.groups is not None and scope is self.scene.root:
            nodes, seen = [], set()
            for _key, members in self.live_groups():
                for n in members:
                    if id(n) not in seen:
                        seen.add(id(n))
                        nodes.append(n)
            return nodes
        if self.order is not None and scope is self.scene.root:
            nodes = [n for n in self.order() if self._shown_in(n, scope)]
        else:
            nodes = list(visible_nodes(scope))
        return [n for n in nodes if getattr(n, "focusable", False) and n.name]

    # ----- groups --------------------------------------------------------------------------------
    def live_groups(self) -> list[tuple[str, list[Node]]]:
        """The scene's groups as they are now: only shown, focusable nodes; empty groups left out."""
        if self.groups is None:
            return []
        root = self.scene.root
        out = []
        for key, members in self.groups():
            live = [n for n in members if getattr(n, "focusable", False) and n.name and self._shown_in(n, root)]
            if live:
                out.append((key, live))
        return out

    def group(self) -> str | None:
        """The name of the group the focus is in (None without groups, or inside a modal)."""
        found = self._group_of(self.current())
        return found[0] if found is not None else None

    def _group_of(self, node: Node | None) -> tuple[str, list[Node]] | None:
        if node is None or self.groups is None or self.scope() is not self.scene.root:
            return None
        holding = [(k, m) for k, m in self.live_groups() if any(n is node for n in m)]
        return next((g for g in holding if g[0] == self._group), holding[0] if holding else None)

    def step_group(self, delta: int) -> None:
        """Tab between groups: to where the focus last was in the next one, else its first node."""
        groups = self.live_groups()
        if not groups:
            return
        if len(groups) == 1:        # one group: Tab walks it, as without groups
            self.step(delta)
            return
        here = self._group_of(self.current())
        i = next((k for k, g in enumerate(groups) if here is not None and g[0] == here[0]), -1 if delta > 0 else 0)
        key, members = groups[(i + delta) % len(groups)]
        last = self._group_spots.get(key)
        node = next((n for n in members if n.name == last), members[0])
        self.focus(node, group=key)

    @staticmethod
    def _shown_in(node: Node, scope: Node) -> bool:
        n: Node | None = node
        while n is not None:
            if not n.visible:
                return False
            if n is scope:
                return True
            n = n.parent
        return False

    def current(self) -> Node | None:
        """The focused node: by its name, else the one at its old place, else the default."""
        nodes = self.candidates()
        if not nodes:
            return None
        scope = self.scope()
        name, index = self._spots.get(id(scope), (None, -1))
        if name is not None:
            found = next((n for n in nodes if n.name == name), None)
            if found is not None:
                return found
        if index >= 0:
            node = nodes[min(index, len(nodes) - 1)]
        else:
            node = self._default(nodes, scope)
        self._remember(node, nodes)
        return node

    def _default(self, nodes: list[Node], scope: Node) -> Node:
        want = getattr(scope, "default_focus", None) if scope is not self.scene.root else self.default
        if callable(want):
            want = want()
        return next((n for n in nodes if n.name == want), nodes[0])

    def _remember(self, node: Node, nodes: list[Node] | None = None) -> None:
        nodes = self.candidates() if nodes is None else nodes
        index = next((i for i, n in enumerate(nodes) if n is node), 0)
        self._spots[id(self.scope())] = (node.name, index)
        if self.groups is not None and self.scope() is self.scene.root:
            found = self._group_of(node)
            if found is not None:
                self._group = found[0]
                self._group_spots[found[0]] = node.name

    @property
    def name(self) -> str | None:
        node = self.current()
        return node.name if node is not None else None

    def focus(self, target: Node | str, *, show: bool | None = None, group: str | None = None) -> None:
        """Put the focus on a node (or the node of that name); ``group``: in that group, where the
        node sits in several."""
        nodes = self.candidates()
        node = target if isinstance(target, Node) else next((n for n in nodes if n.name == target), None)
        if node is None:
            return
        if group is not None:
            self._group = group
        self._remember(node, nodes)
        if show is not None:
            self.shown = show

    def forget(self) -> None:
        """Back to the default (a rebuilt screen whose old controls mean nothing now)."""
        self._spots.pop(id(self.scope()), None)

    # ----- moving ------------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        nodes = self.candidates()
        cur = self.current()
        if not nodes or cur is None:
            return
        i = next((k for k, n in enumerate(nodes) if n is cur), 0)
        self._remember(nodes[(i + delta) % len(nodes)], nodes)

    def nearest(self, direction: tuple[int, int], among: list[Node] | None = None) -> Node | None:
        """The control nearest the focused one in a direction: those straight ahead (sharing some of
        its height, or width) before those off to the side; then the nearest, along and across.
        ``among``: only these (with groups, the focused one's group)."""
        cur = self.current()
        if cur is None:
            return None
        dx, dy = direction
        a = self._rect(cur)
        best, best_score = None, (2, float("inf"))
        for n in (self.candidates() if among is None else among):
            if n is cur:
                continue
            b = self._rect(n)
            along = (b.centerx - a.centerx) * dx + (b.centery - a.centery) * dy
            if along <= 2:
                continue
            if dx:    # beside it: rows that share some height are not "across" at all
                overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
                across = 0 if overlap > 0 else abs(b.centery - a.centery)
            else:
                overlap = min(a.right, b.right) - max(a.left, b.left)
                across = 0 if overlap > 0 else abs(b.centerx - a.centerx)
            score = (0 if overlap > 0 else 1, along + 3 * across)
            if score < best_score:
                best, best_score = n, score
        return best

    def go(self, direction: tuple[int, int]) -> None:
        here = self._group_of(self.current())
        node = self.nearest(direction, here[1] if here is not None else None)
        if node is not None:
            self._remember(node)
            return
        edge = getattr(self.scene, "focus_edge", None)
        cur = self.current()
        if edge is not None and cur is not None and self.scope() is self.scene.root:
            edge(cur, direction)

    # ----- input -------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key for the focus; True if it was used."""
        key = event.key
        scope = self.scope()
        if key == pygame.K_ESCAPE and scope is not self.scene.root:
            cancel = getattr(scope, "cancel", None)
            if cancel is not None:
                cancel()
                return True
        cur = self.current()
        if cur is not None and self.shown:
            take = getattr(cur, "focus_key", None)
            if take is not None and take(event):
                return True
        tab = key == pygame.K_TAB
        if not (tab or key in NAV_KEYS or key in USE_KEYS) or cur is None:
            return False
        if not self.shown:       # the first key after the mouse shows where the focus is
            self.shown = True
            return True
        if tab and self.groups is not None and scope is self.scene.root:
            self.step_group(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif tab:
            self.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in NAV_KEYS:
            self.go(NAV_KEYS[key])
        else:
            use = getattr(cur, "activate", None)
            if use is not None:
                use()
        return True

    def pointer(self, event: pygame.event.Event) -> None:
        """A mouse press: the ring hides, and a control under the pointer takes the focus."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        self.shown = False
        for node in reversed(self.candidates()):
            if node.hit(*event.pos):
                self._remember(node)
                return

    # ----- drawing -----------------------------------------------------------------------------
    @staticmethod
    def _rect(node: Node) -> pygame.Rect:
        rect = getattr(node, "focus_rect", None)
        return rect() if rect is not None else node.world_rect()

    def bounds(self) -> pygame.Rect:
        """Where ``draw`` draws now (nowhere: an empty rectangle)."""
        node = self.current() if self.shown else None
        if node is None:
            return pygame.Rect(0, 0, 0, 0)
        s = self.scene.root.scale or 1.0
        return self._rect(node).inflate(int(10 * s) + 2 * int(4 * s) + 2, int(10 * s) + 2 * int(4 * s) + 2)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown:
            return
        node = self.current()
        if node is None:
            return
        s = self.scene.root.scale or 1.0
        r = self._rect(node).inflate(int(10 * s), int(10 * s))
        rad = int(10 * s)
        pygame.draw.rect(surface, FOCUS_HALO, r.inflate(int(4 * s), int(4 * s)), width=max(2, int(6 * s)),
                         border_radius=rad + int(2 * s))
        pygame.draw.rect(surface, HILITE, r, width=max(3, int(4 * s)), border_radius=rad)
