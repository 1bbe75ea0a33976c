"""Random house rules never leave a player without a legal move, and every hand ends (§0.2).

Like OpenSpiel's random-simulation test, but the rule set itself is drawn at random from the
parameters that shape the turn: whatever a club chooses, the engine must always offer a move.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from canasta import make_rules, new_game
from canasta.rules import RuleError

OPTIONS = {
    "canastas_to_go_out": st_.integers(0, 2),
    "hand_size": st_.integers(3, 15),
    "draw_count": st_.integers(1, 2),
    "permission": st_.sampled_from(["binding", "no_forbids", "off"]),
    "concealed_waives_minimum": st_.booleans(),
    "opening_combine": st_.booleans(),
    "black3_melds": st_.booleans(),
    "wild_ratio": st_.sampled_from(["any", "at_most_naturals", "fewer_than_naturals"]),
    "last_red3": st_.sampled_from(["end", "meld"]),
    "stock_out": st_.sampled_from(["take_pile", "end"]),
    "freeze": st_.sampled_from(["classic", "none"]),
    "take_with": st_.sampled_from(["classic", "pair_or_layoff", "pair"]),
    "wild_on_top": st_.sampled_from(["blocked", "open"]),
    "max_wilds": st_.integers(1, 3),
    "max_wilds_new": st_.integers(1, 3),
    "red3_timing": st_.sampled_from(["after_deal", "first_turn", "before_upcard"]),
    "upcard_red3": st_.sampled_from(["cover", "take"]),
    "upcard_black3": st_.sampled_from(["stay", "cover"]),
    "black3_discard": st_.sampled_from(["block", "freeze", "triple"]),
    "pile_in_concealed": st_.booleans(),
    "closing_discard_forbids": st_.sampled_from(["", "wild", "black3", "wild,black3"]),
}


@st_.composite
def house_rules(draw: st_.DrawFn) -> tuple[str, int, dict[str, object], int]:
    preset, players = draw(st_.sampled_from([("classic", 2), ("classic", 3), ("classic", 4), ("french", 4),
                                              ("french", 5), ("italian", 4), ("slovak", 6), ("finnish", 4)]))
    keys = draw(st_.lists(st_.sampled_from(sorted(OPTIONS)), max_size=6, unique=True))
    overrides = {k: draw(OPTIONS[k]) for k in keys}
    overrides["target"] = 50
    return preset, players, overrides, draw(st_.integers(0, 2**31))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house_rules())
def test_any_house_rules_always_offer_a_move_and_hands_end(cfg: tuple[str, int, dict[str, object], int]) -> None:
    preset, players, overrides, seed = cfg
    try:
        rules = make_rules(preset, players, overrides)
    except RuleError:
        return  # a combination the rule set rejects with a reason
    st = new_game(rules, seed=seed)
    rnd = random.Random(seed)
    for _ in range(3000):
        if st.hand_over:
            break
        moves = st.legal_move_list()
        assert moves, f"no legal move: {preset} {players} {overrides} seed {seed} at {st!r}"
        st.apply(rnd.choice(moves))
    assert st.hand_over, f"hand did not end in 3000 moves: {preset} {players} {overrides} seed {seed}"
