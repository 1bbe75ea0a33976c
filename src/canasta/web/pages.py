"""The server's HTML pages: Jinja2 templates (``web/templates/`` and each area's ``templates/``, one
environment, one base layout ``base.html`` that every page extends) rendered with autoescape on, so a member's, an event's or a table's name is
escaped by the template engine and never by hand. The pages' words come from the Fluent catalogs:
every template gets ``t(key, **args)``, the message ``key`` in the page's language.

Only the page builders (``club/leaderboard.py``, ``events/nights.py``, ``i18n_routes.py``) call :func:`render`; this
module imports nothing of the web layer, so any of them may import it.
"""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from ..rules import RuleSet

TEMPLATES = Path(__file__).parent / "templates"  # the layout (base.html) and the shared pages (rules)
#: every folder of templates, searched in this order by one environment: the shared one, then each
#: area's own (``club/templates``, ``events/templates``); a page names its template by file name
#: alone and every page extends the one layout
TEMPLATE_DIRS = (TEMPLATES, *(Path(__file__).parent / area / "templates" for area in ("club", "events")))

#: the top bar's links, as the app's: (message, address, the page it marks as current)
NAV = (("nav-lobby", "/", ""), ("nav-history", "/#/history", ""),
       ("club-leaderboard", "/club/leaderboard", "leaderboard"), ("nav-events", "/club/events", "events"),
       ("nav-account", "/club/account", "account"))

_env = Environment(loader=FileSystemLoader(TEMPLATE_DIRS), autoescape=select_autoescape(default=True, default_for_string=True),
                   undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, auto_reload=False)
_env.policies["json.dumps_kwargs"] = {}  # |tojson keeps the keys' order (it escapes <, >, & and ' all the same)


def render(name: str, lang: str, **context: Any) -> str:
    """The template ``name`` in ``lang``. The layout's context: ``title``; ``here``, the page's own
    address without ``lang`` (for the links to the page in every language, none if empty);
    ``current``, the top bar's link that this page is."""
    from ..i18n import LANG_NAMES, tr

    def t(key: str, **args: Any) -> str:
        return tr(lang, key, **args)

    def num(x: float, digits: int = 1) -> str:
        return number(lang, x, digits)

    context.setdefault("here", "")
    context.setdefault("current", "")
    return _env.get_template(name).render(lang=lang, t=t, num=num, nav=NAV, langs=LANG_NAMES, **context)


def number(lang: str, x: float, digits: int = 1) -> str:
    """``x`` with ``digits`` decimals and grouped thousands, as the language writes numbers."""
    text = f"{x:,.{digits}f}"
    if lang in ("fr", "sk", "fi"):
        return text.replace(",", "\u202f").replace(".", ",")
    if lang == "it":
        return text.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    return text


def plot(points: list[tuple[float, float, str]], start: float) -> dict[str, Any] | None:
    """The geometry of a rating over time drawn as an SVG line from the starting rating ``start``
    (``player.html`` draws it); None without points."""
    if not points:
        return None
    ys = [start, *(r for _, r, _ in points)]
    w, h, pad = 600, 160, 24
    lo, hi = min(ys), max(ys)
    span = (hi - lo) or 1.0
    step = (w - 2 * pad) / (len(ys) - 1)
    coords = " ".join(f"{pad + i * step:.1f},{h - pad - (r - lo) / span * (h - 2 * pad):.1f}" for i, r in enumerate(ys))
    return {"w": w, "h": h, "pad": pad, "coords": coords, "hi": math.floor(hi), "lo": math.floor(lo)}


def rules_html(lang: str, rs: RuleSet, langs_href: str | None = None) -> str:
    """The rules page of ``rs`` (:func:`canasta.i18n.rulespage.page`): an anchor on every section and
    paragraph; ``langs_href`` is the page's own address with ``lang=<code>``, to offer the other languages."""
    from ..i18n import LANG_NAMES, rulespage, tr

    title = tr(lang, "rules-title", preset=tr(lang, "preset-" + rs.preset), players=rs.players)
    links = ([(re.sub(r"lang=[a-z]+", "lang=" + code, langs_href), code, name) for code, name in LANG_NAMES.items()]
             if langs_href else [])
    sections = []
    for sec in rulespage.page(lang, rs):
        # a rule set's differences and house rules are a list; the other paragraphs are paragraphs
        groups = [(is_list, list(paras)) for is_list, paras in
                  itertools.groupby(sec.paragraphs, key=lambda p: p[0].startswith(("diff-", "house-")))]
        sections.append((sec, groups))
    return render("rules.html", lang, title=title, lang_links=links, sections=sections)
