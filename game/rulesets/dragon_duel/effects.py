"""Resolving card text and the rules' own choices, one frame at a time.

A frame is a plain dict on ``state.stack``; one that needs a player's choice puts a Decision in the
state and stops; the answer comes back in ``frame["ctx"]["ans"]`` and the frame runs again.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any, Mapping

from game.engine.decisions import Decision
from game.engine.text import Msg, count

from . import vocab
from .ending import finish_game
from .moves import ask, discard, draw, refill, set_phase
from .state import BOARD, PHASE_TURN_END, DDState, zid
from .statics import has_icon, text_in_force

_TIMING = {"turn_start": ("turn_start", "must_return"), "turn_end": ("turn_end", "must_discard")}


# ----- triggers ------------------------------------------------------------------------------
def _trigger_of(s: DDState, iid: int, when: str) -> tuple[int, Mapping[str, Any]] | None:
    for k, ab in s.defs[iid].triggers:
        if ab["kind"] in _TIMING[when]:
            return k, ab
    return None


def _fires(s: DDState, iid: int, ab: Mapping[str, Any]) -> bool:
    owner = s.cards[iid].owner
    if ab["kind"] == "must_return":
        return owner == s.turn_player            # "at the start of your turn"
    whose = ab.get("whose", "any")
    return whose == "any" or (whose == "your") == (owner == s.turn_player)


def queue_triggers(s: DDState, when: str) -> bool:
    """DD-1.1 / DD-8.1: every active card whose text names this phase, the turn player's first;
    a player with several orders them (Decision "order")."""
    snap = s.snap()
    defs = s.defs
    todo = []
    for p in (s.turn_player, 1 - s.turn_player):
        mine = []
        for c in snap.active[p]:
            if not defs[c].triggers:
                continue
            found = _trigger_of(s, c, when)
            if found and _fires(s, c, found[1]) and text_in_force(snap, c, found[1]):
                mine.append(c)
        if mine:
            todo.append([p, mine])
    if todo:
        s.stack.append({"t": "triggers", "when": when, "todo": todo, "ctx": {}})
    return bool(todo)


def run_triggers(s: DDState, f: dict[str, Any]) -> None:
    todo = f["todo"]
    while todo and not todo[0][1]:
        todo.pop(0)
    if not todo:
        s.stack.remove(f)
        return
    p, cards = todo[0]
    ctx = f["ctx"]
    if "ans" in ctx:
        pick = ctx.pop("ans")[0]
    elif len(cards) == 1:
        pick = cards[0]
    else:
        ask(s, Decision(player=p, kind="order", options=tuple(cards), rule="DD-1.1",
                        prompt=Msg("Choose which of your cards' effects resolves next.",
                                   "다음에 처리할 당신의 카드 효과를 고르세요.")))
        return
    cards.remove(pick)
    found = _trigger_of(s, pick, f["when"])
    if found is not None:
        s.stack.append({"t": "effect", "src": pick, "ctl": p, "path": [found[0]], "i": 0, "ctx": {}})


def queue_on_play(s: DDState, iid: int) -> None:
    for k, ab in s.defs[iid].triggers:
        if ab["kind"] == "on_play":
            s.stack.append({"t": "effect", "src": iid, "ctl": s.cards[iid].owner, "path": [k], "i": 0, "ctx": {}})


# ----- one effect ----------------------------------------------------------------------------
def _steps(s: DDState, f: dict[str, Any]) -> tuple[Mapping[str, Any], ...]:
    path = f["path"]
    ab = s.defs[f["src"]].text[path[0]]
    steps = ab.get("do", ())
    if len(path) > 1:
        steps = steps[path[1]]["then"]
    return steps


def run_effect(s: DDState, f: dict[str, Any]) -> None:
    src, ctl = f["src"], f["ctl"]
    ab = s.defs[src].text[f["path"][0]]
    if f["i"] == 0 and "go" not in f["ctx"] and len(f["path"]) == 1:
        # The text works only while its card is active and its text in force (DD-0.5, DD-14.1).
        snap = s.snap()
        if src not in snap.active[s.cards[src].owner] or not text_in_force(snap, src, ab):
            s.stack.remove(f)
            s.emit("effect_lost", card=src, def_id=s.cards[src].def_id, rule="DD-14.1")
            return
        f["ctx"]["go"] = True
        s.emit("effect_resolved", card=src, def_id=s.cards[src].def_id, kind=ab["kind"],
               rule=_RULE.get(ab["kind"], "DD-12.1"))
    kind = ab["kind"]
    if kind in ("must_return", "must_discard"):
        s.stack.remove(f)
        if kind == "must_return":
            s.move(src, zid(s.cards[src].owner, "hand"), cause="must_return", rule="DD-12.2")
        else:
            discard(s, src, rule="DD-12.2", cause="must_discard")
        return
    steps = _steps(s, f)
    if f["i"] >= len(steps):
        s.stack.remove(f)
        return
    step = steps[f["i"]]
    if _STEPS[step["step"]](s, f, step, src, ctl):
        f["i"] += 1
        f["ctx"] = {"go": True}


_RULE = {"turn_start": "DD-1.1", "turn_end": "DD-8.1", "on_play": "DD-12.1", "must_return": "DD-12.2",
         "must_discard": "DD-12.2"}


def _who(step: Mapping[str, Any], ctl: int) -> int:
    return ctl if step.get("who", "you") == "you" else 1 - ctl


def _draw(s: DDState, f: dict[str, Any], step: Mapping[str, Any], src: int, ctl: int) -> bool:
    draw(s, _who(step, ctl), step["n"], rule="DD-12.1")
    return True


def _discard(s: DDState, f: dict[str, Any], step: Mapping[str, Any], src: int, ctl: int) -> bool:
    q = _who(step, ctl)
    ctx = f["ctx"]
    if "ans" in ctx:
        for c in ctx.pop("ans"):
            discard(s, c, rule="DD-13.1")
        return True
    hand = s.hands[q].cards
    n = min(step["n"], len(hand))
    if n == 0:
        return True
    ask(s, Decision(player=q, kind="discard", options=tuple(hand), min=n, max=n, secret=True, rule="DD-13.1",
                    source=src, prompt=Msg(f"Discard {count(n, 'card')} from your hand.", f"손에서 카드 {n}장을 버리세요.")))
    return False


def _boost(s: DDState, f: dict[str, Any], step: Mapping[str, Any], src: int, ctl: int) -> bool:
    q = _who(step, ctl)
    s.mods.append([q, step["by"], s.turn, src])
    s.touch()
    s.emit("total_changed", player=q, by=step["by"], card=src, def_id=s.cards[src].def_id, rule="DD-6.4")
    return True


def _recover(s: DDState, f: dict[str, Any], step: Mapping[str, Any], src: int, ctl: int) -> bool:
    ctx = f["ctx"]
    if "ans" in ctx:
        s.move(ctx.pop("ans")[0], zid(ctl, "hand"), cause="recover", rule="DD-12.1")
        return True
    options = tuple(c for c in s.discards[ctl].cards if "type" not in step or s.defs[c].type == step["type"])
    if not options:
        return True
    ask(s, Decision(player=ctl, kind="recover", options=options, rule="DD-12.1", source=src,
                    prompt=Msg("Choose a card of your discard pile to take into your hand.",
                               "버린 카드 더미에서 손으로 가져올 카드를 고르세요.")))
    return False


def hand_value(s: DDState, iid: int, element: str) -> int:
    """A card's attack value as a discard cost reads it: printed, 0 if its values are ignored (DD-14.1)."""
    snap = s.snap()
    if "values" in snap.ignored.get(iid, ()):
        return 0
    return s.defs[iid].value(element) if s.defs[iid].has_values else 0


