"""OpenSpiel adapter: pyspiel's random simulation test, chance, returns, resampling and ISMCTS."""

from __future__ import annotations

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import canasta.envs.openspiel as cos  # noqa: E402
from canasta import make_rules  # noqa: E402
from canasta.envs.encoding import layout_for, obs_layout  # noqa: E402


def _random_play(state, rng: np.random.Generator, stop=lambda s: False):  # type: ignore[no-untyped-def]
    while not state.is_terminal() and not stop(state):
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            assert sum(probs) == pytest.approx(1.0)
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize("params", [
    {"preset": "classic", "players": 4},
    {"preset": "italian", "players": 4},
    {"preset": "french", "players": 5, "hands": 2},
    {"preset": "handfoot", "players": 4},
    {"preset": "samba", "players": 4},
])
def test_pyspiel_random_sim_test(params: dict) -> None:
    game = pyspiel.load_game(cos.GAME_NAME, params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_game_parameters_and_sizes() -> None:
    game = pyspiel.load_game("python_canasta", {"preset": "slovak", "players": 3})
    assert game.num_players() == 3
    assert game.observation_tensor_size() == obs_layout(3).size
    su = game.setup
    assert game.information_state_tensor_size() == obs_layout(3).size + 2 * su.max_events + 3 * su.max_facts
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    with pytest.raises(Exception, match="unknown preset"):
        pyspiel.load_game("python_canasta", {"preset": "bridge"})
    for preset in ("handfoot", "samba"):  # the feet and the sequences are in the tensor (HF-3, SA-3)
        game = pyspiel.load_game("python_canasta", {"preset": preset, "players": 4})
        lay = layout_for(make_rules(preset, 4))
        assert game.observation_tensor_size() == lay.size > obs_layout(4).size
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        obs = np.array(state.observation_tensor(state.current_player()))
        assert obs.shape == (lay.size,)
        if preset == "handfoot":
            assert lay.part(obs, "feet").tolist() == [11.0] * 4  # raw counts in the OpenSpiel tensor


def test_deal_is_eight_seed_bytes_then_the_engine_deals() -> None:
    game = pyspiel.load_game("python_canasta", {"players": 2})
    s = game.new_initial_state()
    for i in range(cos.SEED_BYTES):
        assert s.is_chance_node()
        outcomes = s.chance_outcomes()
        assert len(outcomes) == 256 and outcomes[0][1] == pytest.approx(1 / 256)
        s.apply_action(i)
    assert not s.is_chance_node()
    assert s.st is not None and s.st.seed == int.from_bytes(bytes(range(8)), "big")


def test_chance_picks_each_drawn_card_from_the_stock() -> None:
    game = pyspiel.load_game("python_canasta", {"players": 4})
    s = game.new_initial_state()
    for _ in range(cos.SEED_BYTES):
        s.apply_action(7)
    st = s.st
    draw = game.setup.table.encode(cos.Move("draw"))
    assert draw in s.legal_actions()
    seat = st.turn
    stock_before = sorted(st.stock)
    s.apply_action(draw)
    assert s.is_chance_node()
    outcomes = dict(s.chance_outcomes())
    assert set(outcomes) == set(stock_before)  # any stock card may come next
    # pick a card that is not the one the seed put on top, and check that it is the card drawn
    natural = next(f for f in sorted(outcomes) if f != st.stock[-1] and f % 13 >= 2 and f != 52)
    s.apply_action(natural)
    while s.is_chance_node():  # a red three drawn first would need another card (C-5.1)
        s.apply_action(s.chance_outcomes()[0][0])
    assert natural in s.st.hand(seat)
    assert s.st.phase == "meld"


def test_returns_sum_to_zero_and_partners_share_them() -> None:
    rng = np.random.default_rng(1)
    game = pyspiel.load_game("python_canasta", {"players": 4})
    s = _random_play(game.new_initial_state(), rng)
    r = s.returns()
    assert sum(r) == pytest.approx(0.0)
    assert r[0] == r[2] and r[1] == r[3]
    pts = s.st.result.team_points
    assert r[0] == pytest.approx((pts[s.st.team_of[0]] - pts[1 - s.st.team_of[0]]) / 1000)


def test_trio_against_pair_returns_still_sum_to_zero() -> None:
    rng = np.random.default_rng(2)
    game = pyspiel.load_game("python_canasta", {"preset": "french", "players": 5})
    s = _random_play(game.new_initial_state(), rng)
    r = s.returns()
    assert sum(r) == pytest.approx(0.0, abs=1e-9)
    assert r[0] == r[2] == r[4] and r[1] == r[3]


def test_information_state_and_resampling() -> None:
    rng = np.random.default_rng(3)
    game = pyspiel.load_game("python_canasta", {"players": 4})
    s = _random_play(game.new_initial_state(), rng, stop=lambda st: st.st is not None
                     and not st.is_chance_node() and len(st._events) >= 30)
    p = s.current_player()
    key = s.information_state_string(p)
    assert '"seed"' not in key and "|" in key
    assert s.observation_string(p) == key.split("|")[0]
    other = (p + 1) % 4
    assert s.information_state_string(other) != key
    for seed in range(3):
        r = cos.resample(s, p, seed)
        assert r.information_state_string(p) == key
        assert np.array_equal(np.asarray(r.information_state_tensor(p)), np.asarray(s.information_state_tensor(p)))
        assert r.legal_actions() == s.legal_actions()
    with pytest.raises(ValueError, match="resample a state at a player's decision"):
        cos.resample(game.new_initial_state(), 0)


def test_python_ismcts_plays_the_game() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_canasta", {"players": 2})
    rs = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=rs)
    bot.set_resampler(lambda state, player: cos.resample(state, player, int(rs.randint(0, 2**31))))
    s = game.new_initial_state()
    rng = np.random.default_rng(0)
    decisions = 0
    while not s.is_terminal() and decisions < 6:
        if s.is_chance_node():
            outcomes, probs = zip(*s.chance_outcomes())
            s.apply_action(int(rng.choice(outcomes, p=probs)))
        elif s.current_player() == 0:
            action = bot.step(s)
            assert action in s.legal_actions()
            s.apply_action(action)
            decisions += 1
        else:
            s.apply_action(int(rng.choice(s.legal_actions())))
    assert decisions == 6


