import Link from "next/link";
import { ScrollRow } from "./scroll-row";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
import { shortCategoryName, type TaxonomyLink } from "./links";

const SCROLLER = "overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden";

/**
 * Header sub-nav: categories then tags, in upper case, linking to the category
 * listing (`/{name-lowercased-no-spaces}`) and the tag listing (`/tag_search/{id}`). On phones (< 576 px) a
 * strip of categories only, names cut to 10 characters (a cut chip's accessible name is the cut label followed by
 * the whole name); tags are in the drawer.
 */
export function SubNav({ categories, tags }: { categories: TaxonomyLink[]; tags: TaxonomyLink[] }) {
  if (categories.length === 0 && tags.length === 0) return null;
  return (
    <>
      <nav aria-label="Categories and occasions" className="hidden border-y border-line min-[576px]:block">
        <ScrollRow>
          <ul className="mx-auto flex w-max min-w-full items-center justify-center px-2">
            {categories.map((c) => (
              <li key={`c${c.id}`}>
                <Link
                  href={categoryHref(c.name)}
                  className="subnav-link text-ink hover:text-brand-700"
                  prefetch={false}
                >
                  {c.name.toUpperCase()}
                </Link>
              </li>
            ))}
            {categories.length > 0 && tags.length > 0 && (
              <li aria-hidden="true" className="mx-1 h-4 w-px bg-line" />
            )}
            {tags.map((t) => (
              <li key={`t${t.id}`}>
                <Link
                  href={tagHref(t.id)}
                  className="subnav-link text-brand-700 hover:text-brand-900"
                  prefetch={false}
                >
                  {t.name.toUpperCase()}
                </Link>
              </li>
            ))}
          </ul>
        </ScrollRow>
      </nav>
      {categories.length > 0 && (
        <nav aria-label="Categories" className={`border-y border-line min-[576px]:hidden ${SCROLLER}`}>
          <ul className="flex w-max gap-2 px-3 py-2">
            {categories.map((c) => {
              const short = shortCategoryName(c.name);
              return (
                <li key={c.id}>
                  <Link href={categoryHref(c.name)} prefetch={false} className="subnav-chip">
                    {short.toUpperCase()}
                    {/* The name starts with the cut label a voice user reads off the chip (WCAG 2.5.3, label in
                        name), then says the whole category for screen readers. */}
                    {short !== c.name && <span className="sr-only"> ({c.name})</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </>
  );
}
