"use client";

import { useEffect, useState } from "react";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import {
  INVOICE_DOWNLOAD_FAILED_MESSAGE,
  INVOICE_PENDING_TEXT,
  INVOICE_PENDING_TITLE,
} from "@/lib/store-api/contract/after-sale";

/** The invoice dialog shows for 5 s. */
export const INVOICE_DIALOG_MS = 5000;

function filenameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : "Invoice.pdf";
}

/**
 * Download invoice: with no invoice yet, the dialog 'Invoice Available in 24hr' /
 * 'Please try again later.' shows for 5 s; otherwise the PDF comes from the BFF (`/api/invoices/<shipmentId>`)
 * and is saved under the store's file name. A failed download alerts 'There was an error downloading the
 * invoice. Please try again later.'
 */
export function InvoiceButton({ shipmentId, available }: { shipmentId: number; available: boolean }) {
  const [pending, setPending] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(false), INVOICE_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  async function download() {
    if (!available) {
      setPending(true);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(`/api/invoices/${shipmentId}`, {
        credentials: "same-origin",
        cache: "no-store",
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = filenameOf(response.headers.get("content-disposition"));
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      window.alert(INVOICE_DOWNLOAD_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={download} disabled={busy} aria-busy={busy || undefined}>
        <FileDown aria-hidden="true" className="size-4" />
        {busy ? "Downloading…" : "Download invoice"}
      </Button>
      <Dialog open={pending} onClose={() => setPending(false)} title={INVOICE_PENDING_TITLE} size="sm">
        <p className="text-sm text-muted" role="status">
          {INVOICE_PENDING_TEXT}
        </p>
      </Dialog>
    </>
  );
}
