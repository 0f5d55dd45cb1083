"""The rules reference, driven headless through real mouse and keyboard events."""
from __future__ import annotations

import pygame
import pytest

from game.ui.app import App, Scene
from game.ui.rules_scene import RulesScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    a = App(headless=True, settings_path=str(tmp_path / "s.toml"))
    a.push(Scene(a))            # something to go back to
    return a


def open_rules(app: App, **kw) -> RulesScene:
    s = RulesScene(app, **kw)
    app.push(s)
    app.step(1 / 60)
    return s


def post(app: App, event_type: int, **kw) -> None:
    pygame.event.post(pygame.event.Event(event_type, **kw))
    app.step(1 / 60)


def key(app: App, k: int, mod: int = 0) -> None:
    post(app, pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def type_text(app: App, text: str) -> None:
    for ch in text:
        post(app, pygame.TEXTINPUT, text=ch)


def click_at(app: App, pos) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, button=1, pos=tuple(int(v) for v in pos))
    app.step(1 / 60)


def says(rules, rule, word: str) -> bool:
    """The rule's text, or the title of the section it is in, has the word."""
    from game.engine.rulebook import _section
    section = _section(rule, {r.number: r for r in rules})
    return any(word in r.text for r in (rule, section) if r is not None)


def item_rect(scene: RulesScene, number: str) -> pygame.Rect:
    """Where a rule is drawn, in window pixels."""
    lst = scene.list
    it = lst.items[lst.index_of(number)]
    ox, oy = lst.world_origin()
    s = lst.world_scale()
    return pygame.Rect(int(ox), int(oy + (it.y - lst.scroll) * s), int(lst.w * s), int(it.h * s))


def test_opens_at_the_cited_rule_highlighted_and_in_view(app) -> None:
    scene = open_rules(app, rule="6.4.1.1.2")
    assert scene.highlighted is not None and scene.highlighted.number == "6.4.1.1.2"
    assert "6.4.1.1.2" in scene.visible_numbers()
    assert scene.list.world_rect().contains(item_rect(scene, "6.4.1.1.2"))
    assert "1.1" not in scene.visible_numbers()          # it really scrolled


def test_opens_at_the_last_rule(app) -> None:
    scene = open_rules(app, rule="11.2.3")
    assert scene.highlighted.number == "11.2.3"
    assert scene.list.world_rect().contains(item_rect(scene, "11.2.3"))


def test_a_rule_the_document_lacks_opens_at_its_section(app) -> None:
    scene = open_rules(app, rule="6.4.1.1.9")
    assert scene.highlighted.number == "6.4.1.1"


def test_typing_filters(app) -> None:
    scene = open_rules(app)
    assert len(scene.shown) == 368 and scene.count.text == "368 rules"
    type_text(app, "4.5.4")
    assert scene.search_box.text == "4.5.4"
    assert scene.shown_numbers() == ["4.5.4", "4.5.4.1", "4.5.4.2", "4.5.4.3", "4.5.4.3.1", "4.5.4.4", "4.5.4.5"]
    assert scene.visible_numbers()[0] == "4.5.4"
    assert scene.count.text == "7 of 368 rules"
    key(app, pygame.K_BACKSPACE)
    assert scene.search_box.text == "4.5."
    assert "4.5.1" in scene.shown_numbers()
    key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)      # Ctrl+Backspace clears
    assert scene.search_box.text == "" and len(scene.shown) == 368


def test_hangul_from_an_input_method(app) -> None:
    scene = open_rules(app)
    post(app, pygame.TEXTEDITING, text="대미", start=0, length=2)   # still composing: no filter yet
    assert scene.search_box.editing == "대미" and len(scene.shown) == 368
    key(app, pygame.K_BACKSPACE)                                   # the input method's, not ours
    assert scene.search_box.text == ""
    post(app, pygame.TEXTINPUT, text="대미지")                     # committed
    assert scene.search_box.editing == ""
    numbers = scene.shown_numbers()
    assert {"4.5.4", "4.5.4.1", "4.5.4.2"} <= set(numbers) and len(numbers) < 368
    assert all(says(scene.rules, r, "대미지") for r in scene.shown)


