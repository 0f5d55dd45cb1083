"""The deck builder of any game: browse its cards, build a deck, see what the deck rules say of it live,
save it among the player's decks of that game.

Left: the game's filters over a paged grid of card faces. Click a card to add a copy, right-click to
take one out; click a leader card to make it the leader (in games whose decks have one). Right: the
deck's name, leader and what the leader asks (Lanes: the oath), its cards with counts, and every
deck rule it breaks, in the player's language with the rule id. Hovering any card shows it large
with its whole text. Everything comes from the game's catalogue part.

Everything works from the keyboard too: Tab and the arrows move the focus ring over filters,
cards, the name, the deck's lines and the buttons; Enter (or +) adds the focused card, - or Delete
takes one out, I shows it large, PgUp/PgDn turn the grid's pages, Esc goes back one step.
"""
from __future__ import annotations

import os
from collections import Counter
from itertools import combinations
from typing import Any, Iterable

import pygame

from game.engine.catalogue import CardEntry, DeckList, DeckProblem, Filter

from . import deckchoice, faces, fonts, games, userdecks
from .deckformat import format_label, next_format, set_format
from .app import App, Scene
from .cardview import Preview
from .deckinfo import cycle_label, matches, problem_text
from .deckparts import CardCell, ColourChip, DeckRow, LeaderRow, ListOverlay
from .focus import CARD_VIEW_KEY, FocusRing
from .i18n import STRINGS, t
from .node import Node
from .palette import BAD, GOLD, GOOD, INK, INK_DIM
from .widgets import Button, Dialog, FitLabel, Label, Panel, TextField, TextView, Toast, Toggle

STRINGS.update({
    "db.title_game": ("{game}: deck builder", "{game} 덱 빌더"),
})

FILTER_ROWS = (58, 102, 146)   # rows of filter chips above the grid (a game uses as few as fit)
GOOD_FIT = 0.92                # fewer rows of chips as long as their labels need not shrink more than this
FILTER_RIGHT = 856
CHIP_GAP = 5


