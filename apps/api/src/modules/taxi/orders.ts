import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import { addDays, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import {
  TRANSFER_NOT_FOUND,
  type Transfer,
  type TransferInput,
  type TransferListQuery,
  type TransferPatch,
  VEHICLE_NOT_FOUND,
} from "@app/contract/schemas/taxi";
import { moneyNumber } from "@app/contract/decimal";
import { profitOf } from "@app/contract/formulas/price";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { transfers, vehicles } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { assertNoClash } from "./clash.ts";
import { orderNumberCandidate } from "./order-number.ts";
import { checkOrder } from "./order-rules.ts";
import { type VehicleRow, lockVehicle } from "./vehicles.ts";

type OrderRow = typeof transfers.$inferSelect;

const VEHICLE_INACTIVE = "Transport faol emas: unga buyurtma berib bo'lmaydi";
const ORDER_NUMBER_ATTEMPTS = 10;

const orderSelection = { order: transfers, vehicleName: vehicles.name, driver: vehicles.nameOfDriver };

/** Orders with the name and driver of their vehicle. */
export const selectOrders = (db: Db | Tx) =>
  db
    .select(orderSelection)
    .from(transfers)
    .innerJoin(vehicles, eq(vehicles.id, transfers.vehicleId))
    .$dynamic();

export function toTransfer({
  order,
  vehicleName,
  driver,
}: {
  order: OrderRow;
  vehicleName: string;
  driver: string;
}): Transfer {
  return {
    id: order.id,
    order_number: order.orderNumber,
    transport: order.vehicleId,
    transport_model_name: vehicleName,
    name_of_driver: driver,
    perform_date: formatWireDateTime(order.performDate),
    from_location: order.fromLocation,
    to_location: order.toLocation,
    status: order.status,
    passenger_count: order.passengerCount,
    service_fee: moneyNumber(order.serviceFee),
    gross_fee: moneyNumber(order.grossFee),
    profit: profitOf(order.grossFee, order.serviceFee).toNumber(),
    created_at: formatWireDateTime(order.createdAt),
    created_by: order.createdBy,
    updated_by: order.updatedBy,
  };
}

export async function listOrders(ctx: AppContext, query: TransferListQuery) {
  const where = and(
    searchCondition(query.search, [transfers.fromLocation, transfers.toLocation, transfers.orderNumber]),
    query.status ? eq(transfers.status, query.status) : undefined,
    query.transport ? eq(transfers.vehicleId, query.transport) : undefined,
    query.perform_date_after ? gte(transfers.performDate, zonedDateTime(query.perform_date_after, 0, 0)) : undefined,
    query.perform_date_before
      ? lt(transfers.performDate, zonedDateTime(addDays(query.perform_date_before, 1), 0, 0))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectOrders(ctx.db)
      .where(where)
      .orderBy(desc(transfers.performDate), desc(transfers.createdAt), desc(transfers.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(transfers).where(where),
  ]);
  return { count: total, results: rows.map(toTransfer) };
}

async function loadOrder(db: Db | Tx, id: string): Promise<Transfer> {
  const [row] = await selectOrders(db).where(eq(transfers.id, id));
  if (!row) throw notFound(TRANSFER_NOT_FOUND);
  return toTransfer(row);
}

export const getOrder = (ctx: AppContext, id: string) => loadOrder(ctx.db, id);

/** The vehicle an order is being put on: locked, existing and active, or a field error. */
async function bookableVehicle(tx: Tx, id: string): Promise<VehicleRow> {
  const vehicle = await lockVehicle(tx, id);
  if (!vehicle) throw invalid({ transport: [VEHICLE_NOT_FOUND] });
  if (!vehicle.status) throw invalid({ transport: [VEHICLE_INACTIVE] });
  return vehicle;
}

/** Inserts under a fresh order number, drawing another when one is taken. */
async function insertNumbered(ctx: AppContext, tx: Tx, values: Omit<typeof transfers.$inferInsert, "orderNumber">) {
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(transfers)
      .values({ ...values, orderNumber: orderNumberCandidate(ctx.now(), attempt) })
      .onConflictDoNothing({ target: transfers.orderNumber })
      .returning({ id: transfers.id });
    if (row) return row.id;
  }
  throw new Error("no free transport order number after several attempts");
}

export async function createOrder(ctx: AppContext, actor: AuthUser, input: TransferInput): Promise<Transfer> {
  return ctx.db.transaction(async (tx) => {
    const vehicle = await bookableVehicle(tx, input.transport);
    const draft = {
      performDate: input.perform_date,
      passengerCount: input.passenger_count ?? null,
      serviceFee: input.service_fee,
      grossFee: input.gross_fee,
      status: "created" as const,
    };
    checkOrder(draft, { seats: vehicle.amountOfPeople, now: ctx.now(), dateChanged: true });
    await assertNoClash(tx, { vehicleId: vehicle.id, at: draft.performDate, minutes: ctx.config.taxiClashMinutes });
    const id = await insertNumbered(ctx, tx, {
      ...draft,
      vehicleId: vehicle.id,
      fromLocation: input.from_location,
      toLocation: input.to_location ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    return loadOrder(tx, id);
  });
}

/**
 * PUT and PATCH: the request is laid over the stored order and the whole result is checked
 * again (fees, seats, status move, a new time not past); a new vehicle or time is checked for
 * clashes too, unless the order ends up canceled.
 */
export async function updateOrder(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: TransferPatch,
): Promise<Transfer> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(transfers).where(eq(transfers.id, id)).for("update");
    if (!current) throw notFound(TRANSFER_NOT_FOUND);
    const vehicleId = input.transport ?? current.vehicleId;
    const moved = vehicleId !== current.vehicleId;
    const vehicle = moved ? await bookableVehicle(tx, vehicleId) : await lockVehicle(tx, vehicleId);
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
    const draft = {
      performDate: input.perform_date ?? current.performDate,
      passengerCount: input.passenger_count === undefined ? current.passengerCount : input.passenger_count,
      serviceFee: input.service_fee ?? current.serviceFee,
      grossFee: input.gross_fee ?? current.grossFee,
      status: input.status ?? current.status,
    };
    const retimed = draft.performDate.getTime() !== current.performDate.getTime();
    checkOrder(draft, {
      seats: vehicle.amountOfPeople,
      now: ctx.now(),
      previousStatus: current.status,
      dateChanged: retimed,
    });
    if ((moved || retimed) && draft.status !== "canceled") {
      await assertNoClash(tx, {
        vehicleId,
        at: draft.performDate,
        minutes: ctx.config.taxiClashMinutes,
        exceptOrderId: id,
      });
    }
    await tx
      .update(transfers)
      .set({
        ...draft,
        vehicleId,
        fromLocation: input.from_location,
        toLocation: input.to_location,
        updatedBy: actor.id,
        updatedAt: ctx.now(),
      })
      .where(eq(transfers.id, id));
    return loadOrder(tx, id);
  });
}

export async function deleteOrder(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(transfers)
    .where(eq(transfers.id, id))
    .returning({ id: transfers.id });
  if (!deleted.length) throw notFound(TRANSFER_NOT_FOUND);
}
