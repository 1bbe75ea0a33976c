"""Club nights with duplicate deals (issue 18 §3).

An organiser creates an event: a rule set (four players, two pairs), a number of rounds, the pairs
taking part (members, or bots to fill a place), and how it is scored. Each round the server seats
the pairs by a round-robin (every pair meets another), and starts every table of the round together
on the round's own seed, so every table plays the same deals. At every other table the pairs sit
one seat round (the pair that would hold the cards of seats 0 and 2 holds those of 1 and 3), as in
duplicate bridge: every hand of the round is played by both directions, and a pair is compared only
with the pairs that held the same cards, so the luck of the deal cancels.

Scoring, chosen per event:
- ``match_points``: within each group of pairs that held the same cards in a round, 2 points for
  every pair it beat and 1 for every tie (by its match margin: its score minus its opponents');
- ``total_points``: the sum of its match margins.

The event, its entries and which table played which round are stored; the standings are derived
from the tables' results whenever they are asked for.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from fastapi import APIRouter, Header, Request
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, ConfigDict, Field

from ...rules import PRESET_NAMES, RuleError, make_rules
from ..pages import render
from ..refusals import Refusal, refused, scope_lang
from ..storage import Storage, metadata

events = sa.Table(
    "events", metadata,
    sa.Column("id", sa.String(16), primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("preset", sa.String(20), nullable=False),
    sa.Column("rules", sa.Text, nullable=False),       # the house rules asked for, JSON
    sa.Column("rounds", sa.Integer, nullable=False),
    sa.Column("scoring", sa.String(16), nullable=False),
    sa.Column("owner", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
    sa.Column("created", sa.Float, nullable=False),
)

entries = sa.Table(
    "event_entries", metadata,
    sa.Column("event_id", sa.String(16), sa.ForeignKey("events.id"), primary_key=True),
    sa.Column("entry", sa.Integer, primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("players", sa.Text, nullable=False),     # JSON: two of user id (int) or bot level ("bot:medium")
)

rounds_t = sa.Table(
    "event_tables", metadata,
    sa.Column("event_id", sa.String(16), sa.ForeignKey("events.id"), primary_key=True),
    sa.Column("round", sa.Integer, primary_key=True),
    sa.Column("table_no", sa.Integer, primary_key=True),
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), nullable=False),
    sa.Column("a", sa.Integer, nullable=False),         # the entry on seats 0 and 2
    sa.Column("b", sa.Integer, nullable=False),         # the entry on seats 1 and 3
)

SCORING = ("match_points", "total_points")


class NewEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=80)
    players: list[int | str] = Field(min_length=2, max_length=2)


class NewEvent(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=80)
    preset: str = "classic"
    rules: dict[str, str] = Field(default_factory=dict)
    rounds: int = Field(default=3, ge=1, le=30)
    scoring: str = "match_points"
    entries: list[NewEntry] = Field(min_length=2, max_length=40)


def schedule(n: int, rnd: int) -> list[tuple[int, int]]:
    """Round ``rnd`` (0-based) of a round-robin of ``n`` entries (the circle method; ``n`` even):
    the pairs (a, b) that meet, entry ``a`` on seats 0 and 2."""
    others = list(range(1, n))
    k = rnd % (n - 1)
    ring = [0] + others[k:] + others[:k]
    half = n // 2
    out = []
    for i in range(half):
        x, y = ring[i], ring[n - 1 - i]
        out.append((x, y) if (i + rnd) % 2 == 0 else (y, x))
    return out


@dataclass
class Standing:
    entry: int
    name: str
    played: int
    score: float
    margins: list[int]


class Events:
    def __init__(self, storage: Storage, tables: Any) -> None:
        self.storage = storage
        self.tables = tables  # the registry of table owners

    def create(self, body: NewEvent, owner: int) -> str:
        if body.preset not in PRESET_NAMES:
            raise Refusal(400, "unknown-preset", f"unknown preset {body.preset!r}; valid: {', '.join(PRESET_NAMES)}",
                          preset=body.preset, valid=list(PRESET_NAMES))
        if body.scoring not in SCORING:
            raise Refusal(400, "bad-scoring", f"scoring: {body.scoring!r}; valid: {', '.join(SCORING)}",
                          scoring=body.scoring, valid=list(SCORING))
        try:
            rs = make_rules(body.preset, 4, body.rules)
        except RuleError as err:
            raise refused(400, "bad-rules", err) from None
        if rs.partnership != "pairs":
            raise Refusal(400, "event-pairs", "an event is played by pairs: four players in two partnerships")
        from ... import bots as bots_mod

        levels = set(bots_mod.LEVELS) | set(bots_mod.BOTS)
        seen: set[int] = set()
        with self.storage.engine.connect() as c:
            for e in body.entries:
                for p in e.players:
                    if isinstance(p, int):
                        if p in seen:
                            raise Refusal(400, "player-twice", f"player {p} is in two entries", player=p)
                        seen.add(p)
                        if c.execute(sa.text("SELECT 1 FROM users WHERE id = :i"), {"i": p}).first() is None:
                            raise Refusal(400, "entry-no-player", f"entry {e.name!r}: no player {p}", entry=e.name,
                                              player=p)
                    elif not (p.startswith("bot:") and p[4:] in levels):
                        raise Refusal(400, "entry-bad-player", f"entry {e.name!r}: {p!r} is neither a player id nor bot:LEVEL",
                                          entry=e.name, player=p)
        n = len(body.entries) + len(body.entries) % 2
        if n < 4:  # one table: the duplicate comparison has no other table to compare with (issue 40, newcomer 8)
            raise Refusal(400, "event-too-few", f"{len(body.entries)} entries make one table: a club night needs at least three",
                          count=len(body.entries))
        if body.rounds > n - 1:
            raise Refusal(400, "too-many-rounds", f"{len(body.entries)} entries meet each other in at most {n - 1} rounds",
                          count=len(body.entries), rounds=n - 1)
        eid = secrets.token_hex(4)
        with self.storage.engine.begin() as c:
            c.execute(events.insert().values(id=eid, name=body.name, preset=body.preset, rules=json.dumps(body.rules),
                                             rounds=body.rounds, scoring=body.scoring, owner=owner, created=time.time()))
            items = [{"event_id": eid, "entry": i, "name": e.name, "players": json.dumps(e.players)}
                     for i, e in enumerate(body.entries)]
            if len(body.entries) % 2:  # an odd field: a pair of bots makes it even
                items.append({"event_id": eid, "entry": len(items), "name": "bots",
                              "players": json.dumps(["bot:medium", "bot:medium"])})
            c.execute(entries.insert(), items)
        return eid

    def _event(self, eid: str) -> tuple[Any, list[Any], list[Any]]:
        with self.storage.engine.connect() as c:
            ev = c.execute(sa.select(events).where(events.c.id == eid)).first()
            if ev is None:
                raise Refusal(404, "no-event", f"no event {eid!r}", event=str(eid)[:40])
            es = list(c.execute(sa.select(entries).where(entries.c.event_id == eid).order_by(entries.c.entry)))
            ts = list(c.execute(sa.select(rounds_t).where(rounds_t.c.event_id == eid)
                                .order_by(rounds_t.c.round, rounds_t.c.table_no)))
        return ev, es, ts

    def start_round(self, eid: str) -> list[str]:
        """Seat the next round and start all of its tables together, on one seed (on the event loop:
        the tables' bots start there)."""
        from ...fairness import new_salt
        from ..limits import new_seed

        ev, es, ts = self._event(eid)
        done = max((t.round for t in ts), default=-1)
        if done + 1 >= ev.rounds:
            raise Refusal(409, "event-done", "every round of the event has been played")
        if done >= 0:
            for t in ts:
                if t.round == done:
                    row = self.storage.table(t.table_id)
                    if row is None or row.status == "playing":
                        raise Refusal(409, "round-in-play", f"round {done + 1} is still being played", round=done + 1)
        rnd = done + 1
        rs = make_rules(ev.preset, 4, json.loads(ev.rules))
        seed = new_seed()
        made: list[str] = []
        with self.storage.engine.begin() as c:
            for no, (a, b) in enumerate(schedule(len(es), rnd)):
                pa, pb = json.loads(es[a].players), json.loads(es[b].players)
                seated = [pa[0], pb[0], pa[1], pb[1]]
                specs: list[tuple[str, str | None]] = [("bot", str(p)[4:]) if isinstance(p, str) else ("human", None)
                                                       for p in seated]
                tid = self.storage._insert_table(c, ev.preset, 4, rs.to_dict(), json.loads(ev.rules), seed, specs,
                                                 ev.owner, new_salt())  # its commitment: before its first card (D26)
                for seat, p in enumerate(seated):
                    if isinstance(p, int):
                        c.execute(sa.text("UPDATE seats SET user_id = :u WHERE table_id = :t AND seat = :s"),
                                  {"u": p, "t": tid, "s": seat})
                c.execute(rounds_t.insert().values(event_id=eid, round=rnd, table_no=no, table_id=tid, a=a, b=b))
                made.append(tid)
        for tid in made:  # every table of the round starts together
            g = self.tables.load(tid)
            if g is not None:
                g.kick()
        return made

    def standings(self, eid: str) -> dict[str, Any]:
        ev, es, ts = self._event(eid)
        margins: dict[int, list[int]] = {e.entry: [] for e in es}
        points: dict[int, float] = {e.entry: 0.0 for e in es}
        tables_out = []
        from .sealing import sealing

        for rnd in sorted({t.round for t in ts}):
            groups: dict[str, list[tuple[int, int]]] = {"02": [], "13": []}
            in_round = [x for x in ts if x.round == rnd]
            # issue 38, D1: while a table of the round is in play, no table of it tells how it went
            sealed = bool(in_round) and sealing(self.storage).check(in_round[0].table_id, None) is not None
            for t in in_round:
                row = self.storage.table(t.table_id)
                res = row.result if row is not None else None
                over = bool(res and row is not None and row.status != "playing") and not sealed
                closed = row is not None and row.status == "closed" and not sealed  # by an organiser: it counts for no one
                tables_out.append({"round": rnd + 1, "table": t.table_no + 1, "id": t.table_id,
                                   "a": es[t.a].name, "b": es[t.b].name, "over": over, "closed": closed,
                                   "sealed": sealed,
                                   "scores": list(res["scores"]) if over and res and not closed else None})
                if not over or not res or closed:
                    continue
                s0, s1 = int(res["scores"][0]), int(res["scores"][1])
                groups["02"].append((t.a, s0 - s1))
                groups["13"].append((t.b, s1 - s0))
            for group in groups.values():
                for entry, m in group:
                    margins[entry].append(m)
                    if ev.scoring == "total_points":
                        points[entry] += m
                    else:
                        points[entry] += sum(2 if m > o else 1 if m == o else 0 for e2, o in group if e2 != entry)
        table = sorted((Standing(e.entry, e.name, len(margins[e.entry]), points[e.entry], margins[e.entry]) for e in es),
                       key=lambda s: (-s.score, -sum(s.margins), s.name))
        return {"id": ev.id, "name": ev.name, "preset": ev.preset, "scoring": ev.scoring, "rounds": ev.rounds,
                "played": len({t.round for t in ts}),
                "standings": [{"entry": s.entry, "name": s.name, "played": s.played, "score": s.score,
                               "margins": s.margins} for s in table],
                "tables": tables_out}

    def list(self) -> list[dict[str, Any]]:
        with self.storage.engine.connect() as c:
            rows = list(c.execute(sa.select(events).order_by(events.c.created.desc()).limit(100)))
        return [{"id": r.id, "name": r.name, "preset": r.preset, "rounds": r.rounds, "scoring": r.scoring} for r in rows]


def standings_html(data: dict[str, Any], lang: str) -> str:
    """An event's page (templates/standings.html): its standings, its tables round by round, and
    for an organiser the button that starts the next round."""
    from ...i18n import tr

    return render("standings.html", lang, title=tr(lang, "event-title", name=data["name"]), data=data,
                  here=f"/club/events/{data['id']}", current="events")



def event_presets() -> list[str]:
    """The rule sets an event can be played with: four players in two pairs."""
    out = []
    for p in PRESET_NAMES:
        try:
            if make_rules(p, 4).partnership == "pairs":
                out.append(p)
        except RuleError:
            continue
    return out


EVENT_FORM_KEYS = ("event-pair-n", "event-player-n", "event-a-bot", "event-remove-pair", "event-default-name")


def events_html(rows: list[dict[str, Any]], lang: str) -> str:
    """The club nights, and for an organiser the form that creates one: a rule set, the number of
    rounds, the scoring, and who plays (pairs of members, or members alone each partnered by a
    bot; a place left to "a bot" is played by one). It posts to /api/events and opens the new
    event's page, where the organiser starts each round."""
    from ... import bots as bots_mod
    from ...i18n import tr

    levels = bots_mod.level_names()
    default_level = "medium" if "medium" in levels else levels[0]
    words = {k: tr(lang, k, n="{n}", level="{level}", date="{date}") for k in EVENT_FORM_KEYS}
    words.update({f"level-{lv}": tr(lang, f"level-{lv}") for lv in levels})
    conf = {"words": words, "levels": levels, "level": default_level}
    return render("events.html", lang, title=tr(lang, "events-title"), rows=rows, presets=event_presets(), conf=conf,
                  here="/club/events", current="events")



def router(storage: Storage, tables: Any, members: Any) -> tuple[APIRouter, Events]:
    """The club nights' routes and service; ``tables`` is the registry of table owners, ``members`` the club's service."""
    router = APIRouter()
    ev = Events(storage, tables)

    @router.post("/api/events")
    def create_event(body: NewEvent, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        org = members.need_organiser(x_token)
        eid = ev.create(body, org.id)
        with storage.engine.begin() as c:
            members.record(c, org.id, "create-event", eid, {"name": body.name})
        return ev.standings(eid)

    @router.post("/api/events/{eid}/rounds")
    async def next_round(eid: str, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        org = members.need_organiser(x_token)
        tables_ = ev.start_round(eid)
        with storage.engine.begin() as c:
            members.record(c, org.id, "start-round", eid, {"tables": tables_})
        return ev.standings(eid)

    @router.get("/api/events")
    def list_events() -> list[dict[str, Any]]:
        return ev.list()

    @router.get("/api/events/{eid}")
    def event(eid: str) -> dict[str, Any]:
        return ev.standings(eid)

    @router.get("/club/events", response_class=HTMLResponse)
    def events_page(request: Request) -> str:
        return events_html(ev.list(), scope_lang(request.scope))

    @router.get("/club/events/{eid}", response_class=HTMLResponse)
    def event_page(eid: str, request: Request) -> str:
        return standings_html(ev.standings(eid), scope_lang(request.scope))

    return router, ev
