"""Elements Illusion: 2 to 6 players combine element cards and build skills in secret at the same time;
the check phase reveals them tier by tier (rules: assets/rules/elements-illusion.ko.txt, a designer's
draft; coverage map: docs/rules/elements-illusion.md)."""
from game.engine.registry import RulesetInfo, register
from game.engine.text import Msg

from .actions import ACTIONS
from .invariants import check as check_invariants
from .options import MAX_PLAYERS, MIN_PLAYERS, declared_options
from .scenario import run_scenario
from .setup import default_setup, new_state
from .view import sealed_pending

INFO = RulesetInfo(id="elements-illusion", names=Msg("Elements Illusion", "엘리먼츠 일루전"),
                   min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, actions=ACTIONS, new_state=new_state,
                   default_setup=default_setup, aliases=("ei",), invariants=check_invariants,
                   sealed_pending=sealed_pending,
                   options=declared_options(), scenario_runner=run_scenario, package=__name__,
                   pitch=Msg("Combine elements and build skills in secret, all at once; the check phase reveals "
                             "them tier by tier.",
                             "속성을 조합하고 스킬을 모두 동시에 비밀리에 빌드하세요. 체크 페이즈에 장수별로 공개됩니다."),
                   modes=("solo", "hotseat", "tutorial", "puzzles", "rules"),   # 2 to 6 seats, people and programs in any mix (table.py)
                   rules_doc="rules/elements-illusion.ko.txt", rules_lang="ko", coverage="rules/elements-illusion.md")
register(INFO)
