"""Refusals of bad input besides the engine's move reasons carry a code and parameters, and the
front ends say them in the player's language (issue 14): house rules and rule sets (RuleError),
typed moves (MoveSyntaxError), game records (RecordError); ``canasta tournament`` and ``canasta
play`` take --lang (else LC_ALL/LANG, else English) for their tables, lines and errors."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from canasta.cli import app
from canasta.errors import MoveSyntaxError, RecordError
from canasta.i18n import LANGS, error_text, has
from canasta.moves import parse_move
from canasta.record import load_record, record_from_dict
from canasta.rules import RuleError, RuleSet, make_rules

SRC = Path(__file__).resolve().parents[2] / "src" / "canasta"
runner = CliRunner()
NO_LOCALE = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}


@pytest.mark.parametrize(("module", "error"), [("rules.py", "RuleError"), ("moves.py", "MoveSyntaxError"),
                                               ("record.py", "RecordError")])
def test_every_raise_gives_a_code(module: str, error: str) -> None:
    """Each refusal path of these modules names its code (the second argument)."""
    tree = ast.parse((SRC / module).read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Raise) and isinstance(n.exc, ast.Call)
             and isinstance(n.exc.func, ast.Name) and n.exc.func.id == error]
    assert calls
    for c in calls:
        call = c.exc
        assert isinstance(call, ast.Call)
        if module == "rules.py" and isinstance(call.args[0], ast.Call):  # RuleError(str(e)): guarded, unreachable
            continue
        assert len(call.args) >= 2 and isinstance(call.args[1], ast.Constant), \
            f"{module}:{c.lineno}: {error} without a code"


RULE_CASES = [
    ("bridge", 4, {}, "preset-unknown"),
    ("italian", 2, {}, "preset-players"),
    ("classic", 4, {"colour": "blue"}, "rule-unknown"),
    ("classic", 4, {"draw_count": "9"}, "rule-out-of-range"),
    ("classic", 4, {"draw_count": "many"}, "rule-not-whole-number"),
    ("classic", 4, {"one_card_rule": "perhaps"}, "rule-not-yes-no"),
    ("classic", 4, {"wild_on_top": "sideways"}, "rule-bad-choice"),
    ("classic", 4, {"upcard_freezers": "wild,seven"}, "rule-bad-member"),
    ("classic", 4, {"opening_table": "0:50,x"}, "rule-not-pair"),
    ("classic", 4, {"opening_table": "0:50,a:b"}, "rule-not-number-pair"),
    ("classic", 4, {"opening_table": "0:90,1500:50"}, "rule-opening-minimums"),
    ("classic", 4, {"opening_table": "1500:50,0:90"}, "rule-opening-scores"),
    ("classic", 4, {"partnership": "trios"}, "rule-partnership-players"),
    ("classic", 4, {"hand_size": "30"}, "rule-no-stock"),
    ("classic", 4, {"max_wilds": "3", "max_wilds_new": "4"}, "rule-max-wilds-new"),
    ("classic", 4, {"go_out_needs": "natural_and_mixed"}, "rule-go-out-canastas"),
    ("classic", 4, {"wild_on_top": "three_of_kind"}, "rule-three-of-kind-wild-melds"),
    ("classic", 4, {"upcard_red3": "take", "upcard_pozzo": "true"}, "rule-upcard-red3-pozzo"),
    ("classic", 4, {"go_out_naturals": "1", "go_out_mixed": "1"}, "rule-go-out-books"),  # HF-11
    ("classic", 4, {"pile_take_limit": "1"}, "rule-pile-take-limit"),  # HF-5
]


@pytest.mark.parametrize(("preset", "players", "overrides", "code"), RULE_CASES)
def test_a_bad_house_rule_has_a_code_said_in_every_language(preset: str, players: int, overrides: dict[str, str],
                                                            code: str) -> None:
    with pytest.raises(RuleError) as got:
        make_rules(preset, players, overrides)
    err = got.value
    assert err.code == code, str(err)
    texts = {}
    for lang in LANGS:
        assert has(lang, "reason-" + code)
        texts[lang] = error_text(lang, err)
        assert "{" not in texts[lang] and "reason-" not in texts[lang], texts[lang]
    assert len(set(texts.values())) == len(LANGS), texts  # each language its own words
    for value in err.params.values():  # what the player typed is quoted back
        if isinstance(value, str) and value in overrides.values() and code != "rule-go-out-canastas":
            assert all(value in t for t in texts.values())


def test_rules_from_a_record_or_the_web_have_codes_too() -> None:
    with pytest.raises(RuleError) as got:
        RuleSet.from_dict({"draw_count": 1, "nonsense": 2})
    assert got.value.code == "rule-unknown" and got.value.params["name"] == "nonsense"
    with pytest.raises(RuleError) as got:
        RuleSet.from_dict([])  # type: ignore[arg-type]
    assert got.value.code == "rules-not-object"


@pytest.mark.parametrize(("text", "code"), [
    ("", "move-empty"), ("jump", "move-unknown"), ("draw 7", "move-no-arguments"), ("discard 11", "move-not-a-kind"),
    ("take 7 on X", "move-not-a-meld"), ("take 7 7 7 7 7", "move-take-too-many"), ("meld 7 7", "move-meld-too-few"),
    ("meld 7 7 7 7", "move-meld-too-many"), ("add 2", "move-add-which-meld"), ("add 7 to 8", "move-add-own-rank"),
    ("add 7 to W", "move-add-own-rank"), ("add 7 8", "move-add-form"), ("discard", "move-discard-form"),
    ("meld 4h 5s 6h", "move-sequence-suit"), ("meld 4h 5h 6", "move-sequence-suit"), ("meld 2h 3h 4h", "move-sequence-cards"),
    ("meld 4h 5h", "move-meld-too-few"), ("meld 4h 5h 6h 7h", "move-meld-too-many"), ("add 7 to h0", "move-not-a-meld"),
])
def test_a_mistyped_move_has_a_code(text: str, code: str) -> None:
    with pytest.raises(MoveSyntaxError) as got:
        parse_move(text)
    assert got.value.code == code
    for lang in LANGS:
        said = error_text(lang, got.value)
        assert has(lang, "reason-" + code) and "{" not in said
    assert "Jolly" in error_text("it", MoveSyntaxError("x", "move-add-which-meld", {"kind": "JK", "move": "add JK"}))


def test_a_record_error_says_the_refused_move_inside_it() -> None:
    data = {"format": "canasta-record/1", "rules": make_rules("classic", 4).to_dict(), "seed": 1, "moves": ["discard 7"]}
    from canasta.record import replay

    with pytest.raises(RecordError) as got:
        replay(record_from_dict(data))
    err = got.value
    assert err.code == "record-bad-move" and err.params["n"] == 1
    fr = error_text("fr", err)
    assert fr.startswith("Coup 1 (« discard 7 ») : Votre tour commence") and fr.endswith("(C-6)")
    with pytest.raises(RecordError) as got:
        load_record("{oops")
    assert got.value.code == "record-json" and "ligne 1" in error_text("fr", got.value)
    data["rules"] = {"draw_count": "many"}
    with pytest.raises(RecordError) as got:
        record_from_dict(data)
    assert got.value.code == "record-rules"
    assert "« many » n'est pas un nombre entier" in error_text("fr", got.value)


def invoke(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    res = runner.invoke(app, list(args), env={**NO_LOCALE, **(env or {})})
    return res.exit_code, res.stdout, res.stderr


def test_tournament_speaks_french() -> None:
    code, out, _ = invoke("tournament", "--deals", "1", "--bots", "random,heuristic", "--lang", "fr")
    assert code == 0
    for words in ("classic, 4 joueurs : 1 donne × 2 placements, graine 0", "robot", "donnes", "gagnées",
                  "jeu par donne et temps de décision", "random contre heuristic", "points par donne",
                  "équipe contre équipe, 1 donne"):
        assert words in out, words
    for english in ("players", "deals", "won (95% CI)", "margin a hand", "team against team", " vs "):
        assert english not in out, english


@pytest.mark.parametrize(("args", "env", "line"), [
    (("--bots", "random,wizard", "--lang", "it"), {}, "errore: robot sconosciuto «wizard»"),
    (("--rules", "italian", "--players", "2", "--lang", "sk"), {}, "chyba: Pravidlá „italian“ sa hrajú v počte hráčov 4, nie 2."),
    (("--deals", "0"), {"LANG": "fi_FI.UTF-8"}, "virhe: --deals on oltava vähintään 1"),
    (("--rule", "draw_count=9", "--lang", "fr"), {}, "erreur : draw_count : 9 est hors limites ; choisissez entre 1 et 3."),
    (("--backend", "cloud"), {"LC_ALL": "it_IT.UTF-8"}, "errore: motore di esecuzione sconosciuto «cloud»: usa process o ray"),
    (("--deals", "0", "--lang", "xx"), {}, "error: unknown language 'xx'"),
])
def test_tournament_errors_are_one_line_in_the_language(args: tuple[str, ...], env: dict[str, str], line: str) -> None:
    bots = () if "--bots" in args else ("--bots", "random,random")
    code, _, err = invoke("tournament", *(args + bots), env=env)
    assert code != 0 and err.count("\n") == 1 and err.startswith(line), err


@pytest.mark.parametrize(("args", "line"), [
    (("--level", "grandmaster", "--lang", "fr"), "erreur : niveau inconnu « grandmaster »"),
    (("--rule", "colour=blue", "--lang", "it"), "errore: Non esiste la regola «colour»"),
    (("--rules", "bridge", "--lang", "fi"), "virhe: Sääntöjä ”bridge” ei ole."),
    (("--delay", "99", "--lang", "sk"), "chyba: --delay musí byť od 0 do 10 sekúnd"),
    (("--lang", "fr"), "erreur : « canasta play » demande un terminal interactif"),
])
def test_play_errors_are_one_line_in_the_language(tmp_path: Path, args: tuple[str, ...], line: str) -> None:
    pytest.importorskip("textual")
    code, _, err = invoke("play", "--save", str(tmp_path / "g.json"), "--seed", "1", *args)
    assert code != 0 and err.count("\n") == 1 and err.startswith(line), err


def test_play_resume_refusal_is_in_the_language(tmp_path: Path) -> None:
    pytest.importorskip("textual")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "canasta-record/1", "rules": {}, "seed": 1, "moves": ["discard 7"]}))
    code, _, err = invoke("play", "--resume", str(bad), "--lang", "it")
    assert code != 0 and "Mossa 1 («discard 7»): Il turno comincia" in err and err.strip().endswith("(C-6)"), err
    code, _, err = invoke("play", "--resume", str(tmp_path / "missing.json"), "--lang", "fr")
    assert code != 0 and "impossible de lire" in err
