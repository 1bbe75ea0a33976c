"""Issue 43: the strength protocol (``scripts/strength.py``), danger awareness of the search's
gift discards, and one scale of level names."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from canasta import new_game
from canasta.bots import LEVELS, make_bot
from canasta.bots.ismcts import ISMCTSBot, gift_danger
from canasta.position import position_dict, state_from_position
from canasta.state import State

ROOT = Path(__file__).resolve().parents[2]


def _strength() -> ModuleType:
    spec = importlib.util.spec_from_file_location("strength_script", ROOT / "scripts" / "strength.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ------------------------------------------------------------------ the strength protocol


def test_issue43_strength_protocol_prints_margin_ci_hands_won_gifts_and_piles(capsys: pytest.CaptureFixture[str]) -> None:
    strength = _strength()
    assert strength.main(["heuristic", "easy", "--deals", "3", "--seed", "43000"]) == 0
    out = capsys.readouterr().out
    assert "heuristic vs easy: classic, 4 players, 3 duplicate deals, seeds 43000-43002" in out
    assert "margin a hand (heuristic minus easy)" in out and "95% CI" in out
    assert out.count("hands won") == 2 and out.count("gift discards") == 2 and out.count("piles taken") == 2


def test_issue43_strength_protocol_is_reproducible_and_duplicate(capsys: pytest.CaptureFixture[str]) -> None:
    strength = _strength()
    a = strength.measure("heuristic", "easy", deals=2, seed=43100)
    b = strength.measure("heuristic", "easy", deals=2, seed=43100)
    # the same seeds, the same figures (all but the decision times)
    assert a["margin"] == b["margin"] and a["per_deal"] == b["per_deal"]
    for k in ("hands", "won", "gifts_per_hand", "piles_per_hand", "mean_pile_size"):
        assert a["a"][k] == b["a"][k] and a["b"][k] == b["b"][k]
    assert list(a["per_deal"]) == ["43100", "43101"]
    assert strength.paired(a, b)["mean"] == 0
    # every deal is played with each bot on each side: both bots play every hand
    assert a["a"]["hands"] == a["b"]["hands"] == 4
    assert a["a"]["won"] + a["b"]["won"] == 4
    assert a["command"]["seeds"] == [43100, 43101]
    assert isinstance(a["margin"]["mean"], float) and len(a["margin"]["ci95"]) == 2


def test_issue43_strength_protocol_other_presets_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    strength = _strength()
    assert strength.main(["heuristic", "random", "--rules", "italian", "--players", "4", "--deals", "1",
                          "--seed", "43200", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["command"]["rules"] == "italian" and doc["a"]["spec"] == "heuristic"


@pytest.mark.parametrize("argv", [["heuristic", "nobot", "--deals", "1"], ["heuristic", "heuristic", "--deals", "1"],
                                  ["heuristic", "easy", "--rules", "nope", "--deals", "1"],
                                  ["heuristic", "easy", "--deals", "0"], ["heuristic", "easy", "--rule", "x"]])
def test_issue43_strength_protocol_bad_input_is_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert _strength().main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


# ------------------------------------------------------------------ danger awareness


def _meld(key: str, cards: list[str]) -> dict[str, Any]:
    return {"key": key, "cards": cards, "born": 5, "concealed": False}


#: the next opponents' side has a canasta (it may go out) and a meld of jacks
OPP_MELDS = [_meld("J", ["Js", "Jh", "Jd"]), _meld("7", ["7s", "7s", "7h", "7h", "7d", "7d", "7c"]),
             _meld("9", ["9d", "9s", "9h"])]
OWN_MELDS = [_meld("A", ["As", "Ac", "Ad"]), _meld("8", ["8h", "8c", "8s"])]


def gift_position(hand: list[str], opp: list[str], pile: list[str]) -> State:
    """Classic, 4 players: seat 0 has drawn and must discard from ``hand``; seat 1, the next
    opponent, holds ``opp``; its side has a canasta and a meld of jacks; the pile (``pile``, not
    frozen) lies under the discard. Every other card is in the other hands and the stock."""
    d = position_dict(new_game("classic", players=4, seed=3))
    deck: Counter[str] = Counter()
    for h in d["hands"]:
        deck.update(h)
    deck.update(d["stock"])
    deck.update(d["pile"])
    for r in d["red3s"]:
        deck.update(r)
    partner = ["4c", "4d", "10s", "10d", "Kh", "Ks", "Ac", "Ah"]
    other = ["4h", "10c", "Kd", "Ad", "8d", "8d", "Qh"]
    hands = [hand, opp, partner, other]
    used: Counter[str] = Counter(pile)
    for h in hands:
        used.update(h)
    for m in OPP_MELDS + OWN_MELDS:
        used.update(m["cards"])
    assert not used - deck
    rest = deck - used
    red3 = sorted(c for c in rest.elements() if c in ("3h", "3d"))
    stock = sorted(c for c in rest.elements() if c not in ("3h", "3d"))
    d.update(hands=hands, stock=stock, pile=pile, melds=[OWN_MELDS, OPP_MELDS], red3s=[red3, [], [], []],
             phase="meld", turn=0, turn_serial=40, opened=[True, True], first_meld=[4, 5, 6, 7],
             known=[{}, {}, {}, {}], red3_done=[True] * 4, pile_frozen=False, pending=[],
             flags={"asked": False, "answer": None, "asker": -1, "melded": False, "touched_old": False,
                    "took_pile": False, "no_discard": False, "from_pile": {}, "tainted": []})
    return state_from_position(d)



def j_choice(hand: list[str], opp: list[str], pile: list[str]) -> State:
    """:func:`gift_position`, checked to be the audit's choice: the J can go onto the opponents'
    jacks, and a safe discard exists beside it."""
    st = gift_position(hand, opp, pile)
    legal = {str(m) for m in st.view(0).legal_moves}
    assert "discard J" in legal and legal - {"discard J"}
    return st

def test_issue43_gift_danger_grows_with_the_pile_and_as_the_opponent_hand_shrinks() -> None:
    def after_j(opp: list[str], pile: list[str]) -> float:
        st = gift_position(["Jc", "6h", "Qd"], opp, pile)
        st.apply(next(m for m in st.legal_move_list() if m.action == "discard" and str(m) == "discard J"))
        assert st.phase == "draw" and st.turn == 1
        return gift_danger(st)

    one, two, four = (after_j(o, ["9c"]) for o in (["5d"], ["5d", "Kc"], ["5d", "Kc", "4s", "10h"]))
    assert one > two > four > 0
    assert after_j(["5d"], ["9c", "5c", "5h", "Kc", "Qc"]) > after_j(["5d"], ["9c", "5c"]) > one


# the audit's positions (deal 777024, move 57): the next opponent holds one or two cards and its
# side has a meld of jacks; the hand holds J, 6, Q (or J, Q, Q, 6): the 6 and the Q cannot be taken
AUDIT = [(["Jc", "6h", "Qd"], ["5d"], ["9c", "5c"]),
         (["Jc", "6h", "Qd"], ["5d", "Kc"], ["9c"]),
         (["Jc", "6h", "6s"], ["5d", "Kc"], ["9c"]),
         (["Jc", "Qd", "Qs", "6h"], ["5d", "Kc"], ["9c"])]


#: ``hard``'s search without its wall-clock cap (repeats exactly), with the short-hand guard
GUARDED = "ismcts:350:r40:e3:k400:q1:n3:y2:j2"


@pytest.mark.parametrize("hand,opp,pile", AUDIT)
def test_issue43_the_guarded_search_does_not_gift_the_jack_to_a_short_hand_when_a_safe_discard_exists(
        hand: list[str], opp: list[str], pile: list[str]) -> None:
    """Today's ``hard`` discards the J in some of these (docs/bots.md, Session 18); the guard
    ``j2`` is a research option, off in ``hard``: over 60 fresh deals its one-card form cost
    -8.5 (-27.9 to +10.8) a hand, paired."""
    st = j_choice(hand, opp, pile)
    for seed in range(3):
        bot = make_bot(GUARDED, seed)
        assert isinstance(bot, ISMCTSBot) and bot.short == 2
        assert str(bot.choose(st.view(0))) != "discard J", (hand, opp, pile, seed)


#: ``hard``'s search without its wall-clock cap, the learned evaluation with danger features at the leaves
E5 = "ismcts:350:r40:e5:k400:q1:n3:y2"


# the audit's case itself: the next opponent holds one card (the hands above, and one pile more)
ONE_CARD = [(hand, ["5d"], pile) for hand in (["Jc", "6h", "Qd"], ["Jc", "6h", "6s"], ["Jc", "Qd", "Qs", "6h"])
            for pile in (["9c"], ["9c", "5c"])]


def test_issue43_the_levels_do_not_gift_the_jack_to_a_one_card_hand_when_a_safe_discard_exists() -> None:
    """``hard`` and ``expert`` carry the short-hand guard ``j1`` (docs/bots.md, Session 21: -6.4, -14.6
    to +1.7, a hand over 300 fresh deals; ``j2`` cost -24.6 and is not in the levels): in the audit's
    one-card positions (18 decisions, seeds 0-2) they keep the J, which their search without the
    guard gives in some of them."""
    unguarded = []
    for hand, opp, pile in ONE_CARD:
        st = j_choice(hand, opp, pile)
        for seed in range(3):
            for level in ("hard", "expert"):
                bot = make_bot(level, seed)
                assert isinstance(bot, ISMCTSBot) and bot.short == 1
                assert str(bot.choose(st.view(0))) != "discard J", (level, hand, pile, seed)
            if str(make_bot(E5 + ":i3", seed).choose(st.view(0))) == "discard J":
                unguarded.append((hand, pile, seed))
    assert unguarded  # (the guard is what keeps it)


@pytest.mark.parametrize("hand,opp,pile", AUDIT[:2])
def test_issue43_a_price_on_dangerous_gifts_keeps_the_jack(hand: list[str], opp: list[str], pile: list[str]) -> None:
    """The research option ``aX``: the root's gift costs X points times its danger."""
    st = gift_position(hand, opp, pile)
    for seed in range(2):
        bot = make_bot("ismcts:350:r40:e3:k400:q1:n3:y2:a60", seed)
        assert isinstance(bot, ISMCTSBot) and bot.danger == 60 and not bot.danger_rollout
        assert str(bot.choose(st.view(0))) != "discard J"
    both = make_bot("ismcts:350:r40:e3:k400:q1:n3:y2:a60:l1", 0)
    assert isinstance(both, ISMCTSBot) and both.danger_rollout


