"""The Fluent catalogs: every language has every message of every file, no placeholder English
lacks, no syntax error; the core engine does not import the translations."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fluent.syntax import ast as fast
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from canasta.i18n import LANGS, ftl_files, message_ids, tr

LOCALES = Path(__file__).resolve().parents[2] / "src" / "canasta" / "locales"
SRC = LOCALES.parent


class _Vars(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def messages(lang: str, name: str) -> dict[str, fast.Message]:
    res = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
    junk = [e for e in res.body if isinstance(e, fast.Junk)]
    assert not junk, f"{lang}/{name}: syntax error near {junk[0].content[:80]!r}"
    return {e.id.name: e for e in res.body if isinstance(e, fast.Message)}


def variables(msg: fast.Message) -> dict[str, set[str]]:
    """Variables used by the value and by each attribute."""
    out = {}
    for key, node in [("", msg.value)] + [("." + a.id.name, a.value) for a in msg.attributes]:
        v = _Vars()
        if node is not None:
            v.visit(node)
        out[key] = v.names
    return out


FILES = ftl_files("en")


def test_every_language_has_the_same_files() -> None:
    assert FILES, "no English catalogs"
    for lang in LANGS:
        assert ftl_files(lang) == FILES, f"{lang} has catalog files {ftl_files(lang)}, English has {FILES}"


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("lang", LANGS)
def test_catalog_has_every_message_and_no_foreign_placeholder(lang: str, name: str) -> None:
    en = messages("en", name)
    cat = messages(lang, name)
    missing = sorted(set(en) - set(cat))
    assert not missing, f"{lang}/{name} lacks {missing}"
    extra = sorted(set(cat) - set(en))
    assert not extra, f"{lang}/{name} has messages English lacks: {extra}"
    for mid, msg in cat.items():
        ours, theirs = variables(msg), variables(en[mid])
        assert set(ours) == set(theirs), f"{lang}/{name}: {mid} attributes {sorted(ours)} != English {sorted(theirs)}"
        for part, names in ours.items():
            foreign = names - theirs[part]
            assert not foreign, f"{lang}/{name}: {mid}{part} uses ${sorted(foreign)[0]}, which English lacks"


def test_message_ids_are_lowercase_with_hyphens() -> None:
    import re

    for lang in LANGS:
        for mid in message_ids(lang):
            assert re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", mid), f"{lang}: message id {mid!r}"


def test_no_message_is_defined_twice() -> None:
    for lang in LANGS:
        seen: dict[str, str] = {}
        for name in FILES:
            for mid in messages(lang, name):
                assert mid not in seen, f"{lang}: {mid} is in {seen[mid]} and {name}"
                seen[mid] = name


def test_a_missing_translation_falls_back_to_english_and_an_unknown_id_to_itself() -> None:
    assert tr("fr", "app-title") == "Canasta"
    assert tr("xx", "nav-lobby") == tr("en", "nav-lobby")
    assert tr("fr", "no-such-message") == "no-such-message"


def test_the_core_engine_does_not_import_the_translations() -> None:
    """Core modules (src/canasta/*.py but the front-end glue) stay standard-library only."""
    for path in SRC.glob("*.py"):
        if path.name in ("cli.py", "i18n.py", "rules_text.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            for n in names:
                assert "i18n" not in n and "fluent" not in n and "rules_text" not in n, f"{path.name} imports {n}"
