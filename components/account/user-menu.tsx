"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import Image from "next/image";
import Link from "next/link";
import { ChevronDown, LogOut } from "lucide-react";
import { cx } from "@/lib/cx";
import { Spinner } from "@/components/ui/spinner";
import { useLogout } from "@/lib/account-client/logout";

/** The desktop logged-in menu, in the order and words shoppers know. */
export const ACCOUNT_MENU_LINKS = [
  { href: "/my/profile", label: "Profile" },
  { href: "/my/orders", label: "Order history" },
  { href: "/add/address", label: "Add Address" },
  { href: "/rate/review", label: "Write review" },
  { href: "/swa/wallet", label: "Swa wallet" },
  { href: "/swa/exchange", label: "Swa exchange" },
] as const;

/** A menu row without its text colour (ITEM is the ordinary row; the last row is the brand-coloured logout). */
const ITEM_SHAPE =
  "flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none";
const ITEM = `${ITEM_SHAPE} text-ink`;

/**
 * The signed-in shopper's header menu: photo or initial and first name, opening
 * Profile, Order history, Add Address, Write review, Swa wallet, Swa exchange and Log Out, with arrow keys, Home,
 * End, Escape and outside clicks. Its own chunk: guests never load it (see AccountMenu).
 */
export function UserMenu({ name, photo }: { name: string; photo: string }) {
  const [open, setOpen] = useState(false);
  const { logout, pending } = useLogout();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<HTMLElement[]>([]);

  useEffect(() => {
    if (!open) return;
    itemsRef.current[0]?.focus();
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const items = itemsRef.current.filter(Boolean);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      event.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
  }

  const first = name.trim().split(/\s+/)[0] || "My account";
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`My account: ${name || "signed in"}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink hover:bg-brand-50"
      >
        {/* Photo or initial, not the guest's outline icon: a signed-in header looks signed in on phones too. */}
        {photo ? (
          <Image
            src={photo}
            alt=""
            width={28}
            height={28}
            unoptimized
            className="size-7 rounded-full object-cover"
          />
        ) : (
          // The initial is drawn by CSS, not a text node: visible text is part of "label in name" (WCAG 2.5.3),
          // and 'M' + 'Meera' would not be found in the button's name 'My account: Meera Nair'.
          <span
            aria-hidden="true"
            data-initial={(name.trim()[0] ?? "?").toUpperCase()}
            className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold uppercase text-white before:content-[attr(data-initial)]"
          />
        )}
        <span className="hidden max-w-28 truncate lg:inline">{first}</span>
        <ChevronDown
          aria-hidden="true"
          className={cx("hidden size-3.5 transition-transform lg:block", open && "rotate-180")}
        />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="My account"
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-40 mt-2 w-56 overflow-hidden rounded-card border border-line bg-white py-1 shadow-xl"
        >
          <p className="truncate border-b border-line px-4 pb-2 pt-1.5 text-xs text-muted" role="none">
            Signed in as <span className="font-semibold text-ink">{name}</span>
          </p>
          {ACCOUNT_MENU_LINKS.map((link, i) => (
            <Link
              key={link.href}
              ref={(el) => {
                if (el) itemsRef.current[i] = el;
              }}
              href={link.href}
              prefetch={false}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              className={ITEM}
            >
              {link.label}
            </Link>
          ))}
          <button
            ref={(el) => {
              if (el) itemsRef.current[ACCOUNT_MENU_LINKS.length] = el;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={pending}
            onClick={async () => {
              if (await logout()) setOpen(false);
            }}
            className={cx(ITEM_SHAPE, "border-t border-line font-medium text-brand-700")}
          >
            {pending ? (
              <Spinner size="sm" label="Logging out" />
            ) : (
              <LogOut aria-hidden="true" className="size-4" />
            )}
            Log Out
          </button>
        </div>
      )}
    </div>
  );
}
