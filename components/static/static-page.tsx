import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Breadcrumbs } from "./breadcrumbs";

const SITE = "SWA Diamonds";

/** Metadata of a static page: '{title} | SWA Diamonds', description, canonical path and Open Graph. */
export function staticMetadata(title: string, description: string, path: string): Metadata {
  const full = `${title} | ${SITE}`;
  return {
    title: { absolute: full },
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", url: path, title: full, description },
  };
}

export interface StaticPageProps {
  /** visible page title (h1) */
  title: string;
  /** breadcrumb label of this page, e.g. 'Return Policy' */
  crumb: string;
  /** canonical path of this page, for the breadcrumb JSON-LD */
  path: string;
  /** one-paragraph summary under the title */
  intro?: ReactNode;
  /** 'Last updated' line */
  updated?: string;
  /** wider body for pages with grids (About) */
  wide?: boolean;
  /** call to action under the body, outside the prose styles (buttons) */
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading style of a static page section (h2), for content outside <Prose>. */
export const sectionHeadingClass = "mb-3 mt-10 font-serif text-2xl text-ink first:mt-0";

/**
 * Long-form copy: h2, h3, paragraphs, lists, links and strong text styled through descendant rules, so page
 * files stay plain JSX. Keep widgets (accordions, forms) outside it.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "text-[15px] leading-relaxed text-ink/85",
        "[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-ink [&>h2:first-child]:mt-0",
        "[&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-ink",
        "[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
        "[&_li::marker]:text-gold-500 [&_strong]:font-semibold [&_strong]:text-ink",
        "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800",
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * Shell of the static pages: breadcrumbs HOME / PAGE, a title band and
 * a body column. Pages wrap their copy in <Prose>.
 */
export function StaticPage({ title, crumb, path, intro, updated, wide, actions, children }: StaticPageProps) {
  return (
    <div className="bg-white">
      <header className="border-b border-line bg-gradient-to-b from-ivory to-white">
        <div className={cn("mx-auto px-4 pb-10 pt-6 sm:px-6 sm:pb-14", wide ? "max-w-6xl" : "max-w-4xl")}>
          <Breadcrumbs items={[{ label: crumb }]} currentPath={path} />
          <h1 className="mt-8 font-serif text-3xl leading-tight text-ink sm:text-5xl">{title}</h1>
          <span aria-hidden className="mt-4 block h-px w-16 bg-gold-500" />
          {intro && <p className="mt-5 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{intro}</p>}
          {updated && (
            <p className="mt-3 text-xs uppercase tracking-wider text-muted">Last updated {updated}</p>
          )}
        </div>
      </header>
      <div className={cn("mx-auto px-4 py-10 sm:px-6 sm:py-14", wide ? "max-w-6xl" : "max-w-4xl")}>
        {children}
      </div>
      {actions && (
        <div className={cn("mx-auto px-4 pb-14 sm:px-6", wide ? "max-w-6xl" : "max-w-4xl")}>{actions}</div>
      )}
    </div>
  );
}
