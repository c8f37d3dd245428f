/**
 * Starts the end-to-end stack (tests/e2e/stack.ts) ahead of Playwright and keeps it up until SIGTERM or SIGINT:
 * `npm test` runs this in the background while Jest runs, so the storefront's build and the database seed overlap
 * Jest, then runs Playwright with E2E_STACK=running to use it. Prints "[e2e-stack] ready" once every process
 * answers its URL, and exits 1 (stopping what it started) when one exits early or is not ready in time.
 *
 * Usage: node --import tsx tests/e2e/start-stack.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { E2E_WEB_SERVERS, type E2eServer } from "./stack";

const started: { server: E2eServer; child: ChildProcess }[] = [];
let stopping = false;

function say(line: string): void {
  process.stdout.write(`[e2e-stack] ${line}\n`);
}

/** Whether `url` answers 2xx within 5 s. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts one process in its own process group, its output prefixed by its command's first word. */
function start(server: E2eServer): ChildProcess {
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...server.env },
    stdio: ["ignore", server.stdout, server.stderr],
  });
  child.stdout?.pipe(process.stdout);
  child.stderr?.pipe(process.stderr);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    say(`${server.command} exited early (${signal ?? `code ${code}`})`);
    void stopAll(1);
  });
  started.push({ server, child });
  return child;
}

/** Polls the server's URL until it answers. @throws when its timeout passes first */
async function waitReady(server: E2eServer): Promise<void> {
  const deadline = Date.now() + server.timeout;
  while (Date.now() < deadline) {
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.url} not ready after ${server.timeout / 1000} s`);
}

/** Sends each process group its graceful signal, newest first, then SIGKILL after its grace. */
async function stopAll(exitCode: number): Promise<never> {
  stopping = true;
  for (const { server, child } of [...started].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, server.gracefulShutdown.signal);
    } catch {
      continue;
    }
    const grace = new Promise((resolve) => setTimeout(resolve, server.gracefulShutdown.timeout));
    if ((await Promise.race([exited.then(() => "exited"), grace])) !== "exited") {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  process.exit(exitCode);
}

process.on("SIGTERM", () => void stopAll(0));
process.on("SIGINT", () => void stopAll(0));

async function main(): Promise<void> {
  for (const server of E2E_WEB_SERVERS) {
    if (await answers(server.url)) throw new Error(`${server.url} is already in use`);
    start(server);
    await waitReady(server);
  }
  say("ready");
}

main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  void stopAll(1);
});
