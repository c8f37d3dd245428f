"use client";

import { RetryError } from "@/components/layout/retry-error";

/**
 * Error state of a listing route (its segment's error.tsx renders this): the store API could not be reached or
 * answered badly. Never shown as 'No data found' or a 404, because the products exist; `retry` re-fetches the segment.
 */
export function ListingError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <RetryError
      title="We could not load these products"
      message="Our catalogue is taking a break. Please try again in a moment."
      error={error}
      retry={retry}
    />
  );
}
