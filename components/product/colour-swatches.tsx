"use client";

import { cx } from "@/lib/cx";
import { COLOUR_SWATCHES } from "@/lib/catalogue/colours";
import { useProductColour } from "./product-colour";

/**
 * Metal colour choices: Rose Gold, White Gold, Yellow Gold and Platinum swatches as a
 * radio group, so arrow keys move between them and screen readers announce the choice. Choosing one switches the
 * gallery and the `?colour=` parameter. Hidden when the product comes in one colour only (the label still shows).
 */
export function ColourSwatches() {
  const { colours, selected, select } = useProductColour();
  if (colours.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm text-muted">
        Metal colour: <span className="font-medium text-ink">{selected?.label}</span>
      </legend>
      {colours.length > 1 && (
        <div className="flex flex-wrap gap-3">
          {colours.map((c) => {
            const checked = c.name === selected?.name;
            return (
              <label
                key={c.name}
                className={cx(
                  "group flex cursor-pointer items-center gap-2 rounded-full border py-1 pl-1 pr-3 text-sm transition",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500",
                  checked
                    ? "border-brand-700 bg-brand-50 text-brand-800"
                    : "border-line text-ink hover:border-brand-600",
                )}
              >
                <input
                  type="radio"
                  name="metal-colour"
                  value={c.name}
                  checked={checked}
                  onChange={() => select(c.name)}
                  className="sr-only"
                />
                <span
                  aria-hidden
                  className="size-6 rounded-full ring-1 ring-black/10"
                  style={{ background: COLOUR_SWATCHES[c.name] }}
                />
                {c.label}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
