import { z } from "zod";
import { pageQuery, queryDate, requiredText, searchQuery, uuid, wireDateTime } from "./common.ts";

export const FLIGHT_NOT_FOUND = "Reys topilmadi";

export const FLIGHT_DIRECTIONS = ["arrival", "departure"] as const;
export const flightDirection = z.enum(FLIGHT_DIRECTIONS, { error: "Yo'nalish arrival yoki departure bo'lishi kerak" });
export type FlightDirection = z.infer<typeof flightDirection>;

/** A flight at an airport place, and the guest groups on board. */
export const flight = z.object({
  id: uuid,
  number: z.string(),
  airline: z.string(),
  airport: uuid,
  airport_name: z.string(),
  direction: flightDirection,
  scheduled_at: z.string(),
  groups: z.array(uuid),
  group_names: z.array(z.string()),
  created_at: z.string(),
});
export type Flight = z.infer<typeof flight>;

export const flightInput = z.object({
  number: requiredText(20),
  airline: requiredText(255),
  airport: uuid,
  direction: flightDirection,
  scheduled_at: wireDateTime,
  groups: z.array(uuid).max(100, { error: "Ko'pi bilan 100 ta guruh" }).default([]),
});
export type FlightInput = z.infer<typeof flightInput>;
export const flightPatch = flightInput.partial().extend({ groups: flightInput.shape.groups.unwrap().optional() });
export type FlightPatch = z.infer<typeof flightPatch>;

/** `date` narrows to one business day (the arrivals and departures of that day). */
export const flightListQuery = pageQuery.extend({
  ...searchQuery.shape,
  direction: flightDirection.optional(),
  date: queryDate.optional(),
  group: uuid.optional(),
});
export type FlightListQuery = z.infer<typeof flightListQuery>;
