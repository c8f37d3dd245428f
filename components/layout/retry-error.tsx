"use client";

import { useEffect } from "react";
import Link from "next/link";
import { RefreshCw } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";

export interface RetryErrorProps {
  /** the heading: what could not be shown, in the shopper's words */
  title: string;
  /** one or two sentences: it is on our side, try again */
  message: string;
  /** logged to the console (its digest only when it has one); never shown */
  error: unknown;
  /** re-fetches the segment's server data (Next 16's retry, or reset where retry is missing) */
  retry: () => void;
}

/**
 * The error state of the storefront's error boundaries (store API outage or a bad answer): a heading, a friendly
 * message, 'Try again' and 'Go to home'. Never the error's message or stack. One component so every boundary looks
 * the same and ships the same code.
 */
export function RetryError({ title, message, error, retry }: RetryErrorProps) {
  useEffect(() => {
    const digest = (error as { digest?: string } | null)?.digest;
    console.error("[page] render failed", digest ?? error);
  }, [error]);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24"
    >
      <h1 className="font-serif text-2xl text-brand-800 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => retry()}>
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
