#!/usr/bin/env bash
# Installs the dependencies exactly as package-lock.json lists them (npm ci), when node_modules is
# missing or older than the lock. `npm run serve` and `npm test` start with it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci, about 3 minutes the first time)"
  npm ci --no-audit --no-fund
fi
