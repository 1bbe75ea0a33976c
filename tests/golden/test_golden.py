"""Golden records: complete matches for every preset, replayed move by move to their final scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canasta import PRESET_NAMES
from canasta.errors import RecordError
from canasta.record import load_record, replay, replay_states

from .generate import GAMES, path_for

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("*.json"))


def test_every_preset_has_a_golden_record() -> None:
    presets = {json.loads(p.read_text())["rules"]["preset"] for p in FILES}
    assert presets == set(PRESET_NAMES)
    assert {path_for(p, n, s).name for p, n, s, _ in GAMES} == {p.name for p in FILES}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_record_replays_to_its_final_scores(path: Path) -> None:
    rec, data = load_record(path.read_text(encoding="utf-8"))
    st = replay(rec, data)
    want = data["result"]
    assert st.match_over and want["over"] is True
    assert st.scores == want["scores"] and list(st.winners) == want["winners"]
    assert len(st.sheet) == want["hands"]
    assert st.sheet == data["meta"]["sheet"]  # every hand's points, not only the total
    assert max(st.scores) >= rec.rules.target
    assert st.scores == [sum(row[t] for row in st.sheet) for t in range(len(st.teams))]


def test_a_tampered_golden_record_is_caught() -> None:
    rec, data = load_record(FILES[0].read_text(encoding="utf-8"))
    data["result"]["scores"] = [s + 5 for s in data["result"]["scores"]]
    with pytest.raises(RecordError, match="the record states scores"):
        replay(rec, data)
    bad = json.loads(FILES[0].read_text(encoding="utf-8"))
    i = next(i for i, m in enumerate(bad["moves"]) if m.startswith("discard"))
    bad["moves"][i] = "meld 3 3 3" if bad["moves"][i] != "meld 3 3 3" else "deal"
    rec2, _ = load_record(json.dumps(bad))
    with pytest.raises(RecordError, match=f"move {i + 1} "):
        for _ in replay_states(rec2):
            pass


@pytest.mark.parametrize("game", GAMES, ids=[f"{p}_{n}p_seed{s}" for p, n, s, _ in GAMES])
def test_a_golden_record_is_what_the_generator_plays_today(game: tuple[str, int, int, int]) -> None:
    """A preset whose rules changed on purpose gets its record written again (``generate.py <preset>``);
    one that changed by accident fails here, even though its old record still replays under its old rules."""
    from .generate import play

    _, data = play(*game)
    stored = json.loads(path_for(*game[:3]).read_text(encoding="utf-8"))
    assert data["rules"] == stored["rules"], "the preset's rules changed: run tests/golden/generate.py " + game[0]
    assert data["moves"] == stored["moves"] and data["result"] == stored["result"]
