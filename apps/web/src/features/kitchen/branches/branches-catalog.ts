import { PATHS } from "@app/contract/routes";
import { sectionInput } from "@app/contract/schemas/kitchen-sections";
import { uz } from "../../../i18n/uz.ts";
import type { Catalog } from "../catalog/catalog.ts";

/** /kitchen/branches: the product sections (reference §11.1). */
export const BRANCHES: Catalog = {
  paths: PATHS.sections,
  dependents: [PATHS.products.list, PATHS.warehouses.list],
  area: "kitchen_branches",
  schema: sectionInput,
  abbreviation: null,
  strings: uz.kitchen.branches,
};
