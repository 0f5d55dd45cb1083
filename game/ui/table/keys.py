"""The table by keyboard: the shared focus ring (``focus.py``) over the table's groups, picking a card
up and walking where it may go, the table's letter keys, the list of keys, and the question before
leaving. A mixin of TableScene.

Tab and Shift+Tab go from group to group (the pending decision's choices, your hand, your field,
the other players' fields, the piles, the buttons); the arrows move within a group. Enter or Space on
a card picks it up (a card that may go somewhere: its places come from the game's part), chooses it
(a decision's option) or selects it; then the arrows walk its destinations, each outlined as a drag
outlines it, with the rule and sentence of a refused one; Enter puts it there, Esc puts it back. The
letters are said on the buttons and in the list that K opens; a game adds its own (``TablePart.BUTTONS``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Choose
from game.engine.text import Msg

from .. import fonts
from ..focus import CARD_VIEW_KEY, USE_KEYS, FocusRing
from ..i18n import t
from ..node import Node
from ..palette import BAD, GOLD, INK, INK_DIM, PANEL_EDGE, TOAST_BG
from ..widgets import Button, Dialog
from .cardnode import CardNode
from .piles import LaidCard, PileNode

if TYPE_CHECKING:
    from .scene import TableScene

END_KEY = pygame.K_e
UNDO_KEY, LOG_KEY, CONCEDE_KEY, TRASH_KEY = pygame.K_z, pygame.K_l, pygame.K_c, pygame.K_t
KEYS_KEY, WHY_KEY, RULE_KEY = pygame.K_k, pygame.K_w, pygame.K_F1
SCROLL_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}
# the letters the table itself takes: a game's own buttons use others
RESERVED = {END_KEY, UNDO_KEY, LOG_KEY, CONCEDE_KEY, TRASH_KEY, KEYS_KEY, WHY_KEY, RULE_KEY, CARD_VIEW_KEY}

# (keys, what they do) for the list K opens, in its order; the game's own rows follow the E key's
KEYS_BEFORE = (("Tab / Shift+Tab", "keys.tab"), ("\u2190 \u2192 \u2191 \u2193", "keys.arrows"),
               ("Enter / Space", "keys.use"), ("", "keys.holding"), ("I", "keys.read"), ("PgUp / PgDn", "keys.scroll"),
               ("E", "keys.end"))
KEYS_AFTER = (("T", "keys.trash"), ("Z", "keys.undo"), ("L", "keys.log"), ("C", "keys.concede"), ("W", "keys.why"),
              ("F1", "keys.rule"), ("Esc", "keys.esc"), ("K", "keys.list"))

# the buttons' keys, said on the buttons themselves
BUTTON_KEYS = {"primary": "E", "undo": "Z", "concede": "C", "log": "L", "why": "W"}


def keyed(label: str, bid: str) -> str:
    """A button's label with its key, e.g. "Undo (Z)"."""
    key = BUTTON_KEYS.get(bid)
    return f"{label} ({key})" if key else label


class DestNode(Node):
    """Where a card held from the keyboard may be put (a lane, the skill zone, the lane to attack)."""

    focusable = True

    def __init__(self, scene: "TableScene", dest: tuple[Any, ...]) -> None:
        x, y, w, h = scene.dest_rect(dest)
        super().__init__(x, y, w, h, name="dest:" + ":".join(str(p) for p in dest))
        self.scene, self.dest = scene, dest

    def hit(self, wx: float, wy: float) -> bool:
        return False

    def activate(self) -> None:
        self.scene.drop_held(self.dest)


