"""The table for a game of an event: the ordinary table on an :class:`EventSession`, whose program seats
are the event's, and whose end leads back into the event (no rematch: an event's game is played once).

Leaving in the middle leaves the event (it is saved after every move, and Resume takes it up again);
the game-over screen's way out goes back to the event's standings, or, where the event is this one game,
out of it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg

from ..event_run import program_seed
from ..event_screen import letter
from ..i18n import t
from .aiseat import make_program
from .event_session import EventSession
from .scene import TableScene

if TYPE_CHECKING:
    from ..app import App
    from ..event_scene import EventScene

W = {
    "back": Msg("Back to the standings", "순위로 돌아가기"),
    "seats": Msg("Game {n}: {seats}.", "{n}경기: {seats}."),
    "seat": Msg("player {p} is player {k} at this table", "플레이어 {p}는 이 테이블의 플레이어 {k}"),
    "won": Msg("Game {n} of the event: player {p} wins.", "이벤트 {n}경기: 플레이어 {p} 승리."),
    "no_winner": Msg("Game {n} of the event: no winner.", "이벤트 {n}경기: 승자 없음."),
}


def event_table(app: "App", hub: "EventScene") -> "EventTableScene":
    """The table for the event's game under way, its program seats played by the event's programs."""
    run = hub.run
    session = EventSession(run)
    ev = run.ev
    agents = {i: make_program(run.ruleset, run.programs[s], program_seed(run.match.seed, s))
              for i, s in enumerate(ev.players) if s in run.programs}
    scene = EventTableScene(app, session, ai_seats=agents)
    scene.hub = hub
    scene.key = ("table", session.number)
    scene.players = tuple(ev.players)
    if hub.many_games():
        seats = ", ".join(W["seat"].get(app.settings.language).format(p=letter(s), k=i + 1)
                          for i, s in enumerate(ev.players))
        scene.toast.show(W["seats"].get(app.settings.language).format(n=session.number + 1, seats=seats), seconds=8)
    return scene


class EventTableScene(TableScene):
    hub: "EventScene"
    key: tuple[Any, ...] = ()
    players: tuple[int, ...] = ()            # the event seats in the table's seat order

    def show_game_over(self) -> None:
        super().show_game_over()
        shown = []
        for b in self.over_buttons:
            if b.button_id == "rematch":
                b.visible = False
                continue
            shown.append(b)
            if b.button_id == "menu":
                b.label = W["back"].get(self.lang) if self.hub.many_games() else t("btn.menu", self.lang)
        for i, b in enumerate(shown):          # the two left, side by side in the middle
            b.x = 640 - len(shown) * 95 + i * 190 + 10
        if self.hub.many_games():
            res = self.session.state.result
            won = [letter(self.players[w]) for w in res.winners if w < len(self.players)] if res is not None else []
            key = "won" if len(won) == 1 else "no_winner"
            self.overlay.note = W[key].get(self.lang).format(n=self.session.number + 1, p="".join(won))

    def ask_leave(self) -> None:
        if self.session.state.result is not None:
            self.app.pop()          # the game is over: back to the event, which goes on
            return
        super().ask_leave()

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and self.dialog.visible and event.id == "leave":
            self.dialog.close()
            self.hub.leave()
            return True
        if event.kind == "button" and self.session.state.result is not None and event.id in ("menu", "rematch"):
            if event.id == "menu":
                self.app.pop()
            return True
        return super().on_ui(event)
