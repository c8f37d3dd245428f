"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Field, FieldError } from "@/components/forms/field";
import {
  GULF_PHONE_CODES,
  VIDEO_CALL_DESCRIPTION_MAX,
  VIDEO_CALL_LANGUAGES,
  VIDEO_CALL_SUCCESS,
  validateVideoCall,
  type VideoCallErrors,
  type VideoCallForm,
  type VideoCallPhoneCode,
} from "@/lib/validation/video-call";

/** Success text stays this long, then the dialog closes (video call 2000 ms). */
export const VIDEO_CALL_SUCCESS_MS = 2000;

const CODES: { code: VideoCallPhoneCode; label: string }[] = [
  { code: "+91", label: "India +91" },
  { code: "+1", label: "USA +1" },
  { code: "+971", label: "UAE +971" },
  { code: "+966", label: "Saudi Arabia +966" },
];
const FIELDS: (keyof VideoCallForm)[] = ["phoneNumber", "email", "language", "description"];
const WIRE: Record<string, keyof VideoCallForm> = {
  phone_code: "phoneCode",
  phone_number: "phoneNumber",
  email: "email",
  language: "language",
  description: "description",
};

const inputClass =
  "mt-1 block h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-[invalid=true]:border-danger";

interface FormProps {
  productId: number;
  defaultPhoneCode: VideoCallPhoneCode;
  onClose: () => void;
}

/** The form; remounted on every opening so each request starts blank. */
function VideoCallFormBody({ productId, defaultPhoneCode, onClose }: FormProps) {
  const [form, setForm] = useState<VideoCallForm>({
    phoneCode: defaultPhoneCode,
    phoneNumber: "",
    email: "",
    language: "",
    description: "",
  });
  const [errors, setErrors] = useState<VideoCallErrors>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const gulf = GULF_PHONE_CODES.includes(form.phoneCode);
  const languages = VIDEO_CALL_LANGUAGES.filter((l) => l !== "Arabic" || gulf);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = setTimeout(onClose, VIDEO_CALL_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  function set<K extends keyof VideoCallForm>(key: K, value: string) {
    setForm((f) => {
      const next = { ...f, [key]: value };
      // Arabic is for Gulf numbers only: moving away from a Gulf code drops it.
      if (key === "phoneCode" && next.language === "Arabic" && !GULF_PHONE_CODES.includes(value))
        next.language = "";
      return next;
    });
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function focusFirst(found: VideoCallErrors) {
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#vc-${first}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateVideoCall(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setStatus("sending");
    try {
      const res = await fetch("/api/video-call", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          product_id: productId,
          phone_code: form.phoneCode,
          phone_number: form.phoneNumber,
          email: form.email,
          language: form.language,
          description: form.description,
        }),
      });
      if (res.ok) {
        setStatus("sent");
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fieldErrors?: Record<string, string> };
      } | null;
      const fieldErrors = Object.fromEntries(
        Object.entries(body?.error?.fieldErrors ?? {}).flatMap(([k, v]) => (WIRE[k] ? [[WIRE[k], v]] : [])),
      ) as VideoCallErrors;
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
      setFailure(
        Object.keys(fieldErrors).length > 0
          ? null
          : (body?.error?.message ?? "We could not send your request. Please try again."),
      );
    } catch {
      setFailure("We could not send your request. Please check your connection and try again.");
    }
    setStatus("idle");
  }

  if (status === "sent") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleCheck aria-hidden className="size-12 text-success" strokeWidth={1.5} />
        <p className="text-base text-ink">{VIDEO_CALL_SUCCESS}</p>
      </div>
    );
  }

  const described = (key: keyof VideoCallForm) => (errors[key] ? `vc-${key}-error` : undefined);
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="-mt-2 text-sm text-muted">
        See this piece live with our jewellery expert. Leave your number and we will call you to fix a time.
      </p>
      <div>
        <label htmlFor="vc-phoneNumber" className="text-sm font-medium text-ink">
          Mobile number
        </label>
        <div className="mt-1 flex gap-2">
          <label htmlFor="vc-phoneCode" className="sr-only">
            Country code
          </label>
          <select
            id="vc-phoneCode"
            value={form.phoneCode}
            onChange={(e) => set("phoneCode", e.target.value)}
            className="h-11 w-32 shrink-0 rounded-md border border-line bg-white px-2 text-sm text-ink focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300"
          >
            {CODES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
          <input
            id="vc-phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={form.phoneNumber}
            onChange={(e) => set("phoneNumber", e.target.value)}
            aria-invalid={errors.phoneNumber ? true : undefined}
            aria-describedby={described("phoneNumber")}
            className={inputClass.replace("mt-1 ", "")}
          />
        </div>
        <FieldError id="vc-phoneNumber-error" message={errors.phoneNumber ?? errors.phoneCode} />
      </div>
      <Field id="vc-email" label="Email" error={errors.email}>
        {(aria) => (
          <input
            id="vc-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set("email", e.target.value)}
            {...aria}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="vc-language" label="Language" error={errors.language}>
        {(aria) => (
          <select
            id="vc-language"
            value={form.language}
            onChange={(e) => set("language", e.target.value)}
            {...aria}
            className={inputClass}
          >
            <option value="">Choose a language</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="vc-description"
        label={
          <>
            Description <span className="font-normal text-muted">(optional)</span>
          </>
        }
        error={errors.description}
      >
        {(aria) => (
          <textarea
            id="vc-description"
            rows={3}
            maxLength={VIDEO_CALL_DESCRIPTION_MAX}
            value={form.description}
            onChange={(e) => set("description", e.target.value)}
            {...aria}
            placeholder="What would you like to see? A colour, a size, similar designs…"
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={status === "sending"}>
        {status === "sending" ? <Spinner size="sm" label="Sending" tone="inverse" /> : "Request video call"}
      </Button>
    </form>
  );
}

export interface VideoCallDialogProps extends FormProps {
  open: boolean;
}

/**
 * Video call dialog (open to guests): phone code by country (+91, +1, +971, +966), number, email, language (Arabic for Gulf numbers),
 * description. Open to guests. On success the thank-you text shows for 2 s and the dialog closes.
 */
export function VideoCallDialog({ open, onClose, ...props }: VideoCallDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Video call">
      {open && <VideoCallFormBody {...props} onClose={onClose} />}
    </Dialog>
  );
}
