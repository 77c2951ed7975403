import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { shortageOf } from "./shortage.ts";

describe("shortageOf", () => {
  it("lists each product the stock lacks, with its shortfall", () => {
    const error = new ApiError(400, {
      "0b0a7c9e-1111-4a4a-8a8a-000000000001": { name: "Guruch", needed: "1500", measure: "g" },
      "0b0a7c9e-1111-4a4a-8a8a-000000000002": { name: "Yog‘", needed: "20.5", measure: "ml" },
      detail: "Omborda mahsulot yetarli emas: Guruch, Yog‘",
    });
    expect(shortageOf(error)).toEqual([
      { name: "Guruch", amount: "1500", unit: "g" },
      { name: "Yog‘", amount: "20.5", unit: "ml" },
    ]);
  });

  it("is empty for field errors, other statuses and other errors", () => {
    expect(shortageOf(new ApiError(400, { counter_agent: ["Faol kontragent tanlanishi kerak"], detail: "x" }))).toEqual([]);
    expect(shortageOf(new ApiError(409, { a: { name: "Guruch", needed: "1", measure: "g" } }))).toEqual([]);
    expect(shortageOf(new ApiError(400, "matn"))).toEqual([]);
    expect(shortageOf(new Error("network"))).toEqual([]);
  });
});
