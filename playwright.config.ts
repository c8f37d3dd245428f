/**
 * Playwright end-to-end tests (tests/e2e) against Debian's Chromium (/usr/bin/chromium, installed by
 * scripts/test.sh; Playwright never downloads a browser here). The web server is the real launcher on its
 * own ports and data directory, so e2e runs do not disturb a developer's `npm start`.
 */
import { defineConfig, devices } from "@playwright/test";

/**
 * E2E_PORT_SHIFT moves every port (and the data directory) so two checkouts of the repository can run their
 * suites side by side on one machine; helpers/social.ts and helpers/store-api.ts read the same shift.
 */
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
const PORT = 3100 + SHIFT;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The local OpenID Connect provider Google sign-in is pointed at (GOOGLE_ISSUER); helpers/social.ts names it too. */
const OIDC_PORT = 8190 + SHIFT;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/**
 * Specs that change what every other spec sees (the store's metal rates; the size of the shared route cache) run
 * in the `exclusive` project, on one worker, after the parallel projects have finished.
 */
const EXCLUSIVE = ["live-prices.spec.ts", "page-cache-bound.spec.ts"];

/**
 * Workers side by side. Each journey has shoppers, vouchers and wallets of its own (helpers/seeded-shopper.ts,
 * helpers/accounts.ts), so any number can run together; on two cores, three workers keep the browsers, the
 * storefront, the backend and PostgreSQL busy without starving them (docs/testing.md has the figures).
 */
const WORKERS = process.env.E2E_WORKERS ?? 3;

export default defineConfig({
  testDir: "tests/e2e",
  workers: WORKERS,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the timing summary of `npm test` (scripts/test-timing.mjs).
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: ".test-data/playwright-results.json" }]]
    : [["list"], ["json", { outputFile: ".test-data/playwright-results.json" }], ["html", { open: "never" }]],
  outputDir: "test-results",
  use: {
    baseURL: BASE_URL,
    // A shopper in India: the first visit guesses the country from the time zone, and UTC would mean the USA.
    timezoneId: "Asia/Kolkata",
    locale: "en-IN",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        // Nothing outside the machine: third-party scripts or fonts would make the tests flaky and slow.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: EXCLUSIVE,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
    {
      // Only what behaves differently at a phone's width: tests tagged @phone (the accessibility specs, the header
      // and menu journeys, the phone's sheets and tabs). Everything else runs once, on desktop.
      name: "phone",
      grep: /@phone/,
      testIgnore: EXCLUSIVE,
      // A phone's user agent and touch, at the 390x844 viewport of the designs.
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "exclusive",
      testMatch: EXCLUSIVE,
      dependencies: ["desktop", "phone"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: [
    {
      // oauth2-mock-server: discovery, PKCE, signed ID tokens; who signs in is a cookie the journey sets for it.
      // --until-signal: Playwright gives it no standard input to watch, so it stops on the SIGTERM below.
      command: "node tests/backend/helpers/oidc-provider.mjs --until-signal",
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: { OIDC_PORT: String(OIDC_PORT) },
    },
    {
      command: "npm start",
      // Ready only once the store API answers too (/api/ready): with nothing to build, the storefront is up before
      // the backend has seeded a fresh database, and the first journey would meet outage pages.
      url: `${BASE_URL}/api/ready`,
      reuseExistingServer: false,
      // The first run builds the storefront and seeds the database.
      timeout: 10 * 60_000,
      stdout: "pipe",
      stderr: "pipe",
      // SIGTERM lets the launcher stop the storefront, the backend and PostgreSQL in order.
      gracefulShutdown: { signal: "SIGTERM", timeout: 60_000 },
      env: {
        PORT: String(PORT),
        BACKEND_PORT: String(8100 + SHIFT),
        PG_PORT: String(54349 + SHIFT),
        DATA_DIR: SHIFT ? `.test-data/e2e-${SHIFT}` : ".test-data/e2e",
        SITE_URL: BASE_URL,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        // The journeys pay on the labelled test gateway and read codes from the development outbox: the backend
        // runs with NODE_ENV=test. `npm start` alone never sets this (production-mode.spec.ts proves it refuses).
        SWA_TEST_STACK: "1",
        // One log line per backend request would bury the test report; errors are still printed.
        BACKEND_QUIET: "1",
        // Likewise the storefront's JSON request lines (lib/observability): warnings and errors only.
        LOG_LEVEL: "warn",
        // Every journey signs in from 127.0.0.1: lift the per-IP and per-account OTP budgets for the suite only
        // (their real values are covered by the backend and BFF tests).
        AUTH_RATE_LIMIT_MULTIPLIER: "50",
        OTP_SENDS_PER_IP: "1000",
        OTP_VERIFIES_PER_IP: "1000",
        OTP_SENDS_PER_IDENTIFIER: "100",
        // Playwright stands in for a trusted proxy: each journey's X-Forwarded-For (helpers/accounts.ts,
        // useOwnClientAddress) is its client address. client-ip.spec.ts proves the default, the socket's
        // address, on a storefront of its own.
        TRUST_PROXY: "1",
        // Google sign-in against the local provider above (so the login dialog shows the Google button).
        GOOGLE_CLIENT_ID: "swa-storefront-e2e",
        GOOGLE_CLIENT_SECRET: "swa-storefront-e2e-secret",
        GOOGLE_ISSUER: OIDC_ISSUER,
      },
    },
  ],
});
