"""Reasons as data (issue 14 §1, issue 19): every refusal has one stable code, its params, the
RULES.md id and a translation in every language; the refusal and the legality check never
disagree; the codes are documented."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource

from canasta import PRESET_NAMES, IllegalMoveError, Move, new_game, preset_players
from canasta.cards import JOKER, KIND, NATURALS, RED3, TWO, WILD_MELD, kind_text
from canasta.moves import canonical
from canasta.reasons import REASONS, Reason
from canasta.state import State

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "src" / "canasta" / "locales"
LANGS = ("en", "fr", "sk", "it", "fi")
PAIRS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]
FALLBACKS = {"move-not-possible", "pile-not-now"}
"""Codes that would mean the move generator and the refusal disagree: never produced."""


def bundle(lang: str) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=False)
    b.add_resource(FluentResource((LOCALES / lang / "reasons.ftl").read_text(encoding="utf-8")))
    return b


BUNDLES = {lang: bundle(lang) for lang in LANGS}
KINDISH = re.compile(r"kind|card|^top$|^rank$|^meld$")


def fluent_args(params: dict[str, Any]) -> dict[str, Any]:
    """The arguments a front end passes (canasta.i18n): kinds stay notation text here, with their
    ``<name>_code`` twin; lists are joined."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        out[k] = " ".join(v) if isinstance(v, list) else v
        if isinstance(v, str) and KINDISH.search(k):
            out[k + "_code"] = v
    return out


def render(lang: str, code: str, params: dict[str, Any]) -> str:
    b = BUNDLES[lang]
    assert b.has_message("reason-" + code), f"{lang}: no reason-{code}"
    text, errors = b.format_pattern(b.get_message("reason-" + code).value, fluent_args(params))
    assert not errors, f"{lang} reason-{code}: {errors}"
    assert "{" not in text and text.strip(), f"{lang} reason-{code}: {text!r}"
    return str(text)


def candidate_moves(st: State) -> list[Move]:
    """A superset of the moves that could be legal: every action with the kinds that matter here."""
    p = st.turn
    held = [k for k in range(15) if st.hands[p][k]]
    kinds = sorted(set(held) | {JOKER, TWO} | ({KIND[st.pile[-1]]} if st.pile else set()))
    s = st.side_of[p]
    keys = sorted(set(st.melds[s]) | {k for k in kinds if k in NATURALS} | {WILD_MELD})
    out = [Move(a) for a in ("draw", "ask", "yes", "no", "end", "deal")]
    out.append(Move("take"))
    for n in (1, 2, 3):
        for combo in itertools.combinations_with_replacement(kinds, n):
            out.append(Move("take", canonical(combo)))
    out += [Move("take", (), key) for key in keys]
    for combo in itertools.combinations_with_replacement(kinds + [RED3], 3):
        out.append(Move("meld", canonical(combo)))
    for k in kinds:
        for key in keys:
            if k in (JOKER, TWO) or k == key:
                out.append(Move("add", (k,), key))
        out.append(Move("discard", (k,)))
    out.append(Move("discard", (RED3,)))
    return out


def positions(preset: str, players: int, seed: int, every: int = 5, hands: int = 2) -> list[State]:
    rnd = random.Random(seed)
    st = new_game(preset, players=players, seed=seed)
    out = []
    i = 0
    while not st.match_over and st.hand_no < hands:
        if i % every == 0:
            out.append(st.copy())
        st.apply(rnd.choice(st.legal_move_list()))
        i += 1
    out.append(st)
    return out


@pytest.mark.parametrize("preset,players", PAIRS)
def test_every_refusal_has_a_code_its_rule_and_a_translation_in_every_language(preset: str, players: int) -> None:
    seen: set[str] = set()
    for seed in (1, 2):
        for st in positions(preset, players, seed, every=8, hands=1):
            legal = set(st.legal_move_list())
            for m in candidate_moves(st):
                why = st.reason(m)
                if m in legal:
                    assert why is None
                    continue
                assert isinstance(why, Reason), f"{m} is not legal but has no reason"
                assert why.code in REASONS and why.code not in FALLBACKS, (
                    f"{preset} {players}p: {m} refused with the fallback {why} (generator and check disagree)")
                assert why.rule and why.message == st.explain(m)
                for v in why.params.values():
                    assert isinstance(v, (int, str, list)) and not isinstance(v, bool)
                if why.code not in seen:
                    seen.add(why.code)
                    for lang in LANGS:
                        render(lang, why.code, why.params)
            for seat in range(-1, players):
                for fact in st.facts(seat):
                    assert fact.code in REASONS and fact.rule
                    if fact.code not in seen:
                        seen.add(fact.code)
                        for lang in LANGS:
                            render(lang, fact.code, fact.params)
    assert seen


