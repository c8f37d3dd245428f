/**
 * Columns many tables share, defined once so they cannot drift apart (the SQL they produce is fixed by the
 * migrations: a change here is a schema change).
 */
import { timestamp } from "drizzle-orm/pg-core";

/** `created_at timestamptz NOT NULL DEFAULT now()`: when the row was written. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz NOT NULL DEFAULT now()`: when the row last changed (set by the code that changes it). */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
