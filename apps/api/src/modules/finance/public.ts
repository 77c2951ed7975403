/** What orders may ask of the ledger: whether a new order fits its agent's credit limit. */
export { type CreditCheck, checkCreditLimit, creditCheckFor } from "./credit.ts";
