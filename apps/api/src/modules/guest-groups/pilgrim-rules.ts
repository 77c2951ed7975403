import { and, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import { businessDayIso } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { guestGroups, hotelOrders, pilgrims } from "../../db/schema/index.ts";

/** Manifest writes take this lock so two of them never both find a passport free. */
const MANIFEST_LOCK = 7_300_017;

export async function lockManifest(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANIFEST_LOCK})`);
}

export const todayOf = (ctx: AppContext) => businessDayIso(ctx.now());

/**
 * A group still travelling: not Finished, not closed by staff, and not one whose stays were all
 * canceled (a group without stays is still being prepared, so it counts).
 */
const travelling = sql`${guestGroups.guestGroupStatus} <> 'Finished' and ${guestGroups.closedAt} is null and (
  not exists (select 1 from ${hotelOrders} where ${hotelOrders.guestGroupId} = ${guestGroups.id})
  or exists (select 1 from ${hotelOrders} where ${hotelOrders.guestGroupId} = ${guestGroups.id} and ${hotelOrders.canceledAt} is null))`;

/** Which of these passports a pilgrim of a travelling group (other than `except`) already holds, and the group's name. */
export async function passportHolders(tx: Db, passports: readonly string[], except: readonly string[] = []) {
  const holders = new Map<string, string>();
  if (!passports.length) return holders;
  const rows = await tx
    .select({ passport: pilgrims.passportNumber, group: guestGroups.name })
    .from(pilgrims)
    .innerJoin(guestGroups, eq(guestGroups.id, pilgrims.groupId))
    .where(
      and(
        inArray(pilgrims.passportNumber, [...passports]),
        except.length ? notInArray(pilgrims.id, [...except]) : undefined,
        travelling,
      ),
    );
  for (const row of rows) holders.set(row.passport, row.group);
  return holders;
}

export const passportTaken = (group: string) => `Bu pasport «${group}» guruhidagi ziyoratchida bor`;

/** A group with pilgrims takes its head count from them; one left with none keeps its last count. */
export async function syncGroupCounts(tx: Tx, groupIds: readonly string[]) {
  if (!groupIds.length) return;
  const counts = tx
    .select({ groupId: pilgrims.groupId, total: count().as("total") })
    .from(pilgrims)
    .where(inArray(pilgrims.groupId, [...groupIds]))
    .groupBy(pilgrims.groupId)
    .as("counts");
  await tx
    .update(guestGroups)
    .set({ count: sql`${counts.total}` })
    .from(counts)
    .where(eq(guestGroups.id, counts.groupId));
}

export async function pilgrimCountOf(tx: Db, groupId: string): Promise<number> {
  const [{ total }] = await tx.select({ total: count() }).from(pilgrims).where(eq(pilgrims.groupId, groupId));
  return total;
}
