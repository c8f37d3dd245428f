"use client";

import { useEffect } from "react";
import { Dialog } from "@/components/ui/dialog";
import { cx } from "@/lib/cx";

/** The size modal closes by itself after 78 s (size modal 78 s). */
export const SIZE_MODAL_TIMEOUT_MS = 78_000;

/** One size of the product's size chart. */
export interface SizeOption {
  id: number;
  name: string;
  /** what the size measures, e.g. '51.9 mm inner circumference, 16.5 mm diameter (US 7)' */
  description?: string;
}

export interface SizeDialogProps {
  open: boolean;
  onClose: () => void;
  sizes: readonly SizeOption[];
  selectedId: number | null;
  onSelect: (size: SizeOption) => void;
}

/**
 * Size modal: the size chart with each size's measurements, titled
 * 'Please select your size'. Picking a size selects it and closes the modal; it also closes after 78 s.
 */
export function SizeDialog({ open, onClose, sizes, selectedId, onSelect }: SizeDialogProps) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, SIZE_MODAL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog open={open} onClose={onClose} title="Please select your size" size="lg">
      <p className="mb-4 text-sm text-muted">
        Measure a ring that fits you well, or the inside of a bangle, and pick the closest size below. Not
        sure? Our store team can size you at any outlet, free.
      </p>
      <ul
        aria-label="Size chart"
        className="grid max-h-[55vh] grid-cols-1 gap-2 overflow-y-auto p-1.5 sm:grid-cols-2"
      >
        {sizes.map((size) => {
          const chosen = size.id === selectedId;
          return (
            <li key={size.id}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onSelect(size)}
                className={cx(
                  "flex w-full flex-col items-start rounded-md border px-3 py-2 text-left text-sm transition",
                  chosen ? "border-brand-700 bg-brand-50" : "border-line hover:border-brand-600",
                )}
              >
                <span className="font-medium text-ink">Size {size.name}</span>
                {size.description && <span className="text-xs text-muted">{size.description}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
