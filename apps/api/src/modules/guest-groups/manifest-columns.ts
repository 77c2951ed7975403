import { toLatin } from "@app/contract/transliteration";
import type { Pilgrim } from "@app/contract/schemas/pilgrims";
import type { Column, Sheet } from "../../http/xlsx-export.ts";
import type { CellValue } from "../../http/spreadsheet-read.ts";

/** The fields a manifest row carries; `mahram` is the mahram's passport number there. */
export type ManifestField =
  | "full_name"
  | "gender"
  | "birth_date"
  | "passport_number"
  | "passport_expiry"
  | "nationality"
  | "visa_number"
  | "phone"
  | "family"
  | "mahram"
  | "diet"
  | "needs";

/** A pilgrim as the manifest writes it: its mahram by passport number. */
export type ManifestRow = Pilgrim & { mahram_passport: string | null };

type ManifestColumn = {
  field: ManifestField;
  /** The template's header, in Uzbek. */
  header: string;
  /** Other headers staff write for it (the field name in English included). */
  aliases: readonly string[];
  required: boolean;
  kind: "text" | "date";
  value: (row: ManifestRow) => string | null;
};

const GENDER_LETTERS = { 1: "E", 2: "A" } as const;

/** Template, export and import share these columns, so an exported manifest imports back unchanged. */
export const MANIFEST_COLUMNS: readonly ManifestColumn[] = [
  { field: "full_name", header: "F.I.Sh", aliases: ["fio", "name", "ism familiya"], required: true, kind: "text", value: (row) => row.full_name },
  { field: "gender", header: "Jinsi", aliases: ["jins", "sex"], required: true, kind: "text", value: (row) => GENDER_LETTERS[row.gender] },
  { field: "birth_date", header: "Tug'ilgan sana", aliases: ["date of birth", "birthday"], required: true, kind: "date", value: (row) => row.birth_date },
  { field: "passport_number", header: "Pasport", aliases: ["passport", "pasport raqami"], required: true, kind: "text", value: (row) => row.passport_number },
  { field: "passport_expiry", header: "Pasport muddati", aliases: ["passport expiry"], required: true, kind: "date", value: (row) => row.passport_expiry },
  { field: "nationality", header: "Fuqarolik", aliases: ["citizenship"], required: false, kind: "text", value: (row) => row.nationality },
  { field: "visa_number", header: "Viza", aliases: ["visa"], required: false, kind: "text", value: (row) => row.visa_number },
  { field: "phone", header: "Telefon", aliases: ["phone number"], required: false, kind: "text", value: (row) => row.phone },
  { field: "family", header: "Oila", aliases: [], required: false, kind: "text", value: (row) => row.family },
  { field: "mahram", header: "Mahram", aliases: ["mahram passport"], required: false, kind: "text", value: (row) => row.mahram_passport },
  { field: "diet", header: "Parhez", aliases: [], required: false, kind: "text", value: (row) => row.diet },
  { field: "needs", header: "Ehtiyojlar", aliases: [], required: false, kind: "text", value: (row) => row.needs.join(", ") || null },
];

export const manifestSheet = (file: string): Sheet<ManifestRow> => ({
  title: "Manifest",
  file,
  columns: MANIFEST_COLUMNS.map((column): Column<ManifestRow> => ({ header: column.header, kind: column.kind, value: column.value })),
});

/** "Tug‘ilgan sana", "TUG'ILGAN SANA" and "tugilgan_sana" are one header: letters and digits only, Latin. */
const headerKey = (text: string) => toLatin(text).toLowerCase().replace(/[^a-z0-9]/g, "");

const HEADERS = new Map<string, ManifestField>(
  MANIFEST_COLUMNS.flatMap((column) =>
    [column.header, column.field, ...column.aliases].map((name) => [headerKey(name), column.field] as const),
  ),
);

export function fieldOfHeader(cell: CellValue): ManifestField | undefined {
  return typeof cell === "string" ? HEADERS.get(headerKey(cell)) : undefined;
}
