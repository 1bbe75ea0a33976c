"""Quote-register rules (RULES.md §2.2) not already covered by a resolution test in test_<preset>.py."""

from __future__ import annotations

from canasta import make_rules, new_game
from canasta.cards import KIND

from .builder import build, illegal_reason, legal, play, side_result

K7 = "Kh Ks Kd Kc Kh Ks Kd"
Q7_MIXED = "Qh Qs Qd Qc Qh 2c JK"
REST = {1: "4c", 2: "4h", 3: "4d"}


def _out(preset: str, melds: dict[int, list[str]], **kw: object) -> dict[str, object]:
    st = build(preset, hands={0: "9c", **REST}, melds=melds, turn=0, phase="meld", first_meld={0: 3},
               **kw)  # type: ignore[arg-type]
    if st.rules.permission == "required":
        play(st, "ask", "yes")  # FI-8: going out in partnership play needs the partner's yes
    play(st, "discard 9")
    return side_result(st, 0)


# ---- French -----------------------------------------------------------------------------------------

def test_F03_jokers_and_twos_are_the_wild_cards() -> None:
    """F03: the 'volantes' (jokers and 2s) replace natural cards."""
    st = build("french", hands={0: "7h 7s 2c JK 9c"}, melds={0: ["8h 8s 8d"]}, turn=0, phase="meld")
    assert {"meld 7 7 2", "meld 7 7 JK"} <= legal(st)


def test_F05_red_threes_score_points() -> None:
    """F05: red threes serve to score points (100 each with a canasta, FR-7)."""
    assert _out("french", {0: [K7]}, red3s={0: "3h"})["red3_points"] == 100


def test_F06_pure_canasta_500_impure_300() -> None:
    """F06."""
    r = _out("french", {0: [K7, Q7_MIXED]})
    assert (r["natural_canastas"], r["mixed_canastas"], r["canasta_bonus"]) == (1, 1, 800)


def test_F07_eleven_cards_each_for_four_players() -> None:
    """F07."""
    st = new_game("french", players=4, seed=9)
    assert all(len(st.hand(q)) == 11 for q in range(4))


def test_F15_the_rest_of_the_pile_is_taken_after_laying_the_top_card() -> None:
    """F15: lay the top card at once (a new series or completing one), then take the rest."""
    st = build("french", hands={1: "9h 4d"}, melds={1: ["Kh Ks Kd"]}, pile="5c 6c Kc", turn=1)
    play(st, "take")
    assert st.pile == [] and st.melds[1][13].size == 4
    assert sorted(KIND[c] for c in st.hand(1)) == [4, 5, 6, 9]


def test_F19_a_black_three_taken_with_the_pile_may_be_discarded_again() -> None:
    """F19."""
    st = build("french", hands={1: "Kh Ks 9d 4d"}, melds={1: ["7h 7s 7d"]}, pile="3s 5c Kc", turn=1)
    play(st, "take K K")
    assert "discard 3" in legal(st)


# ---- Slovak -----------------------------------------------------------------------------------------

def test_S04_eleven_cards_each() -> None:
    """S04 (SK-8): the dealer deals each player 11 cards."""
    st = new_game("slovak", seed=4)
    assert all(len(st.hand(q)) == 11 for q in range(4))


def test_S11_a_meld_is_three_cards_of_one_rank_never_on_an_opponents_meld() -> None:
    """S11."""
    st = build("slovak", hands={0: "8c 9c 9d 9h 4c"}, melds={0: ["Kc Ks Kd"], 1: ["8h 8s 8d"]}, turn=0,
               phase="meld")
    assert "meld 9 9 9" in legal(st)
    assert "C-2.2" in illegal_reason(st, "add 8")
    assert "C-8.1" in illegal_reason(st, "meld 9 9 8")


def test_S14_natural_and_mixed_canastas() -> None:
    """S14: a canasta has at least seven cards; natural or mixed (500 / 300, SK-3's 600/400 minus 100)."""
    r = _out("slovak", {0: [K7, Q7_MIXED]})
    assert (r["natural_canastas"], r["mixed_canastas"], r["canasta_bonus"]) == (1, 1, 800)


def test_S16_S17_the_deal_rotates_and_the_dealers_left_starts() -> None:
    """S16 / S17: the deal passes clockwise; the player left of the dealer plays first."""
    st = build("slovak", hands={0: "9c", **REST}, melds={0: [K7]}, turn=0, phase="meld")
    d = st.dealer
    play(st, "discard 9", "deal")
    assert st.dealer == (d + 1) % 4 and st.turn == (st.dealer + 1) % 4
    fresh = new_game("slovak", seed=8)
    assert fresh.turn == (fresh.dealer + 1) % 4


