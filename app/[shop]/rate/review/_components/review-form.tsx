"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { REVIEW_LIMITS, REVIEW_SAVED_MESSAGE, reviewFields } from "@/lib/store-api/contract/review";
import { loginPromptUrl } from "@/lib/validation/return-path";
import { MediaPicker } from "./media-picker";
import { StarInput } from "./star-input";

/** Thank-you time before going to /my/orders (2 s). */
export const REVIEW_REDIRECT_MS = 2000;

type Errors = Partial<Record<"rating" | "review_title" | "review" | "media" | "form", string>>;

export interface ReviewFormProps {
  product: { id: number; shipmentId: number; name: string; image: string };
  initial: { rating: number; title: string; text: string };
  editing: boolean;
}

/**
 * The review form: stars, title, text ('This field is required'), optional
 * photos and one video. Errors are shown together; the server's messages are shown as they come. On success a
 * thank-you shows for 2 s, then /my/orders.
 */
export function ReviewForm({ product, initial, editing }: ReviewFormProps) {
  const router = useRouter();
  const [rating, setRating] = useState(initial.rating);
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.text);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => router.push("/my/orders"), REVIEW_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, router]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const fields = {
      product_id: product.id,
      shipment_id: product.shipmentId,
      rating,
      review_title: title,
      review: text,
    };
    const parsed = reviewFields.safeParse(fields);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
    for (const f of files) body.append("review_image", f, f.name);
    setBusy(true);
    setErrors({});
    try {
      const res = await fetch("/api/reviews", { method: "POST", body });
      if (res.ok) return setDone(true);
      const json = (await res.json().catch(() => null)) as {
        error?: { message?: string; fieldErrors?: Record<string, string> };
      } | null;
      const message = json?.error?.message ?? "Your review could not be saved. Please try again.";
      if (res.status === 401) return router.push(loginPromptUrl(location.pathname + location.search));
      setErrors(
        json?.error?.fieldErrors
          ? (json.error.fieldErrors as Errors)
          : res.status === 413 || res.status === 415
            ? { media: message }
            : { form: message },
      );
    } catch {
      setErrors({ form: "Your review could not be sent. Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  const field =
    "mt-1 w-full rounded-md border border-line bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6" aria-busy={busy}>
      <div className="flex items-center gap-4 rounded-card border border-line bg-ivory p-4">
        {product.image && (
          // eslint-disable-next-line @next/next/no-img-element -- one small thumbnail
          <img src={product.image} alt="" className="size-16 rounded-md object-cover sm:size-20" />
        )}
        <div>
          <p className="font-medium text-ink">{product.name}</p>
          {editing && (
            <p className="text-xs text-muted">You reviewed this piece before: saving updates your review.</p>
          )}
        </div>
      </div>
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
      />
      <div>
        <label htmlFor="review-title" className="text-sm font-medium text-ink">
          Title
        </label>
        <input
          id="review-title"
          value={title}
          maxLength={REVIEW_LIMITS.titleChars}
          aria-invalid={!!errors.review_title}
          aria-describedby={errors.review_title ? "review-title-error" : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((x) => ({ ...x, review_title: undefined }));
          }}
          className={field}
        />
        {errors.review_title && (
          <p id="review-title-error" className="mt-1 text-xs font-medium text-danger">
            {errors.review_title}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="review-text" className="text-sm font-medium text-ink">
          Your review
        </label>
        <textarea
          id="review-text"
          rows={5}
          value={text}
          maxLength={REVIEW_LIMITS.reviewChars}
          aria-invalid={!!errors.review}
          aria-describedby={errors.review ? "review-text-error" : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((x) => ({ ...x, review: undefined }));
          }}
          className={field}
        />
        {errors.review && (
          <p id="review-text-error" className="mt-1 text-xs font-medium text-danger">
            {errors.review}
          </p>
        )}
      </div>
      <MediaPicker
        files={files}
        onChange={setFiles}
        error={errors.media ?? null}
        onError={(m) => setErrors((x) => ({ ...x, media: m ?? undefined }))}
      />
      {errors.form && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Saving…" : editing ? "Update review" : "Submit review"}
      </Button>
      <Dialog open={done} onClose={() => router.push("/my/orders")} title={REVIEW_SAVED_MESSAGE} size="sm">
        <p className="text-sm text-muted">Your review is on the product page now. Taking you to My Orders…</p>
      </Dialog>
    </form>
  );
}
