"""Rule cases found by the 10,000-game random simulation, kept so they stay fixed."""
from __future__ import annotations

from game.rulesets.lanes.scenario import do, position

BANNER = {"id": "TR-BANNER", "name": {"en": "Banner Bearer", "ko": "기수"}, "type": "unit", "attribute": "fire",
          "cost": 1, "power": 2, "hit": 1,
          "ability": [{"keyword": "passive",
                       "static": [{"power": 2, "target": {"all": True, "side": "own", "other": True}}]}]}
RECRUIT = {"id": "TR-RECRUIT", "name": {"en": "Recruit", "ko": "신병"}, "type": "unit", "attribute": "fire",
           "cost": 1, "power": 1, "hit": 1}
WITHER = {"id": "TR-WITHER", "name": {"en": "Wither", "ko": "시들기"}, "type": "skill", "attribute": "storm",
          "cost": 1, "ability": [{"keyword": "skill", "effect": [
              {"do": "power", "n": -2, "target": {"all": True, "side": "opponent"}}]}]}


def test_1_3_7_3_unit_left_at_zero_by_another_units_departure_is_trashed_too() -> None:
    s = position({"turn": 3, "turn_player": 1, "phase": "main",
                  "p1": {"leader": "LT-L03", "level": 5, "hand": ["TR-WITHER"], "deck": ["LT-S01"] * 3},
                  "p2": {"leader": "LT-L01", "level": 4, "lane0": "TR-BANNER", "lane1": "TR-RECRUIT",
                         "deck": ["LT-F01"] * 3}},
                 cards=[BANNER, RECRUIT, WITHER])
    do(s, "play_skill", card="hand:TR-WITHER")
    # The banner drops to 0 and is trashed; the recruit, 3 with the banner's help, falls to 1 - 2 + 0 = 0 after.
    assert s.units(1) == []
    assert sorted(s.cards[c].def_id for c in s.zones["p1.trash"].cards) == ["TR-BANNER", "TR-RECRUIT"]


def test_the_cached_continuous_effects_always_equal_a_fresh_computation() -> None:
    """The snapshot is kept between changes and patched by some (a level change that switches no level link keeps it,
    a card entering or leaving a skill zone only changes a field cost, a change of modifications keeps the first layer);
    after every action of random games it must equal one computed from scratch."""
    from game.engine import registry
    from game.engine.match import Match
    from game.engine.rng import Rng
    from game.rulesets.lanes.statics import snapshot
    info = registry.get("lanes")
    fields = ("power", "hit", "cost", "size", "field_cost", "weak", "equipped", "units", "prohibit",
              "level_links", "player_prohibit")
    for seed in range(12):
        s = Match("lanes", seed, info.default_setup(seed)).state
        rng = Rng(seed)
        while s.result is None:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
            cached = snapshot(s)
            s.touch()
            fresh = snapshot(s)
            for f in fields:
                got, want = getattr(cached, f), getattr(fresh, f)
                assert got == want, (seed, f, got, want)
            assert {k: v for k, v in cached.granted.items() if v} == {k: v for k, v in fresh.granted.items() if v}


def test_the_kept_and_patched_continuous_effects_equal_a_fresh_computation_at_every_event(monkeypatch) -> None:
    """Also in the middle of an action: after every card move and every event, the snapshot kept or patched
    (or its kept first layer with the modifications applied anew) equals one computed from scratch."""
    from game.engine import registry
    from game.engine.match import Match
    from game.engine.rng import Rng
    from game.rulesets.lanes import statics
    from game.rulesets.lanes.state import LanesState
    fields = ("power", "hit", "cost", "size", "field_cost", "weak", "equipped", "units", "prohibit", "level_links",
              "granted", "keywords", "player_prohibit")
    checked = []

    def compare(s: LanesState) -> None:
        kept = s._cache
        if kept is None and s._field is not None:
            kept = statics._with_mods(s, s._field)
        if kept is None:
            return
        cache, field = s._cache, s._field
        s.touch()
        fresh = statics.snapshot(s)
        s._cache, s._field = cache, field
        for f in fields:
            assert getattr(kept, f) == getattr(fresh, f), f
        checked.append(1)

    move, emit = LanesState.move, LanesState.emit

    def checked_move(self: LanesState, *args, **kwargs) -> None:
        move(self, *args, **kwargs)
        compare(self)

    def checked_emit(self: LanesState, *args, **kwargs) -> None:
        emit(self, *args, **kwargs)
        compare(self)

    monkeypatch.setattr(LanesState, "move", checked_move)
    monkeypatch.setattr(LanesState, "emit", checked_emit)
    info = registry.get("lanes")
    for seed in range(8):
        s = Match("lanes", seed, info.default_setup(seed)).state
        rng = Rng(seed + 100)
        while s.result is None:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
    assert len(checked) > 1000
