import { notFound } from "next/navigation";

/**
 * Any deeper path no route claims (`/rings/extra/parts`): the 404 page of this segment, inside the site's header
 * and footer. proxy.ts sends such paths to the country's one not-found page (lib/shop/route-paths.ts), so this
 * answers only an internal path the proxy did not make.
 */
export default function MissingPage(): never {
  notFound();
}

/** Kept like a catalogue page (the build renders a placeholder; see `placeholderParams`). */
export const generateStaticParams = () => [{ missing: ["_"] }];