def test_no_match_says_so(app) -> None:
    scene = open_rules(app)
    type_text(app, "qqqq")
    assert scene.shown == [] and "qqqq" in scene.list.message
    assert scene.count.text == "0 of 368 rules"


def test_lanes_reads_in_the_readers_language_with_the_other_one_key_away(app) -> None:
    """Every Lanes rule reads whole in English (our translation), the Korean document one key (F2) away;
    a Korean reader reads the document, the English one key away."""
    scene = open_rules(app, rule="10.2.6.2.3")
    it = scene.list.items[scene.list.index_of("10.2.6.2.3")]
    text = " ".join(it.main)
    assert text.startswith("While the unit can declare an attack") and not it.second and not it.en
    assert not any("\uac00" <= ch <= "\ud7a3" for ch in text)                  # no Hangul in English
    assert all(r.words is not None and r.words.en for r in scene.rules)         # every rule has its English
    key(app, pygame.K_F2)
    it = scene.list.items[scene.list.index_of("10.2.6.2.3")]
    assert " ".join(it.second).startswith("해당 유닛이 공격 선언을 할 수 있다면")
    assert scene.highlighted.number == "10.2.6.2.3" and "10.2.6.2.3" in scene.visible_numbers()
    assert "Hide the Korean original (F2)" == scene.root.find("button:second").label
    click_at(app, scene.root.find("button:second").world_rect().center)          # the button does the same
    assert not scene.list.items[scene.list.index_of("10.2.6.2.3")].second
    app.settings.language = "ko"
    app.step(1 / 60)                                    # re-labels itself
    it = scene.list.items[scene.list.index_of("10.2.6.2.3")]
    assert " ".join(it.main).startswith("해당 유닛이") and not it.en
    key(app, pygame.K_F2)
    assert " ".join(scene.list.items[scene.list.index_of("10.2.6.2.3")].second).startswith("While the unit")
    assert scene.highlighted.number == "10.2.6.2.3"


def test_wheel_pages_and_arrows_scroll(app) -> None:
    scene = open_rules(app)
    lst = scene.list
    assert lst.scroll == 0 and scene.visible_numbers()[0] == "1"
    post(app, pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0.0, precise_y=-3.0, flipped=False, which=0)
    assert lst.scroll > 0
    post(app, pygame.MOUSEWHEEL, x=0, y=10, precise_x=0.0, precise_y=10.0, flipped=False, which=0)
    assert lst.scroll == 0                              # clamped at the top
    key(app, pygame.K_PAGEDOWN)
    first_page = lst.scroll
    assert first_page > 300
    key(app, pygame.K_PAGEDOWN)
    assert lst.scroll > first_page
    key(app, pygame.K_END)
    assert lst.scroll == lst.max_scroll and "11.2.3" in scene.visible_numbers()
    key(app, pygame.K_PAGEDOWN)
    assert lst.scroll == lst.max_scroll                 # clamped at the bottom
    key(app, pygame.K_HOME)
    assert lst.scroll == 0
    key(app, pygame.K_DOWN)                             # arrows walk the rules
    assert scene.highlighted.number == "1"
    for _ in range(40):
        key(app, pygame.K_DOWN)
    assert scene.highlighted.number == scene.list.items[40].rule.number
    assert scene.list.world_rect().contains(item_rect(scene, scene.highlighted.number))
    key(app, pygame.K_UP)
    assert scene.highlighted.number == scene.list.items[39].rule.number


def test_clicking_a_rule_highlights_it(app) -> None:
    scene = open_rules(app)
    click_at(app, item_rect(scene, "1.1.1").center)
    assert scene.highlighted.number == "1.1.1"


def test_scrollbar_track_click_jumps(app) -> None:
    scene = open_rules(app)
    r = scene.list.world_rect()
    click_at(app, (r.right - 5, r.bottom - 10))
    assert scene.list.scroll > scene.list.max_scroll * 0.8


