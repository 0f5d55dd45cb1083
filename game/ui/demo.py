"""Demo mode for events: an attract loop of program-against-program games, every game in turn.

``DemoScene`` plays one AI-vs-AI game after another, rotating through every registered game that has
a table and AI levels (``demo_games``), each followed by the extra games its registration lists (four
seats, a variant, a draft's first picks: ``demo_setups``, ``demo_draft``): random preconstructed decks, every seat at
the "normal" level (or the best program the game offers), at a watchable pace, with a title card and a
one-line explanation of what the table just showed, in the player's language (the game's table part
words it: ``narrate``; the column, the narrator and the overlay are in game/ui/demo_look.py). Any click
or key turns the screen into a game for the visitor (player 1 against the "easy" program); after
``Settings.demo_idle_seconds`` without input it goes back to the loop.

It has to survive a day at a stand, so the table runs *inside* the demo scene rather than on the
app's stack: every update, draw and event of the table (and of any screen it opens, such as the
rules reference) goes through a guard. An exception, an error of a program, a state that breaks
the rules' invariants or a game that stops moving is written with its traceback to
``<data_dir>/demo.log`` and a new game begins. The tables see a small stand-in for the app
(``_Host``) whose scene stack is the demo's own, so "Menu", Esc or "Rematch" never leave the demo,
and whose settings fix the attract loop's pace. Demo games never write the autosave.

Ctrl+Q leaves the demo (to the menu, or quits when the demo is all there is). Opened from the menu
(not as the stand's ``--demo`` loop), Esc goes back one step: from a visitor's game to the loop,
from the loop to the menu.
"""
from __future__ import annotations

import dataclasses
import os
import random
import threading
import time
import traceback
from collections import deque
from typing import Any, Callable

import pygame

from game.engine import registry
from game.engine.events import Event
from game.formats.runner import decide

from .app import BASE_H, BASE_W, App, Scene
from .demo_look import TIP_PLAY, TIP_SECONDS, DemoColumn, DemoOverlay, Narrator
from .demo_setups import DemoSetup, Entry, rotation
from .i18n import STRINGS, t
from .palette import FELT_DARK
from .paths import user_file
from .table.part import TablePart
from .table.scene import TableScene
from .table.session import Session
from .tableinfo import table_entry

STRINGS.update({
    "demo.new_extra": ("A new game: {what}.", "새 게임: {what}."),
    "demo.player": ("Player {p}", "플레이어 {p}"),
    "demo.new_game_n": ("A new game for {n}: {who}.", "{n}인 새 게임: {who}."),
    "demo.and": ("{a} and {b}", "{a}, {b}"),
    "demo.tip.play_n": ("All {n} seats are played by programs. Click or press a key to take a seat yourself!",
                        "{n}개 자리 모두 프로그램이 둡니다. 클릭하거나 키를 눌러 직접 앉아 보세요!"),
    "demo.faster": ("Faster now: the demo shows each game for about two minutes.",
                    "이제 빠르게: 데모는 게임마다 2분 정도씩 보여 드립니다."),
    "demo.time_up": ("Time is up for this game: the next one begins.", "이 게임은 여기까지: 다음 게임을 시작합니다."),
})

ATTRACT_AI = "normal"     # plays sensibly (watchable) and decides in a few milliseconds
VISITOR_AI = "easy"
ATTRACT_SPEED = 1.0       # the loop's own pace, whatever the player's animation-speed setting
RESULT_SECONDS = 7.0      # how long a finished attract game shows its result
STALL_SECONDS = 60.0      # an attract game with no new action for this long is stuck
MAX_ACTIONS = 3000        # ... and one this long will not end
# no game holds the loop much past two minutes: past FASTER_AFTER seconds its programs' turns go at the
# "fast" pace, and at GAME_SECONDS it is cut (said in the narration) and the next game begins
FASTER_AFTER = 60.0
GAME_SECONDS = 120.0
CUT_SECONDS = 4.0         # how long the words of a cut game stay up
LOG_LIMIT = 2_000_000     # bytes of demo.log before it is rotated to demo.log.1
INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN)


def demo_games() -> list[str]:
    """The games the attract loop rotates through: every game with a table whose AI has levels (programs
    worth watching); if none has levels yet, every game with a table (played by ``random``)."""
    from game.ai.levels import all_levels
    tables = [i.id for i in registry.all_rulesets() if i.part("table") is not None]
    return [g for g in tables if all_levels(g)] or tables


