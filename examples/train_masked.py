"""Learn Canasta against random bots with a masked policy: REINFORCE, numpy only.

The learner plays one seat of ``canasta.envs.gymnasium.CanastaGymEnv`` (the other seats are
random bots). The policy is a small two-layer network over the observation vector; illegal
actions are removed by the action mask before the softmax, so the policy only ever picks legal
moves. Each episode is one hand; its reward is the learner's team points difference / 1000.
The update is REINFORCE with a running-mean baseline and Adam.

Run (about a minute with the defaults)::

    pip install 'canasta[rl]'
    python examples/train_masked.py --iterations 40 --batch 16 --out curve

Prints the learning curve (mean reward of each batch of hands, and its mean points difference)
and writes ``curve.csv`` (and ``curve.png`` if matplotlib is installed). At the start and the
end it measures the policy and a uniformly random masked policy on the same held-out deals.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time

import numpy as np

from canasta.envs.gymnasium import CanastaGymEnv


class MaskedPolicy:
    """Two-layer tanh network -> logits; illegal actions get -inf before the softmax."""

    def __init__(self, n_obs: int, n_act: int, hidden: int, rng: np.random.Generator) -> None:
        self.params = {
            "w1": rng.normal(0, 1 / np.sqrt(n_obs), (n_obs, hidden)),
            "b1": np.zeros(hidden),
            "w2": rng.normal(0, 0.01, (hidden, n_act)),
            "b2": np.zeros(n_act),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.t = 0

    @staticmethod
    def features(obs: np.ndarray) -> np.ndarray:
        # counts and sizes: a gentle squashing keeps the inputs near [-1, 1]
        return np.tanh(obs.astype(np.float64) / 4.0)

    def probs(self, x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        p = self.params
        h = np.tanh(x @ p["w1"] + p["b1"])
        logits = h @ p["w2"] + p["b2"]
        logits = np.where(mask, logits, -np.inf)
        z = np.exp(logits - logits[mask].max())
        return z / z.sum(), h

    def grads(self, steps: list[tuple[np.ndarray, np.ndarray, int]], advantage: float) -> dict[str, np.ndarray]:
        """Gradient of advantage * sum(log pi(a|s)) over the steps of an episode."""
        p = self.params
        g = {k: np.zeros_like(v) for k, v in p.items()}
        for x, mask, a in steps:
            pr, h = self.probs(x, mask)
            dlogits = -pr
            dlogits[a] += 1.0
            dlogits *= advantage
            g["w2"] += np.outer(h, dlogits)
            g["b2"] += dlogits
            dh = (p["w2"] @ dlogits) * (1 - h * h)
            g["w1"] += np.outer(x, dh)
            g["b1"] += dh
        return g

    def ascend(self, g: dict[str, np.ndarray], lr: float) -> None:
        """One Adam step up the gradient."""
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        for k in self.params:
            self.m[k] = b1 * self.m[k] + (1 - b1) * g[k]
            self.v[k] = b2 * self.v[k] + (1 - b2) * g[k] ** 2
            mh = self.m[k] / (1 - b1 ** self.t)
            vh = self.v[k] / (1 - b2 ** self.t)
            self.params[k] += lr * mh / (np.sqrt(vh) + eps)


def play(env: CanastaGymEnv, policy: MaskedPolicy | None, seed: int, rng: np.random.Generator
         ) -> tuple[float, list[tuple[np.ndarray, np.ndarray, int]]]:
    """One hand; ``policy=None`` plays uniformly random legal moves. Returns (reward, steps)."""
    obs, _ = env.reset(seed=seed)
    steps: list[tuple[np.ndarray, np.ndarray, int]] = []
    total = 0.0
    done = False
    while not done:
        mask = env.action_masks()
        if policy is None:
            a = int(rng.choice(np.flatnonzero(mask)))
        else:
            x = policy.features(obs)
            pr, _ = policy.probs(x, mask)
            a = int(rng.choice(len(pr), p=pr))
            steps.append((x, mask, a))
        obs, r, term, trunc, _ = env.step(a)
        total += r
        done = term or trunc
    return total, steps


def evaluate(env: CanastaGymEnv, policy: MaskedPolicy | None, seeds: range, rng: np.random.Generator) -> float:
    return float(np.mean([play(env, policy, s, rng)[0] for s in seeds]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="REINFORCE with a masked policy against random bots.")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--batch", type=int, default=16, help="hands per update")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--eval-hands", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="train_masked", help="prefix of the CSV (and PNG) written")
    a = ap.parse_args(argv)
    if a.iterations < 1 or a.batch < 1 or a.hidden < 1 or a.eval_hands < 1 or a.lr <= 0:
        ap.error("iterations, batch, hidden and eval-hands must be positive, lr above 0")
    try:
        env = CanastaGymEnv(rules=a.rules, players=a.players, opponents="random", max_steps=400)
    except ValueError as e:
        ap.error(str(e))
    rng = np.random.default_rng(a.seed)
    policy = MaskedPolicy(env.observation_space.shape[0], env.action_space.n, a.hidden, rng)
    held_out = range(10**6, 10**6 + a.eval_hands)
    t0 = time.time()
    before = evaluate(env, policy, held_out, rng)
    baseline_random = evaluate(env, None, held_out, rng)
    print(f"{a.rules} {a.players}p, learner at seat 0 against random bots")
    print(f"before training: policy {before:+.3f}   uniform random {baseline_random:+.3f}   (mean reward on "
          f"{a.eval_hands} held-out hands; reward = points difference / 1000)")
    rows = []
    baseline = 0.0
    seed = a.seed * 10**5
    for it in range(1, a.iterations + 1):
        episodes = []
        for _ in range(a.batch):
            seed += 1
            episodes.append(play(env, policy, seed, rng))
        rewards = np.array([r for r, _ in episodes])
        grad = {k: np.zeros_like(v) for k, v in policy.params.items()}
        for r, steps in episodes:
            g = policy.grads(steps, r - baseline)
            for k in grad:
                grad[k] += g[k] / (a.batch * max(1, len(steps)))
        policy.ascend(grad, a.lr)
        baseline = 0.9 * baseline + 0.1 * float(rewards.mean())
        rows.append((it, it * a.batch, float(rewards.mean()), float(rewards.std())))
        print(f"iteration {it:4d}  hands {it * a.batch:6d}  mean reward {rewards.mean():+.3f}  "
              f"(points difference {rewards.mean() * 1000:+.0f})  {time.time() - t0:6.1f}s", flush=True)
    after = evaluate(env, policy, held_out, rng)
    print(f"after training:  policy {after:+.3f}   uniform random {baseline_random:+.3f}   "
          f"(change {after - before:+.3f})")
    with open(a.out + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["iteration", "hands", "mean_reward", "std_reward"])
        w.writerows(rows)
    print(f"wrote {a.out}.csv")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no PNG (the CSV has the curve)")
        return 0
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot([r[1] for r in rows], [r[2] for r in rows], label="training batches")
    ax.axhline(baseline_random, color="grey", linestyle="--", label="uniform random")
    ax.axhline(after, color="green", linestyle=":", label="trained (held-out)")
    ax.set_xlabel("hands played")
    ax.set_ylabel("mean reward (points diff / 1000)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(a.out + ".png", dpi=100)
    print(f"wrote {a.out}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
