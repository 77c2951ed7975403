import { z } from "zod";
import { requiredText } from "./common.ts";
import { catalogItem } from "./kitchen-sections.ts";

/** A unit of measure: kg, g, L, ml, dona. */
export const measure = catalogItem.extend({ abbreviation: z.string() });
export type Measure = z.infer<typeof measure>;

const status = z.boolean({ error: "Holat true yoki false bo'lishi kerak" });

export const measureInput = z.object({
  name: requiredText(64),
  abbreviation: requiredText(8),
  status: status.default(true),
});
export type MeasureInput = z.infer<typeof measureInput>;
export const measurePatch = measureInput.partial().extend({ status: status.optional() });
