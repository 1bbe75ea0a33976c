"""House rules (RULES.md §0.1): every parameter can be overridden by name, bad values and nonsense
combinations are rejected with a one-line reason, and records keep the full rule set."""

from __future__ import annotations

import json
from typing import Any

import pytest

from canasta import PRESET_NAMES, RuleError, RuleSet, make_rules, new_game, preset_players
from canasta.position import PositionError, load_position, position_json, state_from_position
from canasta.record import Record, record_from_dict, replay
from canasta.rules import FIELD_NAMES, FIELDS, WRITTEN_WHEN_SET, diff, value_text

# A valid non-default value for every parameter of the 4-player classic game (as text, as a user types it).
ALTERNATIVES: dict[str, str] = {
    "players": "5",
    "partnership": "solo",
    "packs": "3",
    "hand_size": "13",
    "draw_count": "2",
    "upcard_red3": "take",
    "upcard_black3": "cover",
    "upcard_freezers": "black3,red3,wild",
    "upcard_pozzo": "true",
    "red3_timing": "first_turn",
    "red3_value": "150",
    "red3_table": "4:1000",
    "red3_penalty": "no_canasta",
    "red3_penalty_flat": "100",
    "last_red3": "meld",
    "min_naturals": "3",
    "max_wilds": "4",
    "max_wilds_new": "1",
    "wild_ratio": "at_most_naturals",
    "wild_melds": "true",
    "black3_melds": "false",
    "opening_table": "-inf:15,0:50,1500:90,3000:120,7500:150",
    "opening_combine": "false",
    "opening_wilds": "false",
    "open_before_draw": "true",
    "concealed_waives_minimum": "false",
    "freeze": "none",
    "black3_discard": "triple",
    "take_with": "pair",
    "wild_on_top": "open",
    "one_card_rule": "false",
    "pile_bonus_card": "1",
    "canastas_to_go_out": "2",
    "go_out_needs": "natural",
    "closing_discard_forbids": "black3,wild",
    "wild_meld_blocks": "true",
    "permission": "off",
    "pile_in_concealed": "false",
    "stock_out": "end",
    "natural_canasta": "600",
    "mixed_canasta": "350",
    "wild_canasta_pure": "3000",
    "wild_canasta_mixed": "2000",
    "going_out_bonus": "300",
    "concealed_bonus": "300",
    "concealed_canasta_bonus": "100",
    "black3_value": "0",
    "black3_hand_value": "100",
    "target": "15000",
    # the variants' parameters (issue 42, docs/variants.md MA-8..MA-10)
    "wild_free_ranks": "7,14",
    "rank_canasta_bonus": "7:2500,14:2000",
    "unfinished_penalty": "0:2000,7:2500",
    "pile_layoff_below_canasta": "true",  # SA-7
    "sequences": "true",  # SA-3
    "sequence_canasta_bonus": "1500",  # SA-4
    "go_out_sequences": "1",  # BO-5
    "wild_canasta_counts": "true",  # BO-1
    "wild_canasta_closed": "true",  # BO-1
    "foot_size": "11",  # HF-3
    "foot_next_turn": "true",  # HF-10
    "pile_take_limit": "7",  # HF-5
    "opening_by_hand": "50,90,120,150",  # HF-8
    "hands_per_match": "4",  # HF-9
    "go_out_naturals": "1",  # HF-11
    "go_out_mixed": "1",  # HF-11
    "foot_red3_penalty": "500",  # HF-12
    "go_out_side_in_foot": "true",  # HF-11
    "black3_bonus": "true",  # MA-14
    "black3_bonus_value": "50",  # MA-14
    "canasta_closes_rank": "true",  # MA-11
    "opening_wild_ranks": "14",  # MA-9
    "upcard": "none",  # MA-3
    "talons": "4,3",  # MA-3
    "card_values": "8:5,9:5",  # HF-15
    "empty_pile_discard_ranks": "7,14",  # MA-19
    "group_slots": "2",  # SA-6
    "group_join": "true",  # SA-6
}


def test_every_parameter_has_an_alternative_in_this_test() -> None:
    """A new rule parameter must be added here, so that the override test covers it."""
    assert set(ALTERNATIVES) == set(FIELD_NAMES) - {"preset"}


