"""The shared, ruleset-agnostic core. It never imports pygame or pymunk."""
from .actions import Action, ActionSet, Choose, Concede, DONE
from .decisions import Decision
from .errors import ActionParseError, DataError, IllegalActionError
from .events import Event
from .match import Match
from .rng import Rng
from .state import GameState, Result
from .text import Msg
from .zones import Card, Visibility, Zone

__all__ = ["Action", "ActionSet", "Choose", "Concede", "DONE", "Decision", "ActionParseError", "DataError",
           "IllegalActionError", "Event", "Match", "Rng", "GameState", "Result", "Msg", "Card", "Visibility", "Zone"]
