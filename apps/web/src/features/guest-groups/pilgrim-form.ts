import { z } from "zod";
import { uuid } from "@app/contract/schemas/common";
import { pilgrimInput, type Pilgrim } from "@app/contract/schemas/pilgrims";

/** Needs are typed as one line of comma-separated tags. */
const needsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The pilgrim sheet's fields: the contract's input, with the mahram picked in a select ("" for none) and the needs as text. */
export const pilgrimForm = pilgrimInput.extend({
  mahram: z
    .string()
    .transform((id) => id || null)
    .pipe(uuid.nullable()),
  needs: z.string().transform(needsOf).pipe(pilgrimInput.shape.needs.unwrap()),
});

/** The sheet's starting values: the pilgrim's own, or an Uzbek pilgrim on the regular diet. */
export function pilgrimFormValues(pilgrim: Pilgrim | null) {
  return {
    full_name: pilgrim?.full_name ?? "",
    gender: pilgrim ? (String(pilgrim.gender) as "1" | "2") : "1",
    birth_date: pilgrim?.birth_date ?? "",
    passport_number: pilgrim?.passport_number ?? "",
    passport_expiry: pilgrim?.passport_expiry ?? "",
    nationality: pilgrim?.nationality ?? "UZ",
    visa_number: pilgrim?.visa_number ?? "",
    phone: pilgrim?.phone ?? "",
    family: pilgrim?.family ?? "",
    mahram: pilgrim?.mahram ?? "",
    diet: pilgrim?.diet ?? "regular",
    needs: pilgrim?.needs.join(", ") ?? "",
  };
}
