import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The page numbers to show: first, last, and up to two either side of the current page, with null for a gap.
 * e.g. (6, 20) -> [1, null, 4, 5, 6, 7, 8, null, 20].
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

const CELL = "flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";

/**
 * Pagination of /search results as plain links (`?q=&<filters>&sort=&page=`, query, filters and order kept):
 * crawlable, works without script.
 * @param hrefFor the results page URL of a page number
 */
export function SearchPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Search result pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} className={cn(CELL, "border-line hover:border-brand-600")} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sr-only min-[576px]:not-sr-only">Previous</span>
        </Link>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={p}
            href={hrefFor(p)}
            aria-current={p === page ? "page" : undefined}
            className={cn(
              CELL,
              p === page ? "border-brand-700 bg-brand-700 text-white" : "border-line hover:border-brand-600",
            )}
          >
            <span className="sr-only">Page </span>
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={hrefFor(page + 1)} className={cn(CELL, "border-line hover:border-brand-600")} rel="next">
          <span className="sr-only min-[576px]:not-sr-only">Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
