"""The variants a setting is made of: its deck format's (Commander, Brawl) and its supplements'
(Vanguard), in that order; the core itself is no variant. No pygame."""
from __future__ import annotations

from typing import Any

from .archenemy import Archenemy
from .commander import Commander
from .hooks import Variant
from .planechase import Planechase
from .setting import Setting
from .shapes import GRAND_MELEE, TWO_HEADED_GIANT, GrandMelee, TwoHeadedGiant
from .state import MagicState
from .vanguard import Vanguard

_FORMATS: dict[str, Variant] = {"commander": Commander(), "brawl": Commander(brawl=True)}
_SUPPLEMENTS: dict[str, Variant] = {"vanguard": Vanguard(), "planechase": Planechase()}
_SUPPLEMENTS.update({"archenemy": Archenemy(), "supervillain-rumble": Archenemy(rumble=True)})     # 904, 904.12
# the multiplayer shapes that are variants (810): played after the deck format, before the supplements
_SHAPES: dict[str, Variant] = {TWO_HEADED_GIANT: TwoHeadedGiant(), GRAND_MELEE: GrandMelee()}


def saved_parts(s: MagicState) -> dict[str, Any]:
    """The empty form of every part a variant may keep (a game without that variant holds it empty)."""
    form: dict[str, Any] = {}
    for v in _FORMATS.values():
        part = v.new_part(s)
        if part is not None:
            form.update(part.to_json())
    return form


def variants_for(setting: Setting) -> tuple[Variant, ...]:
    fmt = _FORMATS.get(setting.deck_format)
    shape = _SHAPES.get(setting.multiplayer)
    return ((fmt,) if fmt is not None else ()) + ((shape,) if shape is not None else ()) \
        + tuple(_SUPPLEMENTS[x] for x in setting.supplements)
