"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import Link from "next/link";
import { ChevronDown, LogIn, LogOut, MapPin, Menu, X } from "lucide-react";
import { useLogout } from "@/lib/account-client/logout";
import { useSession } from "@/lib/account-client/session";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
import { useLoginPrompt } from "./login-prompt";
import { ACCOUNT_LINKS, OUTLETS_HREF, POLICY_LINKS, type NavLink, type TaxonomyLink } from "./links";

/** Id of the drawer's `<dialog>`, the target of the hamburger's `show-modal` command. */
export const MENU_ID = "site-menu";

const ROW =
  "flex w-full items-center gap-2 border-b border-line px-4 py-3.5 text-left text-sm font-semibold uppercase tracking-wider text-ink";

/** Whether the browser runs `command`/`commandfor` buttons itself (invoker commands). */
function browserRunsCommands(): boolean {
  return "command" in HTMLButtonElement.prototype;
}

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
 * then Log out when signed in or Login / Sign up for a guest).
 *
 * The drawer is a native modal `<dialog>` that the hamburger opens with the `show-modal` command, so it works as
 * soon as the header is painted, before the page's scripts have loaded: on a slow phone that is seconds earlier.
 * The browser gives it the modal behaviour (focus moved in, the page inert behind it, Escape, focus back to the
 * hamburger; `closedby="any"` closes it from the backdrop). Once hydrated, React adds what needs script: a browser
 * without invoker commands opens it from the click, following a link closes it, the login row opens the prompt in
 * place (before that it is a link to `?login=please`, which opens the same prompt), and Log out.
 */
export function MobileDrawer({ categories, tags }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { loggedIn } = useSession();
  const { openLoginPrompt } = useLoginPrompt();
  const { logout } = useLogout();

  // Follows the dialog's open attribute, whoever changed it (the browser's command, Escape, the backdrop, a
  // shopper who opened it before hydration).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);

  const close = () => dialogRef.current?.close();

  function closeOnLinkOrBackdrop(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement;
    // The backdrop's clicks land on the dialog itself; `closedby="any"` handles them where supported.
    if (target === event.currentTarget || target.closest("a")) close();
  }

  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MENU_ID}
        onClick={() => {
          if (!browserRunsCommands() && !dialogRef.current?.open) dialogRef.current?.showModal();
        }}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MENU_ID}
        className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 min-[576px]:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${MENU_ID}-title`}
        closedby="any"
        onClick={closeOnLinkOrBackdrop}
        className="m-0 h-full max-h-none w-[85%] max-w-xs flex-col bg-white p-0 text-ink shadow-xl transition-transform duration-200 backdrop:bg-ink/55 open:flex motion-reduce:transition-none starting:open:-translate-x-full"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
          <h2 id={`${MENU_ID}-title`} className="font-serif text-lg text-brand-800">
            Menu
          </h2>
          <button
            type="button"
            command="close"
            commandfor={MENU_ID}
            onClick={() => {
              if (!browserRunsCommands()) close();
            }}
            aria-label="Close"
            className="-m-1 rounded-full p-1 text-muted hover:bg-brand-50 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <Accordion
            title="Category"
            links={categories.map((c) => ({ href: categoryHref(c.name), label: c.name }))}
          />
          <Accordion title="Tags" links={tags.map((t) => ({ href: tagHref(t.id), label: t.name }))} />
          <Accordion title="Policy" links={POLICY_LINKS} />
          <Accordion title="Account" links={ACCOUNT_LINKS} />
          <Link href={OUTLETS_HREF} prefetch={false} className={ROW}>
            <MapPin aria-hidden="true" className="size-4 text-brand-700" />
            Our outlets
          </Link>
          {loggedIn ? (
            <button
              type="button"
              onClick={() => {
                close();
                // Log out clears the stored account and goes to / (useLogout does both).
                void logout();
              }}
              className={ROW}
            >
              <LogOut aria-hidden="true" className="size-4 text-brand-700" />
              Log out
            </button>
          ) : (
            <a
              href="?login=please"
              onClick={(event) => {
                event.preventDefault();
                close();
                openLoginPrompt("welcome-back");
              }}
              className={ROW}
            >
              <LogIn aria-hidden="true" className="size-4 text-brand-700" />
              Login / Sign up
            </a>
          )}
        </div>
      </dialog>
    </>
  );
}
