"""Issue 18 §2: ratings and statistics derived from the finished games (OpenSkill, partnerships and 2
to 6 players), a leaderboard per rule set and a profile page per player, in the page's language.
Games with a bot count in the statistics, not in the ratings."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from canasta import new_game
from canasta.record import result_summary
from canasta.web.club.leaderboard import Club
from canasta.web.club.stats import GameSummary, SeatLine, fold
from canasta.web.server import create_app
from canasta.web.storage import Storage


def _line(seat: int, uid: int | None, team: int, won: bool, hands: int = 4, points: int = 1000) -> SeatLine:
    return SeatLine(seat, uid, f"p{uid}" if uid is not None else "bot:easy", team, hands, points, 2, 1, won)


def _game(tid: str, at: float, lines: list[SeatLine], scores: list[int], preset: str = "classic") -> GameSummary:
    return GameSummary(tid, preset, len(lines), at, any(x.user_id is None for x in lines), tuple(lines), tuple(scores))


def test_partnership_ratings_move_with_the_result():
    g = _game("t1", 1.0, [_line(0, 1, 0, True), _line(1, 2, 1, False), _line(2, 3, 0, True), _line(3, 4, 1, False)],
              [5100, 3200])
    s = fold([g])
    assert s[1].rating > s[2].rating and s[1].rating == s[3].rating and s[2].rating == s[4].rating
    assert all(p.rated_games == 1 and p.games == 1 for p in s.values())
    assert s[1].wins == 1 and s[2].wins == 0


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_every_player_count_is_rated(players):
    lines = [_line(i, i + 1, i, i == 0) for i in range(players)]
    s = fold([_game("t", 1.0, lines, [5000 - 100 * i for i in range(players)])])
    assert s[1].rating == max(p.rating for p in s.values()) and all(p.rated_games == 1 for p in s.values())


def test_games_with_a_bot_count_in_statistics_not_in_ratings():
    g = _game("t1", 1.0, [_line(0, 1, 0, True), _line(1, None, 1, False), _line(2, 3, 0, True),
                          _line(3, None, 1, False)], [5100, 3200])
    s = fold([g])
    assert s[1].games == 1 and s[1].hands == 4 and s[1].rated_games == 0 and not s[1].history
    assert s[1].to_dict()["rating"] is None


def test_ratings_fold_in_the_order_games_ended_and_per_rule_set():
    a = _game("a", 2.0, [_line(0, 1, 0, True), _line(1, 2, 1, False)], [5000, 100])
    b = _game("b", 1.0, [_line(0, 1, 0, False), _line(1, 2, 1, True)], [100, 5000], preset="french")
    s = fold([a, b])
    assert [t for _, _, t in s[1].history] == ["b", "a"]
    only_classic = fold([a, b], "classic")
    assert only_classic[1].games == 1 and only_classic[1].rating > only_classic[2].rating


def _finished_human_game(storage: Storage, names: list[str], seed: int, users: list | None = None) -> str:
    st = new_game("classic", 4, seed=seed, target=600)
    users = users or [storage.create_user(n) for n in names]
    tid = storage.create_table("classic", 4, st.rules.to_dict(), {}, seed, [("human", None)] * 4, users[0].id)
    for i, u in enumerate(users):
        storage.take_seat(tid, i, u.id)
    rnd = random.Random(seed)
    items = []
    while not st.match_over and len(items) < 20000:
        seat = st.turn
        m = rnd.choice(st.legal_move_list())
        st.apply(m)
        items.append((seat, str(m)))
    assert st.match_over
    storage.add_moves(tid, 1, items, result_summary(st))
    return tid


def test_leaderboard_and_profile_pages(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'canasta.db'}"
    with TestClient(create_app(url, bot_delay=0)) as c:
        storage = Storage(url)
        _finished_human_game(storage, ["Ann", "Ben", "Cleo", "Dan"], 3)
        _finished_human_game(storage, ["Eve", "Fay", "Gus", "Hal"], 4)
        board = c.get("/api/club/leaderboard", params={"preset": "classic"}).json()
        assert len(board) == 8 and all(p["rated_games"] == 1 for p in board)
        assert [p["rating"] for p in board] == sorted((p["rating"] for p in board), reverse=True)
        assert c.get("/api/club/leaderboard", params={"preset": "nope"}).status_code == 400
        page = c.get("/club/leaderboard", params={"preset": "classic", "lang": "fr"}).text
        assert "Classement" in page and "Points par donne" in page and "Ann" in page and 'lang="fr"' in page
        page = c.get("/club/leaderboard", params={"lang": "it"}).text
        assert "Classifica" in page and "tutte le regole" in page
        uid = board[0]["user_id"]
        prof = c.get(f"/club/players/{uid}", params={"lang": "fi"}).text
        assert "Luokitus" in prof and board[0]["name"] in prof and "/record" in prof
        assert c.get("/club/players/99999").status_code == 404
        j = c.get(f"/api/club/players/{uid}").json()
        assert j["games"][0]["rated"] is True and j["hands"] > 0
        storage.close()


def test_a_finished_summary_is_computed_once(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'canasta.db'}"
    with TestClient(create_app(url, bot_delay=0)):
        storage = Storage(url)
        _finished_human_game(storage, ["Ann", "Ben", "Cleo", "Dan"], 5)
        club = Club(storage)
        # issue 38 (D18): the summary is computed once and stored, no longer kept in memory only
        assert club.ratings.fold_new(None) == 1
        assert club.ratings.fold_new(None) == 0 and club.ratings.folded() == 1
        storage.close()


def test_the_club_pages_wear_the_apps_top_bar_in_the_browsers_language(tmp_path: Path):
    """Every club page (leaderboard, a player, club nights, a night's standings, account, the
    fair-deal check) has the app's top bar: its links, the page's own link marked, and the page in
    every language (a link that keeps the page's query). Without ``?lang=`` the page follows the
    browser's Accept-Language, as the lobby does (it was always English)."""
    import re

    url = f"sqlite:///{tmp_path / 'canasta.db'}"
    with TestClient(create_app(url, bot_delay=0)) as c:
        storage = Storage(url)
        tid = _finished_human_game(storage, ["Ann", "Ben", "Cleo", "Dan"], 3)
        uid = c.get("/api/club/leaderboard").json()[0]["user_id"]
        pages = {"/club/leaderboard?preset=classic": "/club/leaderboard", f"/club/players/{uid}": "/club/leaderboard",
                 "/club/events": "/club/events", "/club/account": "/club/account", f"/club/verify/{tid}": None}
        for path, marked in pages.items():
            page = c.get(path, headers={"accept-language": "it-IT,it;q=0.9,en;q=0.5"}).text
            assert '<html lang="it">' in page, path
            bar = page[page.index('<header class="top">'):page.index("</header>")]
            for word, href in (("Sala", '"/"'), ("Cronologia", '"/#/history"'), ("Classifica", '"/club/leaderboard?lang=it"'),
                               ("Account", '"/club/account?lang=it"')):
                assert f"href={href}" in bar and f">{word}</a>" in bar, (path, word)
            current = re.findall(r'<a href="([^"]+)" aria-current="page">', bar)
            assert current == ([marked + "?lang=it"] if marked else []), (path, current)
            # the page in French keeps its query
            base = path.split("?")[0]
            fr = re.search(r'<a href="([^"]+)" lang="fr"', bar)
            assert fr and fr.group(1).replace("&amp;", "&").startswith(base) and fr.group(1).endswith("lang=fr"), path
            if "?" in path:
                assert path.split("?")[1] in fr.group(1).replace("&amp;", "&")
            french = c.get(fr.group(1).replace("&amp;", "&")).text
            assert '<html lang="fr">' in french and ">Salon</a>" in french
        # no language asked for: English, as before; ?lang= wins over the header
        assert '<html lang="en">' in c.get("/club/events").text
        assert '<html lang="fi">' in c.get("/club/events?lang=fi", headers={"accept-language": "it"}).text
        # the leaderboard's rule sets, "all rules" among them, the one shown marked
        board = c.get("/club/leaderboard?preset=french&lang=fr").text
        tabs = board[board.index('<nav class="tabs">'):]
        tabs = tabs[:tabs.index("</nav>")]
        assert re.findall(r'aria-current="page">([^<]+)<', tabs) == ["Française"]
        assert re.findall(r'<a href="([^"]+)">Toutes les règles</a>', tabs) == ["/club/leaderboard?lang=fr"]
        every = c.get("/club/leaderboard?lang=fr").text
        assert re.findall(r'aria-current="page">([^<]+)<', every[every.index('<nav class="tabs">'):]) == ["Toutes les règles"]
        storage.close()
