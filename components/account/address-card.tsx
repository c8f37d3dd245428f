"use client";

import { useEffect, useId, useRef, useState } from "react";
import { EllipsisVertical, Trash2 } from "lucide-react";
import type { Address } from "@/lib/store-api/contract/account";
import { AddressSummary } from "@/components/forms/address-summary";
import { cx } from "@/lib/cx";
import { Spinner } from "@/components/ui/spinner";

export interface AddressCardProps {
  address: Address;
  /** radio group name */
  group: string;
  /** this card's main-address change is in flight */
  pendingMain: boolean;
  /** any change is in flight: radios wait */
  busy: boolean;
  onMakeMain: (id: number) => void;
  onDelete: (address: Address) => void;
}

/**
 * One saved address: a radio button for the main address and a
 * dots menu with Delete. Escape closes the menu; a click outside too.
 */
export function AddressCard({ address, group, pendingMain, busy, onMakeMain, onDelete }: AddressCardProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const radioId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    itemRef.current?.focus();
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [menuOpen]);

  return (
    <div
      ref={rootRef}
      className={cx(
        "relative flex gap-3 rounded-card border bg-white p-4 transition-colors",
        address.is_main ? "border-brand-700 ring-1 ring-brand-700" : "border-line",
      )}
    >
      <div className="pt-0.5">
        {pendingMain ? (
          <Spinner size="sm" label="Making this the main address" />
        ) : (
          <input
            id={radioId}
            type="radio"
            name={group}
            value={address.id}
            checked={address.is_main}
            disabled={busy}
            onChange={() => onMakeMain(address.id)}
            className="size-4 accent-brand-700"
          />
        )}
      </div>
      <label htmlFor={radioId} className="min-w-0 flex-1 cursor-pointer text-sm">
        <AddressSummary address={address} showType />
      </label>
      <div className="relative -mr-2 -mt-2">
        <button
          ref={buttonRef}
          type="button"
          aria-label={`More actions for the address of ${address.name}`}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((o) => !o)}
          className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </button>
        {menuOpen && (
          <div
            id={menuId}
            role="menu"
            aria-label="Address actions"
            onKeyDown={(e) => {
              if (e.key === "Escape" || e.key === "Tab") {
                if (e.key === "Escape") e.preventDefault();
                setMenuOpen(false);
                if (e.key === "Escape") buttonRef.current?.focus();
              }
            }}
            className="absolute right-0 top-full z-20 mt-1 w-36 overflow-hidden rounded-md border border-line bg-white py-1 shadow-lg"
          >
            <button
              ref={itemRef}
              type="button"
              role="menuitem"
              onClick={() => {
                setMenuOpen(false);
                onDelete(address);
              }}
              className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-danger hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
