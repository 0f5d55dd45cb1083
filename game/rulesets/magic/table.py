"""Magic's ``table`` part: 2 to 8 seats round the generic table (places: ``table_layout``; painted parts
and the show of events: ``table_hud``; passing for a person: ``table_autopass``).

What a drag means, every action coming from the engine's legal list and every refusal from
``state.refusal`` (rule and sentence):
- a land from the hand onto your battlefield plays it; a spell without a target cast the same way; a
  spell with a target is dropped on its target (a player's header, a permanent, a spell on the stack),
  and its legal targets light up. Mana is paid automatically from the pool and untapped sources (the
  engine's payment plan); a Phyrexian symbol is paid with mana when it can be, else with 2 life, and
  the drop line says so before the drop;
- while you declare attackers (the prompt says how), a creature dropped anywhere on an opponent's area
  attacks that player, onto a planeswalker attacks it; a click on it attacks the one it may attack, or
  asks whom; the attacking creature wears the attacking icon, and its large view says whom it attacks;
  while you declare blockers, a creature onto an attacker blocks it;
- a permanent with a targeted activated ability onto the target activates it; an ability without a
  target is used with the U button on the selected permanent.
The big button passes priority, or ends the declaration of attackers or blockers. Y and the two
buttons in the turn's box set the viewer's auto-pass stop; where a person could only pass the table
passes for them, and says so in the log.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.text import Msg, josa
from game.ui.seatsetup import Seating
from game.ui.table.layout import Spot
from game.ui.table.part import CardState, Click, GameButton, Pile, Press, Show, Target, TablePart
from game.ui.tableinfo import TableEntry
from game.ui.widgets import Button

from . import attach, draftnotes, table_conspiracy, table_faces, table_formats, table_planar, table_seats, teams
from . import table_layout as L
from .actions import NO_TARGET, Activate, Attack, Block, Cast, Declared, Pass, PlayLand, parse_target
from .commander import is_commander
from .conspiracy import AGENDA
from .schemes import DECK_ZONE as SCHEME_DECK, is_archenemy
from .options import MAX_SEATS
from .setting import unfold
from .state import MagicState, Step, zid
from .stats import has, power_toughness
from .table_autopass import EVENT, MY_TURN, AutoPass, log_line

W = {
    "pass": Msg("Pass priority", "우선권 넘기기"),
    "resolve": Msg("Pass: let the top resolve", "넘기기: 맨 위 해결"),
    "end_step": Msg("Pass: to the next step", "넘기기: 다음 단계로"),
    "attacks_done": Msg("Attackers declared", "공격 선언 끝"),
    "blocks_done": Msg("Blockers declared", "방어 선언 끝"),
    "wait": Msg("Player {p} to act", "플레이어 {p} 차례"),
    "ability": Msg("Use ability", "능력 사용"),
    "no_ability": Msg("Select a permanent of yours with an ability you can use now.",
                      "지금 쓸 수 있는 능력이 있는 내 지속물을 고르세요."),
    "until_turn": Msg("Pass to my turn", "내 턴까지 패스"),
    "until_event": Msg("Pass till news", "일이 생길 때까지"),
    "stop_set": Msg("Player {p}: auto-pass {what}.", "플레이어 {p}: 자동 패스 {what}."),
    "stop_off": Msg("Player {p}: auto-pass off.", "플레이어 {p}: 자동 패스 끔."),
    "stack": Msg("the stack", "스택"), "your_field": Msg("your battlefield", "자신의 전장"),
    "their_field": Msg("player {p}'s battlefield", "플레이어 {p}의 전장"),
    "you": Msg("yourself", "자기 자신"), "player": Msg("player {p}", "플레이어 {p}"),
    "tapped": Msg("Tapped: its {T} abilities wait until it untaps", "탭됨: 언탭될 때까지 {T} 능력을 쓸 수 없음"),
    "sick": Msg("Summoning sick: it may not attack or tap this turn (302.6)",
                "소환 후유증: 이번 턴에는 공격하거나 탭할 수 없음 (302.6)"),
    "attacking": Msg("Attacking player {p}", "플레이어 {p} 공격 중"),
    "attacking_pw": Msg("Attacking {name}", "{name} 공격 중"), "blocking": Msg("Blocking", "방어 중"),
    "guide_attack": Msg("Declare attackers (508.1): drag each creature that attacks onto an opponent's area or "
                        "onto a planeswalker, or click it. Then press Attackers declared (E). Attacking now: {n}.",
                        "공격 선언 (508.1): 공격할 생물을 상대의 영역이나 플레인즈워커 위로 끌어 놓거나 클릭하세요. "
                        "다 되면 '공격 선언 끝'(E)을 누르세요. 지금 공격 중: {n}."),
    "guide_block": Msg("Declare blockers (509.1): drag each creature that blocks onto the attacker it blocks. "
                       "Then press Blockers declared (E).",
                       "방어 선언 (509.1): 방어할 생물을 막을 공격자 위로 끌어 놓으세요. 다 되면 '방어 선언 끝'(E)을 누르세요."),
    "attack_whom": Msg("Whom does {name} attack?", "{name} 누구를 공격합니까?"),   # ko: the name with 은/는
    "attack_player": Msg("Player {p}", "플레이어 {p}"),
    "attack_pw": Msg("{name} (player {p}'s planeswalker)", "{name} (플레이어 {p}의 플레인즈워커)"),
    "life_paid": Msg("pays {n} life for Phyrexian mana", "피렉시아 마나로 생명 {n} 지불"),
    "carries": Msg("Wears {names} (attached to it)", "{names} 붙어 있음"),
    "attached_to": Msg("Attached to {name}", "{name}에 붙어 있음"),
    "restrained": Msg("Can't attack or block", "공격하거나 방어할 수 없음"),
}


class MagicTable(TablePart):
    MIDDLE_Y = 328.0
    CENTRE_X = 502.0
    FIELD = ("battlefield", "command", AGENDA)
    # the planar die's button (901.9) shows in a Planechase game only; the Y key's stop needs no slot
    BUTTONS = (GameButton("ability", pygame.K_u, "U", W["ability"]),
               GameButton("roll", pygame.K_d, "D", table_planar.WORDS["button"], size=14),
               GameButton("stop", pygame.K_y, "Y", W["until_turn"]))
    KEY_ROWS = (("Y", Msg("auto-pass until my turn (again: off)", "내 턴까지 자동 패스(다시: 끄기)")),)
    TIPS = (Msg("Drag a spell onto its target; the table pays the mana and passes where you could do nothing else.",
                "주문을 대상 위로 끌어 놓으세요. 마나는 테이블이 내고, 할 수 있는 것이 없으면 자동으로 넘깁니다."),)

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.autopass = AutoPass()
        st = self.state
        self.shown_life = list(st.life)
        self.log_len = len(scene.session.match.log)
        self.held = False          # an undo went back: no pass is made for anyone until someone acts

    @property
    def st(self) -> MagicState:
        return self.scene.session.state

    # ----- the display model --------------------------------------------------------------------------
    def resync(self) -> None:
        self.shown_life = list(self.shown_state.life)
        n = len(self.scene.session.match.log)
        if n != self.log_len:
            self.held = n < self.log_len      # taken back: the person steps back through passes too
            self.log_len = n
        self.pass_for_people()

    def pass_for_people(self) -> None:
        """A person with priority who could only pass, or whose stop says pass, passes now (logged)."""
        scene = self.scene
        st = self.st
        if scene.queue or st.result is not None or st.decisions or st.priority < 0 or self.held or self.scripted():
            return
        p = st.priority
        if p in scene.ai_seats or p in getattr(st, "rules_seats", ()):
            return
        reason = self.autopass.decide(st, p)
        if reason is None:
            return
        log_line(scene, self.autopass.sentence(reason, p, self.lang))
        scene.submit_automatic(Pass(p))

    def scripted(self) -> bool:
        """A puzzle or a tutorial step: the learner makes every move the script expects, passes included."""
        from game.ui.puzzles_scene import PuzzleScene, TutorialScene
        return isinstance(self.scene, (PuzzleScene, TutorialScene))

    def set_stop(self, stop: str) -> None:
        v = self.viewer
        self.autopass.set(v, stop, self.st.turn)
        now = self.autopass.stop_of(v)
        if now:
            log_line(self.scene, W["stop_set"].get(self.lang).format(p=v + 1, what=self.autopass.label(self.lang, v)))
        else:
            log_line(self.scene, W["stop_off"].get(self.lang).format(p=v + 1))
        self.refresh_stop_buttons()
        if not self.scene.animating():
            self.pass_for_people()

    # ----- places ---------------------------------------------------------------------------------------
    def category(self, iid: int) -> str:
        d = self.st.defs[iid]
        if d.is_a("creature"):
            return "creatures"
        if d.is_a("land"):
            return "lands"
        return "others"

    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        st = self.st
        n, v = st.num_players, self.viewer
        if zone == "stack":
            objects = st.stack
            k = next((k for k, o in enumerate(objects) if o.kind == "spell" and o.card == iid), None)
            if k is None:          # a spell the engine has resolved already, still shown leaving
                return L.stack_spot(index, count)
            return L.stack_spots([o.kind != "spell" for o in objects])[k]
        planar = table_planar.spot(self, zone, index, count, iid) if table_planar.in_play(st) else None
        if planar is not None:               # Planechase: the face-up plane, the planar deck (901.4)
            return planar
        head, _, name = zone.partition(".")
        if not head.startswith("p") or not head[1:].isdigit():
            return L.offstage()
        p = int(head[1:])
        if name == "hand":
            if p != v:
                x, y, w, h = L.header_rect(p, v, n)
                return Spot(x + w / 2, y + h / 2, L.SMALL_W, L.SMALL_H, drawn=False)
            return L.hand_spot(index, count)
        if name == "battlefield":
            host = attach.host(st, iid)
            if host >= 0 and st.on_battlefield(host):      # an Aura or Equipment lies tucked behind its host
                mates = attach.attachments(st, host)
                hz = st.cards[host].zone
                ceiling = L.band_ceiling(int(hz.partition(".")[0][1:]), v, n, self.category(host))
                return L.tucked_spot(self.spot(hz, 0, 1, host), mates.index(iid), len(mates), ceiling)
            cat = self.category(iid)
            same = [c for c in self.scene.order.get(zone, []) if self.category(c) == cat
                    and not (attach.host(st, c) >= 0 and st.on_battlefield(attach.host(st, c)))]
            i = same.index(iid) if iid in same else index
            perm = st.perm.get(iid)
            worn = [h for h in (attach.host(st, c) for c in st.perm) if h >= 0]     # one pass over the permanents
            tucked = max((worn.count(c) for c in same), default=0)
            return L.place_spot(p, v, n, cat, i, len(same), tapped=bool(perm and perm.tapped),
                                attacking=iid in st.attackers, tucked=tucked)
        if name in ("command", AGENDA):          # 905.4a: the face-down conspiracies after the face-up cards
            index, count = table_conspiracy.command_slot(st, p, name, index, count)
            return L.place_spot(p, v, n, "command", index, count, tapped=False)
        if name == SCHEME_DECK:                  # 904.4: face down beside the face-up schemes
            return L.scheme_pile_spot(p, v, n, index, count)
        if name in L.PILE_KINDS and p == v:
            return L.pile_spot(name, index, count)
        if name in L.PILE_KINDS:
            x, y, w, h = L.area_rect(p, v, n, "command")
            return Spot(x + w / 2, y + h - 10, L.SMALL_W, L.SMALL_H, drawn=False)
        return L.offstage()

    def zone_frame(self, zone: str) -> tuple[float, float, float, float]:
        st = self.st
        if zone == "stack":
            return L.STACK
        head, _, name = zone.partition(".")
        p = int(head[1:]) if head[1:].isdigit() else 0
        n, v = st.num_players, self.viewer
        if name == "hand":
            return L.hand_rect() if p == v else L.header_rect(p, v, n)
        if name == "battlefield":
            x, y, w, h = L.seat_rect(p, v, n)
            return x, y + L.HEADER_H, w, h - L.HEADER_H
        if name in ("command", SCHEME_DECK, AGENDA):
            return L.area_rect(p, v, n, "command")
        if name in L.PILE_KINDS and p == v:
            return L.pile_rect(name)
        return L.seat_rect(p, v, n)

    def place_rect(self, place: str) -> tuple[float, float, float, float] | None:
        if place == "stack":
            return L.STACK
        if place in ("info", "turn"):
            return L.INFO
        if place == "counters":
            return L.COUNTERS
        return super().place_rect(place)

    def piles(self) -> list[Pile]:
        out = []
        for p in range(self.st.num_players):
            out.append(Pile(f"p{p}.graveyard", p, True, Msg("Graveyard", "무덤")))
            out.append(Pile(f"p{p}.exile", p, True, Msg("Exile", "추방")))
        out.append(Pile(f"p{self.viewer}.library", self.viewer, False, Msg("Library", "서고")))
        out += [Pile(zid(p, SCHEME_DECK), p, False, Msg("Scheme deck", "계략 덱")) for p in range(self.st.num_players)
                if is_archenemy(self.st, p)]
        return out

    def paint(self, surf: pygame.Surface, s: float) -> None:
        from .table_hud import paint
        paint(surf, s, self.st.num_players, self.viewer, tuple(teams.active_players(self.st)))

    def paint_key(self) -> Any:
        return (self.st.num_players, self.viewer, tuple(teams.active_players(self.st)))

    def nodes(self) -> list[Any]:
        from .table_hud import CountersBox, Effects, InfoBox, Seats
        from .table_stack import StackBox
        self.effects = Effects(self.scene, self)
        self.stack_box = StackBox(self.scene, self)
        self.counters = CountersBox(self.scene)
        x, y, w, _h = L.INFO
        half = (w - 20) / 2
        self.stop_buttons = {
            MY_TURN: Button(x + 8, y + 128, half, 26, "", "mg:until_turn", size=12, z=470,
                            on_click=lambda: self.set_stop(MY_TURN)),
            EVENT: Button(x + 12 + half, y + 128, half, 26, "", "mg:until_event", size=12, z=470,
                          on_click=lambda: self.set_stop(EVENT)),
        }
        self.refresh_stop_buttons()
        return [Seats(self.scene, self), InfoBox(self.scene, self), self.counters, self.stack_box, self.effects,
                *self.stop_buttons.values(), *table_planar.nodes(self.scene, self)]

    def refresh_stop_buttons(self) -> None:
        on = self.autopass.stop_of(self.viewer)
        for stop, button in getattr(self, "stop_buttons", {}).items():
            word = W["until_turn" if stop == MY_TURN else "until_event"].get(self.lang)
            button.label = ("[x] " if on == stop else "") + word

    def controls(self) -> list[Any]:
        return list(getattr(self, "stop_buttons", {}).values())

    def centre_of_card(self, iid: Any) -> tuple[float, float] | None:
        if not isinstance(iid, int):
            return None
        spot = self.scene.spots.get(iid)
        if spot is None or not spot.drawn:
            return None
        return spot.x, spot.y

    def centre_of_target(self, target: str) -> tuple[float, float] | None:
        ref = parse_target(target)
        if ref is None:
            return None
        if ref[0] == "p":
            x, y, w, h = L.header_rect(ref[1], self.viewer, self.st.num_players)
            return x + w / 2, y + h / 2
        return self.centre_of_card(ref[1])

    # ----- faces ----------------------------------------------------------------------------------------
    def card_name(self, iid: int, lang: str) -> str:
        if not self.scene.can_see(iid):
            return "카드" if lang == "ko" else "a card"
        return self.st.defs[iid].name.get(lang)

    def status(self, iid: int) -> table_faces.Status:
        st = self.st
        perm = st.perm.get(iid)
        if perm is None:
            return table_faces.Status()
        d = st.defs[iid]
        loyalty = perm.loyalty if d.is_a("planeswalker") else None
        # the counters that change power and toughness, net: after 704.5q only one kind is ever left
        return table_faces.Status(power_toughness(st, iid) if d.is_a("creature") else None, perm.damage,
                                  perm.plus - perm.minus,
                                  loyalty, perm.sick and d.is_a("creature"))

    def face_state(self, iid: int) -> Any:
        # a face-down conspiracy its owner sees carries its chosen name: turned up, the face changes (702.106)
        down = table_conspiracy.is_own_face_down(self.st, self.viewer, iid)
        return (self.st.defs[iid].id, self.status(iid)) + ((table_conspiracy.name_of(self.st, iid, "en"),) if down else ())

    def card_states(self, iid: int) -> list[CardState]:
        """A permanent's: tapped, summoning sick (302.6), attacking or blocking; a face-down conspiracy's
        chosen name, to its owner (702.106)."""
        st = self.shown_state
        note = draftnotes.told(st, iid)          # 905.2b: what it noted as it was drafted, for everyone to read
        noted = [CardState("covered", note)] if note is not None else []
        perm = st.perm.get(iid)
        if perm is None:
            return noted + table_conspiracy.states(st, self.viewer, iid)
        out = noted + ([CardState("tapped", W["tapped"])] if perm.tapped else [])
        if perm.sick and st.defs[iid].is_a("creature") and not has(st, iid, "haste"):
            out.append(CardState("sick", W["sick"]))
        ref = parse_target(st.attackers.get(iid, ""))
        if ref is not None and ref[0] == "c":      # whom it attacks, in words under the large view
            en, ko = (W["attacking_pw"].get(lang).format(name=self.card_name(ref[1], lang)) for lang in ("en", "ko"))
            out.append(CardState("attacking", Msg(en, ko)))
        elif ref is not None:
            out.append(CardState("attacking", Msg(W["attacking"].en.format(p=ref[1] + 1),
                                                  W["attacking"].ko.format(p=ref[1] + 1))))
        if iid in st.blocking:
            out.append(CardState("shield", W["blocking"]))
        return out + self._attach_states(iid)

    def badges_below(self, iid: int) -> bool:
        """A host's badges go under its foot, clear of the names of the Auras and Equipment tucked above it;
        a tucked card's own go there too, behind its host (its large view still lists them)."""
        st = self.shown_state
        host = attach.host(st, iid)
        return bool(attach.attachments(st, iid)) or (host >= 0 and st.on_battlefield(host))

    def _attach_states(self, iid: int) -> list[CardState]:
        """What is attached to a permanent, by name (301.5, 303.4), or what it is attached to."""
        st = self.shown_state
        out = []
        on = attach.attachments(st, iid)
        if on:
            names = {lang: ", ".join(self.card_name(i, lang) for i in on) for lang in ("en", "ko")}
            out.append(CardState("covered", Msg(W["carries"].en.format(names=names["en"]),
                                                W["carries"].ko.format(names=names["ko"]))))
        host = attach.host(st, iid)
        if host >= 0 and st.on_battlefield(host):
            out.append(CardState("covered", Msg(*(W["attached_to"].get(lang).format(name=self.card_name(host, lang))
                                                  for lang in ("en", "ko")))))
        if on and attach.restrained(st, iid):
            out.append(CardState("noattack", W["restrained"]))
        return out

    def face(self, iid: int, w: int, h: int, spot: Spot | None, s: float, shown: Any = None) -> pygame.Surface:
        st = self.st
        d = st.defs[iid]
        status = self.status(iid)
        if isinstance(shown, tuple) and len(shown) in (2, 3) and shown[0] in st.db:
            d, status = st.db[shown[0]], shown[1]
        base = table_faces.face(d, w, h, lang=self.lang, status=status, safe=self.safe)
        down = shown is None and table_conspiracy.is_own_face_down(st, self.viewer, iid)
        if down or isinstance(shown, tuple) and len(shown) == 3:
            return table_conspiracy.face(base, d, table_conspiracy.name_of(st, iid, self.lang), w, h, self.lang)
        return base

    def page(self, iid: int, view: Any, s: float) -> tuple[Any, pygame.Surface]:
        from game.ui import fonts
        return table_faces.page(self.st.defs[iid], int(view.WIDTH * s), fonts.reading(view.TEXT) * s,
                                lang=self.lang, status=self.status(iid), names=self.token_names(), safe=self.safe)

    def token_names(self) -> dict[str, str]:
        """The tokens a text makes are named as the cards they are, never by their ids ("MG-T02")."""
        return {k: d.name.get(self.lang) for k, d in self.st.db.cards.items() if d.token}

    # ----- acting ---------------------------------------------------------------------------------------
    def _dest_of(self, target: str) -> tuple[Any, ...]:
        ref = parse_target(target)
        if ref is None:
            return ("battlefield", self.viewer)
        return ("player", ref[1]) if ref[0] == "p" else ("card", ref[1])

    def _least_life(self, actions: list[Action]) -> dict[tuple[Any, ...], Action]:
        """For each target, the legal play paying the fewest Phyrexian symbols with life."""
        best: dict[tuple[Any, ...], Action] = {}
        for a in actions:
            key = self._dest_of(a.target)      # type: ignore[attr-defined]
            if key not in best or a.life < best[key].life:     # type: ignore[attr-defined]
                best[key] = a
        return best

    def targets(self, iid: int) -> list[Target]:
        st = self.st
        v = self.viewer
        legal = self.scene.my_legal()
        zone = st.cards[iid].zone
        if zone == zid(v, AGENDA):       # 702.106: a face-down conspiracy goes face up in the command zone
            return table_conspiracy.targets(self, iid, legal)
        # A commander is cast from its owner's command zone as from a hand (903.8); a vanguard there is
        # only clicked for its abilities, so it has nowhere to be dragged.
        commander = zone == zid(v, "command") and is_commander(st, iid)
        if zone == zid(v, "hand") or commander:
            d = st.defs[iid]
            if d.is_a("land"):
                action = PlayLand(v, iid)
                return [Target(("battlefield", v), action, action in legal)]
            casts = [a for a in legal if isinstance(a, Cast) and a.card == iid]
            if casts:
                return [Target(dest, a, True) for dest, a in self._least_life(casts).items()]
            return [Target(("battlefield", v), Cast(v, iid, NO_TARGET, 0), False)]
        if not _team_field(st, v, zone):
            return []
        out: list[Target] = []
        attacks = [a for a in legal if isinstance(a, Attack) and a.card == iid]
        out += [Target(self._dest_of(a.target), a, True) for a in attacks]
        blocks = [a for a in legal if isinstance(a, Block) and a.card == iid]
        out += [Target(("card", a.attacker), a, True) for a in blocks]
        if not out and st.step is Step.ATTACKERS and not st.attacks_declared and st.active == v \
                and st.defs[iid].is_a("creature"):
            for q in st.opponents(v):      # why it may not attack: the engine's own refusal
                out.append(Target(("player", q), Attack(v, iid, f"p{q}"), False))
        acts = [a for a in legal if isinstance(a, Activate) and a.card == iid and a.target != NO_TARGET]
        out += [Target(dest, a, True) for dest, a in self._least_life(acts).items()]
        return out

    def dest_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float]:
        st = self.st
        if dest[0] == "battlefield":
            x, y, w, h = L.seat_rect(dest[1], self.viewer, st.num_players)
            return x, y + L.HEADER_H, w, h - L.HEADER_H
        if dest[0] == "player":
            return L.header_rect(dest[1], self.viewer, st.num_players)
        if dest[0] == "stack":
            return L.STACK
        if dest[0] == "command":
            return L.area_rect(dest[1], self.viewer, st.num_players, "command")
        spot = self.scene.spots.get(dest[1])
        if spot is None:
            return L.STACK
        big = max(spot.w, spot.h) if spot.rot else spot.w
        return spot.x - big / 2, spot.y - spot.h / 2, big, spot.h

    def card_at_dest(self, dest: tuple[Any, ...]) -> int | None:
        return dest[1] if dest[0] == "card" else None

    def places(self) -> list[tuple[Any, ...]]:
        st = self.st
        seats = range(st.num_players)
        cards = [c for q in seats for c in st.battlefield(q)] + list(st.zones["stack"].cards)
        return ([("battlefield", q) for q in seats] + [("player", q) for q in seats] + [("stack",)]
                + [("card", c) for c in cards if c in self.scene.spots])

    def meant(self, iid: int, dest: tuple[Any, ...]) -> list[Action]:
        """A drop on a place as what it aims at: the stack or your own battlefield no target, a seat (its
        header or its battlefield) that player, a card itself. A spell is cast at it, a land played on your
        battlefield; in the declaration of attackers a creature attacks a seat or a planeswalker, in that
        of blockers it blocks an attacker; an ability is activated at it. The legal ones first, else the
        one the engine refuses (the drop of an attacker that may not attack, of a spell on the stack that
        needs a target)."""
        st = self.st
        v = self.viewer
        aim = self._aim(dest)
        if aim is None:
            return []
        legal = [a for a in self.scene.my_legal() if getattr(a, "card", None) == iid]
        zone = st.cards[iid].zone
        if zone == zid(v, "hand") or (zone == zid(v, "command") and is_commander(st, iid)):
            if st.defs[iid].is_a("land"):
                return [PlayLand(v, iid)] if dest == ("battlefield", v) else []
            casts = sorted((a for a in legal if isinstance(a, Cast) and a.target == aim), key=lambda a: a.life)
            return casts or [Cast(v, iid, aim, 0)]
        if not _team_field(st, v, zone):
            return []
        if st.step is Step.ATTACKERS and st.active == v and aim[:1] == "c" and int(aim[1:]) in st.perm:
            c = int(aim[1:])      # a drop on anything of an opponent's but a planeswalker attacks that opponent
            if st.controller(c) != v and not st.defs[c].is_a("planeswalker"):
                aim = f"p{st.controller(c)}"
        fits = [a for a in legal if isinstance(a, (Attack, Activate)) and a.target == aim]
        fits += [a for a in legal if isinstance(a, Block) and f"c{a.attacker}" == aim]
        if fits or not st.defs[iid].is_a("creature") or aim == NO_TARGET:
            return sorted(fits, key=lambda a: getattr(a, "life", 0))
        if st.step is Step.ATTACKERS and st.active == v and aim != f"p{v}":
            return [Attack(v, iid, aim)]
        if st.step is Step.BLOCKERS and aim[0] == "c":
            return [Block(v, iid, int(aim[1:]))]
        return []

    def _aim(self, dest: tuple[Any, ...]) -> str | None:
        """What a drop on a place aims at, as an action's target."""
        if dest[0] == "stack" or dest == ("battlefield", self.viewer):
            return NO_TARGET
        if dest[0] in ("battlefield", "player"):
            return f"p{dest[1]}"
        return f"c{dest[1]}" if dest[0] == "card" else None

    def place_name(self, dest: tuple[Any, ...], lang: str) -> str:
        if dest[0] == "card":
            return self.card_name(dest[1], lang)
        if dest[0] == "stack":
            return W["stack"].get(lang)
        if dest[0] == "command":
            return table_conspiracy.W["command"].get(lang)
        p = dest[1]
        if dest[0] == "battlefield":
            return W["your_field" if p == self.viewer else "their_field"].get(lang).format(p=p + 1)
        return W["you" if p == self.viewer else "player"].get(lang).format(p=p + 1)

    def instant(self, action: Action) -> bool:
        return isinstance(action, Pass)      # a pass moves nothing: no pause to watch it

    def forecast(self, action: Action) -> str:
        life = getattr(action, "life", 0)
        return W["life_paid"].get(self.lang).format(n=2 * life) if life else ""

    def primary(self) -> Press:
        st = self.st
        v = self.viewer
        legal = self.scene.my_legal()
        if st.result is None and st.priority == v and not st.decisions:
            word = W["resolve"] if st.stack else W["pass"]
            return Press(word.get(self.lang), Pass(v))
        declared = Declared(v)
        if declared in legal:
            word = W["attacks_done"] if st.step is Step.ATTACKERS else W["blocks_done"]
            return Press(word.get(self.lang), declared)
        acting = st.current_players() if st.result is None else []
        if acting:
            return Press(W["wait"].get(self.lang).format(p=acting[0] + 1), None, "")
        return Press(W["pass"].get(self.lang))

    def guide(self) -> str:
        """The prompt while the viewer declares attackers or blockers (no decision asks it)."""
        st = self.st
        if st.result is not None or st.decisions or Declared(self.viewer) not in self.scene.my_legal():
            return ""
        if st.step is Step.ATTACKERS:
            return W["guide_attack"].get(self.lang).format(n=len(st.attackers))
        return W["guide_block"].get(self.lang) if st.step is Step.BLOCKERS else ""

    def clicked(self, iid: int) -> Click | None:
        """While the viewer declares attackers, a click on a creature of theirs attacks: the one player or
        planeswalker it may attack at once, else the viewer picks whom; one that may not attack says why
        (the engine's 508.1a). Elsewhere a click selects, as on every table."""
        st = self.st
        v = self.viewer
        agenda = table_conspiracy.clicked(self, iid)       # 702.106: a face-down conspiracy turned face up
        if agenda is not None:
            return agenda
        if st.step is not Step.ATTACKERS or st.active != v or st.attacks_declared or st.decisions \
                or not _team_field(st, v, st.cards[iid].zone) or not st.defs[iid].is_a("creature"):
            return None
        attacks = [a for a in self.scene.my_legal() if isinstance(a, Attack) and a.card == iid]
        if not attacks:
            whom = st.attackers.get(iid) or next((f"p{q}" for q in st.opponents(v)), "")
            return Click(refused=Attack(v, iid, whom)) if whom else None
        lang = self.lang
        choices = []
        for a in attacks:
            ref = parse_target(a.target)
            if ref is None:
                continue
            if ref[0] == "p":
                label = W["attack_player"].get(lang).format(p=ref[1] + 1)
            else:
                label = W["attack_pw"].get(lang).format(name=self.card_name(ref[1], lang),
                                                        p=st.controller(ref[1]) + 1)
            choices.append((label, a))
        name = self.card_name(iid, lang)
        return Click(W["attack_whom"].get(lang).format(name=josa(name, "은/는") if lang == "ko" else name),
                     tuple(choices))

    def _ability_action(self) -> Action | None:
        sel = self.scene.selected
        if sel is None:
            return None
        acts = [a for a in self.scene.my_legal() if isinstance(a, Activate) and a.card == sel]
        untargeted = [a for a in acts if a.target == NO_TARGET]
        pool = untargeted or acts
        return min(pool, key=lambda a: (a.life, a.ability)) if pool else None

    def press(self, button_id: str) -> Press:
        if button_id == "ability":
            action = self._ability_action()
            return Press(W["ability"].get(self.lang), action, "" if action else W["no_ability"].get(self.lang))
        if button_id == "stop":
            return Press(W["until_turn"].get(self.lang), None, "", visible=False)
        if button_id == "roll":
            return table_planar.press(self)
        return Press("")

    def key(self, button_id: str) -> bool:
        if button_id == "stop":
            self.set_stop(MY_TURN)
            return True
        return False

    # ----- events ---------------------------------------------------------------------------------------
    def show(self, e: Event, line: str | None) -> Show | None:
        from .table_hud import show_event
        return show_event(self, e, line)


