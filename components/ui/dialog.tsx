"use client";

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { cx } from "@/lib/cx";
import { useIsClient } from "./use-is-client";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modal layers, innermost last: only the top one answers Escape and Tab (an OTP dialog over a login dialog). */
const stack: symbol[] = [];

/** The body's own styles while the page scroll is locked (by the first open modal, until the last closes). */
let savedBody: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  if (savedBody) return;
  const body = document.body.style;
  savedBody = { overflow: body.overflow, paddingRight: body.paddingRight };
  // Hiding the scrollbar would widen the page and nudge everything sideways: pad by its width instead.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.overflow = "hidden";
  if (scrollbar > 0) body.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  if (!savedBody) return;
  document.body.style.overflow = savedBody.overflow;
  document.body.style.paddingRight = savedBody.paddingRight;
  savedBody = null;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute("inert"));
}


/**
 * Modal behaviour shared by Dialog and Sheet: moves focus in on open (initialFocusRef, else the first focusable),
 * traps Tab inside the panel, closes on Escape, locks page scroll and gives focus back to the opener on close.
 */
export function useModalBehaviour(
  open: boolean,
  onClose: () => void,
  panelRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const key = Symbol("modal");
    stack.push(key);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The close button comes first in the DOM but is the least useful place to start.
    const inPanel = panel ? focusables(panel) : [];
    const target =
      initialFocusRef?.current ??
      inPanel.find((el) => !el.hasAttribute("data-modal-close")) ??
      inPanel[0] ??
      panel;
    target?.focus();

    lockScroll();

    function onKey(event: KeyboardEvent) {
      if (stack[stack.length - 1] !== key) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      const items = focusables(panelRef.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      const at = stack.indexOf(key);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) unlockScroll();
      opener?.focus();
    };
  }, [open, panelRef, initialFocusRef]);
}

export interface ModalLayerProps {
  open: boolean;
  onClose: () => void;
  /** accessible name: the visible title's id */
  labelledBy: string;
  /** classes of the panel (position, size, shape) */
  panelClassName: string;
  /** classes of the fixed layer that positions the panel */
  layerClassName?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The portal, backdrop and panel of a modal (role=dialog, aria-modal). Backdrop click closes.
 * Used by Dialog and Sheet; other modal shapes can build on it.
 */
export function ModalLayer({
  open,
  onClose,
  labelledBy,
  panelClassName,
  layerClassName,
  initialFocusRef,
  children,
}: ModalLayerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isClient = useIsClient();
  useModalBehaviour(open, onClose, panelRef, initialFocusRef);
  if (!open || !isClient) return null;
  return createPortal(
    <div className={cx("fixed inset-0 z-50 flex", layerClassName)}>
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-ink/55 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={cx("relative bg-white shadow-xl outline-none", panelClassName)}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** heading shown at the top and used as the dialog's accessible name */
  title: ReactNode;
  /** keep the title for screen readers only */
  hideTitle?: boolean;
  /** element to focus on open (default: the first focusable, usually the close button's neighbour) */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** widest the panel grows above phone widths: sm 24 rem, md 28 rem (default), lg 32 rem */
  size?: keyof typeof DIALOG_WIDTHS;
  className?: string;
  children: ReactNode;
}

const DIALOG_WIDTHS = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-lg" } as const;

/**
 * Centred modal dialog (modal width 90% on phones 300-575 px; max 28 rem above).
 * Escape, the close button and a backdrop click call onClose.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  initialFocusRef,
  size = "md",
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      layerClassName="items-center justify-center"
      panelClassName={cx(
        "max-h-[90vh] w-[90%] overflow-y-auto rounded-card p-5 sm:p-6",
        DIALOG_WIDTHS[size],
        "transition duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none",
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className={cx("font-serif text-xl text-brand-800", hideTitle && "sr-only")}>
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          data-modal-close=""
          className="-m-1 ml-auto rounded-full p-1 text-muted hover:bg-brand-50 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </ModalLayer>
  );
}
