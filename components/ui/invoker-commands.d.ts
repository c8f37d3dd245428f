/**
 * Invoker commands: a button with `command` and `commandfor` opens or closes the dialog (or popover) it names
 * without script, in every current browser. React renders the attributes as written; its types do not list them
 * yet.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "show-popover"
      | "hide-popover"
      | "toggle-popover"
      | `--${string}`;
    /** id of the element the command acts on */
    commandfor?: string;
  }
}
