/**
 * lib/shop/route-paths.ts against the route files under app/[shop]: every page and route handler's public path is
 * one the proxy lets through to it, and paths no route answers go to the not-found page. A route added without the
 * list would otherwise answer 404 to every shopper.
 */
import fs from "node:fs";
import path from "node:path";
import { answeredByRoute } from "../lib/shop/route-paths";

const SHOP_TREE = path.join(__dirname, "..", "app", "[shop]");

/** The public path of every page.tsx and route.ts under the country segment, a sample value per parameter. */
function routePaths(): { file: string; publicPath: string }[] {
  const found: { file: string; publicPath: string }[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name) || entry.name.startsWith("_");
        walk(full, group ? segments : [...segments, entry.name]);
      } else if (entry.name === "page.tsx" || entry.name === "route.ts") {
        found.push({
          file: path.relative(SHOP_TREE, full),
          publicPath:
            `/${segments.map((s) => (s.startsWith("[") ? "sample-7" : s)).join("/")}`.replace(/\/$/, "") ||
            "/",
        });
      }
    }
  };
  walk(SHOP_TREE, []);
  return found.filter((r) => !r.file.startsWith("[...missing]"));
}

it.each(routePaths().map((r) => [r.file, r.publicPath] as const))(
  "%s (%s) is let through",
  (_file, publicPath) => {
    expect(answeredByRoute(publicPath)).toBe(true);
  },
);

it.each(["/rings/extra/parts", "/no/such/page", "/jewellery/some-ring/reviews", "/my/orders/7"])(
  "%s goes to the not-found page",
  (publicPath) => {
    expect(answeredByRoute(publicPath)).toBe(false);
  },
);
