import { z } from "zod";
import { pageQuery, queryBoolean, requiredText, searchQuery, uuid } from "./common.ts";

export const COUNTER_AGENT_TYPES = ["B2B", "B2C"] as const;
export const counterAgentType = z.enum(COUNTER_AGENT_TYPES, { error: "Turi B2B yoki B2C bo'lishi kerak" });
export type CounterAgentType = z.infer<typeof counterAgentType>;

export const counterAgent = z.object({
  id: uuid,
  name: z.string(),
  address: z.string(),
  counter_agent_type: counterAgentType,
  status: z.boolean(),
  created_at: z.string(),
});
export type CounterAgent = z.infer<typeof counterAgent>;

export const counterAgentInput = z.object({
  name: requiredText(255),
  address: requiredText(1200),
  counter_agent_type: counterAgentType,
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).default(true),
});
export type CounterAgentInput = z.infer<typeof counterAgentInput>;

export const counterAgentPatch = counterAgentInput.partial().extend({
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).optional(),
});

export const counterAgentListQuery = pageQuery.extend({
  ...searchQuery.shape,
  counter_agent_type: counterAgentType.optional(),
  status: queryBoolean.optional(),
});
export type CounterAgentListQuery = z.infer<typeof counterAgentListQuery>;
