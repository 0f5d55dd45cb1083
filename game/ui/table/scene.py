"""The table: any game played with the mouse or the keyboard (``keys.py``), hotseat or against programs.

The scene never changes the game itself. It asks the engine what is legal (to highlight drop
targets) and why something is not (to explain a refused drop), submits actions through the
session, and plays the events that come back as animations, one after another. Everything
particular to a game comes from the game's ``table`` part (``part.py``: places, faces, drops,
buttons, how events are shown) and its ``text`` part (the words of the log and the prompts).
"""
from __future__ import annotations

import dataclasses
from collections import deque
from typing import Any

import pygame

from game.engine import events as ev
from game.engine import registry
from game.engine.actions import Action, Choose, Concede
from game.engine.errors import DataError, IllegalActionError
from game.engine.events import Event
from game.engine.match import Match
from game.engine.textpart import TextRules, text_part

from ..app import App, Scene
from ..i18n import t
from ..node import Node
from ..palette import BAD, GOLD, GOOD
from ..tableinfo import table_part
from ..widgets import Button, Toast
from .cardnode import CardNode
from .clicks import Clicks
from .controls import Controls, ReasonButton
from .drops import Drops
from .hotseat import Hotseat
from .hud import POPUP_Z, Banner, DropHighlights, LargeView, LogPanel, Overlay, Preview, TableBackground
from .keys import Keys, keyed
from .layer import TableLayer
from .part import Pile, TablePart
from .piles import PileBrowser
from .gone import GoneOptions
from .prompt import PromptPanel
from .physics import TablePhysics
from .pace import Pace
from .aiseat import Ahead, AiSeat, Programs, make_program
from .catchup import CatchUp, CatchUpBar, Looks, Pin, Replayed
from .states import StatesOf
from .why import Explanations, secret_decision
from .session import Session, autosave_path

DRAG_THRESHOLD = 6
REVEAL_HOLD = 0.9          # seconds a revealed card stays up before the next event (before the speed setting)