def test_issue43_the_short_hand_guard_holds_only_against_a_side_that_can_go_out() -> None:
    from canasta.bots.ismcts import short_threat
    from canasta.bots.obs import Obs

    st = gift_position(["Jc", "6h", "Qd"], ["5d"], ["9c"])
    assert short_threat(Obs.from_view(st.view(0)), 2)
    # four cards in the next opponent's hand: no guard at 2
    st = gift_position(["Jc", "6h", "Qd"], ["5d", "Kc", "4s", "10h"], ["9c"])
    assert not short_threat(Obs.from_view(st.view(0)), 2)


# ------------------------------------------------------------------ one scale of level names


def test_issue43_one_scale_of_level_names() -> None:
    from canasta.bots import LEVEL_NAMES

    assert LEVEL_NAMES == tuple(LEVELS) == ("easy", "medium", "hard", "expert")


def test_issue43_web_terminal_and_cli_offer_the_same_level_list() -> None:
    from canasta.bots import level_names
    from canasta.tui.game import bot_names as tui_names
    from canasta.web.seatbots import bot_names as web_names

    names = level_names()
    assert names[:5] == ["random", "easy", "medium", "hard", "expert"]  # weakest first
    assert set(names) == set(LEVELS) | {"random", "heuristic", "ismcts"}
    assert tui_names() == web_names() == names
    for n in names:
        make_bot(n, 0)