def demo_log_path() -> str:
    return user_file("demo.log")


def write_demo_log(text: str) -> None:
    """Append a record to demo.log (rotated when large). Never raises: the demo must go on."""
    path = demo_log_path()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if os.path.exists(path) and os.path.getsize(path) > LOG_LIMIT:
            os.replace(path, path + ".1")
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(text if text.endswith("\n") else text + "\n")
    except OSError:
        pass


class DemoFault(Exception):
    """Something the demo noticed itself: a program's error, broken invariants, a stuck game."""


# ----- the programs, watched ----------------------------------------------------------------------
class _Watched:
    """An agent whose exceptions are also reported to the demo (the table falls back to a safe
    move on its own; the attract loop would rather start a clean game)."""

    def __init__(self, agent: Any, report: Callable[[str], None]) -> None:
        self.agent = agent
        self.name = getattr(agent, "name", "agent")
        self._report = report

    def choose(self, state: Any, player: int) -> Any:
        try:
            return decide(self.agent, state, player)
        except BaseException:
            self._report(traceback.format_exc())
            raise

    def explain(self, lang: str = "en") -> str:
        explain = getattr(self.agent, "explain", None)
        return explain(lang) if explain else ""


# ----- the app as the tables inside the demo see it ------------------------------------------------
class _Host:
    """Stands in for the App: everything is the real app's except the scene stack (the demo's
    own) and the settings (the attract loop's pace)."""

    def __init__(self, demo: "DemoScene", settings: Any) -> None:
        object.__setattr__(self, "_demo", demo)
        object.__setattr__(self, "settings", settings)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._demo.app, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._demo.app, name, value)

    @property
    def scene(self) -> Scene:
        return self._demo.inner[-1] if self._demo.inner else self._demo

    def push(self, scene: Scene) -> None:
        self._demo.push_inner(scene)

    def pop(self) -> None:
        self._demo.pop_inner()

    def replace(self, scene: Scene) -> None:
        self._demo.replace_inner(scene)


# ----- the table, with the demo listening --------------------------------------------------------
def release_memory() -> None:
    """Between games: collect garbage and hand the C heap's free pages back to the system, so a
    stand running all day holds what it uses, not what it once touched."""
    import gc
    gc.collect()
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass  # not glibc: nothing to hand back this way


class DemoTable(TableScene):
    """A table that tells the demo each event it plays. In the attract loop its buttons, log and
    prompts are hidden (nobody can press them; the demo's column explains instead) and the
    result is shown by the demo."""

    def __init__(self, app: Any, session: Session, *, ai_seats: dict[int, Any], attract: bool,
                 on_event: Callable[[Event, str], None] | None = None,
                 on_rematch: Callable[[], None] | None = None) -> None:
        self.attract = attract
        self.on_event = on_event
        self.on_rematch = on_rematch
        super().__init__(app, session, ai_seats=ai_seats)

    def build(self) -> None:
        super().build()
        if self.attract:
            for node in (self.btn_menu, self.btn_log, self.btn_primary, *self.game_buttons.values(),
                         self.btn_undo, self.btn_concede, self.btn_why, self.log, self.keys_footer):
                node.visible = False

    def button_hidden(self, button_id: str) -> bool:
        return self.attract

    def build_prompt(self) -> None:
        if not self.attract:
            super().build_prompt()
            return
        self.prompt.clear()
        self.prompt.visible = False
        if self.browser.pick:
            self.browser.visible = self.browser.pick = False

    def play_event(self, e: Event) -> float:
        before = (self.banner.text, self.banner.time_left)
        held = super().play_event(e)
        if self.on_event is not None:   # with the banner it put up, if any
            shown = (self.banner.text, self.banner.time_left) != before
            self.on_event(e, self.banner.text if shown else "")
        return held

    def show_game_over(self) -> None:
        super().show_game_over()
        if self.attract:   # the demo shows the result in the play area, not over its column
            self.overlay.visible = False
            for b in self.over_buttons:
                b.visible = False

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "rematch" and self.on_rematch is not None:
            self.on_rematch()   # a fresh demo game: the table's own rematch would write the autosave
            return True
        return super().on_ui(event)

    def dispose(self) -> None:
        """Let the programs' threads finish (they think for milliseconds) and drop them."""
        for seat in self.ai_seats.values():
            seat.wait(2.0)
            seat.take()
        self.ai_move = None
        self.drop_ahead()
        self.queue.clear()


