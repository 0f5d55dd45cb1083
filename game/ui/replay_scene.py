"""Saved replays: the list of replay files, and a read-only table that plays one back.

A replay is a save (seed, setup, action log). The replay table builds a fresh match from the
seed and setup and applies the logged actions one at a time, animating each action's events
like the live table; jumping (the timeline, its marks, a step back) rebuilds the match from
the seed up to that action and shows it without animation. Nothing the viewer does reaches
the engine except the logged actions, and nothing is saved. The timeline under the table is
game/ui/replay_timeline.py.
"""
from __future__ import annotations

import dataclasses
import os
import time
from typing import Any

import pygame

from game.engine import registry
from game.engine.actions import Action, Choose
from game.engine.errors import DataError
from game.engine.events import Event
from game.engine.match import Match
from game.engine.textpart import text_part
from game.util.files import read_json, shown

from . import fonts
from .app import BASE_H, BASE_W, App, Scene
from .i18n import t
from .node import Node, post
from .replay_timeline import Legend, Timeline
from .table.part import Mark
from .focus import FocusRing
from .palette import BAD, GOLD, INK, INK_DIM, PANEL, PANEL_EDGE, ROW, ROW_BROKEN, ROW_HOVER
from .table.scene import TableScene
from .table.session import Session, replay_dir
from .widgets import Button, FitLabel, Label, Panel, Pressable, Toast, draw_mark

SPEEDS = (0.5, 1.0, 2.0, 4.0)
PROBLEM_CHARS = 400        # of why a replay cannot be opened, as the list and its message quote it
PLAY_PAUSE = 0.45          # seconds between actions while playing (before the speed)


# ----- reading replay files ------------------------------------------------------------------
@dataclasses.dataclass
class ReplayEntry:
    path: str
    name: str
    mtime: float
    ruleset: str | None = None
    actions: int | None = None
    match: Match | None = None
    problem: str | None = None

    @property
    def ok(self) -> bool:
        return self.match is not None and self.problem is None


def read_replay(path: str) -> ReplayEntry:
    """Load one replay file completely (the log is replayed and checked); never raises. Why one cannot be
    opened is one line, cut short: a bad entry it quotes may be as long as the file."""
    try:
        mtime = os.path.getmtime(path)
    except OSError:
        mtime = 0.0
    entry = ReplayEntry(path, os.path.basename(path), mtime)
    try:
        data = read_json(path)
        if isinstance(data, dict):
            if isinstance(data.get("ruleset"), str):
                entry.ruleset = data["ruleset"]
            if isinstance(data.get("log"), list):
                entry.actions = len(data["log"])
        entry.match = Match.from_json(data, path)
    except DataError as exc:
        entry.problem = shown(" ".join("; ".join(exc.problems).split()), PROBLEM_CHARS)
        entry.match = None
    return entry


def list_replays(folder: str | None = None) -> list[ReplayEntry]:
    """Every ``*.json`` in the replay folder, newest first."""
    folder = folder or replay_dir()
    try:
        names = [n for n in os.listdir(folder) if n.lower().endswith(".json") and not n.startswith(".")]
    except OSError:
        return []
    entries = [read_replay(os.path.join(folder, n)) for n in names]
    entries.sort(key=lambda e: (e.mtime, e.name), reverse=True)
    return entries


def ruleset_name(ruleset: str | None, lang: str) -> str:
    if not ruleset:
        return "?"
    try:
        return registry.get(ruleset).names.get(lang)
    except (KeyError, ImportError):
        return ruleset


def result_text(match: Match, lang: str) -> str:
    res = match.state.result
    if res is None:
        return t("replays.unfinished", lang)
    if res.draw:
        return t("draw_game", lang)
    return t("winner", lang, p=res.winners[0] + 1)


