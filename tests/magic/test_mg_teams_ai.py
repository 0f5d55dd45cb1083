"""The programs in a team game (805): a teammate's board, hand and life count on my side of the scales, and a
program never aims harm at a teammate nor anything helpful at the other team."""
from __future__ import annotations

from game.ai import make_agent
from game.rulesets.magic import ai
from game.rulesets.magic.actions import Cast
from game.rulesets.magic.ai_policy import aimed_well

from mg_kit import card, position

TWO_HG = {"multiplayer": "two-headed-giant"}


def test_805_a_teammates_board_weighs_on_my_side() -> None:
    s = position(players=4, options=TWO_HG, step="main1", p2={"battlefield": ["MG-G03", "MG-G03", "MG-R04"]})
    assert ai.terms(s, 0)["board"] > 0 and ai.terms(s, 1)["board"] > 0
    assert ai.terms(s, 2)["board"] < 0 and ai.terms(s, 3)["board"] < 0


def test_805_harm_is_aimed_at_the_other_team_never_at_a_teammate() -> None:
    s = position(players=4, options=TWO_HG, step="main1", p1={"battlefield": ["MG-L04"], "hand": ["MG-R03"]},
                 p2={"battlefield": ["MG-W01"]}, p3={"battlefield": ["MG-W01"]})
    bolt = card(s, "hand:MG-R03")
    spell = s.defs[bolt].spell_ability
    assert not aimed_well(s, 0, spell, f"c{card(s, 'p2.battlefield:MG-W01')}")
    assert not aimed_well(s, 0, spell, "p1")
    assert aimed_well(s, 0, spell, f"c{card(s, 'p3.battlefield:MG-W01')}")
    for name in ("greedy", "normal"):
        choice = make_agent(name, 3, "magic").choose(s, 0)
        assert isinstance(choice, Cast) and choice.card == bolt, (name, choice)
        ref = int(choice.target[1:])
        assert (s.controller(ref) if choice.target[0] == "c" else ref) in (2, 3), (name, choice)


def test_805_the_archenemy_fears_the_whole_alliance_attacking_at_once() -> None:
    """The alliance shares its turns (805), so its three players' creatures attack the archenemy together:
    the danger the archenemy judges is all of them past its blockers, not the strongest player's alone.
    In a free-for-all of the same boards each player attacks on their own turn: the strongest one counts."""
    boards = {f"p{q}": {"battlefield": ["MG-G03", "MG-G03"]} for q in (2, 3, 4)}
    arch = position(players=4, options={"supplements": "archenemy"}, step="main1", **boards)
    ffa = position(players=4, step="main1", **boards)
    one = sum(ffa.defs[c].power for c in ffa.battlefield(1))      # one player's two creatures
    assert ai.terms(ffa, 0)["exposure"] == -one / ffa.life[0]
    assert ai.terms(arch, 0)["exposure"] == -3 * one / arch.life[0]
    # the boards too are armies: four creatures of the archenemy's are fewer than the alliance's six,
    # where in a free-for-all they are more than any one player's two
    mine = {"p1": {"battlefield": ["MG-G03"] * 4}}
    arch_four = position(players=4, options={"supplements": "archenemy"}, step="main1", **mine, **boards)
    ffa_four = position(players=4, step="main1", **mine, **boards)
    assert ai.terms(arch_four, 0)["board"] < 0 < ai.terms(ffa_four, 0)["board"]
    assert ai.terms(arch_four, 1)["board"] > 0       # an alliance player sees its side ahead
