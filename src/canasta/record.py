"""Game records (what PGN is to chess): rule set, seed and moves; they replay exactly.

Format ``canasta-record/1``::

    {"format": "canasta-record/1", "rules": {...the full rule set...}, "seed": 42,
     "players": ["Ann", "bot:heuristic", ...], "moves": ["draw", "discard 9", ...],
     "result": {"scores": [5120, 3400], "winners": [0], "hands": 4}}

``players`` and ``result`` are optional; ``result``, if present, is checked on replay.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .errors import CanastaError, RecordError
from .moves import parse_move
from .rules import RuleError, RuleSet
from .state import State, new_game

FORMAT = "canasta-record/1"


@dataclass
class Record:
    rules: RuleSet
    seed: int
    moves: list[str] = field(default_factory=list)
    players: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def start(self) -> State:
        return new_game(self.rules, seed=self.seed)

    def to_dict(self, final: State | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"format": FORMAT, "rules": self.rules.to_dict(), "seed": self.seed,
                             "players": list(self.players), "moves": list(self.moves)}
        if self.meta:
            d["meta"] = dict(self.meta)
        if final is not None:
            d["result"] = result_summary(final)
        return d

    def to_json(self, final: State | None = None, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(final), indent=indent)


def result_summary(st: State) -> dict[str, Any]:
    return {"scores": list(st.scores), "winners": list(st.winners), "hands": len(st.sheet),
            "over": st.match_over}


def record_from_dict(d: Any) -> Record:
    if not isinstance(d, dict):
        raise RecordError("a record must be a JSON object", "record-not-object")
    if d.get("format") != FORMAT:
        raise RecordError(f"not a game record: 'format' should be {FORMAT!r}", "record-format", {"format": FORMAT})
    try:
        rules = RuleSet.from_dict(d.get("rules"))  # type: ignore[arg-type]
    except RuleError as e:
        raise RecordError(f"rules: {e}", "record-rules", inner=e) from None
    seed = d.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed should be a whole number", "record-seed")
    moves = d.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError("moves should be a list of move texts", "record-moves")
    players = d.get("players", [])
    if not isinstance(players, list):
        raise RecordError("players should be a list of names", "record-players")
    meta = d.get("meta", {})
    return Record(rules, seed, list(moves), [str(p) for p in players], dict(meta) if isinstance(meta, dict) else {})


def load_record(text: str) -> tuple[Record, dict[str, Any]]:
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}", "record-json",
                          {"line": e.lineno, "column": e.colno}) from None
    except ValueError:  # Python's limit on an integer's digits (4,300)
        raise RecordError("a number has too many digits", "record-number-digits") from None
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply", "record-nested") from None
    return record_from_dict(d), d


def replay_states(rec: Record) -> Iterator[State]:
    """Yield the state after every move (the start first). Raises :class:`RecordError` naming
    the move number and the reason at the first bad move."""
    st = rec.start()
    yield st.copy()
    for i, text in enumerate(rec.moves, 1):
        try:
            st.apply(parse_move(text))
        except CanastaError as e:
            raise RecordError(f"move {i} ({text!r}): {e}", "record-bad-move", {"n": i, "move": text}, e) from None
        yield st


def replay(rec: Record, expected: dict[str, Any] | None = None) -> State:
    """Replay a record to its final state, checking every move and the stated result."""
    st = rec.start()
    for i, text in enumerate(rec.moves, 1):
        try:
            st.apply(parse_move(text))
        except CanastaError as e:
            raise RecordError(f"move {i} ({text!r}): {e}", "record-bad-move", {"n": i, "move": text}, e) from None
    if expected is not None and "result" in expected:
        want = expected["result"]
        got = result_summary(st)
        if isinstance(want, dict):
            for k, v in want.items():
                if k in got and got[k] != v:
                    raise RecordError(f"the record states {k} {v}, but replaying gives {got[k]}", "record-result",
                                      {"name": k, "value": str(v), "got": str(got[k])})
    return st
