"""Audits of a running server, used by tests/hardening and scripts/ (docs/reliability.md).

* :func:`leaks` checks one message a seat (or a spectator, seat -1) received against the true
  state of the game at that message's version: it may name no card that the seat cannot see
  (another seat's hand, the stock, a face-down pozzo card), and no seed.
* :class:`Table` plays one table through the real WebSocket protocol (``websockets`` on a real
  socket), every seat a client choosing random legal moves from its own view, plus a spectator,
  and records every message each of them received. It plays the match to its end, or stops at the
  end of a given number of hands (the Italian matches of random players hardly ever end); a
  stopped game is still in play, so its record is read from the database (:func:`stored_record`).
"""

from __future__ import annotations

import asyncio
import functools
import json
import random
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import orjson

from canasta.cards import parse_face
from canasta.record import record_from_dict
from canasta.state import State

FACE = re.compile(r"^(?:10|[2-9JQKA])[hdcs]$|^JK$", re.IGNORECASE)
WORD = re.compile(r"[A-Za-z0-9]+")
SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false", "permission": "off"}
# The leak check plays a match to its end, or stops it at the end of a hand (docs/reliability.md):
# Italian matches between random players practically never end (the scores keep falling, hand after
# hand, so the target is not reached), so they stop at the end of their second hand; a few matches
# of the other presets drift the same way (a French 6-player one went past 9,800 moves), so every
# match stops at the end of its tenth hand at the latest.
# a Hand and Foot hand of random play runs to 300 moves and more (HF-9: four a match); random players
# at a Bolivia table of 5 or 6 seldom go out (two canastas, one of them an escalera) and rarely reach the
# target, so ten hands of it were some 1,600 moves of the largest states, which one client process could
# not read in time beside the other tables on a busy machine
HANDS_OF = {"italian": 2, "handfoot": 1, "bolivia": 2}
MAX_HANDS = 10


def hands_for(preset: str) -> int:
    """The hand at whose end the leak check stops a table of ``preset`` (if the match goes on)."""
    return HANDS_OF.get(preset, MAX_HANDS)


