"use client";

import { useEffect } from "react";
import Link from "next/link";
import { RefreshCw } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * Error state of every route below the root layout, mostly store API outages (catalogue readers throw rather
 * than pretend a page does not exist). Friendly text and a retry; never the error's message or stack.
 * Next 16 passes retry() (re-fetches the segment's server data) and reset() (re-renders only); retry is used
 * when present, since an outage needs fresh data.
 */
export default function ErrorPage({
  error,
  reset,
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry?: () => void;
}) {
  useEffect(() => {
    console.error("[page] render failed", error.digest ?? "");
  }, [error]);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24"
    >
      <h1 className="font-serif text-2xl text-brand-800 sm:text-3xl">
        We could not reach the store just now
      </h1>
      <p className="mt-3 text-muted">
        Our jewellery counter is taking a short breather. Please try again in a moment; your cart and wishlist
        are safe.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => (retry ?? reset)()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
        <Link href="/" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Go to home
        </Link>
      </div>
    </section>
  );
}
