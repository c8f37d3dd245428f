import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** A form-level message (refusals from the server, 'No changes were made.'), announced as an alert. */
export function FormAlert({
  children,
  tone = "error",
  className,
}: {
  children: ReactNode;
  tone?: "error" | "info";
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={cx(
        "rounded-md px-3 py-2 text-sm",
        tone === "error" ? "bg-danger/10 font-medium text-danger" : "bg-ivory text-ink",
        className,
      )}
    >
      {children}
    </p>
  );
}
