"""Commander and its Brawl option (903, 903.12): color identity, the deck rules, the command zone and
commander tax, the return to the command zone from a graveyard or exile (a state-based choice) and 21
combat damage from one commander. The return from a hand or library is a replacement effect
(replace.py). No pygame.

The commander designation is kept by card (``CommanderPart.commanders`` holds each player's commander
card): it follows the card through every zone, and a copy or a token is never a commander (903.3). The
part lives in the state only in a Commander or Brawl game (``s.parts["commander"]``), and copies, hashes
and saves itself; ``Commander`` is the variant's hooks (hooks.py)."""
from __future__ import annotations

import dataclasses
from collections import Counter
from typing import TYPE_CHECKING, Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from .cards import CardDb, CardDef, DeckProblem
from .hooks import Cell, Piece, Variant
from .state import MagicState, zid
from .vocab import BASIC_LAND_TYPES, BRAWL_SETS, COLORS, IDENTITY_MANA

if TYPE_CHECKING:
    from .deck import Deck

VARIANTS = ("commander", "brawl")
DECK_SIZE = {"commander": 100, "brawl": 60}        # 903.5a, 903.12d: the minimum and the maximum
DAMAGE_TO_LOSE = 21                                # 903.10a
TAX_STEP = 2                                       # 903.8
# asked for every card judged (from_command_zone), so made once: a game seats at most 8 (as state._BATTLEFIELDS)
_COMMAND_ZONES = tuple(zid(p, "command") for p in range(8))
RETURN, STAY = "command", "stay"


PART = "commander"


class CommanderPart:
    """Commander's part of the state: each player's commander card and its color identity (903.4a), the
    casts from the command zone per card (903.8), combat damage per (player dealt, commander card) (903.10a)
    and the commanders put into a graveyard or exile since the last check, with their epoch (903.9a)."""

    def __init__(self, players: int, brawl: bool) -> None:
        self.brawl = brawl
        self.commanders: list[int] = [-1] * players
        self.partners: list[int] = [-1] * players      # a second commander by partner (702.124), -1 none
        self.identity: list[str] = [""] * players
        self.casts: dict[int, int] = {}
        self.damage: dict[tuple[int, int], int] = {}
        self.arrived: list[tuple[int, int]] = []

    def copy(self) -> "CommanderPart":
        new = CommanderPart(0, self.brawl)
        new.commanders, new.identity = list(self.commanders), list(self.identity)
        new.partners = list(self.partners)
        new.casts, new.damage, new.arrived = dict(self.casts), dict(self.damage), list(self.arrived)
        return new

    def to_json(self) -> dict[str, Any]:
        """The keys the state's saved form held before the part was one (so old saves hash the same)."""
        return {"commanders": list(self.commanders), "identity": list(self.identity),
                "cmd_casts": {str(k): v for k, v in sorted(self.casts.items())},
                "cmd_damage": [[v, c, n] for (v, c), n in sorted(self.damage.items())],
                "cmd_arrived": [list(x) for x in self.arrived],
                # only with a partner: a game without one hashes as it did
                **({"partners": list(self.partners)} if any(c >= 0 for c in self.partners) else {})}

    def leads(self, iid: int) -> bool:
        """Is ``iid`` a commander, the first or a partner?"""
        return iid in self.commanders or iid in self.partners

    def moved(self, s: MagicState, iid: int, from_zone: str, to_zone: str) -> None:
        if self.leads(iid) and to_zone.endswith((".graveyard", ".exile")):
            self.arrived.append((iid, s.cards[iid].epoch))


def part(s: MagicState) -> CommanderPart | None:
    """The game's Commander part, None outside Commander and Brawl."""
    found = s.parts.get(PART)
    return found if isinstance(found, CommanderPart) else None


def in_play(s: MagicState) -> bool:
    """True in a Commander or Brawl game."""
    return part(s) is not None


def commanders(s: MagicState) -> list[int]:
    """Each player's commander card (-1: none); empty outside Commander and Brawl."""
    cp = part(s)
    return cp.commanders if cp is not None else []


def leaders(s: MagicState, p: int) -> list[int]:
    """``p``'s commanders: one, or two with partner (702.124); none outside Commander and Brawl."""
    cp = part(s)
    if cp is None:
        return []
    return [c for c in (cp.commanders[p], cp.partners[p]) if c >= 0]


