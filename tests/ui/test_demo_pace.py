"""The demo's words and pace: the narration names every side in every game, the tip fits the column at
four and six seats, no game holds the loop much past two minutes, and a long banner keeps its beginning."""
from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.setup import build_setup
from game.ui import fonts
from game.ui.demo import GAME_SECONDS, DemoScene, demo_games
from game.ui.table.scene import TableScene


def attract(app, hands, ruleset: str, **kw) -> DemoScene:
    scene = DemoScene(app, seed=5, rulesets=[ruleset], extras=False, **kw)
    app.push(scene)
    hands.frames(2)
    return scene


@pytest.mark.parametrize("ruleset", demo_games())
def test_a_new_game_is_told_naming_every_side_and_then_what_happens_in_every_game(app, hands, ruleset):
    demo = attract(app, hands, ruleset)
    first = demo.narrator.text
    assert first.startswith("A new game") and "?" not in first, first
    assert all(name in first for name in demo.sides().values()), (first, demo.sides())
    for _ in range(200):                     # the table's events are told next, in words of the game
        if demo.narrator.text != first:
            break
        hands.frames(10)
    assert demo.narrator.text not in ("", first) and "?" not in demo.narrator.text


@pytest.mark.parametrize("ruleset", ["magic", "elements-illusion"])
def test_a_game_without_deck_names_names_its_seats_in_korean_too(app, hands, ruleset):
    app.settings.language = "ko"
    demo = attract(app, hands, ruleset)
    assert demo.narrator.text.endswith(f"플레이어 {demo.seats()}.") and "?" not in demo.narrator.text


@pytest.mark.parametrize("seats", [4, 6])
@pytest.mark.parametrize("lang,text_size", [("en", 1.0), ("ko", 1.5), ("en", 1.5)])
def test_the_tip_fits_the_column_whole_at_four_and_six_seats(make_app, seats, lang, text_size):
    app = make_app(lang=lang, text_size=text_size)
    info = registry.get("elements-illusion")
    demo = DemoScene(app, seed=5, rulesets=[info.id], setups=lambda seed: build_setup(info, seed, players=seats))
    app.push(demo)
    demo.deck_names = {p: f"A deck with a rather long name {p + 1}" for p in range(seats)}   # named seats
    demo.narrator.say(5, "A long line of what is happening, long enough to take the two lines it is given here.")
    demo.clock = 3 * 12.0                      # the last tip: how to take a seat
    app.step(1 / 60)
    drawn = demo.column.drawn
    column = demo.column.world_rect()
    tip = [r for part, _, r in drawn if part == "tip"]
    words = "".join(w for part, w, _ in drawn if part == "tip").replace(" ", "")
    assert words == demo.tip().replace(" ", "") and str(seats) in demo.tip()       # whole, for these seats
    above = [r for part, _, r in drawn if part in ("deck", "happening", "narration")]
    assert all(column.contains(r) for r in tip)
    assert min(r.top for r in tip) >= max(r.bottom for r in above)
    decks = [r for part, _, r in drawn if part == "deck"]
    happening = next(r for part, _, r in drawn if part == "happening")
    assert len(decks) == seats and max(r.bottom for r in decks) < happening.top


def test_a_long_demo_game_gives_way_to_the_next_within_about_two_minutes(app, hands):
    demo = attract(app, hands, "dragon-duel")     # its games ran 4 to 5 minutes
    said: set[str] = set()
    clock = 0.0
    while demo.games_started < 2 and clock < GAME_SECONDS + 30:
        app.step(0.25)
        clock += 0.25
        said.add(demo.narrator.text)
    assert demo.games_started == 2 and demo.errors == 0, clock
    assert clock <= GAME_SECONDS + 10
    cut = demo.games_finished == 0
    assert not cut or "Time is up for this game: the next one begins." in said


@pytest.mark.parametrize("lang,text_size", [("en", 1.0), ("ko", 1.5)])
def test_a_long_banner_keeps_its_beginning_and_is_cut_at_its_end_only(make_app, lang, text_size):
    app = make_app(lang=lang, text_size=text_size)
    app.push(TableScene.new_hotseat(app, ruleset="lanes"))
    scene = app.scene
    text = " ".join(["Player 2's Ancient Guardian of the Deep Forest deals 3 damage to Player 1's leader"] * 3)
    scene.banner.show(text, 2.0)
    s = scene.banner.world_scale()
    size, rows = scene.banner.rows(s)
    room = (scene.banner.w - 24) * s
    assert text.startswith(rows[0]) and len(rows) == 2
    assert all(fonts.font(size, True).size(row)[0] <= room for row in rows)
    assert rows[-1].endswith("\u2026")
    short = "A trigger!"
    scene.banner.show(short, 2.0)
    assert scene.banner.rows(s)[1] == [short]
    app.step(1 / 60)


@pytest.mark.slow        # ten seconds of the demo in each of the five games: about 5 s a language
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_narration_reads_in_a_players_words_in_every_game(make_app, lang):
    """Everything the narrator is given to say over a stretch of every demo game, in either language: no
    rule-step prefixes, line numbers, reading or card ids, raw scores, command-line spellings or arrows."""
    from tests.test_words_players_read import jargon_in
    app = make_app(lang=lang)
    said: list[tuple[str, str]] = []
    for ruleset in demo_games():
        demo = DemoScene(app, seed=7, rulesets=[ruleset], extras=False)
        say = demo.narrator.say
        demo.narrator.say = lambda prio, text, say=say, ruleset=ruleset: (said.append((ruleset, text)), say(prio, text))
        app.push(demo)
        for _ in range(40):           # ten seconds of the loop: the new game, then its first events told
            app.step(0.25)
        app.pop()
    assert {r for r, _ in said} == set(demo_games()) and len(said) > 3 * len(demo_games())
    assert [(r, text) for r, text in said if jargon_in(text, arrows=True)] == []
