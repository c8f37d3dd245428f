import Link from "next/link";
import type { HomeData } from "@/lib/store-api/contract";
import { StaticImage } from "@/components/ui/static-image";
import { cn } from "@/lib/cn";
import { InlineVideo } from "./inline-video";
import { promoHref } from "./links";

type Ad = HomeData["banners"][number];

/** Words for an ad's link and alt text, from where it leads (ads carry no name of their own). */
function adLabel(ad: Ad, names: Map<string, string>): string {
  const name = names.get(`${ad.is_category ? "c" : "t"}${ad.type_id}`);
  return name ? `Shop ${name}` : "Shop the collection";
}

/** Three across when the ads fill rows of three, else two across (four ads make a 2x2 block, never 3 + 1). */
function columns(count: number): string {
  if (count <= 1) return "";
  return count % 3 === 0 ? "md:grid-cols-3" : "md:grid-cols-2";
}

export interface AdBannersProps {
  ads: HomeData["banners"];
  /** categories and tags of the home payload, to name each ad's destination */
  categories: HomeData["categories"];
  tags: HomeData["tags"];
}

/**
 * Ad banners (image or video). Ad art is a single 1200x600 size, served as is
 * (unoptimized). Each sits in a fixed 2:1 box (no layout shift) and
 * links to its category or tag listing. Videos are muted, inline and lazy (see InlineVideo); with an ad image
 * the video plays over its right half. Ad videos carry no words (backend/media/video.ts), so the image's headline
 * is the only one shown.
 */
export function AdBanners({ ads, categories, tags }: AdBannersProps) {
  const shown = ads.filter((a) => a.Ad_image || a.Ad_video);
  if (shown.length === 0) return null;
  const names = new Map<string, string>([
    ...categories.map((c) => [`c${c.id}`, c.name] as const),
    ...tags.map((t) => [`t${t.id}`, t.name] as const),
  ]);
  return (
    <section aria-label="Offers and collections" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <ul className={cn("grid gap-4 sm:gap-5", columns(shown.length))}>
        {shown.map((ad, i) => {
          const label = adLabel(ad, names);
          return (
            <li key={`${ad.Ad_image ?? ad.Ad_video}-${i}`}>
              <Link
                href={promoHref(ad.type_id, ad.is_category)}
                prefetch={false}
                aria-label={ad.Ad_video ? label : undefined}
                className="group relative block aspect-[2/1] overflow-hidden rounded-card bg-ivory ring-1 ring-line"
              >
                {ad.Ad_image && (
                  <StaticImage
                    src={ad.Ad_image}
                    alt={ad.Ad_video ? "" : label}
                    fill
                    unoptimized
                    sizes="(max-width: 767px) 100vw, 50vw"
                    className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                )}
                {ad.Ad_video && (
                  // Ad videos are square: over an ad image they fill its right half (a 2:1 box's right half is a
                  // square), fading in from the left so the image's own words stay readable.
                  <span
                    className={cn(
                      "absolute inset-y-0 right-0",
                      ad.Ad_image
                        ? "aspect-square [mask-image:linear-gradient(to_right,transparent,black_22%)]"
                        : "left-0",
                    )}
                  >
                    <InlineVideo src={ad.Ad_video} label={label} />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
