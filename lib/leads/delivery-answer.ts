import type { DeliveryTag } from "@/lib/store-api/contract";

/** Body of `POST /api/delivery-check`: the tag, the free delivery date and the shops holding the piece. */
export interface DeliveryCheckAnswer {
  tag: DeliveryTag;
  /** YYYY-MM-DD, 5 working days ahead (weekends and Indian public holidays skipped); null if the store sent none */
  deliveryDate: string | null;
  shops: {
    name: string;
    location: string | null;
    in24Hours: boolean;
    nextDay: boolean;
    distanceKm: number | null;
  }[];
}
