/**
 * Outside a Next server `'use cache'` is an inert string, and Next's `cacheLife` and `cacheTag` throw when called
 * outside a cached scope. Jest runs the catalogue readers directly (uncached, straight to the store API), so both
 * are no-ops here; a test that checks what is kept mocks `next/cache` itself. In jsdom (component tests) Next's
 * server module cannot load at all, and only the two are needed.
 */
jest.mock("next/cache", () => ({
  ...(typeof TextEncoder === "undefined" ? {} : jest.requireActual<typeof import("next/cache")>("next/cache")),
  cacheLife: () => {},
  cacheTag: () => {},
}));
