import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { uzCommon } from "../i18n/common.ts";
import { requireChoices } from "./require-choices.ts";

const schema = z.object({ hotel: z.uuid({ error: "Noto'g'ri identifikator" }), name: z.string().min(1, { error: "Ism kerak" }) });
const resolver = requireChoices(zodResolver(schema), ["hotel"]);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("requireChoices", () => {
  it("words an unchosen select as a required field", async () => {
    const result = await resolver({ hotel: "", name: "" }, undefined, options);
    expect(result.errors.hotel?.message).toBe(uzCommon.requiredField);
    expect(result.errors.name?.message).toBe("Ism kerak");
  });

  it("keeps the schema's message for a value that is there but wrong", async () => {
    const result = await resolver({ hotel: "abc", name: "A" }, undefined, options);
    expect(result.errors.hotel?.message).toBe("Noto'g'ri identifikator");
  });
});
