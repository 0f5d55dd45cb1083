"""Conspiracy Draft's game (905) as a variant of the core: before the decks are shuffled each player may
put any number of conspiracies from their sideboard into the command zone (905.4), hidden agendas face
down with a card name chosen in secret (905.4a, 702.106); each is owned and controlled by the player who
put it there (905.5); the face-up ones' abilities work from the command zone; a player turns a face-down
one face up as a special action whenever they hold priority. Life 20 and seven cards (905.6) are the
core's. No pygame.

Our reading of when a game is a Conspiracy game: whenever a seat's sideboard holds a conspiracy (the
cards a Conspiracy draft leaves a player, guide 3.30); a game without one, a wish's sideboard too, is
played as before. The shape is the table's: at three or more seats a free-for-all in which a player may
attack several players (905.3, 806, 802), two seats a duel."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.decisions import Decision
from game.engine.errors import DataError
from game.engine.text import Msg, Said
from game.engine.zones import Visibility

from .actions import TurnUp
from .conspiracy import AGENDA, PART, ConspiracyPart, face_down, face_up, hide, part
from .hooks import Piece, Variant
from .opening import open_game
from .state import MagicState, zid
from .vocab import COMMAND_ONLY_TYPES

PUT, NAME = "conspiracies", "agenda_name"
KINDS = (PUT, NAME)


def waiting(s: MagicState, p: int) -> list[int]:
    """The conspiracies in ``p``'s sideboard (905.4)."""
    return [i for i in s.zones[zid(p, "sideboard")].cards if s.defs[i].is_a("conspiracy")]


def join(s: MagicState, seed: int) -> bool:
    """Make ``s`` a Conspiracy game if a sideboard holds a conspiracy, and ask the first seat; True if so
    (the game then opens once every seat has chosen)."""
    if not any(waiting(s, p) for p in range(s.num_players)):
        return False
    why = refusal(s)
    if why is not None:
        rule, en, ko = why
        raise DataError("setup", [Said(f"{rule} {en}", f"{en} ({rule})", f"{ko} ({rule})")])
    cp = _attach(s, seed)
    cp.asking = [p for p in range(s.num_players) if waiting(s, p)]
    _ask(s, cp)
    return True


# the variants a Conspiracy game never combines with (guide 3.32: their setup and life rules conflict)
EXCLUSIVE = ("vanguard", "archenemy", "supervillain-rumble")


def refusal(s: MagicState) -> tuple[str, str, str] | None:
    """Why conspiracies in the sideboards may not make this game a Conspiracy game: Commander and Brawl decks,
    Vanguard and Archenemy are each a game of their own (our reading, guide 3.32); Planechase may join it."""
    setting = s.setting
    other = setting.deck_format if setting.commander_deck else next(
        (x for x in setting.supplements if x in EXCLUSIVE), "")
    if not other:
        return None
    return ("905.3", f"A deck's sideboard holds conspiracies, which make a Conspiracy game: it is not played with "
                     f"{other} (our reading, guide 3.32: their setup and life rules conflict).",
            f"덱의 사이드보드에 컨스피러시가 있어 컨스피러시 게임이 됩니다. {other}와(과) 함께 할 수 없습니다"
            f"(해석, 안내 3.32: 준비와 생명점 규칙이 충돌합니다).")


def _attach(s: MagicState, seed: int) -> ConspiracyPart:
    """The variant, its part and each seat's face-down pile of the command zone (seen by its owner alone)."""
    s.variants = s.variants + (CONSPIRACY,)
    for p in range(s.num_players):
        s.add_zone(zid(p, AGENDA), p, Visibility.OWNER, ordered=True)
    cp = ConspiracyPart(seed)
    s.parts[PART] = cp
    return cp


def join_position(s: MagicState, raws: list[dict[str, Any]]) -> None:
    """A scenario's position (scenario.py) that holds a conspiracy (in a sideboard, face up in a command
    zone, or face down: ``agenda``) is a Conspiracy game already under way."""
    def conspiracy(entry: Any) -> bool:
        cid = entry.get("card") if isinstance(entry, dict) else entry
        return isinstance(cid, str) and cid in s.db and s.db[cid].is_a("conspiracy")
    if any(raw.get(AGENDA) or any(conspiracy(e) for k in ("command", "sideboard") for e in raw.get(k, []) or [])
           for raw in raws):
        _attach(s, s.seed)


