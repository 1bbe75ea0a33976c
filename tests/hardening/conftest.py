"""Hardening tests (docs/reliability.md): the real app, real sockets, real SQLite files."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("websockets")
