"""Hidden information: no message to a seat or a spectator names a card it cannot see, nor the seed.

The full run (200+ games) is ``scripts/leak_check.py``; this test plays a game of every preset and
player count. A match not over by the end of hand ``hands_for(preset)`` (Italian: the second) stops
there and is checked against the moves stored in the database."""

from __future__ import annotations

import asyncio
import random
import secrets
from pathlib import Path

import httpx
import pytest

from asyncrun import run_async
from canasta import PRESET_NAMES, new_game, preset_players
from canasta.position import position_dict
from canasta.record import FORMAT
from canasta.state import State
from canasta.web.limits import SEED_BITS, new_seed
from canasta.web.storage import Storage
from canasta.web.tables.texts import public_view
from harness import (
    HANDS_OF,
    LOOSE,
    Seen,
    Server,
    Table,
    hands_for,
    leaks,
    states_by_version,
    stored_record,
)


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


def test_every_hand_is_allowed_once_the_hand_is_over_and_not_before() -> None:
    """The server shows the cards left in every hand at the end of a hand (issue 15): the checker
    allows exactly that, to every seat and spectator, and not a move earlier."""
    from canasta.web.storage import Seat, TableRow
    from canasta.web.tables.owner import TableOwner as Game
    from canasta.web.tables.registry import Tables as Hub

    st = new_game("classic", players=4, seed=987654321, hand_size=5, canastas_to_go_out=0)
    rng = random.Random(3)
    row = TableRow("t1", "classic", 4, st.rules.to_dict(), {}, 987654321, "playing", None, 0.0, None, None)
    hub = Hub.__new__(Hub)
    hub.cluster = None  # one process: state_msg reads no storage
    g = Game(hub, row, st, [Seat(q, "bot", "random", None, None) for q in range(4)], [])
    before_end = None
    while st.phase != "hand_over":
        before_end = st.copy()
        st.apply(rng.choice(list(st.legal_move_list())))
    assert before_end is not None
    for seat in (0, 1, -1):
        msg = g.state_msg(seat)
        assert "reveal" in msg and leaks(msg, st, seat, 987654321) == []
        others = [q for q in range(4) if q != seat]
        assert all(isinstance(msg["reveal"][q], list) for q in others)
        # the same cards one move earlier, during play, are a leak
        early = dict(msg, reveal=msg["reveal"])
        found = leaks(early, before_end, seat, 987654321)
        assert any("reveal" in x for x in found), (seat, found)
