"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import { clearLocalAccountKeys } from "@/lib/account-client/local-keys";
import { useSession } from "@/lib/account-client/session";
import type { ProfileDto } from "@/lib/account-client/types";
import { ContactFields } from "./contact-fields";
import { FormAlert } from "@/components/forms/form-alert";
import { useEarlySubmit } from "@/components/forms/use-early-submit";
import { useZodForm } from "@/components/forms/use-zod-form";
import { profileSchema } from "@/lib/validation/account";
import { PhotoPicker } from "./photo-picker";
import { StatusModal } from "./status-modal";
import { PROFILE_TEXT, PROFILE_UPDATED_TEXT, type ProfileValues } from "./account-validation";

/** How long 'profile updated successfully' stays (profile 5 s). */
export const PROFILE_MODAL_MS = 5000;

const FIELDS: (keyof ProfileValues)[] = ["name", "email", "phone"];

function valuesOf(profile: ProfileDto): ProfileValues {
  return { name: profile.name, email: profile.email, phone: profile.phone };
}

/**
 * The profile edit card (section
 * 8): prefilled from the saved profile; photo preview and 'Upload photo'; Full Name, Email, Mobile Number;
 * Save Changes. All errors show together, each under its field. Nothing changed and no new photo: the alert
 * 'No changes were made.'. Saved: 'profile updated successfully' for 5 s; when the email or phone changed the
 * BFF has ended the session, so the shopper goes to / with the login dialog.
 */
export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const router = useRouter();
  const { openLoginPrompt } = useLoginPrompt();
  const { refresh, setSession } = useSession();
  const [saved, setSaved] = useState(profile);
  // Messages stay until the next submit (editing a field does not clear its message here).
  const { form, values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(profileSchema, {
    defaultValues: valuesOf(profile),
    keepErrorsOnEdit: true,
  });
  const early = useEarlySubmit();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [modal, setModal] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const afterModal = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function set(key: keyof ProfileValues, value: string) {
    edit(key, value);
    setAlert(undefined);
  }

  function closeModal() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setModal(false);
    const then = afterModal.current;
    afterModal.current = null;
    then?.();
  }

  async function save(trimmed: ProfileValues) {
    const unchanged =
      trimmed.name === saved.name &&
      trimmed.email.toLowerCase() === saved.email.toLowerCase() &&
      trimmed.phone === saved.phone;
    if (unchanged && !photo) return setAlert(PROFILE_TEXT.noChanges);

    const body = new FormData();
    body.set("name", trimmed.name);
    body.set("email", trimmed.email);
    body.set("phone_number", trimmed.phone);
    if (photo) body.set("image", photo, photo.name);
    setPending(true);
    try {
      const answer = await bffRequest<{ updated: boolean; contactChanged: boolean }>("/api/profile", {
        method: "POST",
        body,
      });
      setPending(false);
      form.clearErrors();
      setPhotoError(undefined);
      setPhoto(null);
      if (answer.contactChanged) {
        // The BFF ended the session: the shopper logs in again with the new email or number.
        clearLocalAccountKeys();
        void setSession({ loggedIn: false });
        afterModal.current = () => {
          router.push("/");
          openLoginPrompt("welcome-back");
        };
      } else {
        const session = await refresh();
        const next = session?.loggedIn ? session.user : { ...saved, ...trimmed };
        setSaved(next);
        form.reset(valuesOf(next));
        router.refresh();
      }
      setModal(true);
      timer.current = setTimeout(closeModal, PROFILE_MODAL_MS);
    } catch (err) {
      setPending(false);
      if (!isBffRequestError(err)) return setAlert(GENERIC_FAILURE);
      if (err.status === 401) {
        void setSession({ loggedIn: false });
        setAlert(err.message);
        return openLoginPrompt("please-login");
      }
      const { image, ...fields } = err.fieldErrors;
      if (image || Object.keys(fields).length > 0) {
        setPhotoError(image);
        form.clearErrors();
        showServerErrors(fields, FIELDS);
        return;
      }
      setAlert(err.message);
    }
  }

  return (
    <>
      <form
        {...early}
        noValidate
        onSubmit={(event) => {
          if (!pending) setAlert(undefined);
          // A photo problem stays on screen beside the field messages: all errors show together.
          submitWith(save, pending)(event);
        }}
        className="grid gap-8 rounded-card border border-line bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[12rem_1fr]"
      >
        <PhotoPicker
          current={saved.photo}
          file={photo}
          name={saved.name}
          error={photoError}
          onChange={(file, problem) => {
            setPhoto(file);
            setAlert(undefined);
            setPhotoError(problem);
          }}
        />
        <div className="space-y-4">
          {alert && <FormAlert>{alert}</FormAlert>}
          <ContactFields
            idPrefix="profile"
            nameLabel="Full Name"
            phoneLabel="Mobile Number"
            phoneInputName="phone_number"
            values={values}
            errors={errors}
            onValue={set}
            refOf={refOf}
          />
          <p className="text-xs text-muted">
            Changing your email or mobile number signs you out; log in again with the new one.
          </p>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:min-w-48"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && <Spinner size="sm" label="Saving" tone="inverse" />}
            Save Changes
          </Button>
        </div>
      </form>
      <StatusModal message={modal ? PROFILE_UPDATED_TEXT : null} onClose={closeModal} />
    </>
  );
}
