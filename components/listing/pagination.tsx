import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";

export interface PaginationProps {
  /** 1-based current page */
  page: number;
  /** total pages (ceil(count / 20)) */
  pages: number;
  /** URL of a page number */
  hrefFor: (page: number) => string;
}

/**
 * The page numbers to show: first, last, the current one and its neighbours; gaps as null.
 * @example pageWindow(7, 12) -> [1, null, 6, 7, 8, null, 12]
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  // Fill a one-page gap instead of showing '...' for a single hidden number.
  if (wanted.has(3) && pages >= 3) wanted.add(2);
  if (wanted.has(pages - 2) && pages >= 3) wanted.add(pages - 1);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(null);
    out.push(n);
  });
  return out;
}

const cell = "flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm";

/**
 * Listing pagination (20 per page): previous and next links
 * with rel=prev/next, numbered links, the current page marked with aria-current. Links carry
 * `data-listing-nav="page"` so ListingShell navigates client-side and scrolls to the top of the listing.
 */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  // A page past the end (a stale link) still offers the way back to the last real page.
  const prev = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {prev ? (
            <a
              href={hrefFor(prev)}
              rel="prev"
              data-listing-nav="page"
              className={cn(cell, "text-brand-700 hover:bg-brand-50")}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="max-[575px]:sr-only">Previous</span>
            </a>
          ) : (
            <span aria-hidden="true" className={cn(cell, "text-line")}>
              <ChevronLeft className="size-4" />
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={cn(cell, "text-muted")}>
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                data-listing-nav="page"
                className={cn(
                  cell,
                  n === page ? "bg-brand-700 font-semibold text-white" : "text-ink hover:bg-brand-50",
                )}
              >
                {n}
              </a>
            </li>
          ),
        )}
        <li>
          {next ? (
            <a
              href={hrefFor(next)}
              rel="next"
              data-listing-nav="page"
              className={cn(cell, "text-brand-700 hover:bg-brand-50")}
            >
              <span className="max-[575px]:sr-only">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </a>
          ) : (
            <span aria-hidden="true" className={cn(cell, "text-line")}>
              <ChevronRight className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
