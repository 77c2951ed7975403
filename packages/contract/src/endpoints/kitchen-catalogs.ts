import type { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import type { Area } from "../roles.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  catalogItem,
  catalogListQuery,
  dishSectionInput,
  dishSectionPatch,
  sectionInput,
  sectionPatch,
} from "../schemas/kitchen-sections.ts";
import { unit, unitInput, unitPatch } from "../schemas/kitchen-units.ts";

type CatalogSpec<Row extends z.ZodType, Input extends z.ZodType, Patch extends z.ZodType> = {
  paths: { list: string; item: string };
  /** What the summaries call one row and several. */
  names: { one: string; many: string };
  /** Who maintains the catalog. */
  area: Area;
  /** Forms of these areas pick from it too. */
  lookupAreas: readonly Area[];
  row: Row;
  input: Input;
  patch: Patch;
  missing: string;
};

/** The kitchen's named catalogs share one set of endpoints; each brings its paths, words and fields. */
function catalogEndpoints<Row extends z.ZodType, Input extends z.ZodType, Patch extends z.ZodType>(
  spec: CatalogSpec<Row, Input, Patch>,
) {
  const { paths, names, row, missing } = spec;
  const read = allowed([spec.area, ...spec.lookupAreas], "read");
  const write = allowed(spec.area, "write");
  return {
    list: endpoint({
      method: "GET",
      path: paths.list,
      access: read,
      summary: `${names.many}, searched and filtered by status, one page`,
      query: catalogListQuery,
      response: pageSchema(row),
    }),
    create: endpoint({
      method: "POST",
      path: paths.list,
      access: write,
      summary: `Create a ${names.one}`,
      body: spec.input,
      response: row,
      status: 201,
    }),
    get: endpoint({
      method: "GET",
      path: paths.item,
      access: read,
      summary: `One ${names.one}`,
      params: idParams,
      response: row,
      missing,
    }),
    replace: endpoint({
      method: "PUT",
      path: paths.item,
      access: write,
      summary: `Replace a ${names.one}'s fields`,
      params: idParams,
      body: spec.input,
      response: row,
      missing,
    }),
    update: endpoint({
      method: "PATCH",
      path: paths.item,
      access: write,
      summary: `Change some of a ${names.one}'s fields`,
      params: idParams,
      body: spec.patch,
      response: row,
      missing,
    }),
    remove: endpoint({
      method: "DELETE",
      path: paths.item,
      access: write,
      summary: `Delete a ${names.one} that nothing refers to`,
      params: idParams,
      status: 204,
      missing,
    }),
  };
}

/** Product sections (the "branches" page): the product and warehouse forms and filters pick them. */
export const PRODUCT_SECTIONS = catalogEndpoints({
  paths: { list: "/sections/", item: "/sections/:id/" },
  names: { one: "product section", many: "Product sections" },
  area: "kitchen_branches",
  lookupAreas: ["kitchen_products", "kitchen_warehouse"],
  row: catalogItem,
  input: sectionInput,
  patch: sectionPatch,
  missing: "Bo'lim topilmadi",
});

/** Units of measure ("measures" on the wire): products count in one and are stocked in another. */
export const UNITS = catalogEndpoints({
  paths: { list: "/sections/measures/", item: "/sections/measures/:id/" },
  names: { one: "unit of measure", many: "Units of measure" },
  area: "kitchen_units",
  lookupAreas: ["kitchen_products", "kitchen_warehouse"],
  row: unit,
  input: unitInput,
  patch: unitPatch,
  missing: "O'lchov birligi topilmadi",
});

/** Dish sections ("food sections" on the wire): the dish categories the menu form filters by. */
export const DISH_SECTIONS = catalogEndpoints({
  paths: { list: "/foods/sections/", item: "/foods/sections/:id/" },
  names: { one: "dish section", many: "Dish sections" },
  area: "kitchen_recipes",
  lookupAreas: ["kitchen_menu"],
  row: catalogItem,
  input: dishSectionInput,
  patch: dishSectionPatch,
  missing: "Taom bo'limi topilmadi",
});

/** Any one of the catalogs: they share the page and form that maintain them. */
export type CatalogEndpoints = typeof PRODUCT_SECTIONS | typeof UNITS | typeof DISH_SECTIONS;
