import { type SQL, and, asc, count, eq, not, sql } from "drizzle-orm";
import { isoToWire, parseWireDate, formatIsoDate } from "@app/contract/dates";
import { GENDER_LABELS } from "@app/contract/schemas/guests";
import {
  PILGRIM_WARNINGS,
  type Pilgrim,
  type PilgrimInput,
  type PilgrimListQuery,
  type PilgrimPatch,
} from "@app/contract/schemas/pilgrims";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { guestGroups, hotelOrders, pilgrims, roomAssignments } from "../../db/schema/index.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { searchCondition } from "../../db/search.ts";
import { type FieldErrors, invalid, locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { underWaySql } from "../hotels/public.ts";
import { expiryLimitOf, warningConditions, anyWarning } from "./pilgrim-warnings.ts";
import { lockManifest, passportHolders, passportTaken, syncGroupCounts, todayOf } from "./pilgrim-rules.ts";

type Row = typeof pilgrims.$inferSelect;

const NOT_FOUND = "Ziyoratchi topilmadi";
const GROUP_NOT_FOUND = "Guruh topilmadi";
export const BIRTH_NOT_PAST = "Tug'ilgan sana o'tgan kun bo'lishi kerak";
const MAHRAM_OTHER_GROUP = "Mahram shu guruhdagi boshqa ziyoratchi bo'lishi kerak";
const MAHRAM_SELF = "Ziyoratchi o'ziga mahram bo'la olmaydi";
const ROOMED_NOW = "Ziyoratchi hozir mehmonxonada xonaga joylashtirilgan: avval uni xonadan chiqaring";

const iso = (wire: string) => formatIsoDate(parseWireDate(wire)!);

/** A pilgrim's stored columns from its input, as one is added by hand or by a manifest import. */
export function pilgrimColumns(groupId: string, input: PilgrimInput) {
  return {
    groupId,
    fullName: input.full_name,
    gender: input.gender,
    birthDate: iso(input.birth_date),
    passportNumber: input.passport_number,
    passportExpiry: iso(input.passport_expiry),
    nationality: input.nationality,
    visaNumber: input.visa_number ?? null,
    phone: input.phone ?? null,
    family: input.family ?? null,
    diet: input.diet,
    needs: input.needs,
  };
}

/** The columns a pilgrim is read with: its row and each warning as a flag. */
function readColumns(limit: SQL, today: string) {
  const warnings = warningConditions(limit, today);
  return {
    row: pilgrims,
    ...Object.fromEntries(PILGRIM_WARNINGS.map((name) => [name, sql<boolean>`(${warnings[name]})`])),
  } as { row: typeof pilgrims } & Record<(typeof PILGRIM_WARNINGS)[number], SQL<boolean>>;
}

type ReadRow = { row: Row } & Record<(typeof PILGRIM_WARNINGS)[number], boolean>;

function toPilgrim({ row, ...flags }: ReadRow): Pilgrim {
  const gender = row.gender as 1 | 2;
  return {
    id: row.id,
    group: row.groupId,
    full_name: row.fullName,
    gender,
    gender_label: GENDER_LABELS[gender],
    birth_date: isoToWire(row.birthDate)!,
    passport_number: row.passportNumber,
    passport_expiry: isoToWire(row.passportExpiry)!,
    nationality: row.nationality,
    visa_number: row.visaNumber,
    phone: row.phone,
    family: row.family,
    mahram: row.mahramId,
    diet: row.diet,
    needs: row.needs,
    warnings: PILGRIM_WARNINGS.filter((name) => flags[name]),
  };
}

async function requireGroup(db: Db, groupId: string) {
  const [group] = await db.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, groupId));
  if (!group) throw notFound(GROUP_NOT_FOUND);
}

/** The group must exist; answers the date its passports must outlast, fetched once for a whole list. */
async function groupExpiryLimit(db: Db, groupId: string, today: string): Promise<SQL> {
  const [group] = await db
    .select({ limit: sql<string>`${expiryLimitOf(guestGroups.id, today)}::text` })
    .from(guestGroups)
    .where(eq(guestGroups.id, groupId));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return sql`${group.limit}::date`;
}

