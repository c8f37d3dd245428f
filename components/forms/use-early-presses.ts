import type { MouseEvent } from "react";

/** The field a held press carries: the pressed button's key. */
const PRESS_FIELD = "press";

/** What the `<form>` around a group of buttons spreads. */
export interface EarlyPressFormProps {
  action: (data: FormData) => void;
}

/** What each button in that form spreads (the button's own label, style and `disabled` stay its own). */
export interface EarlyPressButtonProps {
  type: "submit";
  name: string;
  value: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * Keeps a press on a group of server-rendered buttons made before they hydrate (the product page's size, Buy Now and
 * Add to Cart on a slow phone), for buttons whose answer is script: a dialog, an event for a later flow.
 *
 * The buttons become submit buttons of a `<form>` with a function `action`. Until hydration React's server-written
 * listener holds the submit, submitter included; once the form has hydrated React calls the action with the form's
 * data, and the pressed button's key picks its handler. After hydration each button's `onClick` runs its handler and
 * prevents the submit, so a press is answered at once and outside a transition, exactly as a plain button's.
 *
 * `handlers`: one function per button key. A key the form data does not name (a tampered page) does nothing.
 */
export function useEarlyPresses<K extends string>(handlers: Record<K, () => void>) {
  const run = (key: string) => {
    if (Object.hasOwn(handlers, key)) handlers[key as K]();
  };
  return {
    form: { action: (data: FormData) => run(String(data.get(PRESS_FIELD))) } satisfies EarlyPressFormProps,
    button: (key: K): EarlyPressButtonProps => ({
      type: "submit",
      name: PRESS_FIELD,
      value: key,
      onClick: (event) => {
        event.preventDefault();
        run(key);
      },
    }),
  };
}
