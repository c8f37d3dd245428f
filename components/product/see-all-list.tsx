"use client";

import { useId, useState, type ReactNode } from "react";

export interface SeeAllListProps {
  /** the list items shown from the start (server-rendered `<li>`s) */
  first: ReactNode;
  /** the items 'See all' adds (server-rendered too; only their showing is decided here) */
  rest: ReactNode;
  /** how many items there are in all, for the button's words */
  total: number;
  /** what the items are, for the button's words (default 'reviews') */
  noun?: string;
  /** the button's words once everything shows (default 'Show less') */
  lessLabel?: string;
  /** the list's layout (default: rows divided by lines) */
  listClassName?: string;
}

/**
 * A list that shows its first items and a 'See all {total} reviews' / 'Show less' toggle for the rest (the
 * words and layout can be set: the customer photos strip uses it too)
 * (reviews). The items are rendered on the server and passed in, so
 * only this toggle ships to the browser.
 */
export function SeeAllList({
  first,
  rest,
  total,
  noun = "reviews",
  lessLabel = "Show less",
  listClassName = "divide-y divide-line",
}: SeeAllListProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  return (
    <div>
      <ul id={listId} className={listClassName}>
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
          {all ? lessLabel : `See all ${total} ${noun}`}
        </button>
      )}
    </div>
  );
}