async function listPilgrims(ctx: AppContext, groupId: string, query: PilgrimListQuery) {
  const today = todayOf(ctx);
  const limit = await groupExpiryLimit(ctx.db, groupId, today);
  const warned = anyWarning(warningConditions(limit, today));
  const where = and(
    eq(pilgrims.groupId, groupId),
    searchCondition(query.search, [pilgrims.fullName, pilgrims.passportNumber]),
    query.gender ? eq(pilgrims.gender, query.gender) : undefined,
    query.diet ? eq(pilgrims.diet, query.diet) : undefined,
    query.has_warnings === undefined ? undefined : query.has_warnings ? warned : not(warned),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(readColumns(limit, today))
      .from(pilgrims)
      .where(where)
      .orderBy(asc(pilgrims.fullName), asc(pilgrims.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(pilgrims).where(where),
  ]);
  return { count: total, results: (rows as ReadRow[]).map(toPilgrim) };
}

/** A group's page of pilgrims, kept between changes to the manifest for the business day it was asked on. */
export function shownPilgrims(ctx: AppContext, groupId: string, query: PilgrimListQuery) {
  return derivedRead(ctx.db, "pilgrims", `${groupId}|${todayOf(ctx)}|${JSON.stringify(query)}`, () => listPilgrims(ctx, groupId, query));
}

/** Every pilgrim of a group in list order (the manifest export). */
export async function allPilgrims(ctx: AppContext, groupId: string): Promise<Pilgrim[]> {
  const today = todayOf(ctx);
  const rows = await ctx.db
    .select(readColumns(await groupExpiryLimit(ctx.db, groupId, today), today))
    .from(pilgrims)
    .where(eq(pilgrims.groupId, groupId))
    .orderBy(asc(pilgrims.fullName), asc(pilgrims.id));
  return (rows as ReadRow[]).map(toPilgrim);
}

export async function getPilgrim(ctx: AppContext, id: string): Promise<Pilgrim> {
  const today = todayOf(ctx);
  const rows = await ctx.db
    .select(readColumns(expiryLimitOf(pilgrims.groupId, today), today))
    .from(pilgrims)
    .where(eq(pilgrims.id, id));
  if (!rows.length) throw notFound(NOT_FOUND);
  return toPilgrim(rows[0]);
}

type Checked = { birth_date?: string; mahram?: string | null; passport_number?: string };

/** A birth date is a day before today on the business clock. */
export const bornBeforeToday = (ctx: AppContext, birthDate: string) => iso(birthDate) < todayOf(ctx);

/** The rules a zod schema cannot see: dates against today, the mahram's group, the passport's holders. */
async function checkPilgrim(ctx: AppContext, tx: Db, groupId: string, input: Checked, self?: string) {
  const errors: FieldErrors = {};
  if (input.birth_date && !bornBeforeToday(ctx, input.birth_date)) errors.birth_date = [BIRTH_NOT_PAST];
  if (input.mahram) {
    if (input.mahram === self) errors.mahram = [MAHRAM_SELF];
    else {
      const [mahram] = await tx
        .select({ id: pilgrims.id })
        .from(pilgrims)
        .where(and(eq(pilgrims.id, input.mahram), eq(pilgrims.groupId, groupId)));
      if (!mahram) errors.mahram = [MAHRAM_OTHER_GROUP];
    }
  }
  if (input.passport_number) {
    const holder = (await passportHolders(tx, [input.passport_number], self ? [self] : [])).get(input.passport_number);
    if (holder !== undefined) errors.passport_number = [passportTaken(holder)];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function createPilgrim(ctx: AppContext, groupId: string, input: PilgrimInput): Promise<Pilgrim> {
  const id = await ctx.db.transaction(async (tx) => {
    await requireGroup(tx, groupId);
    await lockManifest(tx);
    await checkPilgrim(ctx, tx, groupId, input);
    const [row] = await tx
      .insert(pilgrims)
      .values({ ...pilgrimColumns(groupId, input), mahramId: input.mahram ?? null })
      .returning({ id: pilgrims.id });
    await syncGroupCounts(tx, [groupId]);
    return row.id;
  });
  return getPilgrim(ctx, id);
}

export async function updatePilgrim(ctx: AppContext, id: string, input: PilgrimPatch): Promise<Pilgrim> {
  await ctx.db.transaction(async (tx) => {
    await lockManifest(tx);
    const [current] = await tx.select().from(pilgrims).where(eq(pilgrims.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const groupId = input.group ?? current.groupId;
    const moves = groupId !== current.groupId;
    if (moves) {
      const [group] = await tx.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, groupId));
      if (!group) throw invalid({ group: [GROUP_NOT_FOUND] });
    }
    // A move keeps the mahram only if it is named again: the old one stays behind.
    const mahram = input.mahram !== undefined ? input.mahram : current.mahramId;
    await checkPilgrim(ctx, tx, groupId, {
      birth_date: input.birth_date,
      mahram: moves || input.mahram !== undefined ? mahram : undefined,
      passport_number: moves ? (input.passport_number ?? current.passportNumber) : input.passport_number,
    }, id);
    await tx
      .update(pilgrims)
      .set({
        groupId,
        fullName: input.full_name,
        gender: input.gender,
        birthDate: input.birth_date && iso(input.birth_date),
        passportNumber: input.passport_number,
        passportExpiry: input.passport_expiry && iso(input.passport_expiry),
        nationality: input.nationality,
        visaNumber: input.visa_number,
        phone: input.phone,
        family: input.family,
        mahramId: mahram,
        diet: input.diet,
        needs: input.needs,
        updatedAt: ctx.now(),
      })
      .where(eq(pilgrims.id, id));
    if (moves) {
      // Whoever had this pilgrim as mahram stays in the old group without one; its rooms were the old group's stays'.
      await tx.update(pilgrims).set({ mahramId: null }).where(eq(pilgrims.mahramId, id));
      await tx.delete(roomAssignments).where(eq(roomAssignments.pilgrimId, id));
      await syncGroupCounts(tx, [current.groupId, groupId]);
    }
  });
  return getPilgrim(ctx, id);
}

/**
 * Deleting is refused (423) while the pilgrim has a room in a stay under way: the hotel counts
 * on them there. Its rooms in other stays go with it.
 */
export async function deletePilgrim(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [roomed] = await tx
      .select({ orderId: roomAssignments.orderId })
      .from(roomAssignments)
      .innerJoin(hotelOrders, eq(hotelOrders.id, roomAssignments.orderId))
      .where(and(eq(roomAssignments.pilgrimId, id), underWaySql(now)))
      .limit(1);
    if (roomed) throw locked(ROOMED_NOW);
    const deleted = await tx.delete(pilgrims).where(eq(pilgrims.id, id)).returning({ groupId: pilgrims.groupId });
    if (!deleted.length) throw notFound(NOT_FOUND);
    await syncGroupCounts(tx, [deleted[0].groupId]);
  });
}
