"""The end of the game (EI-1.3), the final scoring (EI-1.4), the ranking (EI-1.5) and mode B's teams (EI-1.2)."""
from __future__ import annotations

import functools
from typing import Any

from game.engine.text import Msg

from .skills import SkillDef
from .state import EIState
from .vocab import FINAL_RATE, LEFTOVER_PENALTY, is_element_card, level_of

REASONS = {
    "gp": Msg("a player reached the GP target", "GP 목표에 도달한 플레이어가 있습니다"),
    "skill": Msg("a game-end skill took effect", "게임 종료 스킬이 발동했습니다"),
    "rounds": Msg("the last round is over", "정한 라운드가 모두 지났습니다"),
    "designated": Msg("a team dealt the designated damage", "한 팀이 지정 데미지를 입혔습니다"),
}


def turn_limit(s: EIState) -> int:
    """The last turn: the round limit times the round length (4 turns, or one turn per player) (EI-1.3 c)."""
    per_round = 4 if s.option("round_length") == "4" else s.n
    return s.option("round_limit") * per_round


def team_damage(s: EIState) -> dict[int, int]:
    """Mode B: each team's damage dealt to players of other teams over the game (EI-1.2)."""
    out: dict[int, int] = {}
    for a in range(s.n):
        for b in range(s.n):
            if s.team_of[a] != s.team_of[b]:
                out[s.team_of[a]] = out.get(s.team_of[a], 0) + s.dealt[a][b]
    return out


def game_ends(s: EIState) -> bool:
    """Checked at the end of each turn, after its check phase (EI-1.3)."""
    why = None
    if s.option("mode") == "A":
        if max(s.gp) >= 10 + s.n:
            why = "gp"
    elif max(team_damage(s).values(), default=0) >= s.option("designated_damage"):
        why = "designated"
    if why is None and s.ended_by == "skill":
        why = "skill"
    if why is None and s.turn >= turn_limit(s):
        why = "rounds"
    s.ended_by = why
    return why is not None


def _recipes(skills: tuple[SkillDef, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((sk.id, sk.recipe) for sk in skills if sk.count >= 2)


@functools.lru_cache(maxsize=4096)
def best_partition(hand: tuple[str, ...], recipes: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[int, tuple[str, ...]]:
    """The skills of 2+ cards (disjoint, any number, any cost) that make the hand's final EP highest:
    each card used +1, each left over -1/-2/-4 by level (EI-1.4). Returns (EP from the hand, skills)."""
    defs = sorted(set(hand))
    start = tuple(hand.count(d) for d in defs)
    index = {d: i for i, d in enumerate(defs)}
    usable = [(sid, [index[c] for c in r]) for sid, r in recipes if all(c in index for c in r)]

    @functools.lru_cache(maxsize=None)
    def search(i: int, counts: tuple[int, ...]) -> tuple[int, tuple[str, ...]]:
        if i == len(usable):
            return -sum(k * LEFTOVER_PENALTY[level_of(defs[j])] for j, k in enumerate(counts)), ()
        best = search(i + 1, counts)
        sid, need = usable[i]
        left = list(counts)
        for j in need:
            left[j] -= 1
        if min(left) >= 0:
            value, chosen = search(i, tuple(left))
            value += len(need)
            if value > best[0]:
                best = (value, (sid,) + chosen)
        return best

    return search(0, start)


def final_scores(s: EIState) -> list[dict[str, Any]]:
    recipes = _recipes(s.skills_in_play)
    out = []
    for p in range(s.n):
        hand = tuple(sorted(d for d in (s.def_of(c) for c in s.hands[p].cards) if is_element_card(d)))
        value, skills = best_partition(hand, recipes)
        used = sum(len(s.table[sid].recipe) for sid in skills)
        ep = s.ep[p] + value
        converted = ep // FINAL_RATE if ep > 0 else 0
        out.append({"player": p, "skills": list(skills), "used": used, "penalty": used - value,
                    "ep_before": s.ep[p], "ep": ep, "converted": converted, "gp": s.gp[p] + converted,
                    "left": ep - FINAL_RATE * converted, "received": s.received_total[p],
                    "levels": sum(level_of(d) for d in hand)})
    return out


def ranks(keys: list[tuple[Any, ...]]) -> list[int]:
    """Competition ranks (1, 1, 3, ...) for keys where smaller is better."""
    return [1 + sum(1 for other in keys if other < k) for k in keys]


def finish(s: EIState) -> None:
    """Score every hand, turn EP into GP, rank and end the game (EI-1.4, EI-1.5, EI-1.2)."""
    scores = final_scores(s)
    for sc in scores:
        s.gp[sc["player"]] = sc["gp"]
        s.ep[sc["player"]] = max(0, sc["left"])
        s.emit("final_score", player=sc["player"], skills=sc["skills"], used=sc["used"], penalty=sc["penalty"],
               ep=sc["ep"], converted=sc["converted"], gp=sc["gp"], rule="EI-1.4")
    if s.option("mode") == "B":
        teams = sorted(set(s.team_of))
        score = {t: sum(sc["gp"] + sc["levels"] for sc in scores if s.team_of[sc["player"]] == t) for t in teams}
        team_rank = dict(zip(teams, ranks([(-score[t],) for t in teams])))
        for sc in scores:
            sc["rank"] = team_rank[s.team_of[sc["player"]]]
            sc["team_score"] = score[s.team_of[sc["player"]]]
        s.emit("team_scores", scores=[score[t] for t in teams], rule="EI-1.2")
    else:
        keys = [(-sc["gp"], -sc["left"], sc["received"]) for sc in scores]
        for sc, r in zip(scores, ranks(keys)):
            sc["rank"] = r
    s.final = scores
    s.emit("ranking", ranks=[sc["rank"] for sc in scores], rule="EI-1.5")
    winners = [sc["player"] for sc in scores if sc["rank"] == 1]
    if len(winners) == s.n:
        winners = []
    losers = [p for p in range(s.n) if p not in winners] if winners else []
    why = REASONS[s.ended_by or "rounds"]
    if winners:
        names = ", ".join(str(p + 1) for p in winners)
        reason = Msg(f"The game ends: {why.en}. Player {names} ranks first.",
                     f"게임 종료: {why.ko}. 플레이어 {names} 1위.")
    else:
        reason = Msg(f"The game ends: {why.en}. Every player shares the first rank.",
                     f"게임 종료: {why.ko}. 모든 플레이어가 공동 1위입니다.")
    s.phase = s.phase.OVER
    s.end_game(winners, losers, reason, "EI-1.5")
