"""The Magic scenario format: purpose-made cards, every table and key checked with the file and field
named, the expectations the other games' formats have (a decision's options, the legal actions, the mana
pool, scripted mulligans), and a [deck] of any variant."""
from __future__ import annotations

import pathlib

import pytest

from game.cli import main as cli
from game.cli.scenario import run_file
from game.engine.errors import DataError

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "levels" / "scenarios" / "magic"


def _write(tmp_path: pathlib.Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


HEAD = '[scenario]\nname = "x"\nrule = "100.1"\nruleset = "magic"\n'
POSITION = '[position]\nactive = 1\nstep = "main1"\n[position.p1]\nhand = ["MG-R03"]\npool = "R"\n'


@pytest.mark.parametrize(("extra", "named"), [
    ("[setup]\nplayers = 2\n", "[setup]: unknown table or key"),
    ('[[step]]\naction = "pass"\nexpcet = {}\n', "step 1.expcet: unknown key"),
    ('[options]\nvarient = "commander"\n', "options.varient: unknown setting"),
])
def test_an_unknown_table_or_key_is_refused_naming_the_file_and_the_field(tmp_path, extra, named) -> None:
    path = _write(tmp_path, "typo.toml", HEAD + POSITION + extra)
    with pytest.raises(DataError) as err:
        run_file(path)
    assert "typo.toml" in str(err.value) and named in str(err.value)


def test_an_unknown_scenario_key_is_refused(tmp_path) -> None:
    path = _write(tmp_path, "meta.toml", HEAD + 'sede = 3\n' + POSITION)
    with pytest.raises(DataError) as err:
        run_file(path)
    assert "scenario.sede: unknown key" in str(err.value)


def test_a_purpose_made_card_is_played_like_a_card_of_the_pool(tmp_path) -> None:
    card = ('[[card]]\nid = "SC-X1"\nname = { en = "Test Spark", ko = "시험 불꽃" }\ncost = "{R}"\ntypes = ["instant"]\n'
            'abilities = [{ kind = "spell", target = "any", effects = [{ do = "damage", amount = 5, to = "target" }] }]\n')
    text = HEAD + card + POSITION.replace("MG-R03", "SC-X1") + (
        '[[step]]\naction = "cast"\ncard = "hand:SC-X1"\ntarget = "p2"\n'
        '[[step]]\naction = "pass"\nrepeat = 2\n[step.expect.p2]\nlife = 15\n')
    assert run_file(_write(tmp_path, "card.toml", text)) == []
    wrong = text.replace("life = 15", "life = 18")
    assert "p2.life is 15, expected 18" in run_file(_write(tmp_path, "wrong.toml", wrong))[0]


def test_a_purpose_made_card_may_not_take_an_id_of_the_pool(tmp_path) -> None:
    card = '[[card]]\nid = "MG-R03"\nname = { en = "Again", ko = "다시" }\ntypes = ["land"]\n'
    with pytest.raises(DataError) as err:
        run_file(_write(tmp_path, "clash.toml", HEAD + card + POSITION))
    assert "card MG-R03: the id is a card of the pool" in str(err.value)


def test_the_legal_actions_the_pool_and_the_decision_options_are_checked(tmp_path) -> None:
    step = ('[[step]]\naction = "pass"\nplayer = 2\nexpect_refusal = "117.3d"\n[step.expect]\n'
            'legal = [{ action = "cast", card = "hand:MG-R03", target = "p1" }]\n'
            'not_legal = [{ action = "pass" }]\ndecision_options = ["keep"]\n[step.expect.p1]\npool = "G"\n')
    failures = run_file(_write(tmp_path, "expect.toml", HEAD + POSITION + step))
    assert any("pass player=0 is legal, expected it not to be" in f for f in failures)
    assert any("decision options is [], expected ['keep']" in f for f in failures)
    assert any("p1.pool is 'R', expected 'G'" in f for f in failures)
    assert not any("cast" in f for f in failures)


def test_scripted_mulligans_start_the_game_from_the_opening_hands() -> None:
    assert run_file(str(FOLDER / "mulligan_scripted_london.toml")) == []


@pytest.mark.parametrize(("variant", "rules"), [("core", []), ("vanguard", []), ("commander", ["903.5a"]),
                                                ("brawl", [])])
def test_a_deck_scenario_of_every_variant_is_checked_by_its_rules(tmp_path, variant, rules) -> None:
    """Sixty cards led by Ser Kaelith: a legal constructed deck (core, Vanguard) and Brawl deck, and forty
    cards too few for Commander (903.5a)."""
    text = HEAD + f'[deck]\nvariant = "{variant}"\ncommander = "MG-K01"\ncards = [[1, "MG-K01"], [59, "MG-L01"]]\n' \
        '[expect_deck]\nproblems = ["x"]\n'
    failures = run_file(_write(tmp_path, f"{variant}.toml", text))
    assert len(failures) == 1 and f"deck problems are {rules}" in failures[0]


def test_a_deck_of_an_unknown_variant_is_a_clear_error_and_the_run_goes_on(tmp_path, capsys) -> None:
    folder = tmp_path / "run"
    folder.mkdir()
    _write(folder, "a_bad.toml", HEAD + '[deck]\nvariant = "planechase"\ncards = [[60, "MG-L01"]]\n')
    (folder / "b_good.toml").write_text((FOLDER / "legend_rule.toml").read_text(encoding="utf-8"), encoding="utf-8")
    assert cli.main(["scenario", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "deck.variant: one of core, commander, brawl, vanguard, not 'planechase'" in out
    assert out.strip().endswith("1 passed, 1 failed")
