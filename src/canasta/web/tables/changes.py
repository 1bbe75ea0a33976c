"""State sent as changes (issue 39): after the first full ``state``, a connection that asked for it
(``/ws/{table}?changes=1``) gets ``{"type":"patch","version":V,"base":B,"ops":[...]}``, RFC 6902
operations (``add``, ``remove``, ``replace``) that turn the last state document it was sent into
the new one (docs/web.md, "State as changes").

``base`` is the number of ``state`` and ``patch`` messages sent on the connection before this one:
the client counts what it receives, and a patch whose ``base`` is not its count is not applied (the
client asks ``{"type":"resync"}`` and gets a full ``state``). Every full state sent on such a
connection goes through :func:`post_state`, which makes it the base of the next patch; a connection
that is dropped (its queue full, its socket gone) forgets its base (:meth:`Base.reset`).

What it costs the server: a broadcast (:class:`Batch`) makes each seat's state once, as the texts of
its top-level fields (``Hub.state_parts``: what ``Hub.state_text`` joins), and each (seat, base)
patch once, shared by every connection at that seat that was sent the same base. The changed fields
are found in C (``!=`` mapped over the parts: most texts are the same cached objects); the log is
diffed as rows appended (``add /log/-``) and dropped from the front of the 400-row window
(``remove /log/0``); the view and the facts are diffed as the server's own objects (remembered by
StateTexts, never parsed), their changed values found in C with Python's ``==`` (which is JSON
equality for the state's values, see the comment above :func:`_changes`), objects key by key and
arrays element by element, an object's changed value of up to ``SMALL`` bytes replaced whole. The
operations are made as small dicts whose values are objects or texts already made
(``orjson.Fragment``) and encoded once per patch.
:func:`diff` is the generic, exact diff of any two JSON values (it compares texts, not ``==``).

Nothing here knows the server: a connection is anything with ``seat``, ``closed``, ``changes`` and
``post(text)`` (:class:`Conn`), a state is the alternating (``',"key":'``, JSON text) parts that
end with ``"}"``."""

from __future__ import annotations

import json
import weakref
from collections.abc import Callable, Mapping, Sequence
from itertools import compress, count
from operator import ne
from typing import Any, Protocol

import orjson

LOG_KEY = "log"


class Conn(Protocol):
    """What this module needs of a connection (server.Conn)."""

    seat: int
    closed: bool
    changes: Base | None

    def post(self, msg: Any) -> None: ...


# ---------------------------------------------------------------- the diff (RFC 6902 operations)

_TOKENS: dict[Any, str] = {}  # escape's, for the keys of the server's objects (a few hundred)


def _token(key: Any) -> str:
    """:func:`escape`, remembered."""
    got = _TOKENS.get(key)
    if got is None:
        got = escape(key)
        if len(_TOKENS) < 4096:
            _TOKENS[key] = got
    return got


def escape(key: str) -> str:
    """A key as a JSON Pointer token (RFC 6901): ``~`` as ``~0``, ``/`` as ``~1``."""
    if type(key) is not str:  # (a server object's int key, as orjson writes it)
        key = str(key)
    if "~" in key or "/" in key:
        return key.replace("~", "~0").replace("/", "~1")
    return key


def _dumps(x: Any) -> bytes:
    return orjson.dumps(x)


