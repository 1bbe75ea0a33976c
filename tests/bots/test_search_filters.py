"""The search's root filters (ISMCTS options ``dK`` and ``mX``) and the hand-end risk that the
evaluation (``h1``) and the set rule read."""

from __future__ import annotations

from collections.abc import Iterator

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.heuristic import HeuristicPolicy
from canasta.bots.ismcts import ISMCTSBot, Node, end_risk
from canasta.bots.obs import Obs
from canasta.cards import BLACK3, IS_WILD, TWO
from canasta.melds import Meld
from canasta.moves import Move


def meld(key: int, n: int) -> Meld:
    return Meld(key, tuple([key] * n), n, 0, 0, 0, False)


def heuristic_positions(bot: ISMCTSBot, seeds: range) -> Iterator[tuple[Obs, list[Move], list[Move]]]:
    """Every position of the heuristic's own games (one per seed) as the bot's root sees it:
    the observation, the legal moves and the moves the bot's root filters keep."""
    for seed in seeds:
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            o = Obs.from_view(v)
            legal = list(v.legal_moves)
            moves = bot.root_moves(o, legal)
            assert moves and set(moves) <= set(legal)
            yield o, legal, moves
            st.apply(h.choose(v))


def test_end_risk_follows_the_shortest_hand_of_a_side_that_can_go_out() -> None:
    r = new_game("classic", players=4, seed=1).rules
    sides = [[0, 2], [1, 3]]
    no_melds: list[dict[int, Meld]] = [{}, {}]
    with_canasta: list[dict[int, Meld]] = [{}, {9: meld(9, 7)}]
    # a full stock and long hands: far from the end
    assert end_risk(r, 60, sides, [11, 11, 11, 11], no_melds) == 0.0
    # the stock alone: near its end the risk is high whatever the hands
    assert end_risk(r, 10, sides, [11, 11, 11, 11], no_melds) == 1.0
    # a side with a canasta and a player with two cards may go out any turn
    near = end_risk(r, 60, sides, [11, 2, 11, 11], with_canasta)
    assert near >= 0.8
    # the same hand without the canasta it needs to go out (C-12.1) is less of a threat
    assert end_risk(r, 60, sides, [11, 2, 11, 11], no_melds) <= near / 2 + 1e-9
    # shorter hands, higher risk
    assert end_risk(r, 60, sides, [11, 5, 11, 11], with_canasta) < near


def test_root_filters_keep_legal_moves_the_safest_discards_and_lay_sets_near_the_end() -> None:
    bot = ISMCTSBot(0, iterations=1, discards=3, sets=0.5)
    pol = HeuristicPolicy()
    cut = forced = 0
    for o, legal, moves in heuristic_positions(bot, range(8)):
        ds = [m for m in legal if m.action == "discard"]
        kept = [m for m in moves if m.action == "discard"]
        sets = [m for m in legal if m.action == "meld" and len(m.cards) >= 3 and m.cards[0] != BLACK3
                and not any(IS_WILD[k] for k in m.cards)]
        risky = end_risk(o.r, o.stock, o.sides, o.nhand, o.melds) >= 0.5
        if sets and risky and o.phase == "meld" and o.opened[o.side]:
            assert not kept and not any(m.action == "ask" for m in moves)
            forced += 1
        elif len(ds) > 3:
            assert len(kept) == 3
            vals = dict(zip(ds, pol.discard_values(o, ds)))
            # every discard kept costs no more than every discard dropped
            assert max(vals[m] for m in kept) <= min(vals[m] for m in ds if m not in kept)
            # the heuristic's own discard is always among them
            assert pol.best_discard(o, ds) in kept
            cut += 1
    assert cut > 20 and forced > 0


def test_search_with_the_filters_is_deterministic_and_legal() -> None:
    st = new_game("classic", players=4, seed=3)
    for _ in range(40):
        if st.phase in ("hand_over", "match_over"):
            break
        v = st.view(st.turn)
        a = make_bot("ismcts:40:h1:e4:d3:m0.5", 7).choose(v)
        assert a == make_bot("ismcts:40:h1:e4:d3:m0.5", 7).choose(v)
        assert a in v.legal_moves
        st.apply(a)


