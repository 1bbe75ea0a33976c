"""The engine's errors. All are ``ValueError``s whose message is one line saying what is wrong."""

from __future__ import annotations


class CanastaError(ValueError):
    """Base class of every error the engine raises on bad input."""


class MoveSyntaxError(CanastaError):
    """Text that is not a move in the notation."""


class IllegalMoveError(CanastaError):
    """A well-formed move that the rules do not allow now. The message names the rule (RULES.md id)."""

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule


class PositionError(CanastaError):
    """A position (JSON) that is malformed or impossible."""


class RecordError(CanastaError):
    """A game record that is malformed, or whose moves do not replay."""
