/**
 * The internal `[shop]` segment (lib/shop/shop-segment.ts): proxy.ts writes it from the country cookie and the
 * query, pages read it back. Equal views must give equal segments (one cache entry), and nothing a shopper
 * types may break a page.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { KnownViews } from "@/lib/shop/known-views";
import { FIXED_TOP_LEVEL, pageKind } from "@/lib/shop/page-kind";
import { isShopSegment, parseShopSegment, shopRoute, shopSegment } from "@/lib/shop/shop-segment";

const q = (s: string) => new URLSearchParams(s);

describe("shopSegment", () => {
  it("is the country id alone for a URL without a view (home, a plain listing, a product)", () => {
    expect(shopSegment("2", q(""))).toBe("2");
    expect(shopSegment(undefined, q(""))).toBe("1"); // first visit: India
    expect(shopSegment("abc", q(""))).toBe("1");
    expect(shopSegment("0", q(""))).toBe("1");
  });

  it("keeps only the listing state and a product colour, in canonical form", () => {
    const rings = "/rings";
    expect(shopSegment("1", q("utm_source=x&sort=ltoh&metal=3,1,x&page=2"), rings)).toBe("1~metal=1,3&sort=LtoH&page=2");
    expect(shopSegment("1", q("page=2&metal=1,3&sort=LtoH"), rings)).toBe("1~metal=1,3&sort=LtoH&page=2");
    expect(shopSegment("3", q("colour=White"), "/jewellery/aabha-gold-band-rg0136")).toBe("3~colour=white");
    expect(shopSegment("1", q("gclid=abc&page=1&sort=bogus"), rings)).toBe("1");
  });
});

/** The store's lists as the proxy's snapshot holds them (ids of the reference seed's shape). */
const known: KnownViews = {
  countryIds: new Set([1, 2, 3, 4]),
  categoryIds: new Set([1, 2, 3]),
  categoryKeys: new Set(["RINGS", "EARRINGS", "NOSEPINS"]),
  metalIds: new Set([1, 2]),
  tagIds: new Set([5, 6]),
  colourIds: new Set([1, 2, 3, 4]),
  colourNames: new Set(["rose", "white", "yellow", "pt"]),
  maxPage: 40,
};

describe("shopRoute bounds the cached views to the store's real lists", () => {
  const segmentOf = (cookie: string | undefined, pathname: string, query: string) =>
    shopRoute(cookie, pathname, q(query), known);

  it("gives every junk colour, sort or tracking value on any path the one plain segment", () => {
    const paths = ["/", "/rings", "/jewellery/aabha-gold-band-rg0136", "/about/us", "/new/arrivals", "/search"];
    for (const pathname of paths) {
      const segments = new Set(
        ["colour=zzqx", "colour=abcdefghij", "sort=whatever", "utm_source=a", "type=zz&price=x", "colour=<b>"].map(
          (query) => JSON.stringify(segmentOf("1", pathname, query)),
        ),
      );
      expect([...segments]).toEqual([JSON.stringify({ segment: "1" })]);
    }
  });

  it("keeps a listing's query off pages that do not render it (product, static, home)", () => {
    for (const pathname of ["/", "/jewellery/aabha-gold-band-rg0136", "/about/us", "/my/orders", "/search"]) {
      expect(segmentOf("1", pathname, "metal=2&sort=LtoH&page=3")).toEqual({ segment: "1" });
    }
    expect(segmentOf("1", "/jewellery/aabha-gold-band-rg0136", "colour=Rose")).toEqual({ segment: "1~colour=rose" });
    expect(segmentOf("1", "/rings", "colour=rose")).toEqual({ segment: "1" });
  });

  it("reads an unknown country id as India instead of a new copy of every page", () => {
    expect(segmentOf("9999", "/rings", "")).toEqual({ segment: "1" });
    expect(segmentOf("2", "/rings", "")).toEqual({ segment: "2" });
  });

  it("redirects a listing naming ids the store does not have, or a page past the last, to the listing without them", () => {
    expect(segmentOf("1", "/rings", "metal=2,777&sort=LtoH&utm_source=n")).toEqual({
      redirectSearch: "?utm_source=n&metal=2&sort=LtoH",
    });
    expect(segmentOf("1", "/new/arrivals", "category=99999999")).toEqual({ redirectSearch: "" });
    expect(segmentOf("1", "/tag_search/5", "page=41")).toEqual({ redirectSearch: "" });
    expect(segmentOf("1", "/rings", "page=40&occasion=6,5")).toEqual({ segment: "1~occasion=5,6&page=40" });
    // The redirect's target is canonical: following it never redirects again.
    expect(segmentOf("1", "/rings", "utm_source=n&metal=2&sort=LtoH")).toEqual({ segment: "1~metal=2&sort=LtoH" });
  });

  it("keeps the number of distinct segments bounded however many junk requests come", () => {
    const segments = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const junk = [`colour=${"x".repeat((i % 19) + 1)}`, `metal=${1000 + i}`, `page=${100 + i}`, `category=${i + 50}`];
      for (const pathname of ["/rings", "/jewellery/some-product", "/"]) {
        const route = shopRoute(String(i), pathname, q(junk.join("&")), known);
        segments.add("segment" in route ? route.segment : shopSegment(String(i), q(route.redirectSearch), pathname, known));
      }
    }
    // Four countries, one plain view each.
    expect([...segments].sort()).toEqual(["1", "2", "3", "4"]);
  });

  it("sends a category, tag or category id the store does not have to the uncached not-found route", () => {
    const unknown = ["/ringz", "/zzqx%00", "/tag_search/99", "/category_search/4", "/category_search/x", "/jewellery/budget/xx"];
    for (const pathname of unknown) {
      expect(segmentOf("2", pathname, "sort=LtoH")).toEqual({ segment: "2", missing: true });
    }
    expect(segmentOf("1", "/Nose-Pins", "")).toEqual({ segment: "1" });
    expect(segmentOf("1", "/tag_search/5", "")).toEqual({ segment: "1" });
    expect(segmentOf("1", "/jewellery/budget/25000", "")).toEqual({ segment: "1" });
  });

  it("sends a category listing with a search text to the per-request route, with its view but not the text", () => {
    expect(segmentOf("3", "/earrings", "q=studs+under+30000")).toEqual({ segment: "3", searched: true });
    expect(segmentOf("1", "/rings", "sort=ltoh&q=gold&metal=2")).toEqual({ segment: "1~metal=2&sort=LtoH", searched: true });
    // Whatever the text, the segment stays one of the bounded views: texts never become cache entries.
    const segments = new Set(
      Array.from({ length: 200 }, (_, i) => JSON.stringify(segmentOf("1", "/earrings", `q=studs ${i}`))),
    );
    expect([...segments]).toEqual([JSON.stringify({ segment: "1", searched: true })]);
  });

  it("keeps the cached listing for a blank text, and a text on other listings, home or a product page", () => {
    expect(segmentOf("1", "/earrings", "q=%20%20")).toEqual({ segment: "1" });
    expect(segmentOf("1", "/new/arrivals", "q=gold")).toEqual({ segment: "1" });
    expect(segmentOf("1", "/tag_search/5", "q=gold")).toEqual({ segment: "1" });
    expect(segmentOf("1", "/", "q=gold")).toEqual({ segment: "1" });
    expect(segmentOf("1", "/jewellery/aabha-gold-band-rg0136", "q=gold")).toEqual({ segment: "1" });
    // A listing the store does not have is still the not-found route, text or not.
    expect(segmentOf("1", "/ringz", "q=gold")).toEqual({ segment: "1", missing: true });
  });

  it("answers a path below the results page with the not-found route (the per-request route is internal)", () => {
    expect(segmentOf("2", "/search/earrings", "q=studs")).toEqual({ segment: "2", missing: true });
    expect(segmentOf("2", "/search", "q=studs")).toEqual({ segment: "2" });
  });

  it("checks shapes only until the store's lists are known", () => {
    expect(shopRoute("1", "/rings", q("metal=777"))).toEqual({ segment: "1~metal=777" });
  });
});

