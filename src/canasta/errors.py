"""The engine's errors. All are ``ValueError``s whose message is one line saying what is wrong."""

from __future__ import annotations


class CanastaError(ValueError):
    """Base class of every error the engine raises on bad input.

    ``code`` (stable, Fluent message ``reason-<code>``) and ``params`` let front ends say it in the
    player's language; ``inner`` is the error it wraps, if any (a record's refused move)."""

    def __init__(self, message: str, code: str = "", params: dict[str, int | str | list[str]] | None = None,
                 inner: BaseException | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, int | str | list[str]] = dict(params or {})
        self.inner = inner


class MoveSyntaxError(CanastaError):
    """Text that is not a move in the notation."""


class IllegalMoveError(CanastaError):
    """A well-formed move that the rules do not allow now. The message names the rule (RULES.md id).

    ``code`` is the stable reason code (docs/reasons.md; Fluent message ``reason-<code>``),
    ``params`` its parameters (str -> int | str | list[str]; card kinds as notation text) and
    ``rule`` the RULES.md id. Front ends translate code and params; the message is English."""

    def __init__(self, message: str, rule: str = "", code: str = "",
                 params: dict[str, int | str | list[str]] | None = None) -> None:
        super().__init__(message, code, params)
        self.rule = rule


class PositionError(CanastaError):
    """A position (JSON) that is malformed or impossible."""


class RecordError(CanastaError):
    """A game record that is malformed, or whose moves do not replay."""
