import { cx } from "@/lib/cx";

const SIZES = { sm: "size-4", md: "size-8", lg: "size-12" } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** read by screen readers; also the live status text */
  label?: string;
  /** brand: the brand colour on light backgrounds; inverse: white, inside a filled button */
  tone?: "brand" | "inverse";
  className?: string;
}

/**
 * Loading spinner (listings and home show one while they load). Announced as a status;
 * the ring still turns slowly under prefers-reduced-motion so the state stays visible.
 */
export function Spinner({ size = "md", label = "Loading", tone = "brand", className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cx(
        "inline-flex items-center justify-center",
        tone === "inverse" ? "text-white" : "text-brand-700",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className={cx(SIZES[size], "animate-spin motion-reduce:[animation-duration:2.5s]")}
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
