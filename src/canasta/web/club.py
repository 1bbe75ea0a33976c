"""Ratings and statistics of the club's players (issue 18 §2), derived from the finished games.

Nothing here is stored: a finished game never changes, so its summary (who sat where, each hand's
points, canastas and who went out, the final scores) is computed once from its stored moves and
kept in memory; the ratings are folded over those summaries in the order the games ended, with
OpenSkill's Plackett-Luce model (partnerships and 2 to 6 players, ranked by final score).

- A game between people only updates the ratings of everyone at the table.
- A game with a bot at the table counts in the statistics, not in the ratings (the pages say so).
- Imported games count in neither (nobody sat at them here).
"""

from __future__ import annotations

import html
import json
import math
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

from ..rules import PRESET_NAMES, RuleSet
from ..state import new_game
from .refusals import Refusal, scope_lang
from .storage import Seat, Storage, TableRow


@dataclass(frozen=True)
class SeatLine:
    """One seat's part in one finished game."""

    seat: int
    user_id: int | None  # None: a bot
    name: str
    team: int
    hands: int
    points: int          # the side's points over the hands
    canastas: int        # the side's canastas over the hands
    went_out: int        # hands this seat went out in
    won: bool


@dataclass(frozen=True)
class GameSummary:
    table_id: str
    preset: str
    players: int
    finished: float
    with_bots: bool
    seats: tuple[SeatLine, ...]
    team_scores: tuple[int, ...]


def summarize(row: TableRow, seats: list[Seat], moves: list[tuple[int, str]],
              stood_in: bool = False) -> GameSummary:
    """A finished game's summary, by replaying its stored moves. ``stood_in``: a bot played a move for a
    person's seat (a stand-in or the turn timer's bot), so the game counts as one with bots: not rated (D17)."""
    st = new_game(RuleSet.from_dict(row.rules), seed=row.seed)
    n = st.rules.players
    points = [0] * n
    canastas = [0] * n
    went_out = [0] * n
    hands = 0
    for _, text in moves:
        st.apply(text)
        if st.phase in ("hand_over", "match_over") and st.result is not None:
            res = st.result
            hands += 1
            for side in res.sides:
                for q in side.seats:
                    points[q] += side.total
                    canastas[q] += side.natural_canastas + side.mixed_canastas
            if 0 <= res.went_out < n:
                went_out[res.went_out] += 1
    winners = set(st.winners)
    lines = []
    for s in seats:
        human = s.kind == "human" and s.user_id is not None
        team = st.team_of[s.seat]
        lines.append(SeatLine(s.seat, s.user_id if human else None,
                              (s.user_name or "?") if human else f"bot:{s.level}", team, hands,
                              points[s.seat], canastas[s.seat], went_out[s.seat], team in winners))
    return GameSummary(row.id, row.preset, n, row.finished or row.created,
                       stood_in or any(x.user_id is None for x in lines), tuple(lines), tuple(st.scores))


@dataclass
class PlayerStats:
    user_id: int
    name: str
    games: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0
    canastas: int = 0
    went_out: int = 0
    rated_games: int = 0
    mu: float = 25.0
    sigma: float = 25.0 / 3
    history: list[tuple[float, float, str]] = field(default_factory=list)  # (time, rating, table)

    @property
    def rating(self) -> float:
        """The displayed rating: OpenSkill's ordinal (mu - 3 sigma), scaled to read like a club rating."""
        return round(1000 + 40 * (self.mu - 3 * self.sigma), 1)

    def per_hand(self, x: int) -> float:
        return x / self.hands if self.hands else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "name": self.name, "rating": self.rating if self.rated_games else None,
                "rated_games": self.rated_games, "games": self.games, "wins": self.wins, "hands": self.hands,
                "points_per_hand": round(self.per_hand(self.points), 1),
                "canastas_per_hand": round(self.per_hand(self.canastas), 3),
                "going_out_rate": round(self.per_hand(self.went_out), 3),
                "history": [{"at": t, "rating": r, "table": tid} for t, r, tid in self.history]}


