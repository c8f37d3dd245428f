/**
 * 'Book a Visit' requests for an outlet: stored for the
 * outlet's staff, listed with the CLI.
 */
import { desc, eq, gte } from "drizzle-orm";
import type { VisitBody } from "../../lib/store-api/contract";
import { VISIT_MESSAGES } from "../../lib/validation/visit";
import type { Db } from "../db/client";
import { outlets, visitRequests } from "../db/schema";
import { HttpError } from "../http/errors";
import { addDays, istDay } from "./working-days";

/**
 * Stores a visit request.
 * @param now the instant of the request (injectable clock): dates before yesterday in India are refused (a day of
 *   slack covers the UAE outlets and a form left open over midnight)
 * @returns the new request's id
 * @throws HttpError 404 (outlet), 400 (date in the past)
 */
export async function createVisit(db: Db, body: VisitBody, now: Date): Promise<number> {
  const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, body.outlet_id));
  if (!outlet) throw new HttpError(404, "Outlet not found");
  if (body.date < addDays(istDay(now), -1)) throw new HttpError(400, VISIT_MESSAGES.datePast);
  const [row] = await db
    .insert(visitRequests)
    .values({
      outletId: body.outlet_id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      visitDate: body.date,
      visitTime: body.time.slice(0, 5),
    })
    .returning({ id: visitRequests.id });
  return (row as { id: number }).id;
}

/** One visit request as staff see it. */
export interface VisitLead {
  id: number;
  createdAt: Date;
  outlet: string;
  name: string;
  email: string;
  phone: string;
  visitDate: string;
  visitTime: string;
}

/** Requests newest first, optionally only those made at or after `since`. */
export async function listVisits(db: Db, since?: Date): Promise<VisitLead[]> {
  return db
    .select({
      id: visitRequests.id,
      createdAt: visitRequests.createdAt,
      outlet: outlets.name,
      name: visitRequests.name,
      email: visitRequests.email,
      phone: visitRequests.phone,
      visitDate: visitRequests.visitDate,
      visitTime: visitRequests.visitTime,
    })
    .from(visitRequests)
    .innerJoin(outlets, eq(outlets.id, visitRequests.outletId))
    .where(since ? gte(visitRequests.createdAt, since) : undefined)
    .orderBy(desc(visitRequests.createdAt), desc(visitRequests.id));
}
