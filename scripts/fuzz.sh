#!/usr/bin/env bash
# Bad input, the full run: 10,000 generated WebSocket messages, 10,000 generated HTTP requests,
# and schemathesis with 1,000 requests per operation of the OpenAPI schema (docs/reliability.md).
# Usage: scripts/fuzz.sh [examples]      (CI runs the same tests with 300)
set -euo pipefail
cd "$(dirname "$0")/.."
export CANASTA_FUZZ_EXAMPLES="${1:-10000}"
exec .venv/bin/pytest -p no:cacheprovider -p no:warnings -q -s \
    tests/hardening/test_fuzz.py tests/hardening/test_schema_fuzz.py
