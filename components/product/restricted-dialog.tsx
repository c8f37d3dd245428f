"use client";

import Link from "next/link";
import { Dialog } from "@/components/ui/dialog";
import { Button, buttonVariants } from "@/components/ui/button";

export interface RestrictedDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'You cannot buy this Product': shown instead of
 * the purchase flow for a restricted product; offers the outlets and a video call instead.
 */
export function RestrictedDialog({ open, onClose }: RestrictedDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="You cannot buy this Product">
      <p className="text-sm text-muted">
        This piece is sold only in our showrooms, where our team can take you through its certificate and fit.
        Visit your nearest outlet to see it in person.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Link href="/product/outlets" className={buttonVariants({ variant: "primary" })}>
          Find at store
        </Link>
      </div>
    </Dialog>
  );
}
