"""The Korean phrasebook of the Lanes card text (see cardtext.py, which assembles the abilities).

Korean sentences are built from verb stems ("카드를 1장 드로우하") that are
conjugated at the end: 드로우한다 / 드로우할 수 있다 / 드로우하고. Particles
(을/를, 은/는, 이/가) follow the last syllable of the noun they attach to.
The terms are those of the comprehensive rules: 트래시, 패, 대미지 존,
리더 레벨, 조우 유닛, 자신 유닛/상대 유닛, [~고른다]/[~까지], [~. 그러면].
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, NamedTuple, Sequence

from game.engine.text import final_consonant as _final, josa  # noqa: F401  (josa: the phrasebook's, re-exported)

_HANGUL0 = 0xAC00
_J_NIEUN, _J_RIEUL = 4, 8          # final consonant indices of ㄴ and ㄹ


def _with_final(ch: str, idx: int) -> str:
    return chr(ord(ch) - (ord(ch) - _HANGUL0) % 28 + idx)


def decl(stem: str) -> str:
    """The plain declarative ending of card text: 드로우하 -> 드로우한다, 섞 -> 섞는다, 없 -> 없다."""
    if stem.endswith(("없", "있")):
        return stem + "다"
    last, fin = stem[-1], _final(stem)
    if fin == 0:
        return stem[:-1] + _with_final(last, _J_NIEUN) + "다"
    if fin == _J_RIEUL:
        return stem[:-1] + _with_final(last, _J_NIEUN) + "다"
    return stem + "는다"


def can(stem: str) -> str:
    """[~할 수 있다] (8.1.2.2): 드로우하 -> 드로우할 수 있다; 공격 선언할 수 없 -> ...없게 할 수 있다."""
    if stem.endswith("수 없"):
        return stem + "게 할 수 있다"
    fin = _final(stem)
    if fin == 0:
        return stem[:-1] + _with_final(stem[-1], _J_RIEUL) + " 수 있다"
    if fin == _J_RIEUL:
        return stem + " 수 있다"
    return stem + "을 수 있다"


class KoClause(NamedTuple):
    subj: str | None          # None: the controller ("자신"), left unsaid
    stem: str


class _KoRef(NamedTuple):
    obj: str | None           # None: the units just chosen ("~을 1장 골라 트래시한다")
    plural: bool = False


_WHO = {"self": None, "opponent": "상대", "each": "각 플레이어"}
_WHOSE = {"self": "자신의", "opponent": "상대의", "each": "각 플레이어의"}
_NAMED = {"self": "이 유닛", "equipped": "이 아이템을 장착한 유닛", "encounter": "이 유닛의 조우 유닛",
          "attacker": "공격 선언한 유닛", "defender": "방어 선언한 유닛", "leader": "이 리더"}
_UNTIL = {"turn": "이 턴이 끝날 때까지 ", "battle": "이 전투가 끝날 때까지 ", "permanent": ""}
_TIMED = tuple(v for v in _UNTIL.values() if v)
_PROHIBIT = {"attack": "공격 선언할 수 없", "block": "방어 선언할 수 없",
             "be_trashed_by_effect": "효과에 의해 트래시될 수 없", "be_returned": "패로 되돌아갈 수 없"}
_PLAYER_PROHIBIT = {"draw": "카드를 드로우할 수 없", "play_skill": "스킬 카드를 플레이할 수 없"}
_WHEN = {"damaged": "자신이 대미지를 받았을 때, ", "end_of_turn": "자신의 턴이 끝날 때, ",
         "ally_entry": "다른 자신 유닛이 배치됐을 때, "}
_LANE = {"same": "이 유닛과 같은 레인의", "adjacent": "인접한 레인의"}
_LANE_PART = {"same": "같은 레인", "adjacent": "인접한 레인"}
_STAT = {"power": "파워", "hit": "히트", "cost": "코스트"}


def _range(word: str, lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f"{word} {lo}" if lo == hi else f"{word} {lo} 이상 {hi} 이하"
    if hi is not None:
        return f"{word} {hi} 이하"
    if lo is not None:
        return f"{word} {lo} 이상"
    return ""


def _cond(key: str, v: Any) -> tuple[str, str]:
    """(predicate, kind): kind "n" is a noun predicate (이상 + 이라면), "x" ends in 있/없 (있 + 다면)."""
    if key == "level_at_least":
        return f"자신의 리더 레벨이 {v} 이상", "n"
    if key == "damage_at_least":
        return f"자신의 대미지 존에 카드가 {v}장 이상 있", "x"
    if key == "opponent_damage_at_least":
        return f"상대의 대미지 존에 카드가 {v}장 이상 있", "x"
    if key == "hand_at_most":
        return ("자신의 패가 없", "x") if v == 0 else (f"자신의 패가 {v}장 이하", "n")
    if key == "hand_at_least":
        return f"자신의 패가 {v}장 이상", "n"
    if key == "units_at_least":
        return f"자신의 유닛 존에 유닛이 {v}장 이상 있", "x"
    if key == "encounter":
        return ("이 유닛에게 조우 유닛이 있", "x") if v else ("이 유닛에게 조우 유닛이 없", "x")
    if key == "my_turn":
        return ("자신의 턴", "n") if v else ("상대의 턴", "n")
    raise KeyError(f"card text: no Korean for condition {key!r}")


def _cond_form(pred: str, kind: str, form: str) -> str:
    if kind == "n":
        return pred + {"if": "이라면" if _final(pred) else "라면", "and": "이고", "while": "인 동안"}[form]
    return pred + {"if": "다면", "and": "고", "while": "는 동안"}[form]


class Korean:
    lang = "ko"

    def __init__(self, keyword_names: Mapping[str, Any], attributes: Mapping[str, Any], types: Mapping[str, Any],
                 labels: Mapping[str, Any], affiliation: Callable[[Any, str], Any]) -> None:
        self.names, self.attributes, self.types, self.labels = keyword_names, attributes, types, labels
        self.affiliation = affiliation

    # ---- nouns
    def filter_parts(self, flt: Mapping[str, Any], db: Any) -> list[str]:
        parts = []
        if "type" in flt:
            parts.append(self.types[flt["type"]].ko)
        if "attribute" in flt:
            parts.append(f"{self.attributes[flt['attribute']].ko} 속성")
        if "affiliation" in flt:
            parts.append(f"{self.affiliation(db, flt['affiliation']).ko} 소속")
        for key, word in (("cost", "코스트"), ("power", "파워")):
            r = _range(word, flt.get(f"min_{key}"), flt.get(f"max_{key}"))
            if r:
                parts.append(r)
        if flt.get("other"):
            parts.append("다른")
        if "lane" in flt:
            parts.append(_LANE_PART[flt["lane"]])
        return parts

    def noun(self, flt: Mapping[str, Any], db: Any, *, side: str = "", all_: bool = False, noun: str = "유닛") -> str:
        """코스트 3 이하인 상대 유닛 / 자신의 다른 화염 속성 유닛 / 모든 자신 유닛."""
        ranges = [r for r in (_range(w, flt.get(f"min_{k}"), flt.get(f"max_{k}"))
                              for k, w in (("cost", "코스트"), ("power", "파워"))) if r]
        quals = []
        if "attribute" in flt:
            quals.append(f"{self.attributes[flt['attribute']].ko} 속성")
        if "affiliation" in flt:
            quals.append(f"{self.affiliation(db, flt['affiliation']).ko} 소속")
        side_word = {"own": "자신", "opponent": "상대"}.get(side, "")
        pieces = []
        if quals and side_word:
            pieces.append(side_word + "의")
        if "lane" in flt:
            pieces.append(_LANE[flt["lane"]])
        if ranges:
            pieces.append("이고 ".join(ranges) + "인")
        if flt.get("other"):
            pieces.append("다른")
        if all_:
            pieces.append("모든")
        pieces.extend(quals)
        if side_word and not quals:
            pieces.append(side_word)
        pieces.append(noun)
        return " ".join(pieces)

    def _unit_noun(self, flt: Mapping[str, Any]) -> str:
        return self.types[flt.get("type", "unit")].ko

    def _ref(self, tgt: Any, db: Any) -> _KoRef:
        if tgt.kind == "named":
            return _KoRef(_NAMED[tgt.name])
        if tgt.kind == "choose":
            return _KoRef(None, tgt.plural)
        return _KoRef(self.noun(tgt.flt, db, side=tgt.side, all_=True, noun=self._unit_noun(tgt.flt)), True)

    # ---- clauses
    def say(self, c: KoClause, may: bool) -> str:
        if c.subj is None:
            return can(c.stem) if may else decl(c.stem)
        if c.subj == "자신":
            return f"자신은 {can(c.stem) if may else decl(c.stem)}"
        if may:
            return f"{josa(c.subj, '이/가')} {c.stem}게 할 수 있다"
        return f"{josa(c.subj, '은/는')} {decl(c.stem)}"

    def cond(self, cond: Mapping[str, Any], form: str) -> str:
        preds = [_cond(k, v) for k, v in cond.items()]
        return " ".join(_cond_form(p, kind, "and" if i < len(preds) - 1 else form)
                        for i, (p, kind) in enumerate(preds))

    def _prefix(self, prev: bool, cond: Mapping[str, Any] | None) -> str:
        return ("그러면 " if prev else "") + (f"{self.cond(cond, 'if')}, " if cond else "")

    def step(self, st: Mapping[str, Any], tgt: Any, *, may: bool, prev: bool,
             cond: Mapping[str, Any] | None, ctx: Any, quoted: str) -> str:
        verb = self.verb(st["do"])
        prefix = self._prefix(prev, cond)
        if tgt is not None and tgt.kind == "choose":
            c = verb(st, self._ref(tgt, ctx.db), ctx, quoted)
            np = self.noun(tgt.flt, ctx.db, side=tgt.side, noun=self._unit_noun(tgt.flt))
            count = f"{tgt.n}장까지" if tgt.upto else f"{tgt.n}장"
            sep = ", " if st["do"] == "prohibit" or c.stem.startswith(_TIMED) else " "
            c = KoClause(c.subj, f"{josa(np, '을/를')} {count} 골라{sep}{c.stem}")
            return prefix + self.say(c, may) + "."
        ref = self._ref(tgt, ctx.db) if tgt is not None else None
        return prefix + self.say(verb(st, ref, ctx, quoted), may) + "."

    def cost(self, clauses: Sequence[KoClause]) -> str:
        said = [self.say(c, False) for c in clauses]
        parts = [(f"{josa(c.subj, '은/는')} " if c.subj and c.subj != "자신" else "") + c.stem + "고"
                 for c in clauses[:-1]]
        return ", ".join(parts + said[-1:]) + ": "

    def verb(self, name: str) -> Any:
        fn = getattr(self, "_do_" + name, None)
        if fn is None:
            raise KeyError(f"card text: no Korean for step {name!r}")
        return fn

    # ---- the verbs (vocab.STEP_FIELDS); each returns a KoClause
    def _do_draw(self, st, ref, ctx, q):
        upto = "까지" if st.get("upto") else ""
        return KoClause(_WHO[st["who"]], f"카드를 {st['n']}장{upto} 드로우하")

    def _do_damage(self, st, ref, ctx, q):
        to = {"self": "자신", "opponent": "상대", "each": "각 플레이어"}[st["who"]]
        return KoClause(None, f"{to}에게 {st['n']} 대미지를 주")

    def _do_trash(self, st, ref, ctx, q):
        return KoClause(None, f"{josa(ref.obj, '을/를')} 트래시하" if ref.obj else "트래시하")

    def _do_bounce(self, st, ref, ctx, q):
        return KoClause(None, (f"{josa(ref.obj, '을/를')} " if ref.obj else "") + "주인의 패로 되돌리")

    def _stat(self, st, ref, ctx, word: str, change: str) -> KoClause:
        of = f"{ref.obj}의 " if ref.obj else ""
        return KoClause(None, f"{_UNTIL[ctx.until(st)]}{of}{word}를 {change}")

    def _do_power(self, st, ref, ctx, q):
        return self._stat(st, ref, ctx, "파워", f"{st['n']:+d}하")

    def _do_hit(self, st, ref, ctx, q):
        return self._stat(st, ref, ctx, "히트", f"{st['n']:+d}하")

    def _do_halve_power(self, st, ref, ctx, q):
        return self._stat(st, ref, ctx, "파워", "절반으로 하")

    def _do_grant(self, st, ref, ctx, q):
        to = f"{ref.obj}에게 " if ref.obj else ""
        return KoClause(None, f"{_UNTIL[ctx.until(st)]}{to}{q} 효과를 부여하")

    def _do_prohibit(self, st, ref, ctx, q):
        if ref is None:  # a player (`who`)
            return KoClause(_WHO[st["who"]] or "자신", f"{_UNTIL[ctx.until(st)]}{_PLAYER_PROHIBIT[st['what']]}")
        who = ref.obj or ("그 유닛들" if ref.plural else "그 유닛")
        return KoClause(None, f"{_UNTIL[ctx.until(st)]}{josa(who, '은/는')} {_PROHIBIT[st['what']]}")

    def _do_level(self, st, ref, ctx, q):
        n = st["n"]
        return KoClause(None, f"{_WHOSE[st['who']]} 리더 레벨을 {abs(n)} {'올리' if n > 0 else '내리'}")

    def _do_discard(self, st, ref, ctx, q):
        return KoClause(_WHO[st["who"]], f"패에서 카드를 {st['n']}장 트래시하")

    def _do_mill(self, st, ref, ctx, q):
        return KoClause(_WHO[st["who"]], f"덱 맨 위의 카드를 {st['n']}장 트래시하")

    def _do_heal(self, st, ref, ctx, q):
        return KoClause(None, f"자신의 대미지 존에서 가장 최근에 놓인 카드를 {st['n']}장 트래시하")

    def _card_noun(self, flt: Mapping[str, Any], db: Any) -> str:
        noun = f"{self.types[flt['type']].ko} 카드" if "type" in flt else "카드"
        return self.noun({k: v for k, v in flt.items() if k != "type"}, db, noun=noun)

    def _do_search(self, st, ref, ctx, q):
        np = self._card_noun(st.get("filter", {}), ctx.db)
        return KoClause(None, f"자신의 덱에서 {josa(np, '을/를')} {st['n']}장까지 골라 공개하고 패에 넣은 뒤, 덱을 섞")

    def _do_recover(self, st, ref, ctx, q):
        np = self._card_noun(st.get("filter", {}), ctx.db)
        return KoClause(None, f"자신의 트래시 존에서 {josa(np, '을/를')} {st['n']}장까지 골라 패로 되돌리")

    def _do_look(self, st, ref, ctx, q):
        n = st["n"]
        if n == 1:
            return KoClause(None, "자신의 덱 맨 위의 카드를 1장 확인하고, 그 카드를 덱 맨 위나 맨 아래에 놓")
        return KoClause(None, f"자신의 덱 맨 위의 카드를 {n}장 확인하고, 그중 원하는 장수를 덱 맨 아래에 놓")

    def _do_reveal_hand(self, st, ref, ctx, q):
        return KoClause(_WHO[st["who"]], "자신의 패를 공개하" if st["who"] == "self" else "패를 공개하")

    def _do_shuffle(self, st, ref, ctx, q):
        return KoClause(_WHO[st["who"]], "자신의 덱을 섞" if st["who"] == "self" else "덱을 섞")

    def _do_trash_self(self, st, ref, ctx, q):
        return KoClause(None, "이 카드를 트래시하")

    def _do_win(self, st, ref, ctx, q):
        return KoClause("자신", "게임에서 승리하")

    def _do_lose(self, st, ref, ctx, q):
        return KoClause(_WHO[st["who"]] or "자신", "게임에서 패배하")

    # ---- continuous modifications
    def statics(self, groups: Sequence[Sequence[Any]], ctx: Any) -> list[str]:
        out = []
        for group in groups:
            first = group[0]
            if first.kind == "size":
                out.append(f"{'자신' if first.who == 'self' else '상대'}의 사이즈를 {first.value:+d}한다.")
                continue
            if first.kind == "prohibit" and first.value in _PLAYER_PROHIBIT:
                out.append(f"{'자신은' if first.who == 'self' else '상대는'} {decl(_PLAYER_PROHIBIT[first.value])}.")
                continue
            if first.tgt.kind == "named":
                np = _NAMED[first.tgt.name]
            else:
                np = self.noun(first.tgt.flt, ctx.db, side=first.tgt.side, all_=True, noun=self._unit_noun(first.tgt.flt))
            if first.kind in ("power", "hit", "cost"):
                changes = [f"{_STAT[it.kind]}를 {it.value:+d}하" for it in group]
                out.append(f"{np}의 " + "고 ".join(changes[:-1] + [decl(changes[-1])]) + ".")
            elif first.kind == "grant":
                out.append(f"{josa(np, '은/는')} {first.quoted} 효과를 얻는다.")
            elif first.kind == "prohibit":
                out.append(f"{josa(np, '은/는')} {decl(_PROHIBIT[first.value])}.")
            else:
                raise KeyError(f"card text: no Korean for static {first.kind!r}")
        return out

    # ---- framing
    def quote(self, text: str) -> str:
        return "「" + text.removesuffix(".") + "」"

    def lc(self, text: str) -> str:
        return text

    def when(self, when: str) -> str:
        if when not in _WHEN:
            raise KeyError(f"card text: no Korean for auto timing {when!r}")
        return _WHEN[when]

    def following(self, cond: Mapping[str, Any] | None, may: bool, parts: Sequence[str]) -> str:
        head = f"{self.cond(cond, 'if')}, " if cond else ""
        if len(parts) == 1 and not may:
            return head + parts[0]
        return head + ("다음을 처리할 수 있다: " if may else "다음을 처리한다: ") + " ".join(parts)

    def while_(self, cond: Mapping[str, Any], sentences: Sequence[str]) -> str:
        if len(sentences) == 1:
            return f"{self.cond(cond, 'while')}, {sentences[0]}"
        return f"{self.cond(cond, 'while')}: " + " ".join(sentences)

    def level_link(self, n: int) -> str:
        return f"{self.names['level_link'].ko} {n}"

    def level(self, n: int) -> str:
        return f"레벨 {n}"

    def armed(self, aff: Any) -> str:
        return self.names["armed"].ko + (f": {aff.ko}" if aff else "")

    def equip(self, flt: Mapping[str, Any], db: Any) -> str:
        return f"{self.labels['equip'].ko}: {self.noun(flt, db, noun=self._unit_noun(flt))}"

    def oath(self, key: str, v: Any, db: Any) -> list[str]:
        if key == "attributes":
            return [f"덱에는 {' 또는 '.join(self.attributes[a].ko for a in v)} 속성 카드만 넣을 수 있다."]
        if key == "max_type":
            return [f"덱에 {self.types[t].ko} 카드는 최대 {n}장까지 넣을 수 있다." for t, n in v.items()]
        if key == "min_type":
            return [f"덱에 {self.types[t].ko} 카드를 {n}장 이상 넣어야 한다." for t, n in v.items()]
        if key == "max_cost":
            return [f"덱에는 코스트 {v} 이하인 카드만 넣을 수 있다."]
        if key == "min_affiliation":
            return [f"덱에 {self.affiliation(db, v['key']).ko} 소속 카드를 {v['count']}장 이상 넣어야 한다."]
        raise KeyError(f"card text: no Korean for oath condition {key!r}")

