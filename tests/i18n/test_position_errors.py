"""A position file the engine refuses (canasta.position, canasta.views, canasta.state) is refused with
a stable code and parameters, and every language says why in its own words: no refusal of a
position is left in English for a French, Slovak, Italian or Finnish player."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from canasta import new_game
from canasta.errors import PositionError
from canasta.i18n import LANGS, bundle, error_text
from canasta.position import load_position, position_dict, state_from_position
from canasta.state import state_from_view

SRC = Path(__file__).resolve().parents[2] / "src" / "canasta"
OTHERS = [lang for lang in LANGS if lang != "en"]
MELD_7 = {"key": "7", "cards": ["7h", "7s", "7d"], "born": 0, "concealed": False}

Mutation = Callable[[dict[str, Any]], object]


def _position(view: bool) -> dict[str, Any]:
    """Classic, four players, seed 1 (seat 3 laid three red threes; the pile is one Qc): the whole
    position, or seat 0's view as the wire sends it (with ``seat`` and ``legal_moves``)."""
    st = new_game("classic", players=4, seed=1)
    return st.view(0).to_dict() if view else position_dict(st)


def _set(*path: Any, value: Any) -> Mutation:
    def mutate(d: dict[str, Any]) -> None:
        for p in path[:-1]:
            d = d[p]
        d[path[-1]] = value
    return mutate


def _red_three_in_hand(d: dict[str, Any]) -> None:
    d["hands"][3].append(d["red3s"][3].pop())


def _black_three_in_hand(d: dict[str, Any]) -> None:
    """MA-14: black threes are bonus cards (the rule set's option), so none may be held."""
    d["rules"]["black3_bonus"] = "true"
    face = next(c for c in d["stock"] if c in ("3c", "3s"))
    d["stock"].remove(face)
    d["hands"][2].append(face)


def _meld_from_stock(key: str, kinds: list[str]) -> Mutation:
    """Side 0 melds cards of ``kinds`` taken from the stock or the hands (issue 40: the meld itself
    is checked)."""
    def mutate(d: dict[str, Any]) -> None:
        faces = []
        for k in kinds:
            where, f = next((cards, c) for cards in [d["stock"], *d["hands"]] for c in cards
                            if (c if c == "JK" else c[:-1]) == k and (k != "3" or c[-1] in "sc"))
            where.remove(f)
            faces.append(f)
        d["melds"][0] = [{"key": key, "cards": faces, "born": 0, "concealed": False}]
        d["opened"][0] = True
    return mutate


