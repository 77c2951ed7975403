import { z } from "zod";
import {
  queryDate,
  money,
  optionalText,
  pageQuery,
  queryBoolean,
  REQUIRED,
  requiredText,
  searchQuery,
  uuid,
  wholeNumber,
  wireDateTime,
} from "./common.ts";
import { requiredName } from "./names.ts";
import { phoneNumber } from "./phone.ts";

export const MAX_SEATS = 100;

/** A vehicle or transfer order no row matches: the 404 detail of a path id, the field message of a body reference. */
export const VEHICLE_NOT_FOUND = "Transport topilmadi";
export const TRANSFER_NOT_FOUND = "Buyurtma topilmadi";

const activeFlag = z.boolean({ error: "Holat true yoki false bo'lishi kerak" });
const seats = wholeNumber(1, MAX_SEATS, "Joylar soni butun son bo'lishi kerak");

/**
 * A vehicle with its driver. `status` is the active flag. With a default `driver`,
 * `name_of_driver` and `phone_number` are copies of that driver's name and phone.
 */
export const vehicle = z.object({
  id: uuid,
  name: z.string(),
  plate_number: z.string().nullable(),
  driver: uuid.nullable(),
  name_of_driver: z.string(),
  address: z.string(),
  phone_number: z.string(),
  amount_of_people: z.number().int(),
  status: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: uuid.nullable(),
  updated_by: uuid.nullable(),
});
export type Vehicle = z.infer<typeof vehicle>;

const vehicleFields = z.object({
  name: requiredName(255),
  plate_number: optionalText(20),
  driver: uuid.nullish(),
  name_of_driver: requiredName(255).optional(),
  address: requiredText(255),
  phone_number: phoneNumber.optional(),
  amount_of_people: seats,
  status: activeFlag.default(true),
});

/** Without a default driver the vehicle names its driver and phone itself. */
export const vehicleInput = vehicleFields.superRefine((value, ctx) => {
  if (value.driver) return;
  for (const field of ["name_of_driver", "phone_number"] as const) {
    if (value[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
  }
});
export type VehicleInput = z.infer<typeof vehicleInput>;

export const vehiclePatch = vehicleFields.partial().extend({ status: activeFlag.optional() });
export type VehiclePatch = z.infer<typeof vehiclePatch>;

export const vehicleListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  amount_of_people_min: seats.optional(),
  amount_of_people_max: seats.optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

export const TRANSFER_STATUSES = ["created", "completed", "canceled"] as const;
export const transferStatus = z.enum(TRANSFER_STATUSES, {
  error: "Holat created, completed yoki canceled bo'lishi kerak",
});
export type TransferStatus = z.infer<typeof transferStatus>;

/** A transfer (a trip): `service_fee` goes to the driver, `gross_fee` is charged to the client. */
export const transfer = z.object({
  id: uuid,
  order_number: z.string(),
  transport: uuid,
  transport_model_name: z.string(),
  plate_number: z.string().nullable(),
  /** The trip's driver; without one, `name_of_driver` is the vehicle's. */
  driver: uuid.nullable(),
  name_of_driver: z.string(),
  perform_date: z.string(),
  duration_minutes: z.number().int(),
  from_place: uuid.nullable(),
  to_place: uuid.nullable(),
  from_location: z.string(),
  to_location: z.string().nullable(),
  group: uuid.nullable(),
  group_name: z.string().nullable(),
  flight: uuid.nullable(),
  flight_number: z.string().nullable(),
  status: transferStatus,
  passenger_count: z.number().int().nullable(),
  service_fee: z.number(),
  gross_fee: z.number(),
  profit: z.number(),
  created_at: z.string(),
  created_by: uuid.nullable(),
  updated_by: uuid.nullable(),
});
export type Transfer = z.infer<typeof transfer>;

export const MAX_DURATION_MINUTES = 24 * 60;

const orderFields = {
  transport: uuid,
  perform_date: wireDateTime,
  /** When not sent: by the cities of the two places (see formulas/transfer-duration.ts). */
  duration_minutes: wholeNumber(1, MAX_DURATION_MINUTES, "Davomiylik daqiqalarda butun son bo'lishi kerak").optional(),
  driver: uuid.nullish(),
  group: uuid.nullish(),
  flight: uuid.nullish(),
  /** The free-text places are filled from these when they are given. */
  from_place: uuid.nullish(),
  to_place: uuid.nullish(),
  from_location: requiredText(100).optional(),
  to_location: optionalText(100),
  passenger_count: wholeNumber(1, MAX_SEATS, "Yo'lovchilar soni butun son bo'lishi kerak").nullish(),
  service_fee: money,
  gross_fee: money,
};

/** A trip starts somewhere: a place, or its name typed in. */
function needsStart(value: { from_place?: string | null; from_location?: string }, ctx: z.RefinementCtx) {
  if (!value.from_place && value.from_location === undefined) {
    ctx.addIssue({ code: "custom", path: ["from_location"], message: REQUIRED });
  }
}

/** A new order starts as `created`; saying so is allowed, any other status is not. */
export const transferInput = z
  .object({
    ...orderFields,
    status: z.literal("created", { error: "Yangi buyurtma faqat created holatida yaratiladi" }).optional(),
  })
  .superRefine(needsStart);
export type TransferInput = z.infer<typeof transferInput>;

const transferUpdateFields = z.object({ ...orderFields, status: transferStatus.optional() });
export const transferUpdate = transferUpdateFields.superRefine(needsStart);
export const transferPatch = transferUpdateFields.partial();
export type TransferPatch = z.infer<typeof transferPatch>;

export const transferListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: transferStatus.optional(),
  transport: uuid.optional(),
  driver: uuid.optional(),
  group: uuid.optional(),
  perform_date_after: queryDate.optional(),
  perform_date_before: queryDate.optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;

/** GET /transports/day/: one business day, today when not given. */
export const dayViewQuery = z.object({ date: queryDate.optional() });
export type DayViewQuery = z.infer<typeof dayViewQuery>;

/** An active vehicle and its non-canceled orders of the day, earliest first. */
export const dayView = vehicle.extend({ orders: z.array(transfer) });
export type DayView = z.infer<typeof dayView>;
