/**
 * Playwright end-to-end tests (tests/e2e) against Debian's Chromium (/usr/bin/chromium, installed by
 * scripts/test.sh; Playwright never downloads a browser here). The web server is the real launcher on its
 * own ports and data directory, so e2e runs do not disturb a developer's `npm start`.
 */
import { defineConfig, devices } from "@playwright/test";
import { BASE_URL, E2E_WEB_SERVERS } from "./tests/e2e/stack";

/**
 * Specs that run alone, on one worker, after the parallel projects have finished (the `exclusive` project): those
 * that change what every other spec sees (the store's metal rates; the size of the shared route cache), and the
 * outage spec, whose time bounds measure the storefront's own timeouts and mean nothing on a machine busy with
 * other journeys.
 */
const EXCLUSIVE = ["live-prices.spec.ts", "page-cache-bound.spec.ts", "store-api-down.spec.ts"];

/**
 * Workers side by side. Each journey has shoppers, vouchers and wallets of its own (helpers/seeded-shopper.ts,
 * helpers/accounts.ts), so any number can run together. The suite is bound by Chromium's CPU time: on two cores a
 * third worker only slows every test down (docs/testing.md has the figures); more cores, more workers.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

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
    // Recording a trace costs about a tenth of every test's time; the retry of a failed test records one.
    trace: "on-first-retry",
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
      // A phone's layout, touch and user agent at 390 CSS px. One device pixel per CSS pixel: the Pixel's 2.625
      // would have software rendering paint about seven times the pixels for every frame, and nothing these specs
      // check depends on the pixel density.
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "exclusive",
      testMatch: EXCLUSIVE,
      dependencies: ["desktop", "phone"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
  ],
  // The stack under test (tests/e2e/stack.ts). `npm test` starts it itself while Jest runs, so the build overlaps
  // Jest, and tells Playwright to use it (E2E_STACK=running); a bare `npx playwright test` starts it here.
  webServer: E2E_WEB_SERVERS.map((server) => ({
    ...server,
    reuseExistingServer: process.env.E2E_STACK === "running",
  })),
});