def identity_of(s: MagicState, p: int) -> str:
    """``p``'s commander's color identity, "" with no commander (903.4e: then no color is defined)."""
    cp = part(s)
    return cp.identity[p] if cp is not None else ""


# ----- color identity (903.4) -------------------------------------------------------------------
def identity(d: CardDef, chosen: str = "") -> str:
    """903.4: the colors of every mana symbol in the mana cost and the rules text (costs and effects
    alike, guide choice 7), hybrid symbols giving both colors and Phyrexian ones their color (choice 10),
    the back face's color indicator (903.4d) and a color chosen as the game begins (903.4b). Reminder
    text is a separate field and never read here (903.4c)."""
    found = set(d.cost.symbols()) | set(d.back_colors)
    for a in d.abilities:
        found |= set(a.cost.symbols())
        if a.kind == "mana" and a.produce != IDENTITY_MANA:
            found |= set(a.produce)
        for e in a.effects:
            found |= set(e.mana)
    if d.choose_color and chosen:
        found.add(chosen)
    return "".join(c for c in COLORS if c in found)


def land_colors(d: CardDef) -> str:
    """The colors its basic land types would make (903.5d), "" if it has none."""
    return "".join(BASIC_LAND_TYPES[t] for t in d.subtypes if t in BASIC_LAND_TYPES)


def can_lead(d: CardDef, variant: str) -> bool:
    """903.3 / 903.3a: a legendary creature, or a card that says it can be your commander; in Brawl a
    legendary planeswalker too (903.12c)."""
    if not d.legendary or d.token:
        return False
    return d.is_a("creature") or d.can_command or (variant == "brawl" and d.is_a("planeswalker"))


def _p(rule: str, en: str, ko: str) -> DeckProblem:
    return DeckProblem(rule, en, ko)


