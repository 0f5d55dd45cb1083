"""The engine's short cuts change nothing a player could see: each one is checked, in seeded random games
of every shape, against the work it saves."""
from __future__ import annotations

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup, parse_settings
from game.formats.runner import play
from game.rulesets.magic import flow
from game.rulesets.magic.state import MagicState

SHAPES = [
    (2, ()),
    (2, ("variant=vanguard",)),
    (4, ("deck_format=commander",)),
    (2, ("variant=brawl",)),
    (4, ("supplements=planechase",)),
    (4, ("supplements=archenemy",)),
    (4, ("multiplayer=two-headed-giant",)),
    (8, ("supplements=planechase", "multiplayer=grand-melee")),
]
EVERY_SHAPE = pytest.mark.parametrize("players,settings", SHAPES, ids=[" ".join(s) or "core" for _p, s in SHAPES])


def _games(players: int, settings: tuple[str, ...], seeds: range, cap: int = 6000) -> int:
    info = registry.get("magic")
    parsed = parse_settings(info, list(settings))
    actions = 0
    for seed in seeds:
        s = Match("magic", seed, build_setup(info, seed, players=players, settings=parsed)).state
        out = play(s, dict.fromkeys(range(s.num_players), PlayoutAgent(Rng(seed))), max_actions=cap)
        assert out.finished or out.capped, out.violations[:1]
        assert not [v for v in out.violations if not v.startswith("no end")], out.violations[:1]
        actions += out.actions
    return actions


def _calls_counted(monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> list[int]:
    """``owner.name`` wrapped to count its calls (the list's one number), doing what it did."""
    calls = [0]
    real = getattr(owner, name)

    def counted(self: object) -> object:
        calls[0] += 1
        return real(self)
    monkeypatch.setattr(owner, name, counted)
    return calls


@pytest.fixture
def verify(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The short cut checked wherever it is taken; the list counts the checks (each works on a copy)."""
    monkeypatch.setattr(flow, "VERIFY_QUIET", True)
    return _calls_counted(monkeypatch, MagicState, "clone")


@EVERY_SHAPE
def test_704_3_a_check_skipped_while_nothing_it_looks_at_changed_would_have_found_nothing(
        verify: list[int], players: int, settings: tuple[str, ...]) -> None:
    actions = _games(players, settings, range(1), cap=800)
    assert actions > 200 and verify[0] > actions // 10     # many checks were skipped, each one verified


@pytest.mark.long
@EVERY_SHAPE
def test_704_3_a_check_skipped_while_nothing_it_looks_at_changed_would_have_found_nothing_long(
        verify: list[int], players: int, settings: tuple[str, ...]) -> None:
    _games(players, settings, range(2, 22))


def test_704_3_the_verifying_check_fails_where_a_skip_would_hide_a_loss(verify: list[int]) -> None:
    """The check of the short cut can fail: a life total set to 0 behind the engine's back between two
    passes is what a skipped check would miss, and the verifying check says so."""
    from game.rulesets.magic.actions import Pass
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: st.quiet and st.priority >= 0 and not st.stack)
    s.life[1 - s.priority] = 0
    with pytest.raises(AssertionError, match="skipped check"):
        s.apply(Pass(s.priority))


def test_514_2_the_verifying_check_fails_where_a_skip_at_cleanup_would_hide_a_loss(verify: list[int]) -> None:
    """The cleanup's own check is skipped on the same terms: a life total set to 0 behind the engine's back
    just before the last pass of the end step (no player receives priority before the cleanup) is caught."""
    from game.rulesets.magic.actions import Pass
    from game.rulesets.magic.state import Step
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: st.step is Step.END and st.quiet and st.priority >= 0
         and not st.stack and st.passes == 1)
    s.life[s.priority] = 0
    with pytest.raises(AssertionError, match="skipped check"):
        s.apply(Pass(s.priority))


def test_704_5i_a_loyalty_cost_that_takes_the_last_counter_puts_the_planeswalker_away_before_anyone_acts() -> None:
    """A loyalty cost changes loyalty with no event of its own: the activation is never taken for one that
    leaves nothing for a state-based action to find (flow.changes_nothing)."""
    from mg_kit import card, do, position
    s = position(p1={"battlefield": [{"card": "MG-U07", "loyalty": 2}]}, p2={"battlefield": ["MG-G02"]})
    walker = card(s, "battlefield:MG-U07")
    do(s, "activate", card="battlefield:MG-U07", ability=1, target="p2.battlefield:MG-G02")
    assert walker not in s.perm and s.cards[walker].zone == "p0.graveyard"
    assert len(s.stack) == 1 and s.priority == 0          # its ability waits on the stack, and 0 holds priority


# ----- the legal list ---------------------------------------------------------------------------
@pytest.fixture
def verify_plays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The kept plays made anew wherever they are reused; the list counts the reuses."""
    from game.rulesets.magic import legal
    monkeypatch.setattr(legal, "VERIFY_PLAYS", True)
    reused = [0]
    real = legal._plays

    def counted(s: MagicState, p: int, main: bool, *, fresh: bool = False) -> tuple[list, bool, bool, bool]:
        if legal.kept(s, p, main) is not None:
            reused[0] += 1
        return real(s, p, main, fresh=fresh)
    monkeypatch.setattr(legal, "_plays", counted)
    return reused


@EVERY_SHAPE
def test_117_3d_what_a_player_may_play_kept_while_nothing_it_reads_changes_is_what_the_rules_give_anew(
        verify_plays: list[int], players: int, settings: tuple[str, ...]) -> None:
    actions = _games(players, settings, range(1), cap=800)
    assert actions > 200 and verify_plays[0] > actions // 3      # kept across casts, draws, combat, turns


@pytest.mark.long
@EVERY_SHAPE
def test_117_3d_what_a_player_may_play_kept_while_nothing_it_reads_changes_is_what_the_rules_give_anew_long(
        verify_plays: list[int], players: int, settings: tuple[str, ...]) -> None:
    _games(players, settings, range(2, 22))


def test_117_3d_the_verifying_list_fails_where_kept_plays_are_stale(verify_plays: list[int]) -> None:
    from game.rulesets.magic.actions import Pass
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: st.priority >= 0 and not st.stack and len(st.plays_kept) == 2)
    for (p, main), (key, means, aimed, plays) in list(s.plays_kept.items()):
        s.plays_kept[(p, main)] = (key, means, aimed, plays + [Pass(p)])      # a play the rules no longer give
    with pytest.raises(AssertionError, match="stale"):
        for _ in range(8):
            s.apply(Pass(s.priority))
            s.legal_actions()


def test_117_3d_the_verifying_list_fails_where_a_source_is_tapped_untold(verify_plays: list[int]) -> None:
    """A kept list is as good as its key: a mana source tapped with no event to count it leaves the key as it
    was, and the verifying list says the kept one is stale."""
    from game.rulesets.magic import legal
    from game.rulesets.magic.actions import Cast
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: st.priority >= 0 and not st.decisions
         and any(isinstance(a, Cast) for a in st.legal_actions()))
    p = s.priority
    legal._priority_actions(s, p)
    for i in s.battlefield(p):
        s.perm[i].tapped = True
    with pytest.raises(AssertionError, match="stale"):
        legal._priority_actions(s, p)


