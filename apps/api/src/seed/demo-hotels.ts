import { asc, eq } from "drizzle-orm";
import { type CalendarDate, addDays, businessDateOf, zonedDateTime } from "@app/contract/dates";
import type { AppContext } from "../context.ts";
import { guestGroups } from "../db/schema/index.ts";
import { createHotelOrder } from "../modules/hotel-orders/create.ts";
import { createHotel } from "../modules/hotels/service.ts";
import { createRooms } from "../modules/rooms/bulk-create.ts";
import { createRoomType } from "../modules/rooms/room-types.ts";

const HOTELS = [
  { name: "Swissotel Al Maqam Makkah", address: "Abraj Al Bait, King Abdul Aziz Endowment, Makka", phone: "+966125718888", rating: 4.8, markup: 1.4 },
  { name: "Hilton Suites Makkah", address: "Jabal Omar, Ibrohim al-Xalil ko'chasi, Makka", phone: "+966125340000", rating: 4.6, markup: 1.3 },
  { name: "Al Kiswah Towers Hotel", address: "Al Aziziyah, Makka", phone: "+966125563300", rating: 3.9, markup: 1 },
  { name: "Anwar Al Madinah Movenpick", address: "Markaziya Shimoliy, Madina", phone: "+966148181000", rating: 4.7, markup: 1.25 },
  { name: "Dar Al Taqwa Madinah", address: "Bob as-Salom yaqinida, Madina", phone: "+966148180900", rating: 4.4, markup: 1.1 },
];

/** Each hotel's floors: 40 rooms, about 200 in all; prices per room and night before the markup. */
const FLOORS = [
  { floor: 2, type: "2 kishilik", count: 10, capacity: 2, net: 260, profit: 40 },
  { floor: 3, type: "3 kishilik", count: 10, capacity: 3, net: 330, profit: 50 },
  { floor: 4, type: "4 kishilik", count: 10, capacity: 4, net: 400, profit: 60 },
  { floor: 5, type: "5 kishilik", count: 6, capacity: 5, net: 470, profit: 70 },
  { floor: 6, type: "Lyuks", count: 4, capacity: 2, net: 900, profit: 200 },
];
const TYPES = [...new Set(FLOORS.map((floor) => floor.type))];

const MEN = ["Abdulla Karimov", "Jasur Toshmatov", "Sardor Rahimov", "Otabek Yusupov", "Bekzod Aliyev", "Rustam Nazarov", "Ulug‘bek Qodirov", "Sherzod Ergashev"];
const WOMEN = ["Dilnoza Karimova", "Madina Toshmatova", "Gulnora Rahimova", "Nilufar Yusupova", "Mohira Aliyeva", "Shahnoza Nazarova", "Zarina Qodirova", "Feruza Ergasheva"];

/** Groups seeded for hotels when the groups area has no booked (Accepted) ones to use. */
const FALLBACK_GROUPS = [
  { name: "Toshkent Umra guruhi №1", count: 24 },
  { name: "Samarqand Haj guruhi №1", count: 18 },
  { name: "Buxoro Umra guruhi №2", count: 30 },
  { name: "Namangan Ramazon Umrasi guruhi №1", count: 12 },
];

/**
 * Group stays under way and coming, in days from today. The groups stay Accepted as the
 * groups area seeded them; completed stays are the individual bookings'.
 */
const GROUP_SLOTS = [
  { from: -3, nights: 9 },
  { from: 12, nights: 10 },
  { from: 30, nights: 8 },
];

function price(value: number, markup: number): string {
  return (Math.round(value * markup * 100) / 100).toFixed(2);
}

const stay = (today: CalendarDate, from: number, nights: number) => ({
  check_in: zonedDateTime(addDays(today, from), 14, 0),
  check_out: zonedDateTime(addDays(today, from + nights), 12, 0),
});

/**
 * Hotels in Makkah and Madinah with their rooms, and individual and group bookings around
 * today (some over, some under way, some coming), made through the same services as the
 * API so prices, room numbers and statuses follow the rules. The booked groups are the
 * demo groups already marked Accepted, so every group's status matches its orders.
 */
export async function seedDemoHotels(ctx: AppContext, db: AppContext["db"]) {
  const seed: AppContext = { ...ctx, db };
  const today = businessDateOf(ctx.now());
  const types = new Map<string, string>();
  for (const name of TYPES) types.set(name, (await createRoomType(seed, { name, status: true })).id);

  const hotels: Array<{ id: string; rooms: Array<{ id: string; capacity: number; floor: number }> }> = [];
  for (const [index, spec] of HOTELS.entries()) {
    const hotel = await createHotel(seed, {
      name: spec.name,
      address: spec.address,
      email: `booking${index + 1}@${spec.name.split(" ")[0].toLowerCase()}-demo.sa`,
      phone_number: spec.phone,
      rating: spec.rating,
      city: spec.address.endsWith("Madina") ? "Madinah" : "Makkah",
    });
    const rooms = [];
    for (const floor of FLOORS) {
      const created = await createRooms(seed, {
        hotel: hotel.id,
        room_type: types.get(floor.type) as string,
        floor: floor.floor,
        count: floor.count,
        capacity: floor.capacity,
        net_price: price(floor.net, spec.markup),
        profit: price(floor.profit, spec.markup),
      });
      rooms.push(...created.map((room) => ({ id: room.id, capacity: room.capacity, floor: room.floor })));
    }
    hotels.push({ id: hotel.id, rooms });
  }

  for (const [h, hotel] of hotels.entries()) {
    const small = hotel.rooms.filter((room) => room.floor <= 3 || room.floor === 6);
    for (const [i, room] of small.entries()) {
      if (i % 2 === 1) continue;
      const from = ((i * 7 + h * 5) % 44) - 22;
      const people = 1 + ((i + h) % room.capacity);
      const names = Array.from({ length: people }, (_, k) => (k % 2 ? WOMEN : MEN)[(i + h + k) % MEN.length]);
      await createHotelOrder(seed, {
        guest_type: "individual",
        hotel: hotel.id,
        room: room.id,
        ...stay(today, from, 2 + ((i + h) % 6)),
        count_of_people: people,
        meals: [],
        guest_details: names.map((full_name, k) => ({ full_name, gender: k % 2 ? 2 : 1 })),
      });
    }
  }

  let groups = await db
    .select({ id: guestGroups.id, count: guestGroups.count })
    .from(guestGroups)
    .where(eq(guestGroups.guestGroupStatus, "Accepted"))
    .orderBy(asc(guestGroups.createdAt));
  if (!groups.length) groups = await db.insert(guestGroups).values(FALLBACK_GROUPS).returning({ id: guestGroups.id, count: guestGroups.count });
  for (const [g, group] of groups.slice(0, hotels.length * GROUP_SLOTS.length).entries()) {
    const hotel = hotels[g % hotels.length];
    const slot = GROUP_SLOTS[Math.floor(g / hotels.length) % GROUP_SLOTS.length];
    const large = hotel.rooms.filter((room) => room.floor === 4 || room.floor === 5);
    const people = Math.min(group.count, large.reduce((sum, room) => sum + room.capacity, 0));
    const chosen: string[] = [];
    let beds = 0;
    for (const room of large) {
      if (beds >= people) break;
      chosen.push(room.id);
      beds += room.capacity;
    }
    await createHotelOrder(seed, {
      guest_type: "group",
      hotel: hotel.id,
      rooms: chosen,
      guest_group: group.id,
      meals: ["breakfast", "lunch", "dinner"],
      ...stay(today, slot.from, slot.nights),
      count_of_people: people,
    });
  }
}
