"""Player settings, kept in the user's data directory as TOML."""
from __future__ import annotations

import dataclasses
import os
from typing import Any

import tomli
import tomli_w

from game.util.files import write_atomic

from .paths import user_file


@dataclasses.dataclass
class Settings:
    language: str = "en"            # "en" or "ko": every string, card name and card text
    animation_speed: float = 1.0    # 0.25 (slow) .. 4 (fast); scales every animation
    reduced_motion: bool = False    # no tilt, shorter flights, no banners sliding
    sound: bool = True
    volume: float = 0.7
    colorblind_palette: bool = False
    text_size: float = 1.0          # 0.8 .. 1.5
    fullscreen: bool = False
    demo_idle_seconds: int = 90     # demo mode: a visitor's game goes back to the attract loop after this long idle

    def clamp(self) -> "Settings":
        self.language = self.language if self.language in ("en", "ko") else "en"
        self.animation_speed = min(4.0, max(0.25, float(self.animation_speed)))
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.text_size = min(1.5, max(0.8, float(self.text_size)))
        self.demo_idle_seconds = int(min(3600, max(2, round(float(self.demo_idle_seconds)))))
        return self

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


def settings_path() -> str:
    return user_file("settings.toml")


def load_settings(path: str | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with a sentence saying why the file was not used."""
    path = path or settings_path()
    if not os.path.exists(path):
        return Settings(), None
    try:
        with open(path, "rb") as fh:
            raw = tomli.load(fh)
    except (OSError, tomli.TOMLDecodeError) as exc:
        return Settings(), f"{path}: settings not read ({exc}); defaults used"
    s = Settings()
    problems = []
    for f in dataclasses.fields(Settings):
        if f.name not in raw:
            continue
        value = raw[f.name]
        default = getattr(s, f.name)
        if isinstance(default, bool) != isinstance(value, bool) or not isinstance(value, (type(default), int)):
            problems.append(f"{f.name} = {value!r}")
            continue
        setattr(s, f.name, value)
    s.clamp()
    return s, (f"{path}: ignored {', '.join(problems)}" if problems else None)


def save_settings(s: Settings, path: str | None = None) -> None:
    write_atomic(path or settings_path(), tomli_w.dumps(s.to_dict()))
