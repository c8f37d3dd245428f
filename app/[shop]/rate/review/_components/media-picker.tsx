"use client";

import { useEffect, useId, useMemo } from "react";
import { X } from "lucide-react";
import {
  REVIEW_IMAGE_EXTENSIONS,
  REVIEW_LIMITS,
  REVIEW_PHOTO_TOO_LARGE_MESSAGE,
  REVIEW_TOO_MANY_FILES_MESSAGE,
  REVIEW_VIDEO_EXTENSIONS,
  REVIEW_VIDEO_TOO_LARGE_MESSAGE,
  REVIEW_WRONG_TYPE_MESSAGE,
} from "@/lib/store-api/contract/review";

const ACCEPT = [...REVIEW_IMAGE_EXTENSIONS, ...REVIEW_VIDEO_EXTENSIONS].map((e) => `.${e}`).join(",");
const extOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
const isVideo = (f: File) => (REVIEW_VIDEO_EXTENSIONS as readonly string[]).includes(extOf(f.name));

/**
 * Adds picked files to `current` after the quick checks the browser can make (extension, size, how many); the
 * store checks the bytes again. @returns the new list, or an error message (images jpg, jpeg, png, gif, bmp, tiff, webp; videos mp4, avi, mov, mkv, flv, wmv; size limits in lib/store-api/contract/review.ts)
 */
export function addFiles(current: File[], picked: File[]): { files: File[] } | { error: string } {
  const next = [...current];
  for (const f of picked) {
    const ext = extOf(f.name);
    const video = (REVIEW_VIDEO_EXTENSIONS as readonly string[]).includes(ext);
    if (!video && !(REVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(ext))
      return { error: REVIEW_WRONG_TYPE_MESSAGE };
    if (!video && f.size > REVIEW_LIMITS.photoBytes) return { error: REVIEW_PHOTO_TOO_LARGE_MESSAGE };
    if (video && f.size > REVIEW_LIMITS.videoBytes) return { error: REVIEW_VIDEO_TOO_LARGE_MESSAGE };
    next.push(f);
  }
  const videos = next.filter(isVideo).length;
  if (videos > REVIEW_LIMITS.videos || next.length - videos > REVIEW_LIMITS.photos)
    return { error: REVIEW_TOO_MANY_FILES_MESSAGE };
  return { files: next };
}

/** Photo/video picker with previews and a remove button per file (optional). */
export function MediaPicker({
  files,
  onChange,
  error,
  onError,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const inputId = useId();
  const previews = useMemo(() => files.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Photos and video <span className="font-normal text-muted">(optional)</span>
      </label>
      <p className="text-xs text-muted">
        Up to {REVIEW_LIMITS.photos} photos (10 MB each) and one video (50 MB):{" "}
        {REVIEW_IMAGE_EXTENSIONS.join(", ")}; {REVIEW_VIDEO_EXTENSIONS.join(", ")}.
      </p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-ivory file:px-3 file:py-2 file:text-sm file:font-medium"
        onChange={(e) => {
          const result = addFiles(files, Array.from(e.target.files ?? []));
          e.target.value = "";
          if ("error" in result) onError(result.error);
          else {
            onError(null);
            onChange(result.files);
          }
        }}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Chosen photos and video">
          {previews.map((p, i) => (
            <li
              key={p.url}
              className="relative size-20 overflow-hidden rounded-md border border-line bg-ivory"
            >
              {isVideo(p.file) ? (
                <video src={p.url} muted className="size-full object-cover" aria-label={p.file.name} />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- a local blob preview
                <img src={p.url} alt={p.file.name} className="size-full object-cover" />
              )}
              <button
                type="button"
                aria-label={`Remove ${p.file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-0.5 text-ink shadow"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
