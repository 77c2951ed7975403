import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { HttpError } from "./errors.ts";
import { MAX_EXPORT_ROWS, TOO_MANY_ROWS, type Sheet, allRows, part, workbookOf } from "./xlsx-export.ts";

type Row = { name: string; amount: number; day: string | null; at: string; active: boolean; currency: string };

const sheet: Sheet<Row> = {
  title: "Sinov",
  file: "sinov",
  columns: [
    { header: "Nomi", kind: "text", value: (row) => row.name },
    { header: "Summa", kind: "money", value: (row) => row.amount },
    { header: "Sana", kind: "date", value: (row) => row.day },
    { header: "Vaqt", kind: "datetime", value: (row) => row.at },
    { header: "Faol", kind: "text", value: (row) => row.active },
    { header: "Oylik", kind: "amount", value: (row) => row.amount },
    { header: "Valyuta", kind: "text", value: (row) => row.currency },
  ],
};

describe("xlsx export", () => {
  it("writes text, number and date cells that read back as such, money headers naming the operating currency", async () => {
    const rows: Row[] = [
      { name: "Иброҳим", amount: 1234567.89, day: "05.03.2025", at: "19.10.2025 17:01", active: true, currency: "USD" },
      { name: "محمد", amount: 0.5, day: null, at: "01.01.2025 00:00", active: false, currency: "UZS" },
    ];
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await workbookOf([part(sheet, rows, "SAR")])) as never);
    const worksheet = book.getWorksheet("Sinov")!;
    expect(worksheet.getRow(1).values).toEqual([undefined, "Nomi", "Summa (SAR)", "Sana", "Vaqt", "Faol", "Oylik", "Valyuta"]);
    expect(worksheet.getRow(2).values).toEqual([
      undefined,
      "Иброҳим",
      1234567.89,
      new Date(Date.UTC(2025, 2, 5)),
      new Date(Date.UTC(2025, 9, 19, 17, 1)),
      "Ha",
      1234567.89,
      "USD",
    ]);
    expect(worksheet.getCell("A3").value).toBe("محمد");
    expect(worksheet.getCell("C3").value).toBeNull();
    expect(worksheet.getCell("E3").value).toBe("Yo'q");
    expect(worksheet.getCell("B2").numFmt).toBe("#,##0.00");
    expect(worksheet.getCell("F2").numFmt).toBe("#,##0.00");
  });

  it("writes heading lines above the column headers when given", async () => {
    const book = new ExcelJS.Workbook();
    const rows: Row[] = [{ name: "Ali", amount: 10, day: null, at: "01.01.2025 00:00", active: true, currency: "USD" }];
    await book.xlsx.load((await workbookOf([part(sheet, rows, "SAR", ["Sinov", "01.01.2025 – 31.01.2025"])])) as never);
    const worksheet = book.getWorksheet("Sinov")!;
    expect(worksheet.getCell("A1").value).toBe("Sinov");
    expect(worksheet.getCell("A1").font.bold).toBe(true);
    expect(worksheet.getCell("A2").value).toBe("01.01.2025 – 31.01.2025");
    expect(worksheet.getRow(3).values).toEqual([undefined, "Nomi", "Summa (SAR)", "Sana", "Vaqt", "Faol", "Oylik", "Valyuta"]);
    expect(worksheet.getCell("A4").value).toBe("Ali");
    expect(worksheet.getCell("B4").value).toBe(10);
    expect(worksheet.rowCount).toBe(4);
  });

  it("refuses to write a money column without the operating currency", () => {
    expect(() => part(sheet, [], null)(new ExcelJS.Workbook())).toThrow("Summa");
  });

  it("collects every page of a list in one call, and refuses more than the cap", async () => {
    const asked: Array<{ page: number; per_page: number }> = [];
    const list = (count: number) => async (page: { page: number; per_page: number }) => {
      asked.push(page);
      return { count, results: Array.from({ length: Math.min(count, page.per_page) }, (_, index) => index) };
    };
    expect(await allRows(list(25))).toHaveLength(25);
    expect(asked.at(-1)).toEqual({ page: 1, per_page: 25 });
    expect(await allRows(list(0))).toEqual([]);
    const refusal = await allRows(list(MAX_EXPORT_ROWS + 1)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(400);
    expect((refusal as HttpError).body).toEqual({ detail: TOO_MANY_ROWS });
  });
});
