/**
 * Text of a PDF as pdf-parse (pdf.js) extracts it, run in a child Node process (see pdf-text-child.mjs for why).
 */
import { spawn } from "node:child_process";
import path from "node:path";

/** Extracts the text and page count of a PDF. @throws when pdf-parse cannot read it */
export function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, "pdf-text-child.mjs")], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`pdf-parse failed (${code}): ${err.slice(0, 500)}`));
      resolve(JSON.parse(out) as { text: string; pages: number });
    });
    child.stdin.end(Buffer.from(pdf));
  });
}
