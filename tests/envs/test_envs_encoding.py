"""Action table and observation encoding (canasta.envs.encoding)."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from canasta import PRESET_NAMES, Move, make_rules, new_game, parse_move, preset_players  # noqa: E402
from canasta.cards import GROUP_BASE, JOKER, KIND, SEQ_BASE, WILD_MELD, group_slot, key_rank, seq_suit  # noqa: E402
from canasta.envs.encoding import (  # noqa: E402
    MELD_KEYS,
    SEQ_RANKS,
    ActionTable,
    StateEncoder,
    action_table,
    encode_state,
    encode_view,
    layout_for,
    obs_layout,
    obs_spec,
    sequence_slots,
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


@pytest.mark.parametrize("preset,players", ALL_TABLES)
def test_layout_slices_tile_the_vector(preset: str, players: int) -> None:
    rules = make_rules(preset, players)
    lay = layout_for(rules)
    pos = 0
    for a, b in lay.slices.values():
        assert a == pos and b > a
        pos = b
    assert pos == lay.size
    n = players
    assert lay.slices["melds"][1] - lay.slices["melds"][0] == n * len(MELD_KEYS) * 2
    # the feet and the sequences come last: every other slice lies where it lies without them
    plain = obs_layout(n)
    assert list(lay.slices.items())[:len(plain.slices)] == list(plain.slices.items())
    assert ("feet" in lay.slices) == ("in_foot" in lay.slices) == (rules.foot_size > 0)  # HF-3
    assert ("seq_cards" in lay.slices) == ("seq_melds" in lay.slices) == rules.sequences  # SA-3
    if rules.foot_size:
        assert lay.size == plain.size + 2 * n
    if rules.sequences:
        assert sequence_slots(rules.packs) == 11  # three packs: 33 cards of a suit, 11 sequences (SA-18)
        assert lay.slices["seq_melds"][1] - lay.slices["seq_melds"][0] == n * 4 * 11 * 2
        assert lay.size == plain.size + n * 4 * len(SEQ_RANKS) + n * 4 * 11 * 2 + (
            lay.slices["groups"][1] - lay.slices["groups"][0] if rules.group_slots > 1 else 0)
    # SA-6: a side's further groups of a rank, naturals and wild cards per group number and rank
    assert ("groups" in lay.slices) == (rules.group_slots > 1)
    if rules.group_slots > 1:
        assert lay.slices["groups"][1] - lay.slices["groups"][0] == n * (rules.group_slots - 1) * len(SEQ_RANKS) * 2
    if not rules.foot_size and not rules.sequences:
        assert lay is plain


def test_sequence_slots_follow_the_packs_in_the_action_table() -> None:
    """SA-18: a side holds at most as many sequences of a suit as the suit's cards 4..A allow, three
    to a sequence; the action table names that many (``h1`` ..) and the layout holds them all."""
    assert [sequence_slots(p) for p in (1, 2, 3, 4, 7)] == [3, 7, 11, 14, 25]
    for packs in (2, 4):
        rules = make_rules("samba", 4, {"packs": str(packs)})
        last = sequence_slots(packs) - 1
        table = action_table(rules)
        assert parse_move(f"add 9 to h{last + 1}") in table.index
        assert parse_move(f"add 9 to h{last + 2}") not in table.index
        assert layout_for(rules).sequences == last + 1


def _side_order(st, seat: int) -> list[int]:  # type: ignore[no-untyped-def]
    """The sides in slot order (the observer's first, then by the nearest member to the left)."""
    n = st.rules.players
    live = [i for i, members in enumerate(st.sides) if members]
    return sorted(live, key=lambda i: (seat not in st.sides[i], min((q - seat) % n for q in st.sides[i])))


def _expected_variant_parts(st, seat: int) -> dict[str, list[float]]:  # type: ignore[no-untyped-def]
    """The feet and sequence parts of a seat's raw observation, computed from the state's fields
    independently of the encoders (HF-3, HF-10, SA-3)."""
    rules = st.rules
    n = rules.players
    lay = layout_for(rules)
    out: dict[str, list[float]] = {}
    rel = [(seat + i) % n for i in range(n)]
    if lay.feet:
        out["feet"] = [float(len(st.feet[q])) for q in rel]
        out["in_foot"] = [1.0 if st.in_foot(q) else 0.0 for q in rel]
    if lay.sequences:
        nseq = lay.sequences
        cards = np.zeros((n, 4, len(SEQ_RANKS)))
        seqs = np.zeros((n, 4, nseq, 2))
        for slot, i in enumerate(_side_order(st, seat)):
            for key, m in st.melds[i].items():
                if key < SEQ_BASE or key >= GROUP_BASE:
                    continue
                ranks = [KIND[c] for c in m.cards]
                assert sorted(ranks) == list(range(min(ranks), min(ranks) + len(ranks)))  # one unbroken run
                for k in ranks:
                    cards[slot, seq_suit(key), SEQ_RANKS.index(k)] += 1
                seqs[slot, seq_suit(key), (key - SEQ_BASE) // 4] = (min(ranks), len(ranks))
        out["seq_cards"] = cards.ravel().tolist()
        out["seq_melds"] = seqs.ravel().tolist()
    if lay.groups:  # SA-6: a side's further groups of a rank
        groups = np.zeros((n, lay.groups, len(SEQ_RANKS), 2))
        for slot, i in enumerate(_side_order(st, seat)):
            for key, m in st.melds[i].items():
                if key >= GROUP_BASE:
                    groups[slot, group_slot(key) - 1, SEQ_RANKS.index(key_rank(key))] = (m.naturals, m.wilds)
        out["groups"] = groups.ravel().tolist()
    return out


VARIANT_TABLES = [("handfoot", 2), ("handfoot", 4), ("handfoot", 6), ("samba", 4), ("samba", 2), ("bolivia", 4)]


@pytest.mark.parametrize("preset,players", VARIANT_TABLES)
def test_variant_observation_holds_the_feet_and_the_sequences_and_both_encoders_agree(preset: str, players: int) -> None:
    """HF-3, HF-10, SA-3: over seeded random matches (through the deal of the next hand), the fast
    path equals the view's encoding raw and normalized, and the feet and sequence parts hold what
    the state holds; the loops must meet a seat playing from its foot or a side's second sequence
    of a suit, so the parts are not checked only while empty."""
    rules = make_rules(preset, players)
    lay, spec = layout_for(rules), obs_spec(rules)
    raw, norm = StateEncoder(rules), StateEncoder(rules, normalized=True)
    seen_foot = seen_second_sequence = seen_second_group = 0
    for g in range(5):  # (random play rarely reaches a foot: seeds 700 and 703 do)
        st = new_game(rules, seed=700 + g)
        rnd = random.Random(g)
        deals = 0
        while st.phase != "match_over" and deals < 2:
            for seat in range(players):
                v = encode_view(st.view(seat).data, seat)
                assert np.array_equal(raw.encode(st, seat), v)
                assert np.array_equal(norm.encode(st, seat), spec.normalize(v))
                for name, expected in _expected_variant_parts(st, seat).items():
                    assert lay.part(v, name).tolist() == expected, name
            seen_foot += any(st.in_foot(q) for q in range(players))
            seen_second_sequence += any(SEQ_BASE + 4 <= key < GROUP_BASE for m in st.melds for key in m)
            seen_second_group += any(key >= GROUP_BASE for m in st.melds for key in m)
            move = rnd.choice(st.legal_move_list())
            deals += move.action == "deal"
            st.apply(move)
    assert seen_foot if rules.foot_size else seen_second_sequence
    assert seen_second_group or rules.group_slots == 1


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


@pytest.mark.parametrize("preset,players", [("classic", 4), ("italian", 4), ("french", 3), ("handfoot", 4),
                                            ("handfoot", 2), ("samba", 4), ("bolivia", 4)])
def test_observation_depends_only_on_what_the_seat_may_see(preset: str, players: int, positions) -> None:
    """Dealing the hidden cards differently (determinize: the other hands, the stock and every
    foot, the seat's own too, HF-3) changes neither the vector nor the key."""
    stocks_differ = feet_differ = 0
    for st in positions(preset, players, games=1, every=7):
        seat = st.turn
        v = st.view(seat)
        other = determinize(v, seed=99)
        stocks_differ += other.stock != st.stock  # (a short stock may come out the same)
        feet_differ += other.feet != st.feet
        assert np.array_equal(encode_state(other, seat), encode_state(st, seat))
        assert np.array_equal(encode_view(other.view(seat).data, seat), encode_view(v.data, seat))
        assert view_key(other.view(seat).data) == view_key(v.data)
    assert stocks_differ  # the hidden cards were dealt differently
    assert feet_differ or not make_rules(preset, players).foot_size


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


def test_the_layout_docs_name_every_slice_and_give_the_sizes() -> None:
    """The module docstring's table and docs/research.md's name every slice of every preset's layout
    (the feet and sequence parts too), and the sizes docs/research.md quotes are the layouts'."""
    import re
    from pathlib import Path

    import canasta.envs.encoding as enc

    names = {name for p, n in ALL_TABLES for name in layout_for(make_rules(p, n)).slices}
    rows = {line.split()[0] for line in (enc.__doc__ or "").split("Observations")[1].splitlines()
            if line and not line[0].isspace() and not line.startswith(("=", "-"))}
    assert names <= rows, names - rows
    research = Path(__file__).parents[2].joinpath("docs", "research.md").read_text(encoding="utf-8")
    table = research.split("## Observations")[1].split("**Bounds")[0]
    documented = {n.strip() for row in re.findall(r"^\| ([^|]+) \|", table, re.M) for n in row.split(",")}
    assert names <= documented, names - documented
    sizes = " ".join(table.split("Sizes:")[1].split("`layout_for")[0].split())
    plain, hf, seq = sizes.split(";")
    for text, preset in ((plain, "classic"), (hf, "handfoot"), (seq, "samba"), (seq, "bolivia")):
        quoted = {int(n): int(size) for size, n in re.findall(r"(\d+) \((\d)", text)}
        assert quoted == {n: layout_for(make_rules(preset, n)).size for n in preset_players(preset)}, preset


def test_SA6_HF7_the_action_table_names_the_second_groups_and_the_join() -> None:
    """SA-6: a side's second group of a rank has its actions (a card, a wild card, the top card alone,
    the join); HF-7's closing reading has the cards but no join; the presets with one group per rank
    have none of them."""
    samba = action_table(make_rules("samba", 4))
    for text in ("add Q to Q2", "add JK to Q2", "add 2 to 102", "take on K2", "join Q2 to Q", "join 42 to 4"):
        assert parse_move(text) in samba.index, text
    assert parse_move("add Q to Q3") not in samba.index  # (two groups of a rank at most)
    closing = action_table(make_rules("handfoot", 4, {"canasta_closes_rank": "true", "group_slots": "3"}))
    assert parse_move("add K to K3") in closing.index and parse_move("join K2 to K") not in closing.index
    assert parse_move("take on K2") not in closing.index  # (HF-5: only a natural pair takes the pile)
    classic = action_table(make_rules("classic", 4))
    assert not any(m.target >= 272 or m.action == "join" for m in classic.moves)
