"use client";

import { useEffect } from "react";
import "./globals.css";

/**
 * Last-resort error page for failures in the root layout itself (it replaces the whole document, so it brings
 * its own html, body and styles). Friendly text and a retry; never the error's message or stack.
 */
export default function GlobalError({
  error,
  reset,
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry?: () => void;
}) {
  useEffect(() => {
    console.error("[root] render failed", error.digest ?? "");
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-ivory p-6">
        <title>Something went wrong | SWA Diamonds</title>
        <main className="max-w-md text-center">
          <p className="font-serif text-2xl font-bold tracking-[0.18em] text-brand-800">SWA</p>
          <h1 className="mt-6 font-serif text-2xl text-brand-800">We could not reach the store just now</h1>
          <p className="mt-3 text-muted">Please try again in a moment.</p>
          <button
            type="button"
            onClick={() => (retry ?? reset)()}
            className="mt-8 inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
