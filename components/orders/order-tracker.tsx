import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { indianDateTime } from "@/lib/orders/labels";
import type { ShipmentView, TrackView } from "@/lib/orders/types";

interface Step {
  key: string;
  title: string;
  /** ISO time once it happened */
  at: string | null;
  detail?: string | null;
}

/**
 * Track Order: Order confirmed with its date, Shipped (e-commerce
 * orders only) with carrier and AWB, Delivery; a step turns green once it has happened. An ordered list: screen
 * readers hear each step's state ("done" / "not yet").
 */
export function OrderTracker({
  track,
  shipment,
}: {
  track: TrackView;
  shipment: Pick<ShipmentView, "carrier" | "awb">;
}) {
  const steps: Step[] = [
    { key: "confirmed", title: "Order confirmed", at: track.confirmedAt },
    ...(track.showShipped
      ? [
          {
            key: "shipped",
            title: "Shipped",
            at: track.shippedAt,
            detail: shipment.awb
              ? `${shipment.carrier ? `${shipment.carrier} · ` : ""}AWB ${shipment.awb}`
              : shipment.carrier,
          },
        ]
      : []),
    { key: "delivery", title: "Delivery", at: track.deliveredAt },
  ];
  return (
    <ol className="relative space-y-6" aria-label="Order progress">
      {steps.map((step, i) => {
        const done = step.at !== null;
        const date = indianDateTime(step.at);
        const nextDone = steps[i + 1]?.at != null;
        return (
          <li
            key={step.key}
            data-testid={`track-${step.key}`}
            data-done={done ? "true" : "false"}
            className="relative flex gap-3"
          >
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute left-[11px] top-7 h-[calc(100%-4px)] w-0.5",
                  nextDone ? "bg-success" : "bg-line",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 grid size-6 shrink-0 place-items-center rounded-full border-2",
                done ? "border-success bg-success text-white" : "border-line bg-white text-transparent",
              )}
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            <div className="min-w-0 text-sm">
              <p className={cn("font-semibold", done ? "text-success" : "text-muted")}>
                {step.title}
                <span className="sr-only">{done ? ": done" : ": not yet"}</span>
              </p>
              {date && <p className="text-xs text-muted">{date}</p>}
              {step.detail && <p className="mt-0.5 break-all text-xs text-ink">{step.detail}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
