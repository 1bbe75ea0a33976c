"""Every bot only ever returns legal moves, across all presets and player counts."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta import PRESET_NAMES, new_game, preset_players
from canasta.bots import make_bot
from canasta.bots.ismcts import ISMCTSBot

CASES = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]


def play_hand(preset: str, players: int, seed: int, spec: str, max_moves: int | None = None) -> int:
    """Play one hand with ``spec`` at every seat (the heuristic finishes after ``max_moves``);
    every chosen move must be in the seat's legal moves. Returns the moves played."""
    st = new_game(preset, players=players, seed=seed)
    bots = [make_bot(spec, seed + q) for q in range(players)]
    finish = make_bot("heuristic", seed)
    n = 0
    while st.phase not in ("hand_over", "match_over"):
        view = st.view(st.turn)
        assert view.legal_moves == tuple(st.legal_move_list())
        bot = bots[st.turn] if max_moves is None or n < max_moves else finish
        move = bot.choose(view)
        assert move in view.legal_moves, f"{spec} chose {move} in {preset} {players}p seed {seed}"
        st.apply(move)
        n += 1
        assert n < 5000, "the hand does not end"
    return n


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10_000), bot=st.sampled_from(["random", "heuristic", "easy"]))
def test_fast_bots_play_legal_moves_to_the_end_of_a_hand(case: tuple[str, int], seed: int, bot: str) -> None:
    preset, players = case
    assert play_hand(preset, players, seed, bot) > 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10_000))
def test_ismcts_plays_legal_moves(case: tuple[str, int], seed: int) -> None:
    preset, players = case
    assert play_hand(preset, players, seed, "ismcts:8:r2", max_moves=40) > 0


def test_every_preset_and_player_count_with_the_heuristic() -> None:
    for preset, players in CASES:
        play_hand(preset, players, 7, "heuristic")


def test_ismcts_answers_may_i_go_out_and_searches_its_budget() -> None:
    st = new_game("classic", players=4, seed=3)
    bot = ISMCTSBot(1, iterations=30, rollout=2, early_stop=False)  # the whole budget: no early stop
    searched = False
    finish = make_bot("heuristic", 0)
    while st.phase not in ("hand_over", "match_over"):
        view = st.view(st.turn)
        if st.turn in (0, 2):
            move = bot.choose(view)
            if len(view.legal_moves) > 1:
                assert bot.last_iterations == 30
                searched = True
        else:
            move = finish.choose(view)
        assert move in view.legal_moves
        st.apply(move)
    assert searched


def test_answer_phase_gives_yes_or_no() -> None:
    # find a position where a heuristic seat asks "May I go out?" and let each bot answer
    for seed in range(60):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over") and st.phase != "answer":
            st.apply(h.choose(st.view(st.turn)))
        if st.phase == "answer":
            for spec in ("random", "heuristic", "ismcts:20:r2"):
                move = make_bot(spec, 1).choose(st.view(st.turn))
                assert str(move) in ("yes", "no")
            return
    raise AssertionError("no seat asked to go out in 60 heuristic hands")


def test_bots_are_deterministic_given_a_seed() -> None:
    for spec in ("random", "easy", "heuristic", "ismcts:15:r2"):
        a = new_game("french", players=4, seed=11)
        b = a.copy()
        ba = [make_bot(spec, 5 + q) for q in range(4)]
        bb = [make_bot(spec, 5 + q) for q in range(4)]
        for _ in range(60):
            if a.phase in ("hand_over", "match_over"):
                break
            ma = ba[a.turn].choose(a.view(a.turn))
            mb = bb[b.turn].choose(b.view(b.turn))
            assert ma == mb
            a.apply(ma)
            b.apply(mb)


def test_levels_and_specs() -> None:
    from canasta.bots import LEVELS

    assert list(LEVELS) == ["easy", "medium", "hard", "expert"]
    for level in LEVELS:
        assert make_bot(level, 1).name
    assert make_bot("ismcts:300:0.5s", 1).name == "ismcts(300 it, 0.5 s)"
    assert make_bot("tuned:freeze_pile=7", 1).name == "tuned(freeze_pile=7)"
    assert make_bot("ismcts:10:e3:k400", 1).name == "ismcts(10 it)"
    for bad in ("wizard", "ismcts:0", "ismcts:-1s", "heuristic:100", "ismcts:x", "tuned:nope=1", "tuned:danger=x"):
        with pytest.raises(ValueError):
            make_bot(bad, 1)