# ----- the scene ------------------------------------------------------------------------------------
class DeckBuilderScene(Scene):
    GRID_X, GRID_Y = 12, 146
    COLS, ROWS = 6, 3
    CELL_W, CELL_H = 122, 171
    GAP_X, GAP_Y = 23, 6
    PANEL_X, PANEL_W = 884, 384
    PROBLEMS_H = 138

    def __init__(self, app: App, *, deck_id: str | None = None, ruleset: str | None = None) -> None:
        super().__init__(app)
        self.info = games.resolve(app, ruleset)
        cat = games.catalogue(self.info)
        if cat is None:
            raise ValueError(f"{self.info.id} has no catalogue: it offers no deck builder")
        self.base = cat           # the game's catalogue; ``cat`` is it under the format being built for
        self.cat = cat
        self.cards: tuple[CardEntry, ...] = cat.cards
        # filters: the values chosen on chip filters, the value shown on stepped ones (-1: any)
        self.chosen: dict[str, set[str]] = {f.id: set() for f in cat.filters if not f.cycle}
        self.stepped: dict[str, int] = {f.id: -1 for f in cat.filters if f.cycle}
        self.page = 0
        # the deck being built
        self.leader: str | None = None
        self.counts: dict[str, int] = {}
        # what the leader had the player choose (deckchoice.py: Magic's color, 903.4b) and which leader that was
        self.leader_chosen: dict[str, str] = {}
        self.choice_for: str | None = None
        self.editing: str | None = None      # "user:<id>" when editing a saved deck
        self.dirty = False
        self.list_scroll = 0
        self.problems: list[DeckProblem] = []
        self.hovered: Node | None = None
        self.viewing = False                 # the large view follows the keyboard focus (I)
        self.focus_ring = FocusRing(self, groups=self.focus_groups, default=self.first_cell)
        self.build()
        self.name_field.text = self.default_name()
        if deck_id:
            self.load_user(deck_id)
        self.refresh()
        _, bad = userdecks.load_user_decks(self.cat, self.lang)
        if bad:
            self.toast.show(t("db.user_problems", self.lang, n=len(bad)), seconds=5, color=GOLD)

    # ----- building the screen ----------------------------------------------------------------------
    @property
    def safe(self) -> bool:
        return bool(self.app.settings.colorblind_palette)

    def _filter_chips(self, lang: str) -> list[list[tuple[Filter, str | None, str, float]]]:
        """The filter chips in rows: (filter, value or None for a stepped filter's chip, label, width).
        Each filter's chips stay together, in the game's order; the filters are split over as few
        rows as let every label show (nearly) at full size, the last row ending with "clear"."""
        px = fonts.reading(15)
        f15 = fonts.font(px, True)
        groups: list[list[tuple[Filter, str | None, str, float]]] = []
        for f in self.cat.filters:
            if f.cycle:
                longest = max((cycle_label(f, v, lang) for v, _ in f.values), key=lambda x: f15.size(x)[0],
                              default=cycle_label(f, None, lang))
                groups.append([(f, None, "", min(320.0, f15.size(longest)[0] + 28))])
            else:
                glyph = 36 * 0.55 + 6 if f.colours else 0
                groups.append([(f, v, m.get(lang), max(40.0, f15.size(m.get(lang))[0] + 22 + glyph))
                               for v, m in f.values])
        self._clear_w = max(110.0, f15.size(t("db.clear", lang))[0] + 24)
        best: tuple[float, list[list[Any]]] | None = None
        for n in range(1, len(FILTER_ROWS) + 1):
            for cuts in combinations(range(1, len(groups)), n - 1):
                bounds = (0, *cuts, len(groups))
                rows = [[c for g in groups[bounds[i]:bounds[i + 1]] for c in g] for i in range(n)]
                k = min(self._row_fit(row, last=i == n - 1) for i, row in enumerate(rows))
                if best is None or k > best[0] + 1e-9:
                    best = (k, rows)
            if best is not None and best[0] >= GOOD_FIT:
                break
        assert best is not None
        return best[1]

    def _row_fit(self, row: list[tuple[Filter, str | None, str, float]], *, last: bool) -> float:
        """How much a row's chips must narrow to fit (1: not at all)."""
        boundaries = sum(1 for i in range(1, len(row)) if row[i][0] is not row[i - 1][0])
        gaps = CHIP_GAP * (len(row) - 1) + 2 * CHIP_GAP * boundaries
        avail = FILTER_RIGHT - self.GRID_X - ((self._clear_w + 3 * CHIP_GAP) if last else 0)
        return min(1.0, (avail - gaps) / max(1.0, sum(c[3] for c in row)))

    def _grid_geometry(self, filter_rows: int) -> None:
        """The grid starts under the filters; with a third row of them its cards are a little smaller."""
        self.GRID_Y = FILTER_ROWS[filter_rows - 1] + 44
        if filter_rows > 2:
            self.CELL_H = int((690 - self.GRID_Y) / self.ROWS - self.GAP_Y)
            self.CELL_W = int(self.CELL_H * 5 / 7)
            self.GAP_X = (FILTER_RIGHT - self.GRID_X - self.COLS * self.CELL_W) / (self.COLS - 1)
        else:
            self.CELL_W, self.CELL_H, self.GAP_X = type(self).CELL_W, type(self).CELL_H, type(self).GAP_X

    def no_leader_text(self, lang: str) -> str:
        word = self.cat.rules.leader_word.get(lang)
        return t("db.no_leader", lang, word=word.lower() if lang == "en" else word)

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        self.back_button = root.add(Button(12, 12, 96, 38, t("back", lang), "back", size=18))
        formats = bool(self.base.formats())      # a game whose decks are built for a format: its switch
        root.add(FitLabel(124, 18, t("db.title_game", lang, game=self.info.names.get(lang)), max_w=248 if formats
                          else 428, size=24, color=GOLD, bold=True, name="title"))
        self.format_button = root.add(Button(380, 12, 172, 38, format_label(self.base, self.cat, lang), "format",
                                             size=16, accent=GOLD))
        self.format_button.visible = formats
        self.shown_label = root.add(Label(560, 22, "", size=16, color=INK_DIM))
        self.page_buttons = (root.add(Button(690, 12, 44, 38, "\u25c0", "page_prev", size=18)),
                             root.add(Button(812, 12, 44, 38, "\u25b6", "page_next", size=18)))
        self.page_label = root.add(Label(773, 22, "", size=16, center=True))
        # filters: chips of each filter in rows, a stepped filter as one chip, "clear" at the end
        self.chips: dict[str, Toggle] = {}
        self.step_chips: dict[str, Toggle] = {}
        rows = self._filter_chips(lang)
        for r, (row, y) in enumerate(zip(rows, FILTER_ROWS)):
            k = max(0.3, self._row_fit(row, last=r == len(rows) - 1))
            x = float(self.GRID_X)
            for i, (f, value, label, w) in enumerate(row):
                if i and row[i - 1][0] is not f:
                    x += 2 * CHIP_GAP        # a wider gap between filters
                w *= k
                if value is None:
                    chip = Toggle(x, y, w, 36, "", f"{f.id}_next", size=15,
                                  on_right=lambda fid=f.id: self.cycle(fid, -1))
                    chip.focus_key = lambda event, fid=f.id: self.step_key(fid, event)
                    self.step_chips[f.id] = root.add(chip)
                elif f.colours:
                    glyph = faces.colour_glyph(self.cat, value)
                    chip = ColourChip(x, y, w, 36, label, f"{f.id}:{value}", glyph=glyph,
                                      rgb=faces.colour_rgb(self.cat, value, self.safe))
                    self.chips[f"{f.id}:{value}"] = root.add(chip)
                else:
                    chip = Toggle(x, y, w, 36, label, f"{f.id}:{value}", size=15 if w >= 60 else 16)
                    self.chips[f"{f.id}:{value}"] = root.add(chip)
                x += w + CHIP_GAP
        self._grid_geometry(len(rows))
        clear_y = FILTER_ROWS[len(rows) - 1]
        self.clear_button = root.add(Button(FILTER_RIGHT - self._clear_w, clear_y, self._clear_w, 36,
                                            t("db.clear", lang), "clear", size=15))
        self.grid = root.add(Node(0, 0, 0, 0, name="grid"))
        self.empty_label = root.add(Label(self.GRID_X + 430, self.GRID_Y + 200, "", size=18, color=INK_DIM, center=True))
        grid_bottom = self.GRID_Y + self.ROWS * (self.CELL_H + self.GAP_Y)
        root.add(FitLabel(self.GRID_X + 424, grid_bottom + (720 - grid_bottom - fonts.reading(14) * 1.25) / 2,
                          t("db.keys", lang), max_w=self.PANEL_X - 2 * self.GRID_X - 60, size=14, color=INK_DIM,
                          center=True, name="keys"))
        # the deck panel, laid out top to bottom at the text size in use
        px, pw = self.PANEL_X, self.PANEL_W
        root.add(Panel(px, 8, pw, 704, alpha=230))
        self.name_field = root.add(TextField(px + 12, 18, pw - 24, 40 + 8 * (fonts.reading(1.0) - 1)))
        self.name_field.on_change = lambda _text: self.mark_dirty()
        y = self.name_field.y + self.name_field.h + 10
        # the leader's line, and room under it for what the leader asks of the deck (Lanes: the oath, Magic:
        # the color identity): as many lines as the longest asks, three at most
        asks = min(3, max((sum(len(fonts.wrap(line, fonts.reading(13), int(pw - 28)))
                               for line in self.cat.leader_lines(c.id, lang)) for c in self.cat.cards if c.leader),
                          default=0))
        hint = len(fonts.wrap(self.no_leader_text(lang), fonts.reading(13), int(pw - 28))) * fonts.reading(13) * 1.3
        leader_h = max(hint, fonts.reading(17) * 1.35 + asks * fonts.reading(13) * 1.3) \
            if self.cat.rules.leader else 0.0
        self.leader_row = root.add(LeaderRow(px + 14, y, pw - 28, leader_h))
        self.leader_row.visible = self.cat.rules.leader
        y += leader_h + 8
        # what the leader has the player choose before the game, when it does: the deck's list starts under it
        self.choice_row = root.add(Node(px + 14, y, pw - 28, deckchoice.row_height(), name="choice_row"))
        self.deck_top = y
        self.count_label = root.add(Label(px + 14, y, "", size=16, bold=True))
        self.trigger_label = root.add(Label(px + 200, y, "", size=16, bold=True, name="counters"))
        self.row_h = max(22.0, fonts.reading(15) * 1.45)
        self.rows = root.add(Node(0, 0, 0, 0, name="rows"))
        self.more_up = root.add(Label(px + pw - 30, 0, "", size=12, color=INK_DIM))
        self.more_down = root.add(Label(px + pw - 30, 0, "", size=12, color=INK_DIM))
        self.problems_view = root.add(TextView(px + 14, 662 - 8 - self.PROBLEMS_H, pw - 28, self.PROBLEMS_H, size=14,
                                               name="problems"))
        self.place_list(0.0)
        bw = (pw - 24 - 3 * 8) / 4
        self.deck_buttons = []
        for i, (key, bid) in enumerate((("db.new", "new"), ("db.template", "template"), ("db.load", "load"),
                                        ("db.save", "save"))):
            b = Button(px + 12 + i * (bw + 8), 662, bw, 40, t(key, lang), bid, size=17,
                       accent=GOOD if bid == "save" else GOLD)
            self.deck_buttons.append(root.add(b))
        self.preview = root.add(Preview())
        self.preview.catalogue = self.cat
        self.preview.text_scale = float(getattr(self.app.settings, "text_size", 1.0) or 1.0)
        self.overlay = root.add(ListOverlay())
        self.dialog = root.add(Dialog())
        self.toast = root.add(Toast(self.GRID_X + 110, 0, 640, bottom=grid_bottom - 4))

    def place_list(self, shift: float) -> None:
        """The deck's count and list start ``shift`` below the leader's line (under the choice row)."""
        y = self.deck_top + shift
        self.count_label.y = self.trigger_label.y = y
        self.list_y = y + fonts.reading(16) * 1.3 + 12
        self.list_rows = max(4, int((self.problems_view.y - 14 - self.list_y) // self.row_h))
        self.more_up.y = self.list_y - 15
        self.more_down.y = self.list_y + self.list_rows * self.row_h

    # ----- the keyboard ------------------------------------------------------------------------------
    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        """Tab goes group to group: back and pages, the filters, the grid, the deck's name (and leader),
        its list, its buttons (Save first); the arrows walk a group and, past its edge, go on to the
        nearest control there (Tab walked every card of the grid and every line of the deck)."""
        filters = sorted([*self.chips.values(), *self.step_chips.values()], key=lambda n: (n.y, n.x))
        leader = [self.leader_row] if self.cat.rules.leader else []
        top = [self.back_button, *([self.format_button] if self.format_button.visible else []), *self.page_buttons]
        return [("top", top), ("filters", [*filters, self.clear_button]),
                ("grid", list(self.grid.children)), ("name", [self.name_field, *leader, *deckchoice.chips(self)]),
                ("deck", list(self.rows.children)), ("buttons", [self.deck_buttons[-1], *self.deck_buttons[:-1]])]

    def focus_edge(self, node: Node, direction: tuple[int, int]) -> None:
        ring = self.focus_ring
        target = ring.nearest(direction)
        if target is not None:
            group = next((k for k, members in ring.live_groups() if any(m is target for m in members)), None)
            ring.focus(target, group=group)

    def first_cell(self) -> str | None:
        cells = [n for n in self.grid.children if isinstance(n, CardCell)]
        return cells[0].name if cells else "button:clear"

    def step_key(self, fid: str, event: pygame.event.Event) -> bool:
        """On a stepped filter's chip Shift+Enter goes back through its values (Enter goes forward)."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and event.mod & pygame.KMOD_SHIFT:
            self.cycle(fid, -1)
            return True
        return False

    def list_key(self, row: DeckRow, event: pygame.event.Event) -> bool:
        """Up and Down walk the whole deck list, scrolling it; past its ends the ring moves on."""
        if event.key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        ids = self.list_entries()
        i = ids.index(row.card_id) + (1 if event.key == pygame.K_DOWN else -1)
        if not 0 <= i < len(ids):
            return False
        if i < self.list_scroll:
            self.list_scroll = i
        elif i >= self.list_scroll + self.list_rows:
            self.list_scroll = i - self.list_rows + 1
        self.refresh_deck()
        self.focus_ring.focus(f"row:{ids[i]}")
        return True

    def show_view(self) -> None:
        """While the view is open (I), it shows the focused card; the mouse's hover shows its own."""
        if not self.viewing:
            return
        node = self.focus_ring.current()
        cid = getattr(node, "card_id", None)
        if node is None or not cid or cid not in self.cat:
            self.preview.hide()
            return
        self._show_preview(node)

    def _show_preview(self, node: Node) -> None:
        card = self.cat[node.card_id]
        anchor = pygame.Rect(int(node.x), int(node.y), int(node.w), int(node.h))
        self.preview.lang, self.preview.safe = self.lang, self.safe
        self.preview.show(card, anchor, count=self.counts.get(card.id, 0), blocked=self.cat.blocked(self.leader, card.id),
                          panel_left=self.PANEL_X)

    # ----- what the grid shows ---------------------------------------------------------------------
    def stepped_value(self, fid: str) -> str | None:
        f = next(f for f in self.cat.filters if f.id == fid)
        i = self.stepped[fid]
        return f.values[i][0] if 0 <= i < len(f.values) else None

    def filtered(self) -> list[CardEntry]:
        chosen = dict(self.chosen)
        for fid in self.stepped:
            value = self.stepped_value(fid)
            chosen[fid] = {value} if value is not None else set()
        shown = [c for c in self.cards if matches(c, chosen)]
        if self.leader is None:
            return shown
        # the cards the leader keeps out of the deck (Magic: outside the commander's colors) come last
        return sorted(shown, key=lambda c: self.cat.blocked(self.leader, c.id) is not None)

    @property
    def per_page(self) -> int:
        return self.COLS * self.ROWS

    def visible_cards(self) -> list[CardEntry]:
        return [n.card for n in self.grid.children if isinstance(n, CardCell)]

    def list_entries(self) -> list[str]:
        """The deck's cards, one line each, in the game's list order (Lanes: cheapest first)."""
        cat = self.cat
        return sorted((cid for cid in self.counts if self.counts[cid] > 0 and cid in cat),
                      key=lambda c: cat[c].list_sort)

    def deck_cards(self) -> list[str]:
        out: list[str] = []
        for cid, n in self.counts.items():
            out.extend([cid] * n)
        return out

    def refresh(self) -> None:
        """Rebuild the grid, the deck list and the problems from the filters and the deck."""
        lang, safe, cat = self.lang, self.safe, self.cat
        cards = self.filtered()
        pages = max(1, -(-len(cards) // self.per_page))
        self.page = max(0, min(self.page, pages - 1))
        self.grid.clear()
        for i, c in enumerate(cards[self.page * self.per_page:(self.page + 1) * self.per_page]):
            col, row = i % self.COLS, i // self.COLS
            cell = CardCell(self.GRID_X + col * (self.CELL_W + self.GAP_X), self.GRID_Y + row * (self.CELL_H + self.GAP_Y),
                            self.CELL_W, self.CELL_H, c, cat)
            cell.lang, cell.safe = lang, safe
            cell.count = self.counts.get(c.id, 0)
            cell.is_leader = c.id == self.leader
            cell.blocked = cat.blocked(self.leader, c.id) is not None
            self.grid.add(cell)
        self.empty_label.text = "" if cards else t("db.none_match", lang)
        self.shown_label.text = t("db.shown", lang, n=len(cards))
        self.page_label.text = t("db.page", lang, p=self.page + 1, n=pages)
        for key, chip in self.chips.items():
            fid, _, value = key.partition(":")
            chip.on = value in self.chosen[fid]
        for fid, chip in self.step_chips.items():
            f = next(f for f in cat.filters if f.id == fid)
            chip.on = self.stepped[fid] >= 0
            chip.label = cycle_label(f, self.stepped_value(fid), lang)
        self.refresh_deck()

    def refresh_deck(self) -> None:
        shown = deckchoice.sync(self)      # first: the catalogue then counts the leader's choice
        self.place_list(shown.h + 4 if shown is not None else 0.0)
        lang, cat = self.lang, self.cat
        rules = cat.rules
        cards = self.deck_cards()
        self.problems = cat.problems(self.leader if rules.leader else None, cards)
        # the leader and what it asks of the deck
        lr = self.leader_row
        if self.leader and self.leader in cat:
            leader = cat[self.leader]
            lr.card_id = leader.id
            lr.glyph = (faces.colour_glyph(cat, leader.colour), faces.colour_rgb(cat, leader.colour, self.safe))
            lr.text = t("db.leader", lang, word=rules.leader_word.get(lang), name=leader.name.get(lang))
            lr.lines = []
            for line in cat.leader_lines(leader.id, lang):    # wrapped as drawn: at the text size in use
                lr.lines.extend(fonts.wrap(line, fonts.reading(13), int(lr.w)))
            lr.lines = lr.lines[:3]
        else:
            lr.card_id, lr.glyph, lr.text, lr.lines = None, None, self.no_leader_text(lang), []
        n = len(cards)
        self.count_label.text = t("db.count", lang, n=n, size=rules.size)
        enough = n >= rules.size if rules.at_least else n == rules.size     # constructed Magic: at least 60
        over = n > rules.size and not rules.at_least
        self.count_label.color = GOOD if enough else (BAD if over else INK)
        self.count_label.mark = "good" if enough else ("bad" if over else None)
        counted = [(c, sum(1 for cid in cards if cid in c.cards)) for c in rules.counters]
        over = any(c.max is not None and k > c.max for c, k in counted)
        self.trigger_label.text = "   ".join(c.label.get(lang).format(n=k, max=c.max) for c, k in counted)
        self.trigger_label.color = BAD if over else INK
        self.trigger_label.mark = "bad" if over else None
        self.trigger_label.x = self.count_label.x + 24 + fonts.font(fonts.reading(16), True).size(
            self.count_label.text)[0] + fonts.reading(16)
        # the list
        bad_ids = {c for p in self.problems for c in p.cards}
        entries = self.list_entries()
        max_scroll = max(0, len(entries) - self.list_rows)
        self.list_scroll = max(0, min(self.list_scroll, max_scroll))
        self.rows.clear()
        px = self.PANEL_X
        for i, cid in enumerate(entries[self.list_scroll:self.list_scroll + self.list_rows]):
            row = DeckRow(px + 12, self.list_y + i * self.row_h, self.PANEL_W - 24, self.row_h - 1, cat[cid],
                          self.counts[cid], cat=cat, lang=lang, safe=self.safe, bad=cid in bad_ids,
                          on_key=self.list_key)
            self.rows.add(row)
        if not entries:
            self.rows.add(TextView(px + 14, self.list_y + 4, self.PANEL_W - 28, 90, size=14, name="empty_hint"))
            self.rows.children[-1].items = [(t("db.empty", lang), INK_DIM)]
        self.more_up.text = "\u25b2" if self.list_scroll > 0 else ""
        self.more_down.text = "\u25bc" if self.list_scroll < max_scroll else ""
        # problems
        if self.problems:
            self.problems_view.items = [(problem_text(p, cat, lang), BAD, "bad") for p in self.problems]
        else:
            self.problems_view.items = [(t("db.legal", lang), GOOD, "good")]
        # the grid's badges
        for cell in self.grid.children:
            if isinstance(cell, CardCell):
                cell.count = self.counts.get(cell.card.id, 0)
                cell.is_leader = cell.card.id == self.leader
                cell.blocked = cat.blocked(self.leader, cell.card.id) is not None
        if self.preview.visible and self.preview.card is not None:
            self.preview.count = self.counts.get(self.preview.card.id, 0)
            self.preview.blocked = cat.blocked(self.leader, self.preview.card.id)

    # ----- editing the deck -----------------------------------------------------------------------
    def mark_dirty(self) -> None:
        self.dirty = True

    def add_card(self, cid: str) -> None:
        card = self.cat[cid]
        rules = self.cat.rules
        if card.leader and rules.leader and not (rules.leader_also_card and self.leader is not None):
            self.leader = cid
            if rules.leader_also_card and self.counts.get(cid):     # one of the cards made the leader: moved
                self.counts[cid] -= 1
                self.counts = {c: n for c, n in self.counts.items() if n}
        else:
            self.counts[cid] = min(self.cat.rules.size, self.counts.get(cid, 0) + 1)
        self.mark_dirty()
        self.app.sounds.play("draw")
        self.refresh_deck()

    def remove_card(self, cid: str) -> None:
        if cid == self.leader:
            self.leader = None
        elif self.counts.get(cid):
            self.counts[cid] -= 1
            if not self.counts[cid]:
                del self.counts[cid]
        else:
            return
        self.mark_dirty()
        self.refresh_deck()

    def set_deck(self, leader: str | None, cards: Iterable[str], chosen: Iterable[tuple[str, str]] = ()) -> None:
        self.leader = leader if leader else None
        deckchoice.set_chosen(self, self.leader, chosen)
        self.counts = dict(Counter(cards))
        self.list_scroll = 0
        self.refresh()

    def default_name(self) -> str:
        """ "My deck N": the first N that no saved deck's name or file uses."""
        files = userdecks.scan_user_decks(self.cat)
        names = {n for f in files if f.deck is not None for n in (f.deck.name.en, f.deck.name.ko)}
        stems = {f.id for f in files}
        n = len(files) + 1
        while True:
            cand = t("db.default_name", self.lang, n=n)
            if cand not in names and userdecks.USER_PREFIX + userdecks.slug(cand) not in stems:
                return cand
            n += 1

    # ----- filters ---------------------------------------------------------------------------------
    def toggle(self, group: set, value: Any) -> None:
        group.symmetric_difference_update({value})
        self.page = 0
        self.refresh()

    def cycle(self, fid: str, step: int) -> None:
        """The stepped filter's next value (step 1) or the one before (-1), "any" between the ends."""
        n = len(next(f for f in self.cat.filters if f.id == fid).values)
        self.stepped[fid] = ((self.stepped[fid] + 1 + step) % (n + 1)) - 1
        self.page = 0
        self.refresh()

    def turn_page(self, step: int) -> None:
        pages = max(1, -(-len(self.filtered()) // self.per_page))
        self.page = max(0, min(pages - 1, self.page + step))
        self.refresh()

    # ----- saving and loading ------------------------------------------------------------------------
    def save(self) -> None:
        lang = self.lang
        name = self.name_field.text.strip() or self.default_name()
        self.name_field.text = name
        self.name_field.focus(False)
        try:
            deck_id = userdecks.plain_id(self.editing) if self.editing else userdecks.new_deck_id(self.cat, name)
            userdecks.save_user_deck(self.cat, deck_id, name, name, self.leader, self.counts, self.leader_chosen)
        except (OSError, ValueError) as exc:
            self.toast.show(t("db.save_failed", lang, why=str(exc)), seconds=6, color=BAD)
            return
        self.editing = userdecks.USER_PREFIX + deck_id
        self.dirty = False
        key = "db.saved" if not self.problems else "db.saved_illegal"
        self.toast.show(t(key, lang, name=name), seconds=4, color=GOOD if not self.problems else GOLD)

    def load_user(self, deck_id: str) -> bool:
        for f in userdecks.scan_user_decks(self.cat, self.lang):
            if f.id == deck_id and f.deck is not None:
                if f.deck.format:
                    set_format(self, f.deck.format)
                self.set_deck(f.deck.leader, f.deck.cards, f.deck.chosen)
                self.name_field.text = f.deck.name.get(self.lang)
                self.editing = f.id
                self.dirty = False
                self.toast.show(t("db.loaded", self.lang, name=f.deck.name.get(self.lang)), seconds=3)
                return True
        return False

    def load_template(self, deck_id: str) -> None:
        deck = userdecks.preconstructed_decks(self.cat).get(deck_id)
        if deck is None:
            return
        self.set_deck(deck.leader, deck.cards, deck.chosen)
        self.editing = None
        self.name_field.text = self.default_name()
        self.dirty = True
        self.toast.show(t("db.from_template", self.lang, name=deck.name.get(self.lang)), seconds=4)

    def new_deck(self) -> None:
        self.set_deck(None, [])
        self.editing = None
        self.name_field.text = self.default_name()
        self.dirty = False
        self.toast.show(t("db.new_deck", self.lang), seconds=2.5)

    def _deck_entry(self, deck: DeckList, button: str) -> dict[str, Any]:
        lang, cat = self.lang, (self.base.for_format(deck.format) if deck.format else self.cat)
        colours = [(faces.colour_glyph(cat, c), faces.colour_rgb(cat, c, self.safe)) for c in cat.colours_of(deck)]
        sub = str(len(deck.cards))
        if deck.format:         # a game with deck formats: which one it is built for
            sub = f"{format_label(self.base, cat, lang)} \u00b7 {sub}"
        if cat.rules.leader:
            leader = cat[deck.leader].name.get(lang) if deck.leader in cat else (deck.leader or "-")
            sub = f"{t('pick.leader', lang, word=cat.rules.leader_word.get(lang), name=leader)} \u00b7 {sub}"
        return {"id": deck.id, "title": deck.name.get(lang), "button": button, "colours": colours[:3], "sub": sub}

    def open_load(self) -> None:
        lang = self.lang
        entries = []
        for f in userdecks.scan_user_decks(self.cat, lang):
            if f.deck is not None:
                e = self._deck_entry(f.deck, f"open:{f.id}")
                if f.problems:
                    e["sub"] += f" \u00b7 {t('db.not_legal', lang)}"
                    e["sub_color"] = GOLD
                    e["detail"] = [problem_text(p, self.cat, lang) for p in f.rule_problems]
            else:
                e = {"id": f.id, "title": f.id[len(userdecks.USER_PREFIX):], "button": f"open:{f.id}",
                     "enabled": False, "why": "; ".join(f.problems), "sub": t("db.unreadable", lang),
                     "detail": [os.path.basename(f.path) + ":"] + f.problems, "sub_color": BAD, "edge": BAD}
            e["delete"] = True
            entries.append(e)
        self.preview.hide()
        self.overlay.open("load", t("db.load_title", lang), entries, lang, t("db.no_user_decks", lang))

    def open_template(self) -> None:
        entries = [self._deck_entry(d, f"tpl:{d.id}") for d in userdecks.preconstructed_decks(self.cat).values()]
        self.preview.hide()
        self.overlay.open("template", t("db.template_title", self.lang), entries, self.lang, "")

    # ----- input -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.overlay.focused = self.focus_ring.current() if self.overlay.visible else None

    def go_back(self) -> None:
        """Leave; with unsaved changes, ask first (save and leave, leave, or stay)."""
        if not self.dirty:
            self.app.pop()
            return
        lang = self.lang
        self.preview.hide()
        self.dialog.open(t("db.unsaved_title", lang), t("db.unsaved_body", lang),
                         [(t("db.save_leave", lang), "leave_save"), (t("db.leave", lang), "leave_anyway"),
                          (t("db.stay", lang), "dialog_cancel")], cancel="dialog_cancel", default="leave_save",
                         keys=t("dialog.keys", lang))

    def _hover(self, pos: tuple[int, int]) -> None:
        if self.overlay.visible or self.dialog.visible:
            node = None
        else:
            node = self.root.node_at(*pos, accept=lambda n: bool(getattr(n, "card_id", None)))
        if node is self.hovered:
            return
        for n in (self.hovered, node):
            if n is not None and hasattr(n, "hover"):
                n.hover = n is node
        self.hovered = node
        if node is None:
            self.preview.hide()
            self.show_view()
            return
        self._show_preview(node)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.name_field.focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            return self.root.handle_event(event)       # typing a name: every key is the field's
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
        modal = self.overlay.visible or self.dialog.visible
        if event.type == pygame.MOUSEWHEEL and not modal:
            mx, my = self.to_logical(pygame.mouse.get_pos())
            step = -1 if event.y > 0 else 1
            if mx >= self.PANEL_X:
                self.list_scroll += step * 3
                self.refresh_deck()
            else:
                self.turn_page(step)
            self.hovered = None
            self.preview.hide()
            return True
        if event.type == pygame.KEYDOWN and not modal:
            if event.key == pygame.K_ESCAPE:
                if self.viewing:
                    self.viewing = False
                    self.preview.hide()
                else:
                    self.focus_ring.shown = True     # asked from the keyboard: the answer is one key away
                    self.go_back()
                return True
            if event.key == CARD_VIEW_KEY:
                self.viewing = not self.viewing
                self.focus_ring.shown = True
                self.preview.hide()
                self.show_view()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
                self.show_view()
                return True
        handled = super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            self.show_view()
        if event.type == pygame.MOUSEBUTTONDOWN and not handled:
            self.name_field.focus(False)
        return handled

    def on_ui(self, event: pygame.event.Event) -> bool:
        kind = event.kind
        if kind == "refused":
            if event.text:
                self.toast.show(event.text, color=GOLD)
            return True
        if kind == "card":
            if event.button == 1:
                self.add_card(event.id)
            else:
                self.remove_card(event.id)
            return True
        if kind == "deckrow":
            if event.button == 1:
                self.add_card(event.id)
            else:
                self.remove_card(event.id)
            self._rehover()
            return True
        if kind == "view_card":
            self.viewing = True
            self.focus_ring.shown = True
            self.show_view()
            return True
        if kind != "button":
            return False
        bid: str = event.id
        if self.dialog.visible:
            self.dialog.close()
            if bid == "leave_save":
                self.save()
                if not self.dirty:        # saved: leave (a failed save stays, its reason shown)
                    self.app.pop()
            elif bid == "leave_anyway":
                self.app.pop()
            return True
        if bid == "back":
            self.go_back()
        elif bid == "format":
            next_format(self)
        elif bid.startswith(deckchoice.PREFIX):
            deckchoice.choose(self, bid[len(deckchoice.PREFIX):])
        elif bid in self.chips:
            fid, _, value = bid.partition(":")
            self.toggle(self.chosen[fid], value)
        elif bid.endswith("_next") and bid[:-5] in self.stepped:
            self.cycle(bid[:-5], 1)
        elif bid == "clear":
            for values in self.chosen.values():
                values.clear()
            for fid in self.stepped:
                self.stepped[fid] = -1
            self.page = 0
            self.refresh()
        elif bid == "page_prev":
            self.turn_page(-1)
        elif bid == "page_next":
            self.turn_page(1)
        elif bid == "new":
            self.new_deck()
        elif bid == "template":
            self.open_template()
        elif bid == "load":
            self.open_load()
        elif bid == "save":
            self.save()
        elif bid == "overlay_cancel":
            self.overlay.close()
        elif bid == "overlay_prev":
            self.overlay.turn(-1)
        elif bid == "overlay_next":
            self.overlay.turn(1)
        elif bid.startswith("open:"):
            self.overlay.close()
            self.load_user(bid[5:])
        elif bid.startswith("tpl:"):
            self.overlay.close()
            self.load_template(bid[4:])
        elif bid.startswith("delete:"):
            self.delete_deck(bid[7:])
        else:
            return False
        if bid in self.chips or bid.endswith("_next") or bid.startswith(("clear", "page_")):
            self._rehover()
        return True

    def delete_deck(self, deck_id: str) -> None:
        if self.overlay.confirm_delete != deck_id:
            self.overlay.confirm_delete = deck_id
            self.overlay.rebuild()
            return
        name = deck_id[len(userdecks.USER_PREFIX):]
        for e in self.overlay.entries:
            if e["id"] == deck_id:
                name = e["title"]
        try:
            userdecks.delete_user_deck(self.cat, deck_id)
        except OSError as exc:
            self.toast.show(t("db.save_failed", self.lang, why=str(exc)), color=BAD)
            return
        if self.editing == deck_id:
            self.editing = None
            self.dirty = True
        self.toast.show(t("db.deleted", self.lang, name=name), seconds=3)
        self.open_load()

    def _rehover(self) -> None:
        """The grid or list changed under a still mouse: show the card now under it."""
        self.hovered = None
        self.preview.hide()
        if pygame.mouse.get_focused():
            self._hover(pygame.mouse.get_pos())
