import { PRODUCT_SECTIONS } from "@app/contract/endpoints/kitchen-catalogs";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { sectionInput } from "@app/contract/schemas/kitchen-sections";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import type { Catalog } from "../catalog/catalog.ts";

/** /kitchen/branches: the product sections products are grouped in. */
export const PRODUCT_SECTION_CATALOG: Catalog = {
  endpoints: PRODUCT_SECTIONS,
  dependents: [PRODUCTS.list.path, STOCK_BATCHES.list.path],
  area: "kitchen_branches",
  schema: sectionInput,
  abbreviation: null,
  strings: uzKitchen.productSections,
};
