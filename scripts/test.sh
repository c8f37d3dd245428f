#!/usr/bin/env bash
# `npm test`: unit and component tests (Jest), then end-to-end tests (Playwright, when tests/e2e has specs),
# then one summary line "tests: N passed, N failed" and the timing summary (.test-data/timing-summary.txt).
# Fails when either runner fails. Installs Debian's
# Chromium first if it is missing (Playwright never downloads a browser here).
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .test-data
JEST_JSON=.test-data/jest-results.json
E2E_JSON=.test-data/playwright-results.json
rm -f "$JEST_JSON" "$E2E_JSON"

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  echo "[test] installing Chromium from Debian (needed by the e2e tests)"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

has_e2e_specs() {
  [ -d tests/e2e ] && [ -n "$(find tests/e2e -name '*.spec.ts' -print -quit)" ]
}

# The e2e stack (PostgreSQL, backend, the storefront's build, the OIDC provider) starts first, in the background:
# its build and seed overlap Jest, and Playwright then uses it as it stands (E2E_STACK=running).
STACK_LOG=.test-data/e2e-stack.log
stack_pid=""
stop_stack() {
  if [ -n "$stack_pid" ]; then
    kill -TERM "$stack_pid" 2>/dev/null || true
    wait "$stack_pid" 2>/dev/null || true
    stack_pid=""
  fi
}
trap stop_stack EXIT

# Waits until the stack says ready. @returns 1 (after printing its log's end) when it stopped instead
wait_for_stack() {
  while ! grep -q '^\[e2e-stack\] ready' "$STACK_LOG" 2>/dev/null; do
    if ! kill -0 "$stack_pid" 2>/dev/null; then
      echo "[test] the e2e stack did not start; the end of $STACK_LOG:"
      tail -n 80 "$STACK_LOG"
      stack_pid=""
      return 1
    fi
    sleep 1
  done
}

if has_e2e_specs; then
  ensure_chromium
  # Every run starts from a fresh seed (the build and the generated media are kept).
  rm -rf .test-data/e2e/pg
  echo "[test] starting the e2e stack in the background (log: $STACK_LOG)"
  node --import tsx tests/e2e/start-stack.ts >"$STACK_LOG" 2>&1 &
  stack_pid=$!
fi

jest_status=0
echo "[test] jest"
node tests/setup/jest-cli.mjs --ci --json --outputFile="$JEST_JSON" "$@" || jest_status=$?

e2e_status=0
if has_e2e_specs; then
  echo "[test] playwright (waiting for the e2e stack)"
  if wait_for_stack; then
    E2E_STACK=running npx --no-install playwright test || e2e_status=$?
  else
    e2e_status=1
  fi
  stop_stack
else
  echo "[test] no specs in tests/e2e; skipping playwright"
fi

# Where the time went: per-file and per-spec durations and every retry (docs/testing.md).
node scripts/test-timing.mjs "$JEST_JSON" "$E2E_JSON" .test-data/timing-summary.txt || true

# One closing line for both runners (CI reads it), from their JSON reports.
node -e '
  const fs = require("fs");
  const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return undefined; } };
  const jest = read(process.argv[1]);
  const e2e = read(process.argv[2]);
  let passed = 0, failed = 0, skipped = 0;
  if (jest) { passed += jest.numPassedTests; failed += jest.numFailedTests; skipped += jest.numPendingTests + jest.numTodoTests; }
  if (e2e) { passed += e2e.stats.expected + e2e.stats.flaky; failed += e2e.stats.unexpected; skipped += e2e.stats.skipped; }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$JEST_JSON" "$E2E_JSON"

if [ "$jest_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then
  echo "[test] FAILED (jest exit $jest_status, playwright exit $e2e_status)"
  exit 1
fi