def deck_problems(db: CardDb, cards: list[str], commander: str, variant: str, color: str = "",
                  partner: str = "", *, drafted: bool = False) -> list[DeckProblem]:
    """Every way the deck breaks 903.3-903.5 (or 903.12c-e in Brawl), each naming the rule and the cards;
    with a ``partner``, 702.124 too (the two commanders' identities joined). A ``drafted`` deck keeps
    Commander Draft's two exceptions (903.13f): its size and same-name cards are checked by
    commander_draft.py against its pool."""
    from .partner import partner_problems
    out: list[DeckProblem] = partner_problems(db, cards, commander, partner) if partner else []
    if commander not in db:
        return [_p("903.3", f"The deck names no commander card (not {commander!r}).",
                   f"덱이 장군 카드를 지정하지 않았습니다({commander!r}).")]
    lead = db[commander]
    if not can_lead(lead, variant):
        what = "a legendary creature or planeswalker" if variant == "brawl" else "a legendary creature"
        what_ko = "전설적 생물이나 전설적 플레인즈워커" if variant == "brawl" else "전설적 생물"
        out.append(_p("903.12c" if variant == "brawl" else "903.3", f"{commander} cannot be a commander: it is not {what}.",
                      f"{commander}: {what_ko}가 아니므로 장군이 될 수 없습니다."))
    if commander not in cards:
        out.append(_p("903.5a", f"The commander {commander} is one of the deck's cards.",
                      f"장군 {commander}도 덱의 카드에 포함됩니다."))
    if lead.choose_color and color not in COLORS:
        out.append(_p("903.4b", f"{commander} needs a color chosen before the game (one of {' '.join(COLORS)}).",
                      f"{commander}: 게임 전에 색 하나를 골라야 합니다({' '.join(COLORS)})."))
    size = DECK_SIZE[variant]
    if len(cards) != size and not drafted:
        rule = "903.12d" if variant == "brawl" else "903.5a"
        out.append(_p(rule, f"The deck has exactly {size} cards with its commander, not {len(cards)}.",
                      f"덱은 장군을 포함해 정확히 {size}장이어야 합니다({len(cards)}장)."))
    known = [c for c in cards if c in db]
    names = Counter(db[c].name.en for c in known if "basic" not in db[c].supertypes)
    twice = sorted({c for c in known if names[db[c].name.en] > 1})
    if twice and not drafted:
        out.append(_p("903.5b", f"Apart from basic lands every card has a different English name: {', '.join(twice)}.",
                      f"기본 대지를 제외하면 모든 카드의 영어 이름이 달라야 합니다: {', '.join(twice)}."))
    allowed = set(identity(lead, color)) | (set(identity(db[partner])) if partner in db else set())
    outside = sorted({c for c in known if not set(identity(db[c])) <= allowed})
    # a card whose front fits but whose back face's color indicator does not is kept out by 903.4d
    by_back = [c for c in outside if set(identity(dataclasses.replace(db[c], back_colors=()))) <= allowed]
    if by_back:
        out.append(_p("903.4d", f"The color indicator of a back face counts for color identity: outside the "
                                f"commander's ({''.join(sorted(allowed)) or 'colorless'}) by its back face: "
                                f"{', '.join(by_back)}.",
                      f"뒷면의 색 표시기도 색 아이덴티티에 포함됩니다: 뒷면 때문에 장군의 색 아이덴티티"
                      f"({''.join(sorted(allowed)) or '무색'}) 밖인 카드: {', '.join(by_back)}."))
    outside = [c for c in outside if c not in by_back]
    if outside:
        out.append(_p("903.5c", f"Outside the commander's color identity ({''.join(sorted(allowed)) or 'colorless'}): "
                                f"{', '.join(outside)}.",
                      f"장군의 색 아이덴티티({''.join(sorted(allowed)) or '무색'}) 밖의 카드: {', '.join(outside)}."))
    typed = {c for c in known if land_colors(db[c])}
    if variant == "brawl" and not allowed:
        kinds = {land_colors(db[c]) for c in typed}
        wrong = sorted(c for c in typed if "basic" not in db[c].supertypes) if len(kinds) <= 1 else sorted(typed)
        if wrong:
            out.append(_p("903.12e", f"A colorless commander allows basic lands of one basic land type only: "
                                     f"{', '.join(wrong)}.",
                          f"무색 장군의 덱에는 한 가지 기본 대지 타입의 기본 대지만 넣을 수 있습니다: {', '.join(wrong)}."))
    else:
        bad_land = sorted(c for c in typed if not set(land_colors(db[c])) <= allowed)
        if bad_land:
            out.append(_p("903.5d", f"A basic land type that makes a color outside the commander's identity: "
                                    f"{', '.join(bad_land)}.",
                          f"장군의 색 아이덴티티 밖의 색을 만드는 기본 대지 타입: {', '.join(bad_land)}."))
    if variant == "brawl":
        unset = sorted({c for c in known if db[c].card_set not in BRAWL_SETS})
        if unset:
            out.append(_p("903.12b", f"Not of a set Brawl uses ({', '.join(BRAWL_SETS)}): {', '.join(unset)}.",
                          f"난투에서 쓰는 세트({', '.join(BRAWL_SETS)})의 카드가 아닙니다: {', '.join(unset)}."))
    return out


# ----- the game -----------------------------------------------------------------------------------
def starting_life(brawl: bool, two_player: bool) -> int:
    """903.7: 40; Brawl 25 in a two-player game and 30 in a multiplayer one (903.12f)."""
    if brawl:
        return 25 if two_player else 30
    return 40


def set_up(s: MagicState, p: int, card: int, color: str, *, partner: bool = False) -> None:
    """903.6: the commander goes face up to the command zone; its identity is fixed now (903.4a), with a
    color chosen as the game begins revealed as it is put there (903.4b). A partner joins the first: the
    identity is both commanders' colors (702.124c)."""
    cp = part(s)
    assert cp is not None
    if partner:
        cp.partners[p] = card
        both = set(cp.identity[p]) | set(identity(s.defs[card], color))
        cp.identity[p] = "".join(c for c in COLORS if c in both)
    else:
        cp.commanders[p] = card
        cp.identity[p] = identity(s.defs[card], color)
    s.move(card, zid(p, "command"), cause="commander")
    s.emit("commander_set", player=p, card=card, identity=cp.identity[p], color=color, rule="903.6")


