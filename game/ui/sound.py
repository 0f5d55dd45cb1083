"""Sound effects, synthesised at start-up (no files to license): draw, place, attack, damage, trigger, win."""
from __future__ import annotations

import array
import math
import random
from typing import Callable

import pygame

RATE = 22050


def _tone(freqs: list[float], seconds: float, *, decay: float = 6.0, noise: float = 0.0, sweep: float = 0.0,
          seed: int = 1) -> array.array:
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out = array.array("h")
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, i / 200)
        v = sum(math.sin(2 * math.pi * (f + sweep * t) * t) for f in freqs) / max(1, len(freqs))
        if noise:
            v = v * (1 - noise) + (rng.random() * 2 - 1) * noise
        out.append(int(max(-1.0, min(1.0, v * env)) * 12000))
    return out


RECIPES: dict[str, Callable[[], array.array]] = {
    "draw": lambda: _tone([900], 0.12, decay=30, noise=0.7),
    "place": lambda: _tone([140, 210], 0.18, decay=18, noise=0.2),
    "attack": lambda: _tone([320], 0.25, decay=8, sweep=900),
    "damage": lambda: _tone([90, 60], 0.3, decay=10, noise=0.35),
    "trigger": lambda: _tone([880, 1320], 0.45, decay=5),
    "win": lambda: _tone([523, 659, 784, 1046], 0.9, decay=2.5),
}


class Sounds:
    def __init__(self, settings: object) -> None:
        self.settings = settings
        self.ok = False
        self.cache: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            self.ok = True
        except pygame.error:
            self.ok = False  # no audio device (a server, a kiosk without speakers): play silently

    def play(self, name: str) -> None:
        if not self.ok or not getattr(self.settings, "sound", False) or name not in RECIPES:
            return
        snd = self.cache.get(name)
        if snd is None:
            snd = self.cache[name] = pygame.mixer.Sound(buffer=RECIPES[name]().tobytes())
        snd.set_volume(float(getattr(self.settings, "volume", 0.7)))
        snd.play()
