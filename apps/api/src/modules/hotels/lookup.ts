import { eq } from "drizzle-orm";
import { HOTEL_NOT_FOUND } from "@app/contract/endpoints/hotels";
import type { Db } from "../../db/client.ts";
import { hotels } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";

/** A hotel named in a path or a query must exist: 404 otherwise. */
export async function requireHotel(db: Db, hotelId: string): Promise<void> {
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw notFound(HOTEL_NOT_FOUND);
}
