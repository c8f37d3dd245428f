/** The visit form's rules live in lib/validation/visit.ts (shared with the BFF and the reference backend). */
export * from "@/lib/validation/visit";
