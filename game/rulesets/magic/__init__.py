"""Magic casual variants: a reduced core of Magic for 2 to 6 players, built so Commander, Brawl and
Vanguard can join it (rules: assets/rules/magic-casual-variants.ko.txt; the core this table enforces:
docs/rules/magic-core-subset.md; the card vocabulary: docs/magic-cards.md)."""
from game.engine.registry import RulesetInfo, register
from game.engine.text import Msg

from .actions import ACTIONS
from .conspiracy import sealed
from .invariants import check as check_invariants
from .options import declared_options
from .scenario import run_scenario
from .setting import combinations
from .setup import default_setup, new_state

INFO = RulesetInfo(id="magic", names=Msg("Magic casual variants", "매직 캐주얼 변형"), min_players=2, max_players=8,
                   actions=ACTIONS, new_state=new_state, default_setup=default_setup, aliases=("mtg",),
                   invariants=check_invariants, options=declared_options(), scenario_runner=run_scenario,
                   package=__name__, default_players=2,
                   pitch=Msg("A reduced core of Magic: cast spells, attack any opponent, be the last player standing.",
                             "축소한 매직의 핵심 규칙: 주문을 발동하고 어느 상대든 공격해 마지막까지 살아남으세요."),
                   modes=("solo", "hotseat", "tutorial", "puzzles", "deckbuilder", "rules"),   # 2 to 8 seats, people and programs in any mix (table.py)
                   rules_doc="rules/magic-casual-variants.ko.txt", rules_lang="ko", coverage="rules/magic-core-subset.md",
                   demo_setups="data/demo.toml", combinations=combinations, formats="data/formats.toml",
                   sealed_pending=sealed)
register(INFO)
