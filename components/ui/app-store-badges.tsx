import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/**
 * Store listings of the shopping app (footer and the home page's app download block). The real listing
 * addresses are not known to this code; these search pages are safe defaults until the integrator sets them.
 */
export const APP_LINKS = {
  googlePlay: "https://play.google.com/store/search?q=SWA%20Diamonds&c=apps",
  appStore: "https://apps.apple.com/in/search?term=SWA%20Diamonds",
} as const;

function PlayGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
      <path d="M4 2.8v18.4c0 .3.3.5.6.4L14.2 12 4.6 2.4c-.3-.1-.6.1-.6.4z" fill="#34a853" />
      <path d="m14.2 12 2.9-2.9-11.9-6.8c-.2-.1-.4-.1-.6 0z" fill="#4285f4" />
      <path d="m14.2 12-9.6 9.6c.2.1.4.1.6 0l11.9-6.7z" fill="#ea4335" />
      <path d="m17.1 9.1-2.9 2.9 2.9 2.9 3.4-1.9c.7-.4.7-1.5 0-1.9z" fill="#fbbc04" />
    </svg>
  );
}

function AppleGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 fill-current">
      <path d="M16.37 12.6c.02 2.5 2.2 3.33 2.23 3.34-.02.06-.35 1.19-1.15 2.36-.69 1.01-1.41 2.02-2.55 2.04-1.11.02-1.47-.66-2.75-.66-1.28 0-1.68.64-2.73.68-1.1.04-1.94-1.09-2.64-2.1-1.43-2.07-2.53-5.86-1.06-8.41.73-1.27 2.03-2.07 3.45-2.09 1.08-.02 2.1.73 2.75.73.66 0 1.9-.9 3.2-.77.54.02 2.07.22 3.05 1.65-.08.05-1.82 1.06-1.8 3.17zM14.3 4.88c.58-.7.97-1.68.86-2.65-.84.03-1.85.56-2.45 1.26-.54.62-1.01 1.61-.88 2.56.93.07 1.89-.48 2.47-1.17z" />
    </svg>
  );
}

function StoreBadge({
  href,
  small,
  big,
  glyph,
}: {
  href: string;
  small: string;
  big: string;
  glyph: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex h-12 w-44 items-center gap-2.5 whitespace-nowrap rounded-lg border border-white/30 bg-black px-3 text-white transition hover:border-gold-300"
    >
      {glyph}
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase tracking-wide text-white/80">{small}</span>
        <span className="text-[15px] font-semibold">{big}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * 'Get it on Google Play' and 'Download on the App Store' buttons, drawn as text and inline SVG (no image
 * requests, no third-party artwork); each opens its store in a new tab.
 * @param className classes of the wrapping row (spacing from the content above)
 */
export function AppStoreBadges({ className }: { className?: string }) {
  return (
    <div className={cx("flex flex-wrap gap-3", className)}>
      <StoreBadge href={APP_LINKS.googlePlay} small="Get it on" big="Google Play" glyph={<PlayGlyph />} />
      <StoreBadge href={APP_LINKS.appStore} small="Download on the" big="App Store" glyph={<AppleGlyph />} />
    </div>
  );
}
