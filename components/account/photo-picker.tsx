"use client";

import { useEffect, useId, useRef, useState } from "react";
import Image from "next/image";
import { UserRound } from "lucide-react";
import { PROFILE_PHOTO_MAX_BYTES } from "@/lib/validation/account";

/** Messages of the photo check (the BFF answers the same texts for 415 / 413). */
export const PHOTO_MESSAGES = {
  type: "Please choose an image file.",
  size: "The photo must be 2 MB or smaller.",
} as const;

/** Why a chosen file cannot be the profile photo (images only, at most 2 MB), or undefined. */
export function photoProblem(file: File): string | undefined {
  if (!file.type.toLowerCase().startsWith("image/")) return PHOTO_MESSAGES.type;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return undefined;
}

export interface PhotoPickerProps {
  /** the saved photo URL, or '' */
  current: string;
  /** the newly chosen file (not yet saved), or null */
  file: File | null;
  onChange: (file: File | null, problem: string | undefined) => void;
  error?: string;
  name: string;
}

/**
 * Photo preview with the 'Upload photo' link (images only). The file input
 * accepts image/* and the size is checked here too (2 MB), so a wrong file is refused before anything is sent.
 */
export function PhotoPicker({ current, file, onChange, error, name }: PhotoPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // An object URL is an external resource: create it for this file, revoke it when the file changes.
    const raf = requestAnimationFrame(() => setPreview(url));
    return () => {
      cancelAnimationFrame(raf);
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const src = (file && preview) || current;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative size-28 overflow-hidden rounded-full bg-brand-50 ring-4 ring-white shadow">
        {src ? (
          <Image
            src={src}
            alt={`Profile photo of ${name || "you"}`}
            width={112}
            height={112}
            unoptimized
            className="size-28 object-cover"
          />
        ) : (
          <UserRound aria-hidden="true" className="absolute inset-0 m-auto size-14 text-brand-700/60" />
        )}
      </div>
      <label
        htmlFor={inputId}
        className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2 has-[:focus-visible]:outline-2"
      >
        Upload photo
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="image"
          accept="image/*"
          className="sr-only"
          aria-describedby={error ? "profile-photo-error" : "profile-photo-hint"}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (!chosen) return;
            const problem = photoProblem(chosen);
            onChange(problem ? null : chosen, problem);
            // Let the same file be picked again after a refusal or a save.
            if (inputRef.current) inputRef.current.value = "";
          }}
        />
      </label>
      {error ? (
        <p id="profile-photo-error" className="text-center text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id="profile-photo-hint" className="text-center text-xs text-muted">
          {file ? `New photo: ${file.name}` : "JPG, PNG or WebP, up to 2 MB"}
        </p>
      )}
    </div>
  );
}
