import { defineConfig } from "drizzle-kit";

/** drizzle-kit config: `npm run db:generate` writes SQL migrations from backend/db/schema.ts (committed). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/db/schema.ts",
  out: "./backend/db/migrations",
});
