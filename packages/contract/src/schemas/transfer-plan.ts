import { z } from "zod";
import { queryDate, uuid } from "./common.ts";

/** POST /guests/groups/{id}/transfers/plan/: a dry run only shows what a save would book. */
export const planInput = z.object({
  dry_run: z.boolean({ error: "dry_run true yoki false bo'lishi kerak" }).default(true),
});
export type PlanInput = z.infer<typeof planInput>;

export const PLAN_LEGS = ["arrival", "move", "departure"] as const;

/** One trip of a plan; `id` and `order_number` are null until it is saved. */
export const plannedTransfer = z.object({
  id: uuid.nullable(),
  order_number: z.string().nullable(),
  leg: z.enum(PLAN_LEGS),
  transport: uuid,
  transport_model_name: z.string(),
  driver: uuid.nullable(),
  name_of_driver: z.string(),
  perform_date: z.string(),
  duration_minutes: z.number().int(),
  from_place: uuid,
  to_place: uuid,
  from_location: z.string(),
  to_location: z.string(),
  passenger_count: z.number().int(),
  flight: uuid.nullable(),
  flight_number: z.string().nullable(),
});
export type PlannedTransfer = z.infer<typeof plannedTransfer>;

/**
 * The trips a group's flights and stays call for and have not been booked yet, and how many of its
 * people no free vehicle could take.
 */
export const transferPlan = z.object({
  transfers: z.array(plannedTransfer),
  unassigned_passengers: z.number().int(),
});
export type TransferPlan = z.infer<typeof transferPlan>;

/** GET /transports/sheet/: one business day, today when not given. */
export const driverSheetQuery = z.object({ date: queryDate.optional() });
export type DriverSheetQuery = z.infer<typeof driverSheetQuery>;

export const driverSheetTrip = z.object({
  id: uuid,
  perform_date: z.string(),
  from_location: z.string(),
  to_location: z.string().nullable(),
  transport_model_name: z.string(),
  plate_number: z.string().nullable(),
  group: uuid.nullable(),
  group_name: z.string().nullable(),
  passengers: z.number().int().nullable(),
  leader_phone: z.string().nullable(),
  flight_number: z.string().nullable(),
});
export type DriverSheetTrip = z.infer<typeof driverSheetTrip>;

/** A driver's trips of the day in time order; trips without a driver go under their vehicle's driver name. */
export const driverSheet = z.object({
  date: z.string(),
  drivers: z.array(
    z.object({
      driver: uuid.nullable(),
      driver_name: z.string(),
      phone: z.string(),
      transfers: z.array(driverSheetTrip),
    }),
  ),
});
export type DriverSheet = z.infer<typeof driverSheet>;
