"""Property tests over seeds, presets, player counts and some rule options, in the spirit of
OpenSpiel's random-simulation test: random legal moves, checking invariants at every step."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from canasta import PRESET_NAMES, IllegalMoveError, Move, make_rules, parse_move, preset_players
from canasta.cards import NATURALS, NKINDS, deck
from canasta.moves import NO_TARGET
from canasta.position import all_cards, determinize, load_position, position_dict, position_json
from canasta.record import Record, replay, replay_states
from canasta.state import State, new_game

MOVE_CAP = 3000
"""A hand that has not ended after this many moves fails the test (every hand ends, RULES.md §0.2)."""
MAX_HANDS = 8
"""Random play may drift negative for ever (a random walk need not reach the target, notably in the
Italian game with its doubled red-three penalties), so a walk stops after this many hands. The
match-end rule itself (C-15.1) is checked at every hand end."""

PAIRS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]

# Rule options worth exercising on top of the presets (each valid for every preset and count).
OPTIONS: list[dict[str, Any]] = [
    {},
    {"freeze": "none"},
    {"black3_discard": "freeze"},
    {"last_red3": "meld"},
    {"red3_timing": "first_turn"},
    {"permission": "off"},
    {"stock_out": "end"},
    {"one_card_rule": False},
    {"wild_ratio": "at_most_naturals"},
    {"black3_hand_value": 100},
]

configs = st_.tuples(st_.sampled_from(PAIRS), st_.sampled_from(OPTIONS), st_.integers(0, 2**32 - 1),
                     st_.sampled_from([300, 1500]))

PROPS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def start(cfg: tuple[tuple[str, int], dict[str, Any], int, int]) -> tuple[State, random.Random]:
    (preset, n), options, seed, target = cfg
    rules = make_rules(preset, n, {**options, "target": target})
    return new_game(rules, seed=seed), random.Random(seed)


def walk(cfg: tuple[tuple[str, int], dict[str, Any], int, int], check: Callable[[State, random.Random], None],
         every: int = 1) -> tuple[State, list[str]]:
    """Play random legal moves until the match is over (or MAX_HANDS hands were played), calling
    ``check`` on every ``every``-th state and on the last one."""
    st, rnd = start(cfg)
    moves: list[str] = []
    i = in_hand = 0
    while not st.match_over and not (st.phase == "hand_over" and len(st.sheet) >= MAX_HANDS):
        if i % every == 0:
            check(st, rnd)
        lm = st.legal_move_list()
        assert lm, f"no legal move in phase {st.phase} before the match is over"
        m = rnd.choice(lm)
        st.apply(m)
        moves.append(str(m))
        i += 1
        in_hand = 0 if m.action == "deal" else in_hand + 1
        assert in_hand < MOVE_CAP, f"a hand did not end within {MOVE_CAP} moves"
    check(st, rnd)
    if st.match_over:
        assert st.legal_move_list() == [] and st.winners
    return st, moves


def _match_should_end(st: State) -> bool:
    """C-15.1 / C-15.2: the match ends when a team has reached the target with the single highest total;
    HF-9: where the match is a number of hands, after the last of them, with the single highest total."""
    top = max(st.scores)
    if st.rules.hands_per_match:
        return st.hand_no + 1 >= st.rules.hands_per_match and st.scores.count(top) == 1
    return top >= st.rules.target and st.scores.count(top) == 1


@PROPS
@given(configs)
def test_every_card_is_always_somewhere_exactly_once(cfg: Any) -> None:
    full = Counter(deck(make_rules(cfg[0][0], cfg[0][1]).packs))

    def check(st: State, _: random.Random) -> None:
        assert Counter(all_cards(st)) == full
        for q in range(st.players):
            assert len(st.hand(q)) == st.nhand[q]

    walk(cfg, check)


@PROPS
@given(configs)
def test_every_hand_ends_and_the_match_ends_exactly_when_a_team_reaches_the_target(cfg: Any) -> None:
    hands_seen = []

    def check(st: State, _: random.Random) -> None:
        if st.phase in ("hand_over", "match_over"):
            assert st.result is not None
            assert st.match_over == _match_should_end(st)
        if st.phase == "hand_over":
            hands_seen.append(st.hand_no)
            assert [str(m) for m in st.legal_move_list()] == ["deal"]

    st, _ = walk(cfg, check)
    assert st.hand_over
    assert len(st.sheet) == len(set(hands_seen)) + (1 if st.match_over else 0)
    assert st.match_over or len(st.sheet) == MAX_HANDS
    assert st.scores == [sum(row[t] for row in st.sheet) for t in range(len(st.teams))]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st_.sampled_from(PAIRS), st_.integers(0, 2**32 - 1))
def test_notation_round_trips_for_every_legal_move(pair: tuple[str, int], seed: int) -> None:
    """parse_move(str(m)) == m for every legal move (cheap, so many matches)."""

    def check(st: State, _: random.Random) -> None:
        for m in st.legal_move_list():
            assert parse_move(str(m)) == m, str(m)

    walk((pair, {}, seed, 300), check)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs)
def test_replaying_a_record_reproduces_the_same_states(cfg: Any) -> None:
    positions: list[dict[str, Any]] = []
    st, moves = walk(cfg, lambda s, _: positions.append(position_dict(s)))
    rec = Record(st.rules, st.seed, moves)
    data = json.loads(rec.to_json(final=st))
    replayed = [position_dict(s) for s in replay_states(rec)]
    assert replayed == positions
    assert replay(rec, data) == st
    assert data["result"]["scores"] == st.scores and data["result"]["winners"] == list(st.winners)


def _check_views(st: State, rnd: random.Random) -> None:
    n = st.players
    for seat in [-1, *range(n)]:
        v = st.view(seat)
        d = v.data
        assert d["stock"] == {"count": len(st.stock)}
        for q in range(n):
            if q == seat:
                assert sorted(d["hands"][q]) == sorted(position_dict(st)["hands"][q])
            else:
                assert d["hands"][q] == {"count": st.nhand[q]}
        assert d["pile"][: st.pile_hidden] == [None] * st.pile_hidden
        assert None not in d["pile"][st.pile_hidden:]
        if "feet" in d:  # HF-3: every foot is face down, to its own seat too
            assert d["feet"] == [{"count": len(f)} for f in st.feet]
        assert v.legal_moves == tuple(st.legal_move_list() if seat == st.turn else [])
        json.dumps(v.to_dict())
        # a state that differs only in cards this seat cannot see gives the same view
        other = determinize(v, rnd.randrange(2**32))
        assert Counter(all_cards(other)) == Counter(all_cards(st))
        assert other.view(seat).data == d


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs)
def test_a_view_never_shows_another_seats_hidden_cards(cfg: Any) -> None:
    walk(cfg, _check_views, every=7)


def _check_notation_and_json(st: State, _: random.Random) -> None:
    for m in st.legal_move_list():
        assert parse_move(str(m)) == m
        assert parse_move(str(m).upper()) == m
        assert st.explain(m) == ""
    text = position_json(st)
    back = load_position(text)
    assert back == st and position_json(back) == text
    assert back.legal_move_list() == st.legal_move_list()
    c = st.copy()
    assert c == st
    if c.legal_move_list():
        c.apply(c.legal_move_list()[0])
        assert position_json(st) == text  # the copy is independent


@PROPS
@given(configs)
def test_notation_position_json_and_copy_round_trip(cfg: Any) -> None:
    walk(cfg, _check_notation_and_json, every=3)


def _candidate_moves(st: State) -> list[Move]:
    """A broad set of well-formed moves, most of them illegal in any given state."""
    out = [Move(a) for a in ("draw", "ask", "yes", "no", "end", "deal")]
    for k in range(NKINDS):
        if k == 2:
            continue
        out.append(Move("discard", (k,)))
    for q in NATURALS:
        out += [Move("meld", (q, q, q)), Move("meld", (q, q, 1)), Move("add", (q,), q), Move("add", (0,), q),
                Move("take", (q, q)), Move("take", (q, 0)), Move("take", (q, q, q)), Move("take", (), q)]
    out += [Move("meld", (3, 3, 3)), Move("meld", (1, 0, 0)), Move("take"), Move("take", (0, 0, 0)),
            Move("take", (1, 1, 1)), Move("add", (0,), 0)]
    # further groups of a rank (SA-6, HF-7): a card and a wild card on one, the top card on one, the join
    for q in (5, 9, 12):
        key = 272 + q  # (canasta.cards.group_key(q, 1): Q2 for the queens)
        out += [Move("add", (q,), key), Move("add", (0,), key), Move("take", (), key), Move("join", (), key)]
    # sequences (SA-3): new ones, a broken one, cards added, a wild card, the top card on one
    for suit in range(4):
        key = 16 + suit
        out += [Move("meld", (q + 2, q + 1, q), key) for q in range(4, 13, 2)] + [Move("meld", (9, 7, 6), key)]
        out += [Move("add", (q,), key) for q in range(4, 15, 3)] + [Move("add", (0,), key), Move("take", (), key),
                                                                     Move("add", (8,), key + 4)]
    return out


def _check_explain(st: State, rnd: random.Random) -> None:
    legal = set(st.legal_move_list())
    cands = _candidate_moves(st)
    for m in rnd.sample(cands, 12):
        why = st.explain(m)
        if m in legal:
            assert why == ""
            continue
        assert why and "\n" not in why
        before = position_json(st)
        try:
            st.apply(m)
        except IllegalMoveError as e:
            assert str(e) == why
        else:
            raise AssertionError(f"illegal move {m} was applied")
        assert position_json(st) == before
    for m in legal:
        assert m.target == NO_TARGET or m.action in ("add", "take") or (m.action == "meld" and st.rules.sequences) or (
            m.action == "join" and st.rules.group_join)


@PROPS
@given(configs)
def test_explain_is_empty_exactly_for_legal_moves(cfg: Any) -> None:
    walk(cfg, _check_explain, every=2)
