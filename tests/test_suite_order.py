"""The suite's own rule: a test's outcome does not depend on the tests the process ran before it.
Playwright's synchronous API keeps an event loop running in the main thread once a browser test has
run, and ``asyncio.run`` refuses to start inside it; tests reach asyncio through
``asyncrun.run_async`` instead."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_no_test_calls_asyncio_run_directly() -> None:
    found = [f"{p.relative_to(TESTS)}:{i}" for p in sorted(TESTS.rglob("*.py")) if p.name != "asyncrun.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\basyncio\.run\(", line) and not line.lstrip().startswith("#")]
    assert not found, f"use asyncrun.run_async, not asyncio.run (it fails after a browser test): {found}"
