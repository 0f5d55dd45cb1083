"""The rules reference of a game: its rule document through the ruleset's ``rules`` part, searchable,
opened at a cited rule, with the settings that read a rule listed under it."""
from __future__ import annotations

import bisect
from typing import Any, Callable, NamedTuple

import pygame

from game.engine.registry import RulesetInfo
from game.engine.rulebook import Rule, find, search

from . import fonts, games
from .app import BASE_H, BASE_W, App, Scene
from .focus import NAV_KEYS, USE_KEYS, FocusRing
from .i18n import STRINGS, t
from .node import Node
from .palette import GOLD, HILITE, INK, INK_DIM, PANEL, PANEL_EDGE, TEXT_SELECTION
from .textedit import EDIT_KEYS, LineEdit
from .widgets import Button, FitLabel, Label

STRINGS.update({
    "rules.title": ("{game}: rules", "{game} 규칙"),
    "rules.reading": ("Our reading: {text}", "우리의 해석: {text}"),
    "rules.setting": ("Setting before a game: {label} ({values}; {default} unless chosen). {help}",
                      "게임 전 설정: {label} ({values}, 고르지 않으면 {default}). {help}"),
    "rules.no_part": ("{game} has no rules reference.", "{game}에는 규칙 참고서가 없습니다."),
    "rules.second": ("Show {what} (F2)", "{what} 보기 (F2)"),
    "rules.second_on": ("Hide {what} (F2)", "{what} 숨기기 (F2)"),
})

# wrapped lines per (game, rule, language, text size, window scale, second text shown): reopening the
# reference is instant
_WRAPPED: dict[tuple[str, str, str, float, float, bool], tuple["Block", ...]] = {}


def reading_notes(info: RulesetInfo, lang: str) -> dict[str, list[str]]:
    """The game's settings that are readings of a rule, as lines by the rule's number (as declared)."""
    out: dict[str, list[str]] = {}
    for o in info.options:
        if not o.reading or not o.rule:
            continue
        labels = [games.choice_label(o, c, lang) for c in o.choices] if o.kind == "choice" else \
            ([f"{o.low}-{o.high}"] if o.kind == "int" else [t("on", lang), t("off", lang)])
        out.setdefault(o.rule, []).append(t("rules.setting", lang, label=o.label.get(lang), values=" / ".join(labels),
                                            default=games.value_label(o, o.default, lang), help=games.option_help(o, lang)))
    return out


