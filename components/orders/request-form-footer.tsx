import { Button } from "@/components/ui/button";

/**
 * The end of a cancel or return request form: the store's refusal when no field shows it (`error`, or null), then
 * the dismiss button and the submit button, which reads `busyLabel` and is disabled while the request is sent.
 */
export function RequestFormFooter({
  error,
  dismissLabel,
  submitLabel,
  busyLabel,
  submitting,
  onDismiss,
}: {
  error: string | null;
  dismissLabel: string;
  submitLabel: string;
  busyLabel: string;
  submitting: boolean;
  onDismiss: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDismiss}>
          {dismissLabel}
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
