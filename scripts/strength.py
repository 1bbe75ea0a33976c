"""The strength protocol (issue 43): two bot specs over N duplicate deals from a seed range.

Deal ``i`` is the hand dealt from seed ``S + i`` (``--seed S --deals N`` covers seeds S to
S+N-1), played once with each bot on each side (every rotation of the bots over the teams), so
the luck of the cards cancels out deal by deal: the games and the referee's counts are those of
``canasta tournament`` (:mod:`canasta.bots.tournament`). Prints, for A against B, the mean
margin a hand with its 95% interval over deals, the hands won (Wilson 95% interval), and per
hand of each bot's team the gift discards (discards after which the next opponent may take the
pile with that card alone, C-7.5), the piles taken (and their mean size) and the mean CPU time a
decision. Choose the seed range before the run and never tune on it; quote the command with every
figure.

Run: ``nice -n 10 python scripts/strength.py hard heuristic --deals 300 --seed 700000``
(``--rules french --players 4``, ``--rule KEY=VALUE`` for a house rule, ``--workers K``,
``--json`` for the figures as JSON).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from canasta.bots.tournament import Config, TournamentError, run
from canasta.errors import CanastaError
from canasta.rules import make_rules


def measure(a: str, b: str, rules: str = "classic", players: int = 4, deals: int = 100, seed: int = 0,
            overrides: dict[str, str] | None = None, workers: int = 1) -> dict[str, Any]:
    """Play the protocol and return its figures: ``a`` and ``b`` (per bot: hands, won, win rate
    and interval, gifts, piles, pile size, went out, CPU ms a decision) and ``margin`` (A's
    team minus B's a hand, with ``ci95``, over ``deals``)."""
    if a == b:
        raise TournamentError("compare two different specs (the same spec twice measures nothing)")
    rs = make_rules(rules, players, overrides or {})
    cfg = Config(rules=rs.to_dict(), bots=[a, b], deals=deals, seed=seed)
    res = run(cfg, workers=workers)
    summ = res["summary"]
    out: dict[str, Any] = {"command": {"a": a, "b": b, "rules": rules, "players": players, "deals": deals,
                                       "seeds": [seed, seed + deals - 1], "overrides": overrides or {}}}
    for key, spec in (("a", a), ("b", b)):
        s = summ[spec]
        out[key] = {"spec": spec, "hands": s["hands"], "won": s["won"], "win_rate": s["win_rate"],
                    "win_rate_ci95": s["win_rate_ci95"], "gifts_per_hand": s["gifts_per_hand"],
                    "gifts_taken_share": s["gifts_taken_share"], "piles_per_hand": s["piles_per_hand"],
                    "mean_pile_size": s["mean_pile_size"], "went_out_rate": s["went_out_rate"],
                    "mean_decision_cpu_ms": s["mean_decision_cpu_ms"],
                    "longest_decision_ms": s["longest_decision_ms"]}
    vs = summ[a]["versus"].get(b) or {"margin": summ[a]["margin_per_hand"], "ci95": summ[a]["margin_ci95"],
                                      "deals": summ[a]["deals"]}
    out["margin"] = {"mean": vs["margin"], "ci95": vs["ci95"], "deals": vs["deals"]}
    # per deal (by seed), A's team minus B's averaged over the seatings: two runs on the same
    # seeds pair deal by deal (``--pair``)
    per: dict[int, list[float]] = {}
    for g in res["games"]:
        tb, pts = g["team_bots"], g["points"]
        ia, ib = tb.index(0), tb.index(1)
        per.setdefault(int(g["seed"]), []).append(pts[ia] - pts[ib])
    out["per_deal"] = {str(k): sum(v) / len(v) for k, v in sorted(per.items())}
    return out


def paired(m: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """This run's per-deal margins minus another run's on the deals both played (same seeds):
    the difference between two specs measured against the same opponent, with its 95% CI."""
    from canasta.bots.tournament import mean_ci

    common = sorted(set(m["per_deal"]) & set(other["per_deal"]), key=int)
    if not common:
        raise TournamentError("the two runs share no deal: pair runs made on the same seeds")
    d = [m["per_deal"][k] - other["per_deal"][k] for k in common]
    mean, lo, hi = mean_ci(d)
    return {"against": other["command"]["a"], "mean": mean, "ci95": [lo, hi], "deals": len(d)}


def _f(x: Any, spec: str = "+.1f") -> str:
    return "n/a" if x is None else format(x, spec)


def report(m: dict[str, Any]) -> str:
    c = m["command"]
    lo, hi = m["margin"]["ci95"]
    lines = [f"{c['a']} vs {c['b']}: {c['rules']}, {c['players']} players, {c['deals']} duplicate deals, "
             f"seeds {c['seeds'][0]}-{c['seeds'][1]}",
             f"margin a hand ({c['a']} minus {c['b']}): {_f(m['margin']['mean'])} "
             f"(95% CI {_f(lo)} to {_f(hi)}, over {m['margin']['deals']} deals)"]
    if "paired" in m:
        p = m["paired"]
        lines.append(f"paired with {p['against']} (its run's margin on the same deals): {_f(p['mean'])} "
                     f"(95% CI {_f(p['ci95'][0])} to {_f(p['ci95'][1])}, over {p['deals']} deals)")
    for key in ("a", "b"):
        s = m[key]
        wl, wh = s["win_rate_ci95"]
        lines.append(f"  {s['spec']}: hands won {s['won']:g} of {s['hands']} ({_f(100 * s['win_rate'], '.1f')}%, "
                     f"{_f(100 * wl if wl is not None else None, '.1f')}-{_f(100 * wh if wh is not None else None, '.1f')}), "
                     f"gift discards {_f(s['gifts_per_hand'], '.2f')} a hand, "
                     f"piles taken {_f(s['piles_per_hand'], '.2f')} a hand (mean size {_f(s['mean_pile_size'], '.1f')}), "
                     f"went out {_f(100 * s['went_out_rate'], '.0f')}%, "
                     f"{_f(s['mean_decision_cpu_ms'], '.2f')} ms CPU a decision")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", help="bot spec A (e.g. hard, expert, heuristic, ismcts:350:0.7s:r40:e3)")
    ap.add_argument("b", help="bot spec B")
    ap.add_argument("--rules", default="classic", help="rule-set preset (classic, french, italian, finnish, ...)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="first deal's seed: deals use seeds S to S+N-1")
    ap.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE", help="a house rule")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--pair", type=argparse.FileType("r"), metavar="FILE",
                    help="the --json output of another run on the same seeds: prints the difference, deal by deal")
    args = ap.parse_args(argv)
    overrides: dict[str, str] = {}
    for r in args.rule:
        k, sep, v = r.partition("=")
        if not sep or not k.strip():
            print(f"error: bad --rule {r!r}: use KEY=VALUE", file=sys.stderr)
            return 2
        overrides[k.strip()] = v.strip()
    try:
        other = json.load(args.pair) if args.pair else None
        m = measure(args.a, args.b, args.rules, args.players, args.deals, args.seed, overrides, args.workers)
        if other is not None:
            m["paired"] = paired(m, other)
    except (TournamentError, CanastaError, ValueError, KeyError, TypeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(m, indent=1) if args.json else report(m))
    return 0


if __name__ == "__main__":
    sys.exit(main())
