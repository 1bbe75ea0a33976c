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
from fastapi import FastAPI, Header, Request
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, ConfigDict, Field

from ..rules import PRESET_NAMES, RuleError, make_rules
from .refusals import Refusal, refused, scope_lang
from .storage import Storage, metadata

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
    def __init__(self, storage: Storage, hub: Any) -> None:
        self.storage = storage
        self.hub = hub

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
        from .. import bots as bots_mod

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
        from .limits import new_seed

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
                                                 ev.owner, secrets.token_hex(16))
                for seat, p in enumerate(seated):
                    if isinstance(p, int):
                        c.execute(sa.text("UPDATE seats SET user_id = :u WHERE table_id = :t AND seat = :s"),
                                  {"u": p, "t": tid, "s": seat})
                c.execute(rounds_t.insert().values(event_id=eid, round=rnd, table_no=no, table_id=tid, a=a, b=b))
                made.append(tid)
        for tid in made:  # every table of the round starts together
            g = self.hub.load(tid)
            if g is not None:
                self.hub.kick(g)
        return made

    def standings(self, eid: str) -> dict[str, Any]:
        ev, es, ts = self._event(eid)
        margins: dict[int, list[int]] = {e.entry: [] for e in es}
        points: dict[int, float] = {e.entry: 0.0 for e in es}
        tables_out = []
        for rnd in sorted({t.round for t in ts}):
            groups: dict[str, list[tuple[int, int]]] = {"02": [], "13": []}
            for t in (x for x in ts if x.round == rnd):
                row = self.storage.table(t.table_id)
                res = row.result if row is not None else None
                over = bool(res and row is not None and row.status != "playing")
                closed = row is not None and row.status == "closed"  # by an organiser: it counts for no one
                tables_out.append({"round": rnd + 1, "table": t.table_no + 1, "id": t.table_id,
                                   "a": es[t.a].name, "b": es[t.b].name, "over": over, "closed": closed,
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
    import html

    from ..i18n import tr
    from .club import _num, _page

    e = html.escape

    def entry(name: str) -> str:  # the pair of bots that evens an odd field is named in the page's language
        return tr(lang, "event-bots-pair") if name == "bots" else name

    head = "".join(f"<th>{e(tr(lang, k))}</th>" for k in ("club-rank", "event-entry", "event-played",
                                                            "event-" + data["scoring"].replace("_", "-")))
    rows = "".join(f"<tr><td>{i}</td><td>{e(entry(s['name']))}</td><td>{s['played']}</td>"
                   f"<td>{_num(lang, s['score'], 0 if data['scoring'] == 'total_points' else 1)}</td></tr>"
                   for i, s in enumerate(data["standings"], 1))
    def score(t: dict[str, Any]) -> str:
        if t.get("closed"):
            return e(tr(lang, "event-closed"))
        return " : ".join(map(str, t["scores"])) if t["scores"] else e(tr(lang, "event-in-play"))

    tables = "".join(f"<tr><td>{t['round']}</td><td><a href=\"/#/{'r' if t['over'] else 't'}/{t['id']}\" "
                     f"aria-label=\"{e(tr(lang, 'event-open'))} · {e(tr(lang, 'event-table'))} {t['table']}\">{t['table']}</a></td><td>{e(entry(t['a']))} – {e(entry(t['b']))}</td>"
                     f"<td>{score(t)}</td></tr>"
                     for t in data["tables"])
    thead = "".join(f"<th>{e(tr(lang, k))}</th>" for k in ("event-round", "event-table", "event-pairs-short", "event-score"))
    title = tr(lang, "event-title", name=data["name"])
    # the organiser's "start the next round" (shown by the page's script to an organiser only)
    played, last = data["played"], [t for t in data["tables"] if t["round"] == data["played"]]
    if played >= data["rounds"]:
        control = f"<span class=\"note\">{e(tr(lang, 'event-all-played'))}</span>"
    elif last and not all(t["over"] for t in last):
        control = (f"<button id=\"next-round\" data-testid=\"next-round\" disabled>{e(tr(lang, 'event-start-round', n=played + 1))}"
                   f"</button> <span class=\"note\">{e(tr(lang, 'event-round-in-play', n=played))}</span>")
    else:
        control = f"<button id=\"next-round\" data-testid=\"next-round\">{e(tr(lang, 'event-start-round', n=played + 1))}</button>"
    eid = json.dumps(data["id"])
    body = (f"<h1>{e(title)}</h1>"
            f"<p>{e(tr(lang, 'preset-' + data['preset']))} · "
            f"{e(tr(lang, 'event-rounds', played=data['played'], rounds=data['rounds']))}</p>"
            f"<p id=\"org\" hidden>{control} <span id=\"msg\" role=\"alert\"></span></p>"
            f"<div class=\"scroll\"><table data-testid=\"standings\"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
            f"<h2>{e(tr(lang, 'event-tables'))}</h2><div class=\"scroll\"><table class=\"rounds\"><thead><tr>{thead}</tr></thead>"
            f"<tbody>{tables}</tbody></table></div><p class=\"note\">{e(tr(lang, 'event-pairs-note'))}</p>"
            f"<p class=\"note\">{e(tr(lang, 'event-duplicate-note'))}</p>"
            "<script>" + ORGANISER_JS + f"""
if (document.querySelector("#next-round")) document.querySelector("#next-round").onclick = async (ev) => {{
  ev.target.disabled = true;
  try {{ await api("POST", `/api/events/${{{eid}}}/rounds`); location.reload(); }}
  catch (err) {{ document.querySelector("#msg").textContent = err.message; ev.target.disabled = false; }}
}};
isOrganiser().then(yes => {{ document.querySelector("#org").hidden = !yes; }});
setTimeout(() => location.reload(), 10000);
</script>""")
    return _page(lang, title, body, f"/club/events/{data['id']}", "events")


# the club's pages' small helpers: the player kept where the lobby keeps them, the API with their token
ORGANISER_JS = """
function me() { try { return JSON.parse(localStorage.getItem("canasta.user") || "null"); } catch (e) { return null; } }
async function api(method, path, body) {
  const u = me();
  const r = await fetch(path, {method, headers: Object.assign({"content-type": "application/json", "accept-language": document.documentElement.lang || "en"}, u && u.token ? {"x-token": u.token} : {}),
                              body: body === undefined ? undefined : JSON.stringify(body)});
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(data.error || String(r.status));
  return data;
}
async function isOrganiser() {
  const u = me();
  if (!u || !u.token) return false;
  try { return (await api("GET", "/api/members/me")).role === "organiser"; } catch (e) { return false; }
}
"""


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
    import html

    from .. import bots as bots_mod
    from ..i18n import tr
    from .club import _page

    e = html.escape

    def t(k: str, **kw: Any) -> str:
        return e(tr(lang, k, **kw))

    levels = bots_mod.level_names()
    default_level = "medium" if "medium" in levels else levels[0]
    words = {k: tr(lang, k, n="{n}", level="{level}", date="{date}") for k in EVENT_FORM_KEYS}
    words.update({f"level-{lv}": tr(lang, f"level-{lv}") for lv in levels})
    conf = json.dumps({"words": words, "levels": levels, "level": default_level}).replace("<", "\\u003c")
    items = "".join(f"<li><a href=\"/club/events/{e(r['id'])}?lang={lang}\">{e(r['name'])}</a> · "
                    f"{t('preset-' + r['preset'])} · {t('event-' + r['scoring'].replace('_', '-'))}</li>" for r in rows)
    presets = "".join(f"<option value=\"{p}\">{t('preset-' + p)}</option>" for p in event_presets())
    body = f"""
<h1>{t('events-title')}</h1>
{f'<ul data-testid="events">{items}</ul>' if rows else f'<p>{t("events-none")}</p>'}
<p id="not-organiser" class="note">{t('events-organisers-only')}</p>
<section id="new-event" hidden><h2>{t('events-new')}</h2>
<form id="event-form" data-testid="event-form">
<label>{t('event-name')} <input id="event-name" required maxlength="80"></label>
<label>{t('event-rule-set')} <select name="preset">{presets}</select></label>
<label>{t('event-rounds-count')} <input name="rounds" type="number" min="1" max="30" value="1" required></label>
<fieldset><legend>{t('event-scoring')}</legend>
<label><input type="radio" name="scoring" value="match_points" checked> {t('event-match-points')}</label>
<label><input type="radio" name="scoring" value="total_points"> {t('event-total-points')}</label></fieldset>
<fieldset><legend>{t('event-entries')}</legend>
<label><input type="radio" name="mode" value="pairs" checked> {t('event-entries-pairs')}</label>
<label><input type="radio" name="mode" value="individuals"> {t('event-entries-individuals')}</label>
<div id="pairs"></div><p><button type="button" id="add-pair">{t('event-add-pair')}</button></p>
<div id="individuals" hidden><p>{t('event-members-to-play')}</p><div id="solo"></div></div>
<p class="note">{t('event-bots-fill')}</p></fieldset>
<button id="create-event">{t('event-create')}</button>
</form></section>
<p id="msg" role="alert"></p>
<script type="application/json" id="conf">{conf}</script>
<script>{ORGANISER_JS}
const C = JSON.parse(document.getElementById("conf").textContent), W = C.words, LANG = document.documentElement.lang;
const $ = s => document.querySelector(s);
const fill = (k, a) => (W[k] || k).replace(/\\{{(\\w+)\\}}/g, (_, n) => a && n in a ? a[n] : "");
let MEMBERS = [];
function choices(sel) {{
  const bots = C.levels.map(l => `<option value="bot:${{l}}"${{sel === "bot:" + l ? " selected" : ""}}>${{fill("event-a-bot", {{level: W["level-" + l] || l}})}}</option>`);
  const ms = MEMBERS.map(m => `<option value="${{m.id}}"${{String(sel) === String(m.id) ? " selected" : ""}}></option>`);
  return ms.concat(bots).join("");
}}
function addPair(a, b) {{
  const n = $("#pairs").children.length + 1, row = document.createElement("div");
  row.className = "pair"; row.dataset.testid = "pair";
  row.innerHTML = `<label>${{fill("event-pair-n", {{n}})}} <input class="pair-name" maxlength="80"></label>` +
    [a, b].map((p, i) => `<label>${{fill("event-player-n", {{n: i + 1}})}} <select class="pair-player">${{choices(p)}}</select></label>`).join(" ") +
    ` <button type="button" class="remove-pair">${{W["event-remove-pair"]}}</button>`;
  row.querySelectorAll("select.pair-player option:not([value^=bot])").forEach(o => {{ o.textContent = MEMBERS.find(m => String(m.id) === o.value).name; }});
  row.querySelector(".remove-pair").onclick = () => {{ row.remove(); rounds(); }};
  // the pair's name, unless the organiser types one: its players' names ("Ann & Ben")
  const auto = () => {{ row.querySelector(".pair-name").placeholder = pairName(row); }};
  row.querySelectorAll("select").forEach(s => {{ s.onchange = auto; }});
  auto();
  $("#pairs").append(row);
  rounds();
}}
function pairName(row) {{
  return [...row.querySelectorAll("select.pair-player")].map(s => s.selectedOptions[0].textContent).join(" & ");
}}
function rounds() {{  // as many rounds as the entries can meet each other in, three at most by default
  const f = $("#event-form"), solo = f.mode.value === "individuals";
  const n = solo ? document.querySelectorAll("input.solo:checked").length : $("#pairs").children.length;
  const most = Math.max(1, n + n % 2 - 1);
  f.rounds.max = String(most);
  if (!f.rounds.dataset.touched) f.rounds.value = String(Math.min(3, most));
}}
async function start() {{
  if (!(await isOrganiser())) return;
  $("#not-organiser").hidden = true;
  MEMBERS = await api("GET", "/api/admin/members");
  const f = $("#event-form");
  $("#event-name").value = fill("event-default-name", {{date: new Date().toLocaleDateString(LANG, {{dateStyle: "medium"}})}});
  const bot = "bot:" + C.level;
  for (let i = 0; i < Math.max(2, Math.ceil(MEMBERS.length / 2)); i++) addPair(MEMBERS[2 * i] ? MEMBERS[2 * i].id : bot, MEMBERS[2 * i + 1] ? MEMBERS[2 * i + 1].id : bot);
  $("#solo").innerHTML = MEMBERS.map(m => `<label><input type="checkbox" class="solo" value="${{m.id}}" checked> </label>`).join("");
  $("#solo").querySelectorAll("label").forEach((l, i) => l.append(MEMBERS[i].name));
  $("#add-pair").onclick = () => addPair(bot, bot);
  f.querySelectorAll("input[name=mode]").forEach(r => {{ r.onchange = () => {{
    const solo = f.mode.value === "individuals";
    $("#pairs").hidden = solo; $("#add-pair").hidden = solo; $("#individuals").hidden = !solo; rounds(); }}; }});
  $("#solo").onchange = rounds;
  f.rounds.oninput = () => {{ f.rounds.dataset.touched = "1"; }};
  f.onsubmit = async (ev) => {{
    ev.preventDefault();
    const asPlayer = v => v.startsWith("bot:") ? v : Number(v);
    const entries = f.mode.value === "individuals"
      ? [...document.querySelectorAll("input.solo:checked")].map(x => ({{name: MEMBERS.find(m => String(m.id) === x.value).name, players: [Number(x.value), bot]}}))
      : [...document.querySelectorAll("#pairs .pair")].map(row => ({{name: row.querySelector(".pair-name").value.trim() || pairName(row),
          players: [...row.querySelectorAll("select.pair-player")].map(s => asPlayer(s.value))}}));
    const body = {{name: $("#event-name").value.trim(), preset: f.preset.value, rounds: Number(f.rounds.value), scoring: f.scoring.value, entries}};
    try {{ const ev2 = await api("POST", "/api/events", body); location.href = `/club/events/${{ev2.id}}?lang=${{LANG}}`; }}
    catch (err) {{ $("#msg").textContent = err.message; }}
  }};
  $("#new-event").hidden = false;  // shown once filled and wired: no click lands on a half-built form
}}
start();
</script>"""
    return _page(lang, tr(lang, "events-title"), body, "/club/events", "events")


def routes(app: FastAPI, storage: Storage, hub: Any, members: Any) -> Events:
    ev = Events(storage, hub)

    @app.post("/api/events")
    def create_event(body: NewEvent, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        org = members.need_organiser(x_token)
        eid = ev.create(body, org.id)
        with storage.engine.begin() as c:
            members.record(c, org.id, "create-event", eid, {"name": body.name})
        return ev.standings(eid)

    @app.post("/api/events/{eid}/rounds")
    async def next_round(eid: str, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        org = members.need_organiser(x_token)
        tables_ = ev.start_round(eid)
        with storage.engine.begin() as c:
            members.record(c, org.id, "start-round", eid, {"tables": tables_})
        return ev.standings(eid)

    @app.get("/api/events")
    def list_events() -> list[dict[str, Any]]:
        return ev.list()

    @app.get("/api/events/{eid}")
    def event(eid: str) -> dict[str, Any]:
        return ev.standings(eid)

    @app.get("/club/events", response_class=HTMLResponse)
    def events_page(request: Request) -> str:
        return events_html(ev.list(), scope_lang(request.scope))

    @app.get("/club/events/{eid}", response_class=HTMLResponse)
    def event_page(eid: str, request: Request) -> str:
        return standings_html(ev.standings(eid), scope_lang(request.scope))

    return ev
