"""Elements Illusion's ``table`` part: 2 to 6 seats round the generic table, sealed choices on a workbench.

The places (``table_layout``): the other seats along the top, the turn's box and piles and the workbench
in the middle, the viewer's own seat and hand at the foot. Each seat shows only what the engine's view
of the viewer holds: its dials, level-change field, revealed skills, build zone with turns left, and
whether it has locked; a sealed plan is drawn for its own seat alone.

The sealed main and build phases are decisions every seat has at once (``FREE_DECISIONS``): the viewer
lays element cards on the workbench (a drop the part keeps, no action yet), and the workbench lists
what the engine makes of exactly those cards: combinations and trades in the main phase, skills with
their cost against EL and EP in the build phase, each recipe that fails with the engine's refusal (rule
and sentence). An ability card of the viewer's build zone, clicked, lists its legal uses; an ability
card in hand is dragged onto the build zone. The big button locks; R takes the phase's choices back.

The check phase is played from the engine's events (``table_hud.Effects``): tiers revealed, arrows from
each skill's user to its targets, blocks, offsets, damage and EP numbers, Silence last.
"""
from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

import pygame

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.text import Msg
from game.ui.seatsetup import Seating
from game.ui.table.layout import Spot
from game.ui.table.part import CardState, GameButton, Pile, Press, Show, Target, TablePart
from game.ui.tableinfo import TableEntry

from . import table_faces
from . import table_layout as L
from .actions import Build, Combine, Lock, Reset, Skill, Trade, split_defs
from .options import MAX_PLAYERS, MIN_PLAYERS
from .recipes import needs
from .state import zid
from .vocab import PHASE_NAMES, Phase, card_name, is_element_card

W = {
    "lock": Msg("Lock your choices", "선택 확정"),
    "locked": Msg("Locked: waiting", "확정함: 기다리는 중"),
    "why_locked": Msg("You have locked this phase; the others are still choosing.",
                      "이번 페이즈를 확정했습니다. 다른 플레이어가 아직 고르고 있습니다."),
    "reset": Msg("Take back", "다시 고르기"),
    "recipes": Msg("Recipes", "레시피"),
    "matrix": Msg("Damage matrix", "데미지 표"),
    "turn": Msg("Turn {n}", "{n}턴"),
    "wait": Msg("Player {p} is choosing", "플레이어 {p}이(가) 고르는 중"),
    "home.element": Msg("Element cards are used together: lay them on the workbench to see what they make.",
                        "엘리먼트 카드는 함께 씁니다: 작업대에 올려 무엇을 만들 수 있는지 보세요."),
    "home.ability": Msg("An ability card is built into your own build zone.", "어빌리티 카드는 자신의 빌드 존에 빌드합니다."),
    "bench": Msg("the workbench", "작업대"), "build": Msg("your build zone", "자신의 빌드 존"),
    "hand": Msg("your hand", "자신의 손"),
    "waiting": Msg("Built this turn: active from the next turn (EI-8.2)", "이번 턴에 빌드함: 다음 턴부터 활성 (EI-8.2)"),
    "active": Msg("Active: {n} more turn(s), this one included (EI-8.2)", "활성: 이번 턴 포함 {n}턴 남음 (EI-8.2)"),
}


@dataclasses.dataclass(frozen=True, slots=True)
class LayOnBench(Action):
    """A drop the part keeps: a card laid on (or taken off) the workbench. Never submitted."""
    verb: ClassVar[str] = "lay"


@dataclasses.dataclass
class Shown:
    """What the seats' dials and the turn's box show: the engine's state once the events are all shown,
    each event's news meanwhile (the check phase's numbers change as the show goes, not before)."""
    turn: int
    phase: str
    order: int
    order_el: int
    el: list[int]
    ep: list[int]
    gp: list[int]
    skills: list[tuple[int, str, int, list[int]]]

    @classmethod
    def of(cls, st: Any) -> "Shown":
        skills = [(p, sk["skill"], sk["count"], list(sk["targets"])) for p in st.turn_order()
                  for sk in st.plans[p]["skills"] if sk["revealed"]]
        return cls(st.turn, st.phase.value, st.order, st.order_el, st.el[:], st.ep[:], st.gp[:], skills)


