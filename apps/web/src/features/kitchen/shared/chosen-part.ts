import { z } from "zod";
import { type Dec, dec } from "@app/contract/decimal";
import { totalCost } from "./cost-math.ts";

/** A dish chosen for a menu, or a menu for a ration, as the form keeps it: enough to list it and to estimate the cost. */
export const chosenPart = z.object({
  id: z.string(),
  name: z.string(),
  net_price: z.number(),
  gross_price: z.number(),
  priced: z.boolean(),
  status: z.boolean(),
});
export type ChosenPart = z.infer<typeof chosenPart>;

/** What the form keeps of a dish or a menu read in full. */
export function chosenPartOf({ id, name, net_price, gross_price, priced, status }: ChosenPart): ChosenPart {
  return { id, name, net_price, gross_price, priced, status };
}

/** The cost of the parts chosen; unknown while any is unpriced or still to be chosen. */
export function partsCost(parts: readonly (ChosenPart | null)[]): Dec | null {
  return totalCost(parts.map((part) => (part?.priced ? dec(part.net_price) : null)));
}
