/**
 * The Drizzle schema's layout (backend/db): the area modules share their columns through columns.ts and never
 * import the schema.ts barrel (which re-exports them all), so there is no import circle.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableConfig, pgTable, serial } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../backend/db/columns";

const DB_DIR = path.join(__dirname, "../backend/db");

describe("schema modules", () => {
  it("no schema-*.ts imports the barrel", () => {
    const modules = readdirSync(DB_DIR).filter((f) => /^schema-.+\.ts$/.test(f));
    expect(modules.length).toBeGreaterThanOrEqual(8);
    for (const file of modules) {
      const source = readFileSync(path.join(DB_DIR, file), "utf8");
      expect({ file, barrel: /from "\.\/schema"/.test(source) }).toEqual({ file, barrel: false });
    }
  });

  it("createdAt and updatedAt are NOT NULL timestamptz columns defaulting to now()", () => {
    const table = pgTable("probe", { id: serial("id"), createdAt: createdAt(), updatedAt: updatedAt() });
    const columns = Object.fromEntries(getTableConfig(table).columns.map((c) => [c.name, c]));
    for (const name of ["created_at", "updated_at"]) {
      const column = columns[name]!;
      expect(column.getSQLType()).toBe("timestamp with time zone");
      expect(column.notNull).toBe(true);
      expect(column.hasDefault).toBe(true);
    }
  });
});
