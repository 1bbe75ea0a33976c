"""The parameterised heuristic (``canasta.bots.tuned``), its discard-safety model, and the
learned evaluation (``canasta.bots.learned``, ISMCTS option ``e3``)."""

from __future__ import annotations

import pytest

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.evalfeat import NAMES, features
from canasta.bots.heuristic import HeuristicBot, HeuristicPolicy
from canasta.bots.ismcts import evaluate
from canasta.bots.learned import WEIGHTS, side_values
from canasta.bots.obs import Obs
from canasta.bots.tuned import PARAMS, TunedBot, TunedPolicy, parse_params
from canasta.melds import make_meld
from canasta.moves import Move


def _discard_obs() -> Obs:
    """Seat 0 to discard (classic, 4 players): the next opponent's side (seat 1) has melded 8s."""
    st = new_game("classic", players=4, seed=3)
    o = Obs.from_view(st.view(st.turn))
    o.seat, o.side, o.phase, o.stock = 0, o.side_of[0], "meld", 50
    hand = [0] * 15
    hand[8] = 1   # an 8: the next opponent's side has melded 8s
    hand[5] = 1   # a 5: three 5s are in sight in the pile, nobody melded 5s
    hand[11] = 2  # a pair of jacks
    o.hand = hand
    o.nhand = [4, 11, 11, 11]
    o.known = [[0] * 15 for _ in range(4)]
    return o


def _with_melds(o: Obs, frozen: bool) -> Obs:
    # a real meld of 8s for the next opponent's side, taken from faces of kind 8
    from canasta.cards import KIND

    eights = tuple(f for f in range(53) if KIND[f] == 8)[:3]
    opp_side = o.side_of[o.next_opponent()]
    melds: list[dict[int, object]] = [dict(m) for m in o.melds]
    melds[opp_side] = {8: make_meld(8, eights, 0)}
    o.melds = melds  # type: ignore[assignment]
    o.opened = [True] * len(o.opened)
    o.pile_frozen = frozen
    o.pile = [5, 5, 5, 9, 13]
    o.known = [[0] * 15 for _ in range(4)]
    return o


@pytest.mark.parametrize("policy", [HeuristicPolicy(), TunedPolicy()])
def test_safety_model_keeps_the_card_the_next_opponent_melds_off_an_open_pile(policy: HeuristicPolicy) -> None:
    """C-8.3/C-8.4: onto a pile the next opponent can take with one card of its meld, a safe card
    (three of its kind in sight, no opponent meld) goes instead of that card."""
    o = _with_melds(_discard_obs(), frozen=False)
    discards = [Move("discard", (8,)), Move("discard", (5,)), Move("discard", (11,))]
    assert policy.best_discard(o, discards) == Move("discard", (5,))
    d, pile_n = policy.danger(o)
    assert d[8] == 1.0 and d[5] < 0.5 and pile_n == 6


def test_the_pile_order_tells_which_discards_the_next_opponent_passed_over() -> None:
    """The top card is the previous seat's discard, the one below it the seat's before: in four
    players the fourth card from the top is this seat's own, which the next opponent drew past."""
    o = _with_melds(_discard_obs(), frozen=True)
    o.pile = [9, 12, 6, 6, 7]  # from the top: 7 (seat 3), 6 (seat 2), 6 (seat 1), 12 (seat 0, passed over)
    base = TunedPolicy().danger(o)[0]
    passed = TunedPolicy(params={"passed_next": 0.1}).danger(o)[0]
    by_next = TunedPolicy(params={"discarded_next": 0.1}).danger(o)[0]
    assert passed[12] == pytest.approx(base[12] / 6) and passed[6] == base[6]
    assert by_next[6] == pytest.approx(base[6] / 6) and by_next[12] == base[12]


def test_default_parameters_play_exactly_like_the_heuristic() -> None:
    for seed in range(3):
        st = new_game("classic", players=4, seed=seed)
        heur = [HeuristicBot(q) for q in range(4)]
        tuned = [TunedBot(q) for q in range(4)]
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            m = heur[st.turn].choose(v)
            assert tuned[st.turn].choose(v) == m
            st.apply(m)


def test_held_sets_are_laid_when_the_hand_may_end_soon() -> None:
    """With ``meld_soon_hand`` a natural set goes down before any discard once a player holds few
    cards (a set held when the hand ends counts against the side)."""
    p = TunedPolicy(params={"meld_soon_hand": 5})
    for seed in range(40):
        st = new_game("classic", players=4, seed=seed)
        bots = [HeuristicBot(q) for q in range(4)]
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            o = Obs.from_view(v)
            sets = [m for m in v.legal_moves if m.action == "meld" and len(m.cards) >= 3
                    and all(k >= 4 for k in m.cards)]
            if sets and o.opened[o.side] and min(o.nhand) <= 5 and o.answer != 0:
                m = p.choose(o)
                assert m.action == "meld" and len(m.cards) >= 3
                return
            st.apply(bots[st.turn].choose(v))
    raise AssertionError("no set to lay near the end of 40 hands")


def test_parameters_are_checked() -> None:
    assert parse_params("danger=2:freeze_pile=7") == {"danger": 2.0, "freeze_pile": 7.0}
    assert set(TunedPolicy(params={"danger": 1}).p) == set(PARAMS)
    for bad in ("danger", "nope=1", "danger=x"):
        with pytest.raises(ValueError, match="parameter"):
            parse_params(bad)
    with pytest.raises(ValueError, match="unknown"):
        TunedPolicy(params={"nope": 1.0})


def test_learned_evaluation_values_sides_and_counts_a_finished_hand_by_its_points() -> None:
    assert len(WEIGHTS) == len(NAMES)
    st = new_game("classic", players=4, seed=11)
    bots = [HeuristicBot(q) for q in range(4)]
    while st.phase not in ("hand_over", "match_over"):
        f = features(st)
        assert len(f) == len(st.sides) and all(len(x) == len(NAMES) for x in f)
        vals = evaluate(st, 400.0, 3)
        assert all(0.0 < x < 1.0 for x in vals) and sum(vals) == pytest.approx(1.0)
        assert (vals[0] > 0.5) == (side_values(st)[0] > side_values(st)[1])
        st.apply(bots[st.turn].choose(st.view(st.turn)))
    assert st.result is not None
    pts = [st.result.team_points[st.team_of[m[0]]] for m in st.sides]
    vals = evaluate(st, 400.0, 3)
    if pts[0] != pts[1]:
        assert (vals[0] > 0.5) == (pts[0] > pts[1])


def test_ismcts_with_the_learned_evaluation_plays_legal_moves() -> None:
    st = new_game("classic", players=4, seed=2)
    bot = make_bot("ismcts:20:e3:k400", 1)
    for _ in range(30):
        if st.phase in ("hand_over", "match_over"):
            break
        v = st.view(st.turn)
        m = bot.choose(v)
        assert m in v.legal_moves
        st.apply(m)
