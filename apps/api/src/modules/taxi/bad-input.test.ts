import { afterAll, beforeAll, describe, it } from "vitest";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import { API_BASE } from "@app/contract/routes";
import { MAX_SEATS, TRANSFER_STATUSES } from "@app/contract/schemas/taxi";
import { transfers, vehicles } from "../../db/schema/index.ts";
import { type BadInputEndpoint, type FieldKind, type RowPath, badInputChecks, rowsOf } from "../../test/bad-input.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const vehicle = {
  valid: { name: "Toyota Hiace", name_of_driver: "Abdulloh Rahimov", address: "Makka, Aziziya", phone_number: "+966501234567", amount_of_people: 12, status: true },
  fields: {
    name: { type: "text" },
    name_of_driver: { type: "text" },
    address: { type: "text" },
    phone_number: { type: "text" },
    amount_of_people: { type: "wholeNumber", min: 1, max: MAX_SEATS },
    status: { type: "boolean" },
  } satisfies Record<string, FieldKind>,
  required: ["name", "name_of_driver", "address", "phone_number", "amount_of_people"],
};

/**
 * `transport` is filled in once the test app has a vehicle. The fees and passenger_count are left
 * out of `fields`: numbers, and null for passenger_count, are valid there.
 */
const orderValid: Record<string, unknown> = {
  perform_date: "01.01.2099 10:00",
  from_location: "Jidda aeroporti",
  to_location: "Makka, Hilton",
  passenger_count: 4,
  service_fee: 150,
  gross_fee: 220,
};
const orderFields = {
  transport: { type: "uuid" },
  perform_date: { type: "text" },
  from_location: { type: "text" },
  to_location: { type: "text", nullable: true },
} satisfies Record<string, FieldKind>;
const orderCreateBody = {
  valid: orderValid,
  fields: { ...orderFields, status: { type: "enum", values: ["created"] } } satisfies Record<string, FieldKind>,
  required: ["transport", "perform_date", "from_location", "service_fee", "gross_fee"],
};
const orderUpdateBody = {
  valid: orderValid,
  fields: { ...orderFields, status: { type: "enum", values: TRANSFER_STATUSES } } satisfies Record<string, FieldKind>,
  required: ["transport", "perform_date", "from_location", "service_fee", "gross_fee"],
};

async function insertVehicle(t: TestApp) {
  const [row] = await t.ctx.db
    .insert(vehicles)
    .values({ name: "Hyundai H-1", nameOfDriver: "Bilol Usmonov", address: "Madina", phoneNumber: "+966551112233", amountOfPeople: 8 })
    .returning();
  return row.id;
}

const vehicleRow: RowPath = { item: (segment) => API_BASE + VEHICLES.get.path.replace(":id", segment), target: insertVehicle };

let orderMinute = 0;
const orderRow: RowPath = {
  item: (segment) => API_BASE + TRANSFERS.get.path.replace(":id", segment),
  target: async (t) => {
    orderMinute += 1;
    const [row] = await t.ctx.db
      .insert(transfers)
      .values({
        orderNumber: String(90_000_000 + orderMinute),
        vehicleId: await insertVehicle(t),
        performDate: new Date(Date.UTC(2099, 0, 2, 0, orderMinute)),
        fromLocation: "Makka, Hilton",
        serviceFee: "100",
        grossFee: "150",
      })
      .returning();
    return row.id;
  },
};

const vehiclesState = rowsOf(vehicles);
const ordersState = rowsOf(transfers);

const ENDPOINTS: BadInputEndpoint[] = [
  { name: "POST /transports/create/", method: "POST", path: API_BASE + VEHICLES.create.path, caller: "transportation", outsider: "analytics", body: vehicle, state: vehiclesState },
  { name: "PUT /transports/{id}/", method: "PUT", path: vehicleRow, caller: "admin", outsider: "hr", body: vehicle, state: vehiclesState },
  {
    name: "PATCH /transports/{id}/",
    method: "PATCH",
    path: vehicleRow,
    caller: "ceo",
    outsider: "analytics",
    body: { ...vehicle, required: [] },
    state: vehiclesState,
  },
  { name: "DELETE /transports/{id}/", method: "DELETE", path: vehicleRow, caller: "transportation", outsider: "chef", state: vehiclesState },
  {
    name: "POST /transports/orders/create/",
    method: "POST",
    path: API_BASE + TRANSFERS.create.path,
    caller: "transportation",
    outsider: "analytics",
    body: orderCreateBody,
    state: ordersState,
  },
  { name: "PUT /transports/orders/{id}/", method: "PUT", path: orderRow, caller: "transportation", outsider: "hr", body: orderUpdateBody, state: ordersState },
  {
    name: "PATCH /transports/orders/{id}/",
    method: "PATCH",
    path: orderRow,
    caller: "admin",
    outsider: "analytics",
    body: { ...orderUpdateBody, required: [] },
    state: ordersState,
  },
  { name: "DELETE /transports/orders/{id}/", method: "DELETE", path: orderRow, caller: "ceo", outsider: "warehouse", state: ordersState },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  orderValid.transport = await insertVehicle(t);
});
afterAll(() => t.close());

describe.each(ENDPOINTS)("bad input to $name", (endpoint) => {
  for (const check of badInputChecks(endpoint)) {
    it(check.name, () => check.run(t));
  }
});
