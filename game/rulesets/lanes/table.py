"""Lanes' ``table`` part: how the Lanes TCG looks on the generic table and what a drop means.

The places (``table_layout``): each half, left to right, the level track with the leader, the damage
zone, the three lanes, the skill zone, the deck over the trash; hands along the top and bottom. The
faces (``table_faces``): attribute frame, cost, live power and hit, keyword icons. The painted parts
(``table_hud``): zone names and counts, size and level, the bar between the halves. A unit in hand
drops on a lane (placing, or upgrading the unit there), an item on a lane (equipping its unit), a
skill on the skill zone, a unit on the field on the opposing lane (an attack, with the engine's
forecast). The big button ends the main phase or the turn; Attack (A) and Use ability (U) act on the
selected unit. Words for the demo and the replay's marks are in ``table_demo``.
"""
from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.text import Msg
from game.ui import fonts
from game.ui.palette import BAD, GOLD, HILITE
from game.ui.table.layout import Spot
from game.ui.table.part import CardState, GameButton, Mark, MarkKind, Pile, Press, Show, Target, TablePart
from game.ui.tableinfo import TableEntry

from . import table_demo, table_faces
from . import table_layout as L
from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .cardtext import KEYWORD_NAMES, card_lines
from .state import Phase
from .statics import hit, power, prohibited
from .table_hud import Counters, PhaseBar, paint
from .table_words import WORDS, tw

# Seconds each kind of event holds the stage (before the animation-speed setting).
DURATIONS = {
    ev.CARD_MOVED: 0.16, ev.DAMAGE_DEALT: 0.45, ev.TRIGGER_FIRED: 0.9, "damage_cancelled": 0.8,
    "attack_declared": 0.5, "block_declared": 0.45, "no_block": 0.3, "power_compared": 0.8, "unblocked_hit": 0.3,
    "level_changed": 0.35, "leader_awakened": 0.9, ev.CARD_REVEALED: 0.9, ev.EFFECT_RESOLVED: 0.25,
    ev.SHUFFLED: 0.2, "mulligan": 0.4, ev.GAME_OVER: 0.2, ev.POWER_CHANGED: 0.25,
}
KEYWORD_BANNERS = ("entry", "exit", "attacker", "defender", "auto", "awaken", "guardian")


def _msg(key: str) -> Msg:
    return WORDS[key]


