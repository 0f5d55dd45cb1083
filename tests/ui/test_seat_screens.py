"""The one seat screen every game with seats uses, driven with the mouse from the menu: Elements Illusion's
mode, Magic's four seats with Commander, Clash of Decks' two or four players in free-for-all, 2v2 and
co-op (its AI seats shown as the rulebook's and not selectable), the decks picked for the seats that hold
one, a refused choice greyed out with the game's reason, and the screen in English and Korean."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine import registry
from game.engine.errors import DataError
from game.rulesets.clash_of_decks.seats import FOUR_SEAT_MODES
from game.ui.deckpick import DeckPickScene
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.seatsetup import PERSON, SeatSetupScene, programs
from game.ui.table.scene import TableScene

COD = "clash-of-decks"


def seat_screen(app, hands, ruleset: str) -> SeatSetupScene:
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find(f"game:{ruleset}"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)
    hands.click_node(app.scene.root.find("button:hotseat"))
    hands.frames(2)
    assert isinstance(app.scene, SeatSetupScene)
    return app.scene


def click(hands, scene, name: str) -> None:
    node = scene.root.find(name)
    assert node is not None, name
    hands.click_node(node)
    hands.frames(1)


def every_seat_a_program(hands, scene: SeatSetupScene) -> None:
    for p in range(scene.players):
        button = scene.root.find(f"button:seat:{p}")
        if button.enabled:
            click(hands, scene, f"button:seat:{p}")
            assert scene.seats[p] in programs(scene.info.id)


class Opened:
    """Stands in for the table's opening: what the seat screen hands the table (the four-seat Clash of
    Decks table is laid out by another branch; until it is in, the game is played here through the session)."""

    def __init__(self, monkeypatch) -> None:
        self.session: Any = None
        self.agents: dict[int, Any] = {}
        monkeypatch.setattr(SeatSetupScene, "open_table",
                            lambda scene, session, agents, *, also: self.open(session, agents))

    def open(self, session: Any, agents: dict[int, Any]) -> None:
        self.session, self.agents = session, agents

    def play(self, actions: int) -> int:
        """The programs and the rules play on; the number of actions played."""
        done = 0
        while done < actions and self.session.state.result is None:
            seat = self.session.state.current_players()[0]
            assert seat in self.agents, f"seat {seat} has no program"
            self.session.apply(self.agents[seat].choose(self.session.state, seat))
            done += 1
        return done


# ----- Elements Illusion and Magic ----------------------------------------------------------------------
def test_magic_seats_four_programs_for_a_commander_game_chosen_on_its_row(app, hands):
    from game.ui.gameoptions import GameOptionsScene
    app.settings.animation_speed = 10.0
    seats = seat_screen(app, hands, "magic")
    assert seats.players == 2 and seats.seats[:2] == [PERSON, PERSON]
    assert [b.name for b in seats.root.walk() if b.name.startswith("button:players:")] == \
        [f"button:players:{n}" for n in range(2, 9)]
    click(hands, seats, "button:players:4")
    every_seat_a_program(hands, seats)
    # the combination is chosen here, a row for each part; the one-word shorthand is offered nowhere
    assert [o.id for o in seats.rows()] == ["deck_format", "multiplayer", "supplements"]
    click(hands, seats, "button:deck_format:commander")
    vanguard = seats.root.find("button:supplements:vanguard")
    assert not vanguard.enabled and "(902.1)" in vanguard.why_disabled        # Vanguard is for constructed decks
    click(hands, seats, "button:options")                     # the combination is this screen's, not the options'
    assert isinstance(app.scene, GameOptionsScene)
    assert not {"variant", "deck_format", "supplements"} & {o.id for o in app.scene.options}
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is seats
    click(hands, seats, "button:start")
    table = app.scene
    assert isinstance(table, TableScene)
    st = table.session.state
    assert st.num_players == 4 and table.session.match.setup["deck_format"] == "commander"
    assert st.setting.deck_format == "commander"
    assert set(table.ai_seats) == {0, 1, 2, 3} and set(table.session.match.setup["seats"]) == {"0", "1", "2", "3"}
    for _ in range(300):
        if len(table.session.match.log) >= 8:
            break
        hands.frames(5)
    assert len(table.session.match.log) >= 8, "the four programs did not play"


def test_elements_illusion_keeps_its_mode_row_and_people_by_default(app, hands):
    seats = seat_screen(app, hands, "elements-illusion")
    assert seats.players == 3 and [o.id for o in seats.rows()] == ["mode"]
    assert seats.root.find("button:mode:A").accent != seats.root.find("button:mode:B").accent
    click(hands, seats, "button:mode:B")
    assert seats.options["mode"] == "B"
    click(hands, seats, "button:options")                     # the mode is this screen's, not the options screen's
    assert "mode" not in {o.id for o in app.scene.options}


# ----- Clash of Decks -----------------------------------------------------------------------------------
def test_clash_of_decks_hotseat_is_two_players_in_a_duel_with_the_decks_picked_next(app, hands, monkeypatch):
    seats = seat_screen(app, hands, COD)
    assert app.scenes[-2].root.find("button:hotseat").label == "Hotseat: 2 or 4 players"
    assert seats.players == 2 and [o.id for o in seats.rows()] == ["decks"]
    assert seats.root.find("button:start").label == "Choose decks"
    click(hands, seats, "button:seat:1")
    click(hands, seats, "button:start")
    pick = app.scene
    assert isinstance(pick, DeckPickScene) and pick.seats == 2
    opened = Opened(monkeypatch)
    hands.click_node(pick.start_button)
    setup = opened.session.match.setup
    assert setup["mode"] == "duel" and setup["seats"] == {"1": seats.seats[1]} and len(setup["decks"]) == 2
    assert set(opened.agents) == {1}


@pytest.mark.parametrize("mode", ["ffa", "2v2"])
def test_four_programs_sit_down_to_a_four_player_game_from_the_menu(app, hands, monkeypatch, mode):
    seats = seat_screen(app, hands, COD)
    click(hands, seats, "button:players:4")
    assert [o.id for o in seats.rows()] == ["mode", "decks"]
    assert [b.name for b in seats.root.walk() if b.name.startswith("button:mode:")] == \
        [f"button:mode:{m}" for m in FOUR_SEAT_MODES]
    click(hands, seats, f"button:mode:{mode}")
    every_seat_a_program(hands, seats)
    click(hands, seats, "button:start")
    pick = app.scene
    assert isinstance(pick, DeckPickScene) and pick.seats == 4
    assert [h.text for h in pick.headers] == [f"Player {n}" for n in (1, 2, 3, 4)]
    opened = Opened(monkeypatch)
    hands.click_node(pick.start_button)
    setup = opened.session.match.setup
    st = opened.session.state
    assert setup["players"] == 4 and setup["mode"] == mode and st.num_players == 4 and st.options["mode"] == mode
    assert setup["seats"] == {str(p): seats.seats[p] for p in range(4)} and set(opened.agents) == {0, 1, 2, 3}
    assert len({frozenset(d["cards"]) for d in setup["decks"]}) == 4      # four different beginner decks
    assert opened.play(40) == 40 or st.result is not None                  # the programs play the game on
    assert sum(opened.session.state.own_turns) >= 4


def test_co_op_shows_the_rulebook_ais_and_its_own_settings_and_seats_two_people(app, hands, monkeypatch):
    seats = seat_screen(app, hands, COD)
    click(hands, seats, "button:players:4")
    click(hands, seats, "button:mode:coop")
    assert [o.id for o in seats.rows()] == ["mode", "decks", "coop_ai_mana", "difficulty"]
    for p in (1, 3):                                          # B and D: the rules' seats, said and not changeable
        button = seats.root.find(f"button:seat:{p}")
        assert not button.enabled and button.label == f"P{p + 1}: Rulebook AI"
    hands.click_node(seats.root.find("button:seat:3"))
    hands.frames(1)
    assert seats.toast.text == "The rules play this seat." and seats.seats[3] == PERSON
    constructed = seats.root.find("button:decks:constructed")
    assert not constructed.enabled and constructed.why_disabled == \
        "Constructed decks are not allowed in co-op: play a beginner deck or a draft (CD-1.5)."   # the game's reason, in words
    click(hands, seats, "button:coop_ai_mana:facing")
    click(hands, seats, "button:inc:difficulty")
    click(hands, seats, "button:inc:difficulty")
    assert seats.root.find("value:difficulty").text == "2"
    click(hands, seats, "button:seat:2")                      # the second person's seat: a program
    click(hands, seats, "button:start")
    pick = app.scene
    assert isinstance(pick, DeckPickScene) and pick.seats == 2
    assert [h.text for h in pick.headers] == ["Player 1", "Player 3"]
    opened = Opened(monkeypatch)
    hands.click_node(pick.start_button)
    st = opened.session.state
    setup = opened.session.match.setup
    assert setup["mode"] == "coop" and setup["seats"] == {"2": seats.seats[2]} and set(opened.agents) == {2}
    assert st.rules_seats == (1, 3) and st.options["coop_ai_mana"] == "facing" and st.options["difficulty"] == 2


def test_a_four_player_draft_is_offered_only_when_the_game_takes_it(app, hands, monkeypatch):
    seats = seat_screen(app, hands, COD)
    click(hands, seats, "button:players:4")
    draft = seats.root.find("button:decks:draft")
    try:
        registry.new_state(seats.info, 1, {"players": 4, "mode": "ffa", "decks": "draft", "format": "draft-four"})
        refused = ""
    except DataError as exc:
        refused = "; ".join(exc.problems)
    assert draft.enabled == (not refused) and draft.why_disabled == refused
    if refused:                                               # the game's own sentence, said on a click
        hands.click_node(draft)
        hands.frames(1)
        assert seats.toast.text == refused and seats.options.get("decks") != "draft"
    else:                                                     # drafted before the table: no deck picker
        hands.click_node(draft)
        hands.frames(1)
        every_seat_a_program(hands, seats)
        opened = Opened(monkeypatch)
        click(hands, seats, "button:start")
        setup = opened.session.match.setup
        assert setup["decks"] == "draft" and setup["format"] == "draft-four"    # an event: the draft, then the game


def test_back_on_two_players_the_game_is_a_duel_again(app, hands):
    seats = seat_screen(app, hands, COD)
    click(hands, seats, "button:players:4")
    click(hands, seats, "button:mode:2v2")
    click(hands, seats, "button:players:2")
    assert seats.options["mode"] == "duel" and len(seats.seat_buttons) == 2
    assert seats.root.find("button:mode:2v2") is None


# ----- the screen as a player reads it --------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("ruleset,players,mode", [("elements-illusion", 6, None), ("elements-illusion", 6, "B"),
                                                  ("magic", 6, None),
                                                  (COD, 4, "coop"), (COD, 4, "ffa")])
def test_nothing_overlaps_and_everything_fits_in_both_languages(make_app, drawn, lang, ruleset, players, mode):
    from game.ui.smoke import Hands
    from game.ui.widgets import Button, Label
    app = make_app(lang=lang)
    hands = Hands(app)
    seats = SeatSetupScene(app, "hotseat", ruleset=ruleset, seed=2)
    app.push(seats)
    hands.frames(1)
    click(hands, seats, f"button:players:{players}")
    if mode:
        click(hands, seats, f"button:mode:{mode}")
    nodes = [n for n in seats.root.walk() if isinstance(n, (Button, Label)) and n.visible and getattr(n, "text", "x")]
    boxes = [(n.name, n.world_rect() if isinstance(n, Button) else drawn(n)) for n in nodes]
    screen = app.screen.get_rect()
    for name, r in boxes:
        assert screen.contains(r), (name, r)
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1:]:
            assert not ra.colliderect(rb), (a, b)
    for node in nodes:
        if isinstance(node, Button):
            assert drawn(node).width <= node.world_rect().width, node.name    # the label fits its button


def test_four_deck_columns_keep_each_decks_line_inside_its_own_column(app, hands):
    seats = seat_screen(app, hands, COD)
    click(hands, seats, "button:players:4")
    click(hands, seats, "button:start")
    pick = app.scene
    assert isinstance(pick, DeckPickScene) and pick.seats == 4
    hands.frames(2)
    screen = app.screen
    scale = screen.get_width() / 1280
    bottom = pick.list_top + pick.rows * pick.row_h
    for p in range(3):                  # the felt between two columns' panels stays bare
        x = int((pick.col_x(p) + pick.col_w + pick.GAP / 2) * scale)
        felt = screen.get_at((x, int((bottom + 10) * scale)))
        spilled = [y for y in range(int(pick.list_top * scale), int(bottom * scale)) if screen.get_at((x, y)) != felt]
        assert not spilled, (p, spilled[:3])


# ----- teams and difficulty names ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_mode_b_says_what_it_means_and_labels_every_seat_with_its_team(make_app, lang):
    from game.ui.smoke import Hands
    app = make_app(lang=lang)
    hands = Hands(app)
    seats = SeatSetupScene(app, "hotseat", ruleset="elements-illusion", seed=2)
    app.push(seats)
    hands.frames(1)
    words = seats.root.find("explain:mode").text
    assert words.startswith("Every player for themselves" if lang == "en" else "모두가 각자") and "EI-1.1" in words
    assert not any("Team" in b.label or "팀" in b.label for b in seats.seat_buttons)        # mode A: no teams
    click(hands, seats, "button:players:6")
    click(hands, seats, "button:mode:B")
    assert "EI-1.2" in seats.root.find("explain:mode").text
    team = ("Team A", "Team B") if lang == "en" else ("A팀", "B팀")
    assert [team[0] in b.label for b in seats.seat_buttons] == [True, False] * 3      # alternating, as the game plays
    click(hands, seats, "button:teams:halves")
    assert [team[0] in b.label for b in seats.seat_buttons] == [True] * 3 + [False] * 3
    assert seats.root.find("explain:teams").text == ("The first three seats against the rest." if lang == "en"
                                                     else "앞의 세 자리 대 나머지.")
    hands.click_node(seats.root.find("button:start"))           # the table seats the teams the screen showed
    st = app.scene.session.state
    assert st.team_of == [0, 0, 0, 1, 1, 1]


def _seated() -> list[str]:
    from game.ui.tableinfo import table_entry
    return [i.id for i in registry.all_rulesets() if (e := table_entry(i)) is not None and e.seating is not None]


SEATED = _seated()


@pytest.mark.parametrize("ruleset", SEATED)
def test_every_seat_screen_offers_the_programs_by_the_one_list_of_difficulty_names(app, hands, ruleset):
    from game.ui import games
    seats = seat_screen(app, hands, ruleset)
    offered = []
    for _ in range(8):                      # P2 round: a person, then each program, back to a person
        click(hands, seats, "button:seat:1")
        label = seats.root.find("button:seat:1").label.split(": ", 1)[1]
        if label == "Person":
            break
        offered.append(label)
    names = [m.en for _, m in games.DIFFICULTY]
    assert offered and all(n in names for n in offered), offered
    assert offered == sorted(offered, key=names.index)          # in the list's order, easiest first
    from game.ai.levels import all_levels
    for key, level in all_levels(ruleset).items():             # the level files agree with the one list
        assert level.name == games.PROGRAM_NAMES[key], (ruleset, key)


def test_clash_of_decks_two_against_two_shows_its_teams_and_what_the_mode_means(app, hands):
    seats = seat_screen(app, hands, COD)
    assert seats.root.find("explain:mode") is None                 # a duel: no mode row
    click(hands, seats, "button:players:4")
    click(hands, seats, "button:mode:2v2")
    assert "P1 and P3 (A, C) against P2 and P4 (B, D)" in seats.root.find("explain:mode").text
    assert [b.label.split(": ")[0] for b in seats.seat_buttons] == [
        "P1 \u00b7 Team A+C", "P2 \u00b7 Team B+D", "P3 \u00b7 Team A+C", "P4 \u00b7 Team B+D"]
    click(hands, seats, "button:mode:ffa")
    assert not any("Team" in b.label for b in seats.seat_buttons)
