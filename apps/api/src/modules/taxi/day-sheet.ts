import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import { addDays, businessDateOf, formatWireDate, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import type { DriverSheet, DriverSheetQuery, DriverSheetTrip } from "@app/contract/schemas/transfer-plan";
import type { AppContext } from "../../context.ts";
import { drivers, flights, guestGroups, transfers, vehicles } from "../../db/schema/index.ts";
import { type Part, type Sheet, part } from "../../http/xlsx-export.ts";

/**
 * Each driver's live trips of one business day in time order, with what the driver needs on the
 * road: the group, its size, its leader's phone and the flight. A trip without a driver goes under
 * its vehicle's driver name and phone, so trips booked before drivers were entities still show.
 */
export async function driverSheet(ctx: AppContext, query: DriverSheetQuery): Promise<DriverSheet> {
  const date = query.date ?? businessDateOf(ctx.now());
  const rows = await ctx.db
    .select({
      order: transfers,
      vehicleName: vehicles.name,
      plateNumber: vehicles.plateNumber,
      vehicleDriver: vehicles.nameOfDriver,
      vehiclePhone: vehicles.phoneNumber,
      driverName: drivers.fullName,
      driverPhone: drivers.phone,
      groupName: guestGroups.name,
      leaderPhone: guestGroups.leaderPhone,
      flightNumber: flights.number,
    })
    .from(transfers)
    .innerJoin(vehicles, eq(vehicles.id, transfers.vehicleId))
    .leftJoin(drivers, eq(drivers.id, transfers.driverId))
    .leftJoin(guestGroups, eq(guestGroups.id, transfers.groupId))
    .leftJoin(flights, eq(flights.id, transfers.flightId))
    .where(
      and(
        ne(transfers.status, "canceled"),
        gte(transfers.performDate, zonedDateTime(date, 0, 0)),
        lt(transfers.performDate, zonedDateTime(addDays(date, 1), 0, 0)),
      ),
    )
    .orderBy(asc(transfers.performDate), asc(transfers.orderNumber));
  const sheets = new Map<string, DriverSheet["drivers"][number]>();
  for (const row of rows) {
    const key = row.order.driverId ?? `${row.vehicleDriver}\n${row.vehiclePhone}`;
    let sheet = sheets.get(key);
    if (!sheet) {
      sheet = {
        driver: row.order.driverId,
        driver_name: row.driverName ?? row.vehicleDriver,
        phone: row.driverPhone ?? row.vehiclePhone,
        transfers: [],
      };
      sheets.set(key, sheet);
    }
    sheet.transfers.push({
      id: row.order.id,
      perform_date: formatWireDateTime(row.order.performDate),
      from_location: row.order.fromLocation,
      to_location: row.order.toLocation,
      transport_model_name: row.vehicleName,
      plate_number: row.plateNumber,
      group: row.order.groupId,
      group_name: row.groupName,
      passengers: row.order.passengerCount,
      leader_phone: row.leaderPhone,
      flight_number: row.flightNumber,
    });
  }
  const list = [...sheets.values()].sort((a, b) => a.driver_name.localeCompare(b.driver_name));
  return { date: formatWireDate(date), drivers: list };
}

const tripSheet: Sheet<DriverSheetTrip> = {
  title: "Haydovchi varaqasi",
  file: "haydovchi-varaqasi",
  columns: [
    { header: "Vaqt", kind: "datetime", value: (row) => row.perform_date },
    { header: "Qayerdan", kind: "text", value: (row) => row.from_location },
    { header: "Qayerga", kind: "text", value: (row) => row.to_location },
    { header: "Transport", kind: "text", value: (row) => [row.transport_model_name, row.plate_number].filter(Boolean).join(" · ") },
    { header: "Guruh", kind: "text", value: (row) => row.group_name },
    { header: "Yo'lovchilar", kind: "number", value: (row) => row.passengers },
    { header: "Guruh rahbari telefoni", kind: "text", value: (row) => row.leader_phone },
    { header: "Reys", kind: "text", value: (row) => row.flight_number },
  ],
};

/** One worksheet per driver, headed by the name, phone and day, to print and hand over. */
export function driverSheetParts(sheet: DriverSheet): { file: string; parts: Part[] } {
  const parts = sheet.drivers.map((driver, index) =>
    part({ ...tripSheet, title: `${index + 1}. ${driver.driver_name}` }, driver.transfers, null, [
      driver.driver_name,
      `Telefon: ${driver.phone}`,
      `Sana: ${sheet.date}`,
    ]),
  );
  return { file: tripSheet.file, parts: parts.length ? parts : [part(tripSheet, [], null, [`Sana: ${sheet.date}`])] };
}
