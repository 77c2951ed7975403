import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import type { Pilgrim } from "@app/contract/schemas/pilgrims";
import { hotelOrders, hotels } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/harness.ts";

export type Headers = { authorization: string };

export const groupsUrl = "/api/v1/guests/groups/";
export const groupUrl = (id: string) => `/api/v1/guests/groups/update/${id}/`;
export const pilgrimsUrl = (groupId: string) => `/api/v1/guests/groups/${groupId}/pilgrims/`;
export const pilgrimUrl = (id: string) => `/api/v1/pilgrims/${id}/`;

export async function createGroup(t: TestApp, headers: Headers, extra: Record<string, unknown> = {}): Promise<GuestGroup> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/guests/groups/create",
    headers,
    payload: { name: `Guruh ${randomUUID().slice(0, 6)}`, count: 10, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let passportSeq = 1_000_000;
/** A passport number no other test uses. */
export const freshPassport = () => `FA${passportSeq++}`;

export function pilgrimBody(extra: Record<string, unknown> = {}) {
  return {
    full_name: "Karimov Aziz",
    gender: 1,
    birth_date: "12.04.1970",
    passport_number: freshPassport(),
    passport_expiry: "01.01.2035",
    visa_number: "V123",
    ...extra,
  };
}

export async function addPilgrim(t: TestApp, headers: Headers, groupId: string, extra: Record<string, unknown> = {}): Promise<Pilgrim> {
  const response = await t.app.inject({ method: "POST", url: pilgrimsUrl(groupId), headers, payload: pilgrimBody(extra) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A bare stay of a group: hotel orders belong to another module, the manifest only reads their dates. */
export async function insertStay(t: TestApp, groupId: string, checkOut: string, canceled = false) {
  const [hotel] = await t.ctx.db
    .insert(hotels)
    .values({ name: `Hotel ${randomUUID()}`, address: "Makka", email: `${randomUUID()}@example.com`, phoneNumber: "+966125718888", rating: "4.5" })
    .returning({ id: hotels.id });
  await t.ctx.db.insert(hotelOrders).values({
    orderId: String(Math.floor(Math.random() * 90_000_000) + 10_000_000),
    guestType: "group",
    hotelId: hotel.id,
    guestGroupId: groupId,
    orderStatus: "Planned",
    checkIn: new Date(new Date(checkOut).getTime() - 5 * 86_400_000),
    checkOut: new Date(checkOut),
    countOfPeople: 2,
    hotelCost: "0",
    profit: "0",
    ...(canceled ? { canceledAt: new Date(checkOut), cancelReason: "test" } : {}),
  });
}

/** A multipart body carrying `file` and plain fields, as a browser's form sends it. */
export function multipart(file: Buffer, fields: Record<string, string> = {}, filename = "manifest.xlsx") {
  const boundary = "----manifest-test-boundary";
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A workbook of one sheet with these rows (the first being the header). */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Manifest");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row of the first sheet of an xlsx answer, cells as exceljs reads them. */
export async function sheetRows(data: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}