def test_gift_filter_leaves_a_gift_only_when_the_heuristic_chooses_it() -> None:
    from canasta.bots.ismcts import is_gift

    bot = ISMCTSBot(0, iterations=1, gifts=1, discards=0, sets=0)
    pol = HeuristicPolicy()
    seen = 0
    for o, legal, moves in heuristic_positions(bot, range(8)):
        ds = [m for m in legal if m.action == "discard"]
        gifts = [m for m in ds if is_gift(o, m)]
        if gifts and any(not is_gift(o, m) and not IS_WILD[m.cards[0]] for m in ds):
            seen += 1
            mine = pol.best_discard(o, ds)
            assert all(m == mine for m in moves if m in gifts)
            assert [m for m in moves if m.action != "discard"] == [m for m in legal if m.action != "discard"]
    assert seen > 10


def test_a_hand_without_a_safe_discard_counts_against_its_side() -> None:
    """``unsafe_hands`` (evaluation option x1): a penalty exactly when a player's hand of two
    cards or more holds at most one card that is not a natural of a rank the next opponent's
    side has melded, while the pile is open for that side; none for the other hands."""
    from canasta.bots.ismcts import unsafe_hands
    from canasta.cards import NATURALS

    seen = 0
    for seed in range(10):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            for q in range(4):
                nxt = st.order[(st.order.index(q) + 1) % 4]
                os = st.side_of[nxt]
                open_pile = not st.pile_frozen and st.opened[os]
                safe = st.nhand[q] - sum(len(st.hands[q][k]) for k in st.melds[os] if k in NATURALS)
                pen = unsafe_hands(st, [q])
                if open_pile and st.nhand[q] >= 2 and safe <= 1:
                    assert pen == (8.0 if safe == 0 else 4.0) * (len(st.pile) + 2)
                    seen += 1
                else:
                    assert pen == 0.0
            st.apply(h.choose(st.view(st.turn)))
    assert seen > 0


def test_selective_search_lays_the_heuristics_melds_and_searches_the_rest() -> None:
    """Option ``q1`` (``hard`` and ``expert``): in the meld phase a move the heuristic would make
    that is not a discard (nor "May I go out?") is played without a search; a discard, a draw
    and an answer are searched, over every root move the other filters leave (laying more first
    among them)."""
    st = new_game("classic", players=4, seed=11)
    h = make_bot("heuristic", 11)
    bot = ISMCTSBot(5, iterations=12, rollout=2, selective=True, early_stop=False)
    pol = HeuristicPolicy()
    laid = searched = 0
    while st.phase not in ("hand_over", "match_over"):
        v = st.view(st.turn)
        if st.turn == 0 and len(v.legal_moves) > 1:
            o = Obs.from_view(v)
            mine = pol.choose(o)
            m = bot.choose(v)
            assert m in v.legal_moves
            if v.phase == "meld" and mine.action not in ("discard", "ask"):
                assert m == mine and bot.last_iterations == 0
                laid += 1
            elif len(bot.root_moves(o, list(v.legal_moves))) > 1:
                assert bot.last_iterations == 12
                searched += 1
            st.apply(m)
        else:
            st.apply(h.choose(v))
    assert laid > 0 and searched > 3


def test_depth_keeps_the_tree_that_many_moves_deep() -> None:
    """Option ``zN``: the tree grows at most N moves below the root (``z1``: the root's moves
    only, each followed by a rollout, i.e. flat Monte Carlo); without it the tree grows deeper."""

    def deepest(node: Node, d: int = 0) -> int:
        children = node.children
        return max((deepest(ch, d + 1) for ch in children.values()), default=d)

    st = new_game("classic", players=4, seed=3)
    h = make_bot("heuristic", 3)
    seen = {0: 0, 1: 0, 2: 0}
    while st.phase not in ("hand_over", "match_over") and st.turn_serial < 30:
        v = st.view(st.turn)
        if st.turn == 0 and len(v.legal_moves) > 1:
            for z in seen:
                bot = make_bot(f"ismcts:60:r4:z{z}", 9)
                assert isinstance(bot, ISMCTSBot)
                m = bot.choose(v)
                assert m in v.legal_moves
                if bot.last_root is not None:
                    d = deepest(bot.last_root)
                    assert z == 0 or d <= z
                    seen[z] = max(seen[z], d)
        st.apply(h.choose(v))
    assert seen[1] == 1 and seen[2] == 2 and seen[0] > 2


