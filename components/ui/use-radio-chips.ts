"use client";

import { useRef, type KeyboardEvent } from "react";

/** What each chip button of a radio group spreads: its ref, roving tabindex, check state and handlers. */
export interface RadioChipProps {
  ref: (el: HTMLButtonElement | null) => void;
  type: "button";
  role: "radio";
  "aria-checked": boolean;
  tabIndex: 0 | -1;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A row of buttons acting as one radio group (WAI-ARIA radio group pattern): only the selected chip (or the first)
 * is in the tab order, arrow keys select and focus the next or previous chip, wrapping around. Returns the props
 * of the chip at index `i` for `items[i]`. Used by the trial date strip and slot picker.
 */
export function useRadioChips<T>(
  items: readonly T[],
  selected: T | null,
  onSelect: (item: T) => void,
): (i: number) => RadioChipProps {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = Math.max(0, selected === null ? 0 : items.indexOf(selected));

  function onKey(event: KeyboardEvent, index: number) {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!step || items.length === 0) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    const item = items[next];
    if (item !== undefined) {
      onSelect(item);
      refs.current[next]?.focus();
    }
  }

  return (i) => ({
    ref: (el) => {
      refs.current[i] = el;
    },
    type: "button",
    role: "radio",
    "aria-checked": items[i] === selected,
    tabIndex: i === focusIndex ? 0 : -1,
    onClick: () => {
      const item = items[i];
      if (item !== undefined) onSelect(item);
    },
    onKeyDown: (event) => onKey(event, i),
  });
}