class TableScene(Programs, Keys, Hotseat, CatchUp, Drops, Clicks, Controls, Scene):
    def __init__(self, app: App, session: Session, *, ai_seats: dict[int, Any] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.info = registry.get(session.match.ruleset_id)
        text = text_part(self.info)
        if text is None:
            raise KeyError(f"{self.info.id} has no text part: the table's log and prompts need one")
        self.text: TextRules = text
        self.physics = TablePhysics(reduced_motion=app.settings.reduced_motion)
        self.ai_seats: dict[int, AiSeat] = {p: AiSeat(agent) for p, agent in (ai_seats or {}).items()}
        ruled = tuple(session.state.rules_seats)   # played by the rules themselves (solo's AI)
        humans = [p for p in range(session.state.num_players) if p not in self.ai_seats and p not in ruled]
        self.fixed_viewer = humans[0] if len(humans) == 1 else (0 if not humans else None)
        # (seat, its choice, seconds left on show, what it said of it)
        self.ai_move: tuple[int, Action, float, dict[str, str]] | None = None
        self.ready: deque[Ahead] = deque()       # programs' choices made ahead (aiseat.Programs)
        self.ahead: Any = None                  # the state as they will leave it (None: made again when needed)
        self.line = 0                           # which guess of the state programs think on
        self.held_key = ""                      # the view the move held up (ai_move) was chosen on
        self.taking: Action | None = None        # the programs' move going through the door (Programs.moved)
        self.programs_go = False                # the table has shown all and lets programs move (after_queue)
        self.pace = Pace(lambda: getattr(self.app.settings, "program_pace", "normal"))
        self.explanations = Explanations()      # what the programs said of their moves ("Why that move?")
        self.viewer = self.fixed_viewer if self.fixed_viewer is not None else self.acting()
        if self.viewer in self.ai_seats and humans:   # people and programs mixed: the screen is a person's
            self.viewer = humans[0]
        self.spots: dict[int, Any] = {}
        self.zone_of: dict[int, str] = {}
        self.order: dict[str, list[int]] = {}
        self.revealed: set[int] = set()
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.pinned: Any = None           # the table's copy of the game as the events playing found it
        self.catching_up = False          # playing again what the person at the screen missed
        self.looks = Looks(session.state)
        self.drag: dict[str, Any] | None = None
        self.selected: int | None = None
        self.hover_iid: int | None = None
        self.hover_time = 0.0
        self.pass_pending = False
        self.seen_by: int | None = None   # hotseat: the player who last saw the table uncovered
        self.automatic: set[int] = set()  # places in the log of the actions the table made for a seat
        self.public_only = False          # a finished hotseat game: the table shows what both may see
        self.large_pinned = False
        self.last_refusal_rule: str | None = None
        self.drop_hint: tuple[list[Any], float] | None = None   # legal places glowing after a refused drop
        self._misdrop_seen: Any = None    # (card, place) whose drop the preview last said
        self.concede_armed = 0.0
        self.flashing: tuple[int, float] | None = None
        self.gone = GoneOptions()         # choices a decision offered and no longer does (said a moment)
        self.part: TablePart = self.make_part()
        self.build()
        self.retell(session)
        self.resync(snap=True)
        self.after_queue()

    # ----- construction ---------------------------------------------------------------------
    @classmethod
    def open(cls, app: App, session: Session, *, ai_seats: dict[int, Any] | None = None) -> Scene:
        """The screen that plays a session's match: the table, or, when the match is an event (its setup
        names a format: a draft, then the game), the event's screens, which bring the table in turn."""
        if registry.is_event(session.match.setup):
            from ..event_run import EventRun
            from ..event_scene import EventScene
            return EventScene(app, EventRun(session.match, path=session.autosave))
        return cls(app, session, ai_seats=ai_seats)

    @classmethod
    def new_hotseat(cls, app: App, setup: dict[str, Any] | None = None, seed: int | None = None, *,
                    ruleset: str) -> Scene:
        return cls.open(app, Session.new(ruleset, seed, setup, autosave=autosave_path(ruleset)))

    @classmethod
    def new_solo(cls, app: App, setup: dict[str, Any], level: str, *, ai_seat: int = 1,
                 seed: int | None = None, ruleset: str) -> Scene:
        """You against a program: the setup remembers its seat and level (``seats``, the app's key, never
        the rules'), so Resume restores it."""
        setup = dict(setup, seats={str(ai_seat): level})
        session = Session.new(ruleset, seed, setup, autosave=autosave_path(ruleset))
        return cls.open(app, session, ai_seats=cls._agents(setup, session.match.seed, ruleset))

    @staticmethod
    def _agents(setup: dict[str, Any], seed: int, ruleset: str) -> dict[int, Any]:
        return {int(p): make_program(ruleset, name, seed * 7 + int(p)) for p, name in (setup.get("seats") or {}).items()}

    @classmethod
    def resume(cls, app: App, ruleset: str) -> "Scene | str":
        path = autosave_path(ruleset)
        try:
            match = Match.load(path)
            if registry.is_event(match.setup):      # a draft or another event under way: its screens
                return cls.open(app, Session(match, autosave=path))
            session = Session(match, autosave=path)
            session._recompute_barrier()
            agents = cls._agents(session.match.setup, session.match.seed, session.match.ruleset_id)
        except (DataError, KeyError) as exc:
            return "; ".join(exc.problems) if isinstance(exc, DataError) else str(exc)
        if session.state.result is None and table_part(registry.get(session.match.ruleset_id)) is None:
            return f"{session.match.ruleset_id} has no table"
        return cls(app, session, ai_seats=agents)

    def retell(self, session: Session) -> None:
        """A resumed game's log, told again from the events its actions brought (kept whole, so each reader
        is told them as that seat may know them), under a line saying where the game was taken up."""
        if not session.past:
            return
        for n, events in enumerate(session.past, 1):
            for e in events:
                self.log.add_event(e, n)
        self.log.add_told(lambda _reader, lang: t("log.resumed", lang), at=len(session.past))
        session.past = []

    def make_part(self) -> TablePart:
        module = table_part(self.info)
        if module is None:
            raise KeyError(f"{self.info.id} has no table part")
        return module.make(self)

    def build(self) -> None:
        root = self.root
        root.clear()
        self.table_layer = TableLayer(self)
        self.background = root.add(TableBackground(self))
        self.drops = root.add(DropHighlights(self))
        self.cards_layer = root.add(Node(0, 0, 1280, 720, z=0, name="cards"))
        self.card_nodes: dict[int, CardNode] = {}
        self.busy_cards: set[int] = set()   # nodes with something to do each frame (``sync_cards``)
        self.sync_all = True
        self.states_of = StatesOf(self)     # each card's temporary states, as the game's part names them
        self.add_card_nodes()
        for node in self.part.nodes():
            root.add(node)
        root.add(DropHighlights(self, signs=True))
        part = self.part
        self.banner = root.add(Banner(part.MIDDLE_Y, clear_of=lambda: self.large.shown()))
        self.log = root.add(LogPanel(1010, 56, 260, 330, tell=self.tell_log, reader=lambda: (self.eyes(), self.lang)))
        self.large = root.add(LargeView(self))
        self.toast = root.add(Toast(280, part.MIDDLE_Y + 18, 620, z=POPUP_Z + 200))   # a refusal: over the large view
        self.preview = root.add(Preview(part.CENTRE_X, part.MIDDLE_Y + 20))
        self.prompt = root.add(PromptPanel(1010, 56, 260))
        lang = self.lang
        mk = lambda x, y, w, h, key, bid, size=17: root.add(Button(x, y, w, h, keyed(t(key, lang), bid), bid, size=size,
                                                                   z=600))
        self.btn_menu = mk(1010, 10, 125, 38, "btn.menu", "menu", 16)
        self.btn_log = mk(1145, 10, 125, 38, "btn.log", "log", 16)
        self.btn_primary = root.add(ReasonButton(1010, 440, 260, 50, "", "primary", size=20, z=600))
        self.game_buttons: dict[str, Button] = {}
        slots = part.BUTTONS[:2]
        for i, gb in enumerate(slots):
            w = 260 if len(slots) == 1 else 125
            b = Button(1010 + i * 135, 500, w, 44, f"{gb.label.get(lang)} ({gb.key_name})", f"game:{gb.id}",
                       size=gb.size, z=600)
            self.game_buttons[gb.id] = root.add(b)
        self.btn_undo = mk(1010, 554, 125, 40, "btn.undo", "undo")
        self.btn_concede = mk(1145, 554, 125, 40, "btn.concede", "concede", 15)
        self.btn_why = mk(1010, 602, 260, 36, "btn.why", "why", 15)
        self.btn_why.visible = bool(self.ai_seats)
        self.browser = root.add(PileBrowser(self))
        self.catchup_bar = root.add(CatchUpBar(self))
        self.overlay = root.add(Overlay())
        self.btn_take_back = root.add(Button(490, 610, 300, 40, "", "take_back", size=15, z=2100))
        self.btn_take_back.visible = False
        self.over_buttons: list[Button] = []
        self.build_keys()

    def add_card_nodes(self) -> None:
        """A node and a body for every card the state has and the table does not yet (a game may bring
        cards in during play: Clash of Decks' champions are chosen after the decks are built)."""
        for card in self.session.state.cards[len(self.card_nodes):]:
            node = CardNode(self, card.iid)
            node.visible = False          # drawn once the table has placed it (a card made in a hidden pile never is)
            self.card_nodes[card.iid] = node
            self.cards_layer.add(node)
            self.physics.add(card.iid, 640, 360)

    def game_button(self, button_id: str) -> Button:
        """One of the game's own buttons (``TablePart.BUTTONS``) by id."""
        return self.game_buttons[button_id]

    # ----- who is looking ---------------------------------------------------------------------
    def acting(self) -> int:
        """The player the table is for now: one with something to do, the viewer first while they still
        have (several may decide at once, each in secret: each gets the screen in turn)."""
        st = self.session.state
        deciding = [d.player for d in st.decisions]
        if deciding:
            viewer = getattr(self, "viewer", None)
            return viewer if viewer in deciding and viewer not in self.ai_seats else deciding[0]
        players = st.current_players() if st.result is None else []
        if players:
            viewer = getattr(self, "viewer", None)
            return viewer if viewer in players else players[0]
        return int(getattr(st, "turn_player", 0))

    def decision_for(self, player: int | None) -> Any:
        """The pending decision of ``player`` (the first, if several), or None."""
        st = self.session.state
        return next((d for d in st.decisions if d.player == player), None)

    def my_turn(self) -> bool:
        """May the viewer act now other than by answering a decision (play cards, press buttons)?"""
        st = self.session.state
        if st.result is None and self.free_decision():
            return True
        return st.result is None and not st.decisions and self.viewer in st.current_players()

    def free_decision(self) -> bool:
        """Is the viewer's pending decision one answered by the game's own actions (``FREE_DECISIONS``)?"""
        d = self.decision_for(self.viewer)
        return d is not None and d.kind in self.part.FREE_DECISIONS

    def tell_log(self, events: list[Event]) -> list[str]:
        """The log's sentences for these events as the eyes on the screen may read them."""
        return self.text.describe_events(self.session.state, events, self.lang, self.eyes())

    # ----- the display model (follows the events, then the engine) -------------------------
    def resync(self, *, snap: bool = False) -> None:
        st = self.shown_state
        self.zone_of = {c.iid: c.zone for c in st.cards}
        self.order = {zid: list(z.cards) for zid, z in st.zones.items()}
        self.part.resync()
        self.relayout(snap=snap)

    def relayout(self, *, snap: bool = False) -> None:
        self.sync_all = True        # faces, slots and turns may all change: every node follows on the next frame
        if len(self.session.state.cards) > len(self.card_nodes):
            self.add_card_nodes()
        ring = self.focus_ring
        lifted = ring.name if ring is not None and ring.shown and not self.hold.visible else None
        hand = self.part.hand(self.viewer)
        for zid, cards in self.order.items():
            n = len(cards)
            for i, iid in enumerate(cards):
                spot = self.part.spot(zid, i, n, iid)
                node = self.card_nodes[iid]
                node.face_up = self.can_see(iid)
                if snap:        # a jump (Resume, a catch-up going back): no card turns over where it now lies
                    node.shown, node.flip, node.flip_to = None, 0.0, None
                node.visible = spot.drawn
                if zid == hand and lifted == f"card:{iid}":   # the card with the ring comes out of the fan
                    spot = dataclasses.replace(spot, y=spot.y - 16, z=spot.z + 60)
                self.spots[iid] = spot
                node.set_z(spot.z)
                if self.drag is None or self.drag["iid"] != iid:
                    self.physics.set_target(iid, spot.x, spot.y, spot.rot, snap=snap)

    def play_event(self, e: Event) -> float:
        """Show one event as the eyes on the screen may see it; how long it holds the stage.
        The log keeps the whole event and words it for whoever reads it; one played again for a player
        who missed it is in the log already."""
        if isinstance(e, Pin):            # the next action's events: the game as they found it
            self.pinned = e.state
            return 0.0
        if isinstance(e, Replayed):
            e = e.event
        else:
            self.log.add_event(e, len(self.session.match.log))
            self.looks.record(e, len(self.session.match.log))
        e = e.for_player(self.eyes())
        self.part.follow(e)
        d = e.data
        k = e.kind
        if k == ev.CARD_MOVED:
            iid = d.get("card")
            if iid is None:  # the viewer may not know which card: find it by its zones
                src = self.order.get(d["from"], [])
                iid = src[0] if src else None
            if iid is not None:
                self.move_display(iid, d["from"], d["to"])
        elif k == ev.CARD_REVEALED:
            for c in d.get("cards") or ([d["card"]] if "card" in d else []):
                self.revealed.add(c)
            self.relayout()
        line = self.text.describe_event(self.session.state, e, self.lang)
        shown = self.part.show(e, line)
        if shown is None:
            return REVEAL_HOLD if k == ev.CARD_REVEALED else 0.0
        if shown.banner:
            self.banner.show(shown.banner, shown.banner_seconds, shown.colour)
        if shown.flash is not None:
            self.flash(shown.flash)
        if shown.sound:
            self.app.sounds.play(shown.sound)
        if shown.nudge is not None and not self.app.settings.reduced_motion:
            card, dx, dy = shown.nudge
            self.physics.nudge(card, dx, dy)
        return shown.hold

    def event_text(self, line: str | None) -> str:
        """A log sentence without its rule in brackets (for a banner)."""
        return (line or "").split(" (")[0]

    def card_label(self, iid: Any) -> str:
        if not isinstance(iid, int) or not self.can_see(iid):
            return ""
        return self.part.card_name(iid, self.lang)

    def flash(self, iid: Any) -> None:
        if isinstance(iid, int) and iid in self.card_nodes:
            self.flashing = (iid, 0.9)

    def move_display(self, iid: int, src: str, dst: str) -> None:
        """Move a card in the display model (the engine's state is already past it)."""
        if iid in self.order.get(src, []):
            self.order[src].remove(iid)
        else:     # wherever the display has it (a move the display went ahead of)
            for cards in self.order.values():
                if iid in cards:
                    cards.remove(iid)
                    break
        lst = self.order.setdefault(dst, [])
        at = self.part.insert_at(dst, iid)
        if at is None:
            lst.append(iid)
        else:
            lst.insert(at, iid)
        self.zone_of[iid] = dst
        self.part.moved(iid, src, dst)
        self.relayout()

    # ----- acting -------------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        self.before_sealed_input(action)
        turn = getattr(self.session.state, "turn", None)
        own = self.pace.inputting and action.player not in self.ai_seats and not self.free_decision()
        before = self.pin_before()
        try:
            events = self.session.apply(action)
        except IllegalActionError as exc:
            self.taking = None
            self.refuse(exc)
            return False
        self.moved(action)
        if own:
            self.pace.person()
        elif action.player in self.ai_seats or self.pace.inputting:   # a person's lock: the reveal is everybody's
            self.pace.program(turn)
        self.explanations.applied(len(self.session.match.log) - 1, action, events, self.session.state)
        self.selected = None
        self.programs_go = False
        self.queue_events(events, before)   # whole: each is redacted for the eyes on the screen as it plays
        if not events:              # nothing to show (a sealed choice): the table goes straight on
            self.after_queue()
        self.refresh_controls()
        self.think_ahead()          # the next program starts on the state as it is now, while this plays
        return True

    def open_rules(self, rule: str | None) -> None:
        from ..rules_scene import RulesScene
        self.app.push(RulesScene(self.app, rule=rule))

    def refuse(self, exc: IllegalActionError, *, text: str | None = None) -> None:
        """A refusal said: its rule and sentence (``text``: more than one, the first's rule for F1)."""
        self.toast.show(text or f"[{exc.rule}] {exc.reason(self.lang)}", color=BAD)
        self.last_refusal_rule = exc.rule or self.last_refusal_rule

    def animating(self) -> bool:
        return bool(self.queue) or self.wait > 0

    def skip_animations(self) -> None:
        while self.queue:
            self.play_event(self.queue.popleft())
        self.wait = 0.0
        self.after_queue()

    def after_queue(self) -> None:
        """The events are all shown: trust the engine's state, then see who must act."""
        self.pinned = None
        self.caught_up()
        self.revealed.clear()
        self.resync()
        st = self.session.state
        if st.result is not None:
            self.show_game_over()
            return
        self.programs_go = True
        self.think_ahead()
        acting = self.acting()
        if acting not in self.ai_seats and self.fixed_viewer is None and acting != self.seen_by:
            self.cover(acting)
        self.refresh_controls()

    def why(self) -> str:
        """What the last program to move said of its choice, as far as the eyes on the screen may know it."""
        return self.explanations.tell(self.eyes(), self.lang, self.session.state, self.session.public_len(),
                                      self.text)

    def show_game_over(self) -> None:
        st = self.session.state
        res = st.result
        if self.fixed_viewer is None and not self.public_only:  # both players look now: no hand is shown
            self.public_only = True
            self.resync()
        self.pass_pending = False
        self.btn_take_back.visible = False
        self.banner.time_left = 0.0      # the last event's words would show through under the result
        if not self.over_buttons:        # the curtain's note (take back ...) is no longer true
            self.overlay.note = ""
        self.overlay.opaque = False
        self.overlay.visible = True
        self.overlay.title = t("game_over", self.lang)
        if self.part.winners_text(res, self.lang):
            who = self.part.winners_text(res, self.lang)
        elif res.draw:
            who = t("draw_game", self.lang)
        elif len(res.winners) == 1:
            who = t("winner", self.lang, p=res.winners[0] + 1)
        else:                           # a team, or a first place shared: every winner is named
            who = t("winners", self.lang, ps=", ".join(str(p + 1) for p in res.winners))
        self.overlay.subtitle = f"{who} - {res.reason.get(self.lang)} ({res.rule})"
        if not self.over_buttons:
            for i, (key, bid) in enumerate((("btn.rematch", "rematch"), ("btn.save_replay", "save_replay"),
                                            ("btn.menu", "menu"))):
                b = Button(370 + i * 190, 420, 170, 50, t(key, self.lang), bid, size=18, z=2100)
                self.over_buttons.append(self.root.add(b))
        if self.hold.visible:
            self.end_hold()
        self.focus_ring.forget()        # the keyboard starts on Rematch
        self.session.finish()

    # ----- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        with self.person_input():      # a move made now is a person's own (its pace is theirs)
            return self.take_input(event)

    def person_input(self) -> Any:
        return self.pace.person_input()

    def take_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        if self.dialog.visible or self.keys_card.visible:     # a question or the keys' list: nothing under it
            return Scene.handle_event(self, event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self.drag is None \
                and self.part.covers(event.pos):              # a game's panel over the felt: nothing under it
            self.hover_iid = None
            return event.type == pygame.MOUSEBUTTONDOWN
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.animating():
            self.skip_animations()
            return True
        if self.overlay.visible and self.pass_pending:
            if event.type == pygame.MOUSEMOTION:
                self.btn_take_back.on_event(event)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.btn_take_back.hit(*event.pos):
                self.take_back()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.reveal_for_next()
                if self.focus_ring is not None:
                    self.focus_ring.shown = False   # lifted with the mouse: the ring waits for a key
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.hold.visible:
            self.put_back()       # the mouse takes over from the keyboard
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.toast.time_left > 0 \
                and self.toast.hit(*event.pos) and self.last_refusal_rule:
            self.open_rules(self.last_refusal_rule)  # the rule the refusal cited
            return True
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.pin_large(event.pos)
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.on_press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.on_release(event.pos)
        return False

    def pin_large(self, pos: tuple[int, int]) -> None:
        """Right-click: keep the large view of that card open (again: close it)."""
        node = self.card_under(pos)
        self.keys_view = False
        self.large_pinned = not (node is None or self.large.iid == node.iid)
        self.show_large(node.iid if self.large_pinned and node is not None else None)

    def show_large(self, iid: int | None) -> None:
        if iid is not None and iid != self.large.iid and iid in self.card_nodes:
            if self.browser.visible and iid in self.browser.cards:
                x = self.to_logical(self.browser.card_rect(self.browser.cards.index(iid)).center)[0]
            else:
                node = self.card_nodes[iid]
                x = node.x + node.w / 2
            self.large.place(x)
        self.large.iid = iid

    def card_under(self, pos: tuple[int, int]) -> CardNode | None:
        node = self.cards_layer.node_at(*pos, accept=lambda n: isinstance(n, CardNode))
        return node if isinstance(node, CardNode) else None

    def pile_at(self, pos: tuple[int, int]) -> Pile | None:
        """The public pile whose top card is under the point, if any."""
        lx, ly = self.to_logical(pos)
        for pile in self.part.piles():
            cards = self.order.get(pile.zone, [])
            spot = self.spots.get(cards[0] if pile.top_first else cards[-1]) if cards else None
            if pile.public and spot is not None and abs(lx - spot.x) <= spot.w / 2 + 4 \
                    and abs(ly - spot.y) <= spot.h / 2 + 4:
                return pile
        return None

    def open_pile(self, pile: Pile) -> None:
        cards = list(self.session.state.zones[pile.zone].cards)
        if not pile.top_first:
            cards.reverse()          # newest first
        name = pile.name.get(self.lang)
        title = (f"플레이어 {pile.player + 1} {name} ({len(cards)})" if self.lang == "ko"
                 else f"Player {pile.player + 1} {name.lower()} ({len(cards)})")
        self.browser.open(title, cards, owner=pile.player, zone=pile.zone)

    def on_press(self, pos: tuple[int, int]) -> bool:
        if self.overlay.visible or self.animating():
            return False
        pile = self.pile_at(pos)
        if pile is not None:
            self.open_pile(pile)
            return True
        node = self.card_under(pos)
        if node is None:
            self.selected = None
            self.refresh_controls()
            return False
        d = self.decision_for(self.viewer)
        if d is not None and not self.free_decision():
            if node.iid in d.remaining() and self.is_card_option(d, node.iid):
                self.submit(Choose(self.viewer, node.iid))
            return True
        targets = self.drag_targets(node.iid)
        self.drop_hint = None
        if targets and self.my_turn():
            lx, ly = self.to_logical(pos)
            self.drag = {"iid": node.iid, "start": pos, "moved": False, "targets": targets}
            self.physics.grab(node.iid, lx, ly)
            node.set_z(5000)
            self.update_glows()
            return True
        self.selected = node.iid
        self.refresh_controls()
        return True

    def on_motion(self, event: pygame.event.Event) -> None:
        lx, ly = self.to_logical(event.pos)
        if self.drag is not None:
            sx, sy = self.drag["start"]
            if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_THRESHOLD:
                self.drag["moved"] = True
            self.physics.move_mouse(lx, ly)
            target = self.dest_at(lx, ly)
            self.drops.hovered = None if target is None else target[0]
            if target is None and self.drag["moved"]:
                self.misdrop_preview(lx, ly)      # none of its places: what letting go here would say
            else:
                self._misdrop_seen = None
                self.show_preview(target)
            return
        self.large.pointer = event.pos
        if self.large.iid is not None and self.large.hit(*event.pos):
            return   # reading the large view (the wheel scrolls it): it stays open
        if self.browser.visible:   # a pile laid out: its cards are the ones to read
            iid = self.browser.card_at(event.pos)
        else:
            node = self.card_under(event.pos)
            iid = node.iid if node is not None and node.face_up else None
        if iid != self.hover_iid:
            self.hover_iid = iid
            self.hover_time = 0.0

    def on_release(self, pos: tuple[int, int]) -> bool:
        if self.drag is None:
            return False
        drag = self.drag
        self.drag = None
        self.hover_iid, self.hover_time = None, 0.0   # not the card just dropped: the next move says what is under
        self.physics.release()
        self.preview.show("", GOLD)
        lx, ly = self.to_logical(pos)
        if not drag["moved"]:
            if self.click_card(drag["iid"]):
                self.relayout()
                return True
            self.selected = drag["iid"]
            self.relayout()
            self.refresh_controls()
            return True
        self._misdrop_seen = None
        target = self.dest_at(lx, ly, drag["targets"])
        if target is None:
            self.let_go_nowhere(drag["iid"], lx, ly, drag["targets"])
            return True
        dest, action, legal = target
        if self.part.drop(drag["iid"], dest):
            self.relayout()
            self.refresh_controls()
            return True
        if not self.submit(action):
            self.relayout()  # springs back to its slot
        return True

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text, color=BAD)
            return True
        if event.kind == "pick":
            d = self.decision_for(self.viewer)
            if d is not None and event.iid in d.remaining():
                self.submit(Choose(self.viewer, event.iid))
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if self.dialog.visible:
            self.dialog.close()
            if bid.startswith("click:"):
                self.click_answered(bid)
            elif bid == "leave":
                self.app.pop()
            return True
        if bid == "menu":
            self.ask_leave()
        elif bid == "log":
            self.log.visible = not self.log.visible
        elif bid == "primary":
            press = self.primary_press()
            if press.action is not None:
                self.submit(press.action)
            elif press.why:
                self.toast.show(press.why, color=BAD)
        elif bid.startswith("game:"):
            press = self.part.press(bid[len("game:"):])
            if any(gb.opens and gb.id == bid[len("game:"):] for gb in self.part.BUTTONS):
                self.part.key(bid[len("game:"):])
            elif press.action is not None:
                self.submit(press.action)
        elif bid == "undo":
            self.take_back()
        elif bid == "why":
            said = self.why()
            self.log.visible = True
            self.log.add(("AI: " + said) if said else t("why.none", self.lang), at=len(self.session.match.log),
                         only=self.eyes())   # said to the one who asked: another seat may know less
        elif bid == "concede":
            if self.concede_armed > 0:  # the second press within a few seconds concedes (the game's concede_rule)
                self.concede_armed = 0.0
                self.submit(Concede(self.viewer))
            else:
                self.concede_armed = 3.0
                self.btn_concede.label = keyed("Sure?" if self.lang == "en" else "정말요?", "concede")
        elif bid.startswith("choose:"):
            raw = bid[len("choose:"):]
            d = self.decision_for(self.viewer)
            if d is not None:
                option = next((o for o in d.remaining() if str(o) == raw), raw)
                self.submit(Choose(self.viewer, option))
        elif bid == "rematch":
            setup = self.session.match.chosen_setup      # random decks are drawn again, not the ones dealt
            ruleset = self.session.match.ruleset_id
            agents = self._agents(setup, self.session.match.seed + 1, ruleset)
            session = Session.new(ruleset, None, setup, autosave=autosave_path(ruleset))
            self.app.replace(TableScene(self.app, session, ai_seats=agents))
        elif bid == "save_replay":
            try:  # said on the game-over curtain itself, not under it
                self.overlay.note, self.overlay.note_color = t("saved", self.lang, path=self.session.save_replay()), GOOD
            except OSError as exc:
                self.overlay.note, self.overlay.note_color = str(exc), BAD
        return True

    # ----- the frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.ai_seats and not self.animating():
            self.poll_ai(dt)
        elif self.ai_seats:
            self.collect()
            self.think_ahead()
        speed = self.app.settings.animation_speed
        if self.queue or self.wait > 0:
            self.wait -= dt * speed * self.catchup_pace()
            while self.wait <= 0 and self.queue:
                self.wait += self.paced(self.play_event(self.queue.popleft()))
            if not self.queue and self.wait <= 0:
                self.wait = 0.0
                self.after_queue()
        if self.hover_iid is not None:
            self.hover_time += dt
            if self.hover_time > 0.45 and self.drag is None:
                self.show_large(self.hover_iid)
        elif not self.large_pinned:
            self.large.iid = None
        self.watch_ring()
        self.age_hint(dt)
        self.physics.step(dt)
        self.sync_cards(dt)
        if self.concede_armed > 0:
            self.concede_armed -= dt
            if self.concede_armed <= 0:
                self.btn_concede.label = keyed(t("btn.concede", self.lang), "concede")
        fl = self.flashing
        if fl is not None:
            iid, left = fl
            left -= dt * speed
            self.card_nodes[iid].glow = "flash" if left > 0 else None
            self.flashing = (iid, left) if left > 0 else None
        super().update(dt)

    def sync_cards(self, dt: float) -> None:
        """Each card's node follows its body and turns over. Only those that may have changed: the table laid
        out again (every card), a body moved, moving, held or turning, a node busy (face up: its face may change
        with the game; turning over; easing to its slot's size). The rest lie as they did: a Commander table's
        libraries are hundreds of cards that do nothing, frame after frame."""
        changed = self.physics.changed()
        if self.sync_all:
            self.sync_all = False
            nodes = list(self.card_nodes.values())
        else:
            nodes = [self.card_nodes[iid] for iid in changed | self.busy_cards if iid in self.card_nodes]
        for node in nodes:
            node.sync(dt)

    def layout(self) -> None:
        super().layout()
