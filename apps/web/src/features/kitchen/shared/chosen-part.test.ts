import { describe, expect, it } from "vitest";
import { decimalText } from "@app/contract/decimal";
import { chosenPartOf, partsCost, type ChosenPart } from "./chosen-part.ts";

const part = (net_price: number, priced = true): ChosenPart => ({
  id: `part-${net_price}`,
  name: `Taom ${net_price}`,
  net_price,
  gross_price: net_price + 1,
  priced,
  status: true,
});

describe("partsCost", () => {
  it("adds the chosen parts' costs exactly", () => {
    const cost = partsCost([part(0.1), part(0.2)]);
    expect(cost && decimalText(cost)).toBe("0.3");
  });

  it("is unknown while a part is unpriced or a slot still empty", () => {
    expect(partsCost([part(0.1), part(5, false)])).toBeNull();
    expect(partsCost([part(0.1), null])).toBeNull();
  });
});

describe("chosenPartOf", () => {
  it("keeps only what the form needs of a dish or menu read in full", () => {
    const full = { ...part(10), profit: 2, image: null, recipes: ["r1"] };
    expect(chosenPartOf(full)).toEqual(part(10));
  });
});
