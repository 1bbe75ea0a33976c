"""``asyncio.run`` that works whatever ran before it in the test process.

Playwright's synchronous API (the web tests' session-wide browser) keeps an event loop running in
the main thread, and ``asyncio.run`` refuses to start inside a running loop. A test that drives the
server with ``asyncio`` therefore runs its coroutine in a thread of its own when a loop is already
running here, so the outcome of a test does not depend on which tests the process ran before it."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    try:
        asyncio.get_running_loop()
    except RuntimeError:  # no loop running in this thread: the usual way
        return asyncio.run(coro)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="run_async") as pool:
        return pool.submit(asyncio.run, coro).result()
