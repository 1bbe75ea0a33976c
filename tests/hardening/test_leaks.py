"""Hidden information: no message to a seat or a spectator names a card it cannot see, nor the seed.

The full run (200+ games) is ``scripts/leak_check.py``; this test plays a game of every preset."""

from __future__ import annotations

import asyncio
import random
import secrets
from pathlib import Path

import httpx

from canasta import PRESET_NAMES, new_game, preset_players
from canasta.position import position_dict
from canasta.web.audit import Server, Table, leaks
from canasta.web.limits import SEED_BITS, new_seed
from canasta.web.server import public_view


def test_the_checker_catches_a_hand_a_stock_and_a_seed() -> None:
    st = new_game("classic", players=4, seed=987654321)
    ok = {"type": "state", "version": 0, "view": public_view(st, 0)}
    assert leaks(ok, st, 0, 987654321) == []
    assert leaks({"view": public_view(st, -1)}, st, -1, 987654321) == []
    full = position_dict(st)                  # every hand and the stock
    found = leaks({"view": full}, st, 0, 987654321)
    assert any("seed" in x for x in found) and any("stock" in x for x in found)
    assert any("hands[1]" in x for x in found)
    # another seat's hand under an innocent name, the seed as a number, a card in free text
    other = position_dict(st)["hands"][1]
    assert leaks({"info": {"hint": other}}, st, 0, 987654321)
    assert leaks({"info": {"n": 987654321}}, st, 0, 987654321)
    hidden = [c for c in other if c not in position_dict(st, 0)["hands"][0]]
    assert leaks({"message": f"seat 1 holds {hidden[0]}"}, st, 0, 987654321)
    # a spectator sees no hand at all
    assert leaks({"view": public_view(st, 0)}, st, -1, 987654321)
    # a card in sight once (the upcard), shown once more beside the view: each list alone is
    # within what the seat sees, the message as a whole is not
    up = position_dict(st, 0)["pile"][-1]
    assert leaks({"view": public_view(st, 0), "extra": [up]}, st, 0, 987654321) == [
        f"$ shows 2 x {up} in all its lists; the seat can see 1"]


def test_seeds_come_from_secrets_and_are_not_guessable(monkeypatch: object) -> None:
    seeds = {new_seed() for _ in range(200)}
    assert len(seeds) == 200 and max(seeds) < 2**SEED_BITS and max(seeds) > 2**40
    called = []
    real = secrets.randbits

    def spy(k: int) -> int:
        called.append(k)
        return real(k)

    import canasta.web.limits as lim

    monkeypatch.setattr(lim.secrets, "randbits", spy)  # type: ignore[attr-defined]
    new_seed()
    assert called == [SEED_BITS]


def test_every_preset_played_through_the_socket_leaks_nothing(tmp_path: Path) -> None:
    # Italian matches between random players rarely end (scores keep falling, the hand keeps
    # going round); they are checked by scripts/leak_check.py, which plays them to the end
    configs = [(p, n) for p in PRESET_NAMES for n in preset_players(p) if p != "italian"]
    rng = random.Random(20261129)
    picked = [configs[i] for i in range(0, len(configs), max(1, len(configs) // 12))]
    for p in PRESET_NAMES:  # every other preset at least once
        if p == "italian":
            continue
        if not any(c[0] == p for c in picked):
            picked.append(next(c for c in configs if c[0] == p))

    async def run(base: str) -> tuple[int, list[str], int]:
        async with httpx.AsyncClient(timeout=30) as http:
            tables = [Table(base, p, n, random.Random(rng.random()), bots=(n // 2 if i % 3 == 2 else 0))
                      for i, (p, n) in enumerate(picked)]
            records = await asyncio.gather(*(t.play(http, timeout=240) for t in tables))
        total, found = 0, []
        for t, rec in zip(tables, records):
            n, f = t.check(rec)
            total += n
            found += f + t.errors
        return total, found, len(tables)

    srv = Server(str(tmp_path)).start()
    try:
        total, found, games = asyncio.run(run(srv.base))
    finally:
        srv.stop()
    assert games >= 12 and total > 1000
    assert found == []


def test_a_seed_sent_by_a_client_is_not_used(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app

    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"seed": 7, "seats": [{"kind": "human"}] * 4},
                     headers={"x-token": tok}).json()["id"]
        row = c.app.state.hub.games[tid].row  # type: ignore[attr-defined]
        assert row.seed != 7 and row.seed > 2**31
