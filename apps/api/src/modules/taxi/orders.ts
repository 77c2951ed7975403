import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import { addDays, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import { defaultDurationMinutes } from "@app/contract/formulas/transfer-duration";
import { FLIGHT_NOT_FOUND } from "@app/contract/schemas/flights";
import { PLACE_NOT_FOUND } from "@app/contract/schemas/transport-places";
import { DRIVER_NOT_FOUND } from "@app/contract/schemas/drivers";
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
import { drivers, flights, guestGroups, transfers, vehicles } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { assertSlotFree } from "./clash.ts";
import { type DriverRow, lockDriver } from "./drivers.ts";
import { orderNumberCandidate } from "./order-number.ts";
import { checkDriver, checkOrder } from "./order-rules.ts";
import { type PlaceRow, findPlace } from "./places.ts";
import { type VehicleRow, lockVehicle } from "./vehicles.ts";

type OrderRow = typeof transfers.$inferSelect;

const VEHICLE_INACTIVE = "Transport faol emas: unga buyurtma berib bo'lmaydi";
const GROUP_NOT_FOUND = "Guruh topilmadi";
const ORDER_NUMBER_ATTEMPTS = 10;

const orderSelection = {
  order: transfers,
  vehicleName: vehicles.name,
  plateNumber: vehicles.plateNumber,
  vehicleDriver: vehicles.nameOfDriver,
  driverName: drivers.fullName,
  groupName: guestGroups.name,
  flightNumber: flights.number,
};
type OrderSelection = {
  order: OrderRow;
  vehicleName: string;
  plateNumber: string | null;
  vehicleDriver: string;
  driverName: string | null;
  groupName: string | null;
  flightNumber: string | null;
};

/** Orders with their vehicle, and the names of their driver, group and flight. */
export const selectOrders = (db: Db | Tx) =>
  db
    .select(orderSelection)
    .from(transfers)
    .innerJoin(vehicles, eq(vehicles.id, transfers.vehicleId))
    .leftJoin(drivers, eq(drivers.id, transfers.driverId))
    .leftJoin(guestGroups, eq(guestGroups.id, transfers.groupId))
    .leftJoin(flights, eq(flights.id, transfers.flightId))
    .$dynamic();

export function toTransfer({ order, vehicleName, plateNumber, vehicleDriver, driverName, groupName, flightNumber }: OrderSelection): Transfer {
  return {
    id: order.id,
    order_number: order.orderNumber,
    transport: order.vehicleId,
    transport_model_name: vehicleName,
    plate_number: plateNumber,
    driver: order.driverId,
    name_of_driver: driverName ?? vehicleDriver,
    perform_date: formatWireDateTime(order.performDate),
    duration_minutes: order.durationMinutes,
    from_place: order.fromPlaceId,
    to_place: order.toPlaceId,
    group: order.groupId,
    group_name: groupName,
    flight: order.flightId,
    flight_number: flightNumber,
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
    query.driver ? eq(transfers.driverId, query.driver) : undefined,
    query.group ? eq(transfers.groupId, query.group) : undefined,
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

/** The driver of a trip at `at`: locked (after its vehicle), existing, active and licensed that day. */
async function bookableDriver(tx: Tx, id: string, at: Date): Promise<DriverRow> {
  const driver = await lockDriver(tx, id);
  if (!driver) throw invalid({ driver: [DRIVER_NOT_FOUND] });
  checkDriver(driver, at);
  return driver;
}

async function placeOf(tx: Tx, id: string | null | undefined, field: string): Promise<PlaceRow | null> {
  if (!id) return null;
  const place = await findPlace(tx, id);
  if (!place) throw invalid({ [field]: [PLACE_NOT_FOUND] });
  return place;
}

/** A named group or flight must exist; the foreign key would only say so as a 500. */
async function checkReferences(tx: Tx, input: { group?: string | null; flight?: string | null }) {
  if (input.group) {
    const [group] = await tx.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, input.group));
    if (!group) throw invalid({ group: [GROUP_NOT_FOUND] });
  }
  if (input.flight) {
    const [flight] = await tx.select({ id: flights.id }).from(flights).where(eq(flights.id, input.flight));
    if (!flight) throw invalid({ flight: [FLIGHT_NOT_FOUND] });
  }
}

/** Inserts under a fresh order number, drawing another when one is taken. */
export async function insertNumbered(ctx: AppContext, tx: Tx, values: Omit<typeof transfers.$inferInsert, "orderNumber">) {
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(transfers)
      .values({ ...values, orderNumber: orderNumberCandidate(ctx.now(), attempt) })
      .onConflictDoNothing({ target: transfers.orderNumber })
      .returning({ id: transfers.id, orderNumber: transfers.orderNumber });
    if (row) return row;
  }
  throw new Error("no free transport order number after several attempts");
}

