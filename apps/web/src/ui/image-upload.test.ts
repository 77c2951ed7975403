import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, imageFileProblem } from "./image-upload.tsx";

describe("imageFileProblem", () => {
  it("accepts JPEG, PNG and WebP up to 5 MB", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: 1024 })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: "image/webp", size: 10 })).toBeNull();
  });

  it("refuses other types and larger files with the server's words", () => {
    expect(imageFileProblem({ type: "image/gif", size: 10 })).toBe("Faqat JPEG, PNG yoki WebP rasm yuklash mumkin");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("Faqat JPEG, PNG yoki WebP rasm yuklash mumkin");
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("Rasm hajmi 5 MB dan oshmasligi kerak");
  });
});
