"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

// Its own chunk: only the home page shows the search box, so other pages never load its code. Rendered on the
// server too (ssr), so the home page's first HTML has the box and nothing shifts.
const SearchBox = dynamic(() => import("@/components/search/search-box").then((m) => m.SearchBox));

/**
 * The home page's path as usePathname() reports it: `/` in the browser, and the internal `/{shop}` (`proxy.ts`
 * rewrites `/` to `/1` or `/2~...`) while the cached page is rendered on the server.
 */
const HOME_PATH = /^\/(?:\d{1,4}(?:~[^/]*)?)?$/;

/**
 * The header's search box, on the home page only ("The search bar is shown only
 * here"). A client component choosing by usePathname(), known during server rendering.
 */
export function HomeSearch() {
  if (!HOME_PATH.test(usePathname())) return null;
  return (
    <div className="order-last mt-2 w-full md:order-none md:mt-0 md:w-auto md:max-w-xl md:flex-1">
      <SearchBox />
    </div>
  );
}
