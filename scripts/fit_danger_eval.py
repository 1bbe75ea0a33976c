"""Fit the learned evaluation ``e5`` (:func:`canasta.bots.learned.seat_margin`) on the search's own games.

Two steps, both seeded and repeatable:

``generate``: self-play hands of a search (by default ``hard``'s search without its wall-clock cap,
``ismcts:350:r40:e3:k400:q1:n3:y2``, which repeats exactly) at all four seats, classic, 4 players;
hand ``i`` is dealt from seed ``S + i`` and its bots seeded from it. About one position in
``1/--every`` is kept; for each kept position every seat's view gives one row, the features of
:func:`canasta.bots.evalfeat.seat_features` and, as the target, the hand's final points of the
seat's side minus the other side's. Rows go to a ``.npz`` file (one per chunk of hands, so a long
run can be split and resumed).

``fit``: ridge regression of the targets on the features over the chunks given, hands split 80/20
(by hand, so that no hand is on both sides) for the held-out figures, then refitted on every hand;
writes ``src/canasta/bots/eval5_weights.py``.

The shipped weights (docs/bots.md, Session 19; about 25 minutes of CPU on one core, the core
compiled, for the 1,350 hands)::

    for k in 0 1 2 3 4 5 6 7 8; do
      nice -n 15 python scripts/fit_danger_eval.py generate --hands 150 --seed $((2000000 + 150*k)) --out c150_$k.npz
    done
    python scripts/fit_danger_eval.py fit c150_0.npz c150_1.npz ... c150_8.npz --write

Rerunning both gives the same rows and the same weights (the search's spec has no time limit).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.evalfeat import NAMES5, features, seat_features
from canasta.bots.learned import WEIGHTS
from canasta.rules import make_rules
from canasta.state import State

SPEC = "ismcts:350:r40:e3:k400:q1:n3:y2"
WEIGHTS_FILE = Path(__file__).resolve().parents[1] / "src" / "canasta" / "bots" / "eval5_weights.py"


def e3_margin(st: State, seat: int) -> float:
    """Evaluation 3's margin for the seat's side (it reads the whole state: a baseline only)."""
    f = features(st)
    v = [sum(a * b for a, b in zip(WEIGHTS, x)) for x in f]
    s = st.side_of[seat]
    return v[s] - max(v[t] for t in range(len(v)) if t != s)


def generate(spec: str, hands: int, seed: int, every: float, out: str) -> None:
    rules = make_rules("classic", 4, {})
    rows: list[list[float]] = []
    ys: list[float] = []
    hand_ids: list[int] = []
    base: list[float] = []
    t0 = time.process_time()
    for g in range(hands):
        s = seed + g
        rnd = random.Random(s ^ 0xE5E5)
        st = new_game(rules, seed=s)
        bots = [make_bot(spec, s * 4 + q) for q in range(4)]
        snaps: list[tuple[list[list[float]], list[float], list[int]]] = []
        while st.phase not in ("hand_over", "match_over"):
            if rnd.random() < every:
                snaps.append(([seat_features(st, q) for q in range(4)], [e3_margin(st, q) for q in range(4)],
                              [st.side_of[q] for q in range(4)]))
            st.apply(bots[st.turn].choose(st.view(st.turn)))
        assert st.result is not None
        pts = [st.result.team_points[st.team_of[m[0]]] for m in st.sides]
        for fs, e3, sides in snaps:
            for q in range(4):
                rows.append(fs[q])
                ys.append(pts[sides[q]] - pts[1 - sides[q]])
                hand_ids.append(s)
                base.append(e3[q])
        if (g + 1) % 20 == 0:
            print(f"{g + 1} hands, {len(rows)} rows, {time.process_time() - t0:.0f} s CPU", file=sys.stderr, flush=True)
    np.savez_compressed(out, x=np.array(rows), y=np.array(ys), hand=np.array(hand_ids), e3=np.array(base),
                        names=np.array(NAMES5), spec=np.array(spec))
    print(f"{hands} hands, {len(rows)} rows, {time.process_time() - t0:.0f} s CPU -> {out}")


def ridge(x: np.ndarray, y: np.ndarray, lam: float) -> np.ndarray:
    # standardized for the penalty (the bias column is not penalized), weights returned in raw units
    sd = x.std(axis=0)
    sd[sd == 0] = 1.0
    sd[-1] = 1.0
    z = x / sd
    pen = lam * np.eye(x.shape[1])
    pen[-1, -1] = 0.0
    w = np.linalg.solve(z.T @ z + pen, z.T @ y)
    return w / sd


def fit(files: list[str], lam: float, write: bool) -> None:
    xs, ys, hs, bs = [], [], [], []
    for f in files:
        d = np.load(f)
        assert tuple(d["names"]) == NAMES5, f"{f}: features of another version"
        xs.append(d["x"])
        ys.append(d["y"])
        hs.append(d["hand"])
        bs.append(d["e3"])
    x, y, hand, e3 = np.concatenate(xs), np.concatenate(ys), np.concatenate(hs), np.concatenate(bs)
    ids = np.unique(hand)
    test_ids = set(np.random.default_rng(0).permutation(ids)[: len(ids) // 5].tolist())
    te = np.array([h in test_ids for h in hand])
    tr = ~te
    w = ridge(x[tr], y[tr], lam)
    res = y[te] - x[te] @ w
    # evaluation 3 rescaled by least squares on the training rows (its scale is another fit's)
    a = float(e3[tr] @ y[tr] / (e3[tr] @ e3[tr]))
    res3 = y[te] - a * e3[te]
    print(f"{len(ids)} hands, {len(x)} rows ({tr.sum()} training, {te.sum()} held out); sd of the margin {y.std():.0f}")
    print(f"held out: e5 rmse {res.std():.0f}, R2 {1 - res.var() / y[te].var():.3f}; "
          f"e3 (whole state, x{a:.2f}) rmse {res3.std():.0f}, R2 {1 - res3.var() / y[te].var():.3f}")
    w = ridge(x, y, lam)
    for k, v in zip(NAMES5, w):
        print(f"  {k:24s} {v:10.4f}")
    if write:
        body = ",\n".join(f"    {round(float(v), 4)},  # {k}" for k, v in zip(NAMES5, w))
        WEIGHTS_FILE.write_text(
            '"""Weights of the learned evaluation ``e5`` (:func:`canasta.bots.learned.seat_margin`): written by\n'
            "``scripts/fit_danger_eval.py fit`` from " + ", ".join(Path(f).name for f in files)
            + f" (ridge {lam:g}; {len(ids)} hands, {len(x)} rows), do not edit."
            + '"""\n\n'
            + "NAMES5 = (\n" + "".join(f"    {k!r},\n" for k in NAMES5) + ")\n"
            + "WEIGHTS5: tuple[float, ...] = (\n" + body + ",\n)\n")
        print(f"wrote {WEIGHTS_FILE}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="self-play hands of the search, rows to a .npz file")
    g.add_argument("--spec", default=SPEC)
    g.add_argument("--hands", type=int, default=100)
    g.add_argument("--seed", type=int, default=2_000_000)
    g.add_argument("--every", type=float, default=0.25, help="the share of positions kept")
    g.add_argument("--out", required=True)
    f = sub.add_parser("fit", help="fit the weights on the .npz files")
    f.add_argument("files", nargs="+")
    f.add_argument("--ridge", type=float, default=10.0)
    f.add_argument("--write", action="store_true", help="write src/canasta/bots/eval5_weights.py")
    a = ap.parse_args(argv)
    if a.cmd == "generate":
        generate(a.spec, a.hands, a.seed, a.every, a.out)
    else:
        fit(a.files, a.ridge, a.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
