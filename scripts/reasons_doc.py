"""Write docs/reasons.md from canasta.reasons.REASONS (run after adding a code):
``PYTHONPATH=src python scripts/reasons_doc.py``."""

from __future__ import annotations

import re
from pathlib import Path

from canasta.reasons import REASONS

FACTS = ["go-out-canastas", "go-out-books", "go-out-kinds", "go-out-natural", "go-out-wild-meld", "go-out-refused",
         "frozen-by-wild", "frozen-by-upcard", "frozen-by-black-three", "frozen-unopened", "blocked-by-black-three",
         "blocked-by-wild", "wild-on-top-three", "pozzo-holds-black-three", "pozzo-face-down", "pile-after-opening",
         "opening-needs"]
EXTRA_PARAMS = {"opening-needs": ["progress"]}
RULE_BY_RULESET = {"pile-no-meld": "C-7.5, FR-8 or IT-20", "pile-take-shape": "C-7.5, FR-8 or IT-20",
                   "pile-no-meld-for-top": "C-7.5, FR-8 or IT-20", "pile-take-pair-or-meld": "C-7.5, FR-8 or IT-20",
                   "pile-wild-top-shape": "C-7.5, FR-8 or IT-20"}

HEAD = """# Reason codes

Every refusal of a move and every descriptive fact of a table carries a stable **code**, its
**params** and the **RULES.md id** of the rule, besides an English text made from code and params
(`canasta.reasons.REASONS`; this page is written by `scripts/reasons_doc.py`). Codes are part of the
API: a code never changes meaning, params are only ever added.

- `State.reason(move)` returns `None` for a legal move, else a `Reason` (`code`, `params`, `rule`, `text`,
  `message` = `"<rule>: <text>"`). `State.is_legal`, `State.apply` and `State.explain` all ask it; the checks
  that build the legal moves are the ones that return the reason, so a refusal and its explanation cannot
  disagree (tests/reasons walks random positions of every preset and checks it, move by move).
- `IllegalMoveError` has `.code`, `.params` and `.rule`; its message is `Reason.message`.
- `State.facts(seat)` lists the facts a table shows that seat (only public information): why the pile is
  frozen or blocked, what the side still needs for its initial meld, why it may not go out yet.
- `Reason.to_dict()` is what the server sends: `{"code", "params", "rule", "text"}`.

Params are ints, texts or lists of texts. Card kinds are their move-notation text (`"7"`, `"JK"` joker,
`"2"`, `"3"` black three), meld keys the same or `"W"` for the wild meld; `move` is a move in the
notation. Front ends translate the Fluent message `reason-<code>` of `locales/<lang>/reasons.ftl` (en, fr,
sk, it, fi) with the params (card kinds named in the player's language, `<name>_code` holding the
notation) and fall back to the English text. The core engine stays standard-library only.

The `rule` of a reason is the rule in force in the table's rule set: where it depends on the rule set
the table says so (IT-20 where only a natural pair takes the pozzo, FR-8 where the pile never freezes, else C-7.5).
"""


def row(code: str) -> str:
    rule, text = REASONS[code]
    params = re.findall(r"{(\w+)}", text) + EXTRA_PARAMS.get(code, [])
    cell = text.replace("|", "\\|")
    return f"| `{code}` | {', '.join(params) or '—'} | {RULE_BY_RULESET.get(code, rule)} | {cell} |"


def main() -> None:
    lines = [HEAD, "## Refusals", "", "| code | params | rule | English text |", "|---|---|---|---|"]
    lines += [row(c) for c in REASONS if c not in FACTS]
    lines += ["", "`move-not-possible` and `pile-not-now` are fallbacks that would mean the move generator and the",
              "refusal disagree; the tests assert that no position ever produces them.", "",
              "## Going out and facts of the table", "",
              "`go-out-*` are facts (`State.facts`) and also refusals where going out is what the move needs.", "",
              "| code | params | rule | English text |", "|---|---|---|---|"]
    lines += [row(c) for c in FACTS]
    assert set(FACTS) <= set(REASONS)
    Path(__file__).resolve().parents[1].joinpath("docs", "reasons.md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
