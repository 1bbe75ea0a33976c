"""Bot tournaments in duplicate format, with statistics, on one machine or a Ray cluster.

A *deal* is one hand from a seed (seed ``S + i`` for deal ``i``), scored on its own. Each deal
is played once per *rotation* of the bots over the teams (two bots, two teams: as dealt, then
with the bots' seats swapped), so the luck of the cards cancels out.

Work is split by deal. Locally the deals go to a process pool; with ``backend="ray"`` they are
Ray tasks (a local Ray instance or a cluster address). A finished deal is kept as soon as it
arrives; a deal whose worker dies is played again (the pool is rebuilt; Ray retries the task).
Bots are seeded from the deal seed, the rotation and the seat, so a tournament with iteration
budgets gives the same games on every backend.

Output (``canasta-tournament/1``): the configuration, per-bot statistics and every game, each
with its :mod:`canasta.record` record so that any game can be replayed.
"""

from __future__ import annotations

import importlib
import math
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import rng
from ..cards import BLACK3, IS_NATURAL, KIND, NATURALS, RED3
from ..moves import Move
from ..position import View
from ..record import Record
from ..rules import RuleSet
from ..state import new_game, teams_for
from . import make_bot

AGENT_PREFIX = "agent:"
"""A bot spec ``agent:module:function`` is an outside policy: ``function(view) -> Move``."""
BASELINES = ("random", "heuristic", "hard")
"""The fixed baselines an ``--agent`` is scored against."""


class AgentBot:
    """An outside policy as a bot: it is given only the seat's view, like every bot."""

    def __init__(self, spec: str, policy: Callable[[View], Move]) -> None:
        self.name = spec
        self.policy = policy

    def choose(self, view: View) -> Move:
        return self.policy(view)


def load_agent(target: str) -> Callable[[View], Move]:
    """The policy ``module:function`` (the current folder is importable). Raises
    :class:`TournamentError` with one line if it cannot be loaded."""
    mod_name, sep, fn_name = target.partition(":")
    if not sep or not mod_name or not fn_name:
        raise TournamentError(f"--agent expects module:function, got {target!r}")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        mod = importlib.import_module(mod_name)
    except Exception as e:  # any failure while importing the user's module
        raise TournamentError(f"cannot import {mod_name!r} for --agent: {type(e).__name__}: {e}") from None
    fn = getattr(mod, fn_name, None)
    if not callable(fn):
        raise TournamentError(f"module {mod_name!r} has no function {fn_name!r} for --agent")
    return fn  # type: ignore[no-any-return]


def make_player(spec: str, seed: int) -> Any:
    """A bot from a spec: ``agent:module:function`` or anything :func:`make_bot` takes."""
    if spec.startswith(AGENT_PREFIX):
        return AgentBot(spec, load_agent(spec[len(AGENT_PREFIX):]))
    return make_bot(spec, seed)


FORMAT = "canasta-tournament/1"
CRASH_ENV = "CANASTA_TOURNAMENT_CRASH_ONCE"
"""Fault injection for tests: a file path; the first worker to play a deal while the file does not
exist creates it and dies abruptly, as a crashed or killed worker would."""


class TournamentError(Exception):
    """A tournament cannot run (bad configuration, a bot that failed, workers that keep dying)."""


@dataclass
class Config:
    rules: dict[str, Any]
    bots: list[str]
    deals: int
    seed: int = 0
    labels: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.labels:
            self.labels = bot_labels(self.bots)

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules, "bots": list(self.bots), "labels": list(self.labels),
                "deals": self.deals, "seed": self.seed}


def bot_labels(specs: list[str]) -> list[str]:
    """Names for the result table: the spec, numbered when a spec appears twice."""
    out = []
    for i, s in enumerate(specs):
        out.append(f"{s}#{i + 1}" if specs.count(s) > 1 else s)
    return out


def rotations(nteams: int, nbots: int) -> list[list[int]]:
    """For each game of a deal, the bot index playing each team. Every bot plays every team
    position equally often (two bots, two teams: ``[[0, 1], [1, 0]]``)."""
    n = max(nteams, nbots)
    return [[(t + j) % nbots for t in range(nteams)] for j in range(n)]


