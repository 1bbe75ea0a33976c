"""Imported records (``POST /api/records``): what is checked before the costly replay (issue 38, D25).

The duplicate check needs only the record's seed and its moves written the way the server stores
them: both are read here (a JSON parse and a parse of each move, no game played), so a record
imported already is refused at once and never takes the import worker's time.
"""

from __future__ import annotations

import json
from typing import Any

from ...errors import CanastaError
from ...moves import parse_move


def seed_and_moves(raw: bytes) -> tuple[int, list[str]] | None:
    """The record's seed and its moves as stored, or None when the record is not plain enough to
    say (the replay then says what is wrong with it)."""
    try:
        data: Any = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    seed, moves = data.get("seed"), data.get("moves")
    if not isinstance(seed, int) or isinstance(seed, bool) or not -(2**63) <= seed < 2**63:
        return None
    if not isinstance(moves, list) or not all(isinstance(t, str) for t in moves):
        return None
    try:
        return seed, [str(parse_move(t)) for t in moves]
    except CanastaError:
        return None
