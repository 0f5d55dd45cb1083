"""Elements Illusion's ability cards used at the real table, by clicks and drags only: Element Change,
Division and Conversion (and whichever other uses the game reaches) each made through the build zone's
card and the workbench's buttons, in a four-seat hotseat game; and a mode B team game played to its end."""
from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.rulesets.elements_illusion.actions import (Build, Change, Combine, Convert, Divide, Exchange, Interrupt, Lock,
                                                     MultiShot, Reset, Scarecrow, Silence, Skill, Trade)
from tests.ui.test_ei_table import new_table, play_out

USES = (Change, Divide, Convert, Exchange, Scarecrow, MultiShot, Interrupt, Silence)
WANTED = {"Change", "Divide", "Convert"}


def logged_kinds(scene: Any) -> set[str]:
    return {type(a).__name__ for a in scene.session.match.log}


def seeker(scene: Any) -> Any:
    """A player who tries every use of an ability card once, builds every ability card it can and trades
    for more, so a short game reaches the rare uses. Before each use the workbench is left on a later
    page, as after paging through a long list of skills: the card's uses must still show."""
    tried: set[str] = set()

    def choose(rng: Rng, legal: list[Any]) -> Any:
        new = [a for a in legal if isinstance(a, USES) and type(a).__name__ not in tried]
        if new:
            a = new[rng.below(len(new))]
            tried.add(type(a).__name__)
            scene.part.page_no = 2
            return a
        for kind, chance in ((Build, 100), (Combine, 50), (Skill, 60), (Trade, 70)):
            some = [a for a in legal if isinstance(a, kind)]
            if some and rng.below(100) < chance:
                return some[rng.below(len(some))]
        locks = [a for a in legal if isinstance(a, Lock)]
        plays = [a for a in legal if not isinstance(a, (Lock, Reset))]
        if locks and (not plays or rng.below(100) < 40):
            return locks[0]
        pool = plays or legal
        return pool[rng.below(len(pool))]
    return choose


def test_element_change_division_and_conversion_are_made_at_the_table(app, hands):
    from game.rulesets.elements_illusion.vocab import ABILITY_NAMES
    scene = new_table(app, 3, 1)
    hands.frames(3)
    chosen: set[str] = set()          # the workbench's line of what the seat has chosen this phase

    def read(app: Any, sc: Any) -> None:
        chosen.add(getattr(sc.part.bench, "chosen_text", ""))

    gestures = play_out(app, hands, scene, 1, limit=400, chooser=seeker(scene), check=read,
                        until=lambda sc: WANTED <= logged_kinds(sc))
    kinds = logged_kinds(scene)
    assert WANTED <= kinds, (kinds, gestures)
    assert gestures.get("ability", 0) >= 3, gestures
    said = " ".join(chosen)
    assert any(m.en in said for m in ABILITY_NAMES.values())           # a use chosen is named ...
    assert not [a for a in ABILITY_NAMES if a in said]                  # ... never by its id


def test_a_mode_b_team_game_is_played_to_its_end_at_the_table(app, hands):
    scene = new_table(app, 5, 3, mode="B", round_limit=1)
    hands.frames(3)
    st = scene.session.state
    seats = scene.root.find("seats")
    play_out(app, hands, scene, 3, limit=600)
    assert st.result is not None
    # every other seat's panel says which team it plays for, in the game's own letters
    words = " ".join(text for text, _r in seats.drawn)
    assert "team A" in words and "team B" in words, words
    # a team wins together, and the result names every one of its players (EI-12, mode B)
    team = {st.team_of[p] for p in st.result.winners}
    assert len(team) == 1 and sorted(st.result.winners) == [p for p in range(5) if st.team_of[p] in team]
    assert scene.overlay.visible
    for p in st.result.winners:
        assert str(p + 1) in scene.overlay.subtitle, scene.overlay.subtitle
    assert scene.overlay.subtitle.startswith("Players "), scene.overlay.subtitle