def play_deal(cfg: dict[str, Any], deal: int) -> dict[str, Any]:
    """Play every rotation of one deal. Returns the games (points, timings, records)."""
    crash = os.environ.get(CRASH_ENV)
    if crash and not os.path.exists(crash):
        with open(crash, "w") as f:
            f.write(f"worker {os.getpid()} died on deal {deal}\n")
        os._exit(1)
    rules = RuleSet.from_dict(cfg["rules"])
    specs: list[str] = cfg["bots"]
    seed = int(cfg["seed"]) + deal
    teams = teams_for(rules)
    games = []
    for j, assign in enumerate(rotations(len(teams), len(specs))):
        st = new_game(rules, seed=seed)
        team_of = st.team_of
        seat_bot = [assign[team_of[q]] for q in range(rules.players)]
        bots = [make_player(specs[seat_bot[q]], rng.derive(seed, "bot", j, q) & 0x7FFFFFFF)
                for q in range(rules.players)]
        nb = len(specs)
        think = [0.0] * nb
        longest = [0.0] * nb
        cpu = [0.0] * nb
        longest_cpu = [0.0] * nb
        decisions = [0] * nb
        watch = Watch(nb)
        moves: list[str] = []
        while st.phase != "hand_over" and st.phase != "match_over":
            q = st.turn
            view = st.view(q)
            t0 = time.perf_counter()
            c0 = time.thread_time()
            move = bots[q].choose(view)
            dc = time.thread_time() - c0
            dt = time.perf_counter() - t0
            b = seat_bot[q]
            think[b] += dt
            longest[b] = max(longest[b], dt)
            cpu[b] += dc
            longest_cpu[b] = max(longest_cpu[b], dc)
            decisions[b] += 1
            if not st.is_legal(move):
                raise TournamentError(f"deal {deal}: bot {specs[b]} at seat {q} chose an illegal move "
                                      f"{move}: {st.explain(move)}")
            watch.before(st, move, b)
            st.apply(move)
            watch.after(st, move, b, q)
            moves.append(str(move))
        watch.end(st, seat_bot)
        rec = Record(rules, seed, moves, [f"bot:{specs[seat_bot[q]]}" for q in range(rules.players)],
                     meta={"deal": deal, "rotation": j})
        games.append({"deal": deal, "rotation": j, "seed": seed, "team_bots": list(assign),
                      "points": list(st.result.team_points), "decisions": decisions,
                      "think_seconds": [round(x, 6) for x in think],
                      "longest_seconds": [round(x, 6) for x in longest],
                      "cpu_seconds": [round(x, 6) for x in cpu],
                      "longest_cpu_seconds": [round(x, 6) for x in longest_cpu],
                      "play": watch.counts, "record": rec.to_dict(st)})
    return {"deal": deal, "games": games}


#: taking the pile by laying its top card on the side's meld of that rank, with no card from the hand
TAKE_ONTO_MELD = Move("take")


