"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { ChevronDown, LogIn, LogOut, MapPin } from "lucide-react";
import { Sheet } from "@/components/ui/sheet";
import { useLogout } from "@/lib/account-client/logout";
import { useSession } from "@/lib/account-client/session";
import { useLoginPrompt } from "./login-prompt";
import { ACCOUNT_LINKS, OUTLETS_HREF, POLICY_LINKS, type NavLink, type TaxonomyLink } from "./links";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";

function Accordion({ title, links }: { title: string; links: NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <details className="group border-b border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3.5 text-sm font-semibold uppercase tracking-wider text-ink [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="pb-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              className="block px-6 py-2.5 text-sm text-ink active:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function DrawerRow({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-2 border-b border-line px-4 py-3.5 text-left text-sm font-semibold uppercase tracking-wider text-ink"
    >
      {children}
    </button>
  );
}

export interface MobileDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  categories: TaxonomyLink[];
  tags: TaxonomyLink[];
}

/**
 * The phone drawer itself: accordions Category, Tags, Policy, Account,
 * our outlets, then Log out (signed in) or Login / Sign up (guest). Following a link closes it. Loaded on the
 * first tap of the hamburger (see MobileDrawer), so pages do not ship it up front.
 */
export function MobileDrawerPanel({ open, onClose, categories, tags }: MobileDrawerPanelProps) {
  const { openLoginPrompt } = useLoginPrompt();
  // The live session (seeded by the layout): the drawer changes as soon as the shopper logs in or out.
  const { loggedIn } = useSession();
  const { logout } = useLogout();

  async function logOut() {
    onClose();
    // Log out clears the stored account and goes to / (useLogout does both).
    await logout();
  }

  return (
    <Sheet open={open} onClose={onClose} side="left" title="Menu">
      <div
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) onClose();
        }}
      >
        <Accordion
          title="Category"
          links={categories.map((c) => ({ href: categoryHref(c.name), label: c.name }))}
        />
        <Accordion title="Tags" links={tags.map((t) => ({ href: tagHref(t.id), label: t.name }))} />
        <Accordion title="Policy" links={POLICY_LINKS} />
        <Accordion title="Account" links={ACCOUNT_LINKS} />
        <Link
          href={OUTLETS_HREF}
          prefetch={false}
          className="flex items-center gap-2 border-b border-line px-4 py-3.5 text-sm font-semibold uppercase tracking-wider text-ink"
        >
          <MapPin aria-hidden="true" className="size-4 text-brand-700" />
          Our outlets
        </Link>
        {loggedIn ? (
          <DrawerRow onClick={() => void logOut()}>
            <LogOut aria-hidden="true" className="size-4 text-brand-700" />
            Log out
          </DrawerRow>
        ) : (
          <DrawerRow
            onClick={() => {
              onClose();
              openLoginPrompt("welcome-back");
            }}
          >
            <LogIn aria-hidden="true" className="size-4 text-brand-700" />
            Login / Sign up
          </DrawerRow>
        )}
      </div>
    </Sheet>
  );
}
