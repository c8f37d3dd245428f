"use client";

import { useId } from "react";
import { useListingNavigation } from "./listing-shell";

export interface SortChoice {
  /** `sort` value; '' for the listing's own order */
  value: string;
  label: string;
  /** the listing URL with this sort (page reset to 1) */
  href: string;
}

export interface SortSelectProps {
  /** the route path the no-JavaScript form submits to */
  action: string;
  /** the other parameters of the current URL, kept by the no-JavaScript form */
  hidden: [name: string, value: string][];
  choices: SortChoice[];
  current: string;
  className?: string;
}

/**
 * Desktop 'Sort by' dropdown. A GET form so it works without JavaScript
 * (a submit button shows in <noscript>); with JavaScript a change navigates straight to the chosen URL.
 */
export function SortSelect({ action, hidden, choices, current, className }: SortSelectProps) {
  const id = useId();
  const { navigate } = useListingNavigation();
  return (
    <form method="get" action={action} className={className}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="mr-2 text-sm text-muted">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        value={current}
        onChange={(event) => {
          const choice = choices.find((c) => c.value === event.target.value);
          if (choice) navigate(choice.href);
        }}
        className="h-9 rounded-md border border-line bg-white px-2 pr-8 text-sm text-ink focus:border-brand-700"
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="ml-2 h-9 rounded-md border border-brand-700 px-3 text-sm text-brand-700"
        >
          Apply
        </button>
      </noscript>
    </form>
  );
}
