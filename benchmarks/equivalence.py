"""Engine fingerprint over seeded random games, to show that a speed-up changes no behaviour.

For every preset and player count it plays ``--hands`` random hands (one random legal move per
decision, from a seeded generator) and hashes, at every decision the texts of the legal moves,
the reasons (code, params, rule) of a fixed set of probe moves that are mostly illegal, the view
of the player to act and, at the end of each hand, the whole position and the hand's score. Run
it on two versions of the code (``PYTHONPATH=.../src``) and compare the digests it prints::

    PYTHONPATH=old/src python benchmarks/equivalence.py > old.txt
    PYTHONPATH=new/src python benchmarks/equivalence.py > new.txt
    diff old.txt new.txt

Only public API is used: ``new_game``, ``legal_move_list``, ``reason``, ``view``, ``apply``,
``to_json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from canasta import new_game
from canasta.rules import PRESET_NAMES, preset_players

_KINDS = ("JK", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
PROBES = (
    ["draw", "take", "ask", "yes", "no", "end", "deal", "meld JK JK JK", "meld 2 2 JK", "add JK to W", "take JK JK JK"]
    + [f"discard {k}" for k in _KINDS]
    + [f"meld {k} {k} {k}" for k in _KINDS[2:]]
    + [f"meld {k} {k} JK" for k in _KINDS[3:]]
    + [f"meld {k} {k} 2" for k in _KINDS[3:]]
    + [f"add {k}" for k in _KINDS[2:]]
    + [f"add JK to {k}" for k in _KINDS[3:]]
    + [f"add 2 to {k}" for k in _KINDS[3:]]
    + [f"take {k} {k}" for k in _KINDS[2:]]
    + [f"take {k} JK" for k in _KINDS[3:]]
    + [f"take {k} 2" for k in _KINDS[3:]]
    + [f"take on {k}" for k in _KINDS[3:]]
)
GROUP_PROBES = (
    [f"add {k} to {k}2" for k in _KINDS[3:]] + [f"add JK to {k}2" for k in _KINDS[3:]]
    + [f"take on {k}2" for k in _KINDS[3:]] + [f"join {k}2 to {k}" for k in _KINDS[3:]]
)
"""Probes of a side's second group of a rank (SA-6), asked only where the rules allow one (``group_slots``),
so the other rule sets' fingerprints stay as they were."""


# house rules and side structures that the presets do not use by default
VARIANTS: tuple[tuple[str, int, dict[str, object]], ...] = (
    ("classic", 3, {"partnership": "solo"}),
    ("classic", 6, {"partnership": "trios"}),
    ("classic", 6, {"partnership": "trios_rotate"}),
    ("french", 5, {"partnership": "trio_and_pair_rotate"}),
    ("classic", 4, {"wild_melds": True, "wild_meld_blocks": True, "last_red3": "meld", "permission": "required"}),
    ("classic", 4, {"canastas_to_go_out": 2, "go_out_needs": "natural_and_mixed", "draw_count": 2}),
    ("classic", 4, {"open_before_draw": True, "take_with": "pair", "pile_bonus_card": 1, "permission": "off"}),
    ("classic", 2, {"wild_on_top": "open", "freeze": "none", "opening_combine": False, "one_card_rule": True}),
    ("finnish", 4, {"black3_discard": "triple", "upcard_pozzo": True, "closing_discard_forbids": "black3,wild"}),
    ("handfoot", 4, {"canasta_closes_rank": True, "group_slots": 3}),  # HF-7's closing reading
)

_EAGER = ("meld", "add", "take", "ask", "yes", "join")


def fingerprint(preset: str, players: int, hands: int, seed: int, probes: bool, views: bool,
                overrides: dict[str, object] | None = None) -> tuple[str, int, int]:
    """Plays ``hands`` hands (matches played on through their hands, with their scores) and
    returns the digest, the number of decisions and of hands that ended by going out."""
    h = hashlib.sha256()
    rnd = random.Random(seed)
    decisions = 0
    played = 0
    outs = 0
    st = new_game(preset, players=players, seed=seed, **(overrides or {}))
    probe_moves = PROBES + GROUP_PROBES if st.rules.group_slots > 1 else PROBES
    while played < hands:
        if st.phase == "match_over":
            st = new_game(preset, players=players, seed=seed + played, **(overrides or {}))
        elif st.phase == "hand_over":
            st.apply("deal")
        while st.phase != "hand_over" and st.phase != "match_over":
            legal = st.legal_move_list()
            h.update("|".join(map(str, legal)).encode())
            if probes and decisions % 3 == 0:
                for p in probe_moves:
                    why = st.reason(p)
                    h.update(b"." if why is None else f"{why.code}{sorted(why.params.items())}{why.rule}".encode())
            if views and decisions % 5 == 0:
                h.update(json.dumps(st.view(st.turn).data, sort_keys=True).encode())
            if played % 2:  # every other hand a player that melds when it can, so hands end by going out
                eager = [m for m in legal if m.action in _EAGER]
                if eager and rnd.random() < 0.9:
                    legal = eager
            st.apply(rnd.choice(legal))
            decisions += 1
        played += 1
        outs += st.went_out >= 0
        h.update(st.to_json().encode())
        h.update(repr(st.result).encode())
    return h.hexdigest()[:16], decisions, outs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=40, help="hands per preset and player count (default 40)")
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--no-probes", action="store_true", help="skip the reasons of the probe moves")
    ap.add_argument("--no-views", action="store_true", help="skip the views")
    a = ap.parse_args()
    total = 0
    for preset in PRESET_NAMES:
        for n in preset_players(preset):
            digest, d, outs = fingerprint(preset, n, a.hands, a.seed, not a.no_probes, not a.no_views)
            total += d
            print(f"{preset:8s} {n}p {a.hands} hands {d:7d} decisions {outs:4d} out {digest}", flush=True)
    for preset, n, ov in VARIANTS:
        digest, d, outs = fingerprint(preset, n, a.hands, a.seed, not a.no_probes, not a.no_views, ov)
        total += d
        text = ",".join(f"{k}={v}" for k, v in ov.items())
        print(f"{preset:8s} {n}p {a.hands} hands {d:7d} decisions {outs:4d} out {digest} {text}", flush=True)
    print(f"total {total} decisions")


if __name__ == "__main__":
    main()
