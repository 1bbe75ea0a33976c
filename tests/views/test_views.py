"""The native view (canasta.views): read-only, a snapshot of what one seat may see, the same
knowledge as its text form, which round-trips; determinize reads it without any text; and the
engine's modules import one another without a circle."""

from __future__ import annotations

import ast
import copy
import json
import pickle
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from canasta import PRESET_NAMES, RuleSet, new_game, preset_players
from canasta.cards import KIND, face_text
from canasta.position import determinize, hidden_cards, position_dict, state_from_position
from canasta.state import State, full_view
from canasta.views import SPECTATOR, View, view_from_dict

PAIRS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]
CORE = Path(__file__).resolve().parents[2] / "src" / "canasta"


def played(preset: str, players: int, seed: int, moves: int) -> State:
    st = new_game(preset, players=players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        if st.match_over:
            break
        st.apply(rnd.choice(st.legal_move_list()))
    return st


positions = hs.builds(lambda pair, seed, moves: played(pair[0], pair[1], seed, moves),
                      hs.sampled_from(PAIRS), hs.integers(0, 2**32 - 1), hs.integers(0, 400))
PROPS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPS
@given(positions, hs.integers(-1, 5))
def test_a_view_and_its_text_form_round_trip(st: State, seat: int) -> None:
    seat = min(seat, st.players - 1)
    v = st.view(seat)
    d = v.to_dict()
    back = view_from_dict(json.loads(json.dumps(d)))
    assert back == v
    assert back.to_dict() == d
    assert back.data == v.data == position_dict(st, seat)
    assert pickle.loads(pickle.dumps(v)) == v and copy.deepcopy(v) is v


@PROPS
@given(positions)
def test_a_whole_position_round_trips_as_a_full_view(st: State) -> None:
    full = full_view(st)
    assert full.full and full.seed == st.seed
    assert view_from_dict(position_dict(st)) == full
    assert state_from_position(full.to_dict()) == st


@PROPS
@given(positions, hs.integers(-1, 5))
def test_the_native_view_shows_nothing_hidden_from_its_seat(st: State, seat: int) -> None:
    """The leak check of the native form (the text form is checked in tests/bots/test_hidden.py,
    tests/properties and tests/hardening): no hidden card, no seed, and a state that differs only
    in hidden cards gives an equal view."""
    seat = min(seat, st.players - 1)
    v = st.view(seat)
    assert v.seed is None and v.stock is None and not v.full
    assert v.stock_count == len(st.stock)
    assert v.hand_sizes == tuple(st.nhand)
    for q in range(st.players):
        assert (v.hands[q] is not None) == (q == seat)
    assert v.hand == (tuple(st.hand(seat)) if seat >= 0 else ())
    assert v.pile[: st.pile_hidden] == (None,) * st.pile_hidden
    assert v.pile[st.pile_hidden:] == tuple(st.pile[st.pile_hidden:])
    # every face the native view holds is one the seat can see
    shown = Counter(v.hand) + Counter(f for f in v.pile if f is not None) + Counter(v.pending)
    for side in v.melds:
        for m in side.values():
            shown.update(m.cards)
    for r in v.red3s:
        shown.update(r)
    hidden = Counter(hidden_cards(st, seat))
    assert shown + hidden == Counter(f for f in _all(st))
    assert v.legal_moves == (tuple(st.legal_move_list()) if seat == st.turn else ())
    other = determinize(v, 12345)
    assert other.view(seat) == v


def _all(st: State) -> list[int]:
    from canasta.position import all_cards

    return all_cards(st)


def test_a_view_is_read_only_and_does_not_follow_the_state() -> None:
    st = played("classic", 4, 3, 30)
    seat = st.turn
    v = st.view(seat)
    text = v.to_json()
    with pytest.raises(AttributeError):
        v.phase = "meld"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        v.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        v.melds[0][7] = v.melds[0].get(7)  # type: ignore[index]
    with pytest.raises(TypeError):
        View()
    st.apply(st.legal_move_list()[0])
    st.apply(st.legal_move_list()[-1])
    assert v.to_json() == text
    assert isinstance(v.rules, RuleSet) and all(isinstance(f, int) for f in v.hand)


def test_a_consumer_of_the_legal_moves_does_not_pay_for_the_text_form() -> None:
    st = played("italian", 4, 5, 40)
    v = st.view(st.turn)
    assert v.legal_moves and v.hand
    assert v._lazy is None  # nothing derived was built: no text, no counts
    assert sum(v.hand_kinds) == len(v.hand)
    assert v._lazy is not None and "data" not in v._lazy


def test_determinize_reads_the_native_view_without_any_text(monkeypatch: pytest.MonkeyPatch) -> None:
    st = played("italian", 4, 8, 60)
    seat = st.turn
    v = st.view(seat)

    def no_text(*_a: object, **_k: object) -> None:
        raise AssertionError("determinize went through the text form")

    monkeypatch.setattr(RuleSet, "from_dict", classmethod(no_text))
    monkeypatch.setattr(json, "loads", no_text)
    monkeypatch.setattr(json, "dumps", no_text)
    monkeypatch.setattr("canasta.views.parse_face", no_text)
    other = determinize(v, 7)
    monkeypatch.undo()
    assert other.view(seat) == v
    assert Counter(_all(other)) == Counter(_all(st))
    # the cards known to be in a hand stay there (taken from the pile)
    for q in range(4):
        for k, n in enumerate(st.known[q]):
            assert len(other.hands[q][k]) >= min(n, len(st.hands[q][k]))


def test_a_seats_view_is_not_a_position() -> None:
    from canasta.errors import PositionError

    st = new_game("classic", players=4, seed=1)
    with pytest.raises(PositionError, match="seat's view"):
        state_from_position(st.view(0).to_dict())
    d = st.view(0).to_dict()
    d["hands"][1] = [face_text(st.hand(1)[0])]
    with pytest.raises(PositionError, match="hand of seat 1"):
        view_from_dict(d)
    d = st.view(0).to_dict()
    d["seed"] = 5
    with pytest.raises(PositionError, match="seed"):
        view_from_dict(d)
    assert view_from_dict(st.view(SPECTATOR).to_dict()).hand == ()


def _imports(path: Path) -> set[str]:
    """Modules of the package a module imports, at any depth of its code (lazy imports included),
    except under ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text())
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.add(node.module.split(".")[0])
            else:
                out.update(a.name for a in node.names)
    return out


def _no_circle(graph: dict[str, set[str]]) -> None:
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for n in graph[m]:
            if state.get(n) == 1:
                raise AssertionError("import circle: " + " -> ".join(path[path.index(n):] + [n]))
            if n not in state:
                visit(n, path + [n])
        state[m] = 2

    for m in graph:
        if m not in state:
            visit(m, [m])


def test_the_core_modules_import_one_another_without_a_circle() -> None:
    """issue 19: no import circle (melds <-> rules, state <-> position <-> scoring were two), and
    no arrow from the core engine up to players or front ends."""
    mods = {p.stem: p for p in CORE.glob("*.py") if p.stem != "__init__"}
    graph = {m: {i for i in _imports(p) if i in mods} for m, p in mods.items()}
    upper = {"bots", "envs", "web", "tui", "cli", "locales"}
    for m, p in mods.items():
        if m != "cli":
            assert not (_imports(p) & upper), f"core module {m} imports from a higher layer"
    _no_circle(graph)
    assert "state" in graph["position"] and "position" not in graph["state"]
    assert "rules" not in graph["melds"] or "melds" not in graph["rules"]


def test_the_web_modules_import_one_another_without_a_circle() -> None:
    """issue 39: nor do the web server's modules (type-only imports included). The server mounts the
    areas and none of them imports it back: what they share sits in small modules below them
    (errors.py, seatbots.py, pages.py, names.py, tablehost.py; tests/web/test_issue39_design.py)."""
    web = CORE / "web"
    mods = {p.stem: p for p in web.glob("*.py") if p.stem != "__init__"}
    graph = {m: {i for i in _imports(p) if i in mods} for m, p in mods.items()}
    _no_circle(graph)
    assert all("server" not in deps for m, deps in graph.items() if m != "cli"), "only the CLI imports the server"


def test_kinds_of_the_native_hand_match_the_counts() -> None:
    st = played("french", 4, 11, 50)
    for seat in range(4):
        v = st.view(seat)
        assert v.hand_kinds == tuple(st.hand_counts(seat))
        assert all(KIND[f] >= 0 for f in v.hand)
        assert v.side == st.side_of[seat] and v.side_of == tuple(st.side_of)
