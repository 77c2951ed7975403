export * from "./users.ts";
export * from "./counterparties.ts";
export * from "./system.ts";
