"use client";

import { useEffect } from "react";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * Error boundary of the product page: the store API is down or answered something unusable. Never a 404 (the
 * piece exists as far as we know), so the shopper is offered a retry rather than told it is gone.
 */
export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[product page]", error);
  }, [error]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="font-serif text-2xl text-brand-800">We could not open this piece just now</h1>
      <p className="text-sm text-muted">
        Our catalogue is taking a moment to respond. Your link is fine: please try again in a few seconds.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Go to home
        </Link>
      </div>
    </div>
  );
}
