"""Magic's combination of settings at the seat screen: a row for the deck format and a row for the
supplements; a combination the rules rule out (Vanguard with Commander decks, 902.1) is greyed out with its
rule whichever part is chosen first, in the player's language; the one-word shorthand is offered nowhere."""
from __future__ import annotations

from tests.ui.test_seat_screens import click as _click
from tests.ui.test_seat_screens import seat_screen


def test_902_1_commander_rules_out_vanguard_on_the_seat_screen_with_the_rule(app, hands):
    seats = seat_screen(app, hands, "magic")
    assert [o.id for o in seats.rows()] == ["deck_format", "multiplayer", "supplements"]
    _click(hands, seats, "button:deck_format:commander")
    vanguard = seats.root.find("button:supplements:vanguard")
    assert not vanguard.enabled
    assert "Vanguard is played with constructed decks" in vanguard.why_disabled and "(902.1)" in vanguard.why_disabled
    _click(hands, seats, "button:supplements:vanguard")          # a greyed choice changes nothing
    assert seats.options.get("supplements", "none") == "none"


def test_902_1_vanguard_first_rules_out_commander_and_brawl_and_says_so_in_korean(app, hands):
    app.settings.language = "ko"
    seats = seat_screen(app, hands, "magic")
    _click(hands, seats, "button:supplements:vanguard")
    assert seats.options["supplements"] == "vanguard"
    for fmt in ("commander", "brawl"):
        button = seats.root.find(f"button:deck_format:{fmt}")
        assert not button.enabled and "(902.1)" in button.why_disabled
        assert any("\uac00" <= ch <= "\ud7a3" for ch in button.why_disabled)     # said in Korean
    assert seats.root.find("button:deck_format:constructed").enabled
    _click(hands, seats, "button:start")
    assert app.scene is not seats and app.scene.session.state.setting.supplements == ("vanguard",)


def test_901_15_planechase_on_the_seat_screen_brings_its_planar_deck_row(app, hands):
    seats = seat_screen(app, hands, "magic")
    _click(hands, seats, "button:supplements:planechase")
    assert [o.id for o in seats.rows()] == ["deck_format", "multiplayer", "supplements", "planar_deck"]
    _click(hands, seats, "button:deck_format:commander")          # Planechase combines with Commander (guide 3.32)
    assert seats.options["deck_format"] == "commander"
    _click(hands, seats, "button:planar_deck:shared")
    _click(hands, seats, "button:start")
    st = app.scene.session.state
    assert app.scene is not seats and st.setting.supplements == ("planechase",) and st.parts["planes"].shared
def test_810_two_headed_giant_is_chosen_on_its_row_and_the_seats_show_their_teams(app, hands):
    seats = seat_screen(app, hands, "magic")
    giant = seats.root.find("button:multiplayer:two-headed-giant")
    assert not giant.enabled and "(810.1)" in giant.why_disabled       # two seats: not two teams of two
    _click(hands, seats, "button:players:4")
    _click(hands, seats, "button:multiplayer:two-headed-giant")
    assert seats.options["multiplayer"] == "two-headed-giant"
    labels = [seats.root.find(f"button:seat:{p}").label for p in range(4)]
    assert ["Team Sun" in x for x in labels] == [True, True, False, False]
    assert ["Team Moon" in x for x in labels] == [False, False, True, True]
    assert not seats.root.find("button:deck_format:commander").enabled     # 30 shared life: constructed decks
    _click(hands, seats, "button:start")
    st = app.scene.session.state
    assert st.team_seats == ((0, 1), (2, 3)) and st.life == [30, 30, 30, 30]


def test_supplements_are_switched_on_and_off_one_button_each(app, hands):
    """Four supplements make sixteen sets: the row shows "none" and one button a supplement, each switched
    on and off; a set the rules never play together is greyed with why."""
    seats = seat_screen(app, hands, "magic")
    names = [b.name for b in seats.root.walk() if b.name.startswith("button:supplements:")]
    assert names == ["button:supplements:" + x for x in ("none", "vanguard", "planechase", "archenemy",
                                                          "supervillain-rumble")]
    _click(hands, seats, "button:supplements:planechase")
    _click(hands, seats, "button:supplements:vanguard")
    assert seats.options["supplements"] == "vanguard,planechase"
    assert seats.root.find("button:supplements:vanguard").label.startswith("\u25cf")       # both marked chosen
    assert seats.root.find("button:supplements:planechase").label.startswith("\u25cf")
    archenemy = seats.root.find("button:supplements:archenemy")
    assert not archenemy.enabled and archenemy.why_disabled      # never with Vanguard
    _click(hands, seats, "button:supplements:planechase")
    assert seats.options["supplements"] == "vanguard"
    _click(hands, seats, "button:supplements:none")
    assert seats.options["supplements"] == "none"
