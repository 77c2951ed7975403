import { and, count, desc, eq, gt, gte, lte } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import {
  type Vehicle,
  type VehicleInput,
  type VehicleListQuery,
  type VehiclePatch,
  VEHICLE_NOT_FOUND,
} from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { drivers, transfers, vehicles } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { invalid, locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { DRIVER_NOT_FOUND } from "@app/contract/schemas/drivers";

export type VehicleRow = typeof vehicles.$inferSelect;

const HAS_ORDERS = "Transportning buyurtmalari bor, uni o'chirib bo'lmaydi";

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    plate_number: row.plateNumber,
    driver: row.driverId,
    name_of_driver: row.nameOfDriver,
    address: row.address,
    phone_number: row.phoneNumber,
    amount_of_people: row.amountOfPeople,
    status: row.status,
    created_at: formatWireDateTime(row.createdAt),
    updated_at: formatWireDateTime(row.updatedAt),
    created_by: row.createdBy,
    updated_by: row.updatedBy,
  };
}

/**
 * The vehicle row, locked until the transaction ends. Every write that depends on a vehicle's
 * orders (a new or moved order, fewer seats, deletion) takes this lock first, so such writes on
 * one vehicle run one after another and the checks they make still hold when they commit.
 */
export async function lockVehicle(tx: Db | Tx, id: string): Promise<VehicleRow | undefined> {
  const [row] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for("update");
  return row;
}

/**
 * The driver columns a write sets: with a default driver, copies of the driver's name and phone
 * (whatever the body says); without one, the body's. `null` clears the default driver.
 */
async function driverColumns(
  tx: Db | Tx,
  input: Pick<VehiclePatch, "driver" | "name_of_driver" | "phone_number">,
): Promise<Partial<Pick<VehicleRow, "driverId" | "nameOfDriver" | "phoneNumber">>> {
  if (!input.driver) {
    return { driverId: input.driver, nameOfDriver: input.name_of_driver, phoneNumber: input.phone_number };
  }
  const [driver] = await tx.select().from(drivers).where(eq(drivers.id, input.driver));
  if (!driver) throw invalid({ driver: [DRIVER_NOT_FOUND] });
  return { driverId: driver.id, nameOfDriver: driver.fullName, phoneNumber: driver.phone };
}

export async function listVehicles(ctx: AppContext, query: VehicleListQuery) {
  const where = and(
    searchCondition(query.search, [vehicles.name, vehicles.nameOfDriver, vehicles.address, vehicles.phoneNumber]),
    query.status === undefined ? undefined : eq(vehicles.status, query.status),
    query.amount_of_people_min === undefined ? undefined : gte(vehicles.amountOfPeople, query.amount_of_people_min),
    query.amount_of_people_max === undefined ? undefined : lte(vehicles.amountOfPeople, query.amount_of_people_max),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(vehicles).where(where),
  ]);
  return { count: total, results: rows.map(toVehicle) };
}

export async function getVehicle(ctx: AppContext, id: string): Promise<Vehicle> {
  const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  return toVehicle(row);
}

export async function createVehicle(ctx: AppContext, actor: AuthUser, input: VehicleInput): Promise<Vehicle> {
  const driver = await driverColumns(ctx.db, input);
  const [row] = await ctx.db
    .insert(vehicles)
    .values({
      name: input.name,
      plateNumber: input.plate_number ?? null,
      driverId: driver.driverId ?? null,
      // The input schema asks for both when there is no driver.
      nameOfDriver: driver.nameOfDriver!,
      phoneNumber: driver.phoneNumber!,
      address: input.address,
      amountOfPeople: input.amount_of_people,
      status: input.status,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  return toVehicle(row);
}

/** Fewer seats must still fit every open order already booked on the vehicle. */
async function checkSeatsFitOrders(tx: Tx, id: string, seats: number) {
  const [crowded] = await tx
    .select({ orderNumber: transfers.orderNumber, passengers: transfers.passengerCount })
    .from(transfers)
    .where(
      and(
        eq(transfers.vehicleId, id),
        eq(transfers.status, "created"),
        gt(transfers.passengerCount, seats),
      ),
    )
    .limit(1);
  if (crowded) {
    const message = `№${crowded.orderNumber} buyurtmada ${crowded.passengers} yo'lovchi bor: joylar soni undan kam bo'lmasin`;
    throw invalid({ amount_of_people: [message] }, message);
  }
}

export async function updateVehicle(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: VehiclePatch,
): Promise<Vehicle> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockVehicle(tx, id);
    if (!current) throw notFound(VEHICLE_NOT_FOUND);
    if (input.amount_of_people !== undefined && input.amount_of_people < current.amountOfPeople) {
      await checkSeatsFitOrders(tx, id, input.amount_of_people);
    }
    // A vehicle keeping its default driver keeps the driver's copies whatever the body says.
    const driver = await driverColumns(tx, input.driver === undefined ? { ...input, driver: current.driverId } : input);
    const [row] = await tx
      .update(vehicles)
      .set({
        name: input.name,
        plateNumber: input.plate_number,
        ...driver,
        address: input.address,
        amountOfPeople: input.amount_of_people,
        status: input.status,
        updatedBy: actor.id,
        updatedAt: ctx.now(),
      })
      .where(eq(vehicles.id, id))
      .returning();
    return toVehicle(row);
  });
}

/** A vehicle with any order (of any status) is history the orders point at: 423. */
export async function deleteVehicle(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, id))) throw notFound(VEHICLE_NOT_FOUND);
    const [order] = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(eq(transfers.vehicleId, id))
      .limit(1);
    if (order) throw locked(HAS_ORDERS);
    await tx.delete(vehicles).where(eq(vehicles.id, id));
  });
}