def payment_sets(s: DDState, p: int, element: str, at_least: int) -> list[tuple[int, ...]]:
    """Every set of hand cards whose total reaches ``at_least`` with no surplus card: leaving out any
    one of them would fall short (DD-13.2: "for 3 or more you may not discard a 1 and a 4")."""
    vals = [(c, hand_value(s, c, element)) for c in s.hands[p].cards]
    vals = [(c, v) for c, v in vals if v > 0]
    found = []
    for size in range(1, len(vals) + 1):
        for combo in combinations(vals, size):
            total = sum(v for _, v in combo)
            if total >= at_least and total - min(v for _, v in combo) < at_least:
                found.append(tuple(sorted(c for c, _ in combo)))
    return found


def _may(s: DDState, f: dict[str, Any], step: Mapping[str, Any], src: int, ctl: int) -> bool:
    ctx = f["ctx"]
    pay = step.get("pay")
    if "paid" in ctx:
        return True
    if "said" not in ctx:
        if "ans" in ctx:
            if ctx.pop("ans") != ("yes",):
                return True
            ctx["said"] = True
        else:
            if pay and not payment_sets(s, ctl, pay["element"], pay["at_least"]):
                return True     # a cost that cannot be paid makes the optional effect unavailable
            ask(s, Decision(player=ctl, kind="may", options=("yes", "no"), rule="DD-12.1", source=src,
                            prompt=Msg("Use this card's optional effect?", "이 카드의 선택 효과를 사용하시겠습니까?")))
            return False
    if pay and "ans" not in ctx:
        sets = payment_sets(s, ctl, pay["element"], pay["at_least"])
        ctx["sets"] = [list(x) for x in sets]
        opts = tuple(sorted({c for x in sets for c in x}))
        el = vocab.ELEMENTS.index(pay["element"])
        en_el, ko_el = ("Fire", "화염") if el == 0 else ("Earth", "대지")
        ask(s, Decision(player=ctl, kind="pay", options=opts, min=1, max=len(opts), secret=True, rule="DD-13.2",
                        source=src, prompt=Msg(f"Discard cards with a total {en_el} value of {pay['at_least']} or "
                                               "more, no card to spare.",
                                               f"{ko_el} 값 합계가 {pay['at_least']} 이상이 되도록 카드를 버리세요(남는 카드 없이).")))
        return False
    if pay:
        for c in ctx.pop("ans"):
            discard(s, c, rule="DD-13.2", cause="cost")
    ctx["paid"] = True
    s.stack.append({"t": "effect", "src": src, "ctl": ctl, "path": [f["path"][0], f["i"]], "i": 0,
                    "ctx": {"go": True}})
    return False


