"""Action table and observation encoding (canasta.envs.encoding)."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from canasta import PRESET_NAMES, Move, make_rules, new_game, parse_move, preset_players  # noqa: E402
from canasta.cards import JOKER, WILD_MELD  # noqa: E402
from canasta.envs.encoding import (  # noqa: E402
    MELD_KEYS,
    ActionTable,
    action_table,
    encode_state,
    encode_view,
    obs_layout,
    view_key,
)
from canasta.position import determinize  # noqa: E402

ALL_TABLES = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]


@pytest.mark.parametrize("preset,players", ALL_TABLES)
def test_every_action_round_trips(preset: str, players: int) -> None:
    table = action_table(make_rules(preset, players))
    assert len(set(table.moves)) == table.size
    for i, move in enumerate(table.moves):
        assert table.encode(move) == i
        assert table.decode(i) == move
        assert parse_move(str(move)) == move  # the notation reads back to the same engine move
        assert table.encode(parse_move(table.texts[i])) == i


JOKER_ON_WILD_MELD = Move("add", (JOKER,), WILD_MELD)


def test_joker_on_the_wild_meld_has_notation_that_reads_back() -> None:
    """IT-10: a joker laid off on the wild meld; moves.py promises parse_move(move_text(m)) == m."""
    assert parse_move(str(JOKER_ON_WILD_MELD)) == JOKER_ON_WILD_MELD


@pytest.mark.parametrize("preset,players", ALL_TABLES)
def test_every_legal_move_has_an_action_and_the_mask_is_exact(preset: str, players: int, positions) -> None:
    table = action_table(make_rules(preset, players))
    for st in positions(preset, players, games=2):
        legal = st.legal_move_list()
        mask = table.mask(legal)
        assert mask.dtype == np.int8
        assert sorted(np.flatnonzero(mask).tolist()) == table.legal_actions(legal)
        assert {table.decode(i) for i in np.flatnonzero(mask)} == set(legal)


def test_table_skips_forms_the_rule_set_never_offers() -> None:
    classic = action_table(make_rules("classic", 4))
    italian = action_table(make_rules("italian", 4))
    french = action_table(make_rules("french", 4))
    wild_meld = parse_move("meld JK JK JK")
    assert wild_meld not in classic.index and wild_meld in italian.index  # IT-10
    pair_only = action_table(make_rules("french", 4, {"take_with": "pair_or_layoff"}))  # FR-8 option
    assert parse_move("take 7 JK") in french.index and parse_move("take 7 JK") not in pair_only.index  # FR-8
    assert parse_move("take on 7") in french.index and parse_move("take on 7") not in classic.index  # FR-8
    assert parse_move("take 7 7 7") in italian.index and parse_move("take 7 7 7") not in classic.index  # IT-15
    assert parse_move("meld 3 3 3") in classic.index and parse_move("meld 3 3 3") not in french.index  # FR-12
    assert parse_move("ask") not in action_table(make_rules("classic", 2)).index  # no partner, C-12.4


def test_decode_and_encode_reject_bad_input_with_a_clear_message() -> None:
    table = action_table(make_rules("classic", 4))
    for bad in (-1, table.size, 1.5, "3", True):
        with pytest.raises(ValueError, match="out of range"):
            table.decode(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not an action of this rule set"):
        table.encode(Move("meld", (0, 0, 0)))
    # a mask over moves the table does not hold names the first such move
    with pytest.raises(ValueError, match="'meld JK JK JK' is not an action"):
        table.mask([Move("draw"), Move("meld", (0, 0, 0)), Move("meld", (1, 1, 1))])


def test_describe_lists_every_action() -> None:
    table = ActionTable(make_rules("classic", 4))
    lines = table.describe().splitlines()
    assert len(lines) == table.size
    assert lines[0].split(None, 1) == ["0", "draw"]


def test_layout_slices_tile_the_vector() -> None:
    lay = obs_layout(4)
    pos = 0
    for a, b in lay.slices.values():
        assert a == pos and b > a
        pos = b
    assert pos == lay.size
    assert lay.slices["melds"][1] - lay.slices["melds"][0] == 4 * len(MELD_KEYS) * 2


@pytest.mark.parametrize("preset,players", ALL_TABLES)
def test_fast_encoding_equals_the_view_encoding(preset: str, players: int, positions) -> None:
    for st in positions(preset, players, games=1):
        for seat in range(players):
            from_view = encode_view(st.view(seat).data, seat)
            assert np.array_equal(encode_state(st, seat), from_view)


@pytest.mark.parametrize("preset,players", [("classic", 3), ("classic", 4), ("italian", 4), ("french", 5)])
def test_fast_encoding_follows_a_live_state_across_hands(preset: str, players: int) -> None:
    """The fast path caches what changes only between hands: check it on one state played on,
    through the end of a hand (scores), the next deal and a cutthroat player going alone (§1.16)."""
    import random

    st = new_game(preset, players=players, seed=8)
    rnd = random.Random(8)
    hands = 0
    while hands < 2 and st.phase != "match_over":
        for seat in range(players):
            assert np.array_equal(encode_state(st, seat), encode_view(st.view(seat).data, seat))
        move = rnd.choice(st.legal_move_list())
        hands += move.action == "deal"
        st.apply(move)


def test_observation_shows_own_hand_and_relative_seats() -> None:
    st = new_game("classic", players=4, seed=5)
    seat = st.turn
    lay = obs_layout(4)
    obs = encode_state(st, seat)
    assert lay.part(obs, "hand").tolist() == [float(c) for c in st.hand_counts(seat)]
    assert lay.part(obs, "to_act")[0] == 1.0  # slot 0 is the observer
    assert lay.part(obs, "on_my_side").tolist() == [1.0, 0.0, 1.0, 0.0]  # partners sit apart (C-2.1)
    assert lay.part(obs, "phase")[0] == 1.0  # draw
    assert lay.part(obs, "stock")[0] == len(st.stock)


@pytest.mark.parametrize("preset,players", [("classic", 4), ("italian", 4), ("french", 3)])
def test_observation_depends_only_on_what_the_seat_may_see(preset: str, players: int, positions) -> None:
    """Dealing the hidden cards differently (determinize) changes neither the vector nor the key."""
    for st in positions(preset, players, games=1, every=7):
        seat = st.turn
        v = st.view(seat)
        other = determinize(v, seed=99)
        assert other.stock != st.stock or not st.stock or len(set(st.stock)) == 1
        assert np.array_equal(encode_state(other, seat), encode_state(st, seat))
        assert view_key(other.view(seat).data) == view_key(v.data)


def test_view_key_leaves_out_the_seed() -> None:
    a = new_game("classic", players=4, seed=1).view(0).data
    assert '"seed"' not in view_key(a)
    assert view_key(a) == view_key(dict(a))


def test_a_seat_view_does_not_reveal_the_other_hands() -> None:
    """The view has no seed (C-3.3: the stock is face down), so neither does any observation."""
    st = new_game("classic", players=4, seed=2024)
    seat = st.turn
    data = st.view(seat).data
    assert data.get("seed") is None
    assert "2024" not in view_key(data)
