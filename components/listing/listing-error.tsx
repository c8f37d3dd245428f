"use client";

import { useEffect } from "react";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Error state of a listing route (its segment's error.tsx renders this): the store API could not be reached or
 * answered badly. Never shown as 'No data found' or a 404, because the products exist; `retry` re-fetches the segment.
 */
export function ListingError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <h1 className="font-serif text-xl text-brand-800">We could not load these products</h1>
      <p className="text-sm text-muted">Our catalogue is taking a break. Please try again in a moment.</p>
      <Button variant="outline" onClick={() => retry()}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