@pytest.fixture
def verify_means(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The kept means of paying gathered anew wherever they are reused; the list counts the reuses."""
    from game.rulesets.magic import legal
    from game.rulesets.magic.costs import Means
    monkeypatch.setattr(legal, "VERIFY_MEANS", True)
    return _calls_counted(monkeypatch, Means, "seen")


@EVERY_SHAPE
def test_601_2f_the_means_of_paying_kept_are_what_the_permanents_give_anew(
        verify_means: list[int], players: int, settings: tuple[str, ...]) -> None:
    actions = _games(players, settings, range(1), cap=800)
    assert actions > 200 and verify_means[0] > 0


@pytest.mark.long
@EVERY_SHAPE
def test_601_2f_the_means_of_paying_kept_are_what_the_permanents_give_anew_long(
        verify_means: list[int], players: int, settings: tuple[str, ...]) -> None:
    _games(players, settings, range(2, 22))


def test_601_2f_the_verifying_means_fail_where_a_source_is_tapped_untold(verify_means: list[int]) -> None:
    """A source tapped with no count of it leaves the means' key as it was: the verifying means say the
    kept ones are stale."""
    from game.rulesets.magic import legal
    from game.rulesets.magic.actions import Cast
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: st.priority >= 0 and not st.decisions
         and any(isinstance(a, Cast) for a in st.legal_actions()))
    p = s.priority
    assert p in s.means_kept
    for i in s.battlefield(p):
        s.perm[i].tapped = True
    with pytest.raises(AssertionError, match="means kept"):
        legal._plays(s, p, legal.sorcery_timing(s, p))


def test_601_2f_the_legal_lists_judgement_of_a_cost_is_the_payment_planners() -> None:
    """``Means.can_pay`` (the legal list's quick answer) against ``plan`` (the payment itself), for every card
    in every hand and every count of Phyrexian symbols paid in life, at every priority of seeded games."""
    from game.rulesets.magic.costs import Means, plan
    from game.rulesets.magic.play import total_cost
    asked = 0
    for players, settings in SHAPES[:4]:
        info = registry.get("magic")
        s0 = Match("magic", 3, build_setup(info, 3, players=players, settings=parse_settings(info, list(settings)))).state
        agent = PlayoutAgent(Rng(3))

        def judge(st: MagicState) -> bool:
            nonlocal asked
            if st.priority >= 0 and not st.decisions:
                p = st.priority
                means = Means(st, p)
                for c in st.hand(p):
                    cost = total_cost(st, p, c)
                    for n in range(len(cost.phyrexian) + 1):
                        asked += 1
                        assert means.can_pay(cost, n) == (plan(st, p, cost, n) is not None), (st.defs[c].id, n)
            return False
        play(s0, dict.fromkeys(range(s0.num_players), agent), until=judge, max_actions=600)
    assert asked > 1000


# ----- the statics reaching each player's permanents --------------------------------------------------------
@pytest.fixture
def verify_reach(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The kept statics gathered anew wherever they are reused; the list counts the reuses."""
    from game.rulesets.magic import stats
    monkeypatch.setattr(stats, "VERIFY_REACH", True)
    reused = [0]
    real = stats._reach

    def counted(s: MagicState, me: int):
        kept = s.reach_kept.get(me)
        if kept is not None and kept[0] == (s.moves, s.turn, tuple(s.out)):
            reused[0] += 1
        return real(s, me)
    monkeypatch.setattr(stats, "_reach", counted)
    return reused


@EVERY_SHAPE
def test_613_the_statics_kept_while_no_card_moves_are_what_the_battlefield_gives_anew(
        verify_reach: list[int], players: int, settings: tuple[str, ...]) -> None:
    actions = _games(players, settings, range(1), cap=800)
    assert actions > 200 and verify_reach[0] > actions // 20


@pytest.mark.long
@EVERY_SHAPE
def test_613_the_statics_kept_while_no_card_moves_are_what_the_battlefield_gives_anew_long(
        verify_reach: list[int], players: int, settings: tuple[str, ...]) -> None:
    _games(players, settings, range(2, 22))


def test_613_the_verifying_gathering_fails_where_kept_statics_are_stale(verify_reach: list[int]) -> None:
    from game.rulesets.magic.stats import keywords
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: any(st.battlefield(p) for p in range(2)) and len(st.reach_kept) == 2)
    p = next(p for p in range(2) if s.battlefield(p))
    from game.rulesets.magic.stats import _reach
    power, toughness, alike, judged = _reach(s, p)
    s.reach_kept[p] = ((s.moves, s.turn, tuple(s.out)), (power + 1, toughness, alike, judged))   # an anthem no card gives
    with pytest.raises(AssertionError, match="stale"):
        keywords(s, s.battlefield(p)[0])


# ----- the permanents attached to another ---------------------------------------------------------------
def _attached_as_kept(players: int, settings: tuple[str, ...], seeds: range) -> int:
    """``MagicState.attached`` (the index the statics, the control and the restraints read) against every
    permanent's own ``attached_to``, after every action of seeded games; the count of attached ones seen."""
    info = registry.get("magic")
    seen = 0
    for seed in seeds:
        s = Match("magic", seed, build_setup(info, seed, players=players, settings=parse_settings(info, list(settings)))).state

        def same(st: MagicState) -> bool:
            nonlocal seen
            assert st.attached == {i for i, perm in st.perm.items() if perm.attached_to >= 0}, st.turn
            seen += len(st.attached)
            return False
        play(s, dict.fromkeys(range(s.num_players), PlayoutAgent(Rng(seed))), until=same, max_actions=3000)
    return seen


@pytest.mark.parametrize("players,settings", SHAPES[:4], ids=[" ".join(s) or "core" for _p, s in SHAPES[:4]])
def test_303_4_the_attached_permanents_kept_apart_are_those_attached(players: int, settings: tuple[str, ...]) -> None:
    assert _attached_as_kept(players, settings, range(3)) > 0


@pytest.mark.long
@EVERY_SHAPE
def test_303_4_the_attached_permanents_kept_apart_are_those_attached_long(players: int,
                                                                          settings: tuple[str, ...]) -> None:
    _attached_as_kept(players, settings, range(3, 23))
