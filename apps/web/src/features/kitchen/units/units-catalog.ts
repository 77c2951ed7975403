import { UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { unitInput } from "@app/contract/schemas/kitchen-units";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import type { Catalog } from "../catalog/catalog.ts";

const t = uzKitchen.units;

/** /kitchen/units-of-measurement: the units products are counted and stocked in. */
export const UNITS_OF_MEASUREMENT: Catalog = {
  endpoints: UNITS,
  dependents: [PRODUCTS.list.path, STOCK_BATCHES.list.path],
  area: "kitchen_units",
  schema: unitInput,
  abbreviation: { label: t.abbreviation, hint: t.abbreviationHint },
  strings: t,
};
