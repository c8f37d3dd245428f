/**
 * First-load JavaScript of a route, the way a browser meets it: the `<script src>` chunks the server-rendered
 * HTML names (Next's own manifests differ between bundlers and versions; the HTML is what ships), each gzipped
 * with zlib at level 9 and summed. Inline scripts (the RSC payload, JSON-LD) are reported apart: they are data
 * that grows with the page, not code.
 */
import { gzipSync } from "node:zlib";
import { fetchHtml } from "./pages";
import { round1 } from "./memory";

export interface ChunkSize {
  url: string;
  rawKiB: number;
  gzipKiB: number;
}

export interface FirstLoadJs {
  path: string;
  chunks: number;
  rawKiB: number;
  gzipKiB: number;
  /** the three biggest chunks (gzip), to say where the weight comes from */
  largest: ChunkSize[];
  /** inline <script> bodies (RSC payload, JSON-LD), gzipped together */
  inlineGzipKiB: number;
}

const gzipKiB = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length / 1024;

/**
 * The external script URLs of an HTML document (deduplicated, in order). `nomodule` scripts (Next's legacy polyfills) are left out: browsers that run modules, every browser the storefront
 * targets, never fetch them.
 */
export function scriptSources(html: string, origin: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1] ?? "";
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (!src || /\bnomodule\b/i.test(attrs)) continue;
    out.add(new URL(src.replace(/&amp;/g, "&"), origin).toString());
  }
  return [...out];
}

/** The bodies of inline scripts (no src). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) out.push(m[1]);
  }
  return out;
}

const chunkCache = new Map<string, ChunkSize>();

async function chunkSize(url: string): Promise<ChunkSize> {
  const cached = chunkCache.get(url);
  if (cached) return cached;
  const r = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  const body = Buffer.from(await r.arrayBuffer());
  const size = {
    url: new URL(url).pathname,
    rawKiB: round1(body.length / 1024),
    gzipKiB: round1(gzipKiB(body)),
  };
  chunkCache.set(url, size);
  return size;
}

/** Measures one route's first-load JavaScript on the running server. */
export async function measureFirstLoadJs(origin: string, path: string): Promise<FirstLoadJs> {
  const html = await fetchHtml(`${origin}${path}`);
  const sizes = await Promise.all(scriptSources(html, origin).map(chunkSize));
  const sum = (key: "rawKiB" | "gzipKiB") => round1(sizes.reduce((n, s) => n + s[key], 0));
  return {
    path,
    chunks: sizes.length,
    rawKiB: sum("rawKiB"),
    gzipKiB: sum("gzipKiB"),
    largest: [...sizes].sort((a, b) => b.gzipKiB - a.gzipKiB).slice(0, 3),
    inlineGzipKiB: round1(gzipKiB(inlineScripts(html).join("\n"))),
  };
}
