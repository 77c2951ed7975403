import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { formatWireDate } from "@app/contract/dates";
import { type ImportError, type PilgrimImportResult, pilgrimInput } from "@app/contract/schemas/pilgrims";
import { toLatin } from "@app/contract/transliteration";
import type { AppContext } from "../../context.ts";
import { guestGroups, pilgrims } from "../../db/schema/index.ts";
import { HttpError, badRequest, notFound } from "../../http/errors.ts";
import { type CellValue, type SheetRow, readSpreadsheet } from "../../http/spreadsheet-read.ts";
import { MANIFEST_COLUMNS, type ManifestField, fieldOfHeader } from "./manifest-columns.ts";
import { lockManifest, passportHolders, passportTaken, syncGroupCounts } from "./pilgrim-rules.ts";
import { BIRTH_NOT_PAST, bornBeforeToday, pilgrimColumns } from "./pilgrims.ts";

const GROUP_NOT_FOUND = "Guruh topilmadi";
const NO_ROWS = "Faylda ziyoratchilar qatori yo'q: birinchi qatorda sarlavhalar, keyin har qatorda bitta ziyoratchi";
const GENDER = "Jinsi E/A, M/F yoki 1/2 bo'lishi kerak";
const DIET = "Parhez regular, diabetic, soft yoki vegetarian bo'lishi kerak";
const MAHRAM_MISSING = "Bu pasportli mahram faylda ham, guruhda ham topilmadi";
const MAHRAM_SELF = "Ziyoratchi o'ziga mahram bo'la olmaydi";
const missingHeaders = (names: string[]) =>
  `Birinchi qatorda sarlavhalar topilmadi: ${names.join(", ")}. Shablonni yuklab oling (sarlavhalar 1-qatorda bo'lishi kerak)`;
const duplicateHeader = (name: string) => `"${name}" ustuni ikki marta berilgan`;
const duplicatePassport = (line: number) => `Bu pasport ${line}-qatorda ham bor`;
const summary = (errors: ImportError[]) =>
  `Faylda ${errors.length} ta xato, hech narsa saqlanmadi. Birinchisi: ${errors[0].row}-qator, ${errors[0].field}: ${errors[0].message}`;

/** Rows go into the database this many at a time: few round trips, well under the parameter limit. */
const INSERT_CHUNK = 1000;

const pad = (value: number) => String(value).padStart(2, "0");
const utcDate = (date: Date) => formatWireDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
/** Excel counts days from 30.12.1899 (its 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A date cell as dd.MM.yyyy: a spreadsheet date, a day count, or text in the usual day-first spellings. */
function dateText(cell: CellValue): string {
  if (cell instanceof Date) return utcDate(cell);
  if (typeof cell === "number") return utcDate(new Date(EXCEL_EPOCH + Math.round(cell) * 86_400_000));
  const text = String(cell ?? "").trim();
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (dayFirst) return `${pad(Number(dayFirst[1]))}.${pad(Number(dayFirst[2]))}.${dayFirst[3]}`;
  const isoDate = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (isoDate) return `${pad(Number(isoDate[3]))}.${pad(Number(isoDate[2]))}.${isoDate[1]}`;
  return text;
}

const text = (cell: CellValue) => (cell instanceof Date ? utcDate(cell) : String(cell ?? "").trim());

const GENDERS: Record<string, 1 | 2> = { e: 1, erkak: 1, m: 1, male: 1, "1": 1, a: 2, ayol: 2, f: 2, female: 2, "2": 2 };
const DIETS: Record<string, string> = {
  regular: "regular", oddiy: "regular", diabetic: "diabetic", diabet: "diabetic", diabetik: "diabetic",
  soft: "soft", yumshoq: "soft", vegetarian: "vegetarian",
};

type Parsed = { line: number; input: ReturnType<typeof pilgrimInput.parse>; mahram: string | null };

/** Which column holds which field, from the header row; a missing required column refuses the file. */
function columnsOf(header: SheetRow): Map<ManifestField, number> {
  const columns = new Map<ManifestField, number>();
  header.cells.forEach((cell, index) => {
    const field = fieldOfHeader(cell);
    if (!field) return;
    if (columns.has(field)) throw badRequest(duplicateHeader(String(cell)));
    columns.set(field, index);
  });
  const missing = MANIFEST_COLUMNS.filter((column) => column.required && !columns.has(column.field));
  if (missing.length) throw badRequest(missingHeaders(missing.map((column) => column.header)));
  return columns;
}

