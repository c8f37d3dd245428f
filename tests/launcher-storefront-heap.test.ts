/**
 * The storefront's heap ceiling as the launcher sets it (scripts/launcher/storefront.ts): a Node started with
 * the launcher's flags really has that V8 limit, STOREFRONT_MAX_HEAP_MB changes it or turns it off, a ceiling in
 * NODE_OPTIONS is left to win, and a value the launcher cannot use stops it with the variable's name.
 */
import { execFileSync } from "node:child_process";
import { ConfigError } from "../scripts/launcher/config";
import { DEFAULT_STOREFRONT_MAX_HEAP_MB, storefrontHeapFlags } from "../scripts/launcher/storefront";

/** The old-space ceiling (MiB) of a Node process started with `flags`, as V8 reports it. */
function heapLimitMiB(flags: string[]): number {
  const out = execFileSync(
    process.execPath,
    [...flags, "-e", "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))"],
    // NODE_OPTIONS of the test run itself must not set the limit instead.
    { env: { ...process.env, NODE_OPTIONS: "" } },
  );
  return Number(out) / (1024 * 1024);
}

describe("storefrontHeapFlags", () => {
  it("gives the storefront a V8 heap ceiling of the default size when nothing is set", () => {
    const flags = storefrontHeapFlags({});
    expect(flags).toEqual([`--max-old-space-size=${DEFAULT_STOREFRONT_MAX_HEAP_MB}`]);
    // heap_size_limit is the old space plus the young generation's few tens of MiB.
    const limit = heapLimitMiB(flags);
    expect(limit).toBeGreaterThanOrEqual(DEFAULT_STOREFRONT_MAX_HEAP_MB);
    expect(limit).toBeLessThan(DEFAULT_STOREFRONT_MAX_HEAP_MB + 100);
    expect(heapLimitMiB([])).toBeGreaterThan(limit);
  });

  it("takes STOREFRONT_MAX_HEAP_MB, and 0 leaves V8's own sizing", () => {
    expect(storefrontHeapFlags({ STOREFRONT_MAX_HEAP_MB: " 512 " })).toEqual(["--max-old-space-size=512"]);
    expect(storefrontHeapFlags({ STOREFRONT_MAX_HEAP_MB: "0" })).toEqual([]);
  });

  it("leaves a ceiling set in NODE_OPTIONS alone", () => {
    expect(storefrontHeapFlags({ NODE_OPTIONS: "--enable-source-maps --max-old-space-size=2048" })).toEqual(
      [],
    );
    expect(storefrontHeapFlags({ NODE_OPTIONS: "--enable-source-maps" })).toHaveLength(1);
  });

  it("refuses values it cannot use, naming the variable", () => {
    for (const value of ["lots", "100", "384.5", "-1"]) {
      expect(() => storefrontHeapFlags({ STOREFRONT_MAX_HEAP_MB: value })).toThrow(ConfigError);
      expect(() => storefrontHeapFlags({ STOREFRONT_MAX_HEAP_MB: value })).toThrow(/STOREFRONT_MAX_HEAP_MB/);
    }
  });
});
