import { cn } from "@/lib/cn";

const STEPS = ["Cart", "Your details", "Payment"] as const;

/**
 * The three buying steps (cart is step 1 of 3, checkout 2, payment 3), the current one
 * marked; announced as 'Step n of 3'.
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={`Step ${current} of 3`}>
      <p className="sr-only">
        Step {current} of 3: {STEPS[current - 1]}
      </p>
      <ol
        aria-hidden="true"
        className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider"
      >
        {STEPS.map((label, i) => {
          const n = i + 1;
          const done = n < current;
          const here = n === current;
          return (
            <li key={label} className="flex min-w-0 items-center gap-2">
              {i > 0 && (
                <span className={cn("h-px w-6 sm:w-12", done || here ? "bg-brand-700" : "bg-line")} />
              )}
              <span
                className={cn(
                  "grid size-6 shrink-0 place-items-center rounded-full text-[11px]",
                  here
                    ? "bg-brand-700 text-white"
                    : done
                      ? "bg-brand-100 text-brand-800"
                      : "bg-ivory text-muted ring-1 ring-line",
                )}
              >
                {n}
              </span>
              <span className={cn("truncate", here ? "text-brand-800" : "hidden text-muted sm:inline")}>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