_STEPS = {"draw": _draw, "discard": _discard, "boost": _boost, "recover": _recover, "may": _may}


# ----- the rules' own choices ------------------------------------------------------------------
def recallable(s: DDState, p: int) -> list[int]:
    """DD-1.2/1.3: the player's active cards with a recall icon; no characters while the opponent's
    active character also bears one (unless a text says otherwise); none at all under "cannot recall"."""
    return [c for c in s.snap().active[p] if why_not_recall(s, p, c) is None]


def why_not_recall(s: DDState, p: int, c: int) -> tuple[str, str, str] | None:
    """Why card ``c`` may not go back to player ``p``'s hand in the turn-start recall, or None."""
    snap = s.snap()
    if snap.no_recall[p]:
        return ("DD-12.2", "A card's text forbids you to recall cards.", "카드의 텍스트가 카드 회수를 금지합니다.")
    if c not in snap.active[p]:
        return ("DD-1.2", "Only your own active cards can be recalled.", "자신의 활성 카드만 회수할 수 있습니다.")
    if not has_icon(s, snap.ignored, c, "recall"):
        return ("DD-1.2", "That card has no recall icon.", "그 카드에는 회수 아이콘이 없습니다.")
    opp_char = s.char[1 - p]
    if s.defs[c].type == "character" and opp_char >= 0 and has_icon(s, snap.ignored, opp_char, "recall") \
            and not snap.through[p]:
        return ("DD-1.3", "Your character cannot be recalled: your opponent's active character also has the "
                          "recall icon.",
                "상대의 활성 캐릭터에도 회수 아이콘이 있어서 캐릭터를 회수할 수 없습니다.")
    return None


