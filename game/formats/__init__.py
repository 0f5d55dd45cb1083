"""Formats: drafts, deck building, leagues and events played above a game, through the same door.

A game declares its formats as data (``data/formats.toml``, read by ``spec.py``) and the few things only
code can say in its ``formats`` part (``hooks.py``). An event (``event.py``) is a state like a game's:
its stages are the draft (``draft.py``, the one draft engine), deck building, the game's own stages and
the games themselves, each a child state of the game. ``runner.py`` plays programs through a game or an
event; ``ai.py`` is how they judge the stages above a game; ``invariants.py`` what holds after every
action. Nothing here imports a ruleset.
"""
