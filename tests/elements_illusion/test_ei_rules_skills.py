"""Elements Illusion: the skill table (EI-13), every skill played from its recipe against every element it
names, and the table's data checked on load."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.actions import DONE, Choose
from game.engine.errors import DataError
from game.rulesets.elements_illusion.skills import SkillDef, load_table, parse_cards, parse_skills

from ei_kit import do, events_of, lock_all, pos

SKILLS = load_table().all


def play(sd: SkillDef, last: str | None) -> list[Any]:
    """Seat 1 plays the skill from its recipe at seat 2 (whose last element is ``last``) in a 3-player game;
    seat 3 has used no skill. Returns the turn's events."""
    targets: Any = {"single": [2], "two": [2, 3]}.get(sd.target)
    s = pos(3, phase="build", el=40, p1={"hand": list(sd.recipe)}, p2={"last": last},
            options={"designer_gap": "on", "continuous_turns": 2})
    do(s, "skill", player=1, skill=sd.id, targets=targets)
    events = lock_all(s)
    while s.decisions and s.decisions[0].kind == "support":
        events += s.apply(Choose(s.decisions[0].player, DONE))
    return events


def hits(events: list[Any], target: int) -> list[Any]:
    return [e.data for e in events if e.kind == "hit" and e.data["target"] == target]


@pytest.mark.parametrize("sd", SKILLS, ids=[s.id for s in SKILLS])
def test_ei_13_every_skill_is_built_from_its_recipe_and_deals_its_table_damage(sd: SkillDef) -> None:
    events = play(sd, None)
    shown = events_of(events, "skill_revealed", player=0)[0].data
    assert (shown["skill"], shown["count"], sorted(shown["used"])) == (sd.id, sd.count, sorted(sd.recipe))
    assert events_of(events, "cost_paid", player=0)[0].data["cost"] == sd.cost
    got = hits(events, 1)
    assert len(got) == 1 and got[0]["amount"] == sd.damage
    expected_targets = {"single": {1}, "two": {1, 2}, "others": {1, 2}, "all": {0, 1, 2}}[sd.target]
    assert {e.data["target"] for e in events if e.kind == "hit"} == expected_targets
    if sd.target == "all":       # the user is hit too, its last element now the skill's own
        own = hits(events, 0)[0]["amount"]
        assert own == sd.modified(sd.damage, sd.element)


@pytest.mark.parametrize("sd", [s for s in SKILLS if s.mods or s.blocked_by], ids=lambda s: s.id)
def test_ei_13_every_modifier_and_block_of_the_table_applies_against_the_targets_last_element(sd: SkillDef) -> None:
    for element, op in sd.mods:
        got = hits(play(sd, element), 1)[0]
        want = sd.damage * 2 if op == "x2" else sd.damage // 2 if op == "1/2" else max(0, sd.damage + int(op))
        assert got["amount"] == want, (element, op)
    if sd.blocked_by:
        got = hits(play(sd, sd.blocked_by), 1)[0]
        assert got.get("blocked") is True and got["amount"] == 0


def test_ei_13_18_binding_roots_hits_for_three_turns_and_the_others_for_the_default() -> None:
    durations = {}
    for sd in SKILLS:
        if sd.effect == "C":
            s = pos(3, phase="build", el=40, p1={"hand": list(sd.recipe)}, options={"continuous_turns": 2})
            targets: Any = {"single": [2], "two": [2, 3]}.get(sd.target)
            do(s, "skill", player=1, skill=sd.id, targets=targets)
            lock_all(s)
            durations[sd.id] = sorted({t[4] for t in s.ticks if t[1] == 1})
    # turns of damage still to come after the turn of the hit: Binding Roots 3 - 1, the others 2 - 1
    assert durations == {"stomp": [1], "stone_shower": [1], "binding_roots": [2], "flamethrower": [1],
                         "earthquake": [1]}


def test_ei_13_21_maneril_is_in_play_only_with_the_designer_gap_setting() -> None:
    s = pos(2, phase="build", el=40, p1={"hand": ["W1", "W2", "W2"]})
    legal = {a.skill for a in s.legal_actions() if a.player == 0 and a.verb == "skill"}  # type: ignore[attr-defined]
    assert "maneril" not in legal and "mare" in legal
    from ei_kit import refused
    refused(s, "EI-8.4", "skill", player=1, skill="maneril", targets=[2])
    s = pos(2, phase="build", el=40, p1={"hand": ["W1", "W2", "W2"]}, options={"designer_gap": "on"})
    assert "maneril" in {a.skill for a in s.legal_actions() if a.player == 0 and a.verb == "skill"}  # type: ignore[attr-defined]


def test_ei_13_a_broken_skill_table_names_the_file_the_skill_and_the_field() -> None:
    good = {"id": "x_skill", "name": {"en": "X", "ko": "엑스"}, "code": "FSN", "recipe": ["F1"], "cost": 2,
            "target": "single", "damage": 1}
    assert parse_skills([good], "skills.toml")[0].code == "FSN"
    bad = [dict(good, code="QQQ"), dict(good, id="y_skill", recipe=["F9"], mods={"F": "*3"}),
           dict(good, id="z_skill", code="NRN", blocked_by="A", recipe=["W1"]), dict(good, id="w", oops=1,
                                                                                     recipe=["A1"], turns=2)]
    with pytest.raises(DataError) as err:
        parse_skills(bad, "skills.toml")
    text = str(err.value)
    for piece in ("skills.toml", "skill 'x_skill'.code", "skill 'y_skill'.recipe", "skill 'y_skill'.mods.F",
                  "skill 'z_skill'.blocked_by: a no-element skill cannot be blocked", "skill 'w': unknown field 'oops'",
                  "skill 'w'.turns: only a continuous skill"):
        assert piece in text, piece


def test_ei_13_the_ability_texts_and_the_held_elements_are_checked_on_load() -> None:
    table = load_table()
    assert len(table.abilities) == 9 and all(a.text.en and a.text.ko for a in table.abilities.values())
    assert [h.id for h in table.held] == ["ice", "plasma", "flame", "metal", "grass", "wind", "dark", "light"]
    with pytest.raises(DataError) as err:
        parse_cards({"ability": [{"id": "silence", "card": "illusion", "phase": "check"}],
                     "held": [{"id": "ice", "level": 5}]}, "cards.toml")
    text = str(err.value)
    assert "ability 'silence'.card" in text and "ability 'silence'.phase" in text and "held 'ice'.level" in text
    assert "abilities without a text" in text
