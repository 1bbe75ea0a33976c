"""Partners: "May I go out?" answered in the side's interest (C-12.4), and the search bots'
safety filter (no gift discards while a safe discard exists, no set held back when the hand may end)."""

from __future__ import annotations

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.heuristic import HeuristicPolicy
from canasta.bots.ismcts import is_gift, safe_moves
from canasta.bots.obs import Obs
from canasta.cards import IS_WILD, JOKER, NATURALS, NKINDS
from canasta.state import State


def an_answer(seed_from: int = 0) -> State:
    """A classic 4-player position where a heuristic partner was asked "May I go out?"."""
    for seed in range(seed_from, seed_from + 80):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over") and st.phase != "answer":
            st.apply(h.choose(st.view(st.turn)))
        if st.phase == "answer":
            return st
    raise AssertionError("no seat asked to go out in 80 hands")


def obs_with(st: State, hand: dict[int, int], stock: int) -> Obs:
    o = Obs.from_view(st.view(st.turn))
    o.hand = [hand.get(k, 0) for k in range(NKINDS)]
    o.nhand = list(o.nhand)
    o.nhand[o.seat] = sum(o.hand)
    o.nhand = [max(n, 5) if q != o.seat and o.side_of[q] != o.side else n for q, n in enumerate(o.nhand)]
    o.stock = stock
    o.scores = [0] * len(o.scores)
    return o


def opponents_at(o: Obs, points: int) -> Obs:
    """The observation with the opposing sides' estimate (``HeuristicPolicy.opp_estimate``) pushed up
    by ``points`` of red threes each, or, for ``points`` below 0, down by cards in hand (9 each)."""
    o.red3 = list(o.red3)
    o.nhand = list(o.nhand)
    for q in o.opponents():
        if points > 0:
            o.red3[q] = points // o.r.red3_value
        else:
            o.nhand[q] = -points // 9
    return o


def test_c12_4_partner_answers_by_the_score_the_hand_and_the_stock() -> None:
    st = an_answer()
    pol = HeuristicPolicy()
    o = obs_with(st, {}, 40)
    side_melds = o.melds[o.side]
    k = next(iter(k for k in side_melds if k in NATURALS))
    # cards that fit the side's melds and a natural set: many points it could still lay down
    big = {k: 2, JOKER: 1, 13: 3, 14: 3}
    # the opposing sides far ahead (their red threes) or far behind (their cards in hand): moved through
    # the observation, since the methods of a compiled policy cannot be replaced on an instance
    behind = HeuristicPolicy()
    assert behind.opp_estimate(opponents_at(obs_with(st, big, 40), 2000)) >= 2000
    assert behind.answer_reason(opponents_at(obs_with(st, big, 40), 2000)) == (False, "can-meld")
    assert behind.answer_reason(opponents_at(obs_with(st, {13: 1, 14: 1, 12: 1, 11: 1}, 40), 2000)) == (False, "behind")
    # the same big hand with the stock almost gone: end the hand
    assert behind.answer_reason(opponents_at(obs_with(st, big, 8), 2000)) == (True, "stock-low")
    # a cheap hand costs less than the going-out bonus: yes
    assert behind.answer_reason(opponents_at(obs_with(st, {4: 1, 5: 1}, 40), 2000)) == (True, "hand-cheap")
    ahead = HeuristicPolicy()
    assert ahead.opp_estimate(opponents_at(obs_with(st, big, 40), -2000)) <= -1000
    assert ahead.answer_reason(opponents_at(obs_with(st, big, 40), -2000)) == (True, "ahead")
    assert pol.answer_yes(o) == pol.answer_reason(o)[0]


def test_c12_4_ending_the_hand_to_win_the_match_is_yes() -> None:
    st = an_answer()
    pol = HeuristicPolicy()
    o = obs_with(st, {13: 3, 14: 3, JOKER: 1}, 40)
    o.scores = [0] * len(o.scores)
    o.scores[o.team_of[o.seat]] = o.r.target - 10
    assert pol.answer_reason(o) == (True, "wins-match")


def test_search_bots_with_the_safety_filter_answer_through_the_rule() -> None:
    st = an_answer()
    v = st.view(st.turn)
    expect = make_bot("heuristic", 0).choose(v)
    assert make_bot("ismcts:20:s1", 3).choose(v) == expect


def test_safety_filter_removes_gifts_and_keeps_a_move() -> None:
    """Over real positions: the filtered root moves are legal, never empty, and hold a gift
    discard only when every other discard is a wild card."""
    seen_gift = False
    for seed in range(6):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            o = Obs.from_view(v)
            moves = safe_moves(o, list(v.legal_moves))
            assert moves and set(moves) <= set(v.legal_moves)
            discards = [m for m in v.legal_moves if m.action == "discard"]
            if any(is_gift(o, m) for m in discards):
                seen_gift = True
                kept = [m for m in moves if m.action == "discard"]
                if any(not is_gift(o, m) and not IS_WILD[m.cards[0]] for m in discards):
                    # (no discard at all while a natural set must be laid first)
                    assert not any(is_gift(o, m) for m in kept)
                    assert kept or any(m.action == "meld" for m in moves)
            st.apply(h.choose(v))
    assert seen_gift


def test_c12_4_a_bot_asks_before_going_out_on_a_partner_with_many_cards() -> None:
    for seed in range(80):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            if any(m.action == "ask" for m in v.legal_moves):
                o = Obs.from_view(v)
                if any(o.nhand[q] >= 6 for q in o.partners()) and HeuristicPolicy().want_out(o):
                    assert str(h.choose(v)) == "ask"
                    return
            st.apply(h.choose(v))
    raise AssertionError("no position to ask with a partner holding six cards in 80 hands")
