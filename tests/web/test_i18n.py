"""Message catalogs: every language has every key, and every key the client uses exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "src" / "canasta" / "web" / "static"
LANGS = ["en", "fr", "sk", "it", "fi"]


def catalog(lang: str) -> dict[str, str]:
    data = json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def used_keys() -> set[str]:
    js = "\n".join((STATIC / f).read_text(encoding="utf-8") for f in ("app.js", "cards.js", "table.js"))
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    keys = {k for k in re.findall(r'\bt\("([a-z_0-9.]+)"', js) if not k.endswith((".", "_"))}
    keys |= set(re.findall(r'data-i18n="([a-z_.]+)"', html))
    keys |= set(re.findall(r'nameForm\("([a-z_.]+)"\)', js))
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
    en = catalog("en")
    cat = catalog(lang)
    missing = sorted(set(en) - set(cat))
    assert not missing, f"{lang}.json lacks {missing}"
    assert not sorted(set(cat) - set(en)), f"{lang}.json has keys English lacks"
    for k, v in cat.items():
        assert isinstance(v, str) and v.strip(), f"{lang}.json: {k} is empty"
        assert set(re.findall(r"\{(\w+)\}", v)) == set(re.findall(r"\{(\w+)\}", en[k])), f"{lang}.json: {k} placeholders"


def test_every_key_the_client_uses_is_in_english() -> None:
    missing = sorted(used_keys() - set(catalog("en")))
    assert not missing, f"en.json lacks {missing}"


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
