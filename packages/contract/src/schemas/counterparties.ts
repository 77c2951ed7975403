import { z } from "zod";
import { money, pageQuery, queryBoolean, requiredText, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";

export const COUNTERPARTY_TYPES = ["B2B", "B2C"] as const;
export const counterpartyType = z.enum(COUNTERPARTY_TYPES, { error: "Turi B2B yoki B2C bo'lishi kerak" });
export type CounterpartyType = z.infer<typeof counterpartyType>;

export const counterparty = z.object({
  id: uuid,
  name: z.string(),
  address: z.string(),
  counter_agent_type: counterpartyType,
  status: z.boolean(),
  /** The most the agent may owe, in the operating currency; none means no limit. */
  credit_limit: z.number().nullable(),
  created_at: z.string(),
});
export type Counterparty = z.infer<typeof counterparty>;

export const counterpartyInput = z.object({
  name: requiredName(255),
  address: requiredText(1200),
  counter_agent_type: counterpartyType,
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).default(true),
  /** Left out, the limit stays as it is: only those who keep the ledger may send it. */
  credit_limit: money.nullable().optional(),
});
export type CounterpartyInput = z.infer<typeof counterpartyInput>;

export const counterpartyPatch = counterpartyInput.partial().extend({
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).optional(),
});

export const counterpartyListQuery = pageQuery.extend({
  ...searchQuery.shape,
  counter_agent_type: counterpartyType.optional(),
  status: queryBoolean.optional(),
});
export type CounterpartyListQuery = z.infer<typeof counterpartyListQuery>;
