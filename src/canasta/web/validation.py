"""A validation error (pydantic's) said on one line, for the error messages of the API and the socket."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError


def loc_text(loc: Any) -> str:
    """Where a validation error is, on one line: a field name that is not plain text (a newline, a
    space, a control character, sent by a fuzzer or a stranger) is shown as JSON."""
    parts = []
    for p in loc:
        t = str(p)
        parts.append(t if t.isprintable() and t.strip() == t and " " not in t and t else json.dumps(t))
    return ".".join(parts)


def one_line(e: ValidationError) -> str:
    errs = e.errors()
    if not errs:
        return "invalid message"
    x = errs[0]
    where = loc_text(x.get("loc", ()))
    msg = " ".join(str(x.get("msg")).split())
    return f"{where}: {msg}" if where else msg
