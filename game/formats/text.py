"""How an event's actions and events read, in English and Korean: card names from the game's catalogue,
seats by their letters, a game's own moves in the game's own words."""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.actions import Action, Choose, Concede
from game.engine.events import Event
from game.engine.text import Msg

from .actions import InGame
from .spec import LETTERS

if TYPE_CHECKING:
    from .event import EventState

WORDS = {
    "pick": Msg("Player {p} takes {card}.", "플레이어 {p}: {card}을(를) 가져갑니다."),
    "deck": Msg("Player {p} puts {card} in the deck.", "플레이어 {p}: {card}을(를) 덱에 넣습니다."),
    "leave": Msg("Player {p} leaves the event.", "플레이어 {p}: 이벤트를 떠납니다."),
    "keeps": Msg("Player {p} keeps a deck of {n} cards.", "플레이어 {p}: {n}장짜리 덱으로 확정합니다."),
    "hidden": Msg("Player {p} takes a card.", "플레이어 {p}: 카드를 한 장 가져갑니다."),
    "revealed": Msg("Round {r}: {cards} are turned up; pick order {order}.",
                    "{r}라운드: {cards} 공개, 고르는 순서 {order}."),
    "opened": Msg("Round {r}: every player opens a pack; passing {dir}.", "{r}라운드: 모두 팩을 엽니다. {dir}으로 넘깁니다."),
    "passed": Msg("The packs pass {dir}.", "팩을 {dir}으로 넘깁니다."),
    "left": Msg("left", "왼쪽"), "right": Msg("right", "오른쪽"),
    "done": Msg("The draft is over.", "드래프트가 끝났습니다."),
    "built": Msg("Player {p} has built a deck.", "플레이어 {p}: 덱을 만들었습니다."),
    "game": Msg("Game {n}: {players}.", "{n}경기: {players}."),
    "game_over": Msg("Game {n} is over: {who}.", "{n}경기 끝: {who}."),
    "won": Msg("player {p} wins", "플레이어 {p} 승리"), "no_winner": Msg("no winner", "승자 없음"),
    "vs": Msg(" vs ", " 대 "),
    "stage": Msg("Next: {stage}.", "다음: {stage}."),
    "over": Msg("The event is over. {why}", "이벤트가 끝났습니다. {why}"),
}
STAGE_NAMES = {"draft": Msg("the draft", "드래프트"), "build": Msg("deck building", "덱 만들기"),
               "games": Msg("the games", "경기"), "over": Msg("the final ranking", "최종 순위")}


@functools.cache
def _names(ruleset: str) -> dict[str, Msg]:
    part = registry.get(ruleset).part("catalogue")
    if part is None:
        return {}
    return {c.id: c.name for c in part.catalogue().cards}


def card_label(ruleset: str, def_id: str, lang: str) -> str:
    name = _names(ruleset).get(def_id)
    return name.get(lang) if name is not None else def_id


def stage_name(ev: "EventState", stage: str) -> Msg:
    if stage in ev.hooks.STAGES:
        return ev.hooks.STAGES[stage].name  # type: ignore[no-any-return]
    return STAGE_NAMES.get(stage, Msg(stage, stage))


def describe_action(ev: "EventState", action: Action, lang: str = "en") -> str:
    p = LETTERS[action.player] if 0 <= action.player < len(LETTERS) else str(action.player)
    if isinstance(action, InGame) and ev.child is not None:
        text = registry.get(ev.ruleset_id).part("text")
        return str(text.describe_action(ev.child, action.act, lang)) if text is not None else str(action.act)
    if isinstance(action, Concede):
        return WORDS["leave"].get(lang).format(p=p)
    if isinstance(action, Choose) and ev.stage == "build" and isinstance(action.option, str):
        from .build import Deck
        deck = Deck.parse(action.option)
        return WORDS["keeps"].get(lang).format(p=p, n=deck.size() if deck is not None else "?")
    if isinstance(action, Choose) and isinstance(action.option, int) and ev.draft is not None:
        key = "deck" if ev.stage == "build" else "pick"
        return WORDS[key].get(lang).format(p=p, card=card_label(ev.ruleset_id, ev.card_id(action.option), lang))
    return str(action)


def describe_events(ev: "EventState", events: list[Event], lang: str = "en", viewer: int | None = None) -> list[str]:
    """The log's lines of an event's own events, as ``viewer`` was told them (a game's events are the
    game's text part's to word)."""
    out: list[str] = []
    for e in events:
        e = e.for_player(viewer)
        d: dict[str, Any] = e.data

        def w(key: str, **kw: Any) -> str:
            return WORDS[key].get(lang).format(**kw)
        if e.kind == "draft_picked":
            p = LETTERS[d["player"]]
            out.append(w("hidden", p=p) if e.data.get("hidden") else
                       w("pick", p=p, card=card_label(ev.ruleset_id, d["def_id"], lang)))
        elif e.kind == "draft_revealed":
            cards = ", ".join(card_label(ev.ruleset_id, c, lang) for c in d["def_ids"])
            out.append(w("revealed", r=d["round"], cards=cards, order=" ".join(LETTERS[s] for s in d["order"])))
        elif e.kind == "draft_opened":
            out.append(w("opened", r=d["round"], dir=WORDS[d["direction"]].get(lang)))
        elif e.kind == "draft_passed":
            out.append(w("passed", dir=WORDS[d["direction"]].get(lang)))
        elif e.kind == "draft_done":
            out.append(w("done"))
        elif e.kind.startswith("draft_") and isinstance(d.get("text"), dict):
            out.append(Msg(**d["text"]).get(lang))      # a game's draft-time ability, told in its own words
        elif e.kind == "deck_built":
            out.append(w("built", p=LETTERS[d["player"]]))
        elif e.kind == "event_game":
            out.append(w("game", n=d["number"], players=WORDS["vs"].get(lang).join(LETTERS[s] for s in d["players"])))
        elif e.kind == "event_game_over":
            who = ", ".join(w("won", p=LETTERS[s]) for s in d["winners"]) or w("no_winner")
            out.append(w("game_over", n=d["number"], who=who))
        elif e.kind == "event_stage":
            out.append(w("stage", stage=stage_name(ev, d["stage"]).get(lang)))
        elif e.kind == "event_over":
            out.append(w("over", why=Msg(**d["reason"]).get(lang)))
    return out


