import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import { DRIVERS } from "@app/contract/endpoints/taxi-catalog";
import { PHONE_INVALID } from "@app/contract/phone";
import type { Page as ListPage } from "@app/contract/schemas/common";
import type { Driver } from "@app/contract/schemas/drivers";
import type { Vehicle, Transfer } from "@app/contract/schemas/taxi";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { dateTimeValue, expectNoSeriousA11yViolations, fillDateTime, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let dispatcher: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  dispatcher = await createUser(adminToken, { role: "transportation" });
});

/** A name no other test uses, so searches see only this test's rows. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
/** Tomorrow on the business calendar: a time then is never in the past. */
const tomorrow = () => addDays(businessDateOf(new Date()), 1);

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const rowTexts = (page: Page) => page.locator("tbody tr").allInnerTexts();
/** What the browser logs for an answer the test provokes on purpose. */
const refused = (status: number, text: string) => `Failed to load resource: the server responded with a status of ${status} (${text})`;

function createVehicle(name: string, seats = 6) {
  return callApi<Vehicle>(VEHICLES.create.path, {
    method: "POST",
    token: adminToken,
    body: { name, name_of_driver: "Omar Al-Zahrani", address: "Makka, Kudai", phone_number: "+966 59 890 12 34", amount_of_people: seats },
  });
}

function createOrder(vehicle: Vehicle, time: string) {
  return callApi<Transfer>(TRANSFERS.create.path, {
    method: "POST",
    token: adminToken,
    body: {
      transport: vehicle.id,
      perform_date: `${formatWireDate(tomorrow())} ${time}`,
      from_location: "Makka, Hilton",
      to_location: "Mino",
      passenger_count: 2,
      service_fee: "120",
      gross_fee: "180",
    },
  });
}

async function ordersOf(vehicle: Vehicle) {
  const page = await callApi<ListPage<Transfer>>(`${TRANSFERS.list.path}?transport=${vehicle.id}`, { token: adminToken });
  return page.results;
}

