import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { sessionContext } from "@/lib/cart/context";
import { scheduleTrial } from "@/lib/cart/trial";
import { getSession } from "@/lib/session/session";
import { trialScheduleSchema } from "@/lib/validation/trial-booking";

/**
 * Books the home trial:
 * `{ date: 'YYYY-MM-DD', slot: '10:00 AM', address: {trial booking form} }` -> `{ booked: true }`. The BFF saves
 * the address, then schedules the waiting trial items there. 400 fieldErrors with the form's messages, or a
 * scheduling message ('Please select both a date and a time slot.', 'Please select at least one trial cart item.').
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, trialScheduleSchema);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    await scheduleTrial(await sessionContext(session), session, guarded.body);
    return jsonNoStore({ booked: true as const });
  } catch (err) {
    return bffFailure(err, session);
  }
}
