import { and, asc, desc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { addDays, businessDateOf, formatWireDate, zonedDateTime } from "@app/contract/dates";
import { API_BASE } from "@app/contract/routes";
import type { Db } from "../../apps/api/src/db/client.ts";
import { guestGroups, hotelOrders, hotels, pilgrims, roomAssignments, roomTypes } from "../../apps/api/src/db/schema/index.ts";
import { searchCondition } from "../../apps/api/src/db/search.ts";
import { api } from "../lib/api.ts";
import type { RunningApp } from "../lib/app.ts";
import { idOf, idSql } from "../lib/ids.ts";
import type { Scenario, TimedStep } from "../lib/scenario.ts";
import { LIST_SHARE_OF_BARE } from "./counterparties.ts";

const GROUPS = 500;
const PILGRIMS = 100_000;
const IMPORT_ROWS = 5_000;
const ROOMED_PILGRIMS = 1_000;
/** 300 rooms of 2, 3, 4 and 5 beds, 75 of each on its own floor: 1,050 beds for 1,000 pilgrims. */
const ROOM_FLOORS = [2, 3, 4, 5].map((capacity, index) => ({ floor: index + 1, capacity, count: 75 }));

/** Given names are two syllables ("Dilnur"): 900 of them, each on about 110 pilgrims, as selective as a real name. */
const SYLLABLES = [
  "nur", "dil", "gul", "zar", "bek", "sha", "mir", "xon", "tur", "sar", "yor", "jon", "mal", "ros", "qo",
  "zi", "ra", "lo", "fa", "bo", "ka", "sa", "oy", "ul", "iz", "ay", "ob", "sun", "vat", "hum",
];
const SURNAMES = ["Karimov", "Rahimov", "Aliyev", "Usmonov", "Yusupov", "Toshmatov", "Qodirov", "Ergashev", "Sobirov", "Nazarov", "Salimov", "Hasanov"];
const DIETS = ["regular", "regular", "regular", "diabetic", "soft", "vegetarian"];
const NAME_WORD = "dilnur";
const SURNAME_WORD = "karim";
const SEARCHED_GROUP = idOf("bench-manifest-group-", 7);

const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const pick = (values: string[], index: ReturnType<typeof sql>) => sql`(${textArray(values)})[1 + (${index}) % ${values.length}]`;

/** 500 groups still travelling, 200 pilgrims each; passports BP0000000…, unique. */
async function seedPilgrims(db: Parameters<Scenario["seed"]>[0]) {
  await db.execute(sql`
    insert into guest_groups (id, name, count, guest_group_status)
    select ${idSql("bench-manifest-group-", sql`g`)}, 'Bench manifest guruhi ' || g, ${PILGRIMS / GROUPS}, 'Accepted'
    from generate_series(0, ${GROUPS - 1}) as g`);
  // One statement: a row-by-row insert of this many rows would dominate the bench's run time.
  await db.execute(sql`
    insert into pilgrims (group_id, full_name, gender, birth_date, passport_number, passport_expiry, visa_number, diet, created_at, updated_at)
    select ${idSql("bench-manifest-group-", sql`i % ${GROUPS}`)},
      ${pick(SURNAMES, sql`i / 900`)} || case when i % 2 = 1 then 'a' else '' end || ' '
        || initcap(${pick(SYLLABLES, sql`i`)} || ${pick(SYLLABLES, sql`i / ${SYLLABLES.length}`)}),
      1 + i % 2, date '1950-01-01' + i % 15000, 'BP' || lpad(i::text, 7, '0'), date '2035-01-01', 'V' || i,
      ${pick(DIETS, sql`i / 7`)}, now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(0, ${PILGRIMS - 1}) as i`);
  // VACUUM also merges the GIN indexes' pending lists, as autovacuum would have in a database in use.
  await db.execute(sql`vacuum analyze pilgrims`);
  await db.execute(sql`vacuum analyze guest_groups`);
}

const searchPlan = (db: Parameters<Scenario["plans"]>[0]) => ({
  title: `pilgrims matching "${NAME_WORD}", newest first (the global search's pilgrim part)`,
  query: db
    .select({ id: pilgrims.id })
    .from(pilgrims)
    .innerJoin(guestGroups, eq(guestGroups.id, pilgrims.groupId))
    .where(searchCondition(NAME_WORD, [pilgrims.fullName, pilgrims.passportNumber]))
    .orderBy(desc(pilgrims.createdAt), desc(pilgrims.id))
    .limit(5),
  indexes: ["pilgrims_full_name_trgm", "pilgrims_passport_trgm"],
});

export const pilgrimSearchScenarios: Scenario[] = [
  {
    name: `GET /search/?q=${NAME_WORD} (${PILGRIMS.toLocaleString("en")} pilgrims in ${GROUPS} groups)`,
    request: `/search/?q=${NAME_WORD}`,
    seed: seedPilgrims,
    plans: (db) => [searchPlan(db)],
    targetP99Ms: 200,
  },
  {
    name: `GET a group's pilgrims searched for "${SURNAME_WORD}" (${PILGRIMS.toLocaleString("en")} pilgrims in all)`,
    request: `/guests/groups/${SEARCHED_GROUP}/pilgrims/?search=${SURNAME_WORD}&page=1&per_page=20`,
    seed: async () => {},
    plans: (db) => [
      {
        title: `one group's pilgrims matching "${SURNAME_WORD}", by name`,
        query: db
          .select({ id: pilgrims.id })
          .from(pilgrims)
          .where(and(eq(pilgrims.groupId, SEARCHED_GROUP), searchCondition(SURNAME_WORD, [pilgrims.fullName, pilgrims.passportNumber])))
          .orderBy(asc(pilgrims.fullName), asc(pilgrims.id))
          .limit(20),
        indexes: ["pilgrims_group"],
      },
    ],
    targetP99Ms: 200,
    targetShareOfBare: LIST_SHARE_OF_BARE,
  },
];

const ROOMED = {
  hotel: idOf("bench-roomed-hotel-", 0),
  type: idOf("bench-roomed-type-", 0),
  group: idOf("bench-roomed-group-", 0),
  order: idOf("bench-roomed-order-", 0),
};

/**
 * A group's 1,000 pilgrims to room: 400 in families of four (men and women together), the rest
 * alternating men and women; passports `<prefix>0000000` on.
 */
const insertRoomingPilgrims = (db: Db, groupId: string, passportPrefix: string) =>
  db.execute(sql`
    insert into pilgrims (group_id, full_name, gender, birth_date, passport_number, passport_expiry, family)
    select ${groupId}::uuid, 'Rooming Pilgrim ' || i, 1 + i % 2, date '1960-01-01' + i, ${passportPrefix} || lpad(i::text, 7, '0'),
      date '2036-01-01', case when i < 400 then 'F' || i / 4 end
    from generate_series(0, ${ROOMED_PILGRIMS - 1}) as i`);

/** The first day of a rooming stay, a month ahead: it books seven nights from 14:00 to 12:00. */
const roomingStart = () => addDays(businessDateOf(new Date()), 30);

/**
 * A stay whose rooming is done: the group's 1,000 pilgrims in the 300 rooms of its hotel, bed by
 * bed, men and women apart and families together (ordered by gender, then family), as the
 * auto-assignment leaves a stay the hotel is sent.
 */
async function seedRoomedStay(db: Db) {
  await db.insert(hotels).values({
    id: ROOMED.hotel,
    name: "Bench Roomed Hotel",
    address: "Makka",
    email: "roomed@hotel.example",
    phoneNumber: "+966125718889",
    rating: "4.0",
  });
  await db.insert(roomTypes).values({ id: ROOMED.type, name: "Bench roomed" });
  await db.execute(sql`
    insert into rooms (id, hotel_id, room_type_id, floor, room_number, capacity, net_price, profit)
    select ${idSql("bench-roomed-room-", sql`f.floor * 100 + i`)}, ${ROOMED.hotel}::uuid, ${ROOMED.type}::uuid,
      f.floor, (f.floor * 100 + i % 75 + 1)::text, f.capacity, 100, 20
    from (values ${sql.join(ROOM_FLOORS.map(({ floor, capacity }) => sql`(${floor}::int, ${capacity}::int)`), sql`, `)}) as f(floor, capacity)
    cross join generate_series(0, ${ROOM_FLOORS[0].count - 1}) as i`);
  await db.insert(guestGroups).values({ id: ROOMED.group, name: "Bench roomed guruhi", count: ROOMED_PILGRIMS, guestGroupStatus: "Accepted" });
  await insertRoomingPilgrims(db, ROOMED.group, "BS");
  const start = roomingStart();
  await db.insert(hotelOrders).values({
    id: ROOMED.order,
    orderId: "BENCH-ROOMED",
    guestType: "group",
    hotelId: ROOMED.hotel,
    guestGroupId: ROOMED.group,
    orderStatus: "Planned",
    checkIn: zonedDateTime(start, 14, 0),
    checkOut: zonedDateTime(addDays(start, 7), 12, 0),
    countOfPeople: ROOMED_PILGRIMS,
    hotelCost: "0",
    profit: "0",
  });
  await db.execute(sql`
    insert into hotel_order_rooms (order_id, room_id, people)
    select ${ROOMED.order}::uuid, id, capacity from rooms where hotel_id = ${ROOMED.hotel}::uuid`);
  await db.execute(sql`
    insert into ${roomAssignments} (order_id, pilgrim_id, room_id)
    select ${ROOMED.order}::uuid, p.id, b.room_id
    from (select id, row_number() over (order by gender, family nulls last, passport_number) as n
          from pilgrims where group_id = ${ROOMED.group}::uuid) as p
    join (select r.id as room_id, row_number() over (order by r.floor, r.room_number, bed) as n
          from rooms r cross join lateral generate_series(1, r.capacity) as bed
          where r.hotel_id = ${ROOMED.hotel}::uuid) as b on b.n = p.n`);
  await db.execute(sql`vacuum analyze room_assignments`);
}

/** The stay's rooming as its page and the hotel's list read it: every room with its pilgrims. */
export const roomingScenario: Scenario = {
  name: `GET a stay's rooming, ${ROOMED_PILGRIMS.toLocaleString("en")} pilgrims in 300 rooms`,
  request: `/orders/hotel_order/${ROOMED.order}/rooming/`,
  seed: seedRoomedStay,
  plans: () => [],
  targetP99Ms: 100,
};

const newGroup = (app: RunningApp, name: string) => api<{ id: string }>(app, "POST", "/guests/groups/create", { name, count: 1 });

/** A manifest as staff fill the template: Uzbek headers, dates typed as text, families and diets. */
async function manifestFile(rows: number): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Manifest");
  sheet.addRow(["F.I.Sh", "Jinsi", "Tug'ilgan sana", "Pasport", "Pasport muddati", "Viza", "Oila", "Parhez"]);
  for (let i = 0; i < rows; i++) {
    const name = `${SURNAMES[i % SURNAMES.length]}${i % 2 ? "a" : ""} ${SYLLABLES[i % 30]}${SYLLABLES[(i / 30) % 30 | 0]}`;
    const day = String(1 + (i % 28)).padStart(2, "0");
    sheet.addRow([name, i % 2 ? "A" : "E", `${day}.03.1970`, `BI${String(i).padStart(7, "0")}`, "01.01.2036", `V${i}`, i % 10 < 4 ? `F${Math.floor(i / 4)}` : "", DIETS[i % DIETS.length]]);
  }
  return new Blob([await book.xlsx.writeBuffer()]);
}

