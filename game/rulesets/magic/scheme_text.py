"""The log's sentences for Archenemy's events (904) and the words of its choice, in English and Korean.
No pygame."""
from __future__ import annotations

from typing import Any, Callable

from game.engine.text import josa

Who = Callable[[int, bool], str]
Phrase = Callable[[Any, dict[str, Any], bool, Callable[[int], str]], "str | None"]

CHOICE_WORDS = {"self": ("Self", "자신"), "others": ("Others", "다른 이들")}


def phrases(who: Who) -> dict[str, Phrase]:
    return {
        "scheme_deck": lambda s, d, ko, n: (f"{who(d['player'], ko)}의 계략 덱 {d['cards']}장을 섞어 뒷면으로 커맨드 영역에 "
                                            f"놓습니다 (904.4)" if ko else
                                            f"{who(d['player'], ko)} shuffles a scheme deck of {d['cards']} face down "
                                            f"into the command zone (904.4)"),
        "scheme_set_in_motion": lambda s, d, ko, n: (
            f"{who(d['player'], ko)}: {josa(n(d['card']), '을/를')} 실행합니다 ({d['rule']})" if ko else
            f"{who(d['player'], ko)} sets {n(d['card'])} in motion ({d['rule']})"),
        "scheme_returned": lambda s, d, ko, n: (f"{josa(n(d['card']), '이/가')} 뒷면으로 계략 덱 맨 밑에 갑니다 (904.10)" if ko
                                                else f"{n(d['card'])} goes face down to the bottom of the scheme deck "
                                                     f"(904.10)"),
        "scheme_abandoned": lambda s, d, ko, n: (f"{who(d['player'], ko)}: {josa(n(d['card']), '을/를')} 포기합니다 "
                                                 f"(701.26)" if ko else
                                                 f"{who(d['player'], ko)} abandons {n(d['card'])} (701.26)"),
        "scheme_deck_empty": lambda s, d, ko, n: (f"{who(d['player'], ko)}: 실행할 뒷면 계략이 없습니다" if ko else
                                                  f"{who(d['player'], ko)} has no face-down scheme to set in motion"),
        "chose_self_or_others": lambda s, d, ko, n: (
            f"{who(d['player'], ko)}: {CHOICE_WORDS[d['choice']][1]}을(를) 고릅니다" if ko else
            f"{who(d['player'], ko)} chooses {CHOICE_WORDS[d['choice']][0].lower()}"),
    }
