"""What a game's ``table`` part gives the generic table: the contract between ``TableScene`` and
``game/rulesets/<id>/table.py``.

The generic table (this package) knows no game. It owns the loop a player sees: cards as bodies on
springs, dragging and the keyboard ring, the engine's legal list deciding which places glow and
``state.refusal`` explaining the others, the session (autosave, undo, replays), the curtain between
players in hotseat, programs in seats, the log, the large view, the prompt of a decision, the queue
of events played one after another. Everything particular to a game comes from its part, an
instance of a :class:`TablePart` subclass that the module's ``make(scene)`` returns:

- where things are: each card's :class:`~game.ui.table.layout.Spot` (``spot``), the frame of a
  zone or named place (``zone_frame``, ``place_rect``), the felt and frames (``paint``), the game's
  own painted parts over it (``nodes``: counters, boards, dials, tracks, markers), its piles (``piles``);
- how a card looks: its face at a size (``face``), what changes the face (``face_state``), its page in
  the large view (``page``), its name (``card_name``);
- what a drop means: each place a held card may go with the action it would be (``targets``), the
  rectangle of each place (``dest_rect``), what the action would do (``forecast``); and a drop anywhere
  else: the table's places (``places``), what a drop on one would be (``meant``), the game's rule when
  nothing could (``misplaced``), a place in words (``place_name``);
- a card's temporary states, icon and words (``card_states``);
- the buttons: the big one (``primary``) and the game's own (``BUTTONS``, ``press``), each with a key;
  what a click on a card means where it is more than a selection (``clicked``), and the prompt's words
  while the game waits on a declaration rather than a decision (``guide``);
- how each event is shown (``show``: banner, flash, sound, a kick, how long it holds the stage) and
  how the display model follows it (``insert_at``, ``follow``, ``resync``), the numbers read from
  ``shown_state`` (the game as of the last event played);
- words for the demo (``narrate``, ``TIPS``) and marks on a replay's timeline (``MARKS``, ``marks``).

The part reads the engine's state and the scene's display model; it never changes the game (every
action goes through ``scene.submit``). Its words about actions, events and decisions come from the
game's ``text`` part (``scene.text``).
"""
from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Hashable, NamedTuple, Sequence

import pygame

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.text import Msg

from ..palette import GOLD
from .layout import Spot

if TYPE_CHECKING:
    from ..node import Node
    from .hud import LargeView
    from .scene import TableScene

Rect = tuple[float, float, float, float]
Dest = tuple[Any, ...]


class Target(NamedTuple):
    """A place a held card may be dropped on: its key (``("lane", player, 2)``), the action the drop
    would be, and whether the engine lists that action now (the rest glow as refused, with the reason)."""
    dest: Dest
    action: Action
    legal: bool


@dataclasses.dataclass(frozen=True)
class Pile:
    """A pile of cards the keyboard reaches (Tab to the piles): a public one (a trash, a discard pile)
    is laid out face up on Enter or a click; a hidden one (a deck) says its count."""
    zone: str
    player: int
    public: bool
    name: Msg                  # "Trash", "Discard pile": the browser's title says whose and how many
    top_first: bool = False    # the zone lists its top card first (else last)


@dataclasses.dataclass(frozen=True)
class GameButton:
    """A button of the game's own beside the generic ones (Lanes: Attack, Use ability). ``key`` is the
    letter that presses it (said on the button and in the key list)."""
    id: str
    key: int
    key_name: str
    label: Msg
    size: float = 17
    # A button that opens something of the part's own (a panel) instead of making an action: always
    # pressable, its click and its letter go to ``TablePart.key`` (Elements Illusion's recipe book).
    opens: bool = False


@dataclasses.dataclass(frozen=True)
class Press:
    """What a button does now: its label, the action it would submit (None: nothing now) and, when it
    cannot, why (shown as the button's hint and when it is pressed anyway)."""
    label: str
    action: Action | None = None
    why: str = ""
    visible: bool = True


