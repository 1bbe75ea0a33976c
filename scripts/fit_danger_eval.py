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

``mlp``: evaluation 6 (:func:`canasta.bots.learned.seat_margin6`), the same features through a small
network (32 rectifiers and a linear skip) fitted by mini-batch Adam written here in numpy, seeded, on
the same rows weighted towards the hand's end (a row's weight 0.5 plus how far into its hand it is);
prints the held-out figures of the network and of the ridge fit over five splits by hand, then
writes ``src/canasta/bots/eval6_weights.py`` as plain Python tuples (the package needs no numpy).
Session 20's weights, about a minute::

    python scripts/fit_danger_eval.py mlp c150_0.npz c150_1.npz ... c150_8.npz --write
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
WEIGHTS6_FILE = Path(__file__).resolve().parents[1] / "src" / "canasta" / "bots" / "eval6_weights.py"


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


def load(files: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Rows, targets, hands and evaluation 3's margins of the chunks, in the order generated."""
    xs, ys, hs, bs = [], [], [], []
    for f in files:
        d = np.load(f)
        assert tuple(d["names"]) == NAMES5, f"{f}: features of another version"
        xs.append(d["x"])
        ys.append(d["y"])
        hs.append(d["hand"])
        bs.append(d["e3"])
    return np.concatenate(xs), np.concatenate(ys).astype(float), np.concatenate(hs), np.concatenate(bs)


def fit(files: list[str], lam: float, write: bool) -> None:
    x, y, hand, e3 = load(files)
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


# ------------------------------------------------------------------ evaluation 6: a small network on the same rows


def progress(hand: np.ndarray) -> np.ndarray:
    """Per row, how far into its hand the position is: the kept positions of a hand numbered in the
    order played (four rows, one per seat, each), (k + 1) / (positions kept in the hand)."""
    out = np.zeros(len(hand))
    for h in np.unique(hand):
        idx = np.nonzero(hand == h)[0]
        k = np.arange(len(idx)) // 4
        out[idx] = (k + 1) / (k.max() + 1)
    return out


def train_mlp(x: np.ndarray, y: np.ndarray, wt: np.ndarray, hidden: int, epochs: int, l2: float,
              seed: int, lr: float = 1e-3, batch: int = 256) -> dict[str, np.ndarray]:
    """A network ``x -> relu(x W + b) . v + x . s + c`` (one hidden layer of rectifiers and a linear
    skip) fitted to ``y`` by mini-batch Adam on the row-weighted squared error, a weight decay ``l2``
    on the matrices and a cosine-decayed step, inputs standardized and the target scaled by its
    standard deviation. Returned in raw units: the standardization folded into the weights. A
    feature constant in the rows (the score race, the bias) gets no weight."""
    rng = np.random.default_rng(seed)
    mu = x.mean(0)
    sd = x.std(0)
    const = sd == 0
    sd[const] = 1.0
    mu[const] = 0.0
    z = (x - mu) / sd
    ysd = float(y.std())
    t = y / ysd
    n, m = z.shape
    params = [rng.normal(0, 1 / np.sqrt(m), (m, hidden)), np.zeros(hidden),
              rng.normal(0, 1 / np.sqrt(hidden), hidden), np.zeros(1), np.zeros(m)]
    params[0][const] = 0.0
    mom = [np.zeros_like(p) for p in params]
    vel = [np.zeros_like(p) for p in params]
    steps = epochs * ((n + batch - 1) // batch)
    step = 0
    for _ in range(epochs):
        order = rng.permutation(n)
        for s0 in range(0, n, batch):
            bi = order[s0:s0 + batch]
            zb = z[bi]
            pre = zb @ params[0] + params[1]
            act = np.maximum(pre, 0.0)
            out = act @ params[2] + params[3][0] + zb @ params[4]
            wb = wt[bi]
            g = 2 * wb * (out - t[bi]) / wb.sum()
            d = np.outer(g, params[2]) * (pre > 0)
            grads = [zb.T @ d, d.sum(0), act.T @ g, np.array([g.sum()]), zb.T @ g]
            step += 1
            lr_t = lr * 0.5 * (1 + np.cos(np.pi * step / steps))
            for i, p in enumerate(params):
                gi = grads[i] + (l2 * p if i in (0, 2, 4) else 0.0)
                mom[i] = 0.9 * mom[i] + 0.1 * gi
                vel[i] = 0.999 * vel[i] + 0.001 * gi * gi
                p -= lr_t * (mom[i] / (1 - 0.9 ** step)) / (np.sqrt(vel[i] / (1 - 0.999 ** step)) + 1e-8)
            params[0][const] = 0.0
            params[4][const] = 0.0
    w1 = params[0] / sd[:, None]
    skip = params[4] / sd
    return {"w1": w1, "b1": params[1] - mu @ w1, "v": params[2] * ysd, "skip": skip * ysd,
            "c": np.array([(params[3][0] - mu @ skip) * ysd])}


def mlp_predict(net: dict[str, np.ndarray], x: np.ndarray) -> np.ndarray:
    return np.maximum(x @ net["w1"] + net["b1"], 0.0) @ net["v"] + x @ net["skip"] + net["c"][0]


def fit_mlp(files: list[str], hidden: int, epochs: int, l2: float, late: float, seed: int, lam: float,
            folds: int, write: bool) -> None:
    """Evaluation 6: held-out figures over ``folds`` splits by hand (the rows of a hand all on one
    side; the first split's held-out hands are the ridge fit's fifth), ridge (evaluation 5's fit) on
    the same splits beside it, then the network refitted on every hand."""
    x, y, hand, _ = load(files)
    wt = late + progress(hand)  # rows weighted towards the hand's end
    ids = np.unique(hand)
    perm = np.random.default_rng(0).permutation(ids)
    splits = [set(perm[: len(ids) // 5].tolist())] + [set(perm[i::folds].tolist()) for i in range(1, folds)]
    print(f"{len(ids)} hands, {len(x)} rows; sd of the margin {y.std():.0f}; rows weighted {late:g} + progress")
    r2: dict[str, list[float]] = {"ridge": [], "mlp": [], "ridge late": [], "mlp late": []}
    rmse: dict[str, list[float]] = {k: [] for k in r2}
    for k, test in enumerate(splits):
        te = np.array([h in test for h in hand])
        tr = ~te
        w = ridge(x[tr], y[tr], lam)
        net = train_mlp(x[tr], y[tr], wt[tr], hidden, epochs, l2, seed)
        lt = te & (wt - late > 0.5)
        for name, pred in (("ridge", x @ w), ("mlp", mlp_predict(net, x))):
            for key, rows in ((name, te), (name + " late", lt)):
                res = y[rows] - pred[rows]
                r2[key].append(1 - float(res.var() / y[rows].var()))
                rmse[key].append(float(np.sqrt(np.mean(res * res))))
        print(f"  split {k}: " + ", ".join(f"{n} R2 {v[-1]:.3f}" for n, v in r2.items()), flush=True)
    for n, v in r2.items():
        print(f"held out{' (second half of hands)' if 'late' in n else ''}: {n.split()[0]} R2 {np.mean(v):.4f}, "
              f"rmse {np.mean(rmse[n]):.1f} (mean over the splits)")
    net = train_mlp(x, y, wt, hidden, epochs, l2, seed)
    if write:
        def row(a: np.ndarray) -> str:
            return "(" + ", ".join(repr(round(float(v), 5)) for v in a) + ",)"

        WEIGHTS6_FILE.write_text(
            '"""Weights of the learned evaluation ``e6`` (:func:`canasta.bots.learned.seat_margin6`): written by\n'
            "``scripts/fit_danger_eval.py mlp`` from " + ", ".join(Path(f).name for f in files)
            + f" ({len(ids)} hands, {len(x)} rows; {hidden} rectifiers and a linear skip, {epochs} epochs, decay {l2:g},"
            + f" rows weighted {late:g} + progress, seed {seed}), do not edit."
            + '"""\n\n'
            + "NAMES6 = (\n" + "".join(f"    {k!r},\n" for k in NAMES5) + ")\n"
            + "#: per feature, its weights into the hidden units\n"
            + "W1: tuple[tuple[float, ...], ...] = (\n" + "".join(f"    {row(r)},\n" for r in net["w1"]) + ")\n"
            + f"B1: tuple[float, ...] = {row(net['b1'])}\n"
            + f"V: tuple[float, ...] = {row(net['v'])}\n"
            + f"SKIP: tuple[float, ...] = {row(net['skip'])}\n"
            + f"C = {round(float(net['c'][0]), 5)!r}\n")
        print(f"wrote {WEIGHTS6_FILE}")


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
    n = sub.add_parser("mlp", help="fit evaluation 6, a small network, on the .npz files")
    n.add_argument("files", nargs="+")
    n.add_argument("--hidden", type=int, default=32)
    n.add_argument("--epochs", type=int, default=8)
    n.add_argument("--decay", type=float, default=0.01)
    n.add_argument("--late", type=float, default=0.5, help="a row's weight is this plus its progress into the hand")
    n.add_argument("--seed", type=int, default=0)
    n.add_argument("--ridge", type=float, default=10.0, help="the ridge fit compared on the same splits")
    n.add_argument("--folds", type=int, default=5)
    n.add_argument("--write", action="store_true", help="write src/canasta/bots/eval6_weights.py")
    a = ap.parse_args(argv)
    if a.cmd == "generate":
        generate(a.spec, a.hands, a.seed, a.every, a.out)
    elif a.cmd == "mlp":
        fit_mlp(a.files, a.hidden, a.epochs, a.decay, a.late, a.seed, a.ridge, a.folds, a.write)
    else:
        fit(a.files, a.ridge, a.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
