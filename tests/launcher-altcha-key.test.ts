/** The key of the sign-in proof-of-work challenges (scripts/launcher/data-dir-secrets.ts): generated once, kept, env wins. */
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALTCHA_KEY, ensureSecret } from "../scripts/launcher/data-dir-secrets";
import { loadConfig, type EnvVars } from "../scripts/launcher/config";
import { webEnv } from "../scripts/launcher/storefront";

const ALTCHA_KEY_FILE = ALTCHA_KEY.fileName;
const ensureAltchaKey = (env: EnvVars, dataDir: string) => ensureSecret(ALTCHA_KEY, env, dataDir);

describe("challenge key", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "launcher-altcha-")), ".data");
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("generates a key once, stores it with mode 600 and reuses it after a restart", () => {
    const first = ensureAltchaKey({}, dataDir);
    expect(first.source).toBe("generated");
    expect(first.value).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(statSync(path.join(dataDir, ALTCHA_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(ensureAltchaKey({}, dataDir)).toEqual({ value: first.value, source: "file" });
  });

  it("prefers ALTCHA_HMAC_KEY from the environment, writes nothing, and refuses a short one", () => {
    const given = "a-challenge-key-of-thirty-two-chars!";
    expect(ensureAltchaKey({ ALTCHA_HMAC_KEY: given }, dataDir)).toEqual({ value: given, source: "env" });
    expect(existsSync(path.join(dataDir, ALTCHA_KEY_FILE))).toBe(false);
    expect(() => ensureAltchaKey({ ALTCHA_HMAC_KEY: "short" }, dataDir)).toThrow(/at least 32/);
  });

  it("is handed to the storefront", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const key = ensureAltchaKey({}, dataDir).value;
    const secrets = { sessionPassword: "p".repeat(40), serviceKey: "s".repeat(20), altchaKey: key };
    expect(webEnv(config, "start", secrets).ALTCHA_HMAC_KEY).toBe(key);
  });
});
