import { bffError, jsonNoStore } from "@/lib/http/bff";
import { ifscBank, ifscError } from "@/lib/bank/ifsc";

/**
 * The bank an IFSC belongs to, from Razorpay's `ifsc` data (no call leaves the server): `?code=SBIN0000691` ->
 * `{ ifsc, bankCode, bankName }`; 422 with the add-bank form's message for a bad shape or an unknown bank code.
 * Public data, so any visitor may ask; the add-bank dialog uses it to show the bank's name as the code is typed.
 */
export function GET(request: Request) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, 20).trim().toUpperCase();
  const error = ifscError(code);
  const bank = error ? null : ifscBank(code);
  if (!bank) return bffError(422, "invalid_ifsc", error ?? "Unknown IFSC", { ifsc: error ?? "Unknown IFSC" });
  return jsonNoStore({ ifsc: code, bankCode: bank.bankCode, bankName: bank.bankName });
}
