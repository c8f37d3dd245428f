/**
 * How the launcher and the cluster start the storefront (scripts/launcher/storefront.ts): Next's own CLI,
 * `next start -H <host> -p <port>` or `next dev`, with the production heap ceiling in NODE_OPTIONS so every node
 * process Next starts has it; and the Next config that server reads: Next's own compression and ETags.
 */
import path from "node:path";
import { nextServerProcess } from "../scripts/launcher/storefront";
import nextConfig from "../next.config";

const root = path.join(__dirname, "..");
/** A storefront environment of just these variables. */
const vars = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
/** The production process on 127.0.0.1:3000 with an environment of just these variables. */
const started = (values: Record<string, string>) =>
  nextServerProcess({ root, mode: "start", host: "127.0.0.1", port: 3000, env: vars(values) });

describe("the storefront process", () => {
  it("is `next start` on the given host and port, with the heap ceiling in NODE_OPTIONS", () => {
    const proc = nextServerProcess({
      root,
      mode: "start",
      host: "0.0.0.0",
      port: 3300,
      env: vars({ A: "1" }),
    });
    expect(proc.command).toBe(process.execPath);
    expect(proc.args).toEqual([
      path.join(root, "node_modules/.bin/next"),
      "start",
      "-H",
      "0.0.0.0",
      "-p",
      "3300",
      "--keepAliveTimeout",
      "65000",
    ]);
    expect(proc.env).toEqual({ A: "1", NODE_OPTIONS: "--max-old-space-size=512" });
  });

  it("keeps the operator's NODE_OPTIONS, and their own ceiling wins", () => {
    const withTrace = started({ NODE_OPTIONS: "--trace-warnings", STOREFRONT_MAX_HEAP_MB: "768" });
    expect(withTrace.env.NODE_OPTIONS).toBe("--trace-warnings --max-old-space-size=768");
    const own = started({ NODE_OPTIONS: "--max-old-space-size=300" });
    expect(own.env.NODE_OPTIONS).toBe("--max-old-space-size=300");
  });

  it("is `next dev` with V8's own sizing in development", () => {
    const proc = nextServerProcess({ root, mode: "dev", host: "127.0.0.1", port: 3000, env: vars({}) });
    expect(proc.args.slice(1)).toEqual(["dev", "-H", "127.0.0.1", "-p", "3000"]);
    expect(proc.env.NODE_OPTIONS).toBeUndefined();
  });

  it("refuses a heap ceiling that is not a whole number of MiB", () => {
    expect(() => started({ STOREFRONT_MAX_HEAP_MB: "lots" })).toThrow(/STOREFRONT_MAX_HEAP_MB/);
  });
});

describe("next.config.ts", () => {
  it("leaves Next's compression and ETags on", () => {
    expect(nextConfig.compress).not.toBe(false);
    expect(nextConfig.generateEtags).not.toBe(false);
  });

  it("loads prom-client unbundled, so the metrics server and the cache handler's gauges share one registry", () => {
    expect(nextConfig.serverExternalPackages).toContain("prom-client");
  });
});