def run_recall(s: DDState, f: dict[str, Any]) -> None:
    p = f["p"]
    ctx = f["ctx"]
    if "ans" in ctx:
        s.stack.remove(f)
        for c in ctx.pop("ans"):
            s.move(c, zid(p, "hand"), cause="recall", rule="DD-1.2")
        return
    options = recallable(s, p)
    if not options:
        s.stack.remove(f)
        return
    ask(s, Decision(player=p, kind="recall", options=tuple(options), min=0, max=len(options), rule="DD-1.2",
                    prompt=Msg("Return any of your active cards with the recall icon to your hand.",
                               "회수 아이콘이 있는 활성 카드를 원하는 만큼 손으로 되돌리세요.")))


def run_element(s: DDState, f: dict[str, Any]) -> None:
    ctx = f["ctx"]
    if "ans" in ctx:
        s.stack.remove(f)
        s.element = ctx.pop("ans")[0]
        s.touch()
        s.emit("element_chosen", player=f["p"], element=s.element, rule="DD-4.4")
        return
    ask(s, Decision(player=f["p"], kind="element", options=vocab.ELEMENTS, rule="DD-4.4",
                    prompt=Msg("Choose the battle's element: Fire or Earth.", "전투의 원소를 고르세요: 화염 또는 대지.")))


def run_give_up(s: DDState, f: dict[str, Any]) -> None:
    p = f["p"]
    ctx = f["ctx"]
    hand = s.hands[p].cards
    if "ans" not in ctx and hand:
        ask(s, Decision(player=p, kind="discard", options=tuple(hand), min=1, max=min(3, len(hand)), secret=True,
                        rule="DD-3.2.2", prompt=Msg("Discard 1 to 3 cards, then refill to 6.",
                                                    "카드를 1~3장 버린 뒤 6장이 되도록 보충하세요.")))
        return
    s.stack.remove(f)
    picked = ctx.pop("ans", ())
    for c in picked:
        discard(s, c, rule="DD-3.2.2")
    s.emit("gave_up", player=p, discarded=len(picked), rule="DD-3.2.2")
    if not s.hands[p].cards and not s.decks[p].cards:
        finish_game(s, "DD-10.1.a")
        return
    refill(s, p, "DD-3.2.2")
    set_phase(s, PHASE_TURN_END)


def run_pull(s: DDState, f: dict[str, Any]) -> None:
    """DD-9.3: each pull first returns one of the opponent's dragons to the board; only with none there
    does it bring a board dragon of the winner's choice to the winner's side."""
    w = f["w"]
    ctx = f["ctx"]
    if f["n"] <= 0:
        s.stack.remove(f)
        return
    theirs = [d for d in range(3) if s.dragons[d] == 1 - w]
    if not theirs and s.dragons_of(w) == 3:
        finish_game(s, "DD-10.1.c")
        return
    options = theirs or [d for d in range(3) if s.dragons[d] == BOARD]
    if "ans" in ctx:
        d = vocab.DRAGONS.index(ctx.pop("ans")[0])
    elif len(options) == 1:
        d = options[0]
    else:
        ask(s, Decision(player=w, kind="dragon", options=tuple(vocab.DRAGONS[x] for x in options), rule="DD-9.3",
                        prompt=Msg("Choose the dragon to return to the board." if theirs else "Choose the dragon to pull.",
                                   "보드로 되돌릴 드래곤을 고르세요." if theirs else "끌어올 드래곤을 고르세요.")))
        return
    f["n"] -= 1
    if theirs:
        s.dragons[d] = BOARD
        s.emit("dragon_returned", player=w, dragon=vocab.DRAGONS[d], rule="DD-9.3")
    else:
        s.dragons[d] = w
        s.emit("dragon_pulled", player=w, dragon=vocab.DRAGONS[d], rule="DD-9.1")
    s.touch_texts()


FRAMES = {"triggers": run_triggers, "effect": run_effect, "recall": run_recall, "element": run_element,
          "give_up": run_give_up, "pull": run_pull}
