"""Names that look alike (issue 18 §1, D15): a member's name is unique among members, case- and
confusable-insensitive (``confusables``: "Alice", "ALICE", "Аlice" with a Cyrillic A and "A1ice"
are one name), whatever invisible marks or blanks it hides. Imports nothing of the web layer:
members.py and accounts.py both compare names here.
"""

from __future__ import annotations

import functools
import unicodedata


@functools.lru_cache(maxsize=4096)
def _char_forms(c: str) -> frozenset[str]:
    """What one character can be confused with: itself in lower case and its look-alikes."""
    from confusables import normalize  # type: ignore[import-untyped]

    forms = frozenset(f for f in normalize(c, prioritize_alpha=True) if len(f) == 1) | {c.casefold()}
    for group in _FOLDS:  # I/l/1/| and 0/O look alike in many fonts (D15)
        if forms & group:
            forms |= group
    return forms


_FOLDS = (frozenset("iIl1|ǀ"), frozenset("0oO"))
# letters and marks that show nothing (D15): blank letters, fillers, invisible Khmer vowels, Mongolian separator
_BLANKS = frozenset("\u2800\u3164\u115f\u1160\uffa0\u17b4\u17b5\u180e\u034f\u200b\u2060\ufeff")


def _invisible(c: str) -> bool:
    return c in _BLANKS or c.isspace() or unicodedata.category(c) in ("Mn", "Me", "Cf", "Cc", "Zs", "Zl", "Zp") \
        or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF


def name_forms(name: str) -> tuple[frozenset[str], ...]:
    """A name as the forms each of its characters can be confused with (case, accents, look-alike
    letters and digits), after Unicode compatibility folding. Linear in the name's length: the
    forms of the whole name are never multiplied out."""
    text = unicodedata.normalize("NFKC", name)
    # the skeleton: no combining or invisible marks, no blanks or spaces of any width (D15)
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c) and not _invisible(c))
    return tuple(_char_forms(c) for c in plain)


def same_name(a: str, b: str) -> bool:
    fa, fb = name_forms(a), name_forms(b)
    return len(fa) == len(fb) and all(x & y for x, y in zip(fa, fb))
