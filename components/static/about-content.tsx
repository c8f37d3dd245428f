import Link from "next/link";
import { BadgeCheck, Gem, MapPin, Scale } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ABOUT_PATH } from "./about-path";
import { Prose, StaticPage, staticMetadata } from "./static-page";

export const aboutMetadata = staticMetadata(
  "About Us",
  "SWA Diamonds is the retail brand of a wholesale diamond jeweller: certified diamond, gold and platinum jewellery at honest prices, online and at outlets in large and small cities.",
  ABOUT_PATH,
);

const VALUES = [
  {
    icon: Gem,
    title: "Straight from the source",
    text: "We cut out the layers between the workshop and you, so the savings of a wholesaler reach your jewellery box.",
  },
  {
    icon: BadgeCheck,
    title: "Certified, always",
    text: "IGI or GIA certificates for diamonds and BIS hallmarks with HUID for gold, on every piece.",
  },
  {
    icon: Scale,
    title: "Honest, open pricing",
    text: "Metal weight, stone weight and purity are listed for every design, so you know what you are paying for.",
  },
  {
    icon: MapPin,
    title: "Close to home",
    text: "Outlets in big cities and smaller towns alike, plus free trial at home and video consultations.",
  },
] as const;

/**
 * About Us body (mission and brand story, a wholesale diamond jeweller's
 * retail brand with outlets in larger and smaller cities). Shared by `/about/us`.
 */
export function AboutContent() {
  return (
    <StaticPage
      title="About SWA Diamonds"
      crumb="About Us"
      path={ABOUT_PATH}
      wide
      intro="A wholesale diamond jeweller's promise, now at your fingertips: fine jewellery made to be worn every day and treasured for generations."
    >
      <div className="grid gap-10 md:grid-cols-[3fr_2fr] md:gap-14">
        <Prose>
          <h2>Our story</h2>
          <p>
            For years we worked behind the scenes as a wholesale diamond jeweller, sourcing stones, setting
            them in gold and platinum and supplying finished jewellery to stores across the country. We saw
            the same pieces travel through several hands, gaining a margin at every step before they reached
            the person who would wear them.
          </p>
          <p>
            SWA Diamonds is our answer: our own retail brand, selling the jewellery we craft directly to you.
            The same workshops, the same certified diamonds and the same attention to finish, without the
            mark-ups in between.
          </p>
          <h2>Our mission</h2>
          <p>
            To make certified diamond jewellery an easy, confident purchase for everyone, not just for special
            occasions. That means clear information on every piece, prices you can understand, and promises
            that last as long as your jewellery does: a 15-day full refund, lifetime exchange and lifetime
            buyback.
          </p>
          <h2>Wherever you are</h2>
          <p>
            Fine jewellery should not be a big-city privilege. Alongside this website, our outlets serve
            larger metros and smaller towns alike, with the same certified collection and the same after-sales
            care.
          </p>
        </Prose>
        <aside
          aria-label="What we stand for"
          className="self-start rounded-card border border-gold-300 bg-ivory p-6 sm:p-8"
        >
          <p className="text-[11px] font-semibold uppercase tracking-[0.28em] text-gold-600">
            What we stand for
          </p>
          <ul className="mt-5 space-y-6">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gold-300 bg-white text-gold-600">
                  <Icon aria-hidden className="h-5 w-5" strokeWidth={1.5} />
                </span>
                <span>
                  <span className="block font-serif text-lg text-ink">{title}</span>
                  <span className="block text-sm leading-relaxed text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mt-12 flex flex-col items-center gap-4 rounded-card bg-brand-900 px-6 py-10 text-center text-white sm:py-12">
        <h2 className="font-serif text-2xl sm:text-3xl">See it, try it, love it</h2>
        <p className="max-w-xl text-sm text-white/75 sm:text-base">
          Visit an outlet near you or browse our newest designs online, with free shipping on every order.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link href="/product/outlets" className={buttonVariants({ variant: "gold", size: "lg" })}>
            Find an outlet
          </Link>
          <Link
            href="/new/arrivals?type=new"
            className={buttonVariants({
              variant: "outline",
              size: "lg",
              className: "border-white text-white hover:bg-white/10",
            })}
          >
            Shop new arrivals
          </Link>
        </div>
      </div>
    </StaticPage>
  );
}
