"""The browser client as ES modules (issue 39): index.html loads one ``type="module"`` entry, every module
imports by relative paths that exist (and names the module it imports from exports), none puts globals on
``window`` but the documented debug handle, the vendored lit-html and Fluent carry their licences; and the
table's "patch" messages (RFC 6902 on the last state) are applied, or answered by a resync."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from canasta.web.headers import STRICT

STATIC = Path(__file__).resolve().parents[2] / "src" / "canasta" / "web" / "static"
JS = STATIC / "js"
VENDOR = STATIC / "vendor"
IMPORT = re.compile(r"""(?m)^\s*import\s*(?:([\w$*{}\s,]+?)\s*from\s*)?["']([^"']+)["']|^\s*export\s*\{[^}]*\}\s*from\s*["']([^"']+)["']""")
DYNAMIC = re.compile(r"""\bimport\s*\(""")


def modules() -> list[Path]:
    return sorted(JS.glob("*.js"))


def strip_comments(src: str) -> str:
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    return re.sub(r"(^|[^:\\\"'`])//[^\n]*", r"\1", src)


def imports(path: Path) -> list[tuple[str, str]]:
    """(what, specifier) of each static import (and re-export) of a module."""
    out = []
    for m in IMPORT.finditer(strip_comments(path.read_text(encoding="utf-8"))):
        out.append(((m.group(1) or "").strip(), m.group(2) or m.group(3)))
    return out


def exported_names(path: Path) -> set[str]:
    src = path.read_text(encoding="utf-8")
    names = set(re.findall(r"\bexport\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)", src))
    for group in re.findall(r"\bexport\s*\{([^}]*)\}", src):
        for part in group.split(","):
            part = part.strip()
            if part:
                names.add(part.split(" as ")[-1].strip())
    return names


def test_index_loads_only_module_scripts() -> None:
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert scripts == ['<script type="module" src="/static/js/main.js">']  # one entry; it imports the rest
    assert not re.search(r"\son[a-z]+=", html)  # no inline handlers either
    # the strict policy of the app's pages lets module scripts from the server itself run, and nothing inline
    assert "script-src 'self';" in STRICT and "unsafe-eval" not in STRICT


def test_every_module_imports_by_relative_paths_that_exist() -> None:
    assert {p.name for p in modules()} >= {"main.js", "store.js", "connection.js", "i18n.js", "api.js", "lobby.js",
                                           "table.js", "hand.js", "melds.js", "dialogs.js", "chat.js", "history.js",
                                           "cards.js", "patch.js"}
    seen: set[Path] = set()
    todo = [JS / "main.js"]
    while todo:  # from the entry, through our modules and the vendored ones they import
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        src = path.read_text(encoding="utf-8")
        assert not DYNAMIC.search(strip_comments(src)) or path.parent != JS, f"{path.name}: a dynamic import"
        for what, spec in imports(path):
            assert spec.startswith(("./", "../")), f"{path.name} imports {spec!r}: not a relative path"
            target = (path.parent / spec).resolve()
            assert target.is_file(), f"{path.name} imports {spec}, which does not exist"
            assert STATIC.resolve() in target.parents, f"{path.name} imports {spec} from outside static/"
            if path.parent == JS and what.startswith("{"):
                names = {n.strip().split(" as ")[0].strip() for n in what.strip("{}").split(",") if n.strip()}
                missing = names - exported_names(target)
                assert not missing, f"{path.name} imports {sorted(missing)} from {spec}, which does not export them"
            todo.append(target)
    unreached = {p.name for p in modules()} - {p.name for p in seen}
    assert not unreached, f"modules the entry does not reach: {unreached}"


def test_no_module_puts_globals_on_window() -> None:
    handle = 0
    for path in modules():
        src = strip_comments(path.read_text(encoding="utf-8"))
        for m in re.finditer(r"\b(window|globalThis|self)\s*(\.\s*[\w$]+|\[[^\]]+\])\s*=(?!=)", src):
            assert path.name == "main.js" and m.group(0).replace(" ", "") == "window.__canasta=", \
                f"{path.name} sets a global: {m.group(0)}"
            handle += 1
        assert not re.search(r"Object\.(assign|defineProperty|defineProperties)\(\s*(window|globalThis|self)\b", src), path.name
        assert "innerHTML" not in src, f"{path.name} writes innerHTML: render a lit-html template instead"
        assert not re.search(r"\beval\(|new Function\(", src), path.name
    assert handle == 1  # the one debug handle (main.js says what it is for)
    main = (JS / "main.js").read_text(encoding="utf-8")
    assert "The debug handle" in main


def test_vendored_libraries_have_their_licences_and_a_record_of_their_origin() -> None:
    lit = VENDOR / "lit-html"
    assert (lit / "lit-html.js").is_file() and (lit / "LICENSE").is_file()
    assert "BSD 3-Clause" in (lit / "LICENSE").read_text(encoding="utf-8") or \
        "Redistribution and use" in (lit / "LICENSE").read_text(encoding="utf-8")
    assert (VENDOR / "fluent-bundle" / "index.js").is_file()
    assert "Apache License" in (VENDOR / "fluent-bundle" / "LICENSE.txt").read_text(encoding="utf-8")
    readme = (VENDOR / "README.md").read_text(encoding="utf-8")
    for name in ("lit-html", "@fluent/bundle"):
        m = re.search(re.escape(name) + r"\W+(\d+\.\d+\.\d+)", readme)
        assert m, f"vendor/README.md does not record {name}'s version"
    assert "npm" in readme  # where they came from


# ---------------------------------------------------------------- in the browser: patches of the state

def test_patch_module_applies_rfc6902_add_remove_replace(browser: Any, live: Any) -> None:
    pytest.importorskip("playwright")
    ctx = browser.new_context()
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + "/")
    out = page.evaluate("""async () => {
        const {applyPatch} = await import('/static/js/patch.js');
        const doc = {a: 1, list: [1, 2, 3], o: {'x/y': 1, 'm~n': 2}};
        const res = applyPatch(doc, [
            {op: 'replace', path: '/a', value: 2}, {op: 'add', path: '/list/-', value: 4},
            {op: 'add', path: '/list/0', value: 0}, {op: 'remove', path: '/list/2'},
            {op: 'add', path: '/o/new', value: {deep: [1]}}, {op: 'remove', path: '/o/x~1y'},
            {op: 'replace', path: '/o/m~0n', value: 3}]);
        const bad = [];
        for (const ops of [[{op: 'replace', path: '/nope', value: 1}], [{op: 'remove', path: '/list/9'}],
                           [{op: 'move', from: '/a', path: '/b'}], [{op: 'add', path: 'a', value: 1}],
                           [{op: 'add', path: '/list/x', value: 1}], [{op: 'replace', path: '/a'}], 'x']) {
            try { applyPatch(doc, ops); bad.push(null); } catch (e) { bad.push(e instanceof Error ? e.message : 'not an Error'); }
        }
        return {res, doc, bad, whole: applyPatch(doc, [{op: 'replace', path: '', value: {b: 1}}])};
    }""")
    assert out["res"] == {"a": 2, "list": [0, 1, 3, 4], "o": {"m~n": 3, "new": {"deep": [1]}}}
    assert out["doc"] == {"a": 1, "list": [1, 2, 3], "o": {"x/y": 1, "m~n": 2}}  # the document given is left as it was
    assert all(b and b.startswith("patch:") for b in out["bad"]), out["bad"]
    assert out["whole"] == {"b": 1}
    assert not errors, errors
    ctx.close()


def test_a_patch_message_is_applied_to_the_last_state_and_a_bad_one_asks_for_a_resync(browser: Any, live: Any) -> None:
    pytest.importorskip("playwright")
    from test_browser import sign_in  # noqa: PLC0415
    from test_table_ui import new_page, seeded_table  # noqa: PLC0415

    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    seeded_table(page, live.url, 2, 7, level="random")
    page.wait_for_function("() => __canasta.S.msg.info.phase === 'draw' || __canasta.S.msg.info.phase === 'meld'")
    out = page.evaluate("""async () => {
        const {receive} = await import('/static/js/connection.js');  // the same module the page runs
        const sent = [], ws = {readyState: 1, send: x => sent.push(JSON.parse(x))};
        const S = __canasta.S, v = S.msg.version;
        receive(ws, JSON.stringify({type: 'patch', version: v, ops: [{op: 'replace', path: '/info/scores/0', value: 4321}]}));
        const applied = S.msg.info.scores[0], shown = document.querySelector('.tinfo').textContent;
        const before = sent.length;
        receive(ws, JSON.stringify({type: 'patch', version: v + 1, ops: [{op: 'remove', path: '/no/such/thing'}]}));
        const afterBad = sent.slice(before);
        // after a bad patch there is no state to patch until the full one asked for comes: a patch meanwhile
        // is dropped, without asking again
        receive(ws, JSON.stringify({type: 'patch', version: v + 1, ops: []}));
        return {applied, shown, afterBad, again: sent.slice(before + afterBad.length), version: S.msg.version, v};
    }""")
    assert out["applied"] == 4321 and "4321" in out["shown"]
    assert out["afterBad"] == [{"type": "resync"}] and out["again"] == []
    assert out["version"] == out["v"]
    # the full state the client asked for comes (a real one, here from the server's answer to resync)
    page.evaluate("() => __canasta.send({type: 'resync'})")
    page.wait_for_function("() => __canasta.S.msg.info.scores[0] !== 4321")
    assert not errors, errors
    ctx.close()


def test_the_client_asks_for_changes_and_plays_on_patches(browser: Any, live: Any) -> None:
    """The table's socket is opened with ?changes=1: after the first full state the page lives on the
    server's patches (each checked against its base), never needs a resync in a game played to the
    hand's end, and shows what a full state shows."""
    pytest.importorskip("playwright")
    from test_browser import sign_in  # noqa: PLC0415
    from test_table_ui import new_page, seeded_table  # noqa: PLC0415

    src = (JS / "connection.js").read_text(encoding="utf-8")
    opening = [line for line in src.splitlines() if "new WebSocket(" in line]
    assert len(opening) == 1 and "?changes=1" in opening[0]
    ctx, page, errors = new_page(browser)
    page.add_init_script("""(() => {  // every message the table's socket gets, and what the page sends
        const Real = WebSocket; window.__got = []; window.__sent = [];
        window.WebSocket = class extends Real {
            constructor(...a) { super(...a); this.addEventListener('message', e => __got.push(JSON.parse(e.data))); }
            send(x) { __sent.push(JSON.parse(x)); super.send(x); }
        };
    })()""")
    sign_in(page, live.url, "Ann")
    seeded_table(page, live.url, 2, 7, level="random")
    for _ in range(200):  # the person plays the first legal move the view offers, to the hand's end
        page.wait_for_function("() => { const m = __canasta.S.msg; return m && (m.info.turn === m.seat"
                               " || ['hand_over', 'match_over'].includes(m.info.phase)); }")
        if page.evaluate("() => ['hand_over', 'match_over'].includes(__canasta.S.msg.info.phase)"):
            break
        v = page.evaluate("""() => { const m = __canasta.S.msg;
            const moves = m.view.legal_moves.filter(x => x !== 'ask');
            const pick = moves.find(x => x.startsWith('go_out')) || moves.find(x => x.startsWith('discard')) || moves[0];
            __canasta.send({type: 'move', version: m.version, moves: [pick]}); return m.version; }""")
        page.wait_for_function("v => __canasta.S.msg.version > v", arg=v)
    got = page.evaluate("() => __got.map(m => m.type)")
    assert got[0] == "state" and got.count("state") == 1, got[:5]
    assert got.count("patch") > 10, got.count("patch")
    assert {"type": "resync"} not in page.evaluate("() => __sent")
    # what the patches built is what the server sends in full: the page asks for a full state and compares
    page.evaluate("() => { window.__patched = JSON.parse(JSON.stringify(__canasta.S.msg)); __canasta.send({type: 'resync'}); }")
    page.wait_for_function("() => __got.filter(m => m.type === 'state').length === 2")
    same = page.evaluate("""() => { const full = __got.filter(m => m.type === 'state')[1], p = __patched;
        return ['view', 'info', 'log', 'result', 'seats', 'version'].every(k => JSON.stringify(full[k]) === JSON.stringify(p[k])); }""")
    assert same
    assert not errors, errors
    ctx.close()
