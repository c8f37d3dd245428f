"use client";

import { useCallback, useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { MapPin } from "lucide-react";
import { useOnceTrue } from "@/components/ui/use-once-true";
import { cx } from "@/lib/cx";
import { useEarlyPresses } from "@/components/forms/use-early-presses";
import { PINCODE_DIALOG_EVENT, requestPincodeDialog, useStoredPincode } from "./pincode-store";

// The dialog (form, validation, delivery lookup) loads on the first request to open it.
const PincodeDialog = dynamic(() => import("./pincode-dialog").then((m) => m.PincodeDialog), { ssr: false });

/**
 * Header 'CHECK DELIVERY / Enter PinCode' control: opens the pincode dialog and
 * shows the stored pincode once there is one. Any number of these may be on a page (desktop row, phone row);
 * they all open the one dialog of PincodeDialogHost. `className` sets its display (`flex`, or `hidden sm:flex`).
 */
export function PincodeControl({ className }: { className?: string }) {
  const pincode = useStoredPincode();
  // A tap made before the header hydrates is held and opens the dialog once it has; the form takes no box.
  const presses = useEarlyPresses({ pincode: requestPincodeDialog });
  return (
    <form {...presses.form} className="contents">
      <button
        {...presses.button("pincode")}
        aria-haspopup="dialog"
        className={cx(
          "items-center gap-1.5 rounded-md px-2 py-1 text-left leading-tight hover:bg-brand-50",
          className,
        )}
      >
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col">
          <span className="text-[10px] font-semibold tracking-wider text-muted">CHECK DELIVERY</span>
          <span className="text-xs font-semibold text-ink">{pincode ?? "Enter PinCode"}</span>
        </span>
      </button>
    </form>
  );
}

/**
 * The site's one pincode dialog, mounted once in the header. Opens on requestPincodeDialog() from any screen
 * (header controls, a product page's delivery check). Its code loads with the first request. `inIndia`: the
 * shopper's country is India, so the dialog offers 'Locate me' (it finds Indian pincodes only).
 */
export function PincodeDialogHost({ inIndia }: { inIndia: boolean }) {
  const [open, setOpen] = useState(false);
  const used = useOnceTrue(open);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onRequest = () => setOpen(true);
    window.addEventListener(PINCODE_DIALOG_EVENT, onRequest);
    return () => window.removeEventListener(PINCODE_DIALOG_EVENT, onRequest);
  }, []);
  return used ? <PincodeDialog open={open} onClose={close} inIndia={inIndia} /> : null;
}
