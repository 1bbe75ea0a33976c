"""Denial of service and table limits (issue 38, security audit D4)."""
from __future__ import annotations

from canasta.web.limits import Limits, uvicorn_options


def test_d4_uvicorn_reads_no_ws_message_past_the_protocol_limit() -> None:
    opts = uvicorn_options(Limits())
    assert opts["ws_max_size"] == 16 * 1024
    assert opts["ws_per_message_deflate"] is True  # bounded by ws_max_size when inflating
