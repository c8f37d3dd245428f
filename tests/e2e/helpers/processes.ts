/**
 * Processes the store-API-down tests start themselves: a second storefront (the launcher's storefront server with
 * Next from the build the web server made), a TCP listener that accepts and never answers (to exercise the store API timeout) and a
 * small HTTP proxy to the real store API (to bring the API "back"). Every starter returns a stop() that the
 * test calls in afterEach/finally; nothing is left running.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Repository root (this file is tests/e2e/helpers/processes.ts). */
export const REPO_ROOT = path.resolve(__dirname, "..", "..", "..");

/** Something to stop; stop() is idempotent and resolves once the process or socket is gone. */
export interface Stoppable {
  stop(): Promise<void>;
}

/** Rejects when something already listens on 127.0.0.1:port (a stale run must not be mistaken for ours). */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use; stop whatever listens there`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

async function waitForHttp(
  url: string,
  timeoutMs: number,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`storefront exited (${child.exitCode}) before answering:\n${log()}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

/** Top-level entries a second storefront must not share: the build (copied instead), data and test outputs. */
const SHADOW_SKIP = new Set([
  ".next",
  ".git",
  ".data",
  ".test-data",
  ".bench-data",
  "test-results",
  "playwright-report",
]);

/**
 * A run directory for a second `next start`: the build's `.next` copied WITHOUT `.next/cache` (the data cache
 * of the web server's run would otherwise serve catalogue data and hide the outage), the rest linked.
 */
function shadowTree(port: number): string {
  const dir = path.join(os.tmpdir(), `swa-e2e-storefront-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, ".next"), { recursive: true });
  const dist = path.join(REPO_ROOT, ".next");
  if (!existsSync(path.join(dist, "BUILD_ID"))) throw new Error(`no production build in ${dist}`);
  for (const entry of readdirSync(dist)) {
    if (entry === "cache" || entry === "dev") continue;
    cpSync(path.join(dist, entry), path.join(dir, ".next", entry), { recursive: true });
  }
  // Everything else (config, node_modules, the image loader next.config names, public/) is linked as it is.
  for (const entry of readdirSync(REPO_ROOT)) {
    if (SHADOW_SKIP.has(entry)) continue;
    symlinkSync(path.join(REPO_ROOT, entry), path.join(dir, entry));
  }
  return dir;
}

/**
 * Starts the storefront as `npm start` runs it (`next start`) on 127.0.0.1:port
 * against `storeApiUrl`, from a copy of the current build; resolves when
 * /api/health answers. The process runs in its own group so stop() takes down next's workers too.
 */
export async function startStorefront(opts: {
  port: number;
  storeApiUrl: string;
  env?: Record<string, string>;
}): Promise<Stoppable & { url: string; pid: number; output: () => string }> {
  await assertPortFree(opts.port);
  const dir = shadowTree(opts.port);
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(
    process.execPath,
    // Next's own server, as `npm start` runs it, serving the copy of the build.
    [
      path.join(REPO_ROOT, "node_modules", ".bin", "next"),
      "start",
      dir,
      "-H",
      "127.0.0.1",
      "-p",
      String(opts.port),
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        STORE_API_URL: opts.storeApiUrl,
        SESSION_PASSWORD: randomBytes(24).toString("hex"),
        SITE_URL: url,
        ...opts.env,
      },
    },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const killed = await Promise.race([
        exited.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 5_000)),
      ]);
      if (!killed) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
        await exited;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/health`, 60_000, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid ?? -1, output: () => output, stop };
}

/** A TCP listener that accepts connections and never answers: every store API call to it times out. */
export async function startBlackHole(port: number): Promise<Stoppable> {
  await assertPortFree(port);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP proxy on 127.0.0.1:port to `target` (the real store API): the store API coming back. */
export async function startProxy(port: number, target: string): Promise<Stoppable> {
  await assertPortFree(port);
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
