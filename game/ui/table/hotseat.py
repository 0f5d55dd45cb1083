"""Who is looking at a hotseat table, and what they may take back.

The table shows the view of the player whose eyes are on the screen: card faces from the zones'
visibility to that player, never more. In a hotseat game an opaque curtain hides the table (nothing
is drawn under it) until the player to act is at the screen. Undo takes back only the viewer's own
move, and never what the other player has already seen. A mixin of TableScene."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.actions import Action

from ..i18n import t
from ..palette import BAD, INK_DIM

if TYPE_CHECKING:
    from .scene import TableScene


class Hotseat:
    """The eyes on the screen, the curtain and undo of a TableScene."""

    def eyes(self: "TableScene") -> int | None:
        """Whose view the table shows: the viewer's, or nobody's in particular (None) once a
        hotseat game is over and both players look. With several people and programs, the viewer's only
        once that person has lifted the curtain: programs may move first (at the start, after Resume), and
        the person the screen will be for has not sat down yet."""
        if self.public_only or (self.fixed_viewer is None and self.ai_seats and self.seen_by != self.viewer):
            return None
        return self.viewer

    def can_see(self: "TableScene", iid: int) -> bool:
        if iid in self.revealed:
            return True
        zone = self.zone_of.get(iid) or self.session.state.cards[iid].zone
        return self.session.state.zones[zone].visible_to(self.eyes())

    def may_read(self: "TableScene", iid: int) -> bool:
        """May the large view show this card? What the viewer sees, and the cards laid out for the
        viewer's own choice (a search or a look at the deck shows them to that player alone)."""
        return self.can_see(iid) or (self.browser.visible and iid in self.browser.cards and not self.pass_pending)

    def cover(self: "TableScene", player: int) -> None:
        """Hotseat: an opaque curtain until ``player`` is at the screen (at the start, on Resume and
        whenever the player to act is not the one who saw the table last). Whatever the last viewer
        had open (a banner, a message, a pinned card) goes; that player may still take back a move."""
        self.left_screen()
        self.pass_pending = True
        self.overlay.opaque = True
        self.overlay.visible = True
        self.overlay.title = t("pass_to", self.lang, p=player + 1)
        self.overlay.subtitle = t("pass_ready", self.lang, p=player + 1)
        self.overlay.note = ""
        self.banner.time_left = self.toast.time_left = 0.0
        self.preview.show("", self.preview.color)
        self.selected, self.hover_iid = None, None
        self.close_large()
        self.keys_card.visible = False
        if self.browser.visible and not self.browser.pick:
            self.browser.visible = False
        if self.hold.visible:
            self.end_hold()
        steps, _why = self.undo_plan(curtain=True)
        self.btn_take_back.visible = self.seen_by is not None and steps > 0
        self.btn_take_back.label = t("undo.take_back", self.lang, p=self.viewer + 1) + " (Z)"
        if self.btn_take_back.visible:
            self.overlay.note = t("pass_take_back", self.lang, p=self.viewer + 1)
            self.overlay.note_color = INK_DIM
        self.focus_ring.forget()

    def reveal_for_next(self: "TableScene") -> None:
        """The player to act is at the screen: lift the curtain on their view."""
        self.pass_pending = False
        self.overlay.visible = False
        self.btn_take_back.visible = False
        self.viewer = self.acting() if self.fixed_viewer is None else self.fixed_viewer
        self.seen_by = self.viewer
        self.session.mark_seen()
        self.revealed.clear()
        for node in self.card_nodes.values():
            node.shown, node.flip = None, 0.0   # another pair of eyes: faces change at once, never turn over
        if not self.catch_up():                 # else the table as they last saw it, and what happened since
            self.resync(snap=True)
        self.refresh_controls()

    def undo_plan(self: "TableScene", *, curtain: bool = False) -> tuple[int, str]:
        """How many actions Undo would take back for the viewer now, and why none ("" if some). From the
        pass screen (``curtain``) it is the mover's own last action, with the programs' answers and the
        table's passes that followed it: a pass the table made for a seat (``submit_automatic``) is
        nobody's move and is never taken back alone there. Undo at the table steps back through the
        table's passes one by one, so a person may act where the table passed for them."""
        made = self.automatic if curtain else ()
        return self.session.undo_plan(self.viewer, set(self.ai_seats), made)

    def submit_automatic(self: "TableScene", action: Action) -> bool:
        """An action the table makes for a seat that had nothing to choose (Magic's pass for a person who
        could only pass, or whose stop says pass)."""
        at = len(self.session.match.log)
        if not self.submit(action):
            return False
        self.automatic.add(at)
        return True

    def take_back(self: "TableScene") -> None:
        """Undo the viewer's last action (and the program's answers to it); only one's own, and in
        hotseat only while the other player has seen nothing since. The table then goes on as the
        engine says: the right view, the curtain if needed, a program's turn resumed."""
        steps, why = self.undo_plan(curtain=self.pass_pending)
        if not steps:
            self.toast.show(t(f"undo.{why}", self.lang), color=BAD)
            return
        mover = self.viewer
        undone = self.session.match.log[-steps:]
        for seat in self.ai_seats.values():
            seat.wait()
            seat.take()
        self.ai_move = None
        self.drop_ahead()
        for _ in range(steps):
            self.session.undo()
        self.queue.clear()
        self.wait = 0.0
        mine = next(a for a in undone if a.player == mover)
        self.log.forget_after(len(self.session.match.log))
        self.looks.forget_after(len(self.session.match.log), self.session.state)
        self.automatic = {at for at in self.automatic if at < len(self.session.match.log)}
        self.explanations.forget_after(len(self.session.match.log), self.session.state)
        self.log.add(t("undo.done", self.lang, p=mover + 1, what=self.text.describe_action(self.session.state, mine, self.lang)),
                     at=len(self.session.match.log), only=mover)
        if self.pass_pending:  # taken back under the curtain: the mover keeps the screen
            self.pass_pending = False
            self.overlay.visible = False
            self.btn_take_back.visible = False
        if self.hold.visible:
            self.end_hold()
        self.selected, self.drag = None, None
        self.after_queue()

    def draw(self: "TableScene", surface: pygame.Surface) -> None:
        if self.pass_pending and self.overlay.visible:   # behind the curtain nothing is drawn at all
            self.table_layer.forget()                   # nor kept: the next player must not find the last one's cards
            surface.fill((6, 8, 12))
            self.overlay.draw(surface)
            self.btn_take_back.draw(surface)
            if self.dialog.visible:                     # leaving, asked from the curtain
                self.dialog.draw(surface)
                self.focus_ring.draw(surface)
            return
        if surface is not self.app.screen:     # a picture of the table (a test's, a tool's): painted whole
            super().draw(surface)
            return
        self.table_layer.draw(surface)
        if self.focus_ring is not None:
            ring = self.focus_ring.bounds()
            self.table_layer.drawn_over(ring)       # the layer puts back what it covered, next frame
            clip = surface.get_clip()
            surface.set_clip(ring.clip(clip))
            self.focus_ring.draw(surface)
            surface.set_clip(clip)