@pytest.mark.parametrize("name", sorted(ALTERNATIVES))
def test_every_parameter_can_be_overridden_by_name(name: str) -> None:
    """§0.1: any parameter can be overridden (make_rules overrides, RuleSet.with_overrides, new_game kwargs)."""
    text = ALTERNATIVES[name]
    base = make_rules("classic", 4)
    if name == "players":
        rs = make_rules("classic", None, {name: text})
        assert rs.players == 5
        return
    assert value_text(name, getattr(base, name)) != text
    rs = make_rules("classic", 4, {name: text})
    assert value_text(name, getattr(rs, name)) == text
    assert value_text(name, getattr(base.with_overrides({name: text}), name)) == text
    assert [n for n, _, _ in diff(base, rs)] == [name]
    # typed values work as well as text
    typed = getattr(rs, name)
    assert make_rules("classic", 4, {name: typed}) == rs


@pytest.mark.parametrize("name", sorted(set(ALTERNATIVES) - {"players", "partnership"}))
def test_an_overridden_game_starts_and_its_record_keeps_the_full_rule_set(name: str) -> None:
    """Records store the full rule set (canasta.record): a house rule survives a save and a replay."""
    try:
        rs = make_rules("classic", 4, {name: ALTERNATIVES[name]})
    except RuleError:  # pragma: no cover - every alternative above is valid alone
        raise
    st = new_game(rs, seed=3)
    moves = []
    for _ in range(6):
        if not st.legal_move_list():
            break
        m = st.legal_move_list()[0]
        st.apply(m)
        moves.append(str(m))
    rec = Record(rs, 3, moves)
    data = json.loads(rec.to_json(final=st))
    # every parameter, except the variants' ones while empty (issue 42: written only when set, so the
    # records of the earlier rule sets stay byte for byte as they were; reading restores the default)
    assert set(data["rules"]) == set(FIELD_NAMES) - {n for n in WRITTEN_WHEN_SET if getattr(rs, n) == FIELDS[n].default}
    back = record_from_dict(data)
    assert back.rules == rs
    assert replay(back, data) == st


def test_modern_two_canasta_house_rule() -> None:
    """§0.1 example: classic with draw=2, canastas_to_go_out=2."""
    rs = make_rules("classic", 4, {"draw_count": 2, "canastas_to_go_out": 2})
    assert (rs.draw_count, rs.canastas_to_go_out, rs.preset) == (2, 2, "classic")
    st = new_game("classic", players=4, seed=1, draw_count=2, canastas_to_go_out=2)
    assert st.rules == rs


def test_overrides_apply_to_every_preset() -> None:
    for preset in PRESET_NAMES:
        for n in preset_players(preset):
            rs = make_rules(preset, n, {"target": 750})
            assert rs.target == 750 and rs.preset == preset and rs.players == n


@pytest.mark.parametrize(("overrides", "words"), [
    ({"draw_cont": 2}, ["unknown rule parameter 'draw_cont'", "valid parameters:", "draw_count"]),
    ({"draw_count": "two"}, ["draw_count", "not a whole number"]),
    ({"draw_count": True}, ["draw_count", "whole number"]),
    ({"draw_count": 9}, ["draw_count", "out of range", "valid values: 1 to 3"]),
    ({"target": 10}, ["target", "valid values: 50 to 1000000"]),
    ({"wild_melds": "maybe"}, ["wild_melds", "valid choices: true, false"]),
    ({"freeze": "sometimes"}, ["freeze", "valid choices: classic, none"]),
    ({"upcard_freezers": "wild,ace"}, ["upcard_freezers", "'ace'", "valid members: wild, red3, black3"]),
    ({"opening_table": "0:50,abc"}, ["opening_table", "from:value"]),
    ({"opening_table": "0:x"}, ["opening_table", "whole numbers"]),
])
def test_bad_values_are_rejected_with_the_valid_choices(overrides: dict[str, Any], words: list[str]) -> None:
    """Unknown parameters, wrong types and out-of-range values: a one-line message listing valid choices."""
    with pytest.raises(RuleError) as e:
        make_rules("classic", 4, overrides)
    msg = str(e.value)
    assert "\n" not in msg
    for w in words:
        assert w in msg


