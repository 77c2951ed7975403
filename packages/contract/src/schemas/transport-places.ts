import { z } from "zod";
import { pageQuery, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";

/** The cities a trip runs between; a hotel or place elsewhere is `other`. */
export const CITIES = ["Makkah", "Madinah", "Jeddah", "other"] as const;
export const city = z.enum(CITIES, { error: "Shahar Makkah, Madinah, Jeddah yoki other bo'lishi kerak" });
export type City = z.infer<typeof city>;

export const PLACE_KINDS = ["airport", "hotel", "site", "other"] as const;
export const placeKind = z.enum(PLACE_KINDS, { error: "Turi airport, hotel, site yoki other bo'lishi kerak" });
export type PlaceKind = z.infer<typeof placeKind>;

export const PLACE_NOT_FOUND = "Joy topilmadi";

/** Where a trip starts or ends. A hotel is a place of its city by itself (`hotel` set, kept in step). */
export const place = z.object({
  id: uuid,
  name: z.string(),
  kind: placeKind,
  city,
  hotel: uuid.nullable(),
  created_at: z.string(),
});
export type Place = z.infer<typeof place>;

/** Places typed in by hand: a hotel's place follows the hotel and is not written here. */
const handKind = z.enum(["airport", "site", "other"], {
  error: "Mehmonxona joyi mehmonxonaning o'zidan olinadi: turi airport, site yoki other bo'lishi kerak",
});
export const placeInput = z.object({ name: requiredName(255), kind: handKind, city });
export type PlaceInput = z.infer<typeof placeInput>;
export const placePatch = placeInput.partial();
export type PlacePatch = z.infer<typeof placePatch>;

export const placeListQuery = pageQuery.extend({
  ...searchQuery.shape,
  kind: placeKind.optional(),
  city: city.optional(),
});
export type PlaceListQuery = z.infer<typeof placeListQuery>;