/**
 * A new trip: its driver is the one sent, else the vehicle's default driver; its texts come from
 * its places when it has them, and its duration from their cities when not sent.
 */
export async function createOrder(ctx: AppContext, actor: AuthUser, input: TransferInput): Promise<Transfer> {
  return ctx.db.transaction(async (tx) => {
    const vehicle = await bookableVehicle(tx, input.transport);
    const driverId = input.driver === undefined ? vehicle.driverId : input.driver;
    const driver = driverId ? await bookableDriver(tx, driverId, input.perform_date) : null;
    const [from, to] = [await placeOf(tx, input.from_place, "from_place"), await placeOf(tx, input.to_place, "to_place")];
    await checkReferences(tx, input);
    const draft = {
      performDate: input.perform_date,
      passengerCount: input.passenger_count ?? null,
      serviceFee: input.service_fee,
      grossFee: input.gross_fee,
      status: "created" as const,
    };
    checkOrder(draft, { seats: vehicle.amountOfPeople, now: ctx.now(), dateChanged: true });
    const durationMinutes = input.duration_minutes ?? defaultDurationMinutes(from?.city, to?.city);
    await assertSlotFree(tx, { vehicleId: vehicle.id, driverId: driver?.id ?? null, start: draft.performDate, minutes: durationMinutes });
    const { id } = await insertNumbered(ctx, tx, {
      ...draft,
      vehicleId: vehicle.id,
      driverId: driver?.id ?? null,
      durationMinutes,
      fromPlaceId: from?.id ?? null,
      toPlaceId: to?.id ?? null,
      // The input schema asks for from_location when there is no from_place.
      fromLocation: from?.name ?? input.from_location!,
      toLocation: to?.name ?? input.to_location ?? null,
      groupId: input.group ?? null,
      flightId: input.flight ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    return loadOrder(tx, id);
  });
}

/** A place sent replaces the place and its text; a text sent alone keeps the place it names none of. */
async function placeChange(tx: Tx, input: TransferPatch, side: "from" | "to") {
  const placeId = input[`${side}_place`];
  const text = input[`${side}_location`];
  if (placeId === undefined) return { changed: false, columns: { [`${side}Location`]: text } };
  const place = await placeOf(tx, placeId, `${side}_place`);
  return {
    changed: true,
    city: place?.city,
    columns: { [`${side}PlaceId`]: place?.id ?? null, [`${side}Location`]: place?.name ?? text },
  };
}

/**
 * PUT and PATCH: the request is laid over the stored order and the whole result is checked
 * again (fees, seats, status move, a new time not past). Moved to another vehicle, the trip takes
 * that vehicle's default driver unless a driver is sent. A new vehicle, driver, time or duration
 * is checked for overlaps and the driver's licence, unless the order ends up canceled.
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
    const driverId = input.driver !== undefined ? input.driver : moved ? vehicle.driverId : current.driverId;
    const redriven = driverId !== current.driverId;
    const live = draft.status !== "canceled";
    if (driverId && live && (redriven || retimed)) await bookableDriver(tx, driverId, draft.performDate);
    else if (driverId) await lockDriver(tx, driverId);
    checkOrder(draft, {
      seats: vehicle.amountOfPeople,
      now: ctx.now(),
      previousStatus: current.status,
      dateChanged: retimed,
    });
    const [from, to] = [await placeChange(tx, input, "from"), await placeChange(tx, input, "to")];
    await checkReferences(tx, input);
    const durationMinutes =
      input.duration_minutes ??
      (from.changed || to.changed
        ? defaultDurationMinutes(from.changed ? from.city : await cityOf(tx, current.fromPlaceId), to.changed ? to.city : await cityOf(tx, current.toPlaceId))
        : current.durationMinutes);
    const revived = current.status === "canceled" && live;
    if (live && (moved || retimed || redriven || revived || durationMinutes !== current.durationMinutes)) {
      await assertSlotFree(tx, { vehicleId, driverId, start: draft.performDate, minutes: durationMinutes }, id);
    }
    await tx
      .update(transfers)
      .set({
        ...draft,
        ...from.columns,
        ...to.columns,
        vehicleId,
        driverId,
        durationMinutes,
        groupId: input.group,
        flightId: input.flight,
        updatedBy: actor.id,
        updatedAt: ctx.now(),
      })
      .where(eq(transfers.id, id));
    return loadOrder(tx, id);
  });
}

async function cityOf(tx: Tx, placeId: string | null) {
  return placeId ? (await findPlace(tx, placeId))?.city : undefined;
}

export async function deleteOrder(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(transfers)
    .where(eq(transfers.id, id))
    .returning({ id: transfers.id });
  if (!deleted.length) throw notFound(TRANSFER_NOT_FOUND);
}
