"use client";

import { CircleCheck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";

/** The booking's success modal (thank-you modal, closed after 3 s). */
export function ThankYouDialog({
  open,
  onClose,
  when,
}: {
  open: boolean;
  onClose: () => void;
  when: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Thank you!">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden className="size-12 text-success" />
        <p className="text-sm text-ink">Your trial at home is booked for {when}.</p>
        <p className="text-xs text-muted">Our consultant will call you before the visit.</p>
      </div>
    </Dialog>
  );
}
