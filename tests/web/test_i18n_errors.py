"""Errors the web app shows carry their reason code (issue 14): a bad house rule in the
table-creation form and a refused imported record come with ``reason_code`` and ``params`` (and the
refused move's own reason inside, ``inner``) besides the English ``error``, so the browser says them
in the player's language (serverErrorText, static/js/api.js)."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

from canasta import new_game
from canasta.i18n import LANGS, error_text, has
from canasta.record import Record


def _user(c: TestClient) -> dict[str, str]:
    return {"x-token": c.post("/api/users", json={"name": "Ann"}).json()["token"]}


def test_a_bad_house_rule_comes_with_its_code(client: TestClient) -> None:
    h = _user(client)
    r = client.post("/api/tables", json={"preset": "classic", "players": 4, "rules": {"draw_count": "9"}}, headers=h)
    body = r.json()
    assert r.status_code == 400 and "draw_count" in body["error"]
    assert body["reason_code"] == "rule-out-of-range"
    assert body["params"] == {"name": "draw_count", "value": "9", "lo": "1", "hi": "3"}
    assert all(has(lang, "reason-rule-out-of-range") for lang in LANGS)
    r = client.post("/api/tables", json={"preset": "italian", "players": 6}, headers=h)
    assert r.status_code == 400 and r.json()["reason_code"] == "preset-players"
    r = client.get("/api/rules/classic/4", params={"partnership": "trios"})
    assert r.status_code == 400 and r.json()["reason_code"] == "rule-partnership-players"


def test_a_refused_record_comes_with_its_code_and_the_moves_reason(client: TestClient) -> None:
    h = _user(client)
    st = new_game("classic", players=4, seed=3)
    rec = json.loads(Record(st.rules, 3, ["discard 7"]).to_json())
    r = client.post("/api/records", content=json.dumps(rec), headers=h)
    body = r.json()
    assert r.status_code == 400 and body["error"].startswith("move 1")
    assert body["reason_code"] == "record-bad-move" and body["params"] == {"n": 1, "move": "discard 7"}
    assert body["inner"]["reason_code"] == "draw-first" and body["inner"]["rule"] == "C-6"
    rec["rules"] = {"draw_count": "many"}
    body = client.post("/api/records", content=json.dumps(rec), headers=h).json()
    assert body["reason_code"] == "record-rules" and body["inner"]["reason_code"] == "rule-not-whole-number"
    body = client.post("/api/records", content=json.dumps({"format": "nope"}), headers=h).json()
    assert body["reason_code"] == "record-format"
    # what the browser makes of it, as canasta.i18n does
    from canasta.errors import RecordError
    from canasta.rules import RuleError

    inner = RuleError("x", "rule-not-whole-number", {"name": "draw_count", "value": "many"})
    said = error_text("it", RecordError("x", "record-rules", {}, inner))
    assert said == "Le regole della partita: draw_count: «many» non è un numero intero."


def test_an_import_too_long_or_not_json_comes_with_its_code(client: TestClient) -> None:
    from canasta.web.tables.records import replay_record

    out = replay_record(b'{"format": "canasta-record/1", "moves": ["draw", "draw", "draw"]}', 2)
    assert isinstance(out, dict) and out["reason_code"] == "record-too-long" and out["params"] == {"max": 2, "count": 3}
    assert all(has(lang, "reason-record-too-long") for lang in LANGS)
    body = client.post("/api/records", content="{oops", headers=_user(client)).json()
    assert body["reason_code"] == "record-json" and body["params"]["line"] == 1


def test_a_request_body_that_is_not_json_says_so_in_the_players_language(client: TestClient) -> None:
    """A body that is not JSON was refused as "4: JSON decode error": pydantic's place for it (the
    character where the body stops being JSON) read as a field named 4. It is now said as what it
    is, with the character, in the request's language."""
    for lang, words in (("en", "the request's body is not valid JSON (at character 4)."),
                        ("fr", "le corps de la requête n'est pas du JSON valide (au caractère 4)."),
                        ("it", "il corpo della richiesta non è JSON valido (al carattere 4).")):
        r = client.post("/api/users", content="[1,2", headers={"content-type": "application/json", "accept-language": lang})
        assert r.status_code == 422
        assert r.json() == {"error": words, "code": "invalid-json-invalid", "params": {"position": "4"}}
    assert all(has(lang, "server-invalid-json-invalid") for lang in LANGS)
