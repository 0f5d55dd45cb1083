"""The interpreter of effect steps (8.2, 8.3): one step at a time, pausing for decisions.

An effect in resolution is a frame on the state's stack:
``{"t": "effect", "src", "ctl", "kw", "ab" or "steps", "i", "sub", "ctx"}``.
``i`` is the step, ``sub`` the stage within it, ``ctx`` what has been chosen so far.
Everything in a frame is plain data, so a paused effect clones, hashes and saves.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.engine import events as ev
from game.engine.decisions import Decision
from game.engine.text import Msg, count

from .actionsupport import add_mod, ask, change_level, draw, trash_card, trash_unit, trash_units, yes_no
from .state import DAMAGE, DECK, HAND, TRASH, LanesState
from .statics import player_prohibited, power, prohibited, snapshot
from .targets import condition_holds, has_unit_candidate, matches_filter, named_target, unit_candidates
from .triggers import queue_abilities

WAIT = object()


def frame_steps(s: LanesState, f: dict[str, Any]) -> Sequence[dict[str, Any]]:
    if "steps" in f:
        return f["steps"]
    return s.db.abilities[f["ab"]].steps  # type: ignore[attr-defined, no-any-return]


def run_effect(s: LanesState, f: dict[str, Any]) -> None:
    ctx = f["ctx"]
    if f["i"] == 0 and f["sub"] == 0 and "ab" in f and not ctx.get("accepted"):
        ab = s.db.abilities[f["ab"]]
        cond = ab.data.get("condition")
        if cond and not condition_holds(s, cond, f["ctl"], f["src"]):
            _finish(s, f, done=False)
            return
        if ab.data.get("may"):
            if "ans" not in ctx:
                ask(s, yes_no(f["ctl"], Msg("You may use this ability. Use it?", "이 효과를 사용할 수 있습니다. 사용하겠습니까?"), "8.1.2.2", f["src"]))
                return
            if ctx.pop("ans") != ("yes",):
                _finish(s, f, done=False)
                return
        ctx["accepted"] = True
    steps = frame_steps(s, f)
    if f["i"] >= len(steps):
        _finish(s, f, done=True)
        return
    res = run_step(s, f, steps[f["i"]])
    if res is WAIT:
        return
    ctx["did"] = bool(res)
    ctx.pop("tg", None)
    ctx.pop("wi", None)
    f["i"] += 1
    f["sub"] = 0
    if f["i"] >= len(steps) and s.stack and s.stack[-1] is f:
        _finish(s, f, done=True)


def _finish(s: LanesState, f: dict[str, Any], *, done: bool) -> None:
    s.stack.remove(f)
    s.emit(ev.EFFECT_RESOLVED, card=f["src"], def_id=s.cards[f["src"]].def_id, ability=f.get("ab"), kw=f["kw"],
           controller=f["ctl"], done=done)


def _players(s: LanesState, who: str, ctl: int) -> list[int]:
    if who == "self":
        return [ctl]
    if who == "opponent":
        return [1 - ctl]
    return [s.turn_player, 1 - s.turn_player]  # 1.3.5.1


def run_step(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    ctx = f["ctx"]
    if f["sub"] == 0:
        if st.get("if") == "previous" and not ctx.get("did"):
            return False
        cond = st.get("condition")
        if cond and not condition_holds(s, cond, f["ctl"], f["src"]):
            return False
        if st.get("may"):
            ask(s, yes_no(f["ctl"], Msg("You may do this. Do it?", "이 행동을 실행할 수 있습니다. 실행하겠습니까?"), "8.1.2.2", f["src"]))
            f["sub"] = 1
            return WAIT
        f["sub"] = 2
    elif f["sub"] == 1:
        if ctx.pop("ans") != ("yes",):
            return False
        f["sub"] = 2
    return VERBS[st["do"]](s, f, st)



# ----- unit targets ---------------------------------------------------------------------------
def _target_prompt(spec: Any) -> Msg:
    if isinstance(spec, dict) and spec.get("upto"):
        return Msg(f"Choose up to {count(spec['choose'], 'unit')}.", f"유닛을 {spec['choose']}장까지 고르세요.")
    n = spec["choose"] if isinstance(spec, dict) else 1
    return Msg(f"Choose {count(n, 'unit')}.", f"유닛을 {n}장 고르세요.")


def resolve_units(s: LanesState, f: dict[str, Any], spec: Any) -> Any:
    """The units a step acts on, asking the controller to choose at resolution when needed (8.3.3)."""
    ctx = f["ctx"]
    if "tg" in ctx:
        return list(ctx["tg"])
    if "ans" in ctx:
        ctx["tg"] = tuple(ctx.pop("ans"))
        return list(ctx["tg"])
    src, ctl = f["src"], f["ctl"]
    if isinstance(spec, str):
        res = named_target(s, spec, src)
    elif spec.get("all"):
        res = unit_candidates(s, spec, src, ctl)
    else:
        cands = unit_candidates(s, spec, src, ctl)
        n, upto = spec["choose"], spec.get("upto", False)
        if not cands:
            res = []
        elif not upto and len(cands) <= n:
            res = cands  # 8.3.3.1: as many as possible; nothing to choose between
        else:
            ask(s, Decision(player=ctl, kind="target", options=tuple(cands), prompt=_target_prompt(spec),
                            rule="8.3.3", min=0 if upto else n, max=n, source=src))
            return WAIT
    ctx["tg"] = tuple(res)
    return res


def _until(f: dict[str, Any], st: dict[str, Any]) -> str:
    return st.get("until", "battle" if f["kw"] in ("attacker", "defender") else "turn")


# ----- verbs -----------------------------------------------------------------------------------
def v_draw(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    if st.get("upto"):  # 4.4.4, 1.3.6.1: choose 0 to n, never more than the deck holds
        ctx = f["ctx"]
        if "ans" not in ctx and player_prohibited(s, f["ctl"], "draw"):
            return draw(s, f["ctl"], st["n"]) > 0  # refused (1.3.4), without asking for a number
        if "ans" not in ctx:
            most = min(st["n"], len(s.zones[f"p{f['ctl']}.deck"].cards))
            ask(s, Decision(player=f["ctl"], kind="number", options=tuple(range(most + 1)), rule="4.4.4",
                            prompt=Msg(f"Draw how many cards (up to {most})?", f"카드를 몇 장 드로우하겠습니까? (최대 {most}장)"),
                            source=f["src"]))
            return WAIT
        n = ctx.pop("ans")[0]
        return draw(s, f["ctl"], n) > 0 if n > 0 else False  # 4.4.5: drawing 0 is not drawing
    players = _players(s, st.get("who", "self"), f["ctl"])
    got = 0
    losses = len(s.losing)
    for p in players:
        got += draw(s, p, st["n"])
        if len(s.losing) > losses:
            # 1.3.5.1: the turn player draws first; a draw that loses ends the game at once (9.1.2),
            # before the opponent draws.
            break
    return got == st["n"] * len(players)  # 8.3.2: done only if done in full


def _in_full(spec: Any, done: int, chosen: int) -> bool:
    """8.3.2: a step counts as done ("if you did") only if done in full: every unit it named or
    chose, and for "choose n" exactly n of them."""
    if isinstance(spec, dict) and "choose" in spec and not spec.get("upto"):
        return done == spec["choose"]
    return done > 0 and done == chosen


def v_damage(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    from .damage import damage_frame
    players = _players(s, st.get("who", "opponent"), f["ctl"])
    for p in reversed(players):  # the stack's top resolves first: turn player first (1.3.5.1)
        s.stack.append(damage_frame(p, st["n"], f["src"]))
    return True


def _all_units(s: LanesState, f: dict[str, Any], st: dict[str, Any], forbidden: str, act: Any) -> Any:
    """Do ``act`` to the target units still on the field, all together: whether an effect forbids it
    (1.3.4) is read for the whole set before any of them is touched."""
    units = resolve_units(s, f, st["target"])
    if units is WAIT:
        return WAIT
    allowed = []
    for u in units:
        if s.lane_of(u) is None:
            continue
        if prohibited(s, u, forbidden):
            s.emit("prohibited", card=u, what=forbidden, rule="1.3.4")
            continue
        allowed.append(u)
    if allowed:
        act(allowed)
    return _in_full(st["target"], len(allowed), len(units))


def v_trash(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    return _all_units(s, f, st, "be_trashed_by_effect", lambda units: trash_units(s, [(u, "effect") for u in units]))


def v_bounce(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    def bounce(units: list[int]) -> None:
        for u in units:
            items = s.items_of(u)
            s.move(u, f"p{s.cards[u].owner}.hand", reason="returned")
            for item in items:
                trash_card(s, item, "rule", rule="3.5.6.1")
    return _all_units(s, f, st, "be_returned", bounce)


def _mod_verb(kind: str):
    def verb(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
        units = resolve_units(s, f, st["target"])
        if units is WAIT:
            return WAIT
        until = _until(f, st)
        if kind == "grant":
            value: Any = f"{f['ab']}/e{f['i'] - len(s.db.abilities[f['ab']].cost)}"
        elif kind == "prohibit":
            value = st["what"]
        elif kind == "halve":
            value = 0
        else:
            value = st["n"]
        # All the units together: every modification is made before any new number is read.
        done = [u for u in units if s.lane_of(u) is not None]
        for u in done:
            add_mod(s, u, kind, value, until, f["src"], f["ctl"])
        for u in done:
            if kind in ("power", "halve"):
                s.emit(ev.POWER_CHANGED, card=u, def_id=s.cards[u].def_id, power=power(s, u), until=until)
            else:
                s.emit("unit_modified", card=u, def_id=s.cards[u].def_id, kind=kind, value=value, until=until)
        return _in_full(st["target"], len(done), len(units))
    return verb


_prohibit_units = _mod_verb("prohibit")


def v_prohibit(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """Forbid units (``target``) or players (``who``) something for a while (1.3.4: it beats instructions)."""
    if "who" not in st:
        return _prohibit_units(s, f, st)
    until = _until(f, st)
    for p in _players(s, st["who"], f["ctl"]):
        add_mod(s, ~p, "prohibit", st["what"], until, f["src"], f["ctl"])  # a player's modifications: target ~p
        s.emit("player_prohibited", player=p, what=st["what"], until=until, card=f["src"],
               def_id=s.cards[f["src"]].def_id)
    return True


def v_level(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    full = True
    for p in _players(s, st.get("who", "self"), f["ctl"]):
        before = s.level[p]
        change_level(s, p, st["n"])
        full = full and s.level[p] - before == st["n"]
    return full


def v_discard(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """Each named player trashes n cards of their choice from hand (by effect)."""
    ctx = f["ctx"]
    players = _players(s, st.get("who", "self"), f["ctl"])
    wi = ctx.get("wi", 0)
    while wi < len(players):
        p = players[wi]
        hand = s.zones[HAND[p]].cards
        k = min(st["n"], len(hand))
        if "ans" in ctx:
            chosen = list(ctx.pop("ans"))
        elif k == 0:
            chosen = []
        elif k == len(hand):
            chosen = list(hand)
        else:
            ctx["wi"] = wi
            ask(s, Decision(player=p, kind="discard", options=tuple(hand), min=k, max=k, secret=True,
                            prompt=Msg(f"Trash {count(k, 'card')} from your hand.", f"패에서 카드를 {k}장 트래시하세요."),
                            rule="8.3.3", source=f["src"]))
            return WAIT
        for c in chosen:
            trash_card(s, c, "effect")
        ctx["short"] = ctx.get("short", False) or len(chosen) < st["n"]
        wi += 1
        ctx["wi"] = wi
    return not ctx.pop("short", False)


def v_mill(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    full = True
    for p in _players(s, st.get("who", "self"), f["ctl"]):
        deck = s.zones[f"p{p}.deck"].cards
        full = full and len(deck) >= st["n"]
        for _ in range(min(st["n"], len(deck))):
            trash_card(s, deck[0], "effect", reveal=True)
    return full


def v_heal(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    dmg = s.zones[f"p{f['ctl']}.damage"].cards
    n = min(st["n"], len(dmg))
    for _ in range(n):
        trash_card(s, dmg[-1], "effect")
    return n == st["n"]


def _pick_cards(s: LanesState, f: dict[str, Any], options: list[int], n: int, prompt: Msg, *, secret: bool) -> Any:
    ctx = f["ctx"]
    if "ans" in ctx:
        return list(ctx.pop("ans"))
    if not options:
        return []
    ask(s, Decision(player=f["ctl"], kind="select", options=tuple(options), min=0, max=min(n, len(options)),
                    prompt=prompt, rule="8.3.3.1", source=f["src"], secret=secret))
    return WAIT


def v_search(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    ctl = f["ctl"]
    deck = s.zones[f"p{ctl}.deck"].cards
    flt = st.get("filter", {})
    options = [c for c in deck if matches_filter(s, c, flt, f["src"], ctl, base=True)]
    chosen = _pick_cards(s, f, options, st["n"],
                         Msg(f"Take up to {count(st['n'], 'card')} from your deck.", f"덱에서 카드를 {st['n']}장까지 가져오세요."),
                         secret=True)
    if chosen is WAIT:
        return WAIT
    for c in chosen:
        s.move(c, f"p{ctl}.hand", reason="search")
        if flt:  # 3.1.7: a card taken by a condition into a private zone is shown to the others
            s.emit(ev.CARD_REVEALED, card=c, def_id=s.cards[c].def_id, owner=ctl, rule="3.1.7")
    s.rng.shuffle(deck)
    s.emit(ev.SHUFFLED, zone=f"p{ctl}.deck")
    return bool(chosen)


def v_recover(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    ctl = f["ctl"]
    flt = st.get("filter", {})
    options = [c for c in s.zones[f"p{ctl}.trash"].cards if c != f["src"] and matches_filter(s, c, flt, f["src"], ctl, base=True)]
    chosen = _pick_cards(s, f, options, st["n"],
                         Msg(f"Return up to {count(st['n'], 'card')} from your trash to hand.",
                             f"트래시에서 카드를 {st['n']}장까지 패로 되돌리세요."), secret=False)
    if chosen is WAIT:
        return WAIT
    for c in chosen:
        s.move(c, f"p{ctl}.hand", reason="recover")
    return bool(chosen)


def v_look(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """11.2: only the controller sees the cards; they stay in the deck. Chosen ones go to the bottom."""
    ctl = f["ctl"]
    deck = s.zones[f"p{ctl}.deck"].cards
    top = deck[:st["n"]]
    if not top:
        return False
    if f["sub"] == 2:
        s.emit(ev.CARD_REVEALED, (ctl,), public=("owner", "rule"), cards=list(top),
               def_ids=[s.cards[c].def_id for c in top], owner=ctl, rule="11.2.1")
        f["sub"] = 3
    chosen = _pick_cards(s, f, top, len(top), Msg("Choose cards to put on the bottom of your deck.",
                                                  "덱 맨 아래에 놓을 카드를 고르세요."), secret=True)
    if chosen is WAIT:
        return WAIT
    for c in chosen:
        deck.remove(c)
        deck.append(c)
    s.emit("deck_reordered", player=ctl, bottom=len(chosen))
    return True


def v_reveal_hand(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    for p in _players(s, st.get("who", "self"), f["ctl"]):
        hand = s.zones[f"p{p}.hand"].cards
        s.emit(ev.CARD_REVEALED, cards=list(hand), def_ids=[s.cards[c].def_id for c in hand], owner=p, rule="11.1")
    return True


def v_shuffle(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    for p in _players(s, st.get("who", "self"), f["ctl"]):
        s.rng.shuffle(s.zones[f"p{p}.deck"].cards)
        s.emit(ev.SHUFFLED, zone=f"p{p}.deck")
    return True


def v_trash_self(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    src = f["src"]
    if s.lane_of(src) is not None:
        trash_unit(s, src, "effect")
        return True
    if ".trash" not in s.cards[src].zone and ".level" not in s.cards[src].zone:
        trash_card(s, src, "effect")
        return True
    return False


def v_win(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    ctl = f["ctl"]
    s.end_game([ctl], [1 - ctl], Msg("A card effect won the game.", "카드 효과로 게임에서 승리했습니다."), "1.2.5")
    return True


def v_lose(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    losers = _players(s, st.get("who", "self"), f["ctl"])
    winners = [p for p in (0, 1) if p not in losers]
    s.end_game(winners, losers, Msg("A card effect lost the game.", "카드 효과로 게임에서 패배했습니다."), "1.2.5")
    return True


# ----- the rules' own effects (sub-keywords) ----------------------------------------------------
def v_mutual(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """10.2.5.2.3-4: this card's cost, read in the trash, against the unit that trashed it."""
    from .statics import cost
    foe = f["ctx"]["foe"]
    if s.lane_of(foe) is None:
        return False
    if s.defs[f["src"]].cost >= cost(s, foe):
        if prohibited(s, foe, "be_trashed_by_effect"):
            s.emit("prohibited", card=foe, what="be_trashed_by_effect", rule="1.3.4")
            return False
        trash_unit(s, foe, "effect")
        return True
    return False


