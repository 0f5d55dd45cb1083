"""The table's controls: the buttons' states, the prompt of a pending decision, the glows, and
where a held card may go. A mixin of TableScene: it reads the scene's state and never changes the game."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import DONE, Action, Choose
from game.rulesets.lanes.actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from game.rulesets.lanes.cardtext import ability_text
from game.rulesets.lanes.describe import describe_action, describe_decision
from game.rulesets.lanes.state import Phase

from .. import fonts

from ..i18n import t
from ..palette import INK
from ..widgets import Label
from . import layout as L
from .prompt import OptionButton
from .keys import keyed

PROMPT_LOG_MIN = 48          # what is kept for the log under a tall prompt (two lines)

if TYPE_CHECKING:
    from .scene import TableScene

CARD_OPTION_KINDS = ("target", "discard", "select", "guardian_cost", "block")


class Controls:
    """Buttons, prompt, glows and drop targets of a TableScene."""
    # ----- controls -----------------------------------------------------------------------------
    def my_legal(self: "TableScene") -> list[Action]:
        st = self.session.state
        return [a for a in st.legal_actions() if a.player == self.viewer]

    def refresh_controls(self: "TableScene") -> None:
        st = self.session.state
        lang = self.lang
        mine = self.my_legal() if not self.pass_pending else []
        d = st.decisions[0] if st.decisions else None
        if d is not None and d.player == self.viewer:
            self.btn_primary.label = keyed(t("btn.done", lang), "primary")
            self.btn_primary.enabled = any(isinstance(a, Choose) and a.option == DONE for a in mine)
            self.btn_primary.why_disabled = d.prompt.get(lang)
        elif st.phase is Phase.ATTACK:
            self.btn_primary.label = keyed(t("btn.end_turn", lang), "primary")
            end = EndAttack(self.viewer)
            self.btn_primary.enabled = end in mine
            r = st.refusal(end)
            self.btn_primary.why_disabled = f"[{r.rule}] {r.reason(lang)}" if r else ""
        else:
            self.btn_primary.label = keyed(t("btn.end_main", lang), "primary")
            self.btn_primary.enabled = EndMain(self.viewer) in mine
            self.btn_primary.why_disabled = ""
        sel = self.selected
        attack = self.attack_for(sel)
        self.btn_attack.enabled = attack is not None and attack in mine
        self.btn_attack.why_disabled = self.reason_text(attack) if attack is not None else (
            "Select one of your units." if lang == "en" else "자신의 유닛을 선택하세요.")
        acts = [a for a in mine if isinstance(a, Activate) and a.card == sel]
        self.btn_activate.enabled = bool(acts)
        self.btn_activate.why_disabled = ("Select a unit or leader with an active ability you can use now."
                                          if lang == "en" else "지금 발동할 수 있는 액티브 효과가 있는 카드를 선택하세요.")
        steps, why = self.undo_plan()
        self.btn_undo.enabled = steps > 0 and not self.pass_pending
        self.btn_undo.why_disabled = t(f"undo.{why}", lang) if why else ""
        self.build_prompt()
        self.update_glows()
        self.follow_decision()

    def reason_text(self: "TableScene", action: Action | None) -> str:
        if action is None:
            return ""
        r = self.session.refusal(action)
        return f"[{r.rule}] {r.reason(self.lang)}" if r else ""

    def attack_for(self: "TableScene", iid: int | None) -> Attack | None:
        st = self.session.state
        if iid is None or st.cards[iid].owner != self.viewer:
            return None
        lane = st.lane_of(iid)
        return None if lane is None else Attack(self.viewer, lane)

    def build_prompt(self: "TableScene") -> None:
        self.prompt.clear()
        st = self.session.state
        d = st.decisions[0] if st.decisions else None
        self.prompt.visible = d is not None and d.player == self.viewer and not self.pass_pending
        self.log.y, self.log.h = 56, 364
        if not self.prompt.visible:
            if self.browser.pick:
                self.browser.visible = self.browser.pick = False
            return
        lang = self.lang
        self.prompt.text, self.prompt.detail = describe_decision(st, d, lang)  # the card that asks, its text
        if d.kind == "order":      # which card's effects (each choice then shows its text)
            srcs = {e["src"] for e in st.batch if e["tid"] in d.options}
            if len(srcs) == 1:
                self.prompt.detail = st.cdef(srcs.pop()).name.get(lang)
        words = [(o, self.option_label(d, o)) for o in d.remaining() if not self.is_card_option(d, o)]
        hidden = [o for o in d.options if self.is_card_option(d, o) and not self.on_table(o)]
        if hidden:  # cards in a pile (deck, trash) to choose from: lay them out face-up
            self.browser.open(d.prompt.get(lang), [o for o in d.options if o in hidden], pick=True, picked=d.picked)
        elif self.browser.pick:
            self.browser.visible = self.browser.pick = False
        hints = []
        if any(self.is_card_option(d, o) for o in d.remaining()):
            hints.append(t("prompt.pick_hint", lang))
        if d.max > 1:
            hints.append(t("prompt.done_hint", lang))
        hint = " ".join(hints)

        def height(f: float) -> float:
            self.prompt.fit = f
            h = 12.0 + self.prompt.text_height()
            h += sum(OptionButton.height_for(label, 240, 15 * f) + 6 for _o, label in words)
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
        for line in fonts.wrap(hint, fonts.reading(14 * f), 236) if hint else []:
            label = self.prompt.add(Label(12, y, line, size=14 * f, color=INK))
            label.top = y
            y += fonts.reading(14 * f) * 1.3
        self.prompt.show(y + 4, room)     # past the room it scrolls
        self.prompt.ring = self.focus_ring
        self.log.y = self.prompt.y + self.prompt.h + 8
        self.log.h = max(PROMPT_LOG_MIN - 8, self.prompt_bottom() - self.log.y)

    def prompt_bottom(self: "TableScene") -> float:
        """The lowest the prompt and the log under it may reach (the buttons start below)."""
        return 428.0

    def option_label(self: "TableScene", d: Any, option: Any) -> str:
        """A choice in words; choosing which effect goes first also shows that effect's text (one
        card's several effects would otherwise read alike)."""
        st = self.session.state
        label = describe_action(st, Choose(d.player, option), self.lang)
        if d.kind == "order":
            entries = {e["tid"]: e for e in st.batch if e["tid"] in d.options}
            entry = entries.get(option)
            ab = st.db.abilities.get(entry["frame"].get("ab")) if entry is not None else None
            if ab is not None:
                text = ability_text(ab, st.db, self.lang)
                one_card = len({e["src"] for e in entries.values()}) == 1
                label = text if one_card else f"{label}: {text}"   # one card: its name is in the question
        return label

    def is_card_option(self: "TableScene", d: Any, option: Any) -> bool:
        return d.kind in CARD_OPTION_KINDS and isinstance(option, int)

    def on_table(self: "TableScene", iid: int) -> bool:
        """Is the card drawn where a player can click it (not buried in a pile)?"""
        zone = self.session.state.cards[iid].zone
        return not (zone.endswith(".deck") or zone.endswith(".trash"))

    def update_glows(self: "TableScene") -> None:
        st = self.session.state
        for node in self.card_nodes.values():
            node.glow = None
        if self.pass_pending or self.animating():
            return
        d = st.decisions[0] if st.decisions else None
        if d is not None and d.player == self.viewer:
            src = d.source
            if d.kind not in CARD_OPTION_KINDS and isinstance(src, int) and src in self.card_nodes and self.can_see(src):
                self.card_nodes[src].glow = "source"   # the card whose ability asks
            for o in d.remaining():
                if self.is_card_option(d, o) and o in self.card_nodes:
                    self.card_nodes[o].glow = "option"
            for o in d.picked:
                if isinstance(o, int) and o in self.card_nodes and d.kind in CARD_OPTION_KINDS:
                    self.card_nodes[o].glow = "picked"
            return
        if self.selected is not None:
            self.card_nodes[self.selected].glow = "selected"
        if self.drag is not None:
            for dest, action, legal in self.drag["targets"]:
                if legal and dest[0] == "lane":
                    unit = st.unit_at(dest[1], dest[2])
                    if unit is not None:
                        self.card_nodes[unit].glow = "legal"

    # ----- drag targets -----------------------------------------------------------------------
    def drag_targets(self: "TableScene", iid: int) -> list[tuple[tuple[Any, ...], Action, bool]]:
        """Every destination the card could be dropped on, its action, and whether it is legal now."""
        st = self.session.state
        p = self.viewer
        legal = set(self.my_legal())
        out: list[tuple[tuple[Any, ...], Action, bool]] = []
        zone = st.cards[iid].zone
        if zone == f"p{p}.hand":
            ctype = st.cdef(iid).type
            for lane in range(3):
                if ctype == "unit":
                    a: Action = PlayUnit(p, iid, lane)
                elif ctype == "item":
                    a = PlayItem(p, iid, lane)
                else:
                    continue
                out.append((("lane", p, lane), a, a in legal))
            if ctype == "skill":
                a = PlaySkill(p, iid)
                out.append((("skill", p), a, a in legal))
        elif st.lane_of(iid) is not None and st.cards[iid].owner == p:
            lane = st.lane_of(iid)
            a = Attack(p, lane)
            out.append((("attack", 1 - p, lane), a, a in legal))
        return out

    def dest_rect(self: "TableScene", dest: tuple[Any, ...]) -> pygame.Rect:
        if dest[0] in ("lane", "attack"):
            x, y, w, h = L.lane_drop_rect(dest[1], self.viewer, dest[2])
        else:
            x, y, w, h = L.skill_drop_rect(dest[1], self.viewer)
        return pygame.Rect(int(x), int(y), int(w), int(h))

    def dest_at(self: "TableScene", lx: float, ly: float) -> tuple[tuple[Any, ...], Action, bool] | None:
        if self.drag is None:
            return None
        for target in self.drag["targets"]:
            if self.dest_rect(target[0]).collidepoint(lx, ly):
                return target
        return None

    def attack_preview(self: "TableScene", action: Attack) -> str:
        """The engine's forecast of the battle, in words."""
        from game.rulesets.lanes.forecast import forecast_attack
        st = self.session.state
        lang = self.lang
        f = forecast_attack(st, action)
        if f is None:
            return ""
        if f["known"] and not f["blocks"]:
            return t("preview.no_blocker", lang, n=f["hit"])
        parts = []
        for trashed in f["blocks"].values():
            who = ", ".join(st.cdef(u).name.get(lang) for u in trashed) or "-"
            parts.append(t("preview.blocked", lang, who=who))
        if not f["must_block"]:
            parts.append(t("preview.unblocked", lang, n=f["hit"]))
        return "  /  ".join(parts)

