/**
 * The link side of the crawl benchmark: which URLs a page links to, and a frontier that never grows past a
 * fixed number of URLs whatever the site links to (a link checker's URL space is unbounded on a faceted store).
 */

/** Same-origin page links (`<a href>`) of an HTML page, absolute, fragments dropped, query strings kept. */
export function pageLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/gi)) {
    const raw = (match[1] ?? "").replace(/&amp;/g, "&");
    if (/^(?:mailto|tel|javascript|whatsapp):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = "";
    links.push(url.toString());
  }
  return links;
}

/**
 * First-seen-first-fetched URLs, each at most once unless {@link Frontier.retry} queues it again, remembering at
 * most `limit` of them.
 */
export class Frontier {
  private readonly seen = new Set<string>();
  private readonly queue: string[] = [];
  private head = 0;

  constructor(private readonly limit: number) {}

  /** Queues a URL unless seen before or the frontier is full. @returns whether it was queued */
  add(url: string): boolean {
    if (this.seen.has(url) || this.seen.size >= this.limit) return false;
    this.seen.add(url);
    this.queue.push(url);
    return true;
  }

  /**
   * Queues a URL that was fetched already once more (a crawler told to come back by `Retry-After`), at the back.
   * @returns false for a URL the frontier never took
   */
  retry(url: string): boolean {
    if (!this.seen.has(url)) return false;
    this.queue.push(url);
    return true;
  }

  /** The next URL to fetch, or undefined when none is waiting. */
  next(): string | undefined {
    if (this.head >= this.queue.length) return undefined;
    const url = this.queue[this.head];
    this.head += 1;
    if (this.head > 10_000) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    return url;
  }

  /** Distinct URLs seen so far. */
  get size(): number {
    return this.seen.size;
  }
}
