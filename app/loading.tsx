import { Spinner } from "@/components/ui/spinner";

/**
 * Route loading state: a centred spinner in the page area (header and footer stay). A full screen tall, so the
 * footer sits below the fold and does not jump when the page streams in (CLS).
 */
export default function Loading() {
  return (
    <div className="flex min-h-[100svh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
