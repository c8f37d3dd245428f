"use client";

import { RetryError } from "@/components/layout/retry-error";

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
  return (
    <RetryError
      title="We could not reach the store just now"
      message="Our jewellery counter is taking a short breather. Please try again in a moment; your cart and wishlist are safe."
      error={error}
      retry={retry ?? reset}
    />
  );
}
