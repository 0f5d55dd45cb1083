"""Cards a player owns outside the game (400.11a: their sideboard) and the effect that brings one in
(400.11b), limited in Commander and Brawl by 903.11. No pygame.

903.11 read literally (guide choice 16): a card is refused if it has the English name of a card its
owner owns in the game, or if its color identity is outside the commander's. Every card of the starting
deck stays in the game in this core (nothing takes a card back out), so "the same name as a card in the
starting deck" is inside "the same name as a card they own in the game". Tokens are not cards (111.1) and
are not compared."""
from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.text import Msg

from . import commander
from .state import MagicState, StackItem, zid

WISH = "wish"
_KINDS_IN_GAME = ("library", "hand", "battlefield", "graveyard", "exile", "command")


def sideboard(s: MagicState, p: int) -> list[int]:
    return s.zones[zid(p, "sideboard")].cards


def refusal(s: MagicState, p: int, card: int) -> tuple[str, str, str] | None:
    """Why ``p`` may not bring ``card`` into this game, as (rule, English, Korean), or None."""
    if s.defs[card].is_a("conspiracy"):       # guide 3.30: it only ever goes to the command zone (905.4)
        return ("905.4", f"{s.defs[card].name.en} is a conspiracy: it goes only to the command zone, before the game.",
                f"{s.defs[card].name.ko}: 컨스피러시는 게임 전에 커맨드 영역으로만 갑니다.")
    if not commander.in_play(s):
        return None
    d = s.defs[card]
    owned = {s.defs[i].name.en for k in _KINDS_IN_GAME for i in s.zones[zid(p, k)].cards
             if s.cards[i].owner == p and i not in s.tokens}
    owned |= {s.defs[i].name.en for i in s.zones["stack"].cards if s.cards[i].owner == p and i not in s.tokens}
    if d.name.en in owned:
        return ("903.11", f"{d.name.en}: you already own a card with the same name in this game.",
                f"{d.name.ko}: 이 게임에서 같은 이름의 카드를 이미 소유하고 있습니다.")
    mine = commander.identity(d)
    allowed = commander.identity_of(s, p)
    if not set(mine) <= set(allowed):
        return ("903.11", f"{d.name.en} is outside your commander's color identity ({allowed or 'colorless'}).",
                f"{d.name.ko}: 장군의 색 아이덴티티({allowed or '무색'}) 밖의 카드입니다.")
    return None


def choosable(s: MagicState, p: int) -> list[int]:
    """The cards of ``p``'s sideboard they may bring in now, in the sideboard's order."""
    return [c for c in sideboard(s, p) if refusal(s, p, c) is None]


def rule_of(s: MagicState) -> str:
    return "903.11" if commander.in_play(s) else "400.11b"


def offer(s: MagicState, item: StackItem) -> bool:
    """The caster chooses a card they own from outside the game (a secret choice among their sideboard's
    allowed cards). With none, the effect does nothing and the log says so. True if a choice was offered."""
    p = item.controller
    if s.out[p]:
        return False
    options = choosable(s, p)
    if not options:
        s.emit("wish_found_nothing", player=p, card=item.card, refused=len(sideboard(s, p)), rule=rule_of(s))
        return False
    s.decisions.append(Decision(p, WISH, tuple(options),
                                Msg("Choose a card you own from outside the game to reveal and put into your hand.",
                                    "게임 밖에서 당신이 소유한 카드 한 장을 골라 공개하고 손으로 가져오세요."),
                                rule_of(s), source=item.card, secret=True))
    return True


def answer(s: MagicState, p: int, card: int) -> None:
    """The chosen card is revealed to every player, then put into its owner's hand (400.11b: it stays in
    the game until the game ends)."""
    if s.out[p] or s.cards[card].zone != zid(p, "sideboard"):
        return
    s.emit("revealed", player=p, card=card, def_id=s.defs[card].id, rule=rule_of(s))
    s.move(card, zid(p, "hand"), cause=WISH)
