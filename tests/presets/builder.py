"""Build positions for rule tests through the public position format (canasta.position).

A test names the cards that matter (hands, pile, melds, red threes, the next stock cards); every
other card of the deck is put in the stock, so each card is accounted for exactly once and
``state_from_position`` accepts the position.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from canasta import IllegalMoveError, new_game
from canasta.cards import KIND, RED3, deck, face_text, parse_face
from canasta.position import position_dict, state_from_position
from canasta.state import State

Cards = str | Sequence[str]


def cards(spec: Cards) -> list[str]:
    """``"7h 7s JK"`` or ``["7h", "7s", "JK"]`` as a list of face texts."""
    items = spec.split() if isinstance(spec, str) else list(spec)
    return [face_text(parse_face(t)) for t in items]


def _meld_key(faces: list[str], taken: list[str] | None = None) -> str:
    """The key text of a meld given by its cards: a rank, ``3``, ``W``, or for natural cards of one
    suit and several ranks a sequence (``h1``, then ``h2`` when ``taken`` already holds ``h1``); a
    second group of a rank ``taken`` holds is ``Q2`` (SA-6), a third ``Q3``."""
    kinds = [KIND[parse_face(t)] for t in faces]
    if len(set(kinds)) > 1 and all(k >= 4 for k in kinds) and len({t[-1] for t in faces}) == 1:
        n = 1
        while f"{faces[0][-1]}{n}" in (taken or []):
            n += 1
        return f"{faces[0][-1]}{n}"
    for t in faces:
        k = KIND[parse_face(t)]
        if k >= 3:
            key = t[:-1] if k != 3 else "3"
            n = 1
            while k >= 4 and (key if n == 1 else f"{key}{n}") in (taken or []):
                n += 1
            return key if n == 1 else f"{key}{n}"
    return "W"


def build(preset: str = "classic", players: int | None = None, *,
          hands: Mapping[int, Cards] | None = None,
          pile: Cards = (),
          pile_hidden: int = 0,
          pile_frozen: bool = False,
          melds: Mapping[int, Sequence[Cards | Mapping[str, Any]]] | None = None,
          red3s: Mapping[int, Cards] | None = None,
          scores: Sequence[int] | None = None,
          turn: int | None = None,
          phase: str = "draw",
          opened: Mapping[int, bool] | None = None,
          stock_top: Cards = (),
          stock_size: int | None = None,
          dump: int | str = "pile",
          turn_serial: int = 10,
          first_meld: Mapping[int, int] | None = None,
          flags: Mapping[str, Any] | None = None,
          fill: int = 5,
          pending: Cards = (),
          known: Mapping[int, Mapping[str, int]] | None = None,
          seed: int = 0,
          feet: Mapping[int, Cards] | None = None,
          **overrides: Any) -> State:
    """A state of ``preset`` (with rule ``overrides``) in which the named cards are where the test says.

    ``hands``: seat -> cards (unnamed seats get ``fill`` plain cards); ``melds``: side -> list of melds
    (cards, or {"cards": ..., "born": n}); ``stock_top``: the next stock cards, first drawn first;
    ``stock_size``: keep only this many stock cards, moving the rest to ``dump`` (a seat's hand or the
    bottom of the pile; spare red threes go to that seat's red threes or stay at the stock's bottom).
    ``feet``: seat -> the cards of its foot, where the rules deal one (HF-3); an unnamed foot is empty
    (the seat plays from its foot already, HF-10).
    """
    st = new_game(preset, players=players, seed=seed, **overrides)
    d = position_dict(st)
    n = st.rules.players
    pool = Counter(face_text(f) for f in deck(st.rules.packs))

    def take(faces: Iterable[str], where: str) -> list[str]:
        out = list(faces)
        for t in out:
            if pool[t] <= 0:
                raise ValueError(f"builder: no {t} left for {where}")
            pool[t] -= 1
        return out

    hands = dict(hands or {})
    new_hands: list[list[str] | None] = [None] * n
    for q, h in hands.items():
        new_hands[q] = take(cards(h), f"hand {q}")
    new_melds: list[list[dict[str, Any]]] = [[] for _ in d["sides"]]
    for s, ms in (melds or {}).items():
        for m in ms:
            if isinstance(m, Mapping):
                faces = take(cards(m["cards"]), f"meld of side {s}")
                born = int(m.get("born", -1))
                concealed = bool(m.get("concealed", False))
            else:
                faces = take(cards(m), f"meld of side {s}")
                born, concealed = -1, False
            new_melds[s].append({"key": _meld_key(faces, [x["key"] for x in new_melds[s]]), "cards": faces, "born": born,
                                 "concealed": concealed})
    new_red3s: list[list[str]] = [[] for _ in range(n)]
    for q, r3 in (red3s or {}).items():
        new_red3s[q] = take(cards(r3), f"red threes of {q}")
    new_pile = take(cards(pile), "pile")
    new_pending = take(cards(pending), "pending")
    top = take(cards(stock_top), "stock top")
    new_feet = [take(cards((feet or {}).get(q, ())), f"foot {q}") for q in range(n)]
    # unnamed hands: plain natural cards, spread over ranks
    active = [q for side in d["sides"] for q in side]
    for q in range(n):
        if new_hands[q] is None:
            if q not in active:
                new_hands[q] = []
                continue
            got: list[str] = []
            for t in sorted(pool, key=lambda t: (-(KIND[parse_face(t)]), t)):
                k = KIND[parse_face(t)]
                if k < 4:
                    continue
                while pool[t] > 0 and len(got) < fill and got.count(t) == 0:
                    pool[t] -= 1
                    got.append(t)
                if len(got) >= fill:
                    break
            new_hands[q] = got
    rest = sorted(pool.elements(), key=lambda t: (KIND[parse_face(t)] != RED3, t))
    if stock_size is not None:
        keep = max(0, stock_size - len(top))
        extra, rest = rest[: len(rest) - keep], rest[len(rest) - keep:]
        plain = [t for t in extra if KIND[parse_face(t)] != RED3]
        reds = [t for t in extra if KIND[parse_face(t)] == RED3]
        if dump == "pile":
            new_pile = plain + new_pile
            pile_hidden_extra = 0
        else:
            q = int(dump)
            new_hands[q] = (new_hands[q] or []) + plain
            pile_hidden_extra = 0
        if reds:
            q = int(dump) if dump != "pile" else active[-1]
            new_red3s[q] = new_red3s[q] + reds
        _ = pile_hidden_extra
    d["hands"] = new_hands
    d["melds"] = new_melds
    d["red3s"] = new_red3s
    d["pile"] = new_pile
    d["pile_hidden"] = pile_hidden
    d["pile_frozen"] = pile_frozen
    d["pending"] = new_pending
    d["stock"] = rest + list(reversed(top))
    if "feet" in d:
        d["feet"] = new_feet
    elif feet:
        raise ValueError("builder: these rules deal no foot")
    d["phase"] = phase
    if turn is not None:
        d["turn"] = turn
    d["turn_serial"] = turn_serial
    op = [bool(ms) for ms in new_melds]
    for s, v in (opened or {}).items():
        op[s] = v
    d["opened"] = op
    fm = [-1] * n
    for q, v in (first_meld or {}).items():
        fm[q] = v
    d["first_meld"] = fm
    d["known"] = [dict((known or {}).get(q, {})) for q in range(n)]
    d["red3_done"] = [True] * n
    fl = {"asked": False, "answer": None, "asker": -1, "melded": False, "touched_old": False,
          "took_pile": False, "no_discard": False}
    fl.update(flags or {})
    d["flags"] = fl
    if scores is not None:
        d["scores"] = list(scores)
    d["went_out"] = -1
    d["concealed_out"] = False
    d["winners"] = []
    return state_from_position(d)


def legal(st: State) -> set[str]:
    """The legal moves as texts."""
    return {str(m) for m in st.legal_move_list()}


def illegal_reason(st: State, move: str) -> str:
    """Apply an illegal move and return the IllegalMoveError message (the state must not change)."""
    before = position_dict(st)
    try:
        st.apply(move)
    except IllegalMoveError as e:
        assert position_dict(st) == before, "an illegal move changed the state"
        assert st.explain(move) == str(e)
        return str(e)
    raise AssertionError(f"{move!r} was legal")


def play(st: State, *moves: str) -> State:
    for m in moves:
        st.apply(m)
    return st


def side_result(st: State, side: int) -> dict[str, Any]:
    """The scored breakdown of a side after the hand ended."""
    assert st.result is not None, f"the hand is not over (phase {st.phase})"
    return st.result.sides[side].to_dict()


def bots_play_the_match_and_it_replays(st: State, seed: int) -> None:
    """Two heuristic and two random bots (seats 0 and 2, 1 and 3) play ``st``'s match to its end; the record
    of the moves replays to the very same state (the variants' whole-match checks)."""
    from canasta.bots import make_bot
    from canasta.record import record_from_dict, replay

    bots = [make_bot("heuristic", 1), make_bot("random", 2), make_bot("heuristic", 3), make_bot("random", 4)]
    moves: list[str] = []
    while not st.match_over:
        seat, view = next((q, v) for q in range(4) for v in [st.view(q)] if v.legal_moves)
        m = bots[seat].choose(view)
        st.apply(m)
        moves.append(str(m))
        assert len(moves) < 60000
    d = {"format": "canasta-record/1", "rules": st.rules.to_dict(), "seed": seed, "players": [], "moves": moves}
    again = replay(record_from_dict(d))
    assert again.match_over and again.scores == st.scores and again == st
