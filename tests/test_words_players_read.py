"""Everything a player reads is in a player's words, in English and Korean: no rule-step prefixes ("A4.",
"S6."), no rulebook line numbers ("(L1203-1205)"), reading ids ("A31:"), card ids ("MG-T02"), raw
judgement numbers ("+2.0"), command-line spellings ("--set"), zone-to-zone arrows or "bonus 0".

Random games of every game (its seat counts and modes) are played through the one door; every log line
(as each seat and a spectator were told it), banner, prompt and choice, and every refusal of an action
legal a moment before (conformance style) is read in both languages. Rule ids where a refusal or a line
cites its rule (CD-9.2, 6.4.1.1.2) are the product's convention and are allowed."""
from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from game.ai.random_agent import RandomAgent
from game.engine import registry
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.setup import build_setup
from game.engine.textpart import text_part
from game.ui import games

JARGON = {
    "a rulebook line number": re.compile(r"\bL\d{2,4}\b"),
    "a rule-step prefix": re.compile(r"(?:^|[.:] )[AS]\d{1,2}\. "),
    "a card id": re.compile(r"\b(?:[A-Z]{2}\d-[A-Z]?\d+|[A-Z]{2}-[A-Z]+\d+|CH-\d+)\b"),
    "a reading id": re.compile(r"\b[AM]\d{1,2}(?::|\)|;)"),
    "a raw score": re.compile(r"(?<![\w.-])[+-]\d+\.\d\b"),
    "a command-line spelling": re.compile(r"--(?:set|players|seats|format)\b|\b\w+=\w+|python -m game"),
    "an empty bonus": re.compile(r"bonus 0|보너스 0|Gust of 0|역풍 0"),
    "a file of ours": re.compile(r"\b[\w./-]+\.(?:py|toml|md|json)\b|\b(?:data|levels|docs)/"),
    "a setting's id": re.compile(r"\b[a-z]+_[a-z_]+\b"),
}
# A Korean reader reads Korean: a run of Latin letters is allowed only where Korean players read it so too
LATIN = re.compile(r"[A-Za-z]{2,}")          # one letter is a symbol: L1, P2, {R}, the 'A' of a seat
RULE_ID = re.compile(r"\b(?:DD|CD|EI)-\d[\d.a-z]*")     # the rule a refusal or the reference cites
SKILL_TAG = re.compile(r"\[[FWEAN][RMS][NPC]\]")   # Elements Illusion's draft tags a skill so: [ERN] = Earth, range, normal
MANA = re.compile(r"^[WUBRGCXS]+$")        # Magic's mana symbols drawn as letters ({2}{G}{G}: "2GG")
KOREAN_ALLOWED = {
    # the keys as their caps say them
    "Enter", "Esc", "Tab", "Shift", "Space", "Ctrl", "Alt", "PgUp", "PgDn", "Home", "End", "Backspace", "Del",
    "Delete",
    # how Korean players name a computer opponent
    "AI",
    # Elements Illusion's Korean rulebook writes its points, limit and supports in Latin letters
    "EP", "GP", "EL", "HP", "Gain", "Light",
    # game titles kept as proper nouns: 레인즈 TCG, Magic
    "TCG", "Magic",
    # the language setting names itself in English too, so a person who cannot read Korean finds it
    "Language",
    # file formats, named where a settings file cannot be read: they have no other name
    "UTF", "TOML",
    # the planar die's symbols, written {CHAOS} and {PW} in the Korean rules of Planechase (901.3a) as the
    # mana symbols are
    "CHAOS", "PW",
}


def latin_in_korean(text: str) -> list[str]:
    """The runs of Latin letters in a Korean text that a Korean reader would not read so."""
    return [r for r in LATIN.findall(SKILL_TAG.sub("", RULE_ID.sub("", text))) if r not in KOREAN_ALLOWED
            and not MANA.match(r)]


ARROW = re.compile(r"→")        # a sentence, not a diagram: "Player 2 draws a card", not "deck → hand"

SETUPS: dict[str, list[dict[str, Any]]] = {
    "lanes": [{}],
    "dragon-duel": [{}, {"match": "on"}],
    "clash-of-decks": [{}, {"mode": "solo", "difficulty": 6, "champion": "on"}, {"players": 4, "mode": "2v2"},
                       {"champion": "on", "exhaustion": "on"}],
    "elements-illusion": [{}, {"players": 6, "mode": "B"}],
    "magic": [{}, {"players": 3, "variant": "commander"}, {"players": 3, "variant": "vanguard"}],
}


def jargon_in(text: str | None, *, arrows: bool = False) -> list[str]:
    if not text:
        return []
    found = [name for name, pattern in JARGON.items() if pattern.search(text)]
    if arrows and ARROW.search(text):
        found.append("an arrow")
    return found


