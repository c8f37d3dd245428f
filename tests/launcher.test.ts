/**
 * Unit tests of the launcher's decisions that must hold across restarts: when to rebuild the storefront
 * (build stamp) and the session password kept in the data directory. Nothing is spawned here.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildNeededReason, computeBuildStamp, saveBuildStamp } from "../scripts/launcher/build";
import { loadConfig, type EnvVars } from "../scripts/launcher/config";
import { acquireLock, LockHeldError, takeDataDirLock, type LockInfo } from "../scripts/supervisor/lock";
import { parseReadyLine } from "../backend/db/embedded-host";
import { ensureSecret, generatePassword, SESSION_PASSWORD } from "../scripts/launcher/data-dir-secrets";

const SESSION_PASSWORD_FILE = "session-password";
const ensureSessionPassword = (env: EnvVars, dataDir: string) => ensureSecret(SESSION_PASSWORD, env, dataDir);

function makeRepo(): string {
  const root = mkdtempSync(path.join(tmpdir(), "launcher-test-"));
  mkdirSync(path.join(root, "app", "product"), { recursive: true });
  mkdirSync(path.join(root, "lib"), { recursive: true });
  writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return null; }\n");
  writeFileSync(
    path.join(root, "app", "product", "page.tsx"),
    "export default function P() { return null; }\n",
  );
  writeFileSync(path.join(root, "lib", "money.ts"), "export const rupee = '₹';\n");
  writeFileSync(path.join(root, "package.json"), "{}\n");
  return root;
}

function fakeBuild(root: string, env: EnvVars = {}): string {
  mkdirSync(path.join(root, ".next"), { recursive: true });
  writeFileSync(path.join(root, ".next", "BUILD_ID"), "abc\n");
  const stamp = computeBuildStamp(root, env);
  saveBuildStamp(root, stamp);
  return stamp;
}

describe("build stamp", () => {
  let root: string;
  beforeEach(() => {
    root = makeRepo();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("asks for a build when there is none", () => {
    expect(buildNeededReason(root, computeBuildStamp(root, {}))).toMatch(/no production build/);
  });

  it("asks for a build when .next exists but was not stamped by the launcher", () => {
    mkdirSync(path.join(root, ".next"));
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
    expect(buildNeededReason(root, computeBuildStamp(root, {}))).toMatch(/not made by the launcher/);
  });

  it("is satisfied right after a build", () => {
    fakeBuild(root);
    expect(buildNeededReason(root, computeBuildStamp(root, {}))).toBeUndefined();
  });

  it("ignores a touch that changes no content", () => {
    fakeBuild(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "app", "page.tsx"), later, later);
    expect(buildNeededReason(root, computeBuildStamp(root, {}))).toBeUndefined();
  });

  it.each([
    [
      "an edited file",
      (r: string) => writeFileSync(path.join(r, "lib", "money.ts"), "export const rupee = 'Rs';\n"),
    ],
    [
      "a new file",
      (r: string) => writeFileSync(path.join(r, "app", "product", "loading.tsx"), "export {};\n"),
    ],
    ["a deleted file", (r: string) => rmSync(path.join(r, "app", "product", "page.tsx"))],
    [
      "a renamed file",
      (r: string) => {
        const content = readFileSync(path.join(r, "lib", "money.ts"));
        rmSync(path.join(r, "lib", "money.ts"));
        writeFileSync(path.join(r, "lib", "currency.ts"), content);
      },
    ],
    ["a new root config file", (r: string) => writeFileSync(path.join(r, "proxy.ts"), "export {};\n")],
    ["a changed lockfile", (r: string) => writeFileSync(path.join(r, "package-lock.json"), '{"v":2}\n')],
  ])("detects %s", (_label, change) => {
    fakeBuild(root);
    change(root);
    expect(buildNeededReason(root, computeBuildStamp(root, {}))).toMatch(/sources changed/);
  });

  it("detects a changed NEXT_PUBLIC_ variable, which the build inlines, and nothing else", () => {
    const stamp = fakeBuild(root, { NEXT_PUBLIC_BRAND: "SWA", PORT: "3000" });
    expect(computeBuildStamp(root, { NEXT_PUBLIC_BRAND: "SWA", PORT: "3100" })).toBe(stamp);
    expect(computeBuildStamp(root, { NEXT_PUBLIC_BRAND: "Other", PORT: "3000" })).not.toBe(stamp);
  });

  it("ignores files outside the storefront's inputs (backend, tests, data)", () => {
    fakeBuild(root);
    mkdirSync(path.join(root, "backend"));
    writeFileSync(path.join(root, "backend", "server.ts"), "export {};\n");
    mkdirSync(path.join(root, "app", "node_modules"));
    writeFileSync(path.join(root, "app", "node_modules", "x.js"), "1");
    expect(buildNeededReason(root, computeBuildStamp(root, {}))).toBeUndefined();
  });
});

describe("session password", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "launcher-data-")), "nested", ".data");
  });
  afterEach(() => rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

  it("generates 48 random characters once, stores them with mode 600, and reuses them", () => {
    const first = ensureSessionPassword({}, dataDir);
    expect(first.source).toBe("generated");
    expect(first.value).toMatch(/^[A-Za-z0-9]{48}$/);
    const file = path.join(dataDir, SESSION_PASSWORD_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = ensureSessionPassword({}, dataDir);
    expect(second).toEqual({ value: first.value, source: "file" });
  });

  it("prefers SESSION_PASSWORD from the environment and writes nothing", () => {
    const given = "x".repeat(40);
    expect(ensureSessionPassword({ SESSION_PASSWORD: given }, dataDir)).toEqual({
      value: given,
      source: "env",
    });
    expect(() => statSync(path.join(dataDir, SESSION_PASSWORD_FILE))).toThrow();
  });

  it("rejects a SESSION_PASSWORD shorter than iron-session's 32 characters", () => {
    expect(() => ensureSessionPassword({ SESSION_PASSWORD: "short" }, dataDir)).toThrow(/at least 32/);
  });

  it("replaces a stored password that is too short to use", () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, SESSION_PASSWORD_FILE), "tooshort\n");
    const result = ensureSessionPassword({}, dataDir);
    expect(result.source).toBe("generated");
    expect(readFileSync(path.join(dataDir, SESSION_PASSWORD_FILE), "utf8").trim()).toBe(result.value);
  });

  it("generates different passwords each time", () => {
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});

describe("launcher configuration", () => {
  it("has defaults that work on a fresh clone", () => {
    const config = loadConfig({}, "/repo");
    expect(config).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      backendPort: 8000,
      pgPort: 54329,
      dataDir: "/repo/.data",
      siteUrl: "http://localhost:3000",
      storeApiUrl: undefined,
      databaseUrl: undefined,
    });
  });

  it("reads ports, data dir and URLs from the environment", () => {
    const config = loadConfig(
      { PORT: "3100", BACKEND_PORT: "8100", PG_PORT: "54349", DATA_DIR: ".test-data/e2e", HOST: "0.0.0.0" },
      "/repo",
    );
    expect(config).toMatchObject({ port: 3100, backendPort: 8100, pgPort: 54349, host: "0.0.0.0" });
    expect(config.dataDir).toBe("/repo/.test-data/e2e");
    expect(config.siteUrl).toBe("http://localhost:3100");
  });

  it("rejects a malformed port or two services on one port", () => {
    expect(() => loadConfig({ PORT: "http" }, "/repo")).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ BACKEND_PORT: "3000" }, "/repo")).toThrow(/PORT and BACKEND_PORT/);
    // With an external store API the backend port is unused, so it may coincide.
    expect(() =>
      loadConfig({ BACKEND_PORT: "3000", STORE_API_URL: "https://api.example.com/" }, "/repo"),
    ).not.toThrow();
  });
});

describe("pid lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "launcher-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses while a live process holds it, naming the holder", () => {
    const file = path.join(dir, "launcher.pid");
    // Our parent (the Jest runner) is alive for the whole test: it plays the other launcher.
    writeFileSync(
      file,
      JSON.stringify({ pid: process.ppid, purpose: "npm start", startedAt: "x", children: {} }),
    );
    expect(() => acquireLock(file, "npm run db:reset")).toThrow(LockHeldError);
    expect(() => acquireLock(file, "npm run db:reset")).toThrow(
      new RegExp(`pid ${process.ppid} \\(npm start`),
    );
  });

  it("takes over a lock whose process is gone and reports the children it recorded", () => {
    const file = path.join(dir, "launcher.pid");
    const deadPid = 2 ** 22 + 12345; // above Linux's pid_max, so never alive
    writeFileSync(
      file,
      JSON.stringify({ pid: deadPid, purpose: "npm start", startedAt: "x", children: { web: 42 } }),
    );
    const stale: LockInfo[] = [];
    const lock = acquireLock(file, "npm start", (info) => stale.push(info));
    expect(stale).toEqual([expect.objectContaining({ pid: deadPid, children: { web: 42 } })]);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid, purpose: "npm start" });
    lock.recordChild("backend", 4242);
    expect(JSON.parse(readFileSync(file, "utf8")).children).toEqual({ backend: 4242 });
    lock.release();
    expect(() => statSync(file)).toThrow();
  });

  it("tells a second launcher on the same data directory which one runs and how to get past it", async () => {
    writeFileSync(
      path.join(dir, "launcher.pid"),
      JSON.stringify({ pid: process.ppid, purpose: "npm start", startedAt: "x", children: {} }),
    );
    const config = loadConfig({ DATA_DIR: dir }, "/repo");
    await expect(takeDataDirLock(config, "npm run db:reset")).rejects.toThrow(
      `another launcher ("npm start", pid ${process.ppid}) is using ${dir}. Stop it first`,
    );
  });

  it("creates its folder, and can be taken again once released", () => {
    const file = path.join(dir, "nested", "launcher.pid");
    const lock = acquireLock(file, "first");
    lock.release();
    expect(() => statSync(file)).toThrow();
    const again = acquireLock(file, "second");
    expect(JSON.parse(readFileSync(file, "utf8")).purpose).toBe("second");
    again.release();
  });
});

describe("READY line of the PostgreSQL hosts", () => {
  it("carries the URL and nothing else matches", () => {
    expect(parseReadyLine("READY postgres://postgres:postgres@127.0.0.1:54339/postgres")).toBe(
      "postgres://postgres:postgres@127.0.0.1:54339/postgres",
    );
    expect(parseReadyLine("2026-01-01 LOG:  database system is ready to accept connections")).toBeUndefined();
  });
});