describe("vehicles", () => {
  it("adds a vehicle, and refuses to delete one with orders with the server's message", async () => {
    const { page } = session;
    const name = unique("Toyota Camry");
    await loginThroughUi(page, dispatcher.email, dispatcher.password);
    await page.goto("/taxi");
    await page.getByRole("button", { name: "Yangi transport" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi transport" });
    await sheet.getByLabel("Transport", { exact: true }).fill(name);
    await sheet.getByLabel("Haydovchi", { exact: true }).fill("Sardor Aliyev");
    await sheet.getByLabel("Telefon raqami").fill("12345");
    await sheet.getByLabel("Baza manzili").fill("Makka, Shisha");
    await sheet.getByLabel("O‘rinlar soni").fill("4");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await sheet.getByText(PHONE_INVALID).waitFor();
    await sheet.getByLabel("Telefon raqami").fill("+966 57 678 90 12");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Transport qo‘shildi");
    await sheet.waitFor({ state: "detached" });

    await page.getByRole("searchbox", { name: "Qidirish" }).fill(name);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    const [created] = await rowTexts(page);
    const phone = row(page, name).getByRole("link", { name: "+966 57 678 9012" });
    expect(await phone.getAttribute("href")).toBe("tel:+966576789012");
    expect(created).toContain("4 ta");
    expect(created).toContain("Faol");

    const [vehicle] = (await callApi<ListPage<Vehicle>>(`${VEHICLES.list.path}?search=${encodeURIComponent(name)}`, { token: adminToken })).results;
    await createOrder(vehicle, "09:00");
    await page.getByRole("button", { name: `O‘chirish: ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "O'chirishni tasdiqlaysizmi?" });
    await confirm.getByRole("button", { name: "Ha, o'chirish" }).click();
    await visible(page, "Xatolik: Transportning buyurtmalari bor, uni o'chirib bo'lmaydi");
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Bekor qilish" }).click();
    await eventually(() => rowTexts(page)).toHaveLength(1);

    const driver = await callApi<Driver>(DRIVERS.create.path, {
      method: "POST",
      token: adminToken,
      body: { full_name: unique("Jamshid Karimov"), phone: "+966 55 432 10 98", license_number: unique("KSA"), license_expiry: formatWireDate(addDays(tomorrow(), 365)) },
    });
    await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Transportni tahrirlash" });
    expect(await edit.getByLabel("O‘rinlar soni").inputValue()).toBe("4");
    await edit.getByLabel("Davlat raqami").fill("7788 MKA");
    expect(await edit.getByLabel("Haydovchi", { exact: true }).isEditable()).toBe(true);
    await edit.getByLabel("Doimiy haydovchi").selectOption({ label: driver.full_name });
    // The chosen driver's card fills the driver fields, which are then not typed into.
    expect(await edit.getByLabel("Haydovchi", { exact: true }).inputValue()).toBe(driver.full_name);
    expect(await edit.getByLabel("Haydovchi", { exact: true }).isEditable()).toBe(false);
    expect(await edit.getByLabel("Telefon raqami").inputValue()).toBe(driver.phone);
    expect(await edit.getByLabel("Telefon raqami").isEditable()).toBe(false);
    await edit.getByRole("switch", { name: "Faol transport" }).click();
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Transport yangilandi");
    await row(page, name).getByText("Faol emas", { exact: true }).waitFor();
    expect(await callApi<Vehicle>(`${VEHICLES.list.path}${vehicle.id}/`, { token: adminToken })).toMatchObject({
      plate_number: "7788 MKA",
      driver: driver.id,
      name_of_driver: driver.full_name,
    });
    expect(session.consoleErrors).toEqual([refused(423, "Locked")]);
  });
});

describe("transfer orders", () => {
  it("creates an order with a live profit, refuses a clash naming the order, then completes and cancels orders", async () => {
    const { page } = session;
    const vehicle = await createVehicle(unique("Hyundai Staria"), 4);
    const later = await createOrder(vehicle, "16:00");
    const day = tomorrow();
    await loginThroughUi(page, dispatcher.email, dispatcher.password);
    await page.goto("/taxi?tab=orders");

    await page.getByRole("button", { name: "Yangi buyurtma" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi buyurtma" });
    const vehicleBox = sheet.getByRole("combobox", { name: "Transport" });
    await vehicleBox.fill(vehicle.name);
    await page.getByRole("option", { name: new RegExp(vehicle.name) }).waitFor();
    await vehicleBox.press("Enter");
    await sheet.getByText("Transportda 4 ta o‘rin bor.").waitFor();
    await fillDateTime(sheet, "Sana va vaqt", `${formatWireDate(day)} 10:00`);
    await sheet.getByLabel("Qayerdan").fill("Jidda aeroporti");
    await sheet.getByLabel("Qayerga").fill("Makka, Swissotel");
    await sheet.getByLabel("Yo‘lovchilar soni").fill("5");
    await sheet.getByLabel("Haydovchiga to‘lov").fill("100");
    await sheet.getByLabel("Mijozdan olinadi").fill("80");
    expect(await sheet.locator("output").innerText()).toBe("-20.00 SAR");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await sheet.getByText("Yo'lovchilar soni transportdagi joylar sonidan (4) oshmasligi kerak").waitFor();
    await sheet.getByText("Mijozdan olinadigan summa haydovchiga to'lanadigan summadan kam bo'lmasligi kerak").waitFor();
    await sheet.getByLabel("Yo‘lovchilar soni").fill("3");
    await sheet.getByLabel("Mijozdan olinadi").fill("150,5");
    expect(await sheet.locator("output").innerText()).toBe("50.50 SAR");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Buyurtma yaratildi");
    await sheet.waitFor({ state: "detached" });
    const first = (await ordersOf(vehicle)).find((order) => order.id !== later.id);
    expect(first).toMatchObject({ perform_date: `${formatWireDate(day)} 10:00`, passenger_count: 3, gross_fee: 150.5, status: "created" });

    await page.getByRole("button", { name: "Yangi buyurtma" }).click();
    const clash = page.getByRole("dialog", { name: "Yangi buyurtma" });
    await clash.getByRole("combobox", { name: "Transport" }).fill(vehicle.name);
    await page.getByRole("option", { name: new RegExp(vehicle.name) }).click();
    await fillDateTime(clash, "Sana va vaqt", `${formatWireDate(day)} 10:30`);
    await clash.getByLabel("Qayerdan").fill("Makka, Hilton");
    await clash.getByLabel("Haydovchiga to‘lov").fill("100");
    await clash.getByLabel("Mijozdan olinadi").fill("100");
    await clash.getByRole("button", { name: "Saqlash" }).click();
    const refusal = clash.getByRole("alert").filter({ hasText: "Transport band" });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(`№${first?.order_number}`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Saqlamasdan yopish" }).click();
    await clash.waitFor({ state: "detached" });

    await page.getByLabel("Transport", { exact: true }).selectOption(vehicle.id);
    await page.waitForURL((url) => url.searchParams.get("transport") === vehicle.id);
    await eventually(() => rowTexts(page)).toHaveLength(2);
    expect((await rowTexts(page))[0]).toContain("16:00");
    await page.getByRole("columnheader", { name: "Mijoz to‘lovi (SAR)" }).waitFor();

    await page.getByRole("button", { name: `Tahrirlash: №${later.order_number}` }).click();
    const edit = page.getByRole("dialog", { name: "Buyurtmani tahrirlash" });
    expect(await edit.getByRole("combobox", { name: "Transport" }).inputValue()).toContain(vehicle.name);
    expect(await dateTimeValue(edit, "Sana va vaqt")).toBe(`${formatWireDate(day)} 16:00`);
    expect(await edit.locator("output").innerText()).toBe("60.00 SAR");
    await edit.getByLabel("Qayerga").fill("Arafat");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Buyurtma yangilandi");
    await edit.waitFor({ state: "detached" });
    await eventually(async () => (await rowTexts(page))[0]).toContain("Makka, Hilton → Arafat");

    await page.getByRole("button", { name: `Bajarildi deb belgilash: №${first?.order_number}` }).click();
    const completing = page.getByRole("alertdialog", { name: "Buyurtma bajarildimi?" });
    await completing.getByRole("button", { name: "Ha, bajarildi" }).click();
    await visible(page, "Buyurtma bajarildi");
    await completing.waitFor({ state: "detached" });
    await row(page, `№${first?.order_number}`).getByText("Bajarilgan", { exact: true }).waitFor();
    expect(await row(page, `№${first?.order_number}`).getByRole("button").count()).toBe(0);

    await page.getByRole("button", { name: `Buyurtmani bekor qilish: №${later.order_number}` }).click();
    const canceling = page.getByRole("alertdialog", { name: "Buyurtmani bekor qilasizmi?" });
    await canceling.getByRole("button", { name: "Ha, bekor qilish" }).click();
    await visible(page, "Buyurtma bekor qilindi");
    await row(page, `№${later.order_number}`).getByText("Bekor qilingan", { exact: true }).waitFor();

    await page.getByLabel("Holati", { exact: true }).selectOption("completed");
    await page.waitForURL((url) => url.searchParams.get("status") === "completed");
    await eventually(() => rowTexts(page)).toHaveLength(1);
    expect((await rowTexts(page))[0]).toContain(`№${first?.order_number}`);

    await page.getByRole("tab", { name: "Dispetcher" }).click();
    await page.getByLabel("Kun", { exact: true }).fill(formatWireDate(day));
    await page.waitForURL((url) => url.searchParams.get("date") === formatIsoDate(day));
    const board = page.getByRole("listitem", { name: vehicle.name });
    await eventually(() => board.getByRole("button").count()).toBe(1);
    expect(await board.getByRole("button").innerText()).toMatch(/^10:00 /);
    expect(await board.innerText()).toContain("Omar Al-Zahrani");
    expect(session.consoleErrors).toEqual([refused(400, "Bad Request"), refused(409, "Conflict")]);
  });

  it("shows a free vehicle as free on the day view", async () => {
    const { page } = session;
    const vehicle = await createVehicle(unique("GMC Yukon"));
    await loginThroughUi(page, dispatcher.email, dispatcher.password);
    await page.goto(`/taxi?tab=day&date=${formatIsoDate(tomorrow())}`);
    const board = page.getByRole("listitem", { name: vehicle.name });
    await board.waitFor();
    expect(await board.getByRole("button").count()).toBe(0);
    await page.getByRole("button", { name: "Oldingi kun" }).click();
    await page.waitForURL((url) => url.searchParams.get("date") === formatIsoDate(addDays(tomorrow(), -1)));
  });
});

describe("roles", () => {
  it("shows analytics the taxi base without any write action", async () => {
    const { page } = session;
    const vehicle = await createVehicle(unique("Toyota Hiace"));
    const order = await createOrder(vehicle, "11:00");
    const analyst = await createUser(adminToken, { role: "analytics" });
    await loginThroughUi(page, analyst.email, analyst.password);
    await page.goto(`/taxi?search=${encodeURIComponent(vehicle.name)}`);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Yangi transport" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: new RegExp(`^(Tahrirlash|O‘chirish): `) }).count()).toBe(0);

    await page.goto(`/taxi?tab=orders&transport=${vehicle.id}`);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    expect((await rowTexts(page))[0]).toContain(`№${order.order_number}`);
    expect(await page.getByRole("button", { name: "Yangi buyurtma" }).count()).toBe(0);
    expect(await row(page, `№${order.order_number}`).getByRole("button").count()).toBe(0);
  });
});

describe("accessibility", () => {
  it("has no serious or critical axe violation on the three tabs and the order form", async () => {
    const { page } = session;
    const vehicle = await createVehicle(unique("Kia Carnival"));
    await createOrder(vehicle, "13:00");
    await loginThroughUi(page, dispatcher.email, dispatcher.password);

    await page.goto("/taxi");
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Buyurtmalar" }).click();
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Yangi buyurtma" }).click();
    await page.getByRole("dialog", { name: "Yangi buyurtma" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/taxi?tab=day&date=${formatIsoDate(tomorrow())}`);
    await page.getByRole("listitem", { name: vehicle.name }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  });
});