def describe_all(ev: "EventState", events: list[Event], lang: str = "en", viewer: int | None = None) -> list[str]:
    """Every line of the log for an event's action: its own events in its words, those of the game under
    way (or the one that just ended) in the game's, told to ``viewer`` as its seat there was told them."""
    from game.engine.textpart import text_part
    game = ev.child if ev.child is not None else ev.previous
    players = ev.players if ev.child is not None else tuple(ev.games[-1]["players"]) if ev.games else ()
    text = text_part(registry.get(ev.ruleset_id))
    out: list[str] = []
    for e in events:
        if e.kind.startswith(("draft_", "event_", "deck_built")) or game is None or text is None:
            out.extend(describe_events(ev, [e], lang, viewer))
            continue
        seat = players.index(viewer) if viewer in players else None
        told = e.for_player(viewer)
        out.extend(str(line) for line in text.describe_events(game, [told], lang, seat))
    return out


BOARD = {
    "stage": Msg("{stage} (format {format})", "{stage} (포맷 {format})"),
    "open": Msg("Turned up: {cards}", "공개된 카드: {cards}"),
    "pile": Msg("Pile: {n} cards", "카드 더미: {n}장"),
    "order": Msg("To pick: {order}", "고를 차례: {order}"),
    "hand": Msg("Your pack: {cards}", "들고 있는 팩: {cards}"),
    "pending": Msg("Taken this pick (sealed): {cards}", "이번에 고른 카드 (비공개): {cards}"),
    "picks": Msg("Player {p}'s picks ({n}): {cards}", "플레이어 {p}의 카드 ({n}장): {cards}"),
    "deck": Msg("Your deck ({n}): {cards}", "내 덱 ({n}장): {cards}"),
    "pool": Msg("Your drafted cards: {cards}", "드래프트한 카드: {cards}"),
    "row": Msg("{place}. Player {p}: {w} won of {g}", "{place}위. 플레이어 {p}: {g}경기 중 {w}승"),
    "none": Msg("none", "없음"),
    "noted": Msg("Player {p} noted: {notes}", "플레이어 {p}의 기록: {notes}"),
}


def note_lines(ev: "EventState", draft: dict[str, Any], seat: int, lang: str) -> list[str]:
    """What ``seat``'s drafted cards noted as they were revealed (public; a game's draft-time abilities say it
    in their own words, ``note_text``), as "card: note" each."""
    spec = ev.spec.draft
    hooks = ev.hooks.DRAFT_HOOKS.get(spec.hooks) if spec is not None and spec.hooks else None
    said = getattr(hooks, "note_text", None)
    return [f"{card_label(ev.ruleset_id, def_id, lang)}: {said(def_id, note).get(lang) if said is not None else note}"
            for who, _card, def_id, note in draft.get("noted", []) if who == seat]


def describe_board(ev: "EventState", viewer: int | None, lang: str = "en") -> str:
    """The event as ``viewer`` sees it, between its games: the stage, the draft (what is turned up, the
    pack held, every seat's picks as far as they are shown), the deck being built, the standings."""
    view = ev.view(viewer)

    def say(key: str, **kw: Any) -> str:
        return BOARD[key].get(lang).format(**kw)

    def names(cards: list[list[Any]]) -> str:
        return ", ".join(card_label(ev.ruleset_id, c[1], lang) for c in cards) or BOARD["none"].get(lang)
    stage = stage_name(ev, ev.stage).get(lang)
    lines = [say("stage", stage=stage[:1].upper() + stage[1:], format=ev.spec.name.get(lang))]
    draft = view.get("draft")
    if draft is not None and ev.stage == "draft":
        if draft["style"] == "open":
            lines += [say("open", cards=names(draft["open"])), say("pile", n=draft["pile"]),
                      say("order", order=" ".join(LETTERS[s] for s in draft["order"]))]
        else:
            lines.append(say("hand", cards=names(draft["hand"])))
            if draft["pending"]:
                lines.append(say("pending", cards=names(draft["pending"])))
        for seat, picks in enumerate(draft["picks"]):
            lines.append(say("picks", p=LETTERS[seat], n=picks["count"], cards=names(picks["cards"])))
            noted = note_lines(ev, draft, seat, lang)
            if noted:
                lines.append(say("noted", p=LETTERS[seat], notes="; ".join(noted)))
    if ev.stage == "build" and "pool" in view:
        deck = view["deck"] + [[None, c] for c in view.get("free", [])]      # with the cards added freely
        lines += [say("pool", cards=names(view["pool"])), say("deck", n=len(deck), cards=names(deck))]
    if ev.games:
        for row in view["ranking"]:
            lines.append(say("row", place=row["place"], p=row["player"], w=row["wins"], g=row["played"]))
    return "\n".join("  " + line for line in lines)