def played(ruleset: str, settings: dict[str, Any], seed: int, actions: int,
           langs: tuple[str, ...] = ("en", "ko")) -> Iterator[tuple[str, str]]:
    """(what, text) for everything a player reads along a random game, in ``langs``."""
    info = registry.get(ruleset)
    tp = text_part(info)
    assert tp is not None
    settings = dict(settings)
    players = settings.pop("players", None)
    match = Match(ruleset, seed, build_setup(info, seed, players=players, settings=settings))
    agents = [RandomAgent(seed * 7 + p) for p in range(match.state.num_players)]
    viewers: list[int | None] = [None, *range(match.state.num_players)]
    for _ in range(actions):
        s = match.state
        if s.result is not None:
            break
        for lang in langs:
            for d in s.decisions:
                question, detail = tp.describe_decision(s, d, lang)
                yield "prompt", question
                yield "prompt", detail or ""
                for option in list(d.options)[:12]:
                    yield "choice", tp.option_label(s, d, option, lang)
        before = list(s.legal_actions())
        p = s.current_players()[0]
        events = match.apply(agents[p].choose(s, p))
        s = match.state
        for lang in langs:
            for viewer in viewers:
                for line in tp.describe_events(s, events, lang, viewer):
                    yield "log", line
            for e in events:
                yield "banner", tp.describe_event(s, e, lang) or ""
        now = set(s.legal_actions())
        for action in before[:30]:
            if action not in now and s.result is None:
                try:
                    s.clone().apply(action)
                except IllegalActionError as err:
                    yield from (("refusal", err.reason(lang)) for lang in langs)


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_what_a_player_reads_in_random_games_has_no_jargon(ruleset: str) -> None:
    bad: dict[tuple[str, str], str] = {}
    read = 0
    for n, settings in enumerate(SETUPS[ruleset]):
        for what, text in played(ruleset, settings, 3 + n, 250):
            read += 1
            for name in jargon_in(text, arrows=what != "choice"):
                bad.setdefault((what, name), text)
    assert read > 500
    assert bad == {}


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_every_cards_text_names_no_card_by_its_id(ruleset: str) -> None:
    info = registry.get(ruleset)
    cat = games.catalogue(info)
    lines: list[str] = []
    if cat is not None:
        for entry in cat.cards:
            for lang in ("en", "ko"):
                lines += cat.text(entry.id, lang)
    if ruleset == "magic":          # no catalogue: the table's large view reads the card data the same way
        from game.rulesets.magic.cards import load_card_db
        from game.rulesets.magic.cardtext import card_lines
        db = load_card_db()
        for card in db.cards.values():
            for lang in ("en", "ko"):
                lines += card_lines(card, lang, {})
    if ruleset == "elements-illusion":   # its cards are elements; what the table reads are its skills and abilities
        from game.rulesets.elements_illusion.skills import load_table
        table = load_table()
        lines += [m.get(lang) for m in [*(sk.name for sk in table.all), *(a.text for a in table.abilities.values())]
                  for lang in ("en", "ko")]
    assert lines
    assert [line for line in lines if JARGON["a card id"].search(line)] == []


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_every_setting_reads_in_a_players_words(ruleset: str) -> None:
    from game.formats.spec import formats_of
    info = registry.get(ruleset)
    bad = []
    for o in [*info.options, *(o for f in formats_of(info) for o in f.options)]:
        for lang in ("en", "ko"):
            texts = [o.label.get(lang), games.option_help(o, lang)]
            if o.kind == "choice":
                texts += [games.choice_label(o, c, lang) for c in o.choices]
            bad += [(o.id, lang, t) for t in texts if jargon_in(t)]
    assert bad == []


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_programs_are_named_as_a_player_would_name_them(ruleset: str) -> None:
    """Seat screens, saved games and event screens name a program through games.program_name: its level,
    or Beginner and Wild, never the program's own name."""
    from game.ai import agent_names
    info = registry.get(ruleset)
    for name in agent_names(ruleset):
        for lang in ("en", "ko"):
            said = games.program_name(info, name).get(lang)
            assert said.casefold() not in ("greedy", "random") and said != name, (name, lang, said)


