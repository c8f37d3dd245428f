import { getImageProps } from "next/image";
import Link from "next/link";
import { preload } from "react-dom";
import type { HomeData } from "@/lib/store-api/contract";
import { Carousel } from "@/components/ui/carousel";
import { StaticImage } from "@/components/ui/static-image";
import { cn } from "@/lib/cn";
import { promoHref } from "./links";

type Slide = HomeData["corosals"][number];
type Kind = "desktop" | "phone";

/**
 * Banner art sizes in px (store media: desktop 1920x640 = 3:1, phone 800x1000 = 4:5). Banners come in these
 * single sizes (no width variants to pick from), so next/image serves them unoptimized, as they are.
 */
export const BANNER_SIZE: Record<Kind, { width: number; height: number }> = {
  desktop: { width: 1920, height: 640 },
  phone: { width: 800, height: 1000 },
};
/** The phone set shows below this width (px), the desktop set from it. */
const PHONE_MEDIA = "(max-width: 767px)";
const DESKTOP_MEDIA = "(min-width: 768px)";
/** 1x1 transparent GIF: the hidden set's first <picture> resolves to it, so only one LCP image downloads. */
const BLANK_GIF = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAACH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const AUTOPLAY_MS = 5000;

interface SetProps {
  slides: Slide[];
  kind: Kind;
  /** media query this set is shown for; undefined when it is the only set */
  media?: string;
  /** media query of the other set (its first image resolves to a blank there) */
  otherMedia?: string;
}

/** The first slide: the page's LCP image. Preloaded for its own breakpoint only, high priority, eager. */
function FirstSlideImage({ slide, kind, media, otherMedia }: { slide: Slide } & Omit<SetProps, "slides">) {
  const { props } = getImageProps({
    src: slide.corousal_image,
    alt: slide.corousal_name,
    unoptimized: true,
    ...BANNER_SIZE[kind],
    sizes: "100vw",
    loading: "eager",
    fetchPriority: "high",
  });
  preload(props.src, { as: "image", fetchPriority: "high", media });
  return (
    <picture>
      {otherMedia && <source media={otherMedia} srcSet={BLANK_GIF} />}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...props} className="h-full w-full object-cover" />
    </picture>
  );
}

/** One breakpoint's banner set in a carousel with a fixed aspect ratio (no layout shift before or after hydration). */
function BannerSet({ slides, kind, media, otherMedia }: SetProps) {
  return (
    <Carousel
      label="Featured collections"
      autoplayMs={AUTOPLAY_MS}
      className={cn("w-full bg-ivory", kind === "desktop" ? "aspect-[3/1]" : "aspect-[4/5]")}
    >
      {slides.map((slide, i) => (
        <Link
          key={`${slide.corousal_image}-${i}`}
          href={promoHref(slide.type_id, slide.is_category)}
          prefetch={false}
          className="relative block h-full w-full"
          data-testid={`banner-${kind}`}
        >
          {i === 0 ? (
            <FirstSlideImage slide={slide} kind={kind} media={media} otherMedia={otherMedia} />
          ) : (
            <StaticImage
              src={slide.corousal_image}
              alt={slide.corousal_name}
              fill
              unoptimized
              sizes="100vw"
              className="object-cover"
            />
          )}
        </Link>
      ))}
    </Carousel>
  );
}

/**
 * Home banner carousel (separate web and mobile sets from `corosals` by
 * `for_mobile`). Both sets are rendered; CSS shows the phone set below 768 px and the desktop set from 768 px,
 * each in its own aspect box (4:5 and 3:1) so CLS stays 0. The first image of each set is eager, high priority
 * and preloaded with a media query, and the hidden set's first image resolves to a 1x1 GIF, so a device
 * downloads exactly one LCP image. When one set is empty the other serves every width.
 */
export function HeroBanner({ slides }: { slides: Slide[] }) {
  const desktop = slides.filter((s) => !s.for_mobile);
  const phone = slides.filter((s) => s.for_mobile);
  if (desktop.length === 0 && phone.length === 0) return null;
  if (phone.length === 0 || desktop.length === 0) {
    const only = desktop.length ? desktop : phone;
    return (
      <div data-testid="hero-banner">
        <BannerSet slides={only} kind="desktop" />
      </div>
    );
  }
  return (
    <div data-testid="hero-banner">
      <div className="md:hidden" data-testid="hero-phone">
        <BannerSet slides={phone} kind="phone" media={PHONE_MEDIA} otherMedia={DESKTOP_MEDIA} />
      </div>
      <div className="hidden md:block" data-testid="hero-desktop">
        <BannerSet slides={desktop} kind="desktop" media={DESKTOP_MEDIA} otherMedia={PHONE_MEDIA} />
      </div>
    </div>
  );
}
