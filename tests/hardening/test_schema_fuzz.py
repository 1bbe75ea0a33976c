"""schemathesis generates requests from the server's OpenAPI schema (every operation, with and
without a valid token); none may get a server error, and every error is a one-line ``{"error"}``.
Examples per operation: ``CANASTA_FUZZ_EXAMPLES`` / 10 (default 30)."""

from __future__ import annotations

import os
import tempfile
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

schemathesis = pytest.importorskip("schemathesis")

from schemathesis.checks import not_a_server_error  # noqa: E402

from canasta.web.server import create_app  # noqa: E402

for k in ("CONN_RATE", "CONN_BURST", "ADDR_RATE", "ADDR_BURST"):
    os.environ.setdefault(f"CANASTA_LIMIT_{k}", "1000000")
_DIR = tempfile.mkdtemp(prefix="canasta-schema-")
APP = create_app(f"sqlite:///{_DIR}/canasta.db", bot_delay=0)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)
PER_OP = max(10, int(os.environ.get("CANASTA_FUZZ_EXAMPLES", "300")) // 10)
TOKEN: dict[str, str] = {}


def token() -> str:
    if not TOKEN:
        from fastapi.testclient import TestClient

        c = TestClient(APP)
        TOKEN["t"] = c.post("/api/users", json={"name": "schema"}).json()["token"]
    return TOKEN["t"]


@schema.parametrize()
@settings(max_examples=PER_OP, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_api_from_its_schema(case: Any) -> None:
    if case.headers is not None and "x-token" in {k.lower() for k in case.headers} and hash(str(case.body)) % 2:
        case.headers = {**{k: v for k, v in case.headers.items() if k.lower() != "x-token"}, "x-token": token()}
    response = case.call()
    case.validate_response(response, checks=[not_a_server_error])
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        err = response.json()
        assert isinstance(err, dict) and isinstance(err.get("error"), str) and "\n" not in err["error"], response.text
