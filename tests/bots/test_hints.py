"""Hints: a legal move and a reason that renders in every language; the catalogs agree."""

from __future__ import annotations

import re

import pytest

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.hints import LANGS, LOCALES, Hint, _bundle, explain, hint
from canasta.moves import parse_move

CODES = ("draw", "draw-frozen", "draw-no-take", "draw-unopened", "take", "meld-open", "meld-open-part", "meld", "add-canasta", "add", "discard-out",
         "discard-freeze", "discard-block", "discard-frozen", "discard-frozen-pair", "discard-seen",
         "discard-safe", "discard-risky", "ask", "answer-yes", "answer-no", "end", "move")


def message_ids(lang: str) -> set[str]:
    text = (LOCALES / lang / "hints.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^(hint-[a-z-]+) =", text, re.M))


def strict(h: Hint, lang: str) -> str:
    b = _bundle(lang)
    text, errors = b.format_pattern(b.get_message(f"hint-{h.code}").value, dict(h.params))
    assert not errors, (lang, h, errors)
    return str(text)


def test_every_hint_message_exists_in_every_language() -> None:
    en = message_ids("en")
    assert {f"hint-{c}" for c in CODES} <= en
    for lang in LANGS:
        assert message_ids(lang) == en, lang


def game_hints(preset: str, players: int, seed: int, moves: int = 400) -> list[tuple[Hint, list[str]]]:
    st = new_game(preset, players=players, seed=seed)
    bots = [make_bot("heuristic", seed + q) for q in range(players)]
    out = []
    while st.phase not in ("hand_over", "match_over") and moves:
        moves -= 1
        v = st.view(st.turn)
        h = hint(v, seed=seed)
        out.append((h, [str(m) for m in v.legal_moves]))
        st.apply(bots[st.turn].choose(v))
    return out


@pytest.mark.parametrize("preset,players", [("classic", 4), ("italian", 4), ("french", 2), ("finnish", 4),
                                            ("slovak", 3)])
def test_hints_are_legal_and_render_in_every_language(preset: str, players: int) -> None:
    seen: set[str] = set()
    for seed in (1, 2):
        for h, legal in game_hints(preset, players, seed):
            assert str(h.move) in legal
            seen.add(h.code)
            for lang in LANGS:
                text = strict(h, lang)
                assert text and "{" not in text and "$" not in text
            assert h.text == h.message("en")
            d = h.to_dict("fr")
            assert parse_move(d["move"]) == h.move and d["code"] == h.code
    assert {"draw", "discard-safe"} & seen and any(c.startswith("discard") for c in seen)


def test_a_frozen_pile_discard_says_why() -> None:
    """"discard the 9: neither opponent has melded 9s, and the pile is frozen" - found in real play.
    A pile frozen only because the next side has not opened (C-7.4) says so: the player's own board
    shows it not frozen for them."""
    found: dict[object, Hint] = {}
    for seed in range(1, 60):
        for h, _ in game_hints("classic", 4, seed):
            if h.code == "discard-frozen" and h.params["opponents"] == 2:
                found.setdefault(h.params["frozen"], h)
        if len(found) == 2:
            break
    assert set(found) == {"all", "unopened"}, found
    h = found["all"]
    assert h.text.startswith("discard the ") and isinstance(h.params["rank"], str)
    assert "neither opponent has melded" in h.text and h.text.endswith("and the pile is frozen")
    assert h.message("fr").startswith("défaussez ") and h.message("fr").endswith("le rebut est gelé")
    h = found["unopened"]
    assert h.text.endswith("and the pile is frozen for them until they open"), h.text
    assert h.message("fr").endswith("le rebut est gelé pour eux tant qu’ils n’ont pas ouvert")
    assert h.message("it").endswith("il pozzo è congelato per loro finché non aprono")


def test_hint_uses_the_level_asked_and_refuses_out_of_turn() -> None:
    st = new_game("classic", players=4, seed=5)
    v = st.view(st.turn)
    h = hint(v, level="ismcts:30", seed=1)
    assert h.move in v.legal_moves
    assert explain(v, h.move) == h
    with pytest.raises(ValueError, match="not this seat's turn"):
        hint(st.view((st.turn + 1) % 4))


def test_an_opening_of_several_melds_counts_the_turns_melds() -> None:
    """C-9.2: the opening minimum counts every meld laid in the turn. The first meld of an opening
    made of several says how far it goes ("30 of the 50 points it needs"), not "30 points, 50
    needed"; the meld that completes it counts the turn's melds before it."""
    for seed in range(1, 60):
        hints = game_hints("classic", 4, seed)
        for i, (h, _) in enumerate(hints):
            if h.code != "meld-open-part":
                continue
            pts, need = h.params["points"], h.params["minimum"]
            assert isinstance(pts, int) and isinstance(need, int) and pts < need
            assert h.text.startswith("lay ") and f": {pts} of the {need} points it needs" in h.text
            assert "commencer l’ouverture" in h.message("fr")
            after = [x for x, _ in hints[i + 1:i + 6] if x.code in ("meld-open", "meld-open-part")]
            if after and after[-1].code == "meld-open":
                assert isinstance(after[-1].params["points"], int) and after[-1].params["points"] >= need > pts
                return
    raise AssertionError("no opening of several melds in 59 hands")


def test_an_unopened_italian_side_is_told_why_it_draws() -> None:
    """IT-18: the pozzo is taken only by a side that has opened. The hint says so, not "you cannot
    take the pile with what you hold" (found in play: a hand with a pair of the top card)."""
    codes = {h.code for seed in (1, 2, 3) for h, _ in game_hints("italian", 4, seed, moves=60)}
    assert "draw-unopened" in codes
    h = next(h for seed in (1, 2, 3) for h, _ in game_hints("italian", 4, seed, moves=60) if h.code == "draw-unopened")
    assert h.message("it") == "pesca dal mazzo: la tua squadra può prendere il pozzo solo dopo aver aperto"
    assert all(h.code != "draw-unopened" for seed in (1, 2) for h, _ in game_hints("classic", 4, seed, moves=80))


def test_a_hints_cards_are_named_as_the_table_names_them() -> None:
    """"posez R R Joker pour ouvrir" in French, where the hand shows R for a king (the hint said
    "posez K K JK", the move notation); the parameters keep the notation for clients."""
    h = Hint(parse_move("meld K K JK"), "meld-open", {"cards": "K K JK", "points": 90, "minimum": 50})
    assert h.message("fr").startswith("posez R R Joker pour ouvrir")
    assert h.message("fi").startswith("pelaa K K Jokeri pöytään")
    assert h.text.startswith("lay K K Joker to open")
    assert h.to_dict("fr")["params"]["cards"] == "K K JK"
