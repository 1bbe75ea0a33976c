"""Refusals name the rule that actually applies in the rule set (issue 12 §4).

"In force" is an explicit mapping from a rule id to the parameters that make it apply. Classic ids
not in the mapping (C-1.4, C-6, C-8.x, C-9.1, C-12.2, ...) are general rules that every preset keeps;
any other id must be in the mapping, so a new refusal text has to say when its rule applies.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from canasta import PRESET_NAMES, Move, make_rules, preset_players
from canasta.cards import NATURALS, NKINDS
from canasta.rules import RuleSet
from canasta.state import State, new_game

sys.path.insert(0, str(Path(__file__).parent.parent))

from presets.builder import build, illegal_reason, play  # noqa: E402

IN_FORCE: dict[str, Callable[[RuleSet], bool]] = {
    "C-7.3": lambda r: r.wild_on_top == "blocked",
    "C-7.5": lambda r: r.freeze == "classic" and r.take_with != "pair",
    "C-7.6": lambda r: r.freeze == "classic" or bool(r.upcard_freezers) or r.black3_discard == "freeze",
    "C-7.8": lambda r: r.one_card_rule,
    "C-9.5": lambda r: r.concealed_waives_minimum,
    "C-12.4": lambda r: r.permission != "off",
    "C-12.6": lambda r: r.black3_melds,
    "C-13.2": lambda r: r.stock_out == "take_pile",
    "K-2": lambda r: True,  # the last red three: both readings are options of last_red3
    "FR-3": lambda r: r.max_wilds_new < r.max_wilds,
    "FR-5": lambda r: r.upcard_red3 == "take",
    "FR-8": lambda r: r.freeze == "none" and r.take_with != "pair",
    "FR-12": lambda r: not r.black3_melds and "black3" not in r.closing_discard_forbids,
    "I04": lambda r: not r.black3_melds and "black3" in r.closing_discard_forbids,
    "I28": lambda r: bool(r.closing_discard_forbids),
    "I29": lambda r: r.wild_meld_blocks,
    "IT-10": lambda r: r.wild_melds,
    "IT-12": lambda r: not r.opening_wilds or r.open_before_draw,
    "IT-15": lambda r: r.black3_discard == "triple",
    "IT-16": lambda r: r.wild_meld_blocks,
    "IT-17": lambda r: r.go_out_needs != "any",
    "IT-18": lambda r: r.open_before_draw,
    "IT-20": lambda r: r.take_with == "pair",
    "IT-21": lambda r: r.open_before_draw,
    "FI-8": lambda r: r.permission == "required",
    "MA-8": lambda r: bool(r.wild_free_ranks),
    "MA-11": lambda r: r.canasta_closes_rank,
    "MA-19": lambda r: bool(r.empty_pile_discard_ranks),
    "BO-5": lambda r: r.go_out_sequences > 0,
    "SA-3": lambda r: r.sequences,
    "SA-4": lambda r: r.sequences,
    "SA-7": lambda r: r.pile_layoff_below_canasta or r.sequences,
    "SA-6": lambda r: r.group_slots > 1,
    "HF-7": lambda r: r.group_slots > 1 and r.canasta_closes_rank,
    "HF-11": lambda r: r.foot_size > 0 or r.go_out_naturals > 0 or r.go_out_mixed > 0,
}


def in_force(rule: str, r: RuleSet) -> bool:
    if rule in IN_FORCE:
        return IN_FORCE[rule](r)
    return rule.startswith("C-")


def _candidates(st: State) -> list[Move]:
    out = [Move(a) for a in ("draw", "ask", "yes", "no", "end", "deal")]
    out += [Move("discard", (k,)) for k in range(NKINDS) if k != 2]
    for q in NATURALS:
        out += [Move("meld", (q, q, q)), Move("meld", (q, q, 1)), Move("meld", (q, q, 0)), Move("add", (q,), q),
                Move("add", (0,), q), Move("add", (1,), q), Move("take", (q, q)), Move("take", (q, 0)),
                Move("take", (q, 1)), Move("take", (q, q, q)), Move("take", (), q)]
    out += [Move("meld", (3, 3, 3)), Move("meld", (1, 0, 0)), Move("take"), Move("take", (0, 0, 0)),
            Move("take", (1, 1, 1)), Move("add", (0,), 0), Move("add", (3,), 3)]
    return out


PAIRS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]


@pytest.mark.parametrize(("preset", "players"), PAIRS)
def test_every_refusal_names_a_rule_in_force(preset: str, players: int) -> None:
    seen: set[str] = set()
    for seed in range(3):
        r = make_rules(preset, players, {"target": 1500})
        st = new_game(r, seed=seed)
        rnd = random.Random(seed)
        for step in range(1500):
            if st.match_over:
                break
            if step % 3 == 0:
                legal = set(st.legal_move_list())
                for m in _candidates(st):
                    if m in legal:
                        continue
                    rule = st._rule_of(m)
                    assert rule, f"{preset} {players}p: refusal of {m} names no rule: {st.explain(m)}"
                    assert in_force(rule, r), f"{preset} {players}p: {m} refused citing {rule}: {st.explain(m)}"
                    seen.add(rule)
            st.apply(rnd.choice(st.legal_move_list()))
    assert len(seen) >= 8


def test_C12_4_a_refusal_after_the_partners_no_cites_C12_4() -> None:
    st = build("classic", hands={0: "6h 6s 9c", 2: "4h 5h"}, melds={0: ["Kc Kd Kh Ks Kc Kd Kh", "6c 6d 6h"]},
               turn=0, phase="meld")
    play(st, "ask", "no", "add 6")
    assert illegal_reason(st, "add 6").startswith("C-12.4")


def test_IT16_an_unfinished_wild_meld_refuses_going_out_citing_IT16() -> None:
    st = build("italian", hands={0: "9c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd", "Qh Qs Qd Qc Qh 2c JK", "JK JK 2d"]},
               turn=0, phase="meld")
    why = illegal_reason(st, "discard 9")
    assert why.startswith("IT-16") and "I29" in why


def test_FR8_french_pile_refusals_cite_FR8_not_the_classic_C7_5() -> None:
    st = build("french", hands={1: "Ah 9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="5h Ac", turn=1)
    assert illegal_reason(st, "take").startswith("FR-8")  # no série of aces to lay the top card on
    old = build("french", hands={1: "Ah JK 9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="5h Ac", turn=1,
                take_with="pair_or_layoff")
    assert illegal_reason(old, "take A JK").startswith("FR-8")


def test_the_mapping_knows_every_rule_id_the_engine_cites() -> None:
    import re

    text = (Path(__file__).parents[2] / "src" / "canasta" / "state.py").read_text(encoding="utf-8")
    cited = set(re.findall(r'f?"([A-Z]{1,2}-[0-9][0-9.]*|I[0-9]{2}|K-[0-9]):', text))
    unknown = {c for c in cited if not c.startswith("C-") and c not in IN_FORCE}
    assert not unknown
