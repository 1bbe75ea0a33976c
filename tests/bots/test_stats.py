"""Tournament statistics against hand-computed examples."""

from __future__ import annotations

import math

import pytest

from canasta.bots.tournament import elo, mean_ci, rotations, summarize, t95, wilson


def test_mean_ci_student_t() -> None:
    # mean 3, sample sd sqrt(2.5), se sqrt(0.5), t(4) = 2.776: half-width 1.96293
    m, lo, hi = mean_ci([1, 2, 3, 4, 5])
    assert m == 3
    assert lo == pytest.approx(3 - 2.776 * math.sqrt(0.5), abs=1e-9)
    assert hi == pytest.approx(3 + 1.962928, abs=1e-5)
    # constant samples: a zero-width interval; one sample: unbounded
    assert mean_ci([7, 7, 7]) == (7, 7, 7)
    assert mean_ci([4])[1] == -math.inf
    assert t95(1) == 12.706 and t95(30) == 2.042
    assert 1.96 < t95(200) < 1.975


def test_wilson_interval() -> None:
    # 8 wins in 10: p 0.8; centre (0.8 + 1.92/10) / 1.38415 = 0.71674; half 1.96 * 0.16 / 1.38415 = 0.22656
    p, lo, hi = wilson(8, 10)
    assert p == 0.8
    assert lo == pytest.approx(0.49016, abs=1e-4)
    assert hi == pytest.approx(0.94331, abs=1e-4)
    # all won: the upper end is 1 and the lower end n / (n + z^2)
    p, lo, hi = wilson(20, 20)
    assert p == 1.0 and hi == 1.0
    assert lo == pytest.approx(20 / (20 + 1.959964 ** 2), abs=1e-9)


def test_elo_two_bots() -> None:
    # A scores 3 out of 4 against B: the gap is 400 log10(3) = 190.85 points around 1500
    a, b = elo(2, {(0, 1): (3.0, 4)})
    assert a - b == pytest.approx(400 * math.log10(3), abs=1e-6)
    assert (a + b) / 2 == pytest.approx(1500)
    # even results: equal ratings
    a, b = elo(2, {(0, 1): (5.0, 10)})
    assert a == pytest.approx(b)


def test_elo_perfect_score_stays_finite() -> None:
    # 10 wins out of 10, with one virtual tie added: 10.5 / 11 -> 400 log10(21)
    a, b = elo(2, {(0, 1): (10.0, 10)})
    assert a - b == pytest.approx(400 * math.log10(21), abs=1e-6)


def test_elo_three_bots_transitive() -> None:
    # A beats B 3:1, B beats C 3:1, A beats C 9:1 is consistent with gaps of 190.85 each...
    r = elo(3, {(0, 1): (30.0, 40), (1, 2): (30.0, 40), (0, 2): (36.0, 40)})
    assert r[0] > r[1] > r[2]
    # ... the Bradley-Terry fit: pA/pB = pB/pC = 3 makes pA/pC = 9, i.e. 9:1 -> 36 of 40
    assert r[0] - r[1] == pytest.approx(400 * math.log10(3), abs=1e-3)
    assert r[1] - r[2] == pytest.approx(400 * math.log10(3), abs=1e-3)


def test_rotations_swap_seats() -> None:
    assert rotations(2, 2) == [[0, 1], [1, 0]]
    assert rotations(2, 3) == [[0, 1], [1, 2], [2, 0]]
    assert rotations(3, 2) == [[0, 1, 0], [1, 0, 1], [0, 1, 0]]


def game(deal: int, rot: int, team_bots: list[int], points: list[int]) -> dict[str, object]:
    return {"deal": deal, "rotation": rot, "team_bots": team_bots, "points": points,
            "decisions": [10, 20], "think_seconds": [0.1, 0.02]}


def test_summarize_duplicate_deals() -> None:
    deals = [
        {"deal": 0, "games": [game(0, 0, [0, 1], [900, 100]), game(0, 1, [1, 0], [500, 700])]},
        {"deal": 1, "games": [game(1, 0, [0, 1], [300, 300]), game(1, 1, [1, 0], [800, 200])]},
    ]
    s = summarize(["A", "B"], deals)
    a, b = s["A"], s["B"]
    assert a["hands"] == b["hands"] == 4
    # A: won, won, tie, lost -> 2.5 of 4
    assert a["won"] == 2.5 and b["won"] == 1.5
    # per deal margins of A: (800 + 200) / 2 = 500 and (0 - 600) / 2 = -300: mean 100
    assert a["margin_per_hand"] == 100 and b["margin_per_hand"] == -100
    # two deals: t(1) = 12.706, sd of (500, -300) = 565.685, se 400
    assert a["margin_ci95"][0] == pytest.approx(100 - 12.706 * 400, abs=1e-3)
    # A scores 2.5 of 4 in their games: 400 log10(2.5 / 1.5)
    assert a["elo"] - b["elo"] == pytest.approx(400 * math.log10(2.5 / 1.5), abs=0.2)
    # mean decision time: 0.4 s over 40 decisions = 10 ms
    assert a["mean_decision_ms"] == pytest.approx(10.0)
    assert b["mean_decision_ms"] == pytest.approx(1.0)
