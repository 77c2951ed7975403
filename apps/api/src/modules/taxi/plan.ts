import { and, asc, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import { defaultDurationMinutes } from "@app/contract/formulas/transfer-duration";
import type { PlannedTransfer, TransferPlan } from "@app/contract/schemas/transfer-plan";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { drivers, flightGroups, flights, guestGroups, hotelOrders, pilgrims, places, transfers, vehicles } from "../../db/schema/index.ts";
import type { AuthUser } from "../../http/auth.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { type Slot, assertSlotFree, liveTripsDuring, overlaps } from "./clash.ts";
import { checkDriver } from "./order-rules.ts";
import { insertNumbered } from "./orders.ts";
import { type Leg, type PlanFlight, type PlanStay, legsOf, seatVehicles } from "./plan-legs.ts";

const GROUP_NOT_FOUND = "Guruh topilmadi";
const NO_FLIGHTS = "Guruhning reyslari yo'q: transferlarni rejalash uchun avval Reyslar sahifasida guruhni reysga qo'shing";
const NO_STAYS = "Guruhning mehmonxona buyurtmalari yo'q: transferlar mehmonxonaga va mehmonxonadan rejalanadi";

/** The group's size: its pilgrims when it has a manifest, else the count it was booked with. */
async function headCount(tx: Tx, group: { id: string; count: number }) {
  const [{ manifest }] = await tx.select({ manifest: count() }).from(pilgrims).where(eq(pilgrims.groupId, group.id));
  return manifest || group.count;
}

async function flightsOf(tx: Tx, groupId: string): Promise<PlanFlight[]> {
  const rows = await tx
    .select({ flight: flights, airport: places })
    .from(flightGroups)
    .innerJoin(flights, eq(flights.id, flightGroups.flightId))
    .innerJoin(places, eq(places.id, flights.airportId))
    .where(eq(flightGroups.groupId, groupId));
  return rows.map(({ flight, airport }) => ({
    id: flight.id,
    number: flight.number,
    direction: flight.direction,
    scheduledAt: flight.scheduledAt,
    airport: { id: airport.id, name: airport.name, city: airport.city },
  }));
}

async function staysOf(tx: Tx, groupId: string): Promise<PlanStay[]> {
  const rows = await tx
    .select({ id: hotelOrders.id, checkIn: hotelOrders.checkIn, checkOut: hotelOrders.checkOut, hotel: places })
    .from(hotelOrders)
    .innerJoin(places, eq(places.hotelId, hotelOrders.hotelId))
    .where(and(eq(hotelOrders.guestGroupId, groupId), isNull(hotelOrders.canceledAt)))
    .orderBy(asc(hotelOrders.checkIn), asc(hotelOrders.id));
  return rows.map((row) => ({ ...row, hotel: { id: row.hotel.id, name: row.hotel.name, city: row.hotel.city } }));
}

/** Passengers of each leg already booked and not canceled. */
async function seatedByLeg(tx: Tx, groupId: string, legs: readonly Leg[]) {
  const rows = await tx
    .select({ leg: transfers.planLeg, seated: sql<number>`coalesce(sum(${transfers.passengerCount}), 0)::int` })
    .from(transfers)
    .where(and(eq(transfers.groupId, groupId), ne(transfers.status, "canceled"), inArray(transfers.planLeg, legs.map((leg) => leg.key))))
    .groupBy(transfers.planLeg);
  return new Map(rows.map((row) => [row.leg, row.seated]));
}

type FleetVehicle = {
  id: string;
  name: string;
  seats: number;
  driverId: string | null;
  driverName: string;
  driver: typeof drivers.$inferSelect | null;
};

/**
 * Every active vehicle with its default driver. Saving locks them, vehicles then drivers each in
 * id order (the order a single booking keeps too), so the free time read below stays free.
 */
async function fleetOf(tx: Tx, lock: boolean): Promise<FleetVehicle[]> {
  const query = tx.select().from(vehicles).where(eq(vehicles.status, true)).orderBy(asc(vehicles.id));
  const rows = lock ? await query.for("update") : await query;
  const driverIds = [...new Set(rows.flatMap((row) => (row.driverId ? [row.driverId] : [])))].sort();
  const driverQuery = tx.select().from(drivers).where(inArray(drivers.id, driverIds)).orderBy(asc(drivers.id));
  const driverRows = driverIds.length ? (lock ? await driverQuery.for("update") : await driverQuery) : [];
  const byId = new Map(driverRows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seats: row.amountOfPeople,
    driverId: row.driverId,
    driverName: row.nameOfDriver,
    driver: row.driverId ? (byId.get(row.driverId) ?? null) : null,
  }));
}

/** Whether the vehicle's default driver may drive at `at` (a vehicle without one may go unassigned). */
function driverMay(vehicle: FleetVehicle, at: Date) {
  if (!vehicle.driver) return true;
  try {
    checkDriver(vehicle.driver, at);
    return true;
  } catch {
    return false;
  }
}

