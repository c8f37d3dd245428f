import { Spinner } from "@/components/ui/spinner";

/**
 * What a listing shows while its products load on first entry (specification "Listing screens": loading
 * spinner): the heading text when known, a spinner and card placeholders of the real cards' shape. At least a
 * screen tall so nothing below moves inside the viewport when the products arrive. The heading is not an <h1>
 * here: the page's h1 appears with the products, so "h1 visible and nothing aria-busy" means loaded.
 */
export function ListingSkeleton({ heading }: { heading?: string }) {
  return (
    <div className="mx-auto min-h-screen w-full max-w-7xl px-4 pb-12" aria-busy="true">
      <div className="py-3">
        <div className="h-3 w-32 rounded bg-brand-50" />
      </div>
      <div className="flex gap-8">
        <div className="hidden w-56 shrink-0 flex-col gap-3 min-[576px]:flex" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-5 rounded bg-brand-50" />
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="mb-4 flex items-end justify-between border-b border-line pb-3">
            <div>
              {heading ? (
                <p
                  aria-hidden="true"
                  className="font-serif text-2xl uppercase tracking-wide text-brand-800 max-[575px]:text-xl"
                >
                  {heading}
                </p>
              ) : (
                <div className="h-8 w-48 rounded bg-brand-50" />
              )}
              <div className="mt-2 h-4 w-24 rounded bg-brand-50" />
            </div>
            <Spinner label="Loading products" />
          </div>
          <ul
            className="grid grid-cols-2 gap-3 min-[576px]:gap-4 lg:grid-cols-3 xl:grid-cols-4"
            aria-hidden="true"
          >
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-card border border-line">
                <div className="aspect-square animate-pulse bg-ivory motion-reduce:animate-none" />
                <div className="flex flex-col gap-2 p-3">
                  <div className="h-4 rounded bg-brand-50" />
                  <div className="h-3 w-2/3 rounded bg-brand-50" />
                  <div className="h-5 w-1/2 rounded bg-brand-50" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
