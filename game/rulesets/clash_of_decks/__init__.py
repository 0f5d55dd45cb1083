"""Clash of Decks: an eight-card deck held as the hand, the citadel inside it as the life, mana equal to
the hand, two fronts meeting at bridges, automatic assaults (rules: assets/rules/clash-of-decks.ko.txt;
coverage map: docs/rules/clash-of-decks.md)."""
from game.engine.registry import RulesetInfo, register
from game.engine.text import Msg

from .actions import ACTIONS
from .invariants import check as check_invariants
from .options import declared_options
from .scenario import run_scenario
from .setup import default_setup, new_state

INFO = RulesetInfo(id="clash-of-decks", names=Msg("Clash of Decks", "클래시 오브 덱스"), min_players=1, max_players=4,
                   actions=ACTIONS, new_state=new_state, default_setup=default_setup, aliases=("cod",),
                   invariants=check_invariants, options=declared_options(), scenario_runner=run_scenario,
                   package=__name__, default_players=2,
                   pitch=Msg("Your hand is your deck, your life and your mana: push the enemy citadel off the end of "
                             "their hand.", "손이 곧 덱이자 체력이자 마나입니다. 상대 성채를 손의 끝으로 밀어내세요."),
                   modes=("solo", "hotseat", "tutorial", "puzzles", "deckbuilder", "rules"),   # solo: against the rulebook AI
                   rules_doc="rules/clash-of-decks.ko.txt", rules_lang="ko", coverage="rules/clash-of-decks.md",
                   demo_setups="data/demo.toml", formats="data/formats.toml")
register(INFO)
