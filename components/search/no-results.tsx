import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { NEW_ARRIVALS_HREF } from "@/components/layout/links";
import { searchHref, type SearchSuggestion } from "@/lib/search/links";

/** A category link offered when a search finds nothing. */
export interface CategoryLink {
  name: string;
  href: string;
}

/**
 * The results page when a query finds nothing: the spec's 'No Results Found', then 'Did you mean …' with the
 * catalogue's own words the query comes closest to (category suggestions of the same search, e.g. 'Necklaces'
 * for 'pearl necklace'), then links to the most stocked categories.
 * @param didYouMean category suggestions for the query (none: the line is left out)
 * @param popular categories to offer, most products first
 * @param page the results page asked for (above 1: a link back to page 1)
 */
export function NoResults({
  q,
  page,
  didYouMean,
  popular,
}: {
  q: string;
  page: number;
  didYouMean: SearchSuggestion[];
  popular: CategoryLink[];
}) {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <p className="font-serif text-xl text-brand-800">No Results Found</p>
      {didYouMean.length > 0 ? (
        <p className="mt-3 text-base text-ink" data-testid="did-you-mean">
          Did you mean{" "}
          {didYouMean.map((s, i) => (
            <span key={s.href}>
              {i > 0 && (i === didYouMean.length - 1 ? " or " : ", ")}
              <Link href={s.href} className="font-medium text-brand-700 underline underline-offset-2">
                {s.name}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : (
        <p className="mt-2 max-w-md text-sm text-muted">
          Check the spelling or try a broader word such as ring, earrings or gold.
        </p>
      )}
      {popular.length > 0 && (
        <nav aria-label="Popular categories" className="mt-6">
          <h2 className="text-sm font-medium text-muted">Popular categories</h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {popular.map((c) => (
              <li key={c.href}>
                <Link href={c.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {page > 1 && (
          <Link href={searchHref(q)} className={buttonVariants({ variant: "outline" })}>
            Back to page 1
          </Link>
        )}
        <Link href={NEW_ARRIVALS_HREF} className={buttonVariants({ variant: "gold" })}>
          See new arrivals
        </Link>
      </div>
    </div>
  );
}
