import { expect } from "vitest";
import type { Driver } from "@app/contract/schemas/drivers";
import type { Vehicle, Transfer } from "@app/contract/schemas/taxi";
import type { TestApp } from "../../test/harness.ts";

export const VEHICLE_LIST = "/api/v1/transports/";
export const VEHICLE_CREATE = "/api/v1/transports/create/";
export const vehicleItem = (id: string) => `/api/v1/transports/${id}/`;
export const ORDERS = "/api/v1/transports/orders/";
const ORDER_CREATE = "/api/v1/transports/orders/create/";
export const orderItem = (id: string) => `/api/v1/transports/orders/${id}/`;

/** 15 June 2025, 12:00 on the business (Riyadh) wall clock. */
export const START = new Date("2025-06-15T09:00:00Z");

type Headers = { authorization: string };

export const vehicleBody = {
  name: "Toyota Hiace",
  name_of_driver: "Abdulloh Rahimov",
  address: "Makka, Aziziya",
  phone_number: "+966 50 123 45 67",
  amount_of_people: "12",
};

export async function createVehicle(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const response = await t.app.inject({ method: "POST", url: VEHICLE_CREATE, headers, payload: { ...vehicleBody, ...overrides } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const orderBody = (vehicle: string, performDate: string, overrides: Record<string, unknown> = {}) => ({
  transport: vehicle,
  perform_date: performDate,
  from_location: "Jidda aeroporti",
  to_location: "Makka, Hilton",
  passenger_count: 4,
  service_fee: "150",
  gross_fee: "220.50",
  ...overrides,
});

export function postOrder(t: TestApp, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: ORDER_CREATE, headers, payload });
}

export async function createOrder(
  t: TestApp,
  headers: Headers,
  vehicle: string,
  performDate: string,
  overrides: Record<string, unknown> = {},
): Promise<Transfer> {
  const response = await postOrder(t, headers, orderBody(vehicle, performDate, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const DRIVERS = "/api/v1/transports/drivers/";

let driverNumber = 0;

export async function createDriver(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}): Promise<Driver> {
  driverNumber += 1;
  const payload = {
    full_name: `Haydovchi ${driverNumber}`,
    phone: `+96650${String(1_000_000 + driverNumber).slice(-7)}`,
    license_number: `LIC-${driverNumber}`,
    license_expiry: "31.12.2030",
    ...overrides,
  };
  const response = await t.app.inject({ method: "POST", url: DRIVERS, headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
