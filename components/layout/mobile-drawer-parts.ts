/** Names and classes the phone drawer's server part and its client islands share (a plain module: both import it). */

/** Id of the drawer's `<dialog>`, the target of the hamburger's `show-modal` command. */
export const MENU_ID = "site-menu";

/** Classes of a full-width row of the drawer (a link or a button). */
export const MENU_ROW =
  "flex w-full items-center gap-2 border-b border-line px-4 py-3.5 text-left text-sm font-semibold uppercase tracking-wider text-ink";
