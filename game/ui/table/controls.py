"""The table's controls: the buttons' states, the prompt of a pending decision, the glows, and
where a held card may go. A mixin of TableScene: it reads the scene's state and never changes the game.
What the buttons do and where a card may go is the game's part's (``TablePart.primary``, ``press``,
``targets``); the prompt's words are the game's text part's (``describe_decision``, ``option_label``)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import DONE, Action, Choose

from .. import fonts

from ..i18n import t
from ..palette import BUTTON_OFF, BUTTON_OFF_EDGE, INK, INK_DIM
from ..widgets import Button, Label, reason_tip
from .part import Press, Target
from .look import refusal_colour
from .prompt import GoneOption, OptionButton
from .keys import keyed

PROMPT_LOG_MIN = 48          # what is kept for the log under a tall prompt (two lines)

if TYPE_CHECKING:
    from .scene import TableScene


class ReasonButton(Button):
    """The big button: greyed, it says why on its face (the reason's first lines under the label), not only
    when hovered or pressed."""

    REASON_LINES = 2

    busy = False          # greyed only while the last moves are shown: no reason on its face (it would flicker)

    def layer_key(self) -> tuple[Any, ...]:
        return (*super().layer_key(), self.busy, self.why_disabled)

    def layer_bounds(self) -> pygame.Rect | None:
        return super().layer_bounds()

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.enabled or not self.why_disabled or self.busy:
            super().draw_self(surface)
            return
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        pygame.draw.rect(surface, BUTTON_OFF, r, border_radius=rad)
        pygame.draw.rect(surface, BUTTON_OFF_EDGE, r, width=max(1, int(2 * s)), border_radius=rad)
        room = r.w - int(14 * s)
        label_px = fonts.fit_size(self.label, min(fonts.reading(self.size) * s, r.h * 0.42), room, True, 9 * s)
        why_px = max(9 * s, min(fonts.reading(11) * s, (r.h - label_px * 1.2) / (self.REASON_LINES * 1.12)))
        lines = fonts.wrap(self.why_disabled, why_px, room)
        if len(lines) > self.REASON_LINES:
            lines = lines[:self.REASON_LINES - 1] + [fonts.clip(" ".join(lines[self.REASON_LINES - 1:]), why_px, room,
                                                                more=True)]
        img = fonts.text(self.label, label_px, INK_DIM, True)
        total = img.get_height() + len(lines) * why_px * 1.12
        y = r.centery - total / 2
        surface.blit(img, img.get_rect(midtop=(r.centerx, int(y))))
        y += img.get_height()
        for line in lines:
            part = fonts.text(line, why_px, INK_DIM)
            surface.blit(part, part.get_rect(midtop=(r.centerx, int(y))))
            y += why_px * 1.12
        if self.hover:        # the whole reason, as every greyed button says it
            reason_tip(surface, self.why_disabled, r, s)


class Controls:
    """Buttons, prompt, glows and drop targets of a TableScene."""
    # ----- controls -----------------------------------------------------------------------------
    def my_legal(self: "TableScene") -> list[Action]:
        st = self.session.state
        return [a for a in st.legal_actions() if a.player == self.viewer]

    def primary_press(self: "TableScene") -> Press:
        """The big button: Done while a decision of the viewer's is pending, else what the game says."""
        d = self.decision_for(self.viewer)
        if d is not None and not self.free_decision():
            done = Choose(self.viewer, DONE)
            return Press(t("btn.done", self.lang), done if done in self.my_legal() else None, d.prompt.get(self.lang))
        return self.part.primary()

    def refresh_controls(self: "TableScene") -> None:
        # while events play the buttons are the moment's the table shows, and wait for the rest
        busy = t("table.busy", self.lang) if self.animating() else ""
        mine = self.my_legal() if not (self.pass_pending or busy) else []
        press = self.primary_press()
        self.btn_primary.label = keyed(press.label, "primary")
        self.btn_primary.enabled = press.action is not None and press.action in mine
        self.btn_primary.why_disabled = busy or press.why
        self.btn_primary.busy = bool(busy)
        for gb in self.part.BUTTONS[:2]:
            button = self.game_buttons[gb.id]
            press = self.part.press(gb.id)
            button.label = f"{press.label} ({gb.key_name})"
            button.enabled = gb.opens or (press.action is not None and press.action in mine)
            button.why_disabled = "" if gb.opens else busy or press.why
            button.visible = press.visible and not self.button_hidden(gb.id)
        steps, why = self.undo_plan()
        self.btn_undo.enabled = steps > 0 and not self.pass_pending
        self.btn_undo.why_disabled = t(f"undo.{why}", self.lang) if why else ""
        self.build_prompt()
        self.update_glows()
        self.follow_decision()

    def button_hidden(self: "TableScene", button_id: str) -> bool:
        """A scene built on the table may keep one of the game's buttons out of sight (a replay)."""
        return False

    def reason_text(self: "TableScene", action: Action | None) -> str:
        if action is None:
            return ""
        r = self.session.refusal(action)
        return f"[{r.rule}] {r.reason(self.lang)}" if r else ""

    def build_prompt(self: "TableScene") -> None:
        self.prompt.clear()
        st = self.session.state
        d = self.decision_for(self.viewer)
        # no decision, but the game waits on a declaration of the viewer's: its words say what and how
        guide = self.part.guide() if d is None and not self.pass_pending and self.my_turn() else ""
        self.prompt.visible = (d is not None or bool(guide)) and not self.pass_pending
        self.log.y, self.log.h = 56, 364
        if not self.prompt.visible or d is None:
            if self.browser.pick:
                self.browser.visible = self.browser.pick = False
            if guide:
                self.prompt.text, self.prompt.detail, self.prompt.fit = guide, None, 1.0
                room = self.prompt_bottom() - PROMPT_LOG_MIN - self.prompt.y
                self.prompt.show(12.0 + self.prompt.text_height(), room)
                self.log.y = self.prompt.y + self.prompt.h + 8
                self.log.h = max(PROMPT_LOG_MIN - 8, self.prompt_bottom() - self.log.y)
            return
        lang = self.lang
        self.prompt.text, self.prompt.detail = self.text.describe_decision(st, d, lang)  # the card that asks, its text
        live = self.gone.offered(d, self.choice_taken(d), lambda o: self.reason_text(Choose(d.player, o)))
        words = [(o, self.text.option_label(st, d, o, lang)) for o in live if not self.is_card_option(d, o)]
        went = [(self.text.option_label(st, d, g.option, lang), g.why) for g in self.gone.gone]
        hidden = [o for o in d.options if self.is_card_option(d, o) and not self.on_table(o)]
        if hidden:  # cards in a pile (deck, trash) to choose from: lay them out face-up
            self.browser.open(d.prompt.get(lang), [o for o in d.options if o in hidden], pick=True, picked=d.picked)
        elif self.browser.pick:
            self.browser.visible = self.browser.pick = False
        hints = []
        if any(self.is_card_option(d, o) for o in live):
            hints.append(t("prompt.pick_hint", lang))
        if d.max > 1:
            hints.append(t("prompt.done_hint", lang))
        hint = " ".join(hints)

        def height(f: float) -> float:
            self.prompt.fit = f
            h = 12.0 + self.prompt.text_height()
            h += sum(OptionButton.height_for(label, 240, 15 * f) + 6 for _o, label in words)
            h += sum(GoneOption.height_for(label, why, 240, 15 * f) + 6 for label, why in went)
            h += len(fonts.wrap(hint, fonts.reading(14 * f), 236)) * fonts.reading(14 * f) * 1.3 if hint else 0
            return h + 4

        room = self.prompt_bottom() - PROMPT_LOG_MIN - self.prompt.y
        grow = max(1.0, fonts.reading(1.0))
        floor = (1 + grow) / 2 / grow     # halfway back to 100 % at most; past that the prompt scrolls
        f = 1.0
        while height(f) > room and f > floor:
            f = max(floor, f - 0.05)
        y = 12.0 + self.prompt.text_height()
        for o, label in words:
            button = self.prompt.add(OptionButton(10, y, 240, label, f"choose:{o}", size=15 * f))
            y += button.h + 6
        colour = refusal_colour(self.app.settings.colorblind_palette)
        for k, (label, why) in enumerate(went):
            node = self.prompt.add(GoneOption(10, y, 240, label, why, size=15 * f, colour=colour, name=f"gone:{k}"))
            y += node.h + 6
        for line in fonts.wrap(hint, fonts.reading(14 * f), 236) if hint else []:
            label = self.prompt.add(Label(12, y, line, size=14 * f, color=INK))
            label.top = y
            y += fonts.reading(14 * f) * 1.3
        self.prompt.show(y + 4, room)     # past the room it scrolls
        self.prompt.ring = self.focus_ring
        self.prompt.age = self.age_gone
        self.log.y = self.prompt.y + self.prompt.h + 8
        self.log.h = max(PROMPT_LOG_MIN - 8, self.prompt_bottom() - self.log.y)

    def choice_taken(self: "TableScene", d: Any) -> Any:
        """Does the engine take this choice of the decision now (is its Choose legal)?"""
        legal = set(a for a in self.session.state.legal_actions() if isinstance(a, Choose) and a.player == d.player)
        return lambda o: Choose(d.player, o) in legal

    def live_options(self: "TableScene", d: Any) -> list[Any]:
        """The decision's choices the engine still takes (all of them where it takes none: a decision
        answered by the game's own actions)."""
        taken = self.choice_taken(d)
        return [o for o in d.remaining() if taken(o)] or list(d.remaining())

    def age_gone(self: "TableScene", dt: float) -> None:
        if self.gone.age(dt):
            self.build_prompt()

    def prompt_bottom(self: "TableScene") -> float:
        """The lowest the prompt and the log under it may reach (the buttons start below)."""
        return 428.0

    def option_label(self: "TableScene", d: Any, option: Any) -> str:
        return self.text.option_label(self.session.state, d, option, self.lang)

    def is_card_option(self: "TableScene", d: Any, option: Any) -> bool:
        return self.part.is_card_option(d, option)

    def on_table(self: "TableScene", iid: int) -> bool:
        """Is the card drawn where a player can click it (not in a pile, not hidden in one)?"""
        zone = self.session.state.cards[iid].zone
        node = self.card_nodes.get(iid)
        return node is not None and node.visible and all(p.zone != zone for p in self.part.piles())

    def update_glows(self: "TableScene") -> None:
        for node in self.card_nodes.values():
            node.glow = None
        if self.pass_pending or self.animating():
            return
        d = self.decision_for(self.viewer)
        if d is not None and not self.free_decision():
            cards = [o for o in d.options if self.is_card_option(d, o)]
            src = d.source
            if not cards and isinstance(src, int) and src in self.card_nodes and self.can_see(src):
                self.card_nodes[src].glow = "source"   # the card whose ability asks
            for o in self.live_options(d):       # a card the engine no longer takes glows no more
                if self.is_card_option(d, o) and o in self.card_nodes:
                    self.card_nodes[o].glow = "option"
            for o in d.picked:
                if self.is_card_option(d, o) and o in self.card_nodes:
                    self.card_nodes[o].glow = "picked"
            return
        if self.selected is not None:
            self.card_nodes[self.selected].glow = "selected"
        if self.drag is not None:
            for dest, _action, legal in self.drag["targets"]:
                card = self.part.card_at_dest(dest) if legal else None
                if card is not None and card in self.card_nodes:
                    self.card_nodes[card].glow = "legal"

    # ----- drag targets -----------------------------------------------------------------------
    def drag_targets(self: "TableScene", iid: int) -> list[Target]:
        """Every destination the card could be dropped on, its action, and whether it is legal now."""
        return self.part.targets(iid)

    def dest_rect(self: "TableScene", dest: tuple[Any, ...]) -> pygame.Rect:
        x, y, w, h = self.part.dest_rect(dest)
        return pygame.Rect(int(x), int(y), int(w), int(h))

    def dest_at(self: "TableScene", lx: float, ly: float, targets: list[Target] | None = None) -> Target | None:
        """The destination a drop at (lx, ly) means: the last one whose place it hits exactly, else the
        first whose wider drop area holds it (a card let go anywhere on a front joins that front)."""
        if targets is None:
            if self.drag is None:
                return None
            targets = self.drag["targets"]
        exact = [t for t in targets if self.dest_rect(t[0]).collidepoint(lx, ly)]
        if exact:
            return exact[-1]
        for target in targets:
            wide = self.part.drop_rect(target[0])
            if wide is not None and pygame.Rect(*(int(v) for v in wide)).collidepoint(lx, ly):
                return target
        return None