def v_register_return(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    s.returns.append([f["src"], s.cards[f["src"]].epoch])
    return True


def v_to_hand(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """10.2.5.3.3-4: back to the owner's hand, only if still in the trash."""
    src = f["src"]
    owner = s.cards[src].owner
    if s.cards[src].zone != f"p{owner}.trash" or s.cards[src].epoch != f["ctx"].get("epoch", s.cards[src].epoch):
        return False
    s.move(src, f"p{owner}.hand", reason="return", rule="10.2.5.3.3")
    return True


def v_awaken(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    p = f["ctl"]
    if s.awakened[p]:
        return False
    s.awakened[p] = True
    s.since[s.leader[p]] = s.next_serial()  # the back face's continuous effects count from now (1.3.7)
    s.touch()
    s.emit("leader_awakened", player=p, card=s.leader[p], def_id=s.cards[s.leader[p]].def_id, rule="10.2.6.1.2")
    return True


def v_finisher(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """10.2.4.2.2: straight to the battle end step, and this unit is trashed."""
    if s.battle is not None:
        s.battle["step"] = "end"
        s.battle["finisher"] = True
        s.emit("finisher", card=f["src"], def_id=s.cards[f["src"]].def_id, rule="10.2.4.2.2")
    if s.lane_of(f["src"]) is not None:
        trash_unit(s, f["src"], "effect")
    return True


def v_guardian(s: LanesState, f: dict[str, Any], st: dict[str, Any]) -> Any:
    """10.2.6.3: pay barrier[n] (trash n cards from hand) or sacrifice[n] (trash n other units)
    to become the blocking unit."""
    from .battle import can_block, declare_block
    ctx = f["ctx"]
    src, ctl = f["src"], f["ctl"]
    b = s.battle
    if b is None or b.get("blocker") is not None or s.lane_of(src) is None or not can_block(s, src, guardian=True):
        return False
    barrier, sacrifice = ctx["barrier"], ctx["sacrifice"]
    if barrier:
        pool = list(s.zones[f"p{ctl}.hand"].cards)
    else:
        pool = [u for u in s.units(ctl) if u != src]
    need = barrier or sacrifice
    if len(pool) < need:
        return False
    if f["sub"] == 2:
        if "ans" not in ctx:
            what = (Msg(f"Guardian: trash {count(need, 'card')} from hand to block?", f"가디언: 패를 {need}장 트래시하고 방어하겠습니까?")
                    if barrier else
                    Msg(f"Guardian: trash {count(need, 'other unit')} to block?", f"가디언: 다른 유닛 {need}장을 트래시하고 방어하겠습니까?"))
            ask(s, yes_no(ctl, what, "10.2.6.3.2", src))
            return WAIT
        if ctx.pop("ans") != ("yes",):
            return False
        f["sub"] = 3
    if "ans" not in ctx:
        if len(pool) == need:
            ctx["ans"] = tuple(pool)
        else:
            ask(s, Decision(player=ctl, kind="guardian_cost", options=tuple(pool), min=need, max=need,
                            secret=bool(barrier), rule="10.2.6.3.4",
                            prompt=Msg(f"Guardian (Barrier): choose {count(need, 'card')} from your hand to trash.",
                                       f"가디언(방벽): 패에서 트래시할 카드를 {need}장 고르세요.") if barrier else
                            Msg(f"Guardian (Sacrifice): choose {count(need, 'other unit')} to trash.",
                                f"가디언(희생): 트래시할 다른 유닛을 {need}장 고르세요."), source=src))
            return WAIT
    chosen = ctx.pop("ans")
    if barrier:
        for c in chosen:
            trash_card(s, c, "effect", rule="10.2.6.3.4.1.2")
    else:
        trash_units(s, [(c, "effect") for c in chosen])  # together: exits fixed before any leaves
    declare_block(s, src, guardian=True)
    return True


VERBS = {
    "draw": v_draw, "damage": v_damage, "trash": v_trash, "bounce": v_bounce,
    "power": _mod_verb("power"), "hit": _mod_verb("hit"), "halve_power": _mod_verb("halve"),
    "grant": _mod_verb("grant"), "prohibit": v_prohibit,
    "level": v_level, "discard": v_discard, "mill": v_mill, "heal": v_heal, "search": v_search,
    "recover": v_recover, "look": v_look, "reveal_hand": v_reveal_hand, "shuffle": v_shuffle,
    "trash_self": v_trash_self, "win": v_win, "lose": v_lose,
    "_mutual": v_mutual, "_register_return": v_register_return, "_to_hand": v_to_hand, "_awaken": v_awaken,
    "_finisher": v_finisher, "_guardian": v_guardian,
}


# ----- can an effect do anything? (8.1.3.1.2) -----------------------------------------------------
def step_possible(s: LanesState, st: dict[str, Any], src: int, ctl: int, exclude: int | None = None) -> bool:
    verb = st["do"]
    cond = st.get("condition")
    if cond and not condition_holds(s, cond, ctl, src):
        return False
    who = st.get("who")
    if verb == "draw":  # a player forbidden to draw cannot (1.3.4)
        forbidden = (s._cache or snapshot(s)).player_prohibit
        for p in _players(s, who or "self", ctl):
            if s.zones[DECK[p]].cards and "draw" not in forbidden[p]:
                return True
        return False
    if verb in ("mill", "search", "look"):
        players = _players(s, who or "self", ctl)
        for p in players:
            if s.zones[DECK[p]].cards:
                return True
        return False
    if verb == "prohibit" and "target" not in st:
        return True  # forbidding a player something can always be done
    if verb in ("trash", "bounce", "power", "hit", "halve_power", "grant", "prohibit"):
        spec = st["target"]
        if isinstance(spec, str):
            return bool(named_target(s, spec, src))
        return has_unit_candidate(s, spec, src, ctl)
    if verb == "level":
        return any((st["n"] > 0 and s.level[p] < 10) or (st["n"] < 0 and s.level[p] > 1)
                   for p in _players(s, who or "self", ctl))
    if verb == "discard":
        for p in _players(s, who or "self", ctl):
            for c in s.zones[HAND[p]].cards:
                if c != exclude:
                    return True
        return False
    if verb == "heal":
        return bool(s.zones[DAMAGE[ctl]].cards)
    if verb == "recover":
        flt = st.get("filter", {})
        for c in s.zones[TRASH[ctl]].cards:
            if matches_filter(s, c, flt, src, ctl, base=True):
                return True
        return False
    return True


def can_execute_any(s: LanesState, steps: tuple[dict[str, Any], ...], src: int, ctl: int,
                    exclude: int | None = None) -> bool:
    """8.1.3.1.2: could at least one of the actions be done? An "if you did" action (8.3.2) only
    if the action it hangs on could be done too."""
    previous = False
    for st in steps:
        possible = step_possible(s, st, src, ctl, exclude)
        if st.get("if") == "previous":
            possible = possible and previous
        if possible:
            return True
        previous = possible
    return False


def cost_payable(s: LanesState, costs: tuple[dict[str, Any], ...], src: int, ctl: int) -> bool:
    for c in costs:
        verb = c["do"]
        if verb == "discard" and len(s.zones[HAND[ctl]].cards) < c["n"]:
            return False
        if verb == "mill" and len(s.zones[DECK[ctl]].cards) < c["n"]:
            return False
        if verb == "level" and c["n"] < 0 and s.level[ctl] + c["n"] < 1:
            return False
    return True


__all__ = ["run_effect", "WAIT", "VERBS", "can_execute_any", "cost_payable", "queue_abilities"]
