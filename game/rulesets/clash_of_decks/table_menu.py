"""Clash of Decks on the app's menus: the names of its ways to start a game, the seat screen of a hotseat
game (two players in a duel, or four in free-for-all, 2v2 or co-op against two rulebook AIs), the steps
between the deck picker and the table for solo and a duel against the computer, and the mutation league's
way in. All of it is the table part's ``TABLE`` (``ENTRY`` here), which the generic menus read."""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg
from game.ui.seatsetup import Seating
from game.ui.tableinfo import MenuEntry, TableEntry

from .seats import COOP_AI_SEATS, FOUR, FOUR_SEAT_MODES, FOUR_SEAT_OPTIONS, people_for
from .seats import teams as seat_teams

SAVED = {
    "solo": Msg("solo against the rulebook AI, {game}, {when}", "규칙서 AI와 1인 게임, {game}, {when}"),
    "quick": Msg("quick game", "빠른 게임"),
    "level": Msg("level {n}", "{n}단계"),
}


def saved_what(setup: dict[str, Any], lang: str, when: str) -> str | None:
    """The saved game's mode in words when the generic ones would be wrong: a solo against the rulebook
    AI has no program seat, yet it is no hotseat game."""
    if setup.get("mode") != "solo":
        return None
    level = setup.get("difficulty", 0)
    game = SAVED["level"].get(lang).format(n=level) if isinstance(level, int) and level > 0 else SAVED["quick"].get(lang)
    return SAVED["solo"].get(lang).format(game=game, when=when)


def menu_next(app: Any, setup: dict[str, Any], kind: str, seed: int | None) -> Any:
    """The screen between the deck picker and the table: solo's quick or custom game; versus's level of
    the program (the setup is checked first, so a refusal shows on the deck picker)."""
    from game.engine import registry
    from game.ui.table.scene import TableScene
    if kind == "solo":
        from .table_solo import SoloSetupScene
        # the decks are checked here (a constructed deck is refused on the picker); the champion against
        # the level is the next screen's to say
        registry.new_state(registry.get("clash-of-decks"), seed or 0, dict(setup, champion="off"))

        def start(chosen: dict[str, Any], at: int | None) -> None:
            app.replace(TableScene.new_hotseat(app, chosen, at, ruleset="clash-of-decks"), also=1)

        return SoloSetupScene(app, setup, seed, start)
    if kind == "versus":
        from game.ui.solo import LevelPickScene
        registry.new_state(registry.get("clash-of-decks"), seed or 0, setup)   # a DataError is said on the picker
        return LevelPickScene(app, setup, ruleset="clash-of-decks", seed=seed)
    return None


def menu_setup(setup: dict[str, Any], kind: str, options: dict[str, Any]) -> dict[str, Any]:
    """The deck picker's setup as this game needs it: ``mode`` from the menu's choice (hotseat: a duel;
    solo: against the rulebook AI, one person's deck), and no deck list when the decks are drafted: then
    the setup names the draft's format (an event: the draft screen, then the table)."""
    from game.engine import registry
    out = dict(setup)
    out["mode"] = "solo" if kind == "solo" else "duel"      # versus: a duel with a program in seat 2
    if kind != "solo":
        out.pop("difficulty", None)       # only the solo custom game has one (CD-7)
    chosen = options.get("decks", "beginner")
    if chosen == "draft" or (kind == "solo" and chosen == "constructed"):
        out.pop("decks", None)
        out["decks"] = "draft" if chosen == "draft" else "beginner"
    elif isinstance(out.get("decks"), list) and kind == "solo":
        out["decks"] = out["decks"][:1]
    out.pop("format", None)
    drafted = registry.format_for(registry.get("clash-of-decks"), out)
    if drafted is not None:
        out["format"] = drafted
    return out



# ----- the seat screen of a hotseat game ---------------------------------------------------------------
RULEBOOK_AI = Msg("Rulebook AI", "규칙서 AI")
DECK_KEYS = ("deck1", "deck2", "deck3", "deck4")           # the deck picker chooses them, one column a person
SOLO_ONLY = ("difficulty", "ai_per_creature", "ai_base_mana", "ai_starts", "ai_resistance", "ai_ability")


def _mode(options: dict[str, Any], players: int) -> str:
    mode = options.get("mode", "duel")
    if players == FOUR:
        return mode if mode in FOUR_SEAT_MODES else FOUR_SEAT_MODES[0]
    return "duel"


def _rows(options: dict[str, Any], players: int) -> tuple[str, ...]:
    if players != FOUR:
        return ("decks",)
    coop = _mode(options, players) == "coop"
    return ("mode", "decks") + (("coop_ai_mana", "difficulty") if coop else ())


def _choices(option_id: str, players: int) -> tuple[str, ...] | None:
    return FOUR_SEAT_MODES if option_id == "mode" and players == FOUR else None


