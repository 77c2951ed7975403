import { and, count, desc, eq } from "drizzle-orm";
import type { GuestGroup, GuestGroupInput, GuestGroupListQuery } from "@app/contract/schemas/guest-groups";
import type { AppContext } from "../../context.ts";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from "../../db/errors.ts";
import { guestGroups } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

type Row = typeof guestGroups.$inferSelect;

const NOT_FOUND = "Guruh topilmadi";
const REFERENCED = "Guruh mehmonxona buyurtmalarida ishlatilgan, uni o'chirib bo'lmaydi";

function toGuestGroup(row: Row): GuestGroup {
  return { id: row.id, name: row.name, count: row.count, guest_group_status: row.guestGroupStatus };
}

export async function listGuestGroups(ctx: AppContext, query: GuestGroupListQuery) {
  const where = and(
    searchCondition(query.search, [guestGroups.name]),
    query.status ? eq(guestGroups.guestGroupStatus, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(guestGroups)
      .where(where)
      .orderBy(desc(guestGroups.createdAt), desc(guestGroups.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(guestGroups).where(where),
  ]);
  return { count: total, results: rows.map(toGuestGroup) };
}

export async function getGuestGroup(ctx: AppContext, id: string): Promise<GuestGroup> {
  const [row] = await ctx.db.select().from(guestGroups).where(eq(guestGroups.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toGuestGroup(row);
}

export async function createGuestGroup(ctx: AppContext, input: GuestGroupInput): Promise<GuestGroup> {
  const [row] = await ctx.db.insert(guestGroups).values({ name: input.name, count: input.count }).returning();
  return toGuestGroup(row);
}

export async function updateGuestGroup(
  ctx: AppContext,
  id: string,
  input: Partial<GuestGroupInput>,
): Promise<GuestGroup> {
  const [row] = await ctx.db
    .update(guestGroups)
    .set({ name: input.name, count: input.count, updatedAt: ctx.now() })
    .where(eq(guestGroups.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toGuestGroup(row);
}

/**
 * Whatever books a group (hotel orders) points at it with a foreign key, so the database
 * itself refuses to delete a referenced group, race-free; that refusal is the 423.
 */
export async function deleteGuestGroup(ctx: AppContext, id: string): Promise<void> {
  let deleted: Array<{ id: string }>;
  try {
    deleted = await ctx.db.delete(guestGroups).where(eq(guestGroups.id, id)).returning({ id: guestGroups.id });
  } catch (error) {
    if (pgErrorOf(error, PG_FOREIGN_KEY_VIOLATION)) throw locked(REFERENCED);
    throw error;
  }
  if (!deleted.length) throw notFound(NOT_FOUND);
}
