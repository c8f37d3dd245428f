import { Check } from "lucide-react";
import { cx } from "@/lib/cx";
import type { FacetEntry } from "./facets";

/** What one option shows after its mark: label and product count. */
function OptionText({ entry }: { entry: FacetEntry }) {
  return (
    <>
      <span className="min-w-0 flex-1 leading-snug break-words">{entry.label}</span>{" "}
      <span className="text-xs text-muted">({entry.count})</span>
    </>
  );
}

interface CommonProps {
  /** options to list (already filtered to the visible ones) */
  entries: readonly FacetEntry[];
  /** values ticked, as strings */
  selected: readonly string[];
  single: boolean;
}

export type FacetOptionsProps = CommonProps &
  (
    | {
        /** link mode (desktop): each option is a link to the listing with it toggled */
        hrefFor: (value: string) => { href: string; nofollow: boolean };
        onToggle?: never;
        name?: never;
      }
    | {
        /** input mode (phone sheet): each option is a native checkbox or radio feeding a draft */
        onToggle: (value: string) => void;
        /** radio group name for a single-choice facet */
        name: string;
        hrefFor?: never;
      }
  );

/**
 * The options of one facet, the same rows on both widths: on desktop each is a link-checkbox (crawlable, works
 * without JavaScript, Space toggles it inside ListingShell), on a phone a native checkbox or radio in the Filter
 * sheet. Labels read "Rings (78)": the option and the products the listing shows with it.
 */
export function FacetOptions(props: FacetOptionsProps) {
  const { entries, selected, single } = props;
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => {
        const value = String(entry.id);
        const checked = selected.includes(value);
        if (props.hrefFor) {
          const { href, nofollow } = props.hrefFor(value);
          return (
            <li key={value}>
              <a
                href={href}
                role="checkbox"
                aria-checked={checked}
                data-listing-nav="filter"
                rel={nofollow ? "nofollow" : undefined}
                className="group facet-row"
              >
                {/* a round mark for the single-choice price facet, a square one otherwise */}
                <span
                  aria-hidden="true"
                  className={cx(checked ? "facet-box facet-box-on" : "facet-box", single && "rounded-full")}
                >
                  {checked && <Check className="size-3" strokeWidth={3} />}
                </span>
                <OptionText entry={entry} />
              </a>
            </li>
          );
        }
        return (
          <li key={value}>
            <label className="facet-row min-h-12 cursor-pointer">
              <input
                type={single ? "radio" : "checkbox"}
                name={single ? props.name : undefined}
                value={value}
                checked={checked}
                onChange={() => props.onToggle(value)}
                className="size-4 shrink-0 accent-brand-700"
              />
              <OptionText entry={entry} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