def _adjust(options: dict[str, Any], players: int) -> None:
    options["mode"] = _mode(options, players)


def _fixed(options: dict[str, Any], players: int) -> dict[int, Msg]:
    """Co-op's B and D are the rulebook AIs (L995-1003): the engine plays them, no program or person."""
    return {p: RULEBOOK_AI for p in COOP_AI_SEATS} if _mode(options, players) == "coop" else {}


def _hidden(options: dict[str, Any], players: int) -> tuple[str, ...]:
    """Settings this game has no use for with these seats, and the decks (the picker's)."""
    mode = _mode(options, players)
    out = ("mode",) + DECK_KEYS
    if mode != "coop":          # the custom difficulty and its options a-e are the AIs' (solo has its own screen)
        out += SOLO_ONLY + ("coop_ai_mana",)
    if players != FOUR:
        out += FOUR_SEAT_OPTIONS
    return out


def _decks(options: dict[str, Any], players: int) -> list[int]:
    """Drafted decks are made on the draft screen before the table; otherwise each seat a person (or program)
    holds picks one."""
    return [] if options.get("decks") == "draft" else list(people_for(_mode(options, players)))


def _teams(options: dict[str, Any], players: int) -> dict[int, Msg]:
    """2v2: A and C (P1, P3) against B and D (P2, P4), shown on the seats (L953-955); co-op's seats already
    say who is the rulebook's AI."""
    if players != FOUR or _mode(options, players) != "2v2":
        return {}
    names = (Msg("Team A+C", "A·C 팀"), Msg("Team B+D", "B·D 팀"))
    return {p: names[team] for p, team in enumerate(seat_teams(FOUR, _mode(options, players)))}


MODE_WORDS = {
    ("mode", "ffa"): Msg("Four players, each for themselves.", "네 명이 각자 싸웁니다."),
    ("mode", "2v2"): Msg("P1 and P3 (A, C) against P2 and P4 (B, D): a team wins together.",
                         "P1·P3(A, C) 대 P2·P4(B, D): 팀이 함께 이깁니다."),
    ("mode", "coop"): Msg("P1 and P3, two people, against P2 and P4, the rulebook's two AIs.",
                          "두 사람 P1·P3이 규칙서 AI 둘 P2·P4와 겨룹니다."),
}


SEATS = Seating(players=(2, FOUR), start={"hotseat": 2}, kinds=("hotseat",), rows=_rows, choices=_choices,
                adjust=_adjust, fixed=_fixed, hidden=_hidden, checked=("decks",), decks=_decks, teams=_teams,
                explain=lambda option_id, value: MODE_WORDS.get((option_id, value)))


def _open_league(app: Any) -> Any:
    """The mutation league's first screen; imported when opened, so the menus load no league screen."""
    from .league_scene import open_league
    return open_league(app)


LEAGUE = MenuEntry("league", Msg("Mutation league", "변이 리그"), _open_league)


def _mutation_editor(app: Any, hub: Any, seat: int) -> Any:
    """A person's mutation phase in the league (an event's own stage); imported when it opens."""
    from .mutation_editor import MutationEditorScene
    return MutationEditorScene(app, hub, seat)

ENTRY = TableEntry(
    # Two ways to play alone, named apart: solo is against the rulebook AI (a rule of the game), versus is a
    # duel against the generic AI holding a real hand (a program seat with a level). Hotseat says it seats
    # four too (free-for-all, 2v2, co-op): the seat screen asks.
    labels={"solo": Msg("Solo vs the rulebook AI", "규칙서 AI와 1인 게임"),
            "hotseat": Msg("Hotseat: 2 or 4 players", "핫시트: 2인 또는 4인")},
    modes=(("versus", Msg("Duel vs computer", "컴퓨터와 대결")),),
    menu_setup=menu_setup, menu_next=menu_next,
    # the menu's solo is played against the rulebook AI, a rules seat: no program and no level to pick
    rules_solo=True,
    # The menu's choice (hotseat, solo or versus) sets the mode, and the solo setup screen the difficulty and
    # options a-e; the four-seat modes' settings are the seat screen's when four sit down: the deck picker
    # offers none of them.
    menu_set=("mode", "difficulty", "ai_per_creature", "ai_base_mana", "ai_starts", "ai_resistance",
              "ai_ability") + FOUR_SEAT_OPTIONS,
    # a beginner deck is one set of cards of the starter pack (L196-208): two players never hold the same one
    deck_sets=True,
    # the seat counts this table lays out (table_four*.py for four): the demo's extra games of data/demo.toml
    table_seats=(2, 4),
    seating=SEATS, saved_what=saved_what, entries=(LEAGUE,), stage_screens={"mutation": _mutation_editor})
