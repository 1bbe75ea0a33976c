"""Issue 42: the terminal game plays Samba's sequences: it draws them (suit and run, cards low to high,
a samba of seven marked) at 80x24, names sequence moves in words in every language, melds a sequence
and lays off on one by keys, and understands the notation typed (``meld 4h 5h 6h``, ``add 7 to h1``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("textual")

from test_tui_screen import SMALL, screen_text  # noqa: E402
from tui_driver import person_move, play_by_keys, run, settle  # noqa: E402

from canasta import i18n  # noqa: E402
from canasta.cards import SEQ_BASE  # noqa: E402
from canasta.moves import NO_TARGET, parse_move  # noqa: E402
from canasta.tui.app import CanastaApp, short_melds  # noqa: E402
from canasta.tui.game import HUMAN, Game, seq_run  # noqa: E402
from canasta.tui.intent import add_intent, meld_intent  # noqa: E402

LANGS = ("en", "fr", "it", "sk", "fi")
RAW = re.compile(r"kind-|meld-|move-|log-|tui-|\{|\b[cdhs]\d\b|\b(10|[4-9JQKA])[cdhs]\b")


def is_seq(m: object) -> bool:
    return getattr(m, "action", "") in ("meld", "add", "take") and getattr(m, "target", NO_TARGET) >= SEQ_BASE


@pytest.mark.parametrize("lang", LANGS)
def test_sequence_moves_and_melds_are_named_in_words(lang: str) -> None:
    for text in ("meld 4h 5h 6h", "meld 10s Js Qs", "add 7 to h1", "add 9 to c2", "take on d1"):
        label = i18n.move_label(lang, text, "7")
        assert not RAW.search(label), (lang, text, label)
        log = i18n.log_line(lang, "Ann", text, 5, "7")
        assert not RAW.search(log), (lang, text, log)
        you = i18n.log_line(lang, "", text, 5, "7", prefix="tui-you-")
        assert not RAW.search(you), (lang, text, you)
    assert i18n.meld_of(lang, "h1") != i18n.meld_of(lang, "s1")
    assert i18n.meld_of(lang, "h2") != i18n.meld_of(lang, "h1")


def test_the_sequence_notation_is_understood_when_typed() -> None:
    assert i18n.notation_from("en", "meld 4h 5h 6h") == "meld 4h 5h 6h"
    assert i18n.notation_from("fr", "poser 4h 5h 6h") == "meld 4h 5h 6h"
    assert i18n.notation_from("en", "meld qs ks as") == "meld Qs Ks As"
    assert i18n.notation_from("en", "meld 10h th 9h") == "meld 10h 10h 9h"
    assert i18n.notation_from("fr", "poser 10h vh dh") == "meld 10h Jh Qh"  # valet, dame
    assert i18n.notation_from("en", "add 7 to h1") == "add 7 to h1"
    assert i18n.notation_from("en", "take on h1") == "take on h1"
    for text in ("meld 4h 5h 6h", "add 7 to h1", "take on h1"):
        assert str(parse_move(i18n.notation_from("en", text))) == text


def _samba_with_a_sequence(min_size: int = 3) -> Game:
    """A Samba game at the person's turn with a sequence of the person's side on the table."""
    for seed in range(30):
        g = Game.new("samba", 4, seed=seed, level="random")
        for _ in range(600):
            g.run_bots()
            st = g.st
            if st.hand_over:
                break
            mine = st.side_of[HUMAN]
            if st.phase == "meld" and any(k >= SEQ_BASE and m.size >= min_size for k, m in st.melds[mine].items()):
                return g
            legal = g.legal()
            seqs = [m for m in legal if m.action == "meld" and m.target != NO_TARGET]
            m = seqs[0] if seqs and st.phase == "meld" else person_move(g)
            assert g.play_human([m]).ok
    raise AssertionError("no Samba game with a sequence")


def test_the_intents_find_the_sequence_of_the_selected_ranks() -> None:
    g = _samba_with_a_sequence()
    legal = g.legal()
    for m in (x for x in legal if x.action == "meld" and x.target != NO_TARGET):
        it = meld_intent(list(m.cards), legal)
        assert m in it.moves or m in it.choices
    for m in (x for x in legal if x.action == "add" and x.target >= SEQ_BASE):
        if parse_move(f"add {str(m).split()[1]}") in legal:
            continue  # the card also goes on a group of its rank, which comes first
        it = add_intent(list(m.cards), legal, sorted(g.st.melds[g.st.side_of[HUMAN]]))
        assert m in it.moves or m in it.choices


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_sequence_is_drawn_at_80x24(tmp_path: Path, lang: str) -> None:
    g = _samba_with_a_sequence()
    g.lang = lang
    mine = g.st.side_of[HUMAN]
    seqs = {k: m for k, m in g.st.melds[mine].items() if k >= SEQ_BASE}

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            text = screen_text(app)
            chips = short_melds(g.st.melds[mine], lang).plain
            for k, m in seqs.items():
                run_ = seq_run(k, m.cards, lang)
                assert run_.replace(" ", "") in chips
                assert run_.replace(" ", "") in text.replace(" ", ""), (run_, text)
            assert not re.search(r"kind-|meld-seq|tui-", text), text
            for line in text.splitlines():
                assert len(line) <= 80
            await pilot.press("f")  # unfolded: the run and its cards, reached by scrolling with ]
            await pilot.pause()
            seen = ""
            for _ in range(30):
                seen += screen_text(app)
                await pilot.press("right_square_bracket")
                await pilot.pause()
            for k, m in seqs.items():
                assert seq_run(k, m.cards, lang) in seen, seen

    run(go())


def test_a_sequence_is_melded_by_keys(tmp_path: Path) -> None:
    """The person selects three ranks and presses m: the sequence of those ranks is melded (or picked
    from the list when several suits make it)."""
    for seed in range(30):
        g = Game.new("samba", 4, seed=seed, level="random")
        for _ in range(600):
            g.run_bots()
            st = g.st
            if st.hand_over:
                break
            seqs = [m for m in g.legal() if m.action == "meld" and m.target != NO_TARGET]
            if st.phase == "meld" and seqs:
                break
            assert g.play_human([person_move(g)]).ok
        else:
            continue
        if seqs:
            break
    want = seqs[0]

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            before = len(g.record.moves)
            await play_by_keys(app, pilot, want)
            await pilot.pause()
            assert g.record.moves[before] == str(want), app.board.message.plain

    run(go())


@pytest.mark.parametrize("lang", LANGS)
def test_SA6_a_second_group_is_its_own_meld_labelled_and_its_moves_are_words(lang: str) -> None:
    """SA-6: the terminal lists a side's second group of a rank as its own meld, after the first, named
    by its rank and 2; its moves (a card on it, the join) are told in words in every language."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from canasta.cards import group_key
    from canasta.tui.app import meld_order
    from canasta.tui.game import meld_label
    from presets.builder import build

    st = build("samba", hands={0: "7h 9c"}, turn=0, phase="meld", melds={0: ["Kh Ks Kd", "Qh Qs Qd", "Qc Qc JK"]})
    q2 = group_key(12, 1)
    assert sorted(st.melds[0], key=meld_order) == [13, 12, q2]
    assert "Q2\u00d73" in short_melds(st.melds[0], "en").plain
    assert meld_label(q2, lang).endswith(" 2") and meld_label(q2, lang)[:-2] == meld_label(12, lang)
    for text in ("add Q to Q2", "join Q2 to Q", "take on Q2"):
        said = i18n.move_label(lang, text)
        assert not RAW.search(said) and "Q2" not in said, (lang, text, said)
        assert not RAW.search(i18n.log_line(lang, "Ann", text)), (lang, text)
    assert i18n.notation_from(lang, "join Q2 to Q") == "join Q2 to Q"