def test_back_and_escape_pop(app) -> None:
    scene = open_rules(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene is not scene
    scene = open_rules(app)
    back = scene.root.find("button:back")
    click_at(app, back.world_rect().center)
    assert app.scene is not scene


@pytest.mark.parametrize("window", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("size", [0.8, 1.5])
def test_text_fits_its_column(tmp_path, monkeypatch, window, size) -> None:
    from game.ui import fonts
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    a = App(headless=True, size=window, settings_path=str(tmp_path / "s.toml"))
    a.settings.text_size = size
    a.push(Scene(a))
    scene = open_rules(a)
    lst = scene.list
    s = lst.world_scale()
    for it in lst.items:
        limit = lst._text_w(it.rule) * s
        for block in it.blocks:
            for line in block.lines:
                assert fonts.font(block.size * s, block.bold).size(line)[0] <= limit, (it.rule.number, line)


def test_resizing_the_window_keeps_the_place(app) -> None:
    scene = open_rules(app, rule="8.1.3.2.1")
    top = scene.visible_numbers()[0]
    app.screen = pygame.display.set_mode((1024, 600), pygame.RESIZABLE)
    app.size = app.screen.get_size()
    for s in app.scenes:
        s.layout()
    app.step(1 / 60)
    assert scene.list.world_scale() == pytest.approx(0.8)   # min(1024/1280, 600/720)
    assert scene.visible_numbers()[0] == top
    assert "8.1.3.2.1" in scene.visible_numbers()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [0.8, 1.5])
def test_header_and_footer_do_not_overlap(tmp_path, monkeypatch, lang, size) -> None:
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    a = App(headless=True, settings_path=str(tmp_path / "s.toml"))
    a.settings.language, a.settings.text_size = lang, size
    a.push(Scene(a))
    scene = open_rules(a)
    type_text(a, "대미지")                          # the longest count: "27 of 368 rules"
    from game.ui import fonts
    def box(node):
        if hasattr(node, "rendered_size"):
            w, h = node.rendered_size()
        else:
            w, h = fonts.font(fonts.reading(node.size), node.bold).size(node.text)
        return pygame.Rect(node.x, node.y, w, h * 0.9)
    title, count = box(scene.root.find("title")), box(scene.root.find("count"))
    search, back = scene.search_box, scene.root.find("button:back")
    search_r = pygame.Rect(search.x, search.y, search.w, search.h)
    assert not title.colliderect(search_r) and not title.colliderect(pygame.Rect(back.x, back.y, back.w, back.h))
    assert not count.colliderect(search_r) and count.right <= 1280
    hint = box(scene.root.find("hint"))
    assert hint.right <= 1280 and hint.bottom <= 720 and hint.top >= scene.list.y + scene.list.h
    if lang == "en":
        assert not box(scene.root.find("source")).colliderect(hint)


# ----- every game's reference -----------------------------------------------------------------------
def test_dragon_duels_reference_reads_whole_sentences_with_the_sheets_lines_one_key_away(app) -> None:
    scene = open_rules(app, ruleset="dragon-duel", rule="DD-9.3")
    assert scene.root.find("title").text == "Dragon Duel: rules"
    assert scene.highlighted.number == "DD-9.3" and "DD-9.3" in scene.visible_numbers()
    it = scene.list.items[scene.list.index_of("DD-9.3")]
    main = " ".join(it.main)
    assert main.startswith("While the opponent holds even one dragon") and "「" not in main
    assert not it.second and "Reading A" in " ".join(it.lines("note"))    # our reading, under the rule it reads
    assert "Japanese" in scene.root.find("source").text
    key(app, pygame.K_F2)
    it = scene.list.items[scene.list.index_of("DD-9.3")]
    # the sheet's words whole: no line numbers, the line the print cut joined to the next
    assert "".join(it.second) == ("＊注意：相手側に1匹でもドラゴンがいる場合は､先にそのドラゴンをボードに戻し、その後でドラゴンが"
                                  "ボード上にしかいない場合は好きなドラゴンを引き寄せる。")
    assert not any(line.startswith("L1") for line in it.second)
    app.settings.language = "ko"
    app.step(1 / 60)
    it = scene.list.items[scene.list.index_of("DD-9.3")]
    assert " ".join(it.main).startswith("상대에게 드래곤이 한 마리라도 있으면")


def test_a_setting_that_reads_a_rule_is_listed_under_it_in_both_languages(app) -> None:
    scene = open_rules(app, ruleset="dragon-duel", rule="DD-15.2")
    setting = " ".join(scene.list.items[scene.list.index_of("DD-15.2")].lines("setting"))
    assert "Backtracking" in setting and "Roll back / Prevent" in setting and "Roll back unless chosen" in setting
    type_text(app, "setting")
    assert {"DD-15.2", "DD-11.3"} <= set(scene.shown_numbers())
    app.settings.language = "ko"
    app.step(1 / 60)
    setting = " ".join(scene.list.items[scene.list.index_of("DD-15.2")].lines("setting"))
    assert "되돌리기" in setting and "게임 전 설정" in setting
    assert scene.root.find("title").text == "드래곤 듀얼 규칙"


def test_dragon_duel_numbers_are_found_with_or_without_their_prefix(app) -> None:
    scene = open_rules(app, ruleset="dragon-duel")
    type_text(app, "9.3")
    assert scene.shown_numbers() == ["DD-9.3"]
    key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "dd-10")
    assert scene.shown_numbers()[0] == "DD-10" and all(n.startswith("DD-10") for n in scene.shown_numbers())
    app.settings.language = "ko"
    app.step(1 / 60)
    heading = scene.list.items[0]
    assert heading.heading and heading.main == ["게임 종료"]


