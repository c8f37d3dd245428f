import type { ReactNode } from "react";

/** An empty list: an icon, the screen's empty text, an optional hint and an optional call to action. */
export function EmptyState({
  icon,
  text,
  hint,
  action,
}: {
  icon: ReactNode;
  text: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-line bg-ivory px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <p className="mt-5 font-serif text-xl text-ink">{text}</p>
      {hint && <p className="mt-2 max-w-sm text-sm text-muted">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