/** One row checked on its own: every field's message at once, the name's transliteration suggested. */
function parseRow(ctx: AppContext, row: SheetRow, columns: Map<ManifestField, number>, errors: ImportError[]): Parsed | null {
  const cell = (field: ManifestField) => {
    const index = columns.get(field);
    return index === undefined ? null : (row.cells[index] ?? null);
  };
  const before = errors.length;
  const fail = (field: string, message: string) => errors.push({ row: row.line, field, message });
  const genderText = toLatin(text(cell("gender"))).toLowerCase();
  const gender = GENDERS[genderText];
  if (!gender) fail("gender", GENDER);
  const dietText = text(cell("diet")).toLowerCase();
  const diet = dietText ? DIETS[dietText] : "regular";
  if (!diet) fail("diet", DIET);
  const needs = text(cell("needs"))
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  const result = pilgrimInput.safeParse({
    full_name: text(cell("full_name")),
    gender: gender ?? 1,
    birth_date: dateText(cell("birth_date")),
    passport_number: text(cell("passport_number")),
    passport_expiry: dateText(cell("passport_expiry")),
    nationality: text(cell("nationality")) || undefined,
    visa_number: text(cell("visa_number")),
    phone: text(cell("phone")),
    family: text(cell("family")),
    diet: diet ?? "regular",
    needs,
  });
  if (!result.success) for (const issue of result.error.issues) fail(String(issue.path[0] ?? "row"), issue.message);
  else if (!bornBeforeToday(ctx, result.data.birth_date)) fail("birth_date", BIRTH_NOT_PAST);
  if (errors.length > before || !result.success) return null;
  return { line: row.line, input: result.data, mahram: text(cell("mahram")).toUpperCase() || null };
}

/**
 * A manifest file into a group: every row is checked (alone, against the other rows and against
 * the pilgrims saved already) before anything is written, and any error saves nothing, so a
 * corrected file can simply be sent again. A dry run stops after the checks.
 */
export async function importManifest(ctx: AppContext, groupId: string, file: Buffer, dryRun: boolean): Promise<PilgrimImportResult> {
  const [header, ...rows] = await readSpreadsheet(file);
  if (!header || !rows.length) throw badRequest(NO_ROWS);
  const columns = columnsOf(header);
  const errors: ImportError[] = [];
  const parsed = rows.map((row) => parseRow(ctx, row, columns, errors));

  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, groupId));
    if (!group) throw notFound(GROUP_NOT_FOUND);
    await lockManifest(tx);

    const valid = parsed.filter((row): row is Parsed => row !== null);
    const lineOf = new Map<string, number>();
    for (const row of valid) {
      const seen = lineOf.get(row.input.passport_number);
      if (seen !== undefined) errors.push({ row: row.line, field: "passport_number", message: duplicatePassport(seen) });
      else lineOf.set(row.input.passport_number, row.line);
    }
    const holders = await passportHolders(tx, [...lineOf.keys()]);
    for (const row of valid) {
      const holder = holders.get(row.input.passport_number);
      if (holder !== undefined) errors.push({ row: row.line, field: "passport_number", message: passportTaken(holder) });
    }
    const ids = new Map(valid.map((row) => [row.input.passport_number, randomUUID()]));
    const wanted = valid.flatMap((row) => (row.mahram && !ids.has(row.mahram) ? [row.mahram] : []));
    const saved = wanted.length
      ? await tx
          .select({ id: pilgrims.id, passport: pilgrims.passportNumber })
          .from(pilgrims)
          .where(and(eq(pilgrims.groupId, groupId), inArray(pilgrims.passportNumber, wanted)))
      : [];
    const mahramIds = new Map([...ids, ...saved.map((row) => [row.passport, row.id] as const)]);
    for (const row of valid) {
      if (row.mahram === row.input.passport_number) errors.push({ row: row.line, field: "mahram", message: MAHRAM_SELF });
      else if (row.mahram && !mahramIds.has(row.mahram)) errors.push({ row: row.line, field: "mahram", message: MAHRAM_MISSING });
    }

    if (errors.length) {
      errors.sort((a, b) => a.row - b.row);
      throw new HttpError(400, { rows: rows.length, created: 0, errors, detail: summary(errors) });
    }
    if (dryRun) return { rows: rows.length, created: 0, errors: [] };

    const values = valid.map(({ input }) => ({ id: ids.get(input.passport_number)!, ...pilgrimColumns(groupId, input) }));
    for (let start = 0; start < values.length; start += INSERT_CHUNK) {
      await tx.insert(pilgrims).values(values.slice(start, start + INSERT_CHUNK));
    }
    // Mahrams may point at rows of a later chunk, so they are linked once every row exists.
    const links = valid.flatMap((row) => (row.mahram ? [sql`(${ids.get(row.input.passport_number)}::uuid, ${mahramIds.get(row.mahram)}::uuid)`] : []));
    for (let start = 0; start < links.length; start += INSERT_CHUNK) {
      await tx.execute(sql`update ${pilgrims} set mahram_id = links.mahram
        from (values ${sql.join(links.slice(start, start + INSERT_CHUNK), sql`, `)}) as links (id, mahram)
        where ${pilgrims.id} = links.id`);
    }
    await syncGroupCounts(tx, [groupId]);
    return { rows: rows.length, created: values.length, errors: [] };
  });
}
