"""Issue 39: the web layer's design. The server's pages are Jinja2 templates with autoescape, all
extending one base layout (no page builder escapes by hand, so no missed call is an XSS), and the
templates ship in the package."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("jinja2")

from markupsafe import escape  # noqa: E402

from canasta.i18n import LANGS, tr  # noqa: E402
from canasta.rules import make_rules  # noqa: E402
from canasta.web import pages  # noqa: E402
from canasta.web.club import leaderboard as club  # noqa: E402
from canasta.web.club.stats import GameSummary, PlayerStats, SeatLine  # noqa: E402
from canasta.web.events import nights as events  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "src" / "canasta" / "web"

# breaks out of a text node, an attribute and a script all at once, if anything is left unescaped
XSS = "\"'><img src=x onerror=alert(1)></script><script>alert(2)</script>"


def _unsafe(page: str) -> list[str]:
    """The payload's dangerous pieces found as markup in ``page``."""
    return [bit for bit in ("<img src=x", "<script>alert(2)", "</script><script>alert") if bit in page]


class _Club:
    """The club's statistics as a page builder reads them, with a member named like an attack."""

    def __init__(self) -> None:
        self.p = PlayerStats(1, "Ann" + XSS, 3, 2, 10, 12345, 7, 3, 2, 27.0, 6.0, [(1.0, 1010.0, "t1")])
        self.game = GameSummary("t1", "classic", 2, 1.7e9, True,
                                (SeatLine(0, 1, "Ann" + XSS, 0, 4, 100, 1, 1, True),
                                 SeatLine(1, 2, "Ben" + XSS, 1, 4, 50, 0, 0, False)), (5000, 100))

    def leaderboard(self, preset: str | None) -> list[PlayerStats]:
        return [self.p]

    def player(self, user_id: int) -> tuple[PlayerStats | None, list[GameSummary]]:
        return (self.p, [self.game]) if user_id == 1 else (None, [])


def _standings() -> dict[str, Any]:
    return {"id": "e1" + XSS, "name": "Night" + XSS, "preset": "classic", "rounds": 3, "played": 1,
            "scoring": "match_points",
            "standings": [{"entry": 0, "name": "Pair" + XSS, "played": 1, "score": 2.0, "margins": 0}],
            "tables": [{"round": 1, "id": "t1" + XSS, "table": 1, "a": "Pair" + XSS, "b": "bots", "over": False,
                        "closed": False, "scores": []}]}


def _pages(lang: str) -> dict[str, str]:
    """Every page the server builds, filled with names like an attack where a page shows a name."""
    c: Any = _Club()
    player = club.player_html(c, 1, lang, tr)
    assert player is not None
    return {
        "leaderboard": club.leaderboard_html(c, None, lang, tr),
        "player": player,
        "account": club.account_html(lang),
        "verify": club.verify_html("t1" + XSS, lang),
        "events": events.events_html([{"id": "e1" + XSS, "name": "Night" + XSS, "preset": "classic",
                                       "scoring": "match_points"}], lang),
        "standings": events.standings_html(_standings(), lang),
        "rules": pages.rules_html(lang, make_rules("classic", 4), langs_href=f"/rules/classic?players=4&lang={lang}"),
    }


@pytest.mark.parametrize("lang", LANGS)
def test_issue39_a_name_like_an_attack_is_escaped_on_every_page(lang: str) -> None:
    for name, page in _pages(lang).items():
        assert not _unsafe(page), (name, _unsafe(page))
        if name in ("leaderboard", "player", "events", "standings"):
            assert str(escape("Ann" + XSS if name in ("leaderboard", "player") else "Night" + XSS)) in page, name
        # every page is a whole document in the page's language, from the one layout
        assert page.startswith("<!doctype html><html lang=\"" + lang + "\">"), name
        assert page.rstrip().endswith("</body></html>"), name


def test_issue39_names_inside_a_script_cannot_close_it() -> None:
    """The verify page puts the table's id in its script, the events page an event's id: as JSON
    that cannot end the script (the old page wrote json.dumps(tid) as it was, "</script>" and all)."""
    for page in (club.verify_html("t1" + XSS, "en"), events.standings_html(_standings(), "en")):
        assert page.count("<script") == page.count("</script>") and not _unsafe(page)


