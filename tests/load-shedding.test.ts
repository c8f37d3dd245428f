/**
 * The saturation gauge and the shedding rule proxy.ts applies to page requests: a saturated process answers
 * filter combinations, searches and pages it has not rendered with a fast 503 and Retry-After, never the pages
 * its cache holds.
 */
import {
  DEFAULT_SHED_LOOP_DELAY_MS,
  SHED_RETRY_AFTER_S,
  eventLoopGauge,
  needsRenderBudget,
  sheddable,
  shedResponse,
  shedThresholdFromEnv,
} from "@/lib/http/load-shedding";

/** A stand-in for the event loop whose mean delay the test sets. */
function loop(meanMs: number) {
  const reader = { value: meanMs, resets: 0, mean: () => reader.value, reset: () => void reader.resets++ };
  return reader;
}

describe("eventLoopGauge", () => {
  it("reports saturation once a whole window's mean delay reaches the threshold, and calm again after", () => {
    const reader = loop(250);
    const gauge = eventLoopGauge(100, reader);
    const start = Date.now();
    // Within the first window nothing has been measured yet.
    expect(gauge.saturated(start + 10)).toBe(false);
    expect(gauge.saturated(start + 1_000)).toBe(true);
    expect(reader.resets).toBe(1);
    // The reading holds for the window; a calm window clears it.
    reader.value = 3;
    expect(gauge.saturated(start + 1_500)).toBe(true);
    expect(gauge.saturated(start + 2_000)).toBe(false);
  });

  it("never sheds when the threshold is 0 (SHED_LOOP_DELAY_MS=0)", () => {
    const gauge = eventLoopGauge(0, loop(10_000));
    expect(gauge.saturated(Date.now() + 5_000)).toBe(false);
  });

  it("reads the threshold from the environment, with the default for blanks and junk", () => {
    expect(shedThresholdFromEnv(undefined)).toBe(DEFAULT_SHED_LOOP_DELAY_MS);
    expect(shedThresholdFromEnv(" ")).toBe(DEFAULT_SHED_LOOP_DELAY_MS);
    expect(shedThresholdFromEnv("abc")).toBe(DEFAULT_SHED_LOOP_DELAY_MS);
    expect(shedThresholdFromEnv("0")).toBe(0);
    expect(shedThresholdFromEnv("250")).toBe(250);
  });
});

describe("what may be shed", () => {
  it("filter combinations and per-request renders, not the pages the cache holds", () => {
    expect(sheddable({ filteredView: true, perRequest: false })).toBe(true);
    expect(sheddable({ filteredView: false, perRequest: true })).toBe(true);
    expect(sheddable({ filteredView: false, perRequest: false })).toBe(false);
  });

  it("a page a tag expired has a budget of its own; pages never rendered and filter combinations share the small one", () => {
    const expired = { filteredView: false, perRequest: false, expired: true };
    expect(sheddable(expired)).toBe(true);
    expect(needsRenderBudget(expired)).toBe(false);
    expect(needsRenderBudget({ filteredView: false, perRequest: false, notYetCached: true })).toBe(true);
    expect(needsRenderBudget({ filteredView: true, perRequest: false })).toBe(true);
  });

  it("answers 503 with Retry-After, no-store, noindex and the given security headers", async () => {
    const response = shedResponse({ "X-Frame-Options": "DENY" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(SHED_RETRY_AFTER_S));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    expect(html).toContain("The store is busy");
    expect(html).toContain('content="noindex"');
  });
});
