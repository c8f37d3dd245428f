/** A secret from the environment or from the data directory (scripts/launcher/data-dir-secrets.ts). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureSecret } from "../scripts/launcher/data-dir-secrets";

describe("ensureSecret", () => {
  let dataDir: string;
  const ask = (given?: string) =>
    ensureSecret(
      { envName: "A_SECRET", minGivenLength: 20, fileName: "a-secret" },
      { A_SECRET: given },
      dataDir,
    );
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "launcher-secret-")), ".data");
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("takes the given value as is, and refuses one shorter than the minimum by the variable's name", () => {
    expect(ask("g".repeat(20))).toEqual({ value: "g".repeat(20), source: "env" });
    expect(() => ask("g".repeat(19))).toThrow("A_SECRET must be at least 20 characters");
  });

  it("generates 48 characters into a mode-600 file once, then reads them back", () => {
    const first = ask(undefined);
    expect(first.source).toBe("generated");
    expect(first.value).toMatch(/^[A-Za-z0-9]{48}$/);
    const file = path.join(dataDir, "a-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ask("")).toEqual({ value: first.value, source: "file" });
  });

  it("keeps a stored secret of 32 characters and replaces a shorter one with a mode-600 file", () => {
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, "a-secret");
    writeFileSync(file, `${"k".repeat(32)}\n`);
    expect(ask()).toEqual({ value: "k".repeat(32), source: "file" });
    writeFileSync(file, `${"k".repeat(31)}\n`);
    const replaced = ask();
    expect(replaced.source).toBe("generated");
    expect(readFileSync(file, "utf8").trim()).toBe(replaced.value);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
