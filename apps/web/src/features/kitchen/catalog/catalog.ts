import type { CatalogEndpoints } from "@app/contract/endpoints/kitchen-catalogs";
import type { Area } from "@app/contract/roles";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { z } from "zod";
import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/** A row of any kitchen catalog; only units carry an abbreviation. */
export type CatalogRow = CatalogItem & { abbreviation?: string };

/** What the catalog form sends, and what it holds while being filled in. */
export type CatalogInput = { name: string; abbreviation?: string; status: boolean };
type CatalogFormValues = { name: string; abbreviation?: string; status?: boolean };

type CatalogStrings = {
  intro: string;
  add: string;
  editTitle: string;
  searchPlaceholder: string;
  activeHint: string;
  created: string;
  updated: string;
  deleted: string;
  empty: string;
};

/**
 * One of the kitchen's named catalogs (units, product sections, dish sections): they share a
 * page and a form, and differ in their endpoints, words and whether an abbreviation is kept.
 */
export type Catalog = {
  endpoints: CatalogEndpoints;
  /** Paths of the lists that show this catalog's names, refetched after it changes. */
  dependents: readonly string[];
  /** Whose write right shows the add, edit and delete actions. */
  area: Area;
  schema: z.ZodType<CatalogInput, CatalogFormValues>;
  abbreviation: { label: string; hint: string } | null;
  strings: CatalogStrings;
};

export const catalogView = defineListView({ filters: { status: STATUS_FILTER } });
export type CatalogListProps = ListPropsOf<typeof catalogView>;
