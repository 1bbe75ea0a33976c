"""Records of finished games: a table's record from its stored moves, and the check of an imported
record by replaying it (in a worker process: :meth:`~canasta.web.tables.registry.Tables.replay_import`)."""

from __future__ import annotations

import json
from typing import Any

from ...errors import CanastaError, RecordError
from ...fairness import fairness_meta
from ...moves import parse_move
from ...record import Record, record_from_dict, result_summary
from ...rules import RuleSet
from ..errors import coded
from ..storage import Storage, TableRow


def stored_record(storage: Storage, row: TableRow) -> tuple[Record, list[int]]:
    """A table's record from its stored moves, and the seat of each move."""
    seats_, moves_ = storage.seats(row.id), storage.moves(row.id)
    rec = Record(RuleSet.from_dict(row.rules), row.seed, [t for _, t in moves_],
                 [(s.user_name or "?") if s.kind == "human" else f"bot:{s.level}" for s in seats_],
                 {"fairness": fairness_meta(row.seed, row.salt)} if row.salt else {})
    return rec, [s for s, _ in moves_]


def _said_record(err: BaseException) -> dict[str, Any]:
    """A refused record as :func:`coded` gives it, and its text in every language (``texts``): the
    worker process's answer is data, the exception does not cross to the server's process."""
    from ... import i18n

    out = coded(err)
    texts: dict[str, str] = {}
    for lang in i18n.LANGS[1:]:
        inner = getattr(err, "inner", None)
        move = (getattr(err, "params", None) or {}).get("move")
        if getattr(err, "code", None) == "record-bad-move" and isinstance(inner, BaseException) and isinstance(move, str):
            try:  # the move in the player's words
                label = i18n.move_label(lang, move)
            except Exception:
                label = move
            text = i18n.tr(lang, "reason-record-bad-move", **i18n.plain_numbers(
                {"n": err.params["n"], "move": label, "reason": i18n.error_text(lang, inner)}))  # type: ignore[attr-defined]
        else:
            text = i18n.error_text(lang, err)
        texts[lang] = " ".join(text.split())
    out["texts"] = texts
    return out


def replay_record(raw: bytes, max_moves: int) -> dict[str, Any] | str:
    """Check an imported record (JSON text) by replaying it: what to store, or a one-line error
    (a :func:`coded` error, ``text`` with ``reason_code`` and ``params``, when the record's rules, a
    move or the record itself is refused). Run in a worker process: a long record costs seconds of CPU."""
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        return _said_record(RecordError(f"not valid JSON: {e}", "record-json", {"line": e.lineno, "column": e.colno}))
    except UnicodeDecodeError as e:
        return f"not valid JSON: {e}"
    except ValueError:  # Python's limit on an integer's digits (4,300): one line, not a 500 (D29)
        return _said_record(RecordError("a number has too many digits", "record-number-digits"))
    except RecursionError:
        return "not valid JSON: nested too deeply"
    if isinstance(data, dict) and isinstance(data.get("moves"), list) and len(data["moves"]) > max_moves:
        return _said_record(RecordError(f"moves: a record may hold at most {max_moves} moves, this one has {len(data['moves'])}",
                                 "record-too-long", {"max": max_moves, "count": len(data["moves"])}))
    try:
        rec = record_from_dict(data)
        st = rec.start()
        items: list[tuple[int, str]] = []
        for i, t in enumerate(rec.moves, 1):
            try:
                m = parse_move(t)
                seat = st.turn
                st.apply(m)
            except CanastaError as e:
                return _said_record(RecordError(f"move {i} ({t!r}): {e}", "record-bad-move", {"n": i, "move": t}, e))
            items.append((seat, str(m)))
    except CanastaError as e:
        return _said_record(e)
    except RecursionError:
        return "not a record: nested too deeply"
    if not -(2**63) <= rec.seed < 2**63:
        return _said_record(RecordError("seed: must be a 64-bit integer", "record-seed-range"))
    rs = rec.rules
    return {"preset": rs.preset, "players": rs.players, "rules": rs.to_dict(), "seed": rec.seed, "items": items,
            "result": result_summary(st)}