# ------------------------------------------------------------------ the learned evaluation with danger features (e5)


def test_issue43_e5_features_read_only_the_seats_view() -> None:
    """Every determinization of a seat's view gives the same features as the real state: the
    evaluation sees what the seat sees, its own hand, the hands' sizes and known cards, the table."""
    from canasta.bots.evalfeat import NAMES5, seat_features
    from canasta.bots.heuristic import HeuristicBot
    from canasta.position import determinize

    for seed in (11, 12):
        st = new_game("classic", players=4, seed=seed)
        bots = [HeuristicBot(seed * 4 + q) for q in range(4)]
        n = 0
        took = False
        while st.phase not in ("hand_over", "match_over"):
            for q in range(4):
                f = seat_features(st, q)
                assert len(f) == len(NAMES5)
                assert seat_features(determinize(st.view(q), n * 4 + q), q) == f
                took = took or f[NAMES5.index("theirs_known_cards")] > 0
            n += 1
            st.apply(bots[st.turn].choose(st.view(st.turn)))
        assert n > 20
    assert took  # some pile was taken: known cards were read


def _after(st: State, card: str) -> State:
    st = st.copy()
    st.apply(next(m for m in st.legal_move_list() if m.action == "discard" and str(m) == f"discard {card}"))
    return st


@pytest.mark.xfail(strict=True, reason="the fit on the search's own games prices a pile the next player can take at "
                   "about 13 points a card, whatever that player's hand: no growth as the hand shrinks (Session 19)")
def test_issue43_e5_sees_that_a_gift_costs_more_the_shorter_the_opponent_hand_and_the_bigger_the_pile() -> None:
    from canasta.bots.learned import seat_margin

    def cost(opp: list[str], pile: list[str]) -> float:
        st = gift_position(["Jc", "6h", "Qd"], opp, pile)
        return seat_margin(_after(st, "6"), 0) - seat_margin(_after(st, "J"), 0)

    one, two, four = (cost(o, ["9c"]) for o in (["5d"], ["5d", "Kc"], ["5d", "Kc", "4s", "10h"]))
    assert one > two > four > 0
    assert cost(["5d"], ["9c", "5c", "5h", "Kc", "Qc"]) > cost(["5d"], ["9c", "5c"]) > one




