import { LIST_SHARE_OF_BARE, LIST_TARGET } from "./counterparties.ts";
import { sql } from "drizzle-orm";
import { addDays, businessDateOf, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import { guestListQuery } from "@app/contract/schemas/guests";
import { hotelOrderListQuery } from "@app/contract/schemas/hotel-orders";
import type { Db } from "../../apps/api/src/db/client.ts";
import { matchesStatement, unfilteredListStatement } from "../../apps/api/src/modules/hotel-orders/service.ts";
import { guestMatchesStatement } from "../../apps/api/src/modules/hotels/guests.ts";
import { overlappingBookingsQuery } from "../../apps/api/src/modules/rooms/availability.ts";
import { preparedPage } from "../../apps/api/src/http/pagination.ts";
import { idOf, idSql } from "../lib/ids.ts";
import { type Scenario, askedAfresh, twoDigits } from "../lib/scenario.ts";

const HOTELS = 50;
const ROOMS_PER_HOTEL = 100;
const ROOMS = HOTELS * ROOMS_PER_HOTEL;
const ORDERS = 200_000;
const GROUPS = 1_000;

/**
 * Order i books room i % 5000 for 1 to 7 nights; a room's orders start 9 days apart from
 * `firstCheckInDaysAgo`, so they never overlap and span about 360 days (40 per room), booked
 * 10 days ahead. Every tenth order is a group's. Room r is in hotel r / 100, its type (and
 * capacity 2..6) set by r % 100.
 */
const orderRows = (firstCheckInDaysAgo: number) => sql`(
  select i, i % ${ROOMS} as r, (i % ${ROOMS} % ${ROOMS_PER_HOTEL}) / 20 as t, 1 + i % 7 as nights,
    1 + i % (2 + (i % ${ROOMS} % ${ROOMS_PER_HOTEL}) / 20) as people,
    date_trunc('day', now()) - (${firstCheckInDaysAgo})::int * interval '1 day' + interval '11 hours'
      + ((i / ${ROOMS}) * 9 + (i % ${ROOMS}) % 9) * interval '1 day' as check_in
  from generate_series(0, ${ORDERS - 1}) as i) as o`;
const CHECK_OUT = sql`o.check_in + o.nights * interval '1 day' - interval '2 hours'`;
const GROSS = sql`(240 + 50 * o.t)`;

export async function seedHotels(db: Db, firstCheckInDaysAgo: number) {
  const rows = orderRows(firstCheckInDaysAgo);
  await db.execute(sql`
    insert into room_types (id, name)
    select ${idSql("bench-type-", sql`t`)}, 'Bench ' || (2 + t) || ' kishilik' from generate_series(0, 4) as t`);
  await db.execute(sql`
    insert into hotels (id, name, address, email, phone_number, rating, created_at, updated_at)
    select ${idSql("bench-hotel-", sql`h`)}, 'Bench Hotel ' || h, 'Makka, ' || h || '-ko''cha',
      'bench' || h || '@hotel.example', '+966125' || lpad(h::text, 6, '0'), (h % 6)::numeric,
      now() - h * interval '1 hour', now() - h * interval '1 hour'
    from generate_series(0, ${HOTELS - 1}) as h`);
  await db.execute(sql`
    insert into rooms (id, hotel_id, room_type_id, floor, room_number, capacity, net_price, profit)
    select ${idSql("bench-room-", sql`r`)}, ${idSql("bench-hotel-", sql`r / ${ROOMS_PER_HOTEL}`)},
      ${idSql("bench-type-", sql`(r % ${ROOMS_PER_HOTEL}) / 20`)}, 1 + (r % 100) / 10,
      ((1 + (r % 100) / 10) * 100 + 1 + r % 10)::text, 2 + (r % 100) / 20, 200 + 50 * ((r % 100) / 20), 40
    from generate_series(0, ${ROOMS - 1}) as r`);
  await db.execute(sql`
    insert into guest_groups (id, name, count, guest_group_status)
    select ${idSql("bench-group-", sql`g`)}, 'Bench guruhi ' || g, 20, 'Accepted' from generate_series(0, ${GROUPS - 1}) as g`);
  await db.execute(sql`
    insert into hotel_orders (id, order_id, guest_type, hotel_id, guest_group_id, order_status, check_in, check_out,
      count_of_people, hotel_cost, profit, created_at, updated_at)
    select ${idSql("bench-order-", sql`o.i`)}, lpad(o.i::text, 8, '0'),
      case when o.i % 10 = 0 then 'group' else 'individual' end,
      ${idSql("bench-hotel-", sql`o.r / ${ROOMS_PER_HOTEL}`)},
      case when o.i % 10 = 0 then ${idSql("bench-group-", sql`o.i % ${GROUPS}`)} end,
      case when now() < o.check_in then 'Planned' when now() < ${CHECK_OUT} then 'Active' else 'Completed' end,
      o.check_in, ${CHECK_OUT}, o.people, ${GROSS} * o.nights, 40 * o.nights,
      o.check_in - interval '10 days', o.check_in - interval '10 days'
    from ${rows}`);
  await db.execute(sql`
    insert into hotel_order_rooms (order_id, room_id, people)
    select ${idSql("bench-order-", sql`o.i`)}, ${idSql("bench-room-", sql`o.r`)}, o.people from ${rows}`);
  await db.execute(sql`
    insert into guests (hotel_order_id, hotel_id, room_id, room_name, status, order_number, gender, full_name, count,
      price, check_in, check_out, created_at, updated_at)
    select ${idSql("bench-order-", sql`o.i`)}, ${idSql("bench-hotel-", sql`o.r / ${ROOMS_PER_HOTEL}`)},
      ${idSql("bench-room-", sql`o.r`)}, 'Bench ' || (2 + o.t) || ' kishilik',
      case when ${CHECK_OUT} <= now() then 'Completed' else 'New' end, '№' || lpad(o.i::text, 7, '0'),
      1 + o.i % 2, 'Mehmon ' || o.i, o.people, ${GROSS} * o.nights, o.check_in, ${CHECK_OUT},
      o.check_in - interval '10 days', o.check_in - interval '10 days'
    from ${rows} where o.i % 10 <> 0`);
  // A live database is vacuumed by autovacuum (an embedded one by the server's vacuum job); without it counts would visit every heap page.
  for (const table of ["hotels", "rooms", "hotel_orders", "hotel_order_rooms", "guests", "guest_groups"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/**
 * Both hotel scenarios read the same data: it is seeded once, by whichever runs first. Stays
 * from 200 days ago span the past, today and the months ahead, as availability needs.
 */
let seeded: Promise<void> | null = null;
const seedOnce = (db: Db) => (seeded ??= seedHotels(db, 200));

const now = new Date();
const today = businessDateOf(now);
/** A three-night stay starting in three days, in the first hotel. */
const stay = { checkIn: zonedDateTime(addDays(today, 3), 14, 0), checkOut: zonedDateTime(addDays(today, 6), 12, 0) };
const FIRST_HOTEL = idOf("bench-hotel-", 0);
const FIRST_HOTEL_ROOMS = Array.from({ length: ROOMS_PER_HOTEL }, (_, r) => idOf("bench-room-", r));
const DATA = `${HOTELS} hotels, ${ROOMS.toLocaleString("en")} rooms, ${ORDERS.toLocaleString("en")} orders`;

export const hotelAvailabilityScenario: Scenario = {
  name: `GET /rooms/available/ of one hotel for a stay (${DATA})`,
  request: `/rooms/available/?${new URLSearchParams({
    hotel: FIRST_HOTEL,
    check_in: formatWireDateTime(stay.checkIn),
    check_out: formatWireDateTime(stay.checkOut),
  })}`,
  seed: seedOnce,
  targetP99Ms: LIST_TARGET,
  targetShareOfBare: LIST_SHARE_OF_BARE,
  plans(db) {
    return [
      {
        title: "the bookings overlapping the stay",
        query: overlappingBookingsQuery(db, FIRST_HOTEL, FIRST_HOTEL_ROOMS, stay, now),
        indexes: ["hotel_orders_hotel_check_out", "hotel_order_rooms_order_id_room_id_pk"],
      },
    ];
  },
};

/** A tab of the hotel-order lists as it opens: its first page, with its orders' rooms and guests and the count of all. */
function hotelOrderTabScenario(view: "active" | "planned" | "completed", path: string, indexes: string[]): Scenario {
  return {
    name: `GET /orders/hotel_orders/${path} first page (${DATA})`,
    request: `/orders/hotel_orders/${path}`,
    seed: seedOnce,
    targetP99Ms: LIST_TARGET,
    targetShareOfBare: LIST_SHARE_OF_BARE,
    plans(db) {
      const firstPage = hotelOrderListQuery.parse({});
      return [
        {
          title: "the page (LIMIT 10) with its rooms, guests and count, one statement",
          query: unfilteredListStatement(db, firstPage, view, now, preparedPage(firstPage).offset),
          indexes,
        },
      ];
    },
  };
}

export const activeHotelOrdersScenario = hotelOrderTabScenario("active", "active/", ["hotel_orders_holding_stay", "hotel_orders_check_in", "guests_hotel_order"]);
/** The bookings ahead, the next arrival first: a year of them in this data, counted from the kept days. */
export const plannedHotelOrdersScenario = hotelOrderTabScenario("planned", "planned/", ["hotel_orders_check_in", "holding_stay_days", "guests_hotel_order"]);
/** The orders over or called off, the latest check-out first, counted as every order but those not over yet. */
export const completedHotelOrdersScenario = hotelOrderTabScenario("completed", "no-active/", [
  "hotel_orders_called_off",
  "hotel_orders_check_out",
  "holding_stay_days",
  "guests_hotel_order",
]);

/** Part of a booking number, as staff type it from a hotel's letter: about ten orders hold it. */
const SEARCHED_NUMBER = "0012345";

export const searchedHotelOrdersScenario: Scenario = {
  name: `GET /orders/hotel_orders/ searched by a booking number (${DATA})`,
  request: `/orders/hotel_orders/?search=${SEARCHED_NUMBER}`,
  seed: seedOnce,
  targetP99Ms: LIST_TARGET,
  targetShareOfBare: LIST_SHARE_OF_BARE,
  plans(db) {
    return [
      {
        title: "the page's ids: the matches found once, counted and sorted (its orders' rooms and guests are read apart)",
        query: matchesStatement(db, hotelOrderListQuery.parse({ search: SEARCHED_NUMBER }), "all", now)!,
        indexes: ["hotel_orders_order_id_trgm"],
      },
    ];
  },
};

export const freshHotelOrderSearchScenario = askedAfresh(
  searchedHotelOrdersScenario,
  `GET /orders/hotel_orders/ searched for another booking number on each request, none kept (${DATA})`,
  (index) => `/orders/hotel_orders/?search=${twoDigits("00123", index)}`,
);

/** A guest looked up by name on the Mehmonlar page: about ten guests are so named. */
const SEARCHED_GUEST = "Mehmon 12345";

export const searchedGuestsScenario: Scenario = {
  name: `GET /guests/ searched by name (${DATA}, 180,000 guests)`,
  request: `/guests/?search=${encodeURIComponent(SEARCHED_GUEST)}`,
  seed: seedOnce,
  targetP99Ms: LIST_TARGET,
  targetShareOfBare: LIST_SHARE_OF_BARE,
  plans(db) {
    return [
      {
        title: "the page's ids: the matches found once, counted and sorted (the guests are read apart)",
        query: guestMatchesStatement(db, guestListQuery.parse({ search: SEARCHED_GUEST }), now)!,
        indexes: ["guests_full_name_trgm"],
      },
    ];
  },
};

export const freshGuestSearchScenario = askedAfresh(
  searchedGuestsScenario,
  `GET /guests/ searched for another name on each request, none kept (${DATA}, 180,000 guests)`,
  (index) => `/guests/?search=${encodeURIComponent(twoDigits("Mehmon 123", index))}`,
);
