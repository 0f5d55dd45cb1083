"""Lanes' table part: words for the demo (tips and a sentence per event), the marks of a replay's
timeline, and the scripted opening ``ui-smoke`` plays through the real table."""
from __future__ import annotations

from typing import Any, Sequence

from game.engine import events as ev
from game.engine.events import Event
from game.ui.i18n import t
from game.ui.table.part import Mark

from .actions import Attack, PlayUnit
from .cardtext import KEYWORD_NAMES
from .table_words import WORDS, tw

# the demo adds every game's last tip itself (how to take a seat)
TIPS = tuple(WORDS[f"demo.tip.{k}"] for k in ("lanes", "size", "trigger", "lose", "damage_size"))


def explain_event(table: Any, e: Event, lang: str, names: dict[int, str]) -> tuple[int, str] | None:
    """The sentence (with its importance) for an event, or None."""
    d = e.data
    k = e.kind

    def card(key: str = "card", unit: bool = True) -> str:
        label = table.card_label(d.get(key))
        return label or tw("demo.a_unit" if unit else "demo.a_card", lang)

    def who(p: Any) -> int:
        return int(p) + 1 if isinstance(p, int) else 0

    if k == "game_started":
        return 2, t("demo.new_game", lang, a=names.get(0, "?"), b=names.get(1, "?"))
    if k == "mulligan":
        return 1, tw("demo.mulligan", lang, p=who(d.get("player")))
    if k == "level_changed" and d.get("new", 0) > d.get("old", 0):
        return 1, tw("demo.level_up", lang, p=who(d.get("player")), n=d.get("new"))
    if k == ev.PHASE_CHANGED and d.get("phase") in ("main", "attack"):
        return 0, tw("demo.main" if d["phase"] == "main" else "demo.attack_phase", lang, p=who(d.get("player")))
    if k == "unit_placed":
        return 1, tw("demo.upgrade" if d.get("upgrade") else "demo.unit", lang, card=card(), lane=int(d.get("lane", 0)) + 1)
    if k == "item_equipped":
        return 1, tw("demo.item", lang, card=card(unit=False))
    if k == ev.CARD_MOVED and str(d.get("to", "")).endswith(".skill"):
        return 1, tw("demo.skill", lang, card=card(unit=False))
    if k == "attack_declared":
        return 2, tw("demo.attack", lang, card=card())
    if k == "block_declared":
        return 3, tw("demo.block", lang, card=card())
    if k == "no_block":
        return 2, tw("demo.no_block", lang, p=who(d.get("player")))
    if k == "power_compared":
        a, b = d.get("attacker_power", 0), d.get("blocker_power", 0)
        return 3, tw("demo.power_win" if a >= b else "demo.power_lose", lang, a=a, b=b)
    if k == ev.DAMAGE_DEALT:
        return 2, tw("demo.damage", lang, p=who(d.get("player")), n=d.get("amount", 0))
    if k == ev.TRIGGER_FIRED:
        kw = d.get("kw")
        if kw == "trigger":
            label = table.card_label(d.get("card"))
            return 4, (tw("demo.trigger_card", lang, card=label) if label else tw("demo.trigger", lang))
        if kw == "guardian":
            return 3, tw("demo.guardian", lang, card=card())
        if kw in ("entry", "exit", "attacker", "defender", "auto"):
            name = KEYWORD_NAMES[kw].get(lang) if kw in KEYWORD_NAMES else kw
            return 1, tw("demo.effect", lang, card=card(unit=False), kw=name)
        return None
    if k == "leader_awakened":
        return 4, tw("demo.awaken", lang, card=card(unit=False))
    if k == "power_zero":
        return 2, tw("demo.power_zero", lang, card=card())
    if k == "damage_processed":
        n = int(d.get("damage_zone", 0))
        if 7 <= n < 10:
            return 4, tw("demo.near_ten", lang, p=who(d.get("player")), n=n)
        return None
    if k == ev.GAME_OVER:
        res = table.session.state.result
        if res is None:
            return None
        why = res.reason.get(lang)
        if res.draw:
            return 5, t("demo.draw", lang, why=why)
        return 5, t("demo.win", lang, p=res.winners[0] + 1, why=why)
    return None


