"""One line of editable text and the keys every text field answers, the same in each: the caret's
arrows, Home and End, Shift to select, Ctrl+A to select all, Ctrl+C, Ctrl+X and Ctrl+V through the
system clipboard, Backspace and Delete (with Ctrl, a word). Typed text arrives as TEXTINPUT, so a
Korean input method's syllables come whole; while it is still composing, the keys are its own."""
from __future__ import annotations

import pygame

# The keys a line edits with (while an input method composes, they are its own, never the screen's).
EDIT_KEYS = frozenset((pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME,
                       pygame.K_END))

# What was copied when the system clipboard cannot be reached (a headless run): still pasted here.
_CLIPBOARD = {"text": ""}


def _copy(text: str) -> None:
    _CLIPBOARD["text"] = text
    try:
        pygame.scrap.put_text(text)
    except pygame.error:
        pass


def _paste() -> str:
    try:
        if pygame.scrap.has_text():
            return str(pygame.scrap.get_text())
    except pygame.error:
        pass
    return _CLIPBOARD["text"]


class LineEdit:
    """The text, the caret and the selection (from ``anchor`` to ``caret``); ``max_len`` caps it."""

    def __init__(self, text: str = "", *, max_len: int = 200) -> None:
        self.max_len = max_len
        self.text = text[:max_len]
        self.caret = len(self.text)
        self.anchor = self.caret

    def set(self, text: str) -> None:
        self.text = text[:self.max_len]
        self.caret = self.anchor = len(self.text)

    @property
    def selection(self) -> tuple[int, int]:
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected(self) -> str:
        a, b = self.selection
        return self.text[a:b]

    def insert(self, typed: str) -> None:
        """Typed or pasted text replaces the selection; a line takes no line breaks."""
        typed = " ".join(typed.splitlines())
        a, b = self.selection
        room = self.max_len - (len(self.text) - (b - a))
        typed = typed[:max(0, room)]
        self.text = self.text[:a] + typed + self.text[b:]
        self.caret = self.anchor = a + len(typed)

    def _word_left(self) -> int:
        i = self.caret
        while i > 0 and self.text[i - 1] == " ":
            i -= 1
        while i > 0 and self.text[i - 1] != " ":
            i -= 1
        return i

    def _word_right(self) -> int:
        i, n = self.caret, len(self.text)
        while i < n and self.text[i] == " ":
            i += 1
        while i < n and self.text[i] != " ":
            i += 1
        return i

    def _move(self, to: int, select: bool) -> None:
        self.caret = max(0, min(len(self.text), to))
        if not select:
            self.anchor = self.caret

    def _delete(self, a: int, b: int) -> None:
        self.text = self.text[:a] + self.text[b:]
        self.caret = self.anchor = a

    def key(self, key: int, mod: int) -> bool:
        """Carry out an editing key; False for a key that is not one (the screen's to use)."""
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        a, b = self.selection
        if ctrl and key == pygame.K_a:
            self.anchor, self.caret = 0, len(self.text)
        elif ctrl and key in (pygame.K_c, pygame.K_x):
            if a == b:
                return True
            _copy(self.text[a:b])
            if key == pygame.K_x:
                self._delete(a, b)
        elif ctrl and key == pygame.K_v:
            self.insert(_paste())
        elif key == pygame.K_BACKSPACE:
            if a != b:
                self._delete(a, b)
            elif self.caret > 0:
                self._delete(self._word_left() if ctrl else self.caret - 1, self.caret)
        elif key == pygame.K_DELETE:
            if a != b:
                self._delete(a, b)
            elif self.caret < len(self.text):
                self._delete(self.caret, self._word_right() if ctrl else self.caret + 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            left = key == pygame.K_LEFT
            if a != b and not shift:           # an arrow ends a selection at its side
                self._move(a if left else b, False)
            elif ctrl:
                self._move(self._word_left() if left else self._word_right(), shift)
            else:
                self._move(self.caret + (-1 if left else 1), shift)
        elif key == pygame.K_HOME:
            self._move(0, shift)
        elif key == pygame.K_END:
            self._move(len(self.text), shift)
        else:
            return False
        return True
