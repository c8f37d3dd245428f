import type { Ref, RefCallback } from "react";

/**
 * One ref callback that sets both refs: an input a dialog focuses on opening (`a`) that a form library also
 * tracks (`b`, to focus it when it is invalid).
 */
export function joinRefs<T extends HTMLElement>(
  a: Ref<T> | undefined,
  b: RefCallback<HTMLElement>,
): RefCallback<T> {
  return (element) => {
    if (typeof a === "function") a(element);
    else if (a) a.current = element;
    b(element);
  };
}
