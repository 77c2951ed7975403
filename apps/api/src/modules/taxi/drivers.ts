import { and, count, desc, eq } from "drizzle-orm";
import { formatWireDateTime, isoToWire, wireToIso } from "@app/contract/dates";
import {
  DRIVER_NOT_FOUND,
  type Driver,
  type DriverInput,
  type DriverListQuery,
  type DriverPatch,
} from "@app/contract/schemas/drivers";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { drivers, transfers, vehicles } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

export type DriverRow = typeof drivers.$inferSelect;

const IN_USE = "Haydovchi transportga yoki buyurtmaga biriktirilgan, uni o'chirib bo'lmaydi";

function toDriver(row: DriverRow): Driver {
  return {
    id: row.id,
    full_name: row.fullName,
    phone: row.phone,
    license_number: row.licenseNumber,
    license_expiry: isoToWire(row.licenseExpiry) ?? row.licenseExpiry,
    status: row.status,
    created_at: formatWireDateTime(row.createdAt),
  };
}

/**
 * The driver row, locked until the transaction ends. A booking locks its vehicle first and then
 * its driver, and a plan locks its vehicles then its drivers each in id order, so two bookings
 * never wait on each other in a circle.
 */
export async function lockDriver(tx: Db | Tx, id: string): Promise<DriverRow | undefined> {
  const [row] = await tx.select().from(drivers).where(eq(drivers.id, id)).for("update");
  return row;
}

export async function listDrivers(ctx: AppContext, query: DriverListQuery) {
  const where = and(
    searchCondition(query.search, [drivers.fullName, drivers.phone, drivers.licenseNumber]),
    query.status === undefined ? undefined : eq(drivers.status, query.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(drivers)
      .where(where)
      .orderBy(desc(drivers.createdAt), desc(drivers.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(drivers).where(where),
  ]);
  return { count: total, results: rows.map(toDriver) };
}

export async function getDriver(ctx: AppContext, id: string): Promise<Driver> {
  const [row] = await ctx.db.select().from(drivers).where(eq(drivers.id, id));
  if (!row) throw notFound(DRIVER_NOT_FOUND);
  return toDriver(row);
}

export async function createDriver(ctx: AppContext, input: DriverInput): Promise<Driver> {
  const [row] = await ctx.db
    .insert(drivers)
    .values({
      fullName: input.full_name,
      phone: input.phone,
      licenseNumber: input.license_number,
      licenseExpiry: wireToIso(input.license_expiry)!,
      status: input.status,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  return toDriver(row);
}

/** The vehicles the driver drives by default keep a copy of the name and phone: they change with them. */
export async function updateDriver(ctx: AppContext, id: string, input: DriverPatch): Promise<Driver> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockDriver(tx, id))) throw notFound(DRIVER_NOT_FOUND);
    const [row] = await tx
      .update(drivers)
      .set({
        fullName: input.full_name,
        phone: input.phone,
        licenseNumber: input.license_number,
        licenseExpiry: input.license_expiry === undefined ? undefined : wireToIso(input.license_expiry)!,
        status: input.status,
        updatedAt: ctx.now(),
      })
      .where(eq(drivers.id, id))
      .returning();
    await tx
      .update(vehicles)
      .set({ nameOfDriver: row.fullName, phoneNumber: row.phone })
      .where(eq(vehicles.driverId, id));
    return toDriver(row);
  });
}

export async function deleteDriver(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockDriver(tx, id))) throw notFound(DRIVER_NOT_FOUND);
    const [vehicle] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.driverId, id)).limit(1);
    const [trip] = await tx.select({ id: transfers.id }).from(transfers).where(eq(transfers.driverId, id)).limit(1);
    if (vehicle || trip) throw locked(IN_USE);
    await tx.delete(drivers).where(eq(drivers.id, id));
  });
}