def configs(presets: tuple[str, ...] | None = None) -> list[tuple[str, int, int]]:
    """(preset, players, server bots) for every preset and player count it allows: each alone and,
    from 3 players, with the server's bots in half the seats (their seats get no messages, the
    others still must not learn their cards)."""
    from canasta.rules import PRESET_NAMES, preset_players

    out = []
    for p in presets or PRESET_NAMES:
        for n in preset_players(p):
            out.append((p, n, 0))
            if n >= 3:
                out.append((p, n, n // 2))
    return out


def visible(st: State, seat: int) -> Counter[int]:
    """Faces a seat may see now, with multiplicity: its hand, every meld, the red threes laid,
    the face-up pile and cards being taken; once the hand is over, every hand (the server shows
    the cards left in each hand to every seat and spectator then, and not before)."""
    c: Counter[int] = Counter()
    over = st.phase in ("hand_over", "match_over")
    for q in range(st.rules.players):
        if q == seat or over:
            c.update(st.hand(q))
        if over:
            c.update(st.feet[q])  # (a foot never picked up is shown too, HF-13)
    for side in st.melds:
        for m in side.values():
            c.update(m.cards)
    for r3 in st.red3s:
        c.update(r3)
    c.update(st.pile[st.pile_hidden:])
    c.update(st.pending)
    return c


Path = tuple[Any, ...]  # (parent path, key) chains, turned into text only for a report


def _in_log(path: Path) -> bool:
    """Whether ``path`` lies under a ``log`` key (the table's log of moves)."""
    while path:
        path, key = path
        if key == "log":
            return True
    return False


def _path_text(path: Path) -> str:
    keys: list[Any] = []
    while path:
        path, key = path
        keys.append(key)
    return "$" + "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in reversed(keys))


@functools.lru_cache(maxsize=65536)
def _faces_in(s: str) -> tuple[int, ...]:
    if FACE.match(s):
        return (parse_face(s),)
    # in free text only digit-led faces ("7h", "10s"): "JK" is also the joker's kind in move notation
    return tuple(parse_face(w) for w in WORD.findall(s) if FACE.match(w) and w[0].isdigit())


def leaks(msg: Any, st: State, seat: int, seed: int, allowed: Counter[int] | None = None,
          secrets: tuple[str, ...] = ()) -> list[str]:
    """What in ``msg`` (JSON data sent to ``seat`` while the game was in state ``st``) reveals a
    card the seat cannot see, the seed, or one of the ``secrets`` (the salt of the seed's
    commitment, which alone with the commitment would give the seed away). An empty list: nothing.
    ``allowed`` is ``visible(st, seat)`` if the caller has it already.

    Cards in arrays are counted in each array and over the whole message: a view lists every card
    the seat can see exactly once (its hand, the melds, the face-up pile...), so with several packs
    another seat's hand sent beside it shows a card more often than the seat can see it, even when
    each of its cards is also in sight somewhere."""
    out: list[str] = []
    if allowed is None:
        allowed = visible(st, seat)
    total: Counter[int] = Counter()
    flagged: set[int] = set()
    check_seed = abs(seed) > 10**6

    def go(x: Any, path: Path, in_list: bool) -> None:
        t = type(x)
        if t is str:
            if x in secrets or any(z in x for z in secrets):
                out.append(f"{_path_text(path)} reveals the salt of the seed's commitment")
            # a logged move names only cards laid face up (a sequence meld, SA-3): public from then on,
            # also once a later hand has cleared the table (the log runs over the hands)
            if not in_list and not (path and path[1] == "move" and _in_log(path)):
                for f in _faces_in(x):
                    if not allowed[f]:
                        out.append(f"{_path_text(path)} names {v_text(f)}, which the seat cannot see")
        elif t is dict:
            if "seed" in x:
                out.append(f"{_path_text(path)}.seed is sent")
            if isinstance(x.get("stock"), list):
                out.append(f"{_path_text(path)}.stock lists the stock")
            for k, v in x.items():
                go(v, (path, k), False)
        elif t is list:
            faces = [v for v in x if type(v) is str and FACE.match(v)]
            if faces:
                count = Counter(parse_face(v) for v in faces)
                total.update(count)
                for f, n in count.items():
                    if n > allowed[f]:
                        flagged.add(f)
                        out.append(f"{_path_text(path)} shows {n} x {v_text(f)}; the seat can see {allowed[f]}")
            for i, v in enumerate(x):
                if type(v) is not str:  # a string in a list is a card (counted above) or a word
                    go(v, (path, i), True)
        elif t is int and check_seed and x == seed:
            out.append(f"{_path_text(path)} is the seed")

    go(msg, (), False)
    for f, n in sorted(total.items()):
        if n > allowed[f] and f not in flagged:
            out.append(f"$ shows {n} x {v_text(f)} in all its lists; the seat can see {allowed[f]}")
    return out


def _first_difference(a: Any, b: Any, path: str = "$") -> str | None:
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                return f"{path}.{k}"
            d = _first_difference(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return path
        for i, (x, y) in enumerate(zip(a, b)):
            d = _first_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    return None if a == b else path


def preview_leaks(msg: dict[str, Any], st: State, seat: int, samples: int = 2) -> list[str]:
    """What a ``preview`` reply (sent to ``seat`` in state ``st``) reveals beyond the seat's view:
    the same preview is worked out again on ``samples`` other deals of the cards the seat cannot
    see (:func:`canasta.position.determinize` of its view); any field that comes out differently
    depends on hidden cards (e.g. the points left in the other hands when the staged moves end
    the hand)."""
    from canasta.position import determinize
    from canasta.web.tables.texts import preview_reply

    moves = [str(x) for x in msg.get("moves") or []]
    out: list[str] = []
    view = st.view(seat)
    for k in range(samples):
        alt = determinize(view, seed=1 + k)
        try:
            other = preview_reply(alt, seat, int(msg.get("version", 0)), moves)
        except Exception as e:  # refused on another deal, accepted on the true one: that tells too
            out.append(f"preview of {moves}: refused on another deal of the hidden cards ({e})")
            break
        where = _first_difference(msg, other)
        if where:
            out.append(f"preview of {moves}: {where} depends on cards the seat cannot see")
            break
    return out


def v_text(f: int) -> str:
    from canasta.cards import face_text

    return face_text(f)


def states_by_version(record: dict[str, Any]) -> list[State]:
    """The state after 0, 1, 2, ... moves of a game's record (finished, or read from the database)."""
    rec = record_from_dict(record)
    st = rec.start()
    out = [st.copy()]
    for t in rec.moves:
        st.apply(t)
        out.append(st.copy())
    return out


# ------------------------------------------------------------------ clients on a real socket

@dataclass
class Seen:
    seat: int
    messages: list[dict[str, Any]] = field(default_factory=list)
    done: bool = False  # the client saw the game reach its stop (the match's end or the hand's)
    logged: int = 0  # the last log row kept: a message keeps only the rows no earlier message had

    def keep(self, m: dict[str, Any]) -> None:
        """Keep ``m`` for the check, its log cut to the rows that are new to this client (each row is
        checked where it first came, against the position it came with; a state carries up to 400
        rows, and a long three-pack game kept them all again in every message: gigabytes)."""
        log = m.get("log")
        if isinstance(log, list):
            m["log"] = [r for r in log if not isinstance(r, dict) or not isinstance(r.get("n"), int) or r["n"] > self.logged]
            self.logged = max([self.logged] + [r["n"] for r in log if isinstance(r, dict) and isinstance(r.get("n"), int)])
        self.messages.append(m)


class Table:
    """One table played through the WebSocket protocol by random clients at every seat.

    With ``hands`` the clients stop when that many hands have ended (phase ``hand_over``, nobody
    deals) instead of playing the match to its end; the game is then still in play and its record
    is read from the database at ``database_url`` (the server's; required with ``hands``)."""

    def __init__(self, base: str, preset: str, players: int, rng: random.Random,
                 overrides: dict[str, str] | None = None, bots: int = 0, spectators: int = 1,
                 probe: float = 0.15, hands: int | None = None, database_url: str | None = None,
                 target: int = 50) -> None:
        if hands is not None and (hands < 1 or not database_url):
            raise ValueError("a table that stops after `hands` hands needs hands >= 1 and the database_url")
        self.base = base.rstrip("/")
        self.ws_base = "ws" + self.base[4:]
        self.preset = preset
        self.players = players
        self.rng = rng
        self.overrides = dict(SHORT if overrides is None else overrides)
        self.bots = bots          # the last `bots` seats are the server's bots
        self.spectators = spectators
        self.probe = probe        # how often a client also sends preview/explain/stale/out-of-turn probes
        self.hands = hands        # stop when this many hands have ended (None: at the match's end)
        self.target = target      # the match's target score
        self.database_url = database_url
        self.final: State | None = None  # the last true state, set by check()
        self.tid = ""
        self.tokens: list[str] = []
        self.seen: list[Seen] = []
        self.http: list[tuple[str, int, Any]] = []  # (path, status, body) fetched while playing
        self.errors: list[str] = []

    # -- HTTP (httpx, async)
    async def setup(self, http: Any) -> None:
        humans = self.players - self.bots
        for i in range(humans):
            r = await http.post(f"{self.base}/api/users", json={"name": f"p{i}"})
            r.raise_for_status()
            self.tokens.append(r.json()["token"])
        seats = [{"kind": "human"}] * humans + [{"kind": "bot", "level": "random"}] * self.bots
        body: dict[str, Any] = {"preset": self.preset, "players": self.players, "rules": self.overrides,
                                "target": self.target, "seats": seats, "sit": 0}
        r = await http.post(f"{self.base}/api/tables", json=body, headers={"x-token": self.tokens[0]})
        if r.status_code == 400 and "canastas_to_go_out" in r.text:
            body["rules"] = {k: v for k, v in self.overrides.items() if k != "canastas_to_go_out"}
            r = await http.post(f"{self.base}/api/tables", json=body, headers={"x-token": self.tokens[0]})
        if r.status_code != 200:
            raise RuntimeError(f"cannot create a table: {r.status_code} {r.text}")
        self.tid = r.json()["id"]
        for i in range(1, humans):
            r = await http.post(f"{self.base}/api/tables/{self.tid}/sit/{i}", headers={"x-token": self.tokens[i]})
            r.raise_for_status()

    async def snoop(self, http: Any) -> None:
        """What anyone may fetch over HTTP while the game is on."""
        got = []
        for path in (f"/api/tables/{self.tid}", "/api/tables?status=playing", f"/api/tables/{self.tid}/record",
                     f"/api/tables/{self.tid}/replay?step=0"):
            r = await http.get(self.base + path)
            got.append((path, r.status_code, r.json()))
        # kept only if the game was still in play after the last fetch (a fast game may be over)
        after = await http.get(f"{self.base}/api/tables/{self.tid}")
        if after.json().get("status") == "playing":
            self.http.extend(got)

    # -- WebSocket
    async def seat_client(self, seat: int, deadline: float) -> None:
        import websockets

        token = self.tokens[seat] if seat >= 0 else ""
        seen = Seen(seat)
        self.seen.append(seen)
        url = f"{self.ws_base}/ws/{self.tid}" + (f"?token={token}" if token else "")
        async with websockets.connect(url, max_size=2**24) as ws:
            while time.monotonic() < deadline:
                try:
                    raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, deadline - time.monotonic()))
                except TimeoutError:
                    break
                m = orjson.loads(raw)  # (json is several times slower: one process reads every table's messages)
                seen.keep(m)
                if m.get("type") == "error" and m.get("code") not in ("stale", "not_your_turn", "illegal", "syntax",
                                                                      "spectator", "bad_message"):
                    self.errors.append(f"seat {seat}: {m}")
                if m.get("type") != "state":
                    continue
                if self.stops_at(m["info"]):
                    seen.done = True
                    break
                legal = m["view"].get("legal_moves") or []
                if seat < 0 or not legal:
                    if seat >= 0 and self.rng.random() < self.probe / 4:  # out of turn: refused, no change
                        await ws.send(json.dumps({"type": "move", "version": m["version"], "moves": ["draw"]}))
                    continue
                # mostly draw when drawing is allowed: random players who keep taking the pile can
                # keep a hand going for ever (the cards go round and the stock never runs out)
                move = "draw" if "draw" in legal and self.rng.random() < 0.8 else self.rng.choice(legal)
                if self.rng.random() < self.probe:
                    probe = self.rng.choice(["preview", "explain", "stale"])
                    if probe == "preview":
                        staged = [x for x in legal if x.startswith(("meld", "add"))][:2]
                        await ws.send(json.dumps({"type": "preview", "version": m["version"], "moves": staged}))
                    elif probe == "explain":
                        await ws.send(json.dumps({"type": "explain", "version": m["version"],
                                                  "move": self.rng.choice(["draw", "discard 7", "take", move])}))
                    else:
                        await ws.send(json.dumps({"type": "move", "version": m["version"] - 1, "moves": [move]}))
                        continue  # the server answers with a fresh state; act on that
                await ws.send(json.dumps({"type": "move", "version": m["version"], "moves": [move]}))

    def stops_at(self, info: dict[str, Any]) -> bool:
        """Whether the clients stop at a state with this ``info``: the match is over, or (with
        ``hands``) that many hands have ended."""
        if info["phase"] == "match_over":
            return True
        return self.hands is not None and info["phase"] == "hand_over" and len(info["sheet"]) >= self.hands

    async def play(self, http: Any, timeout: float = 120.0) -> dict[str, Any]:
        """Play to the stop; return the game's record: the finished game's, over HTTP, or that of a
        game stopped after ``hands`` hands, from the database (over HTTP it must stay hidden)."""
        await self.setup(http)
        deadline = time.monotonic() + timeout
        humans = self.players - self.bots
        tasks = [asyncio.create_task(self.seat_client(s, deadline)) for s in range(humans)]
        tasks += [asyncio.create_task(self.seat_client(-1, deadline)) for _ in range(self.spectators)]
        await asyncio.sleep(0.05)
        await self.snoop(http)
        await asyncio.gather(*tasks)
        r = await http.get(f"{self.base}/api/tables/{self.tid}/record")
        playing = (await http.get(f"{self.base}/api/tables/{self.tid}")).json().get("status") == "playing"
        if playing and r.status_code != 403:
            self.errors.append(f"table {self.tid}: the record answered {r.status_code} while the game is in play")
        if playing and self.database_url and self.seen and all(s.done for s in self.seen):
            return stored_record(self.database_url, self.tid)  # stopped at the end of a hand, still in play
        if playing or r.status_code != 200:
            last = []
            for seen in self.seen:
                st_ = [m for m in seen.messages if m.get("type") == "state"]
                if st_:
                    m = st_[-1]
                    last.append(f"seat {seen.seat}: v{m['version']} {m['info']['phase']} turn {m['info']['turn']} "
                                f"legal {m['view']['legal_moves'][:4]}")
            goal = "finish" if self.hands is None else f"finish (or end hand {self.hands})"
            raise RuntimeError(f"table {self.tid} ({self.preset} {self.players}p, {self.bots} bots) did not {goal} "
                               f"in {timeout:g} s; last states: {'; '.join(last)}")
        return dict(r.json())

    def check(self, record: dict[str, Any]) -> tuple[int, list[str]]:
        """(messages checked, leaks found) over every message every client received."""
        states = states_by_version(record)
        self.final = states[-1]
        seed = int(record["seed"])
        fair = (record.get("meta") or {}).get("fairness") or {}
        hidden = (str(fair["salt"]),) if fair.get("salt") else ()
        found: list[str] = []
        n = 0
        sights: dict[tuple[int, int], Counter[int]] = {}  # visible(), by (version, seat)
        if self.hands is not None and not self.stops_at({"phase": self.final.phase, "sheet": self.final.sheet}):
            found.append(f"table {self.tid}: the stored game stops in phase {self.final.phase} after "
                         f"{len(self.final.sheet)} hands, not at the end of hand {self.hands}")
        for seen in self.seen:
            for m in seen.messages:
                v = int(m.get("version", 0))
                if not 0 <= v < len(states):
                    found.append(f"table {self.tid} seat {seen.seat}: a {m.get('type')} message at version {v}, "
                                 f"but {len(states) - 1} moves are stored")
                    continue
                st = states[v]
                # at hand_over the server shows the cards left in every hand (visible() allows them
                # then, and only then)
                if st.phase == "match_over":
                    continue  # the game is over: the record shows everything anyway
                n += 1
                allowed = sights.get((v, seen.seat))
                if allowed is None:
                    allowed = sights[v, seen.seat] = visible(st, seen.seat)
                for x in leaks(m, st, seen.seat, seed, allowed, hidden):
                    found.append(f"table {self.tid} seat {seen.seat} version {v} {m.get('type')}: {x}")
                if m.get("type") == "preview" and seen.seat >= 0:
                    for x in preview_leaks(m, st, seen.seat):
                        found.append(f"table {self.tid} seat {seen.seat} version {v} preview: {x}")
        for path, status, body in self.http:
            n += 1
            if path.endswith(("/record", "replay?step=0")) and status != 403:
                found.append(f"{path} answered {status} while the game was in play")
            for x in leaks(body, states[0], -1, seed, secrets=hidden) if status == 200 else []:
                found.append(f"{path}: {x}")
        return n, found


# ------------------------------------------------------------------ the server as a process

def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


LOOSE = {f"CANASTA_LIMIT_{k}": "100000" for k in (
    "ADDR_WS", "ADDR_RATE", "ADDR_BURST", "CONN_RATE", "CONN_BURST", "ADDR_CONNECT_RATE", "ADDR_CONNECT_BURST",
    "RESYNC_RATE", "RESYNC_BURST", "ADDR_RESYNC_RATE", "ADDR_RESYNC_BURST", "USER_IMPORTS")}


class Server:
    """``canasta serve`` in a child process on a free loopback port (SIGKILL-able)."""

    def __init__(self, data_dir: str, bot_delay: float = 0.0, env: dict[str, str] | None = None,
                 database_url: str | None = None, port: int | None = None) -> None:
        self.data_dir = data_dir
        self.bot_delay = bot_delay
        self.env = dict(LOOSE if env is None else env)
        self.database_url = database_url
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc: Any = None

    @property
    def url(self) -> str:
        """The SQLAlchemy URL of the server's database (the SQLite file in the data dir by default)."""
        import os

        return self.database_url or f"sqlite:///{os.path.abspath(self.data_dir)}/canasta.db"

    def start(self, timeout: float = 60.0) -> Server:
        import os
        import subprocess
        import sys
        import urllib.request

        exe = os.path.join(os.path.dirname(sys.executable), "canasta")
        cmd = [exe, "serve", "--port", str(self.port), "--data-dir", self.data_dir,
               "--bot-delay", str(self.bot_delay)]
        if self.database_url:
            cmd += ["--database-url", self.database_url]
        self.log = open(os.path.join(self.data_dir, "server.log"), "ab")  # noqa: SIM115
        self.proc = subprocess.Popen(cmd, env={**os.environ, **self.env}, stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}; see {self.data_dir}/server.log")
            try:
                with urllib.request.urlopen(self.base + "/api/meta", timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        import signal

        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()
        self.log.close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except Exception:
                self.kill()
        self.log.close()

    def rss_kib(self) -> int:
        """The server's resident memory in KiB (Linux /proc)."""
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0


# ------------------------------------------------------------------ crashes

def stored_record(database_url: str, tid: str) -> dict[str, Any]:
    """The record (``canasta-record/1``) of a table as stored, read straight from the database:
    its rule set, seed and moves. It works for a game still in play, whose record the server
    rightly refuses to serve."""
    import sqlalchemy as sa

    from canasta.record import FORMAT

    eng = sa.create_engine(database_url)
    try:
        with eng.connect() as c:
            row = c.execute(sa.text("SELECT rules, seed, salt FROM tables WHERE id = :t"), {"t": tid}).first()
            if row is None:
                raise LookupError(f"table {tid!r} is not in the database {database_url}")
            moves = c.execute(sa.text("SELECT n, text FROM moves WHERE table_id = :t ORDER BY n"), {"t": tid}).all()
    finally:
        eng.dispose()
    numbers = [int(n) for n, _ in moves]
    if numbers != list(range(1, len(moves) + 1)):
        raise LookupError(f"table {tid!r}: the stored moves are not numbered 1 to {len(moves)}")
    out: dict[str, Any] = {"format": FORMAT, "rules": json.loads(row[0]), "seed": int(row[1]),
                           "moves": [str(t) for _, t in moves]}
    if row[2]:
        from canasta.fairness import fairness_meta

        out["meta"] = {"fairness": fairness_meta(int(row[1]), str(row[2]))}
    return out


def stored_moves(database_url: str, tid: str) -> dict[int, str]:
    """The moves of a table as stored, read straight from the database."""
    import sqlalchemy as sa

    eng = sa.create_engine(database_url)
    try:
        with eng.connect() as c:
            rows = c.execute(sa.text("SELECT n, text FROM moves WHERE table_id = :t"), {"t": tid})
            return {int(n): str(t) for n, t in rows}
    finally:
        eng.dispose()


class CrashClient:
    """The person at one table (the other seats are the server's bots): plays random legal moves,
    reconnects after every crash, and remembers every move it was told of (acknowledged)."""

    def __init__(self, base: str, tid: str, token: str, seat: int, rng: random.Random) -> None:
        self.ws_url = "ws" + base[4:] + f"/ws/{tid}?token={token}"
        self.tid = tid
        self.seat = seat
        self.rng = rng
        self.acked: dict[int, str] = {}
        self.done = False
        self.reconnects = 0
        self.problems: list[str] = []

    async def run(self, deadline: float) -> None:
        import websockets

        while not self.done and time.monotonic() < deadline:
            try:
                async with websockets.connect(self.ws_url, open_timeout=5) as ws:
                    while time.monotonic() < deadline:
                        m = json.loads(await asyncio.wait_for(ws.recv(), timeout=30))
                        if m.get("type") == "error" and m.get("code") not in ("stale", "not_your_turn"):
                            self.problems.append(f"table {self.tid}: {m}")
                        if m.get("type") != "state":
                            continue
                        for e in m["log"]:
                            prev = self.acked.setdefault(int(e["n"]), e["move"])
                            if prev != e["move"]:
                                self.problems.append(f"table {self.tid}: move {e['n']} was {prev!r}, now {e['move']!r}")
                        if m["info"]["phase"] == "match_over":
                            self.done = True
                            return
                        legal = m["view"]["legal_moves"]
                        if legal:
                            await ws.send(json.dumps({"type": "move", "version": m["version"],
                                                      "moves": [self.rng.choice(legal)]}))
            except (OSError, TimeoutError, Exception) as e:  # the server is down: try again
                if type(e).__name__ not in ("ConnectionClosedError", "ConnectionClosedOK", "ConnectionClosed",
                                            "ConnectionRefusedError", "InvalidStatus", "TimeoutError",
                                            "InvalidMessage", "OSError", "EOFError", "ConnectionResetError"):
                    self.problems.append(f"table {self.tid}: client error {type(e).__name__}: {e}")
                self.reconnects += 1
                await asyncio.sleep(0.2)


async def crash_run(data_dir: str, kills: int, tables: int = 3, seed: int = 1, database_url: str | None = None,
                    say: Any = print) -> dict[str, Any]:
    """Play ``tables`` tables at once (one person, three bots each) and SIGKILL the server ``kills``
    times at random moments; after each kill every acknowledged move must be stored. A table whose
    match is over is replaced by a new one, and the moment is drawn again if every match ended
    while waiting for it, so every kill strikes games in play. Then every game must finish. Returns figures; raises AssertionError on any loss."""
    import httpx

    rng = random.Random(seed)
    url = database_url or f"sqlite:///{data_dir}/canasta.db"
    srv = Server(data_dir, bot_delay=0.02, database_url=database_url).start()
    clients: list[CrashClient] = []   # every table's person, in order of creation
    live: list[CrashClient] = []      # the `tables` tables being played now
    tasks: list[asyncio.Task[None]] = []
    checked = 0
    in_play = 0      # kills that found a game unfinished with moves acknowledged since the last kill
    acked_before = 0

    async def new_table() -> CrashClient:
        i = len(clients)
        async with httpx.AsyncClient(timeout=30) as http:
            tok = (await http.post(f"{srv.base}/api/users", json={"name": f"crash{i}"})).json()["token"]
            r = await http.post(f"{srv.base}/api/tables", headers={"x-token": tok}, json={
                "preset": ["classic", "french", "slovak", "finnish"][i % 4], "players": 4, "rules": SHORT,
                "target": 400, "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3, "sit": 0})
        assert r.status_code == 200, r.text
        c = CrashClient(srv.base, r.json()["id"], tok, 0, random.Random(rng.random()))
        clients.append(c)
        tasks.append(asyncio.create_task(c.run(time.monotonic() + 120 + kills * 15)))
        return c

    try:
        for _ in range(tables):
            live.append(await new_table())
        for k in range(kills):
            playing = 0
            while not playing:  # (a match takes a few seconds: all may end before the moment comes)
                for j, c in enumerate(live):
                    if c.done:
                        live[j] = await new_table()
                # the games go on: each table acknowledges a new move (after a restart: its client is back)
                counts = [len(c.acked) for c in live]
                until = time.monotonic() + 60
                while not all(c.done or len(c.acked) > n for c, n in zip(live, counts)):
                    assert time.monotonic() < until, f"kill {k + 1}: a game did not go on within 60 s"
                    await asyncio.sleep(0.05)
                await asyncio.sleep(rng.uniform(0.2, 2.0))
                playing = sum(not c.done for c in live)
            srv.kill()
            acked = sum(len(c.acked) for c in clients)
            in_play += playing > 0 and acked > acked_before
            acked_before = acked
            for c in clients:
                stored = stored_moves(url, c.tid)
                lost = {n: mv for n, mv in c.acked.items() if stored.get(n) != mv}
                assert not lost, f"kill {k + 1}: table {c.tid} lost acknowledged moves {sorted(lost)[:5]}"
                checked += len(c.acked)
            say(f"kill {k + 1:3d}: {playing} games in play, acknowledged moves {[len(c.acked) for c in live]}, "
                f"all {acked} stored")
            srv.start()
        await asyncio.gather(*tasks)
        for c in clients:
            assert c.done, f"table {c.tid} did not finish after the crashes"
            assert not c.problems, c.problems[:3]
        async with httpx.AsyncClient(timeout=30) as http:
            for c in clients:
                rec = (await http.get(f"{srv.base}/api/tables/{c.tid}/record")).json()
                moves = rec["moves"]
                assert all(moves[n - 1] == mv for n, mv in c.acked.items()), f"table {c.tid}: record differs"
        if url.startswith("sqlite"):
            import sqlite3

            db = sqlite3.connect(f"{data_dir}/canasta.db")
            assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            db.close()
        else:
            import sqlalchemy as sa

            eng = sa.create_engine(url)
            try:
                with eng.connect() as conn:
                    assert conn.execute(sa.text("SHOW synchronous_commit")).scalar() != "off"
                    assert conn.execute(sa.text("SHOW fsync")).scalar() == "on"
            finally:
                eng.dispose()
    finally:
        for t in tasks:
            t.cancel()
        srv.stop()
    return {"kills": kills, "kills_in_play": in_play, "tables": tables, "games": len(clients),
            "moves": sum(len(c.acked) for c in clients), "acknowledged_checked": checked,
            "reconnects": sum(c.reconnects for c in clients)}


# ------------------------------------------------------------------ attacks (scripts/attack.py)

def ws_frame(text: str) -> bytes:
    """One masked WebSocket text frame, as a client sends it."""
    import os
    import struct

    data = text.encode()
    n = len(data)
    head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack("!H", n))
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def raw_ws(host: str, port: int, path: str, rcvbuf: int = 4096, source: str = "", timeout: float = 10.0) -> Any:
    """A raw socket that has opened a WebSocket (the 101 answer read) and from then on reads
    nothing: its receive buffer is tiny, so the server's writes to it soon block."""
    import base64
    import os
    import socket

    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    if source:
        s.bind((source, 0))
    s.settimeout(timeout)
    s.connect((host, port))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    got = b""
    while b"\r\n\r\n" not in got:
        chunk = s.recv(1)  # byte by byte: nothing past the handshake is read
        if not chunk:
            raise ConnectionError("the server closed the connection during the handshake")
        got += chunk
    if b" 101 " not in got.split(b"\r\n")[0]:
        raise ConnectionError(f"handshake refused: {got.splitlines()[0]!r}")
    return s


class NeverReader:
    """The attack of docs/reliability.md: a client with a 4 KiB receive buffer that asks for
    ``resync`` ``rate`` times a second and never reads. Runs in a thread; reconnects when dropped
    (``reconnect``), counting the drops."""

    def __init__(self, host: str, port: int, tid: str, rate: float = 14.0, source: str = "",
                 reconnect: bool = True) -> None:
        import threading

        self.host, self.port, self.tid, self.rate, self.source = host, port, tid, rate, source
        self.reconnect = reconnect
        self.drops = 0
        self.sent = 0
        self.refused = 0
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> NeverReader:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.stop_event.set()
        self.thread.join(10)

    def _run(self) -> None:
        frame = ws_frame('{"type": "resync"}')
        while not self.stop_event.is_set():
            try:
                s = raw_ws(self.host, self.port, f"/ws/{self.tid}", source=self.source, timeout=2)
            except OSError:
                self.refused += 1
                self.stop_event.wait(0.5)
                continue
            try:
                while not self.stop_event.is_set():
                    s.sendall(frame)
                    self.sent += 1
                    self.stop_event.wait(1 / self.rate)
            except OSError:  # dropped by the server
                self.drops += 1
            finally:
                s.close()
            if not self.reconnect:
                return


class SlowHeaders:
    """Slow clients: ``n`` connections that send a request's headers a few bytes at a time (one
    piece every ``every`` seconds), reopened when the server closes them; counts the closes and
    how long each connection was held."""

    def __init__(self, host: str, port: int, n: int = 50, every: float = 1.0, source: str = "") -> None:
        import threading

        self.host, self.port, self.n, self.every, self.source = host, port, n, every, source
        self.closed_after: list[float] = []
        self.stop_event = threading.Event()
        self.threads = [threading.Thread(target=self._run, daemon=True) for _ in range(n)]

    def start(self) -> SlowHeaders:
        for t in self.threads:
            t.start()
        return self

    def stop(self) -> None:
        self.stop_event.set()
        for t in self.threads:
            t.join(10)

    def _run(self) -> None:
        import socket

        while not self.stop_event.is_set():
            t0 = time.monotonic()
            try:
                s = socket.create_connection((self.host, self.port), timeout=5,
                                             source_address=(self.source, 0) if self.source else None)
            except OSError:
                self.stop_event.wait(0.5)
                continue
            try:
                s.sendall(b"GET /api/meta HTTP/1.1\r\nHost: x\r\n")
                i = 0
                while not self.stop_event.is_set():
                    self.stop_event.wait(self.every)
                    s.sendall(f"X-Slow-{i}: ".encode() if i % 2 == 0 else b"y\r\n")
                    i += 1
            except OSError:
                self.closed_after.append(time.monotonic() - t0)
            finally:
                s.close()


async def reconnect_churn(base: str, tid: str, until: float, source: str = "") -> dict[str, int]:
    """Open and close WebSockets to a table as fast as the server lets, from one address."""
    import websockets

    url = "ws" + base[4:] + f"/ws/{tid}"
    n = {"opened": 0, "refused": 0}
    kw: dict[str, Any] = {"local_addr": (source, 0)} if source else {}
    while time.monotonic() < until:
        try:
            async with websockets.connect(url, open_timeout=5, **kw) as ws:
                await asyncio.wait_for(ws.recv(), 5)
                n["opened"] += 1
        except Exception:
            n["refused"] += 1
            await asyncio.sleep(0.05)
    return n


async def person_table(http: Any, base: str, rng: random.Random, target: int) -> tuple[str, str]:
    """A simulated person's new table, one human seat (theirs) and three random bots: (token, table id).
    Raises on a refused request (the caller counts it and starts over)."""
    tok = str((await http.post(f"{base}/api/users", json={"name": "load"})).json()["token"])
    r = await http.post(f"{base}/api/tables", headers={"x-token": tok}, json={
        "preset": rng.choice(["classic", "french", "slovak", "finnish"]), "players": 4, "rules": SHORT,
        "target": target, "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3, "sit": 0})
    r.raise_for_status()
    return tok, str(r.json()["id"])


async def play_person(ws: Any, rng: random.Random, think: float, until: float, errors: list[str],
                      confirmed: Any, seen: Any = None, changes: bool = False) -> None:
    """Play a person's seat through an open WebSocket until the match ends or ``until``: think
    ``think`` seconds (0.5x-1.5x) and send a random legal move. ``confirmed(sent_at, seconds)`` is
    called when the state that confirms a move arrives; ``seen(version)`` on every state.
    ``changes``: the socket was opened with ``?changes=1`` (patches, applied by tests/patchapply.py)."""
    from patchapply import PatchedState

    sent_at: float | None = None
    sent_version = -1
    patched = PatchedState() if changes else None
    while time.monotonic() < until:
        m = orjson.loads(await asyncio.wait_for(ws.recv(), timeout=60))  # (the load client: json is 10x slower)
        if m["type"] == "error":
            errors.append(f"{m['code']}: {m['message'][:100]}")
            sent_at = None
            continue
        if patched is not None and m["type"] in ("state", "patch"):
            m = patched.take(m)
            if m is None:
                errors.append("patch: a base the client does not have")
                await ws.send('{"type":"resync"}')
                continue
        elif m["type"] != "state":
            continue
        if seen is not None:
            seen(m["version"])
        if sent_at is not None and m["version"] > sent_version:
            confirmed(sent_at, time.monotonic() - sent_at)
            sent_at = None
        if m["info"]["phase"] == "match_over":
            return
        legal = m["view"]["legal_moves"]
        if legal and sent_at is None:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            sent_version = m["version"]
            sent_at = time.monotonic()
            await ws.send(json.dumps({"type": "move", "version": m["version"], "moves": [rng.choice(legal)]}))


def recv_until(ws: Any, ok: Any, timeout: float = 15) -> dict[str, Any]:
    """The first message of a (sync) WebSocket for which ``ok`` is true, within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        m = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        if ok(m):
            return dict(m)
