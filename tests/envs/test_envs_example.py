"""The training example runs end to end and writes its learning curve."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("gymnasium")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_masked.py"


def _load():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("train_masked", EXAMPLE)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_train_masked_writes_a_learning_curve(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod = _load()
    out = tmp_path / "curve"
    assert mod.main(["--iterations", "2", "--batch", "2", "--eval-hands", "2", "--hidden", "8",
                     "--out", str(out)]) == 0
    with open(str(out) + ".csv") as f:
        rows = list(csv.DictReader(f))
    assert [r["iteration"] for r in rows] == ["1", "2"]
    assert all(r["mean_reward"] for r in rows)
    text = capsys.readouterr().out
    assert "before training" in text and "after training" in text


def test_train_masked_rejects_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    mod = _load()
    with pytest.raises(SystemExit):
        mod.main(["--iterations", "0"])
    with pytest.raises(SystemExit):
        mod.main(["--rules", "italian", "--players", "2"])
    assert "played by 4 players" in capsys.readouterr().err


def test_masked_policy_never_picks_an_illegal_action() -> None:
    import numpy as np

    mod = _load()
    rng = np.random.default_rng(0)
    policy = mod.MaskedPolicy(10, 6, 4, rng)
    mask = np.array([False, True, False, False, True, False])
    pr, _ = policy.probs(np.ones(10), mask)
    assert pr[~mask].sum() == 0 and pr.sum() == pytest.approx(1.0)
