"""The running score of a hand in play (issue 40, newcomer defect 5): what each side has on the
table now (its melds' card points, its canasta bonuses, its red threes), as card sites show beside
the match total. Derived from public facts only (the melds and the red threes are face up), and
counted by the engine's own scoring (``canasta.scoring``), so it agrees with the end-of-hand sheet
for those items. Not counted: the going-out bonus and the cards still in hand (unknown to others)."""

from __future__ import annotations

from ...cards import WILD_MELD
from ...melds import CANASTA
from ...scoring import threes_points
from ...solver import meld_value
from ...state import State


def running_score(st: State, s: int) -> dict[str, int]:
    """Side ``s``'s points on the table: ``melded``, ``bonus`` (canastas), ``red3`` and ``total``."""
    r = st.rules
    members = st.sides[s]
    melds = st.melds[s]
    melded = sum(meld_value(r, m) for m in melds.values())
    bonus = 0
    for key, m in melds.items():
        if len(m.cards) < CANASTA:
            continue
        if key == WILD_MELD:
            bonus += r.wild_canasta_pure if (m.jokers == 0 or m.twos == 0) else r.wild_canasta_mixed
        elif m.jokers + m.twos == 0:
            bonus += r.natural_canasta
        else:
            bonus += r.mixed_canasta
    if r.partnership == "cutthroat":
        red3 = sum(threes_points(st, s, st.red3s[q]) for q in members)
    else:
        red3 = threes_points(st, s, [f for q in members for f in st.red3s[q]])
    return {"melded": melded, "bonus": bonus, "red3": red3, "total": melded + bonus + red3}

