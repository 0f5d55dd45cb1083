"""Korean particles fit the word before them, numbers read aloud included."""
from __future__ import annotations

from game.engine.text import josa
from game.rulesets.lanes.setup import default_setup, new_state


def test_a_particle_follows_how_the_last_syllable_is_read() -> None:
    assert josa("플레이어 1", "이/가") == "플레이어 1이"      # 일
    assert josa("플레이어 2", "이/가") == "플레이어 2가"      # 이
    assert josa("유닛", "을/를") == "유닛을" and josa("카드", "을/를") == "카드를"
    assert josa("Moon", "은/는") == "Moon은" and josa("Luna", "은/는") == "Luna는"


def test_the_concede_message_reads_without_a_bracketed_particle() -> None:
    s = new_state(3, default_setup(3))
    s.concede(1)
    assert s.result.reason.ko == "플레이어 2가 항복했습니다."
