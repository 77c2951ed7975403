import { DISH_SECTIONS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { dishSectionInput } from "@app/contract/schemas/kitchen-sections";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import type { Catalog } from "../catalog/catalog.ts";

/** /kitchen/food-sections: the dish categories. */
export const DISH_SECTION_CATALOG: Catalog = {
  endpoints: DISH_SECTIONS,
  dependents: [DISHES.list.path],
  area: "kitchen_recipes",
  schema: dishSectionInput,
  abbreviation: null,
  strings: uzKitchen.dishSections,
};
