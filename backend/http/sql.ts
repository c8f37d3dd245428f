import { sql, type SQL } from "drizzle-orm";

/** `(v1, v2, ...)` for an IN clause; callers guarantee a non-empty list. */
export function inList(values: readonly (number | string)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Joins WHERE conditions with AND (TRUE when there are none). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}
