"""The old name of this game's ``text`` part, kept for modules not yet moved to ``registry.part("text")``
(the AI and the text-mode player); new code imports ``text``."""
from .text import *  # noqa: F401,F403
