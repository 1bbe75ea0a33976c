"""The command line speaks the player's language: --lang, else LC_ALL/LANG, else English. A refusal is
one line, exit status 2; the RULES.md id may follow in parentheses, never lead."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from canasta import new_game
from canasta.cli import app
from canasta.errors import IllegalMoveError
from canasta.position import position_json

runner = CliRunner()
NO_LOCALE = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}
PREFIX = {"en": "error: move 1", "fr": "erreur : coup 1", "it": "errore: mossa 1", "sk": "chyba: ťah 1",
          "fi": "virhe: siirto 1"}


def _position(tmp_path):
    st = new_game("classic", players=4, seed=11)
    p = tmp_path / "pos.json"
    p.write_text(position_json(st))
    return p, st


def _engine_error(st, move: str) -> IllegalMoveError:
    try:
        st.copy().apply(move) if hasattr(st, "copy") else st.apply(move)
    except IllegalMoveError as e:
        return e
    raise AssertionError(f"{move!r} was allowed")


@pytest.mark.parametrize("lang", ["en", "fr", "it", "sk", "fi"])
def test_a_refusal_is_one_line_in_the_language_with_status_2(tmp_path, lang: str) -> None:
    """C-6: the turn starts with a draw, so discarding first is refused."""
    p, st = _position(tmp_path)
    res = runner.invoke(app, ["apply", str(p), "discard 9", "--lang", lang], env=NO_LOCALE)
    assert res.exit_code == 2
    lines = res.stderr.strip().split("\n")
    assert len(lines) == 1 and res.stdout == ""
    line = lines[0]
    assert line.startswith(PREFIX[lang]), line
    assert not re.search(r":\s*\(?[A-Z]{1,2}-?\d", line.split(":", 2)[-1][:6]), "the rule id must not lead"
    err = _engine_error(st, "discard 9")
    if getattr(err, "code", None) and lang != "en":  # the engine gives a code: the reason is translated
        assert str(err) not in line
        assert line.endswith(f"({err.rule})") if getattr(err, "rule", None) else True


def test_the_language_comes_from_the_environment(tmp_path) -> None:
    p, _ = _position(tmp_path)
    res = runner.invoke(app, ["apply", str(p), "discard 9"], env=dict(NO_LOCALE, LANG="it_IT.UTF-8"))
    assert res.exit_code == 2 and res.stderr.startswith("errore: mossa 1")
    res = runner.invoke(app, ["apply", str(p), "discard 9"], env=dict(NO_LOCALE, LANG="it_IT.UTF-8", LC_ALL="fi_FI.UTF-8"))
    assert res.stderr.startswith("virhe: siirto 1")
    res = runner.invoke(app, ["apply", str(p), "discard 9"], env=dict(NO_LOCALE, LANG="de_DE.UTF-8"))
    assert res.stderr.startswith("error: move 1")


def test_an_unknown_language_is_a_one_line_error(tmp_path) -> None:
    p, _ = _position(tmp_path)
    res = runner.invoke(app, ["moves", str(p), "--lang", "xx"], env=NO_LOCALE)
    assert res.exit_code == 1
    assert res.stderr.strip().count("\n") == 0 and "en, fr, sk, it, fi" in res.stderr


def test_moves_say_what_they_do(tmp_path) -> None:
    p, st = _position(tmp_path)
    res = runner.invoke(app, ["moves", str(p), "--lang", "fr"], env=NO_LOCALE)
    assert res.exit_code == 0
    first = res.stdout.splitlines()[0]
    assert first.startswith(str(st.legal_move_list()[0]))
    assert "draw" in res.stdout and "Piocher dans le talon" in res.stdout


def test_rules_explain_the_preset_to_players_and_params_keep_the_table() -> None:
    res = runner.invoke(app, ["rules", "french", "--lang", "fr"], env=NO_LOCALE)
    assert res.exit_code == 0
    out = res.stdout
    assert out.startswith("Canasta Française : règles pour 4 joueurs")
    assert "Le rebut n'est jamais gelé" in out and "Ce qui distingue ces règles" in out
    assert "hand_size" not in out and "FR-8" not in out
    res = runner.invoke(app, ["rules", "french", "--params", "--lang", "fr"], env=NO_LOCALE)
    assert res.exit_code == 0 and "  hand_size = 11" in res.stdout


def test_a_house_rule_changes_the_page() -> None:
    base = runner.invoke(app, ["rules", "classic", "--lang", "it"], env=NO_LOCALE).stdout
    house = runner.invoke(app, ["rules", "classic", "--lang", "it", "--rule", "canastas_to_go_out=2"], env=NO_LOCALE).stdout
    assert "almeno una canasta" in base and "almeno 2 canaste" in house
    assert "Regole della casa a questo tavolo:" in house


def test_replay_and_simulate_speak_the_language(tmp_path) -> None:
    res = runner.invoke(app, ["simulate", "--hands", "1", "--lang", "sk"], env=NO_LOCALE)
    assert res.exit_code == 0 and "kol" in res.stdout and "ťah" in res.stdout, res.stdout
