"use client";

import { useId, useState, type ReactNode } from "react";

/** A row of photo tiles with a 'See all {total} photos' / 'Show fewer' toggle for the ones after the first. */
export function PhotosToggle({ first, rest, total }: { first: ReactNode; rest: ReactNode; total: number }) {
  const [all, setAll] = useState(false);
  const id = useId();
  return (
    <div>
      <ul id={id} className="flex flex-wrap gap-3">
        {first}
        {all && rest}
      </ul>
      {rest != null && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((v) => !v)}
          className="mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {all ? "Show fewer" : `See all ${total} photos`}
        </button>
      )}
    </div>
  );
}
