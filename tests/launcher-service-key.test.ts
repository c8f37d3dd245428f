/** The launcher's shared service key (scripts/launcher/data-dir-secrets.ts): generated once, kept, env wins. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureSecret, SERVICE_KEY } from "../scripts/launcher/data-dir-secrets";
import type { EnvVars } from "../scripts/launcher/config";

const SERVICE_KEY_FILE = "service-key";
const ensureServiceKey = (env: EnvVars, dataDir: string) => ensureSecret(SERVICE_KEY, env, dataDir);

describe("service key", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "launcher-key-")), ".data");
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("generates a key once, stores it with mode 600 and reuses it", () => {
    const first = ensureServiceKey({}, dataDir);
    expect(first.source).toBe("generated");
    expect(first.value).toMatch(/^[A-Za-z0-9]{48}$/);
    const file = path.join(dataDir, SERVICE_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureServiceKey({}, dataDir)).toEqual({ value: first.value, source: "file" });
  });

  it("prefers STORE_SERVICE_KEY from the environment and writes nothing", () => {
    expect(ensureServiceKey({ STORE_SERVICE_KEY: "a-key-of-twenty-chars" }, dataDir)).toEqual({
      value: "a-key-of-twenty-chars",
      source: "env",
    });
    expect(existsSync(path.join(dataDir, SERVICE_KEY_FILE))).toBe(false);
    expect(() => ensureServiceKey({ STORE_SERVICE_KEY: "short" }, dataDir)).toThrow(/at least 16/);
  });

  it("replaces a key file too short to use", () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, SERVICE_KEY_FILE), "tiny\n");
    const result = ensureServiceKey({}, dataDir);
    expect(result.source).toBe("generated");
    expect(readFileSync(path.join(dataDir, SERVICE_KEY_FILE), "utf8").trim()).toBe(result.value);
  });
});
