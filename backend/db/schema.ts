/**
 * The reference store API's whole Drizzle schema, one module per area. drizzle-kit reads this file
 * (drizzle.config.ts) and the backend imports its tables from here; the area modules import each other and the
 * shared columns (columns.ts), never this file.
 */
export * from "./schema-catalogue";
export * from "./schema-accounts";
export * from "./schema-commerce";
export * from "./schema-after-sale";
export * from "./schema-mail";
export * from "./schema-wallet";
export * from "./schema-leads";
export * from "./schema-reviews";
