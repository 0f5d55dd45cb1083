"""The Lanes TCG (comprehensive rules v1.3): two players, three lanes, ten damage."""
from game.engine.registry import RulesetInfo, register
from game.engine.text import Msg

from .actions import ACTIONS
from .invariants import check as check_invariants
from .setup import default_setup, new_state

INFO = RulesetInfo(id="lanes", names=Msg("Lanes TCG", "레인즈 TCG"), min_players=2, max_players=2,
                   actions=ACTIONS, new_state=new_state, default_setup=default_setup, aliases=("lanes-tcg",), invariants=check_invariants)
register(INFO)
