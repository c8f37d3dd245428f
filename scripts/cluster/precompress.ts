/**
 * Precompresses Next's build files for nginx's `gzip_static` / `brotli_static`: beside every text file under
 * `.next/static` (js, css, svg, json, txt) it writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality
 * 11), once, at build time, so nginx serves compressed bytes from disk instead of compressing per request.
 *
 * Run by `npm run stack:cluster` after the build, and by the Dockerfile after `next build`:
 *   node --import tsx scripts/cluster/precompress.ts [directory]   (default .next/static)
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The extensions worth compressing; images and fonts are compressed formats already. */
export const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".css", ".svg", ".json", ".txt"]);

/** What one run did: files compressed now, and files whose compressed copies were already current. */
export interface PrecompressSummary {
  compressed: number;
  upToDate: number;
}

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

/** Whether `copy` exists and is at least as new as `source` (a rebuild rewrites the source). */
async function current(copy: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

async function precompressFile(file: string): Promise<boolean> {
  const { mtimeMs } = await stat(file);
  if ((await current(`${file}.gz`, mtimeMs)) && (await current(`${file}.br`, mtimeMs))) return false;
  const bytes = await readFile(file);
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: 9 }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return true;
}

/**
 * Writes the `.gz` and `.br` copies of every text file under `dir` that lacks current ones (four files at a
 * time: brotli 11 is CPU-bound and the machine is shared).
 * @throws the file system's error when `dir` cannot be read or a copy cannot be written.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const files: string[] = [];
  for await (const file of textFiles(dir)) files.push(file);
  const summary: PrecompressSummary = { compressed: 0, upToDate: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (await precompressFile(file)) summary.compressed++;
      else summary.upToDate++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return summary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const dir = path.resolve(process.argv[2] ?? path.join(".next", "static"));
  precompressDirectory(dir).then(
    ({ compressed, upToDate }) =>
      console.log(`precompressed ${compressed} file(s) under ${dir} (${upToDate} already current)`),
    (error: unknown) => {
      console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
