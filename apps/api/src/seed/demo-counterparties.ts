import type { AppContext } from "../context.ts";
import { counterparties } from "../db/schema/index.ts";

const BRANDS = [
  "Al-Safa", "Zamzam", "Baraka", "Nur", "Hidoyat", "Iymon", "Ravza", "Arafat", "Al-Amin", "Madina",
  "Makka", "Ziyorat", "Sharq", "Orzu", "Safar", "Imon Yo‘li", "Buxoro Ziyorat", "Samarqand Sayyoh",
  "Ipak Yo‘li", "Marva",
];
const KINDS = ["Travel", "Tour", "Sayohat", "Haj Servis", "Group"];
const CITIES = [
  "Toshkent sh., Chilonzor tumani",
  "Toshkent sh., Yunusobod tumani",
  "Toshkent sh., Mirzo Ulug'bek tumani",
  "Samarqand sh.",
  "Buxoro sh.",
  "Andijon sh.",
  "Namangan sh.",
  "Farg'ona sh.",
  "Qarshi sh.",
  "Termiz sh.",
  "Nukus sh.",
  "Urganch sh.",
  "Jizzax sh.",
  "Navoiy sh.",
  "Qo'qon sh.",
];
const STREETS = [
  "Amir Temur ko'chasi",
  "Mustaqillik ko'chasi",
  "Alisher Navoiy ko'chasi",
  "Bobur ko'chasi",
  "Ibn Sino ko'chasi",
  "Mirzo Ulug'bek ko'chasi",
  "Bunyodkor shoh ko'chasi",
  "Istiqlol ko'chasi",
  "Registon ko'chasi",
  "Bahouddin Naqshband ko'chasi",
];
const COUNT = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Travel agencies across Uzbekistan, added over the past year; about a third B2C, a few inactive. */
export async function seedDemoCounterparties(ctx: AppContext, db: AppContext["db"]) {
  const now = ctx.now().getTime();
  await db.insert(counterparties).values(
    Array.from({ length: COUNT }, (_, index) => {
      // Every brand appears three times, each time with a different kind, so no two names repeat.
      const brand = BRANDS[index % BRANDS.length];
      const kind = KINDS[(index + Math.floor(index / BRANDS.length)) % KINDS.length];
      const createdAt = new Date(now - Math.floor(((COUNT - index) * 365) / COUNT) * DAY_MS - (index % 9) * 3_600_000);
      const city = CITIES[(index * 7) % CITIES.length];
      const street = STREETS[(index * 3) % STREETS.length];
      return {
        name: `${brand} ${kind}`,
        address: `${city}, ${street}, ${((index * 13) % 97) + 1}-uy`,
        counterpartyType: index % 3 === 2 ? ("B2C" as const) : ("B2B" as const),
        status: index % 11 !== 5,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
