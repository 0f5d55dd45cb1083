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
