"use client";

import { CircleCheck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";

export interface StatusModalProps {
  /** the message, also the dialog's name ('Logged In', 'Registered', 'profile updated successfully'); null = closed */
  message: string | null;
  /** a second line under the message */
  detail?: string;
  onClose: () => void;
}

/**
 * Success confirmation. The caller
 * owns the timer that closes it (3 s after login or sign-up, 5 s after a profile update); Escape and the close
 * button close it early.
 */
export function StatusModal({ message, detail, onClose }: StatusModalProps) {
  return (
    <Dialog open={message !== null} onClose={onClose} title={message ?? ""} hideTitle size="sm">
      <div className="flex flex-col items-center gap-3 pb-2 text-center" aria-live="polite">
        <CircleCheck aria-hidden="true" className="size-14 text-success" strokeWidth={1.5} />
        <p className="font-serif text-2xl text-brand-800">{message}</p>
        {detail && <p className="text-sm text-muted">{detail}</p>}
      </div>
    </Dialog>
  );
}