def test_the_checker_catches_the_commitments_salt() -> None:
    """Issue 18 §4: the salt of the seed's commitment is a secret until the match ends."""
    st = new_game("classic", 4, seed=3)
    salt = "0123456789abcdef" * 2
    assert leaks({"commitment": "ff" * 32}, st, 0, 987654321, secrets=(salt,)) == []
    assert leaks({"info": {"x": salt}}, st, 0, 987654321, secrets=(salt,))
    assert leaks({"error": f"bad salt {salt}"}, st, 0, 987654321, secrets=(salt,))


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
    # every preset at every player count, a third of them with the server's bots; Italian twice
    # (with and without bots). A match stops at the end of hand hands_for(preset) if it is not over
    # by then; the Italian tables play to 5,000 so that they always stop at the end of their second
    # hand, still in play, and are checked against the moves stored in the database
    picked = [(p, n, n // 2 if i % 3 == 2 else 0)
              for i, (p, n) in enumerate((p, n) for p in PRESET_NAMES for n in preset_players(p))]
    picked += [("italian", 4, 2 if ("italian", 4, 0) in picked else 0)]
    rng = random.Random(20261129)

    async def run(base: str, url: str) -> tuple[int, list[str], list[Table], list[dict[str, object]]]:
        async with httpx.AsyncClient(timeout=30) as http:
            tables = [Table(base, p, n, random.Random(rng.random()), bots=b, hands=hands_for(p), database_url=url,
                          target=5000 if p == "italian" else 50)
                      for p, n, b in picked]
            records = await asyncio.gather(*(t.play(http, timeout=240) for t in tables))
            total, found = 0, []
            for t, rec in zip(tables, records):
                n, f = t.check(rec)
                total += n
                found += f + t.errors
                if t.final is not None and not t.final.match_over:  # still in play: the record stays hidden
                    r = await http.get(f"{base}/api/tables/{t.tid}/record")
                    assert r.status_code == 403, f"table {t.tid}: the record answered {r.status_code} in play"
        return total, found, tables, records

    # one test process reads every message of every client of some thirty tables: on a busy machine it
    # can fall behind tables of bots, and the server drops a client that does not read (close 1013,
    # tests/hardening/test_backpressure.py). This test is about what the messages show, not about
    # back pressure, so its clients get room to fall behind.
    roomy = {**LOOSE, "CANASTA_LIMIT_CONN_STALL": "600", "CANASTA_LIMIT_CONN_QUEUE": "1000000",
             "CANASTA_LIMIT_CONN_QUEUE_BYTES": "4000000000"}
    srv = Server(str(tmp_path), env=roomy).start()
    try:
        total, found, tables, records = run_async(run(srv.base, srv.url))
    finally:
        srv.stop()
    assert len(tables) >= 19 and total > 1000
    assert found == []
    italian = [(t, rec) for t, rec in zip(tables, records) if t.preset == "italian"]
    assert {t.bots for t, _ in italian} == {0, 2}
    for t, rec in italian:
        # the game really went to the end of its second hand, and what the seats were sent then
        # (the hand's score) was checked like everything before it
        assert t.final is not None and t.final.phase == "hand_over" and len(t.final.sheet) == HANDS_OF["italian"]
        last = len(rec["moves"])  # type: ignore[arg-type]
        assert any(m.get("version") == last and m.get("type") == "state" and m["info"]["phase"] == "hand_over"
                   for seen in t.seen if seen.seat >= 0 for m in seen.messages)


def italian_first_hand(seed: int) -> tuple[dict[str, object], State]:
    """The record of an Italian match played in process by random players to the end of its
    first hand, and the state then."""
    st = new_game("italian", players=4, seed=seed, hand_size=5, permission="off", target=50)
    rules, rng, moves = st.rules.to_dict(), random.Random(seed), []
    while not st.hand_over and len(moves) < 5000:
        legal = [str(m) for m in st.legal_move_list()]
        move = "draw" if "draw" in legal and rng.random() < 0.8 else rng.choice(legal)
        st.apply(move)
        moves.append(move)
    assert st.phase == "hand_over", "the Italian hand did not end"
    return {"format": FORMAT, "rules": rules, "seed": seed, "moves": moves}, st


def test_a_game_stopped_at_the_end_of_a_hand_is_checked_up_to_its_score() -> None:
    record, end = italian_first_hand(4242)
    v = len(record["moves"])  # type: ignore[arg-type]
    t = Table("http://127.0.0.1:1", "italian", 4, random.Random(1), hands=1, database_url="sqlite://")
    t.tid = "t"
    score = {"type": "state", "version": v, "view": public_view(end, 0), "info": {"phase": "hand_over"},
             "result": end.result.to_dict() if end.result else None}
    t.seen = [Seen(0, [score]), Seen(-1, [{**score, "view": public_view(end, -1)}])]
    assert t.check(record)[1] == [] and t.final is not None and t.final.phase == "hand_over"
    # at hand_over the other hands are still hidden: a score that showed them would be a leak
    other = max((1, 2, 3), key=lambda q: len(end.hand(q)))
    assert end.hand(other)
    t.seen = [Seen(0, [{**score, "result": {"hands": position_dict(end)["hands"]}}])]
    assert any(f"version {v} state" in x for x in t.check(record)[1])
    # a message at a version the database does not have, and a stored game that stops mid-hand
    t.seen = [Seen(0, [{**score, "version": v + 1}])]
    assert any("but" in x and "moves are stored" in x for x in t.check(record)[1])
    t.seen = []
    short = {**record, "moves": record["moves"][:-1]}  # type: ignore[index]
    assert any("not at the end of hand 1" in x for x in t.check(short)[1])
    assert states_by_version(record)[-1] == end


def test_a_stopped_game_is_read_from_the_database(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'c.db'}"
    record, _ = italian_first_hand(77)
    store = Storage(url)
    try:
        u = store.create_user("a")
        tid = store.create_table("italian", 4, record["rules"], {}, 77, [("human", None)] * 4,  # type: ignore[arg-type]
                                 u.id)
        store.add_moves(tid, 1, [(0, str(m)) for m in record["moves"]])  # type: ignore[attr-defined]
        assert stored_record(url, tid) == record
        with pytest.raises(LookupError, match="not in the database"):
            stored_record(url, "nope")
        gap = store.create_table("italian", 4, record["rules"], {}, 77, [("human", None)] * 4, u.id)  # type: ignore[arg-type]
        store.add_moves(gap, 1, [(0, "draw")])
        store.add_moves(gap, 3, [(0, "draw")])
        with pytest.raises(LookupError, match="not numbered 1 to 2"):
            stored_record(url, gap)
    finally:
        store.close()


def test_a_seed_sent_by_a_client_is_not_used(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app

    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"seed": 7, "seats": [{"kind": "human"}] * 4},
                     headers={"x-token": tok}).json()["id"]
        row = c.app.state.tables.games[tid].row  # type: ignore[attr-defined]
        assert row.seed != 7 and row.seed > 2**31


