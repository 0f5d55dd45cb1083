"""A click on a card that means an action of the game's own (``TablePart.clicked``). A mixin of TableScene.

A click elsewhere selects the card (its buttons then act on it). Where the game says a click means more (a
Magic creature clicked while its controller declares attackers attacks), one action is made at once, and
several are asked in the table's question (``Dialog``), one button each and Cancel, so the player picks
(whom the creature attacks when more than one opponent or planeswalker may be attacked); a click that can
mean nothing now shows the engine's refusal of what it would be (its rule and sentence), never nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.text import Msg

if TYPE_CHECKING:
    from .scene import TableScene

CANCEL = Msg("Cancel", "취소")
KEYS = Msg("Arrows choose, Enter answers, Esc cancels.",
           "화살표로 고르고 Enter로 답하며 Esc로 취소합니다.")


class Clicks:
    """The clicks on cards of a TableScene that make the game's own actions."""

    click_choices: list[Action]

    def click_card(self: "TableScene", iid: int) -> bool:
        """A click on a card (pressed and let go without moving): True if the game's part took it."""
        if not self.my_turn():
            return False
        click = self.part.clicked(iid)
        if click is None:
            return False
        if not click.choices:
            refusal = self.session.refusal(click.refused) if click.refused is not None else None
            if refusal is None:
                return False
            self.refuse(refusal)
            return True
        if len(click.choices) == 1:
            self.submit(click.choices[0][1])
            return True
        self.click_choices = [action for _label, action in click.choices]
        buttons = [(label, f"click:{k}") for k, (label, _a) in enumerate(click.choices)]
        self.dialog.open(click.question, "", buttons + [(CANCEL.get(self.lang), "click:cancel")],
                         cancel="click:cancel", keys=KEYS.get(self.lang))
        self.focus_ring.shown = True
        return True

    def click_answered(self: "TableScene", button_id: str) -> None:
        """The question of a click answered (the dialog is closed already): its action, or nothing."""
        choices, self.click_choices = getattr(self, "click_choices", []), []
        raw = button_id[len("click:"):]
        if raw.isdigit() and int(raw) < len(choices) and choices[int(raw)] in self.my_legal():
            self.submit(choices[int(raw)])
        self.relayout()
        self.refresh_controls()
