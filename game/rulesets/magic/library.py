"""Effects that reach into a library (401): searching it for a card (701.19) and shuffling it after (701.20),
scrying (701.22) and looking at the top cards to take one. The cards looked at are seen by the player who
looks only (401.2: a library's order and faces are hidden): every choice here is a secret decision of theirs,
a card found goes to their hand unseen by the others unless the effect reveals it, and the library is
shuffled by the game's seeded generator, so a replay shuffles it the same way. No pygame.

A search stays in the state while its player chooses (``MagicState.library_task``: where the card goes and
whether it is revealed); the resolution pauses after the effect (``s.resume``) and goes on once answered."""
from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.text import Msg

from .cards import CardDef, Effect
from .state import MagicState, StackItem, zid

SEARCH, SCRY, SCRY_TOP, LOOK, BOTTOM = "search", "scry", "scry_top", "look", "library_bottom"
KINDS = (SEARCH, SCRY, SCRY_TOP, LOOK, BOTTOM)
NOTHING = "nothing"          # 701.19b: a search for a card with a stated quality may find nothing

_FIND_NAMES = {"basic_land": Msg("a basic land card", "기본 대지 카드"), "land": Msg("a land card", "대지 카드"),
               "creature": Msg("a creature card", "생물 카드"),
               "instant_or_sorcery": Msg("an instant or sorcery card", "순간마법이나 집중마법 카드"),
               "artifact_or_enchantment": Msg("an artifact or enchantment card", "마법물체나 부여마법 카드"),
               "card": Msg("a card", "카드"), "partner": Msg("its partner", "그 동료 카드")}
_PUT_NAMES = {"hand": Msg("into your hand", "당신의 손으로"), "battlefield": Msg("onto the battlefield", "전장에"),
              "battlefield_tapped": Msg("onto the battlefield tapped", "탭된 채로 전장에"),
              "top": Msg("on top of your library", "당신의 서고 맨 위에")}


def find_name(find: str) -> Msg:
    return _FIND_NAMES[find]


def put_name(put: str) -> Msg:
    return _PUT_NAMES[put]


def matches(d: CardDef, find: str) -> bool:
    if find == "basic_land":
        return d.is_a("land") and "basic" in d.supertypes
    if find == "instant_or_sorcery":
        return d.is_a("instant") or d.is_a("sorcery")
    if find == "artifact_or_enchantment":
        return d.is_a("artifact") or d.is_a("enchantment")
    return find == "card" or d.is_a(find)


def shuffle(s: MagicState, p: int, rule: str = "701.20") -> None:
    s.rng.shuffle(s.zones[zid(p, "library")].cards)
    s.emit("shuffled", player=p, rule=rule)


def start(s: MagicState, item: StackItem, e: Effect) -> bool:
    """The effect's first choice is put to its controller; True if the resolution waits for it."""
    p = item.controller
    if s.out[p]:
        return False
    if e.do == SEARCH:
        # every matching card, in the order of their names: the options tell nothing of the library's order
        partner = s.defs[item.card].partner_with          # 702.124j: the card named by "Partner with"
        found = sorted((c for c in s.library(p) if (s.defs[c].id == partner if e.find == "partner"
                                                    else matches(s.defs[c], e.find))),
                       key=lambda c: (s.defs[c].id, c))
        options: tuple[object, ...] = tuple(found) + ((NOTHING,) if e.find != "card" or not found else ())
        what, where = find_name(e.find), put_name(e.put)
        s.library_task = (e.put, e.reveal, item.card)
        s.emit("searching", player=p, card=item.card, rule="701.19")
        s.decisions.append(Decision(p, SEARCH, options,
                                    Msg(f"Search your library for {what.en} to put {where.en}.",
                                        f"서고에서 {what.ko}를 찾아 {where.ko} 놓으세요."),
                                    "701.19", source=item.card, secret=True))
        return True
    top = tuple(s.library(p)[:e.amount])
    if not top:
        return False
    if e.do == SCRY:
        s.decisions.append(Decision(p, SCRY, top,
                                    Msg(f"Scry {len(top)}: choose the cards to put on the bottom of your library, "
                                        f"then Done.", f"점술 {len(top)}: 서고 맨 밑에 놓을 카드를 고른 뒤 완료를 누르세요."),
                                    "701.22", min=0, max=len(top), source=item.card, secret=True))
    else:
        s.decisions.append(Decision(p, LOOK, top,
                                    Msg(f"Look at the top {len(top)}: choose the card to put into your hand.",
                                        f"맨 위 {len(top)}장을 봅니다: 손으로 가져갈 카드 하나를 고르세요."),
                                    "701.22", source=item.card, secret=True))
    return True


