"""The workbench of Elements Illusion's table: where the viewer's sealed choices are made by mouse.

In the main and build phases the viewer lays element cards from the hand on the workbench; it then lists
what the engine makes of exactly those cards: in the main phase the legal combinations and trades, in
the build phase every skill of the table whose recipe they are (with Shadow Copy where it is usable),
each with its cost against the viewer's EL and EP. A legal one is a button (then its targets, if it
has a choice of them); one the engine refuses is a dimmed button whose press shows the engine's refusal,
rule and sentence. An ability card of the viewer's build zone, clicked, lists its legal uses instead.
Everything shown comes from the viewer's own view (``view.extra_view``) and legal list; no other seat's
plan is read. Outside the sealed phases the workbench lists the skills revealed this turn.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Action
from game.engine.text import Msg
from game.ui import fonts
from game.ui.node import Node
from game.ui.palette import BAD, GOLD, INK, INK_DIM
from game.ui.table.felt import fitted as _fitted
from game.ui.widgets import Button

from . import table_layout as L
from .actions import NO_COPY, Combine, Skill, Trade, join, split_defs
from .book import why_nothing
from .recipes import combo_product, is_payment, needs, target_sets
from .text import ability
from .view import extra_view
from .vocab import ELEMENT_CARDS, ELEMENTS, Phase, card, card_name, is_element_card, level_of

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

    from .table import EITable

WORDS = {
    "lay": Msg("Workbench: drag element cards here. Recipes (B) lists every skill.",
               "작업대: 속성 카드를 여기로 끌어 놓으세요. 레시피(B)에 모든 스킬이 있습니다."),
    "laid_main": Msg("What these cards make (combination or trade):", "이 카드로 할 수 있는 것(조합 또는 교환):"),
    "laid_build": Msg("Skills made of exactly these cards (cost / your EL + EP):",
                      "정확히 이 카드로 만드는 스킬(코스트 / EL + EP):"),
    "nothing_main": Msg("Lay three L1 of three elements, three L2, or a trade's payment.",
                        "서로 다른 속성 L1 세 장, L2 세 장, 또는 교환 대가를 올리세요."),
    "nothing_build": Msg("No skill of the table is made of exactly these cards.", "정확히 이 카드로 만드는 스킬이 없습니다."),
    "clear": Msg("Clear", "비우기"), "back": Msg("Back", "뒤로"), "next": Msg("More", "더 보기"),
    "targets": Msg("{skill}: choose the targets", "{skill}: 대상을 고르세요"),
    "uses": Msg("{card}: its uses this phase", "{card}: 이번 페이즈에 쓸 수 있는 능력"),
    "no_uses": Msg("No use of this card is open now.", "지금 쓸 수 있는 능력이 없습니다."),
    "combine": Msg("Combine into {into} (+{ep} EP)", "{into}(으)로 조합 (+{ep} EP)"),
    "combine_try": Msg("Combine", "조합"),
    "trade": Msg("Trade for an ability card", "어빌리티 카드와 교환"),
    "skill": Msg("{name}  cost {cost}  dmg {dmg}", "{name}  코스트 {cost}  데미지 {dmg}"),
    "copy": Msg(" (Shadow Copy)", " (그림자 복사)"),
    "budget": Msg("EL {el} + EP {ep}; skills chosen cost {used}", "EL {el} + EP {ep}; 고른 스킬 코스트 {used}"),
    "chosen": Msg("Chosen", "고른 것"),
    "waiting": Msg("Locked. Waiting for {who}.", "확정했습니다. {who}을(를) 기다립니다."),
    "revealed": Msg("Skills revealed this turn:", "이번 턴에 공개된 스킬:"),
    "none_yet": Msg("No skill revealed yet this turn.", "이번 턴에 공개된 스킬이 아직 없습니다."),
    "to": Msg("→ {who}", "→ {who}"),
    "everyone": Msg("no choice of targets", "대상 선택 없음"),
}
PER_PAGE = 9


class Bench(Node):
    def __init__(self, scene: "TableScene", part: "EITable") -> None:
        super().__init__(0, 0, 0, 0, z=460, name="bench")
        self.scene = scene
        self.part = part
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.shown_lines: list[str] = []      # the lines the last frame drew (the tests read what fits)
        self.buttons: list[Button] = []
        self.count = 0
        self._key: Any = None
        # the legal actions offered this phase, by the cards laid for them: {(turn, phase, viewer): {laid: [...]}}
        self.offered: dict[Any, dict[tuple[str, ...], list[Action]]] = {}

    # ----- what to show -------------------------------------------------------------------------------
    def key(self) -> Any:
        sc = self.scene
        st = sc.session.state
        return (len(sc.session.match.log), st.phase, st.turn, sc.viewer, len(self.part.shown.skills), tuple(self.part.staged), self.part.chosen,
                self.part.page_no, sc.selected, sc.pass_pending, sc.lang, sc.animating())

    def update(self, dt: float) -> None:
        key = self.key()
        if key != self._key:
            self._key = key
            self.rebuild()
        super().update(dt)

    def rebuild(self) -> None:
        self.clear()
        self.buttons = []
        self.lines = []
        self.count = 0
        sc = self.scene
        st = sc.session.state
        if sc.pass_pending:
            return
        lang = sc.lang
        if self.part.deciding() and not sc.animating():
            view = extra_view(st, sc.viewer)
            self.plan_lines(view, lang)
            selected = sc.selected
            if selected is not None and st.cards[selected].zone == f"p{sc.viewer}.build":
                self.uses(selected, lang)
            elif self.part.chosen is not None:
                self.targets(lang)
            elif not self.part.staged:
                self.lines.append((WORDS["lay"].get(lang), INK_DIM))
            elif st.phase is Phase.MAIN:
                self.main_choices(lang)
            else:
                self.build_choices(view, lang)
            if self.part.staged:
                self.button(L.SLOT[0] + L.SLOT[2] - 70, L.SLOT[1] + 2, 64, 22, WORDS["clear"].get(lang), self.part.clear_bench)
            return
        if st.result is None and st.sealed() and st.locked[sc.viewer]:
            who = ", ".join(f"P{p + 1}" for p in range(st.n) if not st.locked[p])
            self.lines.append((WORDS["waiting"].get(lang).format(who=who), INK))
            return
        self.revealed(lang)

    def plan_lines(self, view: dict[str, Any], lang: str) -> None:
        st = self.scene.session.state
        v = self.scene.viewer
        plan = view["plan"] or {}
        costs = sum(st.skill(sk["skill"]).cost for sk in plan.get("skills", []))
        self.budget = WORDS["budget"].get(lang).format(el=st.el[v], ep=st.ep[v], used=costs)
        said = []
        for c in plan.get("combos", []):
            said.append(f"{' + '.join(card_name(u).get(lang) for u in c['use'])} → {card_name(c['into']).get(lang)}")
        if plan.get("trades"):
            said.append(f"{WORDS['trade'].get(lang)} x{len(plan['trades'])}")
        for sk in plan.get("skills", []):
            aim = ",".join(f"P{t + 1}" for t in sk["targets"])
            said.append(st.skill(sk["skill"]).name.get(lang) + (f"→{aim}" if aim else ""))
        if plan.get("build", -1) >= 0:
            said.append(card_name(st.def_of(plan["build"])).get(lang))
        said += [ability(u[1], lang) for u in plan.get("uses", [])]     # by its name, never its id
        self.chosen_text = f"{WORDS['chosen'].get(lang)}: " + ("; ".join(said) if said else "-")

    # ----- the choices --------------------------------------------------------------------------------
    def grid(self, items: list[tuple[str, Any, bool]], lang: str) -> None:
        """Buttons in the choices area, three to a row, paged."""
        x0, y0, w0, _h0 = L.CHOICES
        self.count = len(items)
        if self.part.page_no * PER_PAGE >= len(items):
            self.part.page_no = 0      # a page left over from a longer list (another card's) shows the first
        start = self.part.page_no * PER_PAGE
        page = items[start:start + PER_PAGE]
        cols = 3 if len(items) > 4 else 1
        bw = (w0 - 8 * (cols - 1)) / cols
        for i, (label, call, ok) in enumerate(page):
            col, row = i % cols, i // cols
            b = self.button(x0 + col * (bw + 8), y0 + row * 31, bw, 27, label, call, dim=not ok)
            b.size = 12 if cols == 3 else 14
        if len(items) > PER_PAGE:
            self.button(x0 + w0 - 70, y0 - 22, 70, 20, WORDS["next"].get(lang), self.next_page)

    def next_page(self) -> None:
        self.part.page_no += 1
        if self.part.page_no * PER_PAGE >= self.count:
            self.part.page_no = 0
    next_page.leads_to = lambda a: True    # type: ignore[attr-defined]  # any choice may lie on another page

    def main_choices(self, lang: str) -> None:
        sc = self.scene
        v = sc.viewer
        laid = self.part.staged_defs()
        self.lines.append((WORDS["laid_main"].get(lang), GOLD))
        items: list[tuple[str, Any, bool]] = []
        legal = sc.my_legal()
        for a in legal:
            if isinstance(a, Combine) and sorted(split_defs(a.use)) == laid:
                items.append((self.combine_label(a, lang), self.submitter(a), True))
            elif isinstance(a, Trade) and sorted(split_defs(a.pay)) == laid:
                items.append((WORDS["trade"].get(lang), self.submitter(a), True))
        # what these cards would make by the recipes but the engine refuses now: dimmed, and why said
        could: list[Action] = [Combine(v, join(laid), into) for into in ELEMENT_CARDS if combo_product(laid, into)]
        if is_payment(laid):
            could.append(Trade(v, join(laid)))
        refused = [a for a in self.remembered(could) if a not in legal]
        for a in refused:
            label = self.combine_label(a, lang) if isinstance(a, Combine) else WORDS["trade"].get(lang)
            items.append((label, self.submitter(a), False))
        if not items:
            self.lines.append((WORDS["nothing_main"].get(lang), INK_DIM))
        combines = any(isinstance(getattr(call, "action", None), Combine) for _l, call, _ok in items)
        if not combines and len(laid) == 3 and all(is_element_card(d) for d in laid):   # the engine says why not
            guess = Combine(v, join(laid), _guess(laid))
            refused.append(guess)
            items.append((WORDS["combine_try"].get(lang), self.submitter(guess), False))
        self.say_why(refused)
        self.offer(items)
        self.grid(items, lang)

    def combine_label(self, a: Combine, lang: str) -> str:
        ep = 1 if level_of(a.into) == 2 else 2
        return WORDS["combine"].get(lang).format(into=card_name(a.into).get(lang), ep=ep)

    def remembered(self, could: list[Action]) -> list[Action]:
        """``could`` and every action the workbench offered for exactly these cards earlier this phase:
        an option that goes away stays on the bench, dimmed, with the engine's reason."""
        laid = tuple(self.part.staged_defs())
        return list(dict.fromkeys([*could, *self.offered.get(self.phase_key(), {}).get(laid, [])]))

    def phase_key(self) -> Any:
        st = self.scene.session.state
        return (st.turn, st.phase, self.scene.viewer)

    def offer(self, items: list[tuple[str, Any, bool]]) -> None:
        """Remember the legal actions offered for the cards laid now (this phase only)."""
        key = self.phase_key()
        if key not in self.offered:
            self.offered = {key: {}}
        laid = tuple(self.part.staged_defs())
        seen = self.offered[key].setdefault(laid, [])
        for _label, call, ok in items:
            action = getattr(call, "action", None)
            if ok and action is not None and action not in seen:
                seen.append(action)

    def say_why(self, refused: Sequence[Action]) -> None:
        """The engine's rule and sentence for the first option refused now, as a line (no press needed)."""
        for a in refused:
            why = self.scene.reason_text(a)
            if why:         # first: the room above the buttons holds two lines, and this one matters most
                self.lines.insert(0, (why, BAD))
                return

    def build_choices(self, view: dict[str, Any], lang: str) -> None:
        sc = self.scene
        st = sc.session.state
        v = sc.viewer
        laid = tuple(self.part.staged_defs())
        self.lines.append((WORDS["laid_build"].get(lang), GOLD))
        self.lines.append((self.budget, INK))
        groups: dict[tuple[str, str], list[Action]] = defaultdict(list)
        for a in sc.my_legal():
            if isinstance(a, Skill) and needs(st.skill(a.skill), a.copy) == laid:
                groups[(a.skill, a.copy)].append(a)
        items: list[tuple[str, Any, bool]] = []
        for (skill_id, copy), variants in groups.items():
            items.append((self.skill_label(skill_id, copy, lang), self.picker(skill_id, copy, variants), True))
            self.offer([("", self.submitter(a), True) for a in variants])
        could: list[Action] = []
        for sk in st.skills_in_play:
            if needs(sk, NO_COPY) == laid:
                aims = target_sets(sk, v, st.n)
                could.append(Skill(v, sk.id, NO_COPY, join(list(aims[0])) if aims else "-"))
        refused = []
        for a in self.remembered(could):
            assert isinstance(a, Skill)
            if (a.skill, a.copy) not in groups and a not in refused:
                refused.append(a)
                items.append((self.skill_label(a.skill, a.copy, lang), self.submitter(a), False))
        if not items:
            self.lines.append((WORDS["nothing_build"].get(lang), INK_DIM))
            self.lines.append((why_nothing(st.skills_in_play, laid, lang), INK))
        self.say_why(refused)
        self.grid(items, lang)

    def skill_label(self, skill_id: str, copy: str, lang: str) -> str:
        sk = self.scene.session.state.skill(skill_id)
        label = WORDS["skill"].get(lang).format(name=sk.name.get(lang), cost=sk.cost, dmg=sk.damage)
        return label + (WORDS["copy"].get(lang) if copy != NO_COPY else "")

    def picker(self, skill_id: str, copy: str, variants: list[Action]) -> Any:
        if len(variants) == 1:
            return self.submitter(variants[0])

        def pick() -> None:
            self.part.chosen = (skill_id, copy)
            self.part.page_no = 0
        pick.group = (skill_id, copy)     # type: ignore[attr-defined]
        pick.leads_to = lambda a: isinstance(a, Skill) and (a.skill, a.copy) == (skill_id, copy)  # type: ignore[attr-defined]
        return pick

    def targets(self, lang: str) -> None:
        sc = self.scene
        st = sc.session.state
        assert self.part.chosen is not None
        skill_id, copy = self.part.chosen
        self.lines.append((WORDS["targets"].get(lang).format(skill=st.skill(skill_id).name.get(lang)), GOLD))
        items: list[tuple[str, Any, bool]] = []
        for a in sc.my_legal():
            if isinstance(a, Skill) and a.skill == skill_id and a.copy == copy \
                    and needs(st.skill(a.skill), a.copy) == tuple(self.part.staged_defs()):
                seats = [int(x) for x in split_defs(a.targets)]
                who = ", ".join(f"P{p + 1}" for p in seats)
                items.append((WORDS["to"].get(lang).format(who=who) if seats else WORDS["everyone"].get(lang),
                              self.submitter(a), True))
        self.grid(items, lang)
        self.button(L.CHOICES[0] + L.CHOICES[2] - 150, L.CHOICES[1] - 22, 70, 20, WORDS["back"].get(lang), self.back)

    def back(self) -> None:
        self.part.chosen = None
        self.part.page_no = 0

    def uses(self, iid: int, lang: str) -> None:
        sc = self.scene
        st = sc.session.state
        self.lines.append((WORDS["uses"].get(lang).format(card=card_name(st.def_of(iid)).get(lang)), GOLD))
        items = [(sc.text.describe_action(st, a, lang), self.submitter(a), True)
                 for a in sc.my_legal() if getattr(a, "card", None) == iid]
        if not items:
            self.lines.append((WORDS["no_uses"].get(lang), INK_DIM))
        self.grid(items, lang)

    def revealed(self, lang: str) -> None:
        """The skills revealed this turn, as the show has revealed them so far."""
        st = self.scene.session.state
        self.lines.append((WORDS["revealed"].get(lang), GOLD))
        for p, skill_id, count, targets in self.part.shown.skills:
            aim = ", ".join(f"P{t + 1}" for t in targets)
            name = st.skill(skill_id).name.get(lang)
            self.lines.append((f"P{p + 1}: {name} ({count})" + (f" → {aim}" if aim else ""), INK))
        if not self.part.shown.skills:
            self.lines.append((WORDS["none_yet"].get(lang), INK_DIM))

    # ----- buttons --------------------------------------------------------------------------------------
    def submitter(self, action: Action) -> Any:
        def submit() -> None:
            self.part.submit(action)
        submit.action = action            # type: ignore[attr-defined]  # what the button makes (tests read it)
        return submit

    def button(self, x: float, y: float, w: float, h: float, label: str, call: Any, *, dim: bool = False) -> Button:
        b = Button(x, y, w, h, label, f"ei:{len(self.buttons)}", size=13, z=470, on_click=call,
                   accent=BAD if dim else GOLD)
        self.buttons.append(b)
        self.add(b)
        return b

    def layer_key(self) -> tuple[Any, ...]:
        """What it shows (made again when ``key`` changes), its slot while the viewer decides, and its choices'
        buttons (the table bakes it: ``layer.py``)."""
        return (self._key, self.part.deciding(), tuple(self.lines), getattr(self, "chosen_text", ""), self.count,
                tuple((b.visible, b.layer_key()) for b in self.children), self.world_origin(), self.world_scale())

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.scene.pass_pending:
            return
        s = self.world_scale()
        ox, oy = self.world_origin()
        x, y, w, _h = L.BENCH
        lines = list(self.lines)
        if self.part.deciding():
            sx, sy, sw, sh = L.SLOT
            r = pygame.Rect(int(ox + sx * s), int(oy + sy * s), int(sw * s), int(sh * s))
            pygame.draw.rect(surface, GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))   # over the felt: no fill
            px, py, pw, ph = L.PLANNED
            img = fonts.text(getattr(self, "chosen_text", ""), fonts.reading(12) * s, INK_DIM)
            clip = surface.get_clip()
            # within whatever clip it is drawn under (the table's layer mends a part of itself so)
            surface.set_clip(pygame.Rect(int(ox + px * s), int(oy + (py - 18) * s), int(pw * s),
                                         int(ph * s + 18 * s)).clip(clip))
            surface.blit(img, (ox + px * s, oy + (py - 17) * s))
            surface.set_clip(clip)
            tx, ty, tw = L.CHOICES[0], y + 6, L.CHOICES[2]
        else:
            tx, ty, tw = x + 10, y + 8, w - 20
        shown = []
        for text, colour in lines:       # a refusal may take two lines rather than shrink
            parts = fonts.wrap(text, fonts.reading(13) * s, int(tw * s))[:2] if colour == BAD else [text]
            shown += [(part, colour) for part in parts]
        self.shown_lines = []
        for text, colour in shown:
            size = _fitted(text, fonts.reading(13) * s, tw * s, 8 * s, False)
            surface.blit(fonts.text(text, size, colour), (ox + tx * s, oy + ty * s))
            self.shown_lines.append(text)
            ty += fonts.reading(13) * 1.3
            if self.part.deciding() and ty > (L.CHOICES[1] - 4 if self.count else L.PLANNED[1] - 20):   # Clear is no choice
                break


def _guess(laid: list[str]) -> str:
    """What a player laying these cards likely meant (the engine then says why it is no combination)."""
    levels = {level_of(d) for d in laid}
    used = {d[0] for d in laid}
    if levels == {1}:
        return card(next((e for e in ELEMENTS if e not in used), ELEMENTS[0]), 2)
    return card(laid[0][0], 3)