def fold(summaries: Iterable[GameSummary], preset: str | None = None) -> dict[int, PlayerStats]:
    """Statistics and ratings over ``summaries`` (in the order the games ended), for one rule set
    or for all of them."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    out: dict[int, PlayerStats] = {}
    for g in sorted(summaries, key=lambda x: x.finished):
        if preset is not None and g.preset != preset:
            continue
        for line in g.seats:
            if line.user_id is None:
                continue
            p = out.setdefault(line.user_id, PlayerStats(line.user_id, line.name))
            p.name = line.name
            p.games += 1
            p.wins += line.won
            p.hands += line.hands
            p.points += line.points
            p.canastas += line.canastas
            p.went_out += line.went_out
        if g.with_bots or len({x.user_id for x in g.seats}) < len(g.seats):
            continue  # a bot at the table, or one person in two seats: statistics only
        teams: dict[int, list[SeatLine]] = {}
        for line in g.seats:
            teams.setdefault(line.team, []).append(line)
        order = sorted(teams)
        ratings = [[model.create_rating([out[x.user_id].mu, out[x.user_id].sigma]) for x in teams[t]
                    if x.user_id is not None] for t in order]
        new = model.rate(ratings, scores=[g.team_scores[t] for t in order])
        for t, team_new in zip(order, new):
            for line, r in zip(teams[t], team_new):
                assert line.user_id is not None
                p = out[line.user_id]
                p.mu, p.sigma = float(r.mu), float(r.sigma)
                p.rated_games += 1
                p.history.append((g.finished, p.rating, g.table_id))
    return out


class Club:
    """The finished games' summaries, computed once each, and the statistics folded from them."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._summaries: dict[str, GameSummary] = {}
        self._lock = threading.Lock()

    def summaries(self) -> list[GameSummary]:
        rows = self.storage.tables(status="finished", limit=100_000)
        with self._lock:
            for row in rows:
                if row.id not in self._summaries:
                    self._summaries[row.id] = summarize(row, self.storage.seats(row.id), self.storage.moves(row.id),
                                                        self.storage.bot_stood_in(row.id))
            return [self._summaries[r.id] for r in rows]

    def leaderboard(self, preset: str | None) -> list[PlayerStats]:
        stats = fold(self.summaries(), preset)
        return sorted(stats.values(), key=lambda p: (p.rated_games == 0, -p.rating if p.rated_games else 0,
                                                     -p.games, p.name.lower()))

    def player(self, user_id: int) -> tuple[PlayerStats | None, list[GameSummary]]:
        games = [g for g in self.summaries() if any(x.user_id == user_id for x in g.seats)]
        return fold(games).get(user_id), sorted(games, key=lambda g: -g.finished)


# ------------------------------------------------------------------ pages

#: the top bar's links, as the app's: (message, address, the page it marks as current)
NAV = (("nav-lobby", "/", ""), ("nav-history", "/#/history", ""),
       ("club-leaderboard", "/club/leaderboard", "leaderboard"), ("nav-events", "/club/events", "events"),
       ("nav-account", "/club/account", "account"))


def _page(lang: str, title: str, body: str, here: str = "", current: str = "") -> str:
    """A club page: the app's top bar (its links, the current page marked, the player's name, the
    page in every language) and ``body`` on a white panel. ``here`` is the page's own address
    without ``lang``, for the language links; ``current`` names the top bar's link of this page."""
    from ..i18n import LANG_NAMES, tr

    e = html.escape
    mark = ' aria-current="page"'
    links = "".join(
        f'<a href="{e(href + ("?lang=" + lang if href.startswith("/club") else ""))}"'
        f'{mark if page and page == current else ""}>{e(tr(lang, key))}</a>'
        for key, href, page in NAV)
    langs = ""
    if here:
        sep = "&" if "?" in here else "?"
        langs = "".join(
            f'<a href="{e(here + sep + "lang=" + code)}" lang="{code}" data-lang="{code}"'
            f'{mark if code == lang else ""}>{e(name)}</a>'
            for code, name in LANG_NAMES.items())
        langs = f'<nav class="langs" aria-label="{e(tr(lang, "nav-language"))}">{langs}</nav>'
    playing_as = json.dumps(tr(lang, "nav-playing-as", name="{name}")).replace("<", "\\u003c")
    return (f'<!doctype html><html lang="{e(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{e(title)} · Canasta</title>'
            '<link rel="stylesheet" href="/static/style.css"><link rel="stylesheet" href="/static/club.css"></head><body>'
            f'<a class="skip" href="#main">{e(tr(lang, "nav-skip"))}</a>'
            f'<header class="top"><a href="/" class="brand">{e(tr(lang, "app-title"))}</a><nav>{links}</nav>'
            f'<span class="who" id="whoami"></span>{langs}</header>'
            f'<main id="main" tabindex="-1"><div class="panel">{body}</div></main>'
            # the player's name as the lobby shows it, and a language chosen here is the lobby's too
            '<script>(() => { let u = null; try { u = JSON.parse(localStorage.getItem("canasta.user") || "null"); } catch (e) {}'
            f' const p = {playing_as};'
            ' if (u && u.name) document.getElementById("whoami").textContent = p.replace("{name}", u.name);'
            ' document.querySelectorAll("[data-lang]").forEach(a => a.addEventListener("click", () =>'
            ' localStorage.setItem("canasta.lang", a.dataset.lang))); })();</script>'
            '</body></html>')


