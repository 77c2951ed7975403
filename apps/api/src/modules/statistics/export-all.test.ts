import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { STATISTICS_BLOCKS, STATISTICS_EXPORT } from "@app/contract/endpoints/statistics";
import { API_BASE } from "@app/contract/routes";
import { OTHER_HOTELS } from "@app/contract/schemas/statistics";
import { hotelOrders, hotels } from "../../db/schema/index.ts";
import { CYRILLIC_AGENT, knownYear, riyadh } from "./testing.ts";

const YEAR = { date_from: "01.01.2025", date_to: "15.06.2025" };
const year = knownYear();

const exportUrl = (query: Record<string, string> = YEAR) => `${API_BASE}${STATISTICS_EXPORT.all.path}?${new URLSearchParams(query)}`;

async function workbookAs(headers: { authorization: string }, query?: Record<string, string>) {
  const response = await year.t.app.inject({ method: "GET", url: exportUrl(query), headers });
  expect(response.statusCode, response.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as never);
  return { book, response };
}

/** Three more hotels of one stay each, booked in June: five hotels in all, one more than the pie shows. */
async function addThreeHotels() {
  const added = await year.t.ctx.db
    .insert(hotels)
    .values(
      ["Anjum", "Bakkah Arac", "Dar Al Eiman"].map((name, index) => ({
        name,
        address: "Makka",
        email: `hotel${index}@example.com`,
        phoneNumber: `+96610000001${index}`,
        rating: "4",
      })),
    )
    .returning();
  await year.t.ctx.db.insert(hotelOrders).values(
    added.map((hotel, index) => ({
      orderId: `2100000${index}`,
      guestType: "individual" as const,
      hotelId: hotel.id,
      orderStatus: "Planned" as const,
      checkIn: riyadh("2025-07-01T14:00:00"),
      checkOut: riyadh("2025-07-03T12:00:00"),
      countOfPeople: 2,
      hotelCost: "300",
      profit: "60",
      createdAt: riyadh(`2025-06-0${index + 1}T10:00:00`),
    })),
  );
}

describe("the whole report as one workbook", () => {
  it("holds a sheet per block, each under its title and period rows, with every row of the period", async () => {
    const { book, response } = await workbookAs(year.admin);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="hisobotlar_01.01.2025-15.06.2025.xlsx"');
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      "Kontragentlar",
      "Mehmonxonalar",
      "Transport",
      "Bo'limlar",
      "Taomlar",
      "Menyular",
      "Ratsionlar",
      "Kirim",
      "Hisobdan chiqarilgan",
      "Eng ko'p ishlatilgan",
      "Oshxona",
      "Oshxona oylar kesimida",
      "Oshxona va mehmonxona",
      "Mehmonxonalar ulushi",
      "Foyda va zarar",
    ]);
    for (const sheet of book.worksheets) {
      expect(sheet.getCell("A1").value).toBe(sheet.name);
      expect(sheet.getCell("A2").value).toBe("01.01.2025 – 15.06.2025");
    }
    const agents = book.getWorksheet("Kontragentlar")!;
    expect(agents.getRow(3).values).toEqual([undefined, "Kontragent", "Buyurtmalar soni", "Foyda (SAR)"]);
    expect(agents.getRow(4).values).toEqual([undefined, CYRILLIC_AGENT, 2, 115]);
    expect(agents.rowCount).toBe(5);
    const kitchen = book.getWorksheet("Oshxona")!;
    expect(kitchen.getRow(4).values).toEqual([undefined, 249.99, 598, 135.5, 847.99, 22.5]);
    const months = book.getWorksheet("Oshxona oylar kesimida")!;
    expect(months.getCell("A4").value).toEqual(new Date(Date.UTC(2025, 0, 1)));
    expect(months.rowCount).toBe(3 + 6);
  });

  it("takes the period asked for, and the last 12 months without one", async () => {
    const { book } = await workbookAs(year.admin, { date_from: "01.05.2025", date_to: "31.05.2025" });
    expect(book.getWorksheet("Ratsionlar")!.getCell("A2").value).toBe("01.05.2025 – 31.05.2025");
    expect(book.getWorksheet("Ratsionlar")!.getCell("A4").value).toBe("Kunlik");
    const { book: lastYear, response } = await workbookAs(year.admin, {});
    expect(lastYear.getWorksheet("Oshxona")!.getCell("A2").value).toBe("15.07.2024 – 15.06.2025");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="hisobotlar_15.07.2024-15.06.2025.xlsx"');
  });

  it("holds only the blocks the caller's role may read, and refuses roles outside the reports", async () => {
    const dispatcher = await year.t.userWithRole("transportation");
    const { book } = await workbookAs(dispatcher.headers);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Transport"]);
    const hotelStaff = await year.t.userWithRole("hotel");
    expect((await workbookAs(hotelStaff.headers)).book.worksheets.map((sheet) => sheet.name)).toEqual([
      "Mehmonxonalar",
      "Mehmonxonalar ulushi",
    ]);
    const chef = await year.t.userWithRole("chef");
    expect((await year.t.app.inject({ method: "GET", url: exportUrl(), headers: chef.headers })).statusCode).toBe(403);
    expect((await year.t.app.inject({ method: "GET", url: exportUrl() })).statusCode).toBe(401);
  });

  it("refuses a range the blocks refuse, in Uzbek", async () => {
    const response = await year.t.app.inject({
      method: "GET",
      url: exportUrl({ date_from: "15.01.2025", date_to: "01.01.2026" }),
      headers: year.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});

describe("the hotels pie", () => {
  it("shows the top four hotels and every other hotel as one Boshqalar slice", async () => {
    await addThreeHotels();
    const url = `${API_BASE}${STATISTICS_BLOCKS["hotels-diagram"].path}?${new URLSearchParams(YEAR)}`;
    const response = await year.t.app.inject({ method: "GET", url, headers: year.admin });
    expect(response.json()).toEqual({
      total: 6,
      result: [
        { name: "Hilton Makkah", value: 2, fill: "#F7B500" },
        { name: "Anjum", value: 1, fill: "#EB5757" },
        { name: "Bakkah Arac", value: 1, fill: "#2F80ED" },
        { name: "Dar Al Eiman", value: 1, fill: "#27AE60" },
        { name: OTHER_HOTELS.name, value: 1, fill: OTHER_HOTELS.fill },
      ],
    });
    const { book } = await workbookAs(year.admin);
    const pie = book.getWorksheet("Mehmonxonalar ulushi")!;
    expect(pie.getRow(8).values).toEqual([undefined, "Boshqalar", 1]);
  });
});