# (code, mutation of the whole position or of seat 0's view, the view?, the English words of the message)
CASES: list[tuple[str, Mutation, bool, str]] = [
    ("position-format", _set("format", value="chess"), False, "not a position"),
    ("position-missing-field", lambda d: d.pop("lone"), False, "lacks the field 'lone'"),
    ("position-field-type", _set("lone", value="x"), False, "should be int"),
    ("position-rules", _set("rules", "draw_count", value=7), False, "rules: draw_count"),
    ("position-seat-range", _set("seat", value=9), True, "seat 9 is not a seat of this table"),
    ("position-view-seed", _set("seed", value=1), True, "never holds the seed"),
    ("position-hand-negative", _set("hand", value=-1), False, "hand must be 0 or more"),
    ("position-not-whole-numbers", _set("winners", value=["x"]), False, "winners should be a list of whole numbers"),
    ("position-sheet", _set("sheet", value=[[1]]), False, "per-team score rows"),
    ("position-phase", _set("phase", value="lunch"), False, "phase 'lunch' is not one of"),
    ("position-sides", _set("sides", value=[[0, 2], [1, 9]]), False, "sides should be lists of seats"),
    ("position-hands-count", lambda d: d["hands"].pop(), False, "hands should list 4 seats"),
    ("position-not-card-list", _set("hands", 1, value="Kc"), False, "hand of seat 1 should be a list of cards"),
    ("position-not-card-list", _set("red3s", 3, value="3h"), False, "red threes of seat 3 should be a list"),
    ("position-not-card-list", _set("stock", value={"count": 60}), False, "stock should be a list of cards"),
    ("position-not-a-card", _set("hands", 0, 0, value=7), False, "hand of seat 0 holds 7, which is not a card"),
    ("position-not-a-card", _set("pile", 0, value="Zz"), False, "pile: not a card: 'Zz'"),
    ("position-not-cards-or-count", _set("hands", 1, value={"count": -1}), True, "hand of seat 1 should be a list"),
    ("position-pile-hidden", _set("pile_hidden", value=5), False, "pile_hidden must count"),
    ("position-melds-count", _set("melds", value=[[]]), False, "melds should list one entry per side"),
    ("position-feet", _set("feet", value=[]), False, "feet are dealt only where the rules give foot_size"),  # HF-3
    ("position-side-melds", _set("melds", 1, value={}), False, "melds of side 1 should be a list"),
    ("position-meld-not-object", _set("melds", 0, value=["7"]), False, "a meld of side 0 should be an object"),
    ("position-meld", _set("melds", 0, value=[{"cards": []}]), False, "meld of side 0: meld lacks the field 'key'"),
    ("position-meld-key", _set("melds", 0, value=[{**MELD_7, "key": "2"}]), False, "no meld is keyed by '2'"),
    ("position-meld-twice", _set("melds", 1, value=[MELD_7, MELD_7]), False, "side 1 has two melds of 7"),
    ("position-red3s-count", lambda d: d["red3s"].pop(), False, "red3s should list 4 seats"),
    ("position-not-kind-counts", _set("known", 2, value=[]), False, "known of seat 2 should be a {kind: count}"),
    ("position-not-a-kind", _set("known", 2, value={"Z": 1}), False, "known of seat 2: not a card kind: 'Z'"),
    ("position-bad-count", _set("known", 2, value={"K": "many"}), False, "known of seat 2: invalid literal"),
    ("position-entries-count", _set("opened", value=[False]), False, "must have one entry per side/seat"),
    ("position-flags", _set("flags", "from_pile", value=[]), False, "flags: flags: from_pile should be a {kind"),
    ("position-flag-value", _set("flags", "asker", value="x"), False, "flags: invalid literal"),
    ("position-flag-value", _set("flags", "tainted", value=["7", "2"]), False, "flags: no meld is keyed by '2'"),
    ("position-legal-moves", _set("legal_moves", value="draw"), True, "legal_moves should be a list of moves"),
    ("position-legal-move", _set("legal_moves", value=["jump"]), True, "legal_moves: unknown move 'jump'"),
    ("position-dealer", _set("dealer", value=7), False, "dealer 7 does not play hand 0"),
    ("position-scores-count", _set("scores", value=[0, 0, 0]), False, "scores should be 2 whole numbers"),
    ("position-turn", _set("turn", value=9), False, "turn 9 is not a seat playing this hand"),
    ("position-seat-two-sides", _set("sides", value=[[0, 2], [1, 2]]), False, "seat 2 is on two sides"),
    ("position-seat-no-side", _set("sides", value=[[0, 2], [1]]), False, "every seat playing the hand"),
    ("position-actor", _set("phase", value="answer"), False, "the player to act does not play this hand"),
    ("position-missing-card", lambda d: d["stock"].remove("Kc"), False, "the position lacks Kc"),
    ("position-too-many-copies", lambda d: d["stock"].append("Kc"), False, "the position holds too many Kc"),
    ("position-red-three-in-hand", _red_three_in_hand, False, "seat 3 holds a red three"),
    ("position-black-three-in-hand", _black_three_in_hand, False, "holds a black three, which is a bonus card never kept in hand (MA-14)"),
    ("position-meld-card", _meld_from_stock("7", ["7", "7", "K"]), False, "does not belong in it (C-8.1)"),
    ("position-meld-shape", _meld_from_stock("7", ["7", "7", "JK", "JK", "2", "2"]), False,
     "(2 natural, 4 wild cards) is not a meld these rules allow (C-8.2)"),
    ("position-meld-shape", _meld_from_stock("7", ["7"]), False, "(1 natural, 0 wild cards)"),
    ("position-black-threes", _meld_from_stock("3", ["3", "3", "3"]), False,
     "side 0 has black threes melded, which are melded only in the turn in which their player goes out"),
]


def _refusal(mutate: Mutation, view: bool) -> PositionError:
    d = _position(view)
    mutate(d)
    with pytest.raises(PositionError) as got:
        state_from_position(d)
    return got.value


