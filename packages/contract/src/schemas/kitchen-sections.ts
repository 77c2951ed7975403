import { z } from "zod";
import { pageQuery, queryBoolean, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";

/**
 * The kitchen's named catalogs: product sections (the "Filiallar" page) and dish sections
 * ("Taom bo‘limlari"). Both are a name and an active flag.
 */
export const catalogItem = z.object({
  id: uuid,
  name: z.string(),
  status: z.boolean(),
  created_at: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItem>;

const status = z.boolean({ error: "Holat true yoki false bo'lishi kerak" });

function catalogInput(nameLength: number) {
  return z.object({ name: requiredName(nameLength), status: status.default(true) });
}

export const sectionInput = catalogInput(64);
export type SectionInput = z.infer<typeof sectionInput>;
export const sectionPatch = sectionInput.partial().extend({ status: status.optional() });

export const dishSectionInput = catalogInput(200);
export type DishSectionInput = z.infer<typeof dishSectionInput>;
export const dishSectionPatch = dishSectionInput.partial().extend({ status: status.optional() });

export const catalogListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
});
export type CatalogListQuery = z.infer<typeof catalogListQuery>;
