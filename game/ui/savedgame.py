"""A game's saved game in a few words, for the question before a new game replaces it: who plays (how many
people, which seats are programs and at what level), the game's mode as its seat screen names it, and how
far the game is ("Magic: 3 people and 1 program (P4 Easy), Commander, turn 5")."""
from __future__ import annotations

from typing import Any

from . import games
from .i18n import STRINGS, t
from .tableinfo import table_entry

STRINGS.update({
    "menu.saved_game": ("{game}: {what}", "{game}: {what}"),
    "menu.saved_solo": ("against the AI, {level}", "AI {level} 난이도와 대전"),
    "menu.saved_hotseat": ("a hotseat game for {n} people", "{n}명이 하는 핫시트 대전"),
    "menu.saved_one_vs": ("one person against {programs}", "한 사람과 {programs}"),
    "menu.saved_mixed": ("{people} people and {programs}", "사람 {people}명과 {programs}"),
    "menu.saved_program": ("a program ({who})", "프로그램 1개({who})"),
    "menu.saved_programs": ("{n} programs ({who})", "프로그램 {n}개({who})"),
    "menu.saved_seat": ("P{p} {level}", "P{p} {level}"),
    "menu.saved_turn": ("turn {n}", "{n}턴"),
    "menu.saved_start": ("before the first turn", "첫 턴 전"),
    "menu.saved_stage": ("during {stage}", "{stage} 중"),
})


def saved_game_text(lang: str, ruleset: str) -> str:
    """A game's saved game in a few words, or "" if it cannot be read."""
    from game.engine.match import Match
    from .table.session import autosave_path
    try:
        match = Match.load(autosave_path(ruleset))
    except Exception:   # noqa: BLE001 - a broken save is Resume's to report; here it only goes unnamed
        return ""
    info = match.info
    when = saved_when(match.state, lang)
    entry = table_entry(info)
    own = entry.saved_what if entry is not None else None    # a game's own modes name themselves
    said = own(match.setup, lang, when) if own is not None else None
    if not said:
        said = ", ".join([who_plays(match, lang), *mode_words(match, lang), when])
    return t("menu.saved_game", lang, game=info.names.get(lang), what=said)


def who_plays(match: Any, lang: str) -> str:
    """The people and the programs of the saved game: a seat the rules play (a rulebook AI) is neither, and
    the game's mode words say it."""
    state = match.state
    game = getattr(state, "child", None) or state
    programs = {int(p): level for p, level in (match.setup.get("seats") or {}).items()
                if str(p).isdigit() and isinstance(level, str)}
    ruled = set(getattr(game, "rules_seats", ()))
    people = [p for p in range(state.num_players) if p not in programs and p not in ruled]
    levels = [t("menu.saved_seat", lang, p=p + 1, level=games.program_name(match.info, programs[p]).get(lang))
              for p in sorted(programs)]
    if not programs:
        return t("menu.saved_hotseat", lang, n=len(people))
    if len(people) == 1 and len(programs) == 1:
        return t("menu.saved_solo", lang, level=games.program_name(match.info, next(iter(programs.values()))).get(lang))
    them = (t("menu.saved_program", lang, who=levels[0]) if len(levels) == 1
            else t("menu.saved_programs", lang, n=len(levels), who=", ".join(levels)))
    if len(people) == 1:
        return t("menu.saved_one_vs", lang, programs=them)
    return t("menu.saved_mixed", lang, people=len(people), programs=them) if people else them


def mode_words(match: Any, lang: str) -> list[str]:
    """The choices the game's seat screen offers in rows (Magic's variant, Elements Illusion's mode, Clash of
    Decks' mode and decks), as the saved game made them."""
    entry = table_entry(match.info)
    seating = entry.seating if entry is not None else None
    if seating is None:
        return []
    setup = dict(match.setup)
    seating.adjust(setup, match.state.num_players)      # the rows' own terms (Magic: the shorthand unfolded)
    out = []
    for option_id in seating.rows(setup, match.state.num_players):
        option = match.info.option(option_id)
        if option is None or option.kind != "choice":
            continue
        value = setup.get(option_id, option.default)
        if value in option.choices:
            word = option.choice_label(value).get(lang)
            # a seat alone ("Player 3") does not say what it is chosen for: "Archenemy: Player 3"
            out.append(f"{option.label.get(lang)}: {word}" if option_id in seating.seat_rows else word)
    return out


def saved_when(state: Any, lang: str) -> str:
    """How far the saved game is: its turn; for a game played as an event (a draft first), its stage
    until the game is under way."""
    from game.formats.event import EventState
    if isinstance(state, EventState) and state.child is None:
        from game.formats.text import stage_name
        return t("menu.saved_stage", lang, stage=stage_name(state, state.stage).get(lang))
    game = state.child if isinstance(state, EventState) else state
    turn = int(getattr(game, "turn", 0))      # a game's turn count where it has one (the engine has none)
    return t("menu.saved_turn", lang, n=turn) if turn > 0 else t("menu.saved_start", lang)