/**
 * A group's transfers from its flights and stays, seated on vehicles free for the whole trip whose
 * default drivers are free and may drive then; legs already booked (fully or in part) only get
 * their missing passengers, and legs already past are left alone. A dry run answers the plan
 * without booking; a save books it all in one transaction.
 */
export async function planGroupTransfers(ctx: AppContext, actor: AuthUser, groupId: string, dryRun: boolean): Promise<TransferPlan> {
  return ctx.db.transaction(async (tx) => {
    // A save holds the group until it has booked, so two saves never book one leg twice; a dry run
    // books nothing and answers at once, even while a save runs.
    const groupQuery = tx.select().from(guestGroups).where(eq(guestGroups.id, groupId));
    const [group] = dryRun ? await groupQuery : await groupQuery.for("update");
    if (!group) throw notFound(GROUP_NOT_FOUND);
    const groupFlights = await flightsOf(tx, groupId);
    if (!groupFlights.length) throw badRequest(NO_FLIGHTS);
    const stays = await staysOf(tx, groupId);
    if (!stays.length) throw badRequest(NO_STAYS);
    const now = ctx.now();
    const legs = legsOf(groupFlights, stays).filter((leg) => leg.pickup >= now);
    if (!legs.length) return { transfers: [], unassigned_passengers: 0 };

    const passengers = await headCount(tx, group);
    const seated = await seatedByLeg(tx, groupId, legs);
    const fleet = await fleetOf(tx, !dryRun);
    const slots = legs.map((leg) => ({ leg, minutes: defaultDurationMinutes(leg.from.city, leg.to.city) }));
    const from = new Date(Math.min(...legs.map((leg) => leg.pickup.getTime())));
    const to = new Date(Math.max(...slots.map(({ leg, minutes }) => leg.pickup.getTime() + minutes * 60_000)));
    const holders = or(
      inArray(transfers.vehicleId, fleet.map((vehicle) => vehicle.id)),
      inArray(transfers.driverId, fleet.flatMap((vehicle) => (vehicle.driverId ? [vehicle.driverId] : []))),
    );
    const busy: Slot[] = fleet.length
      ? (
          await tx
            .select({ vehicleId: transfers.vehicleId, driverId: transfers.driverId, start: transfers.performDate, minutes: transfers.durationMinutes })
            .from(transfers)
            .where(liveTripsDuring(holders, from, to))
        )
      : [];

    const planned: Array<PlannedTransfer & { slot: Slot; legKey: string }> = [];
    let unassigned = 0;
    for (const { leg, minutes } of slots) {
      const wanted = passengers - (seated.get(leg.key) ?? 0);
      if (wanted <= 0) continue;
      const trip = { start: leg.pickup, minutes };
      const free = fleet.filter(
        (vehicle) =>
          driverMay(vehicle, leg.pickup) &&
          !busy.some((slot) => (slot.vehicleId === vehicle.id || (vehicle.driverId && slot.driverId === vehicle.driverId)) && overlaps(slot, trip)),
      );
      const { chosen, unseated } = seatVehicles(free, wanted);
      unassigned += unseated;
      for (const { vehicle, passengers: riders } of chosen) {
        const slot = { vehicleId: vehicle.id, driverId: vehicle.driverId, start: leg.pickup, minutes };
        busy.push(slot);
        planned.push({
          id: null,
          order_number: null,
          leg: leg.kind,
          transport: vehicle.id,
          transport_model_name: vehicle.name,
          driver: vehicle.driverId,
          name_of_driver: vehicle.driverName,
          perform_date: formatWireDateTime(leg.pickup),
          duration_minutes: minutes,
          from_place: leg.from.id,
          to_place: leg.to.id,
          from_location: leg.from.name,
          to_location: leg.to.name,
          passenger_count: riders,
          flight: leg.flight?.id ?? null,
          flight_number: leg.flight?.number ?? null,
          slot,
          legKey: leg.key,
        });
      }
    }

    if (!dryRun) {
      for (const trip of planned) {
        // The fleet is locked and the plan avoids its own trips: this only guards the reasoning above.
        await assertSlotFree(tx, trip.slot);
        const saved = await insertNumbered(ctx, tx, {
          vehicleId: trip.slot.vehicleId,
          driverId: trip.slot.driverId,
          performDate: trip.slot.start,
          durationMinutes: trip.slot.minutes,
          fromPlaceId: trip.from_place,
          toPlaceId: trip.to_place,
          fromLocation: trip.from_location,
          toLocation: trip.to_location,
          passengerCount: trip.passenger_count,
          serviceFee: "0",
          grossFee: "0",
          status: "created",
          groupId,
          flightId: trip.flight,
          planLeg: trip.legKey,
          createdBy: actor.id,
          updatedBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        trip.id = saved.id;
        trip.order_number = saved.orderNumber;
      }
    }
    return { transfers: planned.map(({ slot: _slot, legKey: _key, ...trip }) => trip), unassigned_passengers: unassigned };
  });
}
