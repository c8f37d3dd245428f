/**
 * Reading a POST `ecom/cancel-order` body with the contract's schemas (lib/store-api/contract/after-sale.ts):
 * `cancel_type` picks the schema (`initial`; `final` with `refund_type` = a return, without = a cancellation).
 * Anything malformed is a 400 in the error envelope, never a 500.
 */
import type { Context } from "hono";
import { z } from "zod";
import { cancelFinalBody, cancelInitialBody, returnFinalBody } from "../../lib/store-api/contract/after-sale";
import { readBody } from "../accounts/validation";
import { CommerceError } from "../commerce/http";

export type CancelRequest =
  | { type: "initial"; body: z.output<typeof cancelInitialBody> }
  | { type: "cancel"; body: z.output<typeof cancelFinalBody> }
  | { type: "return"; body: z.output<typeof returnFinalBody> };

const cancelType = z.object({
  cancel_type: z.enum(["initial", "final"], { message: "cancel_type must be initial or final" }),
});

/** The first problem as the shopper reads it (the field's own message, e.g. 'Please select a reason ...'). */
function refuse(error: z.ZodError): CommerceError {
  const issue = error.issues[0];
  const field = issue?.path.join(".") ?? "";
  const errors: Record<string, string[]> = {};
  for (const i of error.issues) (errors[i.path.join(".") || "non_field_errors"] ??= []).push(i.message);
  return new CommerceError(400, issue?.message ?? "Invalid request", 400, { field, errors });
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw refuse(result.error);
  return result.data;
}

/**
 * Parses the body of a cancel-order call.
 * @throws HttpError / CommerceError 400: not JSON or a form, no such cancel_type, a field that fails its schema
 *   (a missing reason: CANCEL_REASON_REQUIRED_MESSAGE, or RETURN_REASON_REQUIRED_MESSAGE for a return)
 */
export async function readCancelRequest(c: Context): Promise<CancelRequest> {
  const raw = await readBody(c);
  const { cancel_type } = parse(cancelType, raw);
  if (cancel_type === "initial") return { type: "initial", body: parse(cancelInitialBody, raw) };
  const refundType = raw.refund_type;
  if (refundType !== undefined && refundType !== null && refundType !== "")
    return { type: "return", body: parse(returnFinalBody, raw) };
  return { type: "cancel", body: parse(cancelFinalBody, raw) };
}
