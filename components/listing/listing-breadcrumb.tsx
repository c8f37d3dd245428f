import Link from "next/link";

/** One breadcrumb step; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Breadcrumb 'HOME / RINGS' (breadcrumbs are upper case everywhere, like HOME / WISHLIST).
 * Home is prepended here; pass the steps after it.
 */
export function ListingBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const all: Crumb[] = [{ label: "Home", href: "/" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="py-3 text-xs uppercase tracking-wide text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-1.5">
              {last || !crumb.href ? (
                <span aria-current={last ? "page" : undefined} className={last ? "text-ink" : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="hover:text-brand-700">
                  {crumb.label}
                </Link>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