class SearchBox(Node):
    """One line of typed text. Takes TEXTINPUT (so Hangul from an input method arrives whole),
    shows the input method's unfinished syllable (TEXTEDITING), and edits with the keys of every text
    field (``textedit.LineEdit``: arrows, Home/End, Ctrl+A, Ctrl+C/X/V, Backspace, Delete)."""

    focusable = True      # one stop of Tab: typing searches wherever the ring is, the ring says so

    def __init__(self, x: float, y: float, w: float, h: float, *, placeholder: str,
                 on_change: Callable[[str], None]) -> None:
        super().__init__(x, y, w, h, name="search")
        self.line = LineEdit()
        self.editing = ""      # the input method's composition, not yet committed
        self.placeholder = placeholder
        self.on_change = on_change

    @property
    def text(self) -> str:
        return self.line.text

    @text.setter
    def text(self, text: str) -> None:
        self.line.set(text)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.on_change(self.text)

    def _edited(self, before: str) -> None:
        if self.text != before:
            self.on_change(self.text)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.editing = ""
            before = self.text
            self.line.insert(event.text)
            self._edited(before)
            return True
        if event.type == pygame.TEXTEDITING:
            self.editing = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if self.editing:          # the input method is still composing: it owns the key
                return event.key in EDIT_KEYS
            before = self.text
            if event.key in (pygame.K_HOME, pygame.K_END) and event.mod & pygame.KMOD_CTRL:
                return False          # the list's: its top and its end
            if self.line.key(event.key, event.mod):
                self._edited(before)
                return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        pygame.draw.rect(surface, (14, 18, 24), r, border_radius=int(8 * s))
        pygame.draw.rect(surface, HILITE, r, width=max(1, int(2 * s)), border_radius=int(8 * s))
        size = 19 * s
        pad = int(12 * s)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-pad, 0).clip(clip) if clip else r.inflate(-pad, 0))
        h = int(size * 1.1)
        if not self.text and not self.editing:
            img = fonts.text(self.placeholder, size, INK_DIM)
            surface.blit(img, img.get_rect(midleft=(r.left + pad, r.centery)))
            caret_x = r.left + pad
        else:
            f = fonts.font(size)
            line = self.line
            caret_w = f.size(line.text[:line.caret])[0]
            ed = fonts.text(self.editing, size, GOLD) if self.editing else None
            ed_w = ed.get_width() if ed else 0
            total = f.size(line.text)[0] + ed_w
            # keep the caret in view: the end of a long query, or wherever the caret went
            room = r.width - 3 * pad
            x = r.left + pad - max(0, min(total - room, caret_w - room // 2))
            a, b = line.selection
            if a != b:                  # the selection: a band behind its letters
                left = x + f.size(line.text[:a])[0]
                band = pygame.Rect(int(left), r.centery - h // 2, int(f.size(line.text[a:b])[0]), h)
                pygame.draw.rect(surface, TEXT_SELECTION, band)
            # the input method's syllable sits at the caret, between the text before and after it
            for part, at in ((line.text[:line.caret], x), (line.text[line.caret:], x + caret_w + ed_w)):
                if part:
                    img = fonts.text(part, size, INK)
                    surface.blit(img, img.get_rect(midleft=(at, r.centery)))
            if ed:
                er = ed.get_rect(midleft=(x + caret_w, r.centery))
                surface.blit(ed, er)
                pygame.draw.line(surface, GOLD, (er.left, er.bottom), (er.right, er.bottom), max(1, int(s)))
            caret_x = x + caret_w + ed_w
        surface.set_clip(clip)
        # a steady caret: nothing blinks to distract, and a still screen costs no frames
        pygame.draw.line(surface, INK, (caret_x + 1, r.centery - h // 2), (caret_x + 1, r.centery + h // 2),
                         max(1, int(2 * s)))


class Block(NamedTuple):
    """Wrapped lines of one part of a rule as drawn (sizes before the window scale)."""
    kind: str            # "main" (the rule or title), "summary", "second" (F2: the source's words or the
    #                      translation), "note" (a reading), "setting"
    lines: list[str]
    colour: tuple[int, int, int]
    size: float
    bold: bool
    line_h: float


class _Item:
    __slots__ = ("rule", "y", "h", "blocks", "heading")

    def __init__(self, rule: Rule, blocks: tuple[Block, ...]) -> None:
        self.rule, self.blocks, self.heading = rule, blocks, rule.heading
        self.y = 0.0
        self.h = 0.0

    def lines(self, kind: str) -> list[str]:
        return [line for b in self.blocks if b.kind == kind for line in b.lines]

    @property
    def main(self) -> list[str]:
        return self.lines("main")

    @property
    def en(self) -> list[str]:
        return self.lines("summary")

    @property
    def second(self) -> list[str]:
        return self.lines("second")


class RuleList(Node):
    """The scrolling list of rules. Scroll is in logical pixels from the top of the list."""

    PAD = 10
    BAR = 14
    focusable = True      # the whole list is one stop of Tab; Up and Down walk its rules

    def __init__(self, x: float, y: float, w: float, h: float, scene: "RulesScene") -> None:
        super().__init__(x, y, w, h, name="rule_list")
        self.scene = scene
        self.items: list[_Item] = []
        self.tops: list[float] = []
        self.total = 0.0
        self.scroll = 0.0
        self.highlight: str | None = None      # rule number
        self.hover: str | None = None
        self.dragging: float | None = None     # grab offset on the scroll thumb
        self.message = ""
        self._wrapped = _WRAPPED
        self._rules: list[Rule] = []
        self._lang = ""
        self._scale = 0.0   # the window scale the text was wrapped for
        self._widest = "10.2.6.3.4.1.2"

    # ----- metrics ----------------------------------------------------------------------
    def _sizes(self) -> tuple[float, float, float, float]:
        ts = float(self.scene.app.settings.text_size)
        return 17 * ts, 15 * ts, 24 * ts, 16 * ts   # rule text, summary and notes, section title, number

    def _num_w(self) -> float:
        return fonts.font(self._sizes()[3], True).size(self._widest)[0] + 18

    def _indent(self, rule: Rule) -> float:
        return min(rule.depth, 5) * 14

    def _text_w(self, rule: Rule) -> float:
        return self.w - self.BAR - 2 * self.PAD - self._indent(rule) - self._num_w() - 8

    def _wrap(self, rule: Rule, lang: str, s: float) -> tuple[Block, ...]:
        """The rule's blocks, wrapped with the font sizes they are drawn at in this window (font
        sizes round to whole pixels, so wrapping at the logical size could overflow)."""
        ts = float(self.scene.app.settings.text_size)
        second = self.scene.second
        key = (self.scene.info.id, rule.number, lang, ts, s, second)
        got = self._wrapped.get(key)
        if got is None:
            main_size, small, title_size, _ = self._sizes()
            width = int(self._text_w(rule) * s)

            def block(kind: str, text: str, colour: Any, size: float, bold: bool = False, step: float = 1.4) -> Block:
                return Block(kind, fonts.wrap(text, size * s, width, bold), colour, size, bold, size * step)

            if rule.heading:
                size = title_size if rule.depth == 0 else main_size * 1.12
                blocks = [block("main", rule.shown_text(lang), GOLD if rule.depth == 0 else INK, size, True)]
            else:
                blocks = [block("main", rule.shown_text(lang), INK, main_size, step=1.55)]
            if lang == "en" and rule.summary_en and rule.words is None:   # no whole English text: a summary
                blocks.append(block("summary", rule.summary_en, INK_DIM, small))
            if second:
                blocks += [block("second", line, INK_DIM, small * 0.95)
                           for line in rule.second_text(lang).splitlines() if line.strip()]
            blocks += [block("note", t("rules.reading", lang, text=n.get(lang)), GOLD, small * 0.95)
                       for n in rule.notes]
            blocks += [block("setting", line, HILITE, small * 0.95)
                       for line in self.scene.settings_notes.get(rule.number, ())]
            got = self._wrapped[key] = tuple(blocks)
        return got

    def set_rules(self, rules: list[Rule], lang: str) -> None:
        self._rules, self._lang = rules, lang
        self._scale = s = self.world_scale() or 1.0
        if self.scene.rules:
            f = fonts.font(16, True)
            self._widest = max((r.number for r in self.scene.rules), key=lambda n: f.size(n)[0])
        self.items = []
        y = 0.0
        for r in rules:
            item = _Item(r, self._wrap(r, lang, s))
            gap = 14 if (r.heading and r.depth == 0 and self.items) else 0
            item.y = y + gap
            body = sum(len(b.lines) * b.line_h for b in item.blocks)
            item.h = self.PAD + body + 2 * (len(item.blocks) > 1) + self.PAD
            y = item.y + item.h
            self.items.append(item)
        self.tops = [it.y for it in self.items]
        self.total = y
        self.scroll = self._clamp(self.scroll)

    # ----- scrolling --------------------------------------------------------------------
    @property
    def max_scroll(self) -> float:
        return max(0.0, self.total - self.h)

    def _clamp(self, v: float) -> float:
        return min(self.max_scroll, max(0.0, v))

    def scroll_by(self, dy: float) -> None:
        self.scroll = self._clamp(self.scroll + dy)

    def index_of(self, number: str) -> int:
        return next((i for i, it in enumerate(self.items) if it.rule.number == number), -1)

    def reveal(self, index: int, *, at: float | None = None) -> None:
        """Scroll so the item is in view: ``at`` puts its top that far down the view."""
        if not 0 <= index < len(self.items):
            return
        it = self.items[index]
        if at is not None:
            self.scroll = self._clamp(it.y - at)
        elif it.y < self.scroll:
            self.scroll = self._clamp(it.y - 8)
        elif it.y + it.h > self.scroll + self.h:
            self.scroll = self._clamp(it.y + it.h - self.h + 8)

    def on_screen(self) -> list[_Item]:
        start = max(0, bisect.bisect_right(self.tops, self.scroll) - 1)
        out = []
        for it in self.items[start:]:
            if it.y >= self.scroll + self.h:
                break
            if it.y + it.h > self.scroll:
                out.append(it)
        return out

    def item_at(self, wx: float, wy: float) -> _Item | None:
        lx, ly = self.to_local(wx, wy)
        if not (0 <= lx < self.w - self.BAR and 0 <= ly < self.h):
            return None
        y = ly + self.scroll
        i = bisect.bisect_right(self.tops, y) - 1
        if 0 <= i < len(self.items) and y < self.items[i].y + self.items[i].h:
            return self.items[i]
        return None

    def _thumb(self) -> tuple[float, float] | None:
        """Top and height of the scroll thumb in local units, or None when all fits."""
        if self.total <= self.h:
            return None
        th = max(40.0, self.h * self.h / self.total)
        return (self.h - th) * (self.scroll / self.max_scroll), th

    # ----- events -----------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            dy = getattr(event, "precise_y", event.y)
            self.scroll_by(-dy * 60)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return False   # the MOUSEWHEEL event that comes with it scrolls
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            lx, ly = self.to_local(*event.pos)
            if lx >= self.w - self.BAR:
                thumb = self._thumb()
                if thumb:
                    top, th = thumb
                    if not top <= ly < top + th:   # click on the track: jump there
                        top = min(self.h - th, max(0.0, ly - th / 2))
                        self.scroll = self._clamp(top / (self.h - th) * self.max_scroll)
                    self.dragging = ly - top
                return True
            it = self.item_at(*event.pos)
            if it is not None:
                self.highlight = it.rule.number
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.dragging is not None:
                thumb = self._thumb()
                if thumb:
                    _, th = thumb
                    _, ly = self.to_local(*event.pos)
                    top = min(self.h - th, max(0.0, ly - self.dragging))
                    self.scroll = self._clamp(top / (self.h - th) * self.max_scroll)
                return True
            it = self.item_at(*event.pos)
            self.hover = it.rule.number if it else None
            return False
        return False

    def key(self, key: int) -> bool:
        if key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll_by((self.h - 60) * (1 if key == pygame.K_PAGEDOWN else -1))
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            self.scroll = 0.0 if key == pygame.K_HOME else self.max_scroll
            return True
        if key in (pygame.K_DOWN, pygame.K_UP) and self.items:
            step = 1 if key == pygame.K_DOWN else -1
            i = self.index_of(self.highlight) if self.highlight else -1
            if i < 0:   # start from what is on screen
                vis = self.on_screen()
                target = vis[0] if step > 0 and vis else (vis[-1] if vis else self.items[0])
                i = self.items.index(target)
            else:
                i = min(len(self.items) - 1, max(0, i + step))
            self.highlight = self.items[i].rule.number
            self.reveal(i)
            return True
        return False

    def relayout_if_rescaled(self) -> None:
        """The window changed size: wrap again, keeping the same rule at the top of the view."""
        if abs(self.world_scale() - self._scale) < 1e-6:
            return
        vis = self.on_screen()
        anchor = (vis[0].rule.number, self.scroll - vis[0].y) if vis else None
        self.set_rules(self._rules, self._lang)
        if anchor:
            i = self.index_of(anchor[0])
            if i >= 0:
                self.scroll = self._clamp(self.items[i].y + anchor[1])

    # ----- drawing ----------------------------------------------------------------------
    def draw_self(self, surface: pygame.Surface) -> None:
        self.relayout_if_rescaled()
        r = self.world_rect()
        s = self.world_scale()
        pygame.draw.rect(surface, PANEL, r, border_radius=int(10 * s))
        pygame.draw.rect(surface, PANEL_EDGE, r, width=max(1, int(2 * s)), border_radius=int(10 * s))
        ox, oy = self.world_origin()
        old_clip = surface.get_clip()
        inner = r.inflate(-int(4 * s), -int(4 * s))
        surface.set_clip(inner.clip(old_clip) if old_clip else inner)
        num_size = self._sizes()[3]
        num_w = self._num_w()
        if not self.items and self.message:
            for i, line in enumerate(fonts.wrap(self.message, 18, int(self.w - 80))):
                img = fonts.text(line, 18 * s, INK_DIM)
                surface.blit(img, img.get_rect(midtop=(r.centerx, oy + (40 + i * 26) * s)))
        for it in self.on_screen():
            rule = it.rule
            top = oy + (it.y - self.scroll) * s
            box = pygame.Rect(int(ox + 6 * s), int(top), int((self.w - self.BAR - 10) * s), int(it.h * s))
            if rule.number == self.highlight:
                pygame.draw.rect(surface, (34, 52, 72), box, border_radius=int(6 * s))
                pygame.draw.rect(surface, HILITE, box, width=max(1, int(2 * s)), border_radius=int(6 * s))
            elif rule.number == self.hover:
                pygame.draw.rect(surface, (32, 38, 48), box, border_radius=int(6 * s))
            indent = self._indent(rule)
            x_num = ox + (self.PAD + indent) * s
            x_text = ox + (self.PAD + indent + num_w) * s
            y = top + self.PAD * s
            main = it.blocks[0]
            num = fonts.text(rule.number, (main.size if it.heading else num_size) * s,
                             main.colour if it.heading else GOLD, True)
            surface.blit(num, (x_num, y + (0 if it.heading else (main.size - num_size) * 0.5 * s)))
            for n, b in enumerate(it.blocks):
                if n == 1:
                    y += 2 * s
                for line in b.lines:
                    surface.blit(fonts.text(line, b.size * s, b.colour, b.bold), (x_text, y))
                    y += b.line_h * s
        surface.set_clip(old_clip)
        thumb = self._thumb()
        if thumb:
            top, th = thumb
            track = pygame.Rect(int(ox + (self.w - self.BAR) * s), int(oy + 6 * s), int((self.BAR - 5) * s),
                                int((self.h - 12) * s))
            pygame.draw.rect(surface, (36, 42, 52), track, border_radius=int(4 * s))
            tr = pygame.Rect(track.left, int(oy + (6 + top * (self.h - 12) / self.h) * s), track.width,
                             int(th * (self.h - 12) / self.h * s))
            pygame.draw.rect(surface, HILITE if self.dragging is not None else (110, 124, 140), tr,
                             border_radius=int(4 * s))


class RulesScene(Scene):
    """``ruleset``: the game whose rules to show; None: the game being played (the rules reference
    opened from a table's refusal), else the game the player picked last."""

    def __init__(self, app: App, *, rule: str | None = None, ruleset: str | None = None) -> None:
        super().__init__(app)
        self.info = games.resolve(app, ruleset)
        self.layout()        # the list wraps its text for the window's scale
        self.query = ""
        self.error = ""
        self.note = games.rules_note(self.info)
        self.second_name = games.rules_second(self.info)
        self.second = False          # F2: each rule's second text (the document's own words) shown too
        try:
            self.rules = games.rules(self.info)
        except (OSError, UnicodeDecodeError) as exc:
            self.rules = []
            self.error = str(exc)
        self.settings_notes: dict[str, list[str]] = {}
        self.shown: list[Rule] = list(self.rules)
        self.focus_ring = FocusRing(self, groups=self.focus_groups, default="search")
        self.build()
        if rule:
            i = find(self.rules, rule)
            if i >= 0:
                self.list.highlight = self.rules[i].number
                self.list.reveal(i, at=self.list.h * 0.2)

    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        """The search, the list, the buttons (Back first): Tab goes part to part, never rule by rule."""
        buttons = [n for n in (self.root.find("button:back"), self.root.find("button:second")) if n is not None]
        return [("search", [self.search_box]), ("list", [self.list]), ("buttons", buttons)]

    def _settings_notes(self, lang: str) -> dict[str, list[str]]:
        """The settings that read a rule, by the number of the rule (or nearest section) shown."""
        out: dict[str, list[str]] = {}
        for number, lines in reading_notes(self.info, lang).items():
            i = find(self.rules, number)
            if i >= 0:
                out.setdefault(self.rules[i].number, []).extend(lines)
        return out

    # ----- building ---------------------------------------------------------------------
    def build(self) -> None:
        lang = self.lang
        ts = float(self.app.settings.text_size)
        fonts.set_reading_scale(ts)    # labels draw at fonts.reading(size): keep it in step
        self._built_for = (lang, ts)
        self.settings_notes = self._settings_notes(lang)
        old = getattr(self, "list", None)
        self.root.clear()
        self.root.add(Button(30, 18, 140, 44, t("back", lang), "back", size=20))
        self.root.add(FitLabel(190, 24, t("rules.title", lang, game=self.info.names.get(lang)), max_w=310, size=26,
                               color=GOLD, bold=True, name="title"))
        self.search_box = self.root.add(SearchBox(520, 18, 560, 44, placeholder=t("rules.search", lang),
                                                  on_change=self.set_query))
        if self.second_name is not None:
            what = self.second_name.get(lang)
            label = t("rules.second_on" if self.second else "rules.second", lang, what=what)
            self.root.add(Button(30, 72, 360, 36, label, "second", size=16))
        self.search_box.text = self.query
        self.count = self.root.add(Label(1094, 30, "", size=16, color=INK_DIM, name="count"))
        top = 74 if self.second_name is None else 116      # under the second text's button
        self.list = self.root.add(RuleList(30, top, BASE_W - 60, 674 - top, self))
        if old is not None:
            self.list.highlight, self.list.scroll = old.highlight, old.scroll
        y = BASE_H - 8 - fonts.reading(14) * 1.2
        hint = FitLabel(0, y, t("rules.hint", lang), max_w=560, size=14, color=INK_DIM, name="hint")
        hint_w = hint.rendered_size()[0]
        hint.x = BASE_W - 30 - hint_w
        self.root.add(hint)
        if self.note.get(lang):
            self.root.add(FitLabel(30, y, self.note.get(lang), max_w=BASE_W - 90 - hint_w, size=14,
                                   color=INK_DIM, name="source"))
        self._refresh()

    def _refresh(self) -> None:
        lang = self.lang
        self.list.set_rules(self.shown, lang)
        if self.error:
            self.list.message = t("rules.missing", lang, why=self.error)
        elif not self.rules:
            self.list.message = t("rules.no_part", lang, game=self.info.names.get(lang))
        elif not self.shown:
            self.list.message = t("rules.none", lang, q=self.query.strip())
        else:
            self.list.message = ""
        n, total = len(self.shown), len(self.rules)
        self.count.text = t("rules.count", lang, n=total) if n == total else t("rules.matches", lang, n=n,
                                                                                total=total)
        self.count.size = 16   # shrink a long count to fit beside the search box
        while fonts.reading(self.count.size) > 10 and \
                fonts.font(fonts.reading(self.count.size)).size(self.count.text)[0] > BASE_W - 20 - self.count.x:
            self.count.size -= 0.5

    def set_query(self, query: str) -> None:
        self.query = query
        extra = {n: " ".join(lines) for n, lines in self.settings_notes.items()}
        self.shown = search(self.rules, query, extra)
        self.list.scroll = 0.0
        self._refresh()
        if self.list.highlight and self.list.index_of(self.list.highlight) < 0:
            self.list.highlight = None

    # ----- what a player sees (for tests and tools) --------------------------------------
    @property
    def highlighted(self) -> Rule | None:
        i = self.list.index_of(self.list.highlight) if self.list.highlight else -1
        return self.list.items[i].rule if i >= 0 else None

    def visible_numbers(self) -> list[str]:
        return [it.rule.number for it in self.list.on_screen()]

    def shown_numbers(self) -> list[str]:
        return [r.number for r in self.shown]

    # ----- scene ------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()
        self._place_input_method()

    def layout(self) -> None:
        super().layout()
        if getattr(self, "list", None) is not None:
            self.list.relayout_if_rescaled()
        self._place_input_method()

    def _place_input_method(self) -> None:
        box = getattr(self, "search_box", None)
        if box is not None and pygame.display.get_init():
            try:
                pygame.key.set_text_input_rect(box.world_rect())
            except pygame.error:
                pass

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key == pygame.K_F2:
                self.toggle_second()
                return True
            ring = self.focus_ring
            on_buttons = ring is not None and ring.group() == "buttons"
            if event.key == pygame.K_TAB or (on_buttons and (event.key in NAV_KEYS or event.key in USE_KEYS)):
                return super().handle_event(event)     # the ring's: part to part, along and on the buttons
            # Home and End move the caret in a query, and scroll the list when there is none (or with Ctrl)
            to_list = event.key not in (pygame.K_HOME, pygame.K_END) or \
                not self.search_box.text or event.mod & pygame.KMOD_CTRL
            if to_list and self.list.key(event.key):
                return True
            if self.search_box.on_event(event):
                return True
            return super().handle_event(event)
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return self.search_box.on_event(event)
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "back":
            self.app.pop()
            return True
        if event.kind == "button" and event.id == "second":
            self.toggle_second()
            return True
        return False

    def toggle_second(self) -> None:
        """Each rule's second text (the Korean under our English, the sheet's own lines) shown or hidden,
        the rule at the top of the view kept there."""
        if self.second_name is None:
            return
        vis = self.list.on_screen()
        anchor = vis[0].rule.number if vis else None
        self.second = not self.second
        self.build()
        if anchor is not None:
            i = self.list.index_of(anchor)
            if i >= 0:
                self.list.scroll = self.list._clamp(self.list.items[i].y)

    def update(self, dt: float) -> None:
        if (self.lang, float(self.app.settings.text_size)) != self._built_for:
            self.build()
        super().update(dt)