def name_position(s: MagicState, raws: list[dict[str, Any]]) -> list[str]:
    """Each face-down conspiracy of a position with its chosen name: ``agenda = [{ card = ..., name = card
    id }]`` (702.106)."""
    cp = part(s)
    problems: list[str] = []
    for p, raw in enumerate(raws):
        for n, entry in enumerate(raw.get(AGENDA, []) or []):
            where = f"position.p{p + 1}.{AGENDA}[{n}]"
            name = entry.get("name") if isinstance(entry, dict) else None
            if cp is None or n >= len(face_down(s, p)):
                continue
            iid = face_down(s, p)[n]
            if not s.defs[iid].hidden_agenda:
                problems.append(f"{where}: only a hidden agenda lies face down (905.4a)")
            if not isinstance(name, str) or name not in s.db:
                problems.append(f"{where}.name: the card id of the chosen name (702.106)")
                continue
            cp.names[iid] = name
    return problems


def name_options(s: MagicState, p: int) -> tuple[str, ...]:
    """The names a hidden agenda may name (guide 3.29): every main-deck card of ours, one card id per name,
    the names of ``p``'s own library first, its creatures before the rest (the ones our agendas reach), then
    every other card by id."""
    seen: dict[str, str] = {}
    own = sorted({s.defs[i].id for i in s.zones[zid(p, "library")].cards},
                 key=lambda k: (not s.db[k].is_a("creature"), k))
    rest = sorted(k for k, d in s.db.cards.items()
                  if not d.token and d.types and not any(d.is_a(t) for t in COMMAND_ONLY_TYPES))
    for k in own + rest:
        seen.setdefault(s.db[k].name.en, k)
    return tuple(seen.values())


def _ask(s: MagicState, cp: ConspiracyPart) -> None:
    """The next question of the opening: a name for the hidden agenda just chosen, the next seat's
    conspiracies, or none left: everything is placed at once and the game opens."""
    if cp.to_name:
        iid = cp.to_name[0]
        p = s.cards[iid].owner
        s.decisions.append(Decision(p, NAME, name_options(s, p), Msg(
            f"Secretly choose a card name for {s.defs[iid].name.en} (hidden agenda).",
            f"{s.defs[iid].name.ko}(숨겨진 의제)에 쓸 카드 이름 하나를 비밀리에 고르세요."), "702.106", source=iid,
            secret=True))
        return
    if cp.asking:
        p = cp.asking[0]
        options = tuple(waiting(s, p))
        s.decisions.append(Decision(p, PUT, options, Msg(
            "Before the shuffle: conspiracies for the command zone, then Done.",
            "섞기 전에: 커맨드 영역에 놓을 컨스피러시를 고르고 완료."), "905.4",
            min=0, max=len(options), secret=True))
        return
    _place(s, cp)


def answer(s: MagicState, d: Decision) -> None:
    cp = part(s)
    assert cp is not None
    if d.kind == PUT:
        cp.asking.remove(d.player)
        cp.chosen[d.player] = [int(i) for i in d.picked]
        cp.to_name = [i for i in cp.chosen[d.player] if s.defs[i].hidden_agenda]
        s.emit("conspiracies_chosen", player=d.player, rule="905.4")
    else:
        assert d.source is not None
        cp.names[d.source] = str(d.picked[0])
        cp.to_name.remove(d.source)
        # the name is its owner's secret (702.106): the others are told only that a name was chosen
        s.emit("agenda_named", (d.player,), public=("player", "rule"), player=d.player, card=d.source,
               name=str(d.picked[0]), rule="702.106")
    _ask(s, cp)


def _place(s: MagicState, cp: ConspiracyPart) -> None:
    """905.4 / 905.4a, for every seat at once: the face-up conspiracies into the command zone, the hidden
    agendas face down; then the game opens (the shuffle, 905.6's life and hands)."""
    for p in range(s.num_players):
        picked = cp.chosen.get(p, [])
        for iid in picked:
            s.move(iid, zid(p, AGENDA if s.defs[iid].hidden_agenda else "command"), cause="conspiracy", rule="905.4")
        if picked:
            s.emit("conspiracies_placed", player=p, up=[i for i in picked if not s.defs[i].hidden_agenda],
                   down=sum(1 for i in picked if s.defs[i].hidden_agenda), rule="905.4")
    cp.chosen = {}
    open_game(s, cp.seed)