def _said_in_every_language(err: PositionError) -> dict[str, str]:
    """The refusal in each language: a catalog message of its own, every placeholder filled."""
    assert err.code, f"no code: {err}"
    english = error_text("en", err)
    texts = {"en": english}
    for lang in LANGS:
        assert bundle(lang).has_message("reason-" + err.code), f"{lang} lacks reason-{err.code}"
        said = error_text(lang, err)
        assert "{" not in said and "reason-" not in said, f"{lang}: {said}"
        if lang != "en":
            assert said != english and said != str(err), f"{lang} says {err.code} in English: {said}"
        texts[lang] = said
    assert len(set(texts.values())) == len(LANGS), texts
    return texts


@pytest.mark.parametrize(("code", "mutate", "view", "words"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_a_refused_position_has_a_code_said_in_every_language(code: str, mutate: Mutation, view: bool,
                                                               words: str) -> None:
    err = _refusal(mutate, view)
    assert err.code == code, f"{err.code!r} for {err}"
    assert words in str(err)  # the English message is as it was: the fallback, and what scripts match
    texts = _said_in_every_language(err)
    for name, value in err.params.items():  # the values the English message shows, in every language
        if name != "where":
            assert all(str(value) in t for t in texts.values()), (name, value, texts)
    if err.inner is not None:  # a wrapped refusal (RuleError, PositionError, MoveSyntaxError): its reason inside
        assert getattr(err.inner, "code", "")
        for lang, said in texts.items():
            assert error_text(lang, err.inner) in said, (lang, said)


def test_the_wild_meld_twice_and_a_red_three_rule_id_read_naturally() -> None:
    wild = {"key": "W", "cards": ["2h", "2s", "JK"], "born": 0, "concealed": False}
    err = _refusal(_set("melds", 0, value=[wild, wild]), False)
    assert err.code == "position-meld-twice"
    assert "de cartes volantes" in error_text("fr", err) and "jokeriyhdistelmää" in error_text("fi", err)
    err = _refusal(_red_three_in_hand, False)
    assert all(error_text(lang, err).endswith("(C-1.4).") for lang in LANGS)


def test_the_engine_s_own_checks_of_a_state_are_said_too() -> None:
    """state_from_view refuses a seat's view (the same reason as state_from_position); the JSON
    text and the top-level type have their codes."""
    st = new_game("classic", players=4, seed=1)
    with pytest.raises(PositionError) as got:
        state_from_view(st.view(0))
    assert got.value.code == "position-is-view"
    _said_in_every_language(got.value)
    with pytest.raises(PositionError) as got:
        load_position("{oops")
    assert got.value.code == "record-json"
    with pytest.raises(PositionError) as got:
        state_from_position([])
    assert got.value.code == "position-not-object"
    _said_in_every_language(got.value)


def _position_raises() -> list[tuple[str, int, ast.Call]]:
    out = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
                    and isinstance(node.exc.func, ast.Name) and node.exc.func.id == "PositionError":
                out.append((str(path.relative_to(SRC)), node.lineno, node.exc))
    return out


def _code_of(call: ast.Call) -> str | None:
    if len(call.args) >= 2 and isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str):
        return call.args[1].value
    code = next((k.value for k in call.keywords if k.arg == "code"), None)
    if isinstance(code, ast.Constant) and isinstance(code.value, str):
        return code.value
    return None


def test_no_position_error_is_raised_without_a_code() -> None:
    raises = _position_raises()
    assert len(raises) > 40
    for where, line, call in raises:
        code = _code_of(call)
        assert code, f"{where}:{line}: PositionError without a code"
        assert code.startswith("position-") or code == "record-json", f"{where}:{line}: {code}"


def test_every_code_of_a_position_is_tested_and_translated() -> None:
    """A new code must come with its messages and with a case above."""
    codes = {_code_of(call) for _, _, call in _position_raises()}
    tested = {c[0] for c in CASES} | {"position-is-view", "position-not-object", "record-json",
                                      "position-number-digits", "position-nested"}  # tests/web/test_trust_backup.py
    assert codes <= tested, sorted(c for c in codes if c not in tested)  # type: ignore[type-var]
    for lang in LANGS:
        missing = sorted(c for c in codes if c and not bundle(lang).has_message("reason-" + c))
        assert not missing, f"{lang} lacks {missing}"
