"""The web lobby offers the Modern American preset from the engine's list, and a whole match of it
plays through the server API (issue 42; docs/variants.md MA-1..MA-18)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402

from canasta.i18n import LANGS, tr  # noqa: E402
from canasta.record import record_from_dict, replay  # noqa: E402
from canasta.web.server import create_app  # noqa: E402


def test_MA_lobby_offers_the_preset_and_bots_play_a_match_through_the_api(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'canasta.db'}", bot_delay=0, allow_client_seed=True)
    with TestClient(app) as c:
        meta = c.get("/api/meta").json()
        assert meta["presets"]["american"] == [4]
        rules = c.get("/api/rules/american/4").json()
        assert rules["wild_free_ranks"] == "7,14" and rules["target"] == "8500"
        assert all(tr(lang, "preset-american") != "preset-american" for lang in LANGS)
        u = c.post("/api/users", json={"name": "Ann"}).json()
        body = {"preset": "american", "players": 4, "rules": {"target": "1500"}, "seed": 12,
                "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "heuristic"}] * 2,
                "sit": None}
        r = c.post("/api/tables", json=body, headers={"x-token": u["token"]})
        assert r.status_code == 200, r.text
        t = r.json()
        with c.websocket_connect(f"/ws/{t['id']}") as ws:
            while True:
                m = ws.receive_json()
                if m["type"] == "state" and m["info"]["phase"] == "match_over":
                    break
        rec = c.get(f"/api/tables/{t['id']}/record").json()
        assert rec["rules"]["preset"] == "american" and rec["rules"]["unfinished_penalty"] == "0:2000,7:2500,14:2000"
        st = replay(record_from_dict(rec), rec)
        assert st.match_over and max(st.scores) >= 1500
        page = c.get("/rules/american/4", params={"lang": "fr"})
        if page.status_code == 200:
            assert "volante" in page.text
