import { PATHS } from "@app/contract/routes";
import { measureInput } from "@app/contract/schemas/kitchen-units";
import { uz } from "../../../i18n/uz.ts";
import type { Catalog } from "../catalog/catalog.ts";

const t = uz.kitchen.units;

/** /kitchen/units-of-measurement: the units products are counted and stocked in. */
export const UNITS: Catalog = {
  paths: PATHS.measures,
  dependents: [PATHS.products.list, PATHS.warehouses.list],
  area: "kitchen_units",
  schema: measureInput,
  abbreviation: { label: t.abbreviation, hint: t.abbreviationHint },
  strings: t,
};
