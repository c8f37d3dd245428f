"use client";

import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";

/**
 * The cart's move/remove confirmation (REMOVE or MOVE TO
 * WISHLIST). Escape, the close button or the backdrop keep the item.
 */
export function RemoveDialog({
  itemName,
  open,
  onClose,
  onRemove,
  onMove,
}: {
  itemName: string;
  open: boolean;
  onClose: () => void;
  onRemove: () => void;
  onMove: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Remove from cart?">
      <p className="text-sm text-muted">
        Remove <span className="font-medium text-ink">{itemName}</span> from your cart, or keep it in your
        wishlist for later?
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onRemove}>
          REMOVE
        </Button>
        <Button onClick={onMove}>MOVE TO WISHLIST</Button>
      </div>
    </Dialog>
  );
}
