/**
 * lib/http/page-cache-routes.ts against the app's page files: every page Next keeps in its page cache (every page
 * that does not declare itself per request with `instant = false`) is one proxy.ts leaves to the cache handler's
 * hash policy, and every page rendered per request is one proxy.ts gives a nonce. A page whose caching changes without the list fails here, before a shopper gets a
 * page whose scripts its policy blocks.
 */
import fs from "node:fs";
import path from "node:path";
import { servedFromPageCache } from "../lib/http/page-cache-routes";

const SHOP_TREE = path.join(__dirname, "..", "app", "[shop]");

/** Every page file under the country segment, as its public path with a sample value for each parameter. */
function pages(): { file: string; publicPath: string; cached: boolean }[] {
  const found: { file: string; publicPath: string; cached: boolean }[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name);
        walk(full, group ? segments : [...segments, entry.name]);
      } else if (entry.name === "page.tsx") {
        const source = fs.readFileSync(full, "utf8");
        const shown = segments.map((s) =>
          s.startsWith("[...") ? "some/name" : s.startsWith("[") ? "sample-7" : s,
        );
        found.push({
          file: path.relative(SHOP_TREE, full),
          publicPath: `/${shown.join("/")}`,
          cached: !/export const instant = false\b/.test(source),
        });
      }
    }
  };
  walk(SHOP_TREE, []);
  return found;
}

describe("pages served from the page cache", () => {
  const all = pages();

  it("finds both kinds of page", () => {
    expect(all.filter((p) => p.cached).map((p) => p.publicPath)).toEqual(
      expect.arrayContaining(["/", "/sample-7", "/jewellery/sample-7", "/about/us"]),
    );
    expect(all.filter((p) => !p.cached).map((p) => p.publicPath)).toEqual(
      expect.arrayContaining(["/shoping/cart", "/cart/checkout", "/search", "/my/orders"]),
    );
  });

  // The catch-all not-found page has no public path of its own: the proxy sends unknown paths to `/_missing`.
  const reachable = all.filter((p) => !p.file.startsWith("[...missing]"));

  it.each(reachable.map((p) => [p.file, p.publicPath, p.cached] as const))(
    "%s (%s): kept in the page cache = %s, as proxy.ts assumes",
    (_file, publicPath, cached) => {
      expect(servedFromPageCache(publicPath)).toBe(cached);
    },
  );
});
