"""The rules explained to players, in their language, generated from a :class:`RuleSet`'s values.

A page is a list of sections (anchor, heading, paragraphs); each paragraph says what one or a few
rule values mean at the table ("To go out, your side needs at least 2 canastas."), so a house rule
changes the page. :func:`page_text` prints it for the terminal, the web server's rules page renders it
(``canasta.web.pages.rules_html``), :func:`form_fields` describes each house rule for the table-creation form (label,
control, sentence for its value), and :func:`anchor_for` names the paragraph a refusal links to.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from babel.lists import format_list

from ..cards import JOKER, TWO
from ..rules import FIELD_NAMES, FIELDS, NEG_INF, RuleSet, make_rules, value_text
from . import tr

# Sections in the order a player learns the game; each lists its paragraphs: (id, rules shown).
# A paragraph id is its anchor and its message (rules-<id>); most are named after a rule value.
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("deal", ("players", "packs", "hand_size", "foot_size", "foot_next_turn", "upcard_red3", "upcard_black3", "upcard_freezers", "upcard_pozzo",
              "red3_timing", "black3_bonus")),
    ("turn", ("draw_count", "turn_end", "empty_pile_discard_ranks")),
    ("pile", ("take_with", "pile_layoff_below_canasta", "take_all", "pile_take_limit", "wild_on_top", "one_card_rule", "pile_bonus_card", "open_before_draw")),
    ("frozen", ("freeze", "black3_discard")),
    ("melds", ("meld_basics", "sequences", "group_slots", "group_join", "min_naturals", "max_wilds_new", "wild_ratio", "wild_free_ranks", "opening_wild_ranks", "wild_melds",
               "black3_melds")),
    ("opening", ("opening_table", "opening_by_hand", "opening_combine", "opening_wilds", "opening_pile", "concealed_waives_minimum",
                 "talons")),
    ("canastas", ("canastas", "wild_canastas", "wild_canasta_closed", "canasta_closes_rank", "rank_canasta_bonus", "unfinished_penalty")),
    ("going-out", ("canastas_to_go_out", "go_out_needs", "go_out_sequences", "go_out_books", "go_out_side_in_foot", "wild_canasta_counts", "go_out_how", "closing_discard_forbids", "wild_meld_blocks",
                   "permission", "concealed", "pile_in_concealed")),
    ("stock", ("stock_out", "last_red3")),
    ("scoring", ("card_values", "hand_score", "going_out_bonus", "red3_value", "red3_table", "red3_penalty",
                 "red3_penalty_flat", "concealed_canasta_bonus", "foot_red3_penalty")),
    ("end", ("target", "hands_per_match")),
)

# Where each rule is explained (its own paragraph, or the one that says it).
PARAGRAPH_OF: dict[str, str] = {p: p for _, ps in SECTIONS for p in ps}
PARAGRAPH_OF.update({"max_wilds": "min_naturals", "natural_canasta": "canastas", "mixed_canasta": "canastas",
                     "wild_canasta_pure": "wild_canastas", "wild_canasta_mixed": "wild_canastas",
                     "concealed_bonus": "going_out_bonus", "black3_value": "card_values",
                     "black3_hand_value": "hand_score", "partnership": "players",
                     "sequence_canasta_bonus": "sequences", "go_out_naturals": "go_out_books",
                     "go_out_mixed": "go_out_books", "black3_bonus_value": "black3_bonus", "upcard": "hand_size"})
SECTION_OF: dict[str, str] = {p: s for s, ps in SECTIONS for p in ps}


def _shown(rs: RuleSet, pid: str) -> bool:
    """Paragraphs that say nothing at this table are left out (no pozzo, no bonus card...)."""
    hidden = {
        "upcard_pozzo": not rs.upcard_pozzo or rs.upcard == "none",
        "upcard_red3": rs.upcard == "none",  # (MA-3: no card is turned up)
        "upcard_black3": rs.upcard == "none",
        "one_card_rule": not rs.one_card_rule,
        "pile_bonus_card": rs.pile_bonus_card == 0,
        "open_before_draw": not rs.open_before_draw,
        "wild_canastas": not rs.wild_melds,
        "go_out_needs": rs.go_out_needs == "any" or rs.canastas_to_go_out == 0,
        "closing_discard_forbids": not rs.closing_discard_forbids,
        "wild_meld_blocks": not rs.wild_meld_blocks or not rs.wild_melds,
        "pile_in_concealed": False,
        "red3_penalty_flat": rs.red3_penalty_flat == 0,
        "concealed_canasta_bonus": rs.concealed_canasta_bonus == 0,
        "max_wilds_new": rs.max_wilds_new >= rs.max_wilds,
        "wild_ratio": rs.wild_ratio == "any" and rs.max_wilds < 3,
        "upcard_freezers": rs.upcard == "none",
        "wild_free_ranks": not rs.wild_free_ranks,
        "rank_canasta_bonus": not rs.rank_canasta_bonus,
        "unfinished_penalty": not rs.unfinished_penalty,
        "pile_layoff_below_canasta": not rs.pile_layoff_below_canasta,
        "sequences": not rs.sequences,
        "group_slots": rs.group_slots == 1,
        "group_join": not rs.group_join,
        "go_out_sequences": rs.go_out_sequences == 0,
        "wild_canasta_counts": not rs.wild_canasta_counts,
        "wild_canasta_closed": not rs.wild_canasta_closed,
        # Modern American (MA-n): black threes as bonus cards are never held, so never discarded or melded
        "black3_bonus": not rs.black3_bonus,
        "canasta_closes_rank": not rs.canasta_closes_rank,
        "talons": not rs.talons,
        "opening_wild_ranks": not set(rs.opening_wild_ranks) & set(rs.wild_free_ranks),
        "empty_pile_discard_ranks": not rs.empty_pile_discard_ranks,
        "black3_discard": rs.black3_bonus,
        "black3_melds": rs.black3_bonus,
        # Hand and Foot (HF-n)
        "foot_size": rs.foot_size == 0,
        "foot_next_turn": not rs.foot_next_turn or rs.foot_size == 0,
        "pile_take_limit": rs.pile_take_limit == 0,
        "take_all": rs.pile_take_limit > 0,  # (the limit's own sentence says what is taken)
        "opening_table": bool(rs.opening_by_hand),
        "opening_by_hand": not rs.opening_by_hand,
        "go_out_books": rs.go_out_naturals == 0 and rs.go_out_mixed == 0,
        "go_out_side_in_foot": not rs.go_out_side_in_foot or rs.foot_size == 0,
        "foot_red3_penalty": rs.foot_red3_penalty == 0,
        "target": rs.hands_per_match > 0,
        "hands_per_match": rs.hands_per_match == 0,
    }
    return not hidden.get(pid, False)


def _list(lang: str, items: list[str], style: str = "standard") -> str:
    if not items:
        return "none"
    return format_list(items, style=style, locale=lang)  # type: ignore[arg-type]


def rule_args(lang: str, rs: RuleSet) -> dict[str, Any]:
    """Every rule value as a message argument, and the derived texts the sentences need."""
    args: dict[str, Any] = {}
    for name in FIELD_NAMES:
        v = getattr(rs, name)
        args[name] = v if isinstance(v, int) and not isinstance(v, bool) else value_text(name, v)
    args["preset"] = tr(lang, "preset-" + rs.preset)
    args["cards"] = rs.deck_size
    args["structure"] = tr(lang, "partnership-" + rs.partnership.replace("_", "-"))
    rows = []
    table = rs.opening_table
    for i, (start, minimum) in enumerate(table):
        if start == NEG_INF:
            nxt = table[i + 1][0] if i + 1 < len(table) else 0
            rows.append(tr(lang, "rules-opening-below", min=minimum, next=nxt))
        else:
            rows.append(tr(lang, "rules-opening-from", min=minimum, **{"from": start}))
    args["opening_list"] = _list(lang, rows)
    args["red3_list"] = _list(lang, [tr(lang, "rules-red3-row", count=n, total=t) for n, t in rs.red3_table])
    args["freezers_list"] = _list(lang, [tr(lang, "rules-kind-" + k) for k in rs.upcard_freezers], "or")
    args["forbid_list"] = _list(lang, [tr(lang, "rules-kind-" + k) for k in rs.closing_discard_forbids], "or")
    # the variants' parameters (issue 42): ranks as the players call them, 0 is a meld of wild cards
    args["wild_free_list"] = _list(lang, [_rank_name(lang, k) for k in rs.wild_free_ranks])
    opening_wild = [k for k in rs.opening_wild_ranks if k in rs.wild_free_ranks]
    args["opening_wild_list"] = _list(lang, [_rank_name(lang, k) for k in opening_wild])
    args["opening_wild_count"] = len(opening_wild)
    args["rank_bonus_list"] = _list(lang, [tr(lang, "rules-rank-row", rank=_rank_name(lang, k), points=v)
                                           for k, v in rs.rank_canasta_bonus])
    args["penalty_list"] = _list(lang, [tr(lang, "rules-rank-row", rank=_rank_name(lang, k), points=v)
                                        for k, v in rs.unfinished_penalty])
    # how many each list has: an empty one gets its own sentence, not a list saying "none"
    args["wild_free_count"] = len(rs.wild_free_ranks)
    args["talons_count"] = len(rs.talons)
    args["talons_list"] = _list(lang, [str(n) for n in rs.talons], "or")
    args["rank_bonus_count"] = len(rs.rank_canasta_bonus)
    # HF-15: the kinds whose value differs from the classic one (card_values), "8: 5"
    args["card_values_list"] = _list(lang, [tr(lang, "rules-rank-row", rank=tr(lang, "kind-" + _KIND_ID.get(k, str(k))),
                                                points=v) for k, v in rs.card_values])
    args["card_values_count"] = len(rs.card_values)
    # MA-19: the ranks not discarded onto an empty pile while another natural card is held
    args["empty_discard_list"] = _list(lang, [_rank_name(lang, k) for k in rs.empty_pile_discard_ranks])
    args["empty_discard_count"] = len(rs.empty_pile_discard_ranks)
    args["penalty_count"] = len(rs.unfinished_penalty)
    return args


_RANK_KIND = {11: "j", 12: "q", 13: "k", 14: "a"}
_KIND_ID = {**_RANK_KIND, JOKER: "jk", TWO: "2"}


def _rank_name(lang: str, k: int) -> str:
    if k == 0:
        return tr(lang, "rules-rank-wild")
    return tr(lang, "kind-" + _RANK_KIND.get(k, str(k)))


def sentence(lang: str, pid: str, args: dict[str, Any]) -> str:
    return tr(lang, "rules-" + pid.replace("_", "-"), **args)


@dataclass(frozen=True)
class Section:
    anchor: str
    heading: str
    paragraphs: tuple[tuple[str, str], ...]  # (anchor, text)


def page(lang: str, rs: RuleSet) -> list[Section]:
    """The rules of ``rs`` for a player, in ``lang``: the sections, then what makes them different."""
    args = rule_args(lang, rs)
    out = []
    for sid, pids in SECTIONS:
        paras = tuple((pid.replace("_", "-"), sentence(lang, pid, args)) for pid in pids if _shown(rs, pid))
        out.append(Section(sid, tr(lang, "rules-h-" + sid), paras))
    out.append(Section("different", tr(lang, "rules-h-different"), tuple(_differences(lang, rs, args))))
    return out


def _differences(lang: str, rs: RuleSet, args: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """What this rule set changes against the classic game, and against its own rulebook (house rules)."""
    def changed(a: RuleSet, b: RuleSet) -> list[str]:
        seen: list[str] = []
        for name in FIELD_NAMES:
            if name in ("preset", "players") or getattr(a, name) == getattr(b, name):
                continue
            pid = PARAGRAPH_OF.get(name, name)
            if pid == "wild_canastas" and not b.wild_melds:
                continue
            if pid not in seen:
                seen.append(pid)
        return seen

    book = _rulebook(rs)
    if rs.preset == "classic":
        yield "classic", tr(lang, "rules-classic-itself")
    else:
        classic = _classic_for(rs)
        pids = changed(classic, book) if classic is not None else []
        if pids:
            yield "vs-classic", tr(lang, "rules-differs-from-classic")
            book_args = rule_args(lang, book)
            for pid in pids:
                yield "diff-" + pid.replace("_", "-"), sentence(lang, pid, book_args)
    house = changed(book, rs)
    if house:
        yield "house", tr(lang, "rules-house-rules")
        for pid in house:
            yield "house-" + pid.replace("_", "-"), sentence(lang, pid, args)
    else:
        yield "house", tr(lang, "rules-no-house-rules")


def _rulebook(rs: RuleSet) -> RuleSet:
    """The preset's own rules for this table's players and sides (no house rule)."""
    try:
        return make_rules(rs.preset, rs.players, {"partnership": rs.partnership})
    except ValueError:
        return make_rules(rs.preset, rs.players)


def _classic_for(rs: RuleSet) -> RuleSet | None:
    for ov in ({"partnership": rs.partnership}, {}):
        try:
            return make_rules("classic", rs.players, ov)
        except ValueError:
            continue
    return None


def page_text(lang: str, rs: RuleSet, width: int = 88) -> str:
    """The page for a terminal: headings, and paragraphs wrapped to ``width``."""
    import textwrap

    lines = [tr(lang, "rules-title", preset=tr(lang, "preset-" + rs.preset), players=rs.players), ""]
    for sec in page(lang, rs):
        lines.append(sec.heading)
        lines.append("-" * len(sec.heading))
        for anchor, text in sec.paragraphs:
            indent = "  " if anchor.startswith(("diff-", "house-")) else ""
            lines.extend(textwrap.wrap(text, width, initial_indent=indent + ("• " if indent else ""),
                                       subsequent_indent=indent + ("  " if indent else "")) or [""])
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


# -- refusals link to their paragraph ----------------------------------------------------------------
# RULES.md ids of the national rulebooks and conflicts, by the rule value whose paragraph explains them.
_RULE_IDS = {
    "FR-3": "max_wilds_new", "FR-5": "upcard_red3", "FR-7": "red3_penalty", "FR-8": "take_with", "FR-12": "black3_melds",
    "SK-3": "concealed_canasta_bonus", "SK-6": "wild_ratio",
    "IT-3": "upcard_pozzo", "IT-4": "upcard_pozzo", "IT-5": "upcard_pozzo", "IT-9": "wild_ratio", "IT-10": "wild_melds",
    "IT-12": "opening_wilds", "IT-13": "stock_out", "IT-14": "red3_penalty", "IT-15": "black3_discard",
    "IT-16": "wild_meld_blocks", "IT-17": "go_out_needs", "IT-18": "open_before_draw", "IT-20": "take_with",
    "IT-21": "open_before_draw", "IT-23": "permission", "I28": "closing_discard_forbids", "I29": "wild_meld_blocks",
    "K-1": "black3_discard", "K-2": "last_red3", "K-3": "wild_ratio", "K-4": "red3_timing", "K-7": "pile_in_concealed",
    "FI-7": "red3_penalty_flat", "F12": "opening_combine", "MA-8": "wild_free_ranks", "MA-9": "wild_free_ranks", "MA-19": "empty_pile_discard_ranks",
    "SA-3": "sequences", "SA-4": "sequences", "SA-6": "group_slots", "BO-5": "go_out_sequences", "BO-1": "wild_canasta_counts", "SA-7": "pile_layoff_below_canasta", "SA-10": "red3_penalty",
    "HF-3": "foot_size", "HF-5": "pile_take_limit", "HF-7": "group_slots", "HF-8": "opening_by_hand", "HF-9": "hands_per_match",
    "HF-10": "foot_size", "HF-11": "go_out_books", "HF-12": "foot_red3_penalty",
}
# Classic rules (C-<n>.<m>), by the paragraph of their sub-rule, else their chapter.
_CLASSIC = {
    "C-4": "upcard_freezers", "C-5": "red3_timing", "C-6": "draw_count", "C-7.1": "draw_count", "C-7.2": "take_all",
    "C-7.3": "wild_on_top", "C-7.4": "freeze", "C-7.5": "take_with", "C-7.6": "freeze", "C-7.7": "black3_discard",
    "C-7.8": "one_card_rule", "C-7.9": "opening_pile", "C-7": "take_with", "C-8.1": "meld_basics", "C-8.2": "min_naturals",
    "C-8.3": "wild_ratio", "C-8.4": "wild_melds", "C-8.5": "meld_basics", "C-8": "min_naturals",
    "C-9.2": "opening_combine", "C-9.4": "opening_pile", "C-9.5": "concealed_waives_minimum", "C-9": "opening_table",
    "C-10": "canastas", "C-11": "turn_end", "C-12.1": "canastas_to_go_out", "C-12.2": "go_out_how",
    "C-12.4": "permission", "C-12.5": "concealed", "C-12.6": "black3_melds", "C-12": "go_out_how",
    "C-13.1": "last_red3", "C-13": "stock_out", "C-14": "hand_score", "C-15": "target", "C-3": "hand_size",
    "C-1": "card_values", "C-2": "players",
}


def anchor_for(rule: str | None, rs: RuleSet | None = None) -> str:
    """The anchor of the paragraph explaining a RULES.md id (``"C-7.5"``, ``"IT-15"``), or of its section."""
    if not rule:
        return "turn"
    pid = _RULE_IDS.get(rule)
    if pid is None:
        parts = rule.split(".")
        for n in range(len(parts), 0, -1):
            pid = _CLASSIC.get(".".join(parts[:n]))
            if pid:
                break
    if pid is None:
        return "turn"
    if rs is not None and not _shown(rs, pid):
        return SECTION_OF.get(pid, "turn")
    return pid.replace("_", "-")


# -- the house-rule form -----------------------------------------------------------------------------
FORM_FIELDS = tuple(f for f in FIELD_NAMES if f not in ("preset", "players", "partnership"))


def form_fields(lang: str, rs: RuleSet) -> list[dict[str, Any]]:
    """Each house rule as the form shows it: label, control (checkbox, number, choice, members, text),
    current value, and the sentence saying what the value means (for a choice: one per option)."""
    args = rule_args(lang, rs)
    out = []
    for name in FORM_FIELDS:
        f = FIELDS[name]
        meta = f.metadata
        value = getattr(rs, name)
        pid = PARAGRAPH_OF.get(name, name)
        item: dict[str, Any] = {"name": name, "label": tr(lang, "rule-" + name.replace("_", "-")),
                                "value": value_text(name, value), "text": sentence(lang, pid, args),
                                "paragraph": pid.replace("_", "-")}
        if isinstance(f.default, bool):
            item["control"] = "checkbox"
        elif isinstance(f.default, int):
            item.update(control="number", min=meta["lo"], max=meta["hi"])
        elif meta["members"] is not None:
            item.update(control="members", options=[{"value": m, "label": tr(lang, "rule-choice-" + m)}
                                                    for m in meta["members"]])
        elif meta["choices"] is not None:
            opts = []
            for c in meta["choices"]:
                opts.append({"value": c, "label": sentence(lang, pid, dict(args, **{name: c}))})
            item.update(control="choice", options=opts)
        else:
            item["control"] = "text"
        out.append(item)
    return out
