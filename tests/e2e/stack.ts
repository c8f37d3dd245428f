/**
 * The stack the end-to-end tests run against: a local OpenID Connect provider for Google sign-in, and the real
 * launcher (`npm start`: PostgreSQL, the reference backend, the storefront) on its own ports and data directory, so
 * e2e runs do not disturb a developer's `npm start`. playwright.config.ts starts these as its web servers;
 * tests/e2e/start-stack.ts starts the same ones ahead of Playwright (`npm test` does, while Jest runs).
 */

/**
 * E2E_PORT_SHIFT moves every port (and the data directory) so two checkouts of the repository can run their
 * suites side by side on one machine; helpers/social.ts and helpers/store-api.ts read the same shift.
 */
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
const PORT = 3100 + SHIFT;
/** The storefront under test. */
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The local OpenID Connect provider Google sign-in is pointed at (GOOGLE_ISSUER); helpers/social.ts names it too. */
const OIDC_PORT = 8190 + SHIFT;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const METRICS_PORT = 9100 + SHIFT;
/** The storefront's Prometheus metrics (STOREFRONT_METRICS_PORT): the page-cache specs read its cache gauges. */
export const METRICS_URL = `http://127.0.0.1:${METRICS_PORT}/metrics`;

/** One process of the stack, in Playwright's web server shape. */
export interface E2eServer {
  command: string;
  /** answers 2xx once the process is ready */
  url: string;
  /** how long it may take to get ready, ms */
  timeout: number;
  stdout: "pipe" | "ignore";
  stderr: "pipe" | "ignore";
  gracefulShutdown: { signal: "SIGTERM"; timeout: number };
  env: Record<string, string>;
}

/** The stack's processes, in start order. */
export const E2E_WEB_SERVERS: E2eServer[] = [
  {
    // oauth2-mock-server: discovery, PKCE, signed ID tokens; who signs in is a cookie the journey sets for it.
    // --until-signal: Playwright gives it no standard input to watch, so it stops on the SIGTERM below.
    command: "node tests/backend/helpers/oidc-provider.mjs --until-signal",
    url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
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
      // Many journeys sign in from 127.0.0.1: lift the BFF's budgets (and with them the address's soft threshold of
      // the sign-in proof of work) and the per-account OTP budget for the suite only (their real values are covered
      // by the backend and BFF tests). The store API's per-address backstops are NAT-sized already.
      AUTH_RATE_LIMIT_MULTIPLIER: "50",
      OTP_SENDS_PER_IDENTIFIER: "100",
      // The suite keeps two cores busy on purpose and several journeys filter at once: a filtered listing must
      // render, not be shed as on a saturated store or beyond the render budget (the shedding rules are covered by
      // tests/load-shedding.test.ts and tests/render-budget.test.ts).
      SHED_LOOP_DELAY_MS: "0",
      SHED_RENDERS_PER_SECOND: "0",
      // Playwright stands in for a trusted proxy: each journey's X-Forwarded-For (helpers/accounts.ts,
      // useOwnClientAddress) is its client address. client-ip.spec.ts proves the default, the socket's
      // address, on a storefront of its own.
      TRUST_PROXY: "1",
      // Google sign-in against the local provider above (so the login dialog shows the Google button).
      GOOGLE_CLIENT_ID: "swa-storefront-e2e",
      GOOGLE_CLIENT_SECRET: "swa-storefront-e2e-secret",
      GOOGLE_ISSUER: OIDC_ISSUER,
      STOREFRONT_METRICS_PORT: String(METRICS_PORT),
    },
  },
];
