"""The search's early stop: an iteration budget ends once no other root move can catch up with the
most visited one, so the move is the one the whole budget would have chosen, for fewer iterations."""

from __future__ import annotations

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.ismcts import ISMCTSBot


def test_early_stop_plays_the_move_of_the_whole_budget_with_fewer_iterations() -> None:
    searched = saved = 0
    for seed in range(3):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            if st.turn == 0 and len(v.legal_moves) > 1:
                full = ISMCTSBot(seed + searched, iterations=150, early_stop=False)
                quick = ISMCTSBot(seed + searched, iterations=150)
                move = full.choose(v)
                assert quick.choose(v) == move, f"seed {seed}: the early stop changed the move"
                assert quick.last_iterations <= full.last_iterations
                searched += full.last_iterations > 0
                saved += full.last_iterations - quick.last_iterations
            st.apply(h.choose(v))
    assert searched >= 10
    # it must save something, or the test proves nothing
    assert saved > 0


def test_a_time_budget_alone_runs_to_its_end() -> None:
    st = new_game("classic", players=4, seed=5)
    h = make_bot("heuristic", 5)
    while not (st.turn == 0 and len(st.view(0).legal_moves) > 2):
        st.apply(h.choose(st.view(st.turn)))
    bot = ISMCTSBot(1, iterations=None, seconds=0.05)
    bot.choose(st.view(0))
    assert bot.last_iterations > 50