def turn_up_refusal(s: MagicState, a: TurnUp) -> tuple[str, str, str] | None:
    p = a.player
    if a.card not in face_down(s, p):
        return ("905.4a", "Only a face-down conspiracy you control can be turned face up.",
                "당신이 조종하는 뒷면 컨스피러시만 앞면으로 뒤집을 수 있습니다.")
    if s.priority != p or s.decisions or s.out[p]:
        return ("702.106", "You turn a hidden agenda face up any time you have priority.",
                "숨겨진 의제는 당신이 우선권을 가지고 있을 때 언제든지 앞면으로 뒤집습니다.")
    return None


def turn_up(s: MagicState, p: int, iid: int) -> None:
    """702.106 / 905.4a: face up, without the stack; the chosen name is revealed to every player, and its
    holder keeps priority (116.3)."""
    cp = part(s)
    assert cp is not None
    s.move(iid, zid(p, "command"), cause="turn_up", rule="905.4a")
    s.emit("agenda_revealed", player=p, card=iid, name=cp.names.get(iid, ""), rule="702.106")
    s.priority = p
    s.passes = 0


class Conspiracy(Variant):
    """Conspiracy Draft's game (905), joined by a game whose sideboards hold conspiracies (``join``)."""
    id = "conspiracy"
    part_name = PART

    def command_sources(self, s: MagicState, p: int) -> list[int]:
        return face_up(s, p)

    def special_actions(self, s: MagicState, p: int) -> list[Action]:
        return [TurnUp(p, i) for i in face_down(s, p) if turn_up_refusal(s, TurnUp(p, i)) is None]

    def special_refusal(self, s: MagicState, action: Action) -> tuple[str, str, str] | None:
        return turn_up_refusal(s, action) if isinstance(action, TurnUp) else None

    def perform_special(self, s: MagicState, action: Action) -> bool:
        if not isinstance(action, TurnUp):
            return False
        turn_up(s, action.player, action.card)
        return True

    def describe(self, s: MagicState, action: Action, lang: str) -> str | None:
        if not isinstance(action, TurnUp):
            return None
        name = s.defs[action.card].name.get(lang)
        return f"{name} 앞면으로 뒤집기 (숨겨진 의제)" if lang == "ko" else f"Turn {name} face up (hidden agenda)"

    def hide(self, s: MagicState, form: dict[str, Any], viewer: int | None) -> None:
        hide(s, form, viewer)

    def table_piece(self, s: MagicState) -> Piece:
        """What every seat may see: each seat's face-up conspiracies by name and how many lie face down."""
        rows = []
        for p in range(s.num_players):
            tone = "dim" if s.out[p] else "ink"
            up = ", ".join(s.defs[i].name.en for i in face_up(s, p))
            up_ko = ", ".join(s.defs[i].name.ko for i in face_up(s, p))
            rows.append(((Msg(f"P{p + 1}", f"P{p + 1}"), tone), (Msg(up or "-", up_ko or "-"), tone),
                         (str(len(face_down(s, p))), tone)))
        return Piece(Msg("Conspiracies in the command zone", "커맨드 영역의 컨스피러시"),
                     (Msg("Face up", "앞면"), Msg("Face down", "뒷면")), tuple(rows))

    def invariants(self, s: MagicState, over: bool, memo: dict[str, Any] | None) -> list[str]:
        """905.4-905.5: a conspiracy is in its owner's sideboard or command zone (or gone with a player who
        left, 800.4a), and once the game has opened every face-down one has a chosen name (702.106)."""
        out = []
        cp = part(s)
        kept = ("sideboard", "command", AGENDA, "left")
        for c in s.cards:
            if s.defs[c.iid].is_a("conspiracy") and c.zone not in (zid(c.owner, k) for k in kept):
                out.append(f"conspiracy {c.iid} of seat {c.owner} is in {c.zone}")
        if cp is not None and not s.decisions and not cp.asking:
            out += [f"face-down conspiracy {i} has no chosen name" for p in range(s.num_players)
                    for i in face_down(s, p) if i not in cp.names]
        return out


CONSPIRACY = Conspiracy()
