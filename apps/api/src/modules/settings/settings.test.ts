import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXCHANGE_RATES, INVOICES, PAYMENTS } from "@app/contract/endpoints/finance";
import { DEFAULT_SETTINGS, type Settings } from "@app/contract/schemas/settings";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at, book, hotelWithRooms, individualOrder } from "../hotels/test-fixtures.ts";
import { financeClient } from "../finance/testing.ts";
import { api } from "../kitchen/testing.ts";

let t: TestApp;
let ceo: Headers;

beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  ceo = (await t.userWithRole("ceo")).headers;
});
afterAll(() => t.close());

const read = async (headers: Headers) => t.app.inject({ url: "/api/v1/settings/", headers });
const put = (headers: Headers, body: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/v1/settings/", headers, payload: body as object });

async function counterparty(name: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/counter_agents/",
    headers: ceo,
    payload: { name, address: "Toshkent, Navoiy ko'chasi 1", counter_agent_type: "B2B" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

// The tests run in order: the last places the first order, after which the currency is fixed.
describe("settings", () => {
  it("starts with the documented defaults, which every signed-in role reads and only ceo and admin write", async () => {
    for (const role of ["chef", "reception", "hotel", "ceo"] as const) {
      const response = await read((await t.userWithRole(role)).headers);
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toEqual(DEFAULT_SETTINGS);
    }
    expect((await t.app.inject({ url: "/api/v1/settings/" })).statusCode).toBe(401);
    for (const role of ["hotel", "analytics", "hr"] as const) {
      expect((await put((await t.userWithRole(role)).headers, DEFAULT_SETTINGS)).statusCode, role).toBe(403);
    }
    expect((await put((await t.userWithRole("admin")).headers, DEFAULT_SETTINGS)).statusCode).toBe(200);
  });

  it("replaces every value while no order exists, currency and time zone included", async () => {
    const own = await counterparty("Oshxona (o'zimiz)");
    const next: Settings = {
      operating_currency: "USD",
      business_timezone: "Asia/Tashkent",
      meal_times: { breakfast: "06:30", lunch: "12:30", dinner: "20:00" },
      check_in_time: "15:00",
      check_out_time: "11:00",
      own_counter_agent: own,
    };
    const response = await put(ceo, next);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(next);
    expect((await read(ceo)).json()).toEqual(next);
    const back = await put(ceo, DEFAULT_SETTINGS);
    expect(back.json()).toEqual(DEFAULT_SETTINGS);
  });

  it("refuses malformed times, currencies, zones and unknown counterparties under their fields", async () => {
    const refused = async (body: unknown) => {
      const response = await put(ceo, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    expect(await refused({ ...DEFAULT_SETTINGS, meal_times: { ...DEFAULT_SETTINGS.meal_times, lunch: "24:00" } })).toMatchObject({
      "meal_times.lunch": ["Vaqt HH:mm ko'rinishida (24 soat) bo'lishi kerak"],
    });
    expect(await refused({ ...DEFAULT_SETTINGS, check_in_time: "2pm" })).toHaveProperty("check_in_time");
    expect(await refused({ ...DEFAULT_SETTINGS, operating_currency: "EUR" })).toMatchObject({
      operating_currency: ["Valyuta SAR, USD yoki UZS bo'lishi kerak"],
    });
    expect(await refused({ ...DEFAULT_SETTINGS, business_timezone: "Makka/Markaz" })).toHaveProperty("business_timezone");
    expect(await refused({ ...DEFAULT_SETTINGS, own_counter_agent: "7c9e6679-7425-40de-944b-e07fc1f90ae7" })).toMatchObject({
      own_counter_agent: ["Kontragent topilmadi"],
    });
    expect((await read(ceo)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it("fixes the currency and the time zone while any rate, payment or invoice exists, and frees them when none is left", async () => {
    const finance = financeClient(t, ceo);
    const agent = await counterparty("Moliya agenti");
    const refusedWhile = async (document: string) => {
      const response = await put(ceo, { ...DEFAULT_SETTINGS, operating_currency: "USD" });
      expect(response.statusCode, document).toBe(400);
      expect(response.json().operating_currency, document).toEqual(["Buyurtmalar yoki moliya hujjatlari mavjud: bu sozlamani endi o'zgartirib bo'lmaydi"]);
    };
    const rate = await finance.rate("USD", "01.10.2025", "3.75");
    await refusedWhile("rate");
    await finance.raw("DELETE", api(EXCHANGE_RATES.remove.path, { id: rate.id }));
    const payment = await finance.pay({ counter_agent: agent, date: "01.10.2025", amount: 10, currency: "SAR", method: "cash" });
    await refusedWhile("payment");
    await finance.raw("DELETE", api(PAYMENTS.remove.path, { id: payment.id }));
    const draft = await finance.draft({ counter_agent: agent, currency: "SAR", date: "01.10.2025", due_date: "01.10.2025", lines: [{ description: "A", quantity: 1, unit_price: 1 }] });
    await refusedWhile("invoice");
    await finance.raw("DELETE", api(INVOICES.remove.path, { id: draft.id }));
    const freed = await put(ceo, { ...DEFAULT_SETTINGS, business_timezone: "Asia/Tashkent" });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await put(ceo, DEFAULT_SETTINGS)).statusCode).toBe(200);
  });

  it("fixes the currency and the time zone once an order exists, and keeps the times editable", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, ceo, { count: 1, capacity: 2 });
    expect((await book(t, ceo, individualOrder(hotel.id, rooms[0].id, "2025-10-05 14:00", "2025-10-07 12:00", ["A"]))).statusCode).toBe(201);

    const currency = await put(ceo, { ...DEFAULT_SETTINGS, operating_currency: "UZS" });
    expect(currency.statusCode).toBe(400);
    expect(currency.json()).toMatchObject({
      operating_currency: ["Buyurtmalar yoki moliya hujjatlari mavjud: bu sozlamani endi o'zgartirib bo'lmaydi"],
      detail: expect.stringContaining("Buyurtmalar yoki moliya hujjatlari mavjud"),
    });
    const zone = await put(ceo, { ...DEFAULT_SETTINGS, business_timezone: "Asia/Tashkent" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toHaveProperty("business_timezone");
    expect(zone.json()).not.toHaveProperty("operating_currency");

    const times = { ...DEFAULT_SETTINGS, check_in_time: "13:00", meal_times: { breakfast: "07:30", lunch: "13:30", dinner: "19:30" } };
    const kept = await put(ceo, times);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await read(ceo)).json()).toEqual(times);
  });
});
