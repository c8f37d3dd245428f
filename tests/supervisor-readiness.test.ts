/** The launcher's readiness waits (scripts/supervisor/processes.ts) against a real local HTTP server. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { storefrontProbe } from "../scripts/launcher/storefront";
import { NotReadyError, waitUntilReady } from "../scripts/supervisor/processes";

describe("readiness waits", () => {
  let server: Server;
  let base: string;
  let healthStatus = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.statusCode = req.url === "/api/health" ? healthStatus : 200;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("counts the storefront ready once /api/health answers 200, and not while it answers 404", async () => {
    healthStatus = 200;
    await expect(storefrontProbe(base)(AbortSignal.timeout(2_000))).resolves.toBe(true);
    healthStatus = 404;
    await expect(storefrontProbe(base)(AbortSignal.timeout(2_000))).resolves.toBe(false);
  });

  it("gives up at the timeout, naming the service", async () => {
    healthStatus = 503;
    await expect(
      waitUntilReady({
        what: "the storefront",
        probe: storefrontProbe(base),
        timeoutMs: 300,
        intervalMs: 50,
      }),
    ).rejects.toThrow(new NotReadyError("the storefront was not ready after 0 s"));
  });

  it("stops waiting as soon as the process behind the service exits", async () => {
    const started = Date.now();
    await expect(
      waitUntilReady({
        what: "the store API",
        probe: async () => false,
        timeoutMs: 60_000,
        intervalMs: 20,
        exited: Promise.resolve({ code: 1, signal: null }),
      }),
    ).rejects.toThrow(/the store API exited before it was ready \(exit code 1\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