def test_issue39_club_pages_share_the_base_layout() -> None:
    """One layout (templates/base.html): the top bar with this page marked and the language links."""
    got = _pages("fr")
    for name in ("leaderboard", "player", "account", "verify", "events", "standings"):
        page = got[name]
        assert '<a class="skip" href="#main">' in page and '<header class="top">' in page, name
        assert '<main id="main" tabindex="-1"><div class="panel">' in page, name
        assert 'data-lang="it"' in page, name  # the page in every language
    assert '<a href="/club/account?lang=fr" aria-current="page">' in got["account"]
    assert '<a href="/club/leaderboard?lang=fr" aria-current="page">' in got["player"]
    rules = got["rules"]
    assert '<link rel="stylesheet" href="/static/rules.css">' in rules and '<header class="top">' not in rules
    for tpl in WEB.rglob("templates/*.html"):  # the shared folder and each area's
        text = tpl.read_text()
        if tpl.name not in ("base.html", "organiser_js.html"):
            assert '{% extends "base.html" %}' in text, tpl.name


def _functions_building_pages() -> list[tuple[str, str]]:
    """(module, function) of every web module's function that calls html.escape or formats a
    document by hand."""
    found = []
    for path in sorted(WEB.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                if (isinstance(f, ast.Attribute) and f.attr == "escape" and isinstance(f.value, ast.Name)
                        and f.value.id == "html"):
                    found.append((path.name, f"html.escape at line {node.lineno}"))
            elif isinstance(node, ast.ImportFrom) and node.module == "html":
                found.append((path.name, f"from html import at line {node.lineno}"))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and re.search(
                    r"<!doctype html|<html\b", node.value, re.I):
                found.append((path.name, f"an HTML document in a string at line {node.lineno}"))
    return found


def test_issue39_no_page_builder_escapes_by_hand() -> None:
    """Every page renders through a template with autoescape: no html.escape( left in web/, no
    document written in a Python string (the rules page moved from i18n/rulespage.py too)."""
    assert _functions_building_pages() == []
    assert "html.escape(" not in (ROOT / "src" / "canasta" / "i18n" / "rulespage.py").read_text()


def test_issue39_the_templates_autoescape() -> None:
    env = pages._env
    for name in env.list_templates():
        assert env.get_template(name).render(lang="en", t=lambda k, **a: k, num=str, nav=(), langs={},
                                             title="<x>", here="", current="", **_ctx(name)).count("<x>") == 0, name


def _ctx(name: str) -> dict[str, Any]:
    """Enough context for each template to render on its own."""
    return {"rows": [], "presets": [], "preset": "", "facts": [], "plot": None, "games": [], "p": None,
            "words": {}, "tid": "t", "conf": {}, "data": {**_standings(), "tables": [], "standings": []},
            "lang_links": [], "sections": [], "message": "<x>", "path": "<x>"}


def test_issue39_templates_ship_in_the_package() -> None:
    """An installed package finds its templates: pyproject's package data takes every file there."""
    from fnmatch import fnmatch

    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["canasta"]
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["web"]
    assert any(d.lower().startswith("jinja2") for d in deps)
    files = sorted(f for d in WEB.rglob("templates") for f in d.iterdir())
    assert files and all(f.suffix == ".html" for f in files)
    for f in files:
        rel = f.relative_to(ROOT / "src" / "canasta").as_posix()
        assert any(fnmatch(rel, pat) for pat in data), rel


# ---------------------------------------------------------------- no import circle anywhere in src/

SRC = ROOT / "src"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_graph() -> dict[str, set[str]]:
    """Every module of src/ and the modules of src/ it imports, at any depth of its code (lazy and
    type-only imports included), by full dotted name."""
    mods = {_module_name(p): p for p in SRC.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                candidates = [f"{mod}.{a.name}" for a in node.names] + [mod]
            elif isinstance(node, ast.Import):
                candidates = [a.name for a in node.names]
            else:
                continue
            for c in candidates:
                while c and c not in mods:
                    c = c.rpartition(".")[0]
                if c and c != name:
                    deps.add(c)
                    break
        graph[name] = deps
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: the strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_issue39_no_import_circle_anywhere_in_src() -> None:
    """The web layer had two: server <-> club, cluster, events, i18n_routes, limits, members,
    organiser, refusals (and accounts), and storage <-> sessions."""
    graph = _import_graph()
    assert "canasta.web.server" in graph and "canasta.web.tablehost" in graph["canasta.web.cluster"]
    assert _circles(graph) == []


def test_issue39_the_web_areas_do_not_import_the_server() -> None:
    """The server mounts the areas; what they share sits below them (errors, seatbots, pages, names,
    tablehost), never in the server or in a sibling page builder."""
    graph = _import_graph()
    for name, deps in graph.items():
        if name.startswith("canasta.web.") and name != "canasta.web.cli":
            assert "canasta.web.server" not in deps, name
    assert "canasta.web.club.leaderboard" not in graph["canasta.web.events.nights"]
    for low in ("errors", "seatbots", "pages", "names", "tablehost"):
        assert not {d for d in graph[f"canasta.web.{low}"] if d.startswith("canasta.web.")} - {"canasta.web.storage"}, low


# ---------------------------------------------------------------- the web layer's areas

AREAS = ("tables", "club", "events", "admin")
# The only imports allowed from one area into another: the small service interfaces, as
# (importing area, imported module). Anything else an area needs of another (the club's Members,
# the registry of table owners) is handed to it at run time by the app (web/server.py).
AREA_EDGES = {
    ("tables", "canasta.web.events.sealing"),  # a sealed round's table is watched by no one (D1)
    ("tables", "canasta.web.admin.removals"),  # a player taken off a table may not sit there again
    ("club", "canasta.web.events.sealing"),    # a sealed round's games stay off the club's pages
}
APP = "canasta.web.server"


def _area_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[:2] == ["canasta", "web"] and parts[2] in AREAS else None


def test_issue39_the_areas_are_packages_each_with_its_routes() -> None:
    """web/ is split into areas, each a package whose routes are FastAPI routers (APIRouter)."""
    for area in AREAS:
        pkg = WEB / area
        assert (pkg / "__init__.py").is_file(), area
        routers = [p.name for p in pkg.glob("*.py") if "APIRouter()" in p.read_text()]
        assert routers, f"{area}: no module builds an APIRouter"
    # the app module is thin: it builds the shared services and mounts the areas' routers
    assert len((WEB / "server.py").read_text().splitlines()) < 200


def test_issue39_areas_import_each_other_only_through_their_service_interfaces() -> None:
    graph = _import_graph()
    crossing = set()
    for name, deps in graph.items():
        area = _area_of(name)
        for d in deps:
            other = _area_of(d)
            if other is not None and other != area:
                edge = (area or name, d)
                if area is None or edge not in AREA_EDGES:
                    crossing.add(edge)
    # the app and the CLI mount the areas; the shared pieces below them (storage, limits, errors,
    # pages, protocol, cluster...) import no area
    assert {e for e in crossing if e[0] not in (APP, "canasta.web.cli")} == set()
    used = {(a, d) for name, deps in graph.items() if (a := _area_of(name)) for d in deps}
    assert used >= AREA_EDGES, f"declared edges no longer used: {AREA_EDGES - used}"


def test_issue39_nothing_imports_the_app_but_the_cli() -> None:
    graph = _import_graph()
    assert APP in graph
    assert sorted(n for n, deps in graph.items() if APP in deps) == ["canasta.web.cli"]


# ---------------------------------------------------------------- no function over 150 lines in src/

LONGEST = 150
# The functions over LONGEST lines today, each with the most lines it may have: an allowlist that
# only shrinks. Split one and take it off; a new long function fails the test.
TOO_LONG: dict[str, int] = {}  # empty since issue 39 split create_app (into areas) and view_from_dict


def _long_functions() -> dict[str, int]:
    out = {}
    for path in sorted(SRC.rglob("*.py")):
        module = _module_name(path)

        def walk(node: ast.AST, prefix: str) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    name = f"{prefix}.{child.name}"
                    if not isinstance(child, ast.ClassDef):
                        lines = (child.end_lineno or child.lineno) - child.lineno + 1
                        if lines > LONGEST:
                            out[name] = lines
                    walk(child, name)
                else:
                    walk(child, prefix)

        walk(ast.parse(path.read_text(), str(path)), module)
    return out


def test_issue39_no_function_over_150_lines_in_src() -> None:
    long = _long_functions()
    new = {f: n for f, n in long.items() if f not in TOO_LONG}
    assert not new, f"functions over {LONGEST} lines: {new}; split them"
    grown = {f: n for f, n in long.items() if f in TOO_LONG and n > TOO_LONG[f]}
    assert not grown, f"allowlisted functions grew past their ceiling: {grown}"
    done = sorted(set(TOO_LONG) - set(long))
    assert not done, f"now {LONGEST} lines or fewer: take {done} off TOO_LONG"
