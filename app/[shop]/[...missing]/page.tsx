import { notFound } from "next/navigation";

/**
 * Any deeper path no route claims (`/rings/extra/parts`). Every page request is rewritten under `[shop]`
 * (`proxy.ts`), so this, not Next's built-in fallback, is where unknown URLs end: the 404 page of this segment
 * renders inside the site's header and footer.
 */
export default function MissingPage(): never {
  notFound();
}
