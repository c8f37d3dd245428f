/**
 * The build step that feeds nginx's gzip_static / brotli_static (scripts/cluster/precompress.ts): every text build
 * file gets .gz and .br copies that decompress to its bytes, images are left alone, and a second run over an
 * unchanged build compresses nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompressDirectory } from "../scripts/cluster/precompress";

describe("precompressing the build files for nginx", () => {
  let dir: string;
  const script = "export const piece = 'Kasu mala, 22K';\n".repeat(200);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "chunks"), { recursive: true });
    writeFileSync(path.join(dir, "chunks", "main.js"), script);
    writeFileSync(path.join(dir, "chunks", "app.css"), "body{margin:0}\n".repeat(100));
    writeFileSync(path.join(dir, "logo.webp"), Buffer.from([0x52, 0x49, 0x46, 0x46]));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes .gz and .br copies that decompress to the file's own bytes", async () => {
    const summary = await precompressDirectory(dir);
    expect(summary).toEqual({ compressed: 2, upToDate: 0 });
    const js = path.join(dir, "chunks", "main.js");
    expect(zlib.gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(zlib.brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, "logo.webp.gz"))).toBe(false);
  });

  it("leaves current copies alone and redoes a file the build rewrote", async () => {
    await precompressDirectory(dir);
    expect(await precompressDirectory(dir)).toEqual({ compressed: 0, upToDate: 2 });
    const css = path.join(dir, "chunks", "app.css");
    writeFileSync(css, "main{padding:0}\n".repeat(100));
    const later = new Date(Date.now() + 60_000);
    utimesSync(css, later, later);
    expect(await precompressDirectory(dir)).toEqual({ compressed: 1, upToDate: 1 });
    expect(zlib.gunzipSync(readFileSync(`${css}.gz`)).toString()).toBe("main{padding:0}\n".repeat(100));
  });
});
