"""A refusal cites a rule; the player who reads it finds that rule in the game's rules reference by its
number and by a word of the refusal's sentence (the rule's own words, or its section's title)."""
from __future__ import annotations

import re

import pytest

from game.ai.random_agent import RandomAgent
from game.engine import registry
from game.engine.decisions import Decision, decides_first, nothing_to_choose
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.rulebook import find, search
from game.ui import games

# Magic's refusals cite the core rules (100-800), which its reference (900-905) does not hold yet.
GAMES = ["lanes", "dragon-duel", "clash-of-decks", "elements-illusion"]


def refusals(ruleset: str, seeds: int = 4, actions: int = 300) -> dict[tuple[str, str], str]:
    """(rule, English) -> Korean of every refusal met in random games, conformance style: actions legal
    a moment ago and no longer."""
    info = registry.get(ruleset)
    out: dict[tuple[str, str], str] = {}
    for seed in range(seeds):
        match = Match(ruleset, seed, info.default_setup(seed))
        agents = [RandomAgent(seed * 7 + p) for p in range(match.state.num_players)]
        for _ in range(actions):
            s = match.state
            if s.result is not None:
                break
            before = list(s.legal_actions())
            p = s.current_players()[0]
            match.apply(agents[p].choose(s, p))
            now = set(match.state.legal_actions())
            for action in before:
                if action not in now:
                    try:
                        match.state.clone().apply(action)
                    except IllegalActionError as err:
                        out[(err.rule, err.en)] = err.ko
    return out


def _found_by(rules, target: str, query: str) -> bool:
    return target in [r.number for r in search(rules, query)]


def _generic(en: str) -> bool:
    """Sentences about another seat's question or no question at all, which name no rule's subject."""
    d = Decision(player=0, kind="x", options=(), prompt=None, rule="")  # type: ignore[arg-type]
    return bool(re.fullmatch(decides_first(d)[1].replace("1", r"\d+"), en)) or en == nothing_to_choose("")[1]


@pytest.mark.parametrize("ruleset", GAMES)
def test_every_refusal_finds_its_rule_by_number_and_by_a_word_of_its_sentence(ruleset: str) -> None:
    rules = games.rules(registry.get(ruleset))
    met = refusals(ruleset)
    assert len(met) > 15
    lost = []
    for (rule, en), ko in met.items():
        i = find(rules, rule)
        assert i >= 0, (rule, en)
        target = rules[i].number
        assert _found_by(rules, target, rule), (rule, en)
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]{2,}", en)]
        if not _generic(en) and not any(_found_by(rules, target, w) for w in words):
            lost.append((rule, en))
    assert lost == []


def test_berserker_finds_the_rule_that_holds_the_attack_phase_in_both_languages() -> None:
    """The refusal "Your berserker ... must attack before the attack phase ends" cites 10.2.6.2.3, whose
    own words say "the unit": its section's title, Berserker, finds it, and so does the Korean word with
    the particle the sentence gives it."""
    rules = games.rules(registry.get("lanes"))
    for query in ("berserker", "Berserker", "광전사", "광전사가", "10.2.6.2.3"):
        assert _found_by(rules, "10.2.6.2.3", query), query