class _SampledTree:
    """A pyspiel state whose tree is cut to a sample OpenSpiel's recursive tests can walk: the
    deal fixed (one outcome per seed byte), two outcomes at each card draw, two actions at each
    decision, ``depth`` decisions deep. Everything else is the real state."""

    def __init__(self, state, depth: int) -> None:  # type: ignore[no-untyped-def]
        self.state = state
        self.depth = depth

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self.state, name)

    def legal_actions(self) -> list[int]:
        s = self.state
        if s.is_chance_node():
            outcomes = [a for a, _p in s.chance_outcomes()]
            return outcomes[:1] if s.st is None else outcomes[:2]  # the deal is fixed, draws branch
        if self.depth <= 0:
            return []
        legal = s.legal_actions()
        return legal[:1] + legal[-1:] if len(legal) > 1 else legal

    def child(self, action: int) -> _SampledTree:
        return _SampledTree(self.state.child(action), self.depth - (0 if self.state.is_chance_node() else 1))


@pytest.mark.parametrize("params,depth", [({"players": 2}, 4), ({"players": 4}, 6),
                                          ({"preset": "italian", "players": 4}, 4)])
def test_information_state_is_perfect_recall_by_openspiels_own_test(params: dict, depth: int) -> None:
    # OpenSpiel's integration test walks a whole game tree; Canasta's cannot be walked, so its
    # own check runs on a sampled subtree (same deal, different draws for the other seats give
    # the same information state to a player, whose earlier information states must then match)
    api = pytest.importorskip("open_spiel.integration_tests.api_test")
    game = pyspiel.load_game(cos.GAME_NAME, params)
    seen: dict = {}
    api._assert_is_perfect_recall_recursive(_SampledTree(game.new_initial_state(), depth), current_history=[],
                                            infostate_player_to_history=seen)
    players = {p for _key, p in seen}
    assert len(seen) > 20 and len(players) >= 2
    # and the test did meet one information state from two different histories
    assert sum(1 for _ in seen) < _count_decisions(_SampledTree(game.new_initial_state(), depth))


def _count_decisions(node: _SampledTree) -> int:
    if node.is_terminal():
        return 0
    own = 0 if node.is_chance_node() else 1
    return own + sum(_count_decisions(node.child(a)) for a in node.legal_actions())


def test_information_state_remembers_the_players_own_draws() -> None:
    # two deals alike, the player draws a different card and throws it: the views end alike (the
    # discards may even be the same kind), the information states differ
    game = pyspiel.load_game(cos.GAME_NAME, {"players": 2})
    s = game.new_initial_state()
    for b in range(cos.SEED_BYTES):
        s.apply_action(b)
    p = s.current_player()
    draw = s.legal_actions()[0]
    assert s._g.table.decode(draw).action == "draw"
    a, b = s.child(draw), s.child(draw)
    faces = [f for f, _pr in a.chance_outcomes()]
    a.apply_action(faces[0])
    b.apply_action(faces[1])
    for x in (a, b):  # the rest of the draw (two cards in the 2-player game): the same cards
        while x.is_chance_node():
            x.apply_action([f for f, _pr in x.chance_outcomes() if f not in faces[:2]][0])
    assert a.information_state_string(p) != b.information_state_string(p)
    assert a.information_state_tensor(p) != b.information_state_tensor(p)
    mine = a.information_state_string(p).rsplit(" ", 2)
    assert mine[-2] == f"{p}:draw(+{cos.face_text(faces[0])}"
    other = 1 - p
    assert a.information_state_string(other).endswith(f" {p}:draw")  # the drawn cards do not leak
    with pytest.raises(RuntimeError):
        game.new_initial_state().information_state_string()  # no player at a chance node (OpenSpiel's api_test)