class EITable(TablePart):
    FREE_DECISIONS = ("main", "build")
    CARD_OPTION_KINDS = ("array_exchange",)
    MIDDLE_Y = 318.0
    CENTRE_X = 502.0
    FIELD = ("levelup", "field", "build")
    BUTTONS = (GameButton("reset", pygame.K_r, "R", W["reset"]),
               GameButton("recipes", pygame.K_b, "B", W["recipes"], opens=True))
    TIPS = (Msg("Everyone builds at once, in secret; the check phase reveals the skills tier by tier.",
                "모두가 동시에 비밀리에 빌드하고, 체크 페이즈에 스킬이 장수별로 공개됩니다."),)

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.staged: list[int] = []          # cards the viewer laid on the workbench
        self.chosen: tuple[str, str] | None = None   # (skill, copy) waiting for its targets
        self.page_no = 0
        self._key: Any = None
        self.shown = Shown.of(self.state)

    # ----- what the viewer may know -----------------------------------------------------------------
    def deciding(self) -> bool:
        """Is the viewer choosing in a sealed phase now?"""
        st = self.state
        return (st.result is None and st.sealed() and not st.locked[self.viewer]
                and not self.scene.pass_pending and self.scene.free_decision())

    def plan(self) -> dict[str, Any] | None:
        """The viewer's own sealed plan (never another seat's)."""
        st = self.state
        return st.plans[self.viewer] if st.sealed() else None

    def reserved(self) -> set[int]:
        if not self.state.sealed():
            return set()
        from .plan import reserved
        return reserved(self.state, self.viewer)

    def turns_left(self, iid: int) -> int | None:
        rec = self.state.ability_record(iid)
        if rec is None:
            return None
        return rec[4] - max(self.state.turn, rec[3] - 1)

    def resync(self) -> None:
        """Cards no longer free in the viewer's hand leave the workbench; a new phase clears it."""
        st = self.state
        key = (st.turn, st.phase, self.viewer)
        if key != self._key:
            self._key = key
            self.staged, self.chosen, self.page_no = [], None, 0
        free = set(st.hands[self.viewer].cards) - self.reserved() if st.sealed() else set()
        self.staged = [c for c in self.staged if c in free]
        self.shown = Shown.of(self.shown_state)

    def follow(self, e: Event) -> None:
        """The display model goes along with an event being shown (the engine is already past it)."""
        d = e.data
        sh = self.shown
        if e.kind == "turn_started":
            sh.turn, sh.order, sh.skills = d.get("turn", sh.turn), d.get("player", sh.order), []
        elif e.kind == "phase_changed":
            sh.phase = d.get("phase", sh.phase)
        elif e.kind == "el_set":
            sh.order_el, sh.el = d.get("value", sh.order_el), list(d.get("els", sh.el))
        elif e.kind in ("ep_changed", "cost_paid", "leveled_up") and "now" in d:
            sh.ep[d["player"]] = d["now"]
        elif e.kind == "exchanged":
            sh.gp[d["player"]] = d.get("now", sh.gp[d["player"]])
            sh.ep[d["player"]] -= d.get("ep", 0)
        elif e.kind == "skill_revealed":
            sh.skills.append((d["player"], d["skill"], d.get("count", 0), list(d.get("targets") or [])))

    # ----- places -----------------------------------------------------------------------------------
    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        st = self.state
        n, v = st.n, self.viewer
        if zone in L.PILES:
            return L.pile_spot(zone, index, count)
        head, _, name = zone.partition(".")
        if not head.startswith("p") or not head[1:].isdigit():
            return L.offstage()
        p = int(head[1:])
        if name == "hand":
            if p != v:
                x, y, w, h = L.area_rect(p, v, n, "info")
                return Spot(x + w / 2, y + h / 2, L.SMALL_W, L.SMALL_H, drawn=False)
            if iid in self.staged:
                return L.slot_spot(self.staged.index(iid), len(self.staged))
            planned = [c for c in self.scene.order.get(zone, []) if c in self.reserved()]
            if iid in planned:
                return L.planned_spot(planned.index(iid), len(planned))
            rest = [c for c in self.scene.order.get(zone, []) if c not in self.staged and c not in planned]
            i = rest.index(iid) if iid in rest else index
            return L.hand_spot(i, max(len(rest), 1))
        if name in ("levelup", "field", "build"):
            return L.place_spot(p, v, n, name, index, count)
        return L.offstage()

    def zone_frame(self, zone: str) -> tuple[float, float, float, float]:
        if zone in L.PILES:
            return L.pile_rect(zone)
        head, _, name = zone.partition(".")
        p = int(head[1:]) if head[1:].isdigit() else 0
        if name == "hand":
            return L.hand_rect() if p == self.viewer else L.area_rect(p, self.viewer, self.state.n, "info")
        if name in L.PLACES:
            return L.area_rect(p, self.viewer, self.state.n, name)
        return L.MIDDLE

    def place_rect(self, place: str) -> tuple[float, float, float, float] | None:
        if place == "bench":
            return L.SLOT
        if place in ("piles", "info"):
            return L.INFO
        return super().place_rect(place)

    def piles(self) -> list[Pile]:
        return [Pile("drop", 0, True, Msg("Drop zone", "드롭 존")), Pile("aside", 0, True, Msg("Array card", "어레이 카드"))]

    def paint(self, surf: pygame.Surface, s: float) -> None:
        from .table_hud import paint
        paint(surf, s, self.state.n, self.viewer, slot=self.deciding())

    def paint_key(self) -> Any:
        return (self.state.n, self.viewer, self.deciding())

    def nodes(self) -> list[Any]:
        from .table_book import RecipeBook
        from .table_hud import Bench, Effects, InfoBox, Matrix, Seats, SettingsPanel
        self.effects = Effects(self.scene)
        self.bench = Bench(self.scene, self)
        self.matrix = Matrix(self.scene)
        self.settings = SettingsPanel(self.scene)
        self.book = RecipeBook(self.scene, self)
        panels: list[Any] = [self.matrix, self.settings, self.book]
        for panel in panels:
            panel.others = [p for p in panels if p is not panel]
        return [Seats(self.scene, self), InfoBox(self.scene, self), self.bench, self.effects, self.matrix,
                self.matrix.button, self.settings, self.settings.button, self.book]

    # ----- faces ------------------------------------------------------------------------------------
    def card_name(self, iid: int, lang: str) -> str:
        return card_name(self.state.def_of(iid)).get(lang)

    def face_state(self, iid: int) -> Any:
        return (self.state.def_of(iid), self.turns_left(iid))

    def card_states(self, iid: int) -> list[CardState]:
        """A built ability card's: waiting for the next turn, or how many turns it stays active (EI-8.2)."""
        st = self.shown_state
        rec = st.ability_record(iid)
        if rec is None or st.cards[iid].zone != zid(rec[2], "build"):
            return []
        if st.turn < rec[3]:
            return [CardState("new", W["waiting"])]
        n = rec[4] - st.turn + 1
        return [CardState("turns", Msg(*(W["active"].get(lang).format(n=n) for lang in ("en", "ko"))))]

    def face(self, iid: int, w: int, h: int, spot: Spot | None, s: float, shown: Any = None) -> pygame.Surface:
        def_id, turns = shown if isinstance(shown, tuple) and len(shown) == 2 else self.face_state(iid)
        return table_faces.face(def_id, w, h, lang=self.lang, turns=turns, safe=self.safe)

    def page(self, iid: int, view: Any, s: float) -> tuple[Any, pygame.Surface]:
        from game.ui import fonts
        return table_faces.page(self.state.def_of(iid), int(view.WIDTH * s), fonts.reading(view.TEXT) * s,
                                lang=self.lang, turns=self.turns_left(iid), safe=self.safe)

    # ----- acting -----------------------------------------------------------------------------------
    def targets(self, iid: int) -> list[Target]:
        """A free element card of the viewer's hand goes onto the workbench (and a laid one back to the
        hand); in the build phase an ability card in hand goes onto the build zone (Build)."""
        st = self.state
        v = self.viewer
        if not self.deciding() or st.cards[iid].zone != zid(v, "hand") or iid in self.reserved():
            return []
        lay = LayOnBench(v)
        if iid in self.staged:
            return [Target(("hand",), lay, True)]
        def_id = st.def_of(iid)
        if is_element_card(def_id):
            return [Target(("bench",), lay, True)]
        if st.phase is Phase.BUILD:
            action = Build(v, def_id)
            return [Target(("build", v), action, action in self.scene.my_legal())]
        return []

    def dest_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float]:
        if dest[0] == "bench":
            return L.SLOT
        if dest[0] == "hand":
            return L.hand_rect()
        if dest[0] == "build":
            return L.area_rect(dest[1], self.viewer, self.state.n, "build")
        return L.MIDDLE

    def places(self) -> list[tuple[Any, ...]]:
        return [("bench",)] + [("build", p) for p in range(self.state.n)]

    def misplaced(self, iid: int, dest: tuple[Any, ...]) -> tuple[str, Msg] | None:
        if is_element_card(self.state.def_of(iid)):
            return ("EI-8.3" if self.state.phase is Phase.BUILD else "EI-7.2"), W["home.element"]
        return "EI-8.1", W["home.ability"]

    def place_name(self, dest: tuple[Any, ...], lang: str) -> str:
        return W[dest[0]].get(lang) if dest[0] in ("bench", "build", "hand") else ""

    def drop(self, iid: int, dest: tuple[Any, ...]) -> bool:
        if dest[0] == "bench":
            if iid not in self.staged:
                self.staged.append(iid)
            self.chosen, self.page_no = None, 0
            return True
        if dest[0] == "hand":
            if iid in self.staged:
                self.staged.remove(iid)
            self.chosen, self.page_no = None, 0
            return True
        return False

    def gestures(self, action: Action) -> list[tuple[int, tuple[Any, ...]]] | None:
        """A combination, a trade or a skill is made on the workbench: its cards laid there (any others
        taken back to the hand first), then its button."""
        st = self.state
        v = self.viewer
        if not self.deciding() or action.player != v:
            return None
        if isinstance(action, (Combine, Trade)):
            defs = split_defs(action.use if isinstance(action, Combine) else action.pay)
        elif isinstance(action, Skill):
            defs = list(needs(st.skill(action.skill), action.copy) or ())
        else:
            return None
        free = [c for c in st.zones[zid(v, "hand")].cards if c not in self.reserved()]
        laid: list[int] = []
        for d in defs:
            c = next((c for c in self.staged if c in free and c not in laid and st.def_of(c) == d), None)
            if c is None:
                c = next((c for c in free if c not in laid and st.def_of(c) == d), None)
            if c is None:
                return None
            laid.append(c)
        return [(c, ("hand",)) for c in self.staged if c not in laid] + \
            [(c, ("bench",)) for c in laid if c not in self.staged]

    def staged_defs(self) -> list[str]:
        return sorted(self.state.def_of(c) for c in self.staged)

    def clear_bench(self) -> None:
        self.staged, self.chosen, self.page_no = [], None, 0
        self.scene.relayout()

    def controls(self) -> list[Any]:
        return [*self.bench.buttons, self.matrix.button, self.settings.button]

    def primary(self) -> Press:
        st = self.state
        v = self.viewer
        if st.result is None and st.sealed():
            if not st.locked[v]:
                return Press(W["lock"].get(self.lang), Lock(v))
            return Press(W["locked"].get(self.lang), None, W["why_locked"].get(self.lang))
        waiting = [d.player for d in st.decisions if d.player != v]
        if st.result is None and waiting:
            return Press(W["wait"].get(self.lang).format(p=waiting[0] + 1), None, "")
        return Press(PHASE_NAMES[st.phase].get(self.lang).capitalize())

    def press(self, button_id: str) -> Press:
        if button_id == "reset":
            st = self.state
            action = Reset(self.viewer)
            visible = st.sealed()
            why = self.scene.reason_text(action) if visible else ""
            return Press(W["reset"].get(self.lang), action if visible else None, why, visible=visible)
        if button_id == "recipes":
            return Press(W["recipes"].get(self.lang))
        return Press("")

    def key(self, button_id: str) -> bool:
        """B (or the Recipes button) opens and closes the recipe book."""
        if button_id == "recipes":
            self.book.toggle()
            return True
        return False

    def covers(self, pos: tuple[int, int]) -> bool:
        """The open recipe book: a press or hover on it reaches nothing under it."""
        box = self.book.box
        return self.book.open and box is not None and box.collidepoint(pos)

    def put_away(self) -> bool:
        """Esc closes the panel open over the felt (the recipe book, the matrix, the settings)."""
        for panel in (self.book, self.matrix, self.settings):
            if panel.open:
                panel.open = False
                return True
        return False

    def submit(self, action: Action) -> bool:
        """A workbench button: through the one door; what was laid is used, so the bench is cleared."""
        done = self.scene.submit(action)
        if done and isinstance(action, Skill):
            self.staged, self.chosen = [], None
        elif done and isinstance(action, (Combine, Trade)):
            self.staged = []
        self.scene.relayout()
        self.scene.refresh_controls()
        return done

    # ----- events -----------------------------------------------------------------------------------
    def show(self, e: Event, line: str | None) -> Show | None:
        from .table_hud import show_event
        return show_event(self, e, line)