def designate_partner(s: MagicState, p: int, card: int) -> None:
    """A position's second commander where it already is (a scenario's ``partner``, 702.124)."""
    cp = part(s)
    assert cp is not None
    cp.partners[p] = card
    both = set(cp.identity[p]) | set(identity(s.defs[card]))
    cp.identity[p] = "".join(c for c in COLORS if c in both)


def is_commander(s: MagicState, iid: int) -> bool:
    cp = part(s)
    return cp is not None and cp.leads(iid)


def from_command_zone(s: MagicState, p: int, card: int) -> bool:
    """903.8: a commander its owner may cast from the command zone."""
    return s.cards[card].zone == _COMMAND_ZONES[p] and is_commander(s, card) and s.cards[card].owner == p


def casts(s: MagicState, card: int) -> int:
    """How often ``card`` was cast from the command zone (903.8)."""
    cp = part(s)
    return cp.casts.get(card, 0) if cp is not None else 0


def tax(s: MagicState, card: int) -> int:
    """903.8: {2} more for each earlier cast of this card from the command zone."""
    return TAX_STEP * casts(s, card)


def note_cast(s: MagicState, p: int, card: int) -> None:
    cp = part(s)
    assert cp is not None
    s.emit("commander_cast", player=p, card=card, tax=tax(s, card), rule="903.8")
    cp.casts[card] = cp.casts.get(card, 0) + 1


def damage_from(s: MagicState, player: int, card: int) -> int:
    """Combat damage ``player`` has taken from commander ``card`` (903.10a)."""
    cp = part(s)
    return cp.damage.get((player, card), 0) if cp is not None else 0


def note_combat_damage(s: MagicState, source: int, player: int, amount: int) -> None:
    """903.10a: combat damage dealt by an object that is a commander, tallied per player and card."""
    cp = part(s)
    if amount > 0 and cp is not None and cp.leads(source):
        key = (player, source)
        cp.damage[key] = cp.damage.get(key, 0) + amount
        s.emit("commander_damage", player=player, card=source, total=cp.damage[key], rule="903.10a")


def damage_losers(s: MagicState) -> list[int]:
    """903.10a / 704.6c, not in Brawl (903.12h)."""
    cp = part(s)
    if cp is None or cp.brawl:
        return []
    return sorted({v for (v, _c), n in cp.damage.items() if n >= DAMAGE_TO_LOSE and not s.out[v]})


def offer_returns(s: MagicState) -> bool:
    """903.9a: a commander put into a graveyard or exile since the last check may go to the command zone:
    its owner chooses, once per arrival, owners in APNAP order. True if a choice was offered."""
    cp = part(s)
    if cp is None or not cp.arrived:
        return False
    arrived, cp.arrived = cp.arrived, []
    order = {p: k for k, p in enumerate(s.apnap())}
    fresh = [c for c, epoch in arrived if s.cards[c].epoch == epoch and not s.out[s.cards[c].owner]
             and s.kind_of(c) in ("graveyard", "exile")]
    for c in sorted(fresh, key=lambda c: (order.get(s.cards[c].owner, 99), c)):
        where = s.kind_of(c)
        s.decisions.append(Decision(s.cards[c].owner, "command_zone", (RETURN, STAY),
                                    Msg(f"Put your commander from your {where} into the command zone?",
                                        f"장군을 {'무덤' if where == 'graveyard' else '추방 영역'}에서 커맨드 영역으로 옮길까요?"),
                                    "903.9a", source=c))
    return bool(fresh)


def answer_return(s: MagicState, p: int, card: int, option: Any) -> None:
    if option == RETURN and s.kind_of(card) in ("graveyard", "exile") and not s.out[p]:
        s.move(card, zid(p, "command"), cause="commander_return")
        s.emit("commander_returned", player=p, card=card, rule="903.9a")
    else:
        s.emit("commander_stays", player=p, card=card, rule="903.9a")


