import { and, count, desc, eq, gt, gte, lte } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import {
  type Transport,
  type TransportInput,
  type TransportListQuery,
  type TransportPatch,
  VEHICLE_NOT_FOUND,
} from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { transportOrders, transports } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { invalid, locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

export type VehicleRow = typeof transports.$inferSelect;

const HAS_ORDERS = "Transportning buyurtmalari bor, uni o'chirib bo'lmaydi";

export function toTransport(row: VehicleRow): Transport {
  return {
    id: row.id,
    name: row.name,
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
  const [row] = await tx.select().from(transports).where(eq(transports.id, id)).for("update");
  return row;
}

export async function listTransports(ctx: AppContext, query: TransportListQuery) {
  const where = and(
    searchCondition(query.search, [transports.name, transports.nameOfDriver, transports.address, transports.phoneNumber]),
    query.status === undefined ? undefined : eq(transports.status, query.status),
    query.amount_of_people_min === undefined ? undefined : gte(transports.amountOfPeople, query.amount_of_people_min),
    query.amount_of_people_max === undefined ? undefined : lte(transports.amountOfPeople, query.amount_of_people_max),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(transports)
      .where(where)
      .orderBy(desc(transports.createdAt), desc(transports.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(transports).where(where),
  ]);
  return { count: total, results: rows.map(toTransport) };
}

export async function getTransport(ctx: AppContext, id: string): Promise<Transport> {
  const [row] = await ctx.db.select().from(transports).where(eq(transports.id, id));
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  return toTransport(row);
}

export async function createTransport(ctx: AppContext, actor: AuthUser, input: TransportInput): Promise<Transport> {
  const [row] = await ctx.db
    .insert(transports)
    .values({
      name: input.name,
      nameOfDriver: input.name_of_driver,
      address: input.address,
      phoneNumber: input.phone_number,
      amountOfPeople: input.amount_of_people,
      status: input.status,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  return toTransport(row);
}

/** Fewer seats must still fit every open order already booked on the vehicle. */
async function checkSeatsFitOrders(tx: Tx, id: string, seats: number) {
  const [crowded] = await tx
    .select({ orderNumber: transportOrders.orderNumber, passengers: transportOrders.passengerCount })
    .from(transportOrders)
    .where(
      and(
        eq(transportOrders.transportId, id),
        eq(transportOrders.status, "created"),
        gt(transportOrders.passengerCount, seats),
      ),
    )
    .limit(1);
  if (crowded) {
    const message = `№${crowded.orderNumber} buyurtmada ${crowded.passengers} yo'lovchi bor: joylar soni undan kam bo'lmasin`;
    throw invalid({ amount_of_people: [message] }, message);
  }
}

export async function updateTransport(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: TransportPatch,
): Promise<Transport> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockVehicle(tx, id);
    if (!current) throw notFound(VEHICLE_NOT_FOUND);
    if (input.amount_of_people !== undefined && input.amount_of_people < current.amountOfPeople) {
      await checkSeatsFitOrders(tx, id, input.amount_of_people);
    }
    const [row] = await tx
      .update(transports)
      .set({
        name: input.name,
        nameOfDriver: input.name_of_driver,
        address: input.address,
        phoneNumber: input.phone_number,
        amountOfPeople: input.amount_of_people,
        status: input.status,
        updatedBy: actor.id,
        updatedAt: ctx.now(),
      })
      .where(eq(transports.id, id))
      .returning();
    return toTransport(row);
  });
}

/** A vehicle with any order (of any status) is history the orders point at: 423. */
export async function deleteTransport(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, id))) throw notFound(VEHICLE_NOT_FOUND);
    const [order] = await tx
      .select({ id: transportOrders.id })
      .from(transportOrders)
      .where(eq(transportOrders.transportId, id))
      .limit(1);
    if (order) throw locked(HAS_ORDERS);
    await tx.delete(transports).where(eq(transports.id, id));
  });
}