@dataclasses.dataclass(frozen=True)
class Show:
    """How one event is shown: a line across the table, cards that flash, a sound, a kick to a card
    (an attacker's lunge), and how long the event holds the stage before the next one plays
    (seconds, before the animation-speed setting). ``hold`` 0 shows it and goes straight on."""
    hold: float = 0.0
    banner: str = ""
    colour: tuple[int, int, int] = GOLD
    banner_seconds: float = 1.0
    flash: int | None = None
    sound: str = ""
    nudge: tuple[int, float, float] | None = None   # (card, dx, dy): a kick its spring brings back


@dataclasses.dataclass(frozen=True)
class CardState:
    """A temporary state that changes what a card may do now (attacked this turn, tapped, summoning sick...):
    its icon (one of ``states.ICONS``: a shape) and its word in both languages. The card wears the icon; its
    large view lists icon and word."""
    icon: str
    word: Msg


@dataclasses.dataclass(frozen=True)
class Click:
    """What a click on a card means where the game gives it a meaning of its own (a Magic creature clicked
    while its attack is declared attacks): the actions it may be, each with its words, one made at once and
    several asked in a question titled ``question``; with none, ``refused`` is the action whose refusal (the
    engine's rule and sentence) says why the click does nothing."""
    question: str = ""
    choices: tuple[tuple[str, Action], ...] = ()
    refused: Action | None = None


@dataclasses.dataclass(frozen=True)
class MarkKind:
    """A kind of mark on a replay's timeline: its label in the legend, colour and shape ("line", "diamond")."""
    id: str
    label: Msg
    colour: tuple[int, int, int]
    shape: str = "line"


@dataclasses.dataclass(frozen=True)
class Mark:
    index: int                 # the position (actions applied) once the marked thing has happened
    kind: str                  # one of the part's MARKS ids
    info: tuple[Any, ...] = ()


