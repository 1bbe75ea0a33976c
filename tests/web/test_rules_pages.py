"""The rules pages the server serves, the house-rule form's fields and typed moves in any language."""

from __future__ import annotations

import html
import json
from urllib.parse import quote

import pytest

pytest.importorskip("fastapi")


def test_rules_page_per_preset_in_the_language(client) -> None:
    r = client.get("/rules/french?players=4&lang=fr")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    page = r.text
    assert '<html lang="fr">' in page and "Canasta Française : règles pour 4 joueurs" in page
    for anchor in ("deal", "pile", "frozen", "melds", "opening", "going-out", "scoring", "different", "take-with"):
        assert f'id="{anchor}"' in page
    assert "hand_size" not in page and "Le rebut n'est jamais gelé" in html.unescape(page)  # escaped by the template
    # the other languages of the same page are offered
    assert 'href="/rules/french?players=4&amp;lang=it"' in page


def test_a_house_rule_changes_the_page(client) -> None:
    plain = client.get("/rules/classic?players=4&lang=it").text
    house = client.get("/rules/classic?players=4&lang=it&rules=" + quote(json.dumps({"canastas_to_go_out": 2}))).text
    assert "almeno una canasta" in plain and "almeno 2 canaste" in house
    assert "Regole della casa a questo tavolo" in house
    bad = client.get("/rules/classic?players=4&lang=it&rules=" + quote(json.dumps({"canastas_to_go_out": 99})))
    assert bad.status_code == 400


def test_why_goes_to_the_paragraph_of_the_rule(client) -> None:
    r = client.get("/rules/classic?players=4&lang=sk&why=C-7.5", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].endswith("#take-with")
    r = client.get("/rules/italian?players=4&lang=it&why=IT-15", follow_redirects=False)
    assert r.headers["location"].endswith("#black3-discard")
    r = client.get("/rules/classic?players=4&lang=fi&why=C-6", follow_redirects=False)
    assert r.headers["location"].endswith("#draw-count")


def test_a_tables_rules(client) -> None:
    u = client.post("/api/users", json={"name": "Ann"}).json()
    body = {"preset": "italian", "players": 4, "rules": {"going_out_bonus": "500"},
            "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3, "sit": 0}
    tb = client.post("/api/tables", json=body, headers={"x-token": u["token"]}).json()
    page = client.get(f"/rules/table/{tb['id']}?lang=it").text
    assert "Chiudere vale 500 punti" in page and "Regole della casa a questo tavolo" in page
    assert client.get("/rules/table/nope?lang=it").status_code == 404


def test_house_rule_fields_have_controls_labels_and_explanations(client) -> None:
    data = client.get("/api/house-rules/classic/4?lang=fi").json()
    fields = {f["name"]: f for f in data["fields"]}
    assert fields["one_card_rule"]["control"] == "checkbox"
    assert fields["hand_size"]["control"] == "number" and fields["hand_size"]["min"] == 1
    assert fields["take_with"]["control"] == "choice" and len(fields["take_with"]["options"]) == 3
    assert fields["upcard_freezers"]["control"] == "members"
    assert fields["canastas_to_go_out"]["label"] == "Lopettamiseen tarvittavat canastat"
    assert "canasta" in fields["canastas_to_go_out"]["text"]
    for f in data["fields"]:
        assert "_" not in f["label"], f"{f['name']}: the label shows a parameter name"
    changed = client.get("/api/house-rules/classic/4?lang=fi&rules=" + quote(json.dumps({"canastas_to_go_out": 2}))).json()
    text = {f["name"]: f["text"] for f in changed["fields"]}["canastas_to_go_out"]
    assert "vähintään 2 canastaa" in text and changed["defaults"]["canastas_to_go_out"] == "1"


@pytest.mark.parametrize(("lang", "typed", "move"), [
    ("fr", "défausser D", "discard Q"), ("fr", "poser 7 7 7", "meld 7 7 7"), ("it", "aggiungi 2 ai 7", "add 2 to 7"),
    ("sk", "vezmi 8 8", "take 8 8"), ("fi", "heitä 9", "discard 9"), ("fi", "discard 9", "discard 9"),
])
def test_typed_moves_in_any_language(client, lang: str, typed: str, move: str) -> None:
    assert client.get(f"/api/i18n/{lang}/move", params={"text": typed}).json() == {"move": move}


def test_an_unknown_typed_word_gets_a_localized_message(client) -> None:
    r = client.get("/api/i18n/fr/move", params={"text": "discrad 9"})
    assert r.status_code == 400
    text = json.dumps(r.json(), ensure_ascii=False)
    assert "« discrad » n'est ni un coup ni une carte" in text
