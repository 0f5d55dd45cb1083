"""The mutation editor: one person's mutation phase of the league (L1119-1229) as the screen of the event's
own stage (``TableEntry.stage_screens["mutation"]``).

The deck's eight cards on the left, as faces with what was pasted on stickers; the laboratory's cards on
the right, each with its elements as chips (used ones struck out). Choose a deck card and an element (a
click on each, or drag the element onto the card): the editor asks the rules what it costs and what
would be left, or shows the refusal naming the limit (rule id and sentence in the player's language).
When a new ability may cover different abilities, the choices are buttons. Paste sends the paste through
the event's door (``mutation_stage.Paste``), which refuses it with the same rule if it must; Undo takes
back this screen's last paste; Done ends the phase (``EndMutation``; points left are lost, L1133-1135).
Everything shown is the seat's own view of the stage.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.errors import IllegalActionError
from game.engine.text import Msg
from game.ui import fonts
from game.ui.app import BASE_W, App
from game.ui.event_screen import EventScreen, letter
from game.ui.focus import FocusRing
from game.ui.node import Node
from game.ui.palette import BAD, GOLD, GOOD, INK, INK_DIM
from game.ui.widgets import Button, Dialog, FitLabel, Label, Panel

from .cards import load_card_db
from .cardtext import TYPE_NAMES
from .league_cards import CardDetails, CardTile, ElementChip, Faces, LabRow, card_name, chip_width, element_words
from .mutation import BARE, Book, Phase, lab_elements
from .mutation_costs import load_costs, points
from .mutation_stage import EndMutation, Paste, phase_of
from .vocab import NAMES

if TYPE_CHECKING:
    from game.ui.event_scene import EventScene

W = {
    "title": Msg("Mutation phase: player {p}, round {r}", "변이 페이즈: 플레이어 {p}, {r}라운드"),
    "left": Msg("Points left: {n:g} of {all:g}", "남은 점수: {all:g}점 중 {n:g}점"),
    "deck": Msg("Your deck: choose a card", "내 덱: 카드를 고르세요"),
    "lab": Msg("Your laboratory: choose an element or drag it onto a card", "내 실험실: 요소를 고르거나 카드 위로 끌어 놓으세요"),
    "pick": Msg("Choose a deck card and a lab element.", "덱 카드와 실험실 요소를 고르세요."),
    "pick_card": Msg("{el}: now choose a deck card.", "{el}: 이제 덱 카드를 고르세요."),
    "pick_element": Msg("{card}: now choose a lab element.", "{card}: 이제 실험실 요소를 고르세요."),
    "what": Msg("{el} onto {card}", "{card}에 {el}"),
    "cost": Msg("Costs {n:g} points; {m:g} left after it.", "비용 {n:g}점, 붙이면 {m:g}점 남습니다."),
    "refused": Msg("Not allowed ({rule}): {why}", "할 수 없음 ({rule}): {why}"),
    "covers": Msg("Covers:", "가릴 능력:"),
    "cover_none": Msg("an empty slot", "빈 칸"),
    "paste": Msg("Paste", "붙이기"),
    "undo": Msg("Undo", "되돌리기"),
    "done": Msg("Done", "완료"),
    "pasted": Msg("Pasted: {what}.", "붙였습니다: {what}."),
    "undone": Msg("The last paste is taken back.", "마지막으로 붙인 것을 되돌렸습니다."),
    "nothing": Msg("Nothing to take back on this screen.", "이 화면에서 되돌릴 것이 없습니다."),
    "end_title": Msg("End the mutation phase?", "변이 페이즈를 끝낼까요?"),
    "end_body": Msg("The {n:g} points left are lost: points are never carried to the next phase.",
                    "남은 {n:g}점은 사라집니다. 점수는 다음 페이즈로 넘어가지 않습니다."),
    "end_yes": Msg("End the phase", "페이즈 끝내기"),
    "end_no": Msg("Keep mutating", "계속 변이하기"),
    "raise": Msg("The mana cost goes up (that is allowed).", "마나 비용이 올라갑니다(허용됩니다)."),
}
TILE_W, TILE_H = 142, 200


def cover_words(covers: tuple[str, ...], lang: str) -> str:
    if not covers:
        return W["cover_none"].get(lang)
    return " + ".join(NAMES[c].get(lang) if c in NAMES else c for c in covers)


class MutationEditorScene(EventScreen):
    def __init__(self, app: App, hub: "EventScene", seat: int) -> None:
        super().__init__(app, hub, ("mutation", seat))
        self.seat = seat
        self.db, self.costs = load_card_db(), load_costs()
        self.faces = Faces(self.db)
        self.card: str | None = None
        self.element: str | None = None
        self.offers: list[tuple[tuple[str, ...], int]] = []    # the allowed covers and their cost
        self.cover = 0
        self.refusal: IllegalActionError | None = None
        self.start = hub.run.checkpoint()                        # Undo goes back no further than here
        self.pasted = 0                                          # pastes made on this screen (Undo takes them)
        self.note = ("", INK)
        self.drag: str | None = None
        self.focus_ring = FocusRing(self, groups=self.focus_groups)
        self.phase: Phase = phase_of(self.ev, seat)

    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        """The deck, the lab's elements, the covers and the buttons (Paste first) are each one stop of
        Tab, the arrows walking each: Paste is three Tabs from the first card, not some sixty."""
        shown = [n for n in self.root.walk() if getattr(n, "focusable", False) and n.visible and n.name]
        part = {"deck:": "deck", "element:": "lab", "button:cover:": "covers"}
        groups: dict[str, list[Node]] = {"deck": [], "lab": [], "covers": [], "buttons": []}
        for n in shown:
            groups[next((g for prefix, g in part.items() if n.name.startswith(prefix)), "buttons")].append(n)
        groups["buttons"].sort(key=lambda n: n.name != "button:paste")
        return list(groups.items())

    def refresh(self) -> None:
        self.phase = phase_of(self.ev, self.seat)         # the seat's book and points as the event holds them
        super().refresh()

    @property
    def book(self) -> Book:
        return self.phase.book

    # ----- what the engine says of the chosen paste -----
    def covers_to_try(self, card: str) -> list[tuple[str, ...]]:
        names = [s.name for s in self.book.face(self.db, card).slots if not s.pasted]
        return [()] + [(n,) for n in names] + [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]

    def weigh(self) -> None:
        """The allowed covers of the chosen paste with their cost, or the refusal that says why none is."""
        self.offers, self.cover, self.refusal = [], 0, None
        if self.card is None or self.element is None:
            return
        refusals: list[tuple[tuple[str, ...], IllegalActionError]] = []
        for cov in self.covers_to_try(self.card):
            try:
                self.offers.append((cov, self.phase.cost(self.card, self.element, cov)))
            except IllegalActionError as exc:
                refusals.append((cov, exc))
        if not self.offers and refusals:
            # the refusal of a paste the player would try: over an ability when it is an ability
            self.refusal = next((e for cov, e in refusals if cov), refusals[0][1]) \
                if self.element == BARE or self._is_ability(self.element) else refusals[0][1]
            if self._is_ability(self.element) and len(refusals) > 1:
                specific = [e for cov, e in refusals if cov and e.rule not in ("CD-9.4.2", "CD-9.5.2")]
                self.refusal = specific[0] if specific else self.refusal

    def pointed(self) -> list[CardTile | LabRow]:
        """What the words below follow: a lab card's name under the pointer, else the deck's cards."""
        return [r for r in self.lab_rows if r.hover] or list(self.tiles)

    def _is_ability(self, element: str) -> bool:
        return element != BARE and not element.endswith(("/attack", "/hp", "/cost"))

    # ----- the screen -----
    def build(self) -> None:
        root = self.root
        lang, safe = self.lang, self.app.settings.colorblind_palette
        rnd = self.ev.own["phase"]["round"]
        root.add(FitLabel(20, 12, W["title"].get(lang).format(p=letter(self.seat), r=rnd), max_w=760, size=26,
                          color=GOLD, bold=True, name="title"))
        left = points(self.phase.left)
        root.add(FitLabel(800, 14, W["left"].get(lang).format(n=left, all=points(self.costs.budget)), max_w=460,
                          size=22, color=GOOD if left else INK_DIM, bold=True, name="points_left"))
        root.add(FitLabel(20, 54, W["deck"].get(lang), max_w=600, size=16, color=INK_DIM))
        self.tiles: list[CardTile] = []
        for i, card in enumerate(self.book.deck):
            tile = CardTile(24 + (i % 4) * 152, 80 + (i // 4) * 214, TILE_W, TILE_H, "deck", card, self.faces,
                            tuple(self.book.pastes.get(card, ())), lang=lang, safe=safe)
            tile.chosen = card == self.card
            self.tiles.append(root.add(tile))
        root.add(FitLabel(640, 54, W["lab"].get(lang), max_w=620, size=16, color=INK_DIM))
        self.chips: list[ElementChip] = []
        self.lab_rows: list[LabRow] = []
        y = 80.0
        for cid in self.book.lab:
            d = self.db[cid]
            self.lab_rows.append(root.add(LabRow(636, y, 166, 44, cid, self.faces)))
            root.add(FitLabel(640, y + 2, card_name(self.db, cid, lang), max_w=160, size=15, color=INK, bold=True))
            # its kind under its name (the card's code, "CD1-09", is the catalogue's, read by no player)
            root.add(FitLabel(640, y + 24, TYPE_NAMES[d.type].get(lang), max_w=160, size=12, color=INK_DIM))
            x = 806.0
            for el in lab_elements(self.db, [cid]):
                words = element_words(self.db, el, lang)
                w = min(chip_width(words), 1260 - x)
                chip = ElementChip(x, y + 6, w, 34, el, words, used=el in self.book.used)
                chip.chosen = el == self.element
                self.chips.append(root.add(chip))
                x += w + 6
            y += 48
        bare = ElementChip(806, y + 6, chip_width(element_words(self.db, BARE, lang)), 34, BARE,
                           element_words(self.db, BARE, lang), used=False)
        bare.chosen = self.element == BARE
        self.chips.append(root.add(bare))
        self.build_status(y + 52)

    def build_status(self, top: float) -> None:
        lang = self.lang
        top = max(top, 516.0)
        self.root.add(Panel(16, top, BASE_W - 32, 712 - top, name="status"))
        if self.card is None and self.element is None:
            line = W["pick"].get(lang)
        elif self.card is None:
            line = W["pick_card"].get(lang).format(el=element_words(self.db, str(self.element), lang))
        elif self.element is None:
            line = W["pick_element"].get(lang).format(card=card_name(self.db, self.card, lang))
        else:
            line = W["what"].get(lang).format(el=element_words(self.db, self.element, lang),
                                              card=card_name(self.db, self.card, lang))
        self.root.add(FitLabel(32, top + 10, line, max_w=BASE_W - 64, size=18, color=INK, bold=True, name="what"))
        said, colour = "", INK
        if self.refusal is not None:
            said, colour = W["refused"].get(lang).format(rule=self.refusal.rule, why=self.refusal.reason(lang)), BAD
        elif self.offers:
            cost = self.offers[self.cover][1]
            said, colour = W["cost"].get(lang).format(n=points(cost), m=points(self.phase.left - cost)), GOLD
            if self.element and self.element.endswith("/cost") and self.card is not None and \
                    int(self.db[self.element.split("/")[0]].cost) > self.book.face(self.db, self.card).cost:
                said += " " + W["raise"].get(lang)
        elif self.note[0]:
            said, colour = self.note
        self.root.add(FitLabel(32, top + 40, said, max_w=BASE_W - 64, size=17, color=colour, name="verdict"))
        if len(self.offers) > 1 or (self.offers and self.offers[0][0]):
            self.root.add(Label(32, top + 86, W["covers"].get(lang), size=16, color=INK_DIM))
            x = 32 + fonts.font(fonts.reading(16)).size(W["covers"].get(lang))[0] + 12
            for i, (cov, _) in enumerate(self.offers):
                words = ("\u25b6 " if i == self.cover else "") + cover_words(cov, lang)   # chosen: a mark, not only a colour
                w = chip_width(words, 16) + 10
                b = Button(x, top + 78, w, 38, words, f"cover:{i}", size=16, accent=GOLD if i == self.cover else INK_DIM)
                self.root.add(b)
                x += w + 8
        paste = Button(BASE_W - 420, top + 76, 126, 44, W["paste"].get(lang), "paste", size=18)
        paste.enabled = bool(self.offers)
        paste.why_disabled = self.refusal.reason(lang) if self.refusal is not None else W["pick"].get(lang)
        self.root.add(paste)
        self.root.add(Button(BASE_W - 284, top + 76, 126, 44, W["undo"].get(lang), "undo", size=18))
        self.root.add(Button(BASE_W - 148, top + 76, 126, 44, W["done"].get(lang), "done", size=18, accent=GOOD))
        self.dialog = self.root.add(Dialog())
        self.root.add(CardDetails(32, top + 126, BASE_W - 64, 708 - top - 126, self.pointed, lang=lang, size=13))

    # ----- input -----
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            dragged, self.drag = self.drag, None
            tile = next((t for t in self.tiles if t.hit(*event.pos)), None)
            if tile is not None:            # an element dropped on a card: that paste, pasted if it is clear
                self.card, self.element = tile.card, dragged
                self.weigh()
                if len(self.offers) == 1:
                    self.do_paste()
                    return True
                self.refresh()
                return True
        consumed = super().handle_event(event)
        return consumed

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind != "button" or event.id == "leave":
            return super().on_ui(event)
        bid = event.id
        if self.dialog.visible:
            self.dialog.close()
            if bid == "end_yes":
                self.finish()
            return True
        self.note = ("", INK)
        if bid.startswith("deck:"):
            card = bid[len("deck:"):]
            self.card = None if self.card == card and self.element is None else card
            self.weigh()
        elif bid.startswith("element:"):
            el = bid[len("element:"):]
            if el in self.book.used:
                self.element = el
                self.weigh()
            else:
                self.element = None if self.element == el and self.card is None else el
                self.drag = el if getattr(event, "held", False) else None   # a release over a card pastes it there
                self.weigh()
        elif bid.startswith("cover:"):
            self.cover = min(int(bid[len("cover:"):]), max(0, len(self.offers) - 1))
        elif bid == "paste":
            self.do_paste()
            return True
        elif bid == "undo":
            self.undo()
        elif bid == "done":
            if self.phase.left <= 0:
                self.finish()
                return True
            lang = self.lang
            self.dialog.open(W["end_title"].get(lang), W["end_body"].get(lang).format(n=points(self.phase.left)),
                             [(W["end_yes"].get(lang), "end_yes"), (W["end_no"].get(lang), "end_no")],
                             cancel="end_no", default="end_no")
            return True
        self.refresh()
        return True

    def finish(self) -> None:
        """The phase is over for this seat: through the door (the hub then shows what comes next)."""
        self.submit(EndMutation(self.seat))

    def do_paste(self) -> None:
        if not self.offers or self.card is None or self.element is None:
            return
        cov = self.offers[self.cover][0]
        card, element = self.card, self.element
        if not self.submit(Paste(self.seat, card, element, "+".join(cov))):
            return                             # said with its rule (the event's word is final)
        self.pasted += 1
        what = W["what"].get(self.lang).format(el=element_words(self.db, element, self.lang),
                                               card=card_name(self.db, card, self.lang))
        self.element = None
        self.weigh()
        self.note = (W["pasted"].get(self.lang).format(what=what), GOOD)
        self.refresh()

    def undo(self) -> None:
        """Take back this screen's last paste: the event without its last action (the seat's own, secret)."""
        run = self.hub.run
        log = run.match.log
        if not self.pasted or not log or not isinstance(log[-1], Paste) or log[-1].player != self.seat:
            self.note = (W["nothing"].get(self.lang), INK_DIM)
            return
        run.rewind(len(log) - 1, self.start)
        self.pasted -= 1
        self.phase = phase_of(self.ev, self.seat)
        self.element = None
        self.weigh()
        self.note = (W["undone"].get(self.lang), INK_DIM)
