"""canasta: a complete, faithful and fast Canasta rules engine (standard library only)."""

from . import _core  # noqa: F401  (first: CANASTA_PURE=1 makes the core load from its .py sources)
from .cards import face_text, kind_text, parse_face, parse_kind
from .errors import CanastaError, IllegalMoveError, MoveSyntaxError, PositionError, RecordError
from .moves import Move, move_text, parse_move
from .rules import PRESET_NAMES, RuleError, RuleSet, make_rules, preset_players
from .state import LegalMoves, State, new_game

__all__ = [
    "CanastaError", "IllegalMoveError", "LegalMoves", "Move", "MoveSyntaxError", "PRESET_NAMES", "PositionError",
    "RecordError", "RuleError", "RuleSet", "State", "face_text", "kind_text", "make_rules", "move_text",
    "new_game", "parse_face", "parse_kind", "parse_move", "preset_players",
]
__version__ = "0.1.0"
