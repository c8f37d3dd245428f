import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { NEW_ARRIVALS_HREF } from "@/components/layout/links";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * 404 page (Next answers with status 404). Offers a search, the home page and new arrivals.
 * Only real "does not exist" answers end here; store outages go to app/error.tsx.
 */
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <p className="font-serif text-6xl text-gold-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-2xl text-brand-800 sm:text-3xl">
        This page has slipped off the tray
      </h1>
      <p className="mt-3 text-muted">
        The link may be old or the piece may have found its owner. Try a search, or browse what has just
        arrived.
      </p>
      <form action="/search" method="get" role="search" className="mt-8 flex w-full max-w-md gap-2">
        <label htmlFor="not-found-q" className="sr-only">
          Search jewellery
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          maxLength={100}
          placeholder="Search for rings, earrings, gold coins…"
          className="h-11 min-w-0 flex-1 rounded-md border border-line px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 sm:text-sm"
        />
        <button type="submit" className={cn(buttonVariants(), "h-11 px-4")}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Back to home
        </Link>
        <Link href={NEW_ARRIVALS_HREF} className={buttonVariants({ variant: "gold" })}>
          See new arrivals
        </Link>
      </div>
    </section>
  );
}
