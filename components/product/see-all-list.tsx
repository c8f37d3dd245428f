"use client";

import { useId, useState, type ReactNode } from "react";

export interface SeeAllListProps {
  /** the list items shown from the start (server-rendered `<li>`s) */
  first: ReactNode;
  /** the items 'See all' adds (server-rendered too; only their showing is decided here) */
  rest: ReactNode;
  /** how many items there are in all, for the button's words */
  total: number;
}

/**
 * A list that shows its first items and a 'See all {total} reviews' / 'Show less' toggle for the rest
 * (specification section 2 "Product detail", reviews). The items are rendered on the server and passed in, so
 * only this toggle ships to the browser.
 */
export function SeeAllList({ first, rest, total }: SeeAllListProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  return (
    <div>
      <ul id={listId} className="divide-y divide-line">
        {first}
        {all && rest}
      </ul>
      {rest != null && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((v) => !v)}
          className="mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {all ? "Show less" : `See all ${total} reviews`}
        </button>
      )}
    </div>
  );
}
