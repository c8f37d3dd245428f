/**
 * Social marks for the footer, drawn inline (no image requests, no third-party artwork).
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
