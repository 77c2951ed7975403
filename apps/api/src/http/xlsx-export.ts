import type ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { parseWallClock, parseWireDate } from "@app/contract/dates";
import type { Currency } from "@app/contract/schemas/money";
import { badRequest } from "./errors.ts";
import { loadExcelJS } from "./exceljs.ts";
import type { PageRequest } from "./pagination.ts";

/**
 * Any list or report as an .xlsx file (`?format=xlsx`): the same filters, every matching row
 * (not one page), Uzbek headers, and real number and date cells so the sheet can be summed
 * and sorted. Rows arrive in their wire shape, so dates are read back from dd.MM.yyyy[ HH:mm].
 * A money column is in the operating currency, which its header names ("Narxi (SAR)"); an
 * amount column's rows each carry their own currency, which a column of the sheet names.
 */
export const MAX_EXPORT_ROWS = 100_000;
export const TOO_MANY_ROWS = "Eksport uchun qatorlar juda ko'p: ko'pi bilan 100 000 ta. Filtrlarni toraytiring.";
const UNKNOWN_FORMAT = "format faqat xlsx yoki json bo'lishi mumkin";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type CellKind = "text" | "number" | "money" | "amount" | "date" | "datetime";
export type Column<R> = { header: string; kind: CellKind; value: (row: R) => string | number | boolean | null | undefined };
export type Sheet<R> = { title: string; file: string; columns: Array<Column<R>> };

/** The creation time most lists end with. */
export const createdColumn = <R extends { created_at: string }>(): Column<R> => ({
  header: "Yaratilgan sana",
  kind: "datetime",
  value: (row) => row.created_at,
});

const FORMATS: Partial<Record<CellKind, string>> = {
  money: "#,##0.00",
  amount: "#,##0.00",
  number: "#,##0.###",
  date: "dd.mm.yyyy",
  datetime: "dd.mm.yyyy hh:mm",
};

const WIDTHS: Record<CellKind, number> = { text: 28, number: 12, money: 16, amount: 16, date: 12, datetime: 17 };

/** Excel dates carry no zone: the wall clock of the wire value is written as that UTC instant. */
function cell(kind: CellKind, value: string | number | boolean | null | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === "") return null;
  if (kind === "date" && typeof value === "string") {
    const date = parseWireDate(value);
    return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)) : value;
  }
  if (kind === "datetime" && typeof value === "string") {
    const clock = parseWallClock(value);
    return clock ? new Date(Date.UTC(clock.date.year, clock.date.month - 1, clock.date.day, clock.hour, clock.minute)) : value;
  }
  if ((kind === "money" || kind === "amount" || kind === "number") && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return typeof value === "boolean" ? (value ? "Ha" : "Yo'q") : value;
}

/** One worksheet of a workbook: a sheet and its rows, whatever their type. */
export type Part = (workbook: ExcelJS.Workbook) => void;

/** What a sheet's money columns are in; null for a sheet without any. */
type OperatingCurrency = Currency | null;

function headerOf<R>(column: Column<R>, operatingCurrency: OperatingCurrency): string {
  if (column.kind !== "money") return column.header;
  if (!operatingCurrency) throw new Error(`Column ${column.header} is money: the export needs the operating currency`);
  return `${column.header} (${operatingCurrency})`;
}

/**
 * A sheet of rows under its column headers, money ones naming `operatingCurrency`; `heading`
 * lines (a title, a period) go above the headers, one per row, for a sheet read away from the
 * screen that made it.
 */
export const part =
  <R>(sheet: Sheet<R>, rows: readonly R[], operatingCurrency: OperatingCurrency, heading: readonly string[] = []): Part =>
  (workbook) => {
    const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31));
    worksheet.columns = sheet.columns.map((column) => ({
      width: WIDTHS[column.kind],
      style: FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
    }));
    heading.forEach((line, index) => {
      worksheet.addRow([line]).font = { bold: index === 0, size: index === 0 ? 14 : 11 };
    });
    worksheet.addRow(sheet.columns.map((column) => headerOf(column, operatingCurrency))).font = { bold: true };
    for (const row of rows) worksheet.addRow(sheet.columns.map((column) => cell(column.kind, column.value(row))));
  };

export async function workbookOf(parts: readonly Part[]): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  for (const add of parts) add(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `?format=xlsx` asks for the file; absent or `json` is the usual JSON. */
export function wantsXlsx(request: FastifyRequest): boolean {
  const format = (request.query as Record<string, unknown> | undefined)?.format;
  if (format === undefined || format === "json") return false;
  if (format === "xlsx") return true;
  throw badRequest(UNKNOWN_FORMAT);
}

/** A workbook as a download named `<file>[_<suffix>].xlsx` (ASCII: file names are Latin Uzbek). */
export async function sendWorkbook(reply: FastifyReply, file: string, parts: readonly Part[], suffix = "") {
  const name = `${file}${suffix ? `_${suffix}` : ""}.xlsx`;
  return reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", `attachment; filename="${name}"`)
    .send(await workbookOf(parts));
}

export function sendXlsx<R>(reply: FastifyReply, sheet: Sheet<R>, rows: readonly R[], operatingCurrency: OperatingCurrency, suffix = "") {
  return sendWorkbook(reply, sheet.file, [part(sheet, rows, operatingCurrency)], suffix);
}

type Listing<R> = (page: PageRequest) => Promise<{ count: number; results: R[] }>;

/** Every row a paged list would show across all its pages, or a 400 beyond the cap. */
export async function allRows<R>(list: Listing<R>): Promise<R[]> {
  const { count } = await list({ page: 1, per_page: 1 });
  if (count > MAX_EXPORT_ROWS) throw badRequest(TOO_MANY_ROWS);
  if (count === 0) return [];
  return (await list({ page: 1, per_page: count })).results;
}

/** A list route's export: one call with its own service list function and a sheet. */
export async function sendListXlsx<R>(
  reply: FastifyReply,
  sheet: Sheet<R>,
  list: Listing<R>,
  operatingCurrency: OperatingCurrency,
  suffix = "",
) {
  return sendXlsx(reply, sheet, await allRows(list), operatingCurrency, suffix);
}
