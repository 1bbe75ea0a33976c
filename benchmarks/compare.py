"""Speed of random play through each API, against reference card-game engines, in one run.

Measured, on the same machine and in the same process, with uniformly random legal moves:

* ``engine``      - canasta directly: ``legal_move_list()`` + ``apply()`` (classic, 4 players);
* ``pettingzoo``  - our PettingZoo AEC env: ``last()`` (observation + mask), then ``step()`` with a
  random action among the mask's nonzero entries;
* ``gymnasium``   - our single-agent Gymnasium env against three ``random`` bots: ``step()`` with a
  random action among ``action_masks()``; a decision is one learner step (the bots' moves in
  between are not counted, their time is);
* ``openspiel``   - our OpenSpiel Python game ``python_canasta`` (chance steps included, not counted);
* ``os_gin``      - OpenSpiel's C++ ``gin_rummy`` through pyspiel (chance steps not counted);
* ``rlcard_gin``  - RLCard's ``gin-rummy`` env: ``step()`` with a random legal action.

A decision is one move chosen by a player. Rates are per second of this process's CPU time
(``time.process_time``), so other work on a shared machine disturbs them little. Each API runs for
``--seconds`` of CPU per round, the rounds alternate between the APIs and the **median** round is
reported (the best round would reward a lucky quiet moment of a shared machine). Both OpenSpiel
games draw their chance outcomes the same way (:func:`draw_chance`: one uniform number against the
cumulative probabilities, from the same seeded generator). Prints decisions per second and the
ratios to ours, as a Markdown table.

Run: ``python benchmarks/compare.py [--seconds 3] [--rounds 3]``. RLCard is not part of the
``rl`` extra (it is needed only here): ``pip install rlcard``; without it that row is skipped.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable


def bench_engine(seconds: float, seed: int) -> float:
    from canasta import new_game

    rnd = random.Random(seed)
    n = 0
    t0 = time.process_time()
    g = 0
    while time.process_time() - t0 < seconds:
        st = new_game("classic", players=4, seed=seed + g)
        g += 1
        while st.phase != "hand_over" and st.phase != "match_over":
            st.apply(rnd.choice(st.legal_move_list()))
            n += 1
    return n / (time.process_time() - t0)


def bench_pettingzoo(seconds: float, seed: int) -> float:
    from canasta.envs.pettingzoo import env as make_env

    rnd = random.Random(seed)
    e = make_env(rules="classic", players=4)
    n = 0
    t0 = time.process_time()
    g = 0
    while time.process_time() - t0 < seconds:
        e.reset(seed=seed + g)
        g += 1
        for _agent in e.agent_iter():
            obs, _r, term, trunc, _info = e.last()
            if term or trunc:
                e.step(None)
                continue
            e.step(rnd.choice(obs["action_mask"].nonzero()[0].tolist()))  # the legal actions
            n += 1
    return n / (time.process_time() - t0)


def bench_gymnasium(seconds: float, seed: int) -> float:
    from canasta.envs.gymnasium import CanastaGymEnv

    rnd = random.Random(seed)
    e = CanastaGymEnv(rules="classic", players=4, seat=0, opponents="random")
    n = 0
    t0 = time.process_time()
    g = 0
    while time.process_time() - t0 < seconds:
        e.reset(seed=seed + g)
        g += 1
        done = False
        while not done:
            legal = e.action_masks().nonzero()[0].tolist()
            _obs, _r, term, trunc, _info = e.step(rnd.choice(legal))
            done = term or trunc
            n += 1
    return n / (time.process_time() - t0)


def draw_chance(state: object, rnd: random.Random) -> int:
    """One chance outcome of an OpenSpiel state, by its probabilities: a single uniform number
    against the cumulative sum (the same procedure and cost for every game)."""
    u = rnd.random()
    acc = 0.0
    outcomes = state.chance_outcomes()  # type: ignore[attr-defined]
    for action, p in outcomes:
        acc += p
        if u < acc:
            return int(action)
    return int(outcomes[-1][0])


def _pyspiel_random(game_name: str, params: dict[str, object] | None, seconds: float, seed: int) -> float:
    import pyspiel

    if game_name == "python_canasta":
        import canasta.envs.openspiel  # noqa: F401  (registers the game)
    game = pyspiel.load_game(game_name, params or {})
    rnd = random.Random(seed)
    n = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_action(draw_chance(s, rnd))
            else:
                s.apply_action(rnd.choice(s.legal_actions()))
                n += 1
    return n / (time.process_time() - t0)


def bench_openspiel(seconds: float, seed: int) -> float:
    return _pyspiel_random("python_canasta", {"preset": "classic", "players": 4}, seconds, seed)


def bench_os_gin(seconds: float, seed: int) -> float:
    return _pyspiel_random("gin_rummy", None, seconds, seed)


def bench_rlcard_gin(seconds: float, seed: int) -> float:
    import rlcard

    env = rlcard.make("gin-rummy", config={"seed": seed})
    rnd = random.Random(seed)
    n = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        state, _pid = env.reset()
        while not env.is_over():
            state, _pid = env.step(rnd.choice(list(state["legal_actions"])))
            n += 1
    return n / (time.process_time() - t0)


BENCHES: dict[str, tuple[str, Callable[[float, int], float]]] = {
    "engine": ("canasta engine (direct)", bench_engine),
    "pettingzoo": ("canasta PettingZoo AEC env", bench_pettingzoo),
    "gymnasium": ("canasta Gymnasium env (vs 3 random bots)", bench_gymnasium),
    "openspiel": ("canasta OpenSpiel python game", bench_openspiel),
    "os_gin": ("OpenSpiel C++ gin_rummy (pyspiel)", bench_os_gin),
    "rlcard_gin": ("RLCard gin-rummy", bench_rlcard_gin),
}


def available(name: str) -> str:
    """Empty if the API can run here, else why not."""
    try:
        if name == "rlcard_gin":
            import rlcard  # noqa: F401
        elif name in ("openspiel", "os_gin"):
            import pyspiel  # noqa: F401
        elif name == "pettingzoo":
            import pettingzoo  # noqa: F401
        elif name == "gymnasium":
            import gymnasium  # noqa: F401
    except ImportError as e:
        return f"not installed ({e.name}); pip install {'rlcard' if name == 'rlcard_gin' else 'canasta[rl]'}"
    return ""


def main() -> None:
    ap = argparse.ArgumentParser(description="Random-play speed of canasta's APIs against reference engines.")
    ap.add_argument("--seconds", type=float, default=3.0, help="seconds per API per round (default 3)")
    ap.add_argument("--rounds", type=int, default=3, help="rounds; the median round counts (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated subset of " + ",".join(BENCHES))
    a = ap.parse_args()
    if a.seconds <= 0 or a.rounds < 1:
        ap.error("--seconds must be positive and --rounds at least 1")
    names = [x.strip() for x in a.only.split(",") if x.strip()] or list(BENCHES)
    unknown = [x for x in names if x not in BENCHES]
    if unknown:
        ap.error(f"unknown API {unknown[0]!r}; valid: {', '.join(BENCHES)}")
    skipped = {n: available(n) for n in names}
    rounds: dict[str, list[float]] = {}
    for r in range(a.rounds):
        for name in names:
            if skipped[name]:
                continue
            dps = BENCHES[name][1](a.seconds, a.seed + 1000 * r)
            rounds.setdefault(name, []).append(dps)
            print(f"round {r + 1}: {name:11s} {dps:10.0f} decisions/s", flush=True)
    best = {name: statistics.median(v) for name, v in rounds.items()}  # the median round
    print(f"\nmedian of {a.rounds} round(s) of {a.seconds:g} CPU seconds per API")
    print()
    print("| API | decisions/s | vs our engine | vs our PettingZoo env |")
    print("| --- | ---: | ---: | ---: |")
    for name in names:
        label = BENCHES[name][0]
        if skipped[name]:
            print(f"| {label} | skipped: {skipped[name]} | | |")
            continue
        d = best[name]
        e = best.get("engine")
        z = best.get("pettingzoo")
        print(f"| {label} | {d:,.0f} | {d / e:.2f}x | {d / z:.2f}x |" if e and z else f"| {label} | {d:,.0f} | | |")
    if "engine" in best and "os_gin" in best:
        print(f"\nengine / OpenSpiel C++ gin_rummy = {best['engine'] / best['os_gin']:.2f} (target >= 0.6)")
    if "pettingzoo" in best and "rlcard_gin" in best:
        print(f"PettingZoo env / RLCard gin-rummy = {best['pettingzoo'] / best['rlcard_gin']:.2f} (target >= 2.5)")
    if "gymnasium" in best and "pettingzoo" in best:
        print(f"Gymnasium env / PettingZoo env = {best['gymnasium'] / best['pettingzoo']:.2f}")


if __name__ == "__main__":
    main()
