/**
 * A secret the launcher hands to its processes: taken from the environment when given, else generated on the
 * first run and kept in a file of the data directory (mode 600), so it survives restarts and every process
 * started from that directory agrees on it.
 */
import { randomInt } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const GENERATED_LENGTH = 48;
/** The shortest kept secret that is used; a shorter file (hand-edited?) is replaced. */
const MIN_STORED_LENGTH = 32;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Where a secret came from; the launcher mentions a generated one once. */
export type SecretSource = "env" | "file" | "generated";

/** `length` characters from a 62-letter alphabet, uniformly (crypto.randomInt avoids modulo bias). */
export function generatePassword(length = GENERATED_LENGTH): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function readExisting(file: string): string | undefined {
  try {
    const value = readFileSync(file, "utf8").trim();
    return value.length >= MIN_STORED_LENGTH ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns the secret: `given` when set, else the one kept in `{dataDir}/{fileName}` (at least 32 characters),
 * else 48 new random characters written there with mode 600. Two launchers racing keep the first one written.
 * @param secret.given the environment's value (empty or undefined: not given); nothing is written when it is set
 * @param secret.envName the variable's name, for the error message
 * @param secret.minGivenLength the shortest `given` accepted
 * @throws Error when `given` is shorter than `minGivenLength`, or the file cannot be written
 */
export function secretFromEnvOrFile(secret: {
  given: string | undefined;
  envName: string;
  minGivenLength: number;
  dataDir: string;
  fileName: string;
}): { value: string; source: SecretSource } {
  const { given, envName, minGivenLength, dataDir, fileName } = secret;
  if (given) {
    if (given.length < minGivenLength)
      throw new Error(`${envName} must be at least ${minGivenLength} characters`);
    return { value: given, source: "env" };
  }
  const file = path.join(dataDir, fileName);
  const existing = readExisting(file);
  if (existing) return { value: existing, source: "file" };

  mkdirSync(dataDir, { recursive: true });
  const value = generatePassword();
  try {
    // "wx": if another launcher wrote one in the meantime, keep theirs.
    writeFileSync(file, `${value}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = readExisting(file);
    if (theirs) return { value: theirs, source: "file" };
    // A file too short to use (hand-edited?): replace it.
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { value, source: "generated" };
}