const importStep: TimedStep = {
  name: `POST …/pilgrims/import/ of ${IMPORT_ROWS.toLocaleString("en")} rows (xlsx, saved)`,
  budgetMs: 10_000,
  async prepare(app) {
    const group = await newGroup(app, "Bench import guruhi");
    const file = await manifestFile(IMPORT_ROWS);
    return async () => {
      const form = new FormData();
      form.set("dry_run", "false");
      form.set("file", file, "manifest.xlsx");
      const response = await fetch(`${app.origin}${API_BASE}/guests/groups/${group.id}/pilgrims/import/`, {
        method: "POST",
        headers: { authorization: app.authorization },
        body: form,
      });
      const answer = (await response.json()) as { created?: number; errors?: unknown[] };
      if (!response.ok || answer.created !== IMPORT_ROWS) {
        throw new Error(`import answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
      }
    };
  },
};

/** A hotel with 300 rooms booked by one group stay, and the group's 1,000 pilgrims to room. */
const autoRoomingStep: TimedStep = {
  name: `POST …/rooming/auto/ placing ${ROOMED_PILGRIMS.toLocaleString("en")} pilgrims into 300 rooms`,
  budgetMs: 3_000,
  async prepare(app) {
    const hotel = await api<{ id: string }>(app, "POST", "/hotels/create/", {
      name: "Bench Rooming Hotel",
      address: "Makka",
      email: "rooming@hotel.example",
      phone_number: "+966 12 571 8888",
      rating: 4,
    });
    const type = await api<{ id: string }>(app, "POST", "/rooms/room_type/create/", { name: "Bench rooming" });
    const rooms: Array<{ id: string }> = [];
    for (const { floor, capacity, count } of ROOM_FLOORS) {
      rooms.push(...(await api<Array<{ id: string }>>(app, "POST", "/rooms/create/", { hotel: hotel.id, room_type: type.id, floor, count, capacity, net_price: 100, profit: 20 })));
    }
    const group = await newGroup(app, "Bench rooming guruhi");
    await insertRoomingPilgrims(app.db, group.id, "BR");
    await app.db.update(guestGroups).set({ count: ROOMED_PILGRIMS }).where(eq(guestGroups.id, group.id));
    const start = roomingStart();
    const order = await api<{ id: string }>(app, "POST", "/orders/hotel_order/create/", {
      hotel: hotel.id,
      rooms: rooms.map((room) => room.id),
      guest_group: group.id,
      check_in: `${formatWireDate(start)} 14:00`,
      check_out: `${formatWireDate(addDays(start, 7))} 12:00`,
      count_of_people: ROOMED_PILGRIMS,
    });
    return async () => {
      const result = await api<{ unassigned: unknown[] }>(app, "POST", `/orders/hotel_order/${order.id}/rooming/auto/`);
      console.log(`Auto-rooming left ${result.unassigned.length} of ${ROOMED_PILGRIMS} pilgrims without a room`);
    };
  },
};

export const manifestSteps: TimedStep[] = [importStep, autoRoomingStep];
