/**
 * The cluster under test: `scripts/cluster/main.ts` (what `npm run stack:cluster` runs) with the test stack's
 * switch (SWA_TEST_STACK=1: the backend's development outbox and test gateway), its own data directory, and the
 * cluster ports (defaults, or CLUSTER_PORT, CLUSTER_STOREFRONT_PORTS... from the environment, passed on). stop() sends SIGTERM as Ctrl-C would and checks every child of the lock file is gone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadClusterConfig, storefrontUrls } from "../../scripts/cluster/config";

export const REPO_ROOT = path.resolve(__dirname, "..", "..");
export const DATA_DIR = path.join(REPO_ROOT, ".test-data", "cluster");
/** The cluster's ports: its defaults, or the CLUSTER_* variables this run was given (the cluster gets them too). */
const PORTS = loadClusterConfig(process.env, REPO_ROOT);
export const NGINX = `http://127.0.0.1:${PORTS.nginxPort}`;
export const INSTANCES = storefrontUrls(PORTS);
export const STORE_API = `http://127.0.0.1:${PORTS.backendPort}/`;
export const PG_PORT = PORTS.pgPort;
/** Every port of the cluster but nginx's: no answer through nginx may name one. */
export const INTERNAL_PORTS = [...PORTS.storefrontPorts, PORTS.backendPort, PORTS.redisPort, PORTS.pgPort];
export const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/swa`;
/** First start builds the storefront and seeds the database. */
const READY_TIMEOUT_MS = 20 * 60_000;

/** The running cluster. */
export interface Cluster {
  /** Process group of a child by its name in the lock file (web-1, web-2, nginx...). */
  pgidOf(name: string): number;
  output(): string;
  /** SIGTERM and wait for the exit. @returns the exit code and the children still alive afterwards. */
  stop(): Promise<{ code: number | null; survivors: string[] }>;
}

function alive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the cluster and resolves on its ready line. @throws when it exits first or is not ready in time. */
export async function startCluster(): Promise<Cluster> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/cluster/main.ts"], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, SWA_TEST_STACK: "1", CLUSTER_DATA_DIR: DATA_DIR, NEXT_TELEMETRY_DISABLED: "1" },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
    if (process.env.CLUSTER_DEBUG) process.stderr.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const lockChildren = (): Record<string, number> =>
    (
      JSON.parse(readFileSync(path.join(DATA_DIR, "launcher.pid"), "utf8")) as {
        children: Record<string, number>;
      }
    ).children;
  // Read once at the start: a restarted child's new group replaces the old one in the lock file.
  let known: Record<string, number> = {};

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!/SWA cluster ready at/.test(output)) {
    if (child.exitCode !== null)
      throw new Error(`the cluster exited (${child.exitCode}):\n${output.slice(-5_000)}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, "SIGTERM");
      throw new Error(`the cluster was not ready in time:\n${output.slice(-5_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  known = lockChildren();
  return {
    pgidOf: (name) => {
      const pgid = lockChildren()[name];
      if (!pgid) throw new Error(`no child named ${name} in the lock file`);
      known[name] = pgid;
      return pgid;
    },
    output: () => output,
    stop: async () => {
      Object.assign(known, lockChildren());
      process.kill(child.pid!, "SIGTERM");
      const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 90_000);
      const code = await exited;
      clearTimeout(timer);
      const survivors = Object.entries(known)
        .filter(([name, pgid]) => name !== "build" && alive(pgid))
        .map(([name]) => name);
      return { code, survivors };
    },
  };
}
