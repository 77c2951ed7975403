import { z } from "zod";
import { requiredText } from "./common.ts";
import { requiredName } from "./names.ts";
import { catalogItem } from "./kitchen-sections.ts";

/** A unit of measure: kg, g, L, ml, dona. */
export const unit = catalogItem.extend({ abbreviation: z.string() });
export type Unit = z.infer<typeof unit>;

const status = z.boolean({ error: "Holat true yoki false bo'lishi kerak" });

export const unitInput = z.object({
  name: requiredName(64),
  abbreviation: requiredText(8),
  status: status.default(true),
});
export type UnitInput = z.infer<typeof unitInput>;
export const unitPatch = unitInput.partial().extend({ status: status.optional() });
