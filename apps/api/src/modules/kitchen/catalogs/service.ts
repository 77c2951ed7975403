import { type AnyColumn, and, count, desc, eq } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { CatalogListQuery } from "@app/contract/schemas/kitchen-sections";
import type { AppContext } from "../../../context.ts";
import { dishSections, units, productSections } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import { pageOffset } from "../../../http/pagination.ts";
import { nameKey, uniqueName, unlessReferenced } from "../shared/names.ts";

/** The kitchen's named catalogs share one shape and one set of rules; each brings its table and words. */
type CatalogTable = typeof productSections | typeof dishSections | typeof units;

export type CatalogSpec<T extends CatalogTable> = {
  table: T;
  /** Fields beyond id, name, status and created_at. */
  extra?: (row: T["$inferSelect"]) => Record<string, unknown>;
  searchFields: (table: T) => AnyColumn[];
  messages: { notFound: string; duplicate: string; referenced: string };
};

type Writable = { name?: string; status?: boolean; abbreviation?: string };

export function catalogService<T extends CatalogTable>(spec: CatalogSpec<T>) {
  const table = spec.table as typeof productSections;
  const toDto = (row: T["$inferSelect"]) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    created_at: formatWireDateTime(row.createdAt),
    ...spec.extra?.(row),
  });
  const columns = (input: Writable) => ({
    ...input,
    ...(input.name === undefined ? {} : { nameKey: nameKey(input.name) }),
  });

  return {
    async list(ctx: AppContext, query: CatalogListQuery) {
      const where = and(
        searchCondition(query.search, spec.searchFields(spec.table)),
        query.status === undefined ? undefined : eq(table.status, query.status),
      );
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(query.per_page)
          .offset(pageOffset(query)),
        ctx.db.select({ total: count() }).from(table).where(where),
      ]);
      return { count: total, results: rows.map((row) => toDto(row)) };
    },

    async get(ctx: AppContext, id: string) {
      const [row] = await ctx.db.select().from(table).where(eq(table.id, id));
      if (!row) throw notFound(spec.messages.notFound);
      return toDto(row);
    },

    async create(ctx: AppContext, input: Writable & { name: string }) {
      const [row] = await uniqueName(spec.messages.duplicate, () =>
        ctx.db
          .insert(table)
          .values(columns(input) as typeof table.$inferInsert)
          .returning(),
      );
      return toDto(row);
    },

    async update(ctx: AppContext, id: string, input: Writable) {
      const [row] = await uniqueName(spec.messages.duplicate, () =>
        ctx.db
          .update(table)
          .set({ ...columns(input), updatedAt: ctx.now() })
          .where(eq(table.id, id))
          .returning(),
      );
      if (!row) throw notFound(spec.messages.notFound);
      return toDto(row);
    },

    async remove(ctx: AppContext, id: string) {
      const deleted = await unlessReferenced(spec.messages.referenced, () =>
        ctx.db.delete(table).where(eq(table.id, id)).returning({ id: table.id }),
      );
      if (!deleted.length) throw notFound(spec.messages.notFound);
    },
  };
}

export const productSectionCatalog = catalogService({
  table: productSections,
  searchFields: (table) => [table.name],
  messages: {
    notFound: "Bo'lim topilmadi",
    duplicate: "Bu nomdagi bo'lim allaqachon mavjud",
    referenced: "Bo'lim mahsulotlarda ishlatilgan, uni o'chirib bo'lmaydi",
  },
});

export const unitCatalog = catalogService({
  table: units,
  extra: (row) => ({ abbreviation: row.abbreviation }),
  searchFields: (table) => [table.name, table.abbreviation],
  messages: {
    notFound: "O'lchov birligi topilmadi",
    duplicate: "Bu nomdagi o'lchov birligi allaqachon mavjud",
    referenced: "O'lchov birligi mahsulotlarda ishlatilgan, uni o'chirib bo'lmaydi",
  },
});

export const dishSectionCatalog = catalogService({
  table: dishSections,
  searchFields: (table) => [table.name],
  messages: {
    notFound: "Taom bo'limi topilmadi",
    duplicate: "Bu nomdagi taom bo'limi allaqachon mavjud",
    referenced: "Taom bo'limi taomlarda ishlatilgan, uni o'chirib bo'lmaydi",
  },
});