def _num(lang: str, x: float, digits: int = 1) -> str:
    text = f"{x:,.{digits}f}"
    if lang in ("fr", "sk", "fi"):
        return text.replace(",", "\u202f").replace(".", ",")
    if lang == "it":
        return text.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    return text


def leaderboard_html(club: Club, preset: str | None, lang: str, tr: Callable[..., str]) -> str:
    rows = club.leaderboard(preset)
    mark = ' aria-current="page"'
    links = "".join(f'<a href="/club/leaderboard{"?preset=" + p + "&amp;" if p else "?"}lang={lang}"'
                    f'{mark if p == (preset or "") else ""}>'
                    f'{html.escape(tr(lang, "preset-" + p) if p else tr(lang, "club-tab-all-rules"))}</a>'
                    for p in ("", *PRESET_NAMES))
    head = "".join(f"<th>{html.escape(tr(lang, k))}</th>" for k in (
        "club-rank", "club-player", "club-rating", "club-games", "club-wins", "club-points-per-hand",
        "club-canastas-per-hand", "club-going-out-rate"))
    body_rows = []
    for i, p in enumerate(rows, 1):
        rating = _num(lang, p.rating) if p.rated_games else "–"
        body_rows.append(
            f"<tr><td>{i}</td><td><a href=\"/club/players/{p.user_id}?lang={lang}\">{html.escape(p.name)}</a></td>"
            f"<td>{rating}</td><td>{p.games}</td><td>{p.wins}</td><td>{_num(lang, p.per_hand(p.points))}</td>"
            f"<td>{_num(lang, p.per_hand(p.canastas), 2)}</td><td>{_num(lang, 100 * p.per_hand(p.went_out))}\u00a0%</td></tr>")
    title = tr(lang, "club-leaderboard-title", preset=tr(lang, "preset-" + preset) if preset else tr(lang, "club-all-rules"))
    table = (f"<div class=\"scroll\"><table data-testid=\"leaderboard\"><thead><tr>{head}</tr></thead>"
             f"<tbody>{''.join(body_rows)}</tbody></table></div>"
             if rows else f"<p>{html.escape(tr(lang, 'club-no-games'))}</p>")
    here = "/club/leaderboard" + (f"?preset={preset}" if preset else "")
    return _page(lang, title, f"<h1>{html.escape(title)}</h1><nav class=\"tabs\">{links}</nav>{table}"
                              f"<p class=\"note\">{html.escape(tr(lang, 'club-bots-note'))}</p>",
                 here, "leaderboard")


def _plot(points: list[tuple[float, float, str]]) -> str:
    """The rating over time as an inline SVG line, from the starting rating."""
    if not points:
        return ""
    points = [(points[0][0], PlayerStats(0, "").rating, ""), *points]
    w, h, pad = 600, 160, 24
    ys = [r for _, r, _ in points]
    lo, hi = min(ys), max(ys)
    span = (hi - lo) or 1.0
    step = (w - 2 * pad) / (len(points) - 1)
    coords = " ".join(f"{pad + i * step:.1f},{h - pad - (r - lo) / span * (h - 2 * pad):.1f}" for i, r in enumerate(ys))
    return (f'<svg viewBox="0 0 {w} {h}" width="100%" role="img" aria-label="rating">'
            f'<polyline fill="none" stroke="#0b5d3b" stroke-width="2" points="{coords}"/>'
            f'<text x="4" y="{pad}" font-size="12">{math.floor(hi)}</text>'
            f'<text x="4" y="{h - 6}" font-size="12">{math.floor(lo)}</text></svg>')


