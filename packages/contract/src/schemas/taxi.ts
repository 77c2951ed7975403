import { z } from "zod";
import {
  queryDate,
  money,
  optionalText,
  pageQuery,
  queryBoolean,
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

/** A vehicle with its driver. `status` is the active flag. */
export const vehicle = z.object({
  id: uuid,
  name: z.string(),
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

export const vehicleInput = z.object({
  name: requiredName(255),
  name_of_driver: requiredName(255),
  address: requiredText(255),
  phone_number: phoneNumber,
  amount_of_people: seats,
  status: activeFlag.default(true),
});
export type VehicleInput = z.infer<typeof vehicleInput>;

export const vehiclePatch = vehicleInput.partial().extend({ status: activeFlag.optional() });
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
  name_of_driver: z.string(),
  perform_date: z.string(),
  from_location: z.string(),
  to_location: z.string().nullable(),
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

const orderFields = {
  transport: uuid,
  perform_date: wireDateTime,
  from_location: requiredText(100),
  to_location: optionalText(100),
  passenger_count: wholeNumber(1, MAX_SEATS, "Yo'lovchilar soni butun son bo'lishi kerak").nullish(),
  service_fee: money,
  gross_fee: money,
};

/** A new order starts as `created`; saying so is allowed, any other status is not. */
export const transferInput = z.object({
  ...orderFields,
  status: z.literal("created", { error: "Yangi buyurtma faqat created holatida yaratiladi" }).optional(),
});
export type TransferInput = z.infer<typeof transferInput>;

export const transferUpdate = z.object({ ...orderFields, status: transferStatus.optional() });
export const transferPatch = transferUpdate.partial();
export type TransferPatch = z.infer<typeof transferPatch>;

export const transferListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: transferStatus.optional(),
  transport: uuid.optional(),
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