# ----- the variant's hooks ----------------------------------------------------------------------------
class Commander(Variant):
    """Commander (903) or, with ``brawl``, Brawl (903.12): a deck format."""
    part_name = PART
    loss = ("903.10a", Msg("21 or more combat damage from one commander.", "한 장군에게서 전투 피해를 21 이상 받았습니다."))

    def __init__(self, brawl: bool = False) -> None:
        self.brawl = brawl
        self.id = "brawl" if brawl else "commander"

    def new_part(self, s: MagicState) -> CommanderPart:
        return CommanderPart(s.num_players, self.brawl)

    def deck_problems(self, db: CardDb, deck: "Deck") -> list[DeckProblem]:
        if deck.pool:                     # a deck drafted in Commander Draft (903.13f)
            return drafted_deck_problems(db, list(deck.cards), deck.commander, deck.color, list(deck.pool), deck.partner)
        return deck_problems(db, list(deck.cards), deck.commander, self.id, deck.color, deck.partner)

    def place_deck(self, s: MagicState, p: int, deck: "Deck", cards: list[int]) -> None:
        """903.6: before the library is shuffled."""
        lead = next((i for i in cards if s.cards[i].def_id == deck.commander), None)
        if lead is not None:
            set_up(s, p, lead, deck.color)
        second = next((i for i in cards if deck.partner and s.cards[i].def_id == deck.partner), None)
        if second is not None:
            set_up(s, p, second, "", partner=True)        # 702.124: both start in the command zone

    def starting_life(self, s: MagicState, p: int, life: int) -> int:
        return starting_life(self.brawl, s.setting.multiplayer == "two-player")

    def free_mulligans(self, s: MagicState) -> int:
        return 1 if self.brawl else 0          # 903.12g

    def castable_from(self, s: MagicState, p: int, card: int) -> bool:
        return from_command_zone(s, p, card)

    def extra_cost(self, s: MagicState, p: int, card: int) -> int:
        return tax(s, card) if from_command_zone(s, p, card) else 0

    def cast_from(self, s: MagicState, p: int, card: int) -> None:
        if from_command_zone(s, p, card):
            note_cast(s, p, card)

    def replaces_move(self, s: MagicState, card: int, dest_kind: str) -> bool:
        return dest_kind in ("hand", "library") and is_commander(s, card)     # 903.9b

    def losers(self, s: MagicState) -> list[int]:
        return damage_losers(s)

    def wants_check(self, s: MagicState) -> bool:
        cp = part(s)
        return cp is not None and bool(cp.arrived)

    def state_based(self, s: MagicState) -> bool:
        return offer_returns(s)

    def invariants(self, s: MagicState, over: bool, memo: dict[str, Any] | None) -> list[str]:
        return _checks(s, self, over, memo)

    def table_piece(self, s: MagicState) -> Piece | None:
        return damage_piece(s)


def damage_piece(s: MagicState) -> Piece | None:
    """Commander damage as a matrix, each row a commander (its owner and tax, 903.8), each column a player
    it dealt combat damage to (903.10a); near the 21 that makes a player lose, the number stands out."""
    cp = part(s)
    if cp is None:
        return None
    rows: list[tuple[Cell, ...]] = []
    for c in [c for c in cp.commanders + cp.partners if c >= 0]:
        got = [cp.damage.get((q, c), 0) for q in range(s.num_players)]
        rows.append(((f"P{s.cards[c].owner + 1} +{2 * cp.casts.get(c, 0)}", "gold"),) + tuple(
            (str(n), "bad" if n >= 15 else "strong") if n else ("·", "dim") for n in got))
    return Piece(Msg("Commander damage (row dealt to column)", "장군 피해 (행 → 열)"),
                 tuple(f"P{q + 1}" for q in range(s.num_players)), tuple(rows), first_head=Msg("Tax", "세금"),
                 first_width=46, empty=Msg("No commanders in this game", "이 게임에는 장군이 없음"))


