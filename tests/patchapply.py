"""A small RFC 6902 applier (add, remove, replace), written apart from the server's diff
(src/canasta/web/tables/changes.py) so that the tests check one against the other; the load benchmark's
clients use it too. The browser's is src/canasta/web/static/js/patch.js."""

from __future__ import annotations

import copy
from typing import Any


class PatchError(ValueError):
    pass


def _tokens(path: str) -> list[str]:
    if path == "":
        return []
    if not path.startswith("/"):
        raise PatchError(f"bad path {path!r}")
    return [t.replace("~1", "/").replace("~0", "~") for t in path[1:].split("/")]


def _index(tok: str, size: int, path: str) -> int:
    if not tok.isdigit() or (len(tok) > 1 and tok[0] == "0"):
        raise PatchError(f"bad array index {tok!r} in {path!r}")
    i = int(tok)
    if i > size:
        raise PatchError(f"index {i} past the end in {path!r}")
    return i


def apply_in_place(doc: Any, ops: list[dict[str, Any]]) -> Any:
    """``doc`` with ``ops`` applied (changed in place where it can be); the new document."""
    for op in ops:
        kind, path = op.get("op"), op.get("path")
        if kind not in ("add", "remove", "replace") or not isinstance(path, str):
            raise PatchError(f"bad operation {op!r}")
        toks = _tokens(path)
        if not toks:
            if kind == "remove":
                raise PatchError("cannot remove the whole document")
            doc = op["value"]
            continue
        parent = doc
        for t in toks[:-1]:
            if isinstance(parent, dict):
                if t not in parent:
                    raise PatchError(f"no {t!r} in {path!r}")
                parent = parent[t]
            elif isinstance(parent, list):
                i = _index(t, len(parent), path)
                if i == len(parent):
                    raise PatchError(f"index past the end in {path!r}")
                parent = parent[i]
            else:
                raise PatchError(f"{path!r} goes through a scalar")
        last = toks[-1]
        if isinstance(parent, dict):
            if kind != "add" and last not in parent:
                raise PatchError(f"no {last!r} to {kind} in {path!r}")
            if kind == "remove":
                del parent[last]
            else:
                parent[last] = op["value"]
        elif isinstance(parent, list):
            if kind == "add":
                i = len(parent) if last == "-" else _index(last, len(parent), path)
                parent.insert(i, op["value"])
            else:
                i = _index(last, len(parent), path)
                if i == len(parent):
                    raise PatchError(f"index past the end in {path!r}")
                if kind == "remove":
                    del parent[i]
                else:
                    parent[i] = op["value"]
        else:
            raise PatchError(f"{path!r} goes into a scalar")
    return doc


def apply(doc: Any, ops: list[dict[str, Any]]) -> Any:
    """A new document: ``doc`` with ``ops`` applied (``doc`` is left as it was)."""
    return apply_in_place(copy.deepcopy(doc), copy.deepcopy(ops))


class PatchedState:
    """A client of ``?changes=1``: the state document, kept from ``state`` and ``patch`` messages.
    ``take(msg)`` returns the state after the message (None: not a state/patch message, or a patch
    whose base is not this client's count: it needs a resync)."""

    def __init__(self) -> None:
        self.doc: dict[str, Any] | None = None
        self.count = 0  # state and patch messages received
        self.broken = False

    def take(self, msg: dict[str, Any]) -> dict[str, Any] | None:
        kind = msg.get("type")
        if kind == "state":
            self.count += 1
            self.doc, self.broken = msg, False
            return msg
        if kind != "patch":
            return None
        base = msg["base"]
        self.count += 1
        if self.broken or self.doc is None or base != self.count - 1:
            self.broken = True
            return None
        self.doc = apply_in_place(self.doc, msg["ops"])
        return self.doc