class TablePart(ABC):
    """The table of one game. Subclasses override what their game needs; the defaults suit a game
    whose zones are ``p<N>.<name>`` with a hand, a face-down deck and a public discard pile."""

    # the demo's tips between games (i18n keys or Msg), and the kinds of marks a replay's timeline shows
    TIPS: tuple[Any, ...] = ()
    MARKS: tuple[MarkKind, ...] = ()
    # the game's own buttons (at most two, under the big one), and the letter keys the list (K) adds
    BUTTONS: tuple[GameButton, ...] = ()
    KEY_ROWS: tuple[tuple[str, Msg], ...] = ()
    # where the middle of the felt is (banners, messages and a held card's line go there)
    MIDDLE_Y = 308.0
    CENTRE_X = 590.0
    # the zone names (after "p<N>.") that make a player's field, in the keyboard's order
    FIELD: tuple[str, ...] = ()
    # decision kinds whose whole-number options are cards to click (None: every whole number that
    # names a card of the game)
    CARD_OPTION_KINDS: tuple[str, ...] | None = None
    # decision kinds during which the player acts with the game's own actions (drags, buttons) instead of
    # answering it (Elements Illusion's sealed main and build phases, where every seat decides at once)
    FREE_DECISIONS: tuple[str, ...] = ()

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene

    # ----- convenience ----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.scene.session.state

    @property
    def shown_state(self) -> Any:
        """The game as the table shows it: as of the last event played (the engine is past it while events
        still play). Numbers, buttons' words and the part's own display model read this."""
        return self.scene.shown_state

    def shown_copy(self) -> Any:
        """The table's own copy of the game while events play, which ``follow`` may bring up to date from
        the events (None: the table shows the engine's state, which the part never changes)."""
        st = self.scene.shown_state
        return None if st is self.state else st

    @property
    def viewer(self) -> int:
        return self.scene.viewer

    @property
    def lang(self) -> str:
        return self.scene.lang

    @property
    def safe(self) -> bool:
        return bool(self.scene.app.settings.colorblind_palette)

    def side(self, player: int) -> int:
        """Where a player sits seen from the viewer: 0 the viewer (bottom), then on round the table."""
        n = self.state.num_players
        return (player - self.viewer) % n

    # ----- places -----------------------------------------------------------------------------------
    def hand(self, player: int) -> str:
        return f"p{player}.hand"

    @abstractmethod
    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        """Where the ``index``-th of ``count`` cards of ``zone`` (in the display's order) sits
        (``Spot.drawn`` False: deep in a pile, not drawn at all)."""

    @abstractmethod
    def zone_frame(self, zone: str) -> Rect:
        """The frame of a zone on the felt (x, y, w, h), seen from the viewer's side."""

    def place_rect(self, place: str) -> Rect | None:
        """A place a tutorial step names ("p1.hand": players counted from 1), or None if the table has none."""
        head, _, name = place.partition(".")
        if len(head) > 1 and head[0] == "p" and head[1:].isdigit() and name:
            return self.zone_frame(f"p{int(head[1:]) - 1}.{name}")
        return None

    def piles(self) -> list[Pile]:
        return []

    def insert_at(self, zone: str, iid: int) -> int | None:
        """Where a card moved into ``zone`` goes in the display's order (None: at the end)."""
        return None

    def moved(self, iid: int, src: str, dst: str) -> None:
        """The display moved a card (the scene calls this for every card move it shows)."""

    def resync(self) -> None:
        """The table shows ``shown_state`` afresh (the engine's, or an earlier one to play events again
        from): refresh the part's own display model from it."""

    def follow(self, e: Event) -> None:
        """An event is being shown (redacted for the eyes on the screen): the part's display model and
        the numbers of ``shown_state`` (the table's own copy while events play) go along with it."""

    def paint(self, surf: pygame.Surface, s: float) -> None:
        """The felt's frames and fixed marks, painted once per size and viewer (``paint_key``)."""

    def paint_key(self) -> Hashable:
        return ()

    def nodes(self) -> list["Node"]:
        """The game's own painted parts over the felt (counters, boards, markers), added once."""
        return []

    # ----- faces ------------------------------------------------------------------------------------
    @abstractmethod
    def card_name(self, iid: int, lang: str) -> str:
        """The card's name as the viewer may read it (a hidden card's neutral word)."""

    def face_state(self, iid: int) -> Hashable:
        """What else decides the face drawn (an awakened leader): a change turns the card over."""
        return ()

    @abstractmethod
    def face(self, iid: int, w: int, h: int, spot: Spot | None, s: float, shown: Hashable = None) -> pygame.Surface:
        """The face the viewer sees, at w x h pixels (``spot`` None: laid out in the browser); ``shown``:
        the ``face_state`` drawn now (a card turning over shows the old face until halfway)."""

    @abstractmethod
    def page(self, iid: int, view: "LargeView", s: float) -> tuple[Any, pygame.Surface]:
        """The large view's whole page of a card: (its plan, with ``height`` in pixels, and the image)."""

    def card_states(self, iid: int) -> list[CardState]:
        """The card's temporary states as of ``shown_state`` (a card the viewer sees, in play)."""
        return []

    def badges_below(self, iid: int) -> bool:
        """Whether the card wears its state badges along its foot rather than over its top edge: where other
        cards lie tucked above it (Magic's Auras and Equipment), their names' band stays clear."""
        return False

    # ----- acting -----------------------------------------------------------------------------------
    def targets(self, iid: int) -> list[Target]:
        """Every place the card could be dropped on now, with its action and whether it is legal."""
        return []

    @abstractmethod
    def dest_rect(self, dest: Dest) -> Rect:
        """Where a drop destination lies on the felt (x, y, w, h), for its glow and the drop test."""

    def drop_rect(self, dest: Dest) -> Rect | None:
        """A wider area where a drop still means ``dest`` when it lands on no destination exactly (a
        whole front, not only its next slot); None: only ``dest_rect`` counts."""
        return None

    def drop(self, iid: int, dest: Dest) -> bool:
        """A drop the part takes itself, making no action yet (a card laid on a workbench whose cards
        the engine then names recipes for); True if it did."""
        return False

    def gestures(self, action: Action) -> list[tuple[int, Dest]] | None:
        """How a person makes ``action`` where no single drag or button does: the drags to make first (a
        workbench's cards laid, ``drop``; none if they lie there already), after which a button makes it (a
        button's ``on_click.action``), reached through buttons whose ``on_click.leads_to(action)`` is true
        (a skill's targets, a further page). None when there is no such way (the headless smoke run,
        game/ui/smoke.py, asks)."""
        return None

    def card_at_dest(self, dest: Dest) -> int | None:
        """A card on a legal destination that glows with it (a unit an item would go on)."""
        return None

    # ----- a drop on none of the card's destinations (``drops.py``) -----------------------------------
    def places(self) -> list[Dest]:
        """Every place of the table a card may be let go on, whoever's it is and whatever is held, in the
        keys ``dest_rect`` knows (a card on the table last: a drop on it means the card, not the area under
        it). A drop on one of them that is none of the held card's destinations still says what it would
        mean (``meant``); a drop anywhere else says where the card may go."""
        return []

    def meant(self, iid: int, dest: Dest) -> list[Action]:
        """What letting the card go on ``dest`` would be, legal or not: the table plays the first the
        engine lists, else shows the engine's refusal of the first. An action no rule allows may stand
        for a drop the game has no action for (a summon to a front that is not the player's), so that the
        engine itself says why. Default: the card's own destinations there."""
        return [t.action for t in self.targets(iid) if t.dest == dest]

    def misplaced(self, iid: int, dest: Dest) -> tuple[str, Msg] | None:
        """The rule that keeps the card off ``dest`` when no action means that drop (Dragon Duel: a support
        goes onto the support area, DD-5.3): its id and sentence, or None for the table's own words."""
        return None

    def place_name(self, dest: Dest, lang: str) -> str:
        """A destination in words ("your lane 2"), for the sentence saying where a card may go ("": the
        table says "the places outlined with a tick")."""
        return ""

    def instant(self, action: Action) -> bool:
        """A program's action played without the moment's pause the table gives it to be seen (Magic's
        priority passes: four seats pass many times a turn and nothing moves)."""
        return False

    def forecast(self, action: Action) -> str:
        """What a legal action would do, said before it is made (Lanes: an attack's outcome)."""
        return ""

    def controls(self) -> list["Node"]:
        """The part's own buttons on the felt (a workbench's), a group of the keyboard's ring."""
        return []

    def primary(self) -> Press:
        """The big button (E) when no decision of the viewer's is pending."""
        return Press("")

    def clicked(self, iid: int) -> Click | None:
        """A click on one of the viewer's cards where it means an action (``Click``); None: the click selects
        the card, as everywhere."""
        return None

    def guide(self) -> str:
        """What the viewer is to do now and how, in the prompt's place, where no decision asks it but the
        game waits on a declaration of theirs (Magic's attackers and blockers); "": no prompt."""
        return ""

    def press(self, button_id: str) -> Press:
        """What one of ``BUTTONS`` does now."""
        return Press("")

    def key(self, button_id: str) -> bool:
        """The letter of one of ``BUTTONS`` was pressed; True if the part did something of its own
        (else the button is pressed)."""
        return False

    def covers(self, pos: tuple[int, int]) -> bool:
        """Is a panel of the part's own open over this point of the window (a book, a list)? The table
        then lets no press or hover there reach the cards and places under it."""
        return False

    def put_away(self) -> bool:
        """Esc: close a panel of the part's own that is open over the felt (a book, a list); True if
        one was (Esc then does nothing else)."""
        return False

    def is_card_option(self, d: Any, option: Any) -> bool:
        if not isinstance(option, int) or isinstance(option, bool):
            return False
        if self.CARD_OPTION_KINDS is not None and d.kind not in self.CARD_OPTION_KINDS:
            return False
        return 0 <= option < len(self.state.cards)

    # ----- events -----------------------------------------------------------------------------------
    def show(self, e: Event, line: str | None) -> Show | None:
        """How an event (already redacted for the eyes on the screen; ``line`` its log sentence) is
        shown; None: not at all (bookkeeping). Card moves are moved by the scene before this is asked."""
        return None

    def narrate(self, e: Event, lang: str, names: dict[int, str]) -> tuple[int, str] | None:
        """The demo's one-sentence explanation of an event, with its importance (0 low .. 5 high)."""
        return None

    def marks(self, events: Sequence[Event], index: int) -> list[Mark]:
        """The timeline's marks for the events of the ``index``-th action (1-based)."""
        return []

    def mark_text(self, mark: Mark, lang: str) -> str:
        return ""

    def winners_text(self, result: Any, lang: str) -> str:
        """The game-over screen's words for who won, when the game names them better than by seat
        numbers (a team, the rules' own seats); "" for the table's words."""
        return ""