def _checks(s: MagicState, v: Commander, over: bool, memo: dict[str, Any] | None) -> list[str]:
    """Commander tax and commander damage only ever grow and belong to commander cards (903.8, 903.10a);
    a player dealt 21 by one commander is out once state-based actions have been checked (not in Brawl);
    only commanders (and an archenemy's face-up schemes) sit in a Commander game's command zones."""
    bad: list[str] = []
    cp = part(s)
    if cp is None:
        return ["a Commander game without its part of the state"]
    for card, n in cp.casts.items():
        if not cp.leads(card) or n < 0:
            bad.append(f"card {card} has commander tax but is no commander")
    for (victim, card), n in cp.damage.items():
        if not cp.leads(card) or n <= 0:
            bad.append(f"commander damage from card {card} to seat {victim} is wrong")
        elif (not over and not cp.brawl and n >= DAMAGE_TO_LOSE
              and not s.out[victim] and s.priority >= 0 and not s.decisions and not s.pending):
            bad.append(f"seat {victim} took {n} combat damage from commander {card} and is still playing")
    for p in range(s.num_players):
        for i in s.zones[zid(p, "command")].cards:
            if not cp.leads(i) and not s.defs[i].is_a("scheme"):        # a face-up scheme lies there too (904.4)
                bad.append(f"card {i} is in a command zone but is no commander")
    if s.step.value == "mulligan":      # 903.7 / 903.12f: nothing has changed life yet
        start = v.starting_life(s, 0, 0)
        if s.life != [start] * s.num_players:
            bad.append(f"life {s.life} before the first turn, not {start} each")
    if memo is not None:
        before_tax: dict[int, int] = memo.get("tax", {})
        before_dmg: dict[tuple[int, int], int] = memo.get("cmd_damage", {})
        if any(cp.casts.get(k, 0) < n for k, n in before_tax.items()):
            bad.append("commander tax went down")
        if any(cp.damage.get(k, 0) < n for k, n in before_dmg.items()):
            bad.append("commander damage went down")
        memo["tax"] = dict(cp.casts)
        memo["cmd_damage"] = dict(cp.damage)
    return bad


PIPER = "MG-K10"           # Prism Cartographer Ulo, in the role of 903.13e's "Prismatic Piper"
PIPER_MAX = 2              # 903.13e: up to two may be added; one commander per deck makes it one in practice
MIN_DECK = 60              # 903.13f


# ----- a deck drafted in Commander Draft (903.13e-f; the draft itself is commander_draft.py) -----------
def drafted_deck_problems(db: CardDb, cards: list[str], commander: str, color: str, pool: list[str],
                          partner: str = "", *, sized: bool = True) -> list[DeckProblem]:
    """Every way a drafted deck breaks 903.13e-f (and Commander's 903.3-903.5 it keeps); without
    ``sized`` the count is left to the caller (the format's build stage says it from its data)."""
    out = deck_problems(db, cards, commander, "commander", color, partner, drafted=True)
    if sized and len(cards) < MIN_DECK:
        out.append(_p("903.13f", f"A Commander Draft deck has at least {MIN_DECK} cards with its commander, "
                                 f"not {len(cards)}.",
                      f"커맨더 드래프트 덱은 장군을 포함해 최소 {MIN_DECK}장이어야 합니다({len(cards)}장)."))
    owned = Counter(pool)
    used = Counter(c for c in cards if not (c in db and "basic" in db[c].supertypes))
    if commander not in owned and commander != PIPER:
        out.append(_p("903.13e", f"The commander {commander} is not in your pool: draft it, or add "
                                 f"{_name(db, PIPER)} as your commander.",
                      f"장군 {commander}이(가) 카드풀에 없습니다. 드래프트하거나 {_name(db, PIPER, 'ko')}을(를) "
                      f"장군으로 추가하세요."))
    added = used[PIPER] - owned[PIPER]
    if added > 0 and (commander != PIPER or added > 1):
        out.append(_p("903.13e", f"{_name(db, PIPER)} may be added to a pool only as the commander: "
                                 f"{added} added, {1 if commander == PIPER else 0} allowed.",
                      f"{_name(db, PIPER, 'ko')}은(는) 장군으로만 카드풀에 추가할 수 있습니다: "
                      f"{added}장 추가, {1 if commander == PIPER else 0}장 허용."))
    refused = commander if commander not in owned else ""      # said once above, not again here
    over = sorted(c for c, n in used.items() if c not in (PIPER, refused) and n > owned[c])
    if over:
        out.append(_p("903.13f", f"More copies than your pool holds: {', '.join(over)}.",
                      f"카드풀에 있는 것보다 많이 넣었습니다: {', '.join(over)}."))
    return out


def _name(db: CardDb, c: str, lang: str = "en") -> str:
    return db[c].name.get(lang) if c in db else c
