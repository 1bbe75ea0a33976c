"""Trust tests of the club area (issue 38): hidden-card leaks in derived table facts."""
from __future__ import annotations

from canasta.cards import parse_face
from canasta.state import new_game
from canasta.web.tables.texts import table_info


def test_d19_pile_reasons_ignore_face_down_pozzo() -> None:
    st = new_game("classic", seed=7)
    # A frozen pile whose only wild card lies face down (the Italian pozzo): no field may tell.
    st.pile = [parse_face("JK"), parse_face("2h"), parse_face("7s"), parse_face("9d")]
    st.pile_hidden = 2
    st.pile_frozen = True
    reasons = table_info(st, 0)["pile_reasons"]
    assert "frozen_wild" not in reasons
    assert "frozen" in reasons
    # The same pile with the wild face up says so.
    st.pile_hidden = 0
    assert "frozen_wild" in table_info(st, 0)["pile_reasons"]


def test_newcomer25_french_going_out_does_not_say_laid_down() -> None:
    # Going out may be a discard: the French text must not claim the last card was laid on the table.
    from pathlib import Path

    import canasta
    root = Path(canasta.__file__).parent / "locales" / "fr"
    for f in root.glob("*.ftl"):
        assert "a posé sa dernière carte" not in f.read_text(encoding="utf-8"), f.name
