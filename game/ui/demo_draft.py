"""The demo's draft: the first picks of a format's draft between programs (a demo setup with ``format``).

Every seat is a program. The screen is the real draft screen's, through player A's eyes (the pack A holds,
A's picks; of the others only counts, as the format lets anyone see them), laid out left of the demo's
column. At a readable pace A takes its cards one by one (each marked "Taken", then said in the column),
the other seats pick at once, and the packs pass (said with their direction); after ``PICKS`` picks the
column says how the draft goes on and the loop moves to its next game. In the soak's fast mode there
are no pauses.

The programs decide off the screen's thread during each pause (a drafting search program takes about a
tenth of a second a pick: seven of them would freeze the screen), on a copy of the event, and their picks
go in once the pause is over; an error of theirs is the demo's to log, like a game's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.match import Match
from game.engine.text import Msg
from game.formats.runner import decide
from game.formats.text import card_label

from .app import BASE_H, Scene
from .demo_look import COLUMN_X
from .draft_scene import W as DRAFT_WORDS, DraftScene
from .event_run import EventRun, Worker, program_seed
from .event_screen import letter, line, seat_name
from .palette import GOLD, INK, INK_DIM
from .widgets import FitLabel

if TYPE_CHECKING:
    from .demo import DemoScene
    from .demo_setups import DemoSetup

PICKS = 3                 # A's picks shown (each of the format's cards a pick), then the loop moves on
# each line of the column stays up for the narrator's hold (3.2 s) before the next beat says another
FIRST_SECONDS = 3.4       # the packs opened, before A's first card
CARD_SECONDS = 3.4        # after each card A takes
PASS_SECONDS = 3.6        # after the packs pass
END_SECONDS = 6.0         # the last words up, before the next game
WIDTH = COLUMN_X - 48     # the draft's blocks, left of the demo's column

W = {
    "start": Msg("A draft: {what}. {n} programs open their packs.", "드래프트: {what}. 프로그램 {n}개가 팩을 엽니다."),
    "takes": Msg("Player A takes {card}.", "플레이어 A가 {card}을(를) 가져갑니다."),
    "passed": Msg("Everyone has picked: the packs pass {dir}, to player {to}.",
                  "모두 골랐습니다. 팩은 {dir}으로, 플레이어 {to}에게 넘어갑니다."),
    "goes_on": Msg("And so on for {r} rounds; then each builds a deck from their picks and the game begins.",
                   "이렇게 {r}라운드를 합니다. 그다음 각자 고른 카드로 덱을 만들고 게임이 시작됩니다."),
    "watch": Msg("Watching player A's picks; the others' stay face down.",
                 "플레이어 A의 선택을 보는 중입니다. 다른 사람의 카드는 뒷면으로 남습니다."),
    "seats": Msg("Picked so far: {counts}", "지금까지 고른 장수: {counts}"),
}


class _Hub:
    """What the draft screen asks of an event's hub, for a draft nobody but programs play: the event; no
    driving (the demo paces the picks) and nothing to leave."""

    def __init__(self, run: EventRun) -> None:
        self.run = run

    def drive(self, top: Scene) -> None:
        """The demo, not the hub, moves this draft on."""

    def leave(self) -> None:
        """A visitor's click is the demo's to answer."""


class DemoDraftScene(DraftScene):
    """The draft screen through player A's eyes, left of the demo's column: no players' column (the demo's
    column tells what happens), no buttons (nobody may press them)."""

    def enter(self) -> None:
        self.focus_ring = None          # nobody picks here: no ring on a card
        super().enter()

    def build(self) -> None:
        lang, root = self.lang, self.root
        d = self.view()
        y = 14.0
        root.add(FitLabel(24, y, DRAFT_WORDS["title"].get(lang).format(who=seat_name(self.seat, lang)), max_w=WIDTH,
                          size=26, color=GOLD, bold=True, name="title"))
        y += line(26) + 4
        root.add(FitLabel(24, y, self.info_line(d), max_w=WIDTH, size=16, color=INK_DIM, name="info"))
        y += line(16)
        root.add(FitLabel(24, y, W["watch"].get(lang), max_w=WIDTH, size=16, color=INK, name="watch"))
        y += line(16) + 6
        counts = " \u00b7 ".join(f"{letter(s)} {p['count']}" for s, p in enumerate(d.get("picks", [])))
        foot = BASE_H - line(16) - 10
        root.add(FitLabel(24, foot, W["seats"].get(lang).format(counts=counts), max_w=WIDTH, size=16, color=INK_DIM,
                          name="counts"))
        bottom = foot - 8
        mine_h = max(90.0, (bottom - y) * 0.3)
        self.build_offered(d, y, bottom - mine_h - 8, width=WIDTH)
        self.build_mine(d, bottom - mine_h, bottom, width=WIDTH)

    def update(self, dt: float) -> None:
        Scene.update(self, dt)        # the demo paces this draft: no hub to drive, no pointer to follow


class DemoDraft:
    """One demo draft: its event, its screen, and the beat it is at."""

    def __init__(self, demo: "DemoScene", host: Any, setup: "DemoSetup", seed: int) -> None:
        self.demo = demo
        program = demo._program(demo.attract_ai)
        seats = {str(s): program for s in range(setup.players)}
        match = Match(setup.ruleset, seed, {**setup.settings, "format": setup.format, "players": setup.players,
                                            "seats": seats})
        self.run = EventRun(match, path=None)
        for s in self.run.agents:       # the same programs the event would seed, watched by the demo
            self.run.agents[s] = demo._agent(program, program_seed(seed, s))
        self.seats = setup.players
        self.scene = DemoDraftScene(host, _Hub(self.run), 0)   # type: ignore[arg-type]
        self.wait = 0.0 if demo.fast else FIRST_SECONDS
        self.worker: Worker | None = None
        self.shown = 0                  # A's picks completed (packs passed since the start)
        self.done = False
        demo.deck_names = {}            # no decks yet: the column names none
        demo.narrator.say(2, W["start"].get(demo.lang).format(what=setup.name.get(demo.lang), n=setup.players))

    @property
    def ev(self) -> Any:
        return self.run.ev

    def update(self, dt: float) -> None:
        """The next beat once the last one's pause is over and its picks are decided: A's next card, or every
        other seat's picks and the pass, or (after ``PICKS`` picks) the end."""
        self.wait -= dt
        if self.worker is None and not self.done and not self.finished():
            self.think()                # during the pause, off the screen's thread
        if self.wait > 0 or (self.worker is not None and self.worker.busy()):
            return
        fast, lang = self.demo.fast, self.demo.lang
        if self.finished():
            if not self.done:
                self.done = True
                spec = self.ev.spec.draft
                self.demo.narrator.say(3, W["goes_on"].get(lang).format(r=spec.rounds if spec else 1))
                self.wait = 0.0 if fast else END_SECONDS
                return
            self.demo.draft_over()
            return
        worker, self.worker = self.worker, None
        if worker is None or worker.error is not None or not worker.actions:
            raise RuntimeError(f"the programs did not pick: {worker.error if worker else 'no work'}")
        passes = self.ev.draft.passes
        self.run.apply_all(worker.actions)
        if self.ev.draft.passes != passes:
            self.shown += 1
            d = self.scene.view()
            to = letter(self.scene.neighbour(d))
            self.demo.narrator.say(3, W["passed"].get(lang).format(dir=DRAFT_WORDS[d["direction"]].get(lang), to=to))
            self.wait = 0.0 if fast else PASS_SECONDS
        else:
            card = worker.actions[-1].option
            self.demo.narrator.say(2, W["takes"].get(lang).format(
                card=card_label(self.ev.ruleset_id, self.ev.card_id(card), lang)))
            self.wait = 0.0 if fast else CARD_SECONDS
        self.scene.refresh()

    def finished(self) -> bool:
        return self.shown >= PICKS or self.ev.draft is None or self.ev.draft.over

    def think(self) -> None:
        """The next beat's picks, decided on a copy: A's next card while A still picks, else every other
        seat's until the packs pass (a drafting search program takes a tenth of a second a pick)."""
        copy, agents = self.ev.clone(), self.run.agents

        def job(made: list[Any]) -> None:
            acting = list(copy.current_players())
            if 0 in acting:
                made.append(decide(agents[0], copy.clone(), 0))
                return
            passes = copy.draft.passes
            while acting and copy.draft.passes == passes and not copy.draft.over:
                action = decide(agents[acting[0]], copy.clone(), acting[0])
                copy.apply(action)
                made.append(action)
                acting = list(copy.current_players())
        self.worker = Worker(len(self.run.match.log), job)
        if self.demo.fast:
            self.worker.wait()

def start_draft(demo: "DemoScene", host: Any, setup: "DemoSetup", seed: int) -> DemoDraft:
    draft = DemoDraft(demo, host, setup, seed)
    draft.scene.enter()
    return draft

