import type { Address } from "@/lib/store-api/contract/account";
import { cityAndState, nearLandmark } from "@/lib/geo/address-text";

/** 'Mrs. Priya Nair' (honorific when there is one). */
export function addresseeName(a: Address): string {
  return a.honorific_name && a.honorific_name !== "Others" ? `${a.honorific_name}. ${a.name}` : a.name;
}

/**
 * The address as lines of text: house and street, landmark, city/state/pincode, country. The address book says
 * 'Near <landmark>' (once, even when the shopper typed 'Near ...'), checkout 'Landmark: <landmark>'. The state
 * prints by its name ('Kerala', not the stored code 'kerala'), the city in proper case.
 */
export function addressLines(a: Address, landmark: "near" | "labelled" = "near"): string[] {
  return [
    [a.house, a.area].filter(Boolean).join(", "),
    a.landmark?.trim()
      ? landmark === "near"
        ? nearLandmark(a.landmark)
        : `Landmark: ${a.landmark.trim()}`
      : "",
    `${cityAndState(a)} ${a.pincode}`.trim(),
    a.country,
  ].filter(Boolean);
}

const BADGE = "rounded px-1.5 py-0.5 text-[10px] font-semibold tracking-wider";

export interface AddressSummaryProps {
  address: Address;
  /** how the landmark line reads (addressLines) */
  landmark?: "near" | "labelled";
  /** shows the address type (HOME) beside the name, as the address book does */
  showType?: boolean;
}

/**
 * One saved address as text: the addressee with its badges (type, MAIN), the address lines and the phone. The
 * address book's cards and checkout's chosen address render it inside their own label or box.
 */
export function AddressSummary({ address, landmark = "near", showType = false }: AddressSummaryProps) {
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{addresseeName(address)}</span>
        {showType && <span className={`${BADGE} bg-ivory text-muted`}>{address.type || "HOME"}</span>}
        {address.is_main && <span className={`${BADGE} bg-brand-700 text-white`}>MAIN</span>}
      </span>
      {addressLines(address, landmark).map((line) => (
        <span key={line} className="mt-0.5 block break-words text-muted">
          {line}
        </span>
      ))}
      <span className="mt-1 block text-ink">
        {address.phone_code} {address.phone_number}
      </span>
    </>
  );
}
