"use client";

import { useId, type ReactNode, type RefObject } from "react";
import { X } from "lucide-react";
import { cx } from "@/lib/cx";
import { ModalLayer } from "./dialog";

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** heading shown at the top and used as the sheet's accessible name */
  title: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** sticky footer (e.g. CLEAR ALL / Apply) below the scrolling body */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A sheet that slides in from the bottom (phone filter, sort and price sheets).
 * Same behaviour as Dialog: role=dialog, aria-modal, focus trap, Escape and backdrop close.
 */
export function Sheet({ open, onClose, title, initialFocusRef, footer, className, children }: SheetProps) {
  const titleId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      layerClassName="items-end"
      panelClassName={cx(
        "flex flex-col transition-transform duration-200 motion-reduce:transition-none",
        "max-h-[85vh] w-full rounded-t-2xl starting:translate-y-full pb-[env(safe-area-inset-bottom)]",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
        <h2 id={titleId} className="font-serif text-lg text-brand-800">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          data-modal-close=""
          className="-m-1 rounded-full p-1 text-muted hover:bg-brand-50 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      {footer && <div className="border-t border-line px-4 py-3">{footer}</div>}
    </ModalLayer>
  );
}
