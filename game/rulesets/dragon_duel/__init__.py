"""Dragon Duel: two players pull three dragons across a tug-of-war board by winning battles in Fire or
Earth (rules: assets/rules/dragon-duel.ja.txt; coverage map: docs/rules/dragon-duel.md)."""
from game.engine.registry import RulesetInfo, register
from game.engine.text import Msg

from .actions import ACTIONS
from .invariants import check as check_invariants
from .options import declared_options
from .scenario import run_scenario
from .setup import default_setup, new_state

INFO = RulesetInfo(id="dragon-duel", names=Msg("Dragon Duel", "드래곤 듀얼"), min_players=2, max_players=2,
                   actions=ACTIONS, new_state=new_state, default_setup=default_setup, aliases=("dd",),
                   invariants=check_invariants, options=declared_options(), scenario_runner=run_scenario,
                   package=__name__,
                   pitch=Msg("Win battles in Fire or Earth to pull three dragons across a tug-of-war board.",
                             "불 또는 대지의 전투에서 이겨 줄다리기 판 위의 세 드래곤을 끌어오세요."),
                   modes=("solo", "hotseat", "deckbuilder", "rules", "replays"),
                   rules_doc="rules/dragon-duel.ja.txt", rules_lang="ja", coverage="rules/dragon-duel.md")
register(INFO)