# ---- Italian ----------------------------------------------------------------------------------------

def test_I03_jokers_and_twos_replace_any_card() -> None:
    """I03: jolly and matte are wild."""
    st = build("italian", hands={0: "7h 7s 7c 2c JK 9c"}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld")
    assert {"meld 7 7 2", "meld 7 7 JK", "add 2 to A", "add JK to A"} <= legal(st)


def test_I04_black_threes_never_form_a_series_nor_close() -> None:
    """I04: black threes cannot form a series, be put on the table, nor be used to close (I28)."""
    assert make_rules("italian").black3_melds is False
    st = build("italian", hands={0: "3s 3c 3s"}, melds={0: [K7, Q7_MIXED]}, turn=0, phase="meld")
    assert "I04" in illegal_reason(st, "meld 3 3 3")  # the Italian rule, not the French FR-12
    assert legal(st) == {"discard 3"}  # three black threes can neither be melded nor close


def test_I18_I19_once_one_partner_opened_the_other_melds_freely() -> None:
    """I18 / I19: when a player opened his partner has opened too and may extend his melds."""
    st = build("italian", hands={2: "Ac 4h 4s 4d 9c"}, melds={0: ["Ah As Ad"]}, turn=2)
    assert st.opened[0]
    play(st, "draw")
    moves = legal(st)
    assert {"add A", "meld 4 4 4"} <= moves  # 4-4-4 is only 15: no minimum any more


def test_I30_partners_see_no_more_than_the_permission_question() -> None:
    """I30: no signals between partners: a partner's view shows only the count of the other's hand."""
    st = new_game("italian", seed=3)
    v = st.view((st.turn + 2) % 4)
    assert v.data["hands"][st.turn] == {"count": 15}


# ---- Finnish ----------------------------------------------------------------------------------------

def test_Fi02_Fi25_the_target_is_5000() -> None:
    """Fi02 / Fi25."""
    assert make_rules("finnish").target == 5000


def test_Fi08_the_draw_is_one_card() -> None:
    """Fi08."""
    st = build("finnish", hands={0: "9c 4c"}, stock_top="Qc Jc", turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 3


def test_Fi12_a_drawn_red_three_is_laid_and_replaced() -> None:
    """Fi12."""
    st = build("finnish", hands={0: "9c 4c"}, stock_top="3h Jc", turn=0)
    play(st, "draw")
    assert len(st.red3s[0]) == 1 and KIND[st.hand(0)[-1]] in (4, 9, 11)
    assert len(st.hand(0)) == 3


def test_Fi13_only_sets_no_sequences_no_sets_of_threes_or_twos() -> None:
    """Fi13."""
    st = build("finnish", hands={0: "2c 2d JK 7c 8c 9c 4h"}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld")
    assert "C-8.4" in illegal_reason(st, "meld 2 2 JK")
    assert "C-8.1" in illegal_reason(st, "meld 7 8 9")


def test_Fi16_cards_may_be_added_to_the_own_teams_melds() -> None:
    """Fi16."""
    st = build("finnish", hands={2: "Ac 9c 4c"}, melds={0: ["Ah As Ad"]}, turn=2, phase="meld")
    assert "add A" in legal(st)


def test_Fi17_natural_and_mixed_canastas() -> None:
    """Fi17 / Fi23: natural 500, mixed 300."""
    r = _out("finnish", {0: [K7, Q7_MIXED]})
    assert r["canasta_bonus"] == 800


def test_Fi19_going_out_by_melding_or_by_discarding() -> None:
    """Fi19: with the team's canasta one goes out by melding the last card or by discarding it."""
    by_meld = build("finnish", hands={0: "Kc"}, melds={0: ["Kh Ks Kd Kc Kh Ks"]}, turn=0, phase="meld")
    play(by_meld, "ask", "yes", "add K")  # FI-8: with the partner's yes
    assert by_meld.result is not None and by_meld.result.went_out == 0
    by_discard = build("finnish", hands={0: "9c"}, melds={0: [K7]}, turn=0, phase="meld")
    play(by_discard, "ask", "yes", "discard 9")
    assert by_discard.result is not None and by_discard.result.went_out == 0

