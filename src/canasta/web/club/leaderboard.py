"""The club's pages and API: the leaderboard, a player's page, the account page and the fair-deal
check (issue 18 §2). The statistics and ratings come from the stored ratings (ratings.py, folded one
game at a time as games end, issue 38 D18) over the games' summaries (stats.py)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from ...rules import PRESET_NAMES
from ..pages import number, plot, render
from ..refusals import Refusal, scope_lang
from ..storage import Storage
from .stats import GameSummary, PlayerStats


class Club:
    """The club's statistics and ratings, stored and folded one game at a time as games end
    (web/ratings.py, issue 38 D18): a request reads a page of stored rows, it replays no game."""

    def __init__(self, storage: Storage) -> None:
        from .ratings import Ratings

        self.storage = storage
        self.ratings = Ratings(storage)

    def game_over(self, tid: str | None = None) -> int:
        """A game ended: fold it (and any other finished game not folded yet). In a thread."""
        return self.ratings.game_over(tid)

    def leaderboard(self, preset: str | None, limit: int = 100, offset: int = 0) -> list[PlayerStats]:
        return self.ratings.leaderboard(preset, limit, offset)

    def player(self, user_id: int) -> tuple[PlayerStats | None, list[GameSummary]]:
        if not 0 < user_id < 2**63:  # no such player (and no 64-bit integer for the database)
            return None, []
        return self.ratings.player(user_id)


# ------------------------------------------------------------------ pages (templates/*.html, rendered by pages.py)


def leaderboard_html(club: Club, preset: str | None, lang: str, tr: Callable[..., str]) -> str:
    title = tr(lang, "club-leaderboard-title", preset=tr(lang, "preset-" + preset) if preset else tr(lang, "club-all-rules"))
    return render("leaderboard.html", lang, title=title, preset=preset or "", presets=("", *PRESET_NAMES),
                  rows=club.leaderboard(preset), here="/club/leaderboard" + (f"?preset={preset}" if preset else ""),
                  current="leaderboard")


def player_html(club: Club, user_id: int, lang: str, tr: Callable[..., str]) -> str | None:
    p, games = club.player(user_id)
    if p is None:
        return None
    facts = [("club-rating", number(lang, p.rating, 0) if p.rated_games else "–"), ("club-games", str(p.games)),
             ("club-wins", str(p.wins)), ("club-points-per-hand", number(lang, p.per_hand(p.points))),
             ("club-canastas-per-hand", number(lang, p.per_hand(p.canastas), 2)),
             ("club-going-out-rate", number(lang, 100 * p.per_hand(p.went_out)) + "\u00a0%")]
    rows = []
    for g in games:
        me = next(x for x in g.seats if x.user_id == user_id)
        others = [x.name for x in g.seats if x.seat != me.seat]
        rows.append((g, me, others, time.strftime("%Y-%m-%d %H:%M", time.gmtime(g.finished))))
    return render("player.html", lang, title=tr(lang, "club-profile-title", name=p.name), p=p, facts=facts,
                  plot=plot(p.history, PlayerStats(0, "").rating), games=rows, here=f"/club/players/{user_id}",
                  current="leaderboard")


def router(storage: Storage) -> tuple[APIRouter, Club]:
    """The club's pages and their JSON, and the club's service."""
    router = APIRouter()
    from ...i18n import tr

    club = Club(storage)
    club.ratings.start()  # the games that ended before this start, folded in a thread (D18)

    def preset_of(preset: str | None) -> str | None:
        if preset in (None, "", "all"):
            return None
        if preset not in PRESET_NAMES:
            raise Refusal(400, "unknown-preset", f"unknown preset {preset!r}; valid: {', '.join(PRESET_NAMES)}",
                          preset=preset[:40], valid=list(PRESET_NAMES))
        return preset

    @router.get("/api/club/leaderboard")
    def api_leaderboard(preset: str | None = None, limit: int = 100, offset: int = 0) -> list[dict[str, Any]]:
        """One page of the leaderboard (``limit`` 1 to 500 rows from ``offset``); a player's
        rating history is on their own page, not here."""
        if not 1 <= limit <= 500 or not 0 <= offset <= 10**9:
            raise Refusal(400, "bad-page", "limit: 1 to 500; offset: 0 or more", most=500)
        return [{k: v for k, v in p.to_dict().items() if k != "history"}
                for p in club.leaderboard(preset_of(preset), limit, offset)]

    @router.get("/api/club/players/{user_id}")
    def api_player(user_id: int) -> dict[str, Any]:
        p, games = club.player(user_id)
        if p is None:
            raise Refusal(404, "no-games", f"no finished games of player {user_id}", player=user_id)
        return {**p.to_dict(), "games": [{"table": g.table_id, "preset": g.preset, "finished": g.finished,
                                          "rated": not g.with_bots} for g in games]}

    @router.get("/club/leaderboard", response_class=HTMLResponse)
    def page_leaderboard(request: Request, preset: str | None = None) -> str:
        return leaderboard_html(club, preset_of(preset), scope_lang(request.scope), tr)

    @router.get("/club/verify/{tid}", response_class=HTMLResponse)
    def page_verify(tid: str, request: Request) -> str:
        row = storage.table(tid)
        if row is None:
            raise Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        if row.status == "playing":
            raise Refusal(403, "deals-after-game", "the deals can be checked when the game is over")
        from ..events.sealing import sealing

        sealing(storage).need_open(tid)  # issue 38, D1: not while its round is played at other tables
        return verify_html(tid, scope_lang(request.scope))

    @router.get("/club/players/{user_id}", response_class=HTMLResponse)
    def page_player(user_id: int, request: Request) -> str:
        page = player_html(club, user_id, scope_lang(request.scope), tr)
        if page is None:
            raise Refusal(404, "no-games", f"no finished games of player {user_id}", player=user_id)
        return page

    return router, club


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
    from ... import bots as bots_mod
    from ...i18n import tr

    levels = bots_mod.level_names()
    words = {k: tr(lang, k, name="{name}", n="{n}", level="{level}") for k in ACCOUNT_KEYS}
    words.update({f"level-{lv}": tr(lang, f"level-{lv}") for lv in levels})
    words["bot-level"] = "medium" if "medium" in levels else levels[0]
    return render("account.html", lang, title=tr(lang, "account-title"), words=words, here="/club/account",
                  current="account")


VERIFY_KEYS = ("verify-title", "verify-intro", "verify-noted", "verify-check", "verify-ok", "verify-bad",
               "verify-browser-ok", "verify-browser-bad", "verify-hand", "verify-upcard", "verify-your-cards",
               "verify-seat", "verify-by-hand", "club-back")


def verify_html(tid: str, lang: str) -> str:
    """The fair-deal check of a finished game in the browser: the browser itself recomputes SHA-256
    of the revealed seed and salt (WebCrypto) and compares it with the commitment it noted at the
    table (localStorage "canasta.commitment.<table>", or typed in), then shows the server's replay
    of every hand's deal (GET /api/tables/<id>/verify)."""
    from ...i18n import tr

    faces = {k: tr(lang, f"face-{k.lower()}") for k in ("J", "Q", "K", "A", "JK")}  # cards as the table shows them (newcomer 25)
    words = {**{k: tr(lang, k, n="{n}", seat="{seat}") for k in VERIFY_KEYS},
             **{f"face-{k}": v for k, v in faces.items()}}
    return render("verify.html", lang, title=tr(lang, "verify-title"), tid=tid, words=words,
                  here=f"/club/verify/{quote(tid)}")
