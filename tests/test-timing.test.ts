/**
 * The timing summary `npm test` prints (scripts/test-timing.mjs): slowest files and tests first, Playwright's
 * tests summed per spec file over projects and retries, and every retried test named.
 */
import { formatDuration, summarise } from "../scripts/test-timing.mjs";

const jestReport = {
  startTime: 1_000,
  testResults: [
    { name: "/repo/tests/a.test.ts", startTime: 1_000, endTime: 3_000 },
    { name: "/repo/tests/backend/b.test.ts", startTime: 1_500, endTime: 31_500 },
  ],
};

const result = (duration: number) => ({ duration });
const playwright = {
  stats: { duration: 200_000 },
  suites: [
    {
      file: "slow.spec.ts",
      specs: [
        {
          title: "a journey",
          file: "slow.spec.ts",
          tests: [
            { projectName: "desktop", status: "flaky", results: [result(40_000), result(50_000)] },
            { projectName: "phone", status: "expected", results: [result(30_000)] },
          ],
        },
      ],
    },
    {
      file: "quick.spec.ts",
      specs: [],
      suites: [
        {
          title: "group",
          specs: [
            {
              title: "a quick one",
              file: "quick.spec.ts",
              tests: [{ projectName: "desktop", status: "expected", results: [result(1_000)] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("timing summary", () => {
  it("lists Jest files slowest first with the run's wall time", () => {
    const lines = summarise(jestReport, undefined, "/repo");
    expect(lines[0]).toBe("Jest: 2 files in 30.5 s; the 15 slowest files:");
    expect(lines[1]).toMatch(/30\.0 s {2}tests\/backend\/b\.test\.ts$/);
    expect(lines[2]).toMatch(/2\.0 s {2}tests\/a\.test\.ts$/);
  });

  it("sums a spec file over its projects and retries, ranks tests, and names every retry", () => {
    const lines = summarise(undefined, playwright, "/repo");
    expect(lines[0]).toContain("Playwright: 3 tests in 2 files in 3 min 20 s");
    expect(lines[1]).toMatch(/2 min 0 s {2}slow\.spec\.ts$/);
    expect(lines[2]).toMatch(/1\.0 s {2}quick\.spec\.ts$/);
    expect(lines.join("\n")).toContain(
      "Retries: 1 test(s) needed a retry:\n  [desktop] slow.spec.ts › a journey (flaky)",
    );
    const slowestTest = lines[lines.indexOf("The 15 slowest Playwright tests:") + 1];
    expect(slowestTest).toBe("       90.0 s  [desktop] slow.spec.ts › a journey");
  });

  it("says so when no test was retried", () => {
    const clean = structuredClone(playwright);
    clean.suites[0]!.specs[0]!.tests[0]!.results = [result(40_000)];
    expect(summarise(undefined, clean, "/repo")).toContain("Retries: none");
  });

  it("formats durations in seconds below two minutes, then minutes and seconds", () => {
    expect(formatDuration(83_400)).toBe("83.4 s");
    expect(formatDuration(252_000)).toBe("4 min 12 s");
  });
});