class Watch:
    """Counts, per bot, what tells good play from bad (the referee sees the whole state):

    * ``gifts``: natural discards of a rank the next player's side has melded, after which that
      player may take the pile with the card alone, laying it on the meld (C-7.5; never where only
      a natural pair takes the pile, IT-20, nor onto a pile frozen for that side); ``gifts_taken``:
      those the next player took at once;
    * ``held``: natural ranks of which a hand still holds three or more cards when the hand ends,
      where its player could have laid cards of that rank in its last turn (a meld or a lay-off
      of the rank was legal then): not a set that came too late to make the initial meld's
      minimum, nor one drawn where drawn cards may not open (IT-21); black threes excluded;
    * ``piles`` and ``pile_cards``: piles taken and the cards they held;
    * ``offered``: discards after which the next player may take the pile (by any legal take: a
      pair from the hand, a meld on the table, wild cards), gifts or not;
    * ``out``: hands ended by one of the bot's players going out.
    """

    KEYS = ("gifts", "gifts_taken", "held", "piles", "pile_cards", "offered", "out")

    def __init__(self, nbots: int) -> None:
        self.counts: dict[str, list[int]] = {k: [0] * nbots for k in self.KEYS}
        self._gift_to = -1  # the seat that was just handed a gift
        self._gift_by = -1
        # per seat: the natural ranks it could lay in its last turn, and that turn's serial
        self._meldable: dict[int, set[int]] = {}
        self._meld_turn: dict[int, int] = {}

    def before(self, st: Any, move: Any, b: int) -> None:
        if st.phase in ("draw", "meld"):
            q = st.turn
            if self._meld_turn.get(q) != st.turn_serial:
                self._meld_turn[q] = st.turn_serial
                self._meldable[q] = set()
            ks = self._meldable[q]
            for m in st.legal_move_list():
                if m.action in ("meld", "add"):
                    ks.update(k for k in m.cards if IS_NATURAL[k] and k != BLACK3)
        if move.action == "take":
            self.counts["piles"][b] += 1
            self.counts["pile_cards"][b] += sum(1 for f in st.pile if KIND[f] != RED3)
            if st.turn == self._gift_to:
                self.counts["gifts_taken"][self._gift_by] += 1
        if move.action in ("draw", "take"):
            self._gift_to = -1

    def after(self, st: Any, move: Any, b: int, seat: int) -> None:
        if move.action != "discard" or st.phase != "draw":
            return
        if any(m.action == "take" for m in st.legal_move_list()):
            self.counts["offered"][b] += 1
        k = move.cards[0]
        if not IS_NATURAL[k] or k == BLACK3:
            return
        nxt = st.turn
        s = st.side_of[nxt]
        if s != st.side_of[seat] and TAKE_ONTO_MELD in st.legal_move_list():
            self.counts["gifts"][b] += 1
            self._gift_to, self._gift_by = nxt, b

    def end(self, st: Any, seat_bot: list[int]) -> None:
        for q in range(st.rules.players):
            h = st.hand_counts(q)
            could = self._meldable.get(q, ())
            self.counts["held"][seat_bot[q]] += sum(1 for k in NATURALS if h[k] >= 3 and k in could)
        if st.went_out >= 0:
            self.counts["out"][seat_bot[st.went_out]] += 1


# ---------------------------------------------------------------------- statistics

_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042)


def t95(df: int) -> float:
    """Two-sided 95% quantile of Student's t with ``df`` degrees of freedom (table to 30,
    then an approximation good to 0.01)."""
    if df < 1:
        return math.inf
    if df <= 30:
        return _T95[df - 1]
    return 1.95996 + 2.37 / df


