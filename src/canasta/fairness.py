"""Fair deals anyone can verify: a commitment to a match's secret seed.

Every card of every hand of a match follows from its seed: the hand of index ``h`` (0 for the
first hand) is dealt from ``deck(packs)`` shuffled by :func:`canasta.rng.shuffle` with the seed
``rng.derive(seed, "hand", h)``. A server that publishes, before the first card is dealt,

    commitment = SHA-256 of the UTF-8 text "canasta-seed/1\\n<seed>\\n<salt>"   (hex)

and reveals ``seed`` and ``salt`` only when the match is over has fixed every deal of the match in
advance: it cannot change a card during play without the revealed seed failing to match what it
committed to. The salt (32 random hex digits) keeps the seed from being found by trying every seed
against the commitment. By hand::

    printf 'canasta-seed/1\\n%s\\n%s' SEED SALT | sha256sum

:func:`verify` checks a finished game's record: the commitment matches the revealed seed and salt
(and the one the player wrote down at the table, if given), every move replays legally from the
deals that seed makes, and it lists each hand's deal so a player can compare it with what they saw.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field
from typing import Any

from .cards import deck, faces_text, sort_key
from .errors import CanastaError, RecordError
from .moves import parse_move
from .record import Record, record_from_dict
from .rng import derive, shuffle

SCHEME = "sha256:canasta-seed/1"


def new_salt() -> str:
    """A fresh random salt: 128 bits as 32 hex digits."""
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    """The published commitment to ``seed``: SHA-256 (hex) of ``"canasta-seed/1\\n<seed>\\n<salt>"``."""
    return hashlib.sha256(f"canasta-seed/1\n{seed}\n{salt}".encode()).hexdigest()


def fairness_meta(seed: int, salt: str) -> dict[str, str]:
    """What a finished match's record carries under ``meta["fairness"]``."""
    return {"scheme": SCHEME, "commitment": commitment(seed, salt), "salt": salt}


def deck_order(packs: int, seed: int, hand_index: int) -> list[int]:
    """The shuffled deck of the hand of index ``hand_index`` (0 for the first) before the deal; the
    last card is dealt first."""
    cards = deck(packs)
    shuffle(cards, derive(seed, "hand", hand_index))
    return cards


@dataclass
class HandDeal:
    """One hand as it stood when play began: every seat's cards (red threes already laid and
    replaced), the red threes on the table, and the pile's top card. ``hand`` counts from 1."""

    hand: int
    dealer: int
    hands: list[list[str]]
    red3s: list[list[str]]
    upcard: str | None
    deck_sha256: str

    def to_dict(self) -> dict[str, Any]:
        return {"hand": self.hand, "dealer": self.dealer, "hands": self.hands, "red3s": self.red3s,
                "upcard": self.upcard, "deck_sha256": self.deck_sha256}


class FairnessError(CanastaError):
    """One thing a fair-deal check found wrong; ``code`` is said as ``reason-<code>`` in every language."""


@dataclass
class Verification:
    ok: bool
    errors: list[CanastaError] = field(default_factory=list)
    commitment: str | None = None
    deals: list[HandDeal] = field(default_factory=list)
    moves: int = 0
    #: whether a commitment seen at the table was given and checked: without one, a record whose
    #: forger computed its own commitment checks just as well, so the check proves nothing about
    #: the server (issue 38, D27)
    against_table: bool = False

    @property
    def problems(self) -> list[str]:
        """What is wrong, in English (``errors`` carry the codes)."""
        return [str(e) for e in self.errors]


def _sorted(faces: list[int]) -> list[str]:
    return faces_text(sorted(faces, key=sort_key))


def deals(rec: Record) -> list[HandDeal]:
    """Replay ``rec`` and return every hand's deal as it stood when play began. Raises
    :class:`RecordError` at the first move that the deals of its seed make illegal."""
    st = rec.start()
    out: list[HandDeal] = []

    def snap() -> None:
        order = deck_order(st.rules.packs, st.seed, st.hand_no)
        digest = hashlib.sha256(" ".join(faces_text(order)).encode()).hexdigest()
        out.append(HandDeal(st.hand_no + 1, st.dealer, [_sorted(st.hand(q)) for q in range(st.rules.players)],
                            [_sorted(list(x)) for x in st.red3s],
                            faces_text(st.pile[-1:])[0] if st.pile else None, digest))

    snap()
    for i, text in enumerate(rec.moves, 1):
        before = st.hand_no
        try:
            st.apply(parse_move(text))
        except CanastaError as e:
            raise RecordError(f"move {i} ({text!r}): {e}", "record-bad-move", {"n": i, "move": text}, e) from None
        if st.hand_no != before and st.phase not in ("hand_over", "match_over"):
            snap()
    return out


def verify(data: Any, seen_commitment: str | None = None) -> Verification:
    """Check a finished game's record (its JSON data): see the module's documentation."""
    try:
        rec = record_from_dict(data)
    except RecordError as e:
        return Verification(False, [e])
    problems: list[CanastaError] = []
    fair = rec.meta.get("fairness")
    claimed: str | None = None
    if not isinstance(fair, dict):
        problems.append(FairnessError("the record carries no commitment (meta.fairness): it was not dealt by a "
                                      "committing server", "fair-no-commitment"))
    else:
        salt, claimed = fair.get("salt"), fair.get("commitment")
        if fair.get("scheme") != SCHEME:
            problems.append(FairnessError(f"unknown commitment scheme {fair.get('scheme')!r} (expected {SCHEME!r})",
                                          "fair-unknown-scheme", {"scheme": str(fair.get("scheme"))[:80],
                                                                  "expected": SCHEME}))
        elif not isinstance(salt, str) or not isinstance(claimed, str):
            problems.append(FairnessError("meta.fairness needs the salt and the commitment as text", "fair-not-text"))
        elif commitment(rec.seed, salt) != claimed.lower():
            problems.append(FairnessError("the revealed seed and salt do not give the commitment in the record",
                                          "fair-seed-mismatch"))
    if seen_commitment is not None and (claimed or "").lower() != seen_commitment.strip().lower():
        problems.append(FairnessError("the commitment you saw at the table is not the one in the record",
                                      "fair-seen-mismatch"))
    try:
        hand_deals = deals(rec)
    except RecordError as e:
        problems.append(FairnessError(f"the moves do not replay from the seed's deals: {e}", "fair-no-replay",
                                      inner=e))
        return Verification(False, problems, claimed)
    return Verification(not problems, problems, claimed, hand_deals, len(rec.moves), seen_commitment is not None)