def player_html(club: Club, user_id: int, lang: str, tr: Callable[..., str]) -> str | None:
    p, games = club.player(user_id)
    if p is None:
        return None
    facts = [("club-rating", _num(lang, p.rating) if p.rated_games else "–"), ("club-games", str(p.games)),
             ("club-wins", str(p.wins)), ("club-points-per-hand", _num(lang, p.per_hand(p.points))),
             ("club-canastas-per-hand", _num(lang, p.per_hand(p.canastas), 2)),
             ("club-going-out-rate", _num(lang, 100 * p.per_hand(p.went_out)) + "\u00a0%")]
    dl = "".join(f"<tr><td>{html.escape(tr(lang, k))}</td><td>{v}</td></tr>" for k, v in facts)
    rows = []
    for g in games:
        me = next(x for x in g.seats if x.user_id == user_id)
        others = ", ".join(html.escape(x.name) for x in g.seats if x.seat != me.seat)
        when = time.strftime("%Y-%m-%d %H:%M", time.gmtime(g.finished))
        rows.append(f"<tr><td>{when}</td><td>{html.escape(tr(lang, 'preset-' + g.preset))}</td><td>{others}</td>"
                    f"<td>{html.escape(tr(lang, 'club-won' if me.won else 'club-lost'))}"
                    f"{'' if not g.with_bots else ' · ' + html.escape(tr(lang, 'club-unrated'))}</td>"
                    f"<td><a href=\"/#/r/{g.table_id}\">{html.escape(tr(lang, 'club-replay'))}</a> · "
                    f"<a href=\"/api/tables/{g.table_id}/record\" download=\"canasta-{g.table_id}.json\">"
                    f"{html.escape(tr(lang, 'club-export'))}</a></td></tr>")
    title = tr(lang, "club-profile-title", name=p.name)
    return _page(lang, title, f"<h1>{html.escape(title)}</h1><table data-testid=\"profile\">{dl}</table>"
                              f"<h2>{html.escape(tr(lang, 'club-rating-over-time'))}</h2>{_plot(p.history)}"
                              f"<h2>{html.escape(tr(lang, 'club-history'))}</h2><div class=\"scroll\"><table>{''.join(rows)}</table></div>"
                              f"<p class=\"note\">{html.escape(tr(lang, 'club-bots-note'))}</p>",
                 f"/club/players/{user_id}", "leaderboard")


def routes(app: FastAPI, storage: Storage) -> Club:
    """The club's pages and their JSON, on ``app``."""
    from ..i18n import tr

    club = Club(storage)

    def preset_of(preset: str | None) -> str | None:
        if preset in (None, "", "all"):
            return None
        if preset not in PRESET_NAMES:
            raise Refusal(400, "unknown-preset", f"unknown preset {preset!r}; valid: {', '.join(PRESET_NAMES)}",
                          preset=preset[:40], valid=list(PRESET_NAMES))
        return preset

    @app.get("/api/club/leaderboard")
    def api_leaderboard(preset: str | None = None) -> list[dict[str, Any]]:
        return [p.to_dict() for p in club.leaderboard(preset_of(preset))]

    @app.get("/api/club/players/{user_id}")
    def api_player(user_id: int) -> dict[str, Any]:
        p, games = club.player(user_id)
        if p is None:
            raise Refusal(404, "no-games", f"no finished games of player {user_id}", player=user_id)
        return {**p.to_dict(), "games": [{"table": g.table_id, "preset": g.preset, "finished": g.finished,
                                          "rated": not g.with_bots} for g in games]}

    @app.get("/club/leaderboard", response_class=HTMLResponse)
    def page_leaderboard(request: Request, preset: str | None = None) -> str:
        return leaderboard_html(club, preset_of(preset), scope_lang(request.scope), tr)

    @app.get("/club/verify/{tid}", response_class=HTMLResponse)
    def page_verify(tid: str, request: Request) -> str:
        row = storage.table(tid)
        if row is None:
            raise Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        if row.status == "playing":
            raise Refusal(403, "deals-after-game", "the deals can be checked when the game is over")
        return verify_html(tid, scope_lang(request.scope))

    @app.get("/club/players/{user_id}", response_class=HTMLResponse)
    def page_player(user_id: int, request: Request) -> str:
        page = player_html(club, user_id, scope_lang(request.scope), tr)
        if page is None:
            raise Refusal(404, "no-games", f"no finished games of player {user_id}", player=user_id)
        return page

    return club


