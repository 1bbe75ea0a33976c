"""The server's own refusals speak the player's language (issue 14): every HTTP error and WebSocket
error the server gives has a stable code and params, a message ``server-<code>`` in every catalog
(locales/<lang>/server.ftl), and the text of the request's language (``?lang=``, else
``Accept-Language``, else English: without a language, the English text is what it always was)."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from fluent.syntax import ast as fast
from fluent.syntax import parse, serialize

from canasta import i18n
from canasta.web import refusals as R
from canasta.web.server import create_app

WEB = Path(__file__).resolve().parents[2] / "src" / "canasta" / "web"
LOCALES = WEB.parent / "locales"
SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false", "permission": "off"}
# said in the route's language already (the typed-move words of canasta.i18n); no server-<code> of its own
SAID_ELSEWHERE = {"typed-move"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0, allow_client_seed=True)) as c:
        yield c


def _server_messages(lang: str) -> dict[str, fast.Message]:
    res = parse((LOCALES / lang / "server.ftl").read_text(encoding="utf-8"))
    assert not [e for e in res.body if isinstance(e, fast.Junk)], f"{lang}/server.ftl has a syntax error"
    return {e.id.name: e for e in res.body if isinstance(e, fast.Message)}


def _variables(msg: fast.Message) -> set[str]:
    """The variables a message uses (its selectors' too)."""
    return set(re.findall(r"\$([a-z_]+)", serialize(fast.Resource([msg]))))


def _str(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def refusal_codes() -> dict[str, set[str]]:
    """Every code the web server refuses with, read from its source, and the params each call names
    (None of a call that passes them on as ``**params``)."""
    out: dict[str, set[str]] = {}

    def add(code: str | None, params: set[str]) -> None:
        if code:
            out.setdefault(code.replace("_", "-"), set()).update(params)

    for path in sorted(WEB.rglob("*.py")):  # the app, the shared modules and every area
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            kws = {k.arg: k.value for k in node.keywords if k.arg}
            params = {k for k in kws if k not in ("key", "error", "texts", "scope", "code", "why")}
            if name in ("Refusal", "refused") and len(node.args) >= 2:
                add(_str(node.args[1]), params)
            elif name == "_refused_record" and node.args:
                add(_str(node.args[0]), params | ({"reason"} if len(node.args) >= 3 else set()))
            elif name == "_Reject" and len(node.args) >= 4:
                continue  # an engine refusal: its reason-<code> (tests/reasons, tests/i18n)
            elif name == "_Reject" and node.args:
                add(_str(kws.get("key")) or _str(node.args[0]), params)
            elif name in ("error", "limit_error") and len(node.args) >= 2 and path.name in ("limits.py", "socket.py"):
                add(_str(kws.get("key")) or _str(node.args[1]), params)
            elif name == "tell" and len(node.args) >= 2:  # the table owner's tell(code, message)
                add(_str(node.args[0]), params)
            elif name == "_said" and node.args:
                inner = node.args[1] if len(node.args) > 1 else None
                add(_str(node.args[0]), {_str(k) or "" for k in inner.keys} if isinstance(inner, ast.Dict) else set())
            elif name == "_reply" and "code" in kws:
                add(_str(kws["code"]), params)
    for code in set(R._STORAGE.values()) | {"storage-conflict", "invalid"}:
        add(code, set())
    # the app's exception handlers (web/server.py): an HTTP error of the framework, an unexpected one
    for code in ("not-found", "method-not-allowed", "http"):
        add(code, {"status"})
    add("internal", {"name"})
    for kind, names in R.VALIDATION.items():
        add("invalid-" + kind.replace("_", "-"), set(names))
    return out


def test_the_source_scan_finds_the_refusals() -> None:
    codes = refusal_codes()
    for code in ("no-table", "seat-not-free", "stale", "dead-end", "storage", "chat-empty", "too-many-messages",
                 "body-too-large", "bad-record", "record-encoding", "bad-rules", "unknown-language", "invalid-string-too-long"):
        assert code in codes, code
    assert codes["stale"] >= {"version", "sent"} and codes["record-too-large"] == {"size", "max"}
    assert len(codes) > 80


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_refusal_code_has_a_message_in_every_language(lang: str) -> None:
    """Each code is said in each language, with no placeholder that its refusal does not pass (a
    missing variable would show as "{$name}")."""
    msgs = _server_messages(lang)
    en = _server_messages("en")
    for code, params in sorted(refusal_codes().items()):
        if code in SAID_ELSEWHERE:
            continue
        mid = R.PREFIX + code
        assert mid in msgs, f"{lang}/server.ftl lacks {mid}"
        used = _variables(msgs[mid])
        assert used <= _variables(en[mid]), f"{lang}: {mid} uses {sorted(used - _variables(en[mid]))}, English lacks it"
        if code.startswith("invalid"):
            params = params | {"field"}
        assert used <= params, f"{lang}: {mid} uses ${sorted(used - params)[0]}, which the server does not pass"


def test_no_server_message_is_left_unused() -> None:
    codes = set(refusal_codes())
    unused = sorted(m for m in _server_messages("en") if m.removeprefix(R.PREFIX) not in codes)
    assert not unused, f"messages no refusal uses: {unused}"


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_message_formats_on_one_line_with_numbers(lang: str) -> None:
    """Formatted with each plural category's numbers, every message is one line with no error."""
    b = i18n.bundle(lang)
    for mid, msg in _server_messages(lang).items():
        for n in (0, 1, 2, 3, 5, 21, 128):
            args = {v: n for v in _variables(msg)}
            text, errors = b.format_pattern(b.get_message(mid).value, args)
            assert not errors, f"{lang}: {mid}: {errors}"
            assert "\n" not in text and "{" not in text, f"{lang}: {mid} -> {text!r}"


def test_plurals_and_cases_on_real_sentences() -> None:
    def say(lang: str, code: str, **params: Any) -> str:
        return R.say(lang, code, "(english)", params)

    assert say("sk", "too-many-imports", count=1) == "Už ste importovali 1 hru, viac jeden hráč nemôže."
    assert say("sk", "too-many-imports", count=3) == "Už ste importovali 3 hry, viac jeden hráč nemôže."
    assert say("sk", "too-many-imports", count=20) == "Už ste importovali 20 hier, viac jeden hráč nemôže."
    assert say("sk", "password-short", min=8) == "Heslo musí mať aspoň 8 znakov."
    assert say("sk", "too-many-seats", count=3, players=2) == "Zadané 3 miesta pre 2 hráčov."
    assert say("fi", "too-many-imports", count=1).startswith("Olet jo tuonut 1 pelin")
    assert say("fi", "too-many-imports", count=20).startswith("Olet jo tuonut 20 peliä")
    assert say("fi", "password-short", min=1) == "Salasanassa on oltava vähintään 1 merkki."
    assert say("fr", "too-many-seats", count=1, players=2) == "1 place indiquée pour 2 joueurs."
    assert say("fr", "no-table", table="ab12") == "Il n'y a pas de table « ab12 »."
    assert say("it", "too-many-seats", count=5, players=4) == "Sono stati indicati 5 posti per 4 giocatori."
    assert say("it", "too-many-imports", count=1).startswith("Hai già importato 1 partita")
    assert say("it", "record-too-large", size=2000000, max=1048576) == (
        "Questa registrazione è troppo grande: 2000000 byte, al massimo 1048576.")  # numbers as typed
    assert say("en", "no-table", table="x") == "(english)"  # English: the server's own text, unchanged


def test_the_language_of_a_request() -> None:
    assert R.accept_lang(None) == "en" and R.accept_lang("") == "en"
    assert R.accept_lang("fr") == "fr" and R.accept_lang("fr-CH, fr;q=0.9, en;q=0.8") == "fr"
    assert R.accept_lang("de-DE,de;q=0.9,it;q=0.8,en;q=0.7") == "it"  # the first one offered
    assert R.accept_lang("en;q=0.5, sk;q=0.9") == "sk"  # by q-value, not by order
    assert R.accept_lang("fi;q=0, de") == "en"  # q=0 means "not this one"
    assert R.accept_lang("*") == "en" and R.accept_lang("xx, ;q=bad,,") == "en"
    assert R.lang_of("it", "fr") == "it" and R.lang_of("zz", "fr") == "fr" and R.lang_of(None, None) == "en"


def _user(c: TestClient, name: str = "Ann") -> dict[str, Any]:
    r = c.post("/api/users", json={"name": name})
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_an_api_refusal_in_french_is_one_french_line_with_its_code(client: TestClient) -> None:
    u = _user(client)
    fr = {"x-token": u["token"], "accept-language": "fr-FR,fr;q=0.9,en;q=0.5"}
    r = client.get("/api/tables/ab12", headers=fr)
    assert r.status_code == 404
    assert r.json() == {"error": "Il n'y a pas de table « ab12 ».", "code": "no-table", "params": {"table": "ab12"}}
    # without a language the English text is the one it always was
    assert client.get("/api/tables/ab12").json()["error"] == "no table 'ab12'"
    # an engine error (a house rule) through canasta.i18n.error_text, with its reason code
    r = client.post("/api/tables", headers=fr, json={"preset": "classic", "players": 4, "rules": {"hand_size": "abc"}})
    body = r.json()
    assert r.status_code == 400 and body["code"] == "bad-rules" and body["reason_code"] == "rule-not-whole-number"
    assert body["error"] == "hand_size : « abc » n'est pas un nombre entier."
    r = client.post("/api/tables", json={"preset": "classic", "players": 4, "rules": {"hand_size": "abc"}},
                    headers={"x-token": u["token"]})
    assert r.json()["error"] == "hand_size: 'abc' is not a whole number"
    # a seat that is taken; a seat that does not exist
    t = client.post("/api/tables", headers=fr, json={"preset": "classic", "players": 4, "rules": SHORT, "sit": 0,
                                                      "seats": [{"kind": "human"}, {"kind": "human"},
                                                                {"kind": "bot", "level": "random"},
                                                                {"kind": "bot", "level": "random"}]}).json()
    bob = _user(client, "Bob")
    r = client.post(f"/api/tables/{t['id']}/sit/2", headers={"x-token": bob["token"], "accept-language": "fr"})
    assert r.status_code == 409 and r.json()["error"] == "Cette place n'est pas libre." and r.json()["code"] == "seat-not-free"
    r = client.post(f"/api/tables/{t['id']}/sit/9", headers={"x-token": bob["token"], "accept-language": "fr"})
    assert r.json() == {"error": "La place doit aller de 0 à 3.", "code": "bad-seat", "params": {"last": 3}}
    # ?lang= (the club's pages) before the header
    r = client.get("/api/tables/ab12?lang=it", headers=fr)
    assert r.json()["error"] == "Non c'è nessun tavolo «ab12»."
    # a request the server cannot read; an address that does not exist
    r = client.post("/api/users", json={"name": "x" * 99}, headers={"accept-language": "fr"})
    assert r.status_code == 422 and r.json()["error"] == "name: 40 caractères au plus."
    assert client.post("/api/users", json={"name": "x" * 99}).json()["error"].startswith("name: String should have at most")
    assert client.get("/api/nowhere", headers={"accept-language": "sk"}).json()["error"] == "Nenašlo sa."
    for lang in i18n.LANGS:
        e = client.get("/api/tables/ab12", headers={"accept-language": lang}).json()["error"]
        assert "\n" not in e and e


def test_an_imported_record_is_refused_in_the_players_language(client: TestClient) -> None:
    u = _user(client)
    rec = {"format": "canasta-record/1", "rules": {"preset": "classic", "players": 4}, "seed": 1, "moves": ["discard 9"]}
    r = client.post("/api/records", content=json.dumps(rec), headers={"x-token": u["token"], "accept-language": "it"})
    body = r.json()
    assert r.status_code == 400 and body["code"] == "bad-record" and body["reason_code"] == "record-bad-move"
    assert body["params"] == {"n": 1, "move": "discard 9"} and body["inner"]["reason_code"] == "draw-first"
    assert body["error"].startswith("Mossa 1 («Scarta il 9»): ") and "(C-6)" in body["error"]
    r = client.post("/api/records", content=b"{nope", headers={"x-token": u["token"], "accept-language": "fi"})
    assert r.json()["error"] == "Tämä ei ole kelvollista JSONia (rivi 1, sarake 2)."
    r = client.post("/api/records", content=json.dumps(rec), headers={"x-token": u["token"]})
    assert r.json()["error"] == "move 1 ('discard 9'): C-6: the turn starts with a draw from the stock or taking the pile"


def test_a_body_too_large_is_refused_in_slovak(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_LIMIT_HTTP_BODY_BYTES", "100")
    with TestClient(create_app(f"sqlite:///{tmp_path / 'l.db'}", bot_delay=0)) as c:
        r = c.post("/api/users", content=b"x" * 500, headers={"accept-language": "sk", "content-type": "application/json"})
        assert r.status_code == 413
        assert r.json() == {"error": "Požiadavka je príliš veľká: najviac 100 bajtov.", "code": "body-too-large",
                            "params": {"max": 100}}
        assert c.post("/api/users", content=b"x" * 500).json()["error"] == "request body too large: at most 100 bytes"


def next_error(ws: Any) -> dict[str, Any]:
    while (m := ws.receive_json())["type"] != "error":
        pass
    return dict(m)


def test_websocket_errors_carry_a_key_and_params_for_the_browser(client: TestClient) -> None:
    u = _user(client)
    t = client.post("/api/tables", headers={"x-token": u["token"]}, json={
        "preset": "classic", "players": 4, "rules": SHORT, "seed": 7, "sit": 0,
        "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}).json()
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        while (m := ws.receive_json())["type"] != "state":
            pass
        ver = m["version"]
        ws.send_json({"type": "move", "version": ver + 500, "moves": ["draw"]})
        e = next_error(ws)
        now = e["version"]
        assert e["code"] == "stale" and e["key"] == "stale" and e["params"] == {"version": now, "sent": ver + 500}
        assert e["message"] == f"the table has moved on (version {now}, you sent {ver + 500})"  # English as before
        ws.send_json({"type": "chat", "text": "   "})
        e = next_error(ws)
        assert e["code"] == "chat" and e["key"] == "chat-empty" and e["message"] == "an empty message is not sent"
        ws.send_json({"type": "chat", "reaction": "nope"})
        e = next_error(ws)
        assert e["key"] == "chat-reaction" and e["params"]["valid"]
        ws.send_bytes(b"\x00")
        e = next_error(ws)
        assert e["code"] == "bad_message" and e["key"] == "binary-frame"
        # an engine refusal keeps its reason code (reason-<code>), not a server key
        ws.send_json({"type": "explain", "version": ver + 900, "move": "draw"})
        assert next_error(ws)["key"] == "stale"
        ws.send_json({"type": "hint", "version": ver, "moves": ["nonsense here"]})
        e = next_error(ws)
        # the bots may have moved meanwhile (stale), or not yet (not your turn), or all of theirs before
        # the socket opened (the hint's own refusal of the text: "illegal", with the engine's reason)
        assert e["code"] in ("syntax", "illegal", "not_your_turn", "stale")
        if e["code"] in ("syntax", "illegal"):
            assert e["reason_code"] and e.get("key") is None
    for lang in i18n.LANGS[1:]:  # what the browser shows
        assert R.say(lang, "stale", "x", {"version": 3, "sent": 8}) not in ("x", "")
        assert "8" in R.say(lang, "stale", "x", {"version": 3, "sent": 8})
