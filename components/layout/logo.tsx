import Link from "next/link";
import { cn } from "@/lib/cn";

/**
 * The 'SWA Diamonds' wordmark (text and a small drawn gem, no image request), linking home.
 * Fixed height so the header never shifts while fonts load.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      aria-label="SWA Diamonds home"
      className={cn("flex h-10 shrink-0 items-center gap-2 text-brand-800", className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8">
        <path d="M8 4h16l6 8-14 17L2 12z" fill="var(--color-brand-700)" />
        <path
          d="M2 12h28M8 4l4 8 4-8 4 8 4-8M12 12l4 17 4-17"
          stroke="var(--color-gold-300)"
          strokeWidth="1.2"
          fill="none"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-serif text-xl font-bold tracking-[0.18em] sm:text-2xl">SWA</span>{" "}
        <span className="text-[9px] font-semibold tracking-[0.42em] text-gold-600 sm:text-[10px]">
          DIAMONDS
        </span>
      </span>
    </Link>
  );
}