@pytest.mark.xfail(strict=True, reason="with e5 the search still gives the J in 9 of these 12 decisions, as with e3 "
                   "(Session 19): strict, so a refit that keeps the J fails here and the marker goes")
def test_issue43_the_e5_search_does_not_gift_the_jack_when_a_safe_discard_exists() -> None:
    """Every one of the audit's 12 decisions (4 positions, seeds 0-2) keeps the J; with ``e3`` the
    same search gives it in 9 of them."""
    given = []
    for hand, opp, pile in AUDIT:
        st = j_choice(hand, opp, pile)
        for seed in range(3):
            bot = make_bot(E5, seed)
            assert isinstance(bot, ISMCTSBot) and bot.evaluation == 5 and bot.short == 0 and bot.danger == 0
            if str(bot.choose(st.view(0))) == "discard J":
                given.append((hand, opp, pile, seed))
    assert not given


# ------------------------------------------------------------------ evaluation 6: the same features through a small network


def test_issue43_e6_weights_load_and_the_forward_pass_is_the_network() -> None:
    """The shipped weights fit the features; the plain-Python forward pass is the network
    ``sum_j v_j relu(b_j + x . w_j) + x . skip + c``, computed here term by term, and repeats."""
    from canasta.bots import eval6_weights as w6
    from canasta.bots.evalfeat import NAMES5
    from canasta.bots.learned import mlp6, seat_margin6

    assert w6.NAMES6 == NAMES5 and len(w6.W1) == len(NAMES5) == len(w6.SKIP)
    assert {len(r) for r in w6.W1} == {len(w6.B1)} == {len(w6.V)}
    # the score race is constant in the training rows (every hand a match's first): no weight
    race = NAMES5.index("score_race")
    assert w6.SKIP[race] == 0 and not any(w6.W1[race])
    st = new_game("classic", players=4, seed=5)
    for q in range(4):
        from canasta.bots.evalfeat import seat_features

        x = seat_features(st, q)
        ref = w6.C + sum(a * b for a, b in zip(x, w6.SKIP))
        for j in range(len(w6.B1)):
            h = w6.B1[j] + sum(x[i] * w6.W1[i][j] for i in range(len(x)))
            ref += w6.V[j] * max(h, 0.0)
        assert mlp6(x) == pytest.approx(ref, abs=1e-9)
        assert seat_margin6(st, q) == seat_margin6(st.copy(), q) == mlp6(x)


@pytest.mark.parametrize("hand,opp,pile", AUDIT[:3])
def test_issue43_e6_rates_the_gift_to_a_short_hand_below_every_safe_discard(
        hand: list[str], opp: list[str], pile: list[str]) -> None:
    """The audit's positions with a safe discard of a single card: evaluation 6 rates the J (a
    gift to a one- or two-card hand of a side that may go out) below every other discard;
    evaluation 5 rates it level with the 6 in the second and above it in the third (Session 20)."""
    from canasta.bots.learned import seat_margin6

    st = gift_position(hand, opp, pile)
    others = {str(m)[len("discard "):] for m in st.legal_move_list() if m.action == "discard"} - {"J"}
    assert others
    j = seat_margin6(_after(st, "J"), 0)
    assert all(seat_margin6(_after(st, c), 0) > j + 10 for c in others)


def test_issue43_e6_search_keeps_the_jack_from_a_one_card_hand() -> None:
    """With evaluation 6 at the leaves and ranking the root's discards, the search keeps the J in
    the audit's one-card position on seeds 0-2 (with ``e5`` it gives it in some of them)."""
    st = gift_position(*AUDIT[0])
    for seed in range(3):
        bot = make_bot(E6, seed)
        assert isinstance(bot, ISMCTSBot) and bot.evaluation == 6 and bot.rank == 3
        assert str(bot.choose(st.view(0))) != "discard J", seed


#: ``hard``'s search without its cap, with evaluation 6 in place of 5
E6 = "ismcts:350:r40:e6:k400:q1:n3:y2:i3"


@pytest.mark.xfail(strict=True, reason="with e6 the search still gives the J in 6 of these 12 decisions, those "
                   "against a two-card hand (Session 20): strict, so a refit that keeps the J fails here")
def test_issue43_the_e6_search_does_not_gift_the_jack_when_a_safe_discard_exists() -> None:
    given = []
    for hand, opp, pile in AUDIT:
        st = gift_position(hand, opp, pile)
        for seed in range(3):
            if str(make_bot(E6, seed).choose(st.view(0))) == "discard J":
                given.append((hand, opp, pile, seed))
    assert not given