def same(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same JSON value. Python's ``==`` alone says ``True == 1`` and ``1 == 1.0``;
    orjson's texts tell those apart (in C: an equal subtree costs about one encoding)."""
    if a is b:
        return True
    ta = type(a)
    if ta is not type(b):
        return False
    if ta is dict or ta is list:
        if a != b:
            return False
        try:
            return _dumps(a) == _dumps(b)
        except TypeError:  # (an integer past 64 bits: compare in Python)
            return _same_slow(a, b)
    return _same_scalar(a, b)


def _same_scalar(a: Any, b: Any) -> bool:
    """Two scalars of one type: equal, and -0.0 is not 0.0 (their texts differ)."""
    return bool(a == b) and (type(a) is not float or str(a) == str(b))


def _same_slow(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return a.keys() == b.keys() and all(_same_slow(v, b[k]) for k, v in a.items())
    if type(a) is list:
        return len(a) == len(b) and all(_same_slow(x, y) for x, y in zip(a, b, strict=True))
    return _same_scalar(a, b)


def diff(a: Any, b: Any, path: str = "", small: int = 0) -> list[dict[str, Any]]:
    """RFC 6902 operations that turn ``a`` into ``b`` (JSON values: dicts with str keys, lists, str,
    int, float, bool, None). Objects key by key; arrays by their common prefix and suffix, the
    middle element by element when it kept its length, else removed and added (or the whole array
    replaced when that takes fewer operations). A changed object or array whose JSON is at most
    ``small`` bytes is replaced whole (fewer calls here, a few more bytes)."""
    ops: list[dict[str, Any]] = []
    _diff(a, b, path, ops, small)
    return ops


def _exact(a: Any, b: Any) -> bool:
    """Two containers that Python finds equal (``a == b``) are the same JSON value: their texts agree."""
    try:
        return _dumps(a) == _dumps(b)
    except TypeError:  # (an integer past 64 bits: compare in Python)
        return _same_slow(a, b)


def _diff(a: Any, b: Any, path: str, ops: list[dict[str, Any]], small: int) -> None:
    if a is b:
        return
    ta = type(a)
    if ta is not type(b):
        ops.append({"op": "replace", "path": path, "value": b})
    elif ta is dict:
        if not (a == b and _exact(a, b)):
            _diff_dict(a, b, path, ops, small)
    elif ta is list:
        _diff_list(a, b, path, ops, small)
    elif not _same_scalar(a, b):
        ops.append({"op": "replace", "path": path, "value": b})


_MISSING = object()


def _diff_dict(a: dict[str, Any], b: dict[str, Any], path: str, ops: list[dict[str, Any]], small: int) -> None:
    """The hot loop: a key whose value did not change costs a comparison (in C), no call."""
    for k in a:
        if k not in b:
            ops.append({"op": "remove", "path": path + "/" + escape(k)})
    for k, v in b.items():
        w = a.get(k, _MISSING)
        if w is v:
            continue
        if w is _MISSING:
            ops.append({"op": "add", "path": path + "/" + escape(k), "value": v})
            continue
        t = type(v)
        if type(w) is t:
            if t is dict or t is list:
                if w == v and _exact(w, v):
                    continue
                if not small or len(_dumps(v)) > small:
                    (_diff_dict if t is dict else _diff_list)(w, v, path + "/" + escape(k), ops, small)
                    continue
            elif w == v and (t is not float or str(w) == str(v)):
                continue
        ops.append({"op": "replace", "path": path + "/" + escape(k), "value": v})


def _eq(x: Any, y: Any) -> bool:
    """:func:`same` for two elements of arrays that are not the same string."""
    t = type(x)
    if t is not type(y) or x != y:
        return False
    if t is dict or t is list:
        return _exact(x, y)
    return t is not float or str(x) == str(y)


def _diff_list(a: list[Any], b: list[Any], path: str, ops: list[dict[str, Any]], small: int) -> None:
    n, m = len(a), len(b)
    i, lim = 0, min(n, m)
    while i < lim:  # (strings, the common case, inline)
        x, y = a[i], b[i]
        if not (x is y or (x == y and type(x) is str and type(y) is str) or _eq(x, y)):
            break
        i += 1
    if i == n == m:
        return
    j, lim = 0, min(n, m) - i
    while j < lim:
        x, y = a[n - 1 - j], b[m - 1 - j]
        if not (x is y or (x == y and type(x) is str and type(y) is str) or _eq(x, y)):
            break
        j += 1
    da, db = n - i - j, m - i - j
    if da == db:  # the middle kept its length: element by element
        for k in range(i, i + da):
            _diff(a[k], b[k], f"{path}/{k}", ops, small)
        return
    if da + db > m + 1:  # more operations than the array has elements: the array whole
        ops.append({"op": "replace", "path": path, "value": b})
        return
    for _ in range(da):
        ops.append({"op": "remove", "path": f"{path}/{i}"})
    for k in range(i, i + db):
        ops.append({"op": "add", "path": f"{path}/{k}", "value": b[k]})


# ---------------------------------------------------------------- the state documents sent

_KEYS: dict[str, str] = {}  # a part's prefix (',"view":') -> its key ("view")

_KNOWN: dict[int, tuple[str, Any]] = {}  # id(text) -> (text, the object it was made from)
KNOWN_MAX = 256
_TAKERS: weakref.WeakSet[Base] = weakref.WeakSet()  # the bases alive: connections that take changes


def remember(*pairs: tuple[str, Any]) -> None:
    """The objects some of a state's texts were made from (StateTexts: each seat's view and info),
    so that a diff does not parse those texts again. An object given here is never changed after
    (it is the server's, made for that one text). The last ``KNOWN_MAX`` are kept; the text is held
    with its object, so its id is not reused while it is here. Nothing is kept while no connection
    takes changes (no :class:`Base` is alive): there is no diff to make (issue 41: keeping them
    cost 2-3% of the server's CPU), and a later one parses what it finds unknown."""
    if not _TAKERS:
        return
    for text, obj in pairs:
        if len(_KNOWN) >= KNOWN_MAX:
            del _KNOWN[next(iter(_KNOWN))]
        _KNOWN[id(text)] = (text, obj)


def _key(prefix: str) -> str:
    k = _KEYS.get(prefix)
    if k is None:  # the first prefix also opens the object: '{"type":"state","protocol":'
        k = _KEYS[prefix] = prefix[prefix.rindex('"', 0, len(prefix) - 2) + 1:-2]
    return k


class Sent:
    """One state document as sent: its parts (what ``Hub.state_parts`` made), its top-level fields'
    values by key (made when first needed), and the log's window: (the table's log list, first
    row, end, the last row object)."""

    __slots__ = ("parts", "_fields", "objs", "log", "_text")

    def __init__(self, parts: Sequence[str], log: list[Any], end: int | None = None) -> None:
        self.parts = parts
        self._fields: dict[str, str] | None = None
        self.objs: dict[str, Any] = {}
        end = len(log) if end is None else end  # (``end``: the log's length then, for a replay)
        self.log: tuple[list[Any], int, int, Any] = (log, max(0, end - LOG_SENT), end, log[end - 1] if end else None)
        self._text: str | None = None

    @property
    def text(self) -> str:
        """The full ``state`` message."""
        if self._text is None:
            self._text = "".join(self.parts)
        return self._text

    @property
    def fields(self) -> dict[str, str]:
        """The top-level fields' JSON texts by key."""
        got = self._fields
        if got is None:
            parts = self.parts
            got = self._fields = {_key(parts[i]): parts[i + 1] for i in range(0, len(parts) - 1, 2)}
        return got

    def obj(self, key: str, text: str | None = None) -> Any:
        """The value of the field ``key`` (``text``: its JSON text, when the caller has it): the
        server's own object when it was remembered, else parsed."""
        got = self.objs.get(key)
        if got is None:
            if text is None:
                text = self.fields[key]
            known = _KNOWN.get(id(text))
            got = self.objs[key] = known[1] if known is not None and known[0] is text else orjson.loads(text)
        return got


LOG_SENT = 400  # the rows of the log a state carries (server.LOG_SENT)
SMALL = 96  # a changed object or array of the state up to this many bytes of JSON is replaced whole

Op = dict[str, Any]  # an operation: its value an object, or its JSON text as an orjson.Fragment
_Fragment = orjson.Fragment


def _dumps_any(x: Any) -> bytes:
    """JSON as conn.dumps makes it: orjson's fast path (str keys), else int keys, else :mod:`json`."""
    try:
        return orjson.dumps(x)
    except TypeError:
        try:
            return orjson.dumps(x, option=orjson.OPT_NON_STR_KEYS)
        except TypeError:  # (an integer past 64 bits)
            return json.dumps(x, separators=(",", ":"), ensure_ascii=False).encode()


def _text(x: Any) -> str:
    return _dumps_any(x).decode()


def _log_ops(old: Sent, new: Sent, text: str, out: list[Op]) -> None:
    """The log's window as rows dropped from its front and rows appended, when the table's log only
    grew since ``old`` (the same list, its last row still there); else the log replaced whole."""
    lst, start, end, last = old.log
    lst2, start2, end2, _ = new.log
    if lst2 is lst and start <= start2 <= end < end2 and (end == 0 or lst[end - 1] is last) \
            and start2 - start + end2 - end <= LOG_SENT // 2:
        out += [{"op": "remove", "path": "/log/0"}] * (start2 - start)
        out += [{"op": "add", "path": "/log/-", "value": row} for row in lst[end:end2]]
    else:
        out.append({"op": "replace", "path": "/log", "value": _Fragment(text)})


# The state's own values (what the server makes: views, facts, seats, log rows) keep one JSON type
# per place: a place that holds a number never holds a boolean, an integer never a float (the
# engine's views are typed, mypy --strict). For two of them Python's ``==`` is JSON equality, and
# it runs in C: that is how an unchanged value is told from a changed one below (``!=`` mapped over
# the values), without encoding either (tests/web/test_changes.py checks it over random hands). The
# generic :func:`diff` above compares the JSON texts instead, for values of any origin.

def _changes(a: Any, b: Any, path: str, out: list[Op]) -> None:
    """The operations that turn ``a`` into ``b``, two of the state's values that differ: objects
    and arrays of the same kind are diffed, anything else replaced."""
    t = type(b)
    if t is dict and type(a) is dict:
        _dict_changes(a, b, path, out)
    elif t is list and type(a) is list:
        _list_changes(a, b, path, out)
    else:
        out.append({"op": "replace", "path": path, "value": b})


def _dict_changes(a: dict[Any, Any], b: dict[Any, Any], path: str, out: list[Op]) -> None:
    """Key by key. With the same keys in the same order (the server's objects), the changed keys
    are found in C. A changed object or array whose JSON is at most ``SMALL`` bytes is replaced
    whole (fewer calls here, a few more bytes), a longer one diffed."""
    if len(a) == len(b) and list(a) == list(b):
        for k in compress(b, map(ne, a.values(), b.values())):
            v = b[k]
            t = type(v)
            if t is dict or t is list:
                data = _dumps_any(v)
                if len(data) > SMALL:
                    _changes(a[k], v, path + "/" + _token(k), out)
                    continue
                v = _Fragment(data)
            out.append({"op": "replace", "path": path + "/" + _token(k), "value": v})
        return
    out += [{"op": "remove", "path": path + "/" + escape(k)} for k in a if k not in b]
    for k, v in b.items():
        w = a.get(k, _MISSING)
        if w is _MISSING:
            out.append({"op": "add", "path": path + "/" + escape(k), "value": v})
        elif w is not v and w != v:
            _changes(w, v, path + "/" + escape(k), out)


def _list_changes(a: list[Any], b: list[Any], path: str, out: list[Op]) -> None:
    """Of the same length: the elements that changed (found in C, each compared once), diffed.
    Else by the common prefix and suffix (found in C), the middle removed and added, or the array
    replaced whole when that takes fewer operations."""
    n, m = len(a), len(b)
    if n == m:
        for k in compress(range(n), map(ne, a, b)):
            _changes(a[k], b[k], path + "/" + str(k), out)
        return
    lim = min(n, m)
    i = next(compress(count(), map(ne, a, b)), lim)
    j = min(next(compress(count(), map(ne, reversed(a), reversed(b))), lim), lim - i)
    da, db = n - i - j, m - i - j
    if da + db > m + 1:
        out.append({"op": "replace", "path": path, "value": b})
    else:
        out += [{"op": "remove", "path": path + "/" + str(i)}] * da
        out += [{"op": "add", "path": path + "/" + str(k), "value": b[k]} for k in range(i, i + db)]


def _field_ops(old: Sent, new: Sent, key: str, was: str | None, text: str, out: list[Op]) -> None:
    """The operations on one top-level field whose text changed (``was`` None: the field is new)."""
    path = "/" + escape(key)
    if was is None:
        out.append({"op": "add", "path": path, "value": _Fragment(text)})
        return
    if key == LOG_KEY:
        _log_ops(old, new, text, out)
        return
    if len(text) > SMALL and text[:1] in "{[" and was[:1] == text[:1]:  # (not the version, the timer)
        a, b = old.obj(key, was), new.obj(key, text)
        start = len(out)
        _changes(a, b, path, out)  # (two objects or two arrays: their texts open alike)
        # a value diffed into many operations may be shorter whole (a new deal): measured then
        if len(out) - start < WHOLE_CHECK or len(_dumps_any(out[start:])) < len(text) + len(path) + 30:
            return
        del out[start:]
    out.append({"op": "replace", "path": path, "value": _Fragment(text)})


WHOLE_CHECK = 8  # from this many operations on one field, they are measured against the field whole


def patch_ops(old: Sent, new: Sent) -> str:
    """The operations (the JSON texts of the array's items, joined) that turn ``old`` into ``new``:
    a field whose text is the same (most: the cached texts are the same objects) costs a string
    comparison in C; a changed one is replaced, or diffed as its values (see above). The
    operations are encoded together, once."""
    po, pn = old.parts, new.parts
    out: list[Op] = []
    if len(po) == len(pn) and po[0::2] == pn[0::2]:  # the same fields in the same order (the usual case)
        for i in compress(range(1, len(pn) - 1, 2), map(ne, po[1::2], pn[1::2])):
            _field_ops(old, new, _key(pn[i - 1]), po[i], pn[i], out)
    else:
        of, nf = old.fields, new.fields
        for key, text in nf.items():
            if of.get(key) != text:
                _field_ops(old, new, key, of.get(key), text, out)
        out += [{"op": "remove", "path": "/" + escape(key)} for key in of if key not in nf]
    return _dumps_any(out)[1:-1].decode()


# ---------------------------------------------------------------- the connections

class Base:
    """A connection's side of the protocol: the state document its next patch applies to (None: the
    next state goes whole) and how many ``state`` and ``patch`` messages it was sent."""

    __slots__ = ("sent", "count", "__weakref__")

    def __init__(self) -> None:
        self.sent: Sent | None = None
        self.count = 0
        _TAKERS.add(self)

    def reset(self) -> None:
        """The connection's base is unknown (dropped, or sent a state not made here)."""
        self.sent = None

    def posted(self, conn: Conn, sent: Sent) -> None:
        if conn.closed:  # the post dropped it (queue full): nothing more goes out on it
            self.sent = None
        else:
            self.sent = sent
            self.count += 1


def opted_in(query: Mapping[str, str]) -> Base | None:
    """The protocol side of a new connection: a :class:`Base` when the socket's URL asked for
    patches (``?changes=1``), else None (full states, as before)."""
    return Base() if query.get("changes") == "1" else None


def post_state(conn: Conn, parts: Sequence[str], log: list[Any]) -> None:
    """A full ``state`` to one connection (on connecting, a resync): for one that takes changes, it
    becomes the base of the next patch. (A text instead of the parts, a refusal of the resync, is
    posted as it is: the base stays.)"""
    if isinstance(parts, str):
        conn.post(parts)
        return
    sent = Sent(parts, log)
    conn.post(sent.text)
    if conn.changes is not None:
        conn.changes.posted(conn, sent)


class Batch:
    """One broadcast's messages to connections that take changes: each seat's state made once
    (``parts_of(seat)``), each (seat, base) patch once."""

    __slots__ = ("version", "log", "parts_of", "states", "patches")

    def __init__(self, version: int, log: list[Any], parts_of: Callable[[int], Sequence[str]]) -> None:
        self.version, self.log, self.parts_of = version, log, parts_of
        self.states: dict[int, Sent] = {}
        self.patches: dict[tuple[int, Sent], str] = {}

    def state(self, seat: int) -> Sent:
        got = self.states.get(seat)
        if got is None:
            got = self.states[seat] = Sent(self.parts_of(seat), self.log)
        return got

    def text(self, seat: int) -> str:
        """The full state of ``seat`` (for a connection that does not take changes)."""
        return self.state(seat).text

    def post(self, conn: Conn) -> None:
        """The state to ``conn``: a patch from its base, or whole when it has none."""
        base = conn.changes
        new = self.state(conn.seat)
        if base is None or base.sent is None:
            conn.post(new.text)
        else:
            key = (conn.seat, base.sent)
            ops = self.patches.get(key)
            if ops is None:
                ops = self.patches[key] = patch_ops(base.sent, new)
            conn.post('{"type":"patch","version":' + str(self.version) + ',"base":' + str(base.count)
                      + ',"ops":[' + ops + "]}")
        if base is not None:
            base.posted(conn, new)