def make(scene: Any) -> EITable:
    return EITable(scene)


SEAT_WORDS = {
    ("mode", "A"): Msg("Every player for themselves, 2 to 6 players: the most GP wins (EI-1.1).",
                       "모두가 각자, 2~6인: GP가 가장 많은 플레이어가 이깁니다 (EI-1.1)."),
    ("mode", "B"): Msg("Two teams, 5 or 6 players: a team wins together, by the designated damage, a game-end "
                       "skill or its score (EI-1.2).",
                       "두 팀, 5~6인: 팀이 함께 이깁니다. 지정 데미지, 게임 종료 스킬 또는 점수로 (EI-1.2)."),
    ("teams", "alternate"): Msg("Seats 1, 3, 5 against 2, 4, 6.", "1·3·5번 자리 대 2·4·6번 자리."),
    ("teams", "halves"): Msg("The first three seats against the rest.", "앞의 세 자리 대 나머지."),
}


def seat_teams(options: dict[str, Any], players: int) -> dict[int, Msg]:
    """Mode B's teams as the seats will play them (EI-1.2), for the seat screen; none in mode A."""
    if options.get("mode") != "B":
        return {}
    from .setup import teams_for
    names = (Msg("Team A", "A팀"), Msg("Team B", "B팀"))
    return {p: names[team] for p, team in enumerate(teams_for(players, options.get("teams", "alternate")))}


TABLE = TableEntry(
    demo_players=4,       # the attract loop seats four programs (issue 11)
    # the seats (people and programs, 2 to 6) and mode A or B before the table; the rest on the options screen
    seating=Seating(players=tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), start={"hotseat": 3, "solo": 4},
                    rows=lambda options, players: ("mode", "teams") if options.get("mode") == "B" else ("mode",),
                    teams=lambda options, players: seat_teams(options, players),
                    explain=lambda option_id, value: SEAT_WORDS.get((option_id, value))))