def _order(s: MagicState, p: int, kind: str, cards: tuple[int, ...], source: int | None) -> None:
    """Two or more cards go to the top or the bottom: their owner orders them, in secret."""
    if kind == SCRY_TOP:
        prompt = Msg("Put these back on top of your library: the first chosen is the top card.",
                     "서고 맨 위로 되돌릴 순서를 고르세요: 처음 고른 카드가 맨 위입니다.")
    else:
        prompt = Msg("Put these on the bottom of your library in any order: the first chosen goes lowest.",
                     "서고 맨 밑에 놓을 순서를 고르세요: 처음 고른 카드가 가장 밑으로 갑니다.")
    # the last card has no choice left: it follows the others (one pick fewer for the player)
    s.decisions.append(Decision(p, kind, cards, prompt, "701.22", min=len(cards) - 1, max=len(cards) - 1,
                                source=source, secret=True))


def _in_order(d: Decision) -> tuple[int, ...]:
    picked = tuple(int(c) for c in d.picked)
    return picked + tuple(int(c) for c in d.options if c not in picked)


def _to_bottom(s: MagicState, p: int, cards: tuple[int, ...]) -> None:
    lib = s.zones[zid(p, "library")].cards     # the cards stay in the library: no zone change, no event
    for c in cards:          # the first chosen goes first, so it ends lowest
        lib.remove(c)
        lib.append(c)


def answer(s: MagicState, d: Decision) -> None:
    p = d.player
    if d.kind == SEARCH:
        put, reveal, source = s.library_task or ("hand", False, d.source)
        s.library_task = None
        picked = d.picked[0]
        if picked == NOTHING:
            s.emit("search_found_nothing", player=p, card=source, rule="701.19b")
        elif s.cards[picked].zone == zid(p, "library"):
            if reveal:
                s.emit("search_revealed", player=p, card=picked, def_id=s.defs[picked].id, rule="701.19")
            if put == "top":
                lib = s.zones[zid(p, "library")].cards
                lib.remove(picked)
                shuffle(s, p)                 # "shuffle, then put that card on top"
                lib.insert(0, picked)
                return
            dest = "hand" if put == "hand" else "battlefield"
            s.move(picked, zid(p, dest), cause="search")
            if put == "battlefield_tapped" and picked in s.perm:
                s.perm[picked].tapped = True
                s.touch(picked)
        shuffle(s, p)
    elif d.kind == SCRY:
        bottom = tuple(int(c) for c in d.picked)
        rest = tuple(c for c in d.options if c not in bottom)
        s.emit("scried", player=p, bottom=len(bottom), top=len(rest), rule="701.22")
        _to_bottom(s, p, bottom)
        if len(rest) > 1:
            _order(s, p, SCRY_TOP, rest, d.source)
    elif d.kind == SCRY_TOP:
        lib = s.zones[zid(p, "library")].cards
        order = _in_order(d)
        for c in order:
            lib.remove(c)
        lib[0:0] = list(order)
    elif d.kind == LOOK:
        picked = int(d.picked[0])
        rest = tuple(c for c in d.options if c != picked)
        s.move(picked, zid(p, "hand"), cause="look")
        if len(rest) > 1:
            _order(s, p, BOTTOM, rest, d.source)
        else:
            _to_bottom(s, p, rest)
    elif d.kind == BOTTOM:
        _to_bottom(s, p, _in_order(d))
