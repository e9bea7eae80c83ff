#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine, then runs every
# test (lint, typecheck, unit, builds, bundle budget, Ladle build, e2e in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# fonts-wqy-zenhei: the CJK font, so screenshots show Chinese text, not boxes; the visual
# regression's baselines (tests/visual) are drawn with it.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! dpkg -s fonts-wqy-zenhei >/dev/null 2>&1; then
  echo "==> installing Chromium and the CJK font from Debian"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-zenhei >/dev/null
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v redis-server >/dev/null; then
  echo "==> installing PostgreSQL and Redis from Debian (the cluster's tests)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql redis-server >/dev/null
fi

echo "==> npm install"
# npm ci cannot be used here: the lockfile cannot list @swc/core builds for other platforms.
npm install --no-audit --no-fund

# The stages and, at the end, the seconds of each (scripts/ci-stages.mjs).
CI_INSTALL_SECONDS=$(($(date +%s) - started)) exec node scripts/ci-stages.mjs