# ----- the list ----------------------------------------------------------------------------
class ReplayRow(Pressable):
    """One replay file: name, date, ruleset, length and winner; or why it cannot be opened, in red
    and marked with a warning sign."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, entry: ReplayEntry, index: int, lang: str,
                 on_key: Any = None) -> None:
        super().__init__(x, y, w, h, name=f"replay:{entry.name}")
        self.entry, self.index, self.lang = entry, index, lang
        self.on_key = on_key

    def details(self) -> str:
        e, lang = self.entry, self.lang
        parts = [ruleset_name(e.ruleset, lang)]
        if e.actions is not None:
            parts.append(t("replays.actions", lang, n=e.actions))
        if e.match is not None:
            parts.append(result_text(e.match, lang))
        return "  \u00b7  ".join(parts)

    def focus_key(self, event: pygame.event.Event) -> bool:
        return bool(self.on_key(self, event)) if self.on_key is not None else False

    def activate(self) -> None:
        if self.entry.ok:
            post("open_replay", index=self.index)
        else:
            post("refused", text=t("replays.broken", self.lang, why=self.entry.problem))

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        ok = self.entry.ok
        base = (ROW_HOVER if self.hover else ROW) if ok else ROW_BROKEN
        pygame.draw.rect(surface, base, r, border_radius=int(8 * s))
        edge = (GOLD if self.hover else PANEL_EDGE) if ok else (120, 60, 58)
        pygame.draw.rect(surface, edge, r, width=max(1, int(2 * s)), border_radius=int(8 * s))
        pad = 14 * s
        name_px, small = fonts.reading(18) * s, fonts.reading(14) * s
        top = r.y + (r.h - name_px * 1.25 - small * 1.2) / 2
        x = r.x + pad
        if not ok:
            m = int(name_px * 0.9)
            draw_mark(surface, "warn", pygame.Rect(int(x), int(top + (name_px * 1.2 - m) / 2), m, m), BAD)
            x += m + 8 * s
        name = fonts.text(fonts.clip(self.entry.name, name_px, r.right - pad - x, True), name_px, INK if ok else INK_DIM,
                          True)
        surface.blit(name, (x, top))
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.entry.mtime)) if self.entry.mtime else ""
        if when:
            img = fonts.text(when, small, INK_DIM)
            surface.blit(img, img.get_rect(topright=(r.right - pad, top + 2 * s)))
        if ok:
            line, colour = self.details(), INK_DIM
        else:
            prefix = self.details() + "  \u00b7  " if self.entry.actions is not None else ""
            line, colour = prefix + t("replays.broken", self.lang, why=self.entry.problem), BAD
        # one line: cut to fit, Enter or a click shows the whole reason
        surface.blit(fonts.text(fonts.clip(line, small, r.right - pad - x), small, colour), (x, top + name_px * 1.25))


class ReplayListScene(Scene):
    X, W = 140, 1000

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries: list[ReplayEntry] = list_replays()
        self.scroll = 0
        self.rows: list[ReplayRow] = []
        # the list is one stop of Tab (the arrows walk it), Back the other: Tab never walks every row
        self.focus_ring = FocusRing(self, groups=lambda: [("replays", list(self.rows)), ("buttons", [self.back])])
        self.build()

    @property
    def top(self) -> float:
        return 28 + fonts.reading(34) * 1.25 + fonts.reading(14) * 1.3 + 10

    @property
    def row_h(self) -> float:
        return max(62.0, (fonts.reading(18) * 1.25 + fonts.reading(14) * 1.2) + 22)

    @property
    def per_page(self) -> int:
        """Rows that fit above the two lines at the foot."""
        return max(3, int((BASE_H - 12 - fonts.reading(14) * 1.3 - fonts.reading(12) * 1.3 - 10 - self.top)
                          // self.row_h))

    def build(self) -> None:
        root = self.root
        root.clear()
        lang = self.lang
        self.back = root.add(Button(30, 22, 150, 44, t("back", lang), "back", size=20))
        root.add(Label(BASE_W / 2, 24, t("replays.title", lang), size=34, color=GOLD, bold=True, center=True))
        count = t("replays.count", lang, n=len(self.entries))
        line_y = 28 + fonts.reading(34) * 1.25
        counter = root.add(Label(self.X + self.W, line_y, count, size=14, color=INK_DIM, name="count"))
        counter.x -= fonts.font(fonts.reading(14)).size(count)[0]
        self.rows = []
        if not self.entries:
            root.add(Label(BASE_W / 2, 300, t("replays.empty", lang), size=20, color=INK, center=True, name="empty"))
        rows = self.per_page
        top = max(0, min(self.scroll, len(self.entries) - rows))
        self.scroll = top
        for i, entry in enumerate(self.entries[top:top + rows]):
            row = ReplayRow(self.X, self.top + i * self.row_h, self.W, self.row_h - 6, entry, top + i, lang,
                            on_key=self.row_key)
            self.rows.append(root.add(row))
        if len(self.entries) > rows:
            shown = t("replays.shown", lang, a=top + 1, b=min(len(self.entries), top + rows), n=len(self.entries))
            root.add(Label(self.X, line_y, shown, size=14, color=INK_DIM))
        foot = BASE_H - 8 - fonts.reading(12) * 1.3
        root.add(FitLabel(BASE_W / 2, foot - fonts.reading(14) * 1.3, t("replays.hint", lang), max_w=BASE_W - 80,
                          size=14, color=INK_DIM, center=True, name="hint"))
        root.add(FitLabel(BASE_W / 2, foot, t("replays.folder", lang, path=replay_dir()), max_w=BASE_W - 80, size=12,
                          color=INK_DIM, center=True))
        self.toast = root.add(Toast(BASE_W / 2 - 330, 0, 660, bottom=foot - fonts.reading(14) * 1.3 - 6))

    def row_for(self, name: str) -> ReplayRow | None:
        return next((r for r in self.rows if r.entry.name == name), None)

    def scroll_to(self, top: int) -> None:
        top = max(0, min(top, len(self.entries) - self.per_page))
        if top != self.scroll:
            self.scroll = top
            text = self.toast.text, self.toast.time_left, self.toast.color
            self.build()
            self.layout()
            self.toast.text, self.toast.time_left, self.toast.color = text

    @property
    def focused_index(self) -> int:
        node = self.focus_ring.current()
        return node.index if isinstance(node, ReplayRow) else -1

    def move_focus(self, step: int) -> None:
        """The ring ``step`` replays further down (up if negative), scrolling the list to it."""
        if not self.entries:
            return
        i = self.focused_index
        i = max(0, min(len(self.entries) - 1, i + step)) if i >= 0 else 0
        if i < self.scroll:
            self.scroll_to(i)
        elif i >= self.scroll + self.per_page:
            self.scroll_to(i - self.per_page + 1)
        self.focus_ring.focus(f"replay:{self.entries[i].name}", show=True)

    def row_key(self, row: ReplayRow, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            if not 0 <= row.index + step < len(self.entries):
                return False       # past the ends the ring moves on (to Back)
            self.move_focus(step)
            return True
        return False

    def open(self, index: int) -> None:
        entry = self.entries[index]
        if not entry.ok:
            self.toast.show(t("replays.broken", self.lang, why=entry.problem), seconds=8, color=BAD)
            return
        self.app.push(ReplayScene(self.app, entry.match, title=entry.name))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.move_focus(self.per_page if event.key == pygame.K_PAGEDOWN else -self.per_page)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - int(event.y))
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text, seconds=8, color=BAD)
            return True
        if event.kind == "open_replay":
            self.open(event.index)
            return True
        if event.kind == "button" and event.id == "back":
            self.app.pop()
            return True
        return False


# ----- the replay table ----------------------------------------------------------------------
class ReplayScene(TableScene):
    """A read-only table stepping through a saved match; player 1's view unless switched."""

    def __init__(self, app: App, match: Match, *, title: str = "") -> None:
        self.replay_log: list[str] = [str(a) for a in match.log]
        self.ruleset_id, self.seed, self.setup = match.ruleset_id, match.seed, match.setup
        self.title = title
        self.position = 0
        self.playing = False
        self.speed = 1.0
        self.play_wait = 0.0
        self.marks: list[Mark] = []
        self.steps: list[tuple[int, dict[str, str], bool]] = []   # per action: (player, words by language, secret)
        self.analyse()
        super().__init__(app, Session(self.fresh_match(0)))
        self.make_marks()
        self.viewer = 0
        self.pass_pending = False
        self.overlay.visible = False
        if title:
            self.log.add_told(lambda _reader, lang: t("replay.opened", lang, name=title))
        self.resync(snap=True)
        self.refresh_controls()

    @classmethod
    def open(cls, app: App, path: str) -> "ReplayScene | str":
        entry = read_replay(path)
        if not entry.ok:
            return entry.problem or "?"
        return cls(app, entry.match, title=entry.name)

    # ----- the log, read once --------------------------------------------------------------
    def fresh_match(self, k: int) -> Match:
        match = Match(self.ruleset_id, self.seed, self.setup)
        for text in self.replay_log[:k]:
            match.apply(text)
        return match

    def analyse(self) -> None:
        """Replay the whole log once: each action in words (both languages), and the events each one
        brought (the game's part makes the timeline's marks of them once the table exists)."""
        match = Match(self.ruleset_id, self.seed, self.setup)
        text = text_part(match.info)
        self.batches: list[list[Event]] = []
        for text_action in self.replay_log:
            st = match.state
            action = match.info.actions.parse(text_action)
            d = next((x for x in st.decisions if x.player == action.player), None)
            # a card chosen in secret, or anything done while deciding in secret (Elements Illusion's sealed
            # phases): words only for the player who did it
            secret = d is not None and d.secret and (not isinstance(action, Choose) or isinstance(action.option, int))
            words = {lang: text.describe_action(st, action, lang) if text is not None else text_action
                     for lang in ("en", "ko")}
            self.steps.append((action.player, words, secret))
            self.batches.append(match.apply(action))

    def make_marks(self) -> None:
        self.marks = [m for i, events in enumerate(self.batches, 1) for m in self.part.marks(events, i)]
        self.batches = []

    def marks_of(self, kind: str) -> list[Mark]:
        return [m for m in self.marks if m.kind == kind]

    def mark_text(self, mark: Mark) -> str:
        return self.part.mark_text(mark, self.lang)

    def step_text(self, k: int, reader: int | None = None, lang: str | None = None) -> str:
        """Action ``k`` (1-based) in words, as ``reader`` (the viewed player by default) may know it."""
        reader = self.viewer if reader is None else reader
        lang = lang or self.lang
        player, words, secret = self.steps[k - 1]
        text = t("replay.secret_choice", lang) if secret and player != reader else words[lang]
        return f"P{player + 1}: {text}"

    def log_step(self, k: int) -> None:
        """The log's line for action ``k``, worded for whoever is viewed when it is read."""
        self.log.add_told(lambda reader, lang: f"{k}. {self.step_text(k, reader, lang)}", at=k)

    # ----- building ---------------------------------------------------------------------------
    def build(self) -> None:
        super().build()
        lang = self.lang
        for b in (self.btn_primary, *self.game_buttons.values(), self.btn_undo, self.btn_concede, self.keys_footer):
            b.visible = False       # a replay takes no game actions
        self.focus_ring = None      # its keys are its own (on_key), said in its controls
        self.btn_menu.label = t("back", lang)
        bar = self.controls = self.root.add(Node(1004, 428, 272, 290, z=600, name="replay_controls"))
        bar.add(Panel(0, 0, 272, 288, color=PANEL, alpha=235, radius=10, z=-1))
        self.position_label = bar.add(Label(10, 8, "", size=17, color=GOLD, bold=True, name="position"))
        self.result_label = bar.add(Label(262, 10, "", size=14, color=INK_DIM, name="result"))
        self.timeline = bar.add(Timeline(self, 8, 36, 256, 48))
        bar.add(Legend(self, 12, 90))
        w3 = (256 - 12) / 3
        mk = lambda x, y, w, h, key, bid, size=15: bar.add(Button(x, y, w, h, t(key, lang), bid, size=size))
        self.btn_restart = mk(8, 112, w3, 38, "replay.restart", "replay_restart")
        self.btn_back = mk(8 + w3 + 6, 112, w3, 38, "replay.back", "replay_back")
        self.btn_step = mk(8 + 2 * (w3 + 6), 112, w3, 38, "replay.step", "replay_step")
        self.btn_play = mk(8, 156, 150, 40, "replay.play", "replay_play", 17)
        self.btn_speed = mk(164, 156, 100, 40, "replay.speed", "replay_speed", 15)
        self.btn_view = mk(8, 202, 256, 36, "replay.view", "replay_view", 15)
        line = fonts.reading(13) * 1.18
        self.last_label = bar.add(Label(10, 242, "", size=13, color=INK, name="last_action"))
        self.last_label2 = bar.add(Label(10, 242 + line, "", size=13, color=INK, name="last_action2"))

    # ----- no game actions, no pass screen --------------------------------------------------------
    def acting(self) -> int:
        return getattr(self, "viewer", 0)

    def submit(self, action: Action) -> bool:
        return False

    def on_press(self, pos: tuple[int, int]) -> bool:
        return False

    def on_release(self, pos: tuple[int, int]) -> bool:
        return False

    def after_queue(self) -> None:
        self.revealed.clear()
        self.resync()
        self.pass_pending = False
        self.overlay.visible = False
        self.refresh_controls()
        if self.session.state.result is not None and self.position == len(self.replay_log):
            self.banner.show(self.result_line(), 2.5, GOLD)

    def show_game_over(self) -> None:   # the end is shown in the controls, never as a curtain
        pass

    def result_line(self) -> str:
        return result_text(self.session.match, self.lang)

    def refresh_controls(self) -> None:
        lang = self.lang
        n = len(self.replay_log)
        k = self.position
        self.prompt.visible = False
        self.log.y, self.log.h = 56, 364
        for node in self.card_nodes.values():
            node.glow = None
        self.position_label.text = t("replay.position", lang, k=k, n=n)
        res = self.session.state.result
        self.result_label.text = self.result_line() if res is not None else ""
        self.result_label.color = GOLD if res is not None else INK_DIM
        self.result_label.x = 262 - fonts.font(fonts.reading(14)).size(self.result_label.text)[0]
        self.btn_play.label = t("replay.pause" if self.playing else "replay.play", lang)
        self.btn_play.enabled = self.playing or k < n
        self.btn_play.why_disabled = t("replay.at_end", lang)
        self.btn_step.enabled = k < n
        self.btn_step.why_disabled = t("replay.at_end", lang)
        self.btn_back.enabled = self.btn_restart.enabled = k > 0
        self.btn_back.why_disabled = self.btn_restart.why_disabled = t("replay.at_start", lang)
        self.btn_speed.label = t("replay.speed", lang, x=f"{self.speed:g}\u00d7")
        self.btn_view.label = t("replay.view", lang, p=self.viewer + 1)
        for b in self.game_buttons.values():
            b.visible = False
        size = fonts.reading(13)
        lines = fonts.wrap(t("replay.last", lang, what=self.step_text(k)) if k else t("replay.ready", lang), size, 252)
        if len(lines) > 2:     # two lines at most: the log beside the table has the whole of it
            lines = [lines[0], fonts.clip(lines[1].rstrip(), size, 252, more=True)]
        self.last_label.text = lines[0] if lines else ""
        self.last_label2.text = lines[1] if len(lines) > 1 else ""

    # ----- moving through the log ---------------------------------------------------------------
    def step_forward(self) -> bool:
        """Apply the next logged action and animate its events; False at the end."""
        if self.animating():
            self.skip_animations()
        if self.position >= len(self.replay_log):
            self.playing = False
            self.refresh_controls()
            return False
        text = self.replay_log[self.position]
        self.position += 1
        self.log_step(self.position)
        # whole: each event is redacted for the viewed player as it plays, and the log tells it
        # afresh for whichever player is viewed when it is read
        self.queue.extend(self.session.apply(self.session.match.info.actions.parse(text)))
        if not self.queue:
            self.after_queue()
        else:
            self.refresh_controls()
        return True

    def seek(self, k: int) -> None:
        """Rebuild the match from the seed up to action ``k`` and show it without animation."""
        n = len(self.replay_log)
        k = max(0, min(n, int(k)))
        self.queue.clear()
        self.wait = 0.0
        self.flashing = None
        self.banner.time_left = 0.0
        match = Match(self.ruleset_id, self.seed, self.setup)
        last: list[Event] = []
        for text in self.replay_log[:k]:
            last = match.apply(text)
        self.session = Session(match)
        self.position = k
        self.revealed.clear()
        self.log.add_told(lambda _reader, lang: "\u2014 " + t("replay.jumped", lang, k=k, n=n) + " \u2014", at=k)
        if k:
            self.log_step(k)
            for e in last:
                self.log.add_event(e, k)
        self.resync(snap=True)
        self.refresh_controls()

    def step_back(self) -> None:
        self.playing = False
        if self.position > 0:
            self.seek(self.position - 1)

    def restart(self) -> None:
        self.playing = False
        self.seek(0)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= len(self.replay_log):
            self.refresh_controls()
            return
        self.playing = not self.playing
        self.play_wait = 0.0
        self.refresh_controls()

    def cycle_speed(self) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 0
        self.speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self.refresh_controls()

    def switch_viewer(self, player: int | None = None) -> None:
        """Show the other player's view: the table, and the log told again for that player."""
        if self.animating():
            self.skip_animations()
        n = self.session.state.num_players
        self.viewer = (self.viewer + 1) % n if player is None else player
        self.revealed.clear()
        self.resync(snap=True)
        self.refresh_controls()

    # ----- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.pin_large(event.pos)
            return True
        if Scene.handle_event(self, event):      # the controls, the timeline, the log
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.animating():
            self.skip_animations()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.large_pinned:
                self.large_pinned, self.large.iid = False, None
            else:
                self.app.pop()
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_RIGHT:
            self.step_forward()
        elif key == pygame.K_LEFT:
            self.step_back()
        elif key == pygame.K_HOME:
            self.restart()
        elif key == pygame.K_END:
            self.playing = False
            self.seek(len(self.replay_log))
        elif key == pygame.K_v:
            self.switch_viewer()
        elif key == pygame.K_s:
            self.cycle_speed()
        elif key == pygame.K_l:
            self.log.visible = not self.log.visible
        else:
            return False
        return True

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            if event.text:
                self.toast.show(event.text, color=BAD)
            return True
        if event.kind == "seek":
            self.playing = False
            self.seek(event.k)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid == "menu":
            self.app.pop()
        elif bid == "log":
            self.log.visible = not self.log.visible
        elif bid == "replay_step":
            self.step_forward()
        elif bid == "replay_back":
            self.step_back()
        elif bid == "replay_restart":
            self.restart()
        elif bid == "replay_play":
            self.toggle_play()
        elif bid == "replay_speed":
            self.cycle_speed()
        elif bid == "replay_view":
            self.switch_viewer()
        return True      # nothing else on a replay table acts

    # ----- the frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.speed != 1.0 and (self.queue or self.wait > 0):   # faster or slower events, same springs
            self.wait -= dt * self.app.settings.animation_speed * (self.speed - 1.0)
        super().update(dt)
        if self.playing and not self.animating():
            self.play_wait -= dt * self.speed * self.app.settings.animation_speed
            if self.play_wait <= 0:
                self.play_wait = PLAY_PAUSE
                if not self.step_forward():
                    self.playing = False
                    self.refresh_controls()