# ----- the scene ---------------------------------------------------------------------------------------
class DemoScene(Scene):
    """The attract loop and the visitor's games. ``fast``: the soak test's mode (no pauses, every
    animation skipped, no waiting after a result)."""

    def __init__(self, app: App, *, seed: int | None = None, fullscreen: bool | None = None, fast: bool = False,
                 attract_ai: str = ATTRACT_AI, visitor_ai: str = VISITOR_AI, kiosk: bool = False,
                 rulesets: list[str] | None = None, setups: Callable[[int], dict[str, Any]] | None = None,
                 extras: bool = True) -> None:
        super().__init__(app)
        # the games the loop rotates through (each needs a table); ``setups``: one game's setup for a
        # seed, as the command line builds it (--players, --set), instead of random preconstructed decks
        self.rulesets = list(rulesets) if rulesets else demo_games()
        self.setups = setups
        # every game's usual demo game, then the extra ones its registration lists (none when the command
        # line gave the setup); a file of extra games that cannot be read is logged and left out
        self.entries: list[Entry]
        self.entries, unread = rotation(self.rulesets, extras=extras and setups is None)
        for exc in unread:
            write_demo_log(f"=== {time.strftime('%Y-%m-%d %H:%M:%S')} demo data error; playing on without it\n{exc}")
        self.extra: DemoSetup | None = None      # the extra game being shown, if it is one
        self.info = registry.get(self.rulesets[0])
        self.kiosk = kiosk        # started as the stand's attract loop (--demo): only Ctrl+Q leaves
        self.rng = random.Random(seed if seed is not None else int.from_bytes(os.urandom(8), "little"))
        self.want_fullscreen = (not app.headless) if fullscreen is None else (fullscreen and not app.headless)
        self.made_fullscreen = False
        self.fast = fast
        self.attract_ai, self.visitor_ai = attract_ai, visitor_ai
        self.mode = "attract"
        self.inner: list[Scene] = []        # the demo's own scene stack: the table, then what it opened
        self.table: DemoTable | None = None
        self.draft: Any = None              # a draft's first picks shown instead of a game (demo_draft.py)
        self.narrator = Narrator()
        self.deck_names: dict[int, str] = {}
        self.clock = 0.0
        self.idle = 0.0
        self.result_left = 0.0
        self.result_text = ""
        self.cooldown = 0.0
        self.recent_faults: deque[float] = deque(maxlen=12)
        self.ai_faults: list[str] = []      # this game's, written by its programs' threads (append is atomic)
        self.seen_actions = 0
        self.still = 0.0                   # seconds since the attract game last moved
        self.game_time, self.cut = 0.0, False
        self.memo: dict[str, Any] = {}
        self.game_seed = 0
        self.setup: dict[str, Any] = {}
        # counts, for the soak test and the log
        self.games_started = self.games_finished = self.games_ended = 0
        self.games_by_ruleset: dict[str, int] = {}    # games ended, per game
        self.errors = 0
        self.visitor_games = 0
        self.counted = True                # the current game has been counted as ended
        self._decks: dict[str, list[Any]] = {}
        self._load_decks(self.info)        # a game whose data cannot be played is reported at once
        self.column = self.root.add(DemoColumn(self))
        self.overlay = self.root.add(DemoOverlay(self))

    # ----- decks and games ------------------------------------------------------------------
    def game_name(self) -> str:
        name = self.info.names.get(self.lang)
        return f"{name} \u00b7 {self.extra.name.get(self.lang)}" if self.extra is not None else name

    def seats(self) -> int:
        """How many programs the game now shown seats."""
        if self.draft is not None:
            return int(self.draft.seats)
        return self.table.session.state.num_players if self.table is not None else 2

    def sides(self) -> dict[int, str]:
        """Each seat as the narration names it: its deck, or, in a game whose decks have no names to show
        (Magic's are drawn by the rules, Elements Illusion has none), its seat."""
        return {p: self.deck_names.get(p) or t("demo.player", self.lang, p=p + 1) for p in range(self.seats())}

    def new_game_line(self) -> str:
        names = list(self.sides().values())
        if len(names) == 2:
            return t("demo.new_game", self.lang, a=names[0], b=names[1])
        who = t("demo.and", self.lang, a=", ".join(names[:-1]), b=names[-1])
        return t("demo.new_game_n", self.lang, n=len(names), who=who)

    @property
    def decks(self) -> list[Any]:
        """The decks the loop plays for the game now shown."""
        return self._load_decks(self.info)

    def _load_decks(self, info: registry.RulesetInfo) -> list[Any]:
        """The decks the attract loop can play for a game: its table entry's ``demo_decks()`` where it has
        one (after a broken card file, those legal with the cards that loaded), else its catalogue's
        preconstructed decks the game accepts. What is left out is logged; a DataError only when no
        deck is left."""
        if info.id in self._decks:
            return self._decks[info.id]
        entry = table_entry(info)
        own = entry.demo_decks if entry is not None else None
        problems: list[Any] = []
        if own is not None:
            decks, problems = own()
        else:
            part = info.part("catalogue")
            decks = []
            if part is not None:
                cat = part.catalogue()
                for deck in sorted(cat.precons().values(), key=lambda d: d.id):
                    broken = cat.choosing(dict(deck.chosen)).problems(deck.leader, list(deck.cards))
                    if broken:
                        problems.append(f"{info.id} deck {deck.id}: " + "; ".join(str(p) for p in broken))
                    else:
                        decks.append(deck)
        for exc in problems:
            write_demo_log(f"=== {time.strftime('%Y-%m-%d %H:%M:%S')} demo data error; playing on without it\n{exc}")
        if not decks and problems and isinstance(problems[0], Exception):
            raise problems[0]
        self._decks[info.id] = list(decks)
        return self._decks[info.id]

    def _setup(self) -> dict[str, Any]:
        from game.engine.setup import build_setup
        info = self.info
        if self.setups is not None:
            self.deck_names = {}
            return self.setups(self.game_seed)
        if self.extra is not None:          # an extra game: its seats and settings, decks drawn from the seed
            self.deck_names = {}
            return build_setup(info, self.game_seed, players=self.extra.players, settings=self.extra.settings)
        decks = self._load_decks(info)
        part = info.part("catalogue")
        if not decks or part is None:       # a game of more seats may want more in the demo (its table entry says)
            self.deck_names = {}
            entry = table_entry(info)
            return build_setup(info, self.game_seed, players=entry.demo_players if entry is not None else None)
        setup = _without_decks(info, self.game_seed, part.catalogue().deck_options)
        # two different decks where there are two: more to see than a mirror match
        n = info.players
        chosen = self.rng.sample(decks, n) if len(decks) >= n else [self.rng.choice(decks) for _ in range(n)]
        self.deck_names = {p: d.name.get(self.lang) for p, d in enumerate(chosen)}
        setup["decks"] = [d.to_setup() for d in chosen]
        return setup

    def _program(self, wanted: str) -> str:
        """The program of that name if this game offers it, else the best it does offer."""
        from .table.aiseat import FALLBACK, programs
        names = programs(self.info.id)
        return wanted if wanted in names else next((n for n in ("normal", "easy") if n in names), FALLBACK)

    def _host_settings(self, attract: bool) -> Any:
        st = self.app.settings
        if self.fast:
            return dataclasses.replace(st, animation_speed=4.0, sound=False)
        if attract:     # the loop's own pace, whatever the player's settings
            return dataclasses.replace(st, animation_speed=ATTRACT_SPEED, program_pace="normal")
        return st

    def _agent(self, name: str, seed: int) -> Any:
        from .table.aiseat import make_program
        # bound to this game's list: a late report from an old game's program never stops a new game
        return _Watched(make_program(self.info.id, self._program(name), seed), self.ai_faults.append)

    def start_attract(self) -> None:
        """A new program-against-program game (the old one, if any, is dropped)."""
        self._end_game(finished=False)
        self._drop_inner()
        self.mode = "attract"
        self.idle = 0.0
        self.narrator.reset()
        self._start_game(attract=True)

    def start_visitor(self) -> None:
        """The visitor's own game: player 1 against the easy program, random decks, no autosave."""
        self._end_game(finished=False)   # an attract game cut short (a finished one is counted already)
        self._drop_inner()
        self.mode = "visitor"
        self.idle = 0.0
        self.narrator.reset()
        self.visitor_games += 1
        self._start_game(attract=False)

    def _start_game(self, *, attract: bool) -> None:
        self.result_left, self.result_text = 0.0, ""
        self.seen_actions, self.still, self.memo = 0, 0.0, {}
        self.game_time, self.cut = 0.0, False     # seconds this game has held the loop; cut short
        self.ai_faults = []
        self.game_seed = self.rng.getrandbits(31)
        if attract:     # each attract game is the next game of the list
            entry = self.entries[self.games_started % len(self.entries)]
            self.info, self.extra = registry.get(entry.ruleset), entry.extra
        else:           # the visitor plays the game's usual one
            self.extra = None
        if attract and self.extra is not None and self.extra.format:
            self._start_draft(self.extra)
            return
        try:
            self.setup = self._setup()
            session = Session.new(self.info.id, self.game_seed, self.setup, autosave=None)
            seed = self.game_seed
            n = session.state.num_players
            if attract:      # a program in every seat; the visitor takes the first and programs the rest
                seats = {p: self._agent(self.attract_ai, seed * 7 + p) for p in range(n)}
            else:
                seats = {p: self._agent(self.visitor_ai, seed * 7 + p) for p in range(1, n)}
            host = _Host(self, self._host_settings(attract))
            table = DemoTable(host, session, ai_seats=seats, attract=attract, on_event=self._on_event,
                              on_rematch=self._rematch)
        except Exception as exc:   # a game that cannot even start: log it, wait, try another
            self.table = None
            self.mode = "attract"
            self._record("start", exc)
            self.games_ended += 1      # it counts as a game that did not finish
            return
        self.games_started += 1
        self.counted = False
        self.table = table
        self.inner = [table]
        table.enter()
        if attract and self.extra is not None:
            self.narrator.say(2, t("demo.new_extra", self.lang, what=self.extra.name.get(self.lang)))
        elif attract:   # the table shows no events of the setup itself: say what begins
            self.narrator.say(2, self.new_game_line())
        else:
            table.toast.show(t("demo.visitor_hint", self.lang), seconds=6.0)

    def _start_draft(self, extra: DemoSetup) -> None:
        """A draft's first picks between programs, on the draft screen (``demo_draft.py``)."""
        from .demo_draft import start_draft
        try:
            self.draft = start_draft(self, _Host(self, self._host_settings(True)), extra, self.game_seed)
        except Exception as exc:   # a draft that cannot even start: as a game that cannot
            self.draft = None
            self._record("start", exc)
            self.games_ended += 1
            return
        self.games_started += 1
        self.counted = False
        self.inner = [self.draft.scene]

    def draft_over(self) -> None:
        """The draft has shown its first picks: the next game of the rotation."""
        self._end_game(finished=True)
        self.start_attract()

    def _drop_inner(self) -> None:
        for scene in reversed(self.inner):
            try:
                scene.leave()
                if isinstance(scene, DemoTable):
                    scene.dispose()
            except Exception as exc:   # noqa: BLE001 - dropping a broken table must not break the demo
                write_demo_log(self._record_text("dispose", exc))
        self.inner = []
        self.table = None
        self.draft = None
        release_memory()

    def _end_game(self, *, finished: bool) -> None:
        """Count the game that is ending (once, however it ends)."""
        if self.counted:
            return
        self.counted = True
        self.games_ended += 1
        self.games_by_ruleset[self.info.id] = self.games_by_ruleset.get(self.info.id, 0) + 1
        if finished:
            self.games_finished += 1

    def _finished(self) -> bool:
        return self.table is not None and self.table.session.state.result is not None

    def _rematch(self) -> None:
        self._end_game(finished=self._finished())
        self.start_visitor()

    # ----- the demo's own scene stack (what the tables' app.push/pop/replace do) ------------
    def push_inner(self, scene: Scene) -> None:
        self.inner.append(scene)
        scene.enter()

    def pop_inner(self) -> None:
        if len(self.inner) > 1:
            self.inner.pop().leave()
            self.inner[-1].enter()
        elif self.mode == "visitor":   # the table's Menu or Esc: the visitor is done
            self._end_game(finished=self._finished())
            self.start_attract()

    def replace_inner(self, scene: Scene) -> None:
        if len(self.inner) > 1:
            self.inner.pop().leave()
            self.push_inner(scene)
        # replacing the table itself (its rematch) is the demo's business: see DemoTable.on_ui

    # ----- trouble -------------------------------------------------------------------------------
    def _record_text(self, where: str, exc: BaseException | str) -> str:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        given = self.setup.get("decks") if self.setup else None      # a list of decks, or a game's own word
        decks = [d.get("leader") if isinstance(d, dict) else d for d in given] if isinstance(given, list) else given
        actions = len(self.table.session.match.log) if self.table is not None else 0
        head = (f"=== {stamp} demo {where} error in the {self.mode} {self.info.id} game (seed {self.game_seed}, "
                f"leaders {decks}, "
                f"{actions} actions; game {self.games_started}, error {self.errors})")
        if isinstance(exc, BaseException):
            body = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        else:
            body = exc
        return f"{head}\n{body.rstrip()}\n"

    def _record(self, where: str, exc: BaseException | str) -> None:
        self.errors += 1
        write_demo_log(self._record_text(where, exc))
        self.recent_faults.append(self.clock)
        recent = sum(1 for c in self.recent_faults if self.clock - c < 60.0)
        if recent >= 3 and not self.fast:   # trouble again and again: breathe before trying again
            self.cooldown = min(60.0, 2.0 * 2 ** (recent - 3))

    def fault(self, where: str, exc: BaseException | str) -> None:
        """Log it; drop the game; the next frame starts a new attract game."""
        self._record(where, exc)
        self._end_game(finished=False)
        self._drop_inner()
        self.mode = "attract"
        self.narrator.reset()
        self.narrator.say(5, t("demo.recovered", self.lang))

    def _guard(self, where: str, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - the point of the demo: log it and go on
            self.fault(where, exc)
            return None

    # ----- events played by the table ----------------------------------------------------------
    def _on_event(self, e: Event, banner: str = "") -> None:
        if self.mode != "attract" or self.table is None:
            return
        part = self.table.part
        said = part.narrate(e, self.lang, self.sides())
        if said is None and banner and type(part).narrate is TablePart.narrate:
            said = (1, banner)   # a game with no words of its own for the demo: what its table announces
        if said is not None:
            self.narrator.say(*said)

    # ----- the scene ----------------------------------------------------------------------------
    def tip(self) -> str:
        """A rule of thumb of the game being shown, changing every few seconds (an i18n key's text)."""
        tips = [*(self.table.part.TIPS if self.table is not None else ()), TIP_PLAY]
        tips = list(dict.fromkeys(tips))
        tip = tips[int(self.clock / TIP_SECONDS) % len(tips)]
        if tip == TIP_PLAY and self.seats() > 2:   # "both seats" is two of them
            return t("demo.tip.play_n", self.lang, n=self.seats())
        return tip.get(self.lang) if hasattr(tip, "get") else t(tip, self.lang)

    def idle_limit(self) -> float:
        return float(self.app.settings.demo_idle_seconds)

    def enter(self) -> None:
        super().enter()
        if self.want_fullscreen and not self.app.fullscreen:
            self.app.screen = self.app._open_window((BASE_W, BASE_H), True)
            self.made_fullscreen = True
            for scene in self.app.scenes:
                scene.layout()
        if self.table is None and not self.inner and self.games_started == 0:
            self.start_attract()
        self.layout()

    def leave(self) -> None:
        self._drop_inner()
        if self.made_fullscreen:
            self.made_fullscreen = False
            self.app.screen = self.app._open_window((BASE_W, BASE_H), self.app.settings.fullscreen)
            for scene in self.app.scenes:
                if scene is not self:
                    scene.layout()

    def layout(self) -> None:
        super().layout()
        for scene in self.inner:
            self._guard("layout", scene.layout)

    def leave_demo(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.running = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
            self.leave_demo()
            return True
        if self.mode == "attract" and not self.kiosk and event.type == pygame.KEYDOWN \
                and event.key == pygame.K_ESCAPE:
            self.leave_demo()          # opened from the menu: Esc goes back to it, one step
            return True
        if self.mode == "attract":
            if event.type in INPUT_EVENTS and event.type != pygame.MOUSEWHEEL:
                self.start_visitor()   # the visitor takes a seat; this click or key is spent on it
                return True
            return False
        if event.type in INPUT_EVENTS or (event.type == pygame.MOUSEMOTION and any(event.rel)):
            self.idle = 0.0
        if not self.inner:
            return False
        top = self.inner[-1]
        return bool(self._guard("event", lambda: top.handle_event(event)))

    def update(self, dt: float) -> None:
        self.clock += dt
        self.root.update(dt)
        if self.cooldown > 0:
            self.cooldown -= dt
            return
        if self.draft is not None and self.mode == "attract":
            draft = self.draft
            self.narrator.update(dt, self.lang)
            self._guard("draft", lambda: draft.update(dt))
            if self.ai_faults:
                self.fault("AI", self.ai_faults[0])
            return
        if self.table is None:
            self.start_attract()
            return
        if self.mode == "visitor":
            self.idle += dt
            if self.idle >= self.idle_limit():
                self._end_game(finished=self._finished())
                self.start_attract()
                return
        else:
            self.narrator.update(dt, self.lang)
            if self.ai_faults:
                self.fault("AI", self.ai_faults[0])
                return
        table = self.table
        top = self.inner[-1]
        if self.fast and table is top and table.animating():
            self._guard("update", table.skip_animations)
        if self.table is table and not self.cut:     # a game cut short stands still under its words
            self._guard("update", lambda: top.update(dt))
        if self.table is table:   # not faulted, and the visitor has not left
            self._guard("check", lambda: self._check(table, dt))

    def _check(self, table: DemoTable, dt: float) -> None:
        """After each new action: the rules' invariants. In the attract loop: a stuck or endless
        game, and the end of a game (the result stays up a moment, then a new game)."""
        state = table.session.state
        n = len(table.session.match.log)
        if n != self.seen_actions:
            self.seen_actions, self.still = n, 0.0
            check = self.info.invariants
            bad = check(state, self.memo) if check is not None else []
            if bad:
                raise DemoFault("the state breaks the rules' invariants: " + "; ".join(bad[:5]))
        else:
            self.still += dt
        if self.mode != "attract":
            return
        if self.result_text:            # a result, or the words of a game cut short: then the next game
            self.result_left -= dt
            if self.result_left <= 0:
                self.start_attract()
            return
        if state.result is not None:
            if not table.animating():
                self.result_text = self._result_text(state)
                self.result_left = 0.0 if self.fast else RESULT_SECONDS
                self._end_game(finished=True)
            return
        self.game_time += dt
        if not self.fast and self._too_long(table):
            return
        if n >= MAX_ACTIONS:
            raise DemoFault(f"no end after {n} actions")
        if self.still > STALL_SECONDS and not table.animating():
            seats = {p: s.busy() for p, s in table.ai_seats.items()}
            raise DemoFault(f"no action for {self.still:.0f} s (acting {table.acting()}, thinking {seats}, "
                            f"ai_move {table.ai_move}, decisions {len(state.decisions)})")

    def _too_long(self, table: DemoTable) -> bool:
        """A long game first goes faster, then is cut with a word of why (True: cut now)."""
        if self.game_time >= GAME_SECONDS:
            self.cut = True
            self.result_text = t("demo.time_up", self.lang)
            self.result_left = CUT_SECONDS
            self.narrator.say(5, self.result_text)
            self._end_game(finished=False)
            return True
        if self.game_time >= FASTER_AFTER and table.app.settings.program_pace == "normal":
            table.app.settings.program_pace = "fast"
            self.narrator.say(3, t("demo.faster", self.lang))
        return False

    def _result_text(self, state: Any) -> str:
        res = state.result
        why = res.reason.get(self.lang)
        if res.draw:
            return t("demo.draw", self.lang, why=why)
        return t("demo.win", self.lang, p=res.winners[0] + 1, why=why)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        if self.inner:
            top = self.inner[-1]
            self._guard("draw", lambda: top.draw(surface))
        self.column.visible = self.mode == "attract"
        self.root.draw(surface)


def _without_decks(info: registry.RulesetInfo, seed: int, deck_options: tuple[str, ...]) -> dict[str, Any]:
    """The game's setup for a seed with its deck options left out (the demo names the decks itself).
    Built from the declared options, so a broken deck file cannot stop it."""
    from game.engine.setup import PLAYERS
    setup: dict[str, Any] = {o.id: o.default for o in info.options if o.id not in deck_options}
    if info.players != info.min_players:
        setup[PLAYERS] = info.players
    return setup


def threads_alive() -> int:
    """Program threads still running (the soak test reports them)."""
    return sum(1 for th in threading.enumerate() if th.name == "ai" and th.is_alive())
