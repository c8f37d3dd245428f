"use client";

import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useLogout } from "@/lib/account-client/logout";
import { useSession } from "@/lib/account-client/session";
import { useLoginPrompt } from "./login-prompt";
import { MENU_ID, MENU_ROW } from "./mobile-drawer-parts";

/** The drawer's dialog, or null before it is in the document. */
function menuDialog(): HTMLDialogElement | null {
  const element = document.getElementById(MENU_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/** Whether the browser runs `command`/`commandfor` buttons itself (invoker commands). */
function browserRunsCommands(): boolean {
  return "command" in HTMLButtonElement.prototype;
}

function closeMenu(): void {
  menuDialog()?.close();
}

/**
 * The hamburger. Its `show-modal` command opens the drawer without script; once hydrated it opens it from the
 * click in a browser without invoker commands, and its `aria-expanded` follows the dialog's `open` attribute,
 * whoever changed it (the command, Escape, the backdrop, a tap before hydration). `children`: its icon, drawn by
 * the server.
 */
export function MenuButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = menuDialog();
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);

  return (
    <button
      type="button"
      command="show-modal"
      commandfor={MENU_ID}
      onClick={() => {
        const dialog = menuDialog();
        if (!browserRunsCommands() && dialog && !dialog.open) dialog.showModal();
      }}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={MENU_ID}
      className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 min-[576px]:hidden"
    >
      {children}
    </button>
  );
}

/**
 * The drawer's native modal `<dialog>` around the server-rendered `children`: its title and Close button, and
 * closing when a link inside is followed or the backdrop is pressed (`closedby="any"` does that where supported).
 * `closeIcon`: the Close button's icon, drawn by the server.
 */
export function MenuDialog({ children, closeIcon }: { children: ReactNode; closeIcon: ReactNode }) {
  function closeOnLinkOrBackdrop(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement;
    // The backdrop's clicks land on the dialog itself.
    if (target === event.currentTarget || target.closest("a")) closeMenu();
  }

  return (
    <dialog
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
            if (!browserRunsCommands()) closeMenu();
          }}
          aria-label="Close"
          className="-m-1 rounded-full p-1 text-muted hover:bg-brand-50 hover:text-ink"
        >
          {closeIcon}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </dialog>
  );
}

/**
 * The drawer's last row, from the live session: Log out (signed in), or Login / Sign up, which opens the prompt in
 * place once hydrated and before that is a link to `?login=please` (the same prompt, opened when the page runs).
 * `icons`: the two rows' icons, drawn by the server.
 */
export function MenuSessionRow({ icons }: { icons: { logIn: ReactNode; logOut: ReactNode } }) {
  const { loggedIn } = useSession();
  const { openLoginPrompt } = useLoginPrompt();
  const { logout } = useLogout();

  if (loggedIn) {
    return (
      <button
        type="button"
        onClick={() => {
          closeMenu();
          // Log out clears the stored account and goes to / (useLogout does both).
          void logout();
        }}
        className={MENU_ROW}
      >
        {icons.logOut}
        Log out
      </button>
    );
  }
  return (
    <a
      href="?login=please"
      onClick={(event) => {
        event.preventDefault();
        closeMenu();
        openLoginPrompt("welcome-back");
      }}
      className={MENU_ROW}
    >
      {icons.logIn}
      Login / Sign up
    </a>
  );
}
