#!/bin/sh
# The end-to-end tests and the benchmark drive Debian's Chromium; nothing here downloads a browser.
# As root, installs the `chromium` package when it is missing; otherwise says what to install.
set -e
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "The tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium or Chrome binary)." >&2
exit 1
