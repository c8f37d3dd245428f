/**
 * The crawl benchmark follows what a link checker would (every same-origin `<a href>`, queries kept) and never
 * remembers more URLs than its bound, however many filter combinations the pages link to; a URL answered with
 * Retry-After is asked for again.
 */
import { Frontier, pageLinks } from "../scripts/bench/crawl-links";

describe("pageLinks", () => {
  it("keeps same-origin anchors with their query, drops fragments, other origins and non-web schemes", () => {
    const html = `
      <a href="/rings?metal=2&amp;sort=LtoH" rel="nofollow">Gold</a>
      <a class="x" href="jewellery/ring-1#reviews">Ring</a>
      <a href="https://elsewhere.example/a">Away</a>
      <a href="mailto:care@example.com">Mail</a><a href="tel:+911234">Call</a>
      <link href="/styles.css"><img src="/media/a.jpg">`;
    expect(pageLinks(html, "http://127.0.0.1:3300/earrings")).toEqual([
      "http://127.0.0.1:3300/rings?metal=2&sort=LtoH",
      "http://127.0.0.1:3300/jewellery/ring-1",
    ]);
  });
});

describe("Frontier", () => {
  it("hands out each URL once, first seen first", () => {
    const frontier = new Frontier(10);
    expect(frontier.add("a")).toBe(true);
    expect(frontier.add("b")).toBe(true);
    expect(frontier.add("a")).toBe(false);
    expect([frontier.next(), frontier.next(), frontier.next()]).toEqual(["a", "b", undefined]);
  });

  it("queues a URL it was told to come back to once more, and nothing it never took", () => {
    const frontier = new Frontier(10);
    frontier.add("a");
    frontier.add("b");
    expect(frontier.next()).toBe("a");
    expect(frontier.retry("a")).toBe(true);
    expect(frontier.retry("z")).toBe(false);
    expect([frontier.next(), frontier.next(), frontier.next()]).toEqual(["b", "a", undefined]);
    expect(frontier.size).toBe(2);
  });

  it("stops taking URLs at its bound", () => {
    const frontier = new Frontier(3);
    for (let i = 0; i < 100; i += 1) frontier.add(`/rings?page=${i}`);
    expect(frontier.size).toBe(3);
    const out: string[] = [];
    for (let url = frontier.next(); url; url = frontier.next()) out.push(url);
    expect(out).toEqual(["/rings?page=0", "/rings?page=1", "/rings?page=2"]);
  });

  it("keeps handing out in order past its internal compaction", () => {
    const frontier = new Frontier(30_000);
    for (let i = 0; i < 25_000; i += 1) frontier.add(String(i));
    for (let i = 0; i < 25_000; i += 1) expect(frontier.next()).toBe(String(i));
    expect(frontier.next()).toBeUndefined();
  });
});