@pytest.mark.parametrize(("preset", "players", "overrides", "words"), [
    ("classic", 4, {"opening_table": "0:50,0:90"}, ["opening_table", "scores must increase"]),
    ("classic", 4, {"opening_table": "0:50,1500:40"}, ["opening_table", "must not decrease"]),
    ("classic", 4, {"opening_table": ""}, ["opening_table", "at least one"]),
    ("classic", 4, {"hand_size": 27}, ["dealing 27 cards to 4 players", "deck holds 108"]),
    ("classic", 6, {"packs": 2, "hand_size": 18}, ["deck holds 108"]),
    ("classic", 4, {"partnership": "trios"}, ["partnership 'trios' does not fit 4 players", "valid for 4"]),
    ("classic", 4, {"max_wilds": 2, "max_wilds_new": 3}, ["max_wilds_new (3) cannot exceed max_wilds (2)"]),
    ("classic", 4, {"go_out_needs": "natural_and_mixed"}, ["canastas_to_go_out of at least 2"]),
    ("classic", 4, {"wild_on_top": "three_of_kind"}, ["wild_melds=true"]),
    ("french", 4, {"upcard_pozzo": True}, ["upcard_red3=take does not combine with upcard_pozzo"]),
    ("classic", 4, {"red3_table": "0:100"}, ["red3_table", "count >= 1"]),
    ("classic", 4, {"min_naturals": 7}, ["min_naturals"]),
])
def test_nonsense_combinations_are_rejected_with_a_reason(preset: str, players: int, overrides: dict[str, Any],
                                                        words: list[str]) -> None:
    with pytest.raises(RuleError) as e:
        make_rules(preset, players, overrides)
    for w in words:
        assert w in str(e.value)


def test_unknown_preset_and_player_count() -> None:
    with pytest.raises(RuleError, match="valid presets: classic, french, slovak, italian, finnish"):
        make_rules("canastone", 4)
    with pytest.raises(RuleError, match="played by 4 players, not 6"):
        make_rules("italian", 6)
    with pytest.raises(RuleError, match="played by 2, 3, 4 players, not 5"):
        make_rules("finnish", 5)


def test_rule_set_from_dict_rejects_unknown_keys_and_round_trips() -> None:
    for preset in PRESET_NAMES:
        for n in preset_players(preset):
            rs = make_rules(preset, n)
            assert RuleSet.from_dict(rs.to_dict()) == rs
    with pytest.raises(RuleError, match="unknown rule parameter 'colour'"):
        RuleSet.from_dict({"colour": "red"})
    with pytest.raises(RuleError, match="object"):
        RuleSet.from_dict(["draw_count"])  # type: ignore[arg-type]


def test_a_position_with_bad_rules_is_rejected_in_one_line() -> None:
    st = new_game("classic", seed=1)
    d = json.loads(position_json(st))
    d["rules"]["draw_count"] = "7"
    with pytest.raises(PositionError, match="rules: draw_count: 7 is out of range"):
        state_from_position(d)
    d["rules"]["draw_count"] = "1"
    assert state_from_position(d) == st
    with pytest.raises(PositionError, match="not valid JSON"):
        load_position("{")


def test_a_house_rule_changes_play_one_card_rule_off() -> None:
    """C-7.8 as a house rule: with one_card_rule=false a one-card hand may take a one-card pile."""
    from .builder import build, legal

    melds = {1: ["Ks Kd Kc Kh Ks Kd Kc", "7s 7d 7c"]}
    on = build("classic", hands={1: "7h"}, melds=melds, pile="7c", turn=1)
    off = build("classic", hands={1: "7h"}, melds=melds, pile="7c", turn=1, one_card_rule=False)
    assert "take" not in legal(on) and "take" in legal(off)


def test_lowering_max_wilds_alone_lowers_the_new_meld_limit_too() -> None:
    r = make_rules("classic", 4, {"max_wilds": 2})
    assert (r.max_wilds, r.max_wilds_new) == (2, 2)
    assert make_rules("classic", 4).with_overrides({"max_wilds": 1}).max_wilds_new == 1
