import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "@app/contract/schemas/settings";
import { settingsBody, settingsSchema, settingsValuesOf } from "./settings-form.ts";

const AGENT = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("the settings form", () => {
  it("holds no counterparty as an empty choice and sends it as null", () => {
    const values = settingsValuesOf(DEFAULT_SETTINGS);
    expect(values.own_counter_agent).toBe("");
    expect(settingsBody(values)).toEqual(DEFAULT_SETTINGS);
    expect(settingsBody({ ...values, own_counter_agent: AGENT }).own_counter_agent).toBe(AGENT);
  });

  it("puts a malformed time under its own field", () => {
    const values = { ...settingsValuesOf(DEFAULT_SETTINGS), meal_times: { breakfast: "7:00", lunch: "13:00", dinner: "25:00" } };
    const result = settingsSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["meal_times.breakfast", "meal_times.dinner"]);
  });
});
