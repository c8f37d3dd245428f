"use client";

import { Clock, Gem, LayoutGrid } from "lucide-react";
import { cx } from "@/lib/cx";
import { Spinner } from "@/components/ui/spinner";

/** One row of the search popup: a suggestion (category, product) or a recent search. */
export interface SearchOption {
  key: string;
  kind: "category" | "product" | "recent";
  label: string;
  href: string;
}

export interface SuggestionListProps {
  /** listbox id, referenced by the combobox input; option ids are `${id}-${index}` */
  id: string;
  options: SearchOption[];
  active: number;
  /** heading above the options (recent searches); null for suggestions, which are grouped by kind */
  heading: string | null;
  /**
   * an answer is on its way: with no options yet the list shows 'Searching…'; with options (an earlier text's
   * answer) the listbox says `aria-busy="true"`, so assistive technology waits for the new list before reading it
   */
  pending: boolean;
  empty: boolean;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
  onClearRecent?: () => void;
}

const ICONS = { category: LayoutGrid, product: Gem, recent: Clock } as const;
const GROUP_LABELS = { category: "Categories", product: "Products", recent: null } as const;

/**
 * The popup under the search box: a listbox of options with group labels, or a status line
 * ('Searching', 'No Results Found'). Mouse down is cancelled so the input keeps focus; plain clicks choose
 * the option, modified clicks (new tab) are left to the browser.
 */
export function SuggestionList({
  id,
  options,
  active,
  heading,
  pending,
  empty,
  onHover,
  onChoose,
  onClearRecent,
}: SuggestionListProps) {
  const loading = pending && options.length === 0;
  return (
    <div
      className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-card border border-line bg-white shadow-lg"
      onMouseDown={(e) => e.preventDefault()}
    >
      {heading && (
        <div className="flex items-center justify-between px-4 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted">
          <span>{heading}</span>
          {onClearRecent && (
            <button
              type="button"
              onClick={onClearRecent}
              className="normal-case tracking-normal text-brand-700 hover:underline"
            >
              Clear
            </button>
          )}
        </div>
      )}
      {loading && (
        <div className="flex items-center gap-2 px-4 py-3 text-sm text-muted">
          <Spinner size="sm" label="Searching" />
          <span aria-hidden="true">Searching…</span>
        </div>
      )}
      {empty && (
        <p role="status" className="px-4 py-3 text-sm text-muted">
          No Results Found
        </p>
      )}
      <ul
        id={id}
        role="listbox"
        aria-label="Search suggestions"
        aria-busy={(pending && !loading) || undefined}
        className="max-h-[60vh] overflow-y-auto py-1"
      >
        {options.map((option, index) => {
          const Icon = ICONS[option.kind];
          const group = GROUP_LABELS[option.kind];
          const startsGroup = group && options[index - 1]?.kind !== option.kind;
          return (
            <li key={option.key} role="presentation">
              {startsGroup && (
                <div
                  aria-hidden="true"
                  className="px-4 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-muted"
                >
                  {group}
                </div>
              )}
              <a
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                href={option.href}
                tabIndex={-1}
                onMouseEnter={() => onHover(index)}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  onChoose(option);
                }}
                className={cx(
                  "flex items-center gap-3 px-4 py-2 text-sm",
                  index === active ? "bg-brand-50 text-brand-800" : "text-ink",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="truncate">{option.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
