"""The table a newcomer meets, server side (issue 40, the newcomer walk of 2026-12, second round):
the running score of a hand in play, counted from what every seat sees."""

from __future__ import annotations

import random
from typing import Any

import pytest

from canasta.state import State, new_game

pytest.importorskip("fastapi")

from canasta.web.tables.running import running_score  # noqa: E402
from canasta.web.tables.texts import table_info  # noqa: E402


def play_hand(preset: str, players: int, seed: int) -> tuple[State, list[State]]:
    """Random legal play to the end of the first hand; the states met on the way."""
    st = new_game(preset, players=players, seed=seed)
    rng = random.Random(seed)
    seen = []
    while st.phase not in ("hand_over", "match_over"):
        st.apply(rng.choice(list(st.legal_moves)))
        seen.append(st.copy())
    return st, seen


@pytest.mark.parametrize(("preset", "players", "seed"), [("classic", 4, 1), ("classic", 2, 5), ("french", 4, 3),
                                                         ("italian", 4, 2), ("slovak", 4, 4), ("finnish", 4, 6)])
def test_defect5_the_running_score_is_what_every_seat_sees_on_the_table(preset: str, players: int, seed: int) -> None:
    st, seen = play_hand(preset, players, seed)
    for mid in seen[:: max(1, len(seen) // 12)]:
        per_seat = [[s["on_table"] for s in table_info(mid, q)["sides"]] for q in [-1, *range(players)]]
        assert all(x == per_seat[0] for x in per_seat), "the running score must be the same for every seat"
        for s, side in enumerate(per_seat[0]):
            if side is not None:
                assert side["total"] == side["melded"] + side["bonus"] + side["red3"]
                if not mid.melds[s] and not any(mid.red3s[q] for q in mid.sides[s]):
                    assert side["total"] == 0


@pytest.mark.parametrize(("preset", "players", "seed"), [("classic", 4, 11), ("classic", 3, 12), ("classic", 2, 13)])
def test_defect5_the_running_score_agrees_with_the_end_of_hand_sheet(preset: str, players: int, seed: int) -> None:
    """Melds, canasta bonuses and red threes count as the end-of-hand breakdown counts them
    (classic: red threes count minus for a side without a meld, C-14.3)."""
    st, _ = play_hand(preset, players, seed)
    assert st.result is not None
    for side in st.result.sides:
        s = st.side_of[side.seats[0]]
        got = running_score(st, s)
        assert (got["melded"], got["bonus"], got["red3"]) == (side.melded, side.canasta_bonus, side.red3_points)


def test_defect9_a_rematch_offer_names_who_made_it(client: Any) -> None:
    """The rematch message says who offered it: the other players' tables announce it by name."""
    from test_api import recv_state, table, user  # noqa: I001

    u = user(client)
    t = table(client, u, seats=[{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3)
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        m = recv_state(ws)
        while m["info"]["phase"] != "match_over":
            if m["info"]["turn"] == 0 and m["view"]["legal_moves"] or m["info"].get("can_deal"):
                lm = m["view"]["legal_moves"]
                mv = next((x for x in lm if x.startswith(("meld", "take"))), lm[-1] if "draw" not in lm else "draw")
                ws.send_json({"type": "move", "version": m["version"], "moves": [mv]})
            m = recv_state(ws)
        assert client.post(f"/api/tables/{t['id']}/rematch", headers={"x-token": u["token"]}).status_code == 200
        while (m := ws.receive_json())["type"] != "rematch":
            pass
    assert m["by"] == "Ann"


def test_defect28_a_player_sets_the_bots_pace_and_bad_input_gets_one_line(client: Any) -> None:
    from test_api import recv_state, table, user  # noqa: I001

    u = user(client)
    other = user(client, "Sara")
    t = table(client, u, seats=[{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3)
    url = f"/api/tables/{t['id']}/pace"
    h = {"x-token": u["token"]}
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        assert recv_state(ws)["pace"] == "normal"
        r = client.post(url, json={"pace": "fast"}, headers=h)
        assert r.status_code == 200 and r.json() == {"pace": "fast"}
        while recv_state(ws)["pace"] != "fast":
            pass
    bad = client.post(url, json={"pace": "ludicrous"}, headers=h)
    assert bad.status_code == 400 and bad.json()["code"] == "unknown-pace" and "\n" not in bad.json()["error"]
    fr = client.post(url, json={"pace": "x" * 500}, headers={**h, "accept-language": "fr"})
    assert fr.status_code == 400 and len(fr.json()["error"]) < 200
    assert client.post(url, json={"pace": "slow"}, headers={"x-token": other["token"]}).status_code == 403
    assert client.post(url, json={"pace": 3}, headers=h).status_code in (400, 422)
    assert client.post("/api/tables/nope/pace", json={"pace": "fast"}, headers=h).status_code == 404


def test_defect28_fast_bots_play_faster_than_normal_ones(tmp_path: Any) -> None:
    """The pace scales the server's bot delay: at "fast" the bots make far more moves in the same time."""
    import time

    from fastapi.testclient import TestClient
    from test_api import table, user  # noqa: I001

    from canasta.web.server import create_app

    app = create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0.25, allow_client_seed=True)
    counts = {}
    with TestClient(app) as c:
        for pace in ("normal", "fast"):
            u = user(c, f"Ann {pace}")  # one table of bots only per player (D5)
            t = table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None, target=100000)
            assert c.post(f"/api/tables/{t['id']}/pace", json={"pace": pace}, headers={"x-token": u["token"]}).status_code == 200
            start = len(c.get(f"/api/tables/{t['id']}/log").json())
            time.sleep(2.0)
            counts[pace] = len(c.get(f"/api/tables/{t['id']}/log").json()) - start
    assert counts["fast"] >= 2 * max(1, counts["normal"]), counts


def test_defect8_a_club_night_needs_two_tables_and_a_started_round_is_not_played(client: Any) -> None:
    from test_api import user

    from canasta.web.club.accounts import promote

    org = user(client, "Olga")
    h = {"x-token": org["token"]}
    assert client.post("/api/members", json={"password": "organiser pw"}, headers=h).status_code == 200
    promote(client.app.state.members.storage, "Olga")
    two = {"name": "x", "rounds": 1, "entries": [{"name": n, "players": ["bot:random", "bot:random"]} for n in "AB"]}
    r = client.post("/api/events", json=two, headers=h)
    assert r.status_code == 400 and r.json()["code"] == "event-too-few" and "\n" not in r.json()["error"]
    four = {"name": "Mardi", "rounds": 1, "entries": [{"name": n, "players": ["bot:random", "bot:random"]} for n in "ABCD"],
            "rules": {"hand_size": "5", "target": "100000"}}
    r = client.post("/api/events", json=four, headers=h)
    assert r.status_code == 200, r.text
    eid = r.json()["id"]
    assert client.post(f"/api/events/{eid}/rounds", headers=h).status_code == 200
    page = client.get(f"/club/events/{eid}?lang=en").text
    assert "Every round has been played" not in page
    assert "0 of 1 rounds played" in page or "0 of 1 round" in page, page[:2000]