def mean_ci(xs: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% confidence interval (Student's t). One value: an infinite interval."""
    n = len(xs)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    m = sum(xs) / n
    if n == 1:
        return (m, -math.inf, math.inf)
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    h = t95(n - 1) * math.sqrt(var / n)
    return (m, m - h, m + h)


def wilson(wins: float, n: int, z: float = 1.959964) -> tuple[float, float, float]:
    """A win rate and its Wilson 95% score interval (ties count half a win)."""
    if n == 0:
        return (math.nan, math.nan, math.nan)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (p, max(0.0, centre - half), min(1.0, centre + half))


def elo(n_bots: int, pair_scores: dict[tuple[int, int], tuple[float, int]], mean: float = 1500.0,
        iterations: int = 2000) -> list[float]:
    """Elo ratings from pairwise results ``{(i, j): (score of i against j, games)}`` with
    ``i < j`` (a win 1, a tie 0.5), fitted as a Bradley-Terry model (Hunter's MM algorithm) and
    shifted to average ``mean``. If a bot won or lost every game, one virtual tie per pair is
    added so that the ratings stay finite. Two bots: the gap is ``400 log10(s / (1 - s))``."""
    wins = [[0.0] * n_bots for _ in range(n_bots)]
    games = [[0] * n_bots for _ in range(n_bots)]
    for (i, j), (s, n) in pair_scores.items():
        wins[i][j] += s
        wins[j][i] += n - s
        games[i][j] += n
        games[j][i] += n
    total = [sum(w) for w in wins]
    played = [sum(g) for g in games]
    if any(played[i] and (total[i] == 0 or total[i] == played[i]) for i in range(n_bots)):
        for i in range(n_bots):
            for j in range(n_bots):
                if i != j and games[i][j]:
                    wins[i][j] += 0.5
                    games[i][j] += 1
        total = [sum(w) for w in wins]
    p = [1.0] * n_bots
    for _ in range(iterations):
        new = []
        for i in range(n_bots):
            den = sum(games[i][j] / (p[i] + p[j]) for j in range(n_bots) if j != i and games[i][j])
            new.append(total[i] / den if den > 0 else p[i])
        g = math.exp(sum(math.log(x) for x in new if x > 0) / max(1, sum(1 for x in new if x > 0)))
        new = [x / g if x > 0 else 1.0 for x in new]
        if max(abs(a - b) for a, b in zip(new, p)) < 1e-12:
            p = new
            break
        p = new
    r = [400 * math.log10(x) for x in p]
    shift = mean - sum(r) / n_bots
    return [x + shift for x in r]


def summarize(labels: list[str], deals: list[dict[str, Any]]) -> dict[str, Any]:
    """Per-bot statistics over the deals' games."""
    nb = len(labels)
    hands = [0] * nb
    won = [0.0] * nb
    margins: list[list[float]] = [[] for _ in range(nb)]
    think = [0.0] * nb
    longest = [0.0] * nb
    decisions = [0] * nb
    cpu = [0.0] * nb
    longest_cpu = [0.0] * nb
    play = {k: [0] * nb for k in Watch.KEYS}
    pair: dict[tuple[int, int], list[float]] = {}
    vs: dict[tuple[int, int], list[float]] = {}  # (i, j): per deal, mean points of i's teams minus j's
    for d in deals:
        per_deal: list[list[float]] = [[] for _ in range(nb)]
        per_pair: dict[tuple[int, int], list[float]] = {}
        for g in d["games"]:
            pts = g["points"]
            tb = g["team_bots"]
            for t, b in enumerate(tb):
                others = [pts[u] for u in range(len(pts)) if u != t]
                best_other = max(others) if others else 0
                hands[b] += 1
                won[b] += 1.0 if pts[t] > best_other else 0.5 if pts[t] == best_other else 0.0
                per_deal[b].append(pts[t] - best_other)
            for t in range(len(tb)):
                for u in range(t + 1, len(tb)):
                    i, j = tb[t], tb[u]
                    if i == j:
                        continue
                    per_pair.setdefault((i, j), []).append(pts[t] - pts[u])
                    per_pair.setdefault((j, i), []).append(pts[u] - pts[t])
                    s = 1.0 if pts[t] > pts[u] else 0.5 if pts[t] == pts[u] else 0.0
                    if i > j:
                        i, j, s = j, i, 1.0 - s
                    acc = pair.setdefault((i, j), [0.0, 0])
                    acc[0] += s
                    acc[1] += 1
            for b in range(nb):
                think[b] += g["think_seconds"][b]
                decisions[b] += g["decisions"][b]
                longest[b] = max(longest[b], g.get("longest_seconds", [0.0] * nb)[b])
                cpu[b] += g.get("cpu_seconds", [0.0] * nb)[b]
                longest_cpu[b] = max(longest_cpu[b], g.get("longest_cpu_seconds", [0.0] * nb)[b])
                for k in Watch.KEYS:
                    play[k][b] += g.get("play", {}).get(k, [0] * nb)[b]
        for b in range(nb):
            if per_deal[b]:
                margins[b].append(sum(per_deal[b]) / len(per_deal[b]))
        for key, xs in per_pair.items():
            vs.setdefault(key, []).append(sum(xs) / len(xs))
    ratings = elo(nb, {k: (v[0], int(v[1])) for k, v in pair.items()}) if pair else [1500.0] * nb
    out: dict[str, Any] = {}
    for b, name in enumerate(labels):
        p, lo, hi = wilson(won[b], hands[b])
        m, mlo, mhi = mean_ci(margins[b])
        out[name] = {"hands": hands[b], "won": won[b], "win_rate": _num(p), "win_rate_ci95": [_num(lo), _num(hi)],
                     "margin_per_hand": _num(m), "margin_ci95": [_num(mlo), _num(mhi)], "deals": len(margins[b]),
                     "elo": round(ratings[b], 1), "decisions": decisions[b],
                     "mean_decision_ms": _num(1000 * think[b] / decisions[b]) if decisions[b] else None,
                     "longest_decision_ms": _num(1000 * longest[b]),
                     "mean_decision_cpu_ms": _num(1000 * cpu[b] / decisions[b]) if decisions[b] else None,
                     "longest_decision_cpu_ms": _num(1000 * longest_cpu[b])}
        head: dict[str, Any] = {}
        for j, other in enumerate(labels):
            if (b, j) in vs:
                vm, vlo, vhi = mean_ci(vs[b, j])
                head[other] = {"margin": _num(vm), "ci95": [_num(vlo), _num(vhi)], "deals": len(vs[b, j])}
        out[name]["versus"] = head
        n = hands[b] or 1
        out[name].update({
            "gifts_per_hand": _num(play["gifts"][b] / n),
            "gifts_taken_share": _num(play["gifts_taken"][b] / play["gifts"][b]) if play["gifts"][b] else None,
            "held_sets_per_hand": _num(play["held"][b] / n),
            "piles_per_hand": _num(play["piles"][b] / n),
            "mean_pile_size": _num(play["pile_cards"][b] / play["piles"][b]) if play["piles"][b] else None,
            "offered_per_hand": _num(play["offered"][b] / n),
            "went_out_rate": _num(play["out"][b] / n)})
    return out


def _num(x: float) -> float | None:
    if math.isnan(x) or math.isinf(x):
        return None
    return round(x, 4)


# ---------------------------------------------------------------------- running

Progress = Callable[[int, int], None]


def run(cfg: Config, workers: int = 1, backend: str = "process", address: str | None = None,
        progress: Progress | None = None, max_restarts: int = 5) -> dict[str, Any]:
    """Play a tournament and return the full result document (see the module docstring)."""
    if cfg.deals < 1:
        raise TournamentError("the number of deals must be at least 1")
    if workers < 1:
        raise TournamentError("the number of workers must be at least 1")
    for s in cfg.bots:
        try:
            make_player(s, 0)
        except ValueError as e:
            raise TournamentError(str(e)) from None
    t0 = time.perf_counter()
    c = cfg.to_dict()
    if backend == "process":
        results = _run_pool(c, cfg.deals, workers, progress, max_restarts)
    elif backend == "ray":
        results = _run_ray(c, cfg.deals, workers, address, progress)
    else:
        raise TournamentError(f"unknown backend {backend!r}: use process or ray")
    wall = time.perf_counter() - t0
    deals = [results[d] for d in range(cfg.deals)]
    return {"format": FORMAT, "config": c, "backend": backend, "workers": workers,
            "wall_seconds": round(wall, 3), "summary": summarize(cfg.labels, deals),
            "games": [g for d in deals for g in d["games"]]}


def _run_pool(c: dict[str, Any], n: int, workers: int, progress: Progress | None,
              max_restarts: int) -> dict[int, dict[str, Any]]:
    results: dict[int, dict[str, Any]] = {}
    if workers == 1:
        for d in range(n):
            results[d] = _checked(play_deal, c, d)
            if progress:
                progress(len(results), n)
        return results
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    ctx = multiprocessing.get_context("spawn")
    restarts = 0
    while len(results) < n:
        todo = [d for d in range(n) if d not in results]
        broken = False
        ex = ProcessPoolExecutor(max_workers=min(workers, len(todo)), mp_context=ctx)
        clean = False
        try:
            futs = {ex.submit(play_deal, c, d): d for d in todo}
            pending = set(futs)
            while pending and not broken:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for f in done:
                    d = futs[f]
                    try:
                        results[d] = f.result()
                    except BrokenProcessPool:
                        broken = True
                        continue
                    except TournamentError:
                        raise
                    except Exception as e:  # a bot failed: report the deal, not a traceback
                        raise TournamentError(f"deal {d}: {type(e).__name__}: {e}") from None
                    if progress:
                        progress(len(results), n)
            clean = True
        finally:
            # on an error or Ctrl-C, do not wait for the deals still queued
            ex.shutdown(wait=clean and not broken, cancel_futures=True)
        if broken:
            restarts += 1
            if restarts > max_restarts:
                raise TournamentError(f"workers died {restarts} times; {n - len(results)} deals unfinished")
    return results


def _checked(fn: Callable[[dict[str, Any], int], dict[str, Any]], c: dict[str, Any], d: int) -> dict[str, Any]:
    try:
        return fn(c, d)
    except TournamentError:
        raise
    except Exception as e:
        raise TournamentError(f"deal {d}: {type(e).__name__}: {e}") from None


def _run_ray(c: dict[str, Any], n: int, workers: int, address: str | None,
             progress: Progress | None) -> dict[int, dict[str, Any]]:
    try:
        import ray
    except ImportError:
        raise TournamentError("the ray backend needs Ray: pip install 'canasta[ray]'") from None
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                  "logging_level": "ERROR"}
        if address:
            kwargs["address"] = address
        else:
            kwargs["num_cpus"] = workers
        try:
            ray.init(**kwargs)
        except Exception as e:
            raise TournamentError(f"cannot start or reach Ray{' at ' + address if address else ''}: {e}") from None
        started = True
    try:
        # max_retries: a task whose worker process dies is run again (Ray's fault tolerance)
        task = ray.remote(max_retries=5, num_cpus=1)(play_deal)
        refs = {task.remote(c, d): d for d in range(n)}
        results: dict[int, dict[str, Any]] = {}
        while refs:
            done, _ = ray.wait(list(refs), num_returns=1)
            for ref in done:
                d = refs.pop(ref)
                try:
                    results[d] = ray.get(ref)
                except Exception as e:
                    cause = getattr(e, "cause", None) or e
                    raise TournamentError(f"deal {d}: {type(cause).__name__}: {cause}") from None
                if progress:
                    progress(len(results), n)
        return results
    finally:
        if started:
            ray.shutdown()


# ---------------------------------------------------------------------- an outside agent against the baselines


def agent_benchmark(rules: dict[str, Any], agent: str, baselines: list[str], deals: int, seed: int = 0,
                    workers: int = 1, progress: Callable[[str, int, int], None] | None = None) -> list[dict[str, Any]]:
    """The agent (``module:function``) against each baseline in turn: the same ``deals`` deals
    (seeds ``seed .. seed + deals - 1``), each played twice with the seats swapped. One row per
    baseline with the agent's hands, win rate and margin per hand, with 95% intervals (Wilson
    for the win rate, Student's t over the deals' duplicate margins)."""
    spec = AGENT_PREFIX + agent
    load_agent(agent)  # a clear error before any game
    rows = []
    for base in baselines:
        cfg = Config(rules, [spec, base], deals, seed, labels=["agent", base])

        def step(done: int, total: int, base: str = base) -> None:
            if progress:
                progress(base, done, total)

        res = run(cfg, workers=workers, progress=step)
        s = res["summary"]["agent"]
        rows.append({"baseline": base, "deals": deals, "hands": s["hands"], "win_rate": s["win_rate"],
                     "win_rate_ci95": s["win_rate_ci95"], "margin_per_hand": s["margin_per_hand"],
                     "margin_ci95": s["margin_ci95"], "agent_ms_per_decision": s["mean_decision_ms"],
                     "seconds": res["wall_seconds"]})
    return rows


def _english(mid: str, **args: Any) -> str:
    from ..i18n import plain_numbers, tr

    return tr("en", mid, **plain_numbers(args))


def markdown_table(agent: str, rules_label: str, rows: list[dict[str, Any]], seed: int,
                   say: Callable[..., str] | None = None) -> str:
    """The rows of :func:`agent_benchmark` as a Markdown table (to paste into a paper). ``say``
    (message id and arguments to text) gives the words in the reader's language; without it, English."""

    def f(x: Any, spec: str) -> str:
        return "-" if x is None else format(x, spec)

    words = say or _english
    deals = rows[0]["deals"] if rows else 0
    heads = [words(k) for k in ("tm-agent-baseline", "tm-hands", "tm-agent-won", "tm-agent-margin")]
    out = [words("tm-agent-intro", agent=agent, rules=rules_label, deals=deals, first=seed, last=seed + deals - 1), "",
           "| " + " | ".join(heads) + " |",
           "| --- | ---: | ---: | ---: |"]
    for r in rows:
        lo, hi = r["win_rate_ci95"]
        mlo, mhi = r["margin_ci95"]
        wr = r["win_rate"]
        won = words("tm-interval", value=f"{f(wr and 100 * wr, '.1f')}%", lo=f(lo and 100 * lo, ".1f"),
                    hi=f(hi and 100 * hi, ".1f"))
        margin = words("tm-interval", value=f(r["margin_per_hand"], "+.0f"), lo=f(mlo, "+.0f"), hi=f(mhi, "+.0f"))
        out.append(f"| {r['baseline']} | {r['hands']} | {won} | {margin} |")
    return "\n".join(out)
