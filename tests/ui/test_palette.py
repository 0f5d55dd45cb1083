"""Text stays readable: every text and background pair of the palette at WCAG 4.5:1 or more."""
from __future__ import annotations

import pytest

from game.ui import palette
from game.ui.palette import TEXT_PAIRS, contrast


def test_the_contrast_formula_gives_the_wcag_reference_values() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((90, 90, 90), (90, 90, 90)) == pytest.approx(1.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)   # #767676 on white


@pytest.mark.parametrize("text, fg, ground, bg", TEXT_PAIRS, ids=[f"{p[0]} on {p[2]}" for p in TEXT_PAIRS])
def test_every_text_colour_is_readable_on_its_backgrounds(text, fg, ground, bg) -> None:
    assert contrast(fg, bg) >= 4.5, f"{text} {fg} on {ground} {bg}: {contrast(fg, bg):.2f}:1"


def test_a_refusal_on_the_felt_is_readable() -> None:
    # the table writes refusals ("[6.4.1] ...") in BAD over the felt and in message boxes
    for ground in (palette.FELT, palette.FELT_DARK, palette.PANEL, palette.TOAST_BG):
        assert contrast(palette.BAD, ground) >= 4.5