describe("pageKind", () => {
  it("tells listings, product pages and other pages apart", () => {
    expect(pageKind("/rings")).toBe("listing");
    expect(pageKind("/new/arrivals")).toBe("listing");
    expect(pageKind("/tag_search/4")).toBe("listing");
    expect(pageKind("/category_search/2")).toBe("listing");
    expect(pageKind("/jewellery/budget/10000")).toBe("listing");
    expect(pageKind("/jewellery/aabha-gold-band-rg0136")).toBe("product");
    for (const p of ["/", "/jewellery/share", "/about/us", "/search", "/my/orders", "/shoping/cart"]) {
      expect(pageKind(p)).toBe("other");
    }
  });

  it("knows every fixed top-level route of app/[shop] (anything else is the [category] listing)", () => {
    const dir = path.join(process.cwd(), "app", "[shop]");
    const names = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith("[") && !e.name.startsWith("_"))
      .flatMap((e) =>
        e.name.startsWith("(")
          ? readdirSync(path.join(dir, e.name), { withFileTypes: true }).filter((x) => x.isDirectory()).map((x) => x.name)
          : [e.name],
      );
    expect([...FIXED_TOP_LEVEL].sort()).toEqual(names.sort());
  });
});

describe("parseShopSegment", () => {
  it("reads back what shopSegment wrote", () => {
    expect(parseShopSegment("2~metal=1,3&sort=LtoH&page=2")).toEqual({
      countryId: 2,
      listing: { metal: [1, 3], sort: "LtoH", page: 2 },
      colourName: undefined,
    });
    expect(parseShopSegment(encodeURIComponent("4~colour=rose"))).toMatchObject({ countryId: 4, colourName: "rose" });
    expect(parseShopSegment("1")).toEqual({ countryId: 1, listing: {}, colourName: undefined });
  });

  it("reads anything else as India with no view instead of failing the page", () => {
    expect(parseShopSegment("rings")).toEqual({ countryId: 1, listing: {}, colourName: undefined });
    expect(parseShopSegment("%E0%A4%A")).toMatchObject({ countryId: 1 });
    expect(parseShopSegment("2~colour=<script>")).toMatchObject({ countryId: 2, colourName: undefined });
  });
});

describe("isShopSegment", () => {
  it("accepts what the proxy makes: a country id, with or without a view", () => {
    for (const segment of ["1", "2", "2~metal=2&sort=LtoH", "1~colour=white", encodeURIComponent("3~page=2")]) {
      expect(isShopSegment(segment)).toBe(true);
    }
  });

  it("refuses file names and other paths that reach [shop] without the proxy (they are 404s, not home)", () => {
    for (const segment of ["favicon.ico", "logo.png", "apple-touch-icon.png", "rings", "", "12345", "x1"]) {
      expect(isShopSegment(segment)).toBe(false);
    }
  });
});
