#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests if it is not there yet (Playwright drives it
# through executable_path; no browser is ever downloaded by Playwright itself).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
