#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests if it is not there yet (Playwright drives it
# through executable_path; no browser is ever downloaded by Playwright itself).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
"$(dirname "$0")/apt-install.sh" chromium >/dev/null
