/**
 * The Lighthouse A/B bench runs both builds' visits to a page turn about (so a change in the machine's load
 * falls on both alike) and judges the change by the product owner's three conditions: no page scores lower than
 * the baseline, the product page's TBT at or under home's, LCP within 1.5 s on every page.
 */
import { abChecks, type AbColumn } from "../scripts/bench/lighthouse-ab";
import { interleavedSchedule, type LighthouseResult } from "../scripts/bench/lighthouse";
import type { BenchPage } from "../scripts/bench/pages";

const pages: BenchPage[] = [
  { key: "home", label: "Home", path: "/" },
  { key: "listing", label: "Listing (/rings)", path: "/rings" },
  { key: "product", label: "Product", path: "/jewellery/ring-1" },
];

function result(path: string, performance: number, tbtMs: number, lcpMs: number): LighthouseResult {
  const run = { performance, tbtMs, lcpMs, cls: 0, fcpMs: 900, speedIndexMs: 1200, benchmarkIndex: 2000 };
  return { path, ...run, runs: [run], lcpPhases: {}, topScripts: [], errors: [] };
}

describe("interleavedSchedule", () => {
  it("alternates the origins run by run, one page after another, each origin with its own paths", () => {
    const steps = interleavedSchedule(
      [
        { origin: "http://a", paths: ["/", "/jewellery/ring-1"] },
        { origin: "http://b", paths: ["/", "/jewellery/band-9"] },
      ],
      2,
    ).map((s) => `${s.origin}${s.path}#${s.run}`);
    expect(steps).toEqual([
      "http://a/#1",
      "http://b/#1",
      "http://a/#2",
      "http://b/#2",
      "http://a/jewellery/ring-1#1",
      "http://b/jewellery/band-9#1",
      "http://a/jewellery/ring-1#2",
      "http://b/jewellery/band-9#2",
    ]);
  });
});

describe("abChecks", () => {
  const base: AbColumn = {
    label: "6fd487e",
    origin: "http://a",
    pages,
    results: [
      result("/", 90, 300, 1400),
      result("/rings", 92, 200, 1300),
      result("/jewellery/ring-1", 88, 400, 1450),
    ],
  };

  it("passes a change that scores no lower anywhere, keeps product TBT at or under home's and LCP within 1.5 s", () => {
    const next: AbColumn = {
      label: "change",
      origin: "http://b",
      pages,
      results: [
        result("/", 90, 300, 1400),
        result("/rings", 93, 200, 1300),
        result("/jewellery/ring-1", 91, 300, 1500),
      ],
    };
    const checks = abChecks([base, next]);
    expect(checks.every((c) => c.pass)).toBe(true);
    expect(checks.find((c) => c.check.startsWith("Product TBT"))?.actual).toBe("300 ms vs 300 ms");
  });

  it("fails a lower score, a product TBT above home's and an LCP over 1.5 s, each on its own line", () => {
    const next: AbColumn = {
      label: "change",
      origin: "http://b",
      pages,
      results: [
        result("/", 89, 250, 1400),
        result("/rings", 92, 200, 1501),
        result("/jewellery/ring-1", 95, 260, 1200),
      ],
    };
    const failed = abChecks([base, next])
      .filter((c) => !c.pass)
      .map((c) => c.check);
    expect(failed).toEqual([
      "Home: performance not lower than 6fd487e",
      "Listing (/rings): LCP <= 1.50 s (change)",
      "Product TBT at or under home's (change)",
    ]);
  });
});