class LanesTable(TablePart):
    TIPS = table_demo.TIPS
    MARKS = (MarkKind("turn", _msg("replay.legend.turn"), GOLD),
             MarkKind("trigger", _msg("replay.legend.trigger"), HILITE, "diamond"),
             MarkKind("damage", _msg("replay.legend.damage"), BAD))
    BUTTONS = (GameButton("attack", pygame.K_a, "A", _msg("btn.attack"), 17),
               GameButton("activate", pygame.K_u, "U", _msg("btn.activate"), 15))
    KEY_ROWS = (("A", _msg("keys.attack")), ("U", _msg("keys.ability")))
    MIDDLE_Y = float(L.MID_Y)
    CENTRE_X = float(L.HAND_X)
    FIELD = ("level", "unit0", "unit1", "unit2", "skill", "damage")
    CARD_OPTION_KINDS = ("target", "discard", "select", "guardian_cost", "block")

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.levels: list[int] = list(self.state.level)
        self._plan: tuple[tuple[Any, ...], table_faces.Page] | None = None

    # ----- places -----------------------------------------------------------------------------------
    def resync(self) -> None:
        self.levels = self.shown_state.level[:]

    def follow(self, e: Event) -> None:
        """The turn and phase the table shows go along with the events (the engine is past them)."""
        st = self.shown_copy()
        if st is not None and e.kind == ev.PHASE_CHANGED:
            st.phase, st.turn, st.turn_player = Phase(e.data["phase"]), e.data["turn"], e.data["player"]
        elif st is not None and e.kind == "level_changed":
            st.level[e.data["player"]] = e.data["new"]

    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        p, name, v = int(zone[1]), zone[3:], self.viewer
        if name == "deck":     # the top three are drawn; deeper down nobody sees the difference
            sp = L.pile_spot(p, v, "deck", count - 1 - index)
            return sp if index <= 2 else _hidden(sp)
        if name == "trash":
            sp = L.pile_spot(p, v, "trash", index)
            return sp if index >= count - 3 else _hidden(sp)
        if name == "hand":
            return L.hand_spot(p, v, index, count)
        if name == "damage":
            return L.damage_spot(p, v, index, count)
        if name == "skill":
            return L.skill_spot(p, v, index, count)
        if name == "level":
            return L.leader_spot(p, v, self.levels[p])
        lane = int(name[-1])
        return L.unit_spot(p, v, lane) if index == 0 else L.item_spot(p, v, lane, index - 1, count - 1)

    def zone_frame(self, zone: str) -> tuple[float, float, float, float]:
        p, name = int(zone[1]), zone[3:]
        if name.startswith("unit"):
            name = "lane" + name[4:]
        return L.zone_rect(p, self.viewer, name)

    def piles(self) -> list[Pile]:
        return [Pile(f"p{p}.{which}", p, which == "trash", Msg("Deck", "덱") if which == "deck" else Msg("Trash", "트래시"))
                for p in (0, 1) for which in ("deck", "trash")]

    def insert_at(self, zone: str, iid: int) -> int | None:
        if ".unit" in zone and self.state.cdef(iid).type == "unit":
            return 0          # a unit under its items
        return None

    def paint(self, surf: pygame.Surface, s: float) -> None:
        paint(surf, s, self.viewer)

    def nodes(self) -> list[Any]:
        return [Counters(self.scene), PhaseBar(self.scene)]

    # ----- faces ------------------------------------------------------------------------------------
    def card_name(self, iid: int, lang: str) -> str:
        return self.state.cdef(iid).name.get(lang)

    def face_state(self, iid: int) -> Hashable:
        st = self.state
        return st.cdef(iid).type == "leader" and st.awakened[st.cards[iid].owner]

    def face(self, iid: int, w: int, h: int, spot: Spot | None, s: float, shown: Any = None) -> pygame.Surface:
        st = self.state
        defn = st.cdef(iid)
        lang, safe = self.lang, self.safe
        if spot is None:       # laid out in the browser: the card as printed
            return table_faces.card_face(defn, w, h, lang=lang, safe=safe, text_scale=fonts.reading(1.0))
        if spot.look == "strip" and h < spot.h * s * 1.6:  # settled into a list row
            return table_faces.card_strip(defn, w, h, lang=lang, safe=safe, base_h=spot.base_h * s)
        pw = ht = None
        if defn.type == "unit" and st.lane_of(iid) is not None:
            pw, ht = power(st, iid), hit(st, iid)
        awakened = bool(self.face_state(iid) if shown is None else shown)
        return table_faces.card_face(defn, w, h, lang=lang, safe=safe, awakened=awakened, power=pw, hit=ht,
                                     text_scale=fonts.reading(1.0))

    def page(self, iid: int, view: Any, s: float) -> tuple[Any, pygame.Surface]:
        st = self.state
        defn = st.cdef(iid)
        lang = self.lang
        awakened = defn.type == "leader" and st.awakened[st.cards[iid].owner]
        pw = ht = None
        if defn.type == "unit" and st.lane_of(iid) is not None:
            pw, ht = power(st, iid), hit(st, iid)
        key = (defn.id, lang, awakened, s, fonts.reading(1.0))
        if self._plan is None or self._plan[0] != key:   # wrapping the text is measured once per card shown
            self._plan = (key, table_faces.plan_page(
                defn, card_lines(defn, st.db, lang, awakened=awakened), int(view.WIDTH * s), lang=lang,
                text_px=fonts.reading(view.TEXT) * s, min_text_px=fonts.reading(view.FLOOR) * s,
                max_height=int(view.ROOM * s), awakened=awakened))
        plan = self._plan[1]
        img = table_faces.render_page(defn, plan, lang=lang, safe=self.safe, awakened=awakened, power=pw, hit=ht)
        return plan, img

    # ----- acting -----------------------------------------------------------------------------------
    def targets(self, iid: int) -> list[Target]:
        st = self.state
        p = self.viewer
        legal = set(self.scene.my_legal())
        out: list[Target] = []
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
                out.append(Target(("lane", p, lane), a, a in legal))
            if ctype == "skill":
                a = PlaySkill(p, iid)
                out.append(Target(("skill", p), a, a in legal))
        elif st.lane_of(iid) is not None and st.cards[iid].owner == p:
            lane = st.lane_of(iid)
            a = Attack(p, lane)
            out.append(Target(("attack", 1 - p, lane), a, a in legal))
        return out

    def dest_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float]:
        if dest[0] in ("lane", "attack"):
            return L.lane_drop_rect(dest[1], self.viewer, dest[2])
        return L.skill_drop_rect(dest[1], self.viewer)

    def card_at_dest(self, dest: tuple[Any, ...]) -> int | None:
        return self.state.unit_at(dest[1], dest[2]) if dest[0] == "lane" else None

    def places(self) -> list[tuple[Any, ...]]:
        return [("lane", p, lane) for p in (0, 1) for lane in range(3)] + [("skill", p) for p in (0, 1)]

    def misplaced(self, iid: int, dest: tuple[Any, ...]) -> tuple[str, Msg] | None:
        st = self.state
        if st.cards[iid].zone != f"p{self.viewer}.hand":
            return "3.5.4.2", _msg("home.attack")       # a unit on the field: its attack is across its own lane
        if st.cdef(iid).type == "skill":
            return "3.6.1", _msg("home.skill")
        return "3.5.1", _msg("home.unit")

    def card_states(self, iid: int) -> list[CardState]:
        """A unit's: attacked this turn (7.1), and what an effect forbids it, for as long as it does (1.3.4)."""
        st = self.shown_state
        if st.lane_of(iid) is None:
            return []
        out = [CardState("spent", _msg("state.attacked"))] if iid in st.attacked else []
        timed = {m.value: m.until for m in st.mods if m.target == iid and m.kind == "prohibit"}
        for what, icon in (("attack", "noattack"), ("block", "noblock"), ("be_trashed_by_effect", "shield"),
                           ("be_returned", "shield")):
            if prohibited(st, iid, what):
                word = _msg(f"state.{what}")
                until = timed.get(what)
                if until in ("turn", "battle"):
                    word = Msg(*(tw(f"until.{until}", lang, what=word.get(lang)) for lang in ("en", "ko")))
                out.append(CardState(icon, word))
        return out

    def place_name(self, dest: tuple[Any, ...], lang: str) -> str:
        if dest[0] == "skill":
            return tw("place.skill", lang)
        return tw("place.lane" if dest[0] == "lane" else "place.their_lane", lang, n=dest[2] + 1)

    def forecast(self, action: Action) -> str:
        """The engine's forecast of an attack, in words."""
        if not isinstance(action, Attack):
            return ""
        from .forecast import forecast_attack
        st = self.state
        lang = self.lang
        f = forecast_attack(st, action)
        if f is None:
            return ""
        if f["known"] and not f["blocks"]:
            return tw("preview.no_blocker", lang, n=f["hit"])
        parts = []
        for trashed in f["blocks"].values():
            who = ", ".join(st.cdef(u).name.get(lang) for u in trashed) or "-"
            parts.append(tw("preview.blocked", lang, who=who))
        if not f["must_block"]:
            parts.append(tw("preview.unblocked", lang, n=f["hit"]))
        return "  /  ".join(parts)

    def attack_for(self, iid: int | None) -> Attack | None:
        st = self.state
        if iid is None or st.cards[iid].owner != self.viewer:
            return None
        lane = st.lane_of(iid)
        return None if lane is None else Attack(self.viewer, lane)

    def primary(self) -> Press:
        lang = self.lang
        if self.shown_state.phase is Phase.ATTACK:
            end = EndAttack(self.viewer)
            r = self.state.refusal(end)
            return Press(tw("btn.end_turn", lang), end, f"[{r.rule}] {r.reason(lang)}" if r else "")
        return Press(tw("btn.end_main", lang), EndMain(self.viewer), "")

    def press(self, button_id: str) -> Press:
        lang = self.lang
        sel = self.scene.selected
        if button_id == "attack":
            attack = self.attack_for(sel)
            why = self.scene.reason_text(attack) if attack is not None else (
                "Select one of your units." if lang == "en" else "자신의 유닛을 선택하세요.")
            return Press(tw("btn.attack", lang), attack, why)
        acts = [a for a in self.scene.my_legal() if isinstance(a, Activate) and a.card == sel]
        return Press(tw("btn.activate", lang), acts[0] if acts else None,
                     "Select a unit or leader with an active ability you can use now."
                     if lang == "en" else "지금 발동할 수 있는 액티브 효과가 있는 카드를 선택하세요.")

    def key(self, button_id: str) -> bool:
        """A: the unit with the ring (or the selected one) picked up on its lane, with the forecast;
        U: the active ability of the card with the ring (or the selected one)."""
        sc = self.scene
        st = self.state
        if button_id == "attack":
            iid = sc.focused_card()
            if iid is None or st.cards[iid].owner != self.viewer or st.lane_of(iid) is None:
                iid = sc.selected
            if iid is None or st.lane_of(iid) is None or st.cards[iid].owner != self.viewer:
                sc.toast.show(tw("keys.no_unit", self.lang), color=BAD)
                return True
            targets = sc.drag_targets(iid)
            if self.attack_for(iid) is not None and targets:
                sc.pick_up(iid, targets)
            return True
        iid = sc.focused_card()
        iid = iid if iid is not None else sc.selected
        acts = [a for a in sc.my_legal() if isinstance(a, Activate) and a.card == iid]
        if acts:
            sc.submit(acts[0])
        else:
            sc.toast.show(sc.game_button("activate").why_disabled, color=BAD)
        return True

    # ----- events -----------------------------------------------------------------------------------
    def show(self, e: Event, line: str | None) -> Show | None:
        sc = self.scene
        d = e.data
        k = e.kind
        if k == ev.CARD_MOVED:
            to, src = str(d.get("to", "")), str(d.get("from", ""))
            sound = "draw" if to.endswith(".hand") and src.endswith(".deck") else ("place" if ".unit" in to else "")
            return Show(0.35 if d.get("reveal") else DURATIONS[k], sound=sound)
        if k == ev.DAMAGE_DEALT:
            return Show(DURATIONS[k], sc.event_text(line), BAD, 0.9, sound="damage")
        if k == ev.TRIGGER_FIRED and d.get("kw") == "trigger":
            label = ("트리거! " if self.lang == "ko" else "Trigger! ") + sc.card_label(d.get("card"))
            return Show(DURATIONS[k], label, GOLD, 1.2, flash=_card(d), sound="trigger")
        if k == ev.TRIGGER_FIRED and d.get("kw") in KEYWORD_BANNERS:
            kw = d["kw"]
            label = KEYWORD_NAMES[kw].get(self.lang) if kw in KEYWORD_NAMES else kw
            return Show(0.5, f"[{label}] {sc.card_label(d.get('card'))}", HILITE, 0.8, flash=_card(d))
        if k == "damage_cancelled":
            return Show(DURATIONS[k], sc.event_text(line), GOLD, 1.0)
        if k == "attack_declared":
            card = d["card"]
            dy = -900 if self.state.cards[card].owner == self.viewer else 900
            return Show(DURATIONS[k], sound="attack", nudge=(card, 0, dy))
        if k in ("block_declared", "power_compared", "leader_awakened"):
            return Show(DURATIONS[k], sc.event_text(line), GOLD, 1.0, flash=_card(d))
        if k in (ev.POWER_CHANGED, "unit_modified"):
            return Show(DURATIONS.get(k, 0.1), flash=_card(d))      # the effect visibly reaches its target
        if k == "level_changed":
            self.levels[d["player"]] = d["new"]
            sc.relayout()
            return Show(DURATIONS[k])
        if k == ev.GAME_OVER:
            return Show(DURATIONS[k], sound="win")
        if k in DURATIONS:
            return Show(DURATIONS[k])
        return None

    def narrate(self, e: Event, lang: str, names: dict[int, str]) -> tuple[int, str] | None:
        return table_demo.explain_event(self.scene, e, lang, names)

    def marks(self, events: Sequence[Event], index: int) -> list[Mark]:
        return table_demo.marks(events, index)

    def mark_text(self, mark: Mark, lang: str) -> str:
        return table_demo.mark_text(self.state, mark, lang)


def _card(d: dict[str, Any]) -> int | None:
    card = d.get("card")
    return card if isinstance(card, int) else None


def _hidden(spot: Spot) -> Spot:
    from dataclasses import replace
    return replace(spot, drawn=False)


def make(scene: Any) -> LanesTable:
    return LanesTable(scene)


def demo_decks() -> tuple[list[Any], list[Exception]]:
    """The decks the demo plays: after a broken card file, those legal with the cards that loaded, and
    why the others are left out (the broken file first)."""
    from .cards import load_card_db
    from .deck import load_playable_decks
    db = load_card_db()
    decks, problems = load_playable_decks(db)
    return sorted(decks.values(), key=lambda d: d.id), [*db.problems, *problems]


# ``ui-smoke`` plays Lanes' own opening: keep, place a unit by a drag, attack by a drag, damage revealed
TABLE = TableEntry(demo_decks=demo_decks, scripted_opening=table_demo.scripted_opening)
