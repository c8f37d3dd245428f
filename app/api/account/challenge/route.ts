import { connection } from "next/server";
import { jsonNoStore } from "@/lib/http/bff";
import { issueChallenge } from "@/lib/account/proof-of-work";

/**
 * A fresh proof-of-work challenge (ALTCHA v2 `{ parameters, signature }`) for the login, sign-up and checkout
 * forms' widget, which solves it and sends the answer as `altcha` with the next code request. Signed and stateless:
 * issuing one costs a hash and stores nothing, so it needs no budget of its own. Never cached.
 */
export async function GET() {
  await connection();
  return jsonNoStore(await issueChallenge());
}
