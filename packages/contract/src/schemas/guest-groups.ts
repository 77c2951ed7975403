import { z } from "zod";
import { pageQuery, searchQuery, uuid } from "./common.ts";
import { optionalName, requiredName } from "./names.ts";
import { optionalPhoneNumber } from "./phone.ts";
import { diet } from "./pilgrims.ts";

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

/** A group as a booking names it. */
export const guestGroupSummary = z.object({
  id: uuid,
  name: z.string(),
  count: z.number().int(),
  guest_group_status: guestGroupStatus,
});

/** A group as its own pages show it, with its agent, leader and manifest figures. */
export const guestGroup = guestGroupSummary.extend({
  /** The counter agent who sent the group. */
  counter_agent: uuid.nullable(),
  /** Its name, for the staff who may not read the counter agents themselves (operator, reception). */
  counter_agent_name: z.string().nullable(),
  leader_name: z.string().nullable(),
  leader_phone: z.string().nullable(),
  pilgrim_count: z.number().int(),
  /** How many of its pilgrims have at least one warning. */
  warning_count: z.number().int(),
  /** When staff closed it (dd.MM.yyyy HH:mm); a closed group is done with, its passports free for other groups. */
  closed_at: z.string().nullable(),
});
export type GuestGroup = z.infer<typeof guestGroup>;

const tally = z.number().int();

/** GET of one group: the list's shape with its manifest counted by gender and by diet. */
export const guestGroupDetail = guestGroup.extend({
  gender_counts: z.object({ male: tally, female: tally }),
  diet_counts: z.record(diet, tally),
});
export type GuestGroupDetail = z.infer<typeof guestGroupDetail>;

/** `count` is the head count until the manifest has pilgrims; from then it follows them. */
export const guestGroupInput = z.object({
  name: requiredName(255),
  count: guestGroupCount,
  counter_agent: uuid.nullish(),
  leader_name: optionalName(255),
  leader_phone: optionalPhoneNumber,
});
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
  counter_agent: uuid.optional(),
});
export type GuestGroupListQuery = z.infer<typeof guestGroupListQuery>;