ACCOUNT_KEYS = (
    "account-title", "account-signed-in-as", "account-guest", "account-member", "account-organiser",
    "account-nobody", "account-join-title", "account-join-hint", "account-password", "account-password-again",
    "account-join", "account-mismatch", "account-login-title", "account-name", "account-login", "account-signed-in",
    "account-change-title", "account-old-password", "account-new-password", "account-change", "account-changed",
    "account-out-everywhere", "account-out-everywhere-done", "account-organiser-title", "account-health",
    "account-members", "account-reset", "account-rename", "account-remove", "account-new-password-for",
    "account-new-name-for", "account-confirm-remove", "account-audit", "account-done", "club-back",
    "account-claim-title", "account-claim-code", "account-claim", "account-claim-done", "account-out-here",
    "account-out-here-done",
    "club-leaderboard", "health-tables-in-play", "health-tables-loaded", "health-connections", "health-members",
    "health-database-bytes", "audit-become-organiser", "audit-reset-password", "audit-rename-member",
    "audit-remove-member", "audit-create-event", "audit-start-round", "audit-close-table", "audit-remove-from-seat",
    "audit-seat-bot", "org-tables", "org-no-tables", "org-open-table", "org-free", "org-remove-button", "org-give-bot",
    "org-close-table", "org-confirm-close", "org-hand-n", "nav-events", "event-a-bot",
)


