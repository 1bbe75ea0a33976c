#!/usr/bin/env bash
# Installs Debian packages, waiting for another package manager (an unattended upgrade, a second
# install) to finish instead of failing on its lock. Used by ensure-chromium.sh and ensure-postgres.sh.
set -euo pipefail
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
LOCK_WAIT=${APT_LOCK_WAIT:-900}   # seconds to wait for the lock
apt_get() {
  # dpkg's frontend lock is waited for by apt itself; the package lists' lock (apt-get update) is not,
  # so a failed run is retried while the lock is held by someone else
  local deadline=$((SECONDS + LOCK_WAIT)) log
  log=$(mktemp)
  while true; do
    if DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout="$LOCK_WAIT" "$@" >"$log" 2>&1; then
      rm -f "$log"; return 0
    fi
    if grep -qiE 'could not get lock|unable to lock|is another process using it' "$log" && [ "$SECONDS" -lt "$deadline" ]; then
      echo "waiting for another package manager to finish..." >&2
      sleep 5
      continue
    fi
    tail -n 5 "$log" >&2; rm -f "$log"; return 1
  done
}
apt_get update -qq
apt_get install -y -qq "$@"
