import { z } from "zod";
import { pageQuery, queryBoolean, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";
import { costFields, priceInput } from "./kitchen-common.ts";
import type { MenuType } from "./kitchen-menus.ts";

/** The ration's slots, each holding a menu of the same type. */
export const RATION_SLOTS = {
  menu_breakfast: "breakfast",
  menu_lunch: "lunch",
  menu_dinner: "dinner",
} as const satisfies Record<string, MenuType>;
export type RationSlot = keyof typeof RATION_SLOTS;

/** A menu as a ration lists it; `price` is the menu's gross price. */
const slotMenu = z.object({ id: uuid, name: z.string(), price: z.number() });

/**
 * A daily ration ("recipe" on the wire): one breakfast, one lunch and one dinner menu. It
 * carries both legacy shapes: the slot ids and the `menus` list with names and prices.
 */
export const ration = z.object({
  id: uuid,
  name: z.string(),
  profit: z.number(),
  ...costFields,
  menu_breakfast: uuid,
  menu_lunch: uuid,
  menu_dinner: uuid,
  menus: z.tuple([
    z.object({ menu_breakfast: slotMenu }),
    z.object({ menu_lunch: slotMenu }),
    z.object({ menu_dinner: slotMenu }),
  ]),
  menus_count: z.literal(3),
  created_at: z.string(),
});
export type Ration = z.infer<typeof ration>;

export const rationInput = z.object({
  name: requiredName(255),
  profit: priceInput,
  menu_breakfast: uuid,
  menu_lunch: uuid,
  menu_dinner: uuid,
});
export type RationInput = z.infer<typeof rationInput>;
export const rationPatch = rationInput.partial();
export type RationPatch = z.infer<typeof rationPatch>;

export const rationListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
});
export type RationListQuery = z.infer<typeof rationListQuery>;
