/**
 * The store API contract in code: zod schemas shared by the BFF (validates what it receives) and the
 * reference backend (types what it sends). The schemas accept what the production Django service
 * sends.
 */
export * from "./primitives";
export * from "./catalogue";
export * from "./product";
export * from "./service";
export * from "./queries";
export * from "./account";
export * from "./commerce";
export * from "./after-sale";
export * from "./wallet";
export * from "./leads";
export * from "./review";
