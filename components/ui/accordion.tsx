"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { cx } from "@/lib/cx";

export interface AccordionItem {
  /** stable key, also used in the element ids */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** allow several panels open at once (default: opening one closes the others) */
  multiple?: boolean;
  /** ids of the items open on first render */
  defaultOpen?: readonly string[];
  /** heading level wrapping each trigger, to fit the page outline (default 3) */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** extra classes for each trigger button */
  triggerClassName?: string;
  /** extra classes for each panel */
  panelClassName?: string;
}

/**
 * Accordion following the WAI-ARIA pattern: each trigger is a <button> inside a heading with aria-expanded and
 * aria-controls; panels are labelled regions. Enter/Space toggle (native button), ArrowUp/ArrowDown move between
 * triggers, Home/End jump to the first/last. Closed panels stay in the HTML (`hidden`), so their text is
 * server-rendered and indexable. Used by the FAQ and the phone menu drawer.
 */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
  triggerClassName,
  panelClassName,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(multiple ? prev : []);
      if (prev.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      e.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : undefined;
    if (target === undefined) return;
    e.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div className={cx("divide-y divide-line border-y border-line", className)}>
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0 text-base font-normal">
              <button
                ref={(el) => {
                  triggers.current[index] = el;
                }}
                id={triggerId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={cx(
                  "flex w-full items-center justify-between gap-4 py-4 text-left font-medium text-ink transition-colors hover:text-brand-700",
                  triggerClassName,
                )}
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden
                  className={cx(
                    "h-5 w-5 shrink-0 text-gold-600 transition-transform duration-200 motion-reduce:transition-none",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className={cx("pb-5 text-sm leading-relaxed text-muted", panelClassName)}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