# ----- the texts written for players: lessons, settings, the demo's narration, the rules reference ------
@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_tutorials_and_puzzles_read_in_a_players_words(ruleset: str) -> None:
    """Every step's title, prompt, hint and 'Well done!' text, every puzzle's name, briefing, hint and goal."""
    from game.puzzles import goal_label, goal_text, load_puzzles, load_tutorial
    texts: list[tuple[str, str]] = []
    tutorial = load_tutorial(ruleset=ruleset)
    for step in tutorial.steps:
        for m in (step.title, step.prompt, step.hint, step.done):
            if m is not None:
                texts += [(f"tutorial step {step.index + 1}", m.get(lang)) for lang in ("en", "ko")]
    for pz in load_puzzles(ruleset=ruleset):
        for lang in ("en", "ko"):
            texts += [(f"puzzle {pz.id}", x) for x in (pz.name.get(lang), pz.description.get(lang),
                                                       pz.hint.get(lang) if pz.hint else "",
                                                       goal_text(pz, lang), goal_label(pz, lang))]
    assert len(texts) > 20
    assert [(where, jargon_in(text, arrows=True), text) for where, text in texts if jargon_in(text, arrows=True)] == []


def test_the_apps_settings_and_their_help_read_in_a_players_words() -> None:
    from game.ui.i18n import t
    from game.ui.settings_scene import ROWS
    keys = [r.key for r in ROWS] + ["demo_idle"]
    texts = [(k, lang, t(f"settings.{k}{end}", lang)) for k in keys for end in ("", "_help") for lang in ("en", "ko")
             if f"settings.{k}{end}" in __import__("game.ui.i18n", fromlist=["STRINGS"]).STRINGS]
    assert len(texts) >= 4 * len(ROWS)
    assert [(k, lang, text) for k, lang, text in texts if jargon_in(text, arrows=True)] == []


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_the_rules_reference_reads_in_a_players_words(ruleset: str) -> None:
    """Each rule as a reader of either language reads it, the English summary line under a rule with no
    whole English text, our readings and the settings listed under their rule (the document's own words,
    one key away, are quoted as they are). A rule's own number is the rule, not jargon."""
    from game.ui.rules_scene import reading_notes
    info = registry.get(ruleset)
    texts: list[tuple[str, str]] = []
    for rule in games.rules(info):
        for lang in ("en", "ko"):
            texts.append((rule.number, rule.shown_text(lang)))
            texts += [(rule.number, n.get(lang)) for n in rule.notes]
        texts.append((rule.number, rule.summary_en))
    for lang in ("en", "ko"):
        texts += [(number, line) for number, lines in reading_notes(info, lang).items() for line in lines]
    assert len(texts) > 20
    assert [(where, jargon_in(text, arrows=True), text) for where, text in texts if jargon_in(text, arrows=True)] == []


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_what_a_player_reads_in_random_games_is_korean_in_korean(ruleset: str) -> None:
    """The same random games read in Korean only: every log line, banner, prompt, choice and refusal."""
    bad: dict[str, tuple[str, str]] = {}
    read = 0
    for n, settings in enumerate(SETUPS[ruleset]):
        for what, text in played(ruleset, settings, 3 + n, 250, langs=("ko",)):
            read += 1
            for run in latin_in_korean(text or ""):
                bad.setdefault(run, (what, text))
    assert read > 250
    assert bad == {}


def test_every_sentence_the_app_declares_reads_in_a_players_words() -> None:
    """Every string of the app's table of strings and every sentence a module of the app, the games or the
    formats declares (a Msg, or a dict of them), once its placeholders are left out: no jargon in either
    language, no Latin word a Korean reader would not read so in Korean (the command line's own modules,
    which speak its spellings, are not read)."""
    import importlib
    import pathlib

    import game
    from game.engine.text import Msg
    from game.ui.i18n import STRINGS
    root = pathlib.Path(game.__file__).parent
    modules = sorted("game." + ".".join(p.relative_to(root).with_suffix("").parts) for p in root.rglob("*.py"))
    modules = [m.removesuffix(".__init__") for m in modules      # game.ui is a namespace package: walk the files
               if ".cli" not in m and not m.endswith("__main__") and "bench" not in m]
    for name in modules:
        importlib.import_module(name)              # each registers its strings in STRINGS, if any
    texts: list[tuple[str, str, str]] = [(f"STRINGS[{k}]", en, ko) for k, (en, ko) in STRINGS.items()]
    for name in modules:
        for attr, value in vars(importlib.import_module(name)).items():
            found = {attr: value} if isinstance(value, Msg) else value if isinstance(value, dict) else {}
            texts += [(f"{name}.{attr}[{k}]", v.en, v.ko) for k, v in found.items() if isinstance(v, Msg)]
    placeholder = re.compile(r"\{[^}]*\}")
    bad = []
    for where, en, ko in texts:
        en, ko = placeholder.sub("", en), placeholder.sub("", ko)
        if jargon_in(en) or jargon_in(ko) or latin_in_korean(ko):
            bad.append((where, en, ko))
    assert len(texts) > 1000
    assert bad == []
