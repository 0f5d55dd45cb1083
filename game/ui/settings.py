"""Player settings, kept in the user's data directory as TOML.

A settings file is the player's (they may edit it by hand), so nothing in it stops the app. A file
that cannot be read as a whole (not UTF-8, broken TOML) is moved aside as
``settings.broken-<n>.toml`` so the next save cannot overwrite it, and the defaults are used; a
value of the wrong kind, out of range or unknown is left out and the rest is used, and the file as it
was is moved aside too (the rest is written anew at once), so nothing the player wrote is lost. Either
way the player is told once, in one message naming the file and what was not used. A UTF-8 byte
order mark (as some Windows editors write) is accepted.
"""
from __future__ import annotations

import copy
import dataclasses
import os
from typing import Any, Callable

import tomli_w

from game.engine.errors import DataError
from game.util.files import move_aside, put_back, read_toml, shown, write_atomic

from .i18n import STRINGS, t
from .paths import user_file

STRINGS.update({
    "settings.unreadable": ("Your settings file {path} could not be read ({why}); the default settings are used. "
                            "The file was kept as {kept}.",
                            "설정 파일을 읽을 수 없어({why}) 기본 설정을 사용합니다: {path}. "
                            "그 파일은 다음 이름으로 보관했습니다: {kept}"),
    "settings.unreadable_kept_in_place": ("Your settings file {path} could not be read ({why}); the default settings "
                                          "are used.",
                                          "설정 파일을 읽을 수 없어({why}) 기본 설정을 사용합니다: {path}"),
    "settings.ignored": ("Your settings file {path}: not used {what}; the other settings are.",
                         "설정 파일 {path}: {what} 값은 사용하지 않고 나머지 설정을 사용합니다."),
    "settings.ignored_kept": ("Your settings file {path}: not used {what}; the other settings are. The file as it "
                              "was is kept as {kept}.",
                              "설정 파일 {path}: {what} 값은 사용하지 않고 나머지 설정을 사용합니다. 원래 파일은 "
                              "다음 이름으로 보관했습니다: {kept}"),
    "settings.not_utf8": ("not UTF-8 text", "UTF-8 텍스트가 아님"),
    "settings.bad_toml": ("TOML syntax: {detail}", "TOML 문법 오류: {detail}"),
    "settings.not_read": ("cannot read: {detail}", "읽기 실패: {detail}"),
    "settings.unknown": ("unknown setting", "알 수 없는 설정"),
})

LANGUAGES = ("en", "ko")
# how long a program's turn is shown (the seconds of each: game/ui/table/pace.py)
PACES = ("normal", "fast", "instant")


@dataclasses.dataclass
class Settings:
    language: str = "en"            # "en" or "ko": every string, card name and card text
    animation_speed: float = 1.0    # 0.25 (slow) .. 4 (fast); scales every animation
    program_pace: str = "normal"    # one of PACES: a program's turn shows at most 4 s, 1.5 s or nothing
    reduced_motion: bool = False    # no tilt, shorter flights, no banners sliding
    sound: bool = True
    volume: float = 0.7
    colorblind_palette: bool = False
    text_size: float = 1.0          # 0.8 .. 1.5
    fullscreen: bool = False
    demo_idle_seconds: int = 90     # demo mode: a visitor's game goes back to the attract loop after this long idle
    last_game: str = ""             # the id of the game picked last in the menu ("" before the first pick)
    # the options chosen last for each game, by game id (checked against the game's options when used)
    game_options: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)

    def clamp(self) -> "Settings":
        self.language = self.language if self.language in LANGUAGES else "en"
        self.animation_speed = min(4.0, max(0.25, float(self.animation_speed)))
        self.program_pace = self.program_pace if self.program_pace in PACES else "normal"
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.text_size = min(1.5, max(0.8, float(self.text_size)))
        self.demo_idle_seconds = int(min(3600, max(2, round(float(self.demo_idle_seconds)))))
        return self

    def to_dict(self) -> dict[str, Any]:
        return {f.name: copy.deepcopy(getattr(self, f.name)) for f in dataclasses.fields(self)}


def _number(lo: float, hi: float, *, whole: bool = False) -> tuple[Callable[[Any], bool], tuple[str, str]]:
    def ok(v: Any) -> bool:
        kinds = (int,) if whole else (int, float)
        return isinstance(v, kinds) and not isinstance(v, bool) and lo <= v <= hi
    what = "a whole number" if whole else "a number"
    return ok, (f"{what} {lo:g} to {hi:g}", f"{lo:g}~{hi:g} 사이의 {'정수' if whole else '수'}")


