import { describe, expect, it } from "vitest";
import { pilgrimForm, pilgrimFormValues } from "./pilgrim-form.ts";

describe("pilgrimForm", () => {
  it("sends no mahram for the empty choice and the needs as tags", () => {
    const values = { ...pilgrimFormValues(null), full_name: "Karimova Aziza", gender: "2", birth_date: "01.02.1960", passport_number: " fa1234567 ", passport_expiry: "01.02.2030", needs: " wheelchair, , diabetic " };
    const parsed = pilgrimForm.parse(values);
    expect(parsed).toMatchObject({ gender: 2, mahram: null, needs: ["wheelchair", "diabetic"], passport_number: "FA1234567", nationality: "UZ", diet: "regular" });
  });

  it("starts an edit from the pilgrim's values, its needs as one line", () => {
    const values = pilgrimFormValues({
      id: "0b4f2f4e-3f33-4a46-9a43-6f7c0a4d5e61",
      group: "4c7c0a4d-3f33-4a46-9a43-0b4f2f4e5e61",
      full_name: "Karimov Aziz",
      gender: 1,
      gender_label: "Male",
      birth_date: "01.02.1960",
      passport_number: "FA1234567",
      passport_expiry: "01.02.2030",
      nationality: "UZ",
      visa_number: null,
      phone: null,
      family: "F1",
      mahram: null,
      diet: "soft",
      needs: ["wheelchair", "oxygen"],
      warnings: [],
    });
    expect(values).toMatchObject({ gender: "1", mahram: "", visa_number: "", family: "F1", diet: "soft", needs: "wheelchair, oxygen" });
  });
});
