import { BellRing, Gem, PackageSearch } from "lucide-react";

/**
 * Store listings of the shopping app. The real listing addresses are not known to this code; these
 * search pages are safe defaults until the integrator sets the real listing URLs.
 */
export const APP_STORE_URL = "https://apps.apple.com/in/search?term=SWA%20Diamonds";
export const PLAY_STORE_URL = "https://play.google.com/store/search?q=SWA%20Diamonds&c=apps";

function AppleGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6 fill-current">
      <path d="M16.37 12.6c.02 2.5 2.2 3.33 2.23 3.34-.02.06-.35 1.19-1.15 2.36-.69 1.01-1.41 2.02-2.55 2.04-1.11.02-1.47-.66-2.75-.66-1.28 0-1.68.64-2.73.68-1.1.04-1.94-1.09-2.64-2.1-1.43-2.07-2.53-5.86-1.06-8.41.73-1.27 2.03-2.07 3.45-2.09 1.08-.02 2.1.73 2.75.73.66 0 1.9-.9 3.2-.77.54.02 2.07.22 3.05 1.65-.08.05-1.82 1.06-1.8 3.17zM14.3 4.88c.58-.7.97-1.68.86-2.65-.84.03-1.85.56-2.45 1.26-.54.62-1.01 1.61-.88 2.56.93.07 1.89-.48 2.47-1.17z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6">
      <path d="M4 2.8v18.4c0 .3.3.5.6.4L14.2 12 4.6 2.4c-.3-.1-.6.1-.6.4z" fill="#34a853" />
      <path d="m14.2 12 2.9-2.9-11.9-6.8c-.2-.1-.4-.1-.6 0z" fill="#4285f4" />
      <path d="m14.2 12-9.6 9.6c.2.1.4.1.6 0l11.9-6.7z" fill="#ea4335" />
      <path d="m17.1 9.1-2.9 2.9 2.9 2.9 3.4-1.9c.7-.4.7-1.5 0-1.9z" fill="#fbbc04" />
    </svg>
  );
}

function StoreButton({
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
      className="inline-flex h-12 min-w-40 items-center gap-3 rounded-lg bg-ink px-4 text-white ring-1 ring-white/20 transition hover:bg-black"
    >
      {glyph}
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase tracking-wide text-white/70">{small}</span>
        <span className="text-base font-semibold">{big}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

const PERKS = [
  { icon: BellRing, text: "First look at new collections and festive offers" },
  { icon: PackageSearch, text: "Track orders and book a free trial at home" },
  { icon: Gem, text: "Your wishlist, wallet and exchange balance in one place" },
] as const;

/** App download block: the storefront's own copy and two store buttons in SVG. */
export function AppDownload() {
  return (
    <section aria-labelledby="app-heading" className="bg-gradient-to-br from-brand-50 via-white to-[#f8f0e0]">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-[0.28em] text-gold-600">
            The SWA Diamonds app
          </p>
          <h2 id="app-heading" className="mt-2 font-serif text-2xl leading-tight text-ink sm:text-4xl">
            Your jewellery box, in your pocket
          </h2>
          <ul className="mt-5 space-y-3">
            {PERKS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm text-ink/80 sm:text-base">
                <Icon aria-hidden className="h-5 w-5 shrink-0 text-gold-600" strokeWidth={1.5} />
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-7 flex flex-wrap gap-3">
            <StoreButton
              href={APP_STORE_URL}
              small="Download on the"
              big="App Store"
              glyph={<AppleGlyph />}
            />
            <StoreButton href={PLAY_STORE_URL} small="Get it on" big="Google Play" glyph={<PlayGlyph />} />
          </div>
        </div>
        <PhoneArt />
      </div>
    </section>
  );
}

/** A drawn phone showing a ring card: decoration only. */
function PhoneArt() {
  return (
    <svg aria-hidden viewBox="0 0 220 400" className="mx-auto hidden h-80 w-auto drop-shadow-xl md:block">
      <rect x="6" y="6" width="208" height="388" rx="34" fill="#1f1a1c" />
      <rect x="16" y="16" width="188" height="368" rx="26" fill="#fbf8f3" />
      <rect x="80" y="24" width="60" height="10" rx="5" fill="#1f1a1c" />
      <rect x="30" y="52" width="90" height="10" rx="5" fill="#6e1f3e" />
      <rect x="30" y="74" width="160" height="150" rx="14" fill="#f4e1e8" />
      <circle cx="110" cy="160" r="38" fill="none" stroke="#c79a3b" strokeWidth="9" />
      <path d="M110 100 126 118 110 128 94 118z" fill="#fff" stroke="#a97f27" strokeWidth="2" />
      <rect x="30" y="238" width="120" height="10" rx="5" fill="#1f1a1c" opacity=".8" />
      <rect x="30" y="256" width="70" height="10" rx="5" fill="#c79a3b" />
      <rect x="30" y="290" width="75" height="70" rx="10" fill="#fff" stroke="#e7e0dc" />
      <rect x="115" y="290" width="75" height="70" rx="10" fill="#fff" stroke="#e7e0dc" />
      <circle cx="67" cy="325" r="16" fill="none" stroke="#c79a3b" strokeWidth="5" />
      <path
        d="M152 310v30M140 322l12 18 12-18"
        fill="none"
        stroke="#8a2a4f"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
