"""The Lanes TCG (comprehensive rules v1.3): two players, three lanes, ten damage."""
from game.engine.registry import RulesetInfo, register
from game.engine.text import Msg

from .actions import ACTIONS
from .invariants import check as check_invariants
from .setup import declared_options, default_setup, new_state

INFO = RulesetInfo(id="lanes", names=Msg("Lanes TCG", "레인즈 TCG"), min_players=2, max_players=2,
                   actions=ACTIONS, new_state=new_state, default_setup=default_setup, aliases=("lanes-tcg",),
                   invariants=check_invariants, options=declared_options(),
                   pitch=Msg("Three lanes, ten damage: a leader climbs its level track while units clash lane by lane.",
                             "세 개의 레인, 10 대미지: 리더가 레벨을 올리는 동안 유닛들이 레인마다 맞붙습니다."),
                   modes=("solo", "hotseat", "tutorial", "puzzles", "deckbuilder", "rules", "replays"),
                   rules_doc="rules/lanes-tcg.ko.txt", rules_lang="ko", coverage="rules/lanes.md")
register(INFO)