def test_an_illegal_move_raises_with_code_params_and_rule_and_changes_nothing() -> None:
    st = new_game("classic", players=4, seed=3)
    before = st.to_json()
    with pytest.raises(IllegalMoveError) as e:
        st.apply("discard 7")
    assert e.value.code == "draw-first" and e.value.rule == "C-6" and e.value.params == {}
    assert str(e.value) == st.explain("discard 7") == "C-6: the turn starts with a draw from the stock or taking the pile"
    assert st.to_json() == before
    k = next(k for k in NATURALS if not st.hands[st.turn][k])
    st.apply("draw")
    with pytest.raises(IllegalMoveError) as e:
        st.apply(f"discard {kind_text(k)}")
    assert e.value.code == "not-in-hand" and e.value.params == {"count": 1, "kind": kind_text(k)}
    assert st.reason(f"discard {kind_text(k)}") == Reason("not-in-hand", count=1, kind=kind_text(k))
    assert st.reason(st.legal_move_list()[0]) is None and st.is_legal(st.legal_move_list()[0])


def test_every_code_is_documented_and_translated_in_every_language() -> None:
    doc = (ROOT / "docs" / "reasons.md").read_text(encoding="utf-8")
    for code, (rule, text) in REASONS.items():
        assert f"`{code}`" in doc, f"docs/reasons.md lacks {code}"
        assert rule in doc
        sample = {"kind": "JK", "meld": "W", "move": "meld 7 7 7"}
        params = {name: sample.get(name, 2) for name in re.findall(r"{(\w+)}", text)}
        for lang in LANGS:
            for n in (1, 2, 5):
                render(lang, code, {k: n if isinstance(v, int) else v for k, v in params.items()})
    for lang in LANGS:
        ids = {m for m in BUNDLES[lang]._messages}
        assert ids == {"reason-" + c for c in REASONS}, f"{lang}: catalog ids differ from the codes"


def test_the_placeholders_of_every_translation_are_the_englishs() -> None:
    src = {lang: (LOCALES / lang / "reasons.ftl").read_text(encoding="utf-8") for lang in LANGS}

    def variables(text: str) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        cur = ""
        for line in text.splitlines():
            m = re.match(r"^(reason-[\w-]+)\s*=", line)
            if m:
                cur = m.group(1)
                out[cur] = set()
            if cur:
                out[cur] |= {v.removesuffix("_code") for v in re.findall(r"\$(\w+)", line)}
        return out

    en = variables(src["en"])
    for code, (_, text) in REASONS.items():
        assert en["reason-" + code] == set(re.findall(r"{(\w+)}", text)), f"en reason-{code}"
    for lang in LANGS[1:]:
        other = variables(src[lang])
        for mid, names in en.items():
            assert other[mid] == names, f"{lang} {mid}: {other[mid]} vs {names}"


@pytest.mark.parametrize("lang,count,word", [
    ("sk", 1, "karta"), ("sk", 2, "karty"), ("sk", 4, "karty"), ("sk", 5, "kariet"),
    ("fi", 1, "kortti"), ("fi", 3, "korttia"), ("fr", 1, "carte"), ("fr", 3, "cartes"),
    ("it", 1, "carta"), ("it", 3, "carte"), ("en", 1, "card"), ("en", 3, "cards"),
])
def test_plural_forms_come_out_right(lang: str, count: int, word: str) -> None:
    text = render(lang, "not-in-hand", {"count": count, "kind": "7"})
    assert re.search(rf"\b{count}\b.*\b{word}\b", text), text
    text = render(lang, "pozzo-face-down", {"count": count})
    assert re.search(rf"\b{count}\b.*\b{word}\b|\b{word}\b.*\b{count}\b", text), text
