import { PATHS } from "@app/contract/routes";
import { foodSectionInput } from "@app/contract/schemas/kitchen-sections";
import { uz } from "../../../i18n/uz.ts";
import type { Catalog } from "../catalog/catalog.ts";

/** /kitchen/food-sections: the dish categories (reference §13.1). */
export const FOOD_SECTIONS: Catalog = {
  paths: PATHS.foodSections,
  dependents: [PATHS.foods.list],
  area: "kitchen_recipes",
  schema: foodSectionInput,
  abbreviation: null,
  strings: uz.kitchen.foodSections,
};
