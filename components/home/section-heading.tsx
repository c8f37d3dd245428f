import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { cn } from "@/lib/cn";

export interface SectionHeadingProps {
  /** small uppercase line above the title */
  eyebrow?: string;
  title: string;
  /** id for aria-labelledby on the enclosing section */
  id: string;
  /** optional 'View all' style link on the right */
  action?: { href: string; label: string; srLabel?: string };
  className?: string;
}

/** Centred serif heading with a gold rule, used by every home block; the action link sits on the right. */
export function SectionHeading({ eyebrow, title, id, action, className }: SectionHeadingProps) {
  return (
    <div className={cn("mb-6 flex flex-col items-center gap-2 text-center sm:mb-8", className)}>
      {eyebrow && (
        <p className="text-[11px] font-semibold uppercase tracking-[0.28em] text-gold-600">{eyebrow}</p>
      )}
      <h2 id={id} className="font-serif text-2xl text-ink sm:text-[2rem] sm:leading-tight">
        {title}
      </h2>
      <span aria-hidden className="flex items-center gap-2 text-gold-500">
        <span className="h-px w-10 bg-gold-300" />
        <svg viewBox="0 0 12 12" className="h-2.5 w-2.5 fill-current">
          <path d="M6 0 12 6 6 12 0 6z" />
        </svg>
        <span className="h-px w-10 bg-gold-300" />
      </span>
      {action && (
        <Link
          href={action.href}
          prefetch={false}
          className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {action.label}
          {action.srLabel && <span className="sr-only"> {action.srLabel}</span>}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}