def account_html(lang: str) -> str:
    """The account page: become a member, sign in (from any device), change the password, sign out
    everywhere, and the organiser's tools. It talks to /api/members, /api/login, /api/admin/...,
    and keeps the signed-in player where the lobby looks for them (localStorage "canasta.user")."""
    from .. import bots as bots_mod
    from ..i18n import tr

    levels = bots_mod.level_names()
    words_d = {k: tr(lang, k, name="{name}", n="{n}", level="{level}") for k in ACCOUNT_KEYS}
    words_d.update({f"level-{lv}": tr(lang, f"level-{lv}") for lv in levels})
    words_d["bot-level"] = "medium" if "medium" in levels else levels[0]
    words = json.dumps(words_d).replace("<", "\\u003c")
    e = html.escape

    def t(k: str) -> str:
        return e(tr(lang, k))

    body = f"""
<h1>{t('account-title')}</h1>
<p id="who" data-testid="who" role="status"></p>
<section id="join" hidden><h2>{t('account-join-title')}</h2><p class="note">{t('account-join-hint')}</p>
<form id="join-form"><label>{t('account-password')} <input type="password" name="pw" minlength="8" autocomplete="new-password" required></label>
<label>{t('account-password-again')} <input type="password" name="pw2" minlength="8" autocomplete="new-password" required></label>
<button>{t('account-join')}</button></form></section>
<section id="login"><h2>{t('account-login-title')}</h2>
<form id="login-form"><label>{t('account-name')} <input name="name" autocomplete="username" required maxlength="40"></label>
<label>{t('account-password')} <input type="password" name="pw" autocomplete="current-password" required></label>
<button>{t('account-login')}</button></form></section>
<section id="member" hidden><h2>{t('account-change-title')}</h2>
<form id="change-form"><label>{t('account-old-password')} <input type="password" name="old" autocomplete="current-password" required></label>
<label>{t('account-new-password')} <input type="password" name="new" minlength="8" autocomplete="new-password" required></label>
<button>{t('account-change')}</button></form>
<p><button id="out-here" data-testid="out-here">{t('account-out-here')}</button> <button id="out-everywhere">{t('account-out-everywhere')}</button></p>
<div id="claim" hidden><h2>{t('account-claim-title')}</h2>
<form id="claim-form"><label>{t('account-claim-code')} <input name="code" autocomplete="off" required maxlength="64"></label>
<button>{t('account-claim')}</button></form></div></section>
<section id="organiser" hidden><h2>{t('account-organiser-title')}</h2>
<h3>{t('account-health')}</h3><table id="health" data-testid="health"></table>
<h3>{t('org-tables')}</h3><div id="tables" data-testid="org-tables"></div>
<p><a href="/club/events?lang={lang}">{t('nav-events')}</a></p>
<h3>{t('account-members')}</h3><div class="scroll"><table id="members" data-testid="members"></table></div>
<h3>{t('account-audit')}</h3><ul id="audit"></ul></section>
<p id="msg" role="alert"></p>
<script type="application/json" id="words">{words}</script>
<script>
const W = JSON.parse(document.getElementById("words").textContent), LANG = document.documentElement.lang;
const $ = s => document.querySelector(s);
const say = (text) => {{ $("#msg").textContent = text; }};
const fill = (k, args) => (W[k] || k).replace(/\\{{(\\w+)\\}}/g, (_, n) => args && n in args ? args[n] : "");
function me() {{ try {{ return JSON.parse(localStorage.getItem("canasta.user") || "null"); }} catch (e) {{ return null; }} }}
async function api(method, path, body) {{
  const u = me();
  const r = await fetch(path, {{method, headers: Object.assign({{"content-type": "application/json", "accept-language": LANG}}, u && u.token ? {{"x-token": u.token}} : {{}}),
                              body: body === undefined ? undefined : JSON.stringify(body)}});
  const data = await r.json().catch(() => ({{}}));
  if (!r.ok) throw new Error(data.error || data.detail || String(r.status));
  return data;
}}
async function show() {{
  const u = me();
  let info = null;
  if (u && u.token) {{ try {{ info = await api("GET", "/api/members/me"); }} catch (e) {{ info = null; }} }}
  $("#who").textContent = info ? fill("account-signed-in-as", {{name: info.name}}) + " · " +
      W[info.role === "organiser" ? "account-organiser" : info.member ? "account-member" : "account-guest"] : W["account-nobody"];
  $("#join").hidden = !(info && !info.member);
  $("#member").hidden = !(info && info.member);
  $("#login").hidden = !!info;  // signed in: no sign-in form above your own settings (newcomer 20)
  $("#claim").hidden = !(info && info.member && info.role !== "organiser");
  $("#organiser").hidden = !(info && info.role === "organiser");
  if (info && info.role === "organiser") await organiser(info);
}}
async function organiser(info) {{
  const hl = await api("GET", "/api/admin/health"), ht = $("#health"); ht.textContent = "";
  for (const [k, v] of Object.entries(hl)) {{ const r = ht.insertRow(); r.insertCell().textContent = W["health-" + k.replaceAll("_", "-")] || k;
    r.insertCell().textContent = v === null ? "–" : k === "database_bytes" ? (v / 1048576).toLocaleString(LANG, {{maximumFractionDigits: 1}}) + " MiB" : v.toLocaleString(LANG); }}
  const ms = await api("GET", "/api/admin/members");
  const tb = $("#members"); tb.textContent = "";
  for (const m of ms) {{
    const tr = tb.insertRow(); tr.insertCell().textContent = m.name + (m.role ? " (" + W["account-organiser"] + ")" : "");
    const cell = tr.insertCell();
    const btn = (label, fn) => {{ const b = document.createElement("button"); b.textContent = label; b.onclick = fn; cell.append(b, " "); }};
    btn(W["account-reset"], async () => {{ const pw = prompt(fill("account-new-password-for", {{name: m.name}})); if (pw) {{ try {{ await api("POST", `/api/admin/members/${{m.id}}/password`, {{password: pw}}); say(W["account-done"]); }} catch (e) {{ say(e.message); }} }} }});
    btn(W["account-rename"], async () => {{ const n = prompt(fill("account-new-name-for", {{name: m.name}}), m.name); if (n) {{ try {{ await api("POST", `/api/admin/members/${{m.id}}/name`, {{name: n}}); say(W["account-done"]); show(); }} catch (e) {{ say(e.message); }} }} }});
    if (m.id !== info.id) btn(W["account-remove"], async () => {{ if (confirm(fill("account-confirm-remove", {{name: m.name}}))) {{ try {{ await api("DELETE", `/api/admin/members/${{m.id}}`); say(W["account-done"]); show(); }} catch (e) {{ say(e.message); }} }} }});
  }}
  await tablesInPlay();
  const au = await api("GET", "/api/admin/audit");
  $("#audit").textContent = "";
  const names = Object.fromEntries(ms.map(m => [String(m.id), m.name]));  // a player's id is shown as their name (newcomer 20)
  for (const a of au.slice(0, 30)) {{ const li = document.createElement("li"); li.textContent = new Date(a.at * 1000).toLocaleString(LANG) + " · " + (W["audit-" + a.action] || a.action) + (a.target ? " · " + (names[a.target] || a.target) : ""); $("#audit").append(li); }}
}}
// the tables in play: take a player off a seat, give a seat to a bot, close a table (web/organiser.py)
async function tablesInPlay() {{
  const ts = await api("GET", "/api/admin/tables"), box = $("#tables"); box.textContent = "";
  if (!ts.length) {{ const p = document.createElement("p"); p.className = "note"; p.textContent = W["org-no-tables"]; box.append(p); return; }}
  const act = async (method, path, body) => {{ try {{ await api(method, path, body); say(W["account-done"]); }} catch (e) {{ say(e.message); }} show(); }};
  for (const tb of ts) {{
    const card = document.createElement("div"); card.className = "tcard"; card.dataset.table = tb.id;
    const head = document.createElement("p"); const a = document.createElement("a"); a.href = "/#/t/" + tb.id; a.textContent = W["org-open-table"] + " " + tb.id;
    head.append(a, " · " + (tb.hand ? fill("org-hand-n", {{n: tb.hand}}) + " · " + tb.scores.join(" – ") : ""));
    const close = document.createElement("button"); close.className = "danger"; close.textContent = W["org-close-table"]; close.dataset.testid = "close-table";
    close.onclick = () => {{ if (confirm(W["org-confirm-close"])) act("POST", `/api/admin/tables/${{tb.id}}/close`); }};
    head.append(" ", close); card.append(head);
    const ul = document.createElement("ul");
    for (const s of tb.seats) {{
      const li = document.createElement("li"); li.dataset.seat = s.seat;
      const who = s.kind === "bot" ? fill("event-a-bot", {{level: W["level-" + s.level] || s.level}}) : s.user_id === null ? W["org-free"] : s.name;
      li.append((s.seat + 1) + ". " + who + (s.kind === "human" && s.user_id !== null ? (s.online ? " ●" : " ○") : "") + " ");
      const btn = (label, key, fn) => {{ const b = document.createElement("button"); b.textContent = label; b.dataset.testid = key; b.onclick = fn; li.append(b, " "); }};
      if (s.kind === "human" && s.user_id !== null) {{
        btn(W["org-remove-button"], "remove-seat", () => act("POST", `/api/admin/tables/${{tb.id}}/seats/${{s.seat}}/remove`, {{bot: null}}));
        btn(W["org-give-bot"], "seat-bot", () => act("POST", `/api/admin/tables/${{tb.id}}/seats/${{s.seat}}/remove`, {{bot: W["bot-level"]}}));
      }} else if (s.kind === "human") btn(W["org-give-bot"], "seat-bot", () => act("POST", `/api/tables/${{tb.id}}/bot/${{s.seat}}?level=${{W["bot-level"]}}`));
      ul.append(li);
    }}
    card.append(ul); box.append(card);
  }}
}}
$("#join-form").onsubmit = async (ev) => {{
  ev.preventDefault(); const f = ev.target;
  if (f.pw.value !== f.pw2.value) {{ say(W["account-mismatch"]); return; }}
  try {{ await api("POST", "/api/members", {{password: f.pw.value}}); f.reset(); say(W["account-done"]); show(); }} catch (e) {{ say(e.message); }}
}};
$("#login-form").onsubmit = async (ev) => {{
  ev.preventDefault(); const f = ev.target;
  try {{
    const u = await api("POST", "/api/login", {{name: f.name.value, password: f.pw.value}});
    localStorage.setItem("canasta.user", JSON.stringify({{id: u.id, name: u.name, token: u.token}}));
    f.reset(); say(W["account-signed-in"]); show();
  }} catch (e) {{ say(e.message); }}
}};
$("#change-form").onsubmit = async (ev) => {{
  ev.preventDefault(); const f = ev.target;
  try {{ const r = await api("POST", "/api/members/password", {{old: f.old.value, new: f.new.value}}); const u = me();
    if (u && r.token) localStorage.setItem("canasta.user", JSON.stringify(Object.assign({{}}, u, {{token: r.token}})));
    f.reset(); say(W["account-changed"]); }} catch (e) {{ say(e.message); }}
}};
$("#out-everywhere").onclick = async () => {{
  try {{ const u = await api("POST", "/api/logout-everywhere"); localStorage.setItem("canasta.user", JSON.stringify({{id: u.id, name: u.name, token: u.token}})); say(W["account-out-everywhere-done"]); }} catch (e) {{ say(e.message); }}
}};
$("#out-here").onclick = async () => {{
  try {{ await api("POST", "/api/logout"); }} catch (e) {{ /* already signed out: forget it here all the same */ }}
  localStorage.removeItem("canasta.user"); say(W["account-out-here-done"]); show();
}};
$("#claim-form").onsubmit = async (ev) => {{
  ev.preventDefault(); const f = ev.target;
  try {{ await api("POST", "/api/members/claim", {{code: f.code.value}}); f.reset(); say(W["account-claim-done"]); show(); }} catch (e) {{ say(e.message); }}
}};
show();
</script>"""
    return _page(lang, tr(lang, "account-title"), body, "/club/account", "account")


