"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, errorProps } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField, textareaClass } from "@/components/forms/text-field";
import { useEarlySubmit } from "@/components/forms/use-early-submit";
import { useZodForm } from "@/components/forms/use-zod-form";
import {
  REVIEW_LIMITS,
  REVIEW_SAVED_MESSAGE,
  reviewFormSchema,
  type ReviewFormValues,
} from "@/lib/store-api/contract/review";
import { loginPromptUrl } from "@/lib/validation/return-path";
import { MediaPicker } from "./media-picker";
import { StarInput } from "./star-input";

/** Thank-you time before going to /my/orders (2 s). */
export const REVIEW_REDIRECT_MS = 2000;

/** The form's fields in screen order: the store's first field message gets focus. */
const FIELDS: (keyof ReviewFormValues)[] = ["rating", "review_title", "review"];

export interface ReviewFormProps {
  product: { id: number; shipmentId: number; name: string; image: string };
  initial: { rating: number; title: string; text: string };
  editing: boolean;
}

/**
 * The review form: stars, title, text ('This field is required'), optional
 * photos and one video. Every missing or invalid field shows its message at once (the rating's, the title's and the
 * text's together) and the first of them gets focus; the server's messages are shown as they come. On success a
 * thank-you shows for 2 s, then /my/orders.
 */
export function ReviewForm({ product, initial, editing }: ReviewFormProps) {
  const router = useRouter();
  const { values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm<
    typeof reviewFormSchema,
    ReviewFormValues
  >(reviewFormSchema, {
    defaultValues: {
      rating: initial.rating > 0 ? String(initial.rating) : "",
      review_title: initial.title,
      review: initial.text,
    },
  });
  const early = useEarlySubmit();
  const [files, setFiles] = useState<File[]>([]);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => router.push("/my/orders"), REVIEW_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, router]);

  async function save(fields: { rating: number; review_title: string; review: string }) {
    const body = new FormData();
    body.set("product_id", String(product.id));
    body.set("shipment_id", String(product.shipmentId));
    body.set("rating", String(fields.rating));
    body.set("review_title", fields.review_title);
    body.set("review", fields.review);
    for (const f of files) body.append("review_image", f, f.name);
    setMediaError(null);
    setBusy(true);
    try {
      const res = await fetch("/api/reviews", { method: "POST", body });
      if (res.ok) return setDone(true);
      const json = (await res.json().catch(() => null)) as {
        error?: { message?: string; fieldErrors?: Record<string, string> };
      } | null;
      const message = json?.error?.message ?? "Your review could not be saved. Please try again.";
      if (res.status === 401) return router.push(loginPromptUrl(location.pathname + location.search));
      const fieldErrors = json?.error?.fieldErrors ?? {};
      if (showServerErrors(fieldErrors, FIELDS)) return;
      if (fieldErrors.media || res.status === 413 || res.status === 415)
        setMediaError(fieldErrors.media ?? message);
      else setAlert(message);
    } catch {
      setAlert("Your review could not be sent. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      {...early}
      onSubmit={(event) => {
        if (!busy) setAlert(null);
        submitWith(save, busy)(event);
      }}
      noValidate
      className="mt-6 space-y-6"
      aria-busy={busy}
    >
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
        value={Number(values.rating) || 0}
        onChange={(n) => edit("rating", String(n))}
        error={errors.rating}
        inputRef={refOf("rating")}
      />
      <TextField
        ref={refOf("review_title")}
        idPrefix="review"
        name="title"
        label="Title"
        maxLength={REVIEW_LIMITS.titleChars}
        value={values.review_title}
        error={errors.review_title}
        onValue={(value) => edit("review_title", value)}
      />
      <Field id="review-text" label="Your review" error={errors.review}>
        <textarea
          ref={refOf("review")}
          id="review-text"
          name="review"
          rows={5}
          maxLength={REVIEW_LIMITS.reviewChars}
          value={values.review}
          onChange={(e) => edit("review", e.target.value)}
          {...errorProps("review-text", errors.review)}
          className={textareaClass}
        />
      </Field>
      <MediaPicker files={files} onChange={setFiles} error={mediaError} onError={setMediaError} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Saving…" : editing ? "Update review" : "Submit review"}
      </Button>
      <Dialog open={done} onClose={() => router.push("/my/orders")} title={REVIEW_SAVED_MESSAGE} size="sm">
        <p className="text-sm text-muted">Your review is on the product page now. Taking you to My Orders…</p>
      </Dialog>
    </form>
  );
}
