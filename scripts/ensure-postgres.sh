#!/usr/bin/env bash
# Installs Debian's PostgreSQL server programs for the PostgreSQL tests if they are not there yet.
# The tests start a throw-away cluster of their own (tests/pgcluster.py), so no cluster is created
# or started by the install. Someone with their own server sets CANASTA_TEST_DATABASE_URL instead.
set -euo pipefail
if [ -n "${CANASTA_TEST_DATABASE_URL:-}" ]; then exit 0; fi
have() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null
}
if have; then exit 0; fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
# no "main" cluster at install time (postgresql-common reads this folder)
$SUDO mkdir -p /etc/postgresql-common/createcluster.d
echo 'create_main_cluster = false' | $SUDO tee /etc/postgresql-common/createcluster.d/canasta-no-main.conf >/dev/null
"$(dirname "$0")/apt-install.sh" postgresql >/dev/null
if ! have; then
  echo "error: installed Debian's postgresql but found no initdb under /usr/lib/postgresql/*/bin" >&2
  exit 1
fi
