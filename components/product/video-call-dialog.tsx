"use client";

import { useEffect, useState } from "react";
import { CircleCheck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Field, errorProps } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField, rowInputClass, selectClass, textareaClass } from "@/components/forms/text-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import {
  GULF_PHONE_CODES,
  VIDEO_CALL_DESCRIPTION_MAX,
  VIDEO_CALL_LANGUAGES,
  VIDEO_CALL_SUCCESS,
  videoCallFormSchema,
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
/** Field order on screen: the store's first field message gets focus. */
const FIELDS: (keyof VideoCallForm)[] = ["phoneCode", "phoneNumber", "email", "language", "description"];
/** The BFF's field names (the store API's) -> the form's. */
const WIRE: Record<string, keyof VideoCallForm> = {
  phone_code: "phoneCode",
  phone_number: "phoneNumber",
  email: "email",
  language: "language",
  description: "description",
};

interface FormProps {
  productId: number;
  defaultPhoneCode: VideoCallPhoneCode;
  onClose: () => void;
}

/** The form; remounted on every opening so each request starts blank. */
function VideoCallFormBody({ productId, defaultPhoneCode, onClose }: FormProps) {
  const blank: VideoCallForm = {
    phoneCode: defaultPhoneCode,
    phoneNumber: "",
    email: "",
    language: "",
    description: "",
  };
  const { values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(videoCallFormSchema, {
    defaultValues: blank,
  });
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const gulf = GULF_PHONE_CODES.includes(values.phoneCode);
  const languages = VIDEO_CALL_LANGUAGES.filter((l) => l !== "Arabic" || gulf);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = setTimeout(onClose, VIDEO_CALL_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  function setPhoneCode(code: string) {
    edit("phoneCode", code);
    // Arabic is for Gulf numbers only: moving away from a Gulf code drops it.
    if (values.language === "Arabic" && !GULF_PHONE_CODES.includes(code)) edit("language", "");
  }

  async function send(form: VideoCallForm) {
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
      ) as Record<string, string>;
      if (!showServerErrors(fieldErrors, FIELDS))
        setFailure(body?.error?.message ?? "We could not send your request. Please try again.");
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

  // A problem with the code shows under the number, the field they share.
  const phoneError = errors.phoneNumber ?? errors.phoneCode;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (status === "idle") setFailure(null);
        submitWith(send, status !== "idle")(event);
      }}
      className="space-y-4"
    >
      <p className="-mt-2 text-sm text-muted">
        See this piece live with our jewellery expert. Leave your number and we will call you to fix a time.
      </p>
      {/* refOf runs here, in screen order (not inside a children function), so focus finds the first error */}
      <Field id="vc-phoneNumber" label="Mobile number" error={phoneError}>
        <div className="mt-1 flex gap-2">
          <label htmlFor="vc-phoneCode" className="sr-only">
            Country code
          </label>
          <select
            ref={refOf("phoneCode")}
            id="vc-phoneCode"
            name="phoneCode"
            value={values.phoneCode}
            onChange={(e) => setPhoneCode(e.target.value)}
            className="h-11 w-32 shrink-0 rounded-md border border-line bg-white px-2 text-sm text-ink focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300"
          >
            {CODES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
          <input
            ref={refOf("phoneNumber")}
            id="vc-phoneNumber"
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phoneNumber}
            onChange={(e) => edit("phoneNumber", e.target.value)}
            {...errorProps("vc-phoneNumber", phoneError)}
            className={rowInputClass}
          />
        </div>
      </Field>
      <TextField
        ref={refOf("email")}
        idPrefix="vc"
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={(value) => edit("email", value)}
      />
      <Field id="vc-language" label="Language" error={errors.language}>
        <select
          ref={refOf("language")}
          id="vc-language"
          name="language"
          value={values.language}
          onChange={(e) => edit("language", e.target.value)}
          {...errorProps("vc-language", errors.language)}
          className={selectClass}
        >
          <option value="">Choose a language</option>
          {languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </Field>
      <Field id="vc-description" label="Description" optional error={errors.description}>
        <textarea
          ref={refOf("description")}
          id="vc-description"
          name="description"
          rows={3}
          maxLength={VIDEO_CALL_DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => edit("description", e.target.value)}
          {...errorProps("vc-description", errors.description)}
          placeholder="What would you like to see? A colour, a size, similar designs…"
          className={textareaClass}
        />
      </Field>
      {failure && <FormAlert>{failure}</FormAlert>}
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
