import { z } from "zod";
import { pageQuery, requiredText, searchQuery, uuid } from "./common.ts";

export const GUEST_GROUP_STATUSES = ["Pending", "Accepted", "Finished"] as const;
export const guestGroupStatus = z.enum(GUEST_GROUP_STATUSES);
export type GuestGroupStatus = z.infer<typeof guestGroupStatus>;

export const GUEST_GROUP_MAX_COUNT = 10_000;

/** Head count: a whole number 1..10 000, sent by the legacy UI as a numeric string. */
export const guestGroupCount = z
  .union([z.number(), z.string().trim().regex(/^\d{1,6}$/, { error: "Soni butun son bo'lishi kerak" })], {
    error: "Soni butun son bo'lishi kerak",
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: "Soni butun son bo'lishi kerak" })
      .min(1, { error: "Soni kamida 1 bo'lishi kerak" })
      .max(GUEST_GROUP_MAX_COUNT, { error: "Soni 10 000 dan oshmasligi kerak" }),
  );

export const guestGroup = z.object({
  id: uuid,
  name: z.string(),
  count: z.number().int(),
  guest_group_status: guestGroupStatus,
});
export type GuestGroup = z.infer<typeof guestGroup>;

export const guestGroupInput = z.object({ name: requiredText(255), count: guestGroupCount });
export type GuestGroupInput = z.infer<typeof guestGroupInput>;
export const guestGroupPatch = guestGroupInput.partial();

/** `status` takes the enum, or the UI's booleans: true -> Accepted, false -> Pending. */
export const guestGroupStatusFilter = z
  .enum(["Pending", "Accepted", "Finished", "true", "false", "True", "False", "1", "0"], {
    error: "Holat Pending, Accepted yoki Finished bo'lishi kerak",
  })
  .transform((value): GuestGroupStatus => {
    if (value === "true" || value === "True" || value === "1") return "Accepted";
    if (value === "false" || value === "False" || value === "0") return "Pending";
    return value;
  });

export const guestGroupListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: guestGroupStatusFilter.optional(),
});
export type GuestGroupListQuery = z.infer<typeof guestGroupListQuery>;
