import { z } from "zod";
import { pageQuery, queryBoolean, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";
import { costFields, imageField, priceInput, uuidList } from "./kitchen-common.ts";

export const MENU_TYPES = ["breakfast", "lunch", "dinner"] as const;
export const menuType = z.enum(MENU_TYPES, { error: "Turi breakfast, lunch yoki dinner bo'lishi kerak" });
export type MenuType = z.infer<typeof menuType>;

export const MENU_TYPE_LABELS: Record<MenuType, string> = {
  breakfast: "Nonushta",
  lunch: "Tushlik",
  dinner: "Kechki ovqat",
};

/** A menu is one meal of exactly this many distinct dishes. */
export const MENU_SIZE = 7;

/** A dish as a menu lists it; `price` is the dish's gross price as text. */
export const menuDish = z.object({ id: uuid, name: z.string(), price: z.string(), image: z.string().nullable() });

export const menu = z.object({
  id: uuid,
  name: z.string(),
  menu_type: menuType,
  profit: z.number(),
  ...costFields,
  image: z.string().nullable(),
  foods: z.array(menuDish),
  food_count: z.number().int(),
  created_at: z.string(),
});
export type Menu = z.infer<typeof menu>;

const MENU_SIZE_MESSAGE = `Menyuda ${MENU_SIZE} ta turli taom bo'lishi kerak`;

export const menuInput = z.object({
  name: requiredName(255),
  menu_type: menuType,
  profit: priceInput,
  foods_id: uuidList(MENU_SIZE_MESSAGE).refine(
    (ids) => ids.length === MENU_SIZE && new Set(ids).size === MENU_SIZE,
    { error: MENU_SIZE_MESSAGE },
  ),
  image: imageField,
});
export type MenuInput = z.infer<typeof menuInput>;
export const menuPatch = menuInput.partial();
export type MenuPatch = z.infer<typeof menuPatch>;

export const menuListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  menu_type: menuType.optional(),
});
export type MenuListQuery = z.infer<typeof menuListQuery>;
