import Link from "next/link";
import { ChevronDown, LogIn, LogOut, MapPin, Menu, X } from "lucide-react";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
import { ACCOUNT_LINKS, OUTLETS_HREF, POLICY_LINKS, type NavLink, type TaxonomyLink } from "./links";
import { MenuButton, MenuDialog, MenuSessionRow } from "./mobile-drawer-islands";
import { MENU_ROW } from "./mobile-drawer-parts";

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

export interface MobileDrawerProps {
  categories: TaxonomyLink[];
  tags: TaxonomyLink[];
}

/**
 * Phone navigation: the hamburger and its left drawer (accordions Category, Tags, Policy, Account, our outlets,
 * then Log out when signed in or Login / Sign up for a guest). Server component.
 *
 * The drawer is a native modal `<dialog>` that the hamburger opens with the `show-modal` command, so it works as
 * soon as the header is painted, before the page's scripts have loaded: on a slow phone that is seconds earlier.
 * The browser gives it the modal behaviour (focus moved in, the page inert behind it, Escape, focus back to the
 * hamburger). The links and accordions are HTML from the server; the client islands (mobile-drawer-islands.tsx)
 * add only what needs script: `aria-expanded`, closing on a followed link, a browser without invoker commands,
 * and the session row (docs/adr/0022-phone-menu-as-a-native-dialog.md).
 */
export function MobileDrawer({ categories, tags }: MobileDrawerProps) {
  return (
    <>
      <MenuButton>
        <Menu aria-hidden="true" className="size-6" />
      </MenuButton>
      <MenuDialog closeIcon={<X aria-hidden="true" className="size-5" />}>
        <Accordion
          title="Category"
          links={categories.map((c) => ({ href: categoryHref(c.name), label: c.name }))}
        />
        <Accordion title="Tags" links={tags.map((t) => ({ href: tagHref(t.id), label: t.name }))} />
        <Accordion title="Policy" links={POLICY_LINKS} />
        <Accordion title="Account" links={ACCOUNT_LINKS} />
        <Link href={OUTLETS_HREF} prefetch={false} className={MENU_ROW}>
          <MapPin aria-hidden="true" className="size-4 text-brand-700" />
          Our outlets
        </Link>
        <MenuSessionRow
          icons={{
            logIn: <LogIn aria-hidden="true" className="size-4 text-brand-700" />,
            logOut: <LogOut aria-hidden="true" className="size-4 text-brand-700" />,
          }}
        />
      </MenuDialog>
    </>
  );
}