def test_the_rule_behind_a_refusal_opens_the_reference_of_the_game_being_played(app) -> None:
    from game.ui.table.session import Session
    table = Scene(app)
    table.session = Session.new("dragon-duel", 5)       # what a table of any game carries
    app.push(table)
    scene = open_rules(app, rule="DD-6.3")
    assert scene.info.id == "dragon-duel" and scene.highlighted.number == "DD-6.3"
    app.pop()
    app.pop()
    lanes = open_rules(app, rule="6.4.1.1.2")           # no game on the stack: the game picked last
    assert lanes.info.id == "lanes" and lanes.highlighted.number == "6.4.1.1.2"


def _tofu_free(strings) -> list[tuple[str, str]]:
    """(character, text) for every character the font the app draws a text in has no glyph for."""
    from game.ui import fonts
    missing, seen = [], {}
    for s in strings:
        f = fonts.font(20, japanese=fonts.is_japanese(s))
        tofu = pygame.image.tobytes(f.render("\ue000", True, (255, 255, 255)), "RGBA")
        for ch in set(s) - set(" \n"):
            key = (id(f), ch)
            if key not in seen:
                seen[key] = pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA") == tofu
            if seen[key]:
                missing.append((ch, s[:60]))
    return missing


@pytest.mark.parametrize("ruleset", ["lanes", "dragon-duel"])
def test_every_character_of_a_games_rules_has_a_glyph(app, ruleset) -> None:
    """The sheet's Japanese lines included: a document that gains a character the bundled fonts lack
    fails here (assets/README.md says how to remake the Japanese subset)."""
    from game.engine.registry import get
    from game.ui import games
    rules = games.rules(get(ruleset))
    strings = [s for r in rules for s in (r.text, r.summary_en, *r.quote, *(n.en for n in r.notes))]
    assert not _tofu_free(strings)


def test_the_search_field_answers_the_usual_text_keys(app) -> None:
    """Ctrl+A selects the query (typing replaces it), Home/End and the arrows move the caret, Delete and
    Backspace edit where it is, Ctrl+C/Ctrl+V copy and paste; with nothing typed Home/End scroll the list."""
    scene = open_rules(app)
    box = scene.search_box
    type_text(app, "damage")
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    assert box.line.selected == "damage"
    type_text(app, "berserker")
    assert box.text == "berserker" and "10.2.6.2.3" in scene.shown_numbers()
    key(app, pygame.K_HOME)
    assert box.line.caret == 0 and scene.list.scroll == 0
    key(app, pygame.K_DELETE)
    assert box.text == "erserker"
    type_text(app, "B")
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert box.line.selected == "er"
    key(app, pygame.K_c, pygame.KMOD_CTRL)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert box.text == "Berserkerer"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    assert box.text == "Berserker" and "10.2.6.2.3" in scene.shown_numbers()
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert box.text == "" and len(scene.shown) == 368
    key(app, pygame.K_END)                              # nothing typed: the list's end
    assert scene.list.scroll == scene.list.max_scroll > 0
