import Link from "next/link";
import { absoluteUrl } from "@/lib/seo/urls";
import { breadcrumbJsonLd, jsonLdScript } from "@/lib/seo/json-ld";

export interface Crumb {
  label: string;
  /** site path; the last crumb (current page) has none */
  href?: string;
}

/**
 * Breadcrumb trail 'HOME / PAGE' with its BreadcrumbList JSON-LD.
 * The current page is the last crumb and carries aria-current.
 */
export function Breadcrumbs({ items, currentPath }: { items: readonly Crumb[]; currentPath: string }) {
  const trail = [{ label: "Home", href: "/" }, ...items];
  return (
    <nav aria-label="Breadcrumb" className="text-[11px] font-medium uppercase tracking-[0.2em] text-muted">
      <script
        {...jsonLdScript(
          breadcrumbJsonLd(trail.map((c) => ({ name: c.label, url: absoluteUrl(c.href ?? currentPath) }))),
        )}
      />
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-2">
              {i > 0 && (
                <span aria-hidden className="text-gold-500">
                  /
                </span>
              )}
              {last || !crumb.href ? (
                <span aria-current={last ? "page" : undefined} className="text-brand-700">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="hover:text-brand-700">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