_BOOL = (lambda v: isinstance(v, bool), ("true or false", "true 또는 false"))
# what each setting may hold, and how the message says so
ALLOWED: dict[str, tuple[Callable[[Any], bool], tuple[str, str]]] = {
    "language": (lambda v: v in LANGUAGES and isinstance(v, str), ('"en" or "ko"', '"en" 또는 "ko"')),
    "animation_speed": _number(0.25, 4),
    "program_pace": (lambda v: v in PACES and isinstance(v, str), ('"normal", "fast" or "instant"',
                                                                   '"normal", "fast" 또는 "instant"')),
    "reduced_motion": _BOOL,
    "sound": _BOOL,
    "volume": _number(0, 1),
    "colorblind_palette": _BOOL,
    "text_size": _number(0.8, 1.5),
    "fullscreen": _BOOL,
    "demo_idle_seconds": _number(2, 3600, whole=True),
    # any text: a game the app no longer has is simply not preselected (the menu checks)
    "last_game": (lambda v: isinstance(v, str) and len(v) <= 64, ("a game's id", "게임 id")),
    "game_options": (lambda v: isinstance(v, dict) and all(isinstance(k, str) and isinstance(d, dict)
                                                            for k, d in v.items()),
                     ("a table of games, each a table of option = value", "게임별 옵션 표")),
}


@dataclasses.dataclass(frozen=True)
class SettingsReport:
    """Why some or all of a settings file was not used; ``message`` is what the player reads."""
    path: str
    why: tuple[str, str] | None = None      # the whole file was not read: the reason (en, ko)
    kept: str | None = None                 # ... and where it was moved aside to (None: it could not be moved)
    ignored: tuple[tuple[str, str, str], ...] = ()   # (key = value, expected en, expected ko) per value not used

    def message(self, lang: str) -> str:
        ko = lang == "ko"
        if self.why is not None:
            why = self.why[1] if ko else self.why[0]
            if self.kept is None:
                return t("settings.unreadable_kept_in_place", lang, path=self.path, why=why)
            return t("settings.unreadable", lang, path=self.path, why=why, kept=os.path.basename(self.kept))
        what = ", ".join(f"{item} ({ko_text if ko else en})" for item, en, ko_text in self.ignored[:6])
        what += ", ..." if len(self.ignored) > 6 else ""
        if self.kept is None:
            return t("settings.ignored", lang, path=self.path, what=what)
        return t("settings.ignored_kept", lang, path=self.path, what=what, kept=os.path.basename(self.kept))


def settings_path() -> str:
    return user_file("settings.toml")


def _why(problem: str) -> tuple[str, str]:
    """The reader's reason in both languages (the parser's own detail stays as it said it)."""
    if problem.startswith("not UTF-8"):
        return t("settings.not_utf8", "en"), t("settings.not_utf8", "ko")
    detail = problem.removeprefix("not valid TOML syntax: ")
    if detail != problem:
        return t("settings.bad_toml", "en", detail=detail), t("settings.bad_toml", "ko", detail=detail)
    detail = problem.removeprefix("cannot read: ")
    return t("settings.not_read", "en", detail=detail), t("settings.not_read", "ko", detail=detail)


def load_settings(path: str | None = None) -> tuple[Settings, SettingsReport | None]:
    """The saved settings, and a report when any of the file was not used (None when all was)."""
    path = path or settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        raw = read_toml(path)
    except DataError as exc:
        why = _why(exc.problems[0])
        if not os.path.isfile(path):         # a folder in its place: left as it is, never moved
            return Settings(), SettingsReport(path, why)
        try:
            kept: str | None = move_aside(path)
        except OSError:
            kept = None
        return Settings(), SettingsReport(path, why, kept)
    s = Settings()
    ignored: list[tuple[str, str, str]] = []
    for key, value in raw.items():
        rule = ALLOWED.get(key)
        said = f"{shown(key, 40)} = {_toml_value(value)}"
        if rule is None:
            ignored.append((said, t("settings.unknown", "en"), t("settings.unknown", "ko")))
        elif not rule[0](value):
            ignored.append((said, *rule[1]))
        else:
            setattr(s, key, value)
    s.clamp()
    if not ignored:
        return s, None
    kept = None
    try:           # the file as the player left it is kept; the settings used go on in a new one at once
        kept = move_aside(path)
        save_settings(s, path)
    except OSError:
        kept = put_back(kept, path)
    return s, SettingsReport(path, kept=kept, ignored=tuple(ignored))


def _toml_value(value: Any) -> str:
    """A value as the file wrote it (``42``, ``"fr"``, ``[1, 2]``), cut short if long."""
    if isinstance(value, (dict, list)) and len(value) > 8:
        return "{...}" if isinstance(value, dict) else "[...]"
    try:
        text = tomli_w.dumps({"v": value}).strip().removeprefix("v = ")
    except (TypeError, ValueError, RecursionError):
        text = shown(value)
    if "\n" in text:
        text = "{...}"
    return shown(text if len(text) <= 40 else text[:37] + "...", 44)


def save_settings(s: Settings, path: str | None = None) -> None:
    write_atomic(path or settings_path(), tomli_w.dumps(s.to_dict()))