def marks(events: Sequence[Event], i: int) -> list[Mark]:
    """A replay's marks for the events of action ``i``: a turn beginning, a trigger, damage revealed."""
    turn = trigger = None
    damage: dict[int, int] = {}
    for e in events:
        if e.kind == ev.PHASE_CHANGED and e.data.get("phase") == "level_up" and turn is None:
            turn = Mark(i, "turn", (e.data.get("turn"), e.data.get("player")))
        elif e.kind == ev.TRIGGER_FIRED and e.data.get("kw") == "trigger" and trigger is None:
            trigger = Mark(i, "trigger", (e.data.get("card"),))
        elif e.kind == ev.CARD_MOVED and e.data.get("reveal"):
            p = int(str(e.data.get("to", "p0"))[1]) if str(e.data.get("to", "")).startswith("p") else 0
            damage[p] = damage.get(p, 0) + 1
    out = [m for m in (turn, trigger) if m is not None]
    return out + [Mark(i, "damage", (p, n)) for p, n in sorted(damage.items())]


def mark_text(state: Any, mark: Mark, lang: str) -> str:
    if mark.kind == "turn":
        n, p = mark.info
        return tw("replay.mark.turn", lang, n=n, p=(p or 0) + 1)
    if mark.kind == "trigger":
        iid = mark.info[0]
        name = state.cdef(iid).name.get(lang) if isinstance(iid, int) else "?"
        return tw("replay.mark.trigger", lang, card=name)
    p, n = mark.info
    return tw("replay.mark.damage", lang, p=p + 1, n=n)


def scripted_opening(app: Any, hands: Any) -> dict[str, Any]:
    """Both players keep, turns end by the buttons until a unit can be placed, the unit is dragged onto
    a lane, then dragged onto the opposing lane to attack: damage is revealed. All through the UI."""
    st = lambda: app.scene.session.state
    hands.frames(30)
    for _ in range(2):  # 5.1.6: both players keep, first player first
        hands.pass_screen()
        hands.settle()
        hands.choose_word("keep")
        hands.settle()
    hands.pass_screen()
    hands.settle()
    plays: list[Any] = []
    for _turn in range(8):  # until the turn player can afford a unit: end turns with the buttons
        plays = [a for a in st().legal_actions() if isinstance(a, PlayUnit)]
        if plays:
            break
        hands.click_node(app.scene.btn_primary)   # end the main phase
        hands.settle()
        hands.click_node(app.scene.btn_primary)   # end the turn
        hands.settle()
        while st().decisions and st().decisions[0].kind == "discard":
            d = st().decisions[0]
            hands.click(hands.card_center(d.remaining()[0]))
            hands.settle()
        hands.pass_screen()
        hands.settle()
    me = st().turn_player
    if not plays:
        return {"ok": False, "placed": False, "why": "no unit could be placed"}
    play = min(plays, key=lambda a: (a.lane != 1, a.card))
    hands.drag(hands.card_center(play.card), hands.drop_center(("lane", me, play.lane)))
    hands.settle()
    placed = st().unit_at(me, play.lane) == play.card
    hands.click_node(app.scene.btn_primary)   # to the attack phase
    hands.settle()
    before = len(st().zones[f"p{1 - me}.damage"].cards) + len(st().zones[f"p{1 - me}.trash"].cards)
    attack = Attack(me, play.lane)
    hands.drag(hands.card_center(play.card), hands.drop_center(("attack", 1 - me, play.lane)))
    hands.settle()
    hands.pass_screen()
    if st().decisions and st().decisions[0].kind == "block":
        hands.choose_word("none")
        hands.settle()
        hands.pass_screen()
    hands.settle()
    revealed = len(st().zones[f"p{1 - me}.damage"].cards) + len(st().zones[f"p{1 - me}.trash"].cards) - before
    return {"ok": bool(placed and revealed >= 1), "placed": placed, "attack": str(attack),
            "damage_revealed": revealed, "actions": len(app.scene.session.match.log)}
