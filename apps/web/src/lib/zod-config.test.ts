import "./zod-config.ts";
import { describe, expect, it } from "vitest";
import { z } from "zod";

describe("zod in the browser", () => {
  it("never compiles parsers with eval, which the Content-Security-Policy forbids", () => {
    expect(z.config().jitless).toBe(true);
  });
});
