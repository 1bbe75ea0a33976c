"""Issue 38, denial of service and table trust (security audit 2026-12: D4, D20, D21, D29; newcomer
audit 22 and 27): one user holds one seat of a table, however the sits race; a table's chat is bounded
per table and per address and its players can silence spectators; every answer carries the security
headers, large ones are compressed and static files are cached; a WebSocket frame that inflates past
the protocol's limit is closed (1009) without growing the server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi.testclient import TestClient
from test_api import table, user

HUMANS4 = [{"kind": "human"}] * 4


def _seats_of(c: TestClient, tid: str, uid: int) -> list[int]:
    storage = c.app.state.hub.storage  # type: ignore[attr-defined]
    return [s.seat for s in storage.seats(tid) if s.user_id == uid]


# -- D20: one user, one seat --------------------------------------------------------------------

def test_d20_concurrent_sits_give_one_seat(client: TestClient) -> None:
    owner = user(client, "Owner")
    ann = user(client, "Ann")
    me = client.get("/api/me", headers={"x-token": ann["token"]}).json()
    for _ in range(8):
        t = table(client, owner, seats=HUMANS4, sit=None)

        def sit(seat: int, tid: str = t["id"]) -> Any:
            return client.post(f"/api/tables/{tid}/sit/{seat}", headers={"x-token": ann["token"]})

        with ThreadPoolExecutor(3) as ex:
            answers = list(ex.map(sit, [1, 2, 3]))
        assert all(a.status_code in (200, 409) for a in answers), [a.text for a in answers]
        assert len(_seats_of(client, t["id"], me["id"])) == 1


def test_d20_storage_refuses_a_second_seat(client: TestClient) -> None:
    from canasta.web.storage import StorageError

    owner = user(client, "Owner")
    t = table(client, owner, seats=HUMANS4, sit=None)
    storage = client.app.state.hub.storage  # type: ignore[attr-defined]
    me = client.get("/api/me", headers={"x-token": owner["token"]}).json()
    storage.take_seat(t["id"], 0, me["id"])
    try:
        storage.take_seat(t["id"], 1, me["id"])
    except StorageError as e:
        assert str(e) == "you already sit at this table"
    else:
        raise AssertionError("one user took two seats of one table")
    assert _seats_of(client, t["id"], me["id"]) == [0]
