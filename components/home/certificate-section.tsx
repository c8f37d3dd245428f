import { BadgeCheck, Fingerprint, Gem } from "lucide-react";
import { InlineVideo } from "./inline-video";

const POINTS = [
  {
    icon: Gem,
    title: "Diamonds graded by IGI or GIA",
    text: "Every diamond piece ships with a certificate from an independent laboratory, naming the carat weight, colour and clarity you paid for.",
  },
  {
    icon: BadgeCheck,
    title: "BIS hallmarked gold",
    text: "Gold is hallmarked by the Bureau of Indian Standards, so its purity (24K, 22K, 18K or 14K) is stamped on the piece itself.",
  },
  {
    icon: Fingerprint,
    title: "A HUID for every piece",
    text: "The six-character Hallmark Unique ID lets you verify your jewellery on the government's BIS Care app in seconds.",
  },
] as const;

/** Drawn certificate card behind the video: what shows until the first frame arrives (the store sends no poster). */
function CertificateArt() {
  return (
    <svg aria-hidden viewBox="0 0 400 400" className="absolute inset-0 h-full w-full">
      <rect width="400" height="400" fill="#f6f1ea" />
      <rect x="70" y="80" width="260" height="240" rx="10" fill="#fffdf9" stroke="#e8cf8e" strokeWidth="3" />
      <rect x="82" y="92" width="236" height="216" rx="6" fill="none" stroke="#c79a3b" strokeWidth="2" />
      <rect x="130" y="120" width="140" height="10" rx="5" fill="#6e1f3e" />
      <rect x="110" y="150" width="180" height="6" rx="3" fill="#e7e0dc" />
      <rect x="110" y="166" width="150" height="6" rx="3" fill="#e7e0dc" />
      <rect x="110" y="182" width="170" height="6" rx="3" fill="#e7e0dc" />
      <rect x="110" y="198" width="120" height="6" rx="3" fill="#e7e0dc" />
      <circle cx="270" cy="262" r="28" fill="#c79a3b" />
      <circle cx="270" cy="262" r="20" fill="none" stroke="#fbf8f3" strokeWidth="2" />
      <path d="m262 262 6 6 11-12" fill="none" stroke="#fbf8f3" strokeWidth="3" strokeLinecap="round" />
      <rect x="110" y="250" width="90" height="6" rx="3" fill="#6b6266" opacity=".5" />
      <rect x="110" y="266" width="60" height="6" rx="3" fill="#6b6266" opacity=".5" />
    </svg>
  );
}

/**
 * Certificate block (certificate video): the store's `Video` beside the storefront's
 * own copy on IGI/GIA certification and BIS hallmark + HUID. Without a video URL, only the copy shows.
 */
export function CertificateSection({ video }: { video: string }) {
  return (
    <section aria-labelledby="certified-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2 md:gap-14">
        {video && (
          <div className="relative mx-auto aspect-square w-full max-w-md overflow-hidden rounded-card bg-ivory ring-1 ring-gold-500/40">
            <CertificateArt />
            <InlineVideo
              src={video}
              label="A jewellery certificate and hallmark being checked"
              className="relative"
            />
          </div>
        )}
        <div className={video ? "" : "md:col-span-2 md:mx-auto md:max-w-2xl"}>
          <p className="text-[11px] font-semibold uppercase tracking-[0.28em] text-gold-300">
            Certified & hallmarked
          </p>
          <h2 id="certified-heading" className="mt-2 font-serif text-2xl leading-tight sm:text-4xl">
            Proof of quality, in writing
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-white/75 sm:text-base">
            Fine jewellery is a lifetime purchase. That is why every piece comes with paperwork you can check
            for yourself, not just our word.
          </p>
          <ul className="mt-6 space-y-5">
            {POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gold-500/50 text-gold-300">
                  <Icon aria-hidden className="h-5 w-5" strokeWidth={1.5} />
                </span>
                <span>
                  <span className="block font-semibold text-gold-300">{title}</span>
                  <span className="block text-sm leading-relaxed text-white/75">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
