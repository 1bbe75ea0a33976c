"""Build test positions from a compact description, keeping every card of the deck accounted for."""

from __future__ import annotations

from collections import Counter
from typing import Any

from canasta.cards import deck, face_text, parse_face
from canasta.position import position_dict, state_from_position
from canasta.state import State, new_game


def cards(text: str) -> list[str]:
    return [face_text(parse_face(t)) for t in text.split()]


def build(preset: str = "classic", players: int = 4, *, hands: dict[int, str] | None = None,
          pile: str = "", melds: dict[int, list[str]] | None = None, stock_top: str = "",
          turn: int = 0, phase: str = "meld", scores: list[int] | None = None,
          opened: list[bool] | None = None, red3s: dict[int, str] | None = None,
          pile_frozen: bool = False, stock_size: int | None = None, seed: int = 0,
          **overrides: Any) -> State:
    """A position of the first hand: ``hands`` maps seats to card texts (unlisted seats get filler
    cards from the rest of the deck), ``melds`` maps sides to meld texts, ``pile`` lists the pile
    bottom first, ``stock_top`` lists the next stock cards, top first. Every other card goes to
    the stock (or, past ``stock_size``, into the hands of unlisted seats)."""
    st = new_game(preset, players=players, seed=seed, **overrides)
    d = position_dict(st)
    n = st.rules.players
    pool = Counter(face_text(f) for f in deck(st.rules.packs))

    def take(texts: list[str]) -> list[str]:
        for t in texts:
            if pool[t] <= 0:
                raise ValueError(f"no more {t} in the deck")
            pool[t] -= 1
        return texts

    hands = hands or {}
    for q, h in hands.items():
        d["hands"][q] = take(cards(h))
    d["pile"] = take(cards(pile))
    d["pile_hidden"] = 0
    d["pile_frozen"] = pile_frozen
    ms = []
    for side in range(len(d["sides"])):
        side_melds = []
        for text in (melds or {}).get(side, []):
            cs = take(cards(text))
            key = next((c[:-1] for c in cs if c[:-1] not in ("2",) and c != "JK"), "W")
            if key == "3":
                key = "3"
            side_melds.append({"key": key, "cards": cs, "born": -1, "concealed": False})
        ms.append(side_melds)
    d["melds"] = ms
    d["red3s"] = [[] for _ in range(n)]
    for q, t in (red3s or {}).items():
        d["red3s"][q] = take(cards(t))
    top = take(cards(stock_top))
    rest = [c for c in sorted(pool.elements(), key=lambda t: (t.startswith("3") and t[1] in "dh", t))]
    # red threes at the bottom of the stock, so that the next draws are ordinary cards
    rest = [c for c in rest if c[0] == "3" and c[1] in "dh"] + [c for c in rest if not (c[0] == "3" and c[1] in "dh")]
    # unlisted seats get filler cards (never red threes) so that they hold a normal hand
    for q in range(n):
        if q not in hands:
            size = len(st.hand(q))
            filler = [c for c in reversed(rest) if not (c[0] == "3" and c[1] in "dh")][:size]
            for c in filler:
                rest.remove(c)
            d["hands"][q] = filler
    if stock_size is not None:
        extra = rest[: max(0, len(rest) + len(top) - stock_size)]
        rest = rest[len(extra):]
        filler_seat = next((q for q in range(n) if q not in hands), None)
        if filler_seat is None and extra:
            raise ValueError("stock_size needs a seat without a listed hand to hold the other cards")
        if filler_seat is not None:
            d["hands"][filler_seat] = d["hands"][filler_seat] + [c for c in extra if not (c[0] == "3" and c[1] in "dh")]
            d["red3s"][filler_seat] = d["red3s"][filler_seat] + [c for c in extra if c[0] == "3" and c[1] in "dh"]
    d["stock"] = rest + list(reversed(top))
    d["phase"] = phase
    d["turn"] = turn
    d["turn_serial"] = 5
    d["known"] = [{} for _ in range(n)]
    d["red3_done"] = [True] * n
    d["pending"] = []
    d["first_meld"] = [-1] * n
    if scores is not None:
        d["scores"] = scores
    d["opened"] = opened if opened is not None else [bool(m) for m in ms]
    d["flags"] = {"asked": False, "answer": None, "asker": -1, "melded": False, "touched_old": False,
                  "took_pile": False, "no_discard": False}
    return state_from_position(d)


def moves(st: State) -> set[str]:
    return {str(m) for m in st.legal_move_list()}