class HoldChooser(Node):
    """While a card is held from the keyboard, the focus walks only its destinations; Esc puts it back."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=-45, name="hold")
        self.scene = scene
        self.visible = False
        self.default_focus: str | None = None

    @property
    def modal(self) -> bool:
        return self.visible

    def hold(self, targets: list[tuple[tuple[Any, ...], Any, bool]]) -> None:
        self.clear()
        for dest, _action, _legal in targets:
            self.add(DestNode(self.scene, dest))
        first = next((d for d, _a, legal in targets if legal), targets[0][0])
        self.default_focus = "dest:" + ":".join(str(p) for p in first)
        self.visible = True

    def cancel(self) -> None:
        self.scene.put_back()


class KeysCard(Node):
    """The list of the table's keys (K), in the player's language."""

    W = 820

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 1280, 720, z=2400, name="keyscard")
        self.scene = scene
        self.visible = False

    @property
    def modal(self) -> bool:
        return self.visible

    def cancel(self) -> None:
        self.visible = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def key_list(self) -> list[tuple[str, str]]:
        """Every key with what it does, in the player's language: the table's and the game's own."""
        lang = self.scene.lang
        rows = [*KEYS_BEFORE, *self.scene.part.KEY_ROWS, *KEYS_AFTER]
        return [(k, what.get(lang) if isinstance(what, Msg) else t(what, lang)) for k, what in rows]

    def rows(self, size: float, s: float) -> tuple[float, list[tuple[str, list[str]]]]:
        """The key column's width and each row's wrapped lines, at ``size`` pixels."""
        listed = self.key_list()
        key_w = max(fonts.font(size, True).size(k)[0] for k, _w in listed) + 18 * s
        room = int((self.W - 48) * s - key_w)
        return key_w, [(k, fonts.wrap(what, size, room)) for k, what in listed]

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        size = fonts.reading(15) * s
        key_w, rows = self.rows(size, s)
        while size > 9 * s and sum(len(r[1]) for r in rows) * size * 1.28 + 3.2 * size + 70 * s > 700 * s:
            size -= 0.5   # the whole list on one card, whatever the text size
            key_w, rows = self.rows(size, s)
        step = size * 1.28
        title = fonts.text(t("keys.title", self.scene.lang), size * 1.5, GOLD, True)
        close = fonts.text(t("keys.close", self.scene.lang), size, INK_DIM)
        h = title.get_height() + sum(len(r[1]) for r in rows) * step + close.get_height() + 60 * s
        ox, oy = self.world_origin()
        box = pygame.Rect(0, 0, int(self.W * s), int(h))
        box.center = (int(ox + 640 * s), int(oy + 360 * s))
        pygame.draw.rect(surface, TOAST_BG, box, border_radius=int(12 * s))
        pygame.draw.rect(surface, PANEL_EDGE, box, max(1, int(2 * s)), border_radius=int(12 * s))
        y = box.y + 18 * s
        surface.blit(title, (box.x + 24 * s, y))
        y += title.get_height() + 12 * s
        for key, lines in rows:
            if key:
                surface.blit(fonts.text(key, size, GOLD, True), (box.x + 24 * s, y))
            for line in lines:
                surface.blit(fonts.text(line, size, INK), (box.x + 24 * s + key_w, y))
                y += step
        surface.blit(close, (box.x + 24 * s, y + 10 * s))


class KeysFooter(Node):
    """The line under the buttons that names the keys (K lists them all): wrapped to the column, and
    smaller only if the text size would run it off the screen."""

    def __init__(self, scene: "TableScene", y: float) -> None:
        super().__init__(1010, y, 260, 720 - 4 - y, z=600, name="keysfooter")
        self.scene = scene

    def lines(self) -> tuple[float, list[str]]:
        text = t("keys.footer", self.scene.lang)
        size = fonts.reading(13)
        lines = fonts.wrap(text, size, int(self.w))
        while size > 9 and len(lines) * size * 1.25 > self.h:
            size -= 0.5
            lines = fonts.wrap(text, size, int(self.w))
        return size, lines

    def layer_key(self) -> tuple[Any, ...]:
        return (self.scene.lang, tuple(self.world_rect()), self.world_scale())

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        size, lines = self.lines()
        for i, line in enumerate(lines):
            surface.blit(fonts.text(line, size * s, INK_DIM), (ox, oy + i * size * 1.25 * s))


