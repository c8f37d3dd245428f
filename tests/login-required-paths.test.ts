/**
 * lib/session/login-required-paths.ts against the page files: the pages that check the session themselves
 * (`requireShopper`, or the account frame of the wallets) are exactly the paths proxy.ts sends a guest to the
 * login prompt from, so no page of a shopper's own things renders for a guest and no open page asks for a login.
 */
import fs from "node:fs";
import path from "node:path";
import { needsLogin } from "../lib/session/login-required-paths";

const SHOP_TREE = path.join(__dirname, "..", "app", "[shop]");

/** Every page under the country segment: its public path, and whether it (or the page it re-exports) checks login. */
function pages(): { publicPath: string; checksLogin: boolean }[] {
  const found: { publicPath: string; checksLogin: boolean }[] = [];
  const checks = (source: string) => /requireShopper\(|<AccountPage\b/.test(source);
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full, /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      } else if (entry.name === "page.tsx") {
        let source = fs.readFileSync(full, "utf8");
        const reexport = /from "(\.\.?\/[^"]+|@\/app\/[^"]+)"/.exec(
          source.match(/export \{ default[^}]*\} from "[^"]+"/)?.[0] ?? "",
        );
        if (reexport?.[1]) {
          const target = reexport[1].startsWith("@/")
            ? path.join(__dirname, "..", reexport[1].slice(2))
            : path.join(path.dirname(full), reexport[1]);
          source = fs.readFileSync(`${target}.tsx`, "utf8");
        }
        found.push({ publicPath: `/${segments.join("/")}`, checksLogin: checks(source) });
      }
    }
  };
  walk(SHOP_TREE, []);
  return found;
}

it.each(pages().map((p) => [p.publicPath, p.checksLogin] as const))(
  "%s: needs login = %s, as proxy.ts assumes",
  (publicPath, checksLogin) => {
    expect(needsLogin(publicPath)).toBe(checksLogin);
  },
);
