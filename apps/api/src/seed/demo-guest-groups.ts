import type { AppContext } from "../context.ts";
import { guestGroups } from "../db/schema/index.ts";

const CITIES = ["Toshkent", "Samarqand", "Buxoro", "Andijon", "Namangan", "Farg‘ona", "Qashqadaryo", "Xorazm"];
const TRIPS = ["Umra guruhi", "Haj guruhi", "Ramazon Umrasi guruhi"];
const COUNT = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Pilgrim groups of 10 to 45 people, numbered per city and trip; every third already booked (Accepted). */
export async function seedDemoGuestGroups(ctx: AppContext, db: AppContext["db"]) {
  const now = ctx.now().getTime();
  const numbers = new Map<string, number>();
  await db.insert(guestGroups).values(
    Array.from({ length: COUNT }, (_, index) => {
      const prefix = `${CITIES[index % CITIES.length]} ${TRIPS[(index * 2) % TRIPS.length]}`;
      const number = (numbers.get(prefix) ?? 0) + 1;
      numbers.set(prefix, number);
      const createdAt = new Date(now - (COUNT - index) * 9 * DAY_MS);
      return {
        name: `${prefix} №${number}`,
        count: 10 + ((index * 17) % 36),
        guestGroupStatus: index % 3 === 0 ? ("Accepted" as const) : ("Pending" as const),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
