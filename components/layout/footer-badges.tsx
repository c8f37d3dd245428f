/**
 * Social and app-store marks for the footer, drawn inline (no image requests, no third-party artwork).
 */

const ICON = "size-5";

/** Social networks of the brand. */
export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/swadiamonds" },
  { name: "Facebook", href: "https://www.facebook.com/swadiamonds" },
  { name: "YouTube", href: "https://www.youtube.com/@swadiamonds" },
  { name: "Pinterest", href: "https://www.pinterest.com/swadiamonds" },
] as const;

type SocialName = (typeof SOCIAL_LINKS)[number]["name"];

function SocialGlyph({ name }: { name: SocialName }) {
  const common = {
    viewBox: "0 0 24 24",
    className: ICON,
    "aria-hidden": true,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  };
  switch (name) {
    case "Instagram":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </svg>
      );
    case "Facebook":
      return (
        <svg {...common}>
          <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
        </svg>
      );
    case "YouTube":
      return (
        <svg {...common}>
          <rect x="2.5" y="5" width="19" height="14" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </svg>
      );
    case "Pinterest":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M10.2 20.5 12 13m-1.4-1.7c-.4-2.6 1-4.3 3-4.3 1.8 0 2.9 1.2 2.9 2.9 0 2.2-1.2 4.1-2.9 4.1-1 0-1.6-.8-1.4-1.7" />
        </svg>
      );
  }
}

/** Round icon links to the brand's social pages; each opens in a new tab and is named for screen readers. */
export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {SOCIAL_LINKS.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`SWA Diamonds on ${s.name} (opens in a new tab)`}
            className="flex size-10 items-center justify-center rounded-full border border-white/25 text-white/90 hover:border-gold-300 hover:text-gold-300"
          >
            <SocialGlyph name={s.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** App store links (footer; the home page's app download block has its own). */
export const APP_LINKS = {
  googlePlay: "https://play.google.com/store/apps/details?id=com.swadiamonds.shop",
  appStore: "https://apps.apple.com/app/swa-diamonds/id6450000000",
} as const;

function StoreBadge({
  href,
  small,
  big,
  glyph,
}: {
  href: string;
  small: string;
  big: string;
  glyph: React.ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex h-12 w-44 items-center gap-2.5 whitespace-nowrap rounded-lg border border-white/30 bg-black px-3 text-white hover:border-gold-300"
    >
      {glyph}
      <span className="flex flex-col leading-tight">
        <span className="text-[9px] uppercase tracking-wide text-white/80">{small}</span>
        <span className="text-[15px] font-semibold">{big}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** 'Get it on Google Play' and 'Download on the App Store' buttons, drawn as text and simple shapes. */
export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-3">
      <StoreBadge
        href={APP_LINKS.googlePlay}
        small="Get it on"
        big="Google Play"
        glyph={
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
            <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
            <path d="M4 2.5 17.5 9 14 12z" fill="#4285f4" />
            <path d="M4 21.5 17.5 15 14 12z" fill="#ea4335" />
            <path d="M17.5 9 21 11a1.2 1.2 0 0 1 0 2l-3.5 2-3.5-3z" fill="#fbbc04" />
          </svg>
        }
      />
      <StoreBadge
        href={APP_LINKS.appStore}
        small="Download on the"
        big="App Store"
        glyph={
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0" fill="currentColor">
            <path d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8A4.7 4.7 0 0 0 4.2 9.6c-1.7 2.9-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-4z" />
            <path d="M14.1 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
          </svg>
        }
      />
    </div>
  );
}