def _team_field(st: MagicState, v: int, zone: str) -> bool:
    """``zone`` is the viewer's battlefield, or a teammate's: the team's first player declares the whole
    team's attackers and blockers (805, teams.py), so a teammate's creature is dragged or clicked as one's own
    (the legal actions say what it may do)."""
    return zone == zid(v, "battlefield") or any(zone == zid(q, "battlefield") for q in teams.mates(st, v))


def make(scene: Any) -> MagicTable:
    return MagicTable(scene)


TABLE = TableEntry(
    demo_players=4,       # the attract loop seats four programs (issue 13: a four-player game)
    demo_decks=lambda: ([], []),    # ... with the decks the rules draw from the seed, not the catalogue's two
    # the seats (people and programs, 2 to 8), the deck format and the supplements before the table (a
    # combination the rules rule out is greyed out with its rule); the decks on the options screen. The
    # one-word ``variant`` is only a shorthand for saves and the command line: no screen offers it.
    seating=Seating(players=tuple(range(2, MAX_SEATS + 1)), start={"hotseat": 2, "solo": 2},
                    # Planechase's planar deck, Archenemy's seat and scheme deck once they are among the
                    # supplements; the options screen offers what the combination and the seats use
                    rows=table_seats.rows,
                    adjust=lambda options, players: unfold(options),
                    hidden=table_seats.hidden,
                    checked=("deck_format", "multiplayer", "supplements"),
                    toggles=("supplements",),       # one button a supplement, switched on and off
                    seat_rows=("archenemy",),       # P1..PN: who is the archenemy (904.2a)
                    seat_follow={"archenemy": ("scheme_deck",)},   # the archenemy's deck goes with the seat
                    teams=table_seats.teams),
    entries=table_formats.ENTRIES)     # the drafts: Commander Draft and Conspiracy Draft (903.13, 905)
