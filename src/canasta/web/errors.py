"""Refusals as a client receives them: a refused WebSocket message (:class:`_Reject`) and an
engine error's one-line text with its reason code, parameters and RULES.md id (:func:`coded`), for
the client to say it in the player's language. Imports nothing of the web layer: the server, the
cluster and the HTTP refusals (refusals.py) all use it.
"""

from __future__ import annotations

from typing import Any


class _Reject(Exception):
    """A refused message: the protocol's ``code``, the English ``message``; ``why`` an engine
    refusal (its reason code), else ``key`` and ``params`` name the catalog's ``server-<key>``
    (``key`` defaults to the code) that says it in the player's language."""

    def __init__(self, code: str, message: str, move: str | None = None, why: Any = None,
                 key: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.move = move
        self.why = _why(why) or _said(key or code, params)


def _said(key: str, params: dict[str, Any]) -> dict[str, Any]:
    """A server message's catalog key (``server-<key>``) and parameters, for the client to translate."""
    return {"key": key.replace("_", "-"), "params": {k: (v if isinstance(v, (int, float, str)) else str(v)) for k, v in params.items()}}


def coded(err: Any) -> dict[str, Any]:
    """An error for a client: its one-line English ``text`` and, when it has one, its ``reason_code``,
    ``params`` and ``rule`` (and the ``inner`` error it wraps, the same way), for the client to say it
    in the player's language (``reason-<code>`` in the catalogs)."""
    out: dict[str, Any] = {"text": " ".join(str(err).split())}
    out.update(_why(err))
    inner = getattr(err, "inner", None)
    if out.get("reason_code") and inner is not None:
        out["inner"] = coded(inner)
    return out


def _why(err: Any) -> dict[str, Any]:
    """An engine refusal's reason code, parameters and RULES.md id, for the client to translate."""
    code = getattr(err, "code", None)
    if not code:
        return {}
    return {"reason_code": code, "params": dict(getattr(err, "params", None) or {}), "rule": getattr(err, "rule", None) or None}