def going_out_by_melding() -> State:
    """Seat 0 (opened, one canasta) can meld its last three cards and go out; the other hands hold
    points the hand's scoring would count."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent.parent))
    from presets.builder import build

    return build("classic", 4, hands={0: "Kc Kd Kh", 1: "Ac Ad JK 2c 9h 9d"}, pile="7s", turn=0, phase="meld",
                 opened={0: True}, melds={0: ["Qc Qd Qh Qs Qc Qd Qh"]}, canastas_to_go_out="1", go_out_needs="any")


def test_a_preview_that_ends_the_hand_reveals_no_points_of_other_hands() -> None:
    from canasta.web.tables.texts import preview_reply, table_info
    from harness import preview_leaks

    st = going_out_by_melding()
    reply = preview_reply(st, 0, 7, ["meld K K K"])
    assert reply["view"]["phase"] == "hand_over" and reply["view"]["hands"][0] == []  # the meld is shown
    assert reply["info"]["scores"] == list(st.scores) and reply["info"]["sheet"] == []  # not the hand's score
    assert preview_leaks(reply, st, 0) == []
    # the checker catches the reply the server sent before (the hand scored on a copy)
    trial = st.copy()
    trial.apply("meld K K K")
    leaky = {**reply, "view": public_view(trial, 0), "info": table_info(trial, 0)}
    found = preview_leaks(leaky, st, 0)
    assert found and "depends on cards the seat cannot see" in found[0] and "scores" in found[0]


def test_an_ordinary_preview_passes_the_preview_check(tmp_path: Path) -> None:
    from canasta.web.tables.texts import preview_reply
    from harness import preview_leaks

    st = going_out_by_melding()
    st2 = st.copy()
    reply = preview_reply(st2, 0, 3, [])
    assert preview_leaks(reply, st, 0) == []


def test_HF10_a_preview_that_uses_up_the_hand_does_not_show_the_foot() -> None:
    """Hand and Foot: staging the last cards of the hand would pick up the foot; the preview shows the
    melds, an empty hand and the foot still face down, the same on every deal of the hidden cards."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent.parent))
    from canasta.web.tables.texts import preview_reply
    from harness import preview_leaks
    from presets.builder import build

    st = build("handfoot", 4, hands={0: "Kc Kd Kh"}, feet={0: "3h 9c 9d 9h 9s 8c 8d 8h 7c 7d 6c"},
               melds={0: ["Ac Ad Ah"]}, turn=0, phase="meld")
    reply = preview_reply(st.copy(), 0, 5, ["meld K K K"])
    assert reply["view"]["hands"][0] == [] and reply["view"]["feet"][0] == {"count": 11}
    assert reply["view"]["red3s"][0] == [] and reply["view"]["phase"] == "meld"
    assert any(m["key"] == "K" for m in reply["view"]["melds"][0])
    assert preview_leaks(reply, st, 0, samples=3) == []
    play = st.copy()
    play.apply("meld K K K")  # the move itself picks the foot up (HF-10)
    assert play.feet[0] == [] and play.nhand[0] == 11


def test_HF13_a_foot_never_picked_up_is_shown_with_its_hand_when_the_hand_is_over() -> None:
    """Hand and Foot: the cards left in a foot count against the side, so the end of the hand shows
    them after the hand's cards (a seat's own entry holds only its foot: its hand is in its view)."""
    import json
    import sys

    sys.path.insert(0, str(Path(__file__).parent.parent))
    from canasta.web.tables.texts import StateTexts
    from presets.builder import build

    nat_k, nat_q = "Kh Ks Kd Kc Kh Ks Kd", "Qh Qs Qd Qc Qh Qs Qd"
    mix_j, mix_10 = "Jh Js Jd Jc 2c JK 2d", "10h 10s 10d 10c 10h 2s JK"
    st = build("handfoot", 2, hands={0: "9h", 1: "Kc Kd"}, feet={1: "4c 5c"}, turn=0, phase="meld",
               melds={0: [nat_k, nat_q, mix_j, mix_10]})
    st.apply("discard 9")
    assert st.phase == "hand_over"
    _, _, reveal0 = StateTexts(st, 1, []).seat(0, False)
    _, _, reveal1 = StateTexts(st, 1, []).seat(1, False)
    assert json.loads(reveal0 or "null")[0] is None and \
        sorted(json.loads(reveal0 or "null")[1]) == ["4c", "5c", "Kc", "Kd"]
    assert json.loads(reveal1 or "null")[1] == ["4c", "5c"]  # its own foot; its hand is in its view
