import { z } from "zod";
import { pageQuery, queryBoolean, requiredText, searchQuery, uuid, wireDate } from "./common.ts";
import { requiredName } from "./names.ts";
import { phoneNumber } from "./phone.ts";

export const DRIVER_NOT_FOUND = "Haydovchi topilmadi";

/** A driver; `status` is the active flag. The license must be valid on the day of a trip. */
export const driver = z.object({
  id: uuid,
  full_name: z.string(),
  phone: z.string(),
  license_number: z.string(),
  license_expiry: z.string(),
  status: z.boolean(),
  created_at: z.string(),
});
export type Driver = z.infer<typeof driver>;

export const driverInput = z.object({
  full_name: requiredName(255),
  phone: phoneNumber,
  license_number: requiredText(50),
  license_expiry: wireDate,
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).default(true),
});
export type DriverInput = z.infer<typeof driverInput>;
export const driverPatch = driverInput.partial().extend({
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).optional(),
});
export type DriverPatch = z.infer<typeof driverPatch>;

export const driverListQuery = pageQuery.extend({ ...searchQuery.shape, status: queryBoolean.optional() });
export type DriverListQuery = z.infer<typeof driverListQuery>;
