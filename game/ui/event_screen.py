"""What every screen of an event shares: the base of the screens shown over the event's hub (a draft, a
deck, a game's own stage), the pass screen between people, and how a seat is named.

An :class:`EventScreen` never decides what comes next: each frame it lets the hub drive the event (the
programs' work, which screen the event wants) and it gives way when the hub shows another. A person's
action goes through :meth:`EventScreen.submit`; a refusal is said with its rule and sentence in the
player's language.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.text import Msg
from game.formats.spec import LETTERS

from . import fonts, games
from .app import BASE_H, BASE_W, App, Scene
from .focus import USE_KEYS, FocusRing
from .palette import BAD, GOLD, INK, INK_DIM
from .widgets import Button, Label, Toast

if TYPE_CHECKING:
    from .event_scene import EventScene

W = {
    "player": Msg("Player {p}", "플레이어 {p}"),
    "person": Msg("a person", "사람"),
    "program": Msg("the computer, {level}", "컴퓨터, {level}"),
    "rules": Msg("played by the rules", "규칙이 플레이"),
    "pass": Msg("Pass the computer to player {p}", "컴퓨터를 플레이어 {p}에게 넘기세요"),
    "pass_why": Msg("Next: {what}. Only player {p} should look now.", "다음: {what}. 지금은 플레이어 {p}만 보아야 합니다."),
    "ready": Msg("I am player {p}: show me", "플레이어 {p}입니다: 보여 주세요"),
    "pass_keys": Msg("Enter or click: show player {p}'s screen \u00b7 Esc: leave (saved)",
                     "Enter 또는 클릭: 플레이어 {p}의 화면 보기 \u00b7 Esc: 나가기 (저장됨)"),
    "leave": Msg("Leave (saved)", "나가기 (저장됨)"),
    "refused": Msg("[{rule}] {why}", "[{rule}] {why}"),
}


CURTAIN = (6, 8, 12)


def line(size: float) -> float:
    """The height a line of words of that size takes at the player's text size (blocks are placed by it)."""
    return fonts.reading(size) * 1.3


def letter(seat: int) -> str:
    return LETTERS[seat] if 0 <= seat < len(LETTERS) else str(seat)


def who(hub: "EventScene", seat: int, lang: str) -> str:
    """Who plays a seat, in words: a person, a program with its level, or the rules."""
    run = hub.run
    if seat in run.ev.rules_seats:
        return W["rules"].get(lang)
    name = run.programs.get(seat)
    if name is None:
        return W["person"].get(lang)
    return W["program"].get(lang).format(level=games.program_name(run.match.info, name).get(lang))


def seat_name(seat: int, lang: str) -> str:
    return W["player"].get(lang).format(p=letter(seat))


class EventScreen(Scene):
    """A screen over the event's hub; ``key`` says which (the hub compares it with the screen it wants)."""

    def __init__(self, app: App, hub: "EventScene", key: tuple[Any, ...]) -> None:
        super().__init__(app)
        self.hub = hub
        self.key = key
        self.toast = Toast(BASE_W / 2 - 380, 0, 760, bottom=BASE_H - 8)

    @property
    def ev(self) -> Any:
        return self.hub.run.ev

    def enter(self) -> None:
        super().enter()
        self.refresh()

    def refresh(self) -> None:
        """Draw the screen again from the event as it stands now."""
        self.root.clear()
        self.build()
        self.root.add(self.toast)

    def build(self) -> None:
        """The screen's nodes (the root is empty; the message line is added after them)."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.scene is self:
            self.hub.drive(self)

    def submit(self, action: Action) -> bool:
        """A person's action through the event's door; a refusal is said (rule and sentence)."""
        try:
            self.hub.run.apply(action)
        except IllegalActionError as exc:
            self.refuse(exc)
            return False
        self.refresh()
        return True

    def refuse(self, exc: IllegalActionError) -> None:
        self.toast.show(W["refused"].get(self.lang).format(rule=exc.rule, why=exc.reason(self.lang)), seconds=8,
                        color=BAD)

    def handle_event(self, event: pygame.event.Event) -> bool:
        asking = any(getattr(n, "modal", False) and n.visible for n in self.root.children)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not asking:
            self.hub.leave()
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused" and event.text:
            self.toast.show(event.text, seconds=6, color=BAD)
            return True
        if event.kind == "button" and event.id == "leave":
            self.hub.leave()
            return True
        return False


class PassScene(EventScreen):
    """Nothing of anybody's shows until the next person says they hold the computer (a click or a key)."""

    def __init__(self, app: App, hub: "EventScene", seat: int, what: str) -> None:
        super().__init__(app, hub, ("pass", seat, hub.run.ev.stage))
        self.seat, self.what = seat, what
        self.focus_ring = FocusRing(self, default="button:ready")

    def build(self) -> None:
        lang, p = self.lang, letter(self.seat)
        root = self.root
        y = 250.0
        root.add(Label(BASE_W / 2, y, W["pass"].get(lang).format(p=p), size=34, color=GOLD, bold=True, center=True,
                       name="title"))
        y += line(34) + 10
        root.add(Label(BASE_W / 2, y, W["pass_why"].get(lang).format(what=self.what, p=p), size=18, color=INK,
                       center=True))
        y += line(18) + 24
        root.add(Button(BASE_W / 2 - 220, y, 440, line(20) + 26, W["ready"].get(lang).format(p=p), "ready", size=20))
        root.add(Label(BASE_W / 2, BASE_H - line(15) - 10, W["pass_keys"].get(lang).format(p=p), size=15, color=INK_DIM,
                       center=True))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(CURTAIN)            # the table's curtain: nothing of anyone's is drawn under it
        self.root.draw(surface)
        if self.focus_ring is not None:
            self.focus_ring.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in USE_KEYS:
            self.ready()
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "ready":
            self.ready()
            return True
        return super().on_ui(event)

    def ready(self) -> None:
        self.hub.eyes = self.seat
        self.hub.drive(self)
