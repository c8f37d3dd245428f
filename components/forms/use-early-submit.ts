import { useMemo, useRef, type RefCallback } from "react";

/** What a page-level `<form>` spreads beside its `onSubmit`. */
export interface EarlySubmitProps {
  ref: RefCallback<HTMLFormElement>;
  action: () => void;
}

/**
 * Keeps a submit pressed before the form has hydrated, for a form a page renders on the server (profile, address,
 * checkout, trial booking, review): spread the result on the `<form>` beside its `onSubmit`.
 *
 * A function `action` makes React render a placeholder action and, until hydration, hold a submit in the small
 * listener its server writes into the page; once the form has hydrated React calls the action, which submits the
 * form again, through `onSubmit` like any press. Without it such a press is the browser's own GET submit: the page
 * reloads with every field (name, e-mail, phone, address) in its URL, and nothing is saved. After hydration
 * `onSubmit` prevents the default, and React never calls the action.
 */
export function useEarlySubmit(): EarlySubmitProps {
  const form = useRef<HTMLFormElement | null>(null);
  return useMemo(
    () => ({
      ref: (element) => {
        form.current = element;
      },
      action: () => form.current?.requestSubmit(),
    }),
    [],
  );
}