VERIFY_KEYS = ("verify-title", "verify-intro", "verify-noted", "verify-check", "verify-ok", "verify-bad",
               "verify-browser-ok", "verify-browser-bad", "verify-hand", "verify-upcard", "verify-your-cards",
               "verify-seat", "verify-by-hand", "club-back")


def verify_html(tid: str, lang: str) -> str:
    """The fair-deal check of a finished game in the browser: the browser itself recomputes SHA-256
    of the revealed seed and salt (WebCrypto) and compares it with the commitment it noted at the
    table (localStorage "canasta.commitment.<table>", or typed in), then shows the server's replay
    of every hand's deal (GET /api/tables/<id>/verify)."""
    from ..i18n import tr

    words = json.dumps({k: tr(lang, k, n="{n}", seat="{seat}") for k in VERIFY_KEYS}).replace("<", "\\u003c")
    e = html.escape
    tid_js = json.dumps(tid)
    body = f"""
<h1>{e(tr(lang, 'verify-title'))}</h1>
<p>{e(tr(lang, 'verify-intro'))}</p>
<form id="f"><label>{e(tr(lang, 'verify-noted'))} <input id="noted" size="70" maxlength="64" spellcheck="false"></label>
<label>{e(tr(lang, 'verify-seat'))} <input id="seat" type="number" min="0" max="5" value="0"></label>
<button>{e(tr(lang, 'verify-check'))}</button></form>
<p id="result" data-testid="verify-result" role="status"></p>
<div class="scroll"><table id="deals"></table></div>
<p class="note">{e(tr(lang, 'verify-by-hand'))}</p>
<pre id="byhand"></pre>
<script type="application/json" id="words">{words}</script>
<script>
const W = JSON.parse(document.getElementById("words").textContent), TID = {tid_js}, LANG = {json.dumps(lang)};
const $ = s => document.querySelector(s);
const fill = (k, a) => W[k].replace(/\\{{(\\w+)\\}}/g, (_, n) => a && n in a ? a[n] : "");
$("#noted").value = localStorage.getItem("canasta.commitment." + TID) || "";
async function sha256(text) {{
  const d = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(d)).map(b => b.toString(16).padStart(2, "0")).join("");
}}
async function check() {{
  const noted = $("#noted").value.trim().toLowerCase();
  // The seed is a 64-bit integer: a JSON number loses its last digits in the browser, so take its exact text.
  const raw = await (await fetch(`/api/tables/${{TID}}/record`)).text();
  const rec = JSON.parse(raw, (k, v, c) => k === "seed" && c && c.source ? c.source : v);
  if (typeof rec.seed !== "string") {{ const m = raw.match(/"seed"\\s*:\\s*"?(-?\\d+)/); if (m) rec.seed = m[1]; }}
  const fair = (rec.meta || {{}}).fairness || {{}};
  const mine = fair.salt ? await sha256(`canasta-seed/1\\n${{rec.seed}}\\n${{fair.salt}}`) : "";
  const browserOk = !!mine && mine === fair.commitment && (!noted || noted === mine);
  const q = noted ? "?commitment=" + encodeURIComponent(noted) : "";
  const v = await (await fetch(`/api/tables/${{TID}}/verify${{q}}`, {{headers: {{"accept-language": LANG}}}})).json();
  const ok = browserOk && v.ok;
  $("#result").textContent = (ok ? W["verify-ok"] : W["verify-bad"] + " " + (v.problems || []).join(" · ")) + " " +
      (browserOk ? W["verify-browser-ok"] : W["verify-browser-bad"]);
  $("#result").className = ok ? "ok" : "bad";
  const seat = Number($("#seat").value) || 0;
  const tb = $("#deals"); tb.textContent = "";
  const head = tb.insertRow(); for (const k of ["verify-hand", "verify-upcard", "verify-your-cards"]) {{ const th = document.createElement("th"); th.textContent = fill(k, {{seat}}); head.append(th); }}
  for (const d of v.deals || []) {{
    const tr = tb.insertRow(); tr.insertCell().textContent = fill("verify-hand", {{n: d.hand}}).replace(/\\s*$/, "");
    tr.insertCell().textContent = d.upcard || "–"; tr.insertCell().textContent = (d.hands[seat] || []).join(" ");
  }}
  $("#byhand").textContent = fair.salt ? `printf 'canasta-seed/1\\\\n%s\\\\n%s' ${{rec.seed}} ${{fair.salt}} | sha256sum\\n# ${{fair.commitment}}` : "";
}}
$("#f").onsubmit = (ev) => {{ ev.preventDefault(); check(); }};
check();
</script>"""
    return _page(lang, tr(lang, "verify-title"), body, f"/club/verify/{quote(tid)}")
