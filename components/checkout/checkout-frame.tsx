import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { Breadcrumbs } from "@/components/static/breadcrumbs";
import { cn } from "@/lib/cn";

const STEPS = ["Cart", "Checkout", "Payment"] as const;

/** 'Step n of 3' with the three steps (cart 1, checkout 2, payment 3 of 3). */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol
      className="flex items-center gap-2 text-xs font-medium sm:gap-3 sm:text-sm"
      aria-label={`Step ${current} of 3`}
    >
      {STEPS.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const active = n === current;
        return (
          <li
            key={label}
            className="flex items-center gap-2 sm:gap-3"
            aria-current={active ? "step" : undefined}
          >
            {i > 0 && (
              <span
                aria-hidden
                className={cn("h-px w-5 sm:w-10", done || active ? "bg-brand-700" : "bg-line")}
              />
            )}
            <span
              aria-hidden
              className={cn(
                "grid size-6 place-items-center rounded-full border text-[11px]",
                done && "border-brand-700 bg-brand-700 text-white",
                active && "border-brand-700 bg-brand-50 text-brand-800",
                !done && !active && "border-line text-muted",
              )}
            >
              {done ? <Check className="size-3.5" /> : n}
            </span>
            <span className={cn(active ? "text-brand-800" : "text-muted", !active && "hidden sm:inline")}>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export interface CheckoutFrameProps {
  /** the screen's heading ('Your details', 'Payments') */
  title: string;
  step: 2 | 3;
  /** this page's path (breadcrumb JSON-LD) */
  path: string;
  /** the order summary column */
  aside: ReactNode;
  children: ReactNode;
}

/**
 * Frame of the checkout screens: breadcrumb HOME / CART / CHECKOUT, the step
 * indicator, a heading, then the main column and the order summary beside it (below it on phones).
 */
export function CheckoutFrame({ title, step, path, aside, children }: CheckoutFrameProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6">
      <Breadcrumbs
        items={[{ label: "Cart", href: "/shoping/cart" }, { label: "Checkout" }]}
        currentPath={path}
      />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-600">Step {step} of 3</p>
          <h1 className="mt-1 font-serif text-3xl text-brand-800">{title}</h1>
        </div>
        <CheckoutSteps current={step} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0">{children}</div>
        <aside className="min-w-0 lg:sticky lg:top-6 lg:self-start" aria-label="Order summary">
          {aside}
        </aside>
      </div>
    </div>
  );
}

/** A problem that stops checkout (empty cart, a piece that cannot be bought): the message and a way back. */
export function CheckoutProblem({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <p className="font-serif text-2xl text-brand-800">{message}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}
