import { z } from "zod";
import { RATION_SLOTS, rationInput, type Ration, type RationSlot } from "@app/contract/schemas/kitchen-rations";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { chosenPart } from "../shared/chosen-part.ts";

export const SLOTS = Object.keys(RATION_SLOTS) as RationSlot[];

const slot = chosenPart
  .nullable()
  .refine((menu) => menu !== null, { error: uzKitchen.rations.chooseMenu })
  .transform((menu) => menu.id);

/** The ration form: a name, the markup and one menu per meal, sent as the menus' ids. */
export const rationForm = z.object({
  name: rationInput.shape.name,
  profit: rationInput.shape.profit,
  menu_breakfast: slot,
  menu_lunch: slot,
  menu_dinner: slot,
});

export type RationFormValues = z.input<typeof rationForm>;
export type RationFormOutput = z.output<typeof rationForm>;

/** The slot a list row's `menus` entry fills, with its menu's id, name and gross price. */
export function slotMenus(ration: Ration): Record<RationSlot, { id: string; name: string; price: number }> {
  const [{ menu_breakfast }, { menu_lunch }, { menu_dinner }] = ration.menus;
  return { menu_breakfast, menu_lunch, menu_dinner };
}
