"""The browser's messages: every id the client uses exists (tests/i18n checks the catalogs themselves)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canasta.i18n import LANGS, message_ids, tr

STATIC = Path(__file__).resolve().parents[2] / "src" / "canasta" / "web" / "static"


def fid(key: str) -> str:
    """The client's t() spelling ("table.cards_n") of a Fluent id ("table-cards-n")."""
    return re.sub(r"[._]", "-", key).lower()


def catalog(lang: str) -> dict[str, str]:
    return {k: tr(lang, k, n=1, name="X") for k in message_ids(lang)}


def used_keys() -> set[str]:
    js = "\n".join(f.read_text(encoding="utf-8") for f in sorted((STATIC / "js").glob("*.js")))  # the client's ES modules
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    keys = {k for k in re.findall(r'\bt\("([a-z_0-9.-]+)"', js) if not k.endswith((".", "_", "-"))}
    keys |= set(re.findall(r'data-i18n="([a-z_.-]+)"', html))
    keys |= set(re.findall(r'nameForm\("([a-z_.-]+)"[,)]', js))
    # keys built from a prefix and a value the client knows
    kinds = re.search(r"KIND_ORDER = \[([^\]]*)\]", js)
    assert kinds
    for k in re.findall(r'"([^"]+)"', kinds.group(1)) + ["3r"]:
        keys.add(f"kind.{k}")
        if k not in ("JK", "3r"):
            keys.add(f"rank.{k}")
    keys |= {f"suit.{s}" for s in "cdhs"}
    keys |= {f"move.{a}" for a in ("draw", "ask", "yes", "no", "end", "deal")}
    keys |= {f"pile.{r}" for r in ("frozen", "frozen_wild", "frozen_unopened", "blocked_black3", "blocked_wild", "pozzo")}
    keys |= {f"result.ended_{e}" for e in ("out", "pile", "stock")}
    rows = re.search(r'const rows = \[([^\]]*)\]', js)
    assert rows
    keys |= {f"result.{r}" for r in re.findall(r'"([^"]+)"', rows.group(1))}
    from canasta.rules import PARTNERSHIPS, PRESET_NAMES

    keys |= {f"preset.{p}" for p in PRESET_NAMES} | {f"partnership.{p}" for p in PARTNERSHIPS}
    return keys


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_has_every_key(lang: str) -> None:
    missing = sorted({fid(k) for k in used_keys()} - message_ids(lang))
    assert not missing, f"{lang} lacks {missing}"


def test_every_key_the_client_uses_is_in_english() -> None:
    missing = sorted({fid(k) for k in used_keys()} - message_ids("en"))
    assert not missing, f"en lacks {missing}"


@pytest.mark.parametrize(("lang", "words"), [
    ("it", ["pozzo", "matt", "pinell", "jolly"]),
    ("fr", ["rebut", "volantes", "talon"]),
    ("fi", ["avopakka", "umpipakka", "jokeri"]),
    ("sk", ["talón", "žolík", "kanasta"]),
])
def test_game_terms_in_each_language(lang: str, words: list[str]) -> None:
    text = " ".join(catalog(lang).values()).lower()
    for w in words:
        assert w in text, f"{lang}: the game's own word {w!r} is missing"


@pytest.mark.parametrize(("lang", "words"), [
    # one word for each thing: the pile is the avopakka, the stock the umpipakka, a wild card a
    # jokeri, frozen lukittu, to discard heittää, to go out lopettaa (the Finnish rulebook's words)
    ("fi", ["poistopak", "nostopak", "jäädyt", "hylkää", "hylkäys", "kanast", "villi", "kuutos",
            "mene ulos", "ulosmeno"]),
    # the stock is the talon (la pioche is the act of drawing), wild cards cartes volantes
    ("fr", ["la pioche", "combinaison de jokers"]),
])
def test_one_word_for_each_thing(lang: str, words: list[str]) -> None:
    """A player reads the same word for the same thing on the table, in the hints and in the
    rules: the synonyms a catalog once mixed in are gone."""
    from canasta.i18n import ftl_files

    folder = Path(__file__).resolve().parents[2] / "src/canasta/locales" / lang
    for name in ftl_files(lang):  # the source, every variant of every message
        for i, line in enumerate((folder / name).read_text(encoding="utf-8").splitlines(), 1):
            if not line.lstrip().startswith("#"):
                for w in words:
                    assert w not in line.lower(), f"{lang}/{name}:{i}: {w!r} where the game says otherwise: {line}"


def test_server_sends_every_catalog_of_a_language(client: object) -> None:
    from canasta.i18n import ftl_files

    r = client.get("/api/i18n/fr.ftl")  # type: ignore[attr-defined]
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    for name in ftl_files("fr"):
        first = (Path(__file__).resolve().parents[2] / "src/canasta/locales/fr" / name).read_text().splitlines()[0]
        assert first in r.text
    assert client.get("/api/i18n/xx.ftl").status_code == 404  # type: ignore[attr-defined]