class Keys:
    """The keyboard of a TableScene."""

    def build_keys(self: "TableScene") -> None:
        root = self.root
        self.pile_nodes = [root.add(PileNode(self, pile)) for pile in self.part.piles()]
        self.hold = root.add(HoldChooser(self))
        self.keys_card = root.add(KeysCard(self))
        self.dialog = root.add(Dialog(z=2600, name="leave"))
        y = self.footer_y()
        self.keys_footer = root.add(KeysFooter(self, 648.0 if y is None else y))
        self.keys_footer.visible = y is not None
        self.focus_ring = FocusRing(self, groups=self.focus_groups, default=self.focus_default)
        self.ring_seen: tuple[str | None, bool] = (None, False)   # what the ring was on, last frame
        self.asked: Any = None            # the decision the focus last went to
        self.keys_view = False            # the large view follows the ring (I)

    def footer_y(self: "TableScene") -> float | None:
        """Where the line that names the keys goes, under the column of buttons (None: nowhere)."""
        return 648.0

    def side_buttons_for_keys(self: "TableScene") -> list[Button]:
        """Buttons a scene adds to the table's own (a puzzle's Retry and Hint)."""
        return []

    # ----- the groups -----------------------------------------------------------------------------
    def focus_groups(self: "TableScene") -> list[tuple[str, list[Node]]]:
        if self.overlay.visible:
            return [] if self.pass_pending else [("over", list(self.over_buttons))]
        st = self.session.state
        v = self.viewer
        groups: list[tuple[str, list[Node]]] = []
        d = self.decision_for(v)
        if d is not None and not self.animating():
            live = self.live_options(d)      # a card the engine no longer takes is no stop of the ring
            options: list[Node] = [self.card_nodes[o] for o in live
                                   if self.is_card_option(d, o) and o in self.card_nodes and self.on_table(o)]
            if self.browser.pick:
                options += [c for c in self.browser.children if isinstance(c, LaidCard) and c.iid in live]
            options += [b for b in self.prompt.children if isinstance(b, Button)]
            if self.btn_primary.enabled:
                options.append(self.btn_primary)
            groups.append(("options", options))

        def shown(zones: tuple[str, ...], p: int) -> list[Node]:
            out: list[Node] = []
            for z in zones:
                for iid in self.order.get(f"p{p}.{z}", []):
                    node = self.card_nodes[iid]
                    if node.visible and node.face_up:
                        out.append(node)
            return out

        field = self.part.FIELD
        hand = sorted((n for n in (self.card_nodes[i] for i in self.order.get(self.part.hand(v), []))
                       if n.visible and n.face_up), key=lambda n: n.x)
        others = [p for p in range(v + 1, st.num_players)] + list(range(v))
        groups += [("hand", hand), ("mine", shown(field, v)),
                   ("theirs", [n for p in others for n in shown(field, p)]),
                   ("piles", list(self.pile_nodes))]
        own = [n for n in self.part.controls() if n.visible]
        if own:
            groups.append(("game", own))
        buttons = [self.btn_primary, *self.game_buttons.values(), self.btn_undo, self.btn_concede,
                   self.btn_why, *self.side_buttons_for_keys(), self.btn_log, self.btn_menu]
        groups.append(("buttons", buttons))
        return groups

    def focus_default(self: "TableScene") -> str | None:
        """Where the ring starts: the choices, the hand, the viewer's field, the piles, the buttons; never on
        the big button (it ends a phase: an Enter meant to lift the pass screen, pressed twice, would)."""
        groups = self.focus_ring.live_groups() if self.focus_ring is not None else []
        for key in ("over", "options", "hand", "mine", "piles", "buttons"):
            found = [m for m in next((m for k, m in groups if k == key), []) if m is not self.btn_primary]
            if found:
                return found[0].name
        return None

    def follow_decision(self: "TableScene") -> None:
        """A new decision for the player at the screen: the focus goes to its choices; when it is
        answered, back to where it was before."""
        ring = self.focus_ring
        if ring is None or self.animating():
            return       # the events are still being shown: the choices are not on the table yet
        d = self.decision_for(self.viewer)
        mine = d is not None and not self.pass_pending
        key = (d.kind, d.source, tuple(map(str, d.options)), len(self.session.match.log)) if mine else None
        if key == self.asked:
            return
        self.asked = key
        groups = dict(ring.live_groups())
        if key is not None and groups.get("options"):
            ring.focus(groups["options"][0], group="options")
        elif ring.group() in (None, "options"):
            ring.forget()

    def focused_card(self: "TableScene") -> int | None:
        node = self.focus_ring.current() if self.focus_ring is not None else None
        if isinstance(node, (CardNode, LaidCard)):
            return node.iid
        return None

    # ----- using a card ---------------------------------------------------------------------------
    def use_card(self: "TableScene", iid: int) -> None:
        """Enter on a card: choose it for the pending decision, pick it up, select it, or read it."""
        if self.animating():
            self.skip_animations()
            return
        st = self.session.state
        d = self.decision_for(self.viewer)
        if d is not None and not self.free_decision():
            if iid in d.remaining() and self.is_card_option(d, iid):
                self.submit(Choose(self.viewer, iid))
            else:
                self.toast.show(t("keys.not_option", self.lang), color=BAD)
            return
        zone = st.cards[iid].zone
        mine = st.cards[iid].owner == self.viewer
        targets = self.drag_targets(iid) if mine and self.my_turn() else []
        in_hand = zone == self.part.hand(self.viewer)
        if targets and (in_hand or any(a in self.my_legal() for _d, a, _l in targets)):
            self.pick_up(iid, targets)
        elif mine and not in_hand:
            self.selected = None if self.selected == iid else iid
            self.refresh_controls()
        else:
            self.read_card(iid)

    def read_card(self: "TableScene", iid: int | None) -> None:
        """I (or Enter on a card that does nothing else): the large view of it, following the ring."""
        if iid is None or (self.keys_view and self.large.iid == iid):
            self.close_large()
            return
        if not self.may_read(iid):
            return
        self.keys_view = True
        self.large_pinned = True
        self.show_large(iid)

    def close_large(self: "TableScene") -> None:
        self.keys_view = False
        self.large_pinned = False
        self.large.iid = None

    # ----- holding a card -------------------------------------------------------------------------
    def pick_up(self: "TableScene", iid: int, targets: list[tuple[tuple[Any, ...], Any, bool]]) -> None:
        """Enter on a card that may go somewhere: it rises from its place (leaving every destination's
        outline and sign in view) and the ring walks the destinations."""
        self.drag = {"iid": iid, "start": None, "moved": True, "targets": targets, "keys": True}
        self.card_nodes[iid].set_z(5000)
        spot = self.spots.get(iid)
        if spot is not None:
            self.physics.set_target(iid, spot.x, spot.y - 34, 0.0)
        self.hold.hold(targets)
        self.focus_ring.shown = True
        self.hold_moved()
        self.update_glows()

    def held_dest(self: "TableScene") -> tuple[Any, ...] | None:
        node = self.focus_ring.current() if self.hold.visible else None
        return node.dest if isinstance(node, DestNode) else None

    def hold_moved(self: "TableScene") -> None:
        """The ring went to another destination: it is outlined strongly, and what would happen there
        is said (a refusal's rule and sentence, an attack's forecast)."""
        drag = self.drag
        dest = self.held_dest()
        if drag is None or dest is None:
            return
        self.drops.hovered = dest
        target = next(tg for tg in drag["targets"] if tg[0] == dest)
        self.show_preview(target)

    def show_preview(self: "TableScene", target: tuple[tuple[Any, ...], Any, bool] | None) -> None:
        """What dropping there means: the rule and sentence of a refusal, or the attack's forecast."""
        from . import look
        self.preview.show("", GOLD)
        if target is None:
            return
        _dest, action, legal = target
        if not legal:
            r = self.session.refusal(action)
            if r is not None:
                self.preview.show(f"[{r.rule}] {r.reason(self.lang)}",
                                  look.refusal_colour(self.app.settings.colorblind_palette), "bad")
        else:
            said = self.part.forecast(action)
            if said:
                self.preview.show(said, GOLD)

    def drop_held(self: "TableScene", dest: tuple[Any, ...]) -> None:
        drag = self.drag
        if drag is None:
            return
        target = next((tg for tg in drag["targets"] if tg[0] == dest), None)
        if target is None:
            return
        _dest, action, legal = target
        if not legal:   # said, and the card stays held: another place, or Esc
            r = self.session.refusal(action)
            if r is not None:
                self.refuse(r)
            return
        iid = drag["iid"]
        self.end_hold()
        if self.part.drop(iid, dest):      # kept by the part (a card laid on a workbench)
            self.relayout()
            self.refresh_controls()
            self.focus_ring.forget()
            return
        if self.submit(action):
            self.focus_ring.forget()
        else:
            self.relayout()
            self.focus_ring.focus(self.card_nodes[iid])

    def end_hold(self: "TableScene") -> None:
        self.hold.visible = False
        self.hold.clear()
        self.drag = None
        self.drops.hovered = None
        self.preview.show("", GOLD)

    def put_back(self: "TableScene") -> None:
        """Esc while holding: the card goes back to its place and keeps the ring."""
        drag = self.drag
        self.end_hold()
        self.relayout()
        self.refresh_controls()
        if drag is not None:
            self.focus_ring.focus(self.card_nodes[drag["iid"]])

    # ----- letter keys ----------------------------------------------------------------------------
    def game_key(self: "TableScene", button_id: str) -> None:
        """The letter of one of the game's buttons: the part's own way (Lanes' A picks the unit up and
        shows the forecast), else the button is pressed, or says why it cannot be."""
        if self.part.key(button_id):
            return
        button = self.game_buttons.get(button_id)
        if button is None:
            return
        if button.enabled:
            button.click()
        else:
            self.toast.show(button.why_disabled, color=BAD)

    def trash_key(self: "TableScene") -> None:
        """Your public pile (a trash), then each other's, then closed."""
        b = self.browser
        if b.visible and b.pick:
            return
        n = self.session.state.num_players
        piles = sorted((p for p in self.part.piles() if p.public), key=lambda p: (p.player - self.viewer) % n)
        if not piles:
            return
        zones = [p.zone for p in piles]
        if not b.visible:
            self.open_pile(piles[0])
        elif b.zone in zones and zones.index(b.zone) + 1 < len(piles):
            self.open_pile(piles[zones.index(b.zone) + 1])
        else:
            b.visible = False
        self.focus_ring.shown = True

    def scroll_key(self: "TableScene", step: int) -> None:
        if self.large.iid is not None:
            self.large.scroll = max(0.0, self.large.scroll - step * 120)
        else:
            self.log.scroll = max(0, min(len(self.log.lines) - 1, self.log.scroll + step * 5))

    # ----- leaving ----------------------------------------------------------------------------------
    def ask_leave(self: "TableScene") -> None:
        """Esc or Menu: a saved game asks first (and says it is saved); a finished game, a demo or a
        puzzle (nothing to resume) goes at once."""
        if self.session.autosave is None or self.session.state.result is not None:
            self.app.pop()
            return
        lang = self.lang
        self.dialog.open(t("leave.title", lang), t("leave.body", lang),
                         [(t("leave.yes", lang), "leave"), (t("leave.no", lang), "stay")], cancel="stay",
                         default="stay", keys=t("dialog.keys", lang))
        # the ring starts on Stay, the safe answer (as the app's Quit question does): no run of Esc and
        # Enter presses leaves the game unseen; Leave is one arrow away
        self.focus_ring.shown = True

    # ----- input ------------------------------------------------------------------------------------
    def on_key(self: "TableScene", event: pygame.event.Event) -> bool:
        key = event.key
        ring = self.focus_ring
        if self.dialog.visible:
            ring.handle_key(event)
            return True
        if self.keys_card.visible:
            if key in (KEYS_KEY, pygame.K_ESCAPE, *USE_KEYS):
                self.keys_card.visible = False
            return True
        if self.pass_pending and self.overlay.visible:     # the curtain
            if key in USE_KEYS:
                self.reveal_for_next()
                ring.shown = True       # lifted from the keyboard: the ring shows where to start
            elif key == UNDO_KEY and self.btn_take_back.visible:
                self.take_back()
            elif key == pygame.K_ESCAPE:
                self.ask_leave()
            return True
        if key == pygame.K_ESCAPE:
            return self.escape()
        if key == KEYS_KEY:
            self.keys_card.visible = True
            return True
        if key == LOG_KEY:
            self.log.visible = not self.log.visible
            return True
        if key in SCROLL_KEYS:
            self.scroll_key(SCROLL_KEYS[key])
            return True
        if key == CARD_VIEW_KEY:
            self.read_card(self.focused_card())
            return True
        if key == RULE_KEY:
            self.open_rules(self.last_refusal_rule)
            return True
        opens = next((gb.id for gb in self.part.BUTTONS if gb.key == key and gb.opens), None)
        if opens is not None:        # a panel of the game's (a book, a list) opens while the events play too
            self.part.key(opens)
            return True
        if self.animating():
            if key in USE_KEYS:
                self.skip_animations()
            return True
        if self.hold.visible:       # holding a card: only the ring's keys
            ring.handle_key(event)
            return True
        game = next((gb.id for gb in self.part.BUTTONS if gb.key == key), None)
        if key == END_KEY:
            self.btn_primary.click()
        elif game is not None:
            self.game_key(game)
        elif key == UNDO_KEY:
            self.btn_undo.click()
        elif key == CONCEDE_KEY:
            self.btn_concede.click()
        elif key == TRASH_KEY:
            self.trash_key()
        elif key == WHY_KEY and self.btn_why.visible:
            self.btn_why.click()
        else:
            return ring.handle_key(event)
        return True

    def escape(self: "TableScene") -> bool:
        """Esc puts away the nearest thing first: the large view, a panel of the game's own, a trash
        laid out, a held card, the selection; then it asks before leaving the game."""
        if self.keys_view or self.large_pinned:
            self.close_large()
        elif self.part.put_away():
            pass                       # the game's panel (a recipe book) closed, and nothing else
        elif self.browser.visible and not self.browser.pick:
            self.browser.visible = False
        elif self.hold.visible:
            self.put_back()
        elif self.drag is not None:
            self.drag = None
            self.physics.release()
            self.preview.show("", GOLD)
            self.relayout()
        elif self.selected is not None:
            self.selected = None
            self.refresh_controls()
        elif self.overlay.visible:     # the game is over: nothing to lose
            self.app.pop()
        else:
            self.ask_leave()
        return True

    def watch_ring(self: "TableScene") -> None:
        """Each frame: when the ring moves, a held card follows it, the large view follows it, and a
        card of your hand with the ring rises out of the fan."""
        ring = self.focus_ring
        if ring is None:
            return
        seen = (ring.name, ring.shown)
        if seen == self.ring_seen:
            return
        self.ring_seen = seen
        if self.hold.visible:
            self.hold_moved()
            return
        if self.keys_view:
            iid = self.focused_card()
            if iid is not None and self.may_read(iid):
                self.show_large(iid)
        self.relayout()
