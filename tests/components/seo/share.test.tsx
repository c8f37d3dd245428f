import {
  colourForId,
  isValidAlias,
  parseShareQuery,
  productPagePath,
  resolveShareTarget,
  shareUrl,
  type ShareLookups,
  type ShareProduct,
} from "@/lib/seo/share";

const ring: ShareProduct = {
  alias: "aarohi-diamond-halo-ring-rg0042",
  colors: [
    { id: 2, colour_name: "rose" },
    { id: 3, colour_name: "white" },
  ],
  image: { rose: { thumbnail_color_id: 2 }, white: { thumbnail_color_id: 3 } },
};

function lookups(): ShareLookups & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    productIdByAlias: async (alias) => {
      calls.push(`alias:${alias}`);
      return alias === ring.alias ? { id: 42 } : null;
    },
    productById: async (id) => {
      calls.push(`id:${id}`);
      return id === 42 ? ring : null;
    },
  };
}

const q = (s: string) => parseShareQuery(new URLSearchParams(s));

describe("share link validation", () => {
  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "..%2F..%2Fadmin",
    "a/b",
    "ring?x=1",
    "ring#top",
    "-ring",
    "",
    "x".repeat(201),
  ])("rejects %j as an alias", (alias) => {
    expect(isValidAlias(alias)).toBe(false);
  });

  it("accepts the store's aliases", () => {
    expect(isValidAlias("aarohi-diamond-halo-ring-rg0042")).toBe(true);
    expect(isValidAlias("Gold_Coin_10g")).toBe(true);
  });

  it("parses ids strictly", () => {
    expect(q("id=42&color=3")).toEqual({ alias: null, id: 42, colourId: 3 });
    expect(q("id=042&color=-1")).toEqual({ alias: null, id: null, colourId: null });
    expect(q("id=1e3&color=99999999999")).toEqual({ alias: null, id: null, colourId: null });
  });
});

describe("resolveShareTarget", () => {
  it("redirects to an alias the store knows", async () => {
    await expect(resolveShareTarget(q(`alias=${ring.alias}&id=42&name=Ring`), lookups())).resolves.toBe(
      `/jewellery/${ring.alias}`,
    );
  });

  it("keeps a non-default shared colour as ?colour=", async () => {
    await expect(resolveShareTarget(q(`alias=${ring.alias}&color=3`), lookups())).resolves.toBe(
      `/jewellery/${ring.alias}?colour=white`,
    );
    await expect(resolveShareTarget(q(`alias=${ring.alias}&color=2`), lookups())).resolves.toBe(`/jewellery/${ring.alias}`);
    await expect(resolveShareTarget(q(`alias=${ring.alias}&color=9`), lookups())).resolves.toBe(`/jewellery/${ring.alias}`);
  });

  it("falls back to the id's alias when the alias is unknown or missing", async () => {
    await expect(resolveShareTarget(q("alias=renamed-ring&id=42"), lookups())).resolves.toBe(`/jewellery/${ring.alias}`);
    await expect(resolveShareTarget(q("id=42&color=3"), lookups())).resolves.toBe(`/jewellery/${ring.alias}?colour=white`);
  });

  it.each([
    "alias=https://evil.example",
    "alias=//evil.example&id=abc",
    "alias=%2F%2Fevil.example",
    "alias=unknown-ring",
    "alias=unknown-ring&id=7",
    "id=0",
    "",
  ])("gives null (home) for %j", async (search) => {
    await expect(resolveShareTarget(q(search), lookups())).resolves.toBeNull();
  });

  it("never asks the store about a malformed alias", async () => {
    const l = lookups();
    await resolveShareTarget(q("alias=//evil.example"), l);
    expect(l.calls).toEqual([]);
  });

  it("lets an outage through instead of answering null", async () => {
    const down: ShareLookups = {
      productIdByAlias: () => Promise.reject(new Error("network")),
      productById: () => Promise.reject(new Error("network")),
    };
    await expect(resolveShareTarget(q(`alias=${ring.alias}`), down)).rejects.toThrow("network");
  });
});

describe("paths and URLs", () => {
  it("builds same-site product paths only", () => {
    expect(productPagePath("gold-coin-10g-gc0001", "pt")).toBe("/jewellery/gold-coin-10g-gc0001?colour=pt");
    expect(() => productPagePath("//evil.example")).toThrow(RangeError);
  });

  it("maps colour ids to names, default colour to null", () => {
    expect(colourForId(ring, 3)).toBe("white");
    expect(colourForId(ring, 2)).toBeNull();
    expect(colourForId(ring, null)).toBeNull();
  });

  it("builds the share URL with id, color, name and alias", () => {
    const url = new URL(shareUrl("https://shop.example", { id: 42, colourId: 3, name: "Halo Ring & Co", alias: ring.alias }));
    expect(url.pathname).toBe("/jewellery/share");
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: "42", color: "3", name: "Halo Ring & Co", alias: ring.alias });
  });
});
