import { describe, expect, it } from "vitest";
import { formBody } from "./form-body.ts";

const fields = { name: "Osh", profit: "15000", recipes_id: ["a", "b"] };

describe("formBody", () => {
  it("sends JSON that keeps the image, or removes it with image: null", () => {
    expect(formBody(fields, "keep")).toEqual(fields);
    expect(formBody(fields, "remove")).toEqual({ ...fields, image: null });
  });

  it("sends a new image as multipart, a list as a repeated key", () => {
    const image = new File(["png"], "osh.png", { type: "image/png" });
    const body = formBody(fields, image);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get("name")).toBe("Osh");
    expect(form.getAll("recipes_id")).toEqual(["a", "b"]);
    expect((form.get("image") as File).name).toBe("osh.png");
  });
});
