"""Who an organiser has taken off a table's seat (from the audit table): the admin area's service
to the tables area, which refuses such a player the seat again."""

from __future__ import annotations

import json

import sqlalchemy as sa

from ..storage import Storage, audit

REMOVE = "remove-from-seat"


def removed_from(storage: Storage, tid: str, user_id: int) -> bool:
    """Whether an organiser has taken ``user_id`` off a seat of table ``tid`` (from the audit table)."""
    with storage.engine.connect() as c:
        rows = c.execute(sa.select(audit.c.detail).where(sa.and_(audit.c.action == REMOVE, audit.c.target == tid)))
        for (detail,) in rows:
            try:
                if json.loads(detail or "{}").get("user") == user_id:
                    return True
            except ValueError:
                continue
    return False
