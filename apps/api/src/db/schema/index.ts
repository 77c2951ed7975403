export * from "./users.ts";
export * from "./counterparties.ts";
export * from "./hotels.ts";
export * from "./hr.ts";
export * from "./taxi.ts";
export * from "./kitchen.ts";
export * from "./system.ts";
export * from "./totals.ts";