def test_widening_tries_the_heuristics_move_first_and_few_others_below_the_root() -> None:
    """Option ``uK``: a node below the root tries one more move for every K visits, starting with
    the heuristic's, in place of every move once in random order: with K large the nodes below
    the root keep far fewer children (more than one only where a sampled deal makes the tried
    moves illegal), while the root still tries every move."""

    def inner(node: Node, out: list[int], root: bool = True) -> list[int]:
        children = node.children
        if not root and children:
            out.append(len(children))
        for ch in children.values():
            inner(ch, out, False)
        return out

    st = new_game("classic", players=4, seed=3)
    h = make_bot("heuristic", 3)
    sizes: dict[str, list[int]] = {"u0": [], "u1000": []}
    while st.phase not in ("hand_over", "match_over") and st.turn_serial < 30:
        v = st.view(st.turn)
        if st.turn == 0 and len(v.legal_moves) > 1:
            for u in sizes:
                bot = make_bot(f"ismcts:80:r4:d0:{u}", 9)
                assert isinstance(bot, ISMCTSBot)
                assert bot.choose(v) in v.legal_moves
                if bot.last_root is not None:
                    assert set(bot.last_root.children) == set(v.legal_moves)  # the root tries them all
                    inner(bot.last_root, sizes[u])
        st.apply(h.choose(v))
    wide, narrow = (sum(x) / len(x) for x in (sizes["u0"], sizes["u1000"]))
    assert narrow < 2 < 3 < wide, (narrow, wide)


def test_freeze_rule_discards_a_wild_card_only_where_gifts_wait_on_an_open_pile() -> None:
    """Research option ``vN`` (issue 16's gifts): while the pile is not frozen for the next
    opponent and N of the hand's kinds would be gifts, the root's only discard is a wild card (a
    two before a joker), which freezes the pile; elsewhere the root is unchanged."""
    from canasta.bots.ismcts import freeze_discard, is_gift

    bot = ISMCTSBot(0, iterations=1, freeze=1, discards=0, sets=0)
    plain = ISMCTSBot(0, iterations=1, discards=0, sets=0)
    fired = 0
    for o, legal, moves in heuristic_positions(bot, range(30)):
        ds = [m for m in legal if m.action == "discard"]
        wilds = [m for m in ds if IS_WILD[m.cards[0]]]
        opp = o.next_opponent()
        due = bool(wilds) and not o.frozen_for(o.side_of[opp]) and any(is_gift(o, m) for m in ds)
        if due:
            fired += 1
            wild = freeze_discard(o, legal, 1)
            assert wild is not None and [m for m in moves if m.action == "discard"] == [wild]
            assert wild.cards[0] == TWO or not any(m.cards[0] == TWO for m in wilds)
            assert [m for m in moves if m.action != "discard"] == [m for m in legal if m.action != "discard"]
        else:
            assert moves == plain.root_moves(o, legal)
    assert fired > 5
    assert make_bot("ismcts:10:v2", 0).freeze == 2  # type: ignore[attr-defined]


def test_reserve_rule_keeps_the_hands_last_wild_card_off_the_melds() -> None:
    """Research option ``bN`` (issue 16's gifts): once its side has opened and the stock holds at
    most N cards, the search does not lay the hand's last wild card on a meld unless that goes out
    or makes a canasta (:func:`spends_reserve`): the heuristic's move that would is searched
    against the rest instead; elsewhere the heuristic still lays its melds (``q1``)."""
    from canasta.bots.ismcts import spends_reserve

    pol = HeuristicPolicy()
    kept = laid = 0
    for seed in range(12):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        bot = ISMCTSBot(seed, iterations=4, rollout=2, selective=True, reserve=200, early_stop=False)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            o = Obs.from_view(v)
            if st.turn == 0 and o.phase == "meld" and len(v.legal_moves) > 1:
                mine = pol.choose(o)
                if spends_reserve(o, mine, 200):
                    m = bot.choose(v)
                    wilds = sum(1 for k in m.cards if IS_WILD[k]) if m.action in ("meld", "add") else 0
                    assert m in v.legal_moves and not spends_reserve(o, m, 200), m
                    assert wilds < sum(o.hand[k] for k in range(len(o.hand)) if IS_WILD[k]) or not wilds
                    kept += 1
                elif mine.action in ("meld", "add") and o.opened[o.side]:
                    assert bot.choose(v) == mine
                    laid += 1
            st.apply(h.choose(v))
    assert kept > 3 and laid > 20
    assert not spends_reserve(Obs.from_view(new_game("classic", players=4, seed=0).view(0)), Move("discard", (TWO,)), 200)
    assert make_bot("ismcts:10:b30", 0).reserve == 30  # type: ignore[attr-defined]
