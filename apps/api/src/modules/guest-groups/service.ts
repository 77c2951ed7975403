import { type SQL, and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import { DIETS } from "@app/contract/schemas/pilgrims";
import type { GuestGroup, GuestGroupDetail, GuestGroupInput, GuestGroupListQuery } from "@app/contract/schemas/guest-groups";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { lookup } from "../../db/lookups.ts";
import { foreignKeyRefusal, PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from "../../db/errors.ts";
import { counterparties, guestGroups, pilgrims } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { invalid, locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { pilgrimCountOf, todayOf } from "./pilgrim-rules.ts";
import { anyWarning, expiryLimitOf, outer, warningConditions } from "./pilgrim-warnings.ts";

const NOT_FOUND = "Guruh topilmadi";
const REFERENCED = "Guruh mehmonxona buyurtmalarida ishlatilgan, uni o'chirib bo'lmaydi";
const HAS_PILGRIMS = "Guruhda ziyoratchilar bor, uni o'chirib bo'lmaydi: avval ularni o'chiring yoki boshqa guruhga o'tkazing";
const ON_FLIGHTS = "Guruh reyslarga biriktirilgan, uni o'chirib bo'lmaydi: avval reyslardan olib tashlang";
const HAS_TRANSFERS = "Guruhning transferlari bor, uni o'chirib bo'lmaydi";
/** The refusal's message by the foreign key that refused: the first whose name starts so. */
const REFUSALS: ReadonlyArray<[prefix: string, detail: string]> = [
  ["pilgrims_", HAS_PILGRIMS],
  ["flight_groups_", ON_FLIGHTS],
  ["transport_orders_", HAS_TRANSFERS],
];
const AGENT_NOT_FOUND = "Kontragent topilmadi";
const countFollowsPilgrims = (total: number) =>
  `Guruh soni ziyoratchilar ro'yxatidan olinadi: ${total} ta ziyoratchi bor`;

/**
 * A group's row with its manifest figures, counted as it is read. The date its passports must
 * outlast is worked out once per group (joined in), not once per pilgrim.
 */
function groupColumns(today: string) {
  const warned = anyWarning(warningConditions(sql`manifest_limit.value`, today));
  return {
    row: guestGroups,
    agentName: lookup<string | null>(counterparties, counterparties.name, counterparties.id, outer(guestGroups.counterpartyId)),
    pilgrimCount: sql<number>`(select count(*)::int from ${pilgrims} where ${pilgrims.groupId} = ${outer(guestGroups.id)})`,
    warningCount: sql<number>`(select count(*)::int from ${pilgrims}
      cross join (select ${expiryLimitOf(guestGroups.id, today)} as value) as manifest_limit
      where ${pilgrims.groupId} = ${outer(guestGroups.id)} and ${warned})`,
  };
}

type Read = { row: typeof guestGroups.$inferSelect; agentName: string | null; pilgrimCount: number; warningCount: number };

function toGuestGroup({ row, agentName, pilgrimCount, warningCount }: Read): GuestGroup {
  return {
    id: row.id,
    name: row.name,
    count: row.count,
    guest_group_status: row.guestGroupStatus,
    counter_agent: row.counterpartyId,
    counter_agent_name: agentName,
    leader_name: row.leaderName,
    leader_phone: row.leaderPhone,
    pilgrim_count: pilgrimCount,
    warning_count: warningCount,
    closed_at: row.closedAt ? formatWireDateTime(row.closedAt) : null,
  };
}

type ManifestCounts = Pick<GuestGroupDetail, "gender_counts" | "diet_counts">;

const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})`;

/** The group's pilgrims counted by gender and by diet in one pass over them. */
const manifestCounts = sql<ManifestCounts>`(select json_build_object(
    'gender_counts', json_build_object(
      'male', ${countWhere(sql`${pilgrims.gender} = 1`)},
      'female', ${countWhere(sql`${pilgrims.gender} = 2`)}),
    'diet_counts', json_build_object(${sql.join(
      DIETS.map((diet) => sql`${sql.raw(`'${diet}'`)}, ${countWhere(sql`${pilgrims.diet} = ${sql.raw(`'${diet}'`)}`)}`),
      sql`, `,
    )}))
  from ${pilgrims} where ${pilgrims.groupId} = ${outer(guestGroups.id)})`;

export async function listGuestGroups(ctx: AppContext, query: GuestGroupListQuery) {
  const where = and(
    searchCondition(query.search, [guestGroups.name]),
    query.status ? eq(guestGroups.guestGroupStatus, query.status) : undefined,
    query.counter_agent ? eq(guestGroups.counterpartyId, query.counter_agent) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(groupColumns(todayOf(ctx)))
      .from(guestGroups)
      .where(where)
      .orderBy(desc(guestGroups.createdAt), desc(guestGroups.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(guestGroups).where(where),
  ]);
  return { count: total, results: rows.map(toGuestGroup) };
}

async function readGroup(ctx: AppContext, db: Db, id: string): Promise<GuestGroup> {
  const [row] = await db.select(groupColumns(todayOf(ctx))).from(guestGroups).where(eq(guestGroups.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toGuestGroup(row);
}

export async function getGuestGroup(ctx: AppContext, id: string): Promise<GuestGroupDetail> {
  const [row] = await ctx.db
    .select({ ...groupColumns(todayOf(ctx)), counts: manifestCounts })
    .from(guestGroups)
    .where(eq(guestGroups.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return { ...toGuestGroup(row), ...row.counts };
}

/** Closing is staff saying the group is done with; closing it again keeps the first moment. */
export async function closeGuestGroup(ctx: AppContext, id: string): Promise<GuestGroup> {
  await ctx.db
    .update(guestGroups)
    .set({ closedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(guestGroups.id, id), isNull(guestGroups.closedAt)));
  return readGroup(ctx, ctx.db, id);
}

/** An agent that does not exist is the client's mistake: the foreign key says so race-free. */
async function withAgent<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error, PG_FOREIGN_KEY_VIOLATION)) throw invalid({ counter_agent: [AGENT_NOT_FOUND] });
    throw error;
  }
}

export async function createGuestGroup(ctx: AppContext, input: GuestGroupInput): Promise<GuestGroup> {
  const [row] = await withAgent(() =>
    ctx.db
      .insert(guestGroups)
      .values({
        name: input.name,
        count: input.count,
        counterpartyId: input.counter_agent ?? null,
        leaderName: input.leader_name ?? null,
        leaderPhone: input.leader_phone ?? null,
      })
      .returning({ id: guestGroups.id }),
  );
  return readGroup(ctx, ctx.db, row.id);
}

/** A group with pilgrims takes its count from them: sending that same count is fine, another is not. */
export async function updateGuestGroup(
  ctx: AppContext,
  id: string,
  input: Partial<GuestGroupInput>,
): Promise<GuestGroup> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    if (input.count !== undefined) {
      const total = await pilgrimCountOf(tx, id);
      if (total > 0 && input.count !== total) throw invalid({ count: [countFollowsPilgrims(total)] });
    }
    await withAgent(() =>
      tx
        .update(guestGroups)
        .set({
          name: input.name,
          count: input.count,
          counterpartyId: input.counter_agent,
          leaderName: input.leader_name,
          leaderPhone: input.leader_phone,
          updatedAt: ctx.now(),
        })
        .where(eq(guestGroups.id, id)),
    );
    return readGroup(ctx, tx, id);
  });
}

/**
 * Whatever belongs to a group (its pilgrims, the hotel orders that book it, its flights and
 * transfers) points at it with a foreign key, so the database itself refuses to delete it,
 * race-free; that refusal is the 423.
 */
export async function deleteGuestGroup(ctx: AppContext, id: string): Promise<void> {
  let deleted: Array<{ id: string }>;
  try {
    deleted = await ctx.db.delete(guestGroups).where(eq(guestGroups.id, id)).returning({ id: guestGroups.id });
  } catch (error) {
    const refused = foreignKeyRefusal(error);
    if (refused) {
      const refusal = REFUSALS.find(([prefix]) => refused.constraint?.startsWith(prefix));
      throw locked(refusal?.[1] ?? REFERENCED);
    }
    throw error;
  }
  if (!deleted.length) throw notFound(NOT_FOUND);
}

