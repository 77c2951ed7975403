import { afterAll, beforeAll } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import {
  counterparties,
  foodOrders,
  dishSections,
  dishes,
  hotelOrderRooms,
  hotelOrders,
  hotels,
  units,
  productSections,
  menus,
  products,
  rations,
  roomTypes,
  rooms,
  stockBatches,
  stockMovements,
  transfers,
  vehicles,
} from "../../db/schema/index.ts";

/** An instant on the Riyadh wall clock (UTC+3, no daylight saving). */
export const riyadh = (value: string) => new Date(`${value}+03:00`);

/** The clock of the reconciliation tests: mid-June 2025 in Riyadh. */
export const NOW = riyadh("2025-06-15T10:00:00");
export const CYRILLIC_AGENT = "Аҳмад Қурбонов";
export const ARABIC_AGENT = "عبد الله للتجارة";

/**
 * A small hand-made year of business, inserted directly so every date is known: food orders in
 * every status with several portions, batches, a write-off, consumption (one of a canceled
 * order), hotel stays across a month end, and trips of which one is canceled. The expected
 * figures of every statistic are worked out by hand in statistics.test.ts.
 */
async function seedKnownYear(t: TestApp) {
  const db = t.ctx.db;
  const [agentA, agentB] = await db
    .insert(counterparties)
    .values([
      { name: CYRILLIC_AGENT, address: "Toshkent", counterpartyType: "B2B" },
      { name: ARABIC_AGENT, address: "Makka", counterpartyType: "B2C" },
    ])
    .returning();
  const [national, empty] = await db
    .insert(dishSections)
    .values([
      { name: "Milliy", nameKey: "milliy" },
      { name: "Bo'sh", nameKey: "bosh" },
    ])
    .returning();
  const [gram, kilo] = await db
    .insert(units)
    .values([
      { name: "Gramm", nameKey: "gramm", abbreviation: "g" },
      { name: "Kilogramm", nameKey: "kilogramm", abbreviation: "kg" },
    ])
    .returning();
  const [grocery] = await db.insert(productSections).values({ name: "Bakaleya", nameKey: "bakaleya" }).returning();
  const [rice] = await db
    .insert(products)
    .values({
      name: "Guruch",
      nameKey: "guruch",
      sectionId: grocery.id,
      unitId: gram.id,
      stockUnitId: kilo.id,
      unitFactor: "1000",
    })
    .returning();
  const [plov] = await db.insert(dishes).values({ name: "Osh", nameKey: "osh", sectionId: national.id, profit: "5" }).returning();
  const [lunch] = await db
    .insert(menus)
    .values({ name: "Tushlik", nameKey: "tushlik", menuType: "lunch", profit: "10.25" })
    .returning();
  const [ration] = await db
    .insert(rations)
    .values({
      name: "Kunlik",
      nameKey: "kunlik",
      profit: "20",
      menuBreakfastId: lunch.id,
      menuLunchId: lunch.id,
      menuDinnerId: lunch.id,
    })
    .returning();

  const order = (code: string, item: { dishId?: string; menuId?: string; rationId?: string }, values: {
    agent: string;
    count: number;
    price: string;
    net: string;
    profit: string;
    status: number;
    at: string;
  }) => ({
    code,
    ...item,
    counterpartyId: values.agent,
    productCount: values.count,
    price: values.price,
    netPrice: values.net,
    profit: values.profit,
    status: values.status,
    createdAt: riyadh(values.at),
  });
  const dish = { dishId: plov.id };
  const [o1, , o3] = await db
    .insert(foodOrders)
    .values([
      order("10000001", dish, { agent: agentA.id, count: 3, price: "12.50", net: "7.50", profit: "5.00", status: 1, at: "2025-03-10T12:00:00" }),
      order("10000002", dish, { agent: agentB.id, count: 2, price: "12.50", net: "7.50", profit: "5.00", status: 0, at: "2025-04-05T12:00:00" }),
      order("10000003", dish, { agent: agentA.id, count: 4, price: "12.50", net: "7.50", profit: "5.00", status: -1, at: "2025-04-06T12:00:00" }),
      order("10000004", { menuId: lunch.id }, { agent: agentB.id, count: 2, price: "30.25", net: "20.00", profit: "10.25", status: 1, at: "2025-05-01T00:30:00" }),
      order("10000005", { rationId: ration.id }, { agent: agentA.id, count: 5, price: "100.00", net: "80.00", profit: "20.00", status: 1, at: "2025-05-20T12:00:00" }),
      order("10000006", dish, { agent: agentA.id, count: 1, price: "12.50", net: "7.50", profit: "5.00", status: 1, at: "2024-01-10T12:00:00" }),
    ])
    .returning();

  const [b1] = await db
    .insert(stockBatches)
    .values([
      { productId: rice.id, grossPrice: "150.00", arrivedAmount: "10", received: "10000", remaining: "7900", unitPrice: "0.015", createdAt: riyadh("2025-02-01T09:00:00") },
      { productId: rice.id, grossPrice: "99.99", arrivedAmount: "2.5", received: "2500", remaining: "2500", unitPrice: "0.039996", createdAt: riyadh("2025-05-02T09:00:00") },
    ])
    .returning();
  const move = (kind: "write_off" | "consumption" | "restoration", quantity: string, value: string, at: string, foodOrderId?: string) => ({
    batchId: b1.id,
    productId: rice.id,
    kind,
    quantity,
    value,
    foodOrderId,
    createdAt: riyadh(at),
  });
  await db.insert(stockMovements).values([
    move("write_off", "1500", "22.50", "2025-03-01T10:00:00"),
    move("consumption", "600", "9.00", "2025-03-10T12:00:00", o1.id),
    move("consumption", "800", "12.00", "2025-04-06T12:00:00", o3.id),
    move("restoration", "800", "12.00", "2025-04-07T12:00:00", o3.id),
  ]);

  const [hilton, funduq] = await db
    .insert(hotels)
    .values([
      { name: "Hilton Makkah", address: "Makka", email: "hilton@example.com", phoneNumber: "+966100000001", rating: "5" },
      { name: "Фундуқ Мадина", address: "Madina", email: "funduq@example.com", phoneNumber: "+966100000002", rating: "4" },
    ])
    .returning();
  const [double] = await db.insert(roomTypes).values({ name: "Ikki kishilik" }).returning();
  const [h101, , m1] = await db
    .insert(rooms)
    .values([
      { hotelId: hilton.id, roomTypeId: double.id, floor: 1, roomNumber: "101", capacity: 2, netPrice: "160", profit: "40" },
      { hotelId: hilton.id, roomTypeId: double.id, floor: 1, roomNumber: "102", capacity: 2, netPrice: "160", profit: "40" },
      { hotelId: funduq.id, roomTypeId: double.id, floor: 1, roomNumber: "1", capacity: 2, netPrice: "160", profit: "40" },
    ])
    .returning();
  const stay = (orderId: string, hotelId: string, at: string, checkIn: string, checkOut: string, cost: string, profit: string) => ({
    orderId,
    guestType: "individual" as const,
    hotelId,
    orderStatus: "Completed" as const,
    checkIn: riyadh(checkIn),
    checkOut: riyadh(checkOut),
    countOfPeople: 2,
    hotelCost: cost,
    profit,
    createdAt: riyadh(at),
  });
  const [s1, s2, s3] = await db
    .insert(hotelOrders)
    .values([
      stay("20000001", hilton.id, "2025-03-01T10:00:00", "2025-03-05T14:00:00", "2025-03-08T12:00:00", "600", "120"),
      stay("20000002", hilton.id, "2025-05-01T10:00:00", "2025-06-20T14:00:00", "2025-06-22T12:00:00", "400", "80"),
      stay("20000003", funduq.id, "2025-04-10T10:00:00", "2025-04-28T14:00:00", "2025-05-02T12:00:00", "800", "160"),
    ])
    .returning();
  await db.insert(hotelOrderRooms).values([
    { orderId: s1.id, roomId: h101.id, people: 2 },
    { orderId: s2.id, roomId: h101.id, people: 2 },
    { orderId: s3.id, roomId: m1.id, people: 2 },
  ]);

  const [car] = await db
    .insert(vehicles)
    .values({ name: "Hyundai H1", nameOfDriver: "Ali Valiyev", address: "Makka", phoneNumber: "+966500000000", amountOfPeople: 7 })
    .returning();
  const trip = (orderNumber: string, status: "created" | "completed" | "canceled", serviceFee: string, grossFee: string, at: string) => ({
    orderNumber,
    vehicleId: car.id,
    performDate: riyadh(at),
    fromLocation: "Aeroport",
    status,
    serviceFee,
    grossFee,
    createdAt: riyadh(at),
  });
  await db.insert(transfers).values([
    trip("30000001", "created", "50.00", "80.00", "2025-03-02T08:00:00"),
    trip("30000002", "completed", "30.50", "45.75", "2025-04-02T08:00:00"),
    trip("30000003", "canceled", "10.00", "100.00", "2025-04-03T08:00:00"),
  ]);
  return { agentA, agentB, empty, plov, lunch, ration, rice, hilton, funduq, car };
}

/**
 * A test app at NOW holding the known year, with an admin's headers: made before the file's
 * tests and closed after them. Its fields are set once the tests run.
 */
export function knownYear() {
  const year = {} as { t: TestApp; seeded: Awaited<ReturnType<typeof seedKnownYear>>; admin: { authorization: string } };
  beforeAll(async () => {
    year.t = await createTestApp({ start: NOW });
    year.seeded = await seedKnownYear(year.t);
    year.admin = (await year.t.userWithRole("admin")).headers;
  });
  afterAll(() => year.t.close());
  return year;
}
