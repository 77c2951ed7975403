import { pilgrimImportResult, type ImportError, type PilgrimImportResult } from "@app/contract/schemas/pilgrims";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";

const t = uzGuestGroups;

/** The manifest's columns by their wire field, as the form and the template name them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  full_name: t.fullName,
  gender: t.gender,
  birth_date: t.birthDate,
  passport_number: t.passportNumber,
  passport_expiry: t.passportExpiry,
  nationality: t.nationality,
  visa_number: t.visaNumber,
  phone: t.phone,
  family: t.family,
  mahram: t.mahram,
  diet: t.diet,
  needs: t.needs,
};

export type PreviewRow = { key: string; row: number; field: string; message: string };

/** The dry run's errors as the preview table shows them: by line, each field named in Uzbek. */
export function previewRows(errors: readonly ImportError[]): PreviewRow[] {
  return [...errors]
    .sort((a, b) => a.row - b.row)
    .map((error, index) => ({
      key: `${error.row}-${error.field}-${index}`,
      row: error.row,
      field: FIELD_LABELS[error.field] ?? error.field,
      message: error.message,
    }));
}

/**
 * The import's answer inside a refusal: a file with row errors is a 400 carrying the same
 * `{rows, created, errors}` as a clean run; any other refusal (not a spreadsheet, too big) has none.
 */
export function importResultOf(body: unknown): PilgrimImportResult | null {
  const parsed = pilgrimImportResult.safeParse(body);
  return parsed.success ? parsed.data : null;
}
