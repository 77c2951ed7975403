import type ExcelJS from "exceljs";
import { badRequest } from "./errors.ts";
import { loadExcelJS } from "./exceljs.ts";
import { readCsv } from "./csv-read.ts";

/** A cell as an import reads it: text, a number, a spreadsheet date, a yes/no, or nothing. */
export type CellValue = string | number | Date | boolean | null;
/** One row of a sheet and the line number a spreadsheet shows for it (the first is 1). */
export type SheetRow = { line: number; cells: CellValue[] };

const MAX_IMPORT_ROWS = 10_000;

const NOT_A_SPREADSHEET = "Fayl xlsx yoki csv jadval emas";
const OLD_EXCEL = "Eski .xls formati o'qilmaydi: faylni Excelda .xlsx qilib saqlang";
const BROKEN_XLSX = "xlsx fayl buzilgan yoki o'qib bo'lmaydi";
const TOO_BIG_INSIDE = "xlsx fayl ochilganda juda katta bo'ladi (100 MB dan ortiq)";
const tooManyRows = `Faylda qatorlar juda ko'p: ko'pi bilan ${MAX_IMPORT_ROWS} ta`;

/** What a workbook may unpack to: real manifests are a few megabytes, a zip bomb far more. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

/**
 * The sizes a zip declares for its entries, summed from its central directory, before anything
 * is inflated; a zip64 archive (sizes that do not fit 32 bits) is too big by definition here.
 */
function unpackedSize(data: Buffer): number | null {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return null;
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES) return Infinity;
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = data.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return Infinity;
    total += size;
    offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return total;
}

/** A formula is read through the value the spreadsheet last computed; rich text and links through their text. */
function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== "object") return value;
  if ("result" in value) return cellValue(value.result ?? null);
  if ("formula" in value || "sharedFormula" in value) return null;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return cellValue(value.text);
  if ("error" in value) return null;
  return null;
}

async function readXlsx(data: Buffer): Promise<SheetRow[]> {
  const size = unpackedSize(data);
  if (size === null) throw badRequest(BROKEN_XLSX);
  if (size > MAX_UNPACKED_BYTES) throw badRequest(TOO_BIG_INSIDE);
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(BROKEN_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw badRequest(tooManyRows);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ line, cells: values.slice(1).map(cellValue) });
  });
  return rows;
}

const blank = (cell: CellValue) => cell === null || (typeof cell === "string" && cell.trim() === "");

/**
 * The rows of an uploaded xlsx or csv file without the blank ones (a sheet's trailing rows),
 * each with its line number. Anything else is a 400 saying what is wrong with the file.
 */
export async function readSpreadsheet(data: Buffer): Promise<SheetRow[]> {
  if (startsWith(data, OLE)) throw badRequest(OLD_EXCEL);
  let rows: SheetRow[];
  if (startsWith(data, ZIP)) rows = await readXlsx(data);
  else {
    const csv = readCsv(data);
    if (!csv) throw badRequest(NOT_A_SPREADSHEET);
    rows = csv.map((cells, index) => ({ line: index + 1, cells }));
  }
  const filled = rows.filter((row) => !row.cells.every(blank));
  if (filled.length > MAX_IMPORT_ROWS + 1) throw badRequest(tooManyRows);
  return filled;
}

