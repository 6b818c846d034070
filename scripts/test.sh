#!/usr/bin/env bash
# The whole test suite: installs what it needs, then lint and types, unit tests, content check,
# production build and end-to-end tests in Chromium. Prints 'N passed, N failed' at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's name and start, so the run ends with where its time went (the budget is 25 minutes).
phases=()
step() {
  phases+=("$SECONDS $*")
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "Dependencies"
bash scripts/install.sh

if [ ! -d tests/guides/node_modules ] || [ tests/guides/package-lock.json -nt tests/guides/node_modules/.package-lock.json ]; then
  step "Installing the packages the Node.js guides are type-checked against (tests/guides)"
  # --ignore-scripts: type checking needs no install script, and Prisma's would download engines
  # from outside the npm registry.
  # --loglevel=error: some of those packages declare Node.js 22; type checking on 20 is fine, and the warnings are noise.
  (cd tests/guides && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
fi

if [ ! -d tests/agents/node_modules ] || [ tests/agents/package-lock.json -nt tests/agents/node_modules/.package-lock.json ]; then
  step "Installing the agent-readiness checker (tests/agents)"
  # It declares Node.js 22 and runs on 20: --loglevel=error keeps npm's engine warning out of the run.
  (cd tests/agents && npm ci --no-audit --no-fund --loglevel=error)
fi

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  step "Installing Chromium from Debian"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi

if ! command -v gofmt > /dev/null; then
  step "Installing Go (gofmt checks the Go samples) from Debian"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq golang-go; else sudo apt-get update -qq && sudo apt-get install -y -qq golang-go; fi
fi

# The sample checker (in the content check) must parse every Go sample here, not skip them.
export SAMPLES_REQUIRE_GOFMT=1
# ...and type-check the guides' projects, not skip them for want of their packages.
export SAMPLES_REQUIRE_GUIDE_PACKAGES=1

mkdir -p .data/reports
rm -f .data/reports/*.json

step "Lint (ESLint) and type check"
npm run lint

step "Unit and component tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=.data/reports/unit.json

step "Build (content and link check, then next build)"
# Analytics on, with the test host as the preview host: pages on 127.0.0.1 load no script, and the
# analytics spec reaches the same server as localhost with the script answered by a stub.
NEXT_PUBLIC_FATHOM_SITE_ID=E2ETESTSITE NEXT_PUBLIC_PREVIEW_HOST=127.0.0.1 npm run build

step "End-to-end tests (Chromium, production build)"
rm -f .data/e2e-feedback.sqlite*
# A failing spec does not stop the run: the switch-off phase still runs, and the summary counts both.
e2e_status=0
PLAYWRIGHT_JSON_OUTPUT_NAME=.data/reports/e2e.json npx playwright test --reporter=list,json || e2e_status=$?

step "The switch off: the framework's own pages (PAGE_TRANSFORM=off) build, serve and behave"
# Issue 32: without the build's rewrite the site must still work, only heavier. The reader-facing
# behaviours run again against that build, in its own folder.
# The content was checked by the build above; this build is the same but for the switch.
PAGE_TRANSFORM=off NEXT_DIST_DIR=.next-plain NEXT_PUBLIC_FATHOM_SITE_ID=E2ETESTSITE NEXT_PUBLIC_PREVIEW_HOST=127.0.0.1 npm run build:site > .data/reports/plain-build.log 2>&1 || { cat .data/reports/plain-build.log; exit 1; }
rm -f .data/e2e-feedback.sqlite*
PAGE_TRANSFORM=off NEXT_DIST_DIR=.next-plain E2E_PORT=3110 PLAYWRIGHT_JSON_OUTPUT_NAME=.data/reports/e2e-plain.json npx playwright test --reporter=list,json \
  tests/e2e/navigation.spec.ts tests/e2e/code.spec.ts tests/e2e/theme.spec.ts tests/e2e/feedback.spec.ts tests/e2e/search.spec.ts tests/e2e/versions.spec.ts tests/e2e/mobile.spec.ts tests/e2e/reference.spec.ts tests/e2e/search-island.spec.ts || e2e_status=$?

phases+=("$SECONDS end")
printf '\n\033[1m== Time per phase\033[0m\n'
for ((i = 0; i + 1 < ${#phases[@]}; i++)); do
  start=${phases[i]%% *}
  next=${phases[i + 1]%% *}
  printf '%5d s  %s\n' $((next - start)) "${phases[i]#* }"
done
printf '%5d s  in all\n' "$SECONDS"

# The closing line counts every report; it fails the run on any failure, and so does a Playwright
# run that failed without a report of its own (a server that would not start).
node scripts/test-summary.mjs .data/reports/unit.json .data/reports/e2e.json .data/reports/e2e-plain.json
exit "$e2e_status"
