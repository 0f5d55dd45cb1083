"""The draft screen, for any game and up to eight seats (``game.formats.draft``): one seat's eyes.

It draws only what the event's view gives that seat (``EventState.view(seat)["draft"]``): the cards
turned up (an open draft) or the pack the seat holds (packs), its own picks, and of the others what is
face up (an open draft shows every pick; a secret one only counts). Above them: the round, the pile, the
pick order or the pass direction, who picks now or who is still picking. A click takes a card (a pick of
two is two clicks, the first marked "Taken"); a refused pick says the rule and its sentence. The cards
are the game's catalogue faces (``faces.py``); the card under the pointer shows large beside it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Choose
from game.engine.text import Msg
from game.formats.text import card_label, describe_events, note_lines

from . import fonts, games
from .app import BASE_H, BASE_W, App
from .cardtiles import CardPreview, CardTile, grid
from .event_screen import EventScreen, W as SEAT_WORDS, letter, line, seat_name, who
from .focus import CARD_VIEW_KEY, FocusRing
from .palette import GOLD, GOOD, INK, INK_DIM
from .widgets import Button, FitLabel, Label, Panel, TextView

if TYPE_CHECKING:
    from .event_scene import EventScene

W = {
    "title": Msg("Draft: {who}", "드래프트: {who}"),
    "open": Msg("Round {r} \u00b7 {n} cards turned up \u00b7 {pile} face down in the pile \u00b7 pick order {order}",
                "{r}라운드 \u00b7 공개된 카드 {n}장 \u00b7 더미에 뒷면으로 {pile}장 \u00b7 고르는 순서 {order}"),
    "packs": Msg("Round {r} of {all} \u00b7 pick {k} from this pack \u00b7 {n} cards in it \u00b7 the packs pass {dir}, "
                 "to player {to} ({to_who})", "{all}라운드 중 {r}라운드 \u00b7 이 팩에서 {k}번째 선택 \u00b7 팩에 {n}장 \u00b7 "
                 "팩은 {dir}으로, 플레이어 {to}({to_who})에게 넘깁니다"),
    "left": Msg("left", "왼쪽"), "right": Msg("right", "오른쪽"),
    "yours": Msg("Your pick: click the card you take.", "당신이 고를 차례입니다. 가져갈 카드를 누르세요."),
    "yours_n": Msg("Take {left} more cards from this pack, one click each ({k} of {n} taken).",
                   "이 팩에서 카드 {left}장을 더 가져가세요. 한 장씩 누릅니다 ({n}장 중 {k}장 가져감)."),
    "yours_1": Msg("Take 1 more card from this pack ({k} of {n} taken).",
                   "이 팩에서 카드 1장을 더 가져가세요 ({n}장 중 {k}장 가져감)."),
    "next": Msg("Player {p} picks now.", "지금은 플레이어 {p}가 고릅니다."),
    "waiting": Msg("Your pick is made; still picking: {ps}.", "선택을 마쳤습니다. 아직 고르는 플레이어: {ps}."),
    "nothing": Msg("Nothing to pick now.", "지금은 고를 카드가 없습니다."),
    "over": Msg("The draft is over.", "드래프트가 끝났습니다."),
    "offered_open": Msg("Turned up", "공개된 카드"),
    "offered_pack": Msg("The pack you hold", "들고 있는 팩"),
    "mine": Msg("Your picks ({n})", "내가 가진 카드 ({n})"),
    "players": Msg("Players", "플레이어"),
    "count": Msg("picked {n}", "{n}장 고름"),
    "holds": Msg("pack {n}", "팩 {n}장"),
    "down": Msg("+{n} face down", "뒷면 {n}장 더"),
    "up": Msg("Face up: {cards}", "앞면: {cards}"),
    "face_up": Msg("Face up", "앞면"),
    "noted": Msg("Noted: {notes}", "기록: {notes}"),
    "now": Msg("picking now", "고르는 중"), "done": Msg("has picked", "골랐음"),
    "secret": Msg("kept face down: only the count shows", "뒷면으로 보관: 장수만 보입니다"),
    "taken": Msg("Taken", "가져감"),
    "keys": Msg("Click a card (or arrows, Enter) to take it \u00b7 Tab: the buttons \u00b7 I: the large view \u00b7 Esc: leave (saved)",
                "카드를 눌러 가져가기 (또는 방향키, Enter) \u00b7 Tab: 버튼 \u00b7 I: 크게 보기 \u00b7 Esc: 나가기 (저장됨)"),
}
LEFT_W = 870          # the cards on offer and the seat's own picks
SIDE_X = 912          # the players' column


class DraftScene(EventScreen):
    def __init__(self, app: App, hub: "EventScene", seat: int) -> None:
        super().__init__(app, hub, ("draft", seat))
        self.seat = seat
        self.cat = games.catalogue(hub.run.match.info)
        self.viewing = False
        self.focus_ring = FocusRing(self, groups=self.focus_groups)
        self.preview = CardPreview()
        self.preview.catalogue = self.cat

    def focus_groups(self) -> list[tuple[str, list[Any]]]:
        """The cards on offer are one stop of Tab (the arrows walk them), the buttons the other: Tab
        never walks a whole pack to reach Leave."""
        shown = [n for n in self.root.walk() if getattr(n, "focusable", False) and n.visible]
        return [("cards", [n for n in shown if isinstance(n, CardTile)]),
                ("buttons", [n for n in shown if not isinstance(n, CardTile)])]

    def view(self) -> dict[str, Any]:
        return dict(self.ev.view(self.seat).get("draft") or {})

    # ----- the screen ---------------------------------------------------------------------------------
    def build(self) -> None:
        lang, root = self.lang, self.root
        d = self.view()
        # every block placed from the measured size of the words above it: the text-size setting moves them
        y = 10.0
        root.add(FitLabel(24, y, W["title"].get(lang).format(who=f"{seat_name(self.seat, lang)} ({who(self.hub, self.seat, lang)})"),
                          max_w=LEFT_W, size=26, color=GOLD, bold=True, name="title"))
        y += line(26) + 4
        root.add(FitLabel(24, y, self.info_line(d), max_w=LEFT_W, size=16, color=INK_DIM, name="info"))
        y += line(16)
        root.add(FitLabel(24, y, self.status_line(d), max_w=LEFT_W, size=18, color=GOOD if self.mine(d) else INK,
                          bold=True, name="status"))
        y += line(18) + 6
        keys_y = BASE_H - line(14) - 6
        log_top = keys_y - 3 * line(14) - 6
        bottom = log_top - 10
        mine_h = max(80.0, (bottom - y) * 0.3)
        self.build_offered(d, y, bottom - mine_h - 8)
        self.build_mine(d, bottom - mine_h, bottom)
        self.build_players(d, bottom)
        log = root.add(TextView(24, log_top, LEFT_W, keys_y - log_top - 4, size=14, name="log"))
        lines = describe_events(self.ev, self.hub.run.events, lang, self.seat)
        log.items = [(text, INK_DIM) for text in lines[-3:]]
        root.add(Button(SIDE_X, log_top, BASE_W - SIDE_X - 18, min(46.0, keys_y - log_top - 8),
                        SEAT_WORDS["leave"].get(lang), "leave", size=17, accent=INK_DIM))
        root.add(Label(BASE_W / 2, keys_y, W["keys"].get(lang), size=14, color=INK_DIM, center=True, name="keys"))
        root.add(self.preview)

    def mine(self, d: dict[str, Any]) -> bool:
        return self.seat in d.get("waiting", [])

    def info_line(self, d: dict[str, Any]) -> str:
        lang = self.lang
        if d.get("style") == "packs":
            spec = self.ev.spec.draft
            to = self.neighbour(d)
            # the pick counts within the pack (a pick of two is one pick), as the packs pass
            return W["packs"].get(lang).format(r=d["round"], all=spec.rounds if spec else d["round"],
                                               k=int(d.get("passes", 0)) + 1, n=len(d["hand"]),
                                               dir=W[d["direction"]].get(lang), to=letter(to),
                                               to_who=who(self.hub, to, lang))
        order = " ".join(letter(s) for s in d.get("order", []))
        return W["open"].get(lang).format(r=d.get("round", 0), n=len(d.get("open", [])), pile=d.get("pile", 0),
                                          order=order or "-")

    def neighbour(self, d: dict[str, Any]) -> int:
        """The seat this seat's pack goes to when the packs pass."""
        step = 1 if d.get("direction") == "left" else -1
        return (self.seat + step) % self.ev.num_players

    def status_line(self, d: dict[str, Any]) -> str:
        lang = self.lang
        if d.get("over"):
            return W["over"].get(lang)
        waiting = d.get("waiting", [])
        if self.seat in waiting:
            need = self.need(d)
            if need > 1:
                taken = len(d.get("pending", []))
                key = "yours_1" if need - taken == 1 else "yours_n"
                return W[key].get(lang).format(left=need - taken, n=need, k=taken)
            return W["yours"].get(lang)
        if d.get("style") == "packs" and waiting:
            return W["waiting"].get(lang).format(ps=", ".join(letter(s) for s in waiting))
        if waiting:
            return W["next"].get(lang).format(p=letter(waiting[0]))
        return W["nothing"].get(lang)

    def need(self, d: dict[str, Any]) -> int:
        if d.get("style") != "packs":
            return 1
        return min(int(d.get("picks_each", 1)), len(d.get("hand", [])))

    def tile(self, rect: pygame.Rect, card: list[Any], key: str, *, usable: bool, mark: str = "") -> CardTile:
        return CardTile(rect, self.cat, str(card[1]), key, lang=self.lang, safe=self.app.settings.colorblind_palette,
                        usable=usable, mark=mark)

    def build_offered(self, d: dict[str, Any], top: float, bottom: float, width: float = LEFT_W) -> None:
        lang, root = self.lang, self.root
        packs = d.get("style") == "packs"
        cards = d.get("hand", []) if packs else d.get("open", [])
        root.add(Label(24, top, (W["offered_pack"] if packs else W["offered_open"]).get(lang), size=15, color=INK_DIM))
        pending = {c for c, _ in d.get("pending", [])}
        at = top + line(15) + 4
        for rect, card in zip(grid(len(cards), 24, at, width, bottom - at, gap=12), cards):
            taken = card[0] in pending
            root.add(self.tile(rect, card, f"pick:{card[0]}", usable=not d.get("over"),
                               mark=W["taken"].get(lang) if taken else ""))

    def build_mine(self, d: dict[str, Any], top: float, bottom: float, width: float = LEFT_W) -> None:
        mine = d.get("picks", [])[self.seat]["cards"] if d.get("picks") else []
        self.root.add(Label(24, top, W["mine"].get(self.lang).format(n=len(mine)), size=15, color=INK_DIM, name="mine"))
        at = top + line(15) + 4
        up = set(d.get("face_up", []))          # the seat's own picks everyone sees (a draft-time ability's)
        for rect, card in zip(grid(len(mine), 24, at, width, bottom - at, gap=6, widest=80), mine):
            self.root.add(self.tile(rect, card, f"mine:{card[0]}", usable=False,
                                    mark=W["face_up"].get(self.lang) if card[0] in up else ""))

    def build_players(self, d: dict[str, Any], bottom: float) -> None:
        """Every seat in a row of the strip: who plays it, its picks and pack by count, whether it has
        picked; then what the draft lets everyone see of it: its face-up picks and the notes on them."""
        lang, root, ev = self.lang, self.root, self.ev
        top = 10.0
        root.add(Panel(SIDE_X - 10, top, BASE_W - SIDE_X, bottom - top))
        root.add(Label(SIDE_X, top + 8, W["players"].get(lang), size=17, color=GOLD, bold=True))
        seats = ev.num_players
        first = top + 8 + line(17) + 4
        each = (bottom - 6 - first) / seats
        waiting = d.get("waiting", [])
        packs = d.get("style") == "packs"
        sizes = d.get("hands", [])
        for s in range(seats):
            y = first + s * each
            row = d["picks"][s] if d.get("picks") else {"count": 0, "cards": []}
            # packs: every seat picks at once, so each says whether it has; open: only the picker says so
            state = W["now"] if s in waiting else W["done"] if waiting and packs else None
            words = f"{letter(s)} \u00b7 {who(self.hub, s, lang)} \u00b7 {W['count'].get(lang).format(n=row['count'])}"
            if packs and s < len(sizes) and not d.get("over"):
                words += f" \u00b7 {W['holds'].get(lang).format(n=sizes[s])}"
            if state is not None:
                words += f" \u00b7 {state.get(lang)}"
            root.add(FitLabel(SIDE_X, y, words, max_w=BASE_W - SIDE_X - 24, size=15,
                              color=GOLD if s == self.seat else INK, bold=s in waiting, name=f"seat:{s}"))
            self.build_seen(d, s, row, y + line(15), y + each - 4)

    def build_seen(self, d: dict[str, Any], s: int, row: dict[str, Any], top: float, bottom: float) -> None:
        """Below a seat's name: its face-up picks (another seat's; this seat's own are on the left) as small
        faces with how many more it keeps face down beside them, then the notes on its picks, wrapped. A row
        too short for faces and notes (large text) names the face-up cards in words instead (a note names
        its card already) where a line is left after the notes, and a row too short for every note ends its
        last line with an ellipsis."""
        lang, root = self.lang, self.root
        width, px, step = BASE_W - SIDE_X - 24, fonts.reading(13), line(13)
        shown = row["cards"] if s != self.seat else []
        hidden = row["count"] - len(row["cards"])
        notes = d.get("notes", {})
        name = {c[0]: card_label(self.ev.ruleset_id, str(c[1]), lang) for c in row["cards"]}
        noted = note_lines(self.ev, d, s, lang)     # 905.2b: public, face down or not, in the game's words
        lines = fonts.wrap(W["noted"].get(lang).format(notes="; ".join(noted)), px, int(width - 18)) if noted else []
        down = (W["down"] if shown else W["secret"]).get(lang).format(n=hidden) if hidden and s != self.seat else ""
        y, head = top, ""
        if shown and bottom - top - len(lines[:1]) * step - 2 >= 24:
            tail = fonts.width(down, px) + 8 if down else 0
            at = grid(len(shown), SIDE_X, top, width - tail, bottom - top - len(lines[:1]) * step - 2, gap=3,
                      widest=46, narrowest=14)
            for rect, card in zip(at, shown):
                root.add(self.tile(rect, card, f"seen:{s}:{card[0]}", usable=False))
            if down:
                root.add(Label(max(r.right for r in at) + 8, top, down, size=13, color=INK_DIM, name=f"down:{s}"))
            y = max(r.bottom for r in at) + 2
        else:
            unnoted = [name[c[0]] for c in shown if str(c[0]) not in notes]
            head = " \u00b7 ".join(([W["up"].get(lang).format(cards=", ".join(unnoted))] if unnoted else [])
                                   + ([down] if down else []))
        fit = max(0, int((bottom - y) // step))
        if head and fit > len(lines):       # the notes first: the count is on the name's line already
            root.add(Label(SIDE_X + 18, y, fonts.clip(head, px, width - 18), size=13, color=INK_DIM,
                           name=f"up:{s}" if shown else f"down:{s}"))
            y, fit = y + step, fit - 1
        if len(lines) > fit > 0:
            lines = lines[:fit - 1] + [fonts.clip(" ".join(lines[fit - 1:]), px, width - 18)]
        for i, text in enumerate(lines[:fit]):
            root.add(Label(SIDE_X + 18, y + i * step, text, size=13, color=INK, name=f"notes:{s}" + (f":{i}" if i else "")))

    # ----- input --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        ring = self.focus_ring
        focused = ring.current() if ring is not None and (ring.shown or self.viewing) else None
        self.preview.follow(self.root, focused if self.viewing else None, lang=self.lang,
                            safe=self.app.settings.colorblind_palette,
                            text_size=float(self.app.settings.text_size or 1.0), panel_left=SIDE_X - 10)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == CARD_VIEW_KEY:
            self.viewing = not self.viewing
            if self.focus_ring is not None:
                self.focus_ring.shown = True
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "tile" and event.id.startswith("pick:"):
            self.submit(Choose(self.seat, int(event.id[len("pick:"):])))
            return True
        return super().on_ui(event)
