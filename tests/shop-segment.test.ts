/**
 * The internal `[shop]` segment (lib/shop/shop-segment.ts): proxy.ts writes it from the country cookie and the
 * query, pages read it back. Equal views must give equal segments (one cache entry), and nothing a shopper
 * types may break a page.
 */
import { isShopSegment, parseShopSegment, shopSegment } from "@/lib/shop/shop-segment";

const q = (s: string) => new URLSearchParams(s);

describe("shopSegment", () => {
  it("is the country id alone for a URL without a view (home, a plain listing, a product)", () => {
    expect(shopSegment("2", q(""))).toBe("2");
    expect(shopSegment(undefined, q(""))).toBe("1"); // first visit: India
    expect(shopSegment("abc", q(""))).toBe("1");
    expect(shopSegment("0", q(""))).toBe("1");
  });

  it("keeps only the listing state and a product colour, in canonical form", () => {
    expect(shopSegment("1", q("utm_source=x&sort=ltoh&metal=3,1,x&page=2"))).toBe("1~metal=1,3&sort=LtoH&page=2");
    expect(shopSegment("1", q("page=2&metal=1,3&sort=LtoH"))).toBe("1~metal=1,3&sort=LtoH&page=2");
    expect(shopSegment("3", q("colour=White"))).toBe("3~colour=white");
    expect(shopSegment("1", q("gclid=abc&page=1&sort=bogus"))).toBe("1");
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
